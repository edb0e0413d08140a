import Foundation
import SceneTestSupport
import Testing
@testable import WatchLogScene

/// Kills a process that writes to the log with SIGKILL at random moments, then checks the
/// database: it must pass `integrity_check` and hold whole transactions only.
@Suite struct CrashSafetyTests {
    /// The writer executable, built beside the test bundle.
    static var writer: URL { BuiltExecutable.named("WatchLogCrashWriter") }

    @Test func killingAWriterMidTransactionLeavesAConsistentDatabase() async throws {
        let writer = Self.writer
        try #require(FileManager.default.isExecutableFile(atPath: writer.path),
                     "build WatchLogCrashWriter first (swift build): not found beside \(CommandLine.arguments[0])")
        let profile = try TemporaryProfile()
        let batch = 25
        var generator = SystemRandomNumberGenerator()
        var lastCommitted = 0
        for round in 0..<KillRounds.count(short: 6) {
            // Let it open the store and write for a while, then kill it wherever it is.
            let kill = try await KillRounds.kill(writer, [profile.url.path, String(batch)], after: 150_000...450_000, using: &generator)
            #expect(kill.wasRunning, "round \(round): the writer stopped by itself")
            let reported = kill.reported
            let store = try WatchLogStore(profile: profile.url)
            #expect(try store.integrityCheck() == ["ok"], "round \(round)")
            let count = try store.count()
            #expect(count % batch == 0, "round \(round): \(count) rows is not whole transactions of \(batch)")
            #expect(count >= reported && count >= lastCommitted, "round \(round): committed rows were lost")
            lastCommitted = count
        }
        #expect(lastCommitted > 0, "the writer never committed")
    }
}
