import ArgumentParser
import Engine

/// The `diorama` command: plays scenes in a window, renders them headless, lists them.
@main
struct Diorama: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diorama",
        abstract: "Play Diorama's interactive scenes, or render them headless.",
        discussion: "With no subcommand, opens the launcher window.",
        version: EngineVersion.string,
        subcommands: [PlayCommand.self, ListCommand.self, RenderCommand.self, RunCommand.self, ReplayCommand.self, TestCommand.self,
                      StickerCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}
