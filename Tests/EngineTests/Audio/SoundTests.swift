import SceneTestSupport
import Testing
@testable import Engine

@Suite struct SoundTests {
    @Test func durationFollowsTheSampleRate() {
        #expect(Sound(samples: [Float](repeating: 0, count: 22_050)).duration == 0.5)
        #expect(Sound(samples: [0, 0, 0, 0], sampleRate: 8).duration == 0.5)
    }

    @Test func renderingResamplesScalesAndClamps() {
        let ramp = Sound(samples: [0, 0.5, 1, 0.5], sampleRate: 4, volume: 0.5)
        // The same rate: the samples scaled by the volume.
        #expect(ramp.rendered(at: 4) == [0, 0.25, 0.5, 0.25])
        // Twice the rate: twice the samples, the new ones halfway between.
        #expect(ramp.rendered(at: 8) == [0, 0.125, 0.25, 0.375, 0.5, 0.375, 0.25, 0.25])
        let loud = Sound(samples: [2, -3], sampleRate: 2)
        #expect(loud.rendered(at: 2) == [1, -1])
        #expect(Sound(samples: []).rendered(at: 48_000).isEmpty)
    }

    @Test func playingASoundChangesNoSimulatedState() throws {
        let quiet = try makeRunner(), loud = try makeRunner()
        quiet.run(ticks: 5)
        loud.run(ticks: 5)
        loud.context.effects.play(Sound(samples: [0.5, -0.5]))
        loud.runTick()
        quiet.runTick()
        #expect(quiet.stateHash() == loud.stateHash())
    }
}
