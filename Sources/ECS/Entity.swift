import Core

/// A handle to one entity of a `Registry`: a slot index plus the generation of that slot.
///
/// Handles are plain values; copying one does not keep anything alive. When an entity is
/// destroyed its slot's generation moves on, so every old handle to it stops being valid, and
/// stays invalid when the slot is reused for a new entity (which gets the new generation).
/// Generations start at 1, so the all-zero handle, `Entity.null`, never names an entity.
public struct Entity: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The slot in the registry's entity table; reused after the entity is destroyed.
    public let index: UInt32
    /// How many times the slot has been handed out, counting from 1.
    public let generation: UInt32

    /// A handle with the given fields, as read back from a save file or a log.
    ///
    /// Only `Registry.create()` makes handles that are valid; a handle built by hand is valid
    /// only if it equals one that `create()` returned and that has not been destroyed since.
    @inlinable public init(index: UInt32, generation: UInt32) {
        self.index = index
        self.generation = generation
    }

    /// The handle that never names an entity (index 0, generation 0).
    @inlinable public static var null: Entity { Entity(index: 0, generation: 0) }

    /// Whether this is `Entity.null`.
    @inlinable public var isNull: Bool { self == .null }

    /// `Entity(index:generation)`, or `Entity.null`.
    public var description: String {
        isNull ? "Entity.null" : "Entity(\(index):\(generation))"
    }

    /// Both fields as one word (generation high, index low), so a comparison is one instruction.
    @inlinable var bits: UInt64 { UInt64(generation) << 32 | UInt64(index) }

    @inlinable public static func == (lhs: Entity, rhs: Entity) -> Bool { lhs.bits == rhs.bits }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(bits) }
}

extension Entity: StateHashable {
    /// Feeds the slot and generation in.
    public func hash(into hasher: inout StateHasher) {
        hasher.combine(index)
        hasher.combine(generation)
    }
}
