#if canImport(Glibc)
import Glibc
#endif

/// Hand-managed memory for the dense arrays, sparse pages and entity table.
///
/// Small blocks come from `malloc`; blocks of 2 MiB and more are mapped straight from the
/// kernel in whole 2 MiB units and marked for transparent huge pages (`MADV_HUGEPAGE`). On
/// Linux, fresh memory costs a page fault per 4 KiB page touched, and for a million new
/// entities those faults cost more than the inserts themselves (measured here for entities
/// with two components: 45–65 ns each with 4 KiB pages, 13 ns when the memory was already
/// mapped, about 20 ns with huge pages). Huge pages cut the faults about 500-fold and make later
/// walks cheaper on the TLB. Blocks grow by moving into a new block; callers double
/// capacities, so each value moves about once on average.
///
/// Callers pass the block's capacity back when they grow or free it, which tells which kind of
/// block it is.
@usableFromInline enum DenseMemory {
    /// The size of a transparent huge page on x86-64 and arm64, and the smallest mapped block,
    /// in bytes.
    static let hugePageSize = 2 << 20

    /// Uninitialised room for `capacity` values of `T`.
    /// - Precondition: `T` needs no more than 16-byte alignment (true of every Swift type on
    ///   the platforms Diorama runs on; `malloc` gives 16).
    @usableFromInline static func allocate<T>(_ type: T.Type, capacity: Int) -> UnsafeMutablePointer<T> {
        precondition(MemoryLayout<T>.alignment <= 16, "values aligned to more than 16 bytes are not supported")
        let bytes = byteCount(T.self, capacity: capacity)
        let raw = bytes >= hugePageSize ? mapHugePages(bytes: bytes) : malloc(bytes)
        guard let raw else { fatalError("out of memory allocating \(bytes) bytes") }
        return raw.bindMemory(to: T.self, capacity: capacity)
    }

    /// Moves the first `count` values of a block with room for `oldCapacity` values into one
    /// with room for `newCapacity`, frees the old block and returns the new one.
    @usableFromInline static func reallocate<T>(
        _ pointer: UnsafeMutablePointer<T>, count: Int, from oldCapacity: Int, to newCapacity: Int
    ) -> UnsafeMutablePointer<T> {
        let moved = allocate(T.self, capacity: newCapacity)
        moved.moveInitialize(from: pointer, count: count)
        deallocate(pointer, capacity: oldCapacity)
        return moved
    }

    /// Frees a block with room for `capacity` values (deinitialise them first).
    @usableFromInline static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>, capacity: Int) {
        let bytes = byteCount(T.self, capacity: capacity)
        if bytes >= hugePageSize {
            munmap(pointer, mappedSize(bytes))
        } else {
            free(pointer)
        }
    }

    /// The bytes that `capacity` values of `T` take (at least 1, so every block is distinct).
    static func byteCount<T>(_ type: T.Type, capacity: Int) -> Int {
        max(1, capacity * MemoryLayout<T>.stride)
    }

    /// `bytes` rounded up to whole huge pages.
    static func mappedSize(_ bytes: Int) -> Int {
        (bytes + hugePageSize - 1) & ~(hugePageSize - 1)
    }

    /// A fresh zeroed mapping of `bytes` rounded up to whole huge pages, marked for huge pages,
    /// or `nil` when the kernel refuses.
    static func mapHugePages(bytes: Int) -> UnsafeMutableRawPointer? {
        let size = mappedSize(bytes)
        guard let raw = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else { return nil }
        _ = madvise(raw, size, MADV_HUGEPAGE)
        return raw
    }
}
