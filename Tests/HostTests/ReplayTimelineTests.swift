import Engine
@testable import Host
import Replay
import Testing

@Suite("Replay timeline")
struct ReplayTimelineTests {
    private let timeline = ReplayTimeline(canvasSize: Vec2(720, 1280), lastTick: 600)

    @Test("the strip sits under the canvas, so it covers none of the scene")
    func layout() {
        #expect(timeline.panel == Rect(x: 0, y: 1280, width: 720, height: 110))
        #expect(timeline.panel.contains(Vec2(timeline.bar.minX, timeline.bar.maxY)))
        #expect(timeline.bar.minX == 36 && timeline.bar.maxX == 684)
    }

    @Test("canvas x maps to ticks along the bar, clamped at its ends, and back")
    func mapsXToTicks() {
        let bar = timeline.bar
        #expect(timeline.tick(atX: bar.minX) == 0)
        #expect(timeline.tick(atX: bar.maxX) == 600)
        #expect(timeline.tick(atX: bar.minX + bar.size.x / 2) == 300)
        #expect(timeline.tick(atX: 0) == 0)
        #expect(timeline.tick(atX: 720) == 600)
        #expect(timeline.tick(atX: bar.minX + bar.size.x / 600 * 0.4) == 0)   // rounds to the nearest tick
        #expect(timeline.tick(atX: bar.minX + bar.size.x / 600 * 0.6) == 1)
        for tick: UInt64 in [0, 1, 17, 299, 600] {
            #expect(timeline.tick(atX: timeline.x(forTick: tick)) == tick)
        }
        #expect(timeline.x(forTick: 10_000) == bar.maxX)
        let empty = ReplayTimeline(canvasSize: Vec2(720, 1280), lastTick: 0)
        #expect(empty.tick(atX: 500) == 0 && empty.x(forTick: 0) == empty.bar.minX)
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

    @Test("the strip shows the state, speed, tick, time and checkpoints; the end and seeks in the corner")
    func drawsState() throws {
        let controls = makeControls(try makeReplayPlayer())
        try controls.update(elapsedNanoseconds: 2 * frameNanoseconds)
        #expect(texts(controls) == drawnAs(["PLAYING  ×1", "tick 2 / 600", "00:00 / 00:10", "Space pause   ←/→ 5 s   1–6 speed   H hide"]))
        #expect(markCount(controls) == 10)   // one a second

        controls.seek(to: 502)
        try controls.update(elapsedNanoseconds: frameNanoseconds)
        #expect(texts(controls).last == "seeking…8%")   // 40 of 500 ticks
        #expect(texts(controls).first == "PLAYING×1")

        controls.setSpeed(index: 3)
        while !controls.hasEnded { try controls.update(elapsedNanoseconds: frameNanoseconds) }
        #expect(texts(controls) == drawnAs(["PAUSED  ×2", "tick 600 / 600", "00:10 / 00:10", "end of replay"]))
    }

    @Test("checkpoint marks closer than 4 canvas pixels are thinned out")
    func thinsMarks() throws {
        let controls = makeControls(try makeReplayPlayer(ticks: 36_000))
        // 600 checkpoints on a 648 px bar are 1.08 px apart: every fourth is drawn.
        #expect(markCount(controls) == 150)
    }

    // MARK: - Helpers

    private func drawn(_ controls: ReplayControls) -> [DrawCommand] {
        var list = DrawList()
        controls.timeline.draw(controls, into: &list)
        return list.items.map(\.command)
    }

    /// The strings drawn, each laid out in one run of clusters that leaves out the spaces.
    private func texts(_ controls: ReplayControls) -> [String] {
        drawn(controls).compactMap { if case .textRun(let run) = $0 { String(run.clusters) } else { nil } }
    }

    /// `strings` as `texts(_:)` finds them drawn: without their spaces.
    private func drawnAs(_ strings: [String]) -> [String] { strings.map { $0.filter { $0 != " " } } }

    private func markCount(_ controls: ReplayControls) -> Int {
        drawn(controls).filter { if case .line = $0 { true } else { false } }.count
    }
}
