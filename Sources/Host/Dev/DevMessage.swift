import Replay

/// What a `diorama dev` supervisor tells the window its scene plays in: one JSON object a line
/// on the player's standard input.
package enum DevMessage: Codable, Equatable, Sendable {
    /// A build is under way: `done` of `total` steps (0 of 0 before SwiftPM counts them), and
    /// the step it is on.
    case building(done: Int, total: Int, step: String)
    /// The build failed with these compiler diagnostics; the session plays on the old code.
    case failed(diagnostics: [String])
    /// A rebuilt binary is ready: end the session and hand over where it is.
    case handOver
    /// The next player's window is up: close this one, which stayed after handing over.
    case close
    /// A message for the user, e.g. why the scene started afresh.
    case notice(String)
}

/// What the player tells the `diorama dev` supervisor: one JSON object a line on its standard
/// output.
package enum DevReport: Codable, Equatable, Sendable {
    /// The session's first frame is on screen, at `tick`; `wentOn` when it went on from a
    /// hand-over rather than starting afresh.
    case shown(tick: UInt64, wentOn: Bool)
    /// The session ended for a rebuilt binary or a rewind: where to go on from.
    case handedOver(DevHandOver)
}

/// Where a dev session ended, for the next binary to go on from.
package struct DevHandOver: Codable, Equatable, Sendable {
    /// The start and input of the session shown, or nil when it was not kept (the launcher).
    package var session: SessionInput?
    /// The tick to resume at: the tick shown, or an earlier one after a rewind.
    package var tick: UInt64
    /// The window's frame, or nil when it was fullscreen or maximised.
    package var frame: WindowFrame?
    /// The names of the parameters the scene took in the code that recorded the session.
    package var declaredParameters: [String]
    /// Whether the user rewound (the same binary goes on), rather than a rebuild handing over.
    package var isRewind: Bool

    /// A hand-over at `tick` of `session`.
    package init(session: SessionInput?, tick: UInt64, frame: WindowFrame?, declaredParameters: [String], isRewind: Bool) {
        self.session = session
        self.tick = tick
        self.frame = frame
        self.declaredParameters = declaredParameters
        self.isRewind = isRewind
    }
}
