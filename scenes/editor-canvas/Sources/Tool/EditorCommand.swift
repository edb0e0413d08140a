import ArgumentParser
import Engine

/// `diorama editor export DRAFT.json --clean OUT.png [--censored OUT2.png]`: the editor's export
/// on the command line, so tests and scripts can export without a window.
public struct EditorCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "editor", abstract: EditorStrings.commandAbstract, subcommands: [Export.self])

    public init() {}

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: EditorStrings.exportAbstract)

        @Argument(help: ArgumentHelp(EditorStrings.draftHelp, valueName: "draft.json"))
        var draft: String

        @Option(help: ArgumentHelp(EditorStrings.cleanHelp, valueName: "out.png"))
        var clean: String

        @Option(help: ArgumentHelp(EditorStrings.censoredHelp, valueName: "out.png"))
        var censored: String?

        func run() throws {
            print(try EditorTool.export(draft: draft, clean: clean, censored: censored, makeRenderer: OffscreenRenderers.factory))
        }
    }
}
