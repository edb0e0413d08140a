/// A share's export as the simulation sees it: it started at `startTick` and shows progress for
/// `ticks` ticks, a function of ticks alone, so a replay shows the same; the files themselves
/// are written by an `ExportJob` on another thread, which may end before or after the last tick
/// (see `EditorCanvasScene+Share`).
struct ExportPhase: Equatable, Sendable, Codable {
    /// The ticks an export shows progress for (a job still running then goes on in the background).
    static let ticks: UInt64 = 90

    /// The tick the export started in.
    var startTick: UInt64

    /// The part of the export shown done at `tick`, 0...1.
    func progress(at tick: UInt64) -> Double {
        min(1, Double(tick &- startTick) / Double(Self.ticks))
    }

    /// Whether the export is due to be finished at `tick`.
    func isDue(at tick: UInt64) -> Bool { tick &- startTick >= Self.ticks }
}
