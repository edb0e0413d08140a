// The deep state: every value of a world's Box2D state the next steps read, as words to hash, so
// a restored keyframe can be checked beyond body motion (contacts, impulses, sleep timers, the
// broad phase). Box2D keeps much of it private; it is read through member pointers named by
// explicit instantiation, which C++ allows without access checks.
#include <cstring>

#include "World.hpp"

using cbox2d::World;

namespace {

/// `Member` made readable as `member(Tag{})`: an explicit instantiation may name a private
/// member, and the friend function it defines hands the member pointer out.
template <typename Tag, typename Tag::Pointer Member>
struct Expose {
    friend typename Tag::Pointer member(Tag) { return Member; }
};

#define DB_EXPOSE(Name, Class, Type, Field)           \
    struct Name {                                     \
        using Pointer = Type Class::*;                \
        friend Pointer member(Name);                  \
    };                                                \
    template struct Expose<Name, &Class::Field>;

DB_EXPOSE(WorldInvDt0, b2World, float, m_inv_dt0)
DB_EXPOSE(WorldNewContacts, b2World, bool, m_newContacts)
DB_EXPOSE(WorldStepComplete, b2World, bool, m_stepComplete)
DB_EXPOSE(BodyFlags, b2Body, uint16, m_flags)
DB_EXPOSE(BodyIslandIndex, b2Body, int32, m_islandIndex)
DB_EXPOSE(BodySweep, b2Body, b2Sweep, m_sweep)
DB_EXPOSE(BodyForce, b2Body, b2Vec2, m_force)
DB_EXPOSE(BodyTorque, b2Body, float, m_torque)
DB_EXPOSE(BodyInvMass, b2Body, float, m_invMass)
DB_EXPOSE(BodyInertia, b2Body, float, m_I)
DB_EXPOSE(BodyInvInertia, b2Body, float, m_invI)
DB_EXPOSE(BodySleepTime, b2Body, float, m_sleepTime)
DB_EXPOSE(FixtureProxies, b2Fixture, b2FixtureProxy*, m_proxies)
DB_EXPOSE(FixtureProxyCount, b2Fixture, int32, m_proxyCount)
DB_EXPOSE(ContactFlags, b2Contact, uint32, m_flags)
DB_EXPOSE(ContactToiCount, b2Contact, int32, m_toiCount)
DB_EXPOSE(ContactToi, b2Contact, float, m_toi)
DB_EXPOSE(BroadPhaseTree, b2BroadPhase, b2DynamicTree, m_tree)
DB_EXPOSE(BroadPhaseMoveBuffer, b2BroadPhase, int32*, m_moveBuffer)
DB_EXPOSE(BroadPhaseMoveCount, b2BroadPhase, int32, m_moveCount)
DB_EXPOSE(TreeRoot, b2DynamicTree, int32, m_root)
DB_EXPOSE(TreeNodes, b2DynamicTree, b2TreeNode*, m_nodes)
DB_EXPOSE(TreeNodeCount, b2DynamicTree, int32, m_nodeCount)
DB_EXPOSE(TreeNodeCapacity, b2DynamicTree, int32, m_nodeCapacity)
DB_EXPOSE(TreeFreeList, b2DynamicTree, int32, m_freeList)
DB_EXPOSE(TreeInsertionCount, b2DynamicTree, int32, m_insertionCount)

#undef DB_EXPOSE

/// The private member `Tag` names, of `object`.
template <typename Tag, typename Object>
const auto& read(const Object& object) {
    return object.*member(Tag{});
}

/// Appends values to the word list, each as its exact bits.
class Words {
public:
    explicit Words(std::vector<uint64_t>& words) : words_(words) { words_.clear(); }

    void add(uint64_t v) { words_.push_back(v); }
    void add(int32_t v) { add(static_cast<uint64_t>(static_cast<uint32_t>(v))); }
    void add(uint32_t v) { add(static_cast<uint64_t>(v)); }
    void add(bool v) { add(static_cast<uint64_t>(v ? 1 : 0)); }
    void add(float v) {
        uint32_t bits;
        std::memcpy(&bits, &v, sizeof bits);
        add(bits);
    }
    void add(const b2Vec2& v) {
        add(v.x);
        add(v.y);
    }
    void add(const b2AABB& box) {
        add(box.lowerBound);
        add(box.upperBound);
    }
    void add(DBBodyId id) {
        add(id.index);
        add(id.generation);
    }
    void add(DBFixtureId id) {
        add(id.index);
        add(id.generation);
    }
    void add(DBJointId id) {
        add(id.index);
        add(id.generation);
    }

private:
    std::vector<uint64_t>& words_;
};

/// A contact by what it joins: both fixtures and their child indices.
void addContactKey(Words& out, World& w, b2Contact* contact) {
    out.add(w.fixtureId(contact->GetFixtureA()));
    out.add(contact->GetChildIndexA());
    out.add(w.fixtureId(contact->GetFixtureB()));
    out.add(contact->GetChildIndexB());
}

void addBody(Words& out, World& w, b2Body* body) {
    out.add(w.bodyId(body));
    out.add(static_cast<int32_t>(body->GetType()));
    out.add(static_cast<uint32_t>(read<BodyFlags>(*body)));
    out.add(read<BodyIslandIndex>(*body));
    const b2Transform& xf = body->GetTransform();
    out.add(xf.p);
    out.add(xf.q.s);
    out.add(xf.q.c);
    const b2Sweep& sweep = read<BodySweep>(*body);
    out.add(sweep.localCenter);
    out.add(sweep.c0);
    out.add(sweep.c);
    out.add(sweep.a0);
    out.add(sweep.a);
    out.add(sweep.alpha0);
    out.add(body->GetLinearVelocity());
    out.add(body->GetAngularVelocity());
    out.add(read<BodyForce>(*body));
    out.add(read<BodyTorque>(*body));
    out.add(body->GetMass());
    out.add(read<BodyInvMass>(*body));
    out.add(read<BodyInertia>(*body));
    out.add(read<BodyInvInertia>(*body));
    out.add(body->GetLinearDamping());
    out.add(body->GetAngularDamping());
    out.add(body->GetGravityScale());
    out.add(read<BodySleepTime>(*body));
    for (b2Fixture* fixture = body->GetFixtureList(); fixture; fixture = fixture->GetNext()) {
        out.add(w.fixtureId(fixture));
        out.add(fixture->GetDensity());
        out.add(fixture->GetFriction());
        out.add(fixture->GetRestitution());
        out.add(fixture->GetRestitutionThreshold());
        out.add(fixture->IsSensor());
        const b2Filter& filter = fixture->GetFilterData();
        out.add(static_cast<uint32_t>(filter.categoryBits) << 16 | filter.maskBits);
        out.add(static_cast<int32_t>(filter.groupIndex));
        out.add(static_cast<int32_t>(fixture->GetType()));
        out.add(fixture->GetShape()->m_radius);
        const int32 proxyCount = read<FixtureProxyCount>(*fixture);
        const b2FixtureProxy* proxies = read<FixtureProxies>(*fixture);
        out.add(proxyCount);
        for (int32 i = 0; i < proxyCount; ++i) {
            out.add(proxies[i].proxyId);
            out.add(proxies[i].childIndex);
            out.add(proxies[i].aabb);
        }
    }
    for (b2JointEdge* edge = body->GetJointList(); edge; edge = edge->next) out.add(w.jointId(edge->joint));
    for (b2ContactEdge* edge = body->GetContactList(); edge; edge = edge->next) addContactKey(out, w, edge->contact);
}

void addContact(Words& out, World& w, b2Contact* contact) {
    addContactKey(out, w, contact);
    out.add(read<ContactFlags>(*contact));
    out.add(read<ContactToiCount>(*contact));
    out.add(read<ContactToi>(*contact));
    out.add(contact->GetFriction());
    out.add(contact->GetRestitution());
    out.add(contact->GetRestitutionThreshold());
    out.add(contact->GetTangentSpeed());
    const b2Manifold* manifold = contact->GetManifold();
    out.add(static_cast<int32_t>(manifold->type));
    out.add(manifold->localNormal);
    out.add(manifold->localPoint);
    out.add(manifold->pointCount);
    for (int32 i = 0; i < manifold->pointCount; ++i) {
        const b2ManifoldPoint& point = manifold->points[i];
        out.add(point.localPoint);
        out.add(point.normalImpulse);
        out.add(point.tangentImpulse);
        out.add(point.id.key);
    }
}

void addJoint(Words& out, World& w, b2Joint* joint) {
    out.add(w.jointId(joint));
    out.add(static_cast<int32_t>(joint->GetType()));
    out.add(w.bodyId(joint->GetBodyA()));
    out.add(w.bodyId(joint->GetBodyB()));
    out.add(joint->GetCollideConnected());
    out.add(joint->GetAnchorA());
    out.add(joint->GetAnchorB());
    // At an inverse time step of 1 these are the joint's accumulated impulses, exactly.
    out.add(joint->GetReactionForce(1.0f));
    out.add(joint->GetReactionTorque(1.0f));
}

void addBroadPhase(Words& out, World& w, const b2BroadPhase& broadPhase) {
    out.add(broadPhase.GetProxyCount());
    const int32 moveCount = read<BroadPhaseMoveCount>(broadPhase);
    const int32* moveBuffer = read<BroadPhaseMoveBuffer>(broadPhase);
    out.add(moveCount);
    for (int32 i = 0; i < moveCount; ++i) out.add(moveBuffer[i]);
    const b2DynamicTree& tree = read<BroadPhaseTree>(broadPhase);
    out.add(read<TreeRoot>(tree));
    out.add(read<TreeNodeCount>(tree));
    out.add(read<TreeFreeList>(tree));
    out.add(read<TreeInsertionCount>(tree));
    const int32 capacity = read<TreeNodeCapacity>(tree);
    const b2TreeNode* nodes = read<TreeNodes>(tree);
    out.add(capacity);
    for (int32 i = 0; i < capacity; ++i) {
        const b2TreeNode& node = nodes[i];
        out.add(node.height);
        out.add(node.parent);   // `next` for a free node
        if (node.height < 0) continue;   // free: the rest is stale
        out.add(node.child1);
        out.add(node.child2);
        out.add(node.aabb);
        out.add(node.moved);
        if (node.IsLeaf()) {
            const auto* proxy = static_cast<const b2FixtureProxy*>(node.userData);
            out.add(w.fixtureId(proxy->fixture));
            out.add(proxy->childIndex);
        }
    }
}

}  // namespace

int32_t DBWorld_GetDeepState(DBWorldId id, const uint64_t** words) {
    World* w = cbox2d::findWorld(id);
    if (w == nullptr) return 0;
    Words out(w->deepState);
    const b2World& world = w->world;
    out.add(world.GetGravity());
    out.add(world.GetAllowSleeping());
    out.add(world.GetWarmStarting());
    out.add(world.GetContinuousPhysics());
    out.add(world.GetSubStepping());
    out.add(world.GetAutoClearForces());
    out.add(read<WorldInvDt0>(world));
    out.add(read<WorldNewContacts>(world));
    out.add(read<WorldStepComplete>(world));
    out.add(world.GetBodyCount());
    out.add(world.GetContactCount());
    out.add(world.GetJointCount());
    for (b2Body* body = w->world.GetBodyList(); body; body = body->GetNext()) addBody(out, *w, body);
    for (b2Contact* contact = w->world.GetContactList(); contact; contact = contact->GetNext()) addContact(out, *w, contact);
    for (b2Joint* joint = w->world.GetJointList(); joint; joint = joint->GetNext()) addJoint(out, *w, joint);
    addBroadPhase(out, *w, world.GetContactManager().m_broadPhase);
    *words = w->deepState.data();
    return static_cast<int32_t>(w->deepState.size());
}
