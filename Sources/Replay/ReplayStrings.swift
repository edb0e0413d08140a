import Engine

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

    /// A probe asked for by name that the scene does not have.
    public static func unknownProbe(_ name: String, known: [String]) -> String {
        known.isEmpty ? "the scene has no probe '\(name)'; it reports no probes"
            : "the scene has no probe '\(name)'; its probes are: \(known.joined(separator: ", "))"
    }

    /// A probe asked to be plotted whose value is not a number.
    public static func probeNotNumeric(_ name: String, value: ProbeValue) -> String {
        let kind = switch value {
        case .vec2: "a point"
        default: "text"
        }
        return "the probe '\(name)' is \(kind) ('\(value.description.prefix(40))'), not a number; only numbers and flags (as 0 and 1) can be plotted"
    }
}
