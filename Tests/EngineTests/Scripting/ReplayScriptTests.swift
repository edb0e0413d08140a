import Testing
@testable import Engine

@Suite struct ReplayScriptTests {
    @Test func aRecordedSessionBecomesAScriptWithTheSameInputsAtTheSameTicks() throws {
        var replay = Replay(header: ReplayHeader(scene: "playground", parameters: ["bodies": "3"], seed: 9))
        replay.inputs = [TimedInput(tick: 4, event: .pointerDown(Vec2(10.5, 20), .primary)),
                         TimedInput(tick: 4, event: .keyDown(.space)),
                         TimedInput(tick: 30, event: .text("a \"b\"")),
                         TimedInput(tick: 31, event: .tilt(Vec2(0.25, 1)))]
        replay.end = (tick: 100, hash: 0)
        let script = try SceneScript(yaml: replay.scriptYAML, file: "rec.yml")
        #expect(script.scene == "playground" && script.seed == 9 && script.parameters == ["bodies": "3"])
        let runs = script.steps.compactMap { if case .run(let n) = $0.action { n } else { nil } }
        #expect(runs == [4, 26, 1, 69])
        #expect(script.steps.contains { $0.action == .pointer(.down, .point(Vec2(10.5, 20)), .primary) })
        #expect(script.steps.contains { $0.action == .input([.text("a \"b\"")]) })
    }
}
