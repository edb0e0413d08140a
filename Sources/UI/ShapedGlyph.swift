/// One glyph HarfBuzz placed: which glyph, the cluster it belongs to and where it goes.
struct ShapedGlyph: Equatable {
    /// The glyph index in its face.
    var id: UInt32
    /// The index of the first scalar of the cluster the glyph belongs to, in the shaped text.
    var cluster: Int
    /// How far the pen moves after the glyph, in 26.6 fixed-point pixels.
    var advance: Int
    /// The glyph's offset from the pen (y up, as HarfBuzz gives it), in 26.6 fixed-point pixels.
    var x: Int, y: Int
}
