import ArgumentParser
import CRawBox2DBench
import Core
import Physics

/// `diorama-bench physics`: `PhysicsWorld.step` against raw Box2D stepping the very same world.
///
/// A jar (a clockwise chain loop) holds a few hundred circles, boxes and polygons drawn from a
/// seeded generator. The same draws build two worlds: one through Diorama's Physics module, one
/// with plain Box2D calls in C++ (CRawBox2DBench). Both settle, then are shaken by a gravity
/// schedule (so nothing sleeps) for `runs` runs of `steps` steps, timed in paired chunks.
/// Equal state hashes after every run prove they are the same world. Figures are medians:
/// milliseconds per step, and the ratio of paired chunks.
struct PhysicsSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "physics",
        abstract: "Times PhysicsWorld.step against raw Box2D stepping the same world."
    )

    @Option(help: "Dynamic bodies in the jar.")
    var bodies = 300

    @Option(help: "Steps in each timed run (at 1/60 s).")
    var steps = 600

    @Option(help: "Timed runs of each side, after one untimed warm-up run.")
    var runs = 9

    @Option(help: "Seed of the body draws.")
    var seed: UInt64 = 1

    func validate() throws {
        guard bodies > 0, steps > 0, runs > 0 else { throw ValidationError("bodies, steps and runs must be positive") }
    }

    func run() throws {
        let dt = 1.0 / 60.0
        let settleSteps = 120
        let scene = JarScene(bodyCount: bodies, seed: seed)
        let world = try scene.makeWorld()
        let raw = scene.makeRawWorld()
        defer { CRBWorld_Destroy(raw) }

        for _ in 0..<settleSteps { world.step(dt) }
        CRBWorld_Step(raw, dt, Int32(WorldDef().velocityIterations), Int32(WorldDef().positionIterations), nil, Int32(settleSteps))
        try checkSameState(world, raw, after: "settling")

        // Runs of `steps` steps, each cut into chunks timed in pairs (the same steps of the same
        // world on both sides, alternating which goes first): paired chunks see the same load
        // from the rest of the machine, and their median ratio shrugs off spikes.
        let chunk = 30
        let gravity = Self.shakingGravity(steps: (runs + 1) * steps, dt: dt)
        var rawTimes: [Double] = [], dioramaTimes: [Double] = [], ratios: [Double] = []
        for run in 0...runs {
            for start in stride(from: run * steps, to: (run + 1) * steps, by: chunk) {
                let schedule = Array(gravity[2 * start..<2 * min(start + chunk, (run + 1) * steps)])
                var r = 0.0, d = 0.0
                if (start / chunk) % 2 == 0 {
                    r = Measure.nanoseconds { Self.stepRaw(raw, dt: dt, gravity: schedule) }
                    d = Measure.nanoseconds { Self.stepDiorama(world, dt: dt, gravity: schedule) }
                } else {
                    d = Measure.nanoseconds { Self.stepDiorama(world, dt: dt, gravity: schedule) }
                    r = Measure.nanoseconds { Self.stepRaw(raw, dt: dt, gravity: schedule) }
                }
                guard run > 0 else { continue }  // warm-up
                rawTimes.append(r / Double(schedule.count / 2))
                dioramaTimes.append(d / Double(schedule.count / 2))
                ratios.append(d / r)
            }
            try checkSameState(world, raw, after: "run \(run)")
        }

        Measure.report("physics.step_vs_raw_box2d", Measure.median(ratios), "x", decimals: 3)
        Measure.report("physics.step_raw_box2d", Measure.median(rawTimes) / 1e6, "ms", decimals: 4)
        Measure.report("physics.step_diorama", Measure.median(dioramaTimes) / 1e6, "ms", decimals: 4)
        print("physics.bodies: \(bodies) bodies")
        print("physics.timed_steps: \(runs * steps) steps")
        print("physics.state_hash: \(world.bodyStateHash().hex16) hex")  // the same in both worlds, checked above
    }

    /// Fails unless both worlds hold bit-identical body states.
    private func checkSameState(_ world: PhysicsWorld, _ raw: OpaquePointer, after phase: String) throws {
        let rawHash = Self.stateHash(of: raw, bodyCount: world.bodyCount)
        guard rawHash == world.bodyStateHash() else {
            print("physics: the Diorama and raw Box2D worlds differ after \(phase) (\(world.bodyStateHash().hex16) vs \(rawHash.hex16))")
            throw ExitCode.failure
        }
    }

    /// The raw world's state hashed as `PhysicsWorld.bodyStateHash()` hashes its own.
    static func stateHash(of raw: OpaquePointer, bodyCount: Int) -> UInt64 {
        var values = [Double](repeating: 0, count: 7 * bodyCount)
        let count = Int(CRBWorld_ReadStates(raw, &values, Int32(bodyCount)))
        guard count == bodyCount else { return 0 }
        var hasher = StateHasher()
        for i in 0..<count {
            let v = 7 * i
            let state = BodyState(
                body: .null, position: Vec2(values[v], values[v + 1]), angle: values[v + 2],
                linearVelocity: Vec2(values[v + 3], values[v + 4]), angularVelocity: values[v + 5], isAwake: values[v + 6] != 0
            )
            state.hash(into: &hasher)
        }
        return hasher.value
    }

    private static func stepRaw(_ raw: OpaquePointer, dt: Double, gravity: [Double]) {
        let def = WorldDef()
        gravity.withUnsafeBufferPointer { g in
            CRBWorld_Step(raw, dt, Int32(def.velocityIterations), Int32(def.positionIterations), g.baseAddress, Int32(g.count / 2))
        }
    }

    private static func stepDiorama(_ world: PhysicsWorld, dt: Double, gravity: [Double]) {
        for i in 0..<gravity.count / 2 {
            world.gravity = Vec2(gravity[2 * i], gravity[2 * i + 1])
            world.step(dt)
        }
    }

    /// Gravity that sways sideways and pulses up and down, as (x, y) pairs, m/s².
    private static func shakingGravity(steps: Int, dt: Double) -> [Double] {
        var pairs: [Double] = []
        pairs.reserveCapacity(2 * steps)
        for step in 0..<steps {
            let t = Double(step) * dt
            let sway = Vec2(1, 0).rotated(by: 2 * .pi * 0.8 * t).y
            let pulse = Vec2(1, 0).rotated(by: 2 * .pi * 1.1 * t).x
            pairs.append(6 * sway)
            pairs.append(-10 + 5 * pulse)
        }
        return pairs
    }
}

/// The benchmark's jar: a clockwise chain loop sized for `bodyCount` bodies of 0.4–0.6 m, filled
/// on a grid, bottom row first.
///
/// Each body draws six numbers, always in this order: kind (0 circle, 1 box, 2–3 polygon), size
/// (0.2–0.3 m: radius, half width or circumradius), aspect (0.6–1: a box's height over width),
/// sides (3–8), angle (0–2π rad) and a sideways jitter (±5 cm).
private struct JarScene {
    enum Shape {
        case circle(radius: Double)
        case box(halfSize: Vec2)
        case polygon([Vec2])
    }

    struct Body {
        var position: Vec2
        var angle: Double
        var shape: Shape
    }

    let outline: [Vec2]
    let bodies: [Body]
    let material = ShapeDef()

    init(bodyCount: Int, seed: UInt64) {
        let scale = (Double(bodyCount) / 100).squareRoot()
        let halfWidth = 3.5 * scale, height = 10 * scale, bevel = 1.0
        outline = [
            Vec2(-halfWidth, bevel), Vec2(-halfWidth, height - bevel), Vec2(-halfWidth + bevel, height),
            Vec2(halfWidth - bevel, height), Vec2(halfWidth, height - bevel), Vec2(halfWidth, bevel),
            Vec2(halfWidth - bevel, 0), Vec2(-halfWidth + bevel, 0),
        ]
        let spacing = 0.7
        let columns = Int((2 * halfWidth - 1.4) / spacing)
        var rng = RandomGenerator(seed: seed)
        var bodies: [Body] = []
        for i in 0..<bodyCount {
            let kind = rng.next(in: 0...3)
            let size = rng.next(in: 0.2...0.3)
            let aspect = rng.next(in: 0.6...1.0)
            let sides = rng.next(in: 3...8)
            let angle = rng.next(in: 0...(2 * .pi))
            let jitter = rng.next(in: -0.05...0.05)
            let position = Vec2(-halfWidth + 0.7 + spacing * (Double(i % columns) + 0.5) + jitter, 0.6 + spacing * Double(i / columns))
            let shape: Shape = switch kind {
            case 0: .circle(radius: size)
            case 1: .box(halfSize: Vec2(size, size * aspect))
            default: .polygon((0..<sides).map { Vec2(size, 0).rotated(by: 2 * .pi * Double($0) / Double(sides)) })
            }
            bodies.append(Body(position: position, angle: angle, shape: shape))
        }
        self.bodies = bodies
    }

    /// The scene built through Diorama's Physics module.
    func makeWorld() throws -> PhysicsWorld {
        let world = PhysicsWorld()
        let jar = world.createBody()
        try world.addChainLoop(outline, to: jar, material)
        for spec in bodies {
            let body = world.createBody(BodyDef(type: .dynamic, position: spec.position, angle: spec.angle))
            switch spec.shape {
            case .circle(let radius): try world.addCircle(radius: radius, to: body, material)
            case .box(let halfSize): try world.addBox(halfSize: halfSize, to: body, material)
            case .polygon(let vertices): try world.addPolygon(vertices, to: body, material)
            }
        }
        return world
    }

    /// The same scene built with raw Box2D calls.
    func makeRawWorld() -> OpaquePointer {
        var vertexXY: [Double] = []
        let specs = bodies.map { spec -> CRBBody in
            var c = CRBBody(shape: CRBShape_circle, positionX: spec.position.x, positionY: spec.position.y,
                            angle: spec.angle, extentX: 0, extentY: 0, firstVertex: 0, vertexCount: 0)
            switch spec.shape {
            case .circle(let radius):
                c.extentX = radius
            case .box(let halfSize):
                c.shape = CRBShape_box
                c.extentX = halfSize.x
                c.extentY = halfSize.y
            case .polygon(let vertices):
                c.shape = CRBShape_polygon
                c.firstVertex = Int32(vertexXY.count / 2)
                c.vertexCount = Int32(vertices.count)
                for v in vertices { vertexXY += [v.x, v.y] }
            }
            return c
        }
        let jarXY = outline.flatMap { [$0.x, $0.y] }
        let gravity = WorldDef().gravity
        let material = CRBMaterial(
            density: material.density, friction: material.friction,
            restitution: material.restitution, restitutionThreshold: material.restitutionThreshold
        )
        return CRBWorld_Create(gravity.x, gravity.y, jarXY, Int32(outline.count), specs, Int32(specs.count), vertexXY, material)
    }
}
