import Engine
import Replay
import UI

/// Plays a replay in a window of a `DesktopWindow`, letterboxed to the canvas like `WindowHost`,
/// with the timeline (kit widgets) in a strip of its own under the canvas and toasts at the
/// canvas's top, so neither hides the bottom of the scene (where the sticker jar's pile is).
///
/// Playback follows real time scaled by the chosen speed; seeks restore the nearest keyframe and
/// re-simulate the rest a slice a frame (see `ReplayControls`). The scene only ever gets the
/// replay's own input: keys drive playback and the mouse only the timeline. Keys: Space/P/F5
/// pause, `.`/F6 (or → while paused) one tick, ←/→ 5 s, Home/End, `-`/`=` or `[`/`]` speed
/// down/up, 1–6 ×0.25…×8, H hide the timeline, F1 physics debug draw, F2 frame-time graph, F3 the
/// inspector (which then takes the keys but F5, F6 and the other function keys, and follows the
/// playhead), F11 fullscreen, F12 screenshot, Esc/Q close.
package final class ReplayViewer {
    /// Where the toasts stack down from, in canvas pixels.
    static let toastTop = 20.0

    private let window: any DesktopWindow
    package let controls: ReplayControls
    private let timeline: ReplayTimeline
    /// The timeline's widgets' hover, press and drag.
    package private(set) var timelineState = UIState()
    private let screenshotDirectory: String
    private var graph = FrameTimeGraph()
    private var toasts: HostToasts
    private var inspector = Inspector()
    private let typesetter: Typesetter
    private var showPhysics = false
    private var showGraph = false
    private var showTimeline = true
    private var running = true
    /// The keyframe warning last shown, so each new one toasts once.
    private var shownKeyframeWarning: String?
    /// Reads the monotonic clock, in nanoseconds (tests hand in their own).
    private let now: () -> UInt64

    /// Opens a window of `desktop` titled `title` on `player`'s replay, from the tick it shows;
    /// F12 screenshots go to `screenshotDirectory`.
    /// - Throws: what `desktop` throws when there is no display, or `FontError` when a font file
    ///   is missing.
    package init(player: ReplayPlayer, title: String, screenshotDirectory: String, desktop: any DesktopWindow.Type,
                 now: @escaping () -> UInt64 = RealTimeDriver.nowNanoseconds) throws {
        controls = ReplayControls(player: player, now: now)
        timeline = ReplayTimeline(canvasSize: player.runner.context.canvasSize, lastTick: player.replay.lastTick)
        toasts = try HostToasts()
        typesetter = try Typesetter.shared()
        self.screenshotDirectory = screenshotDirectory
        self.now = now
        window = try desktop.open(title: title, canvasSize: player.runner.context.canvasSize, controlsHeight: ReplayTimeline.height)
    }

    /// Plays until the window closes or Esc or Q is pressed; `frameLimit` stops it after that
    /// many frames (for tests).
    /// - Throws: whatever the scene's set-up throws when a seek backwards restarts it.
    package func run(frameLimit: Int? = nil) throws {
        var lastFrame = now(), frames = 0
        running = true
        while running {
            let frameStart = now()
            handle(window.events())
            try controls.update(elapsedNanoseconds: frameStart - lastFrame)
            lastFrame = frameStart
            if controls.takeEndAnnouncement() { toast(HostStrings.endOfReplay) }
            announceKeyframeWarning()
            window.present(frame(), images: controls.player.runner.context.assets)
            graph.add(milliseconds: Double(now() - frameStart) / 1e6)
            frames += 1
            if let frameLimit, frames >= frameLimit { running = false }
        }
    }

    // MARK: - Input

    private func handle(_ events: [DesktopEvent]) {
        var forTimeline: [InputEvent] = []
        for event in events {
            switch event {
            case .quit:
                running = false
            case .key(let key, isDown: true, let isRepeat, let input):
                if inspector.isOpen && !key.rawValue.hasPrefix("f") && key != .pause {
                    inspectKey(key, event: input)
                } else {
                    handleKey(key, isRepeat: isRepeat)
                }
            case .input(let input):
                if inspector.isOpen, !isOnTimeline(input), inspector.handle(input, panel: inspectorPanel) { continue }
                switch input {
                case .pointerDown, .pointerMove, .pointerUp: forTimeline.append(input)
                default: break   // the scene gets the replay's input only
                }
            case .key, .fileDropped, .controllerConnected:
                break   // the scene gets the replay's input only
            }
        }
        if showTimeline || timelineState.dragging != nil { runTimeline(forTimeline) }
    }

    /// Gives the timeline's widgets the frame's pointer input and acts on what they report.
    private func runTimeline(_ input: [InputEvent]) {
        let response = timeline.tree(controls).handle(input, state: &timelineState, theme: ReplayTimeline.theme)
        for action in response.actions {
            switch action {
            case .tapped(ReplayTimeline.playButton): controls.togglePause()
            case .tapped(ReplayTimeline.slowerButton): controls.changeSpeed(by: -1)
            case .tapped(ReplayTimeline.fasterButton): controls.changeSpeed(by: 1)
            case .valueChanged(ReplayTimeline.bar, let value): controls.scrub(to: UInt64(max(0, value.rounded())))
            default: break
            }
        }
        if controls.isScrubbing && timelineState.dragging != ReplayTimeline.bar { controls.endScrub() }
    }

    /// Gives a key to the open inspector; Esc closes it.
    private func inspectKey(_ key: Key, event: InputEvent?) {
        if key == .escape {
            toggleInspector()
        } else if let event {
            inspector.handle(event, panel: inspectorPanel)
        }
    }

    /// Whether a pointer event is the timeline's while the inspector is open: on its strip below
    /// the canvas, or a release, which ends a scrub wherever it happens.
    private func isOnTimeline(_ input: InputEvent) -> Bool {
        switch input {
        case .pointerUp: true
        case .pointerDown(let point, _), .pointerMove(let point): point.y >= inspectorPanel.maxY || controls.isScrubbing
        default: false
        }
    }

    private var inspectorPanel: Rect { Inspector.panel(canvas: controls.player.runner.context.canvasSize) }

    /// Opens or closes the inspector, with the desktop's text input on while it is open.
    private func toggleInspector() {
        inspector.toggle()
        window.setTextInput(caret: inspector.isOpen ? Inspector.searchCaret(panel: inspectorPanel) : nil)
    }

    /// Acts on the viewer's own keys and hands the rest to the controls.
    private func handleKey(_ key: Key, isRepeat: Bool) {
        switch key.rawValue {
        case "escape", "q": running = false
        case "f1" where !isRepeat: showPhysics.toggle()
        case "f2" where !isRepeat: showGraph.toggle()
        case "f3" where !isRepeat: toggleInspector()
        case "h" where !isRepeat: showTimeline.toggle()
        case "f11" where !isRepeat: window.toggleFullscreen()
        case "f12" where !isRepeat: takeScreenshot()
        default: controls.handleKey(key, isRepeat: isRepeat)
        }
    }

    // MARK: - Drawing

    /// The scene at the tick shown, with the viewer's overlays and the timeline on top.
    private func frame() -> DrawList {
        let runner = controls.player.runner
        var list = runner.draw(interpolation: controls.interpolation)
        let now = now()
        list.onLayer(Int.max - 1) { list in
            if showPhysics {
                PhysicsDebugDraw.draw(runner.context.physics, view: runner.context.physicsView, into: &list)
            }
            if showGraph {
                let band = OverlayPlacement.band(canvas: list.canvasSize, occupied: runner.scene.occupiedRegions(context: runner.context))
                graph.draw(in: OverlayPlacement.graph(in: band), into: &list)
            }
            if showTimeline { timeline.draw(controls, state: timelineState, typesetter: typesetter, into: &list) }
            toasts.draw(into: &list, now: now, anchor: .top(Self.toastTop))
            if inspector.isOpen {
                // The inspector follows the playhead at once while paused or scrubbing.
                inspector.follow(runner, now: now, immediately: controls.isPaused || controls.isScrubbing)
                inspector.draw(in: inspectorPanel, into: &list, typesetter: typesetter)
            }
        }
        return list
    }

    /// Saves the scene's frame (without the timeline) as a canvas-sized PNG named after the
    /// scene and the tick, and says where in a toast.
    private func takeScreenshot() {
        let runner = controls.player.runner
        let name = "diorama-\(type(of: runner.scene).info.id)-tick\(controls.tick)"
        do {
            let path = try window.saveScreenshot(runner.draw(interpolation: controls.interpolation),
                                                 images: runner.context.assets, in: screenshotDirectory, name: name)
            toast(HostStrings.screenshotSaved(path))
        } catch {
            toast(HostStrings.screenshotFailed(error))
        }
    }

    /// Says in a toast, once, why seeks now re-simulate instead of restoring keyframes.
    private func announceKeyframeWarning() {
        guard let warning = controls.player.keyframeWarning, warning != shownKeyframeWarning else { return }
        shownKeyframeWarning = warning
        toast(warning)
    }

    private func toast(_ text: String) { toasts.show(text, now: now()) }
}
