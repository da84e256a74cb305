// The lab report: one PDF with the scene's parameters, each run's integrator, the energy and
// error figures of the comparison, the analyses' figures and tables, the stability of each
// run's method on the scene (spectrum, predicted and measured limits, region, damping and
// dispersion) and the manifest, in the user's language; the figures are also written beside
// it (vector PDF and CSV data).
// Drawn with QPainter and QTextDocument only (no widgets), for the workbench and the CLI.
#pragma once

#include "core/analysis/stability_study.h"
#include "core/scene/scene.h"
#include "core/simulation/run_set.h"
#include "figures/analysis_record.h"
#include "figures/report_coursework.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

namespace clothlab::figures {

/// What a report shows. `histories` holds one sample list per scene run (empty when the
/// comparison was not run); `analyses` the finished analyses to include.
struct ReportInput {
    core::Scene scene;
    /// What the scene builds (the document's system); null when it cannot be built, and
    /// `systemError` says why.
    std::shared_ptr<const core::System> system;
    QString systemError;
    QString sceneSource; ///< path or preset:NAME, for the manifest
    QString command;     ///< what produced the report, for the manifest
    std::vector<std::vector<core::RunSample>> histories;
    std::vector<core::RunStatus> statuses; ///< per run, when known
    QString reference;                     ///< what errors are measured against
    std::vector<AnalysisRecord> analyses;
    /// The stability study of the scene's runs (stabilityRuns(scene, true)); when null the
    /// report computes it with the core.
    std::shared_ptr<const core::StabilityStudy> stability;
    /// A hand-in's report: the assignment's tasks with the student's answers, first.
    std::optional<ReportCoursework> coursework;
};

class ReportWriter {
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)

public:
    /// Writes the PDF at `path` and beside it each figure as a vector PDF with its data as CSV
    /// (BASE_energy_residual.pdf and .csv, BASE_error…, BASE_analysis1…);
    /// returns false with the reason in `error`. The files written are listed in `written`.
    static bool write(const ReportInput& input, const QString& path, QString* error,
                      QStringList* written = nullptr);
    /// Every file write() may put beside the report at `path` when it holds `analysisCount`
    /// analyses: each figure's PDF and CSV (BASE_energy_residual.pdf, …,
    /// BASE_stability_period.csv), for the caller's output checks before anything runs (DESIGN §6:
    /// a side file never overwrites an input).
    static QStringList sideFiles(const QString& path, int analysisCount);
    /// The section headings, translated (for tests of the report's language).
    static QStringList headings();
};

} // namespace clothlab::figures
