/// A value that feeds its simulated state into a `StateHasher`, in a fixed order.
///
/// The engine's own parts (the RNG, entity slots, physics bodies) feed themselves in by hand
/// for speed; scene state and components are hashed by derivation (`StateHashingEncoder`), so
/// nothing a scene adds can be left out.
public protocol StateHashable {
    /// Feeds every field that later ticks, probes or drawing read into `hasher`, in a fixed order
    /// (exact bit patterns, never addresses or dictionary order).
    func hash(into hasher: inout StateHasher)
}

extension Int: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Int32: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension UInt32: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension UInt64: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Bool: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Double: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Float: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension String: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Vec2: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Vec3: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Quaternion: StateHashable {
    @inlinable public func hash(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Color: StateHashable {
    /// Feeds the four channels in, as one word.
    @inlinable public func hash(into hasher: inout StateHasher) {
        hasher.combine(UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a))
    }
}

extension Optional: StateHashable where Wrapped: StateHashable {
    /// Feeds whether there is a value, then the value.
    @inlinable public func hash(into hasher: inout StateHasher) {
        hasher.combine(self != nil)
        self?.hash(into: &hasher)
    }
}
