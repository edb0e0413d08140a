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
    "UI": ["Engine", "Core", "CFreeType"],
    "Replay": ["Engine", "Core", "ECS", "Physics"],
    "Scripting": ["Engine", "Replay", "Core", "Yams"],
    "Host": ["Engine", "Replay", "Core"],
    "RenderSDL": ["Engine", "Replay", "Host", "Core", "Imaging", "CSDL2", "CSDL2TTF"],
    "DioramaCLI": ["Engine", "Replay", "Scripting", "Host", "RenderSDL", "Core", "ArgumentParser", "Logging"],
    "BuiltInScenes": ["Engine", "ArgumentParser", "PlaygroundScene", "StickerJarScene", "ShearsIntroScene", "UIGalleryScene",
                      "EditorCanvasScene", "RoastRevealScene", "WatchLogScene"],
    "diorama": ["DioramaCLI", "BuiltInScenes"],
]

/// What a scene's sources may import besides `systemModules`.
let sceneImports: Set<String> = ["Engine", "UI"]

/// The packages a scene may import besides `sceneImports`, by its folder under `scenes/`. The
/// watch log keeps its diary in SQLite through GRDB (issue 15 asks for a real database) and reads
/// and writes CSV files through CSV.swift; a scene with a command-line verb of its own
/// (`diorama editor …`) declares it with ArgumentParser. No other scene may.
let sceneExtraImports: [String: Set<String>] = [
    "watch-log": ["GRDB", "CSV", "ArgumentParser"],
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

    @Test func packageSwiftDeclaresNoDependencyTheLayersForbid() throws {
        let manifest = try String(contentsOf: checkoutRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = try declaredDependencies(in: manifest)
        #expect(declared["Engine"] != nil && declared["PlaygroundScene"] != nil, "the targets were not found: \(declared.keys)")
        for (module, dependencies) in declared {
            let sceneExtras = sceneExtraImports.first { sceneTarget(folder: $0.key) == module }?.value ?? []
            guard let allowed = module.hasSuffix("Scene") ? sceneImports.union(sceneExtras) : allowedImports[module] else { continue }
            #expect(dependencies.subtracting(allowed).isEmpty, "Package.swift: \(module) depends on \(dependencies.subtracting(allowed))")
        }
    }

    @Test func onlyTheWatchLogMayUseTheDatabaseAndCSVPackages() {
        #expect(allowedSceneImports(file: "scenes/watch-log/Sources/WatchLogStore.swift").contains("GRDB"))
        #expect(!allowedSceneImports(file: "scenes/sticker-jar/Sources/Sticker.swift").contains("GRDB"))
        #expect(sceneTarget(folder: "watch-log") == "WatchLogScene" && sceneTarget(folder: "sticker-jar") == "StickerJarScene")
        let declared = try? declaredDependencies(in: #".target(name: "XScene", dependencies: ["Engine", .product(name: "GRDB", package: "GRDB.swift")]),"#)
        #expect(declared == ["XScene": ["Engine", "GRDB"]])
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

/// Each `.target(name: "X", dependencies: ["A", .product(name: "B", package: "P")])` of
/// `manifest`: X's dependencies by name (a package's product by the product's name).
func declaredDependencies(in manifest: String) throws -> [String: Set<String>] {
    let product = try NSRegularExpression(pattern: #"\.product\(name: "(\w+)", package: "[^"]*"\)"#)
    let manifest = product.stringByReplacingMatches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest),
                                                    withTemplate: #""$1""#)
    let pattern = try NSRegularExpression(pattern: #"\.target\(name: "(\w+)", dependencies: \[([^\]]*)\]"#)
    var result: [String: Set<String>] = [:]
    let whole = NSRange(manifest.startIndex..., in: manifest)
    for match in pattern.matches(in: manifest, range: whole) {
        guard let name = Range(match.range(at: 1), in: manifest), let list = Range(match.range(at: 2), in: manifest) else { continue }
        let names = manifest[list].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"\n")) }
        result[String(manifest[name])] = Set(names.filter { !$0.isEmpty })
    }
    return result
}
