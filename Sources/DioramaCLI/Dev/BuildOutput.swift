import Foundation

/// What a line of `swift build`'s output says: a step of its progress (`[12/345] Compiling …`),
/// a compiler diagnostic (`path:line:column: error: message`), or nothing the overlay shows.
enum BuildOutput: Equatable {
    /// `done` of `total` steps, on `step` (e.g. `Compiling SpaceRaceScene SpaceRaceScene.swift`).
    case progress(done: Int, total: Int, step: String)
    /// An error the compiler or linker reported, as the user reads it: the file's name (not its
    /// whole path), line and column, then the message.
    case error(String)
    /// Any other line: notes, warnings, code excerpts.
    case other

    /// What `line` says. `root` (the package's folder) is cut from paths inside it.
    init(line: String, root: String) {
        if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
            let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
            if counts.count == 2, let done = Int(counts[0]), let total = Int(counts[1]) {
                self = .progress(done: done, total: total, step: line[line.index(after: close)...].trimmingCharacters(in: .whitespaces))
                return
            }
        }
        if let marker = line.range(of: ": error: ") {
            let location = String(line[..<marker.lowerBound])
            let prefix = root.hasSuffix("/") ? root : root + "/"
            let shown = location.hasPrefix(prefix) ? String(location.dropFirst(prefix.count)) : location
            self = .error(shown + ": " + line[marker.upperBound...])
        } else if line.hasPrefix("error: "), !line.contains("command failed with exit code") {
            // The last is only SwiftPM's summary of errors already shown.
            self = .error(String(line.dropFirst("error: ".count)))
        } else {
            self = .other
        }
    }
}
