// The built-in methods, one entry each, for the registry's table (core/integrators/
// integrator.cpp). Each is defined in its family's file.
#pragma once

#include "core/integrators/integrator.h"

namespace clothlab::core {

/// A method of the registry: its static description and how to make one.
struct IntegratorEntry {
    const IntegratorInfo* info = nullptr;
    IntegratorFactory create = nullptr;
};

// runge_kutta.cpp
IntegratorEntry explicitEulerEntry();
IntegratorEntry rk2Entry();
IntegratorEntry heunEntry();
IntegratorEntry rk3Entry();
IntegratorEntry rk4Entry();
// symplectic.cpp
IntegratorEntry symplecticEulerEntry();
IntegratorEntry verletEntry();
IntegratorEntry yoshida4Entry();
// adaptive_rk.cpp
IntegratorEntry rk45Entry();
IntegratorEntry dop853Entry();
// newton_implicit.cpp
IntegratorEntry implicitEulerEntry();
IntegratorEntry bdf2Entry();
IntegratorEntry implicitMidpointEntry();
IntegratorEntry newmarkEntry();
IntegratorEntry generalizedAlphaEntry();
// projective.cpp
IntegratorEntry projectiveDynamicsEntry();
// chebyshev.cpp
IntegratorEntry chebyshevEntry();
// position_based.cpp
IntegratorEntry pbdEntry();
IntegratorEntry xpbdEntry();
// velocity_constraints.cpp
IntegratorEntry velocityConstraintsEntry();

} // namespace clothlab::core
