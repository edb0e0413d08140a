import ArgumentParser
import CRawBox2DBench
import Core
import ECS

/// `diorama-bench ecs`: the ECS's view update and entity creation against the fastest plain loop.
///
/// The baseline is the faster of two plain loops over an array of structs in the same run: Swift
/// through an unsafe buffer, and the same loop in C++ (`cpl_advance`).
/// Figures: `ecs.view_vs_plain_loop` (a `View2` update over the baseline's time, target ≤ 2.0),
/// `ecs.view_update`, `ecs.plain_loop` (the baseline), `ecs.plain_loop_swift` and
/// `ecs.plain_loop_cpp` (ns per entity), and `ecs.create` (ns per entity to create one and give
/// it two components through storage handles, target ≤ 50).
struct ECSSuite: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ecs",
        abstract: "Times an ECS view update and entity creation against a plain array loop."
    )

    @Option(help: "How many entities to update and create.")
    var entities = 1_000_000

    @Option(help: "Rounds of the update loops, alternating view and plain loop.")
    var rounds = 9

    @Option(help: "Timed runs per round, and of creation (medians are reported).")
    var runs = 7

    func run() {
        let n = entities
        let dt = 1.0 / 64.0
        let start = Self.startingBodies(count: n)

        // The same bodies three times: a Swift and a C++ array of structs, and a registry in
        // the same order.
        var bodies = start
        var cBodies = start.map { CPLBody(px: $0.position.x, py: $0.position.y, vx: $0.velocity.x, vy: $0.velocity.y) }
        let registry = Registry()
        let positions = registry.storage(Position.self), velocities = registry.storage(Velocity.self)
        for body in start {
            let entity = registry.create()
            positions.insert(Position(value: body.position), for: entity)
            velocities.insert(Velocity(value: body.velocity), for: entity)
        }
        let view = registry.view(Position.self, Velocity.self)

        // Alternate short rounds of both loops, so that noise from other processes on this
        // shared machine hits both alike, and report medians over the rounds.
        var swiftTimes: [Double] = [], cppTimes: [Double] = [], viewTimes: [Double] = [], ratios: [Double] = []
        for _ in 0..<rounds {
            let swift = Measure.medianNanoseconds(runs: runs) {
                bodies.withUnsafeMutableBufferPointer { buffer in
                    for i in buffer.indices { buffer[i].position += buffer[i].velocity * dt }
                }
            }
            let cpp = Measure.medianNanoseconds(runs: runs) {
                cBodies.withUnsafeMutableBufferPointer { cpl_advance($0.baseAddress, Int64($0.count), dt) }
            }
            let viewed = Measure.medianNanoseconds(runs: runs) {
                view.forEach { _, position, velocity in position.value += velocity.value * dt }
            }
            swiftTimes.append(swift)
            cppTimes.append(cpp)
            viewTimes.append(viewed)
            ratios.append(viewed / min(swift, cpp))
        }
        // All ran the same number of steps from the same start: their results must agree,
        // which also keeps the optimiser from dropping any loop.
        precondition(zip(bodies, positions.components).allSatisfy { $0.position == $1.value },
                     "the view and the Swift loop disagree")
        precondition(zip(bodies, cBodies).allSatisfy { $0.position == Vec2($1.px, $1.py) },
                     "the Swift and the C++ loops disagree")

        let createTime = Measure.medianNanoseconds(runs: runs) {
            let registry = Registry()
            let positions = registry.storage(Position.self), velocities = registry.storage(Velocity.self)
            for body in start {
                let entity = registry.create()
                positions.insert(Position(value: body.position), for: entity)
                velocities.insert(Velocity(value: body.velocity), for: entity)
            }
            precondition(registry.count == n && velocities.count == n)
        }

        Measure.report("ecs.view_vs_plain_loop", Measure.median(ratios), "x")
        Measure.report("ecs.view_update", Measure.median(viewTimes) / Double(n), "ns/entity")
        let swift = Measure.median(swiftTimes), cpp = Measure.median(cppTimes)
        Measure.report("ecs.plain_loop", min(swift, cpp) / Double(n), "ns/entity")
        Measure.report("ecs.plain_loop_swift", swift / Double(n), "ns/entity")
        Measure.report("ecs.plain_loop_cpp", cpp / Double(n), "ns/entity")
        Measure.report("ecs.create", createTime / Double(n), "ns/entity")
    }

    /// `count` bodies with seeded random positions and velocities.
    private static func startingBodies(count: Int) -> [PlainBody] {
        var random = RandomGenerator(seed: 42)
        return (0..<count).map { _ in
            let x = random.next(in: -500.0...500.0)
            let y = random.next(in: -500.0...500.0)
            let vx = random.next(in: -50.0...50.0)
            let vy = random.next(in: -50.0...50.0)
            return PlainBody(position: Vec2(x, y), velocity: Vec2(vx, vy))
        }
    }

    /// The plain loop's element: both vectors side by side in one struct.
    private struct PlainBody {
        var position: Vec2
        var velocity: Vec2
    }

    /// A position component, in canvas pixels.
    private struct Position: StateHashable {
        var value: Vec2
        func hash(into hasher: inout StateHasher) { hasher.combine(value) }
    }

    /// A velocity component, in canvas pixels per second.
    private struct Velocity: StateHashable {
        var value: Vec2
        func hash(into hasher: inout StateHasher) { hasher.combine(value) }
    }
}
