import ArgumentParser
import Engine
import Foundation

/// `diorama new-scene NAME [--in DIR]`: writes a SwiftPM package with a new scene to start from,
/// a scripted test with its golden, and a `diorama`-compatible command hosting the scene.
struct NewSceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-scene",
        abstract: "Write a package with a new scene, its scripted test and a command to play it.",
        discussion: """
            The package depends on Diorama by path to the checkout this diorama was built from, or \
            by --diorama-path, or by --diorama-url and --diorama-version. Its README has the commands \
            to play and test the scene.
            """)

    @Argument(help: ArgumentHelp("The scene's id, in lower case with hyphens, e.g. space-race.", valueName: "name"))
    var name: String

    @Option(name: .customLong("in"), help: ArgumentHelp("The folder to write the package in (default: ./NAME); it must be empty or new.", valueName: "dir"))
    var folder: String?

    @Option(help: ArgumentHelp("Depend on the Diorama checkout in this folder.", valueName: "dir"))
    var dioramaPath: String?

    @Option(help: ArgumentHelp("Depend on Diorama from this git URL (with --diorama-version).", valueName: "url"))
    var dioramaURL: String?

    @Option(help: ArgumentHelp("The Diorama version to depend on from --diorama-url, e.g. 1.0.0.", valueName: "version"))
    var dioramaVersion: String?

    func validate() throws {
        if let problem = SceneTemplate.problem(withName: name, taken: SceneCatalog.hosted.infos.map(\.id)) {
            throw ValidationError(problem)
        }
        if dioramaURL != nil, dioramaPath != nil { throw ValidationError(CLIStrings.pathOrURL) }
        if (dioramaURL == nil) != (dioramaVersion == nil) { throw ValidationError(CLIStrings.urlNeedsVersion) }
        if let dioramaURL, !PackageURL.isValid(dioramaURL) { throw ValidationError(CLIStrings.badPackageURL(dioramaURL)) }
        if let dioramaVersion, !SemanticVersion.isValid(dioramaVersion) {
            throw ValidationError(CLIStrings.badVersion(dioramaVersion))
        }
        // An empty --in would make every file's path absolute: the package would land in /.
        if folder?.isEmpty == true { throw ValidationError(CLIStrings.emptyPackageFolder) }
    }

    func run() throws {
        let destination = folder ?? name
        let template = SceneTemplate(name: name, dependency: try dependency())
        try template.write(to: destination)
        print(CLIStrings.newSceneWritten(id: name, folder: destination, executable: template.executable))
    }

    /// Where the new package finds Diorama.
    private func dependency() throws -> SceneTemplate.Dependency {
        if let url = dioramaURL, let version = dioramaVersion { return .url(url, version: version) }
        if let path = dioramaPath {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            guard SceneTemplate.isDioramaCheckout(absolute) else { throw CommandError(CLIStrings.notACheckout(absolute)) }
            return .path(absolute)
        }
        guard let checkout = SceneTemplate.buildCheckout, SceneTemplate.isDioramaCheckout(checkout) else {
            throw CommandError(CLIStrings.noCheckout)
        }
        return .path(checkout)
    }
}
