import ArgumentParser
import CRawBox2DBench
import Core
import ECS

/// `diorama-bench ecs`: the ECS's view update, entity creation and state hash against plain loops.
///
/// The baseline is the faster of two plain loops over an array of structs in the same run: Swift
/// through an unsafe buffer, and the same loop in C++ (`cpl_advance`).
/// Figures: `ecs.view_vs_plain_loop` (a `View2` update over the baseline's time, target ≤ 2.0),
/// `ecs.view_update`, `ecs.plain_loop` (the baseline), `ecs.plain_loop_swift` and
/// `ecs.plain_loop_cpp` (ns per entity), `ecs.create` (ns per entity to create one and give
/// it two components through storage handles, target ≤ 50), and `ecs.state_hash` (ns per entity
/// to hash the registry, its components derived through `StateHashingEncoder`) beside
/// `ecs.state_hash_by_hand` (the same words fed to a `StateHasher` by a hand-written loop, as
/// components were hashed before).
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

        // The state hash, derived and by hand, alternating like the loops above.
        var derivedTimes: [Double] = [], byHandTimes: [Double] = []
        var derivedHash: UInt64 = 0, byHandHash: UInt64 = 0
        for _ in 0..<rounds {
            derivedTimes.append(Measure.medianNanoseconds(runs: runs) {
                var hasher = StateHasher()
                registry.hash(into: &hasher)
                derivedHash = hasher.value
            })
            byHandTimes.append(Measure.medianNanoseconds(runs: runs) {
                byHandHash = Self.handWrittenHash(registry)
            })
        }
        precondition(derivedHash != 0 && byHandHash != 0, "a state hash was not taken")
        Measure.report("ecs.state_hash", Measure.median(derivedTimes) / Double(n), "ns/entity")
        Measure.report("ecs.state_hash_by_hand", Measure.median(byHandTimes) / Double(n), "ns/entity")
    }

    /// The words a hand-written `hash(into:)` per component fed for the two storages (type name,
    /// count, then each entity's index, generation and vector), as the registry hashed before its
    /// components were hashed by derivation: the baseline `ecs.state_hash` is read against.
    private static func handWrittenHash(_ registry: Registry) -> UInt64 {
        var hasher = StateHasher()
        hasher.combine("Position")
        hasher.combine(registry.storage(Position.self).count)
        registry.view(Position.self).forEach { entity, position in
            hasher.combine(entity.index)
            hasher.combine(entity.generation)
            hasher.combine(position.value)
        }
        hasher.combine("Velocity")
        hasher.combine(registry.storage(Velocity.self).count)
        registry.view(Velocity.self).forEach { entity, velocity in
            hasher.combine(entity.index)
            hasher.combine(entity.generation)
            hasher.combine(velocity.value)
        }
        return hasher.value
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
    private struct Position: Codable, Sendable {
        var value: Vec2
    }

    /// A velocity component, in canvas pixels per second.
    private struct Velocity: Codable, Sendable {
        var value: Vec2
    }
}
