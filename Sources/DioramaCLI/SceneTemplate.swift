import Foundation

/// The package `diorama new-scene` writes: the files of `Template/` (this module's resources)
/// with the scene's names filled in.
struct SceneTemplate {
    /// How the new package depends on Diorama.
    enum Dependency: Equatable {
        /// A checkout on this machine, by absolute path.
        case path(String)
        /// A git repository and the version to start from.
        case url(String, version: String)

        /// The `.package(…)` line of the new package's manifest.
        var manifestLine: String {
            switch self {
            case .path(let path): return ".package(path: \(SwiftLiteral.string(path)))"
            case .url(let url, let version): return ".package(url: \(SwiftLiteral.string(url)), from: \(SwiftLiteral.string(version)))"
            }
        }

        /// The package identity SwiftPM gives the dependency: its folder's or repository's name,
        /// in lower case.
        var identity: String {
            let last: String
            switch self {
            case .path(let path): last = URL(fileURLWithPath: path).lastPathComponent
            case .url(let url, _): last = String(url.split(separator: "/").last ?? "")
            }
            return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last).lowercased()
        }
    }

    /// The scene's id, e.g. `space-race`.
    let id: String
    /// How the package depends on Diorama.
    let dependency: Dependency

    init(name: String, dependency: Dependency) {
        id = name
        self.dependency = dependency
    }

    /// The scene's type and module, e.g. `SpaceRaceScene`.
    var typeName: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Scene"
    }

    /// The scene's title in sentence case, e.g. `Space race`.
    var title: String {
        let words = id.split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The package's command, named like the scene.
    var executable: String { id }

    /// Each file of the package, by path inside it, and the template file it is made from.
    var files: [(path: String, template: String)] {
        [("Package.swift", "Package.swift.template"),
         ("README.md", "README.md.template"),
         (".gitignore", "gitignore.template"),
         ("Sources/\(executable)/main.swift", "main.swift.template"),
         ("scenes/\(id)/Sources/\(typeName).swift", "Scene.swift.template"),
         ("scenes/\(id)/Tests/\(typeName)Tests.swift", "SceneTests.swift.template"),
         ("scenes/\(id)/tests/drop.yml", "drop.yml.template"),
         ("scenes/\(id)/tests/goldens/drop.png", "drop.png")]
    }

    /// Writes the package into `folder`, which must be new or empty.
    /// - Throws: `CommandError` naming the folder or file when it cannot.
    func write(to folder: String) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw CommandError(CLIStrings.notAFolder(folder))
        }
        if let existing = try? manager.contentsOfDirectory(atPath: folder), !existing.isEmpty {
            throw CommandError(CLIStrings.folderNotEmpty(folder))
        }
        guard let templates = Bundle.module.resourcePath.map({ $0 + "/Template" }) else {
            throw CommandError(CLIStrings.templateMissing)
        }
        // Every template is read before anything is written, so a damaged install writes nothing.
        let contents = try files.map { file -> (path: String, data: Data) in
            let source = templates + "/" + file.template
            guard let data = manager.contents(atPath: source) else { throw CommandError(CLIStrings.templateUnreadable(source)) }
            return (file.path, file.template.hasSuffix(".template") ? Data(fill(String(decoding: data, as: UTF8.self)).utf8) : data)
        }
        for (path, output) in contents {
            let target = folder + "/" + path
            do {
                try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try output.write(to: URL(fileURLWithPath: target))
            } catch {
                throw CommandError(CLIStrings.cannotWrite(target, error))
            }
        }
    }

    /// `text` with the template's `{{…}}` slots filled in, in one pass: text filled in is never
    /// read for slots again, so a `{{…}}` inside a path or URL stays as it is.
    func fill(_ text: String) -> String {
        let slots = ["id": id, "Type": typeName, "Title": title, "executable": executable,
                     "dependency": dependency.manifestLine, "package": SwiftLiteral.escaped(dependency.identity)]
        var filled = "", rest = text[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            let slot = String(rest[open.upperBound..<close.lowerBound])
            filled += rest[..<open.lowerBound]
            filled += slots[slot] ?? String(rest[open.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        return filled + rest
    }

    /// Why `name` cannot name a new scene, or nil when it can: it must be lower case words of
    /// letters and digits joined by hyphens, starting with a letter, not an id `taken` already,
    /// and not clash with a module of Diorama's.
    static func problem(withName name: String, taken: [String]) -> String? {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        let wellFormed = name.count <= 40 && name.first.map { ("a"..."z").contains($0) } == true
            && words.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } }
        guard wellFormed else { return CLIStrings.badSceneName(name) }
        let template = SceneTemplate(name: name, dependency: .path("/"))
        if taken.contains(name) || reservedModules.contains(template.typeName.lowercased())
            || reservedModules.contains(template.executable.replacingOccurrences(of: "-", with: "").lowercased()) {
            return CLIStrings.sceneNameTaken(name)
        }
        return nil
    }

    /// Diorama's module names in lower case, which a new package's targets must not repeat.
    static let reservedModules: Set<String> = [
        "core", "ecs", "physics", "imaging", "engine", "replay", "scripting", "host", "rendersdl", "dioramacli",
        "builtinscenes", "diorama", "playgroundscene", "stickerjarscene", "shearsintroscene", "scenetestsupport",
        "cbox2d", "cpng", "cjpeg", "csdl2", "csdl2ttf",
    ]

    /// The checkout this executable was built from, if its sources were in one.
    static var buildCheckout: String? {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }

    /// Whether `folder` holds Diorama's package (its manifest names the `DioramaCLI` library).
    static func isDioramaCheckout(_ folder: String) -> Bool {
        guard let manifest = try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8) else { return false }
        return manifest.contains("\"DioramaCLI\"")
    }
}
