import Foundation
import Replay
import Testing
@testable import Engine
@testable import Scripting

@Suite struct ReplayScriptTests {
    @Test func aRecordedSessionBecomesAScriptWithTheSameInputsAtTheSameTicks() throws {
        var replay = Replay(header: ReplayHeader(scene: "playground", parameters: ["bodies": "3"], seed: 9))
        replay.inputs = [TimedInput(tick: 4, event: .pointerDown(Vec2(10.5, 20), .primary)),
                         TimedInput(tick: 4, event: .keyDown(.space)),
                         TimedInput(tick: 30, event: .text("a \"b\"")),
                         TimedInput(tick: 31, event: .tilt(Vec2(0.25, 1)))]
        replay.end = (tick: 100, hash: 0)
        let script = try SceneScript(yaml: replay.scriptYAML(droppedFilePrefix: "rec-drop"), file: "rec.yml")
        #expect(script.scene == "playground" && script.seed == 9 && script.parameters == ["bodies": "3"])
        let runs = script.steps.compactMap { if case .run(let n) = $0.action { n } else { nil } }
        #expect(runs == [4, 26, 1, 69])
        #expect(script.steps.contains { $0.action == .pointer(.down, .point(Vec2(10.5, 20)), .primary) })
        #expect(script.steps.contains { $0.action == .input([.text("a \"b\"")]) })
    }
}

extension ReplayScriptTests {
    @Test func keyboardTextAndPastedInputBecomeStepsThatSendTheSameEvents() throws {
        var replay = Replay(header: ReplayHeader(scene: "cursor", parameters: [:], seed: 1))
        let events: [InputEvent] = [.keyDown(.z, [.control, .shift]), .keyDown(.left, .alt, isRepeat: true),
                                    .keyUp(.left), .keyDown(Key("+"), .control), .composition("phở", cursor: 1, length: 2),
                                    .text("phở"), .paste("a \"b\"\nc")]
        replay.inputs = events.map { TimedInput(tick: 2, event: $0) }
        replay.end = (tick: 5, hash: 0)
        let yaml = replay.scriptYAML(droppedFilePrefix: "rec-drop")
        #expect(yaml.contains("  - key: { down: \"ctrl+shift+z\" }\n") && yaml.contains("  - key: { repeat: \"alt+left\" }\n"),
                "\(yaml)")
        let script = try SceneScript(yaml: yaml, file: "rec.yml")
        let sent = script.steps.compactMap { if case .input(let events) = $0.action { events } else { nil } }.joined()
        #expect(Array(sent) == events)
    }
}

extension ReplayScriptTests {
    @Test func clockEventsBecomeClockStepsThatSendTheSameMinute() throws {
        var replay = Replay(header: ReplayHeader(scene: "cursor", parameters: [:], seed: 1))
        replay.inputs = [TimedInput(tick: 3, event: .clock(minute: 29_924_220))]
        replay.end = (tick: 5, hash: 0)
        let yaml = replay.scriptYAML(droppedFilePrefix: "rec-drop")
        #expect(yaml.contains("  - clock: \"2026-11-23T17:00Z\"\n"), "\(yaml)")
        let script = try SceneScript(yaml: yaml, file: "rec.yml")
        #expect(script.steps.contains { $0.action == .input([.clock(minute: 29_924_220)]) })
        let local = try SceneScript(yaml: "scene: cursor\nsteps:\n  - clock: \"2026-11-24T00:00+07:00\"\n", file: "c.yml")
        #expect(local.steps.first?.action == .input([.clock(minute: 29_924_220)]))
        #expect(throws: ScriptError.self) { try SceneScript(yaml: "scene: cursor\nsteps:\n  - clock: \"tomorrow\"\n", file: "c.yml") }
    }

    @Test func pinchesBecomePinchStepsThatSendTheSameEventsExactly() throws {
        let pinches: [InputEvent] = [.pinch(.began, center: Vec2(360.5, 640), scale: 1, rotation: 0),
                                     .pinch(.changed, center: Vec2(371.25, 633), scale: 1.4142135623730951, rotation: 0.1 + 0.2),
                                     .pinch(.ended, center: Vec2(372, 630), scale: 0.3333333333333333, rotation: -.pi / 7)]
        var replay = Replay(header: ReplayHeader(scene: "cursor", parameters: [:], seed: 1))
        replay.inputs = pinches.enumerated().map { TimedInput(tick: UInt64($0.offset + 1), event: $0.element) }
        replay.end = (tick: 5, hash: 0)
        let script = try SceneScript(yaml: replay.scriptYAML(droppedFilePrefix: "rec-drop"), file: "rec.yml")
        let sent = script.steps.flatMap { step -> [InputEvent] in if case .input(let events) = step.action { events } else { [] } }
        #expect(sent == pinches)
    }
}

@Suite struct ReplayScriptDropTests {
    @Test func droppedFilesAreWrittenBesideTheScriptAndReadBackByIt() throws {
        let folder = try scratchFolder()
        defer { removeScratchFolder(folder) }
        var replay = Replay(header: ReplayHeader(scene: "playground", parameters: [:], seed: 2))
        let first = try DroppedFile(name: "a.jpg", bytes: [1, 2, 3]), second = try DroppedFile(name: "a.jpg", bytes: [4])
        replay.inputs = [TimedInput(tick: 2, event: .fileDrop(first)), TimedInput(tick: 9, event: .fileDrop(second))]
        replay.end = (tick: 20, hash: 0)
        try replay.writeScript(to: folder + "/rec.yml")
        let yaml = try String(contentsOfFile: folder + "/rec.yml", encoding: .utf8)
        #expect(yaml.contains("  - fileDrop: { file: \"rec-drop-1-a.jpg\", name: \"a.jpg\" }\n")
                && yaml.contains("  - fileDrop: { file: \"rec-drop-2-a.jpg\", name: \"a.jpg\" }\n"), "\(yaml)")
        #expect(FileManager.default.contents(atPath: folder + "/rec-drop-2-a.jpg") == Data([4]))
        let script = try SceneScript(contentsOf: folder + "/rec.yml")
        let drops = script.steps.compactMap { if case .input(let events) = $0.action { events } else { nil } }.joined()
        #expect(Array(drops) == [.fileDrop(first), .fileDrop(second)])
    }

    @Test func aMissingOrOversizedDropNamesTheScriptLine() throws {
        let folder = try scratchFolder()
        defer { removeScratchFolder(folder) }
        let missing = try #require(throws: ScriptError.self) {
            try SceneScript(yaml: "scene: p\nsteps:\n  - run: 1\n  - fileDrop: gone.jpg\n", file: folder + "/s.yml")
        }
        #expect(missing.description == "\(folder)/s.yml:4: 'fileDrop': \(folder)/gone.jpg: no such file")
        let big = folder + "/big.jpg"
        FileManager.default.createFile(atPath: big, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(DroppedFile.maxByteCount + 1))
        try handle.close()
        let tooBig = try #require(throws: ScriptError.self) {
            try SceneScript(yaml: "scene: p\nsteps:\n  - fileDrop: big.jpg\n", file: folder + "/s.yml")
        }
        #expect(tooBig.line == 3 && tooBig.message.contains("over the 32 MiB limit"), "\(tooBig)")
    }
}
