/// A failure the user can act on, printed as `Error: <message>` with exit status 1.
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}
