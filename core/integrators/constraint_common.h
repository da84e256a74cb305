// Stages shared by the constraint-based integrators (pbd, xpbd, velocity-constraints) and
// chebyshev: the external-force prediction, the packed position buffer the sweeps work on,
// and the colour order they visit the springs in.
#pragma once

#include "core/forces/environment.h"
#include "core/forces/force_model.h"
#include "core/integrators/registry_entry.h"
#include "core/model/system.h"

#include <Eigen/Core>
#include <vector>

namespace clothlab::core::constraints {

/// Resizes a 3 × n matrix only when its column count differs (no allocation otherwise).
void ensureSize(Eigen::Matrix3Xd& m, Eigen::Index n);

/// Velocities after the external forces of one step of h (s), air drag taken implicitly:
/// v* = (vₙ + h·g + h·c_air·w(t)/m) / (1 + h·c_air/m) for free particles (m/s), unchanged
/// for pinned ones. `t` is the time at which the wind is sampled (s). Stable for any h.
/// pbd's R1 switches: g is multiplied by `gravityScale`, and with `perMass` also divided by
/// each particle's mass (R1's defect: an acceleration divided by a mass). With `randomWind`
/// the random wind's force at t (Environment::randomWindAt) adds h·F/m to the numerator.
void predictVelocities(const System& system, const Environment& environment, double t, double h,
                       Eigen::Matrix3Xd& v, double gravityScale = 1.0, bool perMass = false,
                       bool randomWind = true);

/// Packs positions with inverse masses as 4-vectors (x, y, z, 1/m): the layout of the
/// relaxation sweeps, one cache line per two particles. `xw` is resized to 4·n.
void packPositions(const Eigen::Matrix3Xd& x, const Eigen::VectorXd& inverseMasses,
                   std::vector<double>& xw);

/// A permutation of the packed springs for Gauss–Seidel sweeps: springs grouped by a greedy
/// colouring of the packed order (no two springs of a colour share a particle), packed order
/// kept within a colour. Visiting consecutive springs that share no particle removes the
/// store-to-load dependency chains of the packed order (spring (i, i+1) then (i+1, i+2)),
/// so a sweep runs at the throughput of its arithmetic instead of the latency of one spring
/// (measured 2× faster on the 128² cloth). Any order is a valid Gauss–Seidel sweep; this
/// one is deterministic.
struct SweepOrder {
    std::vector<int> order;       ///< sweep position → packed spring index
    std::vector<int> colourBegin; ///< first sweep position of each colour, then the end
    /// Sweep positions from here on hold the springs no colour could take (an end with 64
    /// coloured springs already); they may share particles and must be visited one by one.
    int serialBegin = 0;
    int particleCount = -1;
    bool list = false; ///< built in list order

    /// Rebuilds the order when the spring or particle count or the mode differs from the last
    /// build (integrators also clear it in reset(), which follows every topology change);
    /// returns whether it did. With `list`, the order is the scene's spring list
    /// (System::springs(), as `clothlab-cli describe` lists them), visited one by one (R1).
    bool update(const PackedSprings& springs, int particles, bool list = false);
    void clear() { particleCount = -1; }
};

/// chebyshev (chebyshev.cpp).

/// l clamped away from zero: a spring whose ends coincide has no direction; its correction
/// f·d is then 0 (d = 0) without a branch, which keeps the sweep loops branch-free.
inline constexpr double kMinLength = 1e-200;

/// What the per-spring coefficients of the sweeps depend on besides the topology and the
/// stiffness table, whose edits reach the integrator through reset() (Simulation::
/// stateChanged). Σ 1/m also catches mass and pin edits made without a reset.
class CoefficientKey {
public:
    /// True when the coefficients must be rebuilt for this step; remembers the key.
    bool changed(double h, const ParameterSet& parameters, const Eigen::VectorXd& invMass) {
        const double massSum = invMass.sum();
        if (m_valid && h == m_h && massSum == m_massSum && parameters.values() == m_values) {
            return false;
        }
        m_valid = true;
        m_h = h;
        m_massSum = massSum;
        m_values = parameters.values();
        return true;
    }
    void clear() { m_valid = false; }

private:
    bool m_valid = false;
    double m_h = 0.0;
    double m_massSum = 0.0;
    std::vector<double> m_values;
};

/// Keeps the capacity of the residual list across steps.
inline void beginStats(SolverStats& stats, int iterations, int substeps) {
    stats.iterations = iterations;
    stats.linearIterations = 0;
    stats.substeps = substeps;
    stats.rejectedSteps = 0;
    stats.residuals.resize(static_cast<std::size_t>(iterations));
}

} // namespace clothlab::core::constraints
