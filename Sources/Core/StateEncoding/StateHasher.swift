/// A stable 64-bit hash of simulation state, fed with exact bit patterns.
///
/// Unlike Swift's `Hasher` it is not seeded per process: the same values in the same order give
/// the same hash in every process, build and run, which is what replays and determinism tests
/// compare. Feed values in a fixed order (never in dictionary order).
public struct StateHasher: Sendable {
    @usableFromInline var h: UInt64

    public init() { h = 0x243F_6A88_85A3_08D3 }

    /// Mixes one 64-bit word in.
    @inlinable public mutating func combine(_ v: UInt64) {
        var k = v &* 0x87C3_7B91_1142_53D5
        k = (k << 31) | (k >> 33)
        k = k &* 0x4CF5_AD43_2745_937F
        h ^= k
        h = ((h << 27) | (h >> 37)) &* 5 &+ 0x52DC_E729
    }
    @inlinable public mutating func combine(_ v: Int) { combine(UInt64(bitPattern: Int64(v))) }
    @inlinable public mutating func combine(_ v: UInt32) { combine(UInt64(v)) }
    @inlinable public mutating func combine(_ v: Int32) { combine(UInt64(UInt32(bitPattern: v))) }
    @inlinable public mutating func combine(_ v: Bool) { combine(UInt64(v ? 1 : 0)) }
    /// Mixes the exact bit pattern of `v` in (so -0.0 and 0.0 differ, as they do in state).
    @inlinable public mutating func combine(_ v: Double) { combine(v.bitPattern) }
    @inlinable public mutating func combine(_ v: Float) { combine(UInt64(v.bitPattern)) }
    @inlinable public mutating func combine(_ v: Vec2) { combine(v.x); combine(v.y) }
    @inlinable public mutating func combine(_ v: Vec3) { combine(v.x); combine(v.y); combine(v.z) }
    @inlinable public mutating func combine(_ q: Quaternion) { combine(q.w); combine(q.x); combine(q.y); combine(q.z) }
    /// Mixes a string's UTF-8 bytes and length in.
    @inlinable public mutating func combine(_ s: String) {
        var word: UInt64 = 0, n = 0
        for byte in s.utf8 {
            word = (word << 8) | UInt64(byte)
            n += 1
            if n % 8 == 0 { combine(word); word = 0 }
        }
        combine(word)
        combine(n)
    }

    /// The hash of everything combined so far.
    @inlinable public var value: UInt64 {
        var x = h
        x ^= x >> 33; x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33; x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}

extension UInt64 {
    /// The value as 16 lowercase hex digits, as hashes are printed and stored.
    public var hex16: String {
        let s = String(self, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
