// Fixtures: shapes attached to bodies, checked before Box2D sees them.
#include "ShapeChecks.hpp"

using cbox2d::toB2;
using cbox2d::World;

namespace {

/// Resolves the handles and checks the material; on success `*world` and `*body` are set.
DBResult resolve(DBWorldId worldId, DBBodyId bodyId, const DBFixtureDef* def, World** world, b2Body** body) {
    *world = cbox2d::findWorld(worldId);
    if (*world == nullptr) return DBResult_invalidWorld;
    *body = (*world)->findBody(bodyId);
    if (*body == nullptr) return DBResult_invalidBody;
    if (def == nullptr) return DBResult_invalidValue;
    return cbox2d::checkFixtureDef(*def);
}

/// Creates the fixture for a checked shape and gives it a slot.
DBResult attach(World* w, b2Body* body, const b2Shape& shape, const DBFixtureDef& def, DBFixtureId* fixture) {
    cbox2d::ArenaScope scope(w->arena);
    bool hasArea = shape.GetType() == b2Shape::e_circle || shape.GetType() == b2Shape::e_polygon;
    if (hasArea && def.density > 0.0f) {
        DBResult inertia = cbox2d::checkInertia(shape);
        if (inertia != DBResult_ok) return inertia;
    }
    b2FixtureDef fd;
    fd.shape = &shape;
    fd.density = def.density;
    fd.friction = def.friction;
    fd.restitution = def.restitution;
    fd.restitutionThreshold = def.restitutionThreshold;
    fd.isSensor = def.isSensor;
    fd.filter.categoryBits = def.filter.categoryBits;
    fd.filter.maskBits = def.filter.maskBits;
    fd.filter.groupIndex = def.filter.groupIndex;
    b2Fixture* f = body->CreateFixture(&fd);
    int32_t index = w->fixtures.allocate(f);
    f->GetUserData().pointer = static_cast<uintptr_t>(index);
    if (fixture) *fixture = DBFixtureId{index, w->fixtures[index].generation};
    return DBResult_ok;
}

}  // namespace

DBResult DBBody_AddPolygon(DBWorldId worldId, DBBodyId bodyId, const DBVec2* vertices, int32_t count,
                           const DBFixtureDef* def, DBFixtureId* fixture) {
    World* w;
    b2Body* body;
    DBResult result = resolve(worldId, bodyId, def, &w, &body);
    if (result != DBResult_ok) return result;
    if (count > b2_maxPolygonVertices) return DBResult_tooManyVertices;
    if (count < 3 || vertices == nullptr) return DBResult_tooFewVertices;
    b2Vec2 points[b2_maxPolygonVertices];
    for (int32_t i = 0; i < count; ++i) points[i] = toB2(vertices[i]);
    result = cbox2d::checkPolygon(points, count);
    if (result != DBResult_ok) return result;
    b2PolygonShape shape;
    shape.Set(points, count);
    return attach(w, body, shape, *def, fixture);
}

DBResult DBBody_AddBox(DBWorldId worldId, DBBodyId bodyId, DBVec2 halfSize, DBVec2 center, float angle,
                       const DBFixtureDef* def, DBFixtureId* fixture) {
    World* w;
    b2Body* body;
    DBResult result = resolve(worldId, bodyId, def, &w, &body);
    if (result != DBResult_ok) return result;
    result = cbox2d::checkBox(halfSize, center, angle);
    if (result != DBResult_ok) return result;
    b2PolygonShape shape;
    shape.SetAsBox(halfSize.x, halfSize.y, toB2(center), angle);
    return attach(w, body, shape, *def, fixture);
}

DBResult DBBody_AddCircle(DBWorldId worldId, DBBodyId bodyId, float radius, DBVec2 center,
                          const DBFixtureDef* def, DBFixtureId* fixture) {
    World* w;
    b2Body* body;
    DBResult result = resolve(worldId, bodyId, def, &w, &body);
    if (result != DBResult_ok) return result;
    result = cbox2d::checkCircle(radius, center);
    if (result != DBResult_ok) return result;
    b2CircleShape shape;
    shape.m_radius = radius;
    shape.m_p = toB2(center);
    return attach(w, body, shape, *def, fixture);
}

DBResult DBBody_AddEdge(DBWorldId worldId, DBBodyId bodyId, DBVec2 vertex1, DBVec2 vertex2,
                        const DBFixtureDef* def, DBFixtureId* fixture) {
    World* w;
    b2Body* body;
    DBResult result = resolve(worldId, bodyId, def, &w, &body);
    if (result != DBResult_ok) return result;
    result = cbox2d::checkEdge(vertex1, vertex2);
    if (result != DBResult_ok) return result;
    b2EdgeShape shape;
    shape.SetTwoSided(toB2(vertex1), toB2(vertex2));
    return attach(w, body, shape, *def, fixture);
}

DBResult DBBody_AddChainLoop(DBWorldId worldId, DBBodyId bodyId, const DBVec2* vertices, int32_t count,
                             const DBFixtureDef* def, DBFixtureId* fixture) {
    World* w;
    b2Body* body;
    DBResult result = resolve(worldId, bodyId, def, &w, &body);
    if (result != DBResult_ok) return result;
    if (count < 3 || vertices == nullptr) return DBResult_tooFewVertices;
    std::vector<b2Vec2> points(static_cast<size_t>(count));
    for (int32_t i = 0; i < count; ++i) points[static_cast<size_t>(i)] = toB2(vertices[i]);
    result = cbox2d::checkChainLoop(points.data(), count);
    if (result != DBResult_ok) return result;
    // The chain's vertex array is Box2D memory too: bound, it comes from (and goes back to) the
    // arena, so no allocation for this world happens outside it.
    cbox2d::ArenaScope scope(w->arena);
    b2ChainShape shape;
    shape.CreateLoop(points.data(), count);
    return attach(w, body, shape, *def, fixture);
}

void DBFixture_Destroy(DBWorldId worldId, DBFixtureId fixtureId) {
    cbox2d::BoundWorld w(worldId);
    b2Fixture* f = w ? w->findFixture(fixtureId) : nullptr;
    if (f == nullptr) return;
    f->GetBody()->DestroyFixture(f);
    w->fixtures.release(fixtureId.index);
}

bool DBFixture_IsValid(DBWorldId worldId, DBFixtureId fixtureId) {
    cbox2d::BoundWorld w(worldId);
    return w && w->findFixture(fixtureId);
}

DBBodyId DBFixture_GetBody(DBWorldId worldId, DBFixtureId fixtureId) {
    cbox2d::BoundWorld w(worldId);
    b2Fixture* f = w ? w->findFixture(fixtureId) : nullptr;
    return f ? w->bodyId(f->GetBody()) : DBBodyId{0, 0};
}

int32_t DBFixture_GetPolygon(DBWorldId worldId, DBFixtureId fixtureId, DBVec2* vertices, int32_t capacity) {
    cbox2d::BoundWorld w(worldId);
    b2Fixture* f = w ? w->findFixture(fixtureId) : nullptr;
    if (f == nullptr || f->GetType() != b2Shape::e_polygon) return 0;
    const b2PolygonShape* polygon = static_cast<const b2PolygonShape*>(f->GetShape());
    int32_t count = polygon->m_count < capacity ? polygon->m_count : capacity;
    for (int32_t i = 0; i < count; ++i) vertices[i] = DBVec2{polygon->m_vertices[i].x, polygon->m_vertices[i].y};
    return polygon->m_count;
}

bool DBFixture_GetDef(DBWorldId worldId, DBFixtureId fixtureId, DBFixtureDef* def) {
    cbox2d::BoundWorld w(worldId);
    b2Fixture* f = w ? w->findFixture(fixtureId) : nullptr;
    if (f == nullptr || def == nullptr) return false;
    const b2Filter& filter = f->GetFilterData();
    *def = DBFixtureDef{f->GetDensity(), f->GetFriction(), f->GetRestitution(), f->GetRestitutionThreshold(),
                        f->IsSensor(), DBFilter{filter.categoryBits, filter.maskBits, filter.groupIndex}};
    return true;
}
