// Kernels of the position-based sweeps (pbd, xpbd): springs laid out in sweep order with their
// per-step coefficients, the implicit damping pass, the Jakobsen relaxation sweep and the
// strain residual. They work on particles packed as 4-vectors (x, y, z, 1/m).
#pragma once

#include "core/forces/force_model.h"
#include "core/integrators/constraint_common.h"

#include <Eigen/Core>
#include <vector>

namespace clothlab::core::constraints {

/// The springs of a sweep in sweep order (SweepOrder): endpoints as offsets into the packed
/// 4-vector arrays (4 × particle index, which saves the index scaling in the hot loops),
/// L (m), 1/L (1/m) and the
/// implicit damping gain g = h·c/(1 + h·c·W), W = 1/m_a + 1/m_b, times the inverse mass of
/// each end (dampA = g·w_a, dampB = g·w_b; dimensionless; 0 without damping).
struct SweepSprings {
    std::vector<int> a, b; ///< 4·i: the particle's x is xw[a], its 1/m xw[a + 3]
    std::vector<double> rest, invRest, dampA, dampB;
    std::vector<int> colourBegin; ///< copied from the SweepOrder
    int serialBegin = 0;          ///< copied from the SweepOrder
    bool damped = false;

    /// Lays out the packed springs in `order` for a (sub)step of h seconds.
    void build(const PackedSprings& springs, const SweepOrder& order,
               const Eigen::VectorXd& inverseMasses, double h);
    int size() const { return static_cast<int>(a.size()); }
};

/// pbd's springs: the fraction σ of the extension removed per sweep, already split by
/// inverse masses — end a moves by σ·(w_a/W)·(l − L), end b by σ·(w_b/W)·(l − L) — for
/// l > L (plus) and l ≤ L (minus). Dimensionless.
struct PbdSweepSprings : SweepSprings {
    std::vector<double> aPlus, aMinus, bPlus, bMinus;
    /// The colour ranges pbdSweep() visits: colourBegin, or with R1's early exit those ranges
    /// cut at the first spring whose ends are both pinned (the damping pass visits all).
    std::vector<int> relaxBegin;

    /// Sets relaxBegin after build(): all springs, or with `earlyExit` only those before the
    /// first spring (sweep order) whose ends both have inverse mass 0.
    void setRelaxRange(bool earlyExit, const Eigen::VectorXd& inverseMasses);
};

/// xpbd's springs: λ (N·s², accumulated over the iterations of a substep), α̃ = 1/(k·h²)
/// and 1/(W + α̃) of both branches (C > 0: plus; both 0 when k = 0 or both ends are pinned,
/// so that Δλ = 0), and the inverse masses of the ends (1/kg).
struct XpbdSweepSprings : SweepSprings {
    std::vector<double> lambda, alphaPlus, alphaMinus, gainPlus, gainMinus, wA, wB;
};

/// Spring damping c of the stiffness table over one (sub)step of h, applied implicitly to
/// packed velocities `vw` spring by spring in sweep order (one Gauss–Seidel pass): along
/// n = (x_b − x_a)/|x_b − x_a| at packed positions `xw`, the relative speed u = (v_b − v_a)·n
/// of an isolated damper obeys u' = u − h·c·W·u', i.e. the impulse p = −u·h·c/(1 + h·c·W)
/// goes to b and −p to a, each weighted by its inverse mass. Stable for any h.
void dampSweep(const SweepSprings& springs, const double* xw, double* vw);

/// One Jakobsen relaxation sweep (Gauss–Seidel, in place on `xw`). Returns Σ ((l − L)/L)²
/// as measured when each spring was visited.
double pbdSweep(const PbdSweepSprings& springs, double* xw);

/// One XPBD iteration (Macklin, Müller & Chentanez 2016) in place on `xw`, updating λ.
/// Returns Σ (C/L)² as measured when each spring was visited.
double xpbdSweep(XpbdSweepSprings& springs, double* xw);

/// RMS over springs of (l − L)/L at packed positions `xw`.
double sweepStrain(const SweepSprings& springs, const double* xw);

} // namespace clothlab::core::constraints
