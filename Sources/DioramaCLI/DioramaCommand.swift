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
    /// The built-in commands, then the hosted scenes' own verbs (`HostedVerbs`).
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "diorama",
            abstract: "Play Diorama's interactive scenes, or render them headless.",
            discussion: "With no subcommand, opens the launcher window.",
            version: EngineVersion.string,
            subcommands: [PlayCommand.self, ListCommand.self, RenderCommand.self, RunCommand.self, ReplayCommand.self,
                          TestCommand.self, JUnitCommand.self, NewSceneCommand.self, DevCommand.self] + HostedVerbs.all,
            defaultSubcommand: PlayCommand.self
        )
    }

    public init() {}

    /// Runs the command line with `scenes` as the scenes this executable hosts, in the order the
    /// launcher lists them (the launcher itself comes first), and exits.
    /// `verbs` are the scene modules' own commands (`diorama editor export …`), listed in the help
    /// beside the built-in ones.
    public static func main(scenes: [any Scene.Type], verbs: [any ParsableCommand.Type] = []) {
        HostedVerbs.all = verbs
        OffscreenRenderers.factory = { try OffscreenBackend(size: $0) }
        let hosted = [LauncherScene.self] + scenes.filter { $0 != LauncherScene.self }
        var ids: Set<String> = []
        for scene in hosted where !ids.insert(scene.info.id).inserted {
            exit(withError: CommandError(CLIStrings.duplicateSceneID(scene.info.id)))
        }
        SceneCatalog.hosted = SceneCatalog(hosted)
        main()
    }
}
