import Foundation
import Testing

/// The toolchain's modules that any layer may import.
let systemModules: Set<String> = ["Foundation", "FoundationEssentials", "FoundationXML", "Dispatch", "Glibc", "Musl", "Darwin"]

/// What each module under `Sources/` may import besides `systemModules`: the layers, written
/// down once. SwiftPM lets a target import any module the package builds, so this is the rule.
let allowedImports: [String: Set<String>] = [
    "Core": [],
    "ECS": ["Core"],
    "Physics": ["Core", "CBox2D"],
    "Imaging": ["Core", "CPNG", "CJPEG"],
    "Engine": ["Core", "ECS", "Physics", "Imaging", "Yams"],
    "UI": ["Engine", "Core", "CFreeType"],
    "Replay": ["Engine", "Core", "ECS", "Physics"],
    "Scripting": ["Engine", "Replay", "Core", "Yams"],
    "Host": ["Engine", "Replay", "Core"],
    "RenderSDL": ["Engine", "Replay", "Host", "Core", "Imaging", "CSDL2", "CSDL2TTF"],
    "DioramaCLI": ["Engine", "Replay", "Scripting", "Host", "RenderSDL", "Core", "ArgumentParser", "Logging"],
    "BuiltInScenes": ["Engine", "PlaygroundScene", "StickerJarScene", "ShearsIntroScene", "UIGalleryScene",
                      "EditorCanvasScene", "RoastRevealScene"],
    "diorama": ["DioramaCLI", "BuiltInScenes"],
]

/// What a scene's sources may import besides `systemModules`.
let sceneImports: Set<String> = ["Engine", "UI"]

@Suite struct LayerRulesTests {
    @Test func aSceneImportsTheEngineAndTheUIKitAlone() throws {
        let imports = try SourceImport.all(below: "scenes").filter { $0.file.contains("/Sources/") }
        #expect(!imports.isEmpty, "no scene sources found below \(checkoutRoot.path)/scenes")
        let stray = imports.filter { !sceneImports.contains($0.module) && !systemModules.contains($0.module) }
        #expect(stray.isEmpty, "a scene imports Engine and UI only: \(stray)")
    }

    @Test func aScenesTestsImportItsSceneTheEngineAndTheSceneTestSupport() throws {
        let imports = try SourceImport.all(below: "scenes").filter { $0.file.contains("/Tests/") }
        let allowed = sceneImports.union(["SceneTestSupport", "Testing"])
        let stray = imports.filter {
            !allowed.contains($0.module) && !systemModules.contains($0.module) && !$0.module.hasSuffix("Scene")
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
            guard let allowed = module.hasSuffix("Scene") ? sceneImports : allowedImports[module] else { continue }
            #expect(dependencies.subtracting(allowed).isEmpty, "Package.swift: \(module) depends on \(dependencies.subtracting(allowed))")
        }
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

/// Each `.target(name: "X", dependencies: ["A", "B"])` of `manifest`: X's dependencies by name.
func declaredDependencies(in manifest: String) throws -> [String: Set<String>] {
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
