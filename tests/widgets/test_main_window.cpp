// The workbench window: opens on the default scene with its panels; a stiffness edit is
// undoable from the Edit menu; every preset opens from the menu; play advances time and the
// energy plot gains points; a mouse drag on the 3D view moves the picked particle; a blow-up
// pauses and is logged; the dock layout survives a restart; each language, switched at run
// time from View ▸ Language, shows its menus, dock titles, stiffness header, integrator and
// preset names, and English comes back.
#include "app/comparison_workspace.h"
#include "app/main_window.h"
#include "app/reference_window.h"
#include "condition_wait.h"
#include "core/integrators/integrator.h"
#include "core/io/csv.h"
#include "core/model/system.h"
#include "core/scene/presets.h"
#include "core/scene/scene.h"
#include "core/scene/scene_builders.h"
#include "text/catalog_text.h"
#include "widgets/document/document.h"
#include "widgets/document/runs_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/integrator_panel.h"
#include "widgets/panels/log_panel.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/panels/scene_summary_widget.h"
#include "widgets/plots/comparison_plot_panel.h"
#include "widgets/plots/energy_plot_panel.h"
#include "widgets/plots/plot_panel.h"
#include "widgets/view3d/comparison_view.h"
#include "widgets/view3d/scene_view.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QUndoStack>
#include <cmath>
#include <memory>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;

namespace {

QString labelText(const QWidget& parent, const char* name) {
    const auto* label = parent.findChild<QLabel*>(QString::fromLatin1(name));
    return label ? label->text() : QString();
}

QString screenshotDir() {
    const QString dir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    QDir(dir).mkpath(QStringLiteral("screenshots"));
    return dir + QStringLiteral("/screenshots");
}

QAction* action(const QMainWindow& window, const char* name) {
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void opensOnDefaultSceneWithPanels();
    void stiffnessEditIsUndoableFromTheMenu();
    void opensEveryPresetFromTheMenu();
    void helpListsPresetsWithTheirDeviations();
    void playAdvancesTimeAndPlotsEnergy();
    void dragOnTheViewMovesTheParticle();
    void blowUpPausesAndLogs();
    void viewMenuTogglesTheView();
    void colourSpringsByIsOneChoiceForBothTabs();
    void pinningShowsInTheView();
    void languageMenuSwitchesAtRunTime();
    void layoutSurvivesRestart();
    void translationChangesTexts_data();
    void translationChangesTexts();
    void comparisonRunsSideBySide();
    void energyPlotShowsSolidTermsOnlyWithSolids();
    void oneEditBuildsTheSystemAtMostOnce();
    void refusedTimeStepIsReportedAndTheRunGoesOn();
    void fitsASmallScreen();
};

void TestMainWindow::initTestCase() {
    // Settings (layout, recent files) go to a test location, not the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_main_window"));
    QSettings().clear();
}

void TestMainWindow::opensOnDefaultSceneWithPanels() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    QCOMPARE(window.centralWidget(), window.centralTabs());
    QCOMPARE(window.centralTabs()->currentIndex(), 0); // the Simulation tab (the 3D view)
    QCOMPARE(window.centralTabs()->widget(1), window.comparison()->page());
    for (const char* dock :
         {"sceneDock", "stiffnessDock", "forcesDock", "integratorDock", "energyDock", "logDock",
          "particleDock", "runsDock", "comparisonEnergyDock", "comparisonResidualDock",
          "comparisonErrorDock", "comparisonStrainDock", "solverResidualDock"}) {
        QVERIFY2(window.findChild<QDockWidget*>(QString::fromLatin1(dock)), dock);
    }
    const core::System system = core::buildSystem(core::defaultScene());
    QVERIFY(window.windowTitle().contains(QString::fromStdString(core::defaultScene().name)));
    QCOMPARE(window.sceneView()->vertexCount(), system.particleCount());
    QCOMPARE(window.sceneSummary()->particleCount(), system.particleCount());
    QTest::qWait(300);
    QVERIFY(widgets::SceneView::grabWithViews(&window).save(
        screenshotDir() + QStringLiteral("/main_window.png"), "PNG"));
}

void TestMainWindow::stiffnessEditIsUndoableFromTheMenu() {
    app::MainWindow window;
    QAbstractItemModel* model = window.stiffnessView()->model();
    const double before =
        window.document()->scene().stiffness[core::SpringKind::Structural].stretch;
    QVERIFY(model->setData(model->index(0, 1), 1234.5));
    QCOMPARE(window.document()->scene().stiffness[core::SpringKind::Structural].stretch, 1234.5);
    QVERIFY(window.windowTitle().endsWith(QLatin1Char('*')));
    action(window, "undoAction")->trigger();
    QCOMPARE(window.document()->scene().stiffness[core::SpringKind::Structural].stretch, before);
    action(window, "redoAction")->trigger();
    QCOMPARE(window.document()->scene().stiffness[core::SpringKind::Structural].stretch, 1234.5);
    window.document()->undoStack()->setClean(); // no "save changes?" on close
}

void TestMainWindow::opensEveryPresetFromTheMenu() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    auto* menu = window.findChild<QMenu*>(QStringLiteral("presetMenu"));
    QVERIFY(menu);
    QCOMPARE(menu->actions().size(), static_cast<int>(core::presetData().size()));
    for (QAction* preset : menu->actions()) {
        QVERIFY(!preset->statusTip().isEmpty()); // the one-line description
        preset->trigger();
        const core::Scene expected = core::loadPreset(preset->data().toString().toStdString());
        QVERIFY2(window.document()->scene() == expected, qPrintable(preset->data().toString()));
        QCOMPARE(window.sceneSummary()->particleCount(), core::particleCount(expected));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.controller()->latestSnapshot() &&
                window.controller()->latestSnapshot()->run().positions.cols() ==
                    core::particleCount(expected),
            kConditionTimeoutMs);
    }
}

// Help ▸ Preset Reference: every preset by name and id with its whole description, so the
// main presets' "how it differs from …-original" lines are there, one per line.
void TestMainWindow::helpListsPresetsWithTheirDeviations() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    auto* presets = window.findChild<QAction*>(QStringLiteral("presetReferenceAction"));
    QVERIFY(presets);
    auto* help = window.findChild<QMenu*>(QStringLiteral("helpMenu"));
    QVERIFY(help && help->actions().contains(presets));
    presets->trigger();
    auto* reference = window.findChild<app::ReferenceWindow*>(QStringLiteral("presetReference"));
    QVERIFY(reference && reference->isVisible());
    const QString text = reference->browser()->toPlainText();
    for (const core::PresetData& preset : core::presetData()) {
        const QString id = QString::fromUtf8(preset.id.data(), qsizetype(preset.id.size()));
        QVERIFY2(text.contains(text::catalog::presetName(preset.id)), qPrintable(id));
        QVERIFY2(text.contains(QStringLiteral("preset:") + id), qPrintable(id));
        // Every line of the description, in order (its line breaks kept).
        for (const QString& line : text::catalog::presetDescription(preset.id).split('\n')) {
            QVERIFY2(text.contains(line.trimmed()), qPrintable(id + ": " + line));
        }
    }
    QVERIFY(text.contains(QLatin1String("How it differs from r1-original")));
    // Triggered again, the same window comes to the front.
    presets->trigger();
    QCOMPARE(window.findChildren<app::ReferenceWindow*>(QStringLiteral("presetReference")).size(),
             1);
    // The integrator reference is a window of its own, scrollable, every method listed.
    window.findChild<QAction*>(QStringLiteral("integratorReferenceAction"))->trigger();
    auto* integrators =
        window.findChild<app::ReferenceWindow*>(QStringLiteral("integratorReference"));
    QVERIFY(integrators && integrators->isVisible());
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        QVERIFY(integrators->browser()->toPlainText().contains(
            QStringLiteral("(%1)").arg(QString::fromStdString(info->id))));
    }
    QVERIFY(integrators->height() <= window.screen()->availableSize().height());
    QVERIFY(reference->grab().save(screenshotDir() + QStringLiteral("/preset_reference_en.png")));
    // A change of language rewrites the open window in the new language.
    action(window, "language_ja")->trigger();
    QCoreApplication::processEvents(); // delivers LanguageChange
    const QString japanese = reference->browser()->toPlainText();
    QVERIFY(japanese.contains(text::catalog::presetName("hanging-cloth")));
    QVERIFY(text::catalog::presetName("hanging-cloth") != QLatin1String("Hanging cloth"));
    QVERIFY(reference->grab().save(screenshotDir() + QStringLiteral("/preset_reference_ja.png")));
    action(window, "language_en")->trigger();
    QCoreApplication::processEvents();
    QSettings().remove(QStringLiteral("language"));
}

void TestMainWindow::playAdvancesTimeAndPlotsEnergy() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    QVERIFY(window.openPreset(QStringLiteral("spring-oscillator")));
    action(window, "playAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->latestSnapshot()->time > 0.3,
                             kConditionTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(window.energyPlot()->sampleCount() > 5, kConditionTimeoutMs);
    action(window, "playAction")->trigger();
    QVERIFY(!window.controller()->isPlaying());
    action(window, "resetAction")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(window.controller()->latestSnapshot()->time, 0.0,
                              kConditionTimeoutMs);
}

void TestMainWindow::dragOnTheViewMovesTheParticle() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    QVERIFY(window.openPreset(QStringLiteral("hanging-chain")));
    // The hanging chain's own snapshot (20 particles), not one of the scene it replaced.
    QTRY_VERIFY_WITH_TIMEOUT(window.controller()->latestSnapshot() &&
                                 window.controller()->latestSnapshot()->run().positions.cols() ==
                                     20,
                             kConditionTimeoutMs);
    QTest::qWait(200);
    const int last = 19;
    const core::Vec3 start = window.controller()->latestSnapshot()->run().positions.col(last);
    widgets::SceneView* view = window.sceneView();
    QWindow* target = view->viewWindow();
    QVERIFY(target);
    const QPoint pressAt = view->projectToView(start).toPoint();
    QTest::mousePress(target, Qt::LeftButton, Qt::NoModifier, pressAt);
    QCOMPARE(view->selectedParticle(), last);
    QTest::mouseMove(target, pressAt + QPoint(0, 40));
    QTest::mouseMove(target, pressAt + QPoint(0, 80));
    // The particle follows the mouse: once the last move has been applied it projects back
    // to where the mouse is (waiting on the projection itself, not on the first movement).
    const QPointF mouse(pressAt + QPoint(0, 80));
    auto shownAt = [&] {
        return view->projectToView(
            window.controller()->latestSnapshot()->run().positions.col(last));
    };
    QTRY_VERIFY2_WITH_TIMEOUT((shownAt() - mouse).manhattanLength() < 3.0,
                              qPrintable(QString("%1,%2").arg(shownAt().x()).arg(shownAt().y())),
                              kConditionTimeoutMs);
    QVERIFY((window.controller()->latestSnapshot()->run().positions.col(last) - start).norm() >
            0.05);
    QTest::mouseRelease(target, Qt::LeftButton, Qt::NoModifier, pressAt + QPoint(0, 80));
}

void TestMainWindow::blowUpPausesAndLogs() {
    app::MainWindow window;
    core::Scene scene = core::loadPreset("spring-oscillator");
    scene.integrator = {"explicit-euler", 0.05, {}};
    window.document()->reset(scene);
    window.controller()->setSpeed(50.0);
    window.controller()->play();
    QTRY_VERIFY_WITH_TIMEOUT(window.logPanel()->text().contains(QStringLiteral("blew up")),
                             kConditionTimeoutMs);
    QVERIFY(!window.controller()->isPlaying());
    QVERIFY(window.controller()->latestSnapshot()->run().positions.allFinite());
}

void TestMainWindow::pinningShowsInTheView() {
    app::MainWindow window;
    QVERIFY(window.openPreset(QStringLiteral("hanging-cloth")));
    const int pinned = window.sceneView()->pinnedPointCount();
    QCOMPARE(pinned, 2);
    window.document()->setParticlePinned(300, true);
    QCOMPARE(window.sceneView()->pinnedPointCount(), pinned + 1);
    window.document()->undoStack()->undo();
    QCOMPARE(window.sceneView()->pinnedPointCount(), pinned);
    window.document()->undoStack()->setClean();
}

void TestMainWindow::viewMenuTogglesTheView() {
    app::MainWindow window;
    widgets::SceneView* view = window.sceneView();
    auto* menu = window.findChild<QMenu*>(QStringLiteral("view3dMenu"));
    QVERIFY(menu && menu->actions().size() >= 10);
    // Every toggle starts in the view's state and switches it.
    QAction* wireframe = action(window, "wireframeAction");
    QCOMPARE(wireframe->isChecked(), view->wireframe());
    wireframe->trigger();
    QCOMPARE(view->wireframe(), wireframe->isChecked());
    QAction* bending = action(window, "show_bending_springsAction");
    const bool before = view->showSprings(core::SpringKind::Bending);
    QCOMPARE(bending->isChecked(), before);
    bending->trigger();
    QCOMPARE(view->showSprings(core::SpringKind::Bending), !before);
    QAction* ground = action(window, "showGroundAction");
    ground->trigger();
    QCOMPARE(view->showGround(), ground->isChecked());
}

// View ▸ 3D View ▸ Colour Springs By: an exclusive choice, applied to the Simulation tab's
// view and the Comparison tab's views; a stiffness edit recolours the energies.
void TestMainWindow::colourSpringsByIsOneChoiceForBothTabs() {
    app::MainWindow window;
    widgets::SceneView* view = window.sceneView();
    widgets::ComparisonView* comparison = window.comparison()->view();
    auto* menu = window.findChild<QMenu*>(QStringLiteral("springColoringMenu"));
    QVERIFY(menu);
    QVERIFY(window.findChild<QMenu*>(QStringLiteral("view3dMenu"))
                ->actions()
                .contains(menu->menuAction()));
    QCOMPARE(menu->actions().size(), 3);
    QAction* none = action(window, "springColoringNoneAction");
    QAction* strain = action(window, "springColoringStrainAction");
    QAction* energy = action(window, "springColoringEnergyAction");
    QVERIFY(none->isChecked() && !strain->isChecked() && !energy->isChecked());
    QVERIFY(!menu->title().isEmpty() && !strain->text().isEmpty());

    strain->trigger();
    QVERIFY(strain->isChecked() && !none->isChecked());
    QCOMPARE(view->springColoring(), widgets::SpringColoring::Strain);
    QCOMPARE(comparison->options().springColoring, widgets::SpringColoring::Strain);
    QVERIFY(view->springColorsShown());

    energy->trigger();
    QVERIFY(energy->isChecked() && !strain->isChecked());
    QCOMPARE(view->springColoring(), widgets::SpringColoring::Energy);
    QCOMPARE(comparison->options().springColoring, widgets::SpringColoring::Energy);
    // The default scene at rest holds no elastic energy; sag it so that the springs do.
    Eigen::Matrix3Xd x = window.document()->system()->positions();
    for (Eigen::Index i = 0; i < x.cols(); ++i)
        x(1, i) *= 1.0 + 0.01 * std::sin(double(i));
    view->setPositions(x);
    const double before = view->springColorRange().max;
    QVERIFY(before > 1e-9);
    for (core::SpringKind kind : core::kAllSpringKinds) {
        core::SpringStiffness k = window.document()->scene().stiffness[kind];
        k.stretch *= 2.0;
        k.compression *= 2.0;
        window.document()->setStiffness(kind, k);
    }
    QVERIFY2(std::abs(view->springColorRange().max - 2.0 * before) < 1e-9 * before,
             qPrintable(QString("%1 → %2").arg(before).arg(view->springColorRange().max)));

    none->trigger();
    QCOMPARE(view->springColoring(), widgets::SpringColoring::None);
    QCOMPARE(comparison->options().springColoring, widgets::SpringColoring::None);
    QVERIFY(!view->springColorsShown());
}

void TestMainWindow::languageMenuSwitchesAtRunTime() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    const QString english = window.menuBar()->actions().first()->text();
    const QStringList codes{"ja", "zh_CN", "zh_TW"};
    QStringList seen{english};
    for (const QString& code : codes) {
        QAction* language = action(window, qPrintable("language_" + code));
        QVERIFY(language);
        language->trigger();
        QCoreApplication::processEvents();
        const QString file = window.menuBar()->actions().first()->text();
        QVERIFY2(!seen.contains(file), qPrintable(file)); // each language its own text
        seen << file;
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), code);
        QVERIFY(language->isChecked());
        // Qt's own texts (standard buttons) follow, where the distribution ships them.
        const QString qtbase = QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                               QStringLiteral("/qtbase_") + code + QStringLiteral(".qm");
        if (QFile::exists(qtbase)) {
            QVERIFY(QCoreApplication::translate("QPlatformTheme", "Cancel") !=
                    QStringLiteral("Cancel"));
        }
    }
    action(window, "language_en")->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(window.menuBar()->actions().first()->text(), english);
    QSettings().remove(QStringLiteral("language"));
}

void TestMainWindow::layoutSurvivesRestart() {
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
        auto* stiffness = window.findChild<QDockWidget*>(QStringLiteral("stiffnessDock"));
        window.addDockWidget(Qt::RightDockWidgetArea, stiffness);
        window.findChild<QDockWidget*>(QStringLiteral("logDock"))->hide();
        QVERIFY(window.close());
    }
    app::MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again, kConditionTimeoutMs));
    QCOMPARE(again.dockWidgetArea(again.findChild<QDockWidget*>(QStringLiteral("stiffnessDock"))),
             Qt::RightDockWidgetArea);
    QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("logDock"))->isHidden());
    QSettings().clear();
}

void TestMainWindow::translationChangesTexts_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("fileMenu");
    QTest::addColumn<QString>("stiffnessDock");
    QTest::addColumn<QString>("stretchHeader");
    QTest::addColumn<QString>("integrator"); // the default scene's symplectic Euler
    QTest::addColumn<QString>("preset");     // File ▸ Open Preset ▸ hanging-cloth
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("ファイル(&F)")
                        << QStringLiteral("剛性") << QStringLiteral("伸び剛性 k⁺\n(N/m)")
                        << QStringLiteral("シンプレクティック・オイラー法")
                        << QStringLiteral("吊り下げた布");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("文件(&F)")
                           << QStringLiteral("刚度") << QStringLiteral("拉伸刚度 k⁺\n(N/m)")
                           << QStringLiteral("辛欧拉法") << QStringLiteral("悬挂的布料");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("檔案(&F)")
                           << QStringLiteral("剛度") << QStringLiteral("拉伸剛度 k⁺\n(N/m)")
                           << QStringLiteral("辛歐拉法") << QStringLiteral("懸掛的布料");
}

// Switches through View ▸ Language at run time and back: the menus, a dock title, the
// stiffness table's header, the integrator's name and a preset's name follow each way.
void TestMainWindow::translationChangesTexts() {
    QFETCH(QString, language);
    QFETCH(QString, fileMenu);
    QFETCH(QString, stiffnessDock);
    QFETCH(QString, stretchHeader);
    QFETCH(QString, integrator);
    QFETCH(QString, preset);
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    const auto* dock = window.findChild<QDockWidget*>(QStringLiteral("stiffnessDock"));
    const auto* method = window.findChild<widgets::IntegratorPanel*>()->methodBox();
    const QAction* presetAction = action(window, "preset:hanging-cloth");
    QVERIFY(dock && presetAction);
    auto texts = [&] {
        return QStringList{
            window.menuBar()->actions().first()->text(),
            dock->windowTitle(),
            window.stiffnessView()->model()->headerData(1, Qt::Horizontal).toString(),
            method->currentText(),
            presetAction->text(),
            labelText(*window.sceneSummary(), "particleCount")};
    };
    const QStringList english = texts();
    QCOMPARE(english.mid(0, 5),
             (QStringList{QStringLiteral("&File"), QStringLiteral("Stiffness"),
                          QStringLiteral("Stretch k⁺\n(N/m)"), QStringLiteral("Symplectic Euler"),
                          QStringLiteral("Hanging cloth")}));

    action(window, qPrintable("language_" + language))->trigger();
    QCoreApplication::processEvents(); // delivers LanguageChange
    const QStringList translated = texts();
    QCOMPARE(translated.mid(0, 5),
             (QStringList{fileMenu, stiffnessDock, stretchHeader, integrator, preset}));
    QVERIFY(translated[5] != english[5]); // the summary's particle count
    QTest::qWait(300);
    QVERIFY(widgets::SceneView::grabWithViews(&window).save(
        screenshotDir() + QStringLiteral("/main_window_") + language + QStringLiteral(".png")));

    action(window, "language_en")->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(texts(), english);
    QSettings().remove(QStringLiteral("language"));
}

// The preset's four runs (explicit Euler, symplectic Euler, rk2, rk4 at dt = 0.01 s) in the
// Comparison tab: Play from the Simulation menu runs them in lockstep, the errors recorded at
// t = 2 s are in the order of the methods' orders, the Runs panel shows them after Reset and
// 120 steps, the split view has one captioned view per run, and every plot has one series per
// run. Screenshots of the split and overlay views and of each plot are saved for looking at.
// Every assertion is at a fixed sample time: how far the runs get before the pause depends on
// the machine's load, and between two samples the first- and second-order errors cross.
void TestMainWindow::comparisonRunsSideBySide() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    QVERIFY(window.openPreset(QStringLiteral("spring-oscillator")));
    window.centralTabs()->setCurrentIndex(1);
    QVERIFY(window.comparisonActive());
    auto* controller = window.comparison()->controller();
    constexpr std::size_t kSample = 120; // t = 2 s at the default 1/60 s sample interval
    QCOMPARE(controller->sampleInterval(), 1.0 / 60.0);
    auto sampleCount = [&] {
        return controller->history().empty() ? std::size_t(0) : controller->history()[0].size();
    };
    controller->setSpeed(4.0);
    action(window, "playAction")->trigger();
    QVERIFY(controller->isPlaying());
    QVERIFY(!window.controller()->isPlaying()); // the single run is not touched
    QTRY_VERIFY_WITH_TIMEOUT(sampleCount() > kSample, kConditionTimeoutMs);
    action(window, "playAction")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!controller->isPlaying(), kConditionTimeoutMs);

    // Lockstep: every run recorded the same sample times; the errors at t = 2 s are ordered.
    const auto& history = controller->history();
    QCOMPARE(history.size(), std::size_t(4));
    for (const auto& run : history) {
        QVERIFY(run.size() > kSample);
        QCOMPARE(run[kSample].time, history[0][kSample].time);
        QVERIFY(run[kSample].error.has_value());
    }
    QVERIFY(std::abs(history[0][kSample].time - 2.0) < 1e-12);
    auto recorded = [&](std::size_t run) { return history[run][kSample].error->rms; };
    QVERIFY2(recorded(3) < recorded(2) && recorded(2) < recorded(1),
             qPrintable(QString("at t = 2 s: rk4 %1, rk2 %2, symplectic %3")
                            .arg(recorded(3))
                            .arg(recorded(2))
                            .arg(recorded(1))));

    // The Runs panel shows the last sample: back to t = 0 and exactly 120 steps.
    action(window, "resetAction")->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(sampleCount(), std::size_t(1), kConditionTimeoutMs);
    for (std::size_t k = 0; k < kSample; ++k) {
        action(window, "stepAction")->trigger();
    }
    QTRY_COMPARE_WITH_TIMEOUT(sampleCount(), kSample + 1, kConditionTimeoutMs);
    widgets::RunsModel* model = window.comparison()->runsPanel()->model();
    QCOMPARE(model->rowCount(), 4);
    auto error = [&](int row) {
        return model->index(row, widgets::RunsModel::Error)
            .data(widgets::RunsModel::ValueRole)
            .toDouble();
    };
    QVERIFY2(
        error(3) < error(2) && error(2) < error(1),
        qPrintable(
            QString("rk4 %1, rk2 %2, symplectic %3").arg(error(3)).arg(error(2)).arg(error(1))));
    QCOMPARE(model->index(0, widgets::RunsModel::Status).data().toString(),
             QString("paused at t = 2 s"));

    widgets::ComparisonView* view = window.comparison()->view();
    QCOMPARE(view->viewCount(), 4);
    QCOMPARE(view->gridShape(), QSize(2, 2));
    QVERIFY(view->sceneView(3)->caption().startsWith(QStringLiteral("rk4 · dt = 0.01 s")));
    for (widgets::ComparisonPlotPanel* plot : window.comparison()->plots()) {
        const int series = plot->kind() == widgets::ComparisonPlotPanel::Solver ? 0 : 4;
        QCOMPARE(plot->plot()->seriesCount() >= series, true);
    }
    QVERIFY(window.comparison()->plots()[2]->plot()->pointCount(3) > 30); // rk4's error series
    QVERIFY(window.comparison()->plots()[2]->caption().contains(QStringLiteral("dop853")));

    // Data export: the comparison CSV (every run at every sample), an energy CSV per run
    // with the headers of DESIGN §6, and the manifest.
    QTemporaryDir data;
    QString exportError;
    const QStringList written = window.comparison()->exportData(data.path(), &exportError);
    // 4 energy and 4 positions files, comparison, manifest.
    QVERIFY2(written.size() == 10, qPrintable(exportError));
    const int samples = static_cast<int>(controller->history()[0].size());
    auto lines = [](const QString& file) {
        QFile f(file);
        f.open(QIODevice::ReadOnly);
        return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    };
    const QStringList comparison = lines(data.filePath(QStringLiteral("comparison.csv")));
    QCOMPARE(comparison.front(), QString::fromLatin1(core::csv::kComparisonHeader));
    QCOMPARE(comparison.size(), 1 + 4 * samples);
    const QStringList energy = lines(data.filePath(QStringLiteral("run4_rk4_energy.csv")));
    QCOMPARE(energy.front(), QString::fromLatin1(core::csv::kEnergyHeader));
    QCOMPARE(energy.size(), 1 + samples);
    QVERIFY(QFileInfo(data.filePath(QStringLiteral("manifest.json"))).size() > 100);
    // The oscillator is small: positions of both particles at every sample.
    const QStringList positions =
        lines(data.filePath(QStringLiteral("run2_symplectic-euler_positions.csv")));
    QCOMPARE(positions.front(), QString::fromLatin1(core::csv::kPositionsHeader));
    QCOMPARE(positions.size(), 1 + 2 * samples);

    const QString dir = screenshotDir();
    QVERIFY(widgets::SceneView::grabWithViews(&window).save(dir + "/comparison_split.png", "PNG"));
    const char* names[] = {"energy", "residual", "error", "strain", "solver"};
    int k = 0;
    for (widgets::ComparisonPlotPanel* plot : window.comparison()->plots()) {
        auto* dock = qobject_cast<QDockWidget*>(plot->parentWidget());
        QVERIFY(dock);
        dock->raise();
        QTest::qWait(50);
        plot->plot()->replotNow();
        QVERIFY(plot->grab().save(dir + "/comparison_plot_" + names[k++] + ".png", "PNG"));
    }
    view->setMode(widgets::ComparisonView::Mode::Overlay);
    QCOMPARE(view->viewCount(), 1);
    QTest::qWait(200);
    QVERIFY(
        widgets::SceneView::grabWithViews(&window).save(dir + "/comparison_overlay.png", "PNG"));
}

// The rotational kinetic energy and the angle springs' energy appear in the energy plot with
// the first sample that has them (solids), and stay hidden for cloth.
void TestMainWindow::energyPlotShowsSolidTermsOnlyWithSolids() {
    widgets::EnergyPlotPanel panel;
    using Series = widgets::EnergyPlotPanel;
    core::EnergyRecord cloth;
    cloth.time = 0.1;
    cloth.terms.kinetic = 1.0;
    panel.addSample(cloth);
    QVERIFY(!panel.plot()->isSeriesVisible(Series::Rotational));
    QVERIFY(!panel.plot()->isSeriesVisible(Series::ElasticAngle));
    core::EnergyRecord solid = cloth;
    solid.time = 0.2;
    solid.terms.rotational = 0.5;
    solid.terms.elasticAngle = 2.0;
    panel.addSample(solid);
    QVERIFY(panel.plot()->isSeriesVisible(Series::Rotational));
    QVERIFY(panel.plot()->isSeriesVisible(Series::ElasticAngle));
    QCOMPARE(panel.plot()->points(Series::ElasticAngle).back().y(), 2.0);
    // The total includes both.
    QCOMPARE(panel.plot()->points(Series::Total).back().y(), 1.0 + 0.5 + 2.0);
    panel.clear();
    QVERIFY(!panel.plot()->isSeriesVisible(Series::Rotational));
}

// The document owns the built system: with every panel, model and both tabs listening, one
// pin edit and one stiffness edit each build it at most once (the runs edit theirs in place).
void TestMainWindow::oneEditBuildsTheSystemAtMostOnce() {
    app::MainWindow window;
    QVERIFY(window.openPreset(QStringLiteral("hanging-cloth")));
    auto* controller = window.controller();
    QTRY_VERIFY(controller->latestSnapshot() &&
                controller->latestSnapshot()->run().positions.cols() > 0);
    QTRY_VERIFY(window.comparison()->controller()->latestSnapshot() != nullptr);
    for (int k = 0; k < 3; ++k) {
        controller->stepOnce(); // moving, so that the springs are stretched
    }
    QTRY_COMPARE(controller->latestSnapshot()->step, 3L);
    const int p = core::particleCount(window.document()->scene()) - 1; // a free corner
    const auto pinnedOnce = [&] {
        const auto snapshot = controller->latestSnapshot();
        return snapshot->run().velocities.col(p).isZero();
    };
    // Builds on the GUI thread (the document's), counted alone: other threads (the
    // comparison's worker, analyses) may still be building what they started before. The
    // engine must not rebuild either: a rebuild publishes a fresh snapshot.
    long before = core::systemBuildCountOnThisThread();
    window.document()->setParticlePinned(p, true);
    QTRY_VERIFY(pinnedOnce());
    QTest::qWait(100); // anything still queued
    QVERIFY2(core::systemBuildCountOnThisThread() - before <= 1,
             qPrintable(QString::number(core::systemBuildCountOnThisThread() - before)));
    QVERIFY(!controller->latestSnapshot()->fresh);
    QVERIFY(window.document()->system()->isPinned(p));

    const double elastic = controller->latestSnapshot()->run().energy.terms.elasticTotal();
    before = core::systemBuildCountOnThisThread();
    core::SpringStiffness k = window.document()->scene().stiffness[core::SpringKind::Structural];
    k.stretch *= 2.0;
    window.document()->setStiffness(core::SpringKind::Structural, k);
    QTRY_VERIFY(controller->latestSnapshot()->run().energy.terms.elasticTotal() != elastic);
    QTest::qWait(100);
    QVERIFY2(core::systemBuildCountOnThisThread() - before <= 1,
             qPrintable(QString::number(core::systemBuildCountOnThisThread() - before)));
    QVERIFY(!controller->latestSnapshot()->fresh);
    window.document()->undoStack()->setClean();
}

// A time step the core refuses, fed to a running simulation: the worker catches it, the Log
// and the status bar say why, and the run goes on at its old step.
void TestMainWindow::refusedTimeStepIsReportedAndTheRunGoesOn() {
    app::MainWindow window;
    QVERIFY(window.openPreset(QStringLiteral("spring-oscillator")));
    auto* controller = window.controller();
    QTRY_VERIFY(controller->latestSnapshot() != nullptr);
    controller->setSpeed(2.0);
    controller->play();
    QTRY_VERIFY_WITH_TIMEOUT(controller->latestSnapshot()->time > 0.05, 10000);
    core::IntegratorChoice choice = window.document()->scene().integrator;
    choice.dt = -0.01;
    window.document()->setIntegrator(choice);
    QTRY_VERIFY_WITH_TIMEOUT(window.logPanel()->text().contains(QStringLiteral("time step")),
                             10000);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("time step")));
    QVERIFY(controller->isPlaying());
    const double at = controller->latestSnapshot()->time;
    QTRY_VERIFY_WITH_TIMEOUT(controller->latestSnapshot()->time > at + 0.05, 10000);
    QVERIFY(controller->latestSnapshot()->run().positions.allFinite());
    controller->pause();
    window.document()->undoStack()->setClean();
}

QTEST_MAIN(TestMainWindow)
// The window fits a 1280 × 800 screen in every language: with the default layout made for
// that screen (whatever the test display's size: on a large screen the side columns run the
// full height and the plots sit between them, a layout made to be wider), its minimum size
// (docks, central tabs, status bar) is at most that. A failure lists the minimum sizes of the
// central tabs and of each dock, the usual culprits.
void TestMainWindow::fitsASmallScreen() {
    QSettings().remove(QStringLiteral("layout")); // the default layout, as a new user sees it
    app::MainWindow window(nullptr, QSize(1280, 800));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    const auto sizeText = [](const QString& name, const QSize& size) {
        return QStringLiteral("%1 %2×%3").arg(name).arg(size.width()).arg(size.height());
    };
    for (const char* language : {"ja", "zh_CN", "zh_TW", "en"}) {
        action(window, qPrintable(QStringLiteral("language_") + QLatin1String(language)))
            ->trigger();
        QCoreApplication::processEvents(); // delivers LanguageChange and the layout requests
        // The docks settle after the language change's layout requests and the plots'
        // deferred legend reflow; wait for the size the window comes to, not a transient one
        // (a size that stays too wide still fails below, with the sizes of every dock).
        const auto minimumSize = [&window] {
            return window.minimumSizeHint().expandedTo(window.minimumSize());
        };
        const bool settled = QTest::qWaitFor(
            [&] { return minimumSize().width() <= 1280 && minimumSize().height() <= 800; },
            kConditionTimeoutMs);
        const QSize minimum = minimumSize();
        QStringList parts{sizeText(QLatin1String(language), minimum)};
        for (int t = 0; t < window.centralTabs()->count(); ++t) {
            parts << sizeText(QStringLiteral("tab %1").arg(t),
                              window.centralTabs()->widget(t)->minimumSizeHint());
        }
        for (const QDockWidget* dock : window.findChildren<QDockWidget*>()) {
            parts << sizeText(dock->objectName(), dock->minimumSizeHint());
        }
        const QByteArray message = parts.join(QStringLiteral(", ")).toUtf8();
        qInfo("%s", message.constData());
        QVERIFY2(settled && minimum.width() <= 1280, message.constData());
        QVERIFY2(minimum.height() <= 800, message.constData());
    }
    QSettings().remove(QStringLiteral("language"));
}

#include "test_main_window.moc"
