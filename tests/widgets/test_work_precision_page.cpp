// The Analysis dialog's work–precision page and the stiffness sweep's cheapest-method mode,
// driven as a user would on the spring oscillator (ω = 10 rad/s): RK4's errors fall by 2⁴ and
// Verlet's by 2² per halving of the step, only RK4 reaches 1e-6 m within the sweep, and the
// band chart has a row per method and a band per stiffness.
#include "condition_wait.h"
#include "core/scene/presets.h"
#include "text/catalog_text.h"
#include "widgets/analysis/analysis_dialog.h"
#include "widgets/analysis/analysis_pages.h"
#include "widgets/analysis/analysis_result_view.h"
#include "widgets/analysis/analysis_table.h"
#include "widgets/analysis/work_precision_page.h"
#include "widgets/document/document.h"
#include "widgets/plots/plot_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>
#include <cmath>

using clothlab::test::kConditionTimeoutMs;

using namespace clothlab;
using widgets::AnalysisDialog;
using widgets::AnalysisTableModel;

namespace {

/// Column `column` of the rows whose integrator (RawRole of column 0) is `id`.
QVector<double> columnFor(const AnalysisTableModel* model, const QString& id, int column) {
    QVector<double> values;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(AnalysisTableModel::RawRole).toString() == id) {
            values << model->index(row, column).data(AnalysisTableModel::RawRole).toDouble();
        }
    }
    return values;
}

QString screenshotDir() {
    const QString dir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    QDir(dir).mkpath(QStringLiteral("screenshots"));
    return dir + QStringLiteral("/screenshots");
}

} // namespace

class TestWorkPrecisionPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("test_work_precision_page"));
    }
    void init() {
        QSettings().remove(QStringLiteral("AnalysisDialog")); // the pages' defaults
        m_document = new widgets::Document;
        m_document->reset(core::loadPreset("spring-oscillator"));
        m_results = new widgets::AnalysisResults;
    }
    void cleanup() {
        delete m_results;
        delete m_document;
    }
    void ordersAndRecommendation();
    void durationMustBeWholeSteps();
    void cheapestMethodByStiffness();

private:
    void runAndWait(AnalysisDialog& dialog) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog, kConditionTimeoutMs));
        QVERIFY2(dialog.runButton()->isEnabled(), qPrintable(dialog.statusText()));
        QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
        QVERIFY(dialog.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 300000);
        QVERIFY2(dialog.statusText().startsWith(QLatin1String("Finished")),
                 qPrintable(dialog.statusText()));
    }

    widgets::Document* m_document = nullptr;
    widgets::AnalysisResults* m_results = nullptr;
};

void TestWorkPrecisionPage::ordersAndRecommendation() {
    AnalysisDialog dialog(m_document, m_results);
    dialog.setPage(AnalysisDialog::WorkPrecision);
    widgets::WorkPrecisionPage* page = dialog.workPrecisionPage();
    page->setCheckedIntegrators({"verlet", "rk4"});
    // 0.512 s holds 32 steps of 0.016 s, the scene's 1 ms times 2⁴: the sweep starts there.
    page->durationBox()->setValue(0.512);
    page->pointsBox()->setValue(3);
    page->referenceToleranceBox()->setValue(1e-13);
    page->accuracyBox()->setValue(1e-6);
    page->costBox()->setCurrentIndex(
        page->costBox()->findData(static_cast<int>(core::WorkMeasure::Evaluations)));
    runAndWait(dialog);

    QCOMPARE(m_results->count(), 1);
    QCOMPARE(m_results->at(0).kind(), widgets::AnalysisRecord::Kind::WorkPrecision);
    widgets::AnalysisResultView* view = dialog.resultView(AnalysisDialog::WorkPrecision);
    const AnalysisTableModel* table = view->tableModel();
    QCOMPARE(table->rowCount(), 2 * 3);
    for (const auto& [id, order] :
         {std::pair{QStringLiteral("verlet"), 2.0}, std::pair{QStringLiteral("rk4"), 4.0}}) {
        const QVector<double> dts = columnFor(table, id, 1);
        const QVector<double> errors = columnFor(table, id, 3);
        const QVector<double> steps = columnFor(table, id, 6);
        QCOMPARE(dts.size(), 3);
        QCOMPARE(dts.front(), 0.016);
        for (int p = 1; p < 3; ++p) {
            QCOMPARE(steps[p], 2.0 * steps[p - 1]); // each point halves the step
            const double observed = std::log2(errors[p - 1] / errors[p]);
            QVERIFY2(std::abs(observed - order) < 0.3,
                     qPrintable(QStringLiteral("%1: order %2").arg(id).arg(observed)));
        }
    }
    // Verlet's finest error, (ωh)²/24 · ωt of the amplitude, stays above 1e-6 m: only RK4
    // reaches it, and the caption says so.
    QVERIFY(columnFor(table, "verlet", 3).back() > 1e-6);
    QVERIFY(columnFor(table, "rk4", 3).back() < 1e-6);
    const QString rk4 = text::catalog::integratorName("rk4");
    QVERIFY2(view->caption().contains(QStringLiteral("For 1e-06 m at t = 0.512 s: %1").arg(rk4)),
             qPrintable(view->caption()));
    QVERIFY(!view->caption().contains(QLatin1String("Runner-up")));
    QVERIFY(view->plot()->isLogScaleX() && view->plot()->isLogScaleY());
    QTest::qWait(120); // the plot coalesces redraws; for the screenshot only
    QVERIFY(dialog.grab().save(screenshotDir() + QStringLiteral("/analysis_work_precision.png")));
}

void TestWorkPrecisionPage::durationMustBeWholeSteps() {
    AnalysisDialog dialog(m_document, m_results);
    dialog.setPage(AnalysisDialog::WorkPrecision);
    widgets::WorkPrecisionPage* page = dialog.workPrecisionPage();
    QCOMPARE(page->durationBox()->value(), 0.5); // adapted to the scene: 500 of its steps
    page->durationBox()->setValue(0.5005);
    QVERIFY(!dialog.runButton()->isEnabled());
    QVERIFY2(dialog.statusText().contains(QLatin1String("whole number")),
             qPrintable(dialog.statusText()));
    auto* fix = dialog.findChild<QPushButton*>(QStringLiteral("fixButton"));
    QVERIFY(fix && fix->isVisibleTo(&dialog));
    fix->click();
    QVERIFY(std::abs(page->durationBox()->value() - 0.5) < 1e-12 ||
            std::abs(page->durationBox()->value() - 0.501) < 1e-12);
    QVERIFY(dialog.runButton()->isEnabled());
}

void TestWorkPrecisionPage::cheapestMethodByStiffness() {
    AnalysisDialog dialog(m_document, m_results);
    dialog.setPage(AnalysisDialog::StiffnessSweep);
    widgets::SweepPage* page = dialog.sweepPage();
    page->setCheckedIntegrators({"verlet", "rk4"});
    QVERIFY(!page->accuracyBox()->isEnabled());
    page->cheapestBox()->setChecked(true);
    QVERIFY(page->accuracyBox()->isEnabled());
    QVERIFY(!page->startDtBox()->isEnabled());
    QCOMPARE(page->durationBox()->value(), 0.5); // short runs in this mode
    page->durationBox()->setValue(0.512);
    page->toBox()->setValue(10000.0);
    page->pointsBox()->setValue(3);
    page->accuracyBox()->setValue(1e-5);
    runAndWait(dialog);

    QCOMPARE(m_results->count(), 1);
    const widgets::AnalysisRecord& record = m_results->at(0);
    QCOMPARE(record.kind(), widgets::AnalysisRecord::Kind::StiffnessCrossover);
    const auto& analysis = std::get<widgets::CrossoverAnalysis>(record.data);
    QCOMPARE(analysis.result.scales.size(), std::size_t(3));
    QCOMPARE(analysis.baseStiffness, 100.0);
    widgets::AnalysisResultView* view = dialog.resultView(AnalysisDialog::StiffnessSweep);
    const AnalysisTableModel* table = view->tableModel();
    QCOMPARE(table->rowCount(), 3);
    const std::array<double, 3> k{100.0, 1000.0, 10000.0};
    for (int p = 0; p < 3; ++p) {
        const double shown = table->index(p, 0).data(AnalysisTableModel::RawRole).toDouble();
        QVERIFY(std::abs(shown - k[p]) < 1e-9 * k[p]);
        // The winner named in the table is the core's cheapest for that stiffness.
        const auto& cheapest = analysis.result.cheapest[p];
        const QString winner = table->index(p, 1).data(AnalysisTableModel::RawRole).toString();
        if (cheapest) {
            QCOMPARE(winner,
                     QString::fromStdString(
                         analysis.result.results[p].series[cheapest->best.series].integrator.id));
        }
    }
    // A row per method (and "none" when a stiffness has no winner), one band each.
    const bool none = std::any_of(analysis.result.cheapest.begin(), analysis.result.cheapest.end(),
                                  [](const auto& c) { return !c.has_value(); });
    QCOMPARE(view->plot()->barCategories().size(), 2 + (none ? 1 : 0));
    QCOMPARE(view->plot()->seriesCount(), 2 + (none ? 1 : 0));
    QVERIFY(view->plot()->isLogScaleX());
    QTest::qWait(120); // the plot coalesces redraws; for the screenshot only
    QVERIFY(dialog.grab().save(screenshotDir() + QStringLiteral("/analysis_crossover.png")));
}

QTEST_MAIN(TestWorkPrecisionPage)
#include "test_work_precision_page.moc"
