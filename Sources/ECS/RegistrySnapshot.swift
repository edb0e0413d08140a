import Core

/// Everything a registry holds at one moment: its entity slots and free list, and each
/// storage's entities and components in dense order, in the order the storages were first used.
///
/// Made by `Registry.snapshot()` and put back by `Registry.restore(_:)`, into the same registry
/// or another one. It holds copies only (plain arrays, components copied by value), so later
/// changes to the registry leave it alone and it can be restored any number of times. Every
/// component type is `Sendable`, so it may be handed to another thread.
public struct RegistrySnapshot: Sendable {
    /// Every slot handed out, in index order, encoded as in `EntityPool.slots`.
    let slots: [Entity]
    /// The most recently freed slot, or `EntityPool.endOfList`.
    let freeHead: UInt32
    /// How many entities are alive.
    let aliveCount: Int
    /// One part per storage, in the order their types were first used.
    let storages: [any AnyStorageSnapshot]
}

/// One storage's part of a `RegistrySnapshot`, for a component type the registry does not know.
@usableFromInline protocol AnyStorageSnapshot: Sendable {
    /// Fills `registry`'s storage of this component type with the saved contents (creating the
    /// storage if the type is new there) and returns it.
    func restore(into registry: Registry) -> any AnyComponentStorage
}

/// The entities and components of one storage, in dense order.
///
/// The sparse set needs nothing more: a member's sparse entry is its dense position and every
/// other entry is absent.
@usableFromInline struct StorageSnapshot<Component: Codable & Sendable>: AnyStorageSnapshot {
    /// The entities that carry the component, in dense order.
    let entities: [Entity]
    /// Their components, in the same order.
    let components: [Component]

    @usableFromInline func restore(into registry: Registry) -> any AnyComponentStorage {
        let storage = registry.storage(Component.self)
        storage.restore(self)
        return storage
    }
}
