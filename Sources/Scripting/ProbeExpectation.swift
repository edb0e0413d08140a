import Core
import Engine

/// An `expect` step: a probe, a condition on its value, and how many ticks it may take to hold.
public struct ProbeExpectation: Sendable, Equatable {
    /// The probe's name, e.g. "bodies".
    public var probe: String
    /// What the probe's value must be.
    public var condition: ProbeCondition
    /// When set, the condition may become true over up to this many more ticks.
    public var within: Int?

    /// Makes an expectation that probe `probe` meets `condition`, within `within` more ticks when given.
    public init(probe: String, _ condition: ProbeCondition, within: Int? = nil) {
        self.probe = probe
        self.condition = condition
        self.within = within
    }
}

/// A value written in a script, compared with a probe's.
public enum ScriptValue: Sendable, Equatable, CustomStringConvertible {
    /// A number, compared with a number probe (whole or not).
    case number(Double)
    /// `true` or `false`, compared with a true/false probe.
    case bool(Bool)
    /// Text, compared with a text probe; written in quotes.
    case text(String)
    /// A position in canvas pixels, written `[x, y]`, compared with a vec2 probe.
    case point(Vec2)

    /// The value as a script writes it: whole numbers without ".0", text in single quotes, points as `[x, y]`.
    public var description: String {
        switch self {
        case .number(let v): return Self.format(v)
        case .bool(let v): return String(v)
        case .text(let v): return "'\(v)'"
        case .point(let p): return "[\(Self.format(p.x)), \(Self.format(p.y))]"
        }
    }

    /// `v` without a fractional part when it is whole ("1", not "1.0").
    static func format(_ v: Double) -> String {
        v.rounded() == v && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}

/// What a probe's value must be.
public enum ProbeCondition: Sendable, Equatable, CustomStringConvertible {
    /// Exactly equal to a value, of the probe's own kind (a number, true/false, text or a position).
    case equals(ScriptValue)
    /// Between two numbers, both included.
    case between(Double, Double)
    /// A number probe at least this value.
    case atLeast(Double)
    /// A number probe at most this value.
    case atMost(Double)
    /// A position no further than `radius` canvas pixels from a point.
    case near(Vec2, radius: Double)

    /// The step keys that name a condition, as scripts spell them.
    public static let keys = ["equals", "between", "atLeast", "atMost", "near"]

    /// The key the condition is written with.
    public var key: String {
        switch self {
        case .equals: return "equals"
        case .between: return "between"
        case .atLeast: return "atLeast"
        case .atMost: return "atMost"
        case .near: return "near"
        }
    }

    /// Why a probe's value cannot be compared: its kind does not fit the condition.
    public struct Mismatch: Error, Sendable {
        /// What the condition needs, e.g. "a number probe".
        public var needed: String
    }

    /// Whether `value` meets the condition.
    /// - Throws: `Mismatch` when the probe is of a kind the condition cannot compare.
    public func isMet(by value: ProbeValue) throws(Mismatch) -> Bool {
        switch self {
        case .equals(.number(let expected)):
            guard let number = value.number else { throw Mismatch(needed: "a number probe") }
            return number == expected
        case .equals(.bool(let expected)):
            guard case .bool(let flag) = value else { throw Mismatch(needed: "a true/false probe") }
            return flag == expected
        case .equals(.text(let expected)):
            guard case .string(let text) = value else { throw Mismatch(needed: "a text probe") }
            return text == expected
        case .equals(.point(let expected)):
            guard case .vec2(let point) = value else { throw Mismatch(needed: "a position (vec2) probe") }
            return point == expected
        case .between(let low, let high):
            return try (low...high).contains(number(value))
        case .atLeast(let low):
            return try number(value) >= low
        case .atMost(let high):
            return try number(value) <= high
        case .near(let target, let radius):
            guard case .vec2(let point) = value else { throw Mismatch(needed: "a position (vec2) probe") }
            return point.distance(to: target) <= radius
        }
    }

    private func number(_ value: ProbeValue) throws(Mismatch) -> Double {
        guard let number = value.number else { throw Mismatch(needed: "a number probe") }
        return number
    }

    /// The condition as a failure states it: "expected …".
    public var description: String {
        switch self {
        case .equals(let v): return v.description
        case .between(let low, let high): return "between \(ScriptValue.format(low)) and \(ScriptValue.format(high))"
        case .atLeast(let low): return "at least \(ScriptValue.format(low))"
        case .atMost(let high): return "at most \(ScriptValue.format(high))"
        case .near(let p, let radius): return "within \(ScriptValue.format(radius)) px of \(ScriptValue.point(p))"
        }
    }
}

extension ProbeValue {
    /// The kind of value, as errors name it: "a number (3)", "true/false (true)".
    var kindDescription: String {
        switch self {
        case .int, .double: return "a number (\(self))"
        case .bool: return "true/false (\(self))"
        case .string(let s): return "text ('\(s)')"
        case .vec2: return "a position (\(self))"
        }
    }
}
