import Engine
@testable import Host
import Replay
import Testing
import UI

/// The replay viewer's loop on a desktop with no window: the timeline's kit widgets take the
/// pointer, the scene never does, and keys still drive playback.
@Suite("Replay viewer")
struct ReplayViewerTests {
    /// A viewer of `player` on a fake desktop titled `title` that reports `frames`, a batch a
    /// frame, timed by a stepping clock.
    private func viewer(_ title: String, _ player: ReplayPlayer, frames: [[DesktopEvent]]) throws -> ReplayViewer {
        FakeDesktop.script(title, frames)
        let clock = SteppingClock()
        return try ReplayViewer(player: player, title: title, screenshotDirectory: "/nonexistent", desktop: FakeDesktop.self,
                                now: clock.read)
    }

    private func click(_ point: Vec2) -> [[DesktopEvent]] {
        [[.input(.pointerMove(point)), .input(.pointerDown(point, .primary))], [.input(.pointerUp(point, .primary))]]
    }

    @Test("a press on the slider seeks there, a drag follows, and playback holds until the release")
    func scrubbing() throws {
        let player = try makeReplayPlayer()
        let timeline = ReplayTimeline(canvasSize: player.runner.context.canvasSize, lastTick: player.replay.lastTick)
        let y = timeline.barFrame.center.y
        let quarter = Vec2(timeline.x(forTick: 150), y), tenth = Vec2(timeline.x(forTick: 60), y - 200)
        let viewer = try viewer("scrub", player, frames: [
            [.input(.pointerMove(quarter)), .input(.pointerDown(quarter, .primary))],
            [.input(.pointerMove(tenth))],
        ] + Array(repeating: [], count: 30) + [[.input(.pointerUp(tenth, .primary))]] + Array(repeating: [], count: 40))
        try viewer.run(frameLimit: 1)
        #expect(viewer.controls.isScrubbing && viewer.controls.seekTarget ?? viewer.controls.tick == 150)
        try viewer.run(frameLimit: 31)
        #expect(viewer.controls.tick == 60, "the drag follows x wherever the pointer is")
        #expect(viewer.controls.isScrubbing, "playback holds while the button is down")
        try viewer.run(frameLimit: 41)
        #expect(!viewer.controls.isScrubbing && viewer.controls.tick > 60, "playback goes on after the release")
        #expect(player.runner.scene is EventCountScene)
    }

    @Test("the Play/Pause button pauses and resumes, and the speed buttons step the speed")
    func buttons() throws {
        let player = try makeReplayPlayer()
        let tree = ReplayTimeline(canvasSize: player.runner.context.canvasSize, lastTick: player.replay.lastTick)
            .tree(ReplayControls(player: player))
        let play = try #require(tree[ReplayTimeline.playButton]).frame.center
        let faster = try #require(tree[ReplayTimeline.fasterButton]).frame.center
        let slower = try #require(tree[ReplayTimeline.slowerButton]).frame.center
        let viewer = try viewer("buttons", player, frames: click(play) + click(faster) + click(faster) + click(slower) + click(play))
        try viewer.run(frameLimit: 2)
        #expect(viewer.controls.isPaused)
        try viewer.run(frameLimit: 6)
        #expect(viewer.controls.speed == 2)
        try viewer.run(frameLimit: 2)
        #expect(!viewer.controls.isPaused)
    }

    @Test("keys drive playback and Esc closes the viewer")
    func keys() throws {
        let viewer = try viewer("keys", try makeReplayPlayer(), frames: [
            [.key(.space, isDown: true, isRepeat: false, input: .keyDown(.space))],
            [.key(Key("3"), isDown: true, isRepeat: false, input: nil)],
            [.key(.escape, isDown: true, isRepeat: false, input: .keyDown(.escape))],
        ] + Array(repeating: [], count: 10))
        try viewer.run(frameLimit: 20)
        #expect(viewer.controls.isPaused)
        #expect(FakeDesktop.desktop("keys")?.presented == 3, "Esc ended the loop on its frame")
    }
}
