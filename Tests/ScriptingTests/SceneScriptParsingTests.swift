import Foundation
import Replay
import Testing
@testable import Engine
@testable import Scripting

@Suite struct SceneScriptParsingTests {
    @Test func readsEveryKindOfStepWithItsLine() throws {
        let folder = try scratchFolder()
        defer { removeScratchFolder(folder) }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: folder + "/a.png"))
        let script = try SceneScript(yaml: """
            scene: playground
            seed: 7
            parameters: { bodies: 20, speed: 1.5 }
            steps:
              - pointer: down
                at: [360, 300]
                button: secondary
              - pointer: click
                on: newest
              - key: space
              - key: { down: right }
              - key: { up: right }
              - text: "hi"
              - tilt: [0.3, 0.95]
              - shake: 1.0
              - wheel: -2
              - pinch: { phase: changed, at: [360, 640], scale: 1.5, degrees: 90 }
              - fileDrop: a.png
              - run: 120
              - expect: { probe: bodies, equals: 21 }
              - expect: { probe: mean_x, between: [400, 700.5] }
              - expect: { probe: awake, atMost: 3 }
              - expect: { probe: awake, atLeast: 1 }
              - expect: { probe: newest, near: [500, 600], radius: 30 }
              - expect: { probe: dragging, equals: false, within: 60 }
              - expect: { probe: selected, equals: playground }
              - expect: { probe: newest, equals: [1, 2] }
              - screenshot: settled.png
              - screenshot: { golden: sub/tilted.png, tolerance: { channel: 4, pixels: 1.5% } }
              - screenshot: { golden: few.png, tolerance: { pixels: 12 } }
            """, file: folder + "/all.yml")
        #expect(script.scene == "playground")
        #expect(script.sceneLine == 1)
        #expect(script.seed == 7)
        #expect(script.parameters == ["bodies": "20", "speed": "1.5"])
        let expected: [ScriptStep] = [
            ScriptStep(line: 5, .pointer(.down, .point(Vec2(360, 300)), .secondary)),
            ScriptStep(line: 8, .pointer(.click, .probe("newest"), .primary)),
            ScriptStep(line: 10, .input([.keyDown(.space), .keyUp(.space)])),
            ScriptStep(line: 11, .input([.keyDown(.right)])),
            ScriptStep(line: 12, .input([.keyUp(.right)])),
            ScriptStep(line: 13, .input([.text("hi")])),
            ScriptStep(line: 14, .input([.tilt(Vec2(0.3, 0.95))])),
            ScriptStep(line: 15, .input([.shake(1)])),
            ScriptStep(line: 16, .input([.wheel(-2)])),
            ScriptStep(line: 17, .input([.pinch(.changed, center: Vec2(360, 640), scale: 1.5, rotation: 90 * .pi / 180)])),
            ScriptStep(line: 18, .input([.fileDrop(try DroppedFile(name: "a.png", bytes: [1, 2, 3]))])),
            ScriptStep(line: 19, .run(ticks: 120)),
            ScriptStep(line: 20, .expect(ProbeExpectation(probe: "bodies", .equals(.number(21))))),
            ScriptStep(line: 21, .expect(ProbeExpectation(probe: "mean_x", .between(400, 700.5)))),
            ScriptStep(line: 22, .expect(ProbeExpectation(probe: "awake", .atMost(3)))),
            ScriptStep(line: 23, .expect(ProbeExpectation(probe: "awake", .atLeast(1)))),
            ScriptStep(line: 24, .expect(ProbeExpectation(probe: "newest", .near(Vec2(500, 600), radius: 30)))),
            ScriptStep(line: 25, .expect(ProbeExpectation(probe: "dragging", .equals(.bool(false)), within: 60))),
            ScriptStep(line: 26, .expect(ProbeExpectation(probe: "selected", .equals(.text("playground"))))),
            ScriptStep(line: 27, .expect(ProbeExpectation(probe: "newest", .equals(.point(Vec2(1, 2)))))),
            ScriptStep(line: 28, .screenshot(ScreenshotCheck(golden: "settled.png"))),
            ScriptStep(line: 29, .screenshot(ScreenshotCheck(
                golden: "sub/tilted.png", tolerance: ScreenshotTolerance(channel: 4, pixels: .fraction(0.015))))),
            ScriptStep(line: 30, .screenshot(ScreenshotCheck(
                golden: "few.png", tolerance: ScreenshotTolerance(channel: 2, pixels: .count(12))))),
        ]
        #expect(script.steps.count == expected.count)
        for (step, want) in zip(script.steps, expected) { #expect(step == want) }
        #expect(script.name == "all")
        #expect(script.failedReplayPath == folder + "/all.failed.replay")
        #expect(script.goldenPath("settled.png") == folder + "/goldens/settled.png")
    }

    @Test func leavesOutWhatHasADefault() throws {
        let script = try SceneScript(yaml: "scene: cursor\nsteps:\n  - screenshot: a.png\n", file: "a.yml")
        #expect(script.seed == 1)
        #expect(script.parameters.isEmpty)
        #expect(script.steps == [ScriptStep(line: 3, .screenshot(ScreenshotCheck(golden: "a.png",
                                                                                 tolerance: .standard)))])
        #expect(ScreenshotTolerance.standard == ScreenshotTolerance(channel: 2, pixels: .fraction(0.005)))
        #expect(script.failedReplayPath == "a.failed.replay")
        #expect(script.goldenPath("a.png") == "goldens/a.png")
    }

    /// A broken script, the line its error names and words the message must have.
    struct Broken: Sendable, CustomTestStringConvertible {
        var yaml: String
        var line: Int?
        var words: [String]
        var testDescription: String { words[0] }
    }

    static let broken: [Broken] = [
        Broken(yaml: "scene: p\nsteps:\n  - run: 10\n  - expct: { probe: bodies, equals: 1 }\n", line: 4,
               words: ["unknown step key 'expct'", "expected one of pointer, key,", "did you mean 'expect'?"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: ten\n", line: 3,
               words: ["'run' (ticks) should be a whole number", "not the text 'ten'"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 2000000\n", line: 3, words: ["from 1 to 1000000"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 1\n  - pointer: click\n    at: [1e308, 1e308]\n", line: 4,
               words: ["a pointer position is finite and within ±1000000 canvas pixels"]),
        Broken(yaml: "scene: p\nsteps:\n  - wheel: 1e300\n", line: 3, words: ["a wheel turn is finite"]),
        Broken(yaml: "scene: p\nsteps:\n  - tilt: [0, 1e300]\n", line: 3, words: ["a tilt is finite"]),
        Broken(yaml: "scene: p\nsteps:\n  - pinch: { phase: changed, at: [1, 2], scale: 0 }\n", line: 3,
               words: ["a pinch's scale is from 0.001 to 1000"]),
        Broken(yaml: "scene: p\nsteps:\n  - pinch: { phase: changed, at: [1, 2], radians: 1e9 }\n", line: 3,
               words: ["a pinch's rotation is finite"]),
        Broken(yaml: "scene: p\nsteps:\n  - pinch: { phase: twist, at: [1, 2] }\n", line: 3, words: ["'phase'"]),
        Broken(yaml: "scene: p\nsteps:\n  - pinch: { phase: began }\n", line: 3, words: ["'at'"]),
        Broken(yaml: "scene: p\nsteps:\n  - pinch: { phase: began, at: [1, 2], degrees: 1, radians: 1 }\n", line: 3,
               words: ["'degrees' or 'radians', not both"]),
        Broken(yaml: "sene: p\nsteps:\n  - run: 1\n", line: 1,
               words: ["unknown key 'sene' in the script", "did you mean 'scene'?"]),
        Broken(yaml: "seed: 3\nsteps:\n  - run: 1\n", line: 1, words: ["the script needs 'scene'"]),
        Broken(yaml: "scene: p\nseed: -1\nsteps:\n  - run: 1\n", line: 2,
               words: ["'seed' should be a whole number 0 or more"]),
        Broken(yaml: "scene: p\nparameters: [1, 2]\nsteps:\n  - run: 1\n", line: 2,
               words: ["'parameters' should be a mapping", "not a list of 2 items"]),
        Broken(yaml: "scene: p\nsteps: []\n", line: 2, words: ["'steps' is empty"]),
        Broken(yaml: "scene: p\nsteps: run\n", line: 2, words: ["'steps' should be a list"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 5\n   - expect: [\n", line: 4, words: ["not valid YAML"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 1\n  - expect: {probe: a, equals: 3, equals: 4}\n", line: 4,
               words: ["the key 'equals' appears twice"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 5\n    expect: {probe: tick, equals: 5}\n", line: 4,
               words: ["a step does one thing", "'run' and 'expect'"]),
        Broken(yaml: "scene: p\nsteps:\n  - {}\n", line: 3, words: ["an empty step"]),
        Broken(yaml: "scene: p\nsteps:\n  - 42\n", line: 3, words: ["a step should be a mapping", "not the number 42"]),
        Broken(yaml: "scene: p\nsteps:\n  - at: [1, 2]\n", line: 3, words: ["'at' goes with a 'pointer' step"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 1\n    at: [1, 2]\n", line: 4,
               words: ["unknown step key 'at'", "a 'run' step has no other keys"]),
        Broken(yaml: "scene: p\nsteps:\n  - pointer: dwn\n    at: [1, 2]\n", line: 3,
               words: ["'pointer' should be one of down, move, up, click", "did you mean 'down'?"]),
        Broken(yaml: "scene: p\nsteps:\n  - pointer: down\n", line: 3, words: ["needs 'at: [x, y]' or 'on: PROBE'"]),
        Broken(yaml: "scene: p\nsteps:\n  - pointer: down\n    at: [1, 2]\n    on: newest\n", line: 5,
               words: ["'at' (a point) or 'on' (a probe), not both"]),
        Broken(yaml: "scene: p\nsteps:\n  - pointer: down\n    at: [1]\n", line: 4,
               words: ["'at' should be a point [x, y] of two numbers", "not a list of 1 item"]),
        Broken(yaml: "scene: p\nsteps:\n  - pointer: move\n    at: [1, 2]\n    button: primary\n", line: 5,
               words: ["'button' does not apply to 'pointer: move'"]),
        Broken(yaml: "scene: p\nsteps:\n  - pointer: up\n    at: [1, 2]\n    button: left\n", line: 5,
               words: ["'button' should be one of primary, secondary, middle"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: Left\n", line: 3,
               words: ["key names are lower case ('left', not 'Left')"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { down: a, up: a }\n", line: 3, words: ["'key' takes one of"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { press: a }\n", line: 3, words: ["unknown key 'press' in 'key'"]),
        Broken(yaml: "scene: p\nsteps:\n  - shake: 2\n", line: 3, words: ["'shake' should be a strength from 0 to 1"]),
        Broken(yaml: "scene: p\nsteps:\n  - tilt: 0.3\n", line: 3, words: ["'tilt' should be a point [x, y]"]),
        Broken(yaml: "scene: p\nsteps:\n  - text:\n", line: 3, words: ["'text' should be a value, not nothing"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { equals: 1 }\n", line: 3, words: ["'expect' needs 'probe'"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a }\n", line: 3,
               words: ["'expect' needs exactly one of equals, between, atLeast, atMost, near"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect:\n      probe: a\n      atLeast: 1\n      atMost: 2\n", line: 6,
               words: ["'expect' needs exactly one of"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a, equls: 1 }\n", line: 3,
               words: ["unknown key 'equls' in 'expect'", "did you mean 'equals'?"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a, between: [5, 1] }\n", line: 3, words: ["low ≤ high"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a, between: 5 }\n", line: 3,
               words: ["'between' should be a list"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a, atLeast: many }\n", line: 3,
               words: ["'atLeast' should be a number, not the text 'many'"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a, near: [1, 2] }\n", line: 3,
               words: ["'near' needs 'radius'"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a, equals: 1, radius: 2 }\n", line: 3,
               words: ["'radius' goes with 'near', not 'equals'"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a, equals: 1, within: 0 }\n", line: 3,
               words: ["'within' (ticks) should be a whole number from 1"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: a, equals: {x: 1} }\n", line: 3,
               words: ["'equals' should be a number, true/false, text or [x, y], not a mapping"]),
        Broken(yaml: "scene: p\nsteps:\n  - screenshot: ../escape.png\n", line: 3,
               words: ["a .png path inside the 'goldens' folder"]),
        Broken(yaml: "scene: p\nsteps:\n  - screenshot: { golden: a.png, tolerance: { pixels: 0.5 } }\n", line: 3,
               words: ["'pixels' should be a percentage such as 0.5% or a whole number of pixels, not the number 0.5"]),
        Broken(yaml: "scene: p\nsteps:\n  - screenshot: { golden: a.png, tolerance: { channel: 300 } }\n", line: 3,
               words: ["'channel' should be a whole number from 0 to 255"]),
        Broken(yaml: "scene: p\nsteps:\n  - screenshot: { tolerance: { channel: 3 } }\n", line: 3,
               words: ["'screenshot' needs 'golden'"]),
        Broken(yaml: "- scene: p\n", line: 1, words: ["the script should be a mapping", "not a list of 1 item"]),
        Broken(yaml: "", line: nil, words: ["is empty"]),
        Broken(yaml: "# only a comment\n", line: nil, words: ["is empty"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 1\n  - key: shift+tab\n  - key: { down: cmd+z }\n", line: 5,
               words: ["'cmd+z': unknown modifier 'cmd'", "modifiers are ctrl, shift, alt, super"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: ctrl+\n", line: 3, words: ["'ctrl+': no key after the modifiers"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 1\n  - key: kkkk\n", line: 4,
               words: ["unknown key 'kkkk'; a key is one character", "or a name such as left, space"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { down: ctrl+spce }\n", line: 3,
               words: ["unknown key 'spce' (did you mean 'space'?)"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { up: ecsape }\n", line: 3, words: ["unknown key 'ecsape' (did you mean 'escape'?)"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { repeat: pagedonw }\n", line: 3,
               words: ["unknown key 'pagedonw' (did you mean 'pagedown'?)"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: ctrl+ctrl+a\n", line: 3, words: ["'ctrl' appears twice"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: Ctrl+Z\n", line: 3,
               words: ["key names are lower case ('ctrl+z', not 'Ctrl+Z')"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { up: ctrl+z }\n", line: 3,
               words: ["'up' takes a key, not a chord: 'z', not 'ctrl+z'"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { up: a, repeats: 2 }\n", line: 3,
               words: ["'repeats' goes with 'down', not 'up'"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { down: a, repeats: 0 }\n", line: 3,
               words: ["'repeats' should be a whole number from 1 to 1000"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: { repeats: 3 }\n", line: 3, words: ["'key' takes one of"]),
        Broken(yaml: "scene: p\nsteps:\n  - type: \"\"\n", line: 3, words: ["'type' needs text to type"]),
        Broken(yaml: "scene: p\nsteps:\n  - compose: { text: ab, cursor: 3 }\n", line: 3,
               words: ["'cursor' should be a whole number from 0 to 2"]),
        Broken(yaml: "scene: p\nsteps:\n  - compose: { text: ab, cursor: 1, length: 2 }\n", line: 3,
               words: ["'length' should be a whole number from 0 to 1"]),
        Broken(yaml: "scene: p\nsteps:\n  - compose: { cursor: 1 }\n", line: 3, words: ["'compose' needs 'text'"]),
        Broken(yaml: "scene: p\nsteps:\n  - clipboard: [a]\n", line: 3, words: ["'clipboard' should be a value"]),
        Broken(yaml: "scene: p\nsteps:\n  - key: " + String(repeating: "w", count: 100_000) + "\n", line: 3,
               words: ["a key name or chord should be a name of at most 255 characters",
                       "not the text '" + String(repeating: "w", count: 80) + "…' (100000 characters)"]),
        Broken(yaml: "scene: p\nsteps:\n  - expect: { probe: " + String(repeating: "p", count: 256) + ", equals: 1 }\n", line: 3,
               words: ["'probe' should be a name of at most 255 characters"]),
        Broken(yaml: "scene: p\nsteps:\n  - type: " + String(repeating: "ab ", count: 4_000) + "\n", line: 3,
               words: ["'type' types at most 10000 characters in a step, not 11999; 'paste' puts longer text in at once"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 1000000\n  - run: 1\n", line: 4,
               words: ["with this step the script runs 1000001 ticks; a script runs at most 1000000 in all"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: 999999\n  - expect: { probe: x, equals: 1, within: 2 }\n", line: 4,
               words: ["with this step the script runs 1000001 ticks"]),
        Broken(yaml: "scene: p\nsteps:\n" + String(repeating: "  - type: " + String(repeating: "a", count: 10_000) + "\n", count: 11),
               line: 13, words: ["with this step the script sends 110000 input events; a script sends at most 100000 in all"]),
        Broken(yaml: "scene: p\nsteps:\n" + String(repeating: "  - key: a\n", count: 50_001), line: 50_003,
               words: ["sends 100002 input events"]),
        Broken(yaml: "scene: p\nsteps:\n  - run: " + String(repeating: "9", count: 200) + "\n", line: 3,
               words: ["the number " + String(repeating: "9", count: 80) + "… (200 characters)"]),
    ]

    @Test func readsKeyboardTextAndClipboardSteps() throws {
        let script = try SceneScript(yaml: """
            scene: cursor
            steps:
              - key: ctrl+z
              - key: { down: ctrl+shift+left }
              - key: { repeat: shift+left }
              - key: { down: backspace, repeats: 3 }
              - type: "Phở bò"
              - compose: "ph"
              - compose: { text: "phở", cursor: 1, length: 2 }
              - paste: "a\\nb"
              - clipboard: copied
              - key: "ctrl++"
            """, file: "keys.yml")
        let repeatedBackspace = InputEvent.keyDown(.backspace, isRepeat: true)
        let expected: [ScriptStep] = [
            ScriptStep(line: 3, .input([.keyDown(.z, .control), .keyUp(.z)])),
            ScriptStep(line: 4, .input([.keyDown(.left, [.control, .shift])])),
            ScriptStep(line: 5, .input([.keyDown(.left, .shift, isRepeat: true)])),
            ScriptStep(line: 6, .input([.keyDown(.backspace), repeatedBackspace, repeatedBackspace, repeatedBackspace])),
            ScriptStep(line: 7, .input(["P", "h", "ở", " ", "b", "ò"].map { .text($0) })),
            ScriptStep(line: 8, .input([.composition("ph", cursor: 2, length: 0)])),
            ScriptStep(line: 9, .input([.composition("phở", cursor: 1, length: 2)])),
            ScriptStep(line: 10, .input([.paste("a\nb")])),
            ScriptStep(line: 11, .clipboard("copied")),
            ScriptStep(line: 12, .input([.keyDown(Key("+"), .control), .keyUp(Key("+"))])),
        ]
        #expect(script.steps.count == expected.count)
        for (step, want) in zip(script.steps, expected) { #expect(step == want) }
    }

    @Test func typingSendsOneTextEventPerGrapheme() throws {
        // "e" + a combining acute accent is one character on screen, so one event.
        let script = try SceneScript(yaml: "scene: cursor\nsteps:\n  - type: \"e\u{0301}👍🏽a\"\n", file: "t.yml")
        #expect(script.steps == [ScriptStep(line: 3, .input([.text("e\u{0301}"), .text("👍🏽"), .text("a")]))])
    }

    @Test(arguments: broken)
    func aBrokenScriptNamesTheLineAndWhatWasExpected(_ broken: Broken) throws {
        let error = try #require(throws: ScriptError.self) {
            try SceneScript(yaml: broken.yaml, file: "tests/broken.yml")
        }
        #expect(error.file == "tests/broken.yml")
        #expect(error.line == broken.line, "\(error)")
        for word in broken.words { #expect(error.message.contains(word), "\(error)") }
        #expect(error.description.hasPrefix(broken.line.map { "tests/broken.yml:\($0): " } ?? "tests/broken.yml: "))
    }

    @Test func aMissingOrUnreadableFileIsAnError() throws {
        let folder = try scratchFolder()
        let missing = try #require(throws: ScriptError.self) { try SceneScript(contentsOf: folder + "/none.yml") }
        #expect(missing.description == "\(folder)/none.yml: no such file")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: URL(fileURLWithPath: folder + "/binary.yml"))
        let binary = try #require(throws: ScriptError.self) { try SceneScript(contentsOf: folder + "/binary.yml") }
        #expect(binary.message.contains("not UTF-8"))
    }

    @Test func aliasesThatWouldExpandExponentiallyAreRefusedWithoutExpanding() throws {
        // "Billion laughs": each anchor lists the previous one nine times, 9^10 strings in all.
        var lines = ["scene: playground", "steps:", "  - run: 1",
                     "  - expect: {probe: bodies, equals: &a0 [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ",") + "]}"]
        for level in 1...10 {
            lines.append("  - expect: {probe: bodies, equals: &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]}")
        }
        let error = try #require(throws: ScriptError.self) { try SceneScript(yaml: lines.joined(separator: "\n"), file: "laughs.yml") }
        #expect(error.description == "laughs.yml:4: 'equals' should be a point [x, y] of two numbers, not a list of 9 items")
    }

    @Test func aPipeOrADeviceAsAScriptOrADroppedFileIsRefusedNotWaitedOn() throws {
        let folder = try scratchFolder()
        #expect(mkfifo(folder + "/pipe.yml", 0o600) == 0 && mkfifo(folder + "/photo.png", 0o600) == 0)
        let pipe = try #require(throws: ScriptError.self) { try SceneScript(contentsOf: folder + "/pipe.yml") }
        #expect(pipe.description == "\(folder)/pipe.yml: is not a regular file (a folder, a pipe or a device)")
        let zero = try #require(throws: ScriptError.self) { try SceneScript(contentsOf: "/dev/zero") }
        #expect(zero.description == "/dev/zero: is not a regular file (a folder, a pipe or a device)")
        let script = "scene: sticker-jar\nsteps:\n  - fileDrop: photo.png\n"
        let drop = try #require(throws: ScriptError.self) { try SceneScript(yaml: script, file: folder + "/drop.yml") }
        #expect(drop.description == "\(folder)/drop.yml:3: 'fileDrop': \(folder)/photo.png: is not a regular file (a folder, a pipe or a device)")
    }

    @Test func namesThatAreYAMLKeywordsStayNames() throws {
        // `on` and `yes` are booleans to YAML 1.1; as a key and a probe name they are still names.
        let script = try SceneScript(yaml: "scene: p\nsteps:\n  - pointer: down\n    on: yes\n", file: "a.yml")
        #expect(script.steps.first?.action == .pointer(.down, .probe("yes"), .primary))
    }

    @Test func suggestsOnlyCloseNames() {
        #expect(Spelling.editDistance(Array("expct"), Array("expect")) == 1)
        #expect(Spelling.editDistance([], Array("run")) == 3)
        #expect(Spelling.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(Spelling.suggestion(for: "screnshot", among: ["screenshot", "scene"])
                == " (did you mean 'screenshot'?)")
        #expect(Spelling.suggestion(for: "zzz", among: ["pointer", "key"]) == "")
        #expect(Spelling.suggestion(for: "Scene", among: ["screenshot", "scene"]) == "")
        #expect(Spelling.suggestion(for: "relese", among: ["press", "release"]) == " (did you mean 'release'?)")
        #expect(Spelling.suggestion(for: String(repeating: "expect", count: 20_000), among: ["expect"]) == "")
    }
}
