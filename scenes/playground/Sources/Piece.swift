import Engine

/// A body in the playground: its physics handle, its shape and colour, and its pose before the
/// last step (for drawing between ticks).
struct Piece: StateHashable {
    enum Kind {
        /// A box with half-extents in metres.
        case box(halfSize: Vec2)
        /// A ball with a radius in metres.
        case ball(radius: Double)
    }

    var body: BodyID
    var kind: Kind
    var color: Color
    /// Where the body was before the last physics step, in metres.
    var previousPosition: Vec2
    /// The body's angle before the last physics step, in radians.
    var previousAngle: Double

    /// Feeds the body, the shape (its kind, then its size), the colour and the pose before the
    /// last step.
    func hash(into hasher: inout StateHasher) {
        hasher.combine(body)
        switch kind {
        case .box(let halfSize):
            hasher.combine(0)
            hasher.combine(halfSize)
        case .ball(let radius):
            hasher.combine(1)
            hasher.combine(radius)
        }
        color.hash(into: &hasher)
        hasher.combine(previousPosition)
        hasher.combine(previousAngle)
    }
}
