#if canImport(Glibc)
import Glibc
#endif
import Core
import Physics
import Testing

@Suite("PhysicsWorld: fixtures and shape checks")
struct PhysicsWorldShapesTests {
    let world = PhysicsWorld()

    private func square(_ half: Double) -> [Vec2] {
        [Vec2(-half, -half), Vec2(half, -half), Vec2(half, half), Vec2(-half, half)]
    }

    @Test func polygonWithTooFewVerticesThrows() {
        let body = world.createBody(BodyDef(type: .dynamic))
        #expect(throws: PhysicsError.tooFewVertices(0)) { try world.addPolygon([], to: body) }
        #expect(throws: PhysicsError.tooFewVertices(2)) { try world.addPolygon([.zero, Vec2(1, 0)], to: body) }
    }

    @Test func polygonWithTooManyVerticesThrows() {
        let body = world.createBody(BodyDef(type: .dynamic))
        let nine = (0..<9).map { Vec2(1, 0).rotated(by: Double($0) * 2 * .pi / 9) }
        #expect(throws: PhysicsError.tooManyVertices(9)) { try world.addPolygon(nine, to: body) }
        let eight = Array(nine.prefix(8))
        #expect(throws: Never.self) { try world.addPolygon(eight, to: body) }
    }

    @Test func degeneratePolygonsThrowInsteadOfCrashing() {
        let body = world.createBody(BodyDef(type: .dynamic))
        let collinear = [Vec2(0, 0), Vec2(1, 0), Vec2(2, 0), Vec2(3, 0)]
        let coincident = [Vec2(1, 1), Vec2(1, 1), Vec2(1, 1)]
        let welded = [Vec2(0, 0), Vec2(0.001, 0), Vec2(0, 0.001), Vec2(1, 0)]  // 3 points weld into one
        let sliver = [Vec2(0, 0), Vec2(10, 0), Vec2(10, 0.004), Vec2(0, 0.004)]  // 4 mm: not welded, too thin
        let flatTriangle = [Vec2(0, 0), Vec2(10, 0), Vec2(5, 0.003)]
        for vertices in [collinear, coincident, welded, sliver, flatTriangle] {
            #expect(throws: PhysicsError.degenerateShape) { try world.addPolygon(vertices, to: body) }
        }
        #expect(world.fixtures(of: body).isEmpty, "nothing was attached")
    }

    @Test func thinButValidPolygonIsAccepted() throws {
        let body = world.createBody(BodyDef(type: .dynamic))
        try world.addPolygon([Vec2(0, 0), Vec2(2, 0), Vec2(2, 0.01), Vec2(0, 0.01)], to: body)
        #expect(abs(world.mass(of: body) - 0.02) < 1e-5)
    }

    @Test func concaveOutlineBecomesItsHull() throws {
        let body = world.createBody(BodyDef(type: .dynamic))
        let dart = [Vec2(-1, -1), Vec2(0, 0.5), Vec2(1, -1), Vec2(0, 1)]  // (0, 0.5) lies inside
        try world.addPolygon(dart, to: body)
        #expect(abs(world.mass(of: body) - 2) < 1e-5, "the hull is the triangle of area 2")
    }

    @Test func invalidValuesAndBodiesThrow() {
        let body = world.createBody(BodyDef(type: .dynamic))
        #expect(throws: PhysicsError.self) { try world.addPolygon([Vec2(.nan, 0), Vec2(1, 0), Vec2(0, 1)], to: body) }
        #expect(throws: PhysicsError.self) { try world.addCircle(radius: 1, to: body, ShapeDef(density: -1)) }
        #expect(throws: PhysicsError.self) { try world.addBox(halfSize: Vec2(1, 1), to: body, ShapeDef(density: 1, friction: .infinity)) }
        #expect(throws: PhysicsError.invalidBody(.null)) { try world.addBox(halfSize: Vec2(1, 1), to: .null) }
        world.destroyBody(body)
        #expect(throws: PhysicsError.invalidBody(body)) { try world.addCircle(radius: 1, to: body) }
    }

    @Test func tinyBoxesCirclesAndEdgesThrow() {
        let body = world.createBody(BodyDef(type: .dynamic))
        #expect(throws: PhysicsError.degenerateShape) { try world.addBox(halfSize: Vec2(1, 0.001), to: body) }
        #expect(throws: PhysicsError.degenerateShape) { try world.addBox(halfSize: .zero, to: body) }
        #expect(throws: PhysicsError.degenerateShape) { try world.addCircle(radius: 0, to: body) }
        #expect(throws: PhysicsError.verticesTooClose) { try world.addEdge(from: .zero, to: Vec2(0.001, 0), to: body) }
    }

    @Test func smallShapeFarFromTheBodyOriginThrows() {
        let body = world.createBody(BodyDef(type: .dynamic))
        #expect(throws: PhysicsError.shapeTooFarFromOrigin) {
            try world.addCircle(radius: 0.01, center: Vec2(100, 0), to: body)
        }
        // Without mass it cannot upset the inertia.
        #expect(throws: Never.self) { try world.addCircle(radius: 0.01, center: Vec2(100, 0), to: body, ShapeDef(density: 0)) }
    }

    @Test func chainLoopChecks() {
        let body = world.createBody()
        #expect(throws: PhysicsError.tooFewVertices(2)) { try world.addChainLoop([.zero, Vec2(1, 0)], to: body) }
        #expect(throws: PhysicsError.verticesTooClose) {
            try world.addChainLoop([.zero, Vec2(1, 0), Vec2(1, 0.001), Vec2(0, 1)], to: body)
        }
        #expect(throws: PhysicsError.verticesTooClose, "the closing edge counts too") {
            try world.addChainLoop([.zero, Vec2(1, 0), Vec2(1, 1), Vec2(0.001, 0)], to: body)
        }
    }

    @Test func errorsDescribeThemselves() {
        #expect(PhysicsError.tooManyVertices(9).description.contains("at most 8"))
        #expect(PhysicsError.degenerateShape.description.contains("5 mm"))
        #expect(PhysicsError.invalidBody(BodyID(index: 3, generation: 2)).description.contains("body 3#2"))
    }

    @Test func destroyingAFixtureRecomputesMass() throws {
        let body = world.createBody(BodyDef(type: .dynamic))
        let box = try world.addBox(halfSize: Vec2(0.5, 0.5), to: body)
        let circle = try world.addCircle(radius: 0.5, center: Vec2(2, 0), to: body)
        #expect(world.fixtures(of: body) == [box, circle])
        #expect(world.body(of: circle) == body)
        world.destroyFixture(box)
        #expect(!world.isValid(box) && world.isValid(circle))
        #expect(world.fixtures(of: body) == [circle])
        #expect(abs(world.mass(of: body) - Double.pi * 0.25) < 1e-5)
        world.destroyFixture(box)  // stale: no-op
        #expect(world.fixtures(of: body) == [circle])
    }

    @Test func boxRestsOnAClockwiseChainLoop() throws {
        let jar = world.createBody()
        try world.addChainLoop(jarOutline(width: 6, height: 8), to: jar)
        let box = try addBox(to: world, at: Vec2(0, 4))
        run(world, steps: 240)
        #expect(abs(world.position(of: box).y - 0.5) < 0.02)
    }

    @Test func counterClockwiseChainLoopIsSolidOnlyOutside() throws {
        let jar = world.createBody()
        try world.addChainLoop(Array(jarOutline(width: 6, height: 8).reversed()), to: jar)
        let box = try addBox(to: world, at: Vec2(0, 4))
        run(world, steps: 240)
        #expect(world.position(of: box).y < -1, "the box falls through the floor from inside")
    }

    @Test func clockwiseChainLoopKeepsAHundredShakenBodiesInside() throws {
        var rng = RandomGenerator(seed: 7)
        let outline = jarOutline(width: 8, height: 12)
        let jar = world.createBody()
        try world.addChainLoop(outline, to: jar)
        var bodies: [BodyID] = []
        for i in 0..<100 {
            let position = Vec2(-3.0 + Double(i % 10) * 0.66, 1.0 + Double(i / 10) * 0.9)
            let body = world.createBody(BodyDef(type: .dynamic, position: position, angle: rng.next(in: 0...6.28)))
            if i % 2 == 0 {
                try world.addCircle(radius: rng.next(in: 0.2...0.3), to: body)
            } else {
                try world.addBox(halfSize: Vec2(rng.next(in: 0.15...0.3), rng.next(in: 0.15...0.3)), to: body)
            }
            bodies.append(body)
        }
        for step in 0..<2000 {
            let t = Double(step) / 60
            world.gravity = Vec2(25 * sin(2 * .pi * 1.3 * t), -10 + 20 * cos(2 * .pi * 0.7 * t))
            world.step(1.0 / 60.0)
            if step % 50 == 49 {
                let escaped = bodies.filter { !isInside(world.position(of: $0), outline) }
                #expect(escaped.isEmpty, "step \(step): \(escaped.count) bodies outside the jar")
                if !escaped.isEmpty { return }
            }
        }
    }
}
