import Foundation
import SceneTestSupport
import Testing

/// `diorama new-scene`: the package it writes builds against this checkout, plays headless and
/// passes its own scripted test; bad names and occupied folders are refused.
@Suite struct NewSceneCommandTests {
    @Test func aNewScenePackageBuildsPlaysAndPassesItsTest() throws {
        let folder = try DioramaProcess.temporaryDirectory() + "/space-race"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let written = try DioramaProcess.run(["new-scene", "space-race", "--in", folder])
        #expect(written.status == 0, "\(written.stderr)")
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(projectRoot)\")"))
        let scene = try String(contentsOfFile: folder + "/scenes/space-race/Sources/SpaceRaceScene.swift", encoding: .utf8)
        #expect(scene.contains("public final class SpaceRaceScene: Scene") && !scene.contains("{{"))

        let build = try Self.swift(["build", "--product", "space-race"], in: folder)
        try #require(build.status == 0, "swift build of the new package failed:\n\(build.stdout)\n\(build.stderr)")
        let binary = URL(fileURLWithPath: folder + "/.build/debug/space-race")

        let list = try DioramaProcess.run(["list"], binary: binary, directory: folder)
        #expect(list.stdout.contains("space-race") && list.stdout.contains("--param balls="), "\(list.stdout)")
        let render = try DioramaProcess.run(["render", "space-race", "--ticks", "60", "--out", folder + "/shot.png"],
                                            binary: binary, directory: folder)
        #expect(render.status == 0 && FileManager.default.fileExists(atPath: folder + "/shot.png"), "\(render.stderr)")
        let test = try DioramaProcess.run(["test"], binary: binary, directory: folder)
        #expect(test.status == 0 && test.stdout.contains("PASS scenes/space-race/tests/drop.yml"), "\(test.stdout)\(test.stderr)")
        let refused = try DioramaProcess.run(["run", "space-race", "--param", "balls=-1"], binary: binary, directory: folder)
        #expect(refused.status != 0 && refused.stderr.contains("balls=-1"), "\(refused.stderr)")
    }

    @Test(arguments: ["Hello", "9lives", "space--race", "x-", "a/b", "playground", "launcher", "engine", "diorama", ""])
    func aNameThatCannotNameAPackagedSceneIsRefused(name: String) throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try DioramaProcess.run(["new-scene", name, "--in", folder + "/p"])
        #expect(result.status != 0 && result.stderr.contains("'\(name)'"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/p"))
    }

    @Test func aFolderThatHoldsFilesIsLeftAlone() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
        let result = try DioramaProcess.run(["new-scene", "hello", "--in", folder])
        #expect(result.status != 0 && result.stderr.contains("\(folder): the folder is not empty"), "\(result.stderr)")
        #expect(try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8) == "mine")
    }

    @Test func aPackageMayDependOnDioramaByRepositoryAndVersion() throws {
        let folder = try DioramaProcess.temporaryDirectory() + "/hello"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let result = try DioramaProcess.run(["new-scene", "hello", "--in", folder,
                                             "--diorama-url", "https://example.org/diorama-engine/Diorama.git", "--diorama-version", "1.2.0"])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(url: \"https://example.org/diorama-engine/Diorama.git\", from: \"1.2.0\")"))
        #expect(manifest.contains(".product(name: \"Engine\", package: \"diorama\")"))
        let half = try DioramaProcess.run(["new-scene", "hello", "--in", folder + "2", "--diorama-url", "https://example.org/d.git"])
        #expect(half.status != 0 && half.stderr.contains("--diorama-version"))
    }

    /// Runs `swift arguments…` in `folder` and waits.
    static func swift(_ arguments: [String], in folder: String) throws -> DioramaProcess.Result {
        let swift = ProcessInfo.processInfo.environment["PATH"].flatMap { path in
            path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        } ?? "/usr/bin/swift"
        return try DioramaProcess.run(arguments, binary: URL(fileURLWithPath: swift), directory: folder)
    }
}
