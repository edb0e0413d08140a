import Engine
import Foundation

/// A minimal scene for engine, replay and scripting tests: records which input arrived at which tick, draws a random
/// walk, drops a physics body on a key, asks to switch scenes on Enter, and on J starts a job
/// whose outcome (twice the ticks run when it started) it adds up; Shift+J's job takes
/// `slowJobSeconds` of wall time.
public final class TickCounterScene: Scene {
    public static let info = SceneInfo(id: "tick-counter", title: "Tick counter", summary: "Counts ticks for tests.")

    /// The ticks run, the random walk's position and the sum of the jobs' outcomes.
    public struct State: Codable, Sendable {
        public var ticks = 0
        public var walk = 0.0
        public var jobTotal = 0
    }

    /// The tag of the scene's jobs.
    public static let jobTag = "double"
    /// How long a Shift+J job works, in seconds.
    public static let slowJobSeconds = 0.25

    public var state = State()
    /// Which input arrived at which tick: a log for tests to read, not simulated state.
    public var received: [(tick: UInt64, event: InputEvent)] = []

    public init(context: SceneContext) {}

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.ticks += 1
        state.walk += context.random.next(in: -1.0...1.0)
        for event in input {
            received.append((context.tick, event))
            if event == .keyDown(.space) {
                var def = BodyDef()
                def.type = .dynamic
                def.position = Vec2(0, 10)
                let body = context.physics.createBody(def)
                _ = try? context.physics.addCircle(radius: 0.5, to: body, ShapeDef())
            }
            if event == .keyDown(.enter) { context.effects.switchTo(id: SceneInfo.launcherID) }
            if case .keyDown(let press) = event, press.key == .j {
                let (ticks, seconds) = (state.ticks, press.modifiers.contains(.shift) ? Self.slowJobSeconds : 0)
                context.effects.send(.startJob(JobRequest(tag: Self.jobTag) { _ in
                    if seconds > 0 { Thread.sleep(forTimeInterval: seconds) }
                    return ticks * 2
                }))
            }
            if case .jobFinished(let result) = event, result.tag == Self.jobTag {
                state.jobTotal += result.outcome(as: Int.self) ?? 0
            }
        }
    }

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.fillCircle(Vec2(360, 640 + state.walk), radius: 10, .white)
    }

    public func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("ticks", state.ticks)
        probes.set("walk", state.walk)
        probes.set("job_total", state.jobTotal)
        probes.set("bodies", context.physics.bodyCount)
        // Differs between any two sessions, as a file a job wrote on this machine would.
        probes.setUnsimulated("session", ObjectIdentifier(self).hashValue)
    }
}

/// A session of `scene` with a throwaway profile.
public func makeRunner(_ scene: any Scene.Type = TickCounterScene.self, seed: UInt64 = 1) throws -> SceneRunner {
    let context = SceneContext(seed: seed, assets: AssetStore(root: "/nonexistent"),
                               save: SaveStore(directory: "/tmp/diorama-engine-tests"),
                               catalog: SceneCatalog([TickCounterScene.self]))
    return try SceneRunner(scene, context: context)
}
