/// A seeded pseudo-random generator (xoshiro256**, seeded through SplitMix64).
///
/// Its whole state is four words, so a scene keeps it inside its own state, hashes it and
/// replays it: the same seed gives the same sequence in every process and build.
public struct RandomGenerator: RandomNumberGenerator, Hashable, Codable, Sendable {
    public private(set) var state: (UInt64, UInt64, UInt64, UInt64)

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        var s = seed
        func splitMix() -> UInt64 {
            s &+= 0x9E37_79B9_7F4A_7C15
            var z = s
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let a = splitMix(), b = splitMix(), c = splitMix(), d = splitMix()
        state = (a, b, c, d)
    }

    @inlinable static func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = Self.rotl(state.1 &* 5, 7) &* 9
        let t = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= t
        state.3 = Self.rotl(state.3, 45)
        return result
    }

    /// A uniform double in `0..<1` with 53 random bits.
    public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A uniform double in `range`.
    public mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * nextUnit()
    }

    /// A uniform integer in `range`, without modulo bias.
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// Feeds the generator's state into `hasher`.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(state.0); hasher.combine(state.1); hasher.combine(state.2); hasher.combine(state.3)
    }

    // MARK: Hashable and Codable over the tuple state

    public static func == (l: Self, r: Self) -> Bool {
        l.state.0 == r.state.0 && l.state.1 == r.state.1 && l.state.2 == r.state.2 && l.state.3 == r.state.3
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state.0); hasher.combine(state.1); hasher.combine(state.2); hasher.combine(state.3)
    }
    public init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        state = (try c.decode(UInt64.self), try c.decode(UInt64.self), try c.decode(UInt64.self), try c.decode(UInt64.self))
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(state.0); try c.encode(state.1); try c.encode(state.2); try c.encode(state.3)
    }
}
