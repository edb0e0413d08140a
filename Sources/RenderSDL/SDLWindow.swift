import CSDL2
import Engine
import Host

/// A resizable SDL window whose vsynced renderer shows the canvas letterboxed at any window
/// size, and draws draw lists into it: what `WindowHost` and `ReplayViewer` share.
///
/// It starts SDL and quits it again when released, so keep one at a time.
final class SDLWindow {
    private let window: OpaquePointer
    /// Accelerated when SDL can, else software.
    private let renderer: OpaquePointer
    /// Released before the SDL renderer it draws with (its textures belong to that renderer).
    private var drawer: DrawListRenderer?
    /// The renderer's logical size: the canvas plus the controls below it, in canvas pixels.
    private var logicalSize: Vec2
    /// How the window covers its display while fullscreen.
    private enum FullscreenMode {
        /// SDL's desktop fullscreen, which the window manager carries out.
        case desktop
        /// Without a window manager to carry that out: borderless, at the display's bounds.
        case borderless
    }
    /// While fullscreen: how, the windowed frame to go back to, and the frame to keep for the
    /// next run (see `windowedFrame`).
    private var fullscreen: (mode: FullscreenMode, windowed: WindowFrame, kept: WindowFrame)?
    /// How long a window manager may take to carry out a fullscreen request, in milliseconds.
    private static let fullscreenWait: UInt32 = 500

    /// Starts SDL's `subsystems` (`SDL_INIT_VIDEO` at least) and opens a window titled `title`
    /// at `frame` when that still lies on a display, else at the size `hint` asks for in the
    /// first display's top-right corner, else the largest that fits its usable area; above
    /// other windows when `hint` asks. Its renderer's logical size is `canvasSize` (canvas
    /// pixels, usually 720 × 1280) plus `controlsHeight` canvas pixels below it for controls that
    /// must not cover the canvas, so mouse positions arrive in canvas pixels.
    /// - Throws: `RenderError` when there is no display or SDL cannot make the window.
    init(title: String, canvasSize: Vec2, controlsHeight: Double = 0, frame: WindowFrame? = nil, hint: WindowHint = .standard,
         subsystems: UInt32) throws {
        // Input methods: compositions of any length (SDL_TEXTEDITING_EXT), and their own
        // candidate window, which a scene places with its caret (SDL_SetTextInputRect).
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "1")
        guard SDL_Init(subsystems) == 0 else { throw RenderError.sdl("SDL_Init") }
        logicalSize = Vec2(canvasSize.x, canvasSize.y + controlsHeight)
        let chosen = frame.flatMap { $0.fits(onOneOf: Self.displayBounds()) ? $0 : nil } ?? Self.openingFrame(for: hint, aspect: logicalSize)
        let onTop = hint.alwaysOnTop ? SDL_WINDOW_ALWAYS_ON_TOP.rawValue : 0
        guard let window = SDL_CreateWindow(title, Int32(chosen.x), Int32(chosen.y), Int32(chosen.width), Int32(chosen.height),
                                            SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | onTop) else {
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
        resetViewport()
        drawer = try DrawListRenderer(renderer: renderer, retainsPictures: true, retainsLayers: true)
        // SDL starts text input with the video subsystem; it stays off until a scene asks.
        SDL_StopTextInput()
    }

    deinit {
        drawer = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Every display's bounds, in screen pixels.
    private static func displayBounds() -> [WindowFrame] {
        (0..<max(SDL_GetNumVideoDisplays(), 0)).compactMap { index in
            var rect = SDL_Rect()
            guard SDL_GetDisplayBounds(index, &rect) == 0 else { return nil }
            return WindowFrame(rect)
        }
    }

    /// The first display's usable area (without panels and docks), in screen pixels; a
    /// 1280 × 800 guess when SDL cannot tell.
    private static func usableBounds() -> WindowFrame {
        var rect = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &rect) == 0, rect.w > 0, rect.h > 0 else {
            return WindowFrame(x: 0, y: 0, width: 1280, height: 800)
        }
        return WindowFrame(rect)
    }

    /// Where a window for `hint` opens when no kept frame says: at the hint's size in the top-right
    /// corner of the first display's usable area, or the largest of `aspect` that fits it.
    private static func openingFrame(for hint: WindowHint, aspect: Vec2) -> WindowFrame {
        let usable = usableBounds()
        guard let size = hint.windowSize else { return WindowFrame.fitting(aspect: aspect, in: usable) }
        return WindowFrame.corner(size: size, in: usable)
    }

    /// Turns the window into the one `hint` asks for after a switch to a session wanting
    /// another: the canvas's logical size, above other windows or not, and the opening size.
    func apply(_ hint: WindowHint) {
        guard hint.canvasSize != logicalSize || hint.windowSize != nil || hint.alwaysOnTop != currentlyOnTop else { return }
        if fullscreen != nil { toggleFullscreen() }
        logicalSize = hint.canvasSize
        SDL_SetWindowAlwaysOnTop(window, hint.alwaysOnTop ? SDL_TRUE : SDL_FALSE)
        let frame = Self.openingFrame(for: hint, aspect: logicalSize)
        SDL_SetWindowSize(window, Int32(frame.width), Int32(frame.height))
        SDL_SetWindowPosition(window, Int32(frame.x), Int32(frame.y))
        resetViewport()
    }

    /// Whether the window stays above other windows now.
    private var currentlyOnTop: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_ALWAYS_ON_TOP.rawValue != 0 }

    /// Shows `title` in the window's title bar.
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// The window's frame right now, in screen pixels.
    private var currentFrame: WindowFrame {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &width, &height)
        return WindowFrame(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
    }

    /// The frame to open at next time (the one before fullscreen while fullscreen), or nil while
    /// the window is maximised, whose frame is the display's, not the user's. Its corner is the
    /// window manager's frame's, which is where a new window's position puts it; its size is
    /// the window's inside.
    var windowedFrame: WindowFrame? {
        if let fullscreen { return fullscreen.kept }
        return SDL_GetWindowFlags(window) & SDL_WINDOW_MAXIMIZED.rawValue != 0 ? nil : keptFrame
    }

    /// The window's frame now, its corner moved out by the window manager's borders.
    private var keptFrame: WindowFrame {
        var frame = currentFrame
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        if SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) == 0 {
            frame.x -= Int(left)
            frame.y -= Int(top)
        }
        return frame
    }

    /// Switches between the window and fullscreen, and fits the letterbox to the new size at
    /// once. Fullscreen is SDL's desktop fullscreen; where no window manager carries that out
    /// (a bare X server), the window makes itself borderless at the display's bounds instead.
    /// Leaving puts the window back at the frame it had.
    func toggleFullscreen() {
        if let fullscreen {
            switch fullscreen.mode {
            case .desktop: SDL_SetWindowFullscreen(window, 0)
            case .borderless: SDL_SetWindowBordered(window, SDL_TRUE)
            }
            let frame = fullscreen.windowed
            SDL_SetWindowSize(window, Int32(frame.width), Int32(frame.height))
            SDL_SetWindowPosition(window, Int32(frame.x), Int32(frame.y))
            self.fullscreen = nil
        } else {
            enterFullscreen()
        }
        resetViewport()
    }

    private func enterFullscreen() {
        let windowed = currentFrame, kept = keptFrame
        var display = SDL_Rect()
        guard SDL_GetDisplayBounds(max(SDL_GetWindowDisplayIndex(window), 0), &display) == 0,
              SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == 0 else { return }
        if waitUntilOnScreen(width: display.w, height: display.h) {
            fullscreen = (.desktop, windowed, kept)
            return
        }
        SDL_SetWindowFullscreen(window, 0)
        SDL_SetWindowBordered(window, SDL_FALSE)
        SDL_SetWindowPosition(window, display.x, display.y)
        SDL_SetWindowSize(window, display.w, display.h)
        fullscreen = (.borderless, windowed, kept)
    }

    /// Waits up to `fullscreenWait` for the window to be `width` × `height` on screen (as the X
    /// server has it; elsewhere SDL's word is taken); false if it never gets there.
    private func waitUntilOnScreen(width: Int32, height: Int32) -> Bool {
        let deadline = SDL_GetTicks() + Self.fullscreenWait
        while true {
            var realWidth: Int32 = 0, realHeight: Int32 = 0
            guard diorama_x11_window_size(window, &realWidth, &realHeight) == 0 else { return true }
            if realWidth == width && realHeight == height { return true }
            if SDL_GetTicks() >= deadline { return false }
            SDL_PumpEvents()
            SDL_Delay(10)
        }
    }

    /// Fits the letterboxed canvas to the renderer's output size as it is now.
    func resetViewport() {
        SDL_RenderSetLogicalSize(renderer, Int32(logicalSize.x), Int32(logicalSize.y))
    }

    /// The window-coordinate rectangle (SDL's points) showing the canvas rectangle `rect`.
    func windowRect(ofCanvas rect: Rect) -> SDL_Rect {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        SDL_RenderLogicalToWindow(renderer, Float(rect.minX), Float(rect.minY), &left, &top)
        SDL_RenderLogicalToWindow(renderer, Float(rect.maxX), Float(rect.maxY), &right, &bottom)
        return SDL_Rect(x: left, y: top, w: max(1, right - left), h: max(1, bottom - top))
    }

    /// The canvas point under a touch at `x`, `y` (0...1 across and down the window, as SDL
    /// gives a touchscreen's fingers).
    func canvasPoint(ofTouchX x: Float, y: Float) -> Vec2 {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        var canvasX: Float = 0, canvasY: Float = 0
        SDL_RenderWindowToLogical(renderer, Int32(x * Float(width)), Int32(y * Float(height)), &canvasX, &canvasY)
        return Vec2(Double(canvasX), Double(canvasY))
    }

    /// Draws `list` into the back buffer and shows it (waiting for vsync).
    func present(_ list: DrawList, images: ImageSource) {
        drawer?.render(list, images: images)
        SDL_RenderPresent(renderer)
    }
}

extension WindowFrame {
    /// SDL's rectangle as a frame.
    init(_ rect: SDL_Rect) { self.init(x: Int(rect.x), y: Int(rect.y), width: Int(rect.w), height: Int(rect.h)) }
}
