import Core

/// The entity ids of one registry and its queue of deferred changes, shared with its storages.
///
/// `slots[i]` holds the live entity of slot `i` (so `isValid(e)` is one compare:
/// `slots[e.index] == e`). A slot that is not live holds a value whose `index` field differs from
/// `i`, so no handle can match it:
/// - a free slot holds the next free slot's index (or `endOfList`) and the generation its next
///   entity will get: the free slots form a last-in-first-out list starting at `freeHead`;
/// - a slot reserved by `create()` during an iteration holds `reservedMark` and the generation
///   of the handle already returned, until the deferred creation makes it live;
/// - a slot whose generation has reached `UInt32.max` is retired for good (never freed again),
///   so a stale handle can never become valid again through wrap-around.
///
/// Storages hold the pool too, so a storage handle checks validity and defers changes by the same
/// rules as the registry without holding the registry itself.
@usableFromInline final class EntityPool {
    /// The index field of the last free slot: the free list ends here.
    @usableFromInline static var endOfList: UInt32 { .max }
    /// The index field of a slot reserved during an iteration.
    @usableFromInline static var reservedMark: UInt32 { .max - 1 }
    /// The most slots a pool can hold (indices below both marks).
    @usableFromInline static var maxSlots: Int { Int(UInt32.max - 1) }

    /// One entry per slot ever handed out, `slotCount` of them; see the type's documentation
    /// for the encoding.
    @usableFromInline @exclusivity(unchecked) var slots: UnsafeMutablePointer<Entity>
    /// How many slots have been handed out.
    @usableFromInline @exclusivity(unchecked) var slotCount = 0
    /// How many slots fit before `slots` must grow.
    @usableFromInline @exclusivity(unchecked) var slotCapacity = 0
    /// The most recently freed slot, or `endOfList`.
    @usableFromInline @exclusivity(unchecked) var freeHead = EntityPool.endOfList
    /// How many entities are alive (reserved ones not included).
    @usableFromInline @exclusivity(unchecked) var aliveCount = 0
    /// Changes requested during iterations.
    @usableFromInline @exclusivity(unchecked) var changes = ChangeQueue()

    @usableFromInline init() {
        slots = DenseMemory.allocate(Entity.self, capacity: 0)
    }

    deinit {
        DenseMemory.deallocate(slots, capacity: slotCapacity)
    }

    // MARK: - Validity

    /// Whether `entity` is alive.
    @inlinable func isValid(_ entity: Entity) -> Bool {
        let i = Int(entity.index)
        return i < slotCount && slots[i] == entity
    }

    /// Whether `entity` was returned by `create()` during the open iteration and is not live yet.
    @inlinable func isReserved(_ entity: Entity) -> Bool {
        let i = Int(entity.index)
        return i < slotCount && slots[i] == Entity(index: Self.reservedMark, generation: entity.generation)
    }

    // MARK: - Handing out and taking back ids

    /// A new live entity, reusing the most recently freed slot if there is one.
    @inlinable func create() -> Entity {
        let entity = takeSlot()
        slots[Int(entity.index)] = entity
        aliveCount += 1
        return entity
    }

    /// A new entity whose slot is held back until `activate(_:)` makes it live.
    @usableFromInline func reserve() -> Entity {
        let entity = takeSlot()
        slots[Int(entity.index)] = Entity(index: Self.reservedMark, generation: entity.generation)
        return entity
    }

    /// Makes a reserved entity live.
    @usableFromInline func activate(_ entity: Entity) {
        precondition(isReserved(entity), "\(entity) is not reserved")
        slots[Int(entity.index)] = entity
        aliveCount += 1
    }

    /// Ends a live entity: its slot's generation moves on and the slot joins the free list, or is
    /// retired when the generation cannot move on.
    @usableFromInline func release(_ entity: Entity) {
        precondition(isValid(entity), "\(entity) is not alive")
        let i = Int(entity.index)
        if entity.generation == .max {
            slots[i] = Entity(index: Self.endOfList, generation: 0)
        } else {
            slots[i] = Entity(index: freeHead, generation: entity.generation + 1)
            freeHead = entity.index
        }
        aliveCount -= 1
    }

    /// The handle of the next slot to hand out, taken off the free list or added at the end.
    @inlinable func takeSlot() -> Entity {
        if freeHead != Self.endOfList {
            let index = freeHead
            let free = slots[Int(index)]
            freeHead = free.index
            return Entity(index: index, generation: free.generation)
        }
        precondition(slotCount < Self.maxSlots, "out of entity slots")
        if slotCount == slotCapacity { growSlots() }
        let entity = Entity(index: UInt32(truncatingIfNeeded: slotCount), generation: 1)
        (slots + slotCount).initialize(to: entity)
        slotCount += 1
        return entity
    }

    /// Doubles the room for slots.
    @usableFromInline func growSlots() {
        let newCapacity = max(64, slotCapacity * 2)
        slots = DenseMemory.reallocate(slots, count: slotCount, from: slotCapacity, to: newCapacity)
        slotCapacity = newCapacity
    }

    // MARK: - Iterations

    /// Opens an iteration: structural changes are deferred until the outermost one closes.
    @inlinable func beginIteration() { changes.depth += 1 }

    /// Closes an iteration and, if it was the outermost, applies the deferred changes in order.
    @inlinable func endIteration() {
        changes.depth -= 1
        if changes.depth == 0 && !changes.pending.isEmpty { applyDeferredChanges() }
    }

    /// Runs every deferred change, oldest first.
    @usableFromInline func applyDeferredChanges() {
        for change in changes.takeAll() { change() }
    }

    // MARK: - State

    /// Every slot handed out, in index order, encoded as in `slots`.
    var slotEntries: [Entity] { Array(UnsafeBufferPointer(start: slots, count: slotCount)) }

    /// Makes the pool hold the given slots (encoded as in `slots`), free list and alive count,
    /// as `slotEntries`, `freeHead` and `aliveCount` read in a pool with no iteration open.
    func restore(slots entries: [Entity], freeHead: UInt32, aliveCount: Int) {
        if entries.count > slotCapacity {
            slots = DenseMemory.reallocate(slots, count: 0, from: slotCapacity, to: entries.count)
            slotCapacity = entries.count
        }
        _ = UnsafeMutableBufferPointer(start: slots, count: entries.count).initialize(fromContentsOf: entries)
        slotCount = entries.count
        self.freeHead = freeHead
        self.aliveCount = aliveCount
    }

    /// The alive entities in slot order.
    var aliveEntities: [Entity] {
        (0..<slotCount).compactMap { i in Int(slots[i].index) == i ? slots[i] : nil }
    }

    /// Feeds the whole id state in: which entities are alive, and which ids `create()` will
    /// hand out next (free slots, their next generations and their order).
    func hash(into hasher: inout StateHasher) {
        hasher.combine(slotCount)
        hasher.combine(aliveCount)
        hasher.combine(freeHead)
        for i in 0..<slotCount {
            hasher.combine(slots[i].index)
            hasher.combine(slots[i].generation)
        }
    }
}
