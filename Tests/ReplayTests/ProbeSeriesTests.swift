import Engine
import SceneTestSupport
import Testing
@testable import Replay

@Suite struct ProbeSeriesTests {
    /// A scene whose probes are a number, a flag, a word and a point.
    final class MixedProbesScene: Scene {
        static let info = SceneInfo(id: "mixed-probes", title: "Mixed probes", summary: "Probes of every kind.")
        struct State: Codable, Sendable { var ticks = 0 }
        var state = State()
        init(context: SceneContext) {}
        func fixedUpdate(context: SceneContext, input: [InputEvent]) { state.ticks += 1 }
        func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {}
        func probes(into probes: inout Probes, context: SceneContext) {
            probes.set("ticks", state.ticks)
            probes.set("even", state.ticks % 2 == 0)
            probes.set("mood", "calm")
            probes.set("where", Vec2(1, 2))
        }
    }

    private func recorded(ticks: Int) throws -> (Replay, SessionFactory) {
        let factory = SessionFactory(catalog: SceneCatalog([MixedProbesScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: ScratchFolders.path("diorama-probe-series")))
        let runner = try factory.makeRecordedRunner(sceneID: "mixed-probes", seed: 3)
        runner.run(ticks: ticks)
        let recorder = try #require(runner.recorder)
        recorder.finish(runner: runner)
        return (recorder.replay, factory)
    }

    @Test func readsEveryTickFromTheFirstToTheLastAndFlagsAsZeroOrOne() throws {
        let (replay, factory) = try recorded(ticks: 130)
        let series = try ProbeSeries.sample(replay, probes: ["ticks", "even"], factory: factory)
        #expect(series.map(\.name) == ["ticks", "even"])
        #expect(series[0].samples == (0...130).map { ProbeDecimator.Sample(tick: UInt64($0), value: Double($0)) })
        #expect(series[1].samples.prefix(3).map(\.value) == [1, 0, 1])
    }

    @Test func aLongReplayIsDecimated() throws {
        let (replay, factory) = try recorded(ticks: 1_000)
        let series = try ProbeSeries.sample(replay, probes: ["ticks"], factory: factory, maxSamples: 100)
        #expect(series[0].samples.count <= 100)
        #expect(series[0].samples.first?.value == 0 && series[0].samples.last?.value == 1_000)
    }

    @Test func anUnknownProbeListsTheScenesProbes() throws {
        let (replay, factory) = try recorded(ticks: 10)
        let error = try #require(throws: ProbePlotError.self) { try ProbeSeries.sample(replay, probes: ["tik"], factory: factory) }
        #expect(error == .unknownProbe("tik", known: ["tick", "ticks", "even", "mood", "where"]))
        #expect(error.description.contains("'tik'") && error.description.contains("tick, ticks, even, mood, where"), "\(error)")
    }

    @Test(arguments: ["mood", "where"])
    func textAndPointsAreRefused(probe: String) throws {
        let (replay, factory) = try recorded(ticks: 10)
        let error = try #require(throws: ProbePlotError.self) { try ProbeSeries.sample(replay, probes: ["ticks", probe], factory: factory) }
        #expect(error.description.contains("'\(probe)'") && error.description.contains("not a number"), "\(error)")
    }
}
