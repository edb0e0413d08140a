import Engine
import Foundation

/// `diorama watch-log import FILE [--profile DIR]` and `diorama watch-log export FILE [--profile DIR]`:
/// the watch log's import and export on the command line, outside any session (so the wall
/// clock and the machine's time zone are fine here: an import's dates come from the file).
public enum WatchLogTool {
    /// The command's first word.
    public static let command = "watch-log"

    /// Runs `arguments` (those after `watch-log`), printing to `output` and `errors`; returns the
    /// exit status: 0 done, 1 failed (the message names the file), 2 a usage mistake.
    public static func run(_ arguments: [String], environment: [String: String], now: Date, timeZone: TimeZone,
                           output: (String) -> Void, errors: (String) -> Void) -> Int32 {
        var rest = arguments
        var profile = SaveStore.defaultDirectory(environment: environment)
        if let flag = rest.firstIndex(of: "--profile") {
            guard flag + 1 < rest.count else { errors(WatchLogStrings.toolUsage); return 2 }
            profile = rest[flag + 1]
            rest.removeSubrange(flag...(flag + 1))
        }
        guard rest.count == 2, ["import", "export"].contains(rest[0]) else { errors(WatchLogStrings.toolUsage); return 2 }
        let file = URL(fileURLWithPath: rest[1])
        do {
            let store = try WatchLogStore(profile: URL(fileURLWithPath: profile, isDirectory: true))
            if rest[0] == "import" {
                output(try store.importFile(at: file, timeZone: timeZone, now: now).description)
            } else {
                try store.exportFile(to: file)
                output(WatchLogStrings.exported(try store.count(), file.path))
            }
            return 0
        } catch {
            errors("\(error)")
            return 1
        }
    }
}
