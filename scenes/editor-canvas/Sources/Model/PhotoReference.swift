import Engine

/// The photo a document decorates, by content: the pixels stay out of the document (and out
/// of every undo step), which holds only this.
struct PhotoReference: Codable, Equatable, Sendable {
    /// The decoded pixels' FNV-1a 64-bit hash, 16 lower-case hex digits (`PhotoHash`).
    var hash: String
    /// The photo's width, in pixels (upright, after any EXIF turn).
    var width: Int
    /// The photo's height, in pixels.
    var height: Int

    /// The photo's size, in pixels.
    var size: Vec2 { Vec2(Double(width), Double(height)) }
}
