/// Everything a registry holds at one moment, copied out for replay keyframes: the entity ids
/// (alive, free in their reuse order, their next generations) and, per component type in the
/// order the types were first used, the members in dense order with their components.
///
/// Plain values only, so it may be restored on another thread into another registry.
public struct RegistrySnapshot: @unchecked Sendable {
    fileprivate let slots: [Entity]
    fileprivate let freeHead: UInt32
    fileprivate let aliveCount: Int
    fileprivate let storages: [any StorageContents]
}

/// One storage's members and components, able to refill a storage of its type.
@usableFromInline protocol StorageContents {
    /// The storage of this component type in `registry`, refilled with these contents.
    func refill(in registry: Registry) -> any AnyComponentStorage
}

private struct Contents<Component>: StorageContents {
    let entities: [Entity]
    let components: [Component]

    func refill(in registry: Registry) -> any AnyComponentStorage {
        let storage = registry.existingStorage(Component.self) ?? ComponentStorage<Component>(pool: registry.pool)
        storage.removeAll()
        for (entity, component) in zip(entities, components) { storage.insertNow(component, for: entity) }
        return storage
    }
}

extension ComponentStorage {
    /// The members and components, copied.
    @usableFromInline func contents() -> any StorageContents { Contents(entities: entities, components: components) }

    /// Removes every member with no iteration open.
    func removeAll() {
        while members.count > 0 { _ = removeNow(from: members.dense[members.count - 1]) }
    }
}

extension Registry {
    /// The registry's entities and components now.
    /// - Precondition: no iteration is running.
    public func snapshot() -> RegistrySnapshot {
        precondition(!isIterating, "a registry cannot be snapshot during an iteration")
        return RegistrySnapshot(
            slots: Array(UnsafeBufferPointer(start: pool.slots, count: pool.slotCount)),
            freeHead: pool.freeHead, aliveCount: pool.aliveCount,
            storages: storagesInOrder.map { $0.contents() })
    }

    /// Makes this registry hold exactly what `snapshot` holds, which may come from another
    /// registry: the same ids alive and to be handed out next, and per component type the same
    /// members in the same order. Storage objects of types the snapshot has are refilled in
    /// place; types first used after it was taken read as never used.
    /// - Precondition: no iteration is running.
    public func restore(_ snapshot: RegistrySnapshot) {
        precondition(!isIterating, "a registry cannot be restored during an iteration")
        pool.restore(slots: snapshot.slots, freeHead: snapshot.freeHead, aliveCount: snapshot.aliveCount)
        let restored = snapshot.storages.map { $0.refill(in: self) }
        for storage in storagesInOrder where !restored.contains(where: { $0 === storage }) { storage.removeAllComponents() }
        storagesInOrder = restored
        storagesByType = Dictionary(uniqueKeysWithValues: restored.map { (type(of: $0).componentType, $0) })
    }
}

extension EntityPool {
    /// Takes over another pool's ids.
    func restore(slots newSlots: [Entity], freeHead: UInt32, aliveCount: Int) {
        if slotCapacity < newSlots.count {
            slots = DenseMemory.reallocate(slots, count: slotCount, from: slotCapacity, to: newSlots.count)
            slotCapacity = newSlots.count
        }
        slots.deinitialize(count: slotCount)
        _ = UnsafeMutableBufferPointer(start: slots, count: newSlots.count).initialize(from: newSlots)
        slotCount = newSlots.count
        self.freeHead = freeHead
        self.aliveCount = aliveCount
    }
}
