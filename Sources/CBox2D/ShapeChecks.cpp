// Shape checks, see ShapeChecks.hpp.
//
// Box2D 2.4.1's b2PolygonShape::Set welds vertices closer than half the linear slop, wraps the
// rest in a convex hull and asserts when fewer than 3 remain or the area vanishes. The polygon
// check below welds with the same single-precision test, then measures the hull's thickness (its
// smallest width) in double precision and demands at least the linear slop, far above the
// point where Box2D's own hull or centroid could fail.
#include "ShapeChecks.hpp"

#include <algorithm>

namespace {

/// Fraction of a shape's inertia about the body origin that must remain after moving it to the
/// shape's centroid: float keeps about 7 digits, this leaves 2 to spare.
constexpr double kMinimumCentroidalInertia = 1e-5;

struct Point {
    double x, y;
};

double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

/// The strictly convex hull of `points` (Andrew's monotone chain), counter-clockwise; returns
/// its vertex count and leaves the vertices at the front of `hull`.
int32_t convexHull(Point* points, int32_t count, Point* hull) {
    std::sort(points, points + count, [](Point a, Point b) { return a.x < b.x || (a.x == b.x && a.y < b.y); });
    int32_t size = 0;
    for (int32_t i = 0; i < count; ++i) {  // lower chain
        while (size >= 2 && cross(hull[size - 2], hull[size - 1], points[i]) <= 0) --size;
        hull[size++] = points[i];
    }
    const int32_t lowerSize = size + 1;
    for (int32_t i = count - 2; i >= 0; --i) {  // upper chain
        while (size >= lowerSize && cross(hull[size - 2], hull[size - 1], points[i]) <= 0) --size;
        hull[size++] = points[i];
    }
    return size - 1;  // the last point repeats the first
}

/// The smallest width of a convex polygon: over its edges, the largest distance of a vertex
/// from the edge's line, minimised.
double thickness(const Point* hull, int32_t count) {
    double smallest = INFINITY;
    for (int32_t i = 0; i < count; ++i) {
        Point a = hull[i], b = hull[(i + 1) % count];
        double length = std::hypot(b.x - a.x, b.y - a.y);
        double farthest = 0;
        for (int32_t j = 0; j < count; ++j) farthest = std::max(farthest, cross(a, b, hull[j]) / length);
        smallest = std::min(smallest, farthest);
    }
    return smallest;
}

bool isFiniteNonNegative(float v) { return std::isfinite(v) && v >= 0.0f; }

}  // namespace

DBResult cbox2d::checkFixtureDef(const DBFixtureDef& def) {
    bool ok = isFiniteNonNegative(def.density) && isFiniteNonNegative(def.friction) &&
              isFiniteNonNegative(def.restitution) && isFiniteNonNegative(def.restitutionThreshold);
    return ok ? DBResult_ok : DBResult_invalidValue;
}

DBResult cbox2d::checkPolygon(const b2Vec2* vertices, int32_t count) {
    if (count < 3) return DBResult_tooFewVertices;
    if (count > b2_maxPolygonVertices) return DBResult_tooManyVertices;
    for (int32_t i = 0; i < count; ++i) {
        if (!std::isfinite(vertices[i].x) || !std::isfinite(vertices[i].y)) return DBResult_invalidValue;
    }
    // Weld as b2PolygonShape::Set does: a vertex within half the slop of a kept one is dropped.
    const float weldDistance = 0.5f * b2_linearSlop;
    Point kept[b2_maxPolygonVertices];
    b2Vec2 keptB2[b2_maxPolygonVertices];
    int32_t keptCount = 0;
    for (int32_t i = 0; i < count; ++i) {
        bool unique = true;
        for (int32_t j = 0; j < keptCount && unique; ++j) {
            unique = b2DistanceSquared(vertices[i], keptB2[j]) >= weldDistance * weldDistance;
        }
        if (unique) {
            keptB2[keptCount] = vertices[i];
            kept[keptCount++] = Point{vertices[i].x, vertices[i].y};
        }
    }
    if (keptCount < 3) return DBResult_degenerateShape;
    Point hull[2 * b2_maxPolygonVertices];
    int32_t hullCount = convexHull(kept, keptCount, hull);
    if (hullCount < 3 || thickness(hull, hullCount) < b2_linearSlop) return DBResult_degenerateShape;
    return DBResult_ok;
}

DBResult cbox2d::checkBox(DBVec2 halfSize, DBVec2 center, float angle) {
    if (!isFinite(halfSize) || !isFinite(center) || !isFinite(angle)) return DBResult_invalidValue;
    if (std::min(halfSize.x, halfSize.y) < 0.5f * b2_linearSlop) return DBResult_degenerateShape;
    return DBResult_ok;
}

DBResult cbox2d::checkCircle(float radius, DBVec2 center) {
    if (!isFinite(radius) || !isFinite(center)) return DBResult_invalidValue;
    if (radius < 0.5f * b2_linearSlop) return DBResult_degenerateShape;
    return DBResult_ok;
}

DBResult cbox2d::checkEdge(DBVec2 vertex1, DBVec2 vertex2) {
    if (!isFinite(vertex1) || !isFinite(vertex2)) return DBResult_invalidValue;
    if (b2DistanceSquared(toB2(vertex1), toB2(vertex2)) <= b2_linearSlop * b2_linearSlop) return DBResult_verticesTooClose;
    return DBResult_ok;
}

DBResult cbox2d::checkChainLoop(const b2Vec2* vertices, int32_t count) {
    if (count < 3) return DBResult_tooFewVertices;
    for (int32_t i = 0; i < count; ++i) {
        if (!std::isfinite(vertices[i].x) || !std::isfinite(vertices[i].y)) return DBResult_invalidValue;
    }
    for (int32_t i = 0; i < count; ++i) {
        const b2Vec2& next = vertices[(i + 1) % count];
        if (b2DistanceSquared(vertices[i], next) <= b2_linearSlop * b2_linearSlop) return DBResult_verticesTooClose;
    }
    return DBResult_ok;
}

DBResult cbox2d::checkInertia(const b2Shape& shape) {
    b2MassData mass;
    shape.ComputeMass(&mass, 1.0f);
    double inertia = mass.I;
    double shift = static_cast<double>(mass.mass) *
                   (static_cast<double>(mass.center.x) * mass.center.x + static_cast<double>(mass.center.y) * mass.center.y);
    bool ok = mass.mass > 0.0f && inertia - shift > kMinimumCentroidalInertia * inertia;
    return ok ? DBResult_ok : DBResult_shapeTooFarFromOrigin;
}
