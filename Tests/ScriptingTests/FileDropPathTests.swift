import Foundation
import Testing
@testable import Engine
@testable import Scripting

/// A shared script drops only plain files beside it: it can never read another of the user's
/// files into its steps (and from there into a failed run's replay).
@Suite struct FileDropPathTests {
    @Test(arguments: ["/etc/passwd", "../secret.txt", "data/photo.png", "./photo.png", "..", ".", "a/../photo.png"])
    func aPathOtherThanAPlainNameBesideTheScriptIsRefused(_ value: String) throws {
        let folder = try scratchFolder()
        defer { removeScratchFolder(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/scripts/data", withIntermediateDirectories: true)
        for readable in ["secret.txt", "scripts/photo.png", "scripts/data/photo.png"] {
            try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/" + readable))
        }
        let script = folder + "/scripts/share.yml"
        let error = try #require(throws: ScriptError.self) {
            try SceneScript(yaml: "scene: p\nsteps:\n  - run: 1\n  - fileDrop: \"\(value)\"\n", file: script)
        }
        #expect(error.file == script && error.line == 4, "\(error)")
        #expect(error.message.contains("'fileDrop' names '\(value)'") && error.message.contains("beside it"), "\(error)")
    }

    @Test func aLinkBesideTheScriptIsRefused() throws {
        let folder = try scratchFolder()
        defer { removeScratchFolder(folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/photo.png", withDestinationPath: "/etc/passwd")
        let error = try #require(throws: ScriptError.self) {
            try SceneScript(yaml: "scene: p\nsteps:\n  - fileDrop: photo.png\n", file: folder + "/s.yml")
        }
        #expect(error.line == 3 && error.message.contains("symbolic link"), "\(error)")
    }

    @Test func aPlainNameBesideTheScriptIsDroppedUnderItsNameOrTheOneGiven() throws {
        let folder = try scratchFolder()
        defer { removeScratchFolder(folder) }
        try Data([7, 8]).write(to: URL(fileURLWithPath: folder + "/s-drop-1-a.png"))
        let script = try SceneScript(yaml: """
            scene: p
            steps:
              - fileDrop: s-drop-1-a.png
              - fileDrop: { file: s-drop-1-a.png, name: a.png }
            """, file: folder + "/s.yml")
        #expect(script.steps.map(\.action) == [.input([.fileDrop(try DroppedFile(name: "s-drop-1-a.png", bytes: [7, 8]))]),
                                               .input([.fileDrop(try DroppedFile(name: "a.png", bytes: [7, 8]))])])
    }

    @Test func theNameADropIsGivenIsPlainToo() throws {
        let folder = try scratchFolder()
        defer { removeScratchFolder(folder) }
        try Data([7]).write(to: URL(fileURLWithPath: folder + "/a.png"))
        let error = try #require(throws: ScriptError.self) {
            try SceneScript(yaml: "scene: p\nsteps:\n  - fileDrop: { file: a.png, name: ../b.png }\n", file: folder + "/s.yml")
        }
        #expect(error.line == 3 && error.message.contains("not a plain file name"), "\(error)")
    }
}
