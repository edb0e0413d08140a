// Entry points for tests only: they break the rules the rest of the API keeps, on purpose.
#include "World.hpp"

void DBTesting_AllocateOutsideArena(DBWorldId id) {
    if (cbox2d::findWorld(id) == nullptr || cbox2d::Arena::bound() != nullptr) return;
    b2Free(b2Alloc(64));
}

bool DBTesting_AddToFirstContactImpulse(DBWorldId id, float impulse) {
    cbox2d::World* w = cbox2d::findWorld(id);
    if (w == nullptr) return false;
    for (b2Contact* contact = w->world.GetContactList(); contact; contact = contact->GetNext()) {
        if (!contact->IsTouching() || contact->GetManifold()->pointCount == 0) continue;
        contact->GetManifold()->points[0].normalImpulse += impulse;
        return true;
    }
    return false;
}
