/// A set of entities with constant-time insert, remove and lookup that keeps its members packed
/// in one array, so walking it is a walk along contiguous memory.
///
/// In plain words it is two arrays that point at each other:
/// - the *dense* array lists the members back to back with no holes. A new member goes at the
///   end; removing a member moves the last one into its place ("swap and pop"), so the order
///   depends only on the sequence of inserts and removals;
/// - the *sparse* array is indexed by an entity's `index` and holds where in the dense array
///   that entity sits, or `absent`.
///
/// "Is `e` a member, and where?" is two reads: the sparse array gives a dense position, and the
/// dense array at that position must hold exactly `e` (same generation) for the answer to be
/// yes. A component storage keeps its components in a second dense array in lockstep with this
/// one (same position, same entity), which is what makes views fast.
///
/// The sparse array is cut into pages of 4,096 entries, each allocated the first time an entity
/// index in its range joins, so a component that few entities carry does not cost memory for
/// every entity ever created. All memory is managed by hand (no array uniqueness or bounds
/// checks on hot paths), and the type is noncopyable so that memory has exactly one owner.
@usableFromInline struct SparseSet: ~Copyable {
    /// log2 of the number of entries in a sparse page.
    @usableFromInline static var pageShift: UInt32 { 12 }
    /// The number of entries in a sparse page.
    @usableFromInline static var pageSize: Int { 1 << Int(pageShift) }
    /// The sparse entry of an entity that is not a member.
    @usableFromInline static var absent: UInt32 { .max }

    /// The members, `count` of them initialised, room for `capacity`.
    @usableFromInline var dense: UnsafeMutablePointer<Entity>
    /// How many members there are.
    @usableFromInline var count = 0
    /// How many members fit before `dense` must grow.
    @usableFromInline var capacity: Int
    /// The sparse pages, `pageCount` of them; a page not allocated yet is `nil`.
    @usableFromInline var pages: UnsafeMutablePointer<UnsafeMutablePointer<UInt32>?>
    /// How many page pointers `pages` holds.
    @usableFromInline var pageCount: Int

    @usableFromInline init() {
        capacity = 0
        dense = DenseMemory.allocate(Entity.self, capacity: 0)
        pageCount = 1
        pages = DenseMemory.allocate(UnsafeMutablePointer<UInt32>?.self, capacity: 1)
        pages.initialize(to: nil)
    }

    @inlinable deinit {
        for page in 0..<pageCount {
            if let entries = pages[page] { DenseMemory.deallocate(entries, capacity: Self.pageSize) }
        }
        DenseMemory.deallocate(pages, capacity: pageCount)
        DenseMemory.deallocate(dense, capacity: capacity)
    }

    // MARK: - Lookup

    /// The dense position of `entity`, or `nil` when it is not a member.
    @inlinable func position(of entity: Entity) -> Int? {
        let page = Int(entity.index >> Self.pageShift)
        guard page < pageCount, let entries = pages[page] else { return nil }
        let position = entries[Int(entity.index) & (Self.pageSize - 1)]
        guard position != Self.absent, dense[Int(position)] == entity else { return nil }
        return Int(position)
    }

    /// The sparse entry of `index`, allocating its page if needed.
    @inlinable mutating func entry(for index: UInt32) -> UnsafeMutablePointer<UInt32> {
        let page = Int(index >> Self.pageShift)
        if page >= pageCount || pages[page] == nil { addPage(page) }
        return pages[page].unsafelyUnwrapped + (Int(index) & (Self.pageSize - 1))
    }

    /// Allocates sparse page `page`, all entries absent, growing the page table if needed.
    @usableFromInline mutating func addPage(_ page: Int) {
        if page >= pageCount {
            let newCount = max(page + 1, pageCount * 2)
            pages = DenseMemory.reallocate(pages, count: pageCount, from: pageCount, to: newCount)
            (pages + pageCount).initialize(repeating: nil, count: newCount - pageCount)
            pageCount = newCount
        }
        let entries = DenseMemory.allocate(UInt32.self, capacity: Self.pageSize)
        entries.initialize(repeating: Self.absent, count: Self.pageSize)
        pages[page] = entries
    }

    // MARK: - Changes

    /// Makes room for `newCapacity` members; `newCapacity` must not be below `count`.
    @usableFromInline mutating func grow(to newCapacity: Int) {
        dense = DenseMemory.reallocate(dense, count: count, from: capacity, to: newCapacity)
        capacity = newCapacity
    }

    /// Adds `entity` at the end, given its sparse `entry`; the caller has checked that it is not
    /// a member and that `count < capacity`.
    @inlinable mutating func append(_ entity: Entity, entry: UnsafeMutablePointer<UInt32>) {
        entry.pointee = UInt32(truncatingIfNeeded: count)
        (dense + count).initialize(to: entity)
        count += 1
    }

    /// Removes the member at `position` by moving the last member into its place.
    @inlinable mutating func swapRemove(at position: Int) {
        let removed = dense[position]
        let last = count - 1
        if position != last {
            let moved = dense[last]
            dense[position] = moved
            entry(for: moved.index).pointee = UInt32(truncatingIfNeeded: position)
        }
        entry(for: removed.index).pointee = Self.absent
        count = last
    }

    /// Removes every member, keeping the memory.
    mutating func removeAll() {
        for position in 0..<count { entry(for: dense[position].index).pointee = Self.absent }
        count = 0
    }

    /// Exchanges the members at two positions.
    @inlinable mutating func swapAt(_ i: Int, _ j: Int) {
        let a = dense[i], b = dense[j]
        dense[i] = b
        dense[j] = a
        entry(for: a.index).pointee = UInt32(truncatingIfNeeded: j)
        entry(for: b.index).pointee = UInt32(truncatingIfNeeded: i)
    }
}
