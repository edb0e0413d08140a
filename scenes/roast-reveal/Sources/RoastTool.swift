import Engine
import Foundation

/// `diorama roast …`: the roast scene's command-line verbs (`today`), run outside any session.
public enum RoastTool: SceneTool {
    public static let name = "roast"
    public static var usage: String { RoastToolStrings.usage }

    /// A bad command line or profile, said in words that name the argument or file.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    public static func run(arguments: [String]) throws -> String {
        guard let command = arguments.first else { throw Failure(description: RoastToolStrings.missingCommand) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "today":
            return try today(rest, environment: ProcessInfo.processInfo.environment, now: Date(), timeZone: .current)
        default:
            throw Failure(description: RoastToolStrings.unknownCommand(command))
        }
    }
}
