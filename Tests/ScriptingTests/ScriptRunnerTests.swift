import Foundation
import Replay
import Testing
@testable import Engine
@testable import Scripting

@Suite struct ScriptRunnerTests {
    @Test func inputGoesToTheCurrentTickAndRunAdvances() throws {
        let script = try writeScript("""
            scene: cursor
            seed: 9
            parameters: { mood: calm }
            steps:
              - run: 3
              - pointer: down
                at: [10, 20]
              - key: space
              - run: 2
              - text: ab
              - pointer: click
                on: cursor
              - run: 1
              - expect: { probe: typed, equals: ab }
              - expect: { probe: pressed, equals: false }
              - expect: { probe: cursor, equals: [10, 20] }
            """, in: try scratchFolder())
        let result = try makeScriptRunner().run(script)
        #expect(result.passed, "\(String(describing: result.failure))")
        #expect(result.ticks == 6)
        #expect(result.replay.inputs == [
            TimedInput(tick: 3, event: .pointerDown(Vec2(10, 20), .primary)),
            TimedInput(tick: 3, event: .keyDown(.space)),
            TimedInput(tick: 3, event: .keyUp(.space)),
            TimedInput(tick: 5, event: .text("ab")),
            TimedInput(tick: 5, event: .pointerDown(Vec2(10, 20), .primary)),
            TimedInput(tick: 5, event: .pointerUp(Vec2(10, 20), .primary)),
        ])
        #expect(result.replay.header.scene == "cursor")
        #expect(result.replay.header.seed == 9)
        #expect(result.replay.header.parameters == ["mood": "calm"])
        #expect(result.replay.end?.tick == 6)
        #expect(result.failedReplay == nil)
        #expect(!FileManager.default.fileExists(atPath: script.failedReplayPath))
    }

    @Test func typedTextChordsAndRepeatsReachTheScene() throws {
        let script = try writeScript("""
            scene: cursor
            steps:
              - type: "Phở bò!"
              - key: { down: backspace, repeats: 2 }
              - key: { up: backspace }
              - compose: "ph"
              - run: 1
              - expect: { probe: typed, equals: "Phở " }
              - expect: { probe: repeats, equals: 2 }
              - expect: { probe: composing, equals: ph }
            """, in: try scratchFolder())
        let result = try makeScriptRunner().run(script)
        #expect(result.passed, "\(String(describing: result.failure))")
    }

    @Test func typingIntoASceneThatHasNoTextInputFails() throws {
        for step in ["type: a", "text: ab", "compose: ph"] {
            let script = try writeScript("scene: tick-counter\nsteps:\n  - run: 2\n  - \(step)\n", in: try scratchFolder())
            let failure = try #require(try makeScriptRunner().run(script).failure, "\(step)")
            #expect(failure.line == 4 && failure.tick == 2)
            #expect(failure.message.hasPrefix("the scene has not asked for text input (Effect.textInput), "
                                              + "so a window would not send it "), "\(failure.message)")
        }
        let paste = try writeScript("scene: tick-counter\nsteps:\n  - paste: a\n  - run: 1\n", in: try scratchFolder())
        #expect(try makeScriptRunner().run(paste).passed, "a paste needs no text input")
    }

    @Test func theScriptsClipboardAnswersPasteRequestsAndKeepsCopies() throws {
        let runner = try makeScriptRunner()
        let script = try writeScript("""
            scene: cursor
            steps:
              - key: ctrl+v                 # no clipboard yet: the request goes unanswered
              - run: 2
              - expect: { probe: typed, equals: "" }
              - clipboard: "Phở bò"
              - key: ctrl+v
              - run: 1                      # the request is made in this tick…
              - expect: { probe: typed, equals: "" }
              - run: 1                      # …and answered in the next
              - expect: { probe: typed, equals: "Phở bò" }
              - type: "!"
              - key: ctrl+c
              - key: ctrl+v
              - expect: { probe: typed, equals: "Phở bò!Phở bò!", within: 3 }
            """, in: try scratchFolder())
        let result = try runner.run(script)
        #expect(result.passed, "\(String(describing: result.failure))")
        let pastes = result.replay.inputs.filter { if case .paste = $0.event { true } else { false } }
        #expect(pastes == [TimedInput(tick: 3, event: .paste("Phở bò")), TimedInput(tick: 5, event: .paste("Phở bò!"))])
        #expect(try ReplayVerifier.verify(result.replay, factory: runner.factory).divergence == nil,
                "the replay has the pasted text, so it verifies without a clipboard")
    }

    @Test func theRecordedReplayVerifies() throws {
        let runner = try makeScriptRunner()
        let script = try writeScript("""
            scene: tick-counter
            steps:
              - run: 70
              - key: space
              - expect: { probe: bodies, equals: 1, within: 90 }
              - run: 50
            """, in: try scratchFolder())
        let result = try runner.run(script)
        #expect(result.passed)
        #expect(result.ticks == 121)
        let outcome = try ReplayVerifier.verify(result.replay, factory: runner.factory)
        #expect(outcome.divergence == nil)
        #expect(outcome.checkpointsCompared == 2)
    }

    @Test func aFailingExpectationNamesTheLineTickProbeAndValueAndKeepsTheReplay() throws {
        let script = try writeScript("""
            scene: cursor
            steps:
              - pointer: move
                at: [5, 6]
              - run: 3
              - expect: { probe: ticks, equals: 5 }
              - run: 100
            """, named: "count.yml", in: try scratchFolder())
        let result = try makeScriptRunner().run(script)
        let failure = try #require(result.failure)
        #expect(failure.line == 6)
        #expect(failure.tick == 3)
        #expect(failure.message == "probe ticks = 3, expected 5")
        #expect(failure.description == "\(script.file) line 6, tick 3: probe ticks = 3, expected 5")
        #expect(result.ticks == 3, "the steps after the failure do not run")
        #expect(result.failedReplay == script.failedReplayPath)
        #expect(script.failedReplayPath.hasSuffix("/count.failed.replay"))
        let kept = try Replay(contentsOf: script.failedReplayPath)
        #expect(kept == result.replay)
        #expect(kept.inputs == [TimedInput(tick: 0, event: .pointerMove(Vec2(5, 6)))])
        #expect(kept.end?.tick == 3)
    }

    @Test func aPassingRunRemovesAnEarlierFailedReplay() throws {
        let folder = try scratchFolder()
        let failing = try writeScript("scene: cursor\nsteps:\n  - expect: { probe: ticks, equals: 1 }\n", in: folder)
        let runner = try makeScriptRunner()
        #expect(try runner.run(failing).failedReplay != nil)
        #expect(FileManager.default.fileExists(atPath: failing.failedReplayPath))
        let fixed = try writeScript("scene: cursor\nsteps:\n  - expect: { probe: ticks, equals: 0 }\n", in: folder)
        #expect(try runner.run(fixed).passed)
        #expect(!FileManager.default.fileExists(atPath: fixed.failedReplayPath))
    }

    @Test func aPipeOrAFolderWhereTheFailedReplayGoesIsLeftAloneAndSaidSo() throws {
        let folder = try scratchFolder()
        defer { removeScratchFolder(folder) }
        let runner = try makeScriptRunner()
        let failing = try writeScript("scene: cursor\nsteps:\n  - expect: { probe: ticks, equals: 1 }\n", named: "p.yml", in: folder)
        #expect(mkfifo(failing.failedReplayPath, 0o600) == 0)
        let result = try runner.run(failing)
        #expect(result.failedReplay == nil)
        #expect(result.failure?.artifacts.contains { $0.contains("\(failing.failedReplayPath): cannot write it: is a named pipe") } == true,
                "\(result.failure?.artifacts ?? [])")
        let passing = try writeScript("scene: cursor\nsteps:\n  - expect: { probe: ticks, equals: 0 }\n", named: "f.yml", in: folder)
        try FileManager.default.createDirectory(atPath: passing.failedReplayPath + "/mine", withIntermediateDirectories: true)
        #expect(try runner.run(passing).passed)
        #expect(FileManager.default.fileExists(atPath: passing.failedReplayPath + "/mine"), "a folder of that name is not ours to remove")
    }

    @Test func withinPassesAsSoonAsTheConditionHolds() throws {
        let script = try writeScript("""
            scene: cursor
            steps:
              - run: 2
              - expect: { probe: late, atLeast: 10, within: 20 }
              - expect: { probe: late, equals: 10 }
            """, in: try scratchFolder())
        let result = try makeScriptRunner().run(script)
        #expect(result.passed, "\(String(describing: result.failure))")
        #expect(result.ticks == 10)
    }

    @Test func withinFailsOnceItsTicksHaveRun() throws {
        let script = try writeScript("""
            scene: cursor
            steps:
              - run: 1
              - expect: { probe: ticks, between: [100, 200], within: 5 }
            """, in: try scratchFolder())
        let failure = try #require(try makeScriptRunner().run(script).failure)
        #expect(failure.tick == 6)
        #expect(failure.line == 4)
        #expect(failure.message == "probe ticks = 6, expected between 100 and 200 within 5 ticks")
    }

    @Test func anUnknownProbeListsTheProbesAndSuggestsOne() throws {
        let script = try writeScript("scene: cursor\nsteps:\n  - run: 1\n  - expect: { probe: tiks, equals: 1 }\n",
                                     in: try scratchFolder())
        let failure = try #require(try makeScriptRunner().run(script).failure)
        #expect(failure.line == 4)
        #expect(failure.message == "the scene reports no probe 'tiks' now; it reports tick, cursor, pressed, typed, composing, repeats, "
                + "ticks (did you mean 'ticks'?)")
    }

    @Test func aProbeThatNeverAppearsWithinTheTicksIsUnknown() throws {
        let script = try writeScript("scene: cursor\nsteps:\n  - expect: { probe: late, equals: 1, within: 4 }\n",
                                     in: try scratchFolder())
        let failure = try #require(try makeScriptRunner().run(script).failure)
        #expect(failure.tick == 4)
        #expect(failure.message.hasPrefix("the scene reports no probe 'late' now"))
    }

    @Test func coordinatesOfAPositionProbeReadAsNumbers() throws {
        let folder = try scratchFolder()
        let passing = try writeScript("""
            scene: cursor
            steps:
              - expect: { probe: cursor.x, equals: 100 }
              - expect: { probe: cursor.y, between: [199, 201] }
              - expect: { probe: cursor, near: [103, 204], radius: 5 }
            """, in: folder)
        #expect(try makeScriptRunner().run(passing).passed)
        let wrongAxis = try writeScript("scene: cursor\nsteps:\n  - expect: { probe: cursor.z, equals: 1 }\n",
                                        in: folder)
        #expect(try makeScriptRunner().run(wrongAxis).failure?.message
                .hasPrefix("the scene reports no probe 'cursor.z'") == true)
        let near = try writeScript("scene: cursor\nsteps:\n  - expect: { probe: cursor, near: [110, 200], radius: 5 }",
                                   in: folder)
        #expect(try makeScriptRunner().run(near).failure?.message
                == "probe cursor = [100.0, 200.0], expected within 5 px of [110, 200]")
    }

    @Test func aConditionOnTheWrongKindOfProbeSaysWhatItNeeds() throws {
        let folder = try scratchFolder()
        let cases = [
            ("  - expect: { probe: pressed, between: [1, 2] }",
             "probe pressed is true/false (false), but 'between' needs a number probe"),
            ("  - expect: { probe: ticks, equals: true }",
             "probe ticks is a number (0), but 'equals' needs a true/false probe"),
            ("  - expect: { probe: typed, equals: 3 }", "probe typed is text (''), but 'equals' needs a number probe"),
            ("  - expect: { probe: ticks, near: [1, 2], radius: 3 }",
             "probe ticks is a number (0), but 'near' needs a position (vec2) probe"),
            ("  - pointer: down\n    on: ticks", "'on: ticks' needs a position probe, but ticks is a number (0)"),
        ]
        for (step, message) in cases {
            let script = try writeScript("scene: cursor\nsteps:\n\(step)\n", in: folder)
            #expect(try makeScriptRunner().run(script).failure?.message == message)
        }
    }

    @Test func aSceneThatCannotStartIsAnErrorOnTheSceneLine() throws {
        let folder = try scratchFolder()
        let unknown = try writeScript("# comment\nscene: nope\nsteps:\n  - run: 1\n", in: folder)
        let error = try #require(throws: ScriptError.self) { try makeScriptRunner().run(unknown) }
        #expect(error.line == 2)
        #expect(error.message == "unknown scene 'nope'; the scenes are: cursor, tick-counter")
        let failing = try writeScript("scene: cursor\nparameters: { fail: 1 }\nsteps:\n  - run: 1\n", in: folder)
        let setUp = try #require(throws: ScriptError.self) { try makeScriptRunner().run(failing) }
        #expect(setUp.description
                == "\(failing.file):1: the scene 'cursor' could not start: the parameter 'fail' was given")
        let bogus = try writeScript("scene: cursor\nparameters: { bogus: 1 }\nsteps:\n  - run: 1\n", in: folder)
        let refused = try #require(throws: ScriptError.self) { try makeScriptRunner().run(bogus) }
        #expect(refused.description == "\(bogus.file):1: the scene 'cursor' has no parameter 'bogus'; its parameters "
                + "are: mood (ignored), fail (refuse to start)")
    }
}
