import Engine
@testable import Host
import Replay
import Testing
import UI

@Suite("Replay timeline")
struct ReplayTimelineTests {
    private let timeline = ReplayTimeline(canvasSize: Vec2(720, 1280), lastTick: 600)

    @Test("the strip sits under the canvas, so it covers none of the scene, and its slider spans the replay")
    func layout() throws {
        #expect(timeline.panel == Rect(x: 0, y: 1280, width: 720, height: 110))
        let controls = makeControls(try makeReplayPlayer())
        let tree = timeline.tree(controls)
        for widget in tree.widgets { #expect(timeline.panel.contains(widget.frame.center), "\(widget.id) lies in the strip") }
        let bar = try #require(tree[ReplayTimeline.bar])
        #expect(bar.trackSpan == 36...684)
        #expect(timeline.x(forTick: 0) == 36 && timeline.x(forTick: 600) == 684 && timeline.x(forTick: 300) == 360)
        #expect(timeline.x(forTick: 10_000) == 684)
        guard case .slider(let value, let range, let step) = bar.kind else { Issue.record("the bar is not a slider"); return }
        #expect(value == 0 && range == 0...600 && step == 1)
    }

    @Test("the strip's texts fit their widgets")
    func textsFit() throws {
        let controls = makeControls(try makeReplayPlayer(ticks: 36_000 * 6))
        controls.setSpeed(index: 0)
        let overflows = strip(controls).tree(controls).textOverflows(theme: ReplayTimeline.theme, typesetter: try Typesetter.shared())
        #expect(overflows.isEmpty, "\(overflows)")
    }

    @Test("replay time reads mm:ss, and h:mm:ss from an hour on")
    func formatsTime() {
        #expect(ReplayTimeline.time(ticks: 0, tickRate: 60) == "00:00")
        #expect(ReplayTimeline.time(ticks: 59, tickRate: 60) == "00:00")
        #expect(ReplayTimeline.time(ticks: 36_000, tickRate: 60) == "10:00")
        #expect(ReplayTimeline.time(ticks: 3599 * 60 + 59, tickRate: 60) == "59:59")
        #expect(ReplayTimeline.time(ticks: 3661 * 60, tickRate: 60) == "1:01:01")
        #expect(ReplayTimeline.time(ticks: 150, tickRate: 50) == "00:03")
    }

    @Test("speeds read ×0.25 … ×8")
    func labelsSpeeds() {
        #expect(ReplayControls.speeds.map(ReplayTimeline.label(speed:)) == ["×0.25", "×0.5", "×1", "×2", "×4", "×8"])
    }

    @Test("the strip shows the button for what a click does, the speed, time and tick; the end and seeks in the corner")
    func drawsState() throws {
        let controls = makeControls(try makeReplayPlayer())
        try controls.update(elapsedNanoseconds: 2 * frameNanoseconds)
        #expect(try texts(controls) == drawnAs(["Pause", "×1", "tick 2 / 600", "00:00 / 00:10", "Space · ←/→ 5 s · 1–6 speed · H hides"]))
        #expect(try markCount(controls) == 10)   // one a second

        controls.seek(to: 502)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(try texts(controls).last == drawnAs(["Seeking… 8 %"])[0])   // 40 of 500 ticks

        controls.setSpeed(index: 3)
        while !controls.hasEnded { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(try texts(controls) == drawnAs(["Play", "×2", "tick 600 / 600", "00:10 / 00:10", "End of replay"]))
    }

    @Test("checkpoint marks closer than 4 canvas pixels are thinned out")
    func thinsMarks() throws {
        let controls = makeControls(try makeReplayPlayer(ticks: 36_000))
        // 600 checkpoints on a 648 px bar are 1.08 px apart: every fourth is drawn.
        #expect(try markCount(controls) == 150)
    }

    // MARK: - Helpers

    /// The timeline of `controls`' replay, as the viewer lays it out.
    private func strip(_ controls: ReplayControls) -> ReplayTimeline {
        ReplayTimeline(canvasSize: controls.player.runner.context.canvasSize, lastTick: controls.lastTick)
    }

    private func drawn(_ controls: ReplayControls) throws -> [DrawCommand] {
        var list = DrawList()
        strip(controls).draw(controls, state: UIState(), typesetter: try Typesetter.shared(), into: &list)
        return list.items.map(\.command)
    }

    /// The strings drawn, each laid out in one run of clusters that leaves out the spaces.
    private func texts(_ controls: ReplayControls) throws -> [String] {
        try drawn(controls).compactMap { if case .textRun(let run) = $0 { String(run.clusters) } else { nil } }
    }

    /// `strings` as `texts(_:)` finds them drawn: without their spaces.
    private func drawnAs(_ strings: [String]) -> [String] { strings.map { $0.filter { $0 != " " } } }

    /// The checkpoint marks: upright lines in the band under the slider.
    private func markCount(_ controls: ReplayControls) throws -> Int {
        let band = strip(controls).tree(controls)[ReplayTimeline.marks]!.frame
        return try drawn(controls).filter {
            if case .line(let from, let to, _, _) = $0 { from.x == to.x && from.y >= band.minY && to.y <= band.maxY } else { false }
        }.count
    }
}
