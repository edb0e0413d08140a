import Engine
import Replay
import UI

/// The replay viewer's timeline: a strip under the canvas (the viewer's window has room for it
/// there, so it never covers the scene) built from kit widgets. A Play/Pause button, slower and
/// faster buttons around the speed, and the status; a slider over the whole replay to click or
/// drag, with the part the keyframes reach and the checkpoints marked under it; the time and
/// the tick.
///
/// It lays the widgets out and draws the marks; `ReplayControls` decides what the actions do.
package struct ReplayTimeline {
    // MARK: - Layout

    /// The strip's height, in canvas pixels.
    package static let height = 110.0
    /// The space left and right of the widgets, in canvas pixels.
    package static let margin = 36.0
    /// Checkpoint marks closer together than this are thinned out, in canvas pixels.
    package static let minimumMarkSpacing = 4.0
    /// The kit's look the strip is drawn in.
    package static let theme = Theme.standard

    /// The Play/Pause button.
    package static let playButton: WidgetID = "replay.play"
    /// The button that slows playback a step.
    package static let slowerButton: WidgetID = "replay.slower"
    /// The button that speeds playback up a step.
    package static let fasterButton: WidgetID = "replay.faster"
    /// The slider over the replay's ticks.
    package static let bar: WidgetID = "replay.bar"
    /// The band under the slider where the keyframes' reach and the checkpoints are drawn.
    package static let marks: WidgetID = "replay.marks"

    /// The whole strip, in canvas pixels: a press anywhere in it belongs to the timeline.
    package let panel: Rect
    /// The replay's last tick.
    package let lastTick: UInt64

    /// The timeline of a replay of `lastTick` ticks, under a canvas of `canvasSize` canvas pixels.
    package init(canvasSize: Vec2, lastTick: UInt64) {
        panel = Rect(x: 0, y: canvasSize.y, width: canvasSize.x, height: Self.height)
        self.lastTick = lastTick
    }

    /// The slider's frame, in canvas pixels; its track spans the replay.
    package var barFrame: Rect {
        Rect(x: Self.margin - Widget.thumbRadius, y: panel.minY + 46, width: panel.size.x - 2 * Self.margin + 2 * Widget.thumbRadius,
             height: 28)
    }

    /// The widgets for `controls`' state: the buttons, the speed and the tick along the top,
    /// the slider with its marks under it, the time and the status along the bottom.
    package func tree(_ controls: ReplayControls) -> UITree {
        let top = panel.minY + 2, rowHeight = 44.0
        var x = Self.margin
        func next(_ width: Double) -> Rect {
            defer { x += width + 8 }
            return Rect(x: x, y: top, width: width, height: rowHeight)
        }
        let play = Widget(Self.playButton, frame: next(112),
                          kind: .button(controls.isPaused ? HostStrings.replayPlay : HostStrings.replayPause, role: .primary))
        let slower = Widget(Self.slowerButton, frame: next(rowHeight), kind: .iconButton(.minus, name: HostStrings.replaySlower, role: .secondary),
                            isEnabled: controls.speed > ReplayControls.speeds.first!)
        let speed = Widget("replay.speed", frame: next(64), kind: .label(Self.label(speed: controls.speed), style: .caption, alignment: .center))
        let faster = Widget(Self.fasterButton, frame: next(rowHeight), kind: .iconButton(.plus, name: HostStrings.replayFaster, role: .secondary),
                            isEnabled: controls.speed < ReplayControls.speeds.last!)
        let tick = Widget("replay.tick", frame: Rect(x: x, y: top, width: panel.maxX - Self.margin - x, height: rowHeight),
                          kind: .label(HostStrings.replayTick(controls.tick, of: lastTick), style: .caption, alignment: .right))
        let marks = Widget(Self.marks, frame: Rect(x: Self.margin, y: barFrame.maxY - 2, width: panel.size.x - 2 * Self.margin, height: 10),
                           kind: .content(Self.marks.rawValue))
        let bar = Widget(Self.bar, frame: barFrame,
                         kind: .slider(value: Double(min(controls.tick, lastTick)), range: 0...Double(max(lastTick, 1)), step: 1),
                         isEnabled: lastTick > 0)
        let rowY = panel.maxY - 30, timeWidth = 200.0
        let times = "\(Self.time(ticks: controls.tick, tickRate: controls.tickRate)) / \(Self.time(ticks: lastTick, tickRate: controls.tickRate))"
        let time = Widget("replay.time", frame: Rect(x: Self.margin, y: rowY, width: timeWidth, height: 30),
                          kind: .label(times, style: .caption, alignment: .left))
        let status = Widget("replay.status", frame: Rect(x: Self.margin + timeWidth, y: rowY, width: panel.size.x - 2 * Self.margin - timeWidth, height: 30),
                            kind: .label(Self.status(of: controls) ?? HostStrings.replayKeys, style: .caption, alignment: .right))
        return UITree([play, slower, speed, faster, tick, marks, bar, time, status])
    }

    // MARK: - Mapping

    /// The canvas x of `tick` along the slider's track (ticks past the end at its right end).
    package func x(forTick tick: UInt64) -> Double {
        let left = Self.margin, right = panel.maxX - Self.margin   // the slider's track (`Widget.trackSpan`)
        guard lastTick > 0 else { return left }
        return left + (right - left) * Double(min(tick, lastTick)) / Double(lastTick)
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
        if controls.isSeeking { return HostStrings.replaySeeking(percent: Int(controls.seekProgress * 100)) }
        if controls.hasEnded { return HostStrings.replayEnded }
        return nil
    }

    // MARK: - Drawing

    private static let background = Color(r: 12, g: 14, b: 18, a: 235)
    private static let indexed = Color(r: 96, g: 102, b: 118)
    private static let mark = Color(r: 175, g: 180, b: 192)

    /// Draws the strip for `controls`' state: its background, then the widgets as `state` shows
    /// them (hovered, pressed, dragged), with the marks in their band.
    package func draw(_ controls: ReplayControls, state: UIState, typesetter: Typesetter, into list: inout DrawList) {
        list.fillRect(panel, Self.background)
        tree(controls).draw(into: &list, state: state, theme: Self.theme, typesetter: typesetter) { slot, list in
            guard slot.id == Self.marks else { return }
            drawMarks(controls, in: slot.frame, into: &list)
        }
    }

    /// The band under the track: how far the keyframes reach (seeks there are immediate, like a
    /// video player's buffered part), a mark at each checkpoint, and during a seek its target.
    private func drawMarks(_ controls: ReplayControls, in band: Rect, into list: inout DrawList) {
        let start = x(forTick: 0)
        list.fillRect(Rect(x: start, y: band.minY, width: x(forTick: controls.player.keyframes.reach) - start, height: 3), Self.indexed)
        var lastMark = -Double.infinity
        for checkpoint in controls.player.replay.checkpoints {
            let markX = x(forTick: checkpoint.tick)
            guard markX - lastMark >= Self.minimumMarkSpacing else { continue }
            list.line(Vec2(markX, band.minY + 4), Vec2(markX, band.maxY), Self.mark, width: 2)
            lastMark = markX
        }
        if let target = controls.seekTarget {
            list.strokeCircle(Vec2(x(forTick: target), barFrame.center.y), radius: Widget.thumbRadius + 4, .yellow, width: 3)
        }
    }
}
