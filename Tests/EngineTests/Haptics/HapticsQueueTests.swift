import Testing
@testable import Engine

@Suite struct HapticsQueueTests {
    @Test func rumbleRequestsAreClampedToWhatAControllerCanDo() {
        #expect(Rumble(strength: 7, milliseconds: 1_000_000) == Rumble(strength: 1, milliseconds: Rumble.maxMilliseconds))
        #expect(Rumble(strength: -1, milliseconds: -5) == Rumble(strength: 0, milliseconds: 1))
        #expect(Rumble(strength: .nan, milliseconds: 10).strength == 0)
    }

    @Test func anUndrainedQueueKeepsOnlyTheNewestRequests() {
        var queue = HapticsQueue()
        for n in 1...(HapticsQueue.capacity + 3) { queue.rumble(strength: 0.5, milliseconds: n) }
        let drained = queue.drain()
        #expect(drained.map(\.milliseconds) == Array(4...(HapticsQueue.capacity + 3)))
        #expect(queue.drain().isEmpty)
    }
}
