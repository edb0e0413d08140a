// CRawBox2DBench: the baseline for `diorama-bench physics`, a jar of bodies built and stepped
// with plain Box2D 2.4.1 calls, in the same order as Diorama's Physics module makes them, so
// that both give bit-identical worlds. The bench draws the bodies in Swift and hands both sides
// the same numbers; doubles are narrowed to float exactly as Physics narrows them.
#ifndef CRAWBOX2DBENCH_H
#define CRAWBOX2DBENCH_H

#include <stdbool.h>
#include <stdint.h>

// This C++ target also holds the ECS benchmark's plain loop; the module exports both headers.
#include "CPlainLoop.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A raw Box2D world and its bodies in creation order.
typedef struct CRBWorld CRBWorld;

typedef enum CRBShape {
    /// A circle of radius `extentX` around the body origin.
    CRBShape_circle = 0,
    /// A box of half extents `extentX` × `extentY` (b2PolygonShape::SetAsBox with centre and angle 0).
    CRBShape_box = 1,
    /// A polygon of `vertexCount` vertices from the shared vertex array (b2PolygonShape::Set).
    CRBShape_polygon = 2,
} CRBShape;

/// One dynamic body with one fixture.
typedef struct CRBBody {
    CRBShape shape;
    /// m.
    double positionX;
    double positionY;
    /// rad.
    double angle;
    /// m.
    double extentX;
    double extentY;
    /// Index of the first vertex (x, y pairs) in the shared vertex array, and the count.
    int32_t firstVertex;
    int32_t vertexCount;
} CRBBody;

/// Material shared by every fixture.
typedef struct CRBMaterial {
    /// kg/m².
    double density;
    double friction;
    double restitution;
    /// m/s.
    double restitutionThreshold;
} CRBMaterial;

/// Creates a world with `gravity` (m/s²) holding a static body at the origin with a chain loop
/// through `jarCount` points (`jarXY`: x, y pairs), then one dynamic body per `bodies` entry,
/// in order. `vertexXY` holds the polygons' vertices as x, y pairs.
CRBWorld* CRBWorld_Create(double gravityX, double gravityY, const double* jarXY, int32_t jarCount,
                          const CRBBody* bodies, int32_t bodyCount, const double* vertexXY,
                          CRBMaterial material);
/// Steps `steps` times by `timeStep` s; before step i sets gravity to (`gravityXY[2i]`,
/// `gravityXY[2i+1]`) m/s² unless `gravityXY` is null.
void CRBWorld_Step(CRBWorld* world, double timeStep, int32_t velocityIterations, int32_t positionIterations,
                   const double* gravityXY, int32_t steps);
/// Writes 7 values per body in creation order (position x, y, angle, velocity x, y, angular
/// velocity, awake as 0 or 1), for at most `capacity` bodies; returns the body count.
int32_t CRBWorld_ReadStates(CRBWorld* world, double* out, int32_t capacity);
void CRBWorld_Destroy(CRBWorld* world);

// Building a world call by call, to mirror one a scene made (`diorama-bench jar`).

/// An empty world with `gravity` (m/s²).
CRBWorld* CRBWorld_CreateEmpty(double gravityX, double gravityY);
/// Adds a static or dynamic body at (`x`, `y`) m turned by `angle` rad, with damping in 1/s;
/// returns its index.
int32_t CRBWorld_AddBody(CRBWorld* world, bool dynamic, double x, double y, double angle, double linearDamping,
                         double angularDamping);
/// Adds a convex polygon of `count` ≤ 8 body-local vertices (`xy`: x, y pairs, m) to body `body`.
void CRBWorld_AddPolygon(CRBWorld* world, int32_t body, const double* xy, int32_t count, CRBMaterial material);
/// Adds a closed chain through `count` body-local points (`xy`: x, y pairs, m) to body `body`.
void CRBWorld_AddChainLoop(CRBWorld* world, int32_t body, const double* xy, int32_t count, CRBMaterial material);
/// Wakes every dynamic body (as a scene does when gravity changes).
void CRBWorld_WakeDynamicBodies(CRBWorld* world);

#ifdef __cplusplus
}
#endif

#endif
