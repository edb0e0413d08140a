import Synchronization

/// The window host's side of a `diorama dev` session: what the supervisor said, kept for the
/// host to read once a frame. Messages arrive on a reader thread, so it is locked.
package final class DevLink: Sendable {
    private struct State {
        var status = DevBuildStatus.idle
        var notices: [String] = []
        var handOverRequested = false
        var closeRequested = false
        var supervisorLeft = false
    }

    private let state = Mutex(State())

    /// A link with no build under way.
    package init() {}

    /// Takes in a message from the supervisor.
    package func receive(_ message: DevMessage) {
        state.withLock { state in
            switch message {
            case .building(let done, let total, let step): state.status = .building(done: done, total: total, step: step)
            case .failed(let diagnostics): state.status = .failed(diagnostics: diagnostics)
            case .handOver:
                state.status = .handingOver
                state.handOverRequested = true
            case .close: state.closeRequested = true
            case .notice(let text): state.notices.append(text)
            }
        }
    }

    /// Notes that the supervisor has gone (its pipe closed): the session ends, handing over nothing.
    package func supervisorHasLeft() { state.withLock { $0.supervisorLeft = true } }

    /// The build status to show now.
    package var status: DevBuildStatus { state.withLock { $0.status } }

    /// Whether the supervisor asked for the session, to go on in a rebuilt binary.
    package var handOverRequested: Bool { state.withLock { $0.handOverRequested } }

    /// Whether the session should end now: handed over, or its supervisor gone.
    package var shouldEnd: Bool { state.withLock { $0.handOverRequested || $0.supervisorLeft } }

    /// Whether a window kept after handing over may close: the next one is up, or the supervisor
    /// has gone.
    package var mayClose: Bool { state.withLock { $0.closeRequested || $0.supervisorLeft } }

    /// The notices not yet shown, oldest first; they are forgotten here.
    package func takeNotices() -> [String] {
        state.withLock { state in
            defer { state.notices = [] }
            return state.notices
        }
    }
}
