import Engine
import Replay
import UI

/// The replay viewer's timeline: a strip under the canvas (the viewer's window has room for it
/// there, so it never covers the scene) with the playback state,
/// the speed, the tick and the time, around a bar to click or drag whose checkpoints are marked
/// under it and whose lighter part shows how far the keyframes reach.
///
/// It holds the layout and the mapping between canvas x and ticks; `ReplayControls` decides what
/// a press does.
package struct ReplayTimeline {
    // MARK: - Layout

    /// The strip's height, in canvas pixels.
    package static let height = 110.0
    /// The space left and right of the bar, in canvas pixels.
    package static let margin = 36.0
    /// Checkpoint marks closer together than this are thinned out, in canvas pixels.
    package static let minimumMarkSpacing = 4.0

    /// The whole strip, in canvas pixels: a press anywhere in it belongs to the timeline.
    package let panel: Rect
    /// The bar, in canvas pixels: its left end is tick 0, its right end the replay's last tick.
    package let bar: Rect
    /// The replay's last tick.
    package let lastTick: UInt64

    /// The timeline of a replay of `lastTick` ticks, under a canvas of `canvasSize` canvas pixels.
    package init(canvasSize: Vec2, lastTick: UInt64) {
        panel = Rect(x: 0, y: canvasSize.y, width: canvasSize.x, height: Self.height)
        bar = Rect(x: Self.margin, y: panel.minY + 44, width: canvasSize.x - 2 * Self.margin, height: 14)
        self.lastTick = lastTick
    }

    // MARK: - Mapping

    /// The tick under canvas x, clamped to the bar's ends.
    package func tick(atX x: Double) -> UInt64 {
        guard lastTick > 0 else { return 0 }
        let fraction = min(max((x - bar.minX) / bar.size.x, 0), 1)
        return UInt64((fraction * Double(lastTick)).rounded())
    }

    /// The canvas x of `tick` on the bar (ticks past the end at its right end).
    package func x(forTick tick: UInt64) -> Double {
        guard lastTick > 0 else { return bar.minX }
        return bar.minX + bar.size.x * Double(min(tick, lastTick)) / Double(lastTick)
    }

    /// `ticks` of replay time as `mm:ss`, or `h:mm:ss` from an hour on.
    package static func time(ticks: UInt64, tickRate: Int) -> String {
        let seconds = ticks / UInt64(tickRate)
        let hours = seconds / 3600, minutes = seconds / 60 % 60
        func twoDigits(_ value: UInt64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let minutesAndSeconds = "\(twoDigits(minutes)):\(twoDigits(seconds % 60))"
        return hours > 0 ? "\(hours):\(minutesAndSeconds)" : minutesAndSeconds
    }

    /// A playback speed as shown: ×0.25, ×0.5, ×1, ×2 …
    package static func label(speed: Double) -> String {
        speed == speed.rounded() ? "×\(Int(speed))" : "×\(speed)"
    }

    /// What the status corner says: the seek's progress, the end, or nil.
    package static func status(of controls: ReplayControls) -> String? {
        if controls.isSeeking { return "seeking… \(Int(controls.seekProgress * 100))%" }
        if controls.hasEnded { return "end of replay" }
        return nil
    }

    // MARK: - Drawing

    private static let background = Color(r: 12, g: 14, b: 18, a: 235)
    private static let track = Color(r: 64, g: 68, b: 80)
    private static let indexed = Color(r: 96, g: 102, b: 118)
    private static let played = Color(r: 110, g: 175, b: 235)
    private static let mark = Color(r: 175, g: 180, b: 192)
    private static let hint = Color(r: 150, g: 155, b: 165)

    /// Draws the strip for `controls`' state.
    package func draw(_ controls: ReplayControls, into list: inout DrawList) {
        list.fillRect(panel, Self.background)

        let state = controls.isPaused ? "PAUSED" : "PLAYING"
        list.text("\(state)  \(Self.label(speed: controls.speed))", at: Vec2(bar.minX, panel.minY + 8), size: 24,
                  color: controls.isPaused ? .yellow : .green)
        list.text("tick \(controls.tick) / \(lastTick)", at: Vec2(bar.maxX, panel.minY + 8), size: 24, alignment: .right)

        drawBar(controls, into: &list)

        let rowY = bar.maxY + 14
        let times = "\(Self.time(ticks: controls.tick, tickRate: controls.tickRate)) / \(Self.time(ticks: lastTick, tickRate: controls.tickRate))"
        list.text(times, at: Vec2(bar.minX, rowY), size: 22)
        if let status = Self.status(of: controls) {
            list.text(status, at: Vec2(bar.maxX, rowY), size: 22, color: .yellow, alignment: .right)
        } else {
            list.text("Space pause   ←/→ 5 s   1–6 speed   H hide", at: Vec2(bar.maxX, rowY + 3), size: 18, color: Self.hint,
                      alignment: .right)
        }
    }

    /// The bar: the part keyframes reach (seeks there are immediate, like a video player's
    /// buffered part), the played part, checkpoint marks, the tick shown and, during a seek, its target.
    private func drawBar(_ controls: ReplayControls, into list: inout DrawList) {
        list.fillRect(bar, Self.track)
        let indexed = x(forTick: controls.player.keyframes.reach)
        list.fillRect(Rect(x: bar.minX, y: bar.minY, width: indexed - bar.minX, height: bar.size.y), Self.indexed)
        let shown = x(forTick: controls.tick)
        list.fillRect(Rect(x: bar.minX, y: bar.minY, width: shown - bar.minX, height: bar.size.y), Self.played)
        var lastMark = -Double.infinity
        for checkpoint in controls.player.replay.checkpoints {
            let markX = x(forTick: checkpoint.tick)
            guard markX - lastMark >= Self.minimumMarkSpacing else { continue }
            list.line(Vec2(markX, bar.maxY + 3), Vec2(markX, bar.maxY + 9), Self.mark, width: 2)
            lastMark = markX
        }
        let middle = bar.minY + bar.size.y / 2
        list.fillCircle(Vec2(shown, middle), radius: 10, .white)
        if let target = controls.seekTarget {
            list.strokeCircle(Vec2(x(forTick: target), middle), radius: 12, .yellow, width: 3)
        }
    }
}
