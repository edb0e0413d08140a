// CPlainLoop: the ECS benchmark's C++ baseline, `position += velocity * dt` over a plain array
// of structs, compiled by clang with the same optimisation as the Swift loop beside it.
#ifndef CPLAINLOOP_H
#define CPLAINLOOP_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One body: position (px, py) and velocity (vx, vy), side by side.
typedef struct CPLBody {
    double px;
    double py;
    double vx;
    double vy;
} CPLBody;

/// Moves each of `count` bodies by its velocity times `dt`.
void cpl_advance(CPLBody *bodies, int64_t count, double dt);

#ifdef __cplusplus
}
#endif

#endif
