/// A replay file that cannot be used, with the file, the line and what was expected.
public struct ReplayError: Error, CustomStringConvertible, Equatable {
    public var file: String
    /// The 1-based line, or nil for the file as a whole.
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, _ message: String) {
        self.file = file; self.line = line; self.message = message
    }

    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
