// ComparisonView: SceneViews in a grid or one view with overlays. Creating a Qt 3D window
// costs tens of milliseconds and a GL context, so the views form a pool: a view that is not
// needed (fewer runs, overlay mode) is hidden and kept, with the system and camera of the
// others, and shown again when needed. Cameras are linked through one state held here: a
// change in any view is copied to every other, guarded so that the copies do not echo.
#include "widgets/view3d/comparison_view.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

namespace clothlab::widgets {

namespace {

/// Columns (width) and rows (height) of the split grid for `count` views.
QSize gridFor(int count) {
    if (count <= 0)
        return {0, 0};
    if (count == 1)
        return {1, 1};
    if (count == 2)
        return {2, 1};
    if (count <= 4)
        return {2, 2};
    return {3, 2};
}

QPixmap swatch(const QColor& color) {
    QPixmap pixmap(12, 12);
    pixmap.fill(color.isValid() ? color : QColor(Qt::gray));
    return pixmap;
}

} // namespace

ComparisonView::ComparisonView(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    auto* header = new QHBoxLayout;
    header->setContentsMargins(4, 2, 4, 2);
    createHeader(header);
    layout->addLayout(header);

    m_legend = new QWidget(this);
    m_legend->setObjectName(QStringLiteral("comparisonLegend"));
    m_legendLayout = new QHBoxLayout(m_legend);
    m_legendLayout->setContentsMargins(6, 0, 6, 0);
    m_legend->hide();
    layout->addWidget(m_legend);

    m_stack = new QStackedWidget(this);
    // Without runs: what to do, and the button that sets a comparison up.
    m_hintPage = new QWidget(m_stack);
    auto* hintLayout = new QVBoxLayout(m_hintPage);
    m_hint = new QLabel(m_hintPage);
    m_hint->setObjectName(QStringLiteral("comparisonHint"));
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_compareButton = new QPushButton(m_hintPage);
    m_compareButton->setObjectName(QStringLiteral("compareIntegratorsButton"));
    connect(m_compareButton, &QPushButton::clicked, this, &ComparisonView::compareRequested);
    hintLayout->addStretch(1);
    hintLayout->addWidget(m_hint);
    hintLayout->addWidget(m_compareButton, 0, Qt::AlignHCenter);
    hintLayout->addStretch(1);
    m_stack->addWidget(m_hintPage);
    m_grid = new QWidget(m_stack);
    m_gridLayout = new QGridLayout(m_grid);
    m_gridLayout->setObjectName(QStringLiteral("comparisonGrid"));
    m_gridLayout->setContentsMargins(0, 0, 0, 0);
    m_gridLayout->setSpacing(3);
    m_stack->addWidget(m_grid);
    layout->addWidget(m_stack, 1);

    retranslate();
}

ComparisonView::~ComparisonView() = default;

void ComparisonView::createHeader(QHBoxLayout* header) {
    m_modeLabel = new QLabel(this);
    m_splitButton = new QToolButton(this);
    m_splitButton->setObjectName(QStringLiteral("comparisonSplit"));
    m_overlayButton = new QToolButton(this);
    m_overlayButton->setObjectName(QStringLiteral("comparisonOverlay"));
    m_modeGroup = new QButtonGroup(this);
    for (QToolButton* button : {m_splitButton, m_overlayButton}) {
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        m_modeGroup->addButton(button);
    }
    m_splitButton->setChecked(true);
    connect(m_splitButton, &QToolButton::clicked, this, [this] { setMode(Mode::Split); });
    connect(m_overlayButton, &QToolButton::clicked, this, [this] { setMode(Mode::Overlay); });

    m_primaryLabel = new QLabel(this);
    m_primaryBox = new QComboBox(this);
    m_primaryBox->setObjectName(QStringLiteral("comparisonPrimary"));
    // Not as wide as the longest run name: the header sets the central view's minimum width.
    m_primaryBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_primaryBox->setMinimumContentsLength(12);
    m_primaryLabel->setBuddy(m_primaryBox);
    connect(m_primaryBox, &QComboBox::activated, this,
            [this](int index) { setPrimaryRun(m_primaryBox->itemData(index).toInt()); });

    m_resetButton = new QToolButton(this);
    m_resetButton->setObjectName(QStringLiteral("comparisonResetCamera"));
    connect(m_resetButton, &QToolButton::clicked, this, &ComparisonView::resetCamera);

    m_notShownLabel = new QLabel(this);
    m_notShownLabel->setObjectName(QStringLiteral("comparisonNotShown"));
    m_notShownLabel->hide();

    header->addWidget(m_modeLabel);
    header->addWidget(m_splitButton);
    header->addWidget(m_overlayButton);
    header->addSpacing(12);
    header->addWidget(m_primaryLabel);
    header->addWidget(m_primaryBox);
    header->addSpacing(12);
    header->addWidget(m_resetButton);
    header->addStretch(1);
    header->addWidget(m_notShownLabel);
}

void ComparisonView::retranslate() {
    m_modeLabel->setText(tr("View:"));
    m_splitButton->setText(tr("Split"));
    m_splitButton->setToolTip(tr("One 3D view per run, side by side, with linked cameras"));
    m_overlayButton->setText(tr("Overlay"));
    m_overlayButton->setToolTip(
        tr("All runs in one 3D view: the primary run opaque, the others translucent"));
    m_primaryLabel->setText(tr("&Primary run:"));
    m_primaryBox->setToolTip(tr("The run drawn opaque in the overlay view"));
    m_resetButton->setText(tr("Reset Camera"));
    m_resetButton->setToolTip(tr("Frame every shown run in every view"));
    m_compareButton->setText(tr("Compare Integrators…"));
    m_compareButton->setToolTip(
        tr("Pick methods by family and how each gets its time step; the runs are set up for you"));
    updateHeader();
}

void ComparisonView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// ---------------------------------------------------------------------------------------
// Runs and views

void ComparisonView::setSystem(const core::System& system,
                               const std::vector<core::Obstacle>& obstacles) {
    m_system = system;
    m_obstacles = obstacles;
    m_hasSystem = true;
    for (Eigen::Matrix3Xd& positions : m_positions)
        positions = system.positions();
    // Hidden views too: a view shown later must not show an older topology.
    for (SceneView* view : m_views)
        view->setSystem(system, obstacles);
    showRunsInViews();
    resetCamera();
}

void ComparisonView::setRuns(const QList<Run>& runs) {
    m_runs = runs;
    m_positions.resize(size_t(runs.size()), m_system.positions());
    m_shown.clear();
    m_notShown.clear();
    for (int r = 0; r < runs.size(); ++r)
        if (runs[r].visible)
            (m_shown.size() < kMaxShown ? m_shown : m_notShown).append(r);
    const int primary = m_primary;
    if (!m_shown.contains(m_primary))
        m_primary = m_shown.isEmpty() ? -1 : m_shown.front();
    layoutViews();
    showRunsInViews();
    updateHeader();
    if (!m_cameraSet && viewCount() > 0)
        resetCamera();
    if (m_primary != primary)
        emit primaryRunChanged(m_primary);
}

void ComparisonView::setPositions(int run, const Eigen::Matrix3Xd& positions,
                                  const Eigen::Matrix3Xd* forces,
                                  const std::vector<core::ContactPair>* contacts) {
    if (run < 0 || run >= int(m_positions.size()) ||
        positions.cols() != m_system.positions().cols())
        return;
    m_positions[size_t(run)] = positions;
    const int shownAt = int(m_shown.indexOf(run));
    if (shownAt < 0 || viewCount() == 0)
        return;
    if (m_mode == Mode::Split) {
        m_views[size_t(shownAt)]->setPositions(positions, forces, nullptr, contacts);
    } else if (run == m_primary) {
        m_views.front()->setPositions(positions, forces, nullptr, contacts);
    } else {
        // Overlays follow the shown order with the primary run left out.
        const int overlay = shownAt - (int(m_shown.indexOf(m_primary)) < shownAt ? 1 : 0);
        m_views.front()->setOverlayPositions(overlay, positions);
    }
}

void ComparisonView::setMode(Mode mode) {
    if (mode == m_mode)
        return;
    m_mode = mode;
    layoutViews();
    showRunsInViews();
    updateHeader();
    emit modeChanged(mode);
}

void ComparisonView::setPrimaryRun(int run) {
    if (!m_shown.contains(run))
        run = m_shown.isEmpty() ? -1 : m_shown.front();
    if (run == m_primary)
        return;
    m_primary = run;
    showRunsInViews();
    updateHeader();
    emit primaryRunChanged(run);
}

QSize ComparisonView::gridShape() const {
    return m_mode == Mode::Split ? gridFor(viewCount()) : QSize();
}

int ComparisonView::viewCount() const {
    if (m_shown.isEmpty())
        return 0;
    return m_mode == Mode::Split ? int(m_shown.size()) : 1;
}

SceneView* ComparisonView::sceneView(int index) const {
    return index >= 0 && index < viewCount() ? m_views[size_t(index)] : nullptr;
}

SceneView* ComparisonView::createView() {
    auto* view = new SceneView(m_grid);
    view->setObjectName(QStringLiteral("comparisonSceneView%1").arg(m_views.size()));
    view->setOptions(m_options);
    if (!m_texture.isNull())
        view->setTexture(m_texture);
    // The system first: a view's first build frames its own content and emits the camera,
    // which must not be copied to the others.
    if (m_hasSystem)
        view->setSystem(m_system, m_obstacles);
    if (m_cameraSet)
        view->setCameraState(m_camera);
    connect(view, &SceneView::cameraChanged, this, &ComparisonView::linkCamera);
    connect(view, &SceneView::particlePressed, this, &ComparisonView::particlePressed);
    connect(view, &SceneView::particleDragged, this, &ComparisonView::particleDragged);
    connect(view, &SceneView::particleReleased, this, &ComparisonView::particleReleased);
    // The particle picked in one view is marked in all of them.
    connect(view, &SceneView::selectedParticleChanged, this, [this](int index) {
        for (SceneView* other : m_views)
            other->setSelectedParticle(index);
    });
    m_views.push_back(view);
    return view;
}

void ComparisonView::layoutViews() {
    const int count = viewCount();
    while (int(m_views.size()) < count)
        createView();
    const QSize shape = m_mode == Mode::Split ? gridFor(count) : QSize(count, count);
    m_stack->setCurrentWidget(count > 0 ? m_grid : m_hintPage);
    // The grid is rebuilt only when its shape changes: moving the native 3D windows around
    // is not free, and callers update the runs' captions often.
    if (shape == m_layoutShape && m_gridLayout->count() == count)
        return;
    m_layoutShape = shape;
    for (SceneView* view : m_views)
        m_gridLayout->removeWidget(view);
    for (int k = 0; k < int(m_views.size()); ++k) {
        SceneView* view = m_views[size_t(k)];
        if (k < count)
            m_gridLayout->addWidget(view, k / std::max(shape.width(), 1),
                                    k % std::max(shape.width(), 1));
        view->setVisible(k < count);
    }
    for (int r = 0; r < 3; ++r)
        m_gridLayout->setRowStretch(r, r < shape.height() ? 1 : 0);
    for (int c = 0; c < 3; ++c)
        m_gridLayout->setColumnStretch(c, c < shape.width() ? 1 : 0);
}

void ComparisonView::showRunsInViews() {
    if (viewCount() == 0)
        return;
    if (m_mode == Mode::Split) {
        for (int k = 0; k < m_shown.size(); ++k) {
            const int run = m_shown[k];
            SceneView* view = m_views[size_t(k)];
            view->setOverlays({});
            view->setSurfaceColor(m_runs[run].color);
            view->setCaption(m_runs[run].caption);
            view->setCaptionColor(m_runs[run].color);
            view->setStiffness(m_runs[run].stiffness.value_or(m_system.stiffness()));
            view->setPositions(m_positions[size_t(run)]);
        }
        return;
    }
    SceneView* view = m_views.front();
    const Run& primary = m_runs[m_primary];
    view->setSurfaceColor(primary.color);
    view->setCaption(primary.caption);
    view->setCaptionColor(primary.color);
    view->setStiffness(primary.stiffness.value_or(m_system.stiffness()));
    view->setPositions(m_positions[size_t(m_primary)]);
    QList<QColor> colors;
    QList<int> others;
    for (int run : m_shown) {
        if (run == m_primary)
            continue;
        colors.append(m_runs[run].color);
        others.append(run);
    }
    view->setOverlays(colors);
    for (int k = 0; k < others.size(); ++k)
        view->setOverlayPositions(k, m_positions[size_t(others[k])]);
}

void ComparisonView::updateHeader() {
    const bool overlay = m_mode == Mode::Overlay;
    m_splitButton->setChecked(!overlay);
    m_overlayButton->setChecked(overlay);
    m_primaryLabel->setEnabled(overlay);
    m_primaryBox->setEnabled(overlay && m_shown.size() > 1);
    m_resetButton->setEnabled(viewCount() > 0);

    m_primaryBox->clear();
    for (int run : m_shown)
        m_primaryBox->addItem(swatch(m_runs[run].color), m_runs[run].caption, run);
    m_primaryBox->setCurrentIndex(m_primaryBox->findData(m_primary));

    QStringList notShown;
    for (int run : m_notShown)
        notShown.append(m_runs[run].caption);
    m_notShownLabel->setText(
        tr("Not shown (at most %1 views): %2").arg(kMaxShown).arg(notShown.join(tr(", "))));
    m_notShownLabel->setVisible(!notShown.isEmpty());

    m_hint->setText(
        m_runs.isEmpty()
            ? tr("Set up a comparison, or add runs in the Runs panel, to compare integrators "
                 "side by side.")
            : tr("Every run is hidden: tick one in the Runs panel to show it."));
    m_compareButton->setVisible(m_runs.isEmpty());

    // The overlay view's caption names the primary run; the legend names the others.
    while (QLayoutItem* item = m_legendLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_legend->setVisible(overlay && m_shown.size() > 1);
    if (!m_legend->isVisible())
        return;
    // Shown and laid out at once: a layout shows new children and places them only from the
    // event loop, after a screenshot taken right away.
    auto add = [this](QLabel* label) {
        m_legendLayout->addWidget(label);
        label->show();
        return label;
    };
    add(new QLabel(tr("Translucent:"), m_legend));
    for (int run : m_shown) {
        if (run == m_primary)
            continue;
        add(new QLabel(m_legend))->setPixmap(swatch(m_runs[run].color));
        add(new QLabel(m_runs[run].caption, m_legend));
        m_legendLayout->addSpacing(10);
    }
    m_legendLayout->addStretch(1);
    m_legendLayout->activate();
}

// ---------------------------------------------------------------------------------------
// Camera

void ComparisonView::linkCamera(const SceneCameraState& state) {
    if (m_linking)
        return;
    m_linking = true;
    m_camera = state;
    m_cameraSet = true;
    for (SceneView* view : m_views)
        view->setCameraState(state);
    m_linking = false;
}

void ComparisonView::resetCamera() {
    const int count = viewCount();
    if (count == 0)
        return;
    core::Vec3 min;
    core::Vec3 max;
    m_views.front()->contentBounds(min, max);
    for (int k = 1; k < count; ++k) {
        core::Vec3 viewMin;
        core::Vec3 viewMax;
        m_views[size_t(k)]->contentBounds(viewMin, viewMax);
        min = min.cwiseMin(viewMin);
        max = max.cwiseMax(viewMax);
    }
    m_views.front()->frameBox(min, max);
}

// ---------------------------------------------------------------------------------------
// View toggles

void ComparisonView::setOptions(const SceneViewOptions& options) {
    m_options = options;
    for (SceneView* view : m_views)
        view->setOptions(options);
}

void ComparisonView::setOption(bool SceneViewOptions::*option, bool value) {
    SceneViewOptions options = m_options;
    options.*option = value;
    setOptions(options);
}

void ComparisonView::setShowSurface(bool show) {
    setOption(&SceneViewOptions::surface, show);
}

void ComparisonView::setWireframe(bool wireframe) {
    setOption(&SceneViewOptions::wireframe, wireframe);
}

void ComparisonView::setShowParticles(bool show) {
    setOption(&SceneViewOptions::particles, show);
}

void ComparisonView::setShowSprings(core::SpringKind kind, bool show) {
    SceneViewOptions options = m_options;
    options.springs[size_t(core::kindIndex(kind))] = show;
    setOptions(options);
}

void ComparisonView::setShowForces(bool show) {
    setOption(&SceneViewOptions::forces, show);
}

void ComparisonView::setShowContacts(bool show) {
    setOption(&SceneViewOptions::contacts, show);
}

void ComparisonView::setShowObstacles(bool show) {
    setOption(&SceneViewOptions::obstacles, show);
}

void ComparisonView::setShowGround(bool show) {
    setOption(&SceneViewOptions::ground, show);
}

void ComparisonView::setShowAxes(bool show) {
    setOption(&SceneViewOptions::axes, show);
}

void ComparisonView::setSpringColoring(SpringColoring coloring) {
    SceneViewOptions options = m_options;
    options.springColoring = coloring;
    setOptions(options);
}

void ComparisonView::setStiffness(const core::StiffnessTable& table) {
    m_system.setStiffness(table);
    showRunsInViews();
}

void ComparisonView::setTexture(const QImage& image) {
    m_texture = image;
    for (SceneView* view : m_views)
        view->setTexture(image);
}

} // namespace clothlab::widgets
