import Engine

/// `diorama roast VERB …`: the roast reveal's command-line verbs, each in a file of its own
/// (`RoastTool+Share.swift`), listed in `verbs`.
public enum RoastTool: SceneTool {
    public static let name = "roast"
    public static var usage: String { verbs.map(\.usage).joined(separator: "\n       ") }

    /// One verb: its name, its usage line and what runs it with the arguments after its name.
    struct Verb {
        var name: String
        var usage: String
        var run: ([String], SceneToolContext) throws -> String
    }

    /// Every verb, in the order the usage lists them.
    static let verbs: [Verb] = [share]

    public static func run(arguments: [String], context: SceneToolContext) throws -> String {
        guard let first = arguments.first else { throw RoastToolError("a verb is needed: " + verbs.map(\.name).joined(separator: ", ")) }
        guard let verb = verbs.first(where: { $0.name == first }) else {
            throw RoastToolError("unknown verb '\(first)'; the verbs are: " + verbs.map(\.name).joined(separator: ", "))
        }
        return try verb.run(Array(arguments.dropFirst()), context)
    }
}

/// A bad `diorama roast` command line or a failure it met, in words that name the argument or file.
struct RoastToolError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
