import Foundation
import Testing

/// `diorama roast today` as a shell prompt or a timer runs it: what it prints and its exit status.
@Suite(.offPool) struct RoastCommandTests {
    @Test func printsTheDaysRoastAndFailsOnADamagedSave() throws {
        let profile = try DioramaProcess.temporaryDirectory()
        let ok = try DioramaProcess.run(["roast", "today", "--profile", profile, "--now", "2026-11-23T09:00+07:00"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.hasPrefix("Roast of the day · 2026-11-23\n"))
        #expect(ok.stdout.contains("🔥 Streak: 0 days"))
        let save = profile + "/roast-reveal/roast.json"
        try FileManager.default.createDirectory(atPath: profile + "/roast-reveal", withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: URL(fileURLWithPath: save))
        let damaged = try DioramaProcess.run(["roast", "today", "--profile", profile])
        #expect(damaged.status == 1)
        #expect(damaged.stdout.isEmpty)
        #expect(damaged.stderr.contains("\(save): the save is damaged"), "\(damaged.stderr)")
    }
}
