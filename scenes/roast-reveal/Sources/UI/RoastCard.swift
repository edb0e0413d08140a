import Engine

/// The roast card on the generator screen: a Box2D body that drops onto the surface, flips
/// about its vertical axis, then types its roast in.
struct RoastCard: Sendable, Hashable, Codable {
    /// Where the card is in its reveal.
    enum Phase: Int, Sendable, Hashable, Codable {
        /// Falling and bouncing on the surface, its back showing.
        case dropping
        /// Turning over: `flipTicks` counts the turn.
        case flipping
        /// Its face showing, the roast typing itself in.
        case typing
        /// All of it shown.
        case shown

        /// The probe's name for it.
        var name: String {
            switch self {
            case .dropping: "dropping"
            case .flipping: "flipping"
            case .typing: "typing"
            case .shown: "shown"
            }
        }
    }

    /// The card's size, in canvas pixels.
    static let size = Vec2(560, 440)
    /// The surface's top edge the card lands on, in canvas pixels.
    static let surfaceY = 780.0
    /// Where the card's centre starts, above the canvas, in canvas pixels.
    static let startY = -260.0
    /// Ticks the card must rest on the surface before it turns over.
    static let restTicks = 12
    /// Ticks the drop may take at most before it turns over anyway.
    static let maxDropTicks = 150
    /// Ticks the turn takes (half a turn, back to face).
    static let flipDuration = 30
    /// Graphemes typed each tick.
    static let graphemesPerTick = 2

    var roast: Roast
    /// The card's body in the scene's physics world.
    var body: BodyID
    var phase = Phase.dropping
    /// Ticks since the card was made.
    var age = 0
    /// Ticks it has rested on the surface in a row.
    var restingTicks = 0
    /// Ticks into the turn.
    var flipTicks = 0
    /// Graphemes of the roast shown.
    var typed = 0

    /// The graphemes of the roast shown now.
    var shownText: String { String(roast.text.prefix(typed)) }

    /// Moves the reveal on one tick; `center` is the body's centre and `speed` its speed after
    /// the physics step, in canvas pixels and pixels a tick.
    mutating func step(center: Vec2, speed: Double) {
        age += 1
        switch phase {
        case .dropping:
            let resting = abs(center.y - (Self.surfaceY - Self.size.y / 2)) < 3 && speed < 0.5
            restingTicks = resting ? restingTicks + 1 : 0
            if restingTicks >= Self.restTicks || age >= Self.maxDropTicks { phase = .flipping }
        case .flipping:
            flipTicks += 1
            if flipTicks >= Self.flipDuration { phase = .typing }
        case .typing:
            typed = min(typed + Self.graphemesPerTick, roast.text.count)
            if typed >= roast.text.count { phase = .shown }
        case .shown:
            break
        }
    }
}
