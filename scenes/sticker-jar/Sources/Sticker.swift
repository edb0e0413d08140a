import Engine

/// A sticker in the jar: its body, which art it shows and when it arrived. The engine derives
/// its part of the state hash from its fields, and keeps its pose for drawing between ticks.
struct Sticker: Codable, Sendable {
    var body: BodyID
    /// The art's key in `State.library`: the art itself is a picture, named by its key.
    var artKey: String
    /// The tick it dropped in on, for its pop-in animation; nil for one that was already there
    /// (restored or placed at the start).
    var arrivalTick: UInt64?
}
