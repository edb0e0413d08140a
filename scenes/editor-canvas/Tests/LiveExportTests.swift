import Foundation
import Testing
@testable import EditorCanvasScene
import Engine
import SceneTestSupport

/// A live session never waits for a share's export: a slow one leaves the window drawing and
/// taking input, and when it ends changes nothing simulated.
@Suite struct LiveExportTests {
    /// A session played live (exports go to a pictures folder) whose exports wait for `gate`
    /// before ending with `outcome`, its share note already read.
    static func liveEditor(gate: DispatchSemaphore, outcome: ExportJob.Outcome) throws -> SceneRunner {
        let profile = scratchProfile()
        let runner = try makeSession(EditorCanvasScene.self, parameters: ["sample": "3"], profile: profile,
                                     picturesFolder: profile + "/Pictures")
        scene(runner).exportWork = { _, _, _, _, _ in
            gate.wait()
            gate.signal()   // as it was: a semaphore disposed below its first value traps
            return outcome
        }
        scene(runner).state.onboarding.sawShareNote = true
        return runner
    }

    /// Runs `ticks` ticks of `runner` on a thread of its own; whether they ran within `seconds`
    /// (before `release` is called, which then lets a waiting scene go on). Returns once the
    /// thread has ended either way.
    static func runsWithin(_ seconds: Double, _ runner: SceneRunner, ticks: Int, release: () -> Void) -> Bool {
        let ran = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let session = runner   // used by one thread at a time: this one waits
        Thread.detachNewThread {
            session.run(ticks: ticks)
            ran.signal()
        }
        let inTime = ran.wait(timeout: .now() + seconds) == .success
        release()
        if !inTime { ran.wait() }
        return inTime
    }

    @Test func aSlowExportNeverStopsTheSessionAndIsTakenInWhenItEnds() throws {
        let gate = DispatchSemaphore(value: 0)
        let runner = try Self.liveEditor(gate: gate, outcome: .failed("held back"))
        let editor = scene(runner)
        editor.requestShare(context: runner.context)
        var ended: ExportJob.Outcome?
        let ranOn = Self.runsWithin(20, runner, ticks: Int(ExportPhase.ticks) + 10) {
            ended = editor.state.lastExport?.outcome
            gate.signal()
        }
        #expect(ranOn, "the session stopped at the end of the export's progress to wait for its job")
        #expect(ended == nil, "the export was taken in before its job ended")
        #expect(editor.state.export == nil)
        // The job ends in the background; a later tick takes its outcome in.
        for _ in 0..<500 where editor.state.lastExport == nil {
            Thread.sleep(forTimeInterval: 0.01)
            runner.run(ticks: 1)
        }
        #expect(editor.state.lastExport?.outcome == .failed("held back"))
        #expect(editor.finishingJobs.isEmpty)
    }

    @Test func whenAnExportEndsChangesNothingSimulated() throws {
        let quick = DispatchSemaphore(value: 1), held = DispatchSemaphore(value: 0)
        let runners = try [Self.liveEditor(gate: quick, outcome: .failed("quick")),
                           Self.liveEditor(gate: held, outcome: .failed("slow"))]
        for runner in runners {
            scene(runner).requestShare(context: runner.context)
            runner.run(ticks: 5)
        }
        Thread.sleep(forTimeInterval: 0.05)   // the quick job ends while its progress shows
        // Past the end of progress: one job ended long before, the other ends only afterwards.
        var hashes: [UInt64] = []
        for (index, runner) in runners.enumerated() {
            #expect(Self.runsWithin(20, runner, ticks: Int(ExportPhase.ticks) + 20) { if index == 1 { held.signal() } })
            hashes.append(runner.stateHash())
        }
        #expect(scene(runners[0]).state.lastExport?.outcome == .failed("quick"))
        #expect(scene(runners[1]).state.lastExport == nil)
        #expect(hashes[0] == hashes[1])
    }
}
