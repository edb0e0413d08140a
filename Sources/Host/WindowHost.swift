import Engine
import Foundation
import UI

/// Plays scenes in a resizable window on the desktop (`DesktopWindow`), letterboxed to the 720 × 1280 canvas (or the canvas
/// and window a session's `WindowHint` asks for: a small always-on-top widget).
///
/// Each frame: the desktop's events become tick-stamped input for the next tick, the real-time clock
/// decides how many fixed ticks run, the scene's draw list (plus host overlays) is rendered,
/// and the frame is presented with vsync. Host keys (`HostKey`) never reach the scene: Esc (back
/// to the launcher, or quit from it; the scene's while it has an overlay or text input), F1
/// physics debug draw, F2 frame-time graph, F3 inspector, F5 or Pause pause, F6 one step while
/// paused, F7 rewind (in a dev session), F11 fullscreen, F12 screenshot. It serves the effects the
/// scene asks for (`Effect`: sounds, rumble, the clipboard, files, jobs), turns the desktop's text
/// input on and off as the scene asks (`SceneRunner.textInput`), and tells a session running on
/// the wall clock each new minute (`InputEvent.clock`).
public final class WindowHost: EffectServer {
    /// How the window starts.
    public struct Options {
        /// The window's title prefix.
        public var title = "Diorama"
        /// The frame to open at, when it lies on a display (benchmarks set it); else the one kept
        /// in `frameStore`.
        public var initialFrame: WindowFrame?
        /// Where the window's frame is kept between runs; without one, the window opens at the
        /// largest size that fits the display.
        public var frameStore: WindowFrameStore?
        /// Told what went wrong that the user should hear of but that does not stop the window,
        /// e.g. a damaged `window.json`; prints to standard error by default.
        public var warn: (String) -> Void = { FileHandle.standardError.write(Data((HostStrings.warning($0) + "\n").utf8)) }
        /// Where F12 screenshots go.
        public var screenshotDirectory: String
        /// Called when a scene session ends (a switch or the window closing), e.g. to finish
        /// its replay.
        public var sessionEnded: ((SceneRunner) -> Void)?
        /// Called after each frame with the frame's time (events, ticks, drawing and presenting),
        /// in milliseconds; benchmarks use it to measure and to feed input.
        public var frameEnded: ((_ milliseconds: Double, _ runner: SceneRunner) -> Void)?
        /// Closes the window after this many frames, when set.
        public var frameLimit: Int?
        /// The supervisor of a `diorama dev` session, when the window plays one: its build
        /// status is drawn over the scene, and F7 rewinds.
        package var dev: DevLink?

        /// Options with screenshots going to `screenshotDirectory` and the rest as they default.
        public init(screenshotDirectory: String) { self.screenshotDirectory = screenshotDirectory }
    }

    private let options: Options
    private let window: any DesktopWindow

    private var runner: SceneRunner
    private let makeSession: (_ sceneID: String, _ parameters: [String: String]) throws -> SceneRunner
    private var driver = RealTimeDriver()
    private var graph = FrameTimeGraph()
    private var toasts: HostToasts
    private var inspector = Inspector()
    private let typesetter: Typesetter
    private var showPhysics = false
    private var showGraph = false
    private var paused = false
    /// The caret rectangle text input was last turned on with, in canvas pixels; nil while text
    /// input is off.
    private var textInputCaret: Rect?
    private let jobs = JobHost()
    /// The scene switch a host key asked for (Esc back to the launcher), acted on like a scene's.
    private var hostHandOver: SceneRequest?
    private var running = true
    private var frames = 0
    /// The wall-clock minute (since 1970) the scene was last told, while its session runs on the
    /// wall clock (`SceneInfo.followsWallClock`); nil for other sessions.
    private var clockMinute: Int64?
    /// The tick the user rewound a dev session to (F7), which ended the window's run.
    package private(set) var rewindTick: UInt64?
    /// How far F7 rewinds a dev session, in seconds.
    package static let rewindSeconds = 5

    /// The window's frame, or nil while it is fullscreen or maximised.
    package var windowFrame: WindowFrame? { window.windowedFrame }

    /// Lets go of the audio output and the game controllers once the run is over, the window
    /// staying on screen (a dev session's window while the next binary takes over).
    package func releaseDevices() { window.releaseDevices() }

    /// Opens a `desktop` window on `runner`'s scene; `makeSession` starts the scenes switched to
    /// later.
    /// - Throws: what `desktop` throws when there is no display or it cannot make a window, or
    ///   `FontError` when a font file is missing.
    package init(runner: SceneRunner, options: Options, desktop: any DesktopWindow.Type,
                 makeSession: @escaping (_ sceneID: String, _ parameters: [String: String]) throws -> SceneRunner) throws {
        self.runner = runner
        self.makeSession = makeSession
        self.options = options
        toasts = try HostToasts()
        typesetter = try Typesetter.shared()
        let hint = runner.context.windowHint
        var frame = options.initialFrame
        // The kept frame is the usual window's; a widget opens at its own size.
        if frame == nil && hint.isStandard {
            do { frame = try options.frameStore?.load() } catch { options.warn("\(error)") }
        }
        window = try desktop.open(title: options.title, canvasSize: runner.context.canvasSize, frame: frame, hint: hint)
        runner.server = self
        updateTitle()
        followWallClock()
    }

    /// Runs until the window closes or a scene asks to quit.
    public func run() throws {
        while running {
            let frameStart = RealTimeDriver.nowNanoseconds()
            handleEvents()
            followDev()
            tellTheTime()
            if paused {
                var idle = FixedClock()
                _ = driver.ticksForFrame(&idle)
            } else {
                runner.runFrame(&driver)
            }
            jobs.deliverFinished(to: runner)
            followTextInput()
            try handleRequest()
            renderFrame()
            let milliseconds = Double(RealTimeDriver.nowNanoseconds() - frameStart) / 1e6
            graph.add(milliseconds: milliseconds)
            options.frameEnded?(milliseconds, runner)
            frames += 1
            if let limit = options.frameLimit, frames >= limit { running = false }
        }
        endSession()
        runner.server = nil   // the runner and the host hold each other until now
        keepFrame()
    }

    /// Keeps the window's frame for the next run, unless it is maximised or a widget's.
    private func keepFrame() {
        guard runner.context.windowHint.isStandard, let store = options.frameStore, let frame = window.windowedFrame else { return }
        do { try store.save(frame) } catch { options.warn(HostStrings.windowFrameNotSaved(error)) }
    }

    /// Lets the scene save, then tells the host's owner (e.g. to finish the replay).
    private func endSession() {
        jobs.finishAll()
        runner.end()
        options.sessionEnded?(runner)
    }

    // MARK: - Input

    private func send(_ event: InputEvent) { runner.send(event) }

    /// Starts telling the session the time as it passes when it runs on the wall clock.
    private func followWallClock() {
        let now = Date()
        clockMinute = type(of: runner.scene).info.followsWallClock(runner.context.parameters, now: now, timeZone: .current)
            ? SceneInfo.clockMinute(of: now) : nil
    }

    /// Sends the wall clock's minute when it has moved on since the scene was last told (each
    /// minute, and at once after the machine wakes), as recorded input.
    private func tellTheTime() {
        guard let told = clockMinute else { return }
        let minute = SceneInfo.clockMinute(of: Date())
        guard minute != told else { return }
        clockMinute = minute
        send(.clock(minute: minute))
    }

    /// Shows what a dev session's supervisor said, and ends the run when it asks for the session.
    private func followDev() {
        guard let dev = options.dev else { return }
        for notice in dev.takeNotices() { toast(notice) }
        if dev.shouldEnd { running = false }
    }

    /// Ends a dev session's run to go on `rewindSeconds` earlier, unless a build is under way
    /// (its binary would go on before it is done).
    private func rewind() {
        guard let dev = options.dev else { return toast(HostStrings.devRewindOutsideDev) }
        if case .building = dev.status { return toast(HostStrings.devRewindWhileBuilding) }
        let back = UInt64(Self.rewindSeconds * runner.clock.ticksPerSecond)
        rewindTick = runner.nextTick - min(back, runner.nextTick)
        running = false
    }

    /// Acts on what happened on the desktop since the last frame.
    private func handleEvents() {
        for event in window.events() {
            switch event {
            case .quit:
                running = false
            case .key(.escape, isDown: true, isRepeat: _, input: _) where inspector.isOpen:
                inspector.toggle()
            case .key(let key, let isDown, let isRepeat, let input):
                if let hostKey = HostKey.taken(key, sceneHasOverlay: runner.scene.hasOverlay(context: runner.context),
                                               textInputActive: runner.textInput != nil) {
                    if isDown { handle(hostKey, isRepeat: isRepeat) }
                } else if let input {
                    route(input)
                }
            case .input(let input):
                route(input)
            case .fileDropped(let path):
                // The file is read now, so the replay keeps the bytes the scene saw.
                do { send(.fileDrop(try DroppedFile(contentsOf: path))) } catch { toast("\(error)") }
            case .controllerConnected:
                toast(HostStrings.controllerConnected)
            }
        }
    }

    /// Gives an event to the inspector while it is open, else to the scene. Releases reach the
    /// scene either way, so a drag or a held key begun before F3 ends there.
    private func route(_ input: InputEvent) {
        switch input {
        case .pointerUp, .keyUp: send(input)
        default: if !inspector.handle(input, panel: Inspector.panel(canvas: runner.context.canvasSize)) { send(input) }
        }
    }

    /// Acts on a host key going down. A held F6 steps on at the desktop's repeat rate; other
    /// host keys ignore repeats.
    private func handle(_ hostKey: HostKey, isRepeat: Bool) {
        if isRepeat && hostKey != .step { return }
        switch hostKey {
        case .back:
            if type(of: runner.scene) == LauncherScene.self { running = false }
            else {
                hostHandOver = .switchTo(id: LauncherScene.info.id,
                                         parameters: [LauncherScene.fromParameter: type(of: runner.scene).info.id])
            }
        case .physicsDebug: showPhysics.toggle()
        case .frameGraph: showGraph.toggle()
        case .inspector: inspector.toggle()
        case .rewind: rewind()
        case .fullscreen: window.toggleFullscreen()
        case .screenshot: takeScreenshot()
        case .pause:
            paused.toggle()
            toast(paused ? HostStrings.pausedHint : HostStrings.resumed)
        case .step:
            if paused {
                runner.runTick()
                followTextInput()
            } else if !isRepeat {
                toast(HostStrings.pauseFirst)
            }
        }
    }

    /// Carries out an effect the scene asked for in the tick just run; answers go back to it as
    /// input for the next tick.
    public func serve(_ effect: Effect, for runner: SceneRunner) {
        switch effect {
        case .play(let sound): window.play(sound)
        case .rumble(let rumble): window.rumble(rumble)
        case .copy(let text): window.writeClipboard(text)
        case .paste: runner.send(.paste(window.readClipboard()))
        case .listFolder(let request): runner.answer(request)
        case .readFile(let path):
            do { try runner.answerFile(at: path) } catch { toast("\(error)") }
        case .save, .removeSave: runner.answerSave(effect)
        case .readSave(let name, let tag): runner.answerSaveRead(name: name, tag: tag)
        case .startJob(let request): jobs.start(request, for: runner)
        case .cancelJob(let tag): jobs.cancel(tag: tag)
        case .handOver, .textInput: break   // the runner keeps these for the host to read
        }
    }

    /// Turns text input on at the caret the scene asks for, moves it, or turns it off.
    private func followTextInput() {
        let wanted = inspector.isOpen ? Inspector.searchCaret(panel: Inspector.panel(canvas: runner.context.canvasSize))
            : runner.textInput?.caret
        guard wanted != textInputCaret else { return }
        window.setTextInput(caret: wanted)
        textInputCaret = wanted
    }

    // MARK: - Scene switching

    private func handleRequest() throws {
        guard let request = runner.takeHandOver() ?? hostHandOver else { return }
        hostHandOver = nil
        switch request {
        case .quit:
            running = false
        case .switchTo(let id, let parameters):
            let next = runner.context.catalog.scene(withID: id)
            // The title shows the next scene at once: ending this session writes its replay and
            // saves, which a busy disk may take seconds over.
            if let next { updateTitle(next.info) }
            endSession()
            // A scene handing over cannot know what the next one takes: pass on only what it does.
            let known = next?.info.knownParameters(of: parameters) ?? parameters
            runner = try makeSession(id, known)
            window.apply(runner.context.windowHint)
            runner.server = self
            followWallClock()
            paused = false
            followTextInput()
            updateTitle()
        }
    }

    /// Titles the window for the scene `info` describes (the running one's by default).
    private func updateTitle(_ info: SceneInfo? = nil) {
        let info = info ?? type(of: runner.scene).info
        window.setTitle(info.id == LauncherScene.info.id ? options.title : "\(options.title): \(info.title)")
    }

    // MARK: - Drawing

    /// Draws the scene and the host's overlays and presents them.
    private func renderFrame() {
        var list = runner.draw(interpolation: paused ? 1 : runner.clock.interpolation)
        let now = RealTimeDriver.nowNanoseconds()
        list.onLayer(Int.max - 1) { list in
            if showPhysics {
                PhysicsDebugDraw.draw(runner.context.physics, view: runner.context.physicsView, into: &list)
            }
            let band = OverlayPlacement.band(canvas: list.canvasSize, occupied: runner.scene.occupiedRegions(context: runner.context))
            if showGraph { graph.draw(in: OverlayPlacement.graph(in: band), into: &list) }
            if paused { Self.drawPausedBanner(tick: runner.nextTick, in: OverlayPlacement.pausedBanner(in: band), into: &list) }
            if let dev = options.dev { DevOverlay.draw(dev.status, in: band, into: &list) }
            toasts.draw(into: &list, now: now, anchor: .bottom(list.canvasSize.y - Self.toastBottomInset))
            if inspector.isOpen {
                inspector.follow(runner, now: now, immediately: paused)
                inspector.draw(in: Inspector.panel(canvas: list.canvasSize), into: &list, typesetter: typesetter)
            }
        }
        window.present(list, images: runner.context.assets)
    }

    /// How far above the canvas's bottom the toasts stack from, in canvas pixels: clear of the
    /// scenes' footer hints.
    static let toastBottomInset = 110.0

    private static func drawPausedBanner(tick: UInt64, in box: Rect, into list: inout DrawList) {
        list.fillRect(box, Color(r: 0, g: 0, b: 0, a: 170))
        list.text(HostStrings.paused(tick: tick), at: Vec2(box.center.x, box.minY + 12), size: 30, color: .yellow,
                  alignment: .center)
    }

    private func toast(_ text: String) { toasts.show(text, now: RealTimeDriver.nowNanoseconds()) }

    /// Saves the frame as a canvas-sized PNG (rendered offscreen, so the window's size and
    /// letterbox bars do not matter) and says where in a toast.
    private func takeScreenshot() {
        do {
            let path = try window.saveScreenshot(runner.draw(interpolation: paused ? 1 : runner.clock.interpolation),
                                                 images: runner.context.assets, in: options.screenshotDirectory,
                                                 name: "diorama-\(type(of: runner.scene).info.id)")
            toast(HostStrings.screenshotSaved(path))
        } catch {
            toast(HostStrings.screenshotFailed(error))
        }
    }
}
