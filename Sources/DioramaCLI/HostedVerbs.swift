import ArgumentParser
import Foundation

/// The scene modules' own commands this executable hosts (`diorama editor …`), set once by
/// `DioramaCommand.main(scenes:verbs:)` before the command line is parsed.
enum HostedVerbs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: [any ParsableCommand.Type] = []

    static var all: [any ParsableCommand.Type] {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
