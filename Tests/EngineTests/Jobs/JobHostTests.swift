import Foundation
import SceneTestSupport
import Testing
@testable import Engine

/// Jobs a scene starts: the host runs them and each outcome arrives as a recorded
/// `jobFinished` event, which replays and scripts read like any input.
@Suite struct JobHostTests {
    /// Serves only jobs, with `jobs`.
    final class JobServer: EffectServer {
        let jobs: JobHost
        init(_ jobs: JobHost) { self.jobs = jobs }
        func serve(_ effect: Effect, for runner: SceneRunner) {
            if case .startJob(let request) = effect { jobs.start(request, for: runner) }
        }
    }

    func total(_ runner: SceneRunner) throws -> Int { try #require(runner.scene as? TickCounterScene).state.jobTotal }

    @Test func aWaitingHostDeliversTheOutcomeInTheNextTick() throws {
        let runner = try makeRunner(), server = JobServer(JobHost(waitsForEachJob: true))
        runner.server = server
        runner.run(ticks: 3)
        runner.send(.keyDown(.j))
        runner.runTick()                  // tick 3 starts the job, having counted itself: 4 ticks
        #expect(try total(runner) == 0)
        runner.runTick()
        #expect(try total(runner) == 8, "twice the 4 ticks counted when it started, at tick 4")
        #expect(!server.jobs.isBusy)
    }

    @Test func aLiveHostDeliversTheOutcomeWhenTheWorkEndsAndTheRecordingKeepsThatTick() throws {
        let runner = try makeRunner(), server = JobServer(JobHost())
        runner.server = server
        var recorded: [TimedInput] = []
        runner.send(.keyDown(.j, .shift))
        runner.runTick()
        let started = Date()
        while server.jobs.isBusy, Date().timeIntervalSince(started) < 10 {
            runner.runTick()
            server.jobs.deliverFinished(to: runner)
        }
        runner.runTick()
        #expect(try total(runner) == 2, "twice the one tick counted when it started")
        let scene = try #require(runner.scene as? TickCounterScene)
        recorded = scene.received.map { TimedInput(tick: $0.tick, event: $0.event) }
        let finished = try #require(recorded.last)
        guard case .jobFinished(let result) = finished.event else { Issue.record("no jobFinished in \(recorded)"); return }
        #expect(result.tag == TickCounterScene.jobTag && finished.tick > 1)
        // The same input with no host at all: the outcome lands on the recorded tick.
        let replayed = try makeRunner()
        for input in recorded { replayed.send(input.event, at: input.tick) }
        replayed.run(ticks: Int(runner.nextTick))
        #expect(replayed.stateHash() == runner.stateHash())
    }

    @Test func cancellingAskedTheWorkToStop() throws {
        let jobs = JobHost(), runner = try makeRunner()
        let started = DispatchSemaphore(value: 0)
        jobs.start(JobRequest(tag: "wait") { control -> Bool in
            started.signal()
            while !control.isCancelled { Thread.sleep(forTimeInterval: 0.001) }
            return true
        }, for: runner)
        started.wait()
        jobs.cancel(tag: "wait")
        jobs.deliverFinished(to: runner, waiting: true)
        runner.runTick()
        let received = try #require(runner.scene as? TickCounterScene).received.map(\.event)
        #expect(received == [.jobFinished(JobResult(tag: "wait", payload: Data("true".utf8)))])
    }

    @Test func aJobResultRoundTripsThroughAReplayLineAndHostileOnesAreRefused() throws {
        let event = InputEvent.jobFinished(JobResult(tag: "export", payload: Data(#"{"a":[1,"é"]}"#.utf8)))
        let line = try JSONEncoder().encode(event)
        #expect(try JSONDecoder().decode(InputEvent.self, from: line) == event)
        for bad in [#"{"type":"jobFinished","tag":"../x","outcome":"1"}"#,
                    #"{"type":"jobFinished","tag":"","outcome":"1"}"#,
                    #"{"type":"jobFinished","tag":"a","outcome":"\#(String(repeating: "x", count: JobResult.maxPayloadBytes + 1))"}"#,
                    #"{"type":"jobFinished","tag":"a"}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(InputEvent.self, from: Data(bad.utf8)) }
        }
        #expect(JobResult(tag: "a", payload: Data("nope".utf8)).outcome(as: Int.self) == nil)
    }
}
