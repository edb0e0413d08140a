/// The replay code's user-visible texts, in one place so a translation can replace them.
public enum ReplayStrings {
    /// Shown when keyframes cannot be made in this process, so seeks re-simulate.
    public static let keyframesUnavailable =
        "Replay keyframes are off: Box2D's allocations do not reach Diorama's memory ranges here, so seeks re-simulate from the start (slower, but exact)."

    /// Shown when a restored keyframe did not reproduce its state, so keyframes were dropped.
    public static func keyframesDistrusted(_ reason: String) -> String {
        "Replay keyframes are off: \(reason); seeks re-simulate from the start (slower, but exact)."
    }

    /// Shown when the indexer stopped making keyframes before the replay's end.
    public static func indexingStopped(_ reason: String) -> String {
        "Replay keyframes stopped early: \(reason); seeks past them re-simulate."
    }

    /// A restored keyframe whose state hash differs from the one it was taken with.
    public static func stateHashMismatch(tick: UInt64) -> String {
        "the keyframe of tick \(tick) restored to a different state hash (the scene keeps state outside its `state` value)"
    }

    /// A restored keyframe whose physics world differs deeply from the one it was taken from.
    public static func deepHashMismatch(tick: UInt64) -> String {
        "the keyframe of tick \(tick) restored a physics world that differs from the original in contacts, impulses, sleep timers or the broad phase"
    }

    /// A replay file whose last line is cut off mid-record: it ends at its last complete one.
    public static func truncated(file: String, line: Int) -> String {
        "\(file): line \(line) is cut off mid-record (the session was stopped while writing it); the replay ends at its last complete record"
    }

    /// Why a session could not be snapshot.
    public static func describe(_ error: SessionSnapshotError) -> String {
        switch error {
        case .sceneCannotSave(let id): "the scene \(id) cannot save its state"
        case .physics(let error): error.description
        }
    }

    /// The scene a session to resume recorded is not in this build.
    public static func sceneGone(_ id: String) -> String { "the scene '\(id)' is gone from the code, so there is nothing to resume" }

    /// The scene's declared parameters differ from those of the code that recorded the session.
    public static func parametersChanged(before: [String], now: [String]) -> String {
        func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: ", ") }
        return "the scene's parameters changed (\(list(before)) before, \(list(now)) now), so the recorded input may mean something else"
    }

    /// The scene refuses the parameters the session was recorded with.
    public static func parametersRefused(_ reason: String) -> String { "the scene no longer takes the recorded parameters: \(reason)" }

    /// The scene's tick rate differs from the recording's.
    public static func tickRateChanged(before: Int, now: Int) -> String {
        "the scene now runs \(now) ticks a second, not \(before), so the recorded ticks would fall at other times"
    }

    /// A tick to resume at beyond the longest session.
    public static func resumeTickOutOfRange(_ tick: UInt64) -> String {
        "tick \(tick) is past the longest session (\(ReplayLimits.maxTick) ticks, a day)"
    }
}
