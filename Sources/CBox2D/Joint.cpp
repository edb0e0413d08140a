// Joints: the mouse (drag) joint and the revolute joint (hinge).
#include "World.hpp"

using cbox2d::isFinite;
using cbox2d::toB2;
using cbox2d::toDB;
using cbox2d::World;

namespace {

DBJointId attach(World* w, b2Joint* joint) {
    int32_t index = w->joints.allocate(joint);
    joint->GetUserData().pointer = static_cast<uintptr_t>(index);
    return DBJointId{index, w->joints[index].generation};
}

/// The live joint a handle names, or null. Unbound: reading a joint or moving its target never
/// makes Box2D allocate.
b2Joint* findJoint(DBWorldId worldId, DBJointId jointId) {
    World* w = cbox2d::findWorld(worldId);
    return w ? w->findJoint(jointId) : nullptr;
}

}  // namespace

DBResult DBWorld_CreateMouseJoint(DBWorldId worldId, DBBodyId bodyId, DBVec2 target, float maxForce,
                                  float frequency, float dampingRatio, DBJointId* joint) {
    cbox2d::BoundWorld w(worldId);
    if (w == nullptr) return DBResult_invalidWorld;
    b2Body* body = w->findBody(bodyId);
    if (body == nullptr) return DBResult_invalidBody;
    bool ok = isFinite(target) && isFinite(maxForce) && maxForce >= 0.0f && isFinite(frequency) &&
              frequency > 0.0f && isFinite(dampingRatio) && dampingRatio >= 0.0f;
    if (!ok) return DBResult_invalidValue;
    if (w->ground == nullptr) {
        b2BodyDef groundDef;
        w->ground = w->world.CreateBody(&groundDef);
    }
    b2MouseJointDef jd;
    jd.bodyA = w->ground;
    jd.bodyB = body;
    jd.target = toB2(target);
    jd.maxForce = maxForce;
    b2LinearStiffness(jd.stiffness, jd.damping, frequency, dampingRatio, jd.bodyA, jd.bodyB);
    DBJointId id = attach(w, w->world.CreateJoint(&jd));
    if (joint) *joint = id;
    return DBResult_ok;
}

DBResult DBWorld_CreateRevoluteJoint(DBWorldId worldId, const DBRevoluteJointDef* def, DBJointId* joint) {
    cbox2d::BoundWorld w(worldId);
    if (w == nullptr) return DBResult_invalidWorld;
    if (def == nullptr) return DBResult_invalidValue;
    b2Body* a = w->findBody(def->bodyA);
    b2Body* b = w->findBody(def->bodyB);
    if (a == nullptr || b == nullptr) return DBResult_invalidBody;
    if (a == b) return DBResult_sameBody;
    bool ok = isFinite(def->anchor) && isFinite(def->lowerAngle) && isFinite(def->upperAngle) &&
              def->lowerAngle <= def->upperAngle && isFinite(def->motorSpeed) && isFinite(def->maxMotorTorque) &&
              def->maxMotorTorque >= 0.0f;
    if (!ok) return DBResult_invalidValue;
    b2RevoluteJointDef jd;
    jd.Initialize(a, b, toB2(def->anchor));
    jd.collideConnected = def->collideConnected;
    jd.enableLimit = def->enableLimit;
    jd.lowerAngle = def->lowerAngle;
    jd.upperAngle = def->upperAngle;
    jd.enableMotor = def->enableMotor;
    jd.motorSpeed = def->motorSpeed;
    jd.maxMotorTorque = def->maxMotorTorque;
    DBJointId id = attach(w, w->world.CreateJoint(&jd));
    if (joint) *joint = id;
    return DBResult_ok;
}

void DBJoint_Destroy(DBWorldId worldId, DBJointId jointId) {
    cbox2d::BoundWorld w(worldId);
    b2Joint* joint = w ? w->findJoint(jointId) : nullptr;
    if (joint == nullptr) return;
    w->world.DestroyJoint(joint);
    w->joints.release(jointId.index);
}

bool DBJoint_IsValid(DBWorldId w, DBJointId j) { return findJoint(w, j) != nullptr; }

void DBJoint_SetTarget(DBWorldId w, DBJointId j, DBVec2 target) {
    b2Joint* joint = findJoint(w, j);
    if (joint && joint->GetType() == e_mouseJoint && isFinite(target)) {
        static_cast<b2MouseJoint*>(joint)->SetTarget(toB2(target));
    }
}

bool DBJoint_GetAnchors(DBWorldId w, DBJointId j, DBVec2* anchorA, DBVec2* anchorB) {
    b2Joint* joint = findJoint(w, j);
    if (joint == nullptr) return false;
    *anchorA = toDB(joint->GetAnchorA());
    *anchorB = toDB(joint->GetAnchorB());
    return true;
}

float DBJoint_GetAngle(DBWorldId w, DBJointId j) {
    b2Joint* joint = findJoint(w, j);
    if (joint == nullptr || joint->GetType() != e_revoluteJoint) return 0.0f;
    return static_cast<b2RevoluteJoint*>(joint)->GetJointAngle();
}

void DBJoint_SetMotorSpeed(DBWorldId w, DBJointId j, float speed) {
    b2Joint* joint = findJoint(w, j);
    if (joint && joint->GetType() == e_revoluteJoint && isFinite(speed)) {
        static_cast<b2RevoluteJoint*>(joint)->SetMotorSpeed(speed);
    }
}
