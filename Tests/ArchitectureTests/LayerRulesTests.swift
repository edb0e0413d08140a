import Foundation
import Testing

/// The toolchain's modules that any layer may import.
let systemModules: Set<String> = ["Foundation", "FoundationEssentials", "FoundationXML", "Dispatch", "Synchronization", "Glibc", "Musl", "Darwin"]

/// What each module under `Sources/` may import besides `systemModules`: the layers, written
/// down once. SwiftPM lets a target import any module the package builds, so this is the rule.
let allowedImports: [String: Set<String>] = [
    "Core": [],
    "ECS": ["Core"],
    "Physics": ["Core", "CBox2D"],
    "Imaging": ["Core", "CPNG", "CPNGEncoder", "CJPEG", "CBlur"],
    "Engine": ["Core", "ECS", "Physics", "Imaging", "Yams"],
    "UI": ["Engine", "Core", "CFreeType", "CHarfBuzz"],
    "Records": ["Engine", "Core", "GRDB", "GRDBSQLite", "CSV", "Yams", "CYaml"],
    "Replay": ["Engine", "Core", "ECS", "Physics"],
    "Scripting": ["Engine", "Replay", "Core", "Yams"],
    "Host": ["Engine", "UI", "Replay", "Core"],
    "RenderSDL": ["Engine", "UI", "Replay", "Host", "Core", "Imaging", "CSDL2"],
    "DioramaCLI": ["Engine", "Replay", "Scripting", "Host", "RenderSDL", "Core", "ArgumentParser", "Logging"],
    "BuiltInScenes": ["Engine", "ArgumentParser", "PlaygroundScene", "StickerJarScene", "ShearsIntroScene", "UIGalleryScene",
                      "EditorCanvasScene", "RoastRevealScene", "WatchLogScene"],
    "diorama": ["DioramaCLI", "BuiltInScenes"],
]

/// What a scene's sources may import besides `systemModules`.
let sceneImports: Set<String> = ["Engine", "UI", "Records"]

/// The modules a scene may import besides `sceneImports`, by its folder under `scenes/`. The
/// watch log keeps its diary in a real database, opened and its files read through the records
/// kit, and queries it through GRDB; a scene with a command-line verb of its own (`diorama
/// editor …`, `diorama sticker make …`) declares it with ArgumentParser. No other scene may.
let sceneExtraImports: [String: Set<String>] = [
    "sticker-jar": ["ArgumentParser"],
    "watch-log": ["GRDB", "ArgumentParser"],
    "editor-canvas": ["ArgumentParser"],
    "roast-reveal": ["ArgumentParser"],
]

/// What the scene whose file is `file` (relative to the checkout) may import besides `systemModules`.
func allowedSceneImports(file: String) -> Set<String> {
    let folder = file.split(separator: "/").dropFirst().first.map(String.init) ?? ""
    return sceneImports.union(sceneExtraImports[folder] ?? [])
}

/// The scene target name of a folder under `scenes/` ("watch-log" → "WatchLogScene").
func sceneTarget(folder: String) -> String {
    folder.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Scene"
}

@Suite struct LayerRulesTests {
    @Test func aSceneImportsTheEngineAndTheUIKitAlone() throws {
        let imports = try SourceImport.all(below: "scenes").filter { $0.file.contains("/Sources/") }
        #expect(!imports.isEmpty, "no scene sources found below \(checkoutRoot.path)/scenes")
        let stray = imports.filter { !allowedSceneImports(file: $0.file).contains($0.module) && !systemModules.contains($0.module) }
        #expect(stray.isEmpty, "a scene imports Engine and UI only (and the packages sceneExtraImports lets it): \(stray)")
    }

    @Test func aScenesTestsImportItsSceneTheEngineAndTheSceneTestSupport() throws {
        let imports = try SourceImport.all(below: "scenes").filter { $0.file.contains("/Tests/") }
        let stray = imports.filter {
            !allowedSceneImports(file: $0.file).union(["SceneTestSupport", "Testing"]).contains($0.module)
                && !systemModules.contains($0.module) && !$0.module.hasSuffix("Scene")
        }
        #expect(stray.isEmpty, "\(stray)")
    }

    @Test func everyModuleImportsOnlyTheLayersBelowIt() throws {
        var modules: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: checkoutRoot.appendingPathComponent("Sources").path).sorted() {
            let imports = try SourceImport.all(below: "Sources/" + module)
            guard !imports.isEmpty else { continue }   // C targets
            modules.append(module)
            let allowed = try #require(allowedImports[module], "Sources/\(module) is missing from the layer table")
            let stray = imports.filter { !allowed.contains($0.module) && !systemModules.contains($0.module) }
            #expect(stray.isEmpty, "\(stray)")
        }
        #expect(Set(modules) == Set(allowedImports.keys), "the layer table names modules that are gone")
    }

    @Test func everyTargetInTheManifestKeepsToTheLayers() throws {
        let manifest = try Manifest.dumped()
        #expect(manifest.targets.count > 40 && manifest.targets.contains { $0.name == "DioramaCLI" },
                "the manifest's targets were not read: \(manifest.targets.map(\.name))")
        for target in manifest.targets {
            let dependencies = Set(target.dependencyNames)
            let sceneExtras = sceneExtraImports.first { sceneTarget(folder: $0.key) == target.name }?.value ?? []
            switch target.type {
            case "system":
                #expect(dependencies.isEmpty, "Package.swift: the C library \(target.name) depends on \(dependencies)")
            case "test", "executable":
                // Tests and programs sit on top: they may use any layer, but no test may be a dependency.
                continue
            default:
                if target.name.hasSuffix("Scene") {
                    let stray = dependencies.subtracting(sceneImports.union(sceneExtras))
                    #expect(stray.isEmpty, "Package.swift: the scene \(target.name) depends on \(stray)")
                } else if let allowed = allowedImports[target.name] {
                    let stray = dependencies.subtracting(allowed)
                    #expect(stray.isEmpty, "Package.swift: \(target.name) depends on \(stray)")
                } else {
                    // A C shim (no imports to check) or the tests' own support: neither is depended on by a module.
                    #expect(target.name.hasPrefix("C") || target.path?.hasPrefix("Tests/") == true,
                            "Package.swift: \(target.name) is missing from the layer table")
                }
            }
        }
        let tests = Set(manifest.targets.filter { $0.type == "test" }.map(\.name))
        for target in manifest.targets where target.type != "test" {
            #expect(Set(target.dependencyNames).isDisjoint(with: tests), "Package.swift: \(target.name) depends on a test target")
        }
    }

    @Test func aTargetsDependenciesAreReadByNameTargetAndProduct() throws {
        let json = #"{"targets":[{"name":"X","type":"regular","dependencies":[{"byName":["Engine",null]},{"target":["UI",null]},{"product":["GRDB","GRDB.swift",null,null]}]}]}"#
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(json.utf8))
        #expect(manifest.targets.first?.dependencyNames == ["Engine", "UI", "GRDB"])
    }

    @Test func onlyTheWatchLogMayUseTheDatabaseAndCSVPackages() {
        #expect(allowedSceneImports(file: "scenes/watch-log/Sources/Diary/WatchLogStore.swift").contains("GRDB"))
        #expect(!allowedSceneImports(file: "scenes/sticker-jar/Sources/Sticker.swift").contains("GRDB"))
        #expect(sceneTarget(folder: "watch-log") == "WatchLogScene" && sceneTarget(folder: "sticker-jar") == "StickerJarScene")
    }

    @Test func anImportLineNamesItsModule() {
        #expect(SourceImport.importedModule(in: "@testable import Engine") == "Engine")
        #expect(SourceImport.importedModule(in: "@_exported import Core") == "Core")
        #expect(SourceImport.importedModule(in: "import struct Engine.DrawList") == "Engine")
        #expect(SourceImport.importedModule(in: "  import CBox2D") == "CBox2D")
        #expect(SourceImport.importedModule(in: "// import CBox2D") == nil)
        #expect(SourceImport.importedModule(in: "let important = 1") == nil)
    }
}

/// The package manifest as `swift package dump-package` prints it: every target, however its
/// declaration is laid out in Package.swift.
struct Manifest: Decodable {
    struct Target: Decodable {
        var name: String
        /// "regular", "executable", "test" or "system".
        var type: String
        var path: String?
        var dependencies: [Dependency]

        /// Each dependency by name: a target's, or a package product's.
        var dependencyNames: [String] { dependencies.compactMap(\.name) }
    }

    /// `{"byName": [NAME, condition]}`, `{"target": [NAME, condition]}` or `{"product": [NAME, PACKAGE, …]}`.
    struct Dependency: Decodable {
        var byName: [String?]?
        var target: [String?]?
        var product: [String?]?

        var name: String? { (byName ?? target ?? product)?.first ?? nil }
    }

    var targets: [Target]

    /// The checkout's manifest. A scratch path of its own keeps it from waiting on the build
    /// folder that the running `swift test` holds; dumping reads the manifest alone.
    static func dumped() throws -> Manifest {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", checkoutRoot.path,
                             "--scratch-path", NSTemporaryDirectory() + "diorama-dump-package-\(getpid())", "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "swift package dump-package exited \(process.terminationStatus)"])
        }
        return try JSONDecoder().decode(Manifest.self, from: data)
    }
}
