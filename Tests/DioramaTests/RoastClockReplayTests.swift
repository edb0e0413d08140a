import BuiltInScenes
import Engine
import Foundation
import Replay
import SceneTestSupport
import Scripting
import Testing

/// The host's clock stamps are recorded input: a roast session's replay, stamps and all,
/// re-simulates to the same streak, and without them it would not.
@Suite struct RoastClockReplayTests {
    @Test func aReplayReproducesTheDayTheClockStampsBrought() throws {
        let factory = try KeyframeTests.factory(root: projectRoot)
        let script = try SceneScript(contentsOf: projectRoot + "/scenes/roast-reveal/tests/clock.yml")
        let result = try ScriptRunner(factory: factory).run(script)
        #expect(result.passed, "\(String(describing: result.failure))")
        let stamps = result.replay.inputs.filter { if case .clock = $0.event { true } else { false } }
        #expect(stamps.map(\.event) == [.clock(minute: 29_924_101), .clock(minute: 29_924_730)])
        #expect(try ReplayVerifier.verify(result.replay, factory: factory).divergence == nil)
        var unstamped = result.replay
        unstamped.inputs.removeAll { if case .clock = $0.event { true } else { false } }
        #expect(try ReplayVerifier.verify(unstamped, factory: factory).divergence != nil)
    }
}
