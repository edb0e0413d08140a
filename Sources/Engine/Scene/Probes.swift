import Core

/// A probe's value.
public enum ProbeValue: Hashable, Sendable, CustomStringConvertible {
    /// A whole number.
    case int(Int)
    /// A real number.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A string.
    case string(String)
    /// A point or size, e.g. a position in canvas pixels.
    case vec2(Vec2)

    /// The value as scripts print it; a point as "[x, y]".
    public var description: String {
        switch self {
        case .int(let v): return String(v)
        case .double(let v): return String(v)
        case .bool(let v): return String(v)
        case .string(let v): return v
        case .vec2(let v): return "[\(v.x), \(v.y)]"
        }
    }

    /// The value as a number, where it is one.
    public var number: Double? {
        switch self {
        case .int(let v): return Double(v)
        case .double(let v): return v
        default: return nil
        }
    }

    /// The value on a chart's axis: a number as it is, a flag as 0 or 1, nil for text and points.
    public var plotted: Double? {
        if case .bool(let flag) = self { return flag ? 1 : 0 }
        return number
    }
}

/// A scene's named probes, in the order the scene reported them.
public struct Probes: Sendable, Sequence {
    /// Every probe's name and value, in the order first set.
    public private(set) var entries: [(name: String, value: ProbeValue)] = []
    /// The probes that tell what this machine did outside the simulation (files a job wrote,
    /// their sizes): scripts and tests read them, replays neither record nor compare them.
    public private(set) var unsimulatedNames: Set<String> = []

    /// Makes an empty set of probes.
    public init() {}

    /// Sets probe `name` (a later set of the same name replaces the value in place).
    public mutating func set(_ name: String, _ value: ProbeValue) {
        if let i = entries.firstIndex(where: { $0.name == name }) {
            entries[i].value = value
        } else {
            entries.append((name, value))
        }
    }
    /// Sets probe `name` to a whole number.
    public mutating func set(_ name: String, _ value: Int) { set(name, .int(value)) }
    /// Sets probe `name` to a real number.
    public mutating func set(_ name: String, _ value: Double) { set(name, .double(value)) }
    /// Sets probe `name` to a flag.
    public mutating func set(_ name: String, _ value: Bool) { set(name, .bool(value)) }
    /// Sets probe `name` to a string.
    public mutating func set(_ name: String, _ value: String) { set(name, .string(value)) }
    /// Sets probe `name` to a point or size.
    public mutating func set(_ name: String, _ value: Vec2) { set(name, .vec2(value)) }

    /// Sets probe `name` to what this machine did outside the simulation, which may differ
    /// between a live session and its replay, or between machines (see `unsimulatedNames`).
    public mutating func setUnsimulated(_ name: String, _ value: ProbeValue) {
        set(name, value)
        unsimulatedNames.insert(name)
    }
    /// Sets unsimulated probe `name` to a whole number, such as a file's size in bytes.
    public mutating func setUnsimulated(_ name: String, _ value: Int) { setUnsimulated(name, .int(value)) }
    /// Sets unsimulated probe `name` to a string, such as a path written.
    public mutating func setUnsimulated(_ name: String, _ value: String) { setUnsimulated(name, .string(value)) }

    /// The probes a replay records at its checkpoints and compares: all but the unsimulated ones.
    public var simulated: [(name: String, value: ProbeValue)] {
        entries.filter { !unsimulatedNames.contains($0.name) }
    }

    /// The value of probe `name`, or nil when the scene has no such probe.
    public subscript(name: String) -> ProbeValue? {
        entries.first { $0.name == name }?.value
    }

    /// Probe names, in report order.
    public var names: [String] { entries.map(\.name) }

    /// Iterates over the probes' names and values, in report order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: ProbeValue)]> {
        entries.makeIterator()
    }
}
