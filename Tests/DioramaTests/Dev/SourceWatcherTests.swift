import Foundation
import SceneTestSupport
import Testing
@testable import DioramaCLI

@Suite struct SourceWatcherTests {
    /// A package folder with `Package.swift`, `Sources/app/main.swift` and `scenes/a/Sources/A.swift`.
    func package() throws -> String {
        let root = ScratchFolders.path("diorama-watch")
        for folder in ["Sources/app", "scenes/a/Sources", ".build/debug"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["Package.swift", "Sources/app/main.swift", "scenes/a/Sources/A.swift"] {
            try Data("// \(file)\n".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        return root
    }

    func write(_ path: String) throws { try Data("let changed = 1\n".utf8).write(to: URL(fileURLWithPath: path)) }

    @Test func aChangeDeepInsideTheSourcesIsSeen() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try SourceWatcher(root: root)
        try write(root + "/scenes/a/Sources/A.swift")
        #expect(watcher.waitForChanges().contains(root + "/scenes/a/Sources/A.swift"))
    }

    @Test func buildProductsHiddenAndScratchFilesAreNotSources() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try SourceWatcher(root: root)
        for ignored in [".build/debug/app", "README.md", "Sources/app/.main.swift.swp", "Sources/app/main.swift~"] {
            try write(root + "/" + ignored)
        }
        try write(root + "/Package.swift")
        var seen: [String] = []
        while !seen.contains(root + "/Package.swift") { seen += watcher.waitForChanges() }
        #expect(seen == [root + "/Package.swift"])
    }

    @Test func aFolderMadeLaterIsWatchedToo() throws {
        let root = try package()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try SourceWatcher(root: root)
        try FileManager.default.createDirectory(atPath: root + "/scenes/b/Sources", withIntermediateDirectories: true)
        _ = watcher.waitForChanges()   // the new folder itself
        try write(root + "/scenes/b/Sources/B.swift")
        var seen: [String] = []
        while !seen.contains(root + "/scenes/b/Sources/B.swift") {
            let changed = watcher.waitForChanges()
            #expect(!changed.isEmpty)
            seen += changed
        }
    }

    @Test func aMissingFolderIsNamed() {
        let error = #expect(throws: CommandError.self) { try SourceWatcher(root: "/nonexistent/package") }
        #expect(error?.description.contains("/nonexistent/package") == true)
    }
}
