// The main window's Stability dock and what it explains elsewhere: why a run blew up (the
// Log) and the stiffest mode's shape (the Simulation view).
#include "app/comparison_workspace.h"
#include "app/main_window.h"
#include "figures/stability_figures.h"
#include "widgets/analysis/stability_panel.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/log_panel.h"

#include <QDockWidget>

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
    // After the comparison's own line about the run (it connected first).
    connect(m_comparison->controller(), &widgets::RunController::runBlewUp, this,
            [this](int run, const core::BlowUp&) {
                const auto& runs = m_document->scene().runs;
                if (run >= 0 && run < static_cast<int>(runs.size())) {
                    explainBlowUp(core::effectiveIntegrator(runs[static_cast<std::size_t>(run)]));
                }
            });
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

} // namespace clothlab::app
