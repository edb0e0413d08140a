/// A replay file that cannot be used, with the file, the line and what was expected.
public struct ReplayError: Error, CustomStringConvertible, Equatable {
    /// The replay file's path.
    public var file: String
    /// The 1-based line, or nil for the file as a whole.
    public var line: Int?
    /// What is wrong and what was expected.
    public var message: String

    /// Makes the error for `file` at the 1-based `line` (nil for the whole file), saying `message`.
    public init(file: String, line: Int?, _ message: String) {
        self.file = file; self.line = line; self.message = message
    }

    /// The message as "file:line: message", or "file: message" without a line.
    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
