// The workbench's default layout (issue 17, part 3), laid out for a 1280 × 800 and a
// 1920 × 1080 screen: the 3D view and at least two plots are in sight at once, each tall and
// wide enough to read, none overlapping another; a plot's legend is compact and its "Show
// Legend" toggle gives the legend's rows back to the axes; the Stiffness table's columns fit
// its width. Screenshots of each size, in English and Japanese, go to screenshots/.
#include "app/comparison_workspace.h"
#include "app/main_window.h"
#include "condition_wait.h"
#include "widgets/plots/comparison_plot_panel.h"
#include "widgets/plots/energy_plot_panel.h"
#include "widgets/plots/plot_panel.h"
#include "widgets/view3d/scene_view.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using clothlab::test::kConditionTimeoutMs;
using namespace clothlab;

namespace {

QString screenshotDir() {
    const QString dir = qEnvironmentVariable("CLOTHLAB_BINARY_DIR", QDir::currentPath());
    QDir(dir).mkpath(QStringLiteral("screenshots"));
    return dir + QStringLiteral("/screenshots");
}

/// A widget's rectangle in the window's coordinates.
QRect inWindow(const QWidget* widget, const QWidget* window) {
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

/// The plots of the window that a user sees now.
QList<widgets::PlotPanel*> visiblePlots(const app::MainWindow& window) {
    QList<widgets::PlotPanel*> shown;
    for (widgets::PlotPanel* plot : window.findChildren<widgets::PlotPanel*>()) {
        if (plot->isVisible() && !plot->visibleRegion().isEmpty() && !plot->window()->isHidden() &&
            plot->window() == &window) {
            shown << plot;
        }
    }
    return shown;
}

} // namespace

class TestWorkbenchLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void showsTheViewAndTwoReadablePlots_data();
    void showsTheViewAndTwoReadablePlots();
    void legendToggleGivesTheRowsBack();
    void aPlotWithoutSeriesKeepsItsWidth();
    void anEmptyPlotStaysAtTheOrigin();
};

void TestWorkbenchLayout::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ClothLabTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_workbench_layout"));
    QSettings().clear();
}

void TestWorkbenchLayout::showsTheViewAndTwoReadablePlots_data() {
    QTest::addColumn<QSize>("screen");
    QTest::addColumn<QString>("language");
    QTest::newRow("1280x800 en") << QSize(1280, 800) << QStringLiteral("en");
    QTest::newRow("1920x1080 ja") << QSize(1920, 1080) << QStringLiteral("ja");
}

void TestWorkbenchLayout::showsTheViewAndTwoReadablePlots() {
    QFETCH(QSize, screen);
    QFETCH(QString, language);
    app::MainWindow window(nullptr, screen);
    window.findChild<QAction*>(QStringLiteral("language_") + language)->trigger();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    QCoreApplication::processEvents();
    QVERIFY2(window.frameGeometry().width() <= screen.width() &&
                 window.frameGeometry().height() <= screen.height(),
             qPrintable(QStringLiteral("window %1×%2, minimum %3×%4")
                            .arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())
                            .arg(window.minimumSizeHint().width())
                            .arg(window.minimumSizeHint().height())));
    QTest::qWait(300); // the 3D view renders its first frame
    const QString name = QStringLiteral("/layout_%1x%2_%3.png")
                             .arg(screen.width())
                             .arg(screen.height())
                             .arg(language);
    QVERIFY(widgets::SceneView::grabWithViews(&window).save(screenshotDir() + name, "PNG"));

    const QRect view = inWindow(window.sceneView(), &window);
    QVERIFY2(window.sceneView()->isVisible() && view.width() >= 400 && view.height() >= 300,
             qPrintable(QStringLiteral("3D view %1×%2").arg(view.width()).arg(view.height())));
    const QList<widgets::PlotPanel*> plots = visiblePlots(window);
    QVERIFY2(plots.size() >= 2, qPrintable(QString::number(plots.size())));
    QStringList sizes;
    for (int a = 0; a < plots.size(); ++a) {
        const QRect area = plots[a]->plotArea();
        sizes << QStringLiteral("%1: axes %2×%3")
                     .arg(plots[a]->parentWidget()->objectName())
                     .arg(area.width())
                     .arg(area.height());
        // Readable: axes at least 120 px tall and 250 px wide, legend at most a third of the
        // plot's height.
        QVERIFY2(area.height() >= 120 && area.width() >= 250, qPrintable(sizes.join(", ")));
        QVERIFY2(plots[a]->legendArea().height() * 3 <= plots[a]->height(),
                 qPrintable(sizes.join(", ")));
        for (int b = a + 1; b < plots.size(); ++b) {
            QVERIFY(!inWindow(plots[a], &window).intersects(inWindow(plots[b], &window)));
        }
        QVERIFY(!inWindow(plots[a], &window).intersects(view));
    }
    qInfo("%s", qPrintable(sizes.join(QStringLiteral(", "))));

    // The Stiffness table's columns fit its width: no column behind a scroll bar.
    const QTableView* stiffness = window.stiffnessView();
    int columns = 0;
    for (int c = 0; c < stiffness->model()->columnCount(); ++c) {
        columns += stiffness->horizontalHeader()->sectionSize(c);
    }
    QVERIFY2(
        columns <= stiffness->viewport()->width(),
        qPrintable(QStringLiteral("%1 > %2").arg(columns).arg(stiffness->viewport()->width())));

    window.findChild<QAction*>(QStringLiteral("language_en"))->trigger();
    QSettings().remove(QStringLiteral("language"));
}

void TestWorkbenchLayout::legendToggleGivesTheRowsBack() {
    app::MainWindow window(nullptr, QSize(1280, 800));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    widgets::PlotPanel* plot = window.energyPlot()->findChild<widgets::PlotPanel*>();
    QVERIFY(plot);
    // Replots are queued: wait for the first one to lay the legend out.
    QTRY_VERIFY_WITH_TIMEOUT(!plot->legendArea().isEmpty() && plot->plotArea().height() > 0,
                             kConditionTimeoutMs);
    const QRect withLegend = plot->plotArea();
    QVERIFY(plot->legendShown());
    QVERIFY(!plot->legendArea().isEmpty());
    QVERIFY(plot->legendAction()->isCheckable());
    plot->legendAction()->trigger(); // as the context menu does
    QVERIFY(!plot->legendShown());
    QVERIFY(plot->legendArea().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(plot->plotArea().height() > withLegend.height(), kConditionTimeoutMs);
    const int without = plot->plotArea().height();
    // An exported figure keeps its legend.
    QVERIFY(plot->figure().legend);
    plot->legendAction()->trigger();
    QVERIFY(plot->legendShown());
    QTRY_VERIFY_WITH_TIMEOUT(plot->plotArea().height() < without && !plot->legendArea().isEmpty(),
                             kConditionTimeoutMs);
}

// A comparison with no runs leaves a plot without series: its axes still span the panel
// (an empty legend once capped the shared layout column and left a 50-pixel strip).
void TestWorkbenchLayout::aPlotWithoutSeriesKeepsItsWidth() {
    widgets::PlotPanel plot;
    plot.resize(600, 300);
    plot.addSeries(QStringLiteral("rk4"), Qt::blue);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot, kConditionTimeoutMs));
    QTRY_VERIFY_WITH_TIMEOUT(!plot.legendArea().isEmpty(), kConditionTimeoutMs);
    plot.clearSeries();
    QVERIFY(plot.legendArea().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(plot.plotArea().width() > plot.width() / 2, kConditionTimeoutMs);
    QVERIFY(plot.legendShown()); // the user's choice is kept for the next series
    plot.addSeries(QStringLiteral("rk2"), Qt::red);
    QTRY_VERIFY_WITH_TIMEOUT(!plot.legendArea().isEmpty(), kConditionTimeoutMs);
    QVERIFY(plot.plotArea().width() > plot.width() / 2);
}

// A plot whose series have no points yet (a comparison not started) shows time from 0 to 1
// however often it is redrawn; fitting nothing once moved the range on at every redraw
// (0.6…1.4, then 2.6…3.4 s in the workbench).
void TestWorkbenchLayout::anEmptyPlotStaysAtTheOrigin() {
    widgets::PlotPanel plot;
    plot.setDataMargin(0.05);
    plot.addSeries(QStringLiteral("rk4"), Qt::blue);
    for (int k = 0; k < 5; ++k) {
        plot.replotNow();
        QCOMPARE(plot.figure().x.lower, 0.0);
        QCOMPARE(plot.figure().x.upper, 1.0);
    }
    plot.append(0, 0.0, 1.0);
    plot.append(0, 2.0, 3.0);
    plot.replotNow();
    QVERIFY(plot.figure().x.lower < 0.0 && plot.figure().x.upper > 2.0); // fitted, with margin
}

QTEST_MAIN(TestWorkbenchLayout)
#include "test_workbench_layout.moc"
