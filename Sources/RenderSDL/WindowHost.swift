import CSDL2
import Engine
import Foundation

/// Plays scenes in a resizable SDL window, letterboxed to the 720 × 1280 canvas.
///
/// Each frame: SDL events become tick-stamped input for the next tick, the real-time clock
/// decides how many fixed ticks run, the scene's draw list (plus host overlays) is rendered,
/// and the frame is presented with vsync. Host keys never reach the scene: Esc (back to the
/// launcher, or quit from it), F1 physics debug draw, F2 frame-time graph, F11 fullscreen,
/// F12 screenshot, P pause, `.` one step while paused.
public final class WindowHost {
    /// How the window starts.
    public struct Options {
        /// The window's title prefix.
        public var title = "Diorama"
        /// The window's first size in screen pixels (the canvas is scaled into it).
        public var width: Int32 = 450
        public var height: Int32 = 800
        /// Where F12 screenshots go.
        public var screenshotDirectory: String
        /// Called with every input event the scene receives, stamped with its tick, and on
        /// every scene switch (for recording sessions).
        public var observer: SessionObserver?

        public init(screenshotDirectory: String) { self.screenshotDirectory = screenshotDirectory }
    }

    private let options: Options
    private let window: OpaquePointer
    private let renderer: OpaquePointer
    /// Released before the SDL renderer it draws with (its textures belong to that renderer).
    private var drawer: DrawListRenderer?
    private var controllers: [OpaquePointer] = []

    private var runner: SceneRunner
    private let factory: SessionFactory
    private var seed: UInt64
    private var driver = RealTimeDriver()
    private var accelerometer = AccelerometerTilt()
    private var graph = FrameTimeGraph()
    private var toasts = Toasts()
    private var showPhysics = false
    private var showGraph = false
    private var paused = false
    private var running = true

    /// Opens the window on `runner`'s scene.
    /// - Throws: `RenderError` when there is no display or SDL cannot make a window.
    public init(runner: SceneRunner, factory: SessionFactory, seed: UInt64, options: Options) throws {
        self.runner = runner
        self.factory = factory
        self.seed = seed
        self.options = options
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_GAMECONTROLLER) == 0 else { throw RenderError.sdl("SDL_Init") }
        guard let window = SDL_CreateWindow(options.title, DIORAMA_SDL_WINDOWPOS_CENTERED, DIORAMA_SDL_WINDOWPOS_CENTERED,
                                            options.width, options.height,
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue) else {
            SDL_Quit()
            throw RenderError.sdl("SDL_CreateWindow")
        }
        let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
        guard let renderer = SDL_CreateRenderer(window, -1, flags) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw RenderError.sdl("SDL_CreateRenderer")
        }
        self.window = window
        self.renderer = renderer
        let canvas = runner.context.canvasSize
        SDL_RenderSetLogicalSize(renderer, Int32(canvas.x), Int32(canvas.y))
        drawer = try DrawListRenderer(renderer: renderer)
        SDL_EventState(UInt32(SDL_DROPFILE.rawValue), Int32(SDL_ENABLE))
        updateTitle()
        options.observer?.sessionStarted(runner: runner, seed: seed)
    }

    deinit {
        drawer = nil
        for controller in controllers { SDL_GameControllerClose(controller) }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Runs until the window closes or a scene asks to quit.
    public func run() throws {
        while running {
            let frameStart = RealTimeDriver.nowNanoseconds()
            pollEvents()
            for event in accelerometer.drain() { send(event) }
            if paused {
                var idle = FixedClock()
                _ = driver.ticksForFrame(&idle)
            } else {
                runner.runFrame(&driver)
            }
            try handleRequest()
            renderFrame()
            SDL_RenderPresent(renderer)
            graph.add(milliseconds: Double(RealTimeDriver.nowNanoseconds() - frameStart) / 1e6)
        }
    }

    // MARK: - Input

    private func send(_ event: InputEvent) {
        options.observer?.input(TimedInput(tick: runner.nextTick, event: event))
        runner.send(event)
    }

    private func pollEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                running = false
            case SDL_KEYDOWN where handleHostKey(event.key.keysym.sym, isRepeat: event.key.repeat != 0):
                break
            case SDL_KEYUP where isHostKey(event.key.keysym.sym):
                break
            case SDL_TEXTINPUT where isHostText(event):
                break
            case SDL_CONTROLLERDEVICEADDED:
                openController(Int32(event.cdevice.which))
            case SDL_CONTROLLERSENSORUPDATE where event.csensor.sensor == SDL_SENSOR_ACCEL.rawValue:
                let d = event.csensor.data
                accelerometer.feed(x: d.0, y: d.1, z: d.2)
            case SDL_DROPFILE:
                if let file = event.drop.file {
                    send(.fileDrop(String(cString: file)))
                    SDL_free(file)
                }
            default:
                if let input = SDLInputMapping.event(event) { send(input) }
            }
        }
    }

    private static let hostKeys: [SDL_Keycode] = [SDLK_ESCAPE, SDLK_F1, SDLK_F2, SDLK_F11, SDLK_F12, SDLK_p, SDLK_PERIOD]
        .map { SDL_Keycode($0.rawValue) }

    private func isHostKey(_ key: SDL_Keycode) -> Bool { Self.hostKeys.contains(key) }

    /// Whether a text event is the text of a host key ("p" or "."), which the scene must not see.
    private func isHostText(_ e: SDL_Event) -> Bool {
        guard case .text(let s) = SDLInputMapping.event(e) else { return false }
        return s == "p" || s == "P" || s == "."
    }

    /// Acts on a host key; returns false for keys that belong to the scene.
    private func handleHostKey(_ key: SDL_Keycode, isRepeat: Bool) -> Bool {
        guard isHostKey(key) else { return false }
        if isRepeat { return true }
        switch Int(key) {
        case Int(SDLK_ESCAPE.rawValue):
            if type(of: runner.scene) == LauncherScene.self { running = false }
            else { runner.context.request = .switchTo(id: LauncherScene.info.id) }
        case Int(SDLK_F1.rawValue): showPhysics.toggle()
        case Int(SDLK_F2.rawValue): showGraph.toggle()
        case Int(SDLK_F11.rawValue):
            let fullscreen = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
            SDL_SetWindowFullscreen(window, fullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
        case Int(SDLK_F12.rawValue): takeScreenshot()
        case Int(SDLK_p.rawValue):
            paused.toggle()
            toast(paused ? "Paused: P resumes, . steps one tick" : "Resumed")
        case Int(SDLK_PERIOD.rawValue):
            if paused { runner.runTick() } else { toast("Press P to pause first; . steps one tick") }
        default: break
        }
        return true
    }

    private func openController(_ index: Int32) {
        guard let controller = SDL_GameControllerOpen(index) else { return }
        controllers.append(controller)
        if SDL_GameControllerHasSensor(controller, SDL_SENSOR_ACCEL) == SDL_TRUE {
            SDL_GameControllerSetSensorEnabled(controller, SDL_SENSOR_ACCEL, SDL_TRUE)
            toast("Controller connected: tilt it to tilt the scene")
        }
    }

    // MARK: - Scene switching

    private func handleRequest() throws {
        guard let request = runner.context.request else { return }
        runner.context.request = nil
        switch request {
        case .quit:
            running = false
        case .switchTo(let id, let parameters):
            runner = try factory.makeRunner(sceneID: id, seed: seed, parameters: parameters)
            paused = false
            updateTitle()
            options.observer?.sessionStarted(runner: runner, seed: seed)
        }
    }

    private func updateTitle() {
        let info = type(of: runner.scene).info
        SDL_SetWindowTitle(window, info.id == LauncherScene.info.id ? options.title : "\(options.title): \(info.title)")
    }

    // MARK: - Drawing

    /// Draws the scene and the host's overlays into the back buffer.
    private func renderFrame() {
        var list = runner.draw(interpolation: paused ? 1 : runner.clock.interpolation)
        let now = RealTimeDriver.nowNanoseconds()
        list.onLayer(Int.max - 1) { list in
            if showPhysics {
                PhysicsDebugDraw.draw(runner.context.physics, view: runner.context.physicsView, into: &list)
            }
            if showGraph { graph.draw(into: &list) }
            if paused {
                list.text("PAUSED  tick \(runner.nextTick)", at: Vec2(list.canvasSize.x / 2, 120), size: 30,
                          color: .yellow, alignment: .center)
            }
            toasts.draw(into: &list, now: now)
        }
        drawer?.render(list, images: runner.context.assets)
    }

    private func toast(_ text: String) { toasts.show(text, now: RealTimeDriver.nowNanoseconds()) }

    /// Saves the frame as a canvas-sized PNG (rendered offscreen, so the window's size and
    /// letterbox bars do not matter) and says where in a toast.
    private func takeScreenshot() {
        let path = options.screenshotDirectory + "/diorama-\(type(of: runner.scene).info.id)-\(Self.timestamp()).png"
        do {
            let backend = try OffscreenBackend(size: runner.context.canvasSize)
            let image = try backend.render(runner.draw(interpolation: paused ? 1 : runner.clock.interpolation),
                                           images: runner.context.assets)
            try SaveStore(directory: options.screenshotDirectory).createDirectory()
            try image.writePNG(to: path)
            toast("Screenshot saved to \(path)")
        } catch {
            toast("Screenshot failed: \(error)")
        }
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}
