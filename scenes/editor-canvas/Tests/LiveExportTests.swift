import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// A live session never waits for a share's export: a slow one leaves the window drawing and
/// taking input, and its outcome arrives as input whenever the job ends, which a replay of the
/// session reproduces without exporting again.
@Suite struct LiveExportTests {
    /// Serves the session's effects as a window does, and notes its input.
    let host = WindowLikeEffects()

    /// A session played live (exports go to a pictures folder) whose exports wait for `gate`
    /// before ending with `outcome`, its share note already read.
    func liveEditor(gate: DispatchSemaphore, outcome: ExportJob.Outcome) throws -> SceneRunner {
        let profile = scratchProfile()
        let runner = try makeSession(EditorCanvasScene.self, parameters: ["sample": "3"], profile: profile,
                                     picturesFolder: profile + "/Pictures")
        host.attach(to: runner)
        scene(runner).exportWork = { _, _, _, _, _ in
            gate.wait()
            gate.signal()   // as it was: a semaphore disposed below its first value traps
            return outcome
        }
        scene(runner).state.onboarding.sawShareNote = true
        return runner
    }

    /// Runs ticks, handing in ended jobs before each as a window's frame does, until `done` or
    /// 5 seconds have passed.
    func run(_ runner: SceneRunner, until done: () -> Bool) {
        let started = Date()
        while !done(), Date().timeIntervalSince(started) < 5 {
            host.deliverJobs(to: runner)
            runner.run(ticks: 1)
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    @Test func aSlowExportNeverStopsTheSessionAndIsTakenInWhenItEnds() throws {
        let gate = DispatchSemaphore(value: 0)
        let runner = try liveEditor(gate: gate, outcome: .failed("held back"))
        let editor = scene(runner)
        editor.requestShare(context: runner.context)
        runner.run(ticks: Int(ExportPhase.ticks) + 10)
        #expect(editor.state.export == nil, "the export's progress ended on time")
        #expect(editor.state.lastExport == nil && editor.state.exportsRunning == 1, "its job has not ended")
        gate.signal()
        run(runner) { editor.state.lastExport != nil }
        #expect(editor.state.lastExport?.outcome == .failed("held back"))
        #expect(editor.state.exportsRunning == 0)
    }

    @Test func anExportsOutcomeIsRecordedInputAReplayReproducesWithoutExporting() throws {
        let gate = DispatchSemaphore(value: 1)
        let runner = try liveEditor(gate: gate, outcome: .written(clean: "/x/c.png", censored: "/x/s.png", width: 4, height: 3, leftOut: 0))
        let editor = scene(runner)
        editor.requestShare(context: runner.context)
        runner.run(ticks: 1)
        run(runner) { editor.state.lastExport != nil }
        runner.run(ticks: Int(ExportPhase.ticks))
        let finished = try #require(host.inputs.last { if case .jobFinished = $0.event { true } else { false } })

        // The same session not played live, with no host: the outcome comes from the recording.
        let replay = try makeSession(EditorCanvasScene.self, parameters: ["sample": "3"])
        replay.server = nil   // a replay serves no effects
        nonisolated(unsafe) var exported = false
        scene(replay).exportWork = { _, _, _, _, _ in exported = true; return .failed("exported again") }
        scene(replay).state.onboarding.sawShareNote = true
        scene(replay).requestShare(context: replay.context)
        for input in host.inputs { replay.send(input.event, at: input.tick) }
        replay.run(ticks: Int(runner.nextTick))
        #expect(replay.stateHash() == runner.stateHash())
        #expect(scene(replay).state.lastExport?.outcome == editor.state.lastExport?.outcome)
        #expect(scene(replay).state.lastExport?.tick == editor.state.lastExport?.tick)
        #expect(finished.tick >= 1, "the outcome came as input after the tick that asked")
        #expect(!exported, "the replay ran no export")
    }
}
