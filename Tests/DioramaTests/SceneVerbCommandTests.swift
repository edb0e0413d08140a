import Foundation
import Testing

/// The scenes' own verbs through the built `diorama`, as a user types them: `diorama watch-log
/// import|export` and `diorama editor export`, listed in the help, with clear errors and exit
/// statuses.
@Suite(.offPool) struct SceneVerbCommandTests {
    @Test func theHelpListsTheScenesVerbs() throws {
        let help = try DioramaProcess.run(["--help"])
        #expect(help.stdout.contains("watch-log") && help.stdout.contains("editor"), "\(help.stdout)")
    }

    /// Every verb's help, and its verbs' help, shows defaults as a user types them, never as a
    /// Swift value's fields ("TickCount(text: …)", "Optional(…)").
    @Test func everyHelpShowsItsDefaultsAsTyped() throws {
        var verbs: [[String]] = [[]], index = 0
        while index < verbs.count {
            let verb = verbs[index]
            index += 1
            let help = try DioramaProcess.run(verb + ["--help"]).stdout
            #expect(!help.contains("(text:") && !help.contains("Optional("), "diorama \(verb.joined(separator: " ")) --help: \(help)")
            // The verbs listed: the lines of the SUBCOMMANDS section up to its first blank line.
            let listed = (help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first ?? "")
                .components(separatedBy: "\n\n")[0]
            for line in listed.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("   ") {
                if let name = line.split(separator: " ").first, name != "help" { verbs.append(verb + [String(name)]) }
            }
        }
        #expect(verbs.count > 15, "\(verbs)")
        #expect(try DioramaProcess.run(["run", "--help"]).stdout.contains("(default: 600)"))
    }

    @Test func aDiaryImportedIntoAProfileExportsAgain() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2013-05-01,Heat,1995,https://boxd.it/x,4.5,,,2013-04-30\n"
            .utf8).write(to: URL(fileURLWithPath: dir + "/diary.csv"))
        let imported = try DioramaProcess.run(["watch-log", "import", dir + "/diary.csv", "--profile", dir + "/profile"])
        #expect(imported.status == 0 && imported.stdout == "1 added, 0 skipped as already in the log, 0 refused\n",
                "\(imported.stdout)\(imported.stderr)")
        let again = try DioramaProcess.run(["watch-log", "import", dir + "/diary.csv", "--profile", dir + "/profile"])
        #expect(again.stdout.hasPrefix("0 added, 1 skipped"), "\(again.stdout)\(again.stderr)")
        let exported = try DioramaProcess.run(["watch-log", "export", dir + "/out.csv", "--profile", dir + "/profile"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try String(contentsOfFile: dir + "/out.csv", encoding: .utf8).contains("Heat"))
    }

    @Test func aBadFileOrCommandLineFailsSayingWhy() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: dir + "/garbage.csv"))
        let garbage = try DioramaProcess.run(["watch-log", "import", dir + "/garbage.csv", "--profile", dir + "/profile"])
        #expect(garbage.status == 1 && garbage.stderr.contains(dir + "/garbage.csv"), "\(garbage.stderr)")
        let noFile = try DioramaProcess.run(["watch-log", "export"])
        #expect(noFile.status == 64 && noFile.stderr.contains("Missing expected argument '<file>'"), "\(noFile.stderr)")
        let draft = try DioramaProcess.run(["editor", "export", dir + "/nothing.json", "--clean", dir + "/c.png"])
        #expect(draft.status == 1 && draft.stderr.contains(dir + "/nothing.json"), "\(draft.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/c.png"))
    }

    @Test func anImportThatRefusedRowsExits65WithTheCountsOnStderr() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2013-05-01,Heat,1995,u,4.5,,,\n2013-05-02,Ran,1985,u,,,,\n"
            .utf8).write(to: URL(fileURLWithPath: dir + "/diary.csv"))
        let imported = try DioramaProcess.run(["watch-log", "import", dir + "/diary.csv", "--profile", dir + "/profile"])
        #expect(imported.status == 65, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stderr.contains("1 added, 0 skipped as already in the log, 1 refused\nline 3: "), "\(imported.stderr)")
        #expect(imported.stdout.isEmpty, "\(imported.stdout)")
        let help = try DioramaProcess.run(["watch-log", "import", "--help"])
        #expect(help.stdout.contains("exit status is 65"), "\(help.stdout)")
    }

    @Test func aPictureIsNotADiaryAndIsNamedOnce() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52])
        try png.write(to: URL(fileURLWithPath: dir + "/poster.png"))
        let imported = try DioramaProcess.run(["watch-log", "import", dir + "/poster.png", "--profile", dir + "/profile"])
        #expect(imported.status == 1, "\(imported.stderr)")
        #expect(imported.stderr.contains("\(dir)/poster.png: it is not a CSV or JSON diary"), "\(imported.stderr)")
        #expect(imported.stderr.components(separatedBy: "poster.png").count == 2, "\(imported.stderr)")
        #expect(!imported.stderr.contains("header"), "\(imported.stderr)")
    }

    @Test func anExportIntoAMissingFolderNamesIt() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let exported = try DioramaProcess.run(["watch-log", "export", dir + "/no/such/dir/x.csv", "--profile", dir + "/profile"])
        #expect(exported.status == 1, "\(exported.stderr)")
        #expect(exported.stderr.contains("the folder \(dir)/no/such/dir does not exist"), "\(exported.stderr)")
        #expect(!exported.stderr.contains("doesn’t exist") && !exported.stderr.contains("doesn't exist"), "\(exported.stderr)")
    }
}
