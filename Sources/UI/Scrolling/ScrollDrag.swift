/// A pointer held on a scroll view: on its content (moved 1:1, flung on release) or on its
/// scrollbar thumb (moved in proportion, stopped on release).
public struct ScrollDrag: Hashable, Sendable, Codable {
    /// What the pointer holds.
    public enum Grip: Hashable, Sendable, Codable {
        /// The content: it follows the pointer pixel for pixel.
        case content
        /// The scrollbar thumb: a pixel along the track scrolls the content `scale` pixels.
        case thumb(scale: Double)
    }

    /// What the pointer holds.
    public var grip: Grip
    /// Where the pointer went down along the axis, canvas px.
    public var startPointer: Double
    /// The offset when the pointer went down, px.
    public var startOffset: Double
    /// Where the pointer is now along the axis, canvas px.
    public var pointer: Double
    /// Where the pointer was at the end of each of the last few ticks, oldest first, canvas px.
    public var history: [Double]
}
