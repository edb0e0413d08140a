import Foundation
import Replay

/// What the `diorama` command says to the user, in one place for translation.
enum CLIStrings {
    static let pathOrURL = "give --diorama-path or --diorama-url, not both"
    static let urlNeedsVersion = "--diorama-url and --diorama-version go together"
    static let noCheckout = "the Diorama checkout this diorama was built from is gone; "
        + "name one with --diorama-path DIR, or a repository with --diorama-url URL --diorama-version VERSION"
    static let templateMissing = "this diorama's scene template is missing; install it again"

    static let emptyProfile = "--profile is empty; name a folder for the saves"
    static let noHome = "neither HOME nor XDG_DATA_HOME names a folder, so there is nowhere of yours to keep saves; "
        + "set HOME, or give --profile DIR"

    /// No scratch folder could be made for a replay's saves.
    static func noScratchFolder(_ code: Int32) -> String {
        "cannot make a scratch folder for the replay's saves in \(NSTemporaryDirectory()): \(String(cString: strerror(code)))"
    }

    /// `--ticks` asks for more than a day of ticks.
    static func tooManyTicks(_ ticks: UInt) -> String {
        "--ticks \(ticks) is more than a day of ticks; at most \(ReplayLimits.maxTick) (60 a second)"
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
          swift run \(executable) test          run its scripted tests
        """
    }
}
