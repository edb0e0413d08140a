/// Input waiting for its tick: events come out in the order they were stamped, tick by tick.
public struct InputQueue: Sendable {
    private var pending: [TimedInput] = []
    private var head = 0

    /// Makes an empty queue.
    public init() {}

    /// Queues `input`; a tick earlier than one already queued is a programmer error.
    public mutating func enqueue(_ input: TimedInput) {
        precondition(pending.last.map { $0.tick <= input.tick } ?? true, "input must be queued in tick order")
        pending.append(input)
    }

    /// Removes and returns the events stamped with `tick` (events stamped earlier are late and
    /// delivered now, in order).
    public mutating func take(upTo tick: UInt64) -> [InputEvent] {
        var out: [InputEvent] = []
        while head < pending.count, pending[head].tick <= tick {
            out.append(pending[head].event)
            head += 1
        }
        if head > 1024, head * 2 > pending.count {
            pending.removeFirst(head)
            head = 0
        }
        return out
    }

    /// Events still waiting.
    public var count: Int { pending.count - head }
}
