import Engine
import Testing

/// A document changed in memory is written once a burst of changes has settled, and again after
/// a failed write.
@Suite struct WriteScheduleTests {
    @Test func theScheduleWritesABurstOnceAfterItsDelay() {
        var schedule = WriteSchedule(revision: 0)
        let delay = WriteSchedule.delayTicks
        let due = [(0, 5), (1, 10), (2, 10 + delay - 1), (2, 10 + delay)].map { schedule.isDue(revision: $0.0, tick: $0.1) }
        #expect(due == [false, false, false, true], "due once the first change of the burst has waited")
        schedule.written(2)
        #expect(!schedule.lags(2))
        schedule.writeFailed()
        #expect(schedule.lags(2), "a failed write leaves the file behind the document")
        let retried = schedule.isDue(revision: 2, tick: 100)
        #expect(!retried, "but not every tick")
    }
}

/// The schedule hands a due document to the host and hears of a failed write from the input.
@Suite struct WriteScheduleEffectsTests {
    @Test func aDueDocumentGoesToTheHostAndAFailureComesBack() throws {
        let context = SceneContext(seed: 1, assets: AssetStore(root: "/nonexistent"), save: SaveStore(directory: "/nonexistent"))
        var schedule = WriteSchedule(revision: 0)
        context.tick = 1
        #expect(schedule.step(revision: 1, name: "doc.bin", input: [], context: context) { [1, 2] } == nil)
        #expect(context.effects.take().isEmpty, "not due yet")
        context.tick = 1 + WriteSchedule.delayTicks
        #expect(schedule.step(revision: 1, name: "doc.bin", input: [], context: context) { [1, 2] } == nil)
        let sent = context.effects.take()
        guard sent.count == 1, case .save(let name, let bytes) = sent[0] else { Issue.record("\(sent)"); return }
        #expect(name == "doc.bin" && bytes == [1, 2])
        #expect(!schedule.lags(1))
        let failed = InputEvent.saveFailed(SaveFailure(name: "doc.bin", reason: "disk full"))
        let other = InputEvent.saveFailed(SaveFailure(name: "other.bin", reason: "not ours"))
        #expect(schedule.step(revision: 1, name: "doc.bin", input: [other, failed], context: context) { [1, 2] } == "disk full")
        #expect(schedule.lags(1), "the file is behind the document until a write succeeds")
        struct Unreadable: Error {}
        #expect(schedule.write(revision: 1, name: "doc.bin", context: context) { throw Unreadable() } != nil)
        #expect(schedule.write(revision: 1, name: "doc.bin", context: context) { nil } == nil)
        #expect(context.effects.take().isEmpty, "a document that refuses writes sends nothing")
    }
}
