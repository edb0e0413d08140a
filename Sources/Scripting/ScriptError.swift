/// A script that cannot be run: unreadable, not valid YAML, misspelt, of the wrong shape, or
/// naming a scene that does not exist. Names the file, the line and what was expected.
public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The script's path.
    public var file: String
    /// The 1-based line, or nil for the file as a whole.
    public var line: Int?
    /// What is wrong and what was expected.
    public var message: String

    /// Makes the error for `file` at the 1-based `line` (nil for the whole file), saying `message`.
    public init(file: String, line: Int?, _ message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
