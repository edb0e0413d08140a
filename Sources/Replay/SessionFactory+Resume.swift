import Engine

extension SessionFactory {
    /// A new session that goes on from `replay` after `tick` ticks (at most its last): the
    /// scene's saves put back as the recording found them, the recorded input before `tick`
    /// sent again and re-simulated headless (no effects served: their answers are in the
    /// input), all of it recorded anew to `paths`, so the session can be resumed again.
    /// - Throws: `ResumeRefusal` when the tick rate differs from the recording's, `SaveError`
    ///   when the saves cannot be put back, or what the scene's set-up throws.
    public func makeResumedRunner(from replay: Replay, atTick tick: UInt64, paths: [String] = [],
                                  keepingReplay: Bool = false) throws -> SceneRunner {
        let header = replay.header
        try resetSavedFiles(to: header.saves, sceneID: header.scene)
        let runner = try makeRecordedRunner(sceneID: header.scene, seed: header.seed, parameters: header.parameters,
                                            paths: paths, keepingReplay: keepingReplay)
        guard runner.clock.ticksPerSecond == header.tickRate else {
            runner.end()
            throw ResumeRefusal(ReplayStrings.tickRateChanged(before: header.tickRate, now: runner.clock.ticksPerSecond))
        }
        let target = min(tick, replay.lastTick)
        // Each input is sent as its tick comes, as it was live, so the new recording keeps its
        // records in tick order.
        var next = replay.inputs.startIndex
        while runner.nextTick < target {
            while next < replay.inputs.endIndex, replay.inputs[next].tick <= runner.nextTick {
                runner.send(replay.inputs[next].event, at: replay.inputs[next].tick)
                next += 1
            }
            runner.runTick()
        }
        return runner
    }
}
