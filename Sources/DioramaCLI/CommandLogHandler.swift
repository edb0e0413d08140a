import Foundation
import Logging

/// Prints the command-line tool's log to standard error the way command-line tools do:
/// `diorama: message`, `diorama: warning: message`, with no timestamp, label or source.
struct CommandLogHandler: LogHandler {
    /// The tool's name, leading every line.
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    init(label: String) { self.label = label }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        FileHandle.standardError.write(Data((Self.line(label: label, level: event.level, message: "\(event.message)") + "\n").utf8))
    }

    /// One log line: `label: message`, with the level named unless it is info or below.
    static func line(label: String, level: Logger.Level, message: String) -> String {
        level > .info ? "\(label): \(level): \(message)" : "\(label): \(message)"
    }
}
