import Foundation
import SceneTestSupport
import Testing
@testable import DioramaCLI

@Suite struct DevCommandTests {
    @Test func thePackageIsFoundFromAFolderInsideIt() throws {
        let root = ScratchFolders.path("diorama-dev-root")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/scenes/a/Sources", withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let resolved = URL(fileURLWithPath: root).standardizedFileURL.path
        #expect(try DevCommand.packageRoot(from: root + "/scenes/a/Sources") == resolved)
        #expect(try DevCommand.packageRoot(from: root) == resolved)
    }

    @Test func noPackageIsNamed() {
        let error = #expect(throws: CommandError.self) { try DevCommand.packageRoot(from: "/proc/self") }
        #expect(error?.description.contains("no Package.swift") == true)
    }

    @Test func aDamagedHandOverNamesItsFile() throws {
        let file = ScratchFolders.path("diorama-hand-over", suffix: ".json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data("{\"tick\":\"soon\"}".utf8).write(to: URL(fileURLWithPath: file))
        let error = #expect(throws: CommandError.self) { try DevPlayer.readHandOver(file) }
        #expect(error?.description.hasPrefix(file + ": not a dev session's hand-over") == true)
    }
}
