// The comparison that sets itself up (issue 17): Analysis ▸ Compare Integrators… and the empty
// Comparison tab's button open the dialog; its runs are shown at once, and while the
// Comparison tab is in front the Integrator dock shows the run selected in the Runs panel.
#include "app/comparison_workspace.h"
#include "app/main_window.h"
#include "widgets/analysis/compare_integrators_dialog.h"
#include "widgets/panels/integrator_panel.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/view3d/comparison_view.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QTabWidget>

namespace clothlab::app {

void MainWindow::createComparisonSetup(QMenu* analysisMenu) {
    m_compareAction = new QAction(this);
    m_compareAction->setObjectName(QStringLiteral("compareIntegratorsAction"));
    connect(m_compareAction, &QAction::triggered, this, &MainWindow::openComparisonSetup);
    const QList<QAction*> actions = analysisMenu->actions();
    analysisMenu->insertAction(actions.isEmpty() ? nullptr : actions.first(), m_compareAction);
    analysisMenu->insertSeparator(actions.isEmpty() ? nullptr : actions.first());
    connect(m_comparison->view(), &widgets::ComparisonView::compareRequested, this,
            &MainWindow::openComparisonSetup);
    connect(m_comparison->runsPanel(), &widgets::RunsPanel::currentRunChanged, this,
            [this] { followSelectedRun(); });
}

widgets::CompareIntegratorsDialog* MainWindow::comparisonSetupDialog() const {
    return findChild<widgets::CompareIntegratorsDialog*>();
}

void MainWindow::openComparisonSetup() {
    auto* dialog = new widgets::CompareIntegratorsDialog(m_document, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this] {
        m_centralTabs->setCurrentIndex(1);
        m_comparison->runsPanel()->setCurrentRun(0);
        followSelectedRun();
    });
    dialog->open();
}

void MainWindow::followSelectedRun() {
    widgets::RunsPanel* runs = m_comparison->runsPanel();
    if (comparisonActive() && runs->currentRun() < 0) {
        runs->setCurrentRun(0); // emits currentRunChanged when there is a run
    }
    m_integrator->setRun(comparisonActive() ? runs->currentRun() : -1);
}

} // namespace clothlab::app
