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

    /// A checkpoint line longer than a recorded state may make it.
    public static func checkpointTooLong(bytes: Int, most: Int) -> String {
        "checkpoint record of \(bytes) bytes; one carrying a recorded state may take at most \(most)"
    }

    /// Recorded states that take more room together than a replay may give them.
    public static func statesTooLarge(most: Int) -> String {
        "the recorded states take more than \(most) bytes together; record a shorter session with --with-states"
    }

    /// A checkpoint listing more state digests than a replay may.
    public static func tooManyDigests(_ count: Int, most: Int) -> String { "\(count) state digests; at most \(most)" }

    /// A state digest that is not a [path, 8 hex digits] pair.
    public static func badDigest(_ path: String, maxPathBytes: Int) -> String {
        "state digest '\(path)' is not a [path, 8 hex digits] pair with a path of 1 to \(maxPathBytes) bytes"
    }

    /// State digests not sorted by path, or one path listed twice.
    public static func digestsOutOfOrder(_ path: String) -> String {
        "state digest '\(path.prefix(80))' is out of order; digests are sorted by path, each once"
    }

    /// A recording's states stopped because they grew past what a replay may carry.
    public static func statesStopped(tick: UInt64) -> String {
        "the recorded states stopped at tick \(tick): a replay carries at most \(ReplayLimits.maxStatesBytes >> 20) MiB of them; "
            + "later checkpoints keep only digests"
    }

    /// A recording's states stopped because the state could not be encoded.
    public static func stateNotEncoded(tick: UInt64, _ error: any Error) -> String {
        "the recorded states stopped at tick \(tick): the state cannot be encoded (\(error))"
    }

    /// The heading of a divergence's list of state fields that differ.
    public static func stateDifferencesHeading(_ tick: UInt64) -> String {
        "  state fields that differ after \(tick) ticks (recorded → now):"
    }

    /// One state field that differs: its path, the recorded value and the value now (nil: absent).
    public static func stateDifference(path: String, recorded: String?, now: String?) -> String {
        "    \(path): \(recorded ?? "(absent)") → \(now ?? "(absent)")"
    }

    /// A recorded state equal to the state now, though the hash differs.
    public static func noStateDifference(_ tick: UInt64) -> String {
        "  the recorded state after \(tick) ticks equals the state now, so the difference is in what the state does not show"
    }

    /// The heading of a divergence's list of state parts whose digest changed.
    public static func changedPartsHeading(_ tick: UInt64) -> String {
        "  state parts whose digest differs after \(tick) ticks (record with --with-states to see the values):"
    }

    /// Every recorded digest matching the state now, though the hash differs.
    public static func noPartChanged(_ tick: UInt64) -> String {
        "  every recorded state digest matches after \(tick) ticks, so the difference is in a part too deep to have its own"
    }

    /// The end of a list cut short.
    public static func andMore(_ count: Int) -> String { "    … and \(count) more" }

    /// A checkpoint whose hash matches but whose recorded digests or state do not.
    public static func onlyRecordedStateDiffers(_ tick: UInt64) -> String {
        "the state hash matches after \(tick) ticks, but the recorded state digests or state do not (was the replay edited?)"
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
