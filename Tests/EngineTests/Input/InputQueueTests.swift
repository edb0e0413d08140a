import Testing
@testable import Engine

@Suite struct InputQueueTests {
    @Test func eventsComeOutAtTheirTickInOrder() {
        var queue = InputQueue()
        queue.enqueue(TimedInput(tick: 2, event: .keyDown(.left)))
        queue.enqueue(TimedInput(tick: 2, event: .keyUp(.left)))
        queue.enqueue(TimedInput(tick: 5, event: .wheel(1)))
        #expect(queue.take(upTo: 0).isEmpty)
        #expect(queue.take(upTo: 1).isEmpty)
        #expect(queue.take(upTo: 2) == [.keyDown(.left), .keyUp(.left)])
        #expect(queue.count == 1)
        #expect(queue.take(upTo: 4).isEmpty)
        #expect(queue.take(upTo: 5) == [.wheel(1)])
        #expect(queue.count == 0)
    }

    @Test func lateEventsAreDeliveredAtTheNextTake() {
        var queue = InputQueue()
        queue.enqueue(TimedInput(tick: 1, event: .text("a")))
        #expect(queue.take(upTo: 3) == [.text("a")])
    }

    @Test func manyEventsStayInOrderAcrossCompaction() {
        var queue = InputQueue()
        for i in 0..<5000 { queue.enqueue(TimedInput(tick: UInt64(i / 2), event: .wheel(Double(i)))) }
        var seen: [Double] = []
        for tick in 0..<2500 {
            for case .wheel(let v) in queue.take(upTo: UInt64(tick)) { seen.append(v) }
        }
        #expect(seen == (0..<5000).map(Double.init))
    }
}
