import CBox2D
import Core

// Spatial queries against the world's broad phase, in world space (m).
extension PhysicsWorld {
    /// The fixtures whose shape contains `point` (sensors included; edges and chains, being
    /// lines, never do).
    public func fixtures(at point: Vec2) -> [FixtureID] {
        var pointer: UnsafePointer<DBFixtureId>?
        let count = Int(DBWorld_QueryPoint(id, DBVec2(point), &pointer))
        return Self.copy(pointer, count, FixtureID.init)
    }

    /// The fixtures whose bounding box overlaps `box`, each once.
    public func fixtures(overlapping box: Rect) -> [FixtureID] {
        var pointer: UnsafePointer<DBFixtureId>?
        let count = Int(DBWorld_QueryAABBFixtures(id, DBVec2(box.origin), DBVec2(box.origin + box.size), &pointer))
        return Self.copy(pointer, count, FixtureID.init)
    }

    /// The bodies with a fixture whose bounding box overlaps `box`, each once.
    public func bodies(overlapping box: Rect) -> [BodyID] {
        var pointer: UnsafePointer<DBBodyId>?
        let count = Int(DBWorld_QueryAABBBodies(id, DBVec2(box.origin), DBVec2(box.origin + box.size), &pointer))
        return Self.copy(pointer, count, BodyID.init)
    }

    /// The first fixture on the segment from `start` to `end`, sensors skipped; nil when the
    /// segment is clear or has no length.
    public func rayCast(from start: Vec2, to end: Vec2) -> RayHit? {
        var hit = DBRayHit()
        return DBWorld_RayCastClosest(id, DBVec2(start), DBVec2(end), &hit) ? RayHit(hit) : nil
    }

    /// Every fixture crossing the segment from `start` to `end`, nearest first, sensors skipped.
    public func rayCastAll(from start: Vec2, to end: Vec2) -> [RayHit] {
        var pointer: UnsafePointer<DBRayHit>?
        let count = Int(DBWorld_RayCastAll(id, DBVec2(start), DBVec2(end), &pointer))
        return Self.copy(pointer, count, RayHit.init)
    }

    /// Copies a C answer buffer into a Swift array.
    static func copy<C, T>(_ pointer: UnsafePointer<C>?, _ count: Int, _ transform: (C) -> T) -> [T] {
        guard count > 0, let pointer else { return [] }
        return UnsafeBufferPointer(start: pointer, count: count).map(transform)
    }
}
