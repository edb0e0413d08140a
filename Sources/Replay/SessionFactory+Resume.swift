import Engine
import Foundation

extension SessionFactory {
    /// A new session of the scene `id` whose input is kept (`InputRecorder`), for a later session
    /// to go on from. The scene's saved files are captured before its set-up reads them.
    public func makeInputRecordedRunner(sceneID id: String, seed: UInt64, parameters: [String: String] = [:]) throws -> SceneRunner {
        let saves = try savedFiles(sceneID: id)
        let runner = try makeRunner(sceneID: id, seed: seed, parameters: parameters)
        runner.observer = InputRecorder(header: ReplayHeader(scene: id, parameters: parameters, seed: seed, saves: saves,
                                                             tickRate: runner.clock.ticksPerSecond))
        return runner
    }

    /// A new session that goes on from `recording` after `tick` ticks: the scene's saves put back
    /// as the recording found them, and the recorded input before `tick` sent again, each as
    /// its tick comes, and re-simulated headless (no effects served: their answers are in the
    /// input). Its input is kept again (`InputRecorder`), so it can be gone on from in turn.
    /// - Throws: `ResumeRefusal` when the tick is past `ReplayLimits.maxTick` or the tick rate
    ///   differs from the recording's, `SaveError` when the saves cannot be put back, or what
    ///   the scene's set-up throws.
    public func makeResumedRunner(from recording: SessionInput, atTick tick: UInt64) throws -> SceneRunner {
        let header = recording.header
        guard tick <= ReplayLimits.maxTick else { throw ResumeRefusal(ReplayStrings.resumeTickOutOfRange(tick)) }
        try resetSavedFiles(to: header.saves, sceneID: header.scene)
        let runner = try makeInputRecordedRunner(sceneID: header.scene, seed: header.seed, parameters: header.parameters)
        guard runner.clock.ticksPerSecond == header.tickRate else {
            throw ResumeRefusal(ReplayStrings.tickRateChanged(before: header.tickRate, now: runner.clock.ticksPerSecond))
        }
        runner.resimulate(recording, until: tick)
        return runner
    }

    /// Writes `recording`'s session through `tick` to `path` as a replay that verifies: it is
    /// re-simulated headless with a recorder, from the saves the recording started with, in a
    /// scratch profile (so the profile's own saves are left alone), then moved into place.
    /// - Throws: `ResumeRefusal`, `SaveError`, `ReplayError` naming the file, or what the scene's
    ///   set-up throws; `path` is then left as it was.
    public func writeReplay(of recording: SessionInput, throughTick tick: UInt64, to path: String) throws {
        let header = recording.header
        guard tick <= ReplayLimits.maxTick else { throw ResumeRefusal(ReplayStrings.resumeTickOutOfRange(tick)) }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("diorama-replay-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var factory = self
        factory.profile = SaveStore(directory: scratch)
        try factory.resetSavedFiles(to: header.saves, sceneID: header.scene)
        // A regular file is replaced whole, so a failure leaves the old one; anything else (a
        // device) is written through, or refused, as every output is.
        var status = stat()
        let replacing = lstat(path, &status) != 0 || (status.st_mode & S_IFMT) == S_IFREG
        let target = replacing ? path + ".partial" : path
        defer { if replacing { try? FileManager.default.removeItem(atPath: target) } }
        let runner = try factory.makeRecordedRunner(sceneID: header.scene, seed: header.seed, parameters: header.parameters,
                                                    paths: [target], keepingReplay: false)
        runner.resimulate(recording, until: tick)
        runner.end()
        if let error = (runner.observer as? ReplayRecorder)?.writeError { throw error }
        guard !replacing || rename(target, path) == 0 else {
            throw ReplayError(file: path, line: nil, String(cString: strerror(errno)))
        }
    }
}

extension SceneRunner {
    /// Runs ticks until `tick`, sending `recording`'s input as each tick comes (a tick's inputs
    /// in the order they were queued, however the recording lists them).
    func resimulate(_ recording: SessionInput, until tick: UInt64) {
        let inputs = recording.inputs.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
        var next = inputs.startIndex
        while nextTick < tick {
            while next < inputs.endIndex, inputs[next].tick <= nextTick {
                send(inputs[next].event, at: inputs[next].tick)
                next += 1
            }
            runTick()
        }
    }
}
