import Core
import Physics
import Testing

@Suite("PhysicsWorld: debug shapes")
struct PhysicsWorldDebugShapesTests {
    @Test func everyFixtureAppearsOnceThenEveryJoint() throws {
        let world = PhysicsWorld()
        let ground = try addGround(to: world)
        let jar = world.createBody()
        let loop = try world.addChainLoop(jarOutline(width: 6, height: 6), to: jar)
        let body = world.createBody(BodyDef(type: .dynamic, position: Vec2(0, 3)))
        let box = try world.addBox(halfSize: Vec2(0.5, 0.25), to: body)
        let ball = try world.addCircle(radius: 0.3, center: Vec2(1, 0), to: body)
        let triangle = try world.addPolygon([Vec2(-1, 0), Vec2(-0.5, 0), Vec2(-0.75, 0.5)], to: body)
        var sensorDef = ShapeDef()
        sensorDef.isSensor = true
        let sensor = try world.addCircle(radius: 2, to: jar, sensorDef)
        let drag = try world.createMouseJoint(body: body, target: Vec2(0, 3), maxForce: 10)

        let shapes = world.debugShapes()
        let fixtureShapes = shapes.filter { !$0.fixture.isNull }
        #expect(fixtureShapes.map(\.fixture) == [ground.fixture, loop, sensor, box, ball, triangle])
        #expect(shapes.count == 7)
        let jointShape = try #require(shapes.last)
        #expect(jointShape.joint == drag && jointShape.style == .joint && jointShape.body == body)

        #expect(fixtureShapes[0].geometry == .segment(Vec2(-20, 0), Vec2(20, 0)))
        #expect(fixtureShapes[0].style == .staticBody)
        #expect(fixtureShapes[1].geometry == .polyline(jarOutline(width: 6, height: 6), closed: true))
        #expect(fixtureShapes[2].style == .sensor)
        #expect(fixtureShapes[3].style == .awake)
        if case .polygon(let corners) = fixtureShapes[3].geometry {
            #expect(Set(corners) == [Vec2(-0.5, 2.75), Vec2(0.5, 2.75), Vec2(0.5, 3.25), Vec2(-0.5, 3.25)])
        } else {
            Issue.record("a box is drawn as a polygon")
        }
        #expect(fixtureShapes[4].geometry == .circle(center: Vec2(1, 3), radius: Double(Float(0.3)), angle: 0))
        if case .polygon(let corners) = fixtureShapes[5].geometry { #expect(corners.count == 3) }
        #expect(jointShape.geometry == .polyline([Vec2(0, 3), Vec2(0, 3)], closed: false))
    }

    @Test func restingBodiesAreDrawnAsSleeping() throws {
        let world = PhysicsWorld()
        try addGround(to: world)
        let box = try addBox(to: world, at: Vec2(0, 0.5))
        run(world, steps: 120)
        let style = world.debugShapes().first { $0.body == box }?.style
        #expect(style == .sleeping)
        #expect(DebugStyle.sleeping.color != DebugStyle.awake.color)
    }

    @Test func shapesFollowTheirBodies() throws {
        let world = PhysicsWorld()
        let body = world.createBody(BodyDef(type: .dynamic, position: Vec2(2, 3), angle: .pi / 2))
        try world.addEdge(from: Vec2(0, 0), to: Vec2(1, 0), to: body, ShapeDef(density: 0))
        guard case .segment(let a, let b) = try #require(world.debugShapes().first).geometry else {
            Issue.record("an edge is drawn as a segment")
            return
        }
        #expect(a == Vec2(2, 3))
        #expect(abs(b.x - 2) < 1e-6 && abs(b.y - 4) < 1e-6, "the edge turned a quarter turn")
    }
}
