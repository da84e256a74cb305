// The main window's actions, menus and their texts (retranslated on a language change).
#include "app/comparison_workspace.h"
#include "app/coursework_menu.h"
#include "app/main_window.h"
#include "app/translations.h"
#include "app/transport_bar.h"
#include "core/scene/presets.h"
#include "text/catalog_text.h"
#include "widgets/analysis/analysis_dialog.h"
#include "widgets/document/document.h"
#include "widgets/document/stiffness_table_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/export/figure_exporter.h"
#include "widgets/panels/log_panel.h"
#include "widgets/plots/energy_plot_panel.h"
#include "widgets/view3d/comparison_view.h"
#include "widgets/view3d/scene_view.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>
#include <QUndoStack>

namespace clothlab::app {

namespace {

/// Simulated seconds per second; 0 runs as fast as the machine can.
constexpr double kSpeeds[] = {0.1, 0.25, 0.5, 1.0, 2.0, 0.0};

QAction* newAction(QObject* parent, const char* name, const QKeySequence& keys) {
    auto* action = new QAction(parent);
    action->setObjectName(QString::fromLatin1(name));
    action->setShortcut(keys);
    return action;
}

} // namespace

// File and File ▸ Export.
void MainWindow::createActions() {
    auto make = [this](const char* name, const QKeySequence& keys = {}) {
        return newAction(this, name, keys);
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

    createSimulationActions();
    createViewActions();
}

// Edit, Simulation and Help.
void MainWindow::createSimulationActions() {
    auto make = [this](const char* name, const QKeySequence& keys = {}) {
        return newAction(this, name, keys);
    };
    m_undoAction = m_document->undoStack()->createUndoAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_document->undoStack()->createRedoAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);

    m_playAction = make("playAction", QKeySequence(Qt::Key_Space));
    connect(m_playAction, &QAction::triggered, this, [this] {
        widgets::RunController* runs = activeController();
        runs->isPlaying() ? runs->pause() : runs->play();
    });
    m_stepAction = make("stepAction", QKeySequence(Qt::Key_Period));
    connect(m_stepAction, &QAction::triggered, this, [this] { activeController()->stepOnce(); });
    m_resetAction = make("resetAction", QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_resetAction, &QAction::triggered, this, [this] {
        if (!comparisonActive()) {
            m_energy->clear();
        }
        activeController()->reset();
    });
    m_speedGroup = new QActionGroup(this);
    for (double speed : kSpeeds) {
        QAction* action = make("speedAction");
        action->setCheckable(true);
        action->setChecked(speed == 1.0);
        action->setData(speed);
        m_speedGroup->addAction(action);
        // One speed for the run in front, whichever tab it is on.
        connect(action, &QAction::triggered, this, [this, speed] {
            m_controller->setSpeed(speed);
            m_comparison->controller()->setSpeed(speed);
        });
    }

    m_aboutAction = make("aboutAction");
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_referenceAction = make("integratorReferenceAction", QKeySequence::HelpContents);
    connect(m_referenceAction, &QAction::triggered, this,
            [this] { showReference(ReferenceWindow::Kind::Integrators); });
    m_presetReferenceAction = make("presetReferenceAction");
    connect(m_presetReferenceAction, &QAction::triggered, this,
            [this] { showReference(ReferenceWindow::Kind::Presets); });
    m_aboutQtAction = make("aboutQtAction");
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
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
    toggle("showContactsAction", m_view->showContacts(), &View::setShowContacts,
           &Comparison::setShowContacts);
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
    createSpringColoringActions();
    m_builtInTextureAction = new QAction(this);
    m_builtInTextureAction->setObjectName(QStringLiteral("builtInTextureAction"));
    connect(m_builtInTextureAction, &QAction::triggered, this, [this] {
        m_view->useBuiltInTexture();
        m_comparison->view()->setTexture(QImage());
    });
}

// Colour Springs By ▸ None / Strain / Energy: one choice for the Simulation tab's view and
// every view of the Comparison tab, as the other toggles.
void MainWindow::createSpringColoringActions() {
    using widgets::SpringColoring;
    auto* group = new QActionGroup(this);
    group->setObjectName(QStringLiteral("springColoringGroup"));
    group->setExclusive(true);
    const std::pair<SpringColoring, const char*> choices[] = {
        {SpringColoring::None, "springColoringNoneAction"},
        {SpringColoring::Strain, "springColoringStrainAction"},
        {SpringColoring::Energy, "springColoringEnergyAction"}};
    for (const auto& [coloring, name] : choices) {
        QAction* action = group->addAction(QString());
        action->setObjectName(QString::fromLatin1(name));
        action->setCheckable(true);
        action->setChecked(coloring == m_view->springColoring());
        action->setData(int(coloring));
        const SpringColoring chosen =
            coloring; // clang before 16 cannot capture a structured binding
        connect(action, &QAction::triggered, this, [this, chosen] {
            m_view->setSpringColoring(chosen);
            m_comparison->view()->setSpringColoring(chosen);
        });
    }
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

void MainWindow::createFileMenu() {
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
    installCourseworkMenu(
        *this, *m_fileMenu,
        [this](core::Scene scene, std::vector<std::string> locked) {
            if (!maybeSave()) {
                return false;
            }
            m_document->reset(std::move(scene));
            m_document->setLockedPaths(std::move(locked));
            return true;
        },
        [this] { return m_document->scene(); },
        [this](const QString& path, QString* error) { return writeReport(path, error); });
    connect(m_document, &widgets::Document::editRefused, this, [this](const QString& path) {
        m_log->log(widgets::LogPanel::Level::Warning,
                   tr("“%1” is locked by the assignment: the edit was not made.").arg(path));
    });
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
}

void MainWindow::createMenus() {
    createFileMenu();

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
    createComparisonSetup(analysisMenu);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_view3dMenu = m_viewMenu->addMenu(QString());
    m_view3dMenu->setObjectName(QStringLiteral("view3dMenu"));
    m_view3dMenu->addActions(m_viewToggles);
    m_springColoringMenu = m_view3dMenu->addMenu(QString());
    m_springColoringMenu->setObjectName(QStringLiteral("springColoringMenu"));
    m_springColoringMenu->addActions(
        findChild<QActionGroup*>(QStringLiteral("springColoringGroup"))->actions());
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
    m_viewMenu->addAction(m_transport->toggleViewAction());
    m_viewMenu->addSeparator();
    auto* resetLayoutAction = m_viewMenu->addAction(QString());
    resetLayoutAction->setObjectName(QStringLiteral("resetLayoutAction"));
    connect(resetLayoutAction, &QAction::triggered, this, &MainWindow::resetLayout);
    m_viewMenu->addSeparator();
    createLanguageMenu();

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_helpMenu->addAction(m_referenceAction);
    m_helpMenu->addAction(m_presetReferenceAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::retranslateDocks() {
    const QString titles[] = {tr("Scene"),      tr("Stiffness"), tr("Forces"),
                              tr("Integrator"), tr("Energy"),    tr("Log")};
    for (int k = 0; k < m_docks.size() && k < 6; ++k) {
        m_docks[k]->setWindowTitle(titles[k]);
    }
    // Dock 6 is the particle panel, which names its own dock.
    m_runsDock->setWindowTitle(tr("Runs"));
    m_stabilityDock->setWindowTitle(tr("Stability"));
    const QStringList plots = ComparisonWorkspace::plotTitles();
    for (int k = 0; k < plots.size() && 8 + k < m_docks.size(); ++k) {
        m_docks[8 + k]->setWindowTitle(plots[k]);
    }
}

void MainWindow::retranslateViewMenu() {
    m_viewMenu->setTitle(tr("&View"));
    m_view3dMenu->setTitle(tr("&3D View"));
    //: The menu that switches the interface language; keep "Language" recognisable.
    m_languageMenu->setTitle(tr("&Language"));
    const QString toggleTexts[] = {tr("Cloth &Surface"), tr("&Wireframe"),
                                   tr("&Particles"),     tr("S&tructural Springs"),
                                   tr("S&hear Springs"), tr("&Bending Springs"),
                                   tr("&Force Vectors"), tr("&Obstacles"),
                                   tr("&Ground Grid"),   tr("&Axes"),
                                   tr("&Contact Pairs")};
    for (int k = 0; k < m_viewToggles.size() && k < 11; ++k) {
        m_viewToggles[k]->setText(toggleTexts[k]);
    }
    //: Submenu of View ▸ 3D View: the colour of every spring shows a quantity of it
    m_springColoringMenu->setTitle(tr("Colour Springs &By"));
    for (QAction* action :
         findChild<QActionGroup*>(QStringLiteral("springColoringGroup"))->actions()) {
        switch (widgets::SpringColoring(action->data().toInt())) {
        case widgets::SpringColoring::None:
            //: Colour Springs By ▸ None: each spring kind in its own colour
            action->setText(tr("&None (Colour by Kind)"));
            break;
        case widgets::SpringColoring::Strain:
            action->setText(tr("&Strain"));
            action->setStatusTip(tr("Blue compressed, grey at rest, red stretched: (l − L)/L"));
            break;
        case widgets::SpringColoring::Energy:
            action->setText(tr("Elastic &Energy"));
            action->setStatusTip(tr("Each spring's elastic energy ½·k·(l − L)², in J"));
            break;
        }
    }
    m_resetCameraAction->setText(tr("&Reset Camera"));
    findChild<QAction*>(QStringLiteral("resetLayoutAction"))->setText(tr("Reset La&yout"));
    findChild<QAction*>(QStringLiteral("resetLayoutAction"))
        ->setStatusTip(tr("Every panel back in its place, sized for this screen"));
    m_loadTextureAction->setText(tr("&Load Texture…"));
    m_builtInTextureAction->setText(tr("Built-in &Texture"));
    for (QAction* action : findChild<QActionGroup*>(QStringLiteral("skinningGroup"))->actions()) {
        //: Solid bodies: each vertex of the drawn surface follows its nearest particle(s)
        action->setText(action->data().toInt() == 1 ? tr("Skinning: 1 nearest particle")
                                                    : tr("Skinning: 3 nearest particles"));
    }
}

void MainWindow::retranslate() {
    updateTitle();
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open…"));
    m_presetMenu->setTitle(tr("Open &Preset"));
    retranslateCourseworkMenu(*this);
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
        const QString description = text::catalog::presetDescription(id);
        action->setText(text::catalog::presetName(id));
        action->setStatusTip(description);
        action->setToolTip(description);
    }
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_quitAction->setText(tr("&Quit"));
    m_exportReportAction->setText(tr("Export &Report…"));
    m_compareAction->setText(tr("&Compare Integrators…"));
    m_compareAction->setStatusTip(tr("Set up a comparison: methods by family, each with its "
                                     "time step, in the Runs panel"));
    m_exportReportAction->setStatusTip(
        tr("Write a PDF report: the scene, the runs of the comparison with their energy and "
           "error figures, the analyses and the manifest"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_simulationMenu->setTitle(tr("&Simulation"));
    const bool playing = activeController()->isPlaying();
    m_playAction->setText(playing ? tr("&Pause") : tr("&Play"));
    m_centralTabs->setTabText(0, tr("Simulation"));
    m_centralTabs->setTabText(1, tr("Comparison"));
    m_centralTabs->setTabToolTip(1, tr("The runs of the Runs panel side by side, in lockstep"));
    m_stepAction->setText(tr("S&tep"));
    m_resetAction->setText(tr("&Reset"));
    m_speedMenu->setTitle(tr("Spee&d"));
    const QLocale locale;
    for (QAction* action : m_speedGroup->actions()) {
        const double speed = action->data().toDouble();
        //: Simulation speed relative to real time, e.g. "0.5 × real time"
        action->setText(speed > 0.0 ? tr("%1 × real time").arg(locale.toString(speed))
                                    : tr("As fast as possible"));
    }
    m_transport->retranslate();
    showRunState();
    retranslateViewMenu();
    m_helpMenu->setTitle(tr("&Help"));
    m_referenceAction->setText(tr("&Integrator Reference"));
    m_presetReferenceAction->setText(tr("&Preset Reference"));
    m_aboutAction->setText(tr("&About ClothLab"));
    m_aboutQtAction->setText(tr("About &Qt"));
    retranslateDocks();
    // The stiffness table's headers are translated when asked for; tell its view to ask.
    emit m_stiffnessModel->headerDataChanged(Qt::Horizontal, 0,
                                             m_stiffnessModel->columnCount() - 1);
    emit m_stiffnessModel->headerDataChanged(Qt::Vertical, 0, m_stiffnessModel->rowCount() - 1);
}

} // namespace clothlab::app
