#include "app/main_window.h"

#include "app/comparison_workspace.h"
#include "app/translations.h"
#include "app/transport_bar.h"
#include "core/integrators/integrator.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "core/scene/scene_builders.h"
#include "figures/report_writer.h"
#include "text/catalog_text.h"
#include "text/core_messages.h"
#include "widgets/analysis/analysis_dialog.h"
#include "widgets/analysis/analysis_results.h"
#include "widgets/analysis/stability_panel.h"
#include "widgets/coursework/tasks_panel.h"
#include "widgets/document/document.h"
#include "widgets/document/stiffness_table_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/export/figure_exporter.h"
#include "widgets/panels/forces_panel.h"
#include "widgets/panels/integrator_panel.h"
#include "widgets/panels/log_panel.h"
#include "widgets/panels/particle_panel.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/panels/scene_panel.h"
#include "widgets/panels/scene_summary_widget.h"
#include "widgets/panels/timeline_bar.h"
#include "widgets/plots/comparison_plot_panel.h"
#include "widgets/plots/energy_plot_panel.h"
#include "widgets/plots/plot_panel.h"
#include "widgets/view3d/comparison_view.h"
#include "widgets/view3d/scene_view.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>
#include <limits>

namespace clothlab::app {

namespace {
constexpr int kMaxRecent = 8;
} // namespace

MainWindow::MainWindow(QWidget* parent, QSize available) : QMainWindow(parent) {
    setObjectName(QStringLiteral("mainWindow"));
    m_document = new widgets::Document(this);
    m_document->reset(core::defaultScene());
    m_controller = new widgets::RunController(m_document, widgets::RunSource::Scene, this);

    createPanels();
    createActions();
    m_transport = new TransportBar(m_playAction, m_stepAction, m_resetAction, m_speedGroup, this);
    // In the menu bar's row: a laptop's screen has no height to spare for a toolbar row.
    menuBar()->setCornerWidget(m_transport, Qt::TopRightCorner);
    createMenus();
    m_rateLabel = new QLabel(this);
    m_rateLabel->setObjectName(QStringLiteral("rateLabel"));
    m_fpsLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_rateLabel);
    statusBar()->addPermanentWidget(m_fpsLabel);

    connect(m_controller, &widgets::RunController::snapshotReady, this, &MainWindow::onSnapshot);
    connect(m_controller, &widgets::RunController::runBlewUp, this,
            [this](int, const core::BlowUp& blowUp) { onBlewUp(blowUp); });
    connect(m_controller, &widgets::RunController::runFailed, this,
            [this](int, const QString& message) { onFailed(message); });
    connect(m_controller, &widgets::RunController::editRefused, this, &MainWindow::onEditRefused);
    connect(m_controller, &widgets::RunController::playingChanged, this, [this] { retranslate(); });
    connect(m_document, &widgets::Document::sceneReplaced, this, &MainWindow::onSceneReplaced);
    connect(m_document, &widgets::Document::changed, this, [this](widgets::Changes what) {
        if (what & widgets::Change::Integrator) {
            logIntegratorChange();
        }
        if (what & widgets::Change::Stiffness) {
            // The spring colours by energy follow a stiffness edit at once, paused or not.
            if (const auto system = m_document->system()) {
                m_view->setStiffness(system->stiffness());
            }
        }
        if (what & widgets::Change::Topology) {
            onSceneReplaced();
        } else if (what & widgets::Change::Particles) {
            // A pin or mass edit: the view's pin markers are built with the system; rebuild
            // them in place (same camera) and put the particles where the run has them.
            if (const auto system = m_document->system()) {
                m_view->setSystem(*system, m_document->scene().obstacles);
            }
            if (const auto snapshot = m_controller->latestSnapshot();
                snapshot && snapshot->run().positions.cols() > 0) {
                const widgets::RunSnapshot& run = snapshot->run();
                m_view->setPositions(run.positions, &run.forces, &run.orientations, &run.contacts);
            }
        }
        updateTitle();
    });
    connect(m_document, &widgets::Document::modifiedChanged, this, [this] { updateTitle(); });
    connect(m_document, &widgets::Document::filePathChanged, this, [this] { updateTitle(); });

    m_available = available;
    applyDefaultLayout();
    retranslate();
    onSceneReplaced();
    restoreLayout();
}

MainWindow::~MainWindow() = default;

QDockWidget* MainWindow::addPanel(QWidget* panel, const char* objectName, Qt::DockWidgetArea area) {
    auto* dock = new QDockWidget(this);
    dock->setObjectName(QString::fromLatin1(objectName));
    dock->setWidget(panel);
    addDockWidget(area, dock);
    m_docks.push_back(dock);
    return dock;
}

void MainWindow::createPanels() {
    m_view = new widgets::SceneView(this);
    m_view->setObjectName(QStringLiteral("sceneView"));
    m_centralTabs = new QTabWidget(this);
    m_centralTabs->setObjectName(QStringLiteral("centralTabs"));
    m_centralTabs->setDocumentMode(true);
    // The Simulation tab: the 3D view over the run's timeline.
    auto* simulationTab = new QWidget(this);
    simulationTab->setObjectName(QStringLiteral("simulationTab"));
    auto* simulationLayout = new QVBoxLayout(simulationTab);
    simulationLayout->setContentsMargins(0, 0, 0, 0);
    simulationLayout->setSpacing(0);
    simulationLayout->addWidget(m_view, 1);
    m_timeline = new widgets::TimelineBar(m_controller, simulationTab);
    m_timeline->setObjectName(QStringLiteral("timelineBar"));
    simulationLayout->addWidget(m_timeline);
    connect(m_timeline, &widgets::TimelineBar::growthShown, this,
            [this](const widgets::TimelineMarker& marker) {
                m_log->log(widgets::LogPanel::Level::Info,
                           tr("%1. The timeline shows that moment: drag it to look around, or "
                              "Replay from Here with a smaller time step.")
                               .arg(widgets::TimelineBar::markerText(marker)));
            });
    m_centralTabs->addTab(simulationTab, QString());
    setCentralWidget(m_centralTabs);
    connect(m_view, &widgets::SceneView::particlePressed, this, [this](int particle) {
        const auto snapshot = m_controller->latestSnapshot();
        if (snapshot && particle >= 0 && particle < snapshot->run().positions.cols()) {
            m_view->setSelectedParticle(particle);
            m_controller->beginDrag(particle, snapshot->run().positions.col(particle));
        }
    });
    connect(m_view, &widgets::SceneView::particleDragged, this,
            [this](int, const core::Vec3& target) { m_controller->dragTo(target); });
    connect(m_view, &widgets::SceneView::particleReleased, this,
            [this](int) { m_controller->endDrag(); });

    m_summary = new widgets::SceneSummaryWidget(
        m_document->system() ? *m_document->system() : core::System(),
        QString::fromStdString(m_document->scene().name), this);
    m_summary->setObjectName(QStringLiteral("sceneSummary"));
    m_scenePanel = new widgets::ScenePanel(m_document, m_summary, this);
    m_scenePanel->setObjectName(QStringLiteral("scenePanel"));
    // Scrolled rather than squeezed when a laptop's column is shorter than the panel.
    auto* sceneScroll = new QScrollArea(this);
    sceneScroll->setWidget(m_scenePanel);
    sceneScroll->setWidgetResizable(true);
    sceneScroll->setFrameShape(QFrame::NoFrame);
    addPanel(sceneScroll, "sceneDock", Qt::LeftDockWidgetArea);

    m_stiffnessModel = new widgets::StiffnessTableModel(m_document, this);
    m_stiffnessView = new QTableView(this);
    m_stiffnessView->setObjectName(QStringLiteral("stiffnessTable"));
    m_stiffnessView->setModel(m_stiffnessModel);
    // The columns share the width (no column behind a scroll bar); long headers wrap.
    m_stiffnessView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_stiffnessView->horizontalHeader()->setMinimumSectionSize(60);
    addPanel(m_stiffnessView, "stiffnessDock", Qt::LeftDockWidgetArea);

    m_forces = new widgets::ForcesPanel(m_document, this);
    tabifyDockWidget(m_docks[0], addPanel(m_forces, "forcesDock", Qt::LeftDockWidgetArea));
    m_docks[0]->raise();

    m_integrator = new widgets::IntegratorPanel(m_document, this);
    addPanel(m_integrator, "integratorDock", Qt::RightDockWidgetArea);

    m_energy = new widgets::EnergyPlotPanel(this);
    addPanel(m_energy, "energyDock", Qt::BottomDockWidgetArea);

    m_log = new widgets::LogPanel(this);
    QDockWidget* logDock = addPanel(m_log, "logDock", Qt::BottomDockWidgetArea);
    QDockWidget* energyDock = m_docks[static_cast<int>(m_docks.size()) - 2];
    tabifyDockWidget(energyDock, logDock);
    energyDock->raise();

    // The selected particle, below the integrator; the panel names its own dock.
    m_particlePanel = new widgets::ParticlePanel(m_document, m_controller, this);
    m_particlePanel->setObjectName(QStringLiteral("particlePanel"));
    QDockWidget* particleDock = addPanel(m_particlePanel, "particleDock", Qt::RightDockWidgetArea);
    particleDock->setWindowTitle(m_particlePanel->windowTitle());
    connect(m_particlePanel, &QWidget::windowTitleChanged, particleDock, &QWidget::setWindowTitle);
    connect(m_view, &widgets::SceneView::selectedParticleChanged, m_particlePanel,
            &widgets::ParticlePanel::setParticle);

    createComparisonPanels();
    createStabilityPanel();
}

// The comparison: its view is the second central tab, the Runs panel a tab beside the energy
// plot, and its plots a second column of tabs to the right of it, so that two plots are in
// sight at once (docks 7–12, after the single run's).
void MainWindow::createComparisonPanels() {
    m_comparison = new ComparisonWorkspace(m_document, m_log, this);
    m_centralTabs->addTab(m_comparison->page(), QString());
    QDockWidget* energyDock = m_docks[4];
    m_comparison->runsPanel()->setRunControlsShown(false); // the toolbar holds them
    m_runsDock = addPanel(m_comparison->runsPanel(), "runsDock", Qt::BottomDockWidgetArea);
    tabifyDockWidget(energyDock, m_runsDock);
    const char* names[] = {"comparisonEnergyDock", "comparisonResidualDock", "comparisonErrorDock",
                           "comparisonStrainDock", "solverResidualDock"};
    QList<QDockWidget*> plotDocks;
    int k = 0;
    for (widgets::ComparisonPlotPanel* plot : m_comparison->plots()) {
        plotDocks << addPanel(plot, names[k++], Qt::BottomDockWidgetArea);
    }
    // The residual first: the one number every comparison is about.
    // (splitDockWidget() would tabify it: the energy dock is already in a tab group.)
    QDockWidget* residualDock = plotDocks[1];
    addDockWidget(Qt::BottomDockWidgetArea, residualDock, Qt::Horizontal);
    for (QDockWidget* dock : {plotDocks[2], plotDocks[0], plotDocks[3], plotDocks[4]}) {
        tabifyDockWidget(residualDock, dock);
    }
    residualDock->raise();
    energyDock->raise();
    connect(m_centralTabs, &QTabWidget::currentChanged, this, &MainWindow::onCentralTabChanged);
    connect(m_comparison->controller(), &widgets::RunController::playingChanged, this,
            [this] { retranslate(); });
    connect(m_comparison->controller(), &widgets::RunController::snapshotReady, this, [this] {
        if (comparisonActive()) {
            showRunState();
        }
    });
    m_analysisResults = new widgets::AnalysisResults(this);
    connect(m_document, &widgets::Document::sceneReplaced, m_analysisResults,
            &widgets::AnalysisResults::clear);
}

bool MainWindow::comparisonActive() const {
    return m_centralTabs->currentIndex() == 1;
}

widgets::RunController* MainWindow::activeController() const {
    return comparisonActive() ? m_comparison->controller() : m_controller;
}

// Play, Step and Reset act on the tab in front; its panels come to the front with it.
void MainWindow::onCentralTabChanged() {
    m_stability->setComparison(comparisonActive());
    followSelectedRun();
    if (comparisonActive()) {
        m_runsDock->raise();
    } else {
        m_docks[4]->raise();
    }
    retranslate();
}

void MainWindow::loadTexture() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Load Texture"), QString(),
                                     tr("Images (*.png *.jpg *.jpeg *.bmp);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    const QImage image(path);
    if (image.isNull()) {
        m_log->log(widgets::LogPanel::Level::Error,
                   tr("Could not read the image %1.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    m_view->setTexture(image);
    m_comparison->view()->setTexture(image);
    m_log->log(widgets::LogPanel::Level::Info,
               tr("Texture %1 applied to the cloth.").arg(QDir::toNativeSeparators(path)));
}

bool MainWindow::openPreset(const QString& id) {
    if (core::presetJson(id.toStdString()).empty()) {
        return false;
    }
    m_document->reset(core::loadPreset(id.toStdString()));
    m_log->log(widgets::LogPanel::Level::Info,
               tr("Opened preset “%1”.").arg(text::catalog::presetName(id.toStdString())));
    return true;
}

bool MainWindow::openFile(const QString& path) {
    QString error;
    if (!m_document->open(path, &error)) {
        m_log->log(widgets::LogPanel::Level::Error, tr("Could not open the scene: %1").arg(error));
        QMessageBox::warning(this, tr("Open Scene"),
                             tr("Could not open the scene:\n%1").arg(error));
        return false;
    }
    addRecent(path);
    m_log->log(widgets::LogPanel::Level::Info,
               tr("Opened %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::newScene() {
    if (maybeSave()) {
        m_document->reset(core::defaultScene());
    }
}

void MainWindow::openDialog() {
    if (!maybeSave()) {
        return;
    }
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scene"), QString(), tr("ClothLab scenes (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool MainWindow::save() {
    if (m_document->filePath().isEmpty()) {
        return saveAs();
    }
    QString error;
    if (!m_document->save(m_document->filePath(), &error)) {
        m_log->log(widgets::LogPanel::Level::Error, tr("Could not save the scene: %1").arg(error));
        QMessageBox::warning(this, tr("Save Scene"),
                             tr("Could not save the scene:\n%1").arg(error));
        return false;
    }
    m_log->log(widgets::LogPanel::Level::Info,
               tr("Saved %1.").arg(QDir::toNativeSeparators(m_document->filePath())));
    return true;
}

bool MainWindow::saveAs() {
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scene As"), m_document->filePath(),
                                                tr("ClothLab scenes (*.json)"));
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".json");
    }
    QString error;
    if (!m_document->save(path, &error)) {
        m_log->log(widgets::LogPanel::Level::Error, tr("Could not save the scene: %1").arg(error));
        QMessageBox::warning(this, tr("Save Scene"),
                             tr("Could not save the scene:\n%1").arg(error));
        return false;
    }
    addRecent(path);
    return true;
}

bool MainWindow::maybeSave() {
    if (!m_document->isModified()) {
        return true;
    }
    const auto answer = QMessageBox::question(
        this, tr("Unsaved Changes"), tr("The scene has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        return save();
    }
    return answer == QMessageBox::Discard;
}

void MainWindow::addRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) {
        recent.removeLast();
    }
    settings.setValue(QStringLiteral("recentFiles"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : recent) {
        QAction* action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave()) {
                openFile(path);
            }
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::onSceneReplaced() {
    const core::Scene& scene = m_document->scene();
    if (const auto system = m_document->system()) {
        m_view->setSystem(*system, scene.obstacles);
        m_view->resetCamera();
        m_summary->setSystem(*system, QString::fromStdString(scene.name));
    } else {
        onFailed(m_document->systemError());
    }
    m_energy->clear();
    m_lastStep = -1;
    m_integratorId = scene.integrator.id;
    updateTitle();
}

void MainWindow::logIntegratorChange() {
    const std::string& id = m_document->scene().integrator.id;
    if (id == m_integratorId) {
        return;
    }
    m_integratorId = id;
    m_log->log(widgets::LogPanel::Level::Info,
               tr("Integrator: %1.").arg(text::catalog::integratorName(id)));
}

void MainWindow::onSnapshot() {
    const auto snapshot = m_controller->latestSnapshot();
    if (!snapshot) {
        return;
    }
    const bool live = snapshot->frame < 0; // else a frame of the timeline
    if (live) {
        if (snapshot->rewound) {
            m_energy->removeAfter(snapshot->time); // replayed from there
        } else if (snapshot->step < m_lastStep) {
            m_energy->clear(); // the run was reset
        }
        m_lastStep = snapshot->step;
    }
    m_energy->plot()->setTimeCursor(live ? std::numeric_limits<double>::quiet_NaN()
                                         : snapshot->time);
    const widgets::RunSnapshot& run = snapshot->run();
    if (run.positions.cols() > 0) {
        m_view->setPositions(run.positions, &run.forces, &run.orientations, &run.contacts);
        if (live) {
            m_energy->addSample(run.energy);
        }
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_lastFrameMs > 0 && now > m_lastFrameMs) {
        m_fps = 0.9 * m_fps + 0.1 * (1000.0 / static_cast<double>(now - m_lastFrameMs));
    }
    m_lastFrameMs = now;
    if (!comparisonActive()) {
        showRunState();
    }
}

// The toolbar's time and the status bar's rates are those of the run in front, in the
// interface's language (redrawn when it changes).
void MainWindow::showRunState() {
    const QLocale locale;
    const auto snapshot = activeController()->latestSnapshot();
    m_transport->setTime(snapshot ? snapshot->time : 0.0);
    m_transport->setPlaying(activeController()->isPlaying());
    if (!snapshot || !activeController()->isPlaying()) {
        m_rateLabel->clear(); // a paused run has no rate: the last one would be stale
        m_fpsLabel->clear();
    } else if (comparisonActive()) {
        m_rateLabel->setText(
            tr("%1 × real time").arg(locale.toString(snapshot->simulatedPerSecond, 'g', 3)));
        m_fpsLabel->clear();
    } else {
        m_rateLabel->setText(
            tr("%1 steps/s").arg(locale.toString(snapshot->stepsPerSecond, 'f', 0)));
        m_fpsLabel->setText(tr("%1 fps").arg(locale.toString(m_fps, 'f', 0)));
    }
}

void MainWindow::onBlewUp(const core::BlowUp& blowUp) {
    const QLocale locale;
    const QString time = locale.toString(blowUp.time, 'f', 4);
    const QString message =
        blowUp.cause == core::BlowUpCause::NonFinite
            ? tr("The simulation blew up at t = %1 s (step %2): a position or velocity became "
                 "infinite or not a number. It is paused at the last good state; try a smaller "
                 "time step or another integrator.")
                  .arg(time)
                  .arg(blowUp.step)
            : tr("The simulation blew up at t = %1 s (step %2): the energy grew by %3 J, beyond "
                 "the bound of %4 J. It is paused at the last good state; try a smaller time "
                 "step or another integrator.")
                  .arg(time)
                  .arg(blowUp.step)
                  .arg(locale.toString(blowUp.energyGain, 'g', 3),
                       locale.toString(blowUp.bound, 'g', 3));
    m_log->log(widgets::LogPanel::Level::Error, message);
    statusBar()->showMessage(message, 15000);
    explainBlowUp(m_document->scene().integrator);
}

void MainWindow::onEditRefused(const QString& message) {
    const QString text = tr("The edit was not applied to the running simulation: %1").arg(message);
    m_log->log(widgets::LogPanel::Level::Error, text);
    statusBar()->showMessage(text, 15000);
}

void MainWindow::onFailed(const QString& message) {
    m_log->log(widgets::LogPanel::Level::Error,
               tr("The scene cannot be simulated: %1").arg(message));
    statusBar()->showMessage(message, 15000);
}

void MainWindow::updateTitle() {
    const QString name = text::catalog::sceneName(m_document->scene().name);
    setWindowTitle(tr("%1 — ClothLab").arg(name) +
                   (m_document->isModified() ? QStringLiteral(" *") : QString()));
    setWindowModified(m_document->isModified());
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_controller->pause();
    saveLayout();
    event->accept();
}

// The report of what this document holds: the comparison as far as it has run and every
// analysis of this scene (Analysis ▸ Results), in the UI language.
void MainWindow::exportReport() {
    const QString suggested =
        QFileInfo(m_document->filePath()).completeBaseName().isEmpty()
            ? QStringLiteral("report.pdf")
            : QFileInfo(m_document->filePath()).completeBaseName() + QStringLiteral("-report.pdf");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Report"), suggested,
                                                      tr("PDF documents (*.pdf)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    QStringList written;
    if (!writeReport(path, &error, &written)) {
        m_log->log(widgets::LogPanel::Level::Error, error);
        QMessageBox::warning(this, tr("Export Report"), error);
        return;
    }
    m_log->log(widgets::LogPanel::Level::Info,
               tr("Report written: %1 (with %n figure file(s) beside it).", nullptr,
                  static_cast<int>(written.size()) - 1)
                   .arg(QDir::toNativeSeparators(path)));
}

bool MainWindow::writeReport(const QString& path, QString* error, QStringList* written) const {
    figures::ReportInput input;
    input.scene = m_document->scene();
    input.system = m_document->system();
    input.systemError = m_document->systemError();
    input.sceneSource = m_document->filePath();
    input.command = QStringLiteral("clothlab: File ▸ Export Report");
    auto* comparison = m_comparison->controller();
    input.histories = comparison->history();
    if (const auto snapshot = comparison->latestSnapshot()) {
        for (const widgets::RunSnapshot& run : snapshot->runs) {
            input.statuses.push_back(run.status);
        }
        input.reference = snapshot->reference;
    }
    for (int r = 0; r < m_analysisResults->count(); ++r) {
        input.analyses.push_back(m_analysisResults->at(r));
    }
    // A report written while an assignment is open (Hand In's above all) starts with its tasks.
    if (const auto* panel = findChild<widgets::TasksPanel*>(); panel && panel->hasAssignment()) {
        input.coursework = panel->reportCoursework();
    }
    // The dock's study when it is of the report's runs and of the scene as it is; else the
    // report computes its own.
    if (m_stability->isCurrent() &&
        (m_stability->comparison() || m_document->scene().runs.empty())) {
        input.stability = m_stability->study();
    }
    return figures::ReportWriter::write(input, path, error, written);
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About ClothLab"),
        tr("<p><b>ClothLab %1</b></p>"
           "<p>A workbench for mass-spring cloth simulation: one scene, many integrators, "
           "with energy and error measured the same way for all of them.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::showReference(ReferenceWindow::Kind kind) {
    // One window of each kind, kept open beside the workbench.
    const QString name = kind == ReferenceWindow::Kind::Integrators
                             ? QStringLiteral("integratorReference")
                             : QStringLiteral("presetReference");
    auto* window = findChild<ReferenceWindow*>(name, Qt::FindDirectChildrenOnly);
    if (!window) {
        window = new ReferenceWindow(kind, this);
    }
    window->show();
    window->raise();
    window->activateWindow();
}

} // namespace clothlab::app
