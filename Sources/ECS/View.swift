import Core

/// A walk over every entity that has an `A`, in the storage's dense order.
///
/// Made by `Registry.view(_:)`. See `View2` for the rules that hold during `forEach`.
public struct View<A: Codable & Sendable> {
    @usableFromInline let storage: ComponentStorage<A>

    @usableFromInline init(_ storage: ComponentStorage<A>) { self.storage = storage }

    /// Calls `body` with each entity and its component, which `body` may change in place.
    @inlinable public func forEach(_ body: (Entity, inout A) -> Void) {
        let pool = storage.pool
        pool.beginIteration()
        defer { pool.endIteration() }
        let dense = DenseArrays(storage)
        for i in 0..<dense.count { body(dense.entities[i], &dense.components[i]) }
    }
}

/// A walk over every entity that has both an `A` and a `B`.
///
/// `forEach` walks the smaller of the two storages in its dense order (the first on a tie) and
/// finds each entity in the other. Where both storages hold the same entity at the same dense
/// position (as they do when entities got both components in the same order, or after
/// `ComponentStorage.sort(like:)`), it takes that position without a sparse lookup: the cost is
/// then one extra compare per entity, and a million entities update within about 1.5× the time
/// of a plain array-of-structs loop (`diorama-bench ecs`). Elsewhere it pays one sparse lookup
/// per entity.
///
/// This is the ECS's answer to EnTT's owning groups, which keep the storages of a registered
/// component set sorted in lockstep on every insert and remove. Checking the position instead
/// needs no registration, costs nothing on inserts and removes, and stays correct whatever
/// order the storages are in; a scene whose storages drift apart calls `sort(like:)` once in a
/// while to get the fast path back.
///
/// While `forEach` runs, structural changes are deferred until the outermost iteration ends
/// (see `Registry`), so the walk always sees a fixed set of entities and the `inout`
/// parameters point straight into the storages. Inside `body`, change the visited components
/// through those parameters, not through `Registry.modify` or a storage handle.
public struct View2<A: Codable & Sendable, B: Codable & Sendable> {
    @usableFromInline let first: ComponentStorage<A>
    @usableFromInline let second: ComponentStorage<B>

    @usableFromInline init(_ first: ComponentStorage<A>, _ second: ComponentStorage<B>) {
        precondition(ObjectIdentifier(A.self) != ObjectIdentifier(B.self), "a view needs distinct component types")
        self.first = first
        self.second = second
    }

    /// Calls `body` with each entity that has both components, and the components, which `body`
    /// may change in place.
    @inlinable public func forEach(_ body: (Entity, inout A, inout B) -> Void) {
        let pool = first.pool
        pool.beginIteration()
        defer { pool.endIteration() }
        if first.members.count <= second.members.count {
            walk(first, second) { entity, a, b in body(entity, &a, &b) }
        } else {
            walk(second, first) { entity, b, a in body(entity, &a, &b) }
        }
    }
}

/// A walk over every entity that has an `A`, a `B` and a `C`.
///
/// `forEach` walks the smallest of the three storages (the earliest on a tie) and finds each
/// entity in the other two, by the same rules as `View2`.
public struct View3<A: Codable & Sendable, B: Codable & Sendable, C: Codable & Sendable> {
    @usableFromInline let first: ComponentStorage<A>
    @usableFromInline let second: ComponentStorage<B>
    @usableFromInline let third: ComponentStorage<C>

    @usableFromInline init(_ first: ComponentStorage<A>, _ second: ComponentStorage<B>, _ third: ComponentStorage<C>) {
        let ids = [ObjectIdentifier(A.self), ObjectIdentifier(B.self), ObjectIdentifier(C.self)]
        precondition(Set(ids).count == 3, "a view needs distinct component types")
        self.first = first
        self.second = second
        self.third = third
    }

    /// Calls `body` with each entity that has all three components, and the components, which
    /// `body` may change in place.
    @inlinable public func forEach(_ body: (Entity, inout A, inout B, inout C) -> Void) {
        let pool = first.pool
        pool.beginIteration()
        defer { pool.endIteration() }
        let firstCount = first.members.count, secondCount = second.members.count
        let thirdCount = third.members.count
        if firstCount <= secondCount && firstCount <= thirdCount {
            walk(first, second, third) { entity, a, b, c in body(entity, &a, &b, &c) }
        } else if secondCount <= thirdCount {
            walk(second, first, third) { entity, b, a, c in body(entity, &a, &b, &c) }
        } else {
            walk(third, first, second) { entity, c, a, b in body(entity, &a, &b, &c) }
        }
    }
}

// MARK: - Walks

/// The dense arrays of one storage, read once before a walk so the loop keeps them in
/// registers (the compiler cannot prove that writes through the components leave a class's
/// fields alone).
@usableFromInline struct DenseArrays<C: Codable & Sendable> {
    @usableFromInline let count: Int
    @usableFromInline let entities: UnsafeMutablePointer<Entity>
    @usableFromInline let components: UnsafeMutablePointer<C>

    @inlinable init(_ storage: ComponentStorage<C>) {
        count = storage.members.count
        entities = storage.members.dense
        components = storage.packed
    }

    /// The position of `entity`: `guess` when the entity sits there, as it does when storages
    /// were filled in the same order, or else what the sparse lookup in `storage` finds.
    @inlinable func position(of entity: Entity, guess: Int, in storage: ComponentStorage<C>) -> Int? {
        if guess < count && entities[guess] == entity { return guess }
        return storage.members.position(of: entity)
    }
}

/// Walks `lead` in dense order and calls `body` for each entity that `other` also holds.
@inlinable func walk<L: Codable & Sendable, O: Codable & Sendable>(
    _ lead: ComponentStorage<L>, _ other: ComponentStorage<O>,
    _ body: (Entity, inout L, inout O) -> Void
) {
    let leading = DenseArrays(lead), others = DenseArrays(other)
    for i in 0..<leading.count {
        let entity = leading.entities[i]
        guard let j = others.position(of: entity, guess: i, in: other) else { continue }
        body(entity, &leading.components[i], &others.components[j])
    }
}

/// Walks `lead` in dense order and calls `body` for each entity that `second` and `third` also
/// hold.
@inlinable func walk<L: Codable & Sendable, O: Codable & Sendable, P: Codable & Sendable>(
    _ lead: ComponentStorage<L>, _ second: ComponentStorage<O>, _ third: ComponentStorage<P>,
    _ body: (Entity, inout L, inout O, inout P) -> Void
) {
    let leading = DenseArrays(lead), seconds = DenseArrays(second), thirds = DenseArrays(third)
    for i in 0..<leading.count {
        let entity = leading.entities[i]
        guard let j = seconds.position(of: entity, guess: i, in: second),
              let k = thirds.position(of: entity, guess: i, in: third) else { continue }
        body(entity, &leading.components[i], &seconds.components[j], &thirds.components[k])
    }
}
