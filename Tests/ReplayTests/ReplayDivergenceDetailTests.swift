import Foundation
import SceneTestSupport
import Testing
@testable import Engine
@testable import Replay

/// A failed verification says which fields of the state differ: with their values when the
/// replay kept states, by path from the digests every checkpoint keeps otherwise.
@Suite struct ReplayDivergenceDetailTests {
    /// How a `DriftScene` moves: the recorded build and one changed after it.
    protocol Tuning { static var boost: Double { get } }
    enum Recorded: Tuning { static let boost = 0.0 }
    enum Changed: Tuning { static let boost = 0.25 }

    /// What `DriftScene`'s entity carries: where it has moved to.
    struct Mover: Codable, Sendable { var x = 0.0 }

    /// A scene with a counter, a speed that `T.boost` adds to after tick 30, a label that never
    /// changes, and an entity whose `Mover` component moves at that speed.
    final class DriftScene<T: Tuning>: Scene {
        static var info: SceneInfo { SceneInfo(id: "drift", title: "Drift", summary: "Drifts for divergence tests.") }
        struct State: Codable, Sendable { var count = 0; var speed = 1.0; var label = "drift" }
        var state = State()
        let mover: Entity
        init(context: SceneContext) {
            mover = context.registry.create()
            context.registry.insert(Mover(), for: mover)
        }
        func fixedUpdate(context: SceneContext, input: [InputEvent]) {
            state.count += 1
            if state.count > 30 { state.speed += T.boost }
            let speed = state.speed
            context.registry.modify(Mover.self, for: mover) { $0.x += speed }
        }
        func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
        func probes(into probes: inout Probes, context: SceneContext) { probes.set("count", state.count) }
    }

    private func factory<T: Tuning>(_ tuning: T.Type) -> SessionFactory {
        SessionFactory(catalog: SceneCatalog([DriftScene<T>.self]), assets: AssetStore(root: "/"),
                       profile: SaveStore(directory: ScratchFolders.path("diorama-divergence")))
    }

    /// A 150-tick session of the recorded build, with states or without, as read back from its file.
    private func recorded(withStates: Bool) throws -> Replay {
        let runner = try factory(Recorded.self).makeRecordedRunner(sceneID: "drift", seed: 2, withStates: withStates)
        runner.run(ticks: 150)
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        return try Replay(jsonLines: recorder.replay.jsonLines, file: "drift.replay")
    }

    private func divergence(_ replay: Replay, _ factory: SessionFactory) throws -> ReplayDivergence {
        try #require(try ReplayVerifier.verify(replay, factory: factory).divergence)
    }

    @Test func everyCheckpointKeepsDigestsAndStatesOnlyWhenAsked() throws {
        let plain = try recorded(withStates: false)
        #expect(plain.checkpoints.allSatisfy { $0.state == nil })
        #expect(plain.checkpoints[0].digests.map(\.path) == [
            "components.ReplayTests.ReplayDivergenceDetailTests.Mover",
            "entities", "physics", "random", "scene.count", "scene.label", "scene.speed",
        ])
        let full = try recorded(withStates: true)
        let state = try #require(full.checkpoints[1].state)
        #expect(state.children.map(\.name) == ["components", "physics", "random", "scene", "tick"])
        #expect(full.checkpoints.map(\.digests.count) == plain.checkpoints.map(\.digests.count))
        #expect(try ReplayVerifier.verify(full, factory: factory(Recorded.self)).divergence == nil)
    }

    @Test func aDigestAlteredAtOneFieldNamesExactlyThatField() throws {
        var replay = try recorded(withStates: false)
        replay.checkpoints[1].hash ^= 1
        let index = try #require(replay.checkpoints[1].digests.firstIndex { $0.path == "scene.label" })
        replay.checkpoints[1].digests[index].digest ^= 1
        let divergence = try divergence(replay, factory(Recorded.self))
        #expect(divergence.checkpointTick == 120)
        #expect(divergence.changedParts == ["scene.label"])
        #expect(divergence.stateDifferences == nil)
        #expect(divergence.description.contains("digest differs after 120 ticks") && divergence.description.contains("    scene.label"))
    }

    @Test func aRecordedStateAlteredAtOneFieldNamesExactlyThatFieldWithBothValues() throws {
        var replay = try recorded(withStates: true)
        replay.checkpoints[0].hash ^= 1
        let state = try #require(replay.checkpoints[0].state)
        let edited = try StateTree(encoding: ["label": "drat"])
        replay.checkpoints[0].state = .object(state.children.map {
            $0.name == "scene" ? .init(name: "scene", value: .object($0.value.children.map {
                $0.name == "label" ? .init(name: "label", value: edited.children[0].value) : .init(name: $0.name, value: $0.value)
            })) : .init(name: $0.name, value: $0.value)
        })
        let divergence = try divergence(try Replay(jsonLines: replay.jsonLines, file: "edited.replay"), factory(Recorded.self))
        #expect(divergence.stateDifferences == [.init(path: "scene.label", before: .text("drat"), after: .text("drift"))])
        #expect(divergence.description.contains("scene.label: \"drat\" → \"drift\""), "\(divergence)")
    }

    /// The scene's code changed between recording and verifying: the speed and the component it
    /// moves are named, the count and the label are not.
    @Test func aChangedSceneListsTheFieldsItChanged() throws {
        let plain = try divergence(try recorded(withStates: false), factory(Changed.self))
        #expect(plain.tick == 30 && plain.checkpointTick == 60)
        #expect(plain.changedParts == ["components.ReplayTests.ReplayDivergenceDetailTests.Mover", "scene.speed"])

        let full = try divergence(try recorded(withStates: true), factory(Changed.self))
        let differences = try #require(full.stateDifferences)
        let speed = try #require(differences.first { $0.path == "scene.speed" })
        #expect(speed.before == .number("1") && speed.after == .number("8.5"))
        #expect(!differences.contains { $0.path.hasPrefix("scene.count") || $0.path.hasPrefix("scene.label") })
        #expect(differences.map(\.path) == ["components.ReplayTests.ReplayDivergenceDetailTests.Mover.0#1.x", "scene.speed"])
    }

    @Test func longListsAreCutWithACount() {
        var divergence = ReplayDivergence(tick: 3, checkpointTick: 60, probeDifferences: [], inputsAtTick: [])
        divergence.changedParts = (0..<25).map { "scene.items[\($0)]" }
        #expect(divergence.details.count == 1 + ReplayDivergence.maxListed + 1)
        #expect(divergence.details.last == "    … and 5 more")
    }

    /// A replay recorded before digests and states were kept still verifies, and a divergence
    /// in it says nothing about fields.
    @Test func anOldReplayWithoutDigestsStillVerifies() throws {
        var replay = try recorded(withStates: false)
        for index in replay.checkpoints.indices { replay.checkpoints[index].digests = [] }
        let text = replay.jsonLines
        #expect(!text.contains("digests") && !text.contains("\"state\""))
        let old = try Replay(jsonLines: text, file: "old.replay")
        #expect(try ReplayVerifier.verify(old, factory: factory(Recorded.self)).divergence == nil)
        let divergence = try divergence(old, factory(Changed.self))
        #expect(divergence.changedParts == nil && divergence.stateDifferences == nil && divergence.details.isEmpty)
    }
}
