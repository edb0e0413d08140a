/// The state of the build a `diorama dev` window shows over its scene.
package enum DevBuildStatus: Equatable, Sendable {
    /// No build under way and none failed since the last that succeeded.
    case idle
    /// A build is under way: `done` of `total` steps, on `step`.
    case building(done: Int, total: Int, step: String)
    /// The last build failed with these diagnostics.
    case failed(diagnostics: [String])
    /// The build is done and this session is handed over: the window stays, showing its last
    /// frame, until the new binary's window is up.
    case handingOver
}
