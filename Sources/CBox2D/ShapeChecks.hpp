// Shape checks: the conditions under which Box2D 2.4.1 would assert (and abort) or build a
// meaningless shape, tested before any Box2D call so the caller gets a DBResult instead.
#pragma once

#include "World.hpp"

namespace cbox2d {

/// Finite, non-negative material values.
DBResult checkFixtureDef(const DBFixtureDef& def);
/// 3...8 finite vertices whose hull (after Box2D's welding) is at least the linear slop thick.
DBResult checkPolygon(const b2Vec2* vertices, int32_t count);
/// Finite values and half extents of at least half the linear slop.
DBResult checkBox(DBVec2 halfSize, DBVec2 center, float angle);
/// A finite centre and a radius of at least half the linear slop.
DBResult checkCircle(float radius, DBVec2 center);
/// Finite end points at least the linear slop apart.
DBResult checkEdge(DBVec2 vertex1, DBVec2 vertex2);
/// At least 3 finite vertices, each at least the linear slop from the next (cyclically).
DBResult checkChainLoop(const b2Vec2* vertices, int32_t count);
/// That the shape's inertia about its own centroid survives Box2D's single-precision shift from
/// the body origin (else b2Body::ResetMassData asserts). Only shapes with mass need this.
DBResult checkInertia(const b2Shape& shape);

}  // namespace cbox2d
