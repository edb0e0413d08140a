import Foundation
@testable import Engine
@testable import Replay
import Testing
import SceneTestSupport

/// A job's outcome is recorded input: a replay, seeking with keyframes or not, lands it on the
/// tick the live session did, and runs no job itself.
@Suite struct JobReplayTests {
    /// Serves only jobs, as a window does: run alongside, handed in when they end.
    final class LiveJobs: EffectServer {
        let jobs = JobHost()
        func serve(_ effect: Effect, for runner: SceneRunner) {
            if case .startJob(let request) = effect { jobs.start(request, for: runner) }
        }
    }

    @Test func aJobFinishingDuringAKeyframeSeekLandsOnTheRecordedTick() throws {
        let scratch = ScratchFolders.path("diorama-job-replay")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let factory = SessionFactory(catalog: SceneCatalog([TickCounterScene.self]), assets: AssetStore(root: "/"),
                                     profile: SaveStore(directory: scratch + "/profile"))
        let recording = try factory.makeRecordedRunner(sceneID: TickCounterScene.info.id, seed: 5)
        let live = LiveJobs()
        recording.server = live
        recording.send(.keyDown(.j, .shift), at: 5)
        recording.send(.keyDown(.j), at: 7)
        var hashes: [UInt64: UInt64] = [:]
        let started = Date()
        while recording.nextTick < 40 || (live.jobs.isBusy && Date().timeIntervalSince(started) < 10) {
            live.jobs.deliverFinished(to: recording)
            recording.runTick()
            hashes[recording.nextTick] = recording.stateHash()
            Thread.sleep(forTimeInterval: 0.004)
        }
        recording.run(ticks: 20)
        hashes[recording.nextTick] = recording.stateHash()
        let recorder = try #require(recording.recorder)
        recorder.finish(runner: recording)
        let finishes = recorder.replay.inputs.filter { if case .jobFinished = $0.event { true } else { false } }.map(\.tick)
        #expect(finishes.count == 2)
        let slow = try #require(finishes.max())
        #expect(slow > 20, "the slow job ended many ticks after it started, at \(slow)")

        let player = try ReplayPlayer(recorder.replay, factory: factory, keyframes: KeyframeIndex(interval: 4))
        player.startIndexing(profile: SaveStore(directory: scratch + "/indexer"))
        defer { player.stopIndexing() }
        let last = recording.nextTick - 1
        for target in [slow + 2, slow - 1, 3, slow, slow + 1, last, slow - 3, 1] where target <= last && hashes[target] != nil {
            try player.seek(to: target)
            #expect(player.runner.stateHash() == hashes[target], "tick \(target)")
        }
        try player.seek(to: slow + 1)
        #expect(player.runner.probes()["job_total"] == .int(2 * 6 + 2 * 8), "both outcomes, each from its starting tick")
    }
}
