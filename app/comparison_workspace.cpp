#include "app/comparison_workspace.h"

#include "core/report_data.h"
#include "core/scene.h"
#include "core/scene_io.h"
#include "core/system.h"
#include "widgets/document/document.h"
#include "widgets/document/runs_model.h"
#include "widgets/engine/comparison_controller.h"
#include "widgets/panels/log_panel.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/plots/comparison_plot_panel.h"
#include "widgets/view3d/comparison_view.h"

#include <QDir>
#include <QLocale>
#include <cmath>
#include <sstream>

namespace clothlab::app {

ComparisonWorkspace::ComparisonWorkspace(widgets::Document* document, widgets::LogPanel* log,
                                         QWidget* window)
    : QObject(window), m_document(document), m_log(log),
      m_controller(new widgets::ComparisonController(document, this)),
      m_view(new widgets::ComparisonView(window)),
      m_runs(new widgets::RunsPanel(document, m_controller, window)) {
    m_view->setObjectName(QStringLiteral("comparisonView"));
    m_runs->setObjectName(QStringLiteral("runsPanel"));
    using Kind = widgets::ComparisonPlotPanel::Kind;
    const char* names[] = {"comparisonEnergyPlot", "comparisonResidualPlot", "comparisonErrorPlot",
                           "comparisonStrainPlot", "solverResidualPlot"};
    int k = 0;
    for (Kind kind : {Kind::Energy, Kind::Residual, Kind::Error, Kind::Strain, Kind::Solver}) {
        auto* plot = new widgets::ComparisonPlotPanel(kind, document, m_controller, window);
        plot->setObjectName(QString::fromLatin1(names[k++]));
        m_plots.push_back(plot);
    }
    connect(m_runs, &widgets::RunsPanel::currentRunChanged, this, [this](int run) {
        m_plots.back()->setSelectedRun(run);
        if (run >= 0) {
            m_view->setPrimaryRun(run);
        }
    });
    connect(m_view, &widgets::ComparisonView::primaryRunChanged, m_runs,
            &widgets::RunsPanel::setCurrentRun);
    connect(m_view, &widgets::ComparisonView::particlePressed, this, [this](int particle) {
        const auto snapshot = m_controller->latestSnapshot();
        for (const widgets::RunSnapshot& run :
             snapshot ? snapshot->runs : std::vector<widgets::RunSnapshot>{}) {
            if (particle >= 0 && particle < run.positions.cols()) {
                m_controller->beginDrag(particle, run.positions.col(particle));
                return;
            }
        }
    });
    connect(m_view, &widgets::ComparisonView::particleDragged, m_controller,
            [this](int, const core::Vec3& target) { m_controller->dragTo(target); });
    connect(m_view, &widgets::ComparisonView::particleReleased, m_controller,
            [this](int) { m_controller->endDrag(); });
    connect(m_controller, &widgets::ComparisonController::snapshotReady, this,
            &ComparisonWorkspace::onSnapshot);
    connect(m_controller, &widgets::ComparisonController::runBlewUp, this,
            &ComparisonWorkspace::onRunBlewUp);
    connect(m_controller, &widgets::ComparisonController::runFailed, this,
            [this](int run, const QString& message) {
                const auto& runs = m_document->scene().runs;
                if (run < static_cast<int>(runs.size())) {
                    m_log->log(
                        widgets::LogPanel::Level::Error,
                        tr("Run “%1” cannot be simulated: %2")
                            .arg(widgets::runLabel(runs[static_cast<std::size_t>(run)]), message));
                }
            });
    connect(document, &widgets::Document::sceneReplaced, this,
            &ComparisonWorkspace::onSceneChanged);
    connect(document, &widgets::Document::changed, this, [this](widgets::Changes what) {
        if (what &
            (widgets::Change::Topology | widgets::Change::Particles | widgets::Change::Obstacles)) {
            onSceneChanged();
        } else if (what & widgets::Change::Runs) {
            updateRuns();
        }
    });
    onSceneChanged();
}

QStringList ComparisonWorkspace::plotTitles() {
    return {tr("Energy (runs)"), tr("Energy residual"), tr("Error"), tr("Strain"),
            tr("Solver residual")};
}

QStringList ComparisonWorkspace::exportData(const QString& directory, QString* error) const {
    const core::Scene& scene = m_document->scene();
    const auto& history = m_controller->history();
    if (scene.runs.empty() || history.size() != scene.runs.size()) {
        if (error) {
            *error = tr("The comparison has no runs to export.");
        }
        return {};
    }
    const QDir dir(directory);
    QStringList written;
    auto write = [&](const QString& name, const std::string& contents) {
        const QString path = dir.filePath(name);
        core::writeFileAtomically(QDir::toNativeSeparators(path).toStdString(), contents);
        written << path;
    };
    try {
        bool solids = false;
        try {
            solids = core::buildSystem(scene).hasOrientations();
        } catch (const std::exception&) {
        }
        core::ComparisonResult result;
        result.reference.id = m_controller->latestSnapshot()
                                  ? m_controller->latestSnapshot()->reference.toStdString()
                                  : std::string();
        for (std::size_t r = 0; r < scene.runs.size(); ++r) {
            core::ComparisonRun run;
            run.integrator = scene.runs[r].integrator;
            run.integrator.dt /= scene.runs[r].substeps;
            std::ostringstream energy;
            energy << (solids ? core::csv::kEnergyHeaderSolids : core::csv::kEnergyHeader) << '\n';
            for (const core::RunSample& sample : history[r]) {
                core::csv::writeEnergyRow(energy, sample.energy, solids);
                run.samples.push_back({sample.time,
                                       sample.error.value_or(core::TrajectoryError{NAN, NAN}),
                                       sample.energy.residual()});
            }
            result.runs.push_back(run);
            const QString base = QStringLiteral("run%1_%2_")
                                     .arg(r + 1)
                                     .arg(QString::fromStdString(scene.runs[r].integrator.id));
            write(base + QStringLiteral("energy.csv"), energy.str());
            // Positions at the kept samples: `step` is the sample's index.
            if (r < m_controller->positionHistory().size()) {
                std::ostringstream positions;
                positions << core::csv::kPositionsHeader << '\n';
                for (const core::PositionSample& kept : m_controller->positionHistory()[r]) {
                    core::csv::writePositions(positions, kept.sample, kept.time,
                                              kept.x.cast<double>());
                }
                write(base + QStringLiteral("positions.csv"), positions.str());
            }
        }
        std::ostringstream comparison;
        core::csv::writeComparison(comparison, result);
        write(QStringLiteral("comparison.csv"), comparison.str());
        core::ManifestInput manifest;
        manifest.command = "clothlab: File > Export > Comparison Data";
        manifest.sceneSource = m_document->filePath().toStdString();
        manifest.scene = &scene;
        for (const core::RunSpec& run : scene.runs) {
            manifest.runs.push_back(run.integrator);
        }
        manifest.extra = {{"reference", result.reference.id},
                          {"sample_interval", std::to_string(m_controller->sampleInterval())}};
        write(QStringLiteral("manifest.json"), core::runManifest(manifest));
    } catch (const std::exception& e) {
        if (error) {
            *error = QString::fromStdString(e.what());
        }
        return {};
    }
    return written;
}

void ComparisonWorkspace::onSceneChanged() {
    const core::Scene& scene = m_document->scene();
    try {
        m_view->setSystem(core::buildSystem(scene), scene.obstacles);
    } catch (const std::exception&) {
        // The single-run view reports a scene that cannot be built.
    }
    updateRuns();
}

void ComparisonWorkspace::updateRuns() {
    const auto& specs = m_document->scene().runs;
    const auto snapshot = m_controller->latestSnapshot();
    QList<widgets::ComparisonView::Run> runs;
    for (std::size_t r = 0; r < specs.size(); ++r) {
        const core::RunSpec& spec = specs[r];
        const QModelIndex status =
            m_runs->model()->index(static_cast<int>(r), widgets::RunsModel::Status);
        QString caption =
            spec.substeps > 1
                ? tr("%1 · dt = %2 s / %3 · %4")
                      .arg(widgets::runLabel(spec), widgets::shortNumber(spec.integrator.dt))
                      .arg(spec.substeps)
                      .arg(status.data().toString())
                : tr("%1 · dt = %2 s · %3")
                      .arg(widgets::runLabel(spec), widgets::shortNumber(spec.integrator.dt),
                           status.data().toString());
        runs.push_back({caption, widgets::runColor(spec, static_cast<int>(r)), spec.visible});
    }
    m_view->setRuns(runs);
    if (snapshot && snapshot->runs.size() == specs.size()) {
        for (std::size_t r = 0; r < snapshot->runs.size(); ++r) {
            m_view->setPositions(static_cast<int>(r), snapshot->runs[r].positions);
        }
    }
}

void ComparisonWorkspace::onSnapshot() {
    const auto snapshot = m_controller->latestSnapshot();
    if (!snapshot || snapshot->runs.size() != m_document->scene().runs.size()) {
        return;
    }
    // Captions carry the status: refresh them when one changes.
    const QList<widgets::ComparisonView::Run> shown = m_view->runs();
    for (int r = 0; r < shown.size(); ++r) {
        const QString status =
            m_runs->model()->index(r, widgets::RunsModel::Status).data().toString();
        if (!shown[r].caption.endsWith(status)) {
            updateRuns();
            return;
        }
    }
    for (std::size_t r = 0; r < snapshot->runs.size(); ++r) {
        m_view->setPositions(static_cast<int>(r), snapshot->runs[r].positions);
    }
}

void ComparisonWorkspace::onRunBlewUp(int run, const core::BlowUp& blowUp) {
    const auto& runs = m_document->scene().runs;
    if (run >= static_cast<int>(runs.size())) {
        return;
    }
    const QString label = widgets::runLabel(runs[static_cast<std::size_t>(run)]);
    const QString time = QLocale().toString(blowUp.time, 'f', 4);
    m_log->log(widgets::LogPanel::Level::Error,
               blowUp.cause == core::BlowUpCause::NonFinite
                   ? tr("Run “%1” blew up at t = %2 s: a position or velocity became infinite "
                        "or not a number. It stopped there; the other runs go on.")
                         .arg(label, time)
                   : tr("Run “%1” blew up at t = %2 s: its energy grew beyond the bound. It "
                        "stopped there; the other runs go on.")
                         .arg(label, time));
}

} // namespace clothlab::app
