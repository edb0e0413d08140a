import Engine
import Foundation
import SceneTestSupport
import Testing

/// A scene's read of its save folder is made by the host when the tick ends, answered as input
/// a replay records; a replay's copy of the answer is range-checked like any input.
@Suite struct SaveReadEffectTests {
    /// The `saveRead` events `runner`'s scene received.
    func reads(_ runner: SceneRunner) throws -> [SaveRead] {
        try #require(runner.scene as? TickCounterScene).received.compactMap { input in
            if case .saveRead(let read) = input.event { read } else { nil }
        }
    }

    @Test func aReadIsAnsweredAfterTheTickWithTheBytesOrWhyNot() throws {
        let runner = try makeSession(TickCounterScene.self)
        let context = runner.context
        try context.save.write([7, 8], to: "a.json")
        try FileManager.default.createDirectory(atPath: context.save.path(of: "folder"), withIntermediateDirectories: true)
        context.effects.readSave("a.json", tag: "one")
        context.effects.readSave("none.json", tag: "two")
        context.effects.readSave("folder", tag: "three")
        context.effects.readSave("../escape", tag: "four")     // not plain: dropped
        context.effects.readSave("a.json", tag: "no spaces")   // not a tag: dropped
        runner.runTick()
        #expect(try reads(runner).isEmpty, "not inside the tick")
        runner.runTick()
        let answers = try reads(runner)
        #expect(answers.map(\.tag) == ["one", "two", "three"])
        #expect(answers.first?.outcome == .bytes([7, 8]))
        #expect(answers.dropFirst().first?.outcome == .missing)
        guard case .unreadable = answers.last?.outcome else { Issue.record("a folder read as \(answers)"); return }
    }

    @Test func withNoHostNothingIsRead() throws {
        let runner = try makeSession(TickCounterScene.self)
        runner.server = nil
        try runner.context.save.write([1], to: "a.json")
        runner.context.effects.readSave("a.json", tag: "one")
        runner.run(ticks: 2)
        #expect(try reads(runner).isEmpty, "a replay's answer is the recorded one")
    }

    @Test func anAnswerRoundTripsThroughAReplayLineAndHostileOnesAreRefused() throws {
        for outcome in [SaveRead.Outcome.bytes([0, 255, 10]), .missing, .unreadable("no permission")] {
            let event = InputEvent.saveRead(SaveRead(tag: "purchases", name: "purchases.json", outcome: outcome))
            #expect(try JSONDecoder().decode(InputEvent.self, from: try JSONEncoder().encode(event)) == event)
        }
        let long = String(repeating: "r", count: SaveFailure.maxReasonLength + 1)
        for bad in [#"{"type":"saveRead","tag":"a b","name":"p.json","outcome":"missing"}"#,
                    #"{"type":"saveRead","tag":"p","name":"../p.json","outcome":"missing"}"#,
                    #"{"type":"saveRead","tag":"p","name":"p.json","outcome":"read","data":"not base64!"}"#,
                    #"{"type":"saveRead","tag":"p","name":"p.json","outcome":"read"}"#,
                    #"{"type":"saveRead","tag":"p","name":"p.json","outcome":"eaten"}"#,
                    #"{"type":"saveRead","tag":"p","name":"p.json","outcome":"unreadable","reason":"\#(long)"}"#,
                    #"{"type":"saveRead","tag":"p","name":"p.json","outcome":"missing","path":"/etc/passwd"}"#] {
            #expect(throws: DecodingError.self, "\(bad.prefix(90))") { try JSONDecoder().decode(InputEvent.self, from: Data(bad.utf8)) }
        }
        let tooLarge = String(repeating: "A", count: (SaveStore.maxFileBytes + 2) / 3 * 4 + 4)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(InputEvent.self, from: Data(#"{"type":"saveRead","tag":"p","name":"p","outcome":"read","data":"\#(tooLarge)"}"#.utf8))
        }
    }
}
