import Engine
import Foundation
import Replay
import Testing

/// A dropped picture is kept in the replay, so the replay verifies without the file.
@Suite(.offPool) struct DroppedFileReplayCommandTests {
    /// The checkout's photos folder.
    static let photos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/photos").path

    @Test func aReplayWithADroppedPhotoVerifiesAfterThePhotoIsDeleted() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        let photo = folder + "/phone.jpg"
        try FileManager.default.copyItem(atPath: Self.photos + "/banana-phone.jpg", toPath: photo)
        let script = folder + "/drop.yml"
        try """
            scene: sticker-jar
            seed: 3
            parameters: { stickers: 0 }
            steps:
              - run: 5
              - fileDrop: phone.jpg
              - expect: { probe: card, equals: banana, within: 2 }
              - key: escape
              - expect: { probe: stickers, equals: 1, within: 30 }
              - expect: { probe: newest_food, equals: banana }
              - run: 90
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let replay = folder + "/drop.replay"
        // The release build records (the debug one takes ten seconds over the sticker and the
        // food recogniser) and the debug build verifies, so the replay also crosses builds.
        let test = try DioramaProcess.run(["test", script, "--replay-out", replay], binary: DioramaProcess.releaseExecutable)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        try FileManager.default.removeItem(atPath: photo)

        let kept = try Replay(contentsOf: replay)
        #expect(kept.inputs.contains { if case .fileDrop(let file) = $0.event { file.name == "phone.jpg" } else { false } })
        let verify = try DioramaProcess.run(["replay", replay, "--headless", "--verify"])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.contains("ticks match"), "\(verify.stdout)")
    }

    @Test func aReplayWithATamperedDropNamesTheLine() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        let replay = folder + "/bad.replay"
        let header = Replay.line(for: ReplayHeader(scene: "sticker-jar", parameters: ["stickers": "0"], seed: 1))
        try (header + "\n{\"kind\":\"input\",\"tick\":1,\"event\":{\"data\":\"AAE=\",\"name\":\"../../x.jpg\",\"type\":\"fileDrop\"}}\n")
            .write(toFile: replay, atomically: true, encoding: .utf8)
        let r = try DioramaProcess.run(["replay", replay, "--headless", "--verify"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(replay):2: input: field 'event.name': '../../x.jpg' is not a plain file name"), "\(r.stderr)")
    }
}
