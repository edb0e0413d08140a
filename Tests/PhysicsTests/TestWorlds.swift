import Core
import Physics

// Small scenes the physics tests share.

/// A static two-sided edge from x = -20 m to 20 m at y = 0.
@discardableResult
func addGround(to world: PhysicsWorld) throws -> (body: BodyID, fixture: FixtureID) {
    let ground = world.createBody()
    let fixture = try world.addEdge(from: Vec2(-20, 0), to: Vec2(20, 0), to: ground)
    return (ground, fixture)
}

/// A dynamic 1 m × 1 m box of 1 kg/m² at `position`.
func addBox(to world: PhysicsWorld, at position: Vec2) throws -> BodyID {
    let box = world.createBody(BodyDef(type: .dynamic, position: position))
    try world.addBox(halfSize: Vec2(0.5, 0.5), to: box)
    return box
}

/// A jar outline of `width` × `height` m with its floor centred on the origin and bevelled
/// corners, wound clockwise so that a chain loop through it holds things inside.
func jarOutline(width: Double, height: Double) -> [Vec2] {
    let w = width / 2, h = height, bevel = 1.0
    return [
        Vec2(-w, bevel), Vec2(-w, h - bevel), Vec2(-w + bevel, h), Vec2(w - bevel, h),
        Vec2(w, h - bevel), Vec2(w, bevel), Vec2(w - bevel, 0), Vec2(-w + bevel, 0),
    ]
}

/// Whether `point` lies inside the simple polygon `outline` (even-odd rule).
func isInside(_ point: Vec2, _ outline: [Vec2]) -> Bool {
    var inside = false
    var j = outline.count - 1
    for i in outline.indices {
        let a = outline[i], b = outline[j]
        if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
            inside.toggle()
        }
        j = i
    }
    return inside
}

/// Steps `world` `count` times at 1/60 s.
func run(_ world: PhysicsWorld, steps count: Int) {
    for _ in 0..<count { world.step(1.0 / 60.0) }
}
