import Synchronization

/// An immutable value whose state digest is worked out the first time it is hashed and then
/// kept: for large values that never change once made, such as the documents an undo history
/// holds, which would otherwise be walked field by field every tick.
///
/// It cannot go stale: the value is a `let` behind a reference no one else holds, and a changed
/// value is a new `Frozen`. It encodes as the value itself, so a decoded state (the
/// perturbation test's) freezes the changed value afresh.
public struct Frozen<Value: Codable & Sendable>: Codable, Sendable {
    private let box: Box

    /// The value.
    public var value: Value { box.value }

    /// Freezes `value`; its digest is worked out when first needed.
    public init(_ value: Value) { box = Box(value) }

    public init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }

    /// Encodes as the value itself.
    public func encode(to encoder: any Encoder) throws { try box.value.encode(to: encoder) }

    private final class Box: Sendable {
        let value: Value
        let digest = Mutex<UInt64?>(nil)
        init(_ value: Value) { self.value = value }
    }
}

extension Frozen: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.value == rhs.value }
}

extension Frozen: PrecomputedStateDigest {
    func stateDigest() throws -> UInt64 {
        if let known = box.digest.withLock({ $0 }) { return known }
        let digest = try StateHashingEncoder.digest(of: box.value)
        box.digest.withLock { $0 = digest }
        return digest
    }
}

/// A value that knows its own state digest, so the encoder mixes that in instead of walking it.
protocol PrecomputedStateDigest {
    func stateDigest() throws -> UInt64
}
