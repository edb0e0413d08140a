import Foundation
import SceneTestSupport
import Testing

/// Kills `diorama run` with SIGKILL at random moments while a scene saves into its profile: the
/// scene's save must always read back whole and restore without being set aside as damaged.
/// (`SaveStoreKillTests` kills a writer that does nothing but save; this is the scenes' own saving.)
@Suite(.offPool) struct KillWhileSavingTests {
    /// A scene that saves, the arguments that keep it saving, and its save file.
    struct SavingScene: CustomTestStringConvertible, Sendable {
        var id: String
        var arguments: [String]
        var file: String
        var testDescription: String { id }
    }

    static let scenes = [
        // The starter stickers drop in and the jar saves as they fall (at once, then every 600 ticks).
        SavingScene(id: "sticker-jar", arguments: [], file: "sticker-jar/jar.json"),
        // Each session opens the other photo, so the draft autosaves at once.
        SavingScene(id: "editor-canvas", arguments: ["--param", "photo=PHOTO"], file: "editor-canvas/draft.json"),
    ]

    @Test(arguments: scenes)
    func theSaveIsWholeAfterEveryKill(scene: SavingScene) throws {
        let profile = try DioramaProcess.temporaryDirectory()
        let photos = ["banana-plain.png", "pizza-plain.png"].map { StickerCommandTests.photos + "/" + $0 }
        var random = SystemRandomNumberGenerator()
        let rounds = KillRounds.count(short: 8)
        var saved = 0
        for round in 0..<rounds {
            let process = Process()
            process.executableURL = DioramaProcess.releaseExecutable
            process.arguments = ["run", scene.id, "--ticks", "1000000", "--profile", profile]
                + scene.arguments.map { $0.replacingOccurrences(of: "PHOTO", with: photos[round % 2]) }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // On a loaded machine a session may not have saved yet when every random kill came:
            // the last round, if none came after a save, waits for the first save (up to a minute).
            if round == rounds - 1 && saved == 0 {
                for _ in 0..<600 where !FileManager.default.fileExists(atPath: profile + "/" + scene.file) { usleep(100_000) }
            }
            usleep(UInt32.random(in: 50_000...400_000, using: &random))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round): the session stopped by itself")
            guard let bytes = FileManager.default.contents(atPath: profile + "/" + scene.file) else { continue }
            saved += 1
            #expect((try? JSONSerialization.jsonObject(with: bytes)) != nil, "round \(round): \(scene.file) is torn (\(bytes.count) bytes)")
        }
        #expect(saved > 0, "no kill came after a save")
        // The last save restores as it is: nothing is set aside as damaged.
        let check = try DioramaProcess.run(["run", scene.id, "--ticks", "1", "--profile", profile], binary: DioramaProcess.releaseExecutable)
        #expect(check.status == 0, "\(check.stderr)")
        let files = FileManager.default.enumerator(atPath: profile)?.compactMap { $0 as? String } ?? []
        #expect(!files.contains { $0.contains("damaged") }, "a save was set aside: \(files)")
        #expect(!check.stdout.contains("damaged"), "\(check.stdout)")
    }
}
