#include "app/main_window.h"

#include "app/comparison_workspace.h"
#include "app/translations.h"
#include "core/integrator.h"
#include "core/presets.h"
#include "core/scene.h"
#include "core/scene_builders.h"
#include "widgets/analysis/analysis_dialog.h"
#include "widgets/analysis/analysis_results.h"
#include "widgets/document/document.h"
#include "widgets/document/stiffness_table_model.h"
#include "widgets/engine/comparison_controller.h"
#include "widgets/engine/simulation_controller.h"
#include "widgets/export/figure_exporter.h"
#include "widgets/export/report_writer.h"
#include "widgets/panels/forces_panel.h"
#include "widgets/panels/integrator_panel.h"
#include "widgets/panels/log_panel.h"
#include "widgets/panels/particle_panel.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/panels/scene_panel.h"
#include "widgets/panels/scene_summary_widget.h"
#include "widgets/plots/comparison_plot_panel.h"
#include "widgets/plots/energy_plot_panel.h"
#include "widgets/text/catalog_text.h"
#include "widgets/text/core_messages.h"
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
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

namespace clothlab::app {

namespace {
constexpr int kMaxRecent = 8;
constexpr double kSpeeds[] = {0.1, 0.25, 0.5, 1.0, 2.0};
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setObjectName(QStringLiteral("mainWindow"));
    m_document = new widgets::Document(this);
    m_document->reset(core::defaultScene());
    m_controller = new widgets::SimulationController(m_document, this);

    createPanels();
    createActions();
    createMenus();
    m_timeLabel = new QLabel(this);
    m_rateLabel = new QLabel(this);
    m_fpsLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_timeLabel);
    statusBar()->addPermanentWidget(m_rateLabel);
    statusBar()->addPermanentWidget(m_fpsLabel);

    connect(m_controller, &widgets::SimulationController::snapshotReady, this,
            &MainWindow::onSnapshot);
    connect(m_controller, &widgets::SimulationController::blewUp, this, &MainWindow::onBlewUp);
    connect(m_controller, &widgets::SimulationController::failed, this, &MainWindow::onFailed);
    connect(m_controller, &widgets::SimulationController::playingChanged, this,
            [this] { retranslate(); });
    connect(m_document, &widgets::Document::sceneReplaced, this, &MainWindow::onSceneReplaced);
    connect(m_document, &widgets::Document::changed, this, [this](widgets::Changes what) {
        if (what & widgets::Change::Integrator) {
            logIntegratorChange();
        }
        if (what & widgets::Change::Topology) {
            onSceneReplaced();
        } else if (what & widgets::Change::Particles) {
            // A pin or mass edit: the view's pin markers are built with the system; rebuild
            // them in place (same camera) and put the particles where the run has them.
            m_view->setSystem(core::buildSystem(m_document->scene()),
                              m_document->scene().obstacles);
            if (const auto snapshot = m_controller->latestSnapshot()) {
                m_view->setPositions(snapshot->positions, &snapshot->forces,
                                     &snapshot->orientations);
            }
        }
        updateTitle();
    });
    connect(m_document, &widgets::Document::modifiedChanged, this, [this] { updateTitle(); });
    connect(m_document, &widgets::Document::filePathChanged, this, [this] { updateTitle(); });

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
    m_centralTabs->addTab(m_view, QString());
    setCentralWidget(m_centralTabs);
    connect(m_view, &widgets::SceneView::particlePressed, this, [this](int particle) {
        const auto snapshot = m_controller->latestSnapshot();
        if (snapshot && particle >= 0 && particle < snapshot->positions.cols()) {
            m_view->setSelectedParticle(particle);
            m_controller->beginDrag(particle, snapshot->positions.col(particle));
        }
    });
    connect(m_view, &widgets::SceneView::particleDragged, this,
            [this](int, const core::Vec3& target) { m_controller->dragTo(target); });
    connect(m_view, &widgets::SceneView::particleReleased, this,
            [this](int) { m_controller->endDrag(); });

    m_summary =
        new widgets::SceneSummaryWidget(core::buildSystem(m_document->scene()),
                                        QString::fromStdString(m_document->scene().name), this);
    m_summary->setObjectName(QStringLiteral("sceneSummary"));
    m_scenePanel = new widgets::ScenePanel(m_document, m_summary, this);
    m_scenePanel->setObjectName(QStringLiteral("scenePanel"));
    addPanel(m_scenePanel, "sceneDock", Qt::LeftDockWidgetArea);

    m_stiffnessModel = new widgets::StiffnessTableModel(m_document, this);
    m_stiffnessView = new QTableView(this);
    m_stiffnessView->setObjectName(QStringLiteral("stiffnessTable"));
    m_stiffnessView->setModel(m_stiffnessModel);
    m_stiffnessView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
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
}

// The comparison: its view is the second central tab, the Runs panel and its plots are
// tabs beside the energy plot (docks 7–12, after the single run's).
void MainWindow::createComparisonPanels() {
    m_comparison = new ComparisonWorkspace(m_document, m_log, this);
    m_centralTabs->addTab(m_comparison->view(), QString());
    QDockWidget* energyDock = m_docks[4];
    m_runsDock = addPanel(m_comparison->runsPanel(), "runsDock", Qt::BottomDockWidgetArea);
    tabifyDockWidget(energyDock, m_runsDock);
    const char* names[] = {"comparisonEnergyDock", "comparisonResidualDock", "comparisonErrorDock",
                           "comparisonStrainDock", "solverResidualDock"};
    int k = 0;
    for (widgets::ComparisonPlotPanel* plot : m_comparison->plots()) {
        tabifyDockWidget(energyDock, addPanel(plot, names[k++], Qt::BottomDockWidgetArea));
    }
    energyDock->raise();
    connect(m_centralTabs, &QTabWidget::currentChanged, this, &MainWindow::onCentralTabChanged);
    connect(m_comparison->controller(), &widgets::ComparisonController::playingChanged, this,
            [this] { retranslate(); });
    connect(
        m_comparison->controller(), &widgets::ComparisonController::snapshotReady, this, [this] {
            if (comparisonActive()) {
                const auto snapshot = m_comparison->controller()->latestSnapshot();
                const QLocale locale;
                m_timeLabel->setText(tr("t = %1 s").arg(locale.toString(snapshot->time, 'f', 3)));
                m_rateLabel->setText(
                    tr("%1 × real time")
                        .arg(locale.toString(snapshot->simulatedPerSecond, 'g', 3)));
            }
        });
    m_analysisResults = new widgets::AnalysisResults(this);
    connect(m_document, &widgets::Document::sceneReplaced, m_analysisResults,
            &widgets::AnalysisResults::clear);
}

bool MainWindow::comparisonActive() const {
    return m_centralTabs->currentIndex() == 1;
}

// Play, Step and Reset act on the tab in front; its panels come to the front with it.
void MainWindow::onCentralTabChanged() {
    if (comparisonActive()) {
        m_runsDock->raise();
    } else {
        m_docks[4]->raise();
    }
    retranslate();
}

// First-launch geometry (a saved layout overrides it). On a large screen the side columns
// run the full height, so that the scene tree and the integrator description get room, and
// the plot sits under the 3D view; on a small one the plot keeps the full width, or its
// legend would not fit, and the stiffness table shares the scene's tabs. Sizes follow the screen:
// most of a large one, all of a small one.
void MainWindow::applyDefaultLayout() {
    QSize size(1400, 900);
    if (const QScreen* display = screen()) {
        const QSize available = display->availableGeometry().size();
        size = available.width() >= 1600 ? available * 0.9 : available;
    }
    const bool large = size.width() >= 1400;
    if (large) {
        setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
        setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    }
    resize(size);
    const int width = size.width();
    const int height = size.height();
    QDockWidget* scene = m_docks[0];
    QDockWidget* stiffness = m_docks[1];
    QDockWidget* integrator = m_docks[3];
    QDockWidget* energy = m_docks[4];
    QDockWidget* particle = m_docks[6];
    // The stiffness table's four columns need about 480 px; the description reads at 340.
    resizeDocks({scene, integrator}, {std::max(420, width * 28 / 100), std::max(340, width / 5)},
                Qt::Horizontal);
    const int column = large ? height : height * 3 / 4;
    if (large) {
        resizeDocks({scene, stiffness}, {column - 170, 170}, Qt::Vertical);
    } else {
        // Too short a column for both: the stiffness table becomes a tab beside the scene.
        tabifyDockWidget(scene, stiffness);
        scene->raise();
    }
    resizeDocks({integrator, particle}, {column - 220, 220}, Qt::Vertical);
    resizeDocks({energy}, {std::max(220, height * 28 / 100)}, Qt::Vertical);
}

void MainWindow::createActions() {
    auto make = [this](const char* name, const QKeySequence& keys = {}) {
        auto* action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        action->setShortcut(keys);
        return action;
    };
    m_newAction = make("newAction", QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newScene);
    m_openAction = make("openAction", QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    m_saveAction = make("saveAction", QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = make("saveAsAction", QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_exportReportAction = make("exportReportAction");
    connect(m_exportReportAction, &QAction::triggered, this, &MainWindow::exportReport);
    m_quitAction = make("quitAction", QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    // File ▸ Export: the exporter tracks the current plot and the run's energy history.
    auto* exporter = new widgets::FigureExporter(this, m_document, m_controller);
    exporter->setObjectName(QStringLiteral("figureExporter"));
    exporter->setViewSource([this] {
        widgets::FigureExporter::Views shown;
        const widgets::ComparisonView* comparison = m_comparison->view();
        if (!comparisonActive()) {
            shown.views = {m_view};
            return shown;
        }
        for (int k = 0; k < comparison->viewCount(); ++k) {
            shown.views << comparison->sceneView(k);
        }
        shown.grid = comparison->gridShape().isEmpty() ? QSize(1, 1) : comparison->gridShape();
        return shown;
    });
    connect(make("exportFigureAction"), &QAction::triggered, exporter,
            &widgets::FigureExporter::exportFigure);
    connect(make("exportPlotDataAction"), &QAction::triggered, exporter,
            &widgets::FigureExporter::exportPlotData);
    connect(make("exportEnergyAction"), &QAction::triggered, exporter,
            &widgets::FigureExporter::exportEnergyHistory);
    connect(make("exportViewImageAction"), &QAction::triggered, exporter,
            &widgets::FigureExporter::exportViewImage);
    connect(make("exportComparisonAction"), &QAction::triggered, this, [this] {
        const QString directory =
            QFileDialog::getExistingDirectory(this, tr("Export Comparison Data to a Folder"));
        if (directory.isEmpty()) {
            return;
        }
        QString error;
        QStringList written = m_comparison->exportData(directory, &error);
        if (written.isEmpty()) {
            m_log->log(widgets::LogPanel::Level::Error, error);
            QMessageBox::warning(this, tr("Export Comparison Data"), error);
            return;
        }
        m_log->log(widgets::LogPanel::Level::Info,
                   tr("Comparison data written to %1: %2.")
                       .arg(QDir::toNativeSeparators(directory),
                            QLocale().createSeparatedList(written.replaceInStrings(
                                directory + QLatin1Char('/'), QString()))));
    });

    m_undoAction = m_document->undoStack()->createUndoAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_document->undoStack()->createRedoAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);

    m_playAction = make("playAction", QKeySequence(Qt::Key_Space));
    connect(m_playAction, &QAction::triggered, this, [this] {
        if (comparisonActive()) {
            auto* runs = m_comparison->controller();
            runs->isPlaying() ? runs->pause() : runs->play();
        } else {
            m_controller->isPlaying() ? m_controller->pause() : m_controller->play();
        }
    });
    m_stepAction = make("stepAction", QKeySequence(Qt::Key_Period));
    connect(m_stepAction, &QAction::triggered, this, [this] {
        if (comparisonActive()) {
            m_comparison->controller()->stepOnce();
        } else {
            m_controller->stepOnce();
        }
    });
    m_resetAction = make("resetAction", QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_resetAction, &QAction::triggered, this, [this] {
        if (comparisonActive()) {
            m_comparison->controller()->reset();
            return;
        }
        m_controller->reset();
        m_energy->clear();
    });
    m_speedGroup = new QActionGroup(this);
    for (double speed : kSpeeds) {
        QAction* action = make("speedAction");
        action->setCheckable(true);
        action->setChecked(speed == 1.0);
        action->setData(speed);
        m_speedGroup->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, speed] { m_controller->setSpeed(speed); });
    }

    m_aboutAction = make("aboutAction");
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_referenceAction = make("integratorReferenceAction", QKeySequence::HelpContents);
    connect(m_referenceAction, &QAction::triggered, this, &MainWindow::showIntegratorReference);
    m_aboutQtAction = make("aboutQtAction");
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    createViewActions();
}

// The 3D view's toggles: one checkable action per display element, initialised from the
// view, so the menu always shows what the view shows.
void MainWindow::createViewActions() {
    using View = widgets::SceneView;
    using Comparison = widgets::ComparisonView;
    auto toggle = [this](const char* name, bool on, auto setter, auto comparisonSetter) {
        auto* action = new QAction(this);
        action->setObjectName(QString::fromLatin1(name));
        action->setCheckable(true);
        action->setChecked(on);
        connect(action, &QAction::toggled, m_view, setter);
        connect(action, &QAction::toggled, this, [this, comparisonSetter](bool on) {
            (m_comparison->view()->*comparisonSetter)(on);
        });
        m_viewToggles.push_back(action);
    };
    toggle("showSurfaceAction", m_view->showSurface(), &View::setShowSurface,
           &Comparison::setShowSurface);
    toggle("wireframeAction", m_view->wireframe(), &View::setWireframe, &Comparison::setWireframe);
    toggle("showParticlesAction", m_view->showParticles(), &View::setShowParticles,
           &Comparison::setShowParticles);
    for (core::SpringKind kind : core::kAllSpringKinds) {
        auto* action = new QAction(this);
        action->setObjectName(QStringLiteral("show_") +
                              QString::fromUtf8(core::springKindId(kind).data()) +
                              QStringLiteral("_springsAction"));
        action->setCheckable(true);
        action->setChecked(m_view->showSprings(kind));
        connect(action, &QAction::toggled, this, [this, kind](bool on) {
            m_view->setShowSprings(kind, on);
            m_comparison->view()->setShowSprings(kind, on);
        });
        m_viewToggles.push_back(action);
    }
    toggle("showForcesAction", m_view->showForces(), &View::setShowForces,
           &Comparison::setShowForces);
    toggle("showObstaclesAction", m_view->showObstacles(), &View::setShowObstacles,
           &Comparison::setShowObstacles);
    toggle("showGroundAction", m_view->showGround(), &View::setShowGround,
           &Comparison::setShowGround);
    toggle("showAxesAction", m_view->showAxes(), &View::setShowAxes, &Comparison::setShowAxes);
    m_resetCameraAction = new QAction(this);
    m_resetCameraAction->setObjectName(QStringLiteral("resetCameraAction"));
    m_resetCameraAction->setShortcut(QKeySequence(Qt::Key_Home));
    connect(m_resetCameraAction, &QAction::triggered, this, [this] {
        m_view->resetCamera();
        m_comparison->view()->resetCamera();
    });
    m_loadTextureAction = new QAction(this);
    m_loadTextureAction->setObjectName(QStringLiteral("loadTextureAction"));
    connect(m_loadTextureAction, &QAction::triggered, this, &MainWindow::loadTexture);
    // R2's skinning choice: 1 nearest particle kinks a strongly bent solid, 3 blend smoothly.
    auto* skinning = new QActionGroup(this);
    skinning->setObjectName(QStringLiteral("skinningGroup"));
    for (int neighbours : {1, 3}) {
        QAction* action = skinning->addAction(QString());
        action->setObjectName(QStringLiteral("skinning%1Action").arg(neighbours));
        action->setCheckable(true);
        action->setChecked(neighbours == m_view->skinningNeighbours());
        action->setData(neighbours);
        connect(action, &QAction::triggered, this,
                [this, neighbours] { m_view->setSkinningNeighbours(neighbours); });
    }
    m_builtInTextureAction = new QAction(this);
    m_builtInTextureAction->setObjectName(QStringLiteral("builtInTextureAction"));
    connect(m_builtInTextureAction, &QAction::triggered, this, [this] {
        m_view->useBuiltInTexture();
        m_comparison->view()->setTexture(QImage());
    });
}

// Language ▸ English / 日本語 / 简体中文 / 繁體中文: switches at run time (every widget gets a
// LanguageChange) and is remembered for the next start.
void MainWindow::createLanguageMenu() {
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageGroup = new QActionGroup(this);
    const QString current = uiLanguageCode(startupLocale());
    for (const UiLanguage& language : uiLanguages()) {
        const QString code = QString::fromLatin1(language.code);
        QAction* action = m_languageMenu->addAction(QString::fromUtf8(language.nativeName));
        action->setObjectName(QStringLiteral("language_") + code);
        action->setCheckable(true);
        action->setChecked(code == current);
        m_languageGroup->addAction(action);
        connect(action, &QAction::triggered, this, [code] {
            switchLanguage(*QCoreApplication::instance(), QLocale(code));
            rememberLanguage(code);
        });
    }
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

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_presetMenu = m_fileMenu->addMenu(QString());
    m_presetMenu->setObjectName(QStringLiteral("presetMenu"));
    // Texts are set by retranslatePresetMenu(), in the user's language.
    for (const core::PresetData& preset : core::presetData()) {
        const QString id = QString::fromUtf8(preset.id.data(), static_cast<int>(preset.id.size()));
        QAction* action = m_presetMenu->addAction(QString());
        action->setObjectName(QStringLiteral("preset:") + id);
        action->setData(id);
        connect(action, &QAction::triggered, this, [this, id] {
            if (maybeSave()) {
                openPreset(id);
            }
        });
    }
    m_presetMenu->setToolTipsVisible(true);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    QMenu* exportMenu = m_fileMenu->addMenu(QString());
    exportMenu->setObjectName(QStringLiteral("exportMenu"));
    for (const char* name : {"exportFigureAction", "exportPlotDataAction", "exportEnergyAction",
                             "exportComparisonAction", "exportViewImageAction"}) {
        exportMenu->addAction(findChild<QAction*>(QString::fromLatin1(name)));
    }
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportReportAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);

    m_simulationMenu = menuBar()->addMenu(QString());
    m_simulationMenu->setObjectName(QStringLiteral("simulationMenu"));
    m_simulationMenu->addAction(m_playAction);
    m_simulationMenu->addAction(m_stepAction);
    m_simulationMenu->addAction(m_resetAction);
    m_speedMenu = m_simulationMenu->addMenu(QString());
    m_speedMenu->addActions(m_speedGroup->actions());

    auto* analysisMenu = new widgets::AnalysisMenu(m_document, m_analysisResults, this);
    analysisMenu->setObjectName(QStringLiteral("analysisMenu"));
    menuBar()->addMenu(analysisMenu);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_view3dMenu = m_viewMenu->addMenu(QString());
    m_view3dMenu->setObjectName(QStringLiteral("view3dMenu"));
    m_view3dMenu->addActions(m_viewToggles);
    m_view3dMenu->addSeparator();
    m_view3dMenu->addAction(m_resetCameraAction);
    m_view3dMenu->addAction(m_loadTextureAction);
    m_view3dMenu->addAction(m_builtInTextureAction);
    m_view3dMenu->addSeparator();
    m_view3dMenu->addActions(findChild<QActionGroup*>(QStringLiteral("skinningGroup"))->actions());
    m_viewMenu->addSeparator();
    for (QDockWidget* dock : m_docks) {
        m_viewMenu->addAction(dock->toggleViewAction());
    }
    m_viewMenu->addSeparator();
    createLanguageMenu();

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_helpMenu->addAction(m_referenceAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

bool MainWindow::openPreset(const QString& id) {
    if (core::presetJson(id.toStdString()).empty()) {
        return false;
    }
    m_document->reset(core::loadPreset(id.toStdString()));
    m_log->log(widgets::LogPanel::Level::Info,
               tr("Opened preset “%1”.").arg(widgets::catalog::presetName(id.toStdString())));
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
    try {
        const core::System system = core::buildSystem(scene);
        m_view->setSystem(system, scene.obstacles);
        m_view->resetCamera();
        m_summary->setSystem(system, QString::fromStdString(scene.name));
    } catch (const std::exception& e) {
        onFailed(widgets::coreErrorText(e));
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
               tr("Integrator: %1.").arg(widgets::catalog::integratorName(id)));
}

void MainWindow::onSnapshot() {
    const auto snapshot = m_controller->latestSnapshot();
    if (!snapshot) {
        return;
    }
    if (snapshot->step < m_lastStep) {
        m_energy->clear(); // the run was reset
    }
    m_lastStep = snapshot->step;
    if (snapshot->positions.cols() > 0) {
        m_view->setPositions(snapshot->positions, &snapshot->forces, &snapshot->orientations);
    }
    m_energy->addSample(snapshot->energy);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (m_lastFrameMs > 0 && now > m_lastFrameMs) {
        m_fps = 0.9 * m_fps + 0.1 * (1000.0 / static_cast<double>(now - m_lastFrameMs));
    }
    m_lastFrameMs = now;
    const QLocale locale;
    m_timeLabel->setText(tr("t = %1 s").arg(locale.toString(snapshot->time, 'f', 3)));
    m_rateLabel->setText(tr("%1 steps/s").arg(locale.toString(snapshot->stepsPerSecond, 'f', 0)));
    m_fpsLabel->setText(tr("%1 fps").arg(locale.toString(m_fps, 'f', 0)));
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
}

void MainWindow::onFailed(const QString& message) {
    m_log->log(widgets::LogPanel::Level::Error,
               tr("The scene cannot be simulated: %1").arg(message));
    statusBar()->showMessage(message, 15000);
}

void MainWindow::updateTitle() {
    const QString name = widgets::catalog::sceneName(m_document->scene().name);
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
    QSettings settings;
    settings.setValue(QStringLiteral("layout/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("layout/state"), saveState());
    event->accept();
}

void MainWindow::restoreLayout() {
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("layout/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("layout/state")).toByteArray());
}

void MainWindow::retranslateDocks() {
    const QString titles[] = {tr("Scene"),      tr("Stiffness"), tr("Forces"),
                              tr("Integrator"), tr("Energy"),    tr("Log")};
    for (int k = 0; k < m_docks.size() && k < 6; ++k) {
        m_docks[k]->setWindowTitle(titles[k]);
    }
    // Dock 6 is the particle panel, which names its own dock.
    m_runsDock->setWindowTitle(tr("Runs"));
    const QStringList plots = ComparisonWorkspace::plotTitles();
    for (int k = 0; k < plots.size() && 8 + k < m_docks.size(); ++k) {
        m_docks[8 + k]->setWindowTitle(plots[k]);
    }
}

void MainWindow::retranslate() {
    updateTitle();
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open…"));
    m_presetMenu->setTitle(tr("Open &Preset"));
    findChild<QMenu*>(QStringLiteral("exportMenu"))->setTitle(tr("&Export"));
    findChild<QAction*>(QStringLiteral("exportFigureAction"))
        ->setText(tr("&Figure of the Current Plot…"));
    findChild<QAction*>(QStringLiteral("exportPlotDataAction"))->setText(tr("Plot &Data (CSV)…"));
    findChild<QAction*>(QStringLiteral("exportEnergyAction"))
        ->setText(tr("&Energy History (CSV)…"));
    findChild<QAction*>(QStringLiteral("exportViewImageAction"))->setText(tr("&3D View Image…"));
    findChild<QAction*>(QStringLiteral("exportComparisonAction"))
        ->setText(tr("&Comparison Data (CSV)…"));
    for (QAction* action : m_presetMenu->actions()) {
        const std::string id = action->data().toString().toStdString();
        const QString description = widgets::catalog::presetDescription(id);
        action->setText(widgets::catalog::presetName(id));
        action->setStatusTip(description);
        action->setToolTip(description);
    }
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_quitAction->setText(tr("&Quit"));
    m_exportReportAction->setText(tr("Export &Report…"));
    m_exportReportAction->setStatusTip(
        tr("Write a PDF report: the scene, the runs of the comparison with their energy and "
           "error figures, the analyses and the manifest"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_simulationMenu->setTitle(tr("&Simulation"));
    const bool playing =
        comparisonActive() ? m_comparison->controller()->isPlaying() : m_controller->isPlaying();
    m_playAction->setText(playing ? tr("&Pause") : tr("&Play"));
    m_centralTabs->setTabText(0, tr("Simulation"));
    m_centralTabs->setTabText(1, tr("Comparison"));
    m_centralTabs->setTabToolTip(1, tr("The runs of the Runs panel side by side, in lockstep"));
    m_stepAction->setText(tr("S&tep"));
    m_resetAction->setText(tr("&Reset"));
    m_speedMenu->setTitle(tr("Spee&d"));
    const QLocale locale;
    for (QAction* action : m_speedGroup->actions()) {
        //: Simulation speed relative to real time, e.g. "0.5 × real time"
        action->setText(tr("%1 × real time").arg(locale.toString(action->data().toDouble())));
    }
    m_viewMenu->setTitle(tr("&View"));
    m_view3dMenu->setTitle(tr("&3D View"));
    //: The menu that switches the interface language; keep "Language" recognisable.
    m_languageMenu->setTitle(tr("&Language"));
    const QString toggleTexts[] = {tr("Cloth &Surface"), tr("&Wireframe"),
                                   tr("&Particles"),     tr("S&tructural Springs"),
                                   tr("S&hear Springs"), tr("&Bending Springs"),
                                   tr("&Force Vectors"), tr("&Obstacles"),
                                   tr("&Ground Grid"),   tr("&Axes")};
    for (int k = 0; k < m_viewToggles.size() && k < 10; ++k) {
        m_viewToggles[k]->setText(toggleTexts[k]);
    }
    m_resetCameraAction->setText(tr("&Reset Camera"));
    m_loadTextureAction->setText(tr("&Load Texture…"));
    m_builtInTextureAction->setText(tr("Built-in &Texture"));
    for (QAction* action : findChild<QActionGroup*>(QStringLiteral("skinningGroup"))->actions()) {
        //: Solid bodies: each vertex of the drawn surface follows its nearest particle(s)
        action->setText(action->data().toInt() == 1 ? tr("Skinning: 1 nearest particle")
                                                    : tr("Skinning: 3 nearest particles"));
    }
    m_helpMenu->setTitle(tr("&Help"));
    m_referenceAction->setText(tr("&Integrator Reference"));
    m_aboutAction->setText(tr("&About ClothLab"));
    m_aboutQtAction->setText(tr("About &Qt"));
    retranslateDocks();
    // The stiffness table's headers are translated when asked for; tell its view to ask.
    emit m_stiffnessModel->headerDataChanged(Qt::Horizontal, 0,
                                             m_stiffnessModel->columnCount() - 1);
    emit m_stiffnessModel->headerDataChanged(Qt::Vertical, 0, m_stiffnessModel->rowCount() - 1);
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
    widgets::ReportInput input;
    input.scene = m_document->scene();
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
    QString error;
    QStringList written;
    if (!widgets::ReportWriter::write(input, path, &error, &written)) {
        m_log->log(widgets::LogPanel::Level::Error, error);
        QMessageBox::warning(this, tr("Export Report"), error);
        return;
    }
    m_log->log(widgets::LogPanel::Level::Info,
               tr("Report written: %1 (with %n figure file(s) beside it).", nullptr,
                  static_cast<int>(written.size()) - 1)
                   .arg(QDir::toNativeSeparators(path)));
}

void MainWindow::showAbout() {
    QMessageBox::about(
        this, tr("About ClothLab"),
        tr("<p><b>ClothLab %1</b></p>"
           "<p>A workbench for mass-spring cloth simulation: one scene, many integrators, "
           "with energy and error measured the same way for all of them.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::showIntegratorReference() {
    QString html;
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        html += QStringLiteral("<h3>%1 <small>(%2)</small></h3><p>%3</p><pre>%4</pre>")
                    .arg(widgets::catalog::integratorName(*info).toHtmlEscaped(),
                         QString::fromStdString(info->id),
                         widgets::catalog::integratorSummary(*info).toHtmlEscaped(),
                         widgets::catalog::integratorEquations(*info).toHtmlEscaped());
    }
    QMessageBox box(this);
    box.setWindowTitle(tr("Integrator Reference"));
    box.setTextFormat(Qt::RichText);
    box.setText(html);
    box.exec();
}

} // namespace clothlab::app
