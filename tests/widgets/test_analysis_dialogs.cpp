// The analysis dialog driven as a user would, on the spring oscillator (ω = 10 rad/s), whose
// answers are known: convergence orders 1, 2, 4; symplectic Euler's stability limit 2/ω;
// cancelling stores nothing; results outlive the dialog. Screenshots of each page go to
// build/screenshots/.
#include "condition_wait.h"
#include "core/integrators/integrator.h"
#include "core/scene/presets.h"
#include "text/catalog_text.h"
#include "widgets/analysis/analysis_dialog.h"
#include "widgets/analysis/analysis_pages.h"
#include "widgets/analysis/analysis_result_view.h"
#include "widgets/analysis/analysis_table.h"
#include "widgets/document/document.h"
#include "widgets/document/integrator_list.h"
#include "widgets/document/locks.h"
#include "widgets/plots/plot_panel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
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

const double kOmega = 10.0;

QString screenshotDir() {
    const QString dir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    QDir(dir).mkpath(QStringLiteral("screenshots"));
    return dir + QStringLiteral("/screenshots");
}

/// Column `column` of the rows whose integrator (RawRole of column 0) is `id`.
QVector<QVariant> columnFor(const AnalysisTableModel* model, const QString& id, int column) {
    QVector<QVariant> values;
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data(AnalysisTableModel::RawRole).toString() == id) {
            values << model->index(row, column).data(AnalysisTableModel::RawRole);
        }
    }
    return values;
}

} // namespace

class TestAnalysisDialogs : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void convergencePageGivesKnownOrders();
    void convergenceOnTheClothWarnsOfContact();
    void stabilityPageFindsTwoOverOmega();
    void sweepPagePlotsLimitAgainstStiffness();
    void invalidDurationIsExplainedAndFixed();
    void cancelStoresNothing();
    void closingWhileRunningCancels();
    void resultsOutliveTheDialogAndReopen();
    void menuOpensPagesAndListsResults();
    void integratorsGroupedByFamily();
    void dialogRemembersTheUsersSettings();
    void aTaskLocksThePageUntilReleased();

private:
    /// Runs the current page and waits for it to end.
    void runAndWait(AnalysisDialog& dialog, int timeoutMs = 120000);
    void save(QWidget* widget, const QString& name);
    /// Shows the dialog on `page`, as the menu does.
    void open(AnalysisDialog& dialog, AnalysisDialog::Page page);

    widgets::Document* m_document = nullptr;
    widgets::AnalysisResults* m_results = nullptr;
};

void TestAnalysisDialogs::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_analysis_dialogs"));
}

void TestAnalysisDialogs::init() {
    QSettings().remove(QStringLiteral("AnalysisDialog")); // each test starts from the defaults
    m_document = new widgets::Document;
    m_document->reset(core::loadPreset("spring-oscillator"));
    m_results = new widgets::AnalysisResults;
}

void TestAnalysisDialogs::cleanup() {
    delete m_results;
    delete m_document;
}

void TestAnalysisDialogs::runAndWait(AnalysisDialog& dialog, int timeoutMs) {
    QVERIFY2(dialog.runButton()->isEnabled(), qPrintable(dialog.statusText()));
    QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
    QVERIFY(dialog.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), timeoutMs);
}

void TestAnalysisDialogs::open(AnalysisDialog& dialog, AnalysisDialog::Page page) {
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog, kConditionTimeoutMs));
    dialog.setPage(page);
    QCOMPARE(dialog.page(), page);
}

void TestAnalysisDialogs::save(QWidget* widget, const QString& name) {
    QTest::qWait(120); // the plot coalesces redraws
    QVERIFY(widget->grab().save(screenshotDir() + QLatin1Char('/') + name, "PNG"));
}

void TestAnalysisDialogs::convergencePageGivesKnownOrders() {
    AnalysisDialog dialog(m_document, m_results);
    open(dialog, AnalysisDialog::Convergence);
    widgets::ConvergencePage* page = dialog.convergencePage();
    // The default reference is dop853 at 1e-11; RK4's finest errors (~1e-10 m) need 1e-14.
    QCOMPARE(page->toleranceBox()->value(), 1e-11);
    page->largestDtBox()->setValue(0.01);
    page->halvingsBox()->setValue(3);
    page->durationBox()->setValue(1.0);
    page->toleranceBox()->setValue(1e-14);
    runAndWait(dialog);
    QVERIFY2(dialog.statusText().startsWith(QLatin1String("Finished")),
             qPrintable(dialog.statusText()));

    widgets::AnalysisResultView* view = dialog.resultView(AnalysisDialog::Convergence);
    const AnalysisTableModel* table = view->tableModel();
    QAbstractItemModelTester tester(view->tableModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(table->rowCount(), 3 * 4);
    const std::vector<std::pair<QString, double>> expected{
        {"symplectic-euler", 1.0}, {"rk2", 2.0}, {"rk4", 4.0}};
    for (const auto& [id, order] : expected) {
        const QVector<QVariant> observed = columnFor(table, id, 4);
        QCOMPARE(observed.size(), 4);
        QVERIFY(!observed.front().isValid()); // no order for the first dt
        for (int p = 1; p < observed.size(); ++p) {
            QVERIFY2(std::abs(observed[p].toDouble() - order) < 0.2,
                     qPrintable(QString("%1: %2").arg(id).arg(observed[p].toDouble())));
        }
        QVERIFY(std::abs(columnFor(table, id, 5).front().toDouble() - order) < 0.2);
        // Errors shrink as dt does.
        const QVector<QVariant> errors = columnFor(table, id, 2);
        QVERIFY(errors.back().toDouble() < errors.front().toDouble());
    }
    // One series per integrator (four points each) and the three slope lines.
    widgets::PlotPanel* plot = view->plot();
    QCOMPARE(plot->seriesCount(), 3 + widgets::AnalysisResultView::kSlopeCount);
    for (int s = 0; s < 3; ++s) {
        QCOMPARE(plot->pointCount(s), 4);
    }
    QVERIFY(plot->isLogScaleX() && plot->isLogScaleY());
    // Slope lines rise by the dt ratio to the power 1, 2 and 4.
    for (int k = 0; k < 3; ++k) {
        const QVector<QPointF> line = plot->points(3 + k);
        const double slope =
            std::log(line[1].y() / line[0].y()) / std::log(line[1].x() / line[0].x());
        QVERIFY(std::abs(slope - std::array{1.0, 2.0, 4.0}[k]) < 1e-9);
    }
    // The caption names the reference and its tolerance; the oscillator touches nothing, so
    // no premise fails.
    QVERIFY2(view->caption().contains(QLatin1String("1e-14")), qPrintable(view->caption()));
    QVERIFY2(view->warning().isEmpty(), qPrintable(view->warning()));
    QCOMPARE(m_results->count(), 1);
    // Ctrl+C on the table copies tab-separated rows, header first.
    view->table()->setFocus();
    view->table()->selectAll();
    QTest::keyClick(view->table(), Qt::Key_C, Qt::ControlModifier);
    const QStringList lines = QApplication::clipboard()->text().split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 12);
    QCOMPARE(lines.front().count('\t'), 5);
    view->table()->clearSelection();
    save(&dialog, QStringLiteral("analysis_convergence.png"));
}

void TestAnalysisDialogs::convergenceOnTheClothWarnsOfContact() {
    // The hanging cloth falls onto its sphere: the study says its orders mean nothing, in the
    // dialog and in the caption (which the report and the exported figure's caption share).
    m_document->reset(core::loadPreset("hanging-cloth"));
    AnalysisDialog dialog(m_document, m_results);
    open(dialog, AnalysisDialog::Convergence);
    widgets::ConvergencePage* page = dialog.convergencePage();
    page->setCheckedIntegrators({QStringLiteral("rk4")});
    page->largestDtBox()->setValue(0.004);
    page->halvingsBox()->setValue(1);
    page->durationBox()->setValue(1.0);
    runAndWait(dialog);
    widgets::AnalysisResultView* view = dialog.resultView(AnalysisDialog::Convergence);
    QVERIFY2(view->warning().contains(QLatin1String("touches an obstacle from t = ")),
             qPrintable(view->warning()));
    QVERIFY(!view->caption().contains(view->warning())); // said once, above the caption
    const figures::AnalysisPresentation shown =
        figures::presentAnalysis(m_results->at(m_results->count() - 1));
    QVERIFY(shown.caption.endsWith(view->warning()));
    save(&dialog, QStringLiteral("analysis_convergence_contact.png"));
}

void TestAnalysisDialogs::stabilityPageFindsTwoOverOmega() {
    AnalysisDialog dialog(m_document, m_results);
    open(dialog, AnalysisDialog::Stability);
    widgets::StabilityPage* page = dialog.stabilityPage();
    page->setCheckedIntegrators({"symplectic-euler", "rk4", "implicit-euler", "explicit-euler"});
    page->startDtBox()->setValue(0.01);
    runAndWait(dialog);
    widgets::AnalysisResultView* view = dialog.resultView(AnalysisDialog::Stability);
    const double found = columnFor(view->tableModel(), "symplectic-euler", 1).front().toDouble();
    QVERIFY2(std::abs(found - 2.0 / kOmega) < 0.03 * 2.0 / kOmega,
             qPrintable(QString::number(found)));
    const double rk4 = columnFor(view->tableModel(), "rk4", 1).front().toDouble();
    QVERIFY(rk4 > found);
    // The bars follow the table, one per integrator in list order.
    QCOMPARE(view->plot()->barValues().size(), 4);
    QCOMPARE(view->plot()->barCategories().size(), 4);
    QVERIFY(view->plot()->barValues().contains(found));
    save(&dialog, QStringLiteral("analysis_stability.png"));
}

void TestAnalysisDialogs::sweepPagePlotsLimitAgainstStiffness() {
    AnalysisDialog dialog(m_document, m_results);
    open(dialog, AnalysisDialog::StiffnessSweep);
    widgets::SweepPage* page = dialog.sweepPage();
    page->setCheckedIntegrators({"symplectic-euler", "rk4", "implicit-euler"});
    page->startDtBox()->setValue(0.01);
    QCOMPARE(page->fromBox()->value(), 100.0); // the scene's structural k⁺, in N/m
    page->toBox()->setValue(10000.0);
    page->pointsBox()->setValue(3);
    runAndWait(dialog);
    widgets::AnalysisResultView* view = dialog.resultView(AnalysisDialog::StiffnessSweep);
    const QVector<QVariant> k = columnFor(view->tableModel(), "symplectic-euler", 1);
    const QVector<QVariant> limits = columnFor(view->tableModel(), "symplectic-euler", 2);
    QCOMPARE(k.size(), 3);
    for (int p = 0; p < 3; ++p) {
        const double expected = 2.0 / std::sqrt(k[p].toDouble()); // 2/ω, ω = √(k/1 kg)
        QVERIFY2(std::abs(limits[p].toDouble() - expected) < 0.03 * expected,
                 qPrintable(QString("k %1: %2").arg(k[p].toDouble()).arg(limits[p].toDouble())));
    }
    // One series per integrator plus the slope −1/2 guide, on log–log axes.
    QCOMPARE(view->plot()->seriesCount(), 4);
    QVERIFY(view->plot()->xLabel().contains(QLatin1String("N/m")));
    // "All kinds" turns the range into a factor of the scene's values.
    page->kindBox()->setCurrentIndex(page->kindBox()->findData(-1));
    QCOMPARE(page->fromBox()->value(), 1.0);
    QCOMPARE(page->toBox()->value(), 100.0);
    page->kindBox()->setCurrentIndex(page->kindBox()->findData(0));
    save(&dialog, QStringLiteral("analysis_sweep.png"));
}

void TestAnalysisDialogs::invalidDurationIsExplainedAndFixed() {
    AnalysisDialog dialog(m_document, m_results);
    dialog.setPage(AnalysisDialog::Convergence);
    widgets::ConvergencePage* page = dialog.convergencePage();
    page->largestDtBox()->setValue(0.03);
    page->durationBox()->setValue(1.0);
    QVERIFY(!dialog.runButton()->isEnabled());
    QVERIFY2(dialog.statusText().contains(QLatin1String("0.03")), qPrintable(dialog.statusText()));
    auto* fix = dialog.findChild<QPushButton*>(QStringLiteral("fixButton"));
    QVERIFY(fix && !fix->isHidden());
    QTest::mouseClick(fix, Qt::LeftButton);
    QCOMPARE(page->durationBox()->value(), 0.99); // 33 steps of 0.03 s
    QVERIFY(dialog.runButton()->isEnabled());
    // No integrator checked: refused with a reason.
    page->setCheckedIntegrators({});
    QVERIFY(!dialog.runButton()->isEnabled());
    QVERIFY(!dialog.run());
    QVERIFY(!dialog.statusText().isEmpty());
}

void TestAnalysisDialogs::cancelStoresNothing() {
    AnalysisDialog dialog(m_document, m_results);
    open(dialog, AnalysisDialog::Convergence);
    widgets::ConvergencePage* page = dialog.convergencePage();
    // Tens of millions of steps (6.4e7 at the smallest dt, under the core's limit of 1e8
    // steps per run): far longer than the test waits.
    page->largestDtBox()->setValue(1e-4);
    page->halvingsBox()->setValue(6);
    page->durationBox()->setValue(100.0);
    QTest::mouseClick(dialog.runButton(), Qt::LeftButton);
    QVERIFY(dialog.isRunning());
    QVERIFY(dialog.cancelButton()->isEnabled());
    QVERIFY(dialog.isRunning());
    QTest::mouseClick(dialog.cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), kConditionTimeoutMs);
    QVERIFY2(dialog.statusText().contains(QLatin1String("Cancelled")),
             qPrintable(dialog.statusText()));
    QCOMPARE(m_results->count(), 0);
    QVERIFY(!dialog.resultView(AnalysisDialog::Convergence)->hasRecord());
    QVERIFY(dialog.runButton()->isEnabled());
}

void TestAnalysisDialogs::closingWhileRunningCancels() {
    auto* dialog = new AnalysisDialog(m_document, m_results);
    dialog->show();
    dialog->setPage(AnalysisDialog::StiffnessSweep);
    dialog->sweepPage()->durationBox()->setValue(10000.0);
    dialog->sweepPage()->pointsBox()->setValue(20);
    QVERIFY(dialog->run());
    // Hours of work: closing returns only because it cancels (a close that waited for the
    // sweep would run into the test's timeout), and the dialog says so.
    dialog->close();
    QVERIFY(!dialog->isRunning());
    QVERIFY2(dialog->statusText().contains(QLatin1String("Cancelled")),
             qPrintable(dialog->statusText()));
    delete dialog;
    QCOMPARE(m_results->count(), 0);
}

void TestAnalysisDialogs::resultsOutliveTheDialogAndReopen() {
    QAbstractItemModelTester tester(m_results,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    {
        AnalysisDialog dialog(m_document, m_results);
        dialog.setPage(AnalysisDialog::Stability);
        dialog.stabilityPage()->setCheckedIntegrators({"symplectic-euler"});
        dialog.stabilityPage()->startDtBox()->setValue(0.01);
        QSignalSpy stored(&dialog, &AnalysisDialog::resultStored);
        runAndWait(dialog);
        QCOMPARE(stored.size(), 1);
    }
    QCOMPARE(m_results->count(), 1);
    const widgets::AnalysisRecord& record = m_results->at(0);
    QCOMPARE(record.kind(), widgets::AnalysisRecord::Kind::Stability);
    QCOMPARE(record.sceneName, QStringLiteral("Spring oscillator"));
    const auto& stability = std::get<widgets::StabilityAnalysis>(record.data);
    QCOMPARE(stability.limits.size(), std::size_t(1));
    QVERIFY(m_results->index(0).data().toString().contains(QLatin1String("Spring oscillator")));
    // Reopened in its own window, the result shows the same table.
    widgets::AnalysisResultWindow window(record);
    QCOMPARE(window.view()->tableModel()->rowCount(), 1);
    QCOMPARE(window.view()->tableModel()->index(0, 1).data(AnalysisTableModel::RawRole).toDouble(),
             stability.limits.front().maxStableDt);
    // Beside it the limit the spectrum predicts, as clothlab-cli stability prints it.
    QVERIFY(stability.limits.front().predictedDt.has_value());
    QCOMPARE(window.view()->tableModel()->headerData(2, Qt::Horizontal).toString(),
             QStringLiteral("Predicted dt (s)"));
    QCOMPARE(window.view()->tableModel()->index(0, 2).data(AnalysisTableModel::RawRole).toDouble(),
             *stability.limits.front().predictedDt);
    m_results->clear();
    QCOMPARE(m_results->rowCount(), 0);
}

void TestAnalysisDialogs::menuOpensPagesAndListsResults() {
    QWidget parent;
    widgets::AnalysisMenu menu(m_document, m_results, &parent);
    QCOMPARE(menu.actions().size(), 7); // four analyses, a separator, Results, Clear
    QVERIFY(!menu.actions().at(5)->isEnabled());
    menu.actions().at(1)->trigger();
    QVERIFY(menu.dialog()->isVisible());
    QCOMPARE(menu.dialog()->page(), AnalysisDialog::Stability);
    menu.dialog()->stabilityPage()->setCheckedIntegrators({"verlet"});
    menu.dialog()->stabilityPage()->startDtBox()->setValue(0.01);
    runAndWait(*menu.dialog());
    QVERIFY(menu.actions().at(5)->isEnabled());
    auto* results = menu.findChild<QMenu*>(QStringLiteral("analysisResultsMenu"));
    QVERIFY(results);
    emit results->aboutToShow();
    QCOMPARE(results->actions().size(), 1);
    // A new scene: the main window clears the results.
    m_results->clear();
    QVERIFY(!menu.actions().at(5)->isEnabled());
}

/// The methods of an analysis come grouped by family under headings that have no tick box,
/// every method once, under its own family; ticking by id ticks just those.
void TestAnalysisDialogs::integratorsGroupedByFamily() {
    widgets::ConvergencePage page;
    auto* list = page.findChild<QListWidget*>(QStringLiteral("integrators"));
    QVERIFY(list);
    std::optional<core::IntegratorFamily> family;
    int headings = 0;
    int methods = 0;
    for (int row = 0; row < list->count(); ++row) {
        const QListWidgetItem* item = list->item(row);
        const QString id = item->data(Qt::UserRole).toString();
        if (id.isEmpty()) {
            QVERIFY(!item->data(Qt::CheckStateRole).isValid()); // no tick box
            QVERIFY(!(item->flags() & Qt::ItemIsSelectable));
            family = core::kAllIntegratorFamilies[headings++];
            QCOMPARE(item->text(), text::catalog::integratorFamilyName(*family));
            continue;
        }
        const core::IntegratorInfo* info = core::findIntegrator(id.toStdString());
        QVERIFY(info && family);
        QCOMPARE(info->family, *family);
        ++methods;
    }
    QCOMPARE(headings, static_cast<int>(std::size(core::kAllIntegratorFamilies)));
    QCOMPARE(methods, static_cast<int>(core::integratorCatalog().size()));
    page.setCheckedIntegrators({QStringLiteral("bdf2"), QStringLiteral("rk4")});
    // In list order: bdf2 (implicit) after rk4 (explicit).
    QCOMPARE(widgets::checkedIntegratorIds(list, Qt::UserRole),
             QStringList({QStringLiteral("rk4"), QStringLiteral("bdf2")}));
    for (int row = 0; row < list->count(); ++row) {
        if (list->item(row)->data(Qt::UserRole).toString().isEmpty()) {
            QVERIFY(!list->item(row)->data(Qt::CheckStateRole).isValid());
        }
    }
}

/// What a user sets on a page comes back in the next dialog (the next session): choices that
/// do not depend on the scene always, the first dt only on a scene of the same name; a value
/// out of range in the settings file is ignored.
void TestAnalysisDialogs::dialogRemembersTheUsersSettings() {
    const double sceneDt = m_document->scene().integrator.dt;
    {
        AnalysisDialog dialog(m_document, m_results);
        open(dialog, AnalysisDialog::Stability);
        widgets::StabilityPage* page = dialog.stabilityPage();
        QVERIFY(page->durationBox()->value() != 2.5);
        page->setCheckedIntegrators({QStringLiteral("verlet"), QStringLiteral("rk4")});
        QCOMPARE(page->checkedIntegrators(), QStringList({"rk4", "verlet"})); // in list order
        page->durationBox()->setValue(2.5);
        page->startDtBox()->setValue(3 * sceneDt);
        page->toleranceBox()->setValue(5.0);
        dialog.close();
    }
    AnalysisDialog again(m_document, m_results);
    widgets::StabilityPage* page = again.stabilityPage();
    QCOMPARE(page->checkedIntegrators(), QStringList({"rk4", "verlet"}));
    QCOMPARE(page->durationBox()->value(), 2.5);
    QCOMPARE(page->startDtBox()->value(), 3 * sceneDt);
    QCOMPARE(page->toleranceBox()->value(), 5.0);
    // Another scene: its own step, the other choices kept.
    core::Scene cloth = core::loadPreset("hanging-cloth");
    QVERIFY(cloth.integrator.dt != 3 * sceneDt);
    m_document->reset(cloth);
    QCOMPARE(page->startDtBox()->value(), cloth.integrator.dt);
    QCOMPARE(page->durationBox()->value(), 2.5);
    QCOMPARE(page->checkedIntegrators(), QStringList({"rk4", "verlet"}));
    // A damaged settings file: the default instead of a negative duration.
    QSettings().setValue(QStringLiteral("AnalysisDialog/stability/duration"), -4.0);
    AnalysisDialog third(m_document, m_results);
    QCOMPARE(third.stabilityPage()->durationBox()->value(), 10.0);
}

/// Open Analysis… of a task shows its settings locked, with a banner naming the task; the
/// analysis still runs. "Use Other Settings" unlocks the page with what depends on other
/// inputs still disabled; settings shown under a lock are never remembered as the user's.
void TestAnalysisDialogs::aTaskLocksThePageUntilReleased() {
    AnalysisDialog dialog(m_document, m_results);
    open(dialog, AnalysisDialog::Convergence);
    widgets::ConvergencePage* page = dialog.convergencePage();
    page->useListBox()->setChecked(true);
    page->dtListEdit()->setText(QStringLiteral("0.01, 0.005"));
    page->lockForTask([] { return QStringLiteral("Order of RK4"); });
    QVERIFY(page->isTaskLocked());
    QVERIFY(page->taskBannerText().contains(QStringLiteral("“Order of RK4”")));
    QVERIFY(page->findChild<QWidget*>(QStringLiteral("taskBanner"))->isVisibleTo(&dialog));
    for (QWidget* field : std::initializer_list<QWidget*>{
             page->integratorList(), page->durationBox(), page->dtListEdit(), page->useListBox(),
             page->otherReferenceButton(), page->toleranceBox()}) {
        QVERIFY2(!field->isEnabled(), qPrintable(field->objectName()));
        QCOMPARE(field->toolTip(), widgets::lockedToolTip());
    }
    QVERIFY2(dialog.runButton()->isEnabled(), qPrintable(dialog.statusText()));
    dialog.close(); // not remembered: the next dialog has the defaults
    {
        AnalysisDialog next(m_document, m_results);
        QVERIFY(!next.convergencePage()->useListBox()->isChecked());
    }
    open(dialog, AnalysisDialog::Convergence);
    QTest::mouseClick(page->unlockButton(), Qt::LeftButton);
    QVERIFY(!page->isTaskLocked());
    QVERIFY(page->taskBannerText().isEmpty());
    QVERIFY(!page->findChild<QWidget*>(QStringLiteral("taskBanner"))->isVisibleTo(&dialog));
    QVERIFY(page->dtListEdit()->isEnabled());
    QVERIFY(!page->largestDtBox()->isEnabled()); // the list is in use
    QVERIFY(!page->referenceBox()->isEnabled()); // the default reference is
    QVERIFY(page->toleranceBox()->isEnabled());
    QVERIFY(page->durationBox()->toolTip() != widgets::lockedToolTip());
    page->useListBox()->setChecked(false);
    QVERIFY(page->largestDtBox()->isEnabled());
    // The menu's way in unlocks a locked page and gives back the user's own settings.
    page->durationBox()->setValue(2.0);
    dialog.close();
    page->lockForTask([] { return QStringLiteral("Order of RK4"); });
    page->durationBox()->setValue(3.0);
    dialog.useOwnSettings(AnalysisDialog::Convergence);
    QVERIFY(!page->isTaskLocked());
    QCOMPARE(page->durationBox()->value(), 2.0);
}

QTEST_MAIN(TestAnalysisDialogs)
#include "test_analysis_dialogs.moc"
