#include "figures/gallery.h"

#include "core/analysis/analysis.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/scene/presets.h"
#include "figures/analysis_figures.h"
#include "figures/stability_figures.h"
#include "figures/work_precision_figure.h"
#include "text/catalog_text.h"

#include <QCoreApplication>
#include <QDateTime>

namespace clothlab::figures {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Gallery)
};

core::IntegratorChoice choice(const char* id, double dt) {
    core::IntegratorChoice c;
    c.id = id;
    c.dt = dt;
    return c;
}

/// The chain's runs: explicit, higher-order, implicit and constraint-based methods at steps
/// each is stable at.
std::vector<core::RunSpec> galleryRuns() {
    std::vector<core::RunSpec> runs;
    for (const core::IntegratorChoice& c : {choice("symplectic-euler", 5e-4), choice("rk4", 5e-4),
                                            choice("implicit-euler", 1e-3), choice("xpbd", 1e-3)}) {
        core::RunSpec run;
        run.integrator = c;
        runs.push_back(run);
    }
    return runs;
}

RunHistories runHistories(const core::Scene& scene, double duration) {
    core::RunSetOptions options;
    options.sampleInterval = 0.01;
    options.endTime = duration;
    options.threads = 1; // the same samples however many cores the machine has
    core::RunSet set(scene, scene.runs, options);
    while (set.running()) {
        set.advance(10);
    }
    RunHistories histories;
    histories.runs = scene.runs;
    for (int r = 0; r < set.runCount(); ++r) {
        histories.samples.push_back(set.run(r).samples());
        histories.solverResiduals.push_back(set.run(r).solver().residuals);
    }
    return histories;
}

AnalysisRecord record(const GalleryData& data, AnalysisData analysis) {
    AnalysisRecord out;
    out.sceneName = data.sceneName;
    out.finished = QDateTime(QDate(2026, 1, 1), QTime(12, 0));
    out.data = std::move(analysis);
    return out;
}

} // namespace

GalleryData computeGallery() {
    core::Scene scene = core::loadPreset("hanging-chain");
    scene.runs = galleryRuns();
    GalleryData data;
    data.sceneName = text::catalog::sceneName(scene.name);
    data.histories = runHistories(scene, 0.5);
    const std::vector<core::IntegratorChoice> methods{
        choice("symplectic-euler", 1e-3), choice("rk4", 1e-3), choice("implicit-euler", 1e-3)};
    const std::vector<double> dts{1e-3, 5e-4, 2.5e-4};
    const double duration = 0.2;
    const core::IntegratorChoice reference = core::defaultReference(dts.back());
    data.convergence.duration = duration;
    data.convergence.result = core::convergenceStudy(scene, methods, dts, duration, reference);
    data.stability.duration = 0.1;
    data.stability.tolerance = 0.05;
    data.stability.limits = core::stabilityLimits(scene, methods, 0.1, 0.05);
    data.sweep.tolerance = 0.05;
    data.sweep.baseStiffness = scene.stiffness[core::SpringKind::Structural].stretch;
    data.sweep.result = core::stiffnessSweep(
        scene, {methods[0], methods[1]}, core::SpringKind::Structural, {0.25, 1.0, 4.0}, 0.1, 0.05);
    std::vector<core::WorkPrecisionSweep> sweeps;
    for (const core::IntegratorChoice& method : methods) {
        sweeps.push_back({method, dts, {}});
    }
    data.workPrecision = core::workPrecision(scene, sweeps, duration, reference);
    data.crossover.baseStiffness = data.sweep.baseStiffness;
    data.crossover.result = core::cheapestByStiffness(scene, sweeps, core::SpringKind::Structural,
                                                      {1.0, 16.0, 256.0, 4096.0}, duration, 3e-3,
                                                      reference, core::WorkMeasure::Evaluations);
    data.study = std::make_shared<const StabilityStudy>(
        core::computeStability(scene, core::stabilityRuns(scene, true)));
    return data;
}

std::vector<GalleryFigure> galleryFigures(const GalleryData& data) {
    std::vector<GalleryFigure> out;
    const RunHistories& h = data.histories;
    out.push_back(
        {QStringLiteral("energy"), energyFigure(h, 0), Text::tr("Energy terms of the first run.")});
    out.push_back(
        {QStringLiteral("residual"), residualFigure(h), Text::tr("Energy residual of each run.")});
    out.push_back(
        {QStringLiteral("error"), errorFigure(h), Text::tr("RMS trajectory error of each run.")});
    out.push_back({QStringLiteral("strain"), strainFigure(h),
                   Text::tr("Largest structural strain of each run.")});
    out.push_back({QStringLiteral("solver"), solverResidualFigure(h),
                   Text::tr("Solver residual per iteration of the last step.")});
    for (const auto& [id, analysis] :
         {std::pair<QString, AnalysisData>{QStringLiteral("convergence"), data.convergence},
          {QStringLiteral("stability"), data.stability},
          {QStringLiteral("sweep"), data.sweep}}) {
        const AnalysisPresentation shown = presentAnalysis(record(data, analysis));
        out.push_back({id, shown.figure, shown.caption});
    }
    if (data.study) {
        const QString kinds = QLatin1Char(' ') + regionKindsText(*data.study);
        out.push_back({QStringLiteral("region"),
                       regionFigure(*data.study, RegionView::WholeWithZoom),
                       regionCaption(RegionView::WholeWithZoom) + kinds});
        out.push_back({QStringLiteral("per_mode"), perModeFigure(*data.study, false),
                       perModeCaption() + kinds});
        for (const auto& [id, quantity] :
             {std::pair{QStringLiteral("damping"), DispersionQuantity::Damping},
              std::pair{QStringLiteral("period"), DispersionQuantity::PeriodError}}) {
            out.push_back(
                {id, dispersionFigure(*data.study, quantity), dispersionCaption(quantity)});
        }
    }
    const AnalysisPresentation work = presentWorkPrecision(data.workPrecision, data.sceneName);
    out.push_back({QStringLiteral("work_precision"), work.figure, work.caption});
    const AnalysisPresentation crossover = presentAnalysis(record(data, data.crossover));
    out.push_back({QStringLiteral("crossover"), crossover.figure, crossover.caption});
    return out;
}

} // namespace clothlab::figures
