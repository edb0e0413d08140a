import Core

/// The window a scene session asks its host for: its canvas's size, how big the window opens
/// and whether it stays above other windows (a desktop widget). Scenes never see the window;
/// a window host maps the hint to one (SDL's window size and `SDL_WINDOW_ALWAYS_ON_TOP`), a
/// headless host takes only the canvas's size, so both render the same layout.
///
/// A scene gives it from its parameters with `Scene.windowHint(parameters:)`, so a replay, whose
/// header keeps the parameters, gets the same canvas.
public struct WindowHint: Sendable, Hashable {
    /// The canvas's size, in canvas pixels.
    public var canvasSize: Vec2
    /// The window's inside when it opens, in screen pixels; nil for the frame kept from the last
    /// run, or the largest that fits the display.
    public var windowSize: Vec2?
    /// Whether the window stays above other windows.
    public var alwaysOnTop: Bool

    /// Makes a hint; `canvasSize` is in canvas pixels, `windowSize` in screen pixels (nil for the frame kept from the last run, or the largest that fits).
    public init(canvasSize: Vec2, windowSize: Vec2? = nil, alwaysOnTop: Bool = false) {
        self.canvasSize = canvasSize
        self.windowSize = windowSize
        self.alwaysOnTop = alwaysOnTop
    }

    /// Every scene's usual window: a 720 × 1280 canvas in a window as large as fits.
    public static let standard = WindowHint(canvasSize: Vec2(720, 1280))

    /// A small always-on-top window showing a `canvasSize` canvas at `scale` screen pixels a
    /// canvas pixel, like a phone's home-screen widget.
    public static func widget(canvasSize: Vec2, scale: Double = 0.5) -> WindowHint {
        WindowHint(canvasSize: canvasSize, windowSize: canvasSize * scale, alwaysOnTop: true)
    }

    /// Whether this is the usual window, whose frame the host keeps between runs.
    public var isStandard: Bool { windowSize == nil && !alwaysOnTop }
}
