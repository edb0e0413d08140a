import Foundation
import SceneTestSupport
import Testing

/// Kills a process that saves through `SaveStore` with SIGKILL at random moments, as a power cut
/// or an OOM kill would: every time, the file must hold one whole save, the newest one the
/// writer reported or a later one, and writers' leftovers must not pile up.
@Suite struct SaveStoreKillTests {
    @Test func aKillAtAnyMomentLeavesTheOldOrTheNewSaveWhole() async throws {
        let writer = BuiltExecutable.named("SaveCrashWriter")
        try #require(FileManager.default.isExecutableFile(atPath: writer.path),
                     "build SaveCrashWriter first (swift build): not found beside \(CommandLine.arguments[0])")
        let folder = ScratchFolders.path("diorama-kill")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var random = SystemRandomNumberGenerator()
        var lastReported = 0, killedMidSave = 0
        let rounds = KillRounds.count(short: 20)
        for round in 0..<rounds {
            let kill = try await KillRounds.kill(writer, [folder, "256"], after: 20_000...120_000, using: &random)
            #expect(kill.wasRunning, "round \(round): the writer stopped by itself")
            let reported = kill.reported

            guard let bytes = FileManager.default.contents(atPath: folder + "/" + SaveCrashDocument.fileName) else {
                // Killed before its first save (on a busy machine start-up takes a while).
                #expect(reported == 0 && lastReported == 0, "round \(round): the save is gone")
                continue
            }
            let generation = try #require(SaveCrashDocument.generation(of: Array(bytes)),
                                          "round \(round): the save is torn (\(bytes.count) bytes)")
            #expect(generation >= reported && generation >= lastReported, "round \(round): generation \(generation) is older than \(reported) reported")
            // A writer that saved this round removed the temporaries of those killed before it,
            // so at most its own is left beside the save.
            let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            if reported > 0 { #expect(names.count <= 2, "round \(round): leftovers pile up: \(names.sorted())") }
            if names.contains(SaveCrashDocument.fileName + ".tmp-\(kill.processIdentifier)") { killedMidSave += 1 }
            lastReported = max(reported, generation)
        }
        #expect(lastReported > 0, "the writer never saved")
        print("SaveStoreKillTests: \(rounds) kills, \(killedMidSave) of them mid-save (a temporary file left), generation \(lastReported) at the end")
    }
}
