// The workbench window: the 3D view in the middle, dockable panels around it, menus for
// files, editing, simulation and views, and a status bar with time and rates.
#pragma once

#include "app/reference_window.h"
#include "core/scene/scene.h"

#include <QMainWindow>
#include <memory>
#include <optional>
#include <string>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTableView;
class QActionGroup;
class QTabWidget;
class QTimer;

namespace clothlab::core {
struct BlowUp;
struct StudyState;
} // namespace clothlab::core

namespace clothlab::widgets {
class AnalysisResults;
class CompareIntegratorsDialog;
class Document;
class EnergyPlotPanel;
class ForcesPanel;
class IntegratorPanel;
class LogPanel;
class ParticlePanel;
class ScenePanel;
class SceneSummaryWidget;
class SceneView;
class TimelineBar;
class StabilityPanel;
class RunController;
class StiffnessTableModel;
} // namespace clothlab::widgets

namespace clothlab::app {

class ComparisonWorkspace;
class TransportBar;

/// Composes the document, the simulation controller and the panels. Each panel sits in a
/// QDockWidget with a stable objectName; the layout is saved on close and restored on the
/// next launch. All texts are retranslated when the application's translator changes.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    /// `available`: the screen area to lay the window out for (tests give one); empty = the
    /// screen's.
    explicit MainWindow(QWidget* parent = nullptr, QSize available = {});
    ~MainWindow() override;

    widgets::Document* document() const { return m_document; }
    widgets::RunController* controller() const { return m_controller; }
    /// Writes the report of the document (File ▸ Export Report) to the PDF `path`, without a
    /// dialog; false with the reason in `error`. `written`: the PDF and the figure files.
    bool writeReport(const QString& path, QString* error, QStringList* written = nullptr) const;
    widgets::SceneView* sceneView() const { return m_view; }
    widgets::EnergyPlotPanel* energyPlot() const { return m_energy; }
    widgets::LogPanel* logPanel() const { return m_log; }
    QTableView* stiffnessView() const { return m_stiffnessView; }
    widgets::SceneSummaryWidget* sceneSummary() const { return m_summary; }
    widgets::ScenePanel* scenePanel() const { return m_scenePanel; }
    widgets::ParticlePanel* particlePanel() const { return m_particlePanel; }
    ComparisonWorkspace* comparison() const { return m_comparison; }
    widgets::AnalysisResults* analysisResults() const { return m_analysisResults; }
    /// The Stability dock's panel: regions, damping and dispersion, limits; its "Show
    /// stiffest mode" animates that mode in sceneView() (overlay 0 and the caption).
    widgets::StabilityPanel* stabilityPanel() const { return m_stability; }
    widgets::IntegratorPanel* integratorPanel() const { return m_integrator; }
    /// The open Compare Integrators dialog, or null.
    widgets::CompareIntegratorsDialog* comparisonSetupDialog() const;
    /// The central tabs: the single run (0) and the side-by-side comparison (1).
    QTabWidget* centralTabs() const { return m_centralTabs; }
    /// True when the comparison tab is shown (Play, Step and Reset then act on the runs).
    bool comparisonActive() const;
    /// The controller of the tab in front: Play, Step and Reset act on it.
    widgets::RunController* activeController() const;

    /// Opens a preset by id (as File ▸ Open Preset does); false for an unknown id.
    bool openPreset(const QString& id);
    /// Opens a scene file; on failure logs and shows the reason and keeps the document.
    bool openFile(const QString& path);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool event(QEvent* event) override;

private:
    void createPanels();
    // The layout (main_window_layout.cpp): fitted to the screen it opens on.
    void applyDefaultLayout();
    void sizeDocks(QSize size);
    QRect availableArea() const;
    void fitToScreen();
    void unelideDockTabs();
    void saveLayout() const;
    QDockWidget* addPanel(QWidget* panel, const char* objectName, Qt::DockWidgetArea area);
    void createActions();
    void createSimulationActions();
    void createMenus();
    void createFileMenu(); ///< File: scenes, presets, export, coursework
    void retranslate();
    void retranslateDocks();
    void retranslateViewMenu();
    void updateTitle();
    void onSnapshot();
    void showRunState();
    void onSceneReplaced();
    /// Logs the integrator's name when an edit changed it.
    void logIntegratorChange();
    void onBlewUp(const core::BlowUp& blowUp);
    void onFailed(const QString& message);
    /// A live edit the core refused (e.g. a time step): logged and shown in the status bar.
    void onEditRefused(const QString& message);
    bool maybeSave();
    void newScene();
    void openDialog();
    bool save();
    bool saveAs();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void showAbout();
    void exportReport();
    void showReference(ReferenceWindow::Kind kind);
    void restoreLayout();
    void resetLayout();
    void createViewActions();
    void createSpringColoringActions();
    void loadTexture();
    void createLanguageMenu();
    void createComparisonPanels();
    /// The Stability dock, a tab beside the energy plot (main_window_stability.cpp).
    void createStabilityPanel();
    /// Logs why a run of `choice` (its effective step) blew up, from the latest stability
    /// study (at once, or when the first study arrives).
    void explainBlowUp(const core::IntegratorChoice& choice);
    void logBlowUpExplanations();
    /// The state the Stability dock follows: the first run of the tab in front while it runs.
    std::optional<core::StudyState> runState() const;
    /// The stiffest mode's shape as a ghost over the Simulation view, animated.
    void showStiffestMode(bool shown);
    void animateStiffestMode();
    void onCentralTabChanged();
    /// Analysis ▸ Compare Integrators… at the top of `analysisMenu`, the empty Comparison
    /// tab's button, and the Integrator dock following the selected run
    /// (main_window_comparison.cpp).
    void createComparisonSetup(QMenu* analysisMenu);
    void openComparisonSetup();
    /// The Integrator dock shows the selected run while the Comparison tab is in front.
    void followSelectedRun();

    widgets::Document* m_document = nullptr;
    widgets::RunController* m_controller = nullptr;
    widgets::SceneView* m_view = nullptr;
    widgets::TimelineBar* m_timeline = nullptr;
    widgets::SceneSummaryWidget* m_summary = nullptr;
    widgets::ScenePanel* m_scenePanel = nullptr;
    widgets::ParticlePanel* m_particlePanel = nullptr;
    widgets::StiffnessTableModel* m_stiffnessModel = nullptr;
    QTableView* m_stiffnessView = nullptr;
    widgets::IntegratorPanel* m_integrator = nullptr;
    widgets::ForcesPanel* m_forces = nullptr;
    widgets::EnergyPlotPanel* m_energy = nullptr;
    widgets::LogPanel* m_log = nullptr;
    ComparisonWorkspace* m_comparison = nullptr;
    widgets::AnalysisResults* m_analysisResults = nullptr;
    widgets::StabilityPanel* m_stability = nullptr;
    QDockWidget* m_stabilityDock = nullptr;
    std::vector<core::IntegratorChoice> m_unexplainedBlowUps;
    QTimer* m_modeTimer = nullptr;
    qint64 m_modeStartMs = 0;
    double m_modeAmplitude = 0.0; ///< m
    QTabWidget* m_centralTabs = nullptr;
    QDockWidget* m_runsDock = nullptr;
    QList<QDockWidget*> m_docks;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_presetMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_simulationMenu = nullptr;
    QMenu* m_speedMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_exportReportAction = nullptr;
    QAction* m_compareAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_playAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_resetAction = nullptr;
    QActionGroup* m_speedGroup = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_referenceAction = nullptr;
    QAction* m_presetReferenceAction = nullptr;
    QAction* m_aboutQtAction = nullptr;
    QMenu* m_view3dMenu = nullptr;
    QMenu* m_springColoringMenu = nullptr; ///< Colour Springs By ▸ None / Strain / Energy
    QMenu* m_languageMenu = nullptr;
    QActionGroup* m_languageGroup = nullptr;
    /// The 3D view's display toggles, in menu order (see createViewActions()).
    QList<QAction*> m_viewToggles;
    QAction* m_resetCameraAction = nullptr;
    QAction* m_loadTextureAction = nullptr;
    QAction* m_builtInTextureAction = nullptr;

    TransportBar* m_transport = nullptr;
    QLabel* m_rateLabel = nullptr;
    QLabel* m_fpsLabel = nullptr;
    qint64 m_lastFrameMs = 0;
    double m_fps = 0.0;
    long m_lastStep = -1;
    bool m_topologyShown = false;
    QSize m_available;             ///< the screen area given by a test; empty: the screen's
    QSize m_defaultSize;           ///< of the default layout, until the first show
    QByteArray m_defaultState;     ///< the default dock arrangement, for View ▸ Reset Layout
    bool m_layoutRestored = false; ///< a saved geometry was restored
    bool m_resettingLayout = false;
    std::string m_integratorId; ///< the integrator last shown or logged
};

} // namespace clothlab::app
