import Foundation
import Testing
@testable import WatchLogScene

@Suite struct WatchLogToolTests {
    /// Runs the tool; returns its status and what it printed and complained.
    func run(_ arguments: [String], profile: TemporaryProfile) -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = [], errors: [String] = []
        let status = WatchLogTool.run(arguments + ["--profile", profile.url.path], environment: [:], now: day(400),
                                      timeZone: TimeZone(identifier: "UTC")!,
                                      output: { output.append($0) }, errors: { errors.append($0) })
        return (status, output, errors)
    }

    @Test func importThenExportGoesThroughTheProfilesDiary() throws {
        let profile = try TemporaryProfile()
        let diary = profile.url.appendingPathComponent("diary.csv")
        try Data("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2013-05-01,Heat,1995,https://boxd.it/x,4.5,,,2013-04-30\n".utf8)
            .write(to: diary)
        let imported = run(["import", diary.path], profile: profile)
        #expect(imported.status == 0 && imported.errors.isEmpty)
        #expect(imported.output == ["1 added, 0 skipped as already in the log, 0 refused"])
        #expect(try WatchLogStore(profile: profile.url).viewings(of: "heat").count == 1)

        let out = profile.url.appendingPathComponent("out.json")
        let exported = run(["export", out.path], profile: profile)
        #expect(exported.status == 0 && exported.output == ["exported 1 entries to \(out.path)"])
        #expect(try String(contentsOf: out, encoding: .utf8).contains("\"title\" : \"Heat\""))
    }

    @Test func aMissingFileFailsNamingItAndAWrongCommandShowsTheUsage() throws {
        let profile = try TemporaryProfile()
        let missing = run(["import", "/no/such/diary.csv"], profile: profile)
        #expect(missing.status == 1 && missing.errors.first?.contains("/no/such/diary.csv") == true)
        for wrong in [["frob", "x"], ["import"], ["export", "a", "b"]] {
            let result = run(wrong, profile: profile)
            #expect(result.status == 2 && result.errors.first?.hasPrefix("usage: diorama watch-log") == true)
        }
    }
}
