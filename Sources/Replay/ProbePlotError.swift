import Engine

/// A probe that cannot be plotted.
public enum ProbePlotError: Error, Equatable, CustomStringConvertible {
    /// The scene has no probe by this name; `known` lists the ones it has.
    case unknownProbe(String, known: [String])
    /// The probe's value is text or a point, not a number or a flag.
    case notNumeric(String, value: ProbeValue)

    /// What is wrong, and what the scene has instead.
    public var description: String {
        switch self {
        case .unknownProbe(let name, let known): ReplayStrings.unknownProbe(name, known: known)
        case .notNumeric(let name, let value): ReplayStrings.probeNotNumeric(name, value: value)
        }
    }
}
