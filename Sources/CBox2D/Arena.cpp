// The arena allocator, and Box2D's allocation hooks routed through it.
#include "Arena.hpp"
#include "CBox2D.h"

#include <box2d/b2_block_allocator.h>
#include <box2d/b2_settings.h>
#include <sys/mman.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <vector>

namespace cbox2d {
namespace {

/// Address space reserved per world; pages are only backed once touched.
constexpr size_t kCapacity = size_t(1) << 30;
/// Blocks are multiples of 64 bytes, a 16-byte prefix holding their size included. Up to 4 KiB
/// every multiple is a size of its own; above, sizes go in quarter steps of each power of two
/// (5/4, 6/4, 7/4, 8/4 of it), so Box2D's 16 KiB chunks do not take 32 KiB each, and the
/// varying buffers a busy step asks for (island arrays past the stack allocator's 100 KB) are
/// reused instead of piling up.
constexpr size_t kUnit = 64;
constexpr size_t kPrefix = 16;
constexpr size_t kLargestSmall = 4096;
constexpr int kLargestSmallLog = 12;
constexpr size_t kSmallLists = kLargestSmall / kUnit + 1;
constexpr size_t kLargeLists = (30 - kLargestSmallLog + 1) * 4;

/// The size a block for `bytes` bytes (prefix included) takes, and its free list's index.
struct SizeClass {
    uint64_t blockSize;
    size_t list;
};

SizeClass sizeClass(size_t bytes) {
    const uint64_t small = (bytes + kUnit - 1) / kUnit * kUnit;
    if (small <= kLargestSmall) return {small, small / kUnit};
    int log = kLargestSmallLog;
    while ((uint64_t(1) << (log + 1)) < bytes) ++log;   // 2^log < bytes <= 2^(log + 1)
    const uint64_t quarter = uint64_t(1) << (log - 2);
    const uint64_t quarters = (bytes + quarter - 1) / quarter;   // 5 ... 8
    return {quarters * quarter, kSmallLists + static_cast<size_t>(log - kLargestSmallLog) * 4 + (quarters - 5)};
}

/// The bookkeeping at the arena's start; offsets, never pointers, so copies need no fixing.
struct Header {
    /// Bytes handed out, this header included.
    uint64_t used;
    /// Per size class, the offset of the first free block; 0 when none.
    uint64_t freeHeads[kSmallLists + kLargeLists];
};
constexpr size_t kHeaderSize = (sizeof(Header) + kUnit - 1) / kUnit * kUnit;

Header& header(uint8_t* base) { return *reinterpret_cast<Header*>(base); }

uint64_t load(const uint8_t* at) {
    uint64_t value;
    std::memcpy(&value, at, sizeof value);
    return value;
}

void store(uint8_t* at, uint64_t value) { std::memcpy(at, &value, sizeof value); }

thread_local Arena* tBound = nullptr;
// Never destroyed: a thread may still free Box2D memory while the process exits.
std::mutex& gArenasLock = *new std::mutex;
std::vector<Arena*>& gArenas = *new std::vector<Arena*>;

}  // namespace

Arena* Arena::create() {
    void* base = mmap(nullptr, kCapacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED) return nullptr;
    auto* arena = new Arena(static_cast<uint8_t*>(base), kCapacity);
    header(arena->base_).used = kHeaderSize;
    std::lock_guard<std::mutex> guard(gArenasLock);
    gArenas.push_back(arena);
    return arena;
}

Arena::~Arena() {
    {
        std::lock_guard<std::mutex> guard(gArenasLock);
        gArenas.erase(std::find(gArenas.begin(), gArenas.end(), this));
    }
    munmap(base_, capacity_);
}

size_t Arena::used() const { return header(base_).used; }

void* Arena::allocate(size_t size) {
    if (size > capacity_ / 2) return nullptr;
    const SizeClass sizeClass = cbox2d::sizeClass(size + kPrefix);
    Header& h = header(base_);
    // A free block of the class, if any: its first payload word links to the next.
    uint64_t& head = h.freeHeads[sizeClass.list];
    if (head != 0) {
        uint8_t* block = base_ + head;
        head = load(block + kPrefix);
        return block + kPrefix;
    }
    const uint64_t blockSize = sizeClass.blockSize;
    if (h.used + blockSize > capacity_) return nullptr;
    uint8_t* block = base_ + h.used;
    h.used += blockSize;
    store(block, blockSize);
    return block + kPrefix;
}

void Arena::release(void* memory) {
    uint8_t* block = static_cast<uint8_t*>(memory) - kPrefix;
    Header& h = header(base_);
    uint64_t& head = h.freeHeads[sizeClass(load(block)).list];
    store(block + kPrefix, head);
    head = static_cast<uint64_t>(block - base_);
}

void Arena::adopt(size_t count, uintptr_t oldBase) {
    overflowed_ = false;
    auto newBase = reinterpret_cast<uintptr_t>(base_);
    if (newBase == oldBase) return;
    // Any aligned word whose value lies in the old range is taken for a pointer into it: Box2D
    // keeps its pointers 8-aligned, and a float pair or counter that reads as an address in a
    // freshly mapped range does not occur in practice (the tests compare two worlds word by word).
    const uintptr_t low = oldBase, high = oldBase + count;
    const uintptr_t delta = newBase - oldBase;
    for (size_t offset = kHeaderSize; offset + sizeof(uintptr_t) <= count; offset += sizeof(uintptr_t)) {
        uintptr_t word;
        std::memcpy(&word, base_ + offset, sizeof word);
        if (word >= low && word <= high) {
            word += delta;
            std::memcpy(base_ + offset, &word, sizeof word);
        }
    }
}

void Arena::clearFreeBlocks(uint8_t* copy, size_t count) {
    if (count < kHeaderSize) return;
    const Header& h = header(copy);
    // A free list is well formed in a copy of a live arena; the bounds and the step limit only
    // keep a damaged one from running out of the copy or round a cycle.
    size_t steps = count / kUnit;
    for (uint64_t head : h.freeHeads) {
        for (uint64_t offset = head; offset != 0 && steps > 0; --steps) {
            if (offset < kHeaderSize || offset + kPrefix + sizeof(uint64_t) > count) break;
            uint8_t* block = copy + offset;
            const uint64_t size = load(block);
            const uint64_t next = load(block + kPrefix);
            if (size < kPrefix + sizeof(uint64_t) || size > count - offset) break;
            std::memset(block + kPrefix + sizeof(uint64_t), 0, size - kPrefix - sizeof(uint64_t));
            offset = next;
        }
    }
}

Arena* Arena::bound() { return tBound; }

Arena* Arena::owning(const void* address) {
    std::lock_guard<std::mutex> guard(gArenasLock);
    for (Arena* arena : gArenas) {
        if (arena->contains(address)) return arena;
    }
    return nullptr;
}

ArenaScope::ArenaScope(Arena* arena) : previous_(tBound) {
    if (arena) tBound = arena;
}

ArenaScope::~ArenaScope() { tBound = previous_; }

}  // namespace cbox2d

// Box2D's allocation hooks (b2_settings.h): this definition takes the place of the library's
// default, so a world's memory comes from its arena while the arena is bound.

void* b2Alloc_Default(int32 size) {
    if (cbox2d::Arena* arena = cbox2d::Arena::bound()) {
        if (void* block = arena->allocate(static_cast<size_t>(size))) return block;
        arena->markOverflowed();
    } else {
        cbox2d::noteAllocationOutsideArena();
    }
    return std::malloc(static_cast<size_t>(size));
}

void b2Free_Default(void* memory) {
    if (memory == nullptr) return;
    cbox2d::Arena* arena = cbox2d::Arena::bound();
    if (arena == nullptr || !arena->contains(memory)) arena = cbox2d::Arena::owning(memory);
    if (arena) arena->release(memory);
    else std::free(memory);
}

bool DBArena_CapturesBox2DAllocations(void) {
    // Box2D's block allocator lives in libbox2d, so the chunk it takes from b2Alloc for a small
    // block comes through the hook only if the library's calls reach this file's definition.
    static const bool captures = [] {
        cbox2d::Arena* arena = cbox2d::Arena::create();
        if (arena == nullptr) return false;
        bool inside;
        {
            cbox2d::ArenaScope scope(arena);
            b2BlockAllocator allocator;
            void* block = allocator.Allocate(16);
            inside = arena->contains(block);
            allocator.Free(block, 16);
        }
        delete arena;
        return inside;
    }();
    return captures;
}
