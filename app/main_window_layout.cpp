// The main window's layout: the default arrangement for the screen it opens on, the saved
// one, View ▸ Reset Layout, and the rule that the window never reaches past the screen.
#include "app/main_window.h"

#include <QDockWidget>
#include <QEvent>
#include <QScopedValueRollback>
#include <QScreen>
#include <QSettings>
#include <QTabBar>
#include <QTimer>
#include <algorithm>

namespace clothlab::app {

namespace {

/// Room left for a window manager's frame (title bar and borders) before the first show,
/// when the frame is not known yet; fitToScreen() uses the real one afterwards.
constexpr QSize kFrameAllowance(8, 36);

/// From this width the side columns run the full height (two plot columns fit between).
constexpr int kLargeWidth = 1500;

/// `geometry` (the window without its frame) moved and, where it must be, shrunk so that
/// the window with its `frame` lies inside `area`.
QRect fittedGeometry(QRect geometry, const QMargins& frame, const QRect& area) {
    const QRect inner = area.marginsRemoved(frame);
    geometry.setWidth(std::min(geometry.width(), inner.width()));
    geometry.setHeight(std::min(geometry.height(), inner.height()));
    geometry.moveLeft(
        std::clamp(geometry.left(), inner.left(), inner.right() - geometry.width() + 1));
    geometry.moveTop(
        std::clamp(geometry.top(), inner.top(), inner.bottom() - geometry.height() + 1));
    return geometry;
}

/// The default size on a screen area: most of a large one, all of a small one less the frame.
QSize defaultSizeFor(QSize area) {
    return area.width() >= 1600 ? area * 0.9 : area - kFrameAllowance;
}

} // namespace

QRect MainWindow::availableArea() const {
    if (!m_available.isEmpty()) {
        return {QPoint(0, 0), m_available};
    }
    const QScreen* display = screen();
    return display ? display->availableGeometry() : QRect(0, 0, 1400, 900);
}

// First-launch geometry (a saved layout overrides it). On a large screen the side columns
// run the full height, so that the scene tree and the integrator description get room, and
// two plot columns sit under the 3D view; on a small one the plots keep the full width, so
// that each is wide enough to read, and the stiffness table shares the scene's tabs.
void MainWindow::applyDefaultLayout() {
    const QSize size = defaultSizeFor(availableArea().size());
    if (size.width() >= kLargeWidth) {
        setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
        setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    } else {
        // Too short a column for both: the stiffness table becomes a tab beside the scene.
        tabifyDockWidget(m_docks[0], m_docks[1]);
        m_docks[0]->raise();
    }
    resize(size);
    sizeDocks(size);
    m_defaultSize = size;
    m_defaultState = saveState();
}

// The docks' shares of a window of `size`: side columns that leave the 3D view at least
// half the width, a plot row of about two fifths of the height, split in two.
void MainWindow::sizeDocks(QSize size) {
    const bool large = size.width() >= kLargeWidth;
    const int width = size.width();
    const int height = size.height();
    QDockWidget* scene = m_docks[0];
    QDockWidget* stiffness = m_docks[1];
    QDockWidget* integrator = m_docks[3];
    QDockWidget* energy = m_docks[4];
    QDockWidget* particle = m_docks[6];
    // The stiffness table's four columns need about 480 px beside the scene tree on a large
    // screen; on a small one it is a tab, and the description reads at 280.
    const int sceneWidth = std::max(scene->minimumSizeHint().width(),
                                    large ? std::max(420, width * 28 / 100) : width * 24 / 100);
    const int integratorWidth = std::max(integrator->minimumSizeHint().width(),
                                         large ? std::max(340, width / 5) : width * 22 / 100);
    resizeDocks({scene, integrator}, {sceneWidth, integratorWidth}, Qt::Horizontal);
    const int column = large ? height : height * 3 / 5;
    if (large) {
        resizeDocks({scene, stiffness}, {column - 170, 170}, Qt::Vertical);
    }
    resizeDocks({integrator, particle}, {column - 220, 220}, Qt::Vertical);
    // Two plots side by side under the 3D view, each with a compact legend above its axes.
    QDockWidget* residual = findChild<QDockWidget*>(QStringLiteral("comparisonResidualDock"));
    // A short screen gives the plots a larger share: their legends, controls and tab bars
    // take the same pixels at any height.
    resizeDocks({energy}, {std::max(240, height * (height < 1000 ? 46 : 40) / 100)}, Qt::Vertical);
    // Halves of the bottom row: a share each, whatever its width (the side columns may take
    // their part of it).
    resizeDocks({energy, residual}, {1000, 1000}, Qt::Horizontal);
}

// Before the first show the docks' minimum widths are those of unpolished widgets, wider
// than they end up, and the two plot columns side by side may hold the window wider than the
// screen: the default size is applied again once they are polished.
void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    if (!m_layoutRestored && m_defaultSize.isValid()) {
        if (size() != m_defaultSize) {
            resize(m_defaultSize);
        }
        sizeDocks(m_defaultSize); // with the polished docks' minimum sizes
    }
    m_defaultSize = QSize(); // once
    unelideDockTabs();
    fitToScreen();
    // A window manager frames the window after it is shown: fit again with the real frame.
    QTimer::singleShot(0, this, &MainWindow::fitToScreen);
}

// The window with its frame inside the screen's available area: a geometry restored from a
// larger screen, or one the docks pushed wider, is shrunk and moved back.
void MainWindow::fitToScreen() {
    if (isMaximized() || isFullScreen()) {
        return;
    }
    const QRect inner = geometry();
    const QRect outer = frameGeometry();
    const QMargins frame(inner.left() - outer.left(), inner.top() - outer.top(),
                         outer.right() - inner.right(), outer.bottom() - inner.bottom());
    const QRect area = availableArea();
    const QRect fitted = fittedGeometry(inner, frame, area);
    if (fitted != inner) {
        setGeometry(fitted);
    }
    // A layout saved on a larger screen may hold the window wider than this one (side
    // columns and two plot columns at their minimum widths): this screen's default instead.
    if (!m_resettingLayout && (width() > fitted.width() || height() > fitted.height())) {
        resetLayout();
    }
}

// Tabbed docks show their whole titles ("Energy", "Stability"), with scroll arrows when the
// row is too narrow, rather than "E…", "St…". The main window makes a tab bar whenever docks
// are tabbed together, by the user too: each is set up as it is polished.
bool MainWindow::event(QEvent* event) {
    if (event->type() == QEvent::ChildPolished) {
        unelideDockTabs();
    }
    return QMainWindow::event(event);
}

void MainWindow::unelideDockTabs() {
    for (QTabBar* bar : findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
    }
}

void MainWindow::saveLayout() const {
    QSettings settings;
    settings.setValue(QStringLiteral("layout/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("layout/state"), saveState());
}

void MainWindow::restoreLayout() {
    QSettings settings;
    m_layoutRestored =
        restoreGeometry(settings.value(QStringLiteral("layout/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("layout/state")).toByteArray());
    fitToScreen();
}

// View ▸ Reset Layout: every dock back in its default place, sized for this screen.
void MainWindow::resetLayout() {
    const QScopedValueRollback resetting(m_resettingLayout, true);
    if (isMaximized() || isFullScreen()) {
        showNormal();
    }
    for (QDockWidget* dock : std::as_const(m_docks)) {
        dock->setFloating(false);
    }
    restoreState(m_defaultState);
    const QRect area = availableArea();
    const QSize size = defaultSizeFor(area.size());
    resize(size);
    move(area.topLeft()); // the frame's corner
    sizeDocks(size);
    fitToScreen();
    unelideDockTabs();
}

} // namespace clothlab::app
