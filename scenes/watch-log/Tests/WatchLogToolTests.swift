import ArgumentParser
import Foundation
import Records
import Testing
@testable import WatchLogScene

@Suite struct WatchLogToolTests {
    @Test func importThenExportGoesThroughTheProfilesDiary() throws {
        let profile = try TemporaryProfile()
        let diary = profile.url.appendingPathComponent("diary.csv")
        try Data("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2013-05-01,Heat,1995,https://boxd.it/x,4.5,,,2013-04-30\n".utf8)
            .write(to: diary)
        let imported = try WatchLogTool.importFile(diary.path, profile: profile.url.path, now: day(400),
                                                   timeZone: TimeZone(identifier: "UTC")!)
        #expect(imported.summary == "1 added, 0 skipped as already in the log, 0 refused")
        #expect(try WatchLogStore(profile: profile.url).viewings(of: "heat").count == 1)

        let out = profile.url.appendingPathComponent("out.json")
        #expect(try WatchLogTool.exportFile(out.path, profile: profile.url.path) == "exported 1 entry to \(out.path)")
        #expect(try String(contentsOf: out, encoding: .utf8).contains("\"title\" : \"Heat\""))
    }

    @Test func theVerbsHoldStatementsToTheCommandLinesBudgetNotASessions() throws {
        let profile = try TemporaryProfile()
        #expect(try WatchLogTool.openStore(profile: profile.url.path).budget == .commandLine)
        #expect(try WatchLogStore(profile: profile.url).budget == .session)
        #expect(StatementTimer.Budget.commandLine.seconds > StatementTimer.Budget.session.seconds)
    }

    @Test func aMissingFileFailsNamingIt() throws {
        let profile = try TemporaryProfile()
        #expect { try WatchLogTool.importFile("/no/such/diary.csv", profile: profile.url.path, now: day(400), timeZone: .current) }
            throws: { "\($0)".contains("/no/such/diary.csv") }
    }

    @Test func anImportThatRefusedRowsExitsWithDataError() throws {
        let profile = try TemporaryProfile()
        let diary = profile.url.appendingPathComponent("diary.csv")
        try Data("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2013-05-01,Heat,1995,u,4.5,,,\n2013-05-02,Ran,1985,u,,,,\n".utf8)
            .write(to: diary)
        let command = try #require(try WatchLogCommand.parseAsRoot(["import", diary.path, "--profile", profile.url.path]) as? WatchLogCommand.Import)
        #expect(throws: ExitCode(65)) { try command.run() }
        // The good row went in all the same; the status says not every row did.
        #expect(try WatchLogStore(profile: profile.url).count() == 1)
        #expect(WatchLogCommand.Import.refusedRowsStatus == 65)
        #expect(WatchLogCommand.Import.helpMessage().contains("65"))
    }

    @Test func theVerbsTakeAFileAndAProfile() throws {
        let parsed = try WatchLogCommand.parseAsRoot(["import", "d.csv", "--profile", "/tmp/p"])
        let command = try #require(parsed as? WatchLogCommand.Import)
        #expect(command.file == "d.csv" && command.profile.folder == "/tmp/p")
        for wrong in [["frob", "x"], ["import"], ["export", "a", "b"], ["export", "a", "--profile"]] {
            #expect(throws: (any Error).self, "\(wrong)") { _ = try WatchLogCommand.parseAsRoot(wrong) }
        }
    }
}
