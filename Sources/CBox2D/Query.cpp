// Queries: fixtures under a point, fixtures and bodies in a box, ray casts.
//
// Box2D's broad phase reports fattened boxes, once per chain child: each answer is filtered
// against the fixture's real bounds (or shape) and deduplicated with the world's query marks.
#include <algorithm>

#include "World.hpp"

using cbox2d::isFinite;
using cbox2d::toB2;
using cbox2d::toDB;
using cbox2d::World;

namespace {

/// Collects fixtures whose shape contains a point.
class PointQuery final : public b2QueryCallback {
public:
    PointQuery(World& world, b2Vec2 point) : world_(world), point_(point) {}
    bool ReportFixture(b2Fixture* fixture) override {
        if (fixture->TestPoint(point_)) world_.fixtureAnswers.push_back(world_.fixtureId(fixture));
        return true;
    }

private:
    World& world_;
    b2Vec2 point_;
};

/// Collects fixtures, or their bodies, whose tight bounds overlap a box, each once.
class BoxQuery final : public b2QueryCallback {
public:
    BoxQuery(World& world, const b2AABB& box, bool wantsBodies) : world_(world), box_(box), wantsBodies_(wantsBodies) {}
    bool ReportFixture(b2Fixture* fixture) override {
        auto fixtureIndex = static_cast<size_t>(fixture->GetUserData().pointer);
        if (world_.fixtureMarks[fixtureIndex] == world_.queryMark) return true;
        if (!overlaps(fixture)) return true;
        world_.fixtureMarks[fixtureIndex] = world_.queryMark;
        if (!wantsBodies_) {
            world_.fixtureAnswers.push_back(world_.fixtureId(fixture));
            return true;
        }
        auto bodyIndex = static_cast<size_t>(fixture->GetBody()->GetUserData().pointer);
        if (world_.bodyMarks[bodyIndex] != world_.queryMark) {
            world_.bodyMarks[bodyIndex] = world_.queryMark;
            world_.bodyAnswers.push_back(world_.bodyId(fixture->GetBody()));
        }
        return true;
    }

private:
    bool overlaps(b2Fixture* fixture) const {
        int32 children = fixture->GetShape()->GetChildCount();
        for (int32 i = 0; i < children; ++i) {
            if (b2TestOverlap(fixture->GetAABB(i), box_)) return true;
        }
        return false;
    }

    World& world_;
    b2AABB box_;
    bool wantsBodies_;
};

/// Keeps the nearest non-sensor hit, or all of them.
class RayQuery final : public b2RayCastCallback {
public:
    RayQuery(World& world, bool keepsAll) : world_(world), keepsAll_(keepsAll) {}
    float ReportFixture(b2Fixture* fixture, const b2Vec2& point, const b2Vec2& normal, float fraction) override {
        if (fixture->IsSensor()) return -1.0f;
        DBRayHit hit{world_.fixtureId(fixture), world_.bodyId(fixture->GetBody()), toDB(point), toDB(normal), fraction};
        if (keepsAll_) {
            world_.rayHits.push_back(hit);
            return 1.0f;
        }
        closest = hit;
        found = true;
        return fraction;
    }

    DBRayHit closest{};
    bool found = false;

private:
    World& world_;
    bool keepsAll_;
};

bool makeBox(DBVec2 lower, DBVec2 upper, b2AABB* box) {
    if (!isFinite(lower) || !isFinite(upper) || lower.x > upper.x || lower.y > upper.y) return false;
    box->lowerBound = toB2(lower);
    box->upperBound = toB2(upper);
    return true;
}

/// A ray Box2D accepts: finite, with a length.
bool isCastable(DBVec2 from, DBVec2 to) {
    return isFinite(from) && isFinite(to) && (from.x != to.x || from.y != to.y);
}

}  // namespace

int32_t DBWorld_QueryPoint(DBWorldId worldId, DBVec2 point, const DBFixtureId** fixtures) {
    cbox2d::BoundWorld w(worldId);
    if (w == nullptr || !isFinite(point)) return 0;
    w->fixtureAnswers.clear();
    PointQuery query(*w, toB2(point));
    b2AABB box;
    box.lowerBound = toB2(point);
    box.upperBound = toB2(point);
    w->world.QueryAABB(&query, box);
    *fixtures = w->fixtureAnswers.data();
    return static_cast<int32_t>(w->fixtureAnswers.size());
}

int32_t DBWorld_QueryAABBFixtures(DBWorldId worldId, DBVec2 lower, DBVec2 upper, const DBFixtureId** fixtures) {
    cbox2d::BoundWorld w(worldId);
    b2AABB box;
    if (w == nullptr || !makeBox(lower, upper, &box)) return 0;
    w->fixtureAnswers.clear();
    w->beginQuery();
    BoxQuery query(*w, box, false);
    w->world.QueryAABB(&query, box);
    *fixtures = w->fixtureAnswers.data();
    return static_cast<int32_t>(w->fixtureAnswers.size());
}

int32_t DBWorld_QueryAABBBodies(DBWorldId worldId, DBVec2 lower, DBVec2 upper, const DBBodyId** bodies) {
    cbox2d::BoundWorld w(worldId);
    b2AABB box;
    if (w == nullptr || !makeBox(lower, upper, &box)) return 0;
    w->bodyAnswers.clear();
    w->beginQuery();
    BoxQuery query(*w, box, true);
    w->world.QueryAABB(&query, box);
    *bodies = w->bodyAnswers.data();
    return static_cast<int32_t>(w->bodyAnswers.size());
}

bool DBWorld_RayCastClosest(DBWorldId worldId, DBVec2 from, DBVec2 to, DBRayHit* hit) {
    cbox2d::BoundWorld w(worldId);
    if (w == nullptr || !isCastable(from, to)) return false;
    RayQuery query(*w, false);
    w->world.RayCast(&query, toB2(from), toB2(to));
    if (query.found) *hit = query.closest;
    return query.found;
}

int32_t DBWorld_RayCastAll(DBWorldId worldId, DBVec2 from, DBVec2 to, const DBRayHit** hits) {
    cbox2d::BoundWorld w(worldId);
    if (w == nullptr || !isCastable(from, to)) return 0;
    w->rayHits.clear();
    RayQuery query(*w, true);
    w->world.RayCast(&query, toB2(from), toB2(to));
    std::sort(w->rayHits.begin(), w->rayHits.end(), [](const DBRayHit& a, const DBRayHit& b) {
        return a.fraction < b.fraction || (a.fraction == b.fraction && a.fixture.index < b.fixture.index);
    });
    *hits = w->rayHits.data();
    return static_cast<int32_t>(w->rayHits.size());
}
