import ArgumentParser
import Engine
import Foundation
import Host
import RenderSDL

/// The `diorama` command: plays scenes in a window, renders them headless, replays and tests
/// them, and lists them.
///
/// A package with scenes of its own builds a `diorama`-compatible executable whose `main.swift`
/// is one line: `DioramaCommand.main(scenes: BuiltInScenes.all + [MyScene.self])`.
public struct DioramaCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "diorama",
        abstract: "Play Diorama's interactive scenes, or render them headless.",
        discussion: "With no subcommand, opens the launcher window.",
        version: EngineVersion.string,
        subcommands: [PlayCommand.self, ListCommand.self, RenderCommand.self, RunCommand.self, ReplayCommand.self, TestCommand.self,
                      NewSceneCommand.self, StickerCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    public init() {}

    /// Runs the command line with `scenes` as the scenes this executable hosts, in the order the
    /// launcher lists them (the launcher itself comes first), and exits.
    /// `tools` are the scene modules' own verbs (`diorama editor export …`), run before the
    /// built-in commands are parsed, with the process's environment, the wall clock and an
    /// offscreen renderer (`SceneToolContext`).
    public static func main(scenes: [any Scene.Type], tools: [any SceneTool.Type] = []) {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let verb = arguments.first, let tool = tools.first(where: { $0.name == verb }) {
            do {
                let context = SceneToolContext(environment: ProcessInfo.processInfo.environment, now: Date(), timeZone: .current,
                                               makeRenderer: { try OffscreenBackend(size: $0) })
                let output = try tool.run(arguments: Array(arguments.dropFirst()), context: context)
                if !output.isEmpty { print(output) }
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("diorama \(verb): \(error)\nusage: \(tool.usage)\n".utf8))
                Foundation.exit(1)
            }
        }
        let hosted = [LauncherScene.self] + scenes.filter { $0 != LauncherScene.self }
        var ids: Set<String> = []
        for scene in hosted where !ids.insert(scene.info.id).inserted {
            exit(withError: CommandError(CLIStrings.duplicateSceneID(scene.info.id)))
        }
        SceneCatalog.hosted = SceneCatalog(hosted)
        main()
    }
}
