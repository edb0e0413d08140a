/// A shaped glyph placed from the pen position of the cluster it belongs to.
struct PlacedGlyph: Equatable {
    /// The glyph index in its face.
    var id: UInt32
    /// The pen position from the cluster's, in whole canvas pixels (y down).
    var x: Int32, y: Int32
}
