import Engine
import Foundation

/// The project's root folder, where scenes' assets are: `DIORAMA_ROOT` (set by `tools/fuzz`), or
/// the folder this package was built in.
public let projectRoot: String = ProcessInfo.processInfo.environment["DIORAMA_ROOT"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Runs `body` with a fresh, empty profile folder (in memory under `/dev/shm` where it exists),
/// removed afterwards: every input starts from nothing saved.
public func withScratchProfile<T>(_ body: (SaveStore) throws -> T) rethrows -> T {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let folder = base + "/diorama-fuzz-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(SaveStore(directory: folder))
}

/// The session factory for Diorama's own scenes over `profile`.
public func fuzzFactory(catalog: SceneCatalog, profile: SaveStore) -> SessionFactory {
    SessionFactory(catalog: catalog, assets: AssetStore(root: projectRoot), profile: profile)
}
