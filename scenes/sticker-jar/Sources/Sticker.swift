import Engine

/// A sticker in the jar: its body, its art, when it arrived, and its pose before the last step
/// (for drawing between ticks).
struct Sticker: StateHashable {
    var body: BodyID
    var art: StickerArt
    /// The tick it dropped in on, for its pop-in animation; nil for one that was already there
    /// (restored or placed at the start).
    var arrivalTick: UInt64?
    /// Where the body was before the last physics step, in metres.
    var previousPosition: Vec2
    /// The body's angle before the last physics step, in radians.
    var previousAngle: Double

    /// Feeds the body, the art's key (the art itself is a picture, named by its key), the arrival
    /// tick and the pose before the last step.
    func hash(into hasher: inout StateHasher) {
        hasher.combine(body)
        hasher.combine(art.key)
        arrivalTick.hash(into: &hasher)
        hasher.combine(previousPosition)
        hasher.combine(previousAngle)
    }
}
