import Foundation
import Host

/// What the dev supervisor waits for, posted by the threads that watch the sources, read the
/// build's output and the player's reports.
enum DevEvent {
    /// Sources changed.
    case sourcesChanged([String])
    /// A line of the build's output.
    case buildLine(String)
    /// The build ended with this exit status.
    case buildEnded(Int32)
    /// The player of generation `generation` reported.
    case report(DevReport, generation: Int)
    /// The player of generation `generation` exited with `status`.
    case playerExited(Int32, generation: Int)
    /// The supervisor was asked to stop (Ctrl-C, or a kill).
    case interrupted
}

/// A queue of `DevEvent`s that any thread posts to and the supervisor waits on.
final class DevEvents: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [DevEvent] = []

    /// Adds `event` and wakes the supervisor.
    func post(_ event: DevEvent) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// The oldest event, waiting for one at most `timeout` nanoseconds (nil: for ever); nil when
    /// none came in time.
    func next(timeout: UInt64?) -> DevEvent? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = timeout.map { Date(timeIntervalSinceNow: Double($0) / 1e9) }
        while events.isEmpty {
            if let deadline {
                guard condition.wait(until: deadline) else { return events.isEmpty ? nil : events.removeFirst() }
            } else {
                condition.wait()
            }
        }
        return events.removeFirst()
    }
}
