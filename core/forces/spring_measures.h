// Per-spring strain and elastic energy of a state: what the 3D view colours springs by, and
// what a report or a test can read off spring by spring. The stiffness is the force model's
// own (spring_law.h with the kind's k⁺/k⁻ times the spring's scale), so the energies here sum
// to the elastic energy the bookkeeping reports.
#pragma once

#include "core/model/system.h"

#include <Eigen/Core>
#include <vector>

namespace clothlab::core {

/// The k⁺, k⁻ and c one spring gets from the stiffness table of its kind, times its scale:
/// what the force model packs for it (N/m, N/m, N·s/m).
SpringStiffness effectiveStiffness(const Spring& spring, const StiffnessTable& table);

/// Strain and elastic energy of every spring, in System::springs() order.
struct SpringMeasures {
    /// (l − L)/L, dimensionless: > 0 stretched, < 0 compressed.
    std::vector<double> strain;
    /// ½·k·(l − L)² with k = k⁺ while stretched, k⁻ otherwise (DESIGN §2), J, ≥ 0.
    std::vector<double> energy;
};

/// Measures `springs` with stiffness `table` at positions `x` (3 × n, m; every spring's
/// endpoints must be columns of x). `out` is resized (no allocation when it has the size).
void measureSprings(const std::vector<Spring>& springs, const StiffnessTable& table,
                    const Eigen::Matrix3Xd& x, SpringMeasures& out);
/// The springs and stiffness table of `system` at positions `x` (3 × particleCount(), m).
SpringMeasures measureSprings(const System& system, const Eigen::Matrix3Xd& x);

/// The q-quantile (0 ≤ q ≤ 1, nearest rank) of |v| over `values`: a scale of a spring measure
/// that a few outliers do not set (q = 0.99 passes over the largest 1 %); 0 without values.
double magnitudeQuantile(const std::vector<double>& values, double q);

} // namespace clothlab::core
