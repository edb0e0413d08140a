/// What the window host and the replay viewer say to the user, in one place for translation.
enum HostStrings {
    static let resumed = "Resumed"
    static let pausedHint = "Paused: P resumes, . steps one tick"
    static let pauseFirst = "Press P to pause first; . steps one tick"
    static let controllerConnected = "Controller connected: tilt it to tilt the scene"
    static let endOfReplay = "End of replay: Space plays it again"
    static let damagedWindowFrame = "is not a window frame ({\"x\":…,\"y\":…,\"width\":…,\"height\":…}); "
        + "ignored, the window opens at its default size"

    /// The PAUSED banner at `tick`.
    static func paused(tick: UInt64) -> String { "PAUSED  tick \(tick)" }
    /// A screenshot was saved at `path`.
    static func screenshotSaved(_ path: String) -> String { "Screenshot saved to \(path)" }
    /// A screenshot failed with `error`.
    static func screenshotFailed(_ error: Error) -> String { "Screenshot failed: \(error)" }
    /// The F2 graph's caption for a median frame time.
    static func frameMedian(milliseconds: Double) -> String { "frame \(milliseconds) ms (median)" }
    /// A warning on standard error.
    static func warning(_ message: String) -> String { "diorama: warning: \(message)" }
    /// The window's frame could not be kept.
    static func windowFrameNotSaved(_ error: Error) -> String { "the window's size and place were not kept: \(error)" }
}
