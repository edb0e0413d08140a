import Engine
import Synchronization

extension SceneCatalog {
    private static let current = Mutex(SceneCatalog())

    /// The scenes this executable hosts, set once by `DioramaCommand.main(scenes:)` before any
    /// command runs.
    static var hosted: SceneCatalog {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }
}
