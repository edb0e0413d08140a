// The raw Box2D baseline, see CRawBox2DBench.h.
#include "CRawBox2DBench.h"

#include <box2d/box2d.h>

#include <vector>

struct CRBWorld {
    explicit CRBWorld(b2Vec2 gravity) : world(gravity) {}
    b2World world;
    std::vector<b2Body*> bodies;
};

namespace {

b2Vec2 narrow(double x, double y) { return b2Vec2(static_cast<float>(x), static_cast<float>(y)); }

b2FixtureDef fixtureDef(const b2Shape* shape, const CRBMaterial& material) {
    b2FixtureDef fd;
    fd.shape = shape;
    fd.density = static_cast<float>(material.density);
    fd.friction = static_cast<float>(material.friction);
    fd.restitution = static_cast<float>(material.restitution);
    fd.restitutionThreshold = static_cast<float>(material.restitutionThreshold);
    return fd;
}

}  // namespace

CRBWorld* CRBWorld_Create(double gravityX, double gravityY, const double* jarXY, int32_t jarCount,
                          const CRBBody* bodies, int32_t bodyCount, const double* vertexXY,
                          CRBMaterial material) {
    auto* w = new CRBWorld(narrow(gravityX, gravityY));

    b2BodyDef jarDef;
    b2Body* jar = w->world.CreateBody(&jarDef);
    std::vector<b2Vec2> outline;
    for (int32_t i = 0; i < jarCount; ++i) outline.push_back(narrow(jarXY[2 * i], jarXY[2 * i + 1]));
    b2ChainShape chain;
    chain.CreateLoop(outline.data(), jarCount);
    b2FixtureDef jarFixture = fixtureDef(&chain, material);
    jar->CreateFixture(&jarFixture);
    w->bodies.push_back(jar);

    for (int32_t i = 0; i < bodyCount; ++i) {
        const CRBBody& spec = bodies[i];
        b2BodyDef bd;
        bd.type = b2_dynamicBody;
        bd.position = narrow(spec.positionX, spec.positionY);
        bd.angle = static_cast<float>(spec.angle);
        b2Body* body = w->world.CreateBody(&bd);

        b2CircleShape circle;
        b2PolygonShape polygon;
        const b2Shape* shape = &polygon;
        switch (spec.shape) {
        case CRBShape_circle:
            circle.m_radius = static_cast<float>(spec.extentX);
            shape = &circle;
            break;
        case CRBShape_box:
            polygon.SetAsBox(static_cast<float>(spec.extentX), static_cast<float>(spec.extentY), b2Vec2(0, 0), 0.0f);
            break;
        case CRBShape_polygon: {
            b2Vec2 points[b2_maxPolygonVertices];
            for (int32_t v = 0; v < spec.vertexCount; ++v) {
                const double* xy = vertexXY + 2 * (spec.firstVertex + v);
                points[v] = narrow(xy[0], xy[1]);
            }
            polygon.Set(points, spec.vertexCount);
            break;
        }
        }
        b2FixtureDef fd = fixtureDef(shape, material);
        body->CreateFixture(&fd);
        w->bodies.push_back(body);
    }
    return w;
}

void CRBWorld_Step(CRBWorld* w, double timeStep, int32_t velocityIterations, int32_t positionIterations,
                   const double* gravityXY, int32_t steps) {
    const float dt = static_cast<float>(timeStep);
    for (int32_t i = 0; i < steps; ++i) {
        if (gravityXY) w->world.SetGravity(narrow(gravityXY[2 * i], gravityXY[2 * i + 1]));
        w->world.Step(dt, velocityIterations, positionIterations);
    }
}

int32_t CRBWorld_ReadStates(CRBWorld* w, double* out, int32_t capacity) {
    auto count = static_cast<int32_t>(w->bodies.size());
    for (int32_t i = 0; i < count && i < capacity; ++i) {
        const b2Body* body = w->bodies[static_cast<size_t>(i)];
        double* state = out + 7 * i;
        state[0] = body->GetPosition().x;
        state[1] = body->GetPosition().y;
        state[2] = body->GetAngle();
        state[3] = body->GetLinearVelocity().x;
        state[4] = body->GetLinearVelocity().y;
        state[5] = body->GetAngularVelocity();
        state[6] = body->IsAwake() ? 1.0 : 0.0;
    }
    return count;
}

void CRBWorld_Destroy(CRBWorld* w) { delete w; }

CRBWorld* CRBWorld_CreateEmpty(double gravityX, double gravityY) { return new CRBWorld(narrow(gravityX, gravityY)); }

int32_t CRBWorld_AddBody(CRBWorld* w, bool dynamic, double x, double y, double angle, double linearDamping,
                        double angularDamping) {
    b2BodyDef bd;
    bd.linearDamping = static_cast<float>(linearDamping);
    bd.angularDamping = static_cast<float>(angularDamping);
    bd.type = dynamic ? b2_dynamicBody : b2_staticBody;
    bd.position = narrow(x, y);
    bd.angle = static_cast<float>(angle);
    w->bodies.push_back(w->world.CreateBody(&bd));
    return static_cast<int32_t>(w->bodies.size() - 1);
}

void CRBWorld_AddPolygon(CRBWorld* w, int32_t body, const double* xy, int32_t count, CRBMaterial material) {
    b2Vec2 points[b2_maxPolygonVertices];
    for (int32_t v = 0; v < count && v < b2_maxPolygonVertices; ++v) points[v] = narrow(xy[2 * v], xy[2 * v + 1]);
    b2PolygonShape polygon;
    polygon.Set(points, count < b2_maxPolygonVertices ? count : b2_maxPolygonVertices);
    b2FixtureDef fd = fixtureDef(&polygon, material);
    w->bodies[static_cast<size_t>(body)]->CreateFixture(&fd);
}

void CRBWorld_AddChainLoop(CRBWorld* w, int32_t body, const double* xy, int32_t count, CRBMaterial material) {
    std::vector<b2Vec2> points;
    for (int32_t i = 0; i < count; ++i) points.push_back(narrow(xy[2 * i], xy[2 * i + 1]));
    b2ChainShape chain;
    chain.CreateLoop(points.data(), count);
    b2FixtureDef fd = fixtureDef(&chain, material);
    w->bodies[static_cast<size_t>(body)]->CreateFixture(&fd);
}

void CRBWorld_WakeDynamicBodies(CRBWorld* w) {
    for (b2Body* body : w->bodies) {
        if (body->GetType() == b2_dynamicBody) body->SetAwake(true);
    }
}
