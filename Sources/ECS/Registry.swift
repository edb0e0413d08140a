import Core

/// The entities of a world and their components: creates and destroys entities, stores
/// components per type and hands out views over them.
///
/// Each component type lives in its own `ComponentStorage` (a sparse set with the components
/// packed beside it), found by type once per call through a dictionary; for per-entity work in
/// bulk, get the storage once with `storage(_:)` or walk a `view`.
///
/// **Deferred changes.** While a view's `forEach` runs (an *iteration*; they may nest), the
/// structural verbs `create`, `destroy`, `insert`, `remove` and `ComponentStorage.sort(like:)`
/// are recorded and applied in the order requested as soon as the outermost iteration ends,
/// whether they come through the registry or a storage. Until then, every read (`isValid`,
/// `has`, `get`, `count`, views, storages) sees membership as it was when the outermost
/// iteration began: a destroyed entity is still valid and keeps its components, an inserted
/// component is not there yet, and `create()` returns its handle at once but that handle is not
/// valid until the iteration ends (components may already be inserted for it; they are
/// deferred too). Writes to components an entity already has (a view's `inout` parameters,
/// `modify`) happen in place at once. Consequences, all pinned by tests:
/// - `insert` replaces later even when the component is present now, so a `modify` made after
///   it in the same iteration is overwritten;
/// - a deferred `insert` for an entity destroyed earlier in the queue is dropped;
/// - `remove` returns the component as it reads at the time of the call.
///
/// **Determinism.** Ids, storage order and iteration order depend only on the sequence of calls
/// (and where iterations open and close), never on hashing or addresses: freed slots are reused
/// last-in first-out, a new component goes to the end of its storage and a removal moves the
/// last one into the hole, and `destroy` visits storages in the order their types were first
/// used.
public final class Registry {
    /// The entity ids and the deferred-change queue, shared with every storage.
    @usableFromInline let pool = EntityPool()
    /// Storages by component type, for lookup only (never iterated: its order is not fixed).
    @usableFromInline @exclusivity(unchecked) var storagesByType: [ObjectIdentifier: any AnyComponentStorage] = [:]
    /// Storages in the order their types were first used, for `destroy`.
    @usableFromInline @exclusivity(unchecked) var storagesInOrder: [any AnyComponentStorage] = [] {
        didSet { storagesInHashOrder = Self.hashOrder(of: storagesInOrder) }
    }
    /// Storages sorted by their component type's name (first use breaks a tie), for `hash(into:)`.
    private(set) var storagesInHashOrder: [any AnyComponentStorage] = []

    /// An empty registry.
    public init() {}

    // MARK: - Entities

    /// How many entities are alive.
    public var count: Int { pool.aliveCount }

    /// Whether a view's `forEach` is running, so structural changes are being deferred.
    public var isIterating: Bool { pool.changes.isDeferring }

    /// The alive entities, in index order.
    public var entities: [Entity] { pool.aliveEntities }

    /// A new entity with no components, reusing the most recently freed slot with its next
    /// generation if there is one.
    ///
    /// During an iteration the id is taken at once but the entity is not valid until the
    /// iteration ends.
    @inlinable public func create() -> Entity {
        if pool.changes.isDeferring { return createDeferred() }
        return pool.create()
    }

    /// Destroys `entity` and removes all its components; does nothing if `entity` is not alive.
    ///
    /// Its handle and every copy of it are never valid again. Deferred during an iteration.
    public func destroy(_ entity: Entity) {
        if pool.changes.isDeferring {
            pool.changes.enqueue { [self] in destroy(entity) }
            return
        }
        guard pool.isValid(entity) else { return }
        for storage in storagesInOrder { storage.discardComponent(of: entity) }
        pool.release(entity)
    }

    /// Whether `entity` is alive: created, not yet destroyed (see the type's notes on
    /// iterations). `Entity.null`, stale handles and ids never handed out are not.
    @inlinable public func isValid(_ entity: Entity) -> Bool { pool.isValid(entity) }

    // MARK: - Components

    /// Gives `entity` a component, replacing the one of that type it has (deferred during an
    /// iteration).
    /// - Precondition: `entity` is alive (or, during an iteration, created in it).
    @inlinable public func insert<C: Codable & Sendable>(_ component: C, for entity: Entity) {
        storage(C.self).insert(component, for: entity)
    }

    /// The component of type `type` of `entity`, or `nil` when it has none.
    @inlinable public func get<C: Codable & Sendable>(_ type: C.Type, for entity: Entity) -> C? {
        existingStorage(type)?.get(for: entity)
    }

    /// Removes the component of type `type` from `entity` and returns it, or returns `nil` when
    /// it has none (deferred during an iteration, returning the component as it reads now).
    @inlinable @discardableResult public func remove<C: Codable & Sendable>(_ type: C.Type, from entity: Entity) -> C? {
        existingStorage(type)?.remove(from: entity)
    }

    /// Whether `entity` has a component of type `type`.
    @inlinable public func has<C: Codable & Sendable>(_ type: C.Type, for entity: Entity) -> Bool {
        existingStorage(type)?.contains(entity) ?? false
    }

    /// Runs `body` on the component of type `type` of `entity` in place and returns its result,
    /// or returns `nil` without running it when `entity` has no such component.
    ///
    /// The write is immediate, even during an iteration.
    @inlinable @discardableResult
    public func modify<C: Codable & Sendable, Result>(_ type: C.Type, for entity: Entity, _ body: (inout C) -> Result) -> Result? {
        existingStorage(type)?.modify(for: entity, body) ?? nil
    }

    // MARK: - Storages and views

    /// The storage of component type `type`, created empty the first time a type is asked for.
    @inlinable public func storage<C: Codable & Sendable>(_ type: C.Type) -> ComponentStorage<C> {
        if let storage = existingStorage(type) { return storage }
        return makeStorage(type)
    }

    /// A view over the entities that have an `A`.
    @inlinable public func view<A: Codable & Sendable>(_ a: A.Type) -> View<A> {
        View(storage(a))
    }

    /// A view over the entities that have both an `A` and a `B` (two different types).
    @inlinable public func view<A: Codable & Sendable, B: Codable & Sendable>(_ a: A.Type, _ b: B.Type) -> View2<A, B> {
        View2(storage(a), storage(b))
    }

    /// A view over the entities that have an `A`, a `B` and a `C` (three different types).
    @inlinable public func view<A: Codable & Sendable, B: Codable & Sendable, C: Codable & Sendable>(_ a: A.Type, _ b: B.Type, _ c: C.Type) -> View3<A, B, C> {
        View3(storage(a), storage(b), storage(c))
    }

    // MARK: - State

    /// Feeds the registry's whole state in: the entity slots and the ids it will hand out
    /// next, then every non-empty storage, ordered by its component type's name (so the order
    /// does not depend on which type was used first), each with its entities and components in
    /// dense order.
    ///
    /// Empty storages feed nothing: whether a type was ever used is not state.
    public func hash(into hasher: inout StateHasher) {
        pool.hash(into: &hasher)
        for storage in storagesInHashOrder where storage.count > 0 { storage.hash(into: &hasher) }
    }

    /// The registry's entities and components now.
    /// - Precondition: no iteration is running (`isIterating` is false).
    public func snapshot() -> RegistrySnapshot {
        precondition(!isIterating, "snapshot during an iteration")
        return RegistrySnapshot(
            slots: pool.slotEntries, freeHead: pool.freeHead, aliveCount: pool.aliveCount,
            storages: storagesInOrder.map { $0.snapshot() }
        )
    }

    /// Makes this registry hold exactly what `snapshot` holds (it may come from another
    /// registry): the same entities, ids handed out next, storages in the same order and
    /// components in the same dense order.
    ///
    /// Storages of types the snapshot holds are refilled in place (or created, for types this
    /// registry has not used). Storages of other types are emptied and dropped, as if their
    /// types had never been used; a handle to one kept from before no longer belongs to the
    /// registry.
    /// - Precondition: no iteration is running.
    public func restore(_ snapshot: RegistrySnapshot) {
        precondition(!isIterating, "restore during an iteration")
        pool.restore(slots: snapshot.slots, freeHead: snapshot.freeHead, aliveCount: snapshot.aliveCount)
        let restored = snapshot.storages.map { $0.restore(into: self) }
        let kept = Set(restored.map(ObjectIdentifier.init))
        for storage in storagesInOrder where !kept.contains(ObjectIdentifier(storage)) { storage.removeAll() }
        storagesByType = storagesByType.filter { kept.contains(ObjectIdentifier($0.value)) }
        storagesInOrder = restored
    }

    // MARK: - Internals

    /// The storage of `type` if the type has been used, without creating one.
    @inlinable func existingStorage<C: Codable & Sendable>(_ type: C.Type) -> ComponentStorage<C>? {
        guard let storage = storagesByType[ObjectIdentifier(type)] else { return nil }
        return unsafeDowncast(storage, to: ComponentStorage<C>.self)
    }

    /// Creates and registers the storage of `type`.
    @usableFromInline func makeStorage<C: Codable & Sendable>(_ type: C.Type) -> ComponentStorage<C> {
        let storage = ComponentStorage<C>(pool: pool)
        storagesByType[ObjectIdentifier(type)] = storage
        storagesInOrder.append(storage)
        return storage
    }

    /// `storages` sorted by component type name, keeping their order among equal names.
    private static func hashOrder(of storages: [any AnyComponentStorage]) -> [any AnyComponentStorage] {
        storages.enumerated().sorted { ($0.element.typeName, $0.offset) < ($1.element.typeName, $1.offset) }.map(\.element)
    }

    /// Reserves an id during an iteration and defers making it live.
    @usableFromInline func createDeferred() -> Entity {
        let entity = pool.reserve()
        pool.changes.enqueue { [pool] in pool.activate(entity) }
        return entity
    }
}
