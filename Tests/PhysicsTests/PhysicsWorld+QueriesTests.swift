import Core
import Physics
import Testing

@Suite("PhysicsWorld: queries")
struct PhysicsWorldQueriesTests {
    let world = PhysicsWorld(WorldDef(gravity: .zero))
    let box: BodyID
    let ball: BodyID
    let ground: BodyID

    init() throws {
        box = try addBox(to: world, at: .zero)
        ball = world.createBody(BodyDef(type: .dynamic, position: Vec2(5, 0)))
        try world.addCircle(radius: 1, to: ball)
        ground = try addGround(to: world).body
        world.setTransform(of: ground, position: Vec2(0, -3), angle: 0)
    }

    @Test func pointQueryFindsTheShapeUnderThePoint() {
        #expect(world.fixtures(at: Vec2(0.2, -0.3)) == world.fixtures(of: box))
        #expect(world.fixtures(at: Vec2(5.5, 0.5)) == world.fixtures(of: ball))
        #expect(world.fixtures(at: Vec2(2.5, 0)).isEmpty)
        #expect(world.fixtures(at: Vec2(5.9, 0.9)).isEmpty, "inside the ball's box, outside the ball")
        #expect(world.fixtures(at: Vec2(0, -3)).isEmpty, "lines contain no points")
        #expect(world.fixtures(at: Vec2(0.2, -0.3)).compactMap { world.body(of: $0) } == [box])
    }

    @Test func boxQueryFindsOverlappingBodiesOnce() {
        #expect(world.bodies(overlapping: Rect(x: -1, y: -1, width: 2, height: 2)) == [box])
        #expect(world.bodies(overlapping: Rect(x: 1, y: -0.5, width: 1, height: 1)).isEmpty,
                "the box's fattened broad-phase bounds are not enough")
        let all = world.bodies(overlapping: Rect(x: -10, y: -5, width: 20, height: 10))
        #expect(Set(all) == [box, ball, ground])
        #expect(all.count == 3)
        let fixtures = world.fixtures(overlapping: Rect(x: 3, y: -2, width: 4, height: 1.5))
        #expect(fixtures == world.fixtures(of: ball))
    }

    @Test func rayCastHitsTheNearestBody() throws {
        let hit = try #require(world.rayCast(from: Vec2(-10, 0), to: Vec2(10, 0)))
        #expect(hit.body == box)
        #expect(hit.fixture == world.fixtures(of: box)[0])
        #expect(abs(hit.point.x + 0.5) < 1e-5 && abs(hit.point.y) < 1e-5)
        #expect(hit.normal == Vec2(-1, 0))
        #expect(abs(hit.fraction - 9.5 / 20) < 1e-6)

        let back = try #require(world.rayCast(from: Vec2(10, 0), to: Vec2(-10, 0)))
        #expect(back.body == ball)
        #expect(abs(back.point.x - 6) < 1e-5)

        let down = try #require(world.rayCast(from: Vec2(-8, 10), to: Vec2(-8, -10)))
        #expect(down.body == ground)
        #expect(world.rayCast(from: Vec2(-8, 10), to: Vec2(-8, 5)) == nil)
        #expect(world.rayCast(from: Vec2(1, 1), to: Vec2(1, 1)) == nil, "a ray without length hits nothing")
    }

    @Test func rayCastAllListsHitsNearestFirst() {
        let hits = world.rayCastAll(from: Vec2(-10, 0), to: Vec2(10, 0))
        #expect(hits.map(\.body) == [box, ball])
        #expect(hits[0].fraction < hits[1].fraction)
    }

    @Test func rayCastsSkipSensors() throws {
        let zone = world.createBody()
        var sensor = ShapeDef()
        sensor.isSensor = true
        try world.addBox(halfSize: Vec2(1, 5), center: Vec2(-5, 0), to: zone, sensor)
        #expect(world.rayCast(from: Vec2(-10, 0), to: Vec2(10, 0))?.body == box)
        #expect(world.bodies(overlapping: Rect(x: -5.5, y: 0, width: 1, height: 1)) == [zone], "box queries include sensors")
    }
}
