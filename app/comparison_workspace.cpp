#include "app/comparison_workspace.h"

#include "core/io/comparison_export.h"
#include "core/model/system.h"
#include "core/scene/scene.h"
#include "core/scene/scene_io.h"
#include "widgets/document/document.h"
#include "widgets/document/runs_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/log_panel.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/panels/timeline_bar.h"
#include "widgets/plots/comparison_plot_panel.h"
#include "widgets/view3d/comparison_view.h"

#include <QDir>
#include <QLocale>
#include <QVBoxLayout>

namespace clothlab::app {

ComparisonWorkspace::ComparisonWorkspace(widgets::Document* document, widgets::LogPanel* log,
                                         QWidget* window)
    : QObject(window), m_document(document), m_log(log),
      m_controller(new widgets::RunController(document, widgets::RunSource::Runs, this)),
      m_view(new widgets::ComparisonView(window)),
      m_runs(new widgets::RunsPanel(document, m_controller, window)) {
    m_view->setObjectName(QStringLiteral("comparisonView"));
    m_page = new QWidget(window);
    m_page->setObjectName(QStringLiteral("comparisonTab"));
    auto* layout = new QVBoxLayout(m_page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_view, 1);
    auto* timeline = new widgets::TimelineBar(m_controller, m_page);
    timeline->setObjectName(QStringLiteral("comparisonTimeline"));
    timeline->setFollowsBlowUps(false); // the other runs go on
    layout->addWidget(timeline);
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
    connect(m_controller, &widgets::RunController::snapshotReady, this,
            &ComparisonWorkspace::onSnapshot);
    connect(m_controller, &widgets::RunController::runBlewUp, this,
            &ComparisonWorkspace::onRunBlewUp);
    connect(m_controller, &widgets::RunController::runFailed, this,
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
        if (what & widgets::Change::Stiffness) {
            if (const auto system = m_document->system()) {
                m_view->setStiffness(system->stiffness());
            }
            updateRuns(); // runs that override the table derive theirs from the new one
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
    core::ComparisonExportInput input;
    input.scene = &scene;
    input.sceneSource = m_document->filePath().toStdString();
    input.command = "clothlab: File > Export > Comparison Data";
    const auto snapshot = m_controller->latestSnapshot();
    input.referenceId = snapshot ? snapshot->reference.toStdString() : std::string();
    input.sampleInterval = m_controller->sampleInterval();
    input.system = m_document->system().get();
    QStringList written;
    try {
        const QDir dir(directory);
        for (const std::string& name :
             core::writeComparisonExport(QDir::toNativeSeparators(directory).toStdString(), input,
                                         history, m_controller->positionHistory())) {
            written << dir.filePath(QString::fromStdString(name));
        }
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
    if (const auto system = m_document->system()) {
        m_view->setSystem(*system, scene.obstacles);
    } // else the single-run view reports a scene that cannot be built
    updateRuns();
}

std::optional<core::StiffnessTable>
ComparisonWorkspace::runStiffness(const core::RunSpec& spec) const {
    if (spec.overrides.empty()) {
        return std::nullopt;
    }
    try {
        return core::sceneForRun(m_document->scene(), spec).stiffness;
    } catch (const std::exception&) {
        return std::nullopt; // the run cannot start; the Runs panel and the log say why
    }
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
        runs.push_back({caption, QColor::fromRgb(text::runRgb(spec, static_cast<int>(r))),
                        spec.visible, runStiffness(spec)});
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
        m_view->setPositions(static_cast<int>(r), snapshot->runs[r].positions, nullptr,
                             &snapshot->runs[r].contacts);
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
