import Engine
import Foundation
import Replay
import Testing

/// Replays recorded in a real window verify headless, in other processes and other builds.
@Suite(.serialized, .offPool(on: VirtualDisplay.executor)) struct ReplayCommandTests {
    /// A playground session played in a window under Xvfb by `binary`, recorded to a file.
    static func recordInWindow(binary: URL, seed: Int) throws -> String {
        let dir = try DioramaProcess.temporaryDirectory()
        let replay = dir + "/window.replay"
        let display = try VirtualDisplay()
        let game = try DioramaWindow(["play", "playground", "--seed", String(seed), "--record", replay,
                                      "--profile", dir + "/profile"], on: display, binary: binary)
        for x in stride(from: 150.0, through: 570, by: 70) { try game.click(canvasX: x, y: 400) }
        try game.key("space")
        try game.hold("Right", seconds: 0.6)
        try game.escapeToLauncher()
        try game.key("Escape")
        #expect(game.waitForExit(seconds: 10) == 0)
        #expect(FileManager.default.fileExists(atPath: dir + "/profile/last.replay"), "every window session keeps last.replay")
        return replay
    }

    @Test func aWindowRecordingVerifiesHeadlessInAnotherProcess() throws {
        let replay = try Self.recordInWindow(binary: DioramaProcess.executable, seed: 11)
        let parsed = try Replay(contentsOf: replay)
        #expect(parsed.inputs.contains { if case .pointerDown = $0.event { true } else { false } })
        #expect(parsed.end != nil)
        let r = try DioramaProcess.run(["replay", replay, "--headless", "--verify"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("ticks match"))
    }

    @Test func debugAndReleaseVerifyEachOthersReplays() throws {
        let release = DioramaProcess.releaseExecutable
        try #require(FileManager.default.isExecutableFile(atPath: release.path),
                     "build it first: swift build -c release --product diorama (tools/test does)")
        let fromDebug = try Self.recordInWindow(binary: DioramaProcess.executable, seed: 12)
        let byRelease = try DioramaProcess.run(["replay", fromDebug, "--headless", "--verify"], binary: release)
        #expect(byRelease.status == 0, "\(byRelease.stderr)")
        #expect(byRelease.stdout.contains("recorded by \(EngineVersion.string) debug, verified by \(EngineVersion.string) release"))

        let fromRelease = try Self.recordInWindow(binary: release, seed: 13)
        let byDebug = try DioramaProcess.run(["replay", fromRelease, "--headless", "--verify"])
        #expect(byDebug.status == 0, "\(byDebug.stderr)")
        #expect(byDebug.stdout.contains("recorded by \(EngineVersion.string) release, verified by \(EngineVersion.string) debug"))
    }

    @Test func aTamperedInputIsCaughtAtItsTick() throws {
        let replay = try Self.recordInWindow(binary: DioramaProcess.executable, seed: 14)
        var lines = try String(contentsOfFile: replay, encoding: .utf8).split(separator: "\n").map(String.init)
        let input = try #require(try Replay(contentsOf: replay).inputs.first { if case .pointerDown = $0.event { true } else { false } })
        let index = try #require(lines.firstIndex(of: Replay.line(for: input)))
        guard case .pointerDown(let p, let button) = input.event else { return }
        let moved = TimedInput(tick: input.tick, event: .pointerDown(p + Vec2(37, 0), button))
        lines[index] = Replay.line(for: moved)
        let tampered = replay + ".tampered"
        try (lines.joined(separator: "\n") + "\n").write(toFile: tampered, atomically: true, encoding: .utf8)
        let r = try DioramaProcess.run(["replay", tampered, "--headless", "--verify"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("first differs after tick \(input.tick) "), "\(r.stderr)")
        #expect(r.stderr.contains(tampered))
    }

    @Test(.offPool) func verifyingLeavesNoScratchFolderBehind() throws {
        let dir = try DioramaProcess.temporaryDirectory(), scratch = dir + "/tmp"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        try "scene: playground\nsteps:\n  - pointer: click\n    at: [360, 300]\n  - run: 70\n".write(toFile: dir + "/s.yml", atomically: true, encoding: .utf8)
        let recorded = try DioramaProcess.run(["test", dir + "/s.yml", "--replay-out", dir + "/s.replay"])
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        let verified = try DioramaProcess.run(["replay", dir + "/s.replay", "--headless", "--verify"], environment: ["TMPDIR": scratch])
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty, "the replay's saves are gone with it")
    }

    @Test func aFrameOfAReplayRendersHeadless() throws {
        let replay = try Self.recordInWindow(binary: DioramaProcess.executable, seed: 15)
        let out = try DioramaProcess.temporaryDirectory() + "/frame.png"
        let r = try DioramaProcess.run(["replay", replay, "--at", "60", "--screenshot", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("at tick 60"))
        let image = try Image(contentsOfPNG: out)
        #expect(image.width == 720 && image.height == 1280)
    }

    @Test(.offPool) func badReplaysGetClearErrorsNamingFileAndLine() throws {
        let dir = try DioramaProcess.temporaryDirectory()
        let header = Replay.line(for: ReplayHeader(scene: "playground", parameters: [:], seed: 1))
        let cases: [(name: String, text: String, expected: String)] = [
            ("empty", "", "is empty"),
            ("truncated", header + "\n{\"kind\":\"input\",\"tick\":3,\"ev", "truncated"),
            ("garbage", header + "\nhello\n", "x.replay:2: not a JSON record"),
            ("scene", header.replacingOccurrences(of: "playground", with: "jar") + "\n", "unknown scene 'jar'"),
            ("format", header.replacingOccurrences(of: "\"format\":\(ReplayHeader.currentFormat)", with: "\"format\":9") + "\n", "format 9 is not supported"),
            ("event", header + "\n{\"kind\":\"input\",\"tick\":3,\"event\":{\"type\":\"pointerDwn\",\"x\":1,\"y\":2}}\n", "unknown event type 'pointerDwn'"),
            ("order", header + "\n{\"kind\":\"end\",\"tick\":9,\"hash\":\"0000000000000000\"}\n{\"kind\":\"end\",\"tick\":9,\"hash\":\"0\"}\n", "after the end record"),
        ]
        for c in cases {
            let path = dir + "/\(c.name)/x.replay"
            try FileManager.default.createDirectory(atPath: dir + "/\(c.name)", withIntermediateDirectories: true)
            try c.text.write(toFile: path, atomically: true, encoding: .utf8)
            let r = try DioramaProcess.run(["replay", path, "--headless", "--verify"])
            #expect(r.status != 0, "\(c.name)")
            #expect(r.stderr.contains(c.expected), "\(c.name): \(r.stderr)")
            #expect(r.stderr.contains(path) || r.stderr.contains("x.replay"), "\(c.name) names the file: \(r.stderr)")
            #expect(!r.stderr.contains("Fatal error"), "\(c.name) must not crash")
        }
    }
}
