#include "CPlainLoop.h"

void cpl_advance(CPLBody *bodies, int64_t count, double dt) {
    for (int64_t i = 0; i < count; ++i) {
        bodies[i].px += bodies[i].vx * dt;
        bodies[i].py += bodies[i].vy * dt;
    }
}
