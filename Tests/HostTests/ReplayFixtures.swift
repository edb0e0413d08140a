import Engine
import Foundation
@testable import Host
import Replay
import Testing
import SceneTestSupport

/// A scene whose whole state is its tick count, the events it got and a random walk, so a seek
/// can be checked against a straight run by the state hash. With the parameter `keyframes=on`
/// it can be restored; otherwise it stands for a scene whose store cannot be read, so seeks
/// re-simulate from the start.
final class EventCountScene: StoreBackedScene {
    static let info = SceneInfo(id: "event-count", title: "Event count", summary: "Counts ticks and events for replay tests.",
                                parameters: [SceneParameter("keyframes", "on: the scene can be restored")])

    struct State: Codable, Sendable {
        var ticks = 0
        var events = 0
        var walk = 0.0
    }

    var state = State()
    private let savesState: Bool

    init(context: SceneContext) { savesState = context.parameters["keyframes"] == "on" }

    var storeSummary: Int { 0 }
    func storeContent() -> Int? { savesState ? 0 : nil }
    func restoreStore(_ content: Int) {}

    func fixedUpdate(context: SceneContext, input: [InputEvent]) {
        state.ticks += 1
        state.events += input.count
        state.walk += context.random.next(in: -1.0...1.0)
    }

    func draw(into list: inout DrawList, context: SceneContext, interpolation: Double) {
        list.fillCircle(Vec2(360, 640 + state.walk), radius: 10, .white)
    }
}

/// A player on a live recording of `ticks` ticks of `EventCountScene` at 60 Hz, with a key
/// pressed every 50 ticks and a checkpoint every second; `keyframes` makes the scene
/// restorable.
func makeReplayPlayer(ticks: Int = 600, keyframes: Bool = false) throws -> ReplayPlayer {
    let factory = makeFactory()
    let runner = try factory.makeRecordedRunner(sceneID: EventCountScene.info.id, seed: 7,
                                                parameters: keyframes ? ["keyframes": "on"] : [:])
    for tick in 0..<ticks {
        if tick % 50 == 10 { runner.send(.keyDown(.space)) }
        runner.runTick()
    }
    let recorder = try #require(runner.recorder)
    recorder.finish(runner: runner)
    return try ReplayPlayer(recorder.replay, factory: factory)
}

/// Sessions of `EventCountScene` with a scratch profile.
private func makeFactory() -> SessionFactory {
    SessionFactory(catalog: SceneCatalog([EventCountScene.self]), assets: AssetStore(root: "/nonexistent"),
                   profile: SaveStore(directory: ScratchFolders.path("diorama-replay-viewer-tests")))
}

/// The state hash of `player`'s replay after `tick` ticks, run straight through on a new player.
func straightStateHash(of player: ReplayPlayer, atTick tick: UInt64) throws -> UInt64 {
    let fresh = try ReplayPlayer(player.replay, factory: makeFactory())
    fresh.advance(Int(tick))
    return fresh.runner.stateHash()
}

/// A monotonic clock that moves on 1 ms each time it is read, so a seek's 40 ms slice runs
/// exactly 40 ticks.
final class SteppingClock {
    private(set) var nanoseconds: UInt64 = 0

    func read() -> UInt64 {
        defer { nanoseconds += 1_000_000 }
        return nanoseconds
    }
}

/// Controls on `player` whose seeks are timed by a stepping clock.
func makeControls(_ player: ReplayPlayer) -> ReplayControls {
    let clock = SteppingClock()
    return ReplayControls(player: player, now: clock.read)
}

/// One 60 Hz frame, in nanoseconds.
let frameNanoseconds: UInt64 = 16_666_667
