import Dispatch
import Testing
@testable import Engine

@Suite struct BackgroundJobTests {
    @Test func theOutcomeArrivesOnceTheWorkEnds() {
        let gate = DispatchSemaphore(value: 0)
        let job = BackgroundJob<Int> { _ in gate.wait(); return 42 }
        #expect(job.outcome == nil, "the work is held at its gate")
        gate.signal()
        #expect(job.wait() == 42)
        #expect(job.outcome == 42)
        #expect(job.wait() == 42, "waiting again returns at once")
    }

    @Test func cancellingReachesTheWork() {
        let started = DispatchSemaphore(value: 0)
        let job = BackgroundJob<String> { control in
            started.signal()
            while !control.isCancelled {}
            return "stopped"
        }
        started.wait()
        job.cancel()
        #expect(job.wait() == "stopped")
    }

    @Test func progressIsReportedAndClamped() {
        let job = BackgroundJob<Double> { control in
            control.report(progress: 0.25)
            control.report(progress: 7)
            return control.progress
        }
        #expect(job.wait() == 1)
        #expect(job.control.progress == 1)
        let bad = JobControl()
        bad.report(progress: .nan)
        #expect(bad.progress == 0)
    }

    @Test func aFinishedJobHasItsOutcomeAtOnce() {
        let job = BackgroundJob(finished: "nothing to do")
        #expect(job.outcome == "nothing to do")
        #expect(job.wait() == "nothing to do")
    }
}
