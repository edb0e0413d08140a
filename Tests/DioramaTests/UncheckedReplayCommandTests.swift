import Engine
import Foundation
import Replay
import Testing

/// A replay that holds nothing to compare (a header, perhaps inputs, but no checkpoint and no
/// end record) does not pass verification: a match over nothing proves nothing.
@Suite(.offPool) struct UncheckedReplayCommandTests {
    @Test(arguments: ["", "{\"kind\":\"input\",\"tick\":3,\"event\":{\"type\":\"wheel\",\"dy\":1}}\n"])
    func aReplayWithoutCheckpointOrEndFailsVerificationAndSaysWhy(_ inputs: String) throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let replay = folder + "/header-only.replay"
        let header = Replay.line(for: ReplayHeader(scene: "playground", parameters: ["bodies": "3"], seed: 1))
        try (header + "\n" + inputs).write(toFile: replay, atomically: true, encoding: .utf8)
        let r = try DioramaProcess.run(["replay", replay, "--headless", "--verify"])
        #expect(r.status == 1, "\(r.stdout) \(r.stderr)")
        #expect(r.stderr.contains("\(replay): nothing to verify: the replay has no checkpoint and no end record"), "\(r.stderr)")
        #expect(!r.stdout.contains("ticks match"), "\(r.stdout)")

        let many = try DioramaProcess.run(["replay", folder, "--headless", "--verify", "--jobs", "1"])
        #expect(many.status == 1 && many.stdout.hasSuffix("0 verified, 1 failed\n"), "\(many.stdout) \(many.stderr)")
    }
}
