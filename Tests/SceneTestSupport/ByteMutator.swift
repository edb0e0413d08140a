import Engine

/// Makes hostile variants of a file users send each other, as a mutation fuzzer does: a few
/// random edits each (bytes flipped, set to a troublesome value, deleted, repeated, the file cut
/// short, lines swapped, a number replaced by a huge, negative or non-finite one, deep nesting,
/// a huge string), from a seed, so a failing variant can be made again.
public struct ByteMutator {
    private var random: RandomGenerator

    /// Bytes parsers tend to trip on: quotes, braces, digits, signs, newlines, NUL, 0xFF.
    private static let troublesome: [UInt8] = Array("\"{}[]:,-9e.\n\\".utf8) + [0, 0xFF, 0x80]
    /// Numbers range checks must catch: beyond Int64 and UInt64, negative, huge, tiny, not finite.
    private static let hostileNumbers = ["-1", "9223372036854775808", "18446744073709551616", "-9223372036854775809",
                                         "1e308", "-1e308", "1e-320", "NaN", "nan", "inf", "-Infinity", "0x7FFFFFFF"]

    public init(seed: UInt64) { random = RandomGenerator(seed: seed) }

    /// A variant of `bytes` with one to four edits.
    public mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0...pick(3) where !result.isEmpty {
            let at = pick(result.count - 1), length = min(1 + pick(15), result.count - at)
            switch pick(9) {
            case 0: result[at] ^= UInt8(1 << pick(7))
            case 1: result[at] = Self.troublesome[pick(Self.troublesome.count - 1)]
            case 2: result.removeSubrange(at..<(at + length))
            case 3: result.insert(contentsOf: result[at..<(at + length)], at: at)
            case 4: result.removeSubrange(at...)
            case 5: swapLines(in: &result)
            case 6: replaceNumber(in: &result, near: at)
            case 7: result.insert(contentsOf: [UInt8](repeating: UInt8(ascii: ["[", "{"][pick(1)]), count: 2_000), at: at)
            case 8: result.insert(contentsOf: [UInt8](repeating: UInt8(ascii: "a"), count: 200_000), at: at)
            default: result.insert(Self.troublesome[pick(Self.troublesome.count - 1)], at: at)
            }
        }
        return result
    }

    /// Swaps two whole lines.
    private mutating func swapLines(in bytes: inout [UInt8]) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count > 1 else { return }
        lines.swapAt(pick(lines.count - 1), pick(lines.count - 1))
        bytes = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// Replaces the first run of digits at or after `start` with a hostile number.
    private mutating func replaceNumber(in bytes: inout [UInt8], near start: Int) {
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let first = bytes[start...].firstIndex(where: isDigit) else { return }
        let end = bytes[first...].firstIndex { !isDigit($0) } ?? bytes.endIndex
        bytes.replaceSubrange(first..<end, with: Self.hostileNumbers[pick(Self.hostileNumbers.count - 1)].utf8)
    }

    /// A whole number from 0 to `upper`.
    private mutating func pick(_ upper: Int) -> Int { random.next(in: 0...upper) }
}
