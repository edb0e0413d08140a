import Engine
import Foundation

extension SceneCatalog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current = SceneCatalog()

    /// The scenes this executable hosts, set once by `DioramaCommand.main(scenes:)` before any
    /// command runs.
    static var hosted: SceneCatalog {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
