import CSDL2
import Engine

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
    private let logicalSize: Vec2
    /// The windowed frame to go back to when fullscreen ends; nil while windowed.
    private var frameBeforeFullscreen: WindowFrame?

    /// Starts SDL's `subsystems` (`SDL_INIT_VIDEO` at least) and opens a window titled `title`
    /// at `frame` when that still lies on a display, else the largest that fits the first
    /// display's usable area. Its renderer's logical size is `canvasSize` (canvas pixels, usually
    /// 720 × 1280) plus `controlsHeight` canvas pixels below it for controls that must not
    /// cover the canvas, so mouse positions arrive in canvas pixels.
    /// - Throws: `RenderError` when there is no display or SDL cannot make the window.
    init(title: String, canvasSize: Vec2, controlsHeight: Double = 0, frame: WindowFrame? = nil, subsystems: UInt32) throws {
        guard SDL_Init(subsystems) == 0 else { throw RenderError.sdl("SDL_Init") }
        logicalSize = Vec2(canvasSize.x, canvasSize.y + controlsHeight)
        let chosen = frame.flatMap { $0.fits(onOneOf: Self.displayBounds()) ? $0 : nil }
            ?? WindowFrame.fitting(aspect: logicalSize, in: Self.usableBounds())
        guard let window = SDL_CreateWindow(title, Int32(chosen.x), Int32(chosen.y), Int32(chosen.width), Int32(chosen.height),
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
        resetViewport()
        drawer = try DrawListRenderer(renderer: renderer)
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

    /// Shows `title` in the window's title bar.
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// The window's frame right now, in screen pixels.
    private var currentFrame: WindowFrame {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        SDL_GetWindowSize(window, &width, &height)
        return WindowFrame(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
    }

    /// The frame to open at next time: the window's own (the one before fullscreen while
    /// fullscreen), or nil while it is maximised, whose frame is the display's, not the user's.
    var windowedFrame: WindowFrame? {
        if let frameBeforeFullscreen { return frameBeforeFullscreen }
        return SDL_GetWindowFlags(window) & SDL_WINDOW_MAXIMIZED.rawValue != 0 ? nil : currentFrame
    }

    /// Whether the window covers its display.
    var isFullscreen: Bool { SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0 }

    /// Switches between the window and desktop fullscreen. Leaving fullscreen puts the window
    /// back at the frame it had (a desktop without a window manager would not), and either way
    /// the letterbox is fitted to the new drawable size at once.
    func toggleFullscreen() {
        if let frame = frameBeforeFullscreen {
            SDL_SetWindowFullscreen(window, 0)
            SDL_SetWindowSize(window, Int32(frame.width), Int32(frame.height))
            SDL_SetWindowPosition(window, Int32(frame.x), Int32(frame.y))
            frameBeforeFullscreen = nil
        } else {
            let frame = currentFrame
            guard SDL_SetWindowFullscreen(window, SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue) == 0 else { return }
            frameBeforeFullscreen = frame
        }
        resetViewport()
    }

    /// Fits the letterboxed canvas to the renderer's output size as it is now.
    func resetViewport() {
        SDL_RenderSetLogicalSize(renderer, Int32(logicalSize.x), Int32(logicalSize.y))
    }

    /// Measures text as the window draws it.
    var textMeasurer: some TextMeasuring { drawer! }

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
