import ArgumentParser
import Synchronization

/// The scene modules' own commands this executable hosts (`diorama editor …`), set once by
/// `DioramaCommand.main(scenes:verbs:)` before the command line is parsed.
enum HostedVerbs {
    private static let current = Mutex<[any ParsableCommand.Type]>([])

    static var all: [any ParsableCommand.Type] {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
