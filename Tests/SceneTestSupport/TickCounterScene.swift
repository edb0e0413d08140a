import Engine

/// A minimal scene for engine, replay and scripting tests: records which input arrived at which tick, draws a random
/// walk, drops a physics body on a key, and asks to switch scenes on Enter.
public final class TickCounterScene: Scene {
    public static let info = SceneInfo(id: "tick-counter", title: "Tick counter", summary: "Counts ticks for tests.")

    /// The ticks run and the random walk's position.
    public struct State: Codable, Sendable {
        public var ticks = 0
        public var walk = 0.0
    }

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
            if event == .keyDown(.enter) { context.request = .switchTo(id: SceneInfo.launcherID) }
        }
    }

    public func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.fillCircle(Vec2(360, 640 + state.walk), radius: 10, .white)
    }

    public func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("ticks", state.ticks)
        probes.set("walk", state.walk)
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
