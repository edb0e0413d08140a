// The arena allocator, and Box2D's allocation hooks routed through it.
#include "Arena.hpp"

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
/// Blocks are 2^k bytes, k from kSmallestClass to kClassCount - 1, with a 16-byte prefix.
constexpr int kSmallestClass = 5;
constexpr int kClassCount = 31;
constexpr size_t kPrefix = 16;

/// The bookkeeping at the arena's start; offsets, never pointers, so copies need no fixing.
struct Header {
    /// Bytes handed out, this header included.
    uint64_t used;
    /// Per class, the offset of the first free block's prefix; 0 when there is none.
    uint64_t freeHeads[kClassCount];
};
constexpr size_t kHeaderSize = (sizeof(Header) + 15) / 16 * 16;

Header& header(uint8_t* base) { return *reinterpret_cast<Header*>(base); }

int sizeClass(size_t bytes) {
    int k = kSmallestClass;
    while ((size_t(1) << k) < bytes) ++k;
    return k;
}

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
    if (size > capacity_) return nullptr;
    int k = sizeClass(size + kPrefix);
    if (k >= kClassCount) return nullptr;
    Header& h = header(base_);
    uint64_t offset = h.freeHeads[k];
    if (offset != 0) {
        uint64_t next;
        std::memcpy(&next, base_ + offset + kPrefix, sizeof next);
        h.freeHeads[k] = next;
    } else {
        size_t blockSize = size_t(1) << k;
        if (h.used + blockSize > capacity_) return nullptr;
        offset = h.used;
        h.used += blockSize;
        uint64_t sizeClass = static_cast<uint64_t>(k);
        std::memcpy(base_ + offset, &sizeClass, sizeof sizeClass);
    }
    return base_ + offset + kPrefix;
}

void Arena::release(void* block) {
    uint64_t offset = static_cast<uint64_t>(static_cast<uint8_t*>(block) - base_) - kPrefix;
    uint64_t k;
    std::memcpy(&k, base_ + offset, sizeof k);
    Header& h = header(base_);
    std::memcpy(static_cast<uint8_t*>(block), &h.freeHeads[k], sizeof(uint64_t));
    h.freeHeads[k] = offset;
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
