// The main window's Stability dock and what it explains elsewhere: why a run blew up (the
// Log) and the stiffest mode's shape (the Simulation view).
#include "app/main_window.h"
#include "widgets/analysis/stability_panel.h"

#include <QDockWidget>

namespace clothlab::app {

void MainWindow::createStabilityPanel() {
    m_stability = new widgets::StabilityPanel(m_document, m_analysisResults, this);
    m_stability->setObjectName(QStringLiteral("stabilityPanel"));
    m_stabilityDock = addPanel(m_stability, "stabilityDock", Qt::BottomDockWidgetArea);
    QDockWidget* energyDock = m_docks[4];
    tabifyDockWidget(energyDock, m_stabilityDock);
    energyDock->raise();
}

} // namespace clothlab::app
