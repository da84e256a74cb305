// The workbench's toolbar: the Simulation menu's Play, Step and Reset, the speed and the
// time of the run in front, for the Simulation and the Comparison tab alike. Space plays
// from the 3D view and from a number field, but a text field keeps it; the comparison's runs
// say "ready" and "paused" rather than "running" when they are not advancing. The Integrator
// panel groups its methods by family and shows a solver tolerance as 1e-06.
#include "app/comparison_workspace.h"
#include "app/main_window.h"
#include "condition_wait.h"
#include "core/integrators/integrator.h"
#include "text/catalog_text.h"
#include "widgets/document/document.h"
#include "widgets/document/runs_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/panels/integrator_panel.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/view3d/scene_view.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <optional>

using clothlab::test::kConditionTimeoutMs;
using namespace clothlab;

namespace {

QAction* action(const QWidget& window, const char* name) {
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

QString statusOf(app::MainWindow& window, int run) {
    return window.comparison()
        ->runsPanel()
        ->model()
        ->index(run, widgets::RunsModel::Status)
        .data()
        .toString();
}

} // namespace

class TestTransport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_transport"));
        QSettings().clear();
    }

    // The toolbar's buttons are the menu's actions; its speed box is the Speed menu.
    void theToolbarHoldsTheMenusActions() {
        app::MainWindow window(nullptr, QSize(1280, 800));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
        auto* bar = window.findChild<QToolBar*>(QStringLiteral("transportBar"));
        QVERIFY(bar && bar->isVisible());
        for (const char* name : {"playAction", "stepAction", "resetAction"}) {
            QVERIFY2(bar->actions().contains(action(window, name)), name);
            QVERIFY(qobject_cast<QToolButton*>(bar->widgetForAction(action(window, name))));
        }
        auto* speed = bar->findChild<QComboBox*>(QStringLiteral("speedBox"));
        QVERIFY(speed);
        QCOMPARE(speed->currentData().toDouble(), 1.0);
        // The box picks for both tabs' runs and the menu follows.
        const int half = speed->findData(0.5);
        QVERIFY(half >= 0);
        speed->setCurrentIndex(half);
        emit speed->activated(half);
        QCOMPARE(window.controller()->speed(), 0.5);
        QCOMPARE(window.comparison()->controller()->speed(), 0.5);
        QAction* twice = nullptr;
        for (QAction* candidate : window.findChildren<QAction*>(QStringLiteral("speedAction"))) {
            twice = candidate->data().toDouble() == 2.0 ? candidate : twice;
        }
        QVERIFY(twice);
        twice->trigger();
        QCOMPARE(speed->currentData().toDouble(), 2.0);
        QCOMPARE(window.comparison()->controller()->speed(), 2.0);
        // The Runs panel's own Play, Step and Reset are not shown twice.
        QVERIFY(!window.comparison()
                     ->runsPanel()
                     ->findChild<QToolButton*>(QStringLiteral("playRuns"))
                     ->isVisibleTo(window.comparison()->runsPanel()));
    }

    // Space from the 3D view and from the dt field toggles Play; from a text field it types.
    void spacePlaysUnlessATextFieldHasFocus() {
        app::MainWindow window(nullptr, QSize(1280, 800));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window, kConditionTimeoutMs));
        widgets::RunController* runs = window.controller();
        window.sceneView()->setFocus();
        QTest::keyClick(window.sceneView(), Qt::Key_Space);
        QVERIFY(runs->isPlaying());
        QTest::keyClick(window.sceneView(), Qt::Key_Space);
        QVERIFY(!runs->isPlaying());

        QDoubleSpinBox* dt = window.integratorPanel()->dtBox();
        const double before = dt->value();
        dt->setFocus();
        QVERIFY(dt->hasFocus());
        QTest::keyClick(dt, Qt::Key_Space);
        QVERIFY(runs->isPlaying());
        QCOMPARE(dt->value(), before);
        QTest::keyClick(dt, Qt::Key_Space);
        QVERIFY(!runs->isPlaying());

        QLineEdit* text = nullptr;
        for (QLineEdit* edit : window.findChildren<QLineEdit*>()) {
            if (!qobject_cast<QAbstractSpinBox*>(edit->parentWidget()) && edit->isVisible() &&
                edit->isEnabled() && !edit->isReadOnly()) {
                text = edit;
            }
        }
        if (!text) { // a field of its own, in the window, as a panel's text box would be
            text = new QLineEdit(window.statusBar());
            window.statusBar()->addWidget(text);
            text->show();
        }
        text->setFocus();
        QVERIFY(text->hasFocus());
        const QString typed = text->text();
        QTest::keyClick(text, Qt::Key_Space);
        QVERIFY(!runs->isPlaying());
        QCOMPARE(text->text(), typed + QLatin1Char(' '));
    }

    // One control, one meaning: on the Comparison tab Play plays the comparison, and the
    // toolbar's time and icon follow it; the runs say what they do.
    void theControlsFollowTheTabInFront() {
        app::MainWindow window(nullptr, QSize(1920, 1080));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
        QVERIFY(window.openPreset(QStringLiteral("spring-oscillator")));
        window.centralTabs()->setCurrentIndex(1);
        widgets::RunController* comparison = window.comparison()->controller();
        QTRY_VERIFY_WITH_TIMEOUT(comparison->latestSnapshot() != nullptr, kConditionTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(statusOf(window, 0), QStringLiteral("ready"),
                                  kConditionTimeoutMs);
        for (int k = 0; k < 30; ++k) {
            action(window, "stepAction")->trigger();
        }
        QTRY_VERIFY_WITH_TIMEOUT(std::abs(comparison->latestSnapshot()->time - 0.5) < 1e-9,
                                 kConditionTimeoutMs);
        QVERIFY(!window.controller()->isPlaying());
        QCOMPARE(statusOf(window, 0), QStringLiteral("paused at t = 0.5 s"));
        auto* time = window.findChild<QLabel*>(QStringLiteral("transportTime"));
        QVERIFY(time);
        QTRY_COMPARE_WITH_TIMEOUT(time->text(), QStringLiteral("t = 0.500 s"), kConditionTimeoutMs);

        action(window, "playAction")->trigger();
        QVERIFY(comparison->isPlaying());
        QVERIFY(!window.controller()->isPlaying());
        QCOMPARE(statusOf(window, 0), QStringLiteral("running"));
        QCOMPARE(action(window, "playAction")->text(), QStringLiteral("&Pause"));
        action(window, "playAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!comparison->isPlaying(), kConditionTimeoutMs);
        QVERIFY(statusOf(window, 0).startsWith(QStringLiteral("paused at t = ")));

        // Back on the Simulation tab the time is the single run's, which has not moved.
        window.centralTabs()->setCurrentIndex(0);
        QCOMPARE(time->text(), QStringLiteral("t = 0.000 s"));
        QCOMPARE(action(window, "playAction")->text(), QStringLiteral("&Play"));
    }

    // A paused run shows no rate (the last one would be stale), in any language; a live
    // switch of the language redraws the toolbar at once, and a playing run's rate is in
    // the new language (it kept "ステップ/s" after ja → zh_TW).
    void theStatusBarFollowsALanguageSwitch() {
        app::MainWindow window(nullptr, QSize(1280, 800));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
        action(window, "stepAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->latestSnapshot() &&
                                     window.controller()->latestSnapshot()->step > 0,
                                 kConditionTimeoutMs);
        auto* rate = window.findChild<QLabel*>(QStringLiteral("rateLabel"));
        QVERIFY(rate);
        QVERIFY2(rate->text().isEmpty(), qPrintable(rate->text()));
        const QLocale before;
        action(window, "language_ja")->trigger();
        QVERIFY2(rate->text().isEmpty(), qPrintable(rate->text()));
        action(window, "language_zh_TW")->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(
            window.findChild<QComboBox*>(QStringLiteral("speedBox"))->currentText(),
            QStringLiteral("即時的 1 倍"), kConditionTimeoutMs);
        window.controller()->play();
        QTRY_VERIFY2_WITH_TIMEOUT(rate->text().contains(QStringLiteral("步/s")) &&
                                      !rate->text().contains(QStringLiteral("ステップ")),
                                  qPrintable(rate->text()), kConditionTimeoutMs);
        window.controller()->pause();
        QTRY_VERIFY2_WITH_TIMEOUT(rate->text().isEmpty(), qPrintable(rate->text()),
                                  kConditionTimeoutMs);
        action(window, "language_en")->trigger();
        QSettings().remove(QStringLiteral("language"));
        QLocale::setDefault(before);
    }

    void theIntegratorListIsGroupedByFamily() {
        app::MainWindow window(nullptr, QSize(1280, 800));
        QComboBox* methods = window.integratorPanel()->methodBox();
        const auto* items = qobject_cast<const QStandardItemModel*>(methods->model());
        QVERIFY(items);
        int headings = 0;
        int listed = 0;
        std::optional<core::IntegratorFamily> under;
        for (int i = 0; i < methods->count(); ++i) {
            const QString id = methods->itemData(i).toString();
            const core::IntegratorInfo* info = core::findIntegrator(id.toStdString());
            if (!info) { // a heading: not selectable, the next family's name
                QVERIFY(!items->item(i)->isEnabled());
                under = core::kAllIntegratorFamilies[headings++];
                QCOMPARE(methods->itemText(i), text::catalog::integratorFamilyName(*under));
                continue;
            }
            QVERIFY2(under && info->family == *under, qPrintable(id));
            QVERIFY(items->item(i)->isEnabled());
            ++listed;
        }
        QCOMPARE(headings, 4);
        QCOMPARE(listed, static_cast<int>(core::integratorCatalog().size()));

        core::IntegratorChoice choice = window.document()->scene().integrator;
        choice.id = "implicit-euler";
        window.document()->setIntegrator(choice);
        auto* tolerance = qobject_cast<QDoubleSpinBox*>(
            window.integratorPanel()->parameterEditor(QStringLiteral("cg-tolerance")));
        QVERIFY(tolerance);
        QCOMPARE(tolerance->text(), tolerance->locale().toString(1e-6, 'g', 3)); // 1e-06
        QVERIFY(!tolerance->text().contains(QStringLiteral("0.0")));
        tolerance->stepUp(); // by a decade
        QCOMPARE(tolerance->value(), 1e-5);
    }
};

QTEST_MAIN(TestTransport)
#include "test_transport.moc"
