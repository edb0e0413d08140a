// World: one b2World with the handle tables, event buffers and answer buffers around it.
#pragma once

#include <box2d/box2d.h>

#include <atomic>
#include <cmath>
#include <vector>

#include "Arena.hpp"
#include "CBox2D.h"
#include "SlotTable.hpp"

namespace cbox2d {

struct World;

/// Records begin and end contact events into the world's buffers.
class ContactRecorder final : public b2ContactListener {
public:
    explicit ContactRecorder(World& world) : world_(world) {}
    void BeginContact(b2Contact* contact) override;
    void EndContact(b2Contact* contact) override;

private:
    World& world_;
};

/// A body slot's links in the creation-order list, and the caller's user data.
struct BodyExtra {
    int32_t previous = 0;
    int32_t next = 0;
    uint64_t userData = 0;
};

struct World {
    explicit World(const DBWorldDef& def);
    ~World();
    World(const World&) = delete;
    World& operator=(const World&) = delete;

    /// Where all of the world's Box2D memory lives; null when none could be reserved (then the
    /// world lives on the heap and cannot be snapshot).
    Arena* arena;
    /// The Box2D world, the first block in `arena`.
    b2World& world;
    ContactRecorder recorder;

    SlotTable<b2Body, BodyExtra> bodies;
    SlotTable<b2Fixture> fixtures;
    SlotTable<b2Joint> joints;
    /// Ends of the list of live bodies in creation order (slot indices, 0 = none).
    int32_t firstBody = 0;
    int32_t lastBody = 0;
    /// The static body mouse joints hang from, made on first use; it has no slot.
    b2Body* ground = nullptr;

    /// Set when Box2D allocated during a call on this world with no arena bound: some of the
    /// world's memory may then be on the heap, so it cannot be snapshot (atomic: the allocation
    /// may be noted from a thread that used the world last).
    std::atomic<bool> allocatedOutsideArena{false};

    /// True inside b2World::Step: events then belong to this step.
    bool stepping = false;
    std::vector<DBContactEvent> begins;
    std::vector<DBContactEvent> ends;
    /// Events raised between steps (destroying a body ends its contacts); the next step reports them.
    std::vector<DBContactEvent> pendingBegins;
    std::vector<DBContactEvent> pendingEnds;

    // Answer buffers, reused from call to call.
    std::vector<DBBodyState> states;
    std::vector<DBFixtureId> fixtureAnswers;
    std::vector<DBBodyId> bodyAnswers;
    std::vector<DBRayHit> rayHits;
    std::vector<DBDebugShape> debugShapes;
    std::vector<uint64_t> deepState;
    std::vector<DBVec2> debugVertices;
    std::vector<int32_t> doomedSlots;
    /// Per fixture and body slot: the query that last reported it (deduplicates chain children).
    std::vector<uint32_t> fixtureMarks;
    std::vector<uint32_t> bodyMarks;
    uint32_t queryMark = 0;

    b2Body* findBody(DBBodyId id) {
        auto* slot = bodies.find(id.index, id.generation);
        return slot ? slot->object : nullptr;
    }
    b2Fixture* findFixture(DBFixtureId id) {
        auto* slot = fixtures.find(id.index, id.generation);
        return slot ? slot->object : nullptr;
    }
    b2Joint* findJoint(DBJointId id) {
        auto* slot = joints.find(id.index, id.generation);
        return slot ? slot->object : nullptr;
    }

    /// The handle of a body made through this API; null for the mouse-joint ground.
    DBBodyId bodyId(const b2Body* body) {
        auto index = static_cast<int32_t>(const_cast<b2Body*>(body)->GetUserData().pointer);
        return index == 0 ? DBBodyId{0, 0} : DBBodyId{index, bodies[index].generation};
    }
    DBFixtureId fixtureId(const b2Fixture* fixture) {
        auto index = static_cast<int32_t>(const_cast<b2Fixture*>(fixture)->GetUserData().pointer);
        return DBFixtureId{index, fixtures[index].generation};
    }
    DBJointId jointId(const b2Joint* joint) {
        auto index = static_cast<int32_t>(const_cast<b2Joint*>(joint)->GetUserData().pointer);
        return DBJointId{index, joints[index].generation};
    }

    /// Starts a new query: mark buffers sized to the tables and a fresh mark value.
    void beginQuery();
};

/// The live world a handle names, or null.
World* findWorld(DBWorldId id);

/// The live world a handle names (or null), with its arena bound to the thread while this
/// lives: every call into Box2D that may allocate for a world happens under one.
class BoundWorld {
public:
    explicit BoundWorld(DBWorldId id) : world_(findWorld(id)), scope_(world_ ? world_->arena : nullptr) {}
    operator World*() const { return world_; }
    World* operator->() const { return world_; }

private:
    World* world_;
    ArenaScope scope_;
};

/// The live body a pair of handles names (or null), its world's arena bound while this lives.
class BoundBody {
public:
    BoundBody(DBWorldId worldId, DBBodyId bodyId) : world_(worldId), body_(world_ ? world_->findBody(bodyId) : nullptr) {}
    operator b2Body*() const { return body_; }
    b2Body* operator->() const { return body_; }

private:
    BoundWorld world_;
    b2Body* body_;
};

inline b2Vec2 toB2(DBVec2 v) { return b2Vec2(v.x, v.y); }
inline DBVec2 toDB(const b2Vec2& v) { return DBVec2{v.x, v.y}; }
inline bool isFinite(float v) { return std::isfinite(v); }
inline bool isFinite(DBVec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

}  // namespace cbox2d
