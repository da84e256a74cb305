// Stability limits against stiffness: the scene's springs scaled, a stability search at each
// scale (stability_limits.h).
#pragma once

#include "core/analysis/stability_limits.h"
#include "core/base/types.h"

#include <optional>
#include <vector>

namespace clothlab::core {

/// The scene with the stretch and compression stiffness (k⁺, k⁻) of one spring kind, or of
/// every kind when `kind` is empty, multiplied by `scale` (> 0). Damping c is unchanged, so a
/// sweep isolates the stiffness.
Scene scaleStiffness(Scene scene, std::optional<SpringKind> kind, double scale);

/// Stability limits of several integrators at several stiffnesses.
struct StiffnessSweepResult {
    std::optional<SpringKind> kind; ///< the kind scaled; empty = every kind
    std::vector<double> scales;     ///< factors on the scene's k⁺ and k⁻, increasing
    double duration = 0.0;          ///< s, length of each trial run
    /// limits[i][p]: integrator i at scales[p]. A limit equal to `duration` means stable at
    /// every dt tried (a lower bound).
    std::vector<std::vector<StabilityResult>> limits;
};

/// For each integrator and each scale (sorted increasing), the stability limit of
/// stabilityLimits() on scaleStiffness(scene, kind, scale). Progress counts one unit per
/// (integrator, scale). Throws std::invalid_argument for a non-positive scale or duration.
StiffnessSweepResult stiffnessSweep(const Scene& scene,
                                    const std::vector<IntegratorChoice>& integrators,
                                    std::optional<SpringKind> kind, std::vector<double> scales,
                                    double duration, double relativeTolerance = 0.02,
                                    const AnalysisOptions& options = {});

} // namespace clothlab::core
