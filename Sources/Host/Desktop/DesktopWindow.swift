import Engine

/// The desktop a `WindowHost` plays scenes on: a window that draws draw lists, and the devices
/// beside it (keyboard and pointer, text input, clipboard, audio, game controllers). The host's
/// loop, scene switching and host keys know nothing of the library behind it (SDL, in
/// `RenderSDL`).
package protocol DesktopWindow: AnyObject {
    /// Opens a window titled `title` for a canvas of `canvasSize` (canvas pixels) at `frame` when
    /// it lies on a display, else at the largest size that fits; `hint` asks for a widget's window.
    static func open(title: String, canvasSize: Vec2, frame: WindowFrame?, hint: WindowHint) throws -> Self
    /// Opens a resizable window titled `title` for a canvas of `canvasSize` with a strip
    /// `controlsHeight` canvas pixels tall under it for the host's own controls (the replay
    /// viewer's timeline); the pointer's canvas points reach into the strip.
    static func open(title: String, canvasSize: Vec2, controlsHeight: Double) throws -> Self

    /// What happened since the last call, oldest first.
    func events() -> [DesktopEvent]
    /// Draws `list` over the whole window, letterboxed to its canvas, and shows it.
    func present(_ list: DrawList, images: AssetStore)

    /// Resizes the window for a session's `hint` (its canvas, always on top).
    func apply(_ hint: WindowHint)
    /// Sets the window's title.
    func setTitle(_ title: String)
    /// Switches between fullscreen and the windowed frame.
    func toggleFullscreen()
    /// The window's frame when it is neither fullscreen nor maximised, to keep for the next run.
    var windowedFrame: WindowFrame? { get }

    /// Turns the desktop's text input and input method on, with the caret at `caret` (canvas
    /// pixels), or off when nil.
    func setTextInput(caret: Rect?)
    /// The clipboard's text ("" when it holds none).
    func readClipboard() -> String
    /// Puts `text` on the clipboard.
    func writeClipboard(_ text: String)
    /// Plays `sound` now.
    func play(_ sound: Sound)
    /// Shakes the connected game controllers.
    func rumble(_ rumble: Rumble)
    /// Lets go of the audio output and the game controllers, leaving the window on screen, so
    /// another process may take them.
    func releaseDevices()
    /// Saves `list` rendered at its canvas size as `NAME-….png` in `folder`; returns its path.
    func saveScreenshot(_ list: DrawList, images: AssetStore, in folder: String, name: String) throws -> String
}
