import Foundation
import Replay
import Testing
@testable import Engine
@testable import Scripting

@Suite struct ScriptScreenshotTests {
    /// The frame of an unpressed cursor.
    static let blue = Image(width: 4, height: 4, fill: Color(hex: 0x0000FF))

    /// A cursor script that presses (a red frame) or not (a blue one) and takes a screenshot.
    func script(pressing: Bool, tolerance: String = "", in folder: String) throws -> SceneScript {
        let press = pressing ? "  - pointer: down\n    at: [1, 1]\n  - run: 1\n" : ""
        let screenshot = tolerance.isEmpty ? "frame.png" : "{ golden: frame.png, tolerance: \(tolerance) }"
        return try writeScript("scene: cursor\nsteps:\n\(press)  - screenshot: \(screenshot)\n", named: "shot.yml",
                               in: folder)
    }

    /// Records the blue frame of an unpressed cursor as the golden in `folder`.
    func recordBlueGolden(in folder: String) throws {
        let recorder = try makeScriptRunner(renderer: ClearColorRenderer(), recordsGoldens: true)
        _ = try recorder.run(try script(pressing: false, in: folder))
    }

    @Test func aMissingGoldenFailsSayingHowToRecordIt() throws {
        let folder = try scratchFolder()
        let result = try makeScriptRunner(renderer: ClearColorRenderer()).run(try script(pressing: false, in: folder))
        let failure = try #require(result.failure)
        #expect(failure.line == 3)
        #expect(failure.message
                == "no golden image \(folder)/goldens/frame.png yet; run with DIORAMA_RECORD=1 to record it")
        #expect(failure.artifacts == ["actual frame: \(folder)/goldens/frame.actual.png"])
        #expect(try Image(contentsOfPNG: folder + "/goldens/frame.actual.png") == Self.blue)
        #expect(result.failedReplay == folder + "/shot.failed.replay")
    }

    @Test func recordingWritesTheGoldenThatTheNextRunMatches() throws {
        let folder = try scratchFolder()
        let renderer = ClearColorRenderer()
        let recorder = try makeScriptRunner(renderer: renderer, recordsGoldens: true)
        let recorded = try recorder.run(try script(pressing: false, in: folder))
        #expect(recorded.passed)
        #expect(recorded.recordedGoldens == [folder + "/goldens/frame.png"])
        #expect(try Image(contentsOfPNG: folder + "/goldens/frame.png") == Self.blue)
        let compared = try makeScriptRunner(renderer: renderer).run(try script(pressing: false, in: folder))
        #expect(compared.passed)
        #expect(compared.recordedGoldens.isEmpty)
        #expect(renderer.frames == 2)
    }

    @Test func aMismatchWritesTheActualFrameAndADiff() throws {
        let folder = try scratchFolder()
        try recordBlueGolden(in: folder)
        let runner = try makeScriptRunner(renderer: ClearColorRenderer())
        let result = try runner.run(try script(pressing: true, in: folder))
        let failure = try #require(result.failure)
        #expect(failure.line == 6)
        #expect(failure.tick == 1)
        #expect(failure.message
                == "the frame differs from \(folder)/goldens/frame.png: largest channel difference 255; "
                + "16 pixels (100.0%) differ by more than 2 (allowed: at most 0.5% of pixels over 2)")
        #expect(failure.artifacts == ["actual frame: \(folder)/goldens/frame.actual.png",
                                      "diff: \(folder)/goldens/frame.diff.png"])
        #expect(try Image(contentsOfPNG: folder + "/goldens/frame.actual.png")[x: 0, y: 0] == Color(hex: 0xFF0000))
        #expect(try Image(contentsOfPNG: folder + "/goldens/frame.diff.png")[x: 0, y: 0] == Color(r: 255, g: 0, b: 0))

        // Once the frame matches again, the actual and diff images go.
        #expect(try runner.run(try script(pressing: false, in: folder)).passed)
        #expect(!FileManager.default.fileExists(atPath: folder + "/goldens/frame.actual.png"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/goldens/frame.diff.png"))
    }

    @Test func theToleranceAllowsThatManyDifferingPixels() throws {
        let folder = try scratchFolder()
        try recordBlueGolden(in: folder)
        let runner = try makeScriptRunner(renderer: ClearColorRenderer())
        #expect(try runner.run(try script(pressing: true, tolerance: "{ pixels: 16 }", in: folder)).passed)
        #expect(try runner.run(try script(pressing: true, tolerance: "{ pixels: 100% }", in: folder)).passed)
        #expect(try runner.run(try script(pressing: true, tolerance: "{ pixels: 15 }", in: folder)).failure?.message
                .hasSuffix("(allowed: at most 15 pixels over 2)") == true)
        #expect(try !runner.run(try script(pressing: true, tolerance: "{ channel: 254, pixels: 0 }", in: folder))
            .passed)
        #expect(try runner.run(try script(pressing: true, tolerance: "{ channel: 255, pixels: 0 }", in: folder)).passed)
    }

    @Test func withoutARendererAScreenshotFails() throws {
        let folder = try scratchFolder()
        let failure = try #require(try makeScriptRunner().run(try script(pressing: false, in: folder)).failure)
        #expect(failure.message == "this host runs scripts without a renderer, so it cannot take screenshots")
    }
}
