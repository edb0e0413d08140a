import Foundation

/// What the host hands a scene's command-line verb (`SceneTool`) besides its arguments: the
/// process's environment, the wall clock and time zone it started at, and an offscreen renderer,
/// so a verb reads none of them itself and a test can give its own.
public struct SceneToolContext {
    /// The process's environment variables (`HOME`, the XDG folders).
    public var environment: [String: String]
    /// The wall clock when the verb started.
    public var now: Date
    /// The user's time zone.
    public var timeZone: TimeZone
    /// Makes an offscreen renderer for pictures a verb renders headless; nil when the host has
    /// none (a verb that needs one says so).
    public var makeRenderer: FrameRendererFactory?

    public init(environment: [String: String] = [:], now: Date = Date(), timeZone: TimeZone = .current,
                makeRenderer: FrameRendererFactory? = nil) {
        self.environment = environment
        self.now = now
        self.timeZone = timeZone
        self.makeRenderer = makeRenderer
    }
}
