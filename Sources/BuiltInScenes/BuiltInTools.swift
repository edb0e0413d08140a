import Foundation
import WatchLogScene

/// Commands the built-in scenes bring to the `diorama` executable beside its own (scenes cannot
/// add subcommands to `DioramaCommand` themselves): `diorama watch-log import|export …`.
public enum BuiltInTools {
    /// Runs the command line `arguments` (without the program name) when it is one of these
    /// tools, returning its exit status; nil when it is not, for `DioramaCommand` to run.
    public static func run(_ arguments: [String]) -> Int32? {
        guard arguments.first == WatchLogTool.command else { return nil }
        return WatchLogTool.run(Array(arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                                now: Date(), timeZone: .current,
                                output: { print($0) },
                                errors: { FileHandle.standardError.write(Data(("diorama watch-log: " + $0 + "\n").utf8)) })
    }
}
