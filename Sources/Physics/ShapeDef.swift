import CBox2D

/// Material of a new fixture: `var def = ShapeDef(); def.friction = 0.2`.
public struct ShapeDef: Sendable {
    /// kg/m² (≥ 0). Mass comes from density × area; 0 on every fixture gives a dynamic body 1 kg.
    public var density: Double = 1
    /// Coulomb friction coefficient (≥ 0, usually 0...1).
    public var friction: Double = 0.6
    /// Bounciness (≥ 0, usually 0...1).
    public var restitution: Double = 0
    /// Relative speed below which collisions do not bounce, m/s.
    public var restitutionThreshold: Double = 1
    /// Reports overlaps as contact events without a collision response.
    public var isSensor = false
    public var filter = CollisionFilter()

    public init() {}

    /// A material of `density` (kg/m²), `friction` and `restitution`, otherwise default.
    public init(density: Double, friction: Double = 0.6, restitution: Double = 0) {
        self.density = density
        self.friction = friction
        self.restitution = restitution
    }

    var c: DBFixtureDef {
        DBFixtureDef(
            density: Float(density), friction: Float(friction), restitution: Float(restitution),
            restitutionThreshold: Float(restitutionThreshold), isSensor: isSensor, filter: filter.c
        )
    }
}
