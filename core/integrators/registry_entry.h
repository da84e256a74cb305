// How integrator families add themselves to the registry (core/integrators/integrator.cpp).
#pragma once

#include "core/integrators/integrator.h"

#include <vector>

namespace clothlab::core {

struct IntegratorEntry {
    const IntegratorInfo* info = nullptr;
    IntegratorFactory create = nullptr;
};

/// explicit-euler, symplectic-euler, verlet, rk2, rk4, rk45, dop853.
void appendExplicitIntegrators(std::vector<IntegratorEntry>& entries);

/// dop853 (core/integrators/dop853.cpp).
void appendDop853Integrator(std::vector<IntegratorEntry>& entries);

/// implicit-euler, bdf2, projective-dynamics.
void appendImplicitIntegrators(std::vector<IntegratorEntry>& entries);

/// chebyshev, pbd, xpbd, velocity-constraints.
void appendConstraintIntegrators(std::vector<IntegratorEntry>& entries);

/// heun, rk3, yoshida4.
void appendTextbookExplicitIntegrators(std::vector<IntegratorEntry>& entries);

/// implicit-midpoint, newmark, generalized-alpha.
void appendTextbookImplicitIntegrators(std::vector<IntegratorEntry>& entries);

} // namespace clothlab::core
