// Snapshots: a world's arena and handle tables copied out, and copied into a world again.
#include <zstd.h>

#include <cstring>
#include <memory>
#include <type_traits>

#include "World.hpp"

using cbox2d::World;

struct DBWorldSnapshot {
    /// The arena's used bytes, compressed (Zstandard, fastest level, with its content checksum)
    /// after its free blocks' leftovers are zeroed: a busy world's arena is a few MB, much of it
    /// zeros and small integers, and shrinks about seven times.
    std::vector<uint8_t> compressedArena;
    /// The arena's used bytes before compression.
    size_t arenaSize = 0;
    /// Where the arena started when the snapshot was taken.
    uintptr_t base = 0;
    /// Where the b2World sat in the arena.
    size_t worldOffset = 0;
    cbox2d::SlotTable<b2Body, cbox2d::BodyExtra> bodies;
    cbox2d::SlotTable<b2Fixture> fixtures;
    cbox2d::SlotTable<b2Joint> joints;
    int32_t firstBody = 0;
    int32_t lastBody = 0;
    b2Body* ground = nullptr;
    std::vector<DBContactEvent> begins, ends, pendingBegins, pendingEnds;
};

namespace {

/// `pointer` moved by `delta` bytes, null staying null.
template <typename T>
T* moved(T* pointer, uintptr_t delta) {
    return pointer ? reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(pointer) + delta) : nullptr;
}

/// Moves every object pointer in `table` by `delta` bytes.
template <typename Table>
void move(Table& table, uintptr_t delta) {
    for (int32_t index = 1; index < table.capacity(); ++index) table[index].object = moved(table[index].object, delta);
}

/// The bytes `table`'s slots take.
template <typename Table>
size_t bytes(const Table& table) {
    return static_cast<size_t>(table.capacity()) * sizeof(table[0]);
}

/// `snapshot`'s arena bytes, decompressed into `out`; false if they do not decompress (which
/// would mean the snapshot's memory was damaged).
bool decompress(const DBWorldSnapshot& snapshot, std::vector<uint8_t>& out) {
    out.resize(snapshot.arenaSize);
    size_t size = ZSTD_decompress(out.data(), out.size(), snapshot.compressedArena.data(), snapshot.compressedArena.size());
    return !ZSTD_isError(size) && size == snapshot.arenaSize;
}

/// `arena` compressed into `out` (room for its bound) at Zstandard's fastest level with the
/// content checksum, so a copy damaged in memory or on disk fails to decompress; the size
/// written, or a Zstandard error code.
size_t compress(const std::vector<uint8_t>& arena, std::vector<uint8_t>& out) {
    thread_local ZSTD_CCtx* context = ZSTD_createCCtx();
    if (context == nullptr) return static_cast<size_t>(-1);
    ZSTD_CCtx_reset(context, ZSTD_reset_session_and_parameters);
    ZSTD_CCtx_setParameter(context, ZSTD_c_compressionLevel, 1);
    ZSTD_CCtx_setParameter(context, ZSTD_c_checksumFlag, 1);
    return ZSTD_compress2(context, out.data(), out.size(), arena.data(), arena.size());
}

/// Why the world cannot be snapshot now, or `ok` when the whole of its Box2D state lives in its
/// arena.
DBSnapshotResult checkSelfContained(const World* w) {
    if (w == nullptr) return DBSnapshotResult_invalidWorld;
    if (w->stepping) return DBSnapshotResult_stepping;
    if (!DBArena_CapturesBox2DAllocations()) return DBSnapshotResult_allocationHookMissing;
    if (w->arena == nullptr || !w->arena->contains(&w->world)) return DBSnapshotResult_noArena;
    if (w->arena->overflowed()) return DBSnapshotResult_arenaOverflowed;
    if (w->allocatedOutsideArena.load(std::memory_order_relaxed)) return DBSnapshotResult_allocatedOutsideArena;
    return DBSnapshotResult_ok;
}

}  // namespace

DBSnapshotResult DBWorld_TakeSnapshot(DBWorldId id, DBWorldSnapshot** result) {
    *result = nullptr;
    World* w = cbox2d::findWorld(id);
    if (DBSnapshotResult problem = checkSelfContained(w); problem != DBSnapshotResult_ok) return problem;
    // Box2D's timing profile is wall-clock time, not state, and nothing reads it: zeroed, it
    // cannot make two snapshots of the same state differ.
    const_cast<b2Profile&>(w->world.GetProfile()) = b2Profile{};
    auto* snapshot = new DBWorldSnapshot();
    const uint8_t* base = w->arena->base();
    snapshot->arenaSize = w->arena->used();
    thread_local std::vector<uint8_t> copy;
    copy.assign(base, base + snapshot->arenaSize);
    cbox2d::Arena::clearFreeBlocks(copy.data(), copy.size());
    // Compressed into a scratch buffer and copied out at its size: a buffer of the bound's size
    // (the arena's) made and shrunk for every keyframe would leave the heap fragmented.
    thread_local std::vector<uint8_t> compressed;
    compressed.resize(ZSTD_compressBound(snapshot->arenaSize));
    size_t compressedSize = compress(copy, compressed);
    if (ZSTD_isError(compressedSize)) {
        delete snapshot;
        return DBSnapshotResult_compressionFailed;
    }
    snapshot->compressedArena.assign(compressed.begin(), compressed.begin() + static_cast<ptrdiff_t>(compressedSize));
    snapshot->base = reinterpret_cast<uintptr_t>(base);
    snapshot->worldOffset = static_cast<size_t>(reinterpret_cast<const uint8_t*>(&w->world) - base);
    snapshot->bodies = w->bodies;
    snapshot->fixtures = w->fixtures;
    snapshot->joints = w->joints;
    snapshot->firstBody = w->firstBody;
    snapshot->lastBody = w->lastBody;
    snapshot->ground = w->ground;
    snapshot->begins = w->begins;
    snapshot->ends = w->ends;
    snapshot->pendingBegins = w->pendingBegins;
    snapshot->pendingEnds = w->pendingEnds;
    *result = snapshot;
    return DBSnapshotResult_ok;
}

bool DBWorld_RestoreSnapshot(DBWorldId id, const DBWorldSnapshot* snapshot) {
    World* w = cbox2d::findWorld(id);
    if (w == nullptr || snapshot == nullptr || w->arena == nullptr || w->stepping) return false;
    const uint8_t* base = w->arena->base();
    if (reinterpret_cast<const uint8_t*>(&w->world) - base != static_cast<ptrdiff_t>(snapshot->worldOffset)) return false;
    if (snapshot->arenaSize > w->arena->capacity()) return false;
    thread_local std::vector<uint8_t> scratch;
    if (!decompress(*snapshot, scratch)) return false;
    std::memcpy(w->arena->base(), scratch.data(), scratch.size());
    w->arena->adopt(scratch.size(), snapshot->base);
    w->allocatedOutsideArena.store(false, std::memory_order_relaxed);   // the old state is gone

    const uintptr_t delta = reinterpret_cast<uintptr_t>(base) - snapshot->base;
    w->bodies = snapshot->bodies;
    w->fixtures = snapshot->fixtures;
    w->joints = snapshot->joints;
    move(w->bodies, delta);
    move(w->fixtures, delta);
    move(w->joints, delta);
    w->firstBody = snapshot->firstBody;
    w->lastBody = snapshot->lastBody;
    w->ground = moved(snapshot->ground, delta);
    w->begins = snapshot->begins;
    w->ends = snapshot->ends;
    w->pendingBegins = snapshot->pendingBegins;
    w->pendingEnds = snapshot->pendingEnds;
    // The one pointer out of the arena: the listener is each world's own.
    w->world.SetContactListener(&w->recorder);
    return true;
}

void DBWorldSnapshot_Destroy(DBWorldSnapshot* snapshot) { delete snapshot; }

size_t DBWorldSnapshot_GetByteCount(const DBWorldSnapshot* snapshot) {
    if (snapshot == nullptr) return 0;
    return snapshot->compressedArena.size() + bytes(snapshot->bodies) + bytes(snapshot->fixtures) + bytes(snapshot->joints) +
           (snapshot->begins.size() + snapshot->ends.size() + snapshot->pendingBegins.size() +
            snapshot->pendingEnds.size()) * sizeof(DBContactEvent);
}

size_t DBWorldSnapshot_GetArenaByteCount(const DBWorldSnapshot* snapshot) { return snapshot ? snapshot->arenaSize : 0; }

bool DBWorldSnapshot_CopyArenaBytes(const DBWorldSnapshot* snapshot, uint8_t* bytes, uintptr_t* base) {
    if (snapshot == nullptr) return false;
    std::vector<uint8_t> arena;
    if (!decompress(*snapshot, arena)) return false;
    std::memcpy(bytes, arena.data(), arena.size());
    *base = snapshot->base;
    return true;
}

// MARK: - Snapshots as bytes

namespace {

/// What precedes an encoded snapshot's tables, events and compressed arena.
struct EncodedHead {
    uint64_t magic;
    uint64_t arenaSize, base, worldOffset, compressedSize;
    int64_t firstBody, lastBody;
    /// The ground body's offset in the arena, or `kNoGround`.
    uint64_t groundOffset;
    uint64_t bodySlots, fixtureSlots, jointSlots;
    int64_t bodyFree, bodyCount, fixtureFree, fixtureCount, jointFree, jointCount;
    uint64_t begins, ends, pendingBegins, pendingEnds;
};

constexpr uint64_t kEncodedMagic = 0x3130504e53424444;   // "DDBSNP01"
constexpr uint64_t kNoGround = UINT64_MAX;
/// The largest arena a snapshot may hold (a world's whole address range).
constexpr uint64_t kLargestArena = uint64_t(1) << 30;

/// Appends the raw bytes of `items` to `out`.
template <typename T>
void append(uint8_t*& out, const std::vector<T>& items) {
    if (!items.empty()) std::memcpy(out, items.data(), items.size() * sizeof(T));
    out += items.size() * sizeof(T);
}

/// Reads `count` items of `T` from `in` (which has `left` bytes) into `items`; false when fewer bytes are left.
template <typename T>
bool take(const uint8_t*& in, size_t& left, uint64_t count, std::vector<T>& items) {
    if (count > left / sizeof(T)) return false;
    items.resize(count);
    if (count > 0) std::memcpy(items.data(), in, count * sizeof(T));
    in += count * sizeof(T);
    left -= count * sizeof(T);
    return true;
}

/// Whether `slots` (with `freeHead` and `count`) is a table whose objects lie in the arena
/// `[base, base + size)` and whose links stay within it.
template <typename Slot>
bool plausible(const std::vector<Slot>& slots, int64_t freeHead, int64_t count, uint64_t base, uint64_t size) {
    const int64_t capacity = static_cast<int64_t>(slots.size());
    if (capacity < 1 || freeHead < 0 || freeHead >= capacity || count < 0 || count >= capacity) return false;
    for (const Slot& slot : slots) {
        const auto address = reinterpret_cast<uint64_t>(slot.object);
        if (slot.object != nullptr && (address < base || address - base >= size)) return false;
        if (slot.nextFree < 0 || slot.nextFree >= capacity) return false;
    }
    return true;
}

template <typename Table>
uint64_t slotBytes(const Table& table) {
    return table.slots().size() * sizeof(table.slots()[0]);
}

}  // namespace

size_t DBWorldSnapshot_GetEncodedByteCount(const DBWorldSnapshot* snapshot) {
    if (snapshot == nullptr) return 0;
    return sizeof(EncodedHead) + slotBytes(snapshot->bodies) + slotBytes(snapshot->fixtures) + slotBytes(snapshot->joints) +
           (snapshot->begins.size() + snapshot->ends.size() + snapshot->pendingBegins.size() +
            snapshot->pendingEnds.size()) * sizeof(DBContactEvent) +
           snapshot->compressedArena.size();
}

void DBWorldSnapshot_Encode(const DBWorldSnapshot* snapshot, uint8_t* bytes) {
    if (snapshot == nullptr) return;
    const DBWorldSnapshot& s = *snapshot;
    EncodedHead head{};
    head.magic = kEncodedMagic;
    head.arenaSize = s.arenaSize;
    head.base = s.base;
    head.worldOffset = s.worldOffset;
    head.compressedSize = s.compressedArena.size();
    head.firstBody = s.firstBody;
    head.lastBody = s.lastBody;
    head.groundOffset = s.ground ? reinterpret_cast<uintptr_t>(s.ground) - s.base : kNoGround;
    head.bodySlots = s.bodies.slots().size();
    head.fixtureSlots = s.fixtures.slots().size();
    head.jointSlots = s.joints.slots().size();
    head.bodyFree = s.bodies.freeHead();
    head.bodyCount = s.bodies.count();
    head.fixtureFree = s.fixtures.freeHead();
    head.fixtureCount = s.fixtures.count();
    head.jointFree = s.joints.freeHead();
    head.jointCount = s.joints.count();
    head.begins = s.begins.size();
    head.ends = s.ends.size();
    head.pendingBegins = s.pendingBegins.size();
    head.pendingEnds = s.pendingEnds.size();
    std::memcpy(bytes, &head, sizeof head);
    uint8_t* out = bytes + sizeof head;
    append(out, s.bodies.slots());
    append(out, s.fixtures.slots());
    append(out, s.joints.slots());
    append(out, s.begins);
    append(out, s.ends);
    append(out, s.pendingBegins);
    append(out, s.pendingEnds);
    append(out, s.compressedArena);
}

DBWorldSnapshot* DBWorldSnapshot_Decode(const uint8_t* bytes, size_t count) {
    if (bytes == nullptr || count < sizeof(EncodedHead)) return nullptr;
    EncodedHead head;
    std::memcpy(&head, bytes, sizeof head);
    if (head.magic != kEncodedMagic || head.arenaSize == 0 || head.arenaSize > kLargestArena ||
        head.worldOffset >= head.arenaSize || head.base == 0 || head.base > UINTPTR_MAX - head.arenaSize ||
        (head.groundOffset != kNoGround && head.groundOffset >= head.arenaSize)) {
        return nullptr;
    }
    const uint8_t* in = bytes + sizeof head;
    size_t left = count - sizeof head;
    using BodySlots = std::vector<std::decay_t<decltype(DBWorldSnapshot::bodies.slots()[0])>>;
    using FixtureSlots = std::vector<std::decay_t<decltype(DBWorldSnapshot::fixtures.slots()[0])>>;
    using JointSlots = std::vector<std::decay_t<decltype(DBWorldSnapshot::joints.slots()[0])>>;
    BodySlots bodies;
    FixtureSlots fixtures;
    JointSlots joints;
    auto snapshot = std::make_unique<DBWorldSnapshot>();
    if (!take(in, left, head.bodySlots, bodies) || !take(in, left, head.fixtureSlots, fixtures) ||
        !take(in, left, head.jointSlots, joints) || !take(in, left, head.begins, snapshot->begins) ||
        !take(in, left, head.ends, snapshot->ends) || !take(in, left, head.pendingBegins, snapshot->pendingBegins) ||
        !take(in, left, head.pendingEnds, snapshot->pendingEnds) ||
        !take(in, left, head.compressedSize, snapshot->compressedArena) || left != 0) {
        return nullptr;
    }
    if (!plausible(bodies, head.bodyFree, head.bodyCount, head.base, head.arenaSize) ||
        !plausible(fixtures, head.fixtureFree, head.fixtureCount, head.base, head.arenaSize) ||
        !plausible(joints, head.jointFree, head.jointCount, head.base, head.arenaSize)) {
        return nullptr;
    }
    const auto bodySlots = static_cast<int64_t>(bodies.size());
    for (const auto& slot : bodies) {
        if (slot.extra.previous < 0 || slot.extra.previous >= bodySlots || slot.extra.next < 0 || slot.extra.next >= bodySlots) {
            return nullptr;
        }
    }
    if (head.firstBody < 0 || head.firstBody >= bodySlots || head.lastBody < 0 || head.lastBody >= bodySlots) return nullptr;
    if (ZSTD_getFrameContentSize(snapshot->compressedArena.data(), snapshot->compressedArena.size()) != head.arenaSize) {
        return nullptr;
    }
    snapshot->arenaSize = head.arenaSize;
    snapshot->base = head.base;
    snapshot->worldOffset = head.worldOffset;
    snapshot->bodies.assign(std::move(bodies), static_cast<int32_t>(head.bodyFree), static_cast<int32_t>(head.bodyCount));
    snapshot->fixtures.assign(std::move(fixtures), static_cast<int32_t>(head.fixtureFree), static_cast<int32_t>(head.fixtureCount));
    snapshot->joints.assign(std::move(joints), static_cast<int32_t>(head.jointFree), static_cast<int32_t>(head.jointCount));
    snapshot->firstBody = static_cast<int32_t>(head.firstBody);
    snapshot->lastBody = static_cast<int32_t>(head.lastBody);
    snapshot->ground = head.groundOffset == kNoGround ? nullptr : reinterpret_cast<b2Body*>(head.base + head.groundOffset);
    return snapshot.release();
}
