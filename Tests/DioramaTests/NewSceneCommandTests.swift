import Foundation
import SceneTestSupport
import Testing

/// `diorama new-scene`: the package it writes names this checkout and a scene of its own, and
/// its manifest is sound; bad names and occupied folders are refused. Building that package
/// compiles the whole engine a second time (minutes on CI's 2 cores), so building, playing and
/// testing it is `tools/check-new-scene`'s, run before a release.
@Suite(.offPool) struct NewSceneCommandTests {
    @Test func aNewScenePackageNamesThisCheckoutAndItsManifestIsSound() throws {
        let folder = try DioramaProcess.temporaryDirectory() + "/space-race"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let written = try DioramaProcess.run(["new-scene", "space-race", "--in", folder])
        #expect(written.status == 0, "\(written.stderr)")
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(projectRoot)\")"))
        let scene = try String(contentsOfFile: folder + "/scenes/space-race/Sources/SpaceRaceScene.swift", encoding: .utf8)
        #expect(scene.contains("public final class SpaceRaceScene: Scene") && !scene.contains("{{"))
        #expect(FileManager.default.fileExists(atPath: folder + "/scenes/space-race/tests/drop.yml"))
        let tests = try String(contentsOfFile: folder + "/scenes/space-race/Tests/SpaceRaceSceneTests.swift", encoding: .utf8)
        #expect(tests.contains("@testable import SpaceRaceScene") && !tests.contains("{{"))
        #expect(manifest.contains(#".product(name: "SceneTestSupport""#))

        let dump = try Self.swift(["package", "dump-package"], in: folder)
        try #require(dump.status == 0, "the new package's manifest does not load:\n\(dump.stderr)")
        let package = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        let targets = (package?["targets"] as? [[String: Any]])?.map { "\($0["name"] ?? "") \($0["type"] ?? "")" } ?? []
        #expect(targets.contains("space-race executable") && targets.contains("SpaceRaceScene regular"), "\(targets)")
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

    @Test func anEmptyInOrOneNamingAFileIsRefusedAndNothingIsWritten() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let empty = try DioramaProcess.run(["new-scene", "hello", "--in", ""], directory: folder)
        #expect(empty.status != 0 && empty.stderr.contains("--in is empty"), "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "/scenes/hello") && !FileManager.default.fileExists(atPath: folder + "/scenes"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/hello"))
        for arguments in [["--in", folder + "/hello"], []] {
            let file = try DioramaProcess.run(["new-scene", "hello"] + arguments, directory: folder)
            #expect(file.status != 0 && file.stderr.contains("hello: not a folder"), "\(file.stderr)")
            #expect(try String(contentsOfFile: folder + "/hello", encoding: .utf8) == "mine")
        }
    }

    @Test(arguments: ["https://example.org/d.git\", from: \"0.0.1\"), .package(path: \"/", "https://example.org/a b.git",
                      "https://example.org/d.git\n", "not a url", "ftp://example.org/d.git", "https://", "host/x:d.git", ""])
    func aDioramaURLThatIsNotARepositoryAddressIsRefused(url: String) throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try DioramaProcess.run(["new-scene", "hello", "--in", folder + "/p", "--diorama-url", url, "--diorama-version", "1.0.0"])
        #expect(result.status != 0 && result.stderr.contains("is not a git repository address"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/p"))
    }

    @Test(arguments: ["1.0", "v1.0.0", "01.2.3", "1.2.3-", "1.2.3+", "latest", "1.2.3\"", "1.2.3 ", ""])
    func aDioramaVersionThatIsNotASemanticVersionIsRefused(version: String) throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try DioramaProcess.run(["new-scene", "hello", "--in", folder + "/p",
                                             "--diorama-url", "https://example.org/d.git", "--diorama-version", version])
        #expect(result.status != 0 && result.stderr.contains("is not a semantic version"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/p"))
    }

    @Test func anSSHAddressAndAPreReleaseAreTakenAsWrittenAndNeverReadForSlots() throws {
        let folder = try DioramaProcess.temporaryDirectory() + "/hello"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let result = try DioramaProcess.run(["new-scene", "hello", "--in", folder, "--diorama-url", "git@example.org:{{id}}/Diorama.git",
                                             "--diorama-version", "2.0.0-beta.1+exp.sha.5114f85"])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(url: \"git@example.org:{{id}}/Diorama.git\", from: \"2.0.0-beta.1+exp.sha.5114f85\")"),
                "\(manifest)")
    }

    /// Runs `swift arguments…` in `folder` and waits.
    static func swift(_ arguments: [String], in folder: String) throws -> DioramaProcess.Result {
        let swift = ProcessInfo.processInfo.environment["PATH"].flatMap { path in
            path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        } ?? "/usr/bin/swift"
        // SwiftPM leaves TemporaryDirectory.* folders behind in TMPDIR: a scratch one keeps them off /tmp.
        let scratch = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        return try DioramaProcess.run(arguments, environment: ["TMPDIR": scratch], binary: URL(fileURLWithPath: swift), directory: folder)
    }
}
