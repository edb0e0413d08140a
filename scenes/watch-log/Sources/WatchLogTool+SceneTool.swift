import Engine
import Foundation

/// `diorama watch-log …` as one of the executable's scene verbs.
extension WatchLogTool: SceneTool {
    public static var name: String { command }
    public static var usage: String { WatchLogStrings.toolSynopsis }

    /// A failed import or export, or a usage mistake, in the words `run` wrote.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    public static func run(arguments: [String], context: SceneToolContext) throws -> String {
        var printed: [String] = [], problems: [String] = []
        let status = run(arguments, environment: context.environment, now: context.now, timeZone: context.timeZone,
                         output: { printed.append($0) }, errors: { problems.append($0) })
        guard status == 0 else { throw Failure(description: problems.joined(separator: "\n")) }
        return printed.joined(separator: "\n")
    }
}
