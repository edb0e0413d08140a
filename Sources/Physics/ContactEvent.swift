import CBox2D

/// Two fixtures that began or ceased to touch during a step.
///
/// An end event caused by destroying a body or fixture names handles that are already stale:
/// check `isValid` before using them.
public struct ContactEvent: Hashable, Sendable {
    public var fixtureA: FixtureID
    public var fixtureB: FixtureID
    public var bodyA: BodyID
    public var bodyB: BodyID

    public init(fixtureA: FixtureID, fixtureB: FixtureID, bodyA: BodyID, bodyB: BodyID) {
        self.fixtureA = fixtureA
        self.fixtureB = fixtureB
        self.bodyA = bodyA
        self.bodyB = bodyB
    }

    /// Whether `body` is one of the two bodies.
    public func involves(_ body: BodyID) -> Bool { bodyA == body || bodyB == body }

    init(_ e: DBContactEvent) {
        self.init(fixtureA: FixtureID(e.fixtureA), fixtureB: FixtureID(e.fixtureB), bodyA: BodyID(e.bodyA), bodyB: BodyID(e.bodyB))
    }
}
