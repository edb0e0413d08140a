import Foundation
import Replay

/// What the `diorama` command says to the user, in one place for translation.
enum CLIStrings {
    static let pathOrURL = "give --diorama-path or --diorama-url, not both"
    static let urlNeedsVersion = "--diorama-url and --diorama-version go together"
    static let noCheckout = "the Diorama checkout this diorama was built from is gone; "
        + "name one with --diorama-path DIR, or a repository with --diorama-url URL --diorama-version VERSION"
    static let templateMissing = "this diorama's scene template is missing; install it again"
    static let emptyPackageFolder = "--in is empty; name the folder to write the package in"

    /// `url` cannot be a package's repository.
    static func badPackageURL(_ url: String) -> String {
        "--diorama-url '\(url)' is not a git repository address: give an https, http, ssh, git or file URL "
            + "(or [user@]host:path) without spaces, quotes or backslashes, e.g. https://github.com/you/Diorama.git"
    }
    /// `version` is not a semantic version.
    static func badVersion(_ version: String) -> String {
        "--diorama-version '\(version)' is not a semantic version such as 1.2.0 or 2.0.0-beta.1 (https://semver.org)"
    }
    /// `path` is there but is not a folder.
    static func notAFolder(_ path: String) -> String { "\(path): not a folder; choose a new or empty folder with --in" }

    static let emptyProfile = "--profile is empty; name a folder for the saves"
    static let noHome = "neither HOME nor XDG_DATA_HOME names a folder, so there is nowhere of yours to keep saves; "
        + "set HOME, or give --profile DIR"

    /// No scratch folder could be made for a replay's saves.
    static func noScratchFolder(_ code: Int32) -> String {
        "cannot make a scratch folder for the replay's saves in \(NSTemporaryDirectory()): \(String(cString: strerror(code)))"
    }

    /// A replay with neither a checkpoint nor an end record: verifying it compares nothing.
    static func nothingVerified(_ file: String, ticks: UInt64) -> String {
        "\(file): nothing to verify: the replay has no checkpoint and no end record, so its \(ticks) ticks "
            + "were run but nothing was compared (was it cut off after its header?)"
    }

    /// An output file the command cannot write, and why (`OutputTarget.Refusal`).
    static func unwritableOutput(option: String, path: String, _ refusal: CustomStringConvertible) -> String {
        "\(option) \(path): \(refusal)"
    }

    /// `--ticks` asks for more than a day of ticks.
    static func launcherNotRecorded(_ option: String) -> String {
        "\(option) records a scene, and the launcher is not one that is recorded: name the scene, e.g. diorama play playground \(option) FILE"
    }
    static func ticksOutOfRange(_ ticks: String) -> String {
        "--ticks \(ticks) is out of range: give 0 to \(ReplayLimits.maxTick) ticks (60 a second, at most a day)"
    }
    /// Two hosted scenes share the id `id`.
    static func duplicateSceneID(_ id: String) -> String { "two scenes have the id '\(id)'; each scene needs its own" }
    /// `folder` is not a Diorama checkout.
    static func notACheckout(_ folder: String) -> String { "\(folder): not a Diorama checkout (no Package.swift naming DioramaCLI)" }
    /// `name` is not a usable scene id.
    static func badSceneName(_ name: String) -> String {
        "'\(name)' cannot name a scene: use lower-case words of letters and digits joined by hyphens, "
            + "starting with a letter, at most 40 characters (e.g. space-race)"
    }
    /// `name` is taken by a scene or module of Diorama's.
    static func sceneNameTaken(_ name: String) -> String { "'\(name)' is taken by one of Diorama's scenes or modules; choose another name" }
    /// The package folder already holds files.
    static func folderNotEmpty(_ folder: String) -> String { "\(folder): the folder is not empty; choose a new or empty one with --in" }
    /// A template file could not be read.
    static func templateUnreadable(_ path: String) -> String { "\(path): cannot read the scene template; install Diorama again" }
    /// A file of the new package could not be written.
    static func cannotWrite(_ path: String, _ error: Error) -> String { "\(path): cannot write the file (\(error.localizedDescription))" }
    /// The package was written.
    static func newSceneWritten(id: String, folder: String, executable: String) -> String {
        """
        Wrote the scene '\(id)' in \(folder). In that folder:
          swift run \(executable) play \(id)    play it in a window
          swift run \(executable) dev \(id)     play it, and rebuild and go on where it was on each saved change
          swift run \(executable) test          run its scripted tests
        """
    }

    /// A `--plot` value with an empty name in its list.
    static func emptyPlotName(_ option: String) -> String {
        "--plot '\(option)' has an empty probe name; give names separated by commas, e.g. --plot bodies,awake"
    }
    /// A `--plot` value naming a probe twice.
    static func repeatedPlotName(_ option: String) -> String { "--plot '\(option)' names a probe twice" }
    /// A `--plot` value naming more probes than one chart shows.
    static func tooManyPlotNames(_ count: Int, most: Int) -> String {
        "--plot names \(count) probes; one chart shows at most \(most)"
    }
    /// What `replay --plot` says when it has written the chart.
    static func wrotePlot(_ path: String, probes: [String], samples: Int, ticks: UInt64) -> String {
        "wrote \(path): \(probes.joined(separator: ", ")) over \(ticks) ticks (\(samples) samples)"
    }

    /// `--with-states` without a `--record` file to keep the states in.
    static let withStatesNeedsRecord = "--with-states keeps states in the --record file; give --record FILE too"

    /// `replay --plot` without a file to write the chart to.
    static let plotNeedsOut = "--plot needs --out OUT.png to write the chart to"
    /// `replay --plot` with another kind of run asked for too.
    static let plotAlone = "--plot charts the whole replay on its own; leave out --verify, --screenshot and --at"
    /// `replay --plot` with several replays.
    static let plotOneReplay = "--plot charts one replay; name one file"
    /// `replay --out` without `--plot`.
    static let outNeedsPlot = "--out is where --plot writes its chart; give --plot PROBE too"

    // MARK: - diorama dev

    static let devNeedsScene = "dev plays a scene, not the launcher: name one (see list)"
    static let devNoDisplay = "no display: DISPLAY and WAYLAND_DISPLAY are unset, so there is no window for dev to play in"
    static let noSwift = "no swift on PATH: dev rebuilds the package with `swift build`; install Swift or add it to PATH"
    static let devOptionsAlone = "--resume and --probe-log belong to a dev session's player; use diorama dev"
    static let devWindowTitle = "Diorama dev"

    /// No package around `folder`.
    static func noPackage(_ folder: String) -> String {
        "\(folder): no Package.swift here or in a folder above; run dev in the scene's package"
    }
    /// inotify refused to watch `path`.
    static func cannotWatch(_ path: String, _ code: Int32) -> String {
        "\(path): cannot watch for changes (\(String(cString: strerror(code)))); "
            + "if there are too many folders, raise fs.inotify.max_user_watches"
    }
    /// The supervisor is watching `root`.
    static func devWatching(_ root: String) -> String {
        "watching \(root) (Sources/, scenes/, Package.swift): save a change to rebuild and go on; F7 rewinds 5 s; close the window to stop"
    }
    /// A build of `product` started.
    static func devBuilding(_ product: String) -> String { "building \(product)…" }
    /// The build succeeded after `seconds`.
    static func devBuilt(seconds: Double) -> String { "built in \(String(format: "%.1f", seconds)) s; going on in the new code" }
    /// The build failed after `seconds`; its whole output is in `log`.
    static func devBuildFailed(seconds: Double, log: String) -> String {
        "the build failed after \(String(format: "%.1f", seconds)) s (the old code plays on; whole output in \(log)):"
    }
    /// `swift build` could not start.
    static func devCannotBuild(_ error: Error) -> String { "cannot run swift build: \(error.localizedDescription)" }
    /// The player binary at `path` could not start.
    static func devCannotStart(_ path: String, _ error: Error) -> String { "\(path): cannot start the player: \(error.localizedDescription)" }
    /// The built product at `path` could not be kept for the player.
    static func devCannotKeepBinary(_ path: String, _ error: Error) -> String {
        "\(path): cannot keep the built program for the player: \(error.localizedDescription)"
    }
    /// The rebuilt player's first frame showed at `tick`, `milliseconds` after it started.
    static func devResumed(tick: UInt64, milliseconds: Double) -> String {
        "went on at tick \(tick), \(Int(milliseconds)) ms after the new player started"
    }
    /// The resumed player re-simulated `ticks` ticks in `milliseconds`.
    static func devResimulated(ticks: UInt64, milliseconds: Double) -> String {
        "re-simulated \(ticks) ticks of recorded input in \(Int(milliseconds)) ms"
    }
    /// The window's toast after a rebuild or rewind.
    static func devWentOn(tick: UInt64, rewound: Bool) -> String {
        rewound ? "Rewound to tick \(tick)" : "Rebuilt: went on at tick \(tick) in the new code"
    }
    /// The ended dev session was written as a replay to `path`.
    static func devKeptReplay(_ path: String) -> String { "the session is in \(path); `diorama replay \(path)` plays it again" }
    /// The ended dev session could not be written as a replay to `path`.
    static func devCannotKeepReplay(_ path: String, _ error: Error) -> String { "\(path): cannot keep the session as a replay: \(error)" }
    /// The session started afresh because of `reason`.
    static func devStartedAfresh(_ reason: String) -> String { "Started the scene afresh: \(reason)" }
    /// Re-simulating the recorded input failed with `error`.
    static func devResimulationFailed(_ error: Error) -> String { "re-simulating the recorded input failed: \(error)" }
    /// The resumed player stopped with `status` before its first frame.
    static func devResumeCrashed(_ status: Int32) -> String {
        "Started the scene afresh: the new code stopped (status \(status)) while re-simulating the recorded input"
    }
    /// The player stopped with `status`.
    static func devPlayerFailed(_ status: Int32) -> String {
        "the player stopped (status \(status)); fix the scene and save: the next good build starts it again"
    }
    /// A hand-over file that could not be read.
    static func badHandOver(_ path: String, _ error: Error) -> String { "\(path): not a dev session's hand-over: \(error)" }
}
