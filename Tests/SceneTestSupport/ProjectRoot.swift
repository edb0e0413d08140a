import Foundation

/// Diorama's own checkout (or, from a scene package, the checkout SwiftPM fetched), found from
/// this file's path (`Tests/SceneTestSupport/`): where the engine's assets are.
public let projectRoot = packageRoot()

/// The folder of the package holding `file` (the caller's source file by default): the nearest
/// folder above it with a `Package.swift`, for a scene package's tests to find its own assets
/// and scripts wherever it is checked out.
public func packageRoot(of file: String = #filePath) -> String {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder.path }
        folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: file).deletingLastPathComponent().path
}
