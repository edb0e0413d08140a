/// What the window host and the replay viewer say to the user, in one place for translation.
package enum HostStrings {
    package static let resumed = "Resumed"
    package static let launcherTitle = "Diorama"
    package static let launcherTagline = "small interactive scenes on one engine"
    package static let launcherHint = "Click a scene, or Up/Down and Enter.  Esc comes back here."
    package static let launcherFromParameter = "the scene just left, whose card is highlighted"
    package static let launcherPlayerParameter = "who is playing: a profile's name, or 'guest'"
    package static let notAProfileName = "is not a profile name: 1 to 32 letters, digits, spaces, '-' or '_', and not 'guest'"
    package static let playingAsGuest = "Playing as a guest: nothing is kept"
    package static func playingAs(_ name: String) -> String { "Playing as \(name)" }
    package static let pausedHint = "Paused: F5 resumes, F6 steps one tick"
    package static let pauseFirst = "Press F5 to pause first; F6 steps one tick"
    package static let controllerConnected = "Controller connected: tilt it to tilt the scene"
    package static let endOfReplay = "End of replay: Space plays it again"
    package static let damagedWindowFrame = "is not a window frame ({\"x\":…,\"y\":…,\"width\":…,\"height\":…}); "
        + "ignored, the window opens at its default size"

    package static let replayPlay = "Play"
    package static let replayPause = "Pause"
    package static let replaySlower = "Slower"
    package static let replayFaster = "Faster"
    package static let replayEnded = "End of replay"
    /// The replay viewer's keys, where its status shows when there is nothing else to say.
    package static let replayKeys = "Space · ←/→ 5 s · 1–6 speed · H hides"
    /// A seek under way, `percent` done.
    package static func replaySeeking(percent: Int) -> String { "Seeking… \(percent) %" }
    /// The tick shown of the replay's `last`.
    package static func replayTick(_ tick: UInt64, of last: UInt64) -> String { "tick \(tick) / \(last)" }
    /// The PAUSED banner at `tick`.
    package static func paused(tick: UInt64) -> String { "PAUSED  tick \(tick)" }
    /// A screenshot was saved at `path`.
    package static func screenshotSaved(_ path: String) -> String { "Screenshot saved to \(path)" }
    /// A screenshot failed with `error`.
    package static func screenshotFailed(_ error: Error) -> String { "Screenshot failed: \(error)" }
    /// The F2 graph's caption for a median frame time.
    package static func inspectorTitle(tick: UInt64) -> String { "Inspector  ·  tick \(tick)" }

    package static let inspectorSearchPlaceholder = "Type to search names and values"

    package static let inspectorNothingMatches = "Nothing matches."

    package static let inspectorHints = "F3 closes  ·  ↑↓ select  ·  ←→ fold  ·  Enter on a probe plots it  ·  F5 pauses"

    package static func frameMedian(milliseconds: Double) -> String { "frame \(milliseconds) ms (median)" }
    /// A warning on standard error.
    package static func warning(_ message: String) -> String { "diorama: warning: \(message)" }
    /// The dev overlay's heading while a build runs, `done` of `total` steps (0 of 0: not yet counted).
    package static func devBuilding(done: Int, total: Int) -> String {
        total > 0 ? "Building \(done)/\(total): the scene plays the old code meanwhile" : "Building…"
    }
    package static let devBuildFailed = "Build failed: the scene plays on the old code"
    /// The dev overlay's heading once a build is done, while the new binary catches up.
    package static let devHandingOver = "Built: going on in the new code"
    package static let devHandingOverDetail = "re-simulating the recorded input up to this tick…"
    /// More diagnostics than the dev overlay shows.
    package static func devMoreDiagnostics(_ count: Int) -> String { "… and \(count) more in the terminal" }
    package static let devRewindOutsideDev = "F7 rewinds in diorama dev"
    package static let devRewindWhileBuilding = "Wait for the build to finish, then rewind with F7"
    /// The window's frame could not be kept.
    package static func windowFrameNotSaved(_ error: Error) -> String { "the window's size and place were not kept: \(error)" }
}
