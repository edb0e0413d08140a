import Engine

/// A body in the playground: its physics handle, its shape and colour. The engine derives its
/// part of the state hash from its fields, and keeps its pose for drawing between ticks.
struct Piece: Codable, Sendable {
    enum Kind: Codable, Sendable {
        /// A box with half-extents in metres.
        case box(halfSize: Vec2)
        /// A ball with a radius in metres.
        case ball(radius: Double)
    }

    var body: BodyID
    var kind: Kind
    var color: Color
}
