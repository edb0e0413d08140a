import Engine

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
        // Stable by tick: inputs of one tick keep the order they were queued in.
        let inputs = recording.inputs.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
        var next = inputs.startIndex
        while runner.nextTick < tick {
            while next < inputs.endIndex, inputs[next].tick <= runner.nextTick {
                runner.send(inputs[next].event, at: inputs[next].tick)
                next += 1
            }
            runner.runTick()
        }
        return runner
    }
}
