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

    /// Starts SDL's `subsystems` (`SDL_INIT_VIDEO` at least) and opens a window of `width` ×
    /// `height` screen pixels titled `title`, its renderer's logical size set to `canvasSize`
    /// (canvas pixels, usually 720 × 1280), so mouse positions arrive in canvas pixels.
    /// - Throws: `RenderError` when there is no display or SDL cannot make the window.
    init(title: String, width: Int32, height: Int32, canvasSize: Vec2, subsystems: UInt32) throws {
        guard SDL_Init(subsystems) == 0 else { throw RenderError.sdl("SDL_Init") }
        guard let window = SDL_CreateWindow(title, DIORAMA_SDL_WINDOWPOS_CENTERED, DIORAMA_SDL_WINDOWPOS_CENTERED,
                                            width, height,
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
        SDL_RenderSetLogicalSize(renderer, Int32(canvasSize.x), Int32(canvasSize.y))
        drawer = try DrawListRenderer(renderer: renderer)
    }

    deinit {
        drawer = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Shows `title` in the window's title bar.
    func setTitle(_ title: String) { SDL_SetWindowTitle(window, title) }

    /// Switches between the window and desktop fullscreen.
    func toggleFullscreen() {
        let fullscreen = SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue != 0
        SDL_SetWindowFullscreen(window, fullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue)
    }

    /// Draws `list` into the back buffer and shows it (waiting for vsync).
    func present(_ list: DrawList, images: ImageSource) {
        drawer?.render(list, images: images)
        SDL_RenderPresent(renderer)
    }
}
