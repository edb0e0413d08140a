import Engine
import Replay

/// What the replay viewer's keys and timeline do, and how playback moves each frame: pause,
/// step, speed, seeks spread over frames, and the pause at the end. It has no window, so tests
/// drive it directly.
///
/// A seek first jumps to the player's latest keyframe before its target (when that is ahead of
/// the tick shown, or the target is behind it), then re-simulates the rest at most
/// `seekSliceNanoseconds` a frame, so a seek past the keyframes made so far never freezes the
/// window; each slice jumps again if the indexer has since passed the tick shown. A newer seek
/// replaces one still under way, keeping the ticks already run when the new target is at or
/// after them.
package final class ReplayControls {
    // MARK: - Settings

    /// The playback speeds, slowest first; the keys 1–6 pick them.
    package static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8]
    /// The speed playback starts at: ×1.
    package static let normalSpeedIndex = 2
    /// How far ← and → seek, in seconds.
    package static let seekStepSeconds = 5
    /// The most re-simulation a frame does while seeking, in nanoseconds: 40 ms keeps the window
    /// answering at about 20 frames a second while a seek past the keyframes runs, and finishes
    /// most seeks from a keyframe within a frame or two.
    package static let seekSliceNanoseconds: UInt64 = 40_000_000
    /// The most real time one frame counts for, in nanoseconds (a window's quarter second), so a
    /// stalled frame is not made up for in a burst.
    package static let maxFrameNanoseconds = FixedClock().maxFrameNanoseconds

    // MARK: - State

    /// The replay and the session showing it.
    package let player: ReplayPlayer
    /// Ticks per second of the replay; usually 60.
    package let tickRate: Int
    /// The speed chosen, as an index into `speeds`.
    private(set) var speedIndex = ReplayControls.normalSpeedIndex
    /// Whether playback is paused (also after the end is reached).
    package private(set) var isPaused = false
    /// The tick a seek under way is heading for, or nil when none is.
    private(set) var seekTarget: UInt64?
    /// Whether the timeline is being dragged: playback holds still meanwhile.
    package private(set) var isScrubbing = false
    /// Where the seek under way started re-simulating from, for its progress.
    private var seekOrigin: UInt64 = 0
    /// The playback clock, fed real time × the speed.
    private var clock: FixedClock
    /// Whether the end has been announced (it is, once a viewer's life).
    private var endAnnounced = false
    /// The monotonic clock, in nanoseconds, that bounds a seek's slice.
    private let now: () -> UInt64

    /// Controls for `player`, starting to play at ×1; `now` is the monotonic clock in
    /// nanoseconds (tests hand in their own).
    package init(player: ReplayPlayer, now: @escaping () -> UInt64 = RealTimeDriver.nowNanoseconds) {
        self.player = player
        self.now = now
        tickRate = player.replay.header.tickRate
        // Real time is clamped before it is scaled, so this clock never clamps by itself.
        clock = FixedClock(ticksPerSecond: tickRate,
                           maxFrameNanoseconds: UInt64(Double(Self.maxFrameNanoseconds) * Self.speeds.last!),
                           maxTicksPerFrame: .max)
    }

    // MARK: - What is shown

    /// The playback speed, e.g. 2 for twice real time.
    package var speed: Double { Self.speeds[speedIndex] }
    /// The tick shown (ticks run).
    package var tick: UInt64 { player.tick }
    /// The replay's last tick.
    package var lastTick: UInt64 { player.replay.lastTick }
    /// Whether a seek is under way.
    package var isSeeking: Bool { seekTarget != nil }
    /// Whether playback stopped on the replay's last frame.
    package var hasEnded: Bool { isPaused && !isSeeking && player.isAtEnd }

    /// Whether to announce the end now: true the first time playback is found stopped on the
    /// last frame, never again after (playing it again, seeking or looping do not repeat it).
    package func takeEndAnnouncement() -> Bool {
        guard hasEnded, !endAnnounced else { return false }
        endAnnounced = true
        return true
    }

    /// How much of the seek under way is done, 0...1; 1 when none is.
    package var seekProgress: Double {
        guard let target = seekTarget, target > seekOrigin else { return 1 }
        guard tick <= target else { return 0 }   // the restart is still to come
        return Double(tick - seekOrigin) / Double(target - seekOrigin)
    }

    /// What the scene's draw interpolates by: the clock's fraction while playing, 1 when the
    /// picture stands still (paused, seeking or scrubbing).
    package var interpolation: Double { isPaused || isSeeking || isScrubbing ? 1 : clock.interpolation }

    // MARK: - Keys

    /// Acts on a key press, named as `Key` names keys; returns false for keys it does not use.
    /// A held key repeats steps, seeks and speed changes, never the pause toggle.
    ///
    /// Space, P or F5 (the window's pause key, as is Pause) pause and resume; `.` or F6 (or →
    /// while paused) steps one tick; ←/→ seek 5 s;
    /// Home/End go to the start/end; `-`/`=` (or `[`/`]`) change the speed a step; 1–6 pick it.
    @discardableResult
    package func handleKey(_ key: Key, isRepeat: Bool) -> Bool {
        switch key.rawValue {
        case "space", "p", "f5", "pause":
            if !isRepeat { togglePause() }
        case ".", "f6":
            step()
        case "right":
            if isPaused { step() } else { seek(bySeconds: Self.seekStepSeconds) }
        case "left":
            seek(bySeconds: -Self.seekStepSeconds)
        case "home":
            seek(to: 0)
        case "end":
            seek(to: lastTick)
        case "-", "[", "keypad -":
            changeSpeed(by: -1)
        case "=", "+", "]", "keypad +":
            changeSpeed(by: 1)
        case "1", "2", "3", "4", "5", "6":
            setSpeed(index: Int(key.rawValue)! - 1)
        default:
            return false
        }
        return true
    }

    // MARK: - Timeline

    /// The timeline's slider was pressed or dragged to `tick`: seeks there, and playback holds
    /// still until `endScrub()`.
    package func scrub(to tick: UInt64) {
        isScrubbing = true
        seek(to: tick)
    }

    /// The drag on the timeline ended.
    package func endScrub() { isScrubbing = false }

    // MARK: - Commands

    /// Pauses or resumes; resuming on the last frame plays again from the start.
    package func togglePause() {
        if hasEnded {
            seek(to: 0)
            isPaused = false
        } else {
            isPaused.toggle()
        }
    }

    /// Pauses and moves one tick on from the tick shown (or from the seek under way).
    package func step() {
        isPaused = true
        seek(to: (seekTarget ?? tick) + 1)
    }

    /// Picks `speeds[index]`, the index clamped to the list.
    package func setSpeed(index: Int) { speedIndex = min(max(index, 0), Self.speeds.count - 1) }

    /// Moves `steps` along the speeds (negative is slower), stopping at either end.
    package func changeSpeed(by steps: Int) { setSpeed(index: speedIndex + steps) }

    /// Seeks `seconds` of replay time from the tick shown (or from the seek under way, so
    /// repeated presses add up), clamped to the replay.
    package func seek(bySeconds seconds: Int) {
        let base = seekTarget ?? tick
        let distance = UInt64(seconds.magnitude) * UInt64(tickRate)
        seek(to: seconds < 0 ? base - min(base, distance) : base + distance)
    }

    /// Starts a seek to `target` (clamped to the replay), replacing any under way; the frames
    /// that follow run it.
    package func seek(to target: UInt64) {
        let target = min(target, lastTick)
        seekOrigin = target < tick ? 0 : (isSeeking ? seekOrigin : tick)
        seekTarget = target
    }

    // MARK: - Frames

    /// Moves playback on by one frame that took `elapsed` real nanoseconds: a slice of the seek
    /// under way, or else the ticks the speed makes due; then pauses if the end is reached.
    /// - Throws: whatever the scene's set-up throws when a seek backwards restarts it.
    package func update(elapsedNanoseconds elapsed: UInt64) throws {
        if let target = seekTarget {
            try runSeekSlice(to: target)
        } else if !isPaused && !isScrubbing {
            let scaled = Double(min(elapsed, Self.maxFrameNanoseconds)) * speed
            player.advance(clock.advance(byNanoseconds: UInt64(scaled.rounded())))
        }
        if !isPaused && !isSeeking && player.isAtEnd { isPaused = true }
    }

    /// Jumps towards `target` by keyframe, then re-simulates towards it for at most
    /// `seekSliceNanoseconds`; the seek ends when it gets there.
    private func runSeekSlice(to target: UInt64) throws {
        if try player.jump(towards: target) { seekOrigin = tick }
        let deadline = now() + Self.seekSliceNanoseconds
        while tick < target {
            player.advance(1)
            if now() >= deadline { break }
        }
        if tick == target { seekTarget = nil }
    }
}
