import Engine

/// Makes hostile variants of a file users send each other, as a mutation fuzzer does: a few
/// random edits each (bytes flipped, set to a troublesome value, deleted, repeated, or the
/// file cut short), from a seed, so a failing variant can be made again.
public struct ByteMutator {
    private var random: RandomGenerator

    /// Bytes parsers tend to trip on: quotes, braces, digits, signs, newlines, NUL, 0xFF.
    private static let troublesome: [UInt8] = Array("\"{}[]:,-9e.\n\\".utf8) + [0, 0xFF, 0x80]

    public init(seed: UInt64) { random = RandomGenerator(seed: seed) }

    /// A variant of `bytes` with one to four edits.
    public mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for _ in 0...pick(3) where !result.isEmpty {
            let at = pick(result.count - 1), length = min(1 + pick(15), result.count - at)
            switch pick(5) {
            case 0: result[at] ^= UInt8(1 << pick(7))
            case 1: result[at] = Self.troublesome[pick(Self.troublesome.count - 1)]
            case 2: result.removeSubrange(at..<(at + length))
            case 3: result.insert(contentsOf: result[at..<(at + length)], at: at)
            case 4: result.removeSubrange(at...)
            default: result.insert(Self.troublesome[pick(Self.troublesome.count - 1)], at: at)
            }
        }
        return result
    }

    /// A whole number from 0 to `upper`.
    private mutating func pick(_ upper: Int) -> Int { random.next(in: 0...upper) }
}
