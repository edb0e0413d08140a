// Debug drawing: every fixture and joint as a world-space primitive with a style.
//
// A walk over the handle tables rather than a b2Draw subclass, so that each primitive names its
// fixture or joint and the order is fixed: bodies in creation order, each body's fixtures in
// creation order, then joints by slot.
#include "World.hpp"

using cbox2d::toDB;
using cbox2d::World;

namespace {

DBDebugStyle styleOf(const b2Fixture* fixture) {
    const b2Body* body = fixture->GetBody();
    if (fixture->IsSensor()) return DBDebugStyle_sensor;
    if (!body->IsEnabled()) return DBDebugStyle_disabled;
    if (body->GetType() == b2_staticBody) return DBDebugStyle_staticBody;
    if (body->GetType() == b2_kinematicBody) return DBDebugStyle_kinematicBody;
    return body->IsAwake() ? DBDebugStyle_awake : DBDebugStyle_sleeping;
}

/// Appends `fixture`'s primitive and its vertices.
void drawFixture(World& w, b2Fixture* fixture) {
    const b2Body* body = fixture->GetBody();
    const b2Transform& xf = body->GetTransform();
    DBDebugShape shape{};
    shape.style = styleOf(fixture);
    shape.body = w.bodyId(body);
    shape.fixture = w.fixtureId(fixture);
    shape.firstVertex = static_cast<int32_t>(w.debugVertices.size());
    switch (fixture->GetType()) {
    case b2Shape::e_circle: {
        auto* circle = static_cast<const b2CircleShape*>(fixture->GetShape());
        shape.kind = DBDebugKind_circle;
        shape.radius = circle->m_radius;
        shape.angle = body->GetAngle();
        w.debugVertices.push_back(toDB(b2Mul(xf, circle->m_p)));
        break;
    }
    case b2Shape::e_polygon: {
        auto* polygon = static_cast<const b2PolygonShape*>(fixture->GetShape());
        shape.kind = DBDebugKind_polygon;
        for (int32 i = 0; i < polygon->m_count; ++i) w.debugVertices.push_back(toDB(b2Mul(xf, polygon->m_vertices[i])));
        break;
    }
    case b2Shape::e_edge: {
        auto* edge = static_cast<const b2EdgeShape*>(fixture->GetShape());
        shape.kind = DBDebugKind_segment;
        w.debugVertices.push_back(toDB(b2Mul(xf, edge->m_vertex1)));
        w.debugVertices.push_back(toDB(b2Mul(xf, edge->m_vertex2)));
        break;
    }
    case b2Shape::e_chain: {
        // Only loops are made here; Box2D stores a loop's first vertex again at the end.
        auto* chain = static_cast<const b2ChainShape*>(fixture->GetShape());
        shape.kind = DBDebugKind_closedPolyline;
        for (int32 i = 0; i + 1 < chain->m_count; ++i) w.debugVertices.push_back(toDB(b2Mul(xf, chain->m_vertices[i])));
        break;
    }
    case b2Shape::e_typeCount:
        return;
    }
    shape.vertexCount = static_cast<int32_t>(w.debugVertices.size()) - shape.firstVertex;
    w.debugShapes.push_back(shape);
}

/// Appends `joint` as an open line: mouse target to grab point, or body A, anchors, body B.
void drawJoint(World& w, b2Joint* joint) {
    DBDebugShape shape{};
    shape.kind = DBDebugKind_polyline;
    shape.style = DBDebugStyle_joint;
    shape.body = w.bodyId(joint->GetBodyB());
    shape.joint = w.jointId(joint);
    shape.firstVertex = static_cast<int32_t>(w.debugVertices.size());
    bool isMouse = joint->GetType() == e_mouseJoint;
    if (!isMouse) w.debugVertices.push_back(toDB(joint->GetBodyA()->GetPosition()));
    w.debugVertices.push_back(toDB(joint->GetAnchorA()));
    w.debugVertices.push_back(toDB(joint->GetAnchorB()));
    if (!isMouse) w.debugVertices.push_back(toDB(joint->GetBodyB()->GetPosition()));
    shape.vertexCount = static_cast<int32_t>(w.debugVertices.size()) - shape.firstVertex;
    w.debugShapes.push_back(shape);
}

}  // namespace

int32_t DBWorld_DebugDraw(DBWorldId worldId, const DBDebugShape** shapes, const DBVec2** vertices) {
    cbox2d::BoundWorld w(worldId);
    if (w == nullptr) return 0;
    w->debugShapes.clear();
    w->debugVertices.clear();
    std::vector<b2Fixture*> bodyFixtures;
    for (int32_t index = w->firstBody; index != 0; index = w->bodies[index].extra.next) {
        bodyFixtures.clear();
        for (b2Fixture* f = w->bodies[index].object->GetFixtureList(); f; f = f->GetNext()) bodyFixtures.push_back(f);
        for (auto it = bodyFixtures.rbegin(); it != bodyFixtures.rend(); ++it) drawFixture(*w, *it);
    }
    for (int32_t index = 1; index < w->joints.capacity(); ++index) {
        if (b2Joint* joint = w->joints[index].object) drawJoint(*w, joint);
    }
    *shapes = w->debugShapes.data();
    *vertices = w->debugVertices.data();
    return static_cast<int32_t>(w->debugShapes.size());
}
