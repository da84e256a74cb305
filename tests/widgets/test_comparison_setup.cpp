// A comparison that sets itself up (issue 17, part 4): Analysis ▸ Compare Integrators… fills
// the Runs panel with the scene's suggested methods, each dt from its policy (checked against
// the core's stability prediction and the cost arithmetic, computed here independently); the
// empty Comparison tab's button opens the dialog; the Integrator dock follows the selected run
// while the Comparison tab is in front.
#include "app/comparison_workspace.h"
#include "app/main_window.h"
#include "condition_wait.h"
#include "core/analysis/amplification.h"
#include "core/analysis/comparison_plan.h"
#include "core/integrators/integrator.h"
#include "widgets/analysis/compare_integrators_dialog.h"
#include "widgets/document/document.h"
#include "widgets/panels/integrator_panel.h"
#include "widgets/panels/runs_panel.h"
#include "widgets/view3d/comparison_view.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <cmath>
#include <set>

using clothlab::test::kConditionTimeoutMs;
using namespace clothlab;

namespace {

widgets::CompareIntegratorsDialog* openFromMenu(app::MainWindow& window) {
    window.findChild<QAction*>(QStringLiteral("compareIntegratorsAction"))->trigger();
    return window.comparisonSetupDialog();
}

void clickOk(widgets::CompareIntegratorsDialog* dialog) {
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

} // namespace

class TestComparisonSetup : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void twoClicksGiveTheStabilityFractionComparison();
    void equalCostAndCommonDtByArithmetic();
    void emptyComparisonTabButtonOpensTheDialog();
    void reopenedItShowsTheCurrentRuns();
    void integratorDockFollowsTheSelectedRun();
    void dialogFitsASmallScreenInEachLanguage_data();
    void dialogFitsASmallScreenInEachLanguage();
};

void TestComparisonSetup::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_comparison_setup"));
    QSettings().clear();
}

// Analysis ▸ Compare Integrators… ▸ OK: four methods of four families, each at half its own
// stability limit (at most 1/60 s): the limits predicted from the scene's spectrum, here
// recomputed with the core's predictedStableDt().
void TestComparisonSetup::twoClicksGiveTheStabilityFractionComparison() {
    app::MainWindow window;
    QVERIFY(window.openPreset(QStringLiteral("hanging-chain")));
    const core::Scene scene = window.document()->scene();
    widgets::CompareIntegratorsDialog* dialog = openFromMenu(window);
    QVERIFY(dialog);
    QVERIFY(dialog->policyButton(core::DtPolicy::StabilityFraction)->isChecked());
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), kConditionTimeoutMs);
    // The cap as the dialog shows it (1/60 s to 7 decimals).
    const double maxDt = dialog->maxDtBox()->value();
    QVERIFY(std::abs(maxDt - 1.0 / 60.0) < 1e-7);
    clickOk(dialog);

    const auto& runs = window.document()->scene().runs;
    core::ComparisonPlan plan = core::defaultComparisonPlan(scene);
    plan.maxDt = maxDt;
    QCOMPARE(runs.size(), std::size_t(4));
    QCOMPARE(window.centralTabs()->currentIndex(), 1);
    const core::Spectrum spectrum = core::sceneSpectrum(scene);
    std::set<core::IntegratorFamily> families;
    int predicted = 0;
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const core::IntegratorChoice& run = runs[r].integrator;
        families.insert(core::findIntegrator(run.id)->family);
        QVERIFY(std::find(plan.integrators.begin(), plan.integrators.end(), run.id) !=
                plan.integrators.end());
        QVERIFY2(run.dt > 0.0 && run.dt <= plan.maxDt, run.id.c_str());
        const core::PredictedLimit limit = core::predictedStableDt({run.id, 1e-3, {}}, spectrum);
        if (limit.dt && *limit.dt > 0.0) {
            const double expected = std::min(plan.fraction * *limit.dt, plan.maxDt);
            QVERIFY2(std::abs(run.dt - expected) <= 1e-12 * expected, run.id.c_str());
            ++predicted;
        }
    }
    QCOMPARE(families.size(), std::size_t(4));
    QVERIFY(predicted >= 3); // symplectic Euler, RK4, implicit Euler; XPBD is measured
    // Not all at the scene's dt: the explicit methods' limits differ from the implicit's.
    QVERIFY(runs[0].integrator.dt != runs[2].integrator.dt);
}

// Reopened on the scene's comparison, the dialog ticks its methods, not the defaults.
void TestComparisonSetup::reopenedItShowsTheCurrentRuns() {
    app::MainWindow window;
    QVERIFY(window.openPreset(QStringLiteral("spring-oscillator")));
    std::set<std::string> runIds;
    for (const core::RunSpec& run : window.document()->scene().runs) {
        runIds.insert(run.integrator.id);
    }
    QCOMPARE(runIds.size(), std::size_t(4)); // explicit and symplectic Euler, rk2, rk4
    widgets::CompareIntegratorsDialog* dialog = openFromMenu(window);
    std::set<std::string> ticked;
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        const QCheckBox* box = dialog->methodBox(QString::fromStdString(info->id));
        if (box && box->isChecked()) {
            ticked.insert(info->id);
        }
    }
    QCOMPARE(ticked, runIds);
    dialog->reject();
}

// Equal cost: eᵢ/dtᵢ the same for all, the cheapest at the chosen dt; one dt: all at it.
void TestComparisonSetup::equalCostAndCommonDtByArithmetic() {
    app::MainWindow window;
    QVERIFY(window.openPreset(QStringLiteral("hanging-chain")));
    widgets::CompareIntegratorsDialog* dialog = openFromMenu(window);
    dialog->methodBox(QStringLiteral("xpbd"))->setChecked(false);
    dialog->methodBox(QStringLiteral("rk2"))->setChecked(true);
    QTest::mouseClick(dialog->policyButton(core::DtPolicy::EqualCost), Qt::LeftButton,
                      Qt::NoModifier, QPoint(5, 5));
    QVERIFY(dialog->policyButton(core::DtPolicy::EqualCost)->isChecked());
    dialog->dtBox()->setValue(0.001);
    QVERIFY(dialog->isReady());
    clickOk(dialog);
    const auto& runs = window.document()->scene().runs;
    QCOMPARE(runs.size(), std::size_t(4));
    const std::map<std::string, double> expected{
        {"symplectic-euler", 0.001}, {"rk2", 0.002}, {"rk4", 0.004}, {"implicit-euler", 0.002}};
    for (const core::RunSpec& run : runs) {
        QVERIFY2(expected.count(run.integrator.id), run.integrator.id.c_str());
        QCOMPARE(run.integrator.dt, expected.at(run.integrator.id));
    }

    dialog = openFromMenu(window);
    dialog->policyButton(core::DtPolicy::Common)->setChecked(true);
    dialog->dtBox()->setValue(0.0025);
    clickOk(dialog);
    QCOMPARE(window.document()->scene().runs.size(), std::size_t(4));
    for (const core::RunSpec& run : window.document()->scene().runs) {
        QCOMPARE(run.integrator.dt, 0.0025);
    }
}

void TestComparisonSetup::emptyComparisonTabButtonOpensTheDialog() {
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    QVERIFY(window.openPreset(QStringLiteral("hanging-chain")));
    window.document()->setRuns({}, QStringLiteral("clear"));
    window.centralTabs()->setCurrentIndex(1);
    auto* button = window.comparison()->view()->findChild<QPushButton*>(
        QStringLiteral("compareIntegratorsButton"));
    QVERIFY(button);
    QTRY_VERIFY_WITH_TIMEOUT(button->isVisible(), kConditionTimeoutMs);
    QVERIFY(!window.comparisonSetupDialog());
    QTest::mouseClick(button, Qt::LeftButton);
    widgets::CompareIntegratorsDialog* dialog = window.comparisonSetupDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    dialog->policyButton(core::DtPolicy::Common)->setChecked(true);
    clickOk(dialog);
    QCOMPARE(window.document()->scene().runs.size(),
             core::defaultComparisonPlan(window.document()->scene()).integrators.size());
    QTRY_VERIFY_WITH_TIMEOUT(!button->isVisible(), kConditionTimeoutMs);
}

void TestComparisonSetup::integratorDockFollowsTheSelectedRun() {
    app::MainWindow window;
    QVERIFY(window.openPreset(QStringLiteral("hanging-chain")));
    std::vector<core::RunSpec> runs(3);
    runs[0].integrator = {"rk4", 0.002, {}};
    runs[1].integrator = {"implicit-euler", 0.01, {{"newton-iterations", 3}}};
    runs[2].integrator = {"xpbd", 0.005, {}};
    window.document()->setRuns(runs, QStringLiteral("runs"));
    widgets::IntegratorPanel* dock = window.integratorPanel();
    const core::IntegratorChoice scene = window.document()->scene().integrator;
    const auto shownId = [dock] { return dock->methodBox()->currentData().toString(); };

    window.centralTabs()->setCurrentIndex(1);
    window.comparison()->runsPanel()->setCurrentRun(1);
    QCOMPARE(shownId(), QStringLiteral("implicit-euler"));
    QCOMPARE(dock->dtBox()->value(), 0.01);
    auto* newton = qobject_cast<QDoubleSpinBox*>(dock->parameterEditor("newton-iterations"));
    QVERIFY(newton);
    QCOMPARE(newton->value(), 3.0);
    QVERIFY(dock->targetLabel()->text().contains(QLatin1String("2")));
    window.comparison()->runsPanel()->setCurrentRun(2);
    QCOMPARE(shownId(), QStringLiteral("xpbd"));
    // An edit in the dock changes the run, not the scene's integrator.
    dock->dtBox()->setValue(0.004);
    QCOMPARE(window.document()->scene().runs[2].integrator.dt, 0.004);
    QCOMPARE(window.document()->scene().integrator, scene);

    window.centralTabs()->setCurrentIndex(0);
    QCOMPARE(shownId(), QString::fromStdString(scene.id));
    QCOMPARE(dock->dtBox()->value(), scene.dt);
    QVERIFY(dock->targetLabel()->isHidden());
}

void TestComparisonSetup::dialogFitsASmallScreenInEachLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ja") << QStringLiteral("ja");
}

// The dialog, with its limits found, fits a 1280 × 800 screen; a screenshot of it goes to
// screenshots/ (looked at in English and Japanese).
void TestComparisonSetup::dialogFitsASmallScreenInEachLanguage() {
    QFETCH(QString, language);
    app::MainWindow window(nullptr, QSize(1280, 800));
    QVERIFY(window.openPreset(QStringLiteral("hanging-chain"))); // small: its limits are quick
    window.findChild<QAction*>(QStringLiteral("language_") + language)->trigger();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    widgets::CompareIntegratorsDialog* dialog = openFromMenu(window);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), kConditionTimeoutMs);
    QCoreApplication::processEvents();
    const QSize hint = dialog->sizeHint();
    QVERIFY2(hint.width() <= 1280 && hint.height() <= 800,
             qPrintable(QStringLiteral("%1×%2").arg(hint.width()).arg(hint.height())));
    QVERIFY(dialog->isVisible());
    const QString dir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    QDir(dir).mkpath(QStringLiteral("screenshots"));
    QVERIFY(dialog->grab().save(
        dir + QStringLiteral("/screenshots/compare_dialog_%1.png").arg(language), "PNG"));
    QVERIFY(window.grab().save(
        dir + QStringLiteral("/screenshots/compare_window_%1.png").arg(language), "PNG"));
    dialog->reject();
    window.findChild<QAction*>(QStringLiteral("language_en"))->trigger();
    QSettings().remove(QStringLiteral("language"));
}

QTEST_MAIN(TestComparisonSetup)
#include "test_comparison_setup.moc"
