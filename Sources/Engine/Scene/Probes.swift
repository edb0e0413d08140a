import Core

/// A probe's value.
public enum ProbeValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case vec2(Vec2)

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
}

/// A scene's named probes, in the order the scene reported them.
public struct Probes: Sendable, Sequence {
    public private(set) var entries: [(name: String, value: ProbeValue)] = []
    /// The probes that tell what this machine did outside the simulation (files a job wrote,
    /// their sizes): scripts and tests read them, replays neither record nor compare them.
    public private(set) var unsimulatedNames: Set<String> = []

    public init() {}

    /// Sets probe `name` (a later set of the same name replaces the value in place).
    public mutating func set(_ name: String, _ value: ProbeValue) {
        if let i = entries.firstIndex(where: { $0.name == name }) {
            entries[i].value = value
        } else {
            entries.append((name, value))
        }
    }
    public mutating func set(_ name: String, _ value: Int) { set(name, .int(value)) }
    public mutating func set(_ name: String, _ value: Double) { set(name, .double(value)) }
    public mutating func set(_ name: String, _ value: Bool) { set(name, .bool(value)) }
    public mutating func set(_ name: String, _ value: String) { set(name, .string(value)) }
    public mutating func set(_ name: String, _ value: Vec2) { set(name, .vec2(value)) }

    /// Sets probe `name` to what this machine did outside the simulation, which may differ
    /// between a live session and its replay, or between machines (see `unsimulatedNames`).
    public mutating func setUnsimulated(_ name: String, _ value: ProbeValue) {
        set(name, value)
        unsimulatedNames.insert(name)
    }
    public mutating func setUnsimulated(_ name: String, _ value: Int) { setUnsimulated(name, .int(value)) }
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

    public func makeIterator() -> IndexingIterator<[(name: String, value: ProbeValue)]> {
        entries.makeIterator()
    }
}
