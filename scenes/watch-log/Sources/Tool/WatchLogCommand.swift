import ArgumentParser
import Engine
import Foundation
import Records

/// `diorama watch-log import FILE` and `diorama watch-log export FILE`, each with
/// `[--profile DIR]`: the watch log's diary on the command line.
public struct WatchLogCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "watch-log", abstract: WatchLogStrings.commandAbstract, subcommands: [Import.self, Export.self])

    public init() {}

    /// The profile whose diary a verb uses.
    struct ProfileOption: ParsableArguments {
        @Option(help: ArgumentHelp(WatchLogStrings.profileHelp, valueName: "dir"))
        var profile: String?

        /// The folder given, else the user's profile.
        var folder: String { profile ?? SaveStore.defaultDirectory(environment: ProcessInfo.processInfo.environment) }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: WatchLogStrings.importAbstract,
            discussion: WatchLogStrings.importDiscussion(refused: refusedRowsStatus, named: ImportReport.namedRefusals))

        /// The exit status when some rows were refused (the others were added): `EX_DATAERR`, as
        /// `sysexits.h` has it. A file refused whole exits 1, a mistake on the command line 64.
        static let refusedRowsStatus: Int32 = 65

        @Argument(help: ArgumentHelp(WatchLogStrings.importFileHelp, valueName: "file"))
        var file: String

        @OptionGroup var profile: ProfileOption

        func run() throws {
            let report = try WatchLogTool.importFile(file, profile: profile.folder, now: Date(), timeZone: .current)
            guard report.refusedCount == 0 else {
                // The counts and every refusal go to stderr, and the status says not all went in.
                FileHandle.standardError.write(Data((report.summary + "\n").utf8))
                throw ExitCode(Self.refusedRowsStatus)
            }
            print(report.summary)
        }
    }

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: WatchLogStrings.exportAbstract)

        @Argument(help: ArgumentHelp(WatchLogStrings.exportFileHelp, valueName: "file"))
        var file: String

        @OptionGroup var profile: ProfileOption

        func run() throws {
            print(try WatchLogTool.exportFile(file, profile: profile.folder))
        }
    }
}
