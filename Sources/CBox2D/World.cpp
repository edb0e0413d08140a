// World settings, stepping and the per-step answers: contact events and body states.
#include <algorithm>
#include <new>

#include "World.hpp"

using cbox2d::World;

namespace {

/// A b2World made in `arena` (or on the heap when it is null), allocating from it.
b2World& makeWorld(cbox2d::Arena* arena, DBVec2 gravity) {
    cbox2d::ArenaScope scope(arena);
    void* memory = arena ? arena->allocate(sizeof(b2World)) : nullptr;
    if (memory == nullptr) memory = ::operator new(sizeof(b2World));
    auto* world = new (memory) b2World(cbox2d::toB2(gravity));
    return *world;
}

}  // namespace

World::World(const DBWorldDef& def) : arena(Arena::create()), world(makeWorld(arena, def.gravity)), recorder(*this) {
    world.SetAllowSleeping(def.allowSleep);
    world.SetContactListener(&recorder);
}

World::~World() {
    bool inArena = arena && arena->contains(&world);
    {
        ArenaScope scope(arena);
        world.~b2World();
    }
    if (!inArena) ::operator delete(&world);
    delete arena;
}

void World::beginQuery() {
    fixtureMarks.resize(static_cast<size_t>(fixtures.capacity()), 0);
    bodyMarks.resize(static_cast<size_t>(bodies.capacity()), 0);
    if (++queryMark == 0) {
        std::fill(fixtureMarks.begin(), fixtureMarks.end(), 0);
        std::fill(bodyMarks.begin(), bodyMarks.end(), 0);
        queryMark = 1;
    }
}

DBVec2 DBWorld_GetGravity(DBWorldId id) {
    cbox2d::BoundWorld w(id);
    return w ? cbox2d::toDB(w->world.GetGravity()) : DBVec2{0, 0};
}

void DBWorld_SetGravity(DBWorldId id, DBVec2 gravity) {
    cbox2d::BoundWorld w(id);
    if (w && cbox2d::isFinite(gravity)) w->world.SetGravity(cbox2d::toB2(gravity));
}

bool DBWorld_GetAllowSleep(DBWorldId id) {
    cbox2d::BoundWorld w(id);
    return w && w->world.GetAllowSleeping();
}

void DBWorld_SetAllowSleep(DBWorldId id, bool flag) {
    if (cbox2d::BoundWorld w(id); w) w->world.SetAllowSleeping(flag);
}

void DBWorld_Step(DBWorldId id, float timeStep, int32_t velocityIterations, int32_t positionIterations) {
    cbox2d::BoundWorld w(id);
    if (w == nullptr || !(timeStep >= 0.0f) || !cbox2d::isFinite(timeStep)) return;
    // This step reports what happened since the last one: pending events, then its own.
    w->begins.clear();
    w->ends.clear();
    w->begins.swap(w->pendingBegins);
    w->ends.swap(w->pendingEnds);
    w->stepping = true;
    w->world.Step(timeStep, velocityIterations, positionIterations);
    w->stepping = false;
}

int32_t DBWorld_GetBodyCount(DBWorldId id) {
    cbox2d::BoundWorld w(id);
    return w ? w->bodies.count() : 0;
}

int32_t DBWorld_GetJointCount(DBWorldId id) {
    cbox2d::BoundWorld w(id);
    return w ? w->joints.count() : 0;
}

int32_t DBWorld_GetContactBeginEvents(DBWorldId id, const DBContactEvent** events) {
    cbox2d::BoundWorld w(id);
    if (w == nullptr) return 0;
    *events = w->begins.data();
    return static_cast<int32_t>(w->begins.size());
}

int32_t DBWorld_GetContactEndEvents(DBWorldId id, const DBContactEvent** events) {
    cbox2d::BoundWorld w(id);
    if (w == nullptr) return 0;
    *events = w->ends.data();
    return static_cast<int32_t>(w->ends.size());
}

int32_t DBWorld_GetBodyStates(DBWorldId id, const DBBodyState** states) {
    cbox2d::BoundWorld w(id);
    if (w == nullptr) return 0;
    w->states.clear();
    for (int32_t index = w->firstBody; index != 0; index = w->bodies[index].extra.next) {
        const auto& slot = w->bodies[index];
        const b2Body* body = slot.object;
        w->states.push_back(DBBodyState{
            DBBodyId{index, slot.generation},
            cbox2d::toDB(body->GetPosition()),
            body->GetAngle(),
            cbox2d::toDB(body->GetLinearVelocity()),
            body->GetAngularVelocity(),
            body->IsAwake(),
        });
    }
    *states = w->states.data();
    return static_cast<int32_t>(w->states.size());
}
