import Core

/// Every component of one type in a registry, packed in dense order beside its entities.
///
/// A storage is a `SparseSet` of the entities that carry the component plus a second dense
/// array of the components in lockstep with it (position `i` of both belongs to one entity).
/// Get it once with `Registry.storage(_:)` and use it for batch work: its methods reach a
/// component through two array reads, with no dictionary lookup, cast or reference counting.
///
/// Structural changes through a storage (`insert`, `remove(from:)`, `sort(like:)`) follow the
/// registry's rules: while any view or walk is open they are deferred until the outermost one
/// ends (see `Registry`). `modify(for:_:)` writes in place at once.
///
/// Components are part of the simulated state: their type is a `Codable & Sendable` value,
/// and `hash(into:)` feeds every stored field of every component into the state hash, in dense
/// order, through `StateHashingEncoder`, so no component lists its fields by hand.
public final class ComponentStorage<Component: Codable & Sendable> {
    /// The entities that carry the component, in dense order.
    @usableFromInline @exclusivity(unchecked) var members = SparseSet()
    /// The components, in the same dense order as `members`; `members.capacity` fit.
    @usableFromInline @exclusivity(unchecked) var packed: UnsafeMutablePointer<Component>
    /// The ids of the registry this storage belongs to.
    @usableFromInline let pool: EntityPool
    /// The component type's name as it reads in every process, which orders storages in the
    /// registry's state hash.
    @usableFromInline let typeName = stableTypeName(Component.self)

    @usableFromInline init(pool: EntityPool) {
        self.pool = pool
        packed = DenseMemory.allocate(Component.self, capacity: 0)
    }

    deinit {
        packed.deinitialize(count: members.count)
        DenseMemory.deallocate(packed, capacity: members.capacity)
    }

    // MARK: - Reading

    /// How many entities carry the component.
    @inlinable public var count: Int { members.count }

    /// Whether no entity carries the component.
    @inlinable public var isEmpty: Bool { members.count == 0 }

    /// Whether `entity` carries the component.
    @inlinable public func contains(_ entity: Entity) -> Bool { members.position(of: entity) != nil }

    /// The component of `entity`, or `nil` when it has none.
    @inlinable public func get(for entity: Entity) -> Component? {
        guard let position = members.position(of: entity) else { return nil }
        return packed[position]
    }

    /// Runs `body` on the component of `entity` in place and returns its result, or returns
    /// `nil` without running it when `entity` has no such component.
    ///
    /// The write is immediate, even during an iteration (it changes a value, not membership).
    @inlinable @discardableResult
    public func modify<Result>(for entity: Entity, _ body: (inout Component) -> Result) -> Result? {
        guard let position = members.position(of: entity) else { return nil }
        return body(&packed[position])
    }

    /// The entities that carry the component, in dense (iteration) order.
    public var entities: [Entity] { Array(UnsafeBufferPointer(start: members.dense, count: members.count)) }

    /// The components, in the same order as `entities`, for hashing or saving in a fixed order.
    public var components: [Component] { Array(UnsafeBufferPointer(start: packed, count: members.count)) }

    // MARK: - Structural changes

    /// Gives `entity` the component, replacing the one it has.
    ///
    /// A new component goes to the end of the dense order; a replaced one keeps its place.
    /// During an iteration the change is deferred; `entity` must then be alive or created in the
    /// same iteration, and the deferred insert is dropped if the entity is destroyed before it
    /// is applied.
    /// - Precondition: `entity` is alive (or, during an iteration, reserved by `create()`).
    @inlinable public func insert(_ component: Component, for entity: Entity) {
        if pool.changes.isDeferring {
            deferInsert(component, for: entity)
            return
        }
        precondition(pool.isValid(entity), "insert for an entity that is not alive")
        insertNow(component, for: entity)
    }

    /// Removes the component of `entity` and returns it, or returns `nil` when it has none.
    ///
    /// The last component in dense order moves into the hole. During an iteration the removal
    /// is deferred and the component as it reads now is returned.
    @inlinable @discardableResult public func remove(from entity: Entity) -> Component? {
        if pool.changes.isDeferring { return deferRemove(from: entity) }
        return removeNow(from: entity)
    }

    /// Reorders the storage so that the entities it shares with `other` come first, in `other`'s
    /// order; the rest follow in an order fixed by the two storages' current orders.
    ///
    /// Views walk runs of entities that sit at the same dense position in two storages without a
    /// sparse lookup, so sorting one storage like another restores a view's fastest path after
    /// the two have drifted apart. Deferred during an iteration.
    public func sort<Other: Codable & Sendable>(like other: ComponentStorage<Other>) {
        if pool.changes.isDeferring {
            pool.changes.enqueue { [self] in sort(like: other) }
            return
        }
        var next = 0
        for i in 0..<other.members.count {
            guard let position = members.position(of: other.members.dense[i]) else { continue }
            if position != next {
                members.swapAt(position, next)
                swap(&packed[position], &packed[next])
            }
            next += 1
        }
    }

    // MARK: - Immediate changes

    /// Inserts or replaces with no iteration open.
    @inlinable func insertNow(_ component: Component, for entity: Entity) {
        let entry = members.entry(for: entity.index)
        let position = entry.pointee
        if position != SparseSet.absent {
            assert(members.dense[Int(position)] == entity, "a stale generation is still stored")
            packed[Int(position)] = component
            return
        }
        if members.count == members.capacity { grow() }
        (packed + members.count).initialize(to: component)
        members.append(entity, entry: entry)
    }

    /// Removes with no iteration open.
    @inlinable func removeNow(from entity: Entity) -> Component? {
        guard let position = members.position(of: entity) else { return nil }
        let removed = (packed + position).move()
        let last = members.count - 1
        if position != last { (packed + position).moveInitialize(from: packed + last, count: 1) }
        members.swapRemove(at: position)
        return removed
    }

    /// Doubles the room for members in both dense arrays.
    @usableFromInline func grow() {
        let newCapacity = max(16, members.capacity * 2)
        packed = DenseMemory.reallocate(packed, count: members.count, from: members.capacity, to: newCapacity)
        members.grow(to: newCapacity)
    }

    // MARK: - Snapshots

    /// Makes the storage hold exactly `snapshot`'s entities and components, in its dense order.
    /// - Precondition: no iteration is open.
    func restore(_ snapshot: StorageSnapshot<Component>) {
        removeAll()
        let count = snapshot.entities.count
        if count > members.capacity {
            packed = DenseMemory.reallocate(packed, count: 0, from: members.capacity, to: count)
            members.grow(to: count)
        }
        _ = UnsafeMutableBufferPointer(start: packed, count: count).initialize(fromContentsOf: snapshot.components)
        for entity in snapshot.entities { members.append(entity, entry: members.entry(for: entity.index)) }
    }

    // MARK: - Deferred changes

    /// Records an insert requested during an iteration.
    @usableFromInline func deferInsert(_ component: Component, for entity: Entity) {
        precondition(pool.isValid(entity) || pool.isReserved(entity), "insert for an entity that is not alive")
        pool.changes.enqueue { [self] in
            if pool.isValid(entity) { insertNow(component, for: entity) }
        }
    }

    /// Records a removal requested during an iteration and returns the component as it reads now.
    @usableFromInline func deferRemove(from entity: Entity) -> Component? {
        pool.changes.enqueue { [self] in _ = removeNow(from: entity) }
        return get(for: entity)
    }
}

/// What the registry needs of a storage whose component type it does not know.
@usableFromInline protocol AnyComponentStorage: AnyObject {
    /// Removes the component of `entity`, if any, with no iteration open.
    func discardComponent(of entity: Entity)
    /// The storage's entities and components now, as values.
    func snapshot() -> any AnyStorageSnapshot
    /// Removes every component, keeping the memory, with no iteration open.
    func removeAll()
    /// The component type's name as it reads in every process.
    var typeName: String { get }
    /// How many entities carry the component.
    var count: Int { get }
    /// Feeds the type's name, then every entity and its component in dense order.
    func hash(into hasher: inout StateHasher)
    /// Every entity carrying the component and its component, in dense order.
    func entries() -> [(entity: Entity, component: any Encodable & Sendable)]
}

extension ComponentStorage: AnyComponentStorage {
    @usableFromInline func discardComponent(of entity: Entity) { _ = removeNow(from: entity) }

    @usableFromInline func snapshot() -> any AnyStorageSnapshot {
        StorageSnapshot(entities: entities, components: components)
    }

    @usableFromInline func removeAll() {
        packed.deinitialize(count: members.count)
        members.removeAll()
    }

    @usableFromInline func entries() -> [(entity: Entity, component: any Encodable & Sendable)] {
        (0..<members.count).map { (members.dense[$0], packed[$0]) }
    }

    @usableFromInline func hash(into hasher: inout StateHasher) {
        hasher.combine(typeName)
        hasher.combine(members.count)
        // One encoder fed each entity and its component in dense order, called directly rather
        // than through an unkeyed container, whose every call would be dispatched dynamically.
        // Synthesized conformances never throw, and `StateHashingEncoder` throws nothing of its
        // own; a component whose hand-written `encode(to:)` throws is a programming error.
        let encoder = StateHashingEncoder()
        do {
            for i in 0..<members.count {
                let entity = members.dense[i]
                encoder.append(UInt64(entity.index) << 32 | UInt64(entity.generation))
                try encoder.append(packed[i])
            }
            hasher.combine(encoder.digest)
        } catch {
            preconditionFailure("component \(typeName) cannot be encoded for the state hash: \(error)")
        }
    }
}
