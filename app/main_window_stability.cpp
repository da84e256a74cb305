// The main window's Stability dock and what it explains elsewhere: why a run blew up (the
// Log) and the shape of the mode shown (fastest-growing, else stiffest) in the Simulation view.
#include "app/comparison_workspace.h"
#include "app/main_window.h"
#include "figures/stability_figures.h"
#include "text/catalog_text.h"
#include "text/run_text.h"
#include "widgets/analysis/stability_panel.h"
#include "widgets/document/document.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/log_panel.h"
#include "widgets/view3d/scene_view.h"

#include <QDateTime>
#include <QDockWidget>
#include <QTimer>
#include <cmath>

namespace clothlab::app {

void MainWindow::createStabilityPanel() {
    m_stability = new widgets::StabilityPanel(m_document, m_analysisResults, this);
    m_stability->setObjectName(QStringLiteral("stabilityPanel"));
    m_stabilityDock = addPanel(m_stability, "stabilityDock", Qt::BottomDockWidgetArea);
    QDockWidget* energyDock = m_docks[4];
    tabifyDockWidget(energyDock, m_stabilityDock);
    energyDock->raise();
    connect(m_stability, &widgets::StabilityPanel::studyChanged, this,
            &MainWindow::logBlowUpExplanations);
    m_stability->setStateSource([this] { return runState(); });
    m_modeTimer = new QTimer(this);
    m_modeTimer->setInterval(33);
    connect(m_modeTimer, &QTimer::timeout, this, &MainWindow::animateStiffestMode);
    connect(m_stability, &widgets::StabilityPanel::stiffestModeToggled, this,
            &MainWindow::showStiffestMode);
    // After the comparison's own line about the run (it connected first).
    connect(m_comparison->controller(), &widgets::RunController::runBlewUp, this,
            [this](int run, const core::BlowUp&) {
                const auto& runs = m_document->scene().runs;
                if (run >= 0 && run < static_cast<int>(runs.size())) {
                    explainBlowUp(core::effectiveIntegrator(runs[static_cast<std::size_t>(run)]));
                }
            });
}

// The first run of the tab in front, as long as it runs (a blown-up run's last state is
// not followed: the blow-up is explained with the study before it).
std::optional<core::StudyState> MainWindow::runState() const {
    const widgets::RunController* controller = activeController();
    const auto snapshot = controller->latestSnapshot();
    const auto system = m_document->system();
    if (!snapshot || snapshot->runs.empty() || !system) {
        return std::nullopt;
    }
    const widgets::RunSnapshot& run = snapshot->run(0);
    const Eigen::Index particles = system->particleCount();
    if (run.status == core::RunStatus::BlownUp || run.status == core::RunStatus::Failed ||
        run.positions.cols() != particles || run.velocities.cols() != particles) {
        return std::nullopt;
    }
    const core::Scene& scene = m_document->scene();
    const bool comparison = controller->source() == widgets::RunSource::Runs;
    if (comparison && scene.runs.empty()) {
        return std::nullopt;
    }
    core::StudyState state;
    state.time = snapshot->time;
    state.run = core::stabilityRuns(scene, comparison).front();
    state.positions = run.positions;
    state.velocities = run.velocities;
    return state;
}

void MainWindow::explainBlowUp(const core::IntegratorChoice& choice) {
    m_unexplainedBlowUps.push_back(choice);
    logBlowUpExplanations();
}

// The study is computed off the GUI thread; a blow-up before the first one is explained
// when it arrives. A later study may be of an edited scene: the sentence takes the run's own
// step against the latest spectrum.
void MainWindow::logBlowUpExplanations() {
    const auto study = m_stability->study();
    if (!study) {
        return;
    }
    for (const core::IntegratorChoice& choice : m_unexplainedBlowUps) {
        m_log->log(widgets::LogPanel::Level::Info, figures::blowUpExplanation(*study, choice));
    }
    m_unexplainedBlowUps.clear();
}

namespace {

/// How far the ghost swings: 0.3 × the spacing of the first cloth, else of the particles
/// spread over their bounding box (m).
double modeAmplitude(const core::Scene& scene, const core::System* system) {
    for (const core::BodySpec& body : scene.bodies) {
        if (const auto* cloth = std::get_if<core::ClothSpec>(&body)) {
            return 0.3 * cloth->spacing;
        }
    }
    if (!system || system->particleCount() < 2) {
        return 0.01;
    }
    const Eigen::Matrix3Xd& x = system->positions();
    const double diagonal = (x.rowwise().maxCoeff() - x.rowwise().minCoeff()).norm();
    return 0.3 * diagonal / std::sqrt(static_cast<double>(system->particleCount()));
}

} // namespace

void MainWindow::showStiffestMode(bool shown) {
    const auto study = m_stability->study();
    if (!shown || !study || !m_stability->shownMode()) {
        m_modeTimer->stop();
        m_view->setOverlays({});
        m_view->setCaption(QString());
        return;
    }
    m_modeAmplitude = modeAmplitude(m_document->scene(), m_document->system().get());
    m_view->setOverlays({QColor(230, 90, 30, 170)});
    m_view->setCaption(m_stability->stiffestModeCaption());
    m_modeStartMs = QDateTime::currentMSecsSinceEpoch();
    animateStiffestMode();
    m_modeTimer->start();
}

// x + a·sin(2πt/T)·φ with T = 1.5 s of wall-clock time: the shape, not its true period
// (ω is hundreds of rad/s), and about the current state of the run.
void MainWindow::animateStiffestMode() {
    const auto study = m_stability->study();
    const auto system = m_document->system();
    const core::ModeShape* mode = m_stability->shownMode();
    if (!study || !mode || !system) {
        return;
    }
    const Eigen::Matrix3Xd& shape = mode->displacement;
    Eigen::Matrix3Xd base = system->positions();
    if (const auto snapshot = m_controller->latestSnapshot();
        snapshot && snapshot->run().positions.cols() == base.cols()) {
        base = snapshot->run().positions;
    }
    if (shape.cols() != base.cols()) {
        return;
    }
    constexpr double kPeriodS = 1.5;
    const double t =
        1e-3 * static_cast<double>(QDateTime::currentMSecsSinceEpoch() - m_modeStartMs);
    const double phase = std::sin(2.0 * M_PI * t / kPeriodS);
    m_view->setOverlayPositions(0, base + (m_modeAmplitude * phase) * shape);
}

} // namespace clothlab::app
