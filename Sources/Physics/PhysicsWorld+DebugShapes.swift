import CBox2D
import Core

extension PhysicsWorld {
    /// Every fixture (bodies in creation order, each body's fixtures in creation order), then
    /// every joint, as world-space primitives for debug drawing.
    public func debugShapes() -> [DebugShape] {
        var shapesPointer: UnsafePointer<DBDebugShape>?
        var verticesPointer: UnsafePointer<DBVec2>?
        let count = Int(DBWorld_DebugDraw(id, &shapesPointer, &verticesPointer))
        guard count > 0, let shapesPointer, let verticesPointer else { return [] }
        return UnsafeBufferPointer(start: shapesPointer, count: count).map { s in
            let first = Int(s.firstVertex)
            let points = (first..<first + Int(s.vertexCount)).map { Vec2(verticesPointer[$0]) }
            let geometry: DebugGeometry = switch s.kind {
            case .polygon: .polygon(points)
            case .circle: .circle(center: points[0], radius: Double(s.radius), angle: Double(s.angle))
            case .segment: .segment(points[0], points[1])
            case .polyline: .polyline(points, closed: false)
            case .closedPolyline: .polyline(points, closed: true)
            }
            return DebugShape(geometry: geometry, style: DebugStyle(s.style), body: BodyID(s.body), fixture: FixtureID(s.fixture), joint: JointID(s.joint))
        }
    }
}
