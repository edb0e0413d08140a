import CBox2D
import Core

// Spatial queries against the world's broad phase, in world space (m).
extension PhysicsWorld {
    /// The fixtures whose shape contains `point` (sensors included; edges and chains, being
    /// lines, never do).
    public func fixtures(at point: Vec2) -> [FixtureID] {
        Self.copy({ DBWorld_QueryPoint(id, DBVec2(point), $0) }, FixtureID.init)
    }

    /// The fixtures whose bounding box overlaps `box`, each once.
    public func fixtures(overlapping box: Rect) -> [FixtureID] {
        Self.copy({ DBWorld_QueryAABBFixtures(id, DBVec2(box.origin), DBVec2(box.origin + box.size), $0) }, FixtureID.init)
    }

    /// The bodies with a fixture whose bounding box overlaps `box`, each once.
    public func bodies(overlapping box: Rect) -> [BodyID] {
        Self.copy({ DBWorld_QueryAABBBodies(id, DBVec2(box.origin), DBVec2(box.origin + box.size), $0) }, BodyID.init)
    }

    /// The first fixture on the segment from `start` to `end`, sensors skipped; nil when the
    /// segment is clear or has no length.
    public func rayCast(from start: Vec2, to end: Vec2) -> RayHit? {
        var hit = DBRayHit()
        return DBWorld_RayCastClosest(id, DBVec2(start), DBVec2(end), &hit) ? RayHit(hit) : nil
    }

    /// Every fixture crossing the segment from `start` to `end`, nearest first, sensors skipped.
    public func rayCastAll(from start: Vec2, to end: Vec2) -> [RayHit] {
        Self.copy({ DBWorld_RayCastAll(id, DBVec2(start), DBVec2(end), $0) }, RayHit.init)
    }
}
