// Bodies: creation, destruction (with their fixtures and joints), state and forces.
#include <algorithm>

#include "World.hpp"

using cbox2d::isFinite;
using cbox2d::toB2;
using cbox2d::toDB;
using cbox2d::World;

namespace {

/// The live body a handle names, or null, without binding the world's arena: for the calls
/// that never make Box2D allocate (getters, velocities, forces, flags), which scenes make for
/// every body every tick. Moving or enabling a body touches the broad-phase, so those calls
/// use `BoundBody`.
b2Body* findBody(DBWorldId worldId, DBBodyId bodyId) {
    World* w = cbox2d::findWorld(worldId);
    return w ? w->findBody(bodyId) : nullptr;
}

bool isValid(const DBBodyDef& def) {
    return isFinite(def.position) && isFinite(def.angle) && isFinite(def.linearVelocity) &&
           isFinite(def.angularVelocity) && isFinite(def.gravityScale) && isFinite(def.linearDamping) &&
           isFinite(def.angularDamping) && def.linearDamping >= 0.0f && def.angularDamping >= 0.0f &&
           def.type >= DBBodyType_static && def.type <= DBBodyType_dynamic;
}

}  // namespace

DBBodyId DBWorld_CreateBody(DBWorldId worldId, const DBBodyDef* def) {
    cbox2d::BoundWorld w(worldId);
    if (w == nullptr || def == nullptr || !isValid(*def)) return DBBodyId{0, 0};
    b2BodyDef bd;
    bd.type = static_cast<b2BodyType>(def->type);
    bd.position = toB2(def->position);
    bd.angle = def->angle;
    bd.linearVelocity = toB2(def->linearVelocity);
    bd.angularVelocity = def->angularVelocity;
    bd.linearDamping = def->linearDamping;
    bd.angularDamping = def->angularDamping;
    bd.gravityScale = def->gravityScale;
    bd.allowSleep = def->allowSleep;
    bd.awake = def->awake;
    bd.fixedRotation = def->fixedRotation;
    bd.bullet = def->bullet;
    bd.enabled = def->enabled;
    b2Body* body = w->world.CreateBody(&bd);
    int32_t index = w->bodies.allocate(body);
    body->GetUserData().pointer = static_cast<uintptr_t>(index);

    auto& extra = w->bodies[index].extra;
    extra.userData = def->userData;
    extra.previous = w->lastBody;
    if (w->lastBody != 0) w->bodies[w->lastBody].extra.next = index;
    else w->firstBody = index;
    w->lastBody = index;
    return DBBodyId{index, w->bodies[index].generation};
}

void DBBody_Destroy(DBWorldId worldId, DBBodyId bodyId) {
    cbox2d::BoundWorld w(worldId);
    if (w == nullptr) return;
    b2Body* body = w->findBody(bodyId);
    if (body == nullptr) return;

    // Box2D frees the body's fixtures and joints with it; their slots go after it (EndContact
    // fires inside DestroyBody while the handles are still live).
    w->doomedSlots.clear();
    for (b2Fixture* f = body->GetFixtureList(); f; f = f->GetNext()) {
        w->doomedSlots.push_back(static_cast<int32_t>(f->GetUserData().pointer));
    }
    size_t fixtureCount = w->doomedSlots.size();
    for (b2JointEdge* edge = body->GetJointList(); edge; edge = edge->next) {
        w->doomedSlots.push_back(static_cast<int32_t>(edge->joint->GetUserData().pointer));
    }
    w->world.DestroyBody(body);
    for (size_t i = 0; i < w->doomedSlots.size(); ++i) {
        if (i < fixtureCount) w->fixtures.release(w->doomedSlots[i]);
        else w->joints.release(w->doomedSlots[i]);
    }

    const auto extra = w->bodies[bodyId.index].extra;
    if (extra.previous != 0) w->bodies[extra.previous].extra.next = extra.next;
    else w->firstBody = extra.next;
    if (extra.next != 0) w->bodies[extra.next].extra.previous = extra.previous;
    else w->lastBody = extra.previous;
    w->bodies.release(bodyId.index);
}

bool DBBody_IsValid(DBWorldId w, DBBodyId b) { return findBody(w, b) != nullptr; }

DBBodyType DBBody_GetType(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body ? static_cast<DBBodyType>(body->GetType()) : DBBodyType_static;
}

DBVec2 DBBody_GetPosition(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body ? toDB(body->GetPosition()) : DBVec2{0, 0};
}

float DBBody_GetAngle(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body ? body->GetAngle() : 0.0f;
}

void DBBody_SetTransform(DBWorldId w, DBBodyId b, DBVec2 position, float angle) {
    cbox2d::BoundBody body(w, b);
    if (body && isFinite(position) && isFinite(angle)) body->SetTransform(toB2(position), angle);
}

DBVec2 DBBody_GetLinearVelocity(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body ? toDB(body->GetLinearVelocity()) : DBVec2{0, 0};
}

void DBBody_SetLinearVelocity(DBWorldId w, DBBodyId b, DBVec2 velocity) {
    b2Body* body = findBody(w, b);
    if (body && isFinite(velocity)) body->SetLinearVelocity(toB2(velocity));
}

float DBBody_GetAngularVelocity(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body ? body->GetAngularVelocity() : 0.0f;
}

void DBBody_SetAngularVelocity(DBWorldId w, DBBodyId b, float velocity) {
    b2Body* body = findBody(w, b);
    if (body && isFinite(velocity)) body->SetAngularVelocity(velocity);
}

void DBBody_ApplyForce(DBWorldId w, DBBodyId b, DBVec2 force, DBVec2 point, bool wake) {
    b2Body* body = findBody(w, b);
    if (body && isFinite(force) && isFinite(point)) body->ApplyForce(toB2(force), toB2(point), wake);
}

void DBBody_ApplyForceToCenter(DBWorldId w, DBBodyId b, DBVec2 force, bool wake) {
    b2Body* body = findBody(w, b);
    if (body && isFinite(force)) body->ApplyForceToCenter(toB2(force), wake);
}

void DBBody_ApplyTorque(DBWorldId w, DBBodyId b, float torque, bool wake) {
    b2Body* body = findBody(w, b);
    if (body && isFinite(torque)) body->ApplyTorque(torque, wake);
}

void DBBody_ApplyLinearImpulse(DBWorldId w, DBBodyId b, DBVec2 impulse, DBVec2 point, bool wake) {
    b2Body* body = findBody(w, b);
    if (body && isFinite(impulse) && isFinite(point)) body->ApplyLinearImpulse(toB2(impulse), toB2(point), wake);
}

void DBBody_ApplyLinearImpulseToCenter(DBWorldId w, DBBodyId b, DBVec2 impulse, bool wake) {
    b2Body* body = findBody(w, b);
    if (body && isFinite(impulse)) body->ApplyLinearImpulseToCenter(toB2(impulse), wake);
}

void DBBody_ApplyAngularImpulse(DBWorldId w, DBBodyId b, float impulse, bool wake) {
    b2Body* body = findBody(w, b);
    if (body && isFinite(impulse)) body->ApplyAngularImpulse(impulse, wake);
}

bool DBBody_IsAwake(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body && body->IsAwake();
}

void DBBody_SetAwake(DBWorldId w, DBBodyId b, bool flag) {
    if (b2Body* body = findBody(w, b); body) body->SetAwake(flag);
}

bool DBBody_IsBullet(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body && body->IsBullet();
}

void DBBody_SetBullet(DBWorldId w, DBBodyId b, bool flag) {
    if (b2Body* body = findBody(w, b); body) body->SetBullet(flag);
}

bool DBBody_IsFixedRotation(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body && body->IsFixedRotation();
}

void DBBody_SetFixedRotation(DBWorldId w, DBBodyId b, bool flag) {
    if (b2Body* body = findBody(w, b); body) body->SetFixedRotation(flag);
}

bool DBBody_IsEnabled(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body && body->IsEnabled();
}

void DBBody_SetEnabled(DBWorldId w, DBBodyId b, bool flag) {
    if (cbox2d::BoundBody body(w, b); body) body->SetEnabled(flag);
}

float DBBody_GetMass(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body ? body->GetMass() : 0.0f;
}

DBVec2 DBBody_GetWorldCenter(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body ? toDB(body->GetWorldCenter()) : DBVec2{0, 0};
}

uint64_t DBBody_GetUserData(DBWorldId worldId, DBBodyId b) {
    cbox2d::BoundWorld w(worldId);
    auto* slot = w ? w->bodies.find(b.index, b.generation) : nullptr;
    return slot ? slot->extra.userData : 0;
}

void DBBody_SetUserData(DBWorldId worldId, DBBodyId b, uint64_t userData) {
    cbox2d::BoundWorld w(worldId);
    if (auto* slot = w ? w->bodies.find(b.index, b.generation) : nullptr) slot->extra.userData = userData;
}

int32_t DBBody_GetFixtures(DBWorldId worldId, DBBodyId b, const DBFixtureId** fixtures) {
    cbox2d::BoundWorld w(worldId);
    b2Body* body = w ? w->findBody(b) : nullptr;
    if (body == nullptr) return 0;
    w->fixtureAnswers.clear();
    for (b2Fixture* f = body->GetFixtureList(); f; f = f->GetNext()) w->fixtureAnswers.push_back(w->fixtureId(f));
    std::reverse(w->fixtureAnswers.begin(), w->fixtureAnswers.end());  // Box2D prepends
    *fixtures = w->fixtureAnswers.data();
    return static_cast<int32_t>(w->fixtureAnswers.size());
}

DBVec2 DBBody_GetDamping(DBWorldId w, DBBodyId b) {
    b2Body* body = findBody(w, b);
    return body ? DBVec2{body->GetLinearDamping(), body->GetAngularDamping()} : DBVec2{0.0f, 0.0f};
}
