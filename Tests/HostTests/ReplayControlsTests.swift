import Engine
@testable import Host
import Replay
import Testing

@Suite("Replay controls")
struct ReplayControlsTests {
    // MARK: - Playback and speed

    @Test("playback follows real time times the speed")
    func playsAtSpeed() throws {
        let controls = makeControls(try makeReplayPlayer(ticks: 1200))
        #expect(controls.speed == 1 && !controls.isPaused)
        for _ in 0..<60 { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.tick == 60)
        controls.setSpeed(index: 5)
        for _ in 0..<60 { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.tick == 60 + 480)
        controls.setSpeed(index: 0)
        for _ in 0..<60 { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.tick == 60 + 480 + 15)
    }

    @Test("a stalled frame counts as a quarter second of real time, at any speed")
    func clampsLongFrames() throws {
        let controls = makeControls(try makeReplayPlayer())
        try controls.update(elapsedNanoseconds: 10_000_000_000)
        #expect(controls.tick == 15)
        controls.setSpeed(index: 5)
        try controls.update(elapsedNanoseconds: 10_000_000_000)
        #expect(controls.tick == 15 + 120)
    }

    @Test("speed keys step through ×0.25…×8, stop at the ends, and 1–6 pick one")
    func speedKeys() throws {
        let controls = makeControls(try makeReplayPlayer())
        var seen: [Double] = []
        for key in ["=", "]", "+", "keypad +"] {
            #expect(controls.handleKey(Key(key), isRepeat: false))
            seen.append(controls.speed)
        }
        #expect(seen == [2, 4, 8, 8])
        seen = []
        for key in ["-", "[", "keypad -", "-", "-", "-"] {
            #expect(controls.handleKey(Key(key), isRepeat: true))
            seen.append(controls.speed)
        }
        #expect(seen == [4, 2, 1, 0.5, 0.25, 0.25])
        for (digit, speed) in zip(["1", "2", "3", "4", "5", "6"], ReplayControls.speeds) {
            #expect(controls.handleKey(Key(digit), isRepeat: false))
            #expect(controls.speed == speed)
        }
        #expect(!controls.handleKey(Key("7"), isRepeat: false))
        #expect(!controls.handleKey(.a, isRepeat: false))
        #expect(controls.speed == 8)
    }

    @Test("pausing holds the tick and draws at interpolation 1; playing draws the clock's fraction")
    func pauseAndInterpolation() throws {
        let controls = makeControls(try makeReplayPlayer())
        try controls.update(elapsedNanoseconds: 25_000_000)   // 1.5 ticks
        #expect(controls.tick == 1)
        #expect(abs(controls.interpolation - 0.5) < 1e-6)
        #expect(controls.handleKey(.space, isRepeat: false))
        #expect(controls.isPaused && controls.interpolation == 1)
        try controls.update(elapsedNanoseconds: 1_000_000_000)
        #expect(controls.tick == 1)
        #expect(controls.handleKey(.space, isRepeat: true))   // a held key does not toggle again
        #expect(controls.isPaused)
        #expect(controls.handleKey(Key("p"), isRepeat: false))
        #expect(!controls.isPaused)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 2)
    }

    // MARK: - Stepping and seeking

    @Test("`.` pauses and steps one tick; → steps while paused and seeks 5 s while playing")
    func stepping() throws {
        let controls = makeControls(try makeReplayPlayer())
        #expect(controls.handleKey(.right, isRepeat: false))
        #expect(controls.seekTarget == 300 && !controls.isPaused)
        while controls.isSeeking { try controls.update(elapsedNanoseconds: 0) }
        #expect(controls.tick == 300)
        #expect(controls.handleKey(Key("."), isRepeat: false))
        #expect(controls.isPaused)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 301)
        #expect(controls.handleKey(.right, isRepeat: true))
        #expect(controls.handleKey(.right, isRepeat: true))
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 303 && controls.isPaused)
    }

    @Test("the window's pause and step keys, F5 and F6, work in the replay window too")
    func windowKeys() throws {
        let controls = makeControls(try makeReplayPlayer())
        #expect(controls.handleKey(.f5, isRepeat: false))
        #expect(controls.isPaused)
        #expect(controls.handleKey(.f6, isRepeat: false))
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 1 && controls.isPaused)
        #expect(controls.handleKey(.pause, isRepeat: false))
        #expect(!controls.isPaused)
    }

    @Test("seeks are clamped to the replay: ← from near the start, →, End and past the end")
    func seekClamps() throws {
        let controls = makeControls(try makeReplayPlayer())
        controls.seek(to: 100)
        #expect(controls.handleKey(.left, isRepeat: false))
        #expect(controls.seekTarget == 0)
        controls.seek(to: 10_000)
        #expect(controls.seekTarget == 600)
        #expect(controls.handleKey(Key("home"), isRepeat: false))
        #expect(controls.seekTarget == 0)
        #expect(controls.handleKey(Key("end"), isRepeat: false))
        #expect(controls.seekTarget == 600)
        controls.seek(to: 580)
        controls.seek(bySeconds: 5)
        #expect(controls.seekTarget == 600)
    }

    @Test("repeated seek keys add up from the seek under way")
    func seekKeysAddUp() throws {
        let controls = makeControls(try makeReplayPlayer(ticks: 1200))
        for _ in 0..<3 { _ = controls.handleKey(.right, isRepeat: true) }
        #expect(controls.seekTarget == 900)
        _ = controls.handleKey(.left, isRepeat: true)
        #expect(controls.seekTarget == 600)
    }

    @Test("a long seek runs 40 ms of re-simulation a frame and reports its progress")
    func slicesLongSeeks() throws {
        let player = try makeReplayPlayer()
        let controls = makeControls(player)
        controls.seek(to: 500)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 40 && controls.isSeeking)
        #expect(controls.seekProgress == 0.08)
        #expect(controls.interpolation == 1)
        #expect(ReplayTimeline.status(of: controls) == HostStrings.replaySeeking(percent: 8))
        var frames = 1
        while controls.isSeeking {
            try controls.update(elapsedNanoseconds: frameNanoseconds)
            frames += 1
        }
        #expect(frames == 13)   // 12 × 40 ticks, then the last 20
        #expect(controls.tick == 500 && controls.seekProgress == 1)
        #expect(player.runner.stateHash() == (try straightStateHash(of: player, atTick: 500)))
        #expect(!controls.isPaused)   // a seek while playing plays on
    }

    @Test("a seek backwards restarts the session and re-simulates to the same state")
    func seeksBackwards() throws {
        let player = try makeReplayPlayer()
        let controls = makeControls(player)
        player.advance(300)
        controls.seek(to: 100)
        #expect(controls.seekProgress == 0)   // the restart is still to come
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 40)
        while controls.isSeeking { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.tick == 100)
        #expect(player.runner.stateHash() == (try straightStateHash(of: player, atTick: 100)))
    }

    @Test("with keyframes, a seek jumps to the nearest one before its target and re-simulates the rest")
    func seeksByKeyframe() throws {
        let player = try makeReplayPlayer(ticks: 1200, keyframes: true)
        ReplayIndexer(replay: player.replay, factory: player.factory, index: player.keyframes).run()
        #expect(player.keyframes.count == 41 && player.keyframes.reach == 1200)   // ticks 0, 30 … 1200
        let controls = makeControls(player)
        player.advance(900)
        controls.seek(to: 655)   // backwards: the keyframe of tick 630, then 25 ticks, in one frame
        try controls.update(elapsedNanoseconds: 0)
        #expect(controls.tick == 655 && !controls.isSeeking)
        #expect(player.runner.stateHash() == (try straightStateHash(of: player, atTick: 655)))
        controls.seek(to: 1150)   // forwards past keyframes: jumps to 1140
        try controls.update(elapsedNanoseconds: 0)
        #expect(controls.tick == 1150 && !controls.isSeeking)
        #expect(player.runner.stateHash() == (try straightStateHash(of: player, atTick: 1150)))
    }

    @Test("a newer seek replaces an older one, keeping the ticks run when they lead to it")
    func newerSeekReplacesOlder() throws {
        let player = try makeReplayPlayer()
        let controls = makeControls(player)
        player.advance(400)
        controls.seek(to: 500)
        try controls.update(elapsedNanoseconds: 0)
        #expect(controls.tick == 440)
        controls.seek(to: 150)   // behind: restarts
        try controls.update(elapsedNanoseconds: 0)
        #expect(controls.tick == 40)
        controls.seek(to: 100)   // still ahead of the re-simulation: no second restart
        #expect(controls.seekProgress == 0.4)
        try controls.update(elapsedNanoseconds: 0)
        #expect(controls.tick == 80)
        try controls.update(elapsedNanoseconds: 0)
        #expect(controls.tick == 100 && !controls.isSeeking)
        #expect(player.runner.stateHash() == (try straightStateHash(of: player, atTick: 100)))
    }

    // MARK: - The end

    @Test("playback pauses on the last frame and says so; resuming plays again from the start")
    func pausesAtTheEnd() throws {
        let controls = makeControls(try makeReplayPlayer(ticks: 120))
        controls.setSpeed(index: 5)
        for _ in 0..<20 { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.tick == 120 && controls.isPaused && controls.hasEnded)
        #expect(ReplayTimeline.status(of: controls) == HostStrings.replayEnded)
        #expect(controls.interpolation == 1)
        #expect(controls.handleKey(.space, isRepeat: false))
        #expect(!controls.isPaused && controls.seekTarget == 0)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 0 && !controls.hasEnded)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 8)   // a frame at ×8
    }

    @Test("the end is announced once: not again after playing it again or seeking to it")
    func endAnnouncedOnce() throws {
        let controls = makeControls(try makeReplayPlayer(ticks: 60))
        #expect(!controls.takeEndAnnouncement())
        controls.setSpeed(index: 5)
        for _ in 0..<20 { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.hasEnded)
        #expect(controls.takeEndAnnouncement())
        #expect(!controls.takeEndAnnouncement(), "not on the next frame")
        controls.togglePause()
        for _ in 0..<20 { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.hasEnded, "played through again")
        #expect(!controls.takeEndAnnouncement())
        controls.seek(to: 0)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        controls.seek(to: controls.lastTick)
        while controls.isSeeking { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(!controls.takeEndAnnouncement())
    }

    @Test("End while playing stops on the last frame")
    func endKeyPauses() throws {
        let controls = makeControls(try makeReplayPlayer(ticks: 60))
        #expect(controls.handleKey(Key("end"), isRepeat: false))
        while controls.isSeeking { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.hasEnded && controls.tick == 60)
    }

    // MARK: - The timeline

    @Test("a scrub seeks there, follows the drag, and playback holds until it ends")
    func scrubbing() throws {
        let controls = makeControls(try makeReplayPlayer())
        controls.scrub(to: 150)
        #expect(controls.isScrubbing && controls.seekTarget == 150)
        controls.scrub(to: 60)
        #expect(controls.seekTarget == 60)
        for _ in 0..<20 { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(controls.tick == 60 && controls.interpolation == 1)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 60, "playback holds while the scrub lasts")
        controls.endScrub()
        #expect(!controls.isSeeking)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(controls.tick == 61)
    }
}
