// The figures of a comparison's runs over time, without widgets: energy terms of one run,
// energy residual, trajectory error and strain of every run, and the solver's residual per
// iteration of each run's last step. The report and the gallery draw them from here.
#pragma once

#include "core/scene/scene.h"
#include "core/simulation/run_set.h"
#include "figures/figure.h"

#include <vector>

namespace clothlab::figures {

/// The runs and what they recorded, index by index.
struct RunHistories {
    std::vector<core::RunSpec> runs;
    std::vector<std::vector<core::RunSample>> samples;
    /// Residual after each iteration of the last step (empty for direct methods).
    std::vector<std::vector<double>> solverResiduals;
};

/// T, U_g, U_e, D, W and T + U_g + U_e of run `run` over time.
Figure energyFigure(const RunHistories& histories, std::size_t run);
/// T + U_g + U_e + D − W − E₀ of every run over time.
Figure residualFigure(const RunHistories& histories);
/// RMS trajectory error of every run against the reference over time (log axis).
Figure errorFigure(const RunHistories& histories);
/// Largest strain |l − L|/L of the structural springs of every run over time.
Figure strainFigure(const RunHistories& histories);
/// The solver residual per iteration of every iterative run's last step (log axis).
Figure solverResidualFigure(const RunHistories& histories);

} // namespace clothlab::figures
