// ContactRecorder: Box2D's contact callbacks turned into buffered events with handles.
//
// Box2D calls BeginContact and EndContact inside b2World::Step, and EndContact also outside it
// when a body or fixture is destroyed or disabled (the fixtures are still alive then: their
// slots are released afterwards, so the recorded handles go stale but never dangle).
#include "World.hpp"

namespace {

DBContactEvent eventFor(cbox2d::World& world, b2Contact* contact) {
    b2Fixture* a = contact->GetFixtureA();
    b2Fixture* b = contact->GetFixtureB();
    return DBContactEvent{world.fixtureId(a), world.fixtureId(b), world.bodyId(a->GetBody()), world.bodyId(b->GetBody())};
}

}  // namespace

void cbox2d::ContactRecorder::BeginContact(b2Contact* contact) {
    (world_.stepping ? world_.begins : world_.pendingBegins).push_back(eventFor(world_, contact));
}

void cbox2d::ContactRecorder::EndContact(b2Contact* contact) {
    (world_.stepping ? world_.ends : world_.pendingEnds).push_back(eventFor(world_, contact));
}
