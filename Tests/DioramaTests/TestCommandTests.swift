import Engine
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Replay
import Scripting
import Testing

/// `diorama test`: what it prints, its exit status, its reports and the replays it leaves.
@Suite(.offPool) struct TestCommandTests {
    /// Writes `yaml` as `name` in a fresh folder and returns its path.
    func script(_ yaml: String, named name: String = "script.yml", in folder: String? = nil) throws -> String {
        let path = (try folder ?? DioramaProcess.temporaryDirectory()) + "/" + name
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A broken script and what its FAIL line must say after the path.
    struct Broken: Sendable, CustomTestStringConvertible {
        var name: String
        var yaml: String
        var says: String
        var testDescription: String { name }
    }

    static let broken = [
        Broken(name: "a misspelt key",
               yaml: "scene: playground\nsteps:\n  - run: 10\n  - expct: { probe: bodies, equals: 1 }\n",
               says: ":4: unknown step key 'expct'; expected one of pointer, key, type, text, compose, paste, "
                   + "clipboard, tilt, shake, wheel, pinch, fileDrop, clock, listing, run, expect, screenshot (did you mean 'expect'?)"),
        Broken(name: "a bad chord", yaml: "scene: playground\nsteps:\n  - run: 1\n  - key: cmd+z\n",
               says: ":4: 'cmd+z': unknown modifier 'cmd'; modifiers are ctrl, shift, alt, super"),
        Broken(name: "a wrong type", yaml: "scene: playground\nsteps:\n  - tilt: left\n",
               says: ":3: 'tilt' should be a point [x, y] of two numbers, not the text 'left'"),
        Broken(name: "an unknown scene", yaml: "scene: playgrond\nsteps:\n  - run: 1\n",
               says: ":1: unknown scene 'playgrond'; the scenes are: launcher, sticker-jar, editor-canvas, shears-intro, playground, ui-gallery, roast-reveal, watch-log"),
        Broken(name: "an unknown probe",
               yaml: "scene: playground\nsteps:\n  - run: 2\n  - expect: { probe: bodys, equals: 0 }\n",
               says: " line 4, tick 2: the scene reports no probe 'bodys' now; it reports tick, bodies,"),
        Broken(name: "bad YAML", yaml: "scene: playground\nsteps:\n  - run: 5\n   - expect: [\n",
               says: ":4: not valid YAML: did not find expected '-' indicator"),
        Broken(name: "a missing golden", yaml: "scene: playground\nsteps:\n  - run: 1\n  - screenshot: none.png\n",
               says: " line 4, tick 1: no golden image "),
    ]

    @Test(arguments: broken)
    func aBrokenScriptFailsClearlyWithoutCrashing(_ broken: Broken) throws {
        let path = try script(broken.yaml, named: "broken.yml")
        let r = try DioramaProcess.run(["test", path])
        #expect(r.status == 1, "exit status \(r.status); \(r.stderr)")
        #expect(!r.stderr.contains("Fatal error"))
        #expect(r.stdout.hasPrefix("FAIL \(path)\(broken.says)"), "\(r.stdout)")
        #expect(r.stdout.hasSuffix("\n0 passed, 1 failed\n"), "\(r.stdout)")
    }

    @Test func aMissingScriptIsAFailureNamingIt() throws {
        let path = try DioramaProcess.temporaryDirectory() + "/gone.yml"
        let r = try DioramaProcess.run(["test", path])
        #expect(r.status == 1)
        #expect(r.stdout == "FAIL \(path): no such file\n0 passed, 1 failed\n")
    }

    @Test func aMissingGoldenSaysHowToRecordItAndRecordingFixesIt() throws {
        let path = try script("scene: playground\nparameters: { bodies: 6 }\nsteps:\n  - run: 30\n"
                              + "  - screenshot: six.png\n", named: "shot.yml")
        let folder = (path as NSString).deletingLastPathComponent
        let missing = try DioramaProcess.run(["test", path])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains(
            "no golden image \(folder)/goldens/six.png yet; run with DIORAMA_RECORD=1 to record it"))
        #expect(missing.stdout.contains("  actual frame: \(folder)/goldens/six.actual.png"))

        let recorded = try DioramaProcess.run(["test", path], environment: ["DIORAMA_RECORD": "1"])
        #expect(recorded.status == 0, "\(recorded.stdout)")
        #expect(recorded.stdout.contains("  recorded golden \(folder)/goldens/six.png (DIORAMA_RECORD=1)"))
        let golden = try Image(contentsOfPNG: folder + "/goldens/six.png")
        #expect(golden.width == 720 && golden.height == 1280)

        let again = try DioramaProcess.run(["test", path])
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout == "PASS \(path) (30 ticks)\n1 passed, 0 failed\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/goldens/six.actual.png"))
    }

    @Test func aFailingExpectationReportsWhereAndWhatAndLeavesAWatchableReplay() throws {
        let path = try script("""
            scene: playground
            seed: 4
            steps:
              - pointer: click
                at: [360, 300]
              - run: 60
              - expect: { probe: bodies, equals: 3 }
            """, named: "three.yml")
        let r = try DioramaProcess.run(["test", path])
        #expect(r.status == 1)
        let kept = (path as NSString).deletingLastPathComponent + "/three.failed.replay"
        #expect(r.stdout == """
            FAIL \(path) line 7, tick 60: probe bodies = 1, expected 3
              replay: \(kept) (watch it: diorama replay \(kept))
            0 passed, 1 failed

            """)
        let replay = try Replay(contentsOf: kept)
        #expect(replay.header.scene == "playground")
        #expect(replay.header.seed == 4)
        #expect(replay.inputs == [TimedInput(tick: 0, event: .pointerDown(Vec2(360, 300), .primary)),
                                  TimedInput(tick: 0, event: .pointerUp(Vec2(360, 300), .primary))])
        #expect(replay.end?.tick == 60)
        let verified = try DioramaProcess.run(["replay", kept, "--headless", "--verify"])
        #expect(verified.status == 0, "\(verified.stderr)")
    }

    @Test func writesJUnitXMLWithTheCounts() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        let ticks = "scene: playground\nsteps:\n  - run: 5\n  - expect: { probe: tick, equals: "
        _ = try script(ticks + "5 }\n", named: "a-pass.yml", in: folder)
        _ = try script(ticks + "6 }\n", named: "b-fail.yml", in: folder)
        _ = try script("scene: playground\nsteps:\n  - rn: 5\n", named: "c-broken.yml", in: folder)
        try "not a script".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let xml = folder + "/report.xml"
        let r = try DioramaProcess.run(["test", folder, "--junit", xml])
        #expect(r.status == 1)
        let verdicts = r.stdout.split(separator: "\n").filter { !$0.hasPrefix("  ") }.map { String($0.prefix(4)) }
        #expect(verdicts == ["PASS", "FAIL", "FAIL", "1 pa"])
        #expect(r.stdout.hasSuffix("\n1 passed, 2 failed\n"))

        let suites = try #require(try XMLDocument(contentsOf: URL(fileURLWithPath: xml)).rootElement())
        #expect(suites.attribute(forName: "tests")?.stringValue == "3")
        #expect(suites.attribute(forName: "failures")?.stringValue == "2")
        let cases = try #require(suites.elements(forName: "testsuite").first).elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a-pass", "b-fail", "c-broken"])
        #expect(cases[0].elements(forName: "failure").isEmpty)
        let failed = try #require(cases[1].elements(forName: "failure").first)
        #expect(failed.attribute(forName: "message")?.stringValue == "line 4, tick 5: probe tick = 5, expected 6")
        #expect(failed.stringValue?.contains("b-fail.failed.replay") == true)
        let broken = try #require(cases[2].elements(forName: "failure").first)
        #expect(broken.attribute(forName: "message")?.stringValue?
                .hasPrefix("\(folder)/c-broken.yml:3: unknown step key 'rn'") == true)
    }

    @Test func replayOutKeepsTheSessionWithTheScriptsInputs() throws {
        let path = try script("""
            scene: playground
            seed: 21
            parameters: { bodies: 3 }
            steps:
              - run: 10
              - pointer: down
                at: [300, 400]
              - key: { down: right }
              - run: 20
              - tilt: [0.5, 0.87]
              - shake: 0.5
              - run: 5
            """)
        let out = try DioramaProcess.temporaryDirectory() + "/kept.replay"
        let r = try DioramaProcess.run(["test", path, "--replay-out", out])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("  replay: \(out)\n"))
        let replay = try Replay(contentsOf: out)
        #expect(replay.header.scene == "playground")
        #expect(replay.header.seed == 21)
        #expect(replay.header.parameters == ["bodies": "3"])
        #expect(replay.inputs == [
            TimedInput(tick: 10, event: .pointerDown(Vec2(300, 400), .primary)),
            TimedInput(tick: 10, event: .keyDown(.right)),
            TimedInput(tick: 30, event: .tilt(Vec2(0.5, 0.87))),
            TimedInput(tick: 30, event: .shake(0.5)),
        ])
        #expect(replay.end?.tick == 35)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(!FileManager.default.fileExists(atPath: folder + "/script.failed.replay"))
    }

    @Test func everyOutputIntoAPipeIsRefusedAtOnceAndTheScriptsAreNotRun() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try script("scene: playground\nseed: 2\nsteps:\n  - run: 3\n", named: "pipe.yml", in: folder)
        let pipe = folder + "/out.pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        // With no reader, a blocking open would wait for ever; with one, it would write into it.
        for reading in [false, true] {
            let reader = reading ? open(pipe, O_RDONLY | O_NONBLOCK) : -1
            defer { if reader >= 0 { close(reader) } }
            let runs: [(option: String, arguments: [String])] = [
                ("--replay-out", ["test", path, "--replay-out", pipe]),
                ("--junit", ["test", path, "--junit", pipe]),
                ("the merged report", ["junit", "merge", pipe, folder + "/none.xml"]),
                ("--out", ["render", "playground", "--ticks", "1", "--out", pipe]),
                ("--screenshot", ["replay", folder + "/none.replay", "--at", "1", "--screenshot", pipe]),
                ("--junit", ["replay", folder, "--headless", "--verify", "--junit", pipe]),
            ]
            for (option, arguments) in runs {
                let r = try DioramaProcess.run(arguments)
                #expect(r.status == 1 && r.stderr.contains("\(option) \(pipe): is a named pipe (FIFO)"), "\(arguments): \(r.stderr)")
                #expect(!r.stdout.contains("PASS"), "nothing runs before the outputs are checked")
            }
            var info = stat()
            #expect(lstat(pipe, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is left as it was")
        }
        let intoFolder = try DioramaProcess.run(["test", path, "--junit", folder])
        #expect(intoFolder.status == 1 && intoFolder.stderr.contains("--junit \(folder): is a folder"), "\(intoFolder.stderr)")
        let intoDevice = try DioramaProcess.run(["test", path, "--junit", "/dev/null"])
        #expect(intoDevice.status == 0, "a character device is written through: \(intoDevice.stderr)")
    }

    @Test func replayOutIntoAMissingFolderSaysWhy() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        let path = try script("scene: playground\nsteps:\n  - run: 1\n", named: "m.yml", in: folder)
        let r = try DioramaProcess.run(["test", path, "--replay-out", folder + "/missing/x.replay"])
        #expect(r.status != 0)
        #expect(r.stdout.contains("\(folder)/missing/x.replay: cannot write the replay: the folder \(folder)/missing does not exist"), "\(r.stdout)")
    }

    @Test func replayOutTakesOneScript() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        let a = try script("scene: playground\nsteps:\n  - run: 1\n", named: "a.yml", in: folder)
        let b = try script("scene: playground\nsteps:\n  - run: 1\n", named: "b.yml", in: folder)
        let r = try DioramaProcess.run(["test", a, b, "--replay-out", folder + "/x.replay"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("--replay-out \(folder)/x.replay keeps one script's replay, but 2 scripts were"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.replay"))
    }

    @Test func withNoPathsRunsEveryScriptOfTheProject() throws {
        let r = try DioramaProcess.run(["test"], binary: DioramaProcess.releaseExecutable)
        #expect(r.status == 0, "\(r.stdout)")
        for script in SceneScriptTests.scripts { #expect(r.stdout.contains("PASS \(script) ("), "\(r.stdout)") }
        #expect(r.stdout.hasSuffix("\n\(SceneScriptTests.scripts.count) passed, 0 failed\n"))
    }

    @Test func aFolderWithoutScriptsIsAnError() throws {
        let folder = try DioramaProcess.temporaryDirectory()
        let r = try DioramaProcess.run(["test", folder])
        #expect(r.status != 0)
        #expect(r.stderr.contains("\(folder): no *.yml files in this folder"))
    }
}
