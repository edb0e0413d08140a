// Arena: one world's memory, so that a copy of a few bytes is a copy of the whole world.
//
// Every Box2D allocation made while a world's arena is bound to the thread (see `ArenaScope`)
// comes from that arena: one reserved range of address space, handed out in blocks of whole
// 64-byte units whose bookkeeping lives at the range's start as offsets. The used prefix of the range is then
// the world's entire state (bodies, fixtures, shapes, contacts, the broad-phase tree and the
// b2World itself), so a snapshot is a byte copy, and restoring it into another arena only needs
// the pointers into the old range moved to the new one.
#pragma once

#include <cstddef>
#include <cstdint>

namespace cbox2d {

class Arena {
public:
    /// A new arena, or null when the address space cannot be reserved.
    static Arena* create();
    ~Arena();
    Arena(const Arena&) = delete;
    Arena& operator=(const Arena&) = delete;

    /// A block of at least `size` bytes aligned to 16, or null when the arena is full.
    void* allocate(size_t size);
    /// Returns a block `allocate` handed out.
    void release(void* block);

    /// Whether `address` lies in the part of the arena handed out so far.
    bool contains(const void* address) const {
        auto a = reinterpret_cast<uintptr_t>(address);
        return a >= reinterpret_cast<uintptr_t>(base_) && a < reinterpret_cast<uintptr_t>(base_) + used();
    }
    /// The first byte of the arena.
    uint8_t* base() const { return base_; }
    /// Bytes handed out so far, bookkeeping included: the prefix a snapshot copies.
    size_t used() const;
    /// Bytes the arena can ever hold.
    size_t capacity() const { return capacity_; }
    /// Whether an allocation ever failed, so some of the world's memory lives elsewhere.
    bool overflowed() const { return overflowed_; }
    void markOverflowed() { overflowed_ = true; }

    /// Takes the first `count` bytes, just written over the arena's start from a copy of an
    /// arena whose base was `oldBase`, as its whole contents: moves every pointer into the old
    /// range to the same place in this one.
    void adopt(size_t count, uintptr_t oldBase);

    /// Zeroes what the free blocks in `copy` (the first `count` bytes of an arena, taken as a
    /// snapshot) still hold past their bookkeeping: leftovers of freed buffers that nothing
    /// reads again, and a third of a busy world's compressed snapshot when kept.
    static void clearFreeBlocks(uint8_t* copy, size_t count);

    /// The arena bound to the calling thread, or null.
    static Arena* bound();
    /// The live arena whose used part holds `address`, or null (any thread's).
    static Arena* owning(const void* address);

private:
    Arena(uint8_t* base, size_t capacity) : base_(base), capacity_(capacity) {}
    friend class ArenaScope;

    uint8_t* base_;
    size_t capacity_;
    bool overflowed_ = false;
};

/// Notes that Box2D allocated with no arena bound: marks the world whose entry point last looked
/// a world up on this thread (defined with the world table), so its snapshots are refused.
void noteAllocationOutsideArena();

/// Binds an arena to the calling thread while it lives, so Box2D allocates from it; restores
/// the previous binding when it ends. A null arena binds nothing (plain heap memory).
class ArenaScope {
public:
    explicit ArenaScope(Arena* arena);
    ~ArenaScope();
    ArenaScope(const ArenaScope&) = delete;
    ArenaScope& operator=(const ArenaScope&) = delete;

private:
    Arena* previous_;
};

}  // namespace cbox2d
