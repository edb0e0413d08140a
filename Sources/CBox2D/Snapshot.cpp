// Snapshots: a world's arena and handle tables copied out, and copied into a world again.
#include <zstd.h>

#include <cstring>

#include "World.hpp"

using cbox2d::World;

struct DBWorldSnapshot {
    /// The arena's used bytes, compressed (Zstandard, fastest level): a busy world's arena is a
    /// few MB, much of it zeros and small integers, and shrinks about six times in some 15 ms.
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
    snapshot->compressedArena.resize(ZSTD_compressBound(snapshot->arenaSize));
    size_t compressedSize = ZSTD_compress(snapshot->compressedArena.data(), snapshot->compressedArena.size(), base,
                                          snapshot->arenaSize, 1);
    if (ZSTD_isError(compressedSize)) {
        delete snapshot;
        return DBSnapshotResult_compressionFailed;
    }
    snapshot->compressedArena.resize(compressedSize);
    snapshot->compressedArena.shrink_to_fit();
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
