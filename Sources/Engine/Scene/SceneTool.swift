/// A command-line verb a scene module offers (`diorama <name> …`), so the `diorama` executable
/// hosts it without the command-line module importing the scene (scenes sit beside it, not
/// under it): the executable passes the tools to `DioramaCommand.main(scenes:tools:)`.
public protocol SceneTool {
    /// The verb, e.g. `editor`.
    static var name: String { get }
    /// One line for the help: what the verb does and its usage.
    static var usage: String { get }
    /// Runs the verb with the arguments after its name, with what the host hands it in
    /// `context`, and returns what to print.
    /// - Throws: an error whose description names the file or argument and what is wrong
    ///   (printed, exit status 1).
    static func run(arguments: [String], context: SceneToolContext) throws -> String
}
