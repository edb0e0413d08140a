// CBox2D: a C API over Box2D 2.4.1 for Swift.
//
// Every object is named by a value handle (slot index + generation); index 0 is the null handle.
// A handle goes stale when its object is destroyed, and every function checks it: a stale or
// forged handle is answered with a zero value, `false` or a no-op, never a crash. Box2D's
// asserts (degenerate polygons, vertices too close, bad numbers) are checked first and reported
// as a DBResult instead. Non-finite inputs to setters are ignored.
//
// Units: metres, radians, seconds, kilograms; y up. Pointers handed out by `Get`/`Query`
// functions point into buffers the world owns: read them before the next call on that world.
// A world may be used from one thread at a time; different worlds may live on different threads.
#ifndef CBOX2D_H
#define CBOX2D_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DB_CLOSED_ENUM(name) enum __attribute__((enum_extensibility(closed))) name : int32_t

// MARK: - Handles and values

/// A world: up to 1,023 may be alive at once.
typedef struct DBWorldId { int32_t index; uint32_t generation; } DBWorldId;
/// A body in a world.
typedef struct DBBodyId { int32_t index; uint32_t generation; } DBBodyId;
/// A fixture (a shape attached to a body).
typedef struct DBFixtureId { int32_t index; uint32_t generation; } DBFixtureId;
/// A joint between two bodies.
typedef struct DBJointId { int32_t index; uint32_t generation; } DBJointId;

/// A point or vector in metres (Box2D's single precision).
typedef struct DBVec2 { float x; float y; } DBVec2;

/// Why a creation call failed.
typedef DB_CLOSED_ENUM(DBResult) {
    DBResult_ok = 0,
    /// The world handle is stale.
    DBResult_invalidWorld,
    /// A body handle is stale or null.
    DBResult_invalidBody,
    /// A number is not finite or out of its range (negative density, friction, force...).
    DBResult_invalidValue,
    /// A polygon has fewer than 3 vertices or a chain loop fewer than 3.
    DBResult_tooFewVertices,
    /// A polygon has more than 8 vertices (b2_maxPolygonVertices).
    DBResult_tooManyVertices,
    /// A shape is thinner than Box2D's linear slop (5 mm): collinear or welded vertices, a
    /// tiny circle or box.
    DBResult_degenerateShape,
    /// Consecutive vertices of an edge or chain are closer than the linear slop (5 mm).
    DBResult_verticesTooClose,
    /// A shape is so small for its distance from the body origin that Box2D's inertia would
    /// lose all precision.
    DBResult_shapeTooFarFromOrigin,
    /// A joint names the same body twice.
    DBResult_sameBody,
} DBResult;

// MARK: - World

/// Settings of a new world.
typedef struct DBWorldDef {
    /// m/s².
    DBVec2 gravity;
    /// Whether resting bodies may fall asleep.
    bool allowSleep;
} DBWorldDef;

/// Creates a world; the null handle when 1,023 worlds are already alive.
DBWorldId DBWorld_Create(const DBWorldDef* def);
/// Destroys a world with everything in it.
void DBWorld_Destroy(DBWorldId world);
bool DBWorld_IsValid(DBWorldId world);
/// m/s².
DBVec2 DBWorld_GetGravity(DBWorldId world);
void DBWorld_SetGravity(DBWorldId world, DBVec2 gravity);
bool DBWorld_GetAllowSleep(DBWorldId world);
void DBWorld_SetAllowSleep(DBWorldId world, bool flag);
/// Advances the world by `timeStep` seconds (usually 1/60) and records its contact events.
void DBWorld_Step(DBWorldId world, float timeStep, int32_t velocityIterations, int32_t positionIterations);
int32_t DBWorld_GetBodyCount(DBWorldId world);
int32_t DBWorld_GetJointCount(DBWorldId world);

/// Two fixtures that began or ceased to touch, with their bodies.
typedef struct DBContactEvent {
    DBFixtureId fixtureA;
    DBFixtureId fixtureB;
    DBBodyId bodyA;
    DBBodyId bodyB;
} DBContactEvent;

/// The contacts that began during the last step; returns their count.
int32_t DBWorld_GetContactBeginEvents(DBWorldId world, const DBContactEvent** events);
/// The contacts that ended during the last step, or by destroying, disabling or moving a body
/// or fixture before it; returns their count. Those handles may already be stale.
int32_t DBWorld_GetContactEndEvents(DBWorldId world, const DBContactEvent** events);

/// One body's motion state, in Box2D's exact single-precision values.
typedef struct DBBodyState {
    DBBodyId body;
    /// Origin in world space, m.
    DBVec2 position;
    /// rad.
    float angle;
    /// Velocity of the centre of mass, m/s.
    DBVec2 linearVelocity;
    /// rad/s.
    float angularVelocity;
    bool awake;
} DBBodyState;

/// The state of every body in creation order; returns the body count.
int32_t DBWorld_GetBodyStates(DBWorldId world, const DBBodyState** states);

// MARK: - Snapshots

/// A copy of a world's whole state (every Box2D object, contact cache and broad-phase tree, the
/// handle tables and pending contact events), for replay keyframes. Immutable once taken; may
/// be read from any thread.
typedef struct DBWorldSnapshot DBWorldSnapshot;

/// Why a snapshot was refused.
typedef DB_CLOSED_ENUM(DBSnapshotResult) {
    DBSnapshotResult_ok = 0,
    /// The world handle is stale.
    DBSnapshotResult_invalidWorld,
    /// The world is stepping (a snapshot is taken between steps).
    DBSnapshotResult_stepping,
    /// The world's address range could not be reserved, so its memory is on the heap.
    DBSnapshotResult_noArena,
    /// The world outgrew its arena (1 GiB), so some of its memory is on the heap.
    DBSnapshotResult_arenaOverflowed,
    /// Box2D allocated memory during a call on this world while no arena was bound, so some of
    /// its memory may be on the heap.
    DBSnapshotResult_allocatedOutsideArena,
    /// Box2D's allocations do not reach the arenas in this process (see
    /// `DBArena_CapturesBox2DAllocations`).
    DBSnapshotResult_allocationHookMissing,
    /// The arena's bytes could not be compressed.
    DBSnapshotResult_compressionFailed,
} DBSnapshotResult;

/// Whether Box2D's own allocations land in the arena bound to the thread, checked once per
/// process: the hook replaces `b2Alloc_Default` in the shared libbox2d by symbol interposition,
/// which a library linked with `-Bsymbolic` or hidden symbols would defeat. When false, every
/// world's memory is on the heap and no snapshot can be taken.
bool DBArena_CapturesBox2DAllocations(void);

/// A snapshot of the world now in `snapshot`, or why there is none (then `snapshot` is set to
/// null): the world's memory must all be in its arena. Take it between steps.
DBSnapshotResult DBWorld_TakeSnapshot(DBWorldId world, DBWorldSnapshot** snapshot);
/// Makes the world hold exactly the state in `snapshot`, which may come from another world;
/// stepping both afterwards gives bit-identical results. False (the world unchanged) when the
/// world has no usable arena or the snapshot does not fit in it.
bool DBWorld_RestoreSnapshot(DBWorldId world, const DBWorldSnapshot* snapshot);
void DBWorldSnapshot_Destroy(DBWorldSnapshot* snapshot);
/// The memory the snapshot holds, in bytes (its arena copy is compressed).
size_t DBWorldSnapshot_GetByteCount(const DBWorldSnapshot* snapshot);
/// The size of the world's arena copy, uncompressed, in bytes.
size_t DBWorldSnapshot_GetArenaByteCount(const DBWorldSnapshot* snapshot);
/// Writes the arena copy, uncompressed, to `bytes` (room for `DBWorldSnapshot_GetArenaByteCount`)
/// and the address the arena started at to `base`, for tests that compare two worlds' memory word
/// by word.
bool DBWorldSnapshot_CopyArenaBytes(const DBWorldSnapshot* snapshot, uint8_t* bytes, uintptr_t* base);
/// The size of the snapshot written as bytes (`DBWorldSnapshot_Encode`), to keep elsewhere than
/// in memory (a keyframe cache file read back by the same process).
size_t DBWorldSnapshot_GetEncodedByteCount(const DBWorldSnapshot* snapshot);
/// Writes the snapshot as bytes to `bytes` (room for `DBWorldSnapshot_GetEncodedByteCount`).
void DBWorldSnapshot_Encode(const DBWorldSnapshot* snapshot, uint8_t* bytes);
/// The snapshot `DBWorldSnapshot_Encode` wrote as `bytes` (`count` of them), or null when they
/// are not such bytes. Its arena's own checksum is checked when it is restored.
DBWorldSnapshot* DBWorldSnapshot_Decode(const uint8_t* bytes, size_t count);

/// Every value of the world's Box2D state that the next steps read, as 64-bit words in a fixed
/// order for a state hash: world flags and the step ratio; each body in Box2D's list order with
/// its flags, transform, sweep, velocities, forces, mass, damping and sleep timer, its fixtures
/// (material, filter, broad-phase proxies with their ids and boxes) and the order of its joint
/// and contact edges; each contact with its flags, TOI, material and manifold (points, normal
/// and tangent impulses, feature ids); each joint's bodies and impulses; the broad-phase move
/// buffer and the whole dynamic tree. Objects appear by handle, never by address, so two worlds
/// in the same state give the same words. Returns the word count.
int32_t DBWorld_GetDeepState(DBWorldId world, const uint64_t** words);

// MARK: - Bodies

typedef DB_CLOSED_ENUM(DBBodyType) {
    DBBodyType_static = 0,
    DBBodyType_kinematic = 1,
    DBBodyType_dynamic = 2,
} DBBodyType;

/// Settings of a new body (the fields of b2BodyDef).
typedef struct DBBodyDef {
    DBBodyType type;
    /// m.
    DBVec2 position;
    /// rad.
    float angle;
    /// m/s.
    DBVec2 linearVelocity;
    /// rad/s.
    float angularVelocity;
    /// 1/s, ≥ 0.
    float linearDamping;
    /// 1/s, ≥ 0.
    float angularDamping;
    float gravityScale;
    bool allowSleep;
    bool awake;
    bool fixedRotation;
    bool bullet;
    bool enabled;
    /// Free for the caller.
    uint64_t userData;
} DBBodyDef;

/// Creates a body; the null handle for a stale world or a non-finite or negative value.
DBBodyId DBWorld_CreateBody(DBWorldId world, const DBBodyDef* def);
/// Destroys a body with its fixtures and joints.
void DBBody_Destroy(DBWorldId world, DBBodyId body);
bool DBBody_IsValid(DBWorldId world, DBBodyId body);
DBBodyType DBBody_GetType(DBWorldId world, DBBodyId body);
/// Origin in world space, m.
DBVec2 DBBody_GetPosition(DBWorldId world, DBBodyId body);
/// rad.
float DBBody_GetAngle(DBWorldId world, DBBodyId body);
void DBBody_SetTransform(DBWorldId world, DBBodyId body, DBVec2 position, float angle);
/// m/s.
DBVec2 DBBody_GetLinearVelocity(DBWorldId world, DBBodyId body);
void DBBody_SetLinearVelocity(DBWorldId world, DBBodyId body, DBVec2 velocity);
/// rad/s.
float DBBody_GetAngularVelocity(DBWorldId world, DBBodyId body);
/// The body's linear (x) and angular (y) damping, 1/s.
DBVec2 DBBody_GetDamping(DBWorldId world, DBBodyId body);
void DBBody_SetAngularVelocity(DBWorldId world, DBBodyId body, float velocity);
/// Force in N at a world point in m.
void DBBody_ApplyForce(DBWorldId world, DBBodyId body, DBVec2 force, DBVec2 point, bool wake);
void DBBody_ApplyForceToCenter(DBWorldId world, DBBodyId body, DBVec2 force, bool wake);
/// N·m.
void DBBody_ApplyTorque(DBWorldId world, DBBodyId body, float torque, bool wake);
/// Impulse in N·s at a world point in m.
void DBBody_ApplyLinearImpulse(DBWorldId world, DBBodyId body, DBVec2 impulse, DBVec2 point, bool wake);
void DBBody_ApplyLinearImpulseToCenter(DBWorldId world, DBBodyId body, DBVec2 impulse, bool wake);
/// kg·m²/s.
void DBBody_ApplyAngularImpulse(DBWorldId world, DBBodyId body, float impulse, bool wake);
bool DBBody_IsAwake(DBWorldId world, DBBodyId body);
void DBBody_SetAwake(DBWorldId world, DBBodyId body, bool flag);
bool DBBody_IsBullet(DBWorldId world, DBBodyId body);
void DBBody_SetBullet(DBWorldId world, DBBodyId body, bool flag);
bool DBBody_IsFixedRotation(DBWorldId world, DBBodyId body);
void DBBody_SetFixedRotation(DBWorldId world, DBBodyId body, bool flag);
bool DBBody_IsEnabled(DBWorldId world, DBBodyId body);
void DBBody_SetEnabled(DBWorldId world, DBBodyId body, bool flag);
/// kg.
float DBBody_GetMass(DBWorldId world, DBBodyId body);
/// Centre of mass in world space, m.
DBVec2 DBBody_GetWorldCenter(DBWorldId world, DBBodyId body);
uint64_t DBBody_GetUserData(DBWorldId world, DBBodyId body);
void DBBody_SetUserData(DBWorldId world, DBBodyId body, uint64_t userData);
/// The body's fixtures in creation order; returns their count.
int32_t DBBody_GetFixtures(DBWorldId world, DBBodyId body, const DBFixtureId** fixtures);

// MARK: - Fixtures

/// Which fixtures collide: A and B collide when (A.mask & B.category) and (B.mask & A.category)
/// are both non-zero, unless they share a group: a positive group always collides, a negative
/// one never.
typedef struct DBFilter {
    uint16_t categoryBits;
    uint16_t maskBits;
    int16_t groupIndex;
} DBFilter;

/// Material of a new fixture.
typedef struct DBFixtureDef {
    /// kg/m², ≥ 0.
    float density;
    /// ≥ 0, usually 0...1.
    float friction;
    /// ≥ 0, usually 0...1.
    float restitution;
    /// Relative speed below which collisions do not bounce, m/s.
    float restitutionThreshold;
    /// Detects overlaps without a collision response.
    bool isSensor;
    DBFilter filter;
} DBFixtureDef;

/// Adds a convex polygon of 3...8 vertices (body-local, m; any order: Box2D takes the hull).
DBResult DBBody_AddPolygon(DBWorldId world, DBBodyId body, const DBVec2* vertices, int32_t count,
                           const DBFixtureDef* def, DBFixtureId* fixture);
/// Adds a box of half extents `halfSize` (m) centred at `center` (body-local), turned by `angle`.
DBResult DBBody_AddBox(DBWorldId world, DBBodyId body, DBVec2 halfSize, DBVec2 center, float angle,
                       const DBFixtureDef* def, DBFixtureId* fixture);
/// Adds a circle of `radius` (m) centred at `center` (body-local).
DBResult DBBody_AddCircle(DBWorldId world, DBBodyId body, float radius, DBVec2 center,
                          const DBFixtureDef* def, DBFixtureId* fixture);
/// Adds a two-sided segment (body-local, m).
DBResult DBBody_AddEdge(DBWorldId world, DBBodyId body, DBVec2 vertex1, DBVec2 vertex2,
                        const DBFixtureDef* def, DBFixtureId* fixture);
/// Adds a closed chain through `vertices` (body-local, m). Chains are one-sided: they collide
/// on the right of the direction of travel, so wind a container clockwise.
DBResult DBBody_AddChainLoop(DBWorldId world, DBBodyId body, const DBVec2* vertices, int32_t count,
                             const DBFixtureDef* def, DBFixtureId* fixture);
/// Destroys a fixture; the body's mass is recomputed.
void DBFixture_Destroy(DBWorldId world, DBFixtureId fixture);
bool DBFixture_IsValid(DBWorldId world, DBFixtureId fixture);
/// The fixture's body; the null handle when the fixture is stale.
DBBodyId DBFixture_GetBody(DBWorldId world, DBFixtureId fixture);
/// Copies up to `capacity` of a polygon fixture's vertices (body-local, m, in Box2D's hull
/// order) to `vertices`; returns the polygon's vertex count, 0 for other shapes or stale handles.
int32_t DBFixture_GetPolygon(DBWorldId world, DBFixtureId fixture, DBVec2* vertices, int32_t capacity);
/// The fixture's material and filter; false for a stale handle.
bool DBFixture_GetDef(DBWorldId world, DBFixtureId fixture, DBFixtureDef* def);

// MARK: - Queries

/// The fixtures whose shape contains `point`; returns their count.
int32_t DBWorld_QueryPoint(DBWorldId world, DBVec2 point, const DBFixtureId** fixtures);
/// The fixtures whose bounding box overlaps the box from `lower` to `upper`; returns their count.
int32_t DBWorld_QueryAABBFixtures(DBWorldId world, DBVec2 lower, DBVec2 upper, const DBFixtureId** fixtures);
/// The bodies with a fixture whose bounding box overlaps the box; returns their count.
int32_t DBWorld_QueryAABBBodies(DBWorldId world, DBVec2 lower, DBVec2 upper, const DBBodyId** bodies);

/// Where a ray met a fixture.
typedef struct DBRayHit {
    DBFixtureId fixture;
    DBBodyId body;
    /// m.
    DBVec2 point;
    /// Unit surface normal at `point`.
    DBVec2 normal;
    /// Position of `point` along the ray: 0 at its start, 1 at its end.
    float fraction;
} DBRayHit;

/// The first non-sensor fixture on the segment from `from` to `to`; false when there is none.
bool DBWorld_RayCastClosest(DBWorldId world, DBVec2 from, DBVec2 to, DBRayHit* hit);
/// Every non-sensor fixture crossing on the segment, nearest first; returns their count.
int32_t DBWorld_RayCastAll(DBWorldId world, DBVec2 from, DBVec2 to, const DBRayHit** hits);

// MARK: - Joints

/// Creates a joint that pulls the point of `body` under `target` (m) towards the target, with a
/// spring of `frequency` (Hz) and `dampingRatio`, limited to `maxForce` (N).
DBResult DBWorld_CreateMouseJoint(DBWorldId world, DBBodyId body, DBVec2 target, float maxForce,
                                  float frequency, float dampingRatio, DBJointId* joint);

/// Settings of a revolute joint (a hinge).
typedef struct DBRevoluteJointDef {
    DBBodyId bodyA;
    DBBodyId bodyB;
    /// The hinge in world space, m.
    DBVec2 anchor;
    bool collideConnected;
    bool enableLimit;
    /// Angle of B relative to A, rad.
    float lowerAngle;
    float upperAngle;
    bool enableMotor;
    /// rad/s.
    float motorSpeed;
    /// N·m, ≥ 0.
    float maxMotorTorque;
} DBRevoluteJointDef;

DBResult DBWorld_CreateRevoluteJoint(DBWorldId world, const DBRevoluteJointDef* def, DBJointId* joint);
/// Destroys a joint and wakes its bodies.
void DBJoint_Destroy(DBWorldId world, DBJointId joint);
bool DBJoint_IsValid(DBWorldId world, DBJointId joint);
/// Moves a mouse joint's target (m); no-op for other joints.
void DBJoint_SetTarget(DBWorldId world, DBJointId joint, DBVec2 target);
/// The joint's anchors on its two bodies in world space (a mouse joint's first anchor is its
/// target); false when the joint is stale.
bool DBJoint_GetAnchors(DBWorldId world, DBJointId joint, DBVec2* anchorA, DBVec2* anchorB);
/// A revolute joint's angle of B relative to A, rad; 0 for other joints.
float DBJoint_GetAngle(DBWorldId world, DBJointId joint);
/// Sets a revolute joint's motor speed (rad/s); no-op for other joints.
void DBJoint_SetMotorSpeed(DBWorldId world, DBJointId joint, float speed);

// MARK: - Debug drawing

typedef DB_CLOSED_ENUM(DBDebugKind) {
    /// `vertexCount` vertices, counter-clockwise.
    DBDebugKind_polygon = 0,
    /// One vertex, the centre; `radius` and `angle` give the size and a spoke.
    DBDebugKind_circle,
    /// Two vertices.
    DBDebugKind_segment,
    /// An open line through `vertexCount` vertices.
    DBDebugKind_polyline,
    /// A closed line through `vertexCount` vertices.
    DBDebugKind_closedPolyline,
} DBDebugKind;

typedef DB_CLOSED_ENUM(DBDebugStyle) {
    DBDebugStyle_staticBody = 0,
    DBDebugStyle_kinematicBody,
    DBDebugStyle_awake,
    DBDebugStyle_sleeping,
    DBDebugStyle_disabled,
    DBDebugStyle_sensor,
    DBDebugStyle_joint,
} DBDebugStyle;

/// One primitive in world space: one per fixture, then one per joint.
typedef struct DBDebugShape {
    DBDebugKind kind;
    DBDebugStyle style;
    /// The fixture's body, or a joint's second body.
    DBBodyId body;
    /// Null for joints.
    DBFixtureId fixture;
    /// Null for fixtures.
    DBJointId joint;
    int32_t firstVertex;
    int32_t vertexCount;
    /// m, circles only.
    float radius;
    /// rad, circles only.
    float angle;
} DBDebugShape;

/// Every fixture (bodies in creation order) and joint as primitives; returns their count and
/// points `vertices` at the vertex buffer they index.
int32_t DBWorld_DebugDraw(DBWorldId world, const DBDebugShape** shapes, const DBVec2** vertices);

// MARK: - Testing

/// For tests of the snapshot guard: looks the world up without binding its arena and makes
/// Box2D allocate, as an entry point that forgot to bind would.
void DBTesting_AllocateOutsideArena(DBWorldId world);
/// For tests of the deep state: adds `impulse` (N·s) to the normal impulse of the first point
/// of the world's first touching contact; false when there is none.
bool DBTesting_AddToFirstContactImpulse(DBWorldId world, float impulse);

#ifdef __cplusplus
}
#endif

#endif
