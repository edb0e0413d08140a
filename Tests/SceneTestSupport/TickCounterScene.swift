import Engine

/// A minimal scene for engine, replay and scripting tests: records which input arrived at which tick, draws a random
/// walk, drops a physics body on a key, and asks to switch scenes on Enter.
public final class TickCounterScene: Scene {
    public static let info = SceneInfo(id: "tick-counter", title: "Tick counter", summary: "Counts ticks for tests.")

    public var ticks = 0
    public var received: [(tick: UInt64, event: InputEvent)] = []
    public var walk = 0.0

    public init(context: SceneContext) {}

    public func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        ticks += 1
        walk += context.random.next(in: -1.0...1.0)
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
        list.fillCircle(Vec2(360, 640 + walk), radius: 10, .white)
    }

    public func probes(into probes: inout Probes, context: SceneContext) {
        probes.set("ticks", ticks)
        probes.set("walk", walk)
        probes.set("bodies", context.physics.bodyCount)
        // Differs between any two sessions, as a file a job wrote on this machine would.
        probes.setUnsimulated("session", ObjectIdentifier(self).hashValue)
    }

    public func hashState(into hasher: inout StateHasher) {
        hasher.combine(ticks)
        hasher.combine(walk)
    }
}

/// A session of `scene` with a throwaway profile.
public func makeRunner(_ scene: any Scene.Type = TickCounterScene.self, seed: UInt64 = 1) throws -> SceneRunner {
    let context = SceneContext(seed: seed, assets: AssetStore(root: "/nonexistent"),
                               save: SaveStore(directory: "/tmp/diorama-engine-tests"),
                               catalog: SceneCatalog([TickCounterScene.self]))
    return try SceneRunner(scene, context: context)
}
