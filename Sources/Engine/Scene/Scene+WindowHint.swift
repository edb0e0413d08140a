extension Scene {
    /// The window (and canvas) a session with `parameters` asks for; the standard 720 × 1280
    /// unless the scene says otherwise. Called before the scene starts, so it must not throw:
    /// a parameter it cannot read gives the standard window, and the scene's set-up reports it.
    public static func windowHint(parameters: [String: String]) -> WindowHint { .standard }
}
