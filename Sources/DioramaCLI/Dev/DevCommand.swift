import ArgumentParser
import Engine
import Foundation
import Host

/// `diorama dev [SCENE]`: the scene author's loop. Plays the scene in a window while recording
/// it; on a change to the package's sources rebuilds this executable's product (the build's
/// progress and errors show over the scene, which plays on meanwhile), then goes on in the
/// rebuilt binary at the same tick, window place and size, from the recorded input.
struct DevCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Play a scene, rebuild it when its sources change, and go on where it was.",
        discussion: """
            Run it in the scene's package (or a folder inside it). On each change to Sources/, scenes/ or \
            Package.swift it runs `swift build --product` for this command, showing progress and compiler errors \
            in the window while the old code plays on; when the build succeeds the new code re-simulates the \
            recorded input and the session goes on at the same tick. Where the new code makes the recorded input \
            meaningless (the scene's parameters changed or are refused, or re-simulation fails) it says so and \
            starts the scene afresh. F7 rewinds 5 seconds; closing the window ends the session.
            """)

    @Argument(help: "The scene to play (default: the first this command hosts).")
    var scene: String?

    @Option(help: ArgumentHelp("Also append the scene's probes to this file each second, one JSON object a line (for scripts).",
                               valueName: "file"))
    var probeLog: String?

    @OptionGroup var session: SessionOptions

    /// The scene played: the one named, or the first hosted after the launcher.
    private var sceneID: String {
        scene ?? SceneCatalog.hosted.infos.first { $0.id != LauncherScene.info.id }?.id ?? LauncherScene.info.id
    }

    func validate() throws {
        guard sceneID != LauncherScene.info.id else { throw ValidationError(CLIStrings.devNeedsScene) }
        try session.validate(sceneID: sceneID)
    }

    func run() throws {
        try OutputPaths.check([("--probe-log", probeLog)])
        guard Display.isAvailable(environment: ProcessInfo.processInfo.environment) else { throw CommandError(CLIStrings.devNoDisplay) }
        let root = try Self.packageRoot(from: FileManager.default.currentDirectoryPath)
        guard Self.isOnPath("swift") else { throw CommandError(CLIStrings.noSwift) }
        var template = Array((NSTemporaryDirectory() + "diorama-dev-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CommandError(CLIStrings.noScratchFolder(errno)) }
        let folder = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        if let probeLog, !FileManager.default.createFile(atPath: probeLog, contents: nil) {
            throw CommandError(CLIStrings.cannotWrite(probeLog, CocoaError(.fileWriteNoPermission)))
        }
        let settings = DevSupervisor.Settings(
            root: root, product: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().lastPathComponent,
            configuration: EngineVersion.build, scene: sceneID, seed: session.seed ?? UInt64.random(in: 1...UInt64(UInt32.max)),
            parameters: session.parameters, profile: session.profile ?? folder + "/profile", probeLog: probeLog, folder: folder)
        try DevSupervisor(settings: settings).run()
    }

    /// The package folder holding `folder`: the nearest folder up from it with a `Package.swift`.
    /// - Throws: `CommandError` naming `folder` when there is none.
    static func packageRoot(from folder: String) throws -> String {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift") { return url.path }
            let parent = url.deletingLastPathComponent()
            guard parent.path != url.path else { throw CommandError(CLIStrings.noPackage(folder)) }
            url = parent
        }
    }

    /// Whether an executable named `name` is in one of `PATH`'s folders.
    private static func isOnPath(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }
}
