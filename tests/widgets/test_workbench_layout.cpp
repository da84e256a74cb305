// The workbench's default layout, laid out for each common screen (1280 × 800, 1366 × 768,
// 1440 × 900, 1920 × 1080 and 2560 × 1440 at 150 %, i.e. 1707 × 960) in English, Japanese
// and Traditional Chinese: the window and every dock are on the screen, the 3D view and at
// least two plots are in sight at once, each tall and wide enough to read, none overlapping
// another, no tick labels colliding, no dock tab title cut short, and the Stability dock
// readable docked; a plot's legend is compact and its "Show Legend" toggle gives the legend's
// rows back to the axes; the Stiffness table's columns fit its width. A geometry saved on a
// larger screen is fitted to a smaller one, and View ▸ Reset Layout brings floated and
// hidden docks back. Screenshots of each case go to screenshots/.
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
#include <QTabBar>
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
    void aSavedGeometryIsFittedToASmallerScreen();
    void resetLayoutBringsTheDocksBack();
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
    const QSize screens[] = {{1280, 800}, {1366, 768}, {1440, 900}, {1920, 1080}, {1707, 960}};
    for (const QSize& screen : screens) {
        for (const char* language : {"en", "ja", "zh_TW"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3")
                                         .arg(screen.width())
                                         .arg(screen.height())
                                         .arg(QLatin1String(language))))
                << screen << QString::fromLatin1(language);
        }
    }
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
    // Every dock in sight lies inside the window, and the window inside the screen.
    const QRect screenArea(QPoint(0, 0), screen);
    QVERIFY2(screenArea.contains(window.frameGeometry()),
             qPrintable(QStringLiteral("window at %1,%2")
                            .arg(window.frameGeometry().x())
                            .arg(window.frameGeometry().y())));
    for (const QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (dock->isVisible() && !dock->isFloating() && !dock->visibleRegion().isEmpty()) {
            QVERIFY2(window.rect().contains(inWindow(dock, &window)),
                     qPrintable(dock->objectName()));
            QVERIFY2(dock->width() >= dock->minimumSizeHint().width() &&
                         dock->height() >= dock->minimumSizeHint().height(),
                     qPrintable(QStringLiteral("%1 %2×%3, minimum %4×%5")
                                    .arg(dock->objectName())
                                    .arg(dock->width())
                                    .arg(dock->height())
                                    .arg(dock->minimumSizeHint().width())
                                    .arg(dock->minimumSizeHint().height())));
        }
    }
    // Tabbed docks show their whole titles.
    for (const QTabBar* bar :
         window.findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible()) {
            continue;
        }
        for (int t = 0; t < bar->count(); ++t) {
            QVERIFY2(bar->tabRect(t).width() >=
                         bar->fontMetrics().horizontalAdvance(bar->tabText(t)),
                     qPrintable(bar->tabText(t)));
        }
    }
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
        // (A 768-pixel-tall laptop leaves 95: three labelled ticks, checked below.)
        QVERIFY2(area.height() >= (screen.height() < 800 ? 95 : 120) && area.width() >= 250,
                 qPrintable(sizes.join(", ")));
        // A legend above the axes takes at most a third of the height; one beside them (a
        // short plot) at most a third of the width.
        const QRect legend = plots[a]->legendArea();
        QVERIFY2(legend.height() * 3 <= plots[a]->height() ||
                     legend.width() * 3 <= plots[a]->width(),
                 qPrintable(sizes.join(", ") + QStringLiteral("; legend %1×%2 in %3×%4")
                                                   .arg(legend.width())
                                                   .arg(legend.height())
                                                   .arg(plots[a]->width())
                                                   .arg(plots[a]->height())));
        for (int b = a + 1; b < plots.size(); ++b) {
            QVERIFY(!inWindow(plots[a], &window).intersects(inWindow(plots[b], &window)));
        }
        QVERIFY(!inWindow(plots[a], &window).intersects(view));
        plots[a]->replotNow();
        plots[a]->replotNow(); // tick counts follow the axes' size of the redraw before
        const QStringList clashes = plots[a]->tickLabelClashes();
        QVERIFY2(clashes.isEmpty(), qPrintable(plots[a]->parentWidget()->objectName() +
                                               QStringLiteral(": ") + clashes.join("; ")));
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

    // The Stability dock, docked: its plot and table get room to read.
    auto* stability = window.findChild<QDockWidget*>(QStringLiteral("stabilityDock"));
    QVERIFY(stability && !stability->isFloating());
    stability->raise();
    QTRY_VERIFY_WITH_TIMEOUT(!stability->visibleRegion().isEmpty(), kConditionTimeoutMs);
    QVERIFY(widgets::SceneView::grabWithViews(&window).save(
        screenshotDir() + name.chopped(4) + QStringLiteral("_stability.png"), "PNG"));
    QVERIFY2(stability->width() >= 420 && stability->height() >= 240,
             qPrintable(QStringLiteral("Stability dock %1×%2")
                            .arg(stability->width())
                            .arg(stability->height())));

    window.findChild<QAction*>(QStringLiteral("language_en"))->trigger();
    QSettings().remove(QStringLiteral("language"));
}

// A window closed on a large screen and opened on a laptop's: shrunk and moved onto it.
void TestWorkbenchLayout::aSavedGeometryIsFittedToASmallerScreen() {
    {
        app::MainWindow large(nullptr, QSize(1920, 1080));
        large.show();
        QVERIFY(QTest::qWaitForWindowExposed(&large, kConditionTimeoutMs));
        large.setGeometry(300, 200, 1600, 1000);
        QVERIFY(large.close()); // saves the layout
    }
    app::MainWindow small(nullptr, QSize(1280, 800));
    small.show();
    QVERIFY(QTest::qWaitForWindowExposed(&small, kConditionTimeoutMs));
    QCoreApplication::processEvents();
    const QRect frame = small.frameGeometry();
    QVERIFY2(QRect(0, 0, 1280, 800).contains(frame), qPrintable(QStringLiteral("%1,%2 %3×%4")
                                                                    .arg(frame.x())
                                                                    .arg(frame.y())
                                                                    .arg(frame.width())
                                                                    .arg(frame.height())));
    QSettings().remove(QStringLiteral("layout"));
}

void TestWorkbenchLayout::resetLayoutBringsTheDocksBack() {
    app::MainWindow window(nullptr, QSize(1366, 768));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, kConditionTimeoutMs));
    auto* energy = window.findChild<QDockWidget*>(QStringLiteral("energyDock"));
    auto* integrator = window.findChild<QDockWidget*>(QStringLiteral("integratorDock"));
    const QRect energyBefore = inWindow(energy, &window);
    energy->setFloating(true);
    integrator->hide();
    window.resize(1000, 600);
    QAction* reset = window.findChild<QAction*>(QStringLiteral("resetLayoutAction"));
    QVERIFY(reset && !reset->text().isEmpty());
    reset->trigger();
    QCoreApplication::processEvents();
    QVERIFY(!energy->isFloating());
    QVERIFY(integrator->isVisible());
    QVERIFY(QRect(0, 0, 1366, 768).contains(window.frameGeometry()));
    QVERIFY2(window.width() > 1300, qPrintable(QString::number(window.width())));
    QVERIFY2(inWindow(energy, &window).height() >= energyBefore.height() * 3 / 4,
             qPrintable(QStringLiteral("energy dock %1 px tall, %2 before")
                            .arg(inWindow(energy, &window).height())
                            .arg(energyBefore.height())));
    QSettings().remove(QStringLiteral("layout"));
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
    // The axes grow into the legend's rows (above) or its column (beside, on a short plot).
    const auto extent = [&] { return plot->plotArea().width() * plot->plotArea().height(); };
    const int withExtent = withLegend.width() * withLegend.height();
    QTRY_VERIFY_WITH_TIMEOUT(extent() > withExtent, kConditionTimeoutMs);
    const int without = extent();
    // An exported figure keeps its legend.
    QVERIFY(plot->figure().legend);
    plot->legendAction()->trigger();
    QVERIFY(plot->legendShown());
    QTRY_VERIFY_WITH_TIMEOUT(extent() < without && !plot->legendArea().isEmpty(),
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
