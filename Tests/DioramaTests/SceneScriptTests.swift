import Foundation
import Scripting
import Testing

/// Every scene script in the repository (`scenes/*/tests/*.yml`) passes when the release build's
/// `diorama test --keyframes` runs it headless: its steps pass, and sessions restored from its
/// replay's keyframes go on exactly as the straight run (the debug build audits a sample in
/// `KeyframeTests`).
@Suite(.offPool) struct SceneScriptTests {
    /// The package root: this file is `Tests/DioramaTests/SceneScriptTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every scene script, relative to the root, by scene and name.
    static let scripts: [String] = {
        let files = FileManager.default
        let scenes = (try? files.contentsOfDirectory(atPath: root + "/scenes")) ?? []
        return scenes.sorted().flatMap { scene in
            ((try? files.contentsOfDirectory(atPath: "\(root)/scenes/\(scene)/tests")) ?? [])
                .filter { $0.hasSuffix(".yml") }.sorted().map { "scenes/\(scene)/tests/\($0)" }
        }
    }()

    @Test func thePlaygroundHasScripts() {
        #expect(Self.scripts.filter { $0.hasPrefix("scenes/playground/tests/") }.count >= 5)
    }

    @Test(arguments: scripts)
    func passes(_ script: String) throws {
        let r = try DioramaProcess.run(["test", "--keyframes", Self.root + "/" + script], binary: DioramaProcess.releaseExecutable)
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.hasPrefix("PASS "), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("1 passed, 0 failed\n"), "\(r.stdout)")
    }
}
