import ArgumentParser
import Replay

/// A `--ticks` value as typed: a whole number, which `validate()` range-checks, so a negative
/// or enormous count is said to be out of range instead of invalid or missing.
struct TickCount: ExpressibleByArgument, Sendable {
    /// The text as typed.
    let text: String
    /// The count, nil when it does not fit an `Int`.
    let value: Int?

    init?(argument: String) {
        let digits = argument.hasPrefix("-") ? argument.dropFirst() : Substring(argument)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        text = argument
        value = Int(argument)
    }

    init(_ count: Int) {
        text = String(count)
        value = count
    }

    /// The count as help shows a default: the number, not the value's fields.
    var defaultValueDescription: String { text }

    /// The count, once it is known to be from 0 to a day of ticks.
    /// - Throws: `ValidationError` saying the range.
    func checked() throws -> UInt {
        guard let value, value >= 0, UInt64(value) <= ReplayLimits.maxTick else {
            throw ValidationError(CLIStrings.ticksOutOfRange(text))
        }
        return UInt(value)
    }
}
