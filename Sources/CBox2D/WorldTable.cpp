// The process-wide table of worlds behind DBWorldId.
//
// A fixed array, so looking a world up never races with another thread creating one: creation
// and destruction take a lock, lookups read two atomics.
#include <atomic>
#include <mutex>

#include "World.hpp"

namespace {

constexpr int32_t kWorldCapacity = 1024;

struct WorldSlot {
    std::atomic<cbox2d::World*> world{nullptr};
    std::atomic<uint32_t> generation{0};
    int32_t nextFree = 0;
};

WorldSlot gSlots[kWorldCapacity];
std::mutex gLock;
int32_t gFreeHead = 0;
int32_t gUsed = 1;  // slot 0 stays empty: index 0 is the null handle
/// The world the calling thread's latest entry point looked up: the one an allocation made with
/// no arena bound is charged to. A handle, not a pointer, so a world destroyed since is no risk.
thread_local DBWorldId tLastWorld{0, 0};

/// The world `id` names, or null, without noting it as the thread's latest.
cbox2d::World* lookUp(DBWorldId id) {
    if (id.index <= 0 || id.index >= kWorldCapacity || id.generation == 0) return nullptr;
    WorldSlot& slot = gSlots[id.index];
    if (slot.generation.load(std::memory_order_acquire) != id.generation) return nullptr;
    return slot.world.load(std::memory_order_acquire);
}

}  // namespace

cbox2d::World* cbox2d::findWorld(DBWorldId id) {
    tLastWorld = id;
    return lookUp(id);
}

void cbox2d::noteAllocationOutsideArena() {
    if (World* world = lookUp(tLastWorld)) world->allocatedOutsideArena.store(true, std::memory_order_relaxed);
}

DBWorldId DBWorld_Create(const DBWorldDef* def) {
    if (def == nullptr || !cbox2d::isFinite(def->gravity)) return DBWorldId{0, 0};
    tLastWorld = DBWorldId{0, 0};   // a new world's allocations are not another world's
    std::lock_guard<std::mutex> guard(gLock);
    int32_t index;
    if (gFreeHead != 0) {
        index = gFreeHead;
        gFreeHead = gSlots[index].nextFree;
    } else if (gUsed < kWorldCapacity) {
        index = gUsed++;
    } else {
        return DBWorldId{0, 0};
    }
    WorldSlot& slot = gSlots[index];
    uint32_t generation = slot.generation.load(std::memory_order_relaxed);
    if (generation == 0) generation = 1;
    slot.world.store(new cbox2d::World(*def), std::memory_order_release);
    slot.generation.store(generation, std::memory_order_release);
    return DBWorldId{index, generation};
}

void DBWorld_Destroy(DBWorldId id) {
    cbox2d::World* world;
    {
        std::lock_guard<std::mutex> guard(gLock);
        world = lookUp(id);
        if (world == nullptr) return;
        WorldSlot& slot = gSlots[id.index];
        slot.generation.store(id.generation == UINT32_MAX ? 1 : id.generation + 1, std::memory_order_release);
        slot.world.store(nullptr, std::memory_order_release);
        slot.nextFree = gFreeHead;
        gFreeHead = id.index;
    }
    delete world;
}

bool DBWorld_IsValid(DBWorldId id) { return lookUp(id) != nullptr; }
