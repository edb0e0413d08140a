import CBox2D
import Core

/// Where a ray met a fixture.
public struct RayHit: Hashable, Sendable {
    public var fixture: FixtureID
    public var body: BodyID
    /// The point of impact, m.
    public var point: Vec2
    /// The unit surface normal at `point`, facing the ray's start.
    public var normal: Vec2
    /// Where `point` lies along the ray: 0 at its start, 1 at its end.
    public var fraction: Double

    public init(fixture: FixtureID, body: BodyID, point: Vec2, normal: Vec2, fraction: Double) {
        self.fixture = fixture
        self.body = body
        self.point = point
        self.normal = normal
        self.fraction = fraction
    }

    init(_ h: DBRayHit) {
        self.init(fixture: FixtureID(h.fixture), body: BodyID(h.body), point: Vec2(h.point), normal: Vec2(h.normal), fraction: Double(h.fraction))
    }
}
