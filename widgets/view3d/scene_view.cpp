// SceneView: the widget, its camera and its picking. The camera and picking are computed
// here on the CPU with the same matrices Qt 3D builds (QMatrix4x4::perspective and lookAt),
// which keeps picking exact, independent of the renderer's frame and easy to test; the Qt 3D
// scene itself lives in SceneViewScene.
#include "widgets/view3d/scene_view.h"

#include "widgets/view3d/scene_view_scene.h"
#include "widgets/view3d/spring_color_legend.h"

#include <Eigen/Geometry>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>
#include <algorithm>
#include <cmath>
#include <limits>

namespace clothlab::widgets {

namespace {

QVector3D toQt(const core::Vec3& v) {
    return QVector3D(float(v.x()), float(v.y()), float(v.z()));
}

/// Qt 3D picks its renderer when the first aspect engine starts; the OpenGL renderer runs
/// our GLSL 1.50 shaders directly (the RHI one would need them rewritten for its baker).
void preferOpenGLRenderer() {
    if (qEnvironmentVariableIsEmpty("QT3D_RENDERER"))
        qputenv("QT3D_RENDERER", "opengl");
}

} // namespace

SceneView::SceneView(QWidget* parent) : QWidget(parent) {
    preferOpenGLRenderer();
    auto* window = new Qt3DExtras::Qt3DWindow(nullptr, Qt3DRender::API::OpenGL);
    m_window = window;
    m_scene = std::make_unique<SceneViewScene>(window);
    m_scene->setTexture(builtInTexture());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    // A strip above the 3D surface: widgets cannot be painted over a native GL window.
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("sceneViewCaption"));
    m_caption->setContentsMargins(6, 2, 6, 2);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->hide();
    layout->addWidget(m_caption);
    m_container = QWidget::createWindowContainer(window, this);
    m_container->setObjectName(QStringLiteral("sceneViewContainer"));
    m_container->setMinimumSize(160, 120);
    m_container->setFocusPolicy(Qt::StrongFocus);
    m_container->setAccessibleName(tr("3D view"));
    layout->addWidget(m_container, 1);
    // Under the 3D surface, like the caption above it: nothing paints over a native GL window.
    m_legend = new SpringColorLegend(this);
    layout->addWidget(m_legend);

    window->installEventFilter(this);
    updateVisibility();
    applyCamera();
}

SceneView::~SceneView() = default;

void SceneView::setSystem(const core::System& system,
                          const std::vector<core::Obstacle>& obstacles) {
    m_positions = system.positions();
    m_orientations = system.orientations();
    m_obstacles = obstacles;
    m_contacts.clear(); // indices of the old topology
    m_triangles.clear();
    double edges = 0.0;
    for (const core::Surface& surface : system.surfaces()) {
        m_triangles.insert(m_triangles.end(), surface.triangles.begin(), surface.triangles.end());
        for (const auto& t : surface.triangles)
            edges += (m_positions.col(t[1]) - m_positions.col(t[0])).norm();
    }
    m_edgeLength = m_triangles.empty() ? 0.0 : edges / double(m_triangles.size());
    m_scene->build(system, obstacles);
    m_legend->setColoring(m_options.springColoring, m_scene->springColorRange());
    for (Eigen::Matrix3Xd& overlay : m_overlayPositions)
        overlay = m_positions;
    ++m_buildCount;
    if (m_selected >= system.particleCount())
        setSelectedParticle(-1);
    m_scene->setSelection(m_selected, m_positions);
    // A drag cannot outlive the topology it picked from.
    if (m_mouseMode == MouseMode::DragParticle)
        handleMouseRelease();
    m_mouseMode = MouseMode::None;
    if (m_buildCount == 1)
        resetCamera();
}

void SceneView::setPositions(const Eigen::Matrix3Xd& positions, const Eigen::Matrix3Xd* forces,
                             const Eigen::Matrix4Xd* orientations,
                             const std::vector<core::ContactPair>* contacts) {
    if (positions.cols() != m_positions.cols())
        return;
    m_positions = positions;
    // Kept for setSkinningNeighbours(); same size every frame, so no allocation.
    if (orientations && orientations->cols() == positions.cols())
        m_orientations = *orientations;
    else
        orientations = nullptr;
    // Kept, so that the pairs of a paused run show when the toggle is switched on.
    if (contacts)
        m_contacts = *contacts;
    else
        m_contacts.clear();
    m_scene->update(positions, forces, orientations, contacts);
    m_legend->setColoring(m_options.springColoring, m_scene->springColorRange());
    m_scene->setSelection(m_selected, m_positions);
    ++m_uploadCount;
}

void SceneView::setSkinningNeighbours(int neighbours) {
    m_skinningNeighbours = std::clamp(neighbours, 1, 8);
    const bool oriented = m_orientations.cols() == m_positions.cols();
    m_scene->setSkinningNeighbours(m_skinningNeighbours, m_positions,
                                   oriented ? &m_orientations : nullptr);
}

int SceneView::solidVertexCount() const {
    return m_scene->solidSkins().vertexCount();
}

int SceneView::shadowCount() const {
    return m_scene->shadowCount();
}

Eigen::Matrix3Xd SceneView::solidVertices() const {
    const SolidSkins& skins = m_scene->solidSkins();
    const auto* floats = reinterpret_cast<const float*>(skins.vertexBytes().constData());
    return Eigen::Map<const Eigen::Matrix3Xf>(floats, 3, skins.vertexCount()).cast<double>();
}

void SceneView::updateVisibility() {
    m_scene->setVisible(ScenePart::Surface, m_options.surface);
    m_scene->setVisible(ScenePart::Wireframe, m_options.wireframe);
    m_scene->setVisible(ScenePart::Particles, m_options.particles);
    const bool colored = m_options.springColoring != SpringColoring::None;
    m_scene->setVisible(ScenePart::StructuralSprings, m_options.springs[0] && !colored);
    m_scene->setVisible(ScenePart::ShearSprings, m_options.springs[1] && !colored);
    m_scene->setVisible(ScenePart::BendingSprings, m_options.springs[2] && !colored);
    m_scene->setVisible(ScenePart::ColoredSprings, colored);
    m_scene->setVisible(ScenePart::Forces, m_options.forces);
    m_scene->setVisible(ScenePart::Obstacles, m_options.obstacles);
    m_scene->setVisible(ScenePart::Ground, m_options.ground);
    m_scene->setVisible(ScenePart::Axes, m_options.axes);
    m_scene->setVisible(ScenePart::Contacts, m_options.contacts);
    if (m_scene->springColoring() != m_options.springColoring)
        m_scene->setSpringColoring(m_options.springColoring, m_positions);
    m_legend->setColoring(m_options.springColoring, m_scene->springColorRange());
}

void SceneView::setSpringColoring(SpringColoring coloring) {
    m_options.springColoring = coloring;
    updateVisibility();
}

void SceneView::setStiffness(const core::StiffnessTable& table) {
    m_scene->setStiffness(table, m_positions);
    m_legend->setColoring(m_options.springColoring, m_scene->springColorRange());
}

SpringColorRange SceneView::springColorRange() const {
    return m_scene->springColorRange();
}

QColor SceneView::springLineColor(int spring) const {
    return m_scene->springLineColor(spring);
}

bool SceneView::springColorsShown() const {
    return m_scene->springColorsShown();
}

void SceneView::setOptions(const SceneViewOptions& options) {
    m_options = options;
    updateVisibility();
}

void SceneView::setShowSurface(bool show) {
    m_options.surface = show;
    updateVisibility();
}

void SceneView::setWireframe(bool wireframe) {
    m_options.wireframe = wireframe;
    updateVisibility();
}

void SceneView::setShowParticles(bool show) {
    m_options.particles = show;
    updateVisibility();
}

void SceneView::setShowSprings(core::SpringKind kind, bool show) {
    m_options.springs[size_t(core::kindIndex(kind))] = show;
    updateVisibility();
}

bool SceneView::showSprings(core::SpringKind kind) const {
    return m_options.springs[size_t(core::kindIndex(kind))];
}

void SceneView::setShowContacts(bool show) {
    m_options.contacts = show;
    updateVisibility();
    m_scene->drawContacts(m_positions, &m_contacts);
}

int SceneView::contactLineCount() const {
    return m_scene->contactLineCount();
}

void SceneView::setShowForces(bool show) {
    m_options.forces = show;
    updateVisibility();
}

void SceneView::setShowObstacles(bool show) {
    m_options.obstacles = show;
    updateVisibility();
}

void SceneView::setShowGround(bool show) {
    m_options.ground = show;
    updateVisibility();
}

void SceneView::setShowAxes(bool show) {
    m_options.axes = show;
    updateVisibility();
}

void SceneView::setTexture(const QImage& image) {
    m_scene->setTexture(image.isNull() ? builtInTexture() : image);
}

void SceneView::useBuiltInTexture() {
    m_scene->setTexture(builtInTexture());
}

QImage SceneView::builtInTexture() {
    // A plain-weave fabric: 8 × 8 checks in two dyed threads, each check crossed by warp
    // and weft threads whose over/under alternation shades the cloth like a real weave.
    constexpr int kSize = 256;
    constexpr int kChecks = 8;
    constexpr int kThread = 4; // px per thread
    const QColor light(238, 230, 212);
    const QColor dark(72, 128, 160);
    QImage image(kSize, kSize, QImage::Format_RGB32);
    for (int y = 0; y < kSize; ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < kSize; ++x) {
            const bool check = ((x * kChecks / kSize) + (y * kChecks / kSize)) % 2 == 0;
            const QColor& base = check ? light : dark;
            const bool warpOver = ((x / kThread) + (y / kThread)) % 2 == 0;
            const int along = warpOver ? y % kThread : x % kThread;
            const double across = double(warpOver ? x % kThread : y % kThread) + 0.5;
            const double shade =
                0.82 + 0.18 * std::sin(M_PI * across / kThread) - 0.04 * (along == 0 ? 1.0 : 0.0);
            line[x] =
                qRgb(int(base.red() * shade), int(base.green() * shade), int(base.blue() * shade));
        }
    }
    return image;
}

void SceneView::setSurfaceColor(const QColor& color) {
    m_surfaceColor = color;
    m_scene->setSurfaceColor(color);
}

void SceneView::setOverlays(const QList<QColor>& colors) {
    m_overlayColors = colors.mid(0, kMaxOverlays);
    const auto count = size_t(m_overlayColors.size());
    // The scene starts a new copy at the opaque cloth's current positions; so does this.
    if (m_overlayPositions.size() > count)
        m_overlayPositions.resize(count);
    while (m_overlayPositions.size() < count)
        m_overlayPositions.push_back(m_positions);
    m_scene->setOverlays(std::vector<QColor>(m_overlayColors.begin(), m_overlayColors.end()));
    for (size_t k = 0; k < count; ++k)
        m_scene->updateOverlay(int(k), m_overlayPositions[k]);
}

QColor SceneView::overlayColor(int overlay) const {
    return overlay >= 0 && overlay < m_overlayColors.size() ? m_overlayColors[overlay] : QColor();
}

void SceneView::setOverlayPositions(int overlay, const Eigen::Matrix3Xd& positions) {
    if (overlay < 0 || overlay >= overlayCount() || positions.cols() != m_positions.cols())
        return;
    m_overlayPositions[size_t(overlay)] = positions;
    m_scene->updateOverlay(overlay, positions);
}

Eigen::Matrix3Xd SceneView::overlayPositions(int overlay) const {
    if (overlay < 0 || overlay >= overlayCount())
        return {};
    return m_overlayPositions[size_t(overlay)];
}

void SceneView::setSelectedParticle(int index) {
    if (index < -1 || index >= m_positions.cols())
        index = -1;
    if (index == m_selected)
        return;
    m_selected = index;
    m_scene->setSelection(m_selected, m_positions);
    emit selectedParticleChanged(index);
}

void SceneView::setCaption(const QString& caption) {
    m_caption->setText(caption);
    m_caption->setVisible(!caption.isEmpty());
}

QString SceneView::caption() const {
    return m_caption->text();
}

void SceneView::setCaptionColor(const QColor& color) {
    m_captionColor = color;
    if (!color.isValid()) {
        m_caption->setStyleSheet({});
        return;
    }
    // A wash light enough for the palette's text to stay readable on any run colour.
    m_caption->setStyleSheet(QStringLiteral("QLabel { border-left: 8px solid %1; "
                                            "background-color: rgba(%2, %3, %4, 48); "
                                            "padding-left: 4px; }")
                                 .arg(color.name(QColor::HexRgb))
                                 .arg(color.red())
                                 .arg(color.green())
                                 .arg(color.blue()));
}

int SceneView::vertexCount() const {
    return m_scene->vertexCount();
}

int SceneView::triangleCount() const {
    return m_scene->triangleCount();
}

int SceneView::springLineCount(core::SpringKind kind) const {
    return m_scene->springLineCount(kind);
}

int SceneView::particlePointCount() const {
    return m_scene->particleCount();
}

int SceneView::pinnedPointCount() const {
    return m_scene->pinnedCount();
}

const void* SceneView::positionBufferIdentity() const {
    return m_scene->positionBuffer();
}

// ---------------------------------------------------------------------------------------
// Camera

void SceneView::resetCamera() {
    core::Vec3 min;
    core::Vec3 max;
    contentBounds(min, max);
    frameBox(min, max);
}

void SceneView::contentBounds(core::Vec3& min, core::Vec3& max) const {
    sceneBounds(m_positions, m_obstacles, min, max);
    for (const Eigen::Matrix3Xd& overlay : m_overlayPositions) {
        if (overlay.cols() == 0)
            continue;
        min = min.cwiseMin(overlay.rowwise().minCoeff());
        max = max.cwiseMax(overlay.rowwise().maxCoeff());
    }
}

void SceneView::frameBox(const core::Vec3& min, const core::Vec3& max) {
    const QVector3D center = toQt(0.5 * (min + max));
    const float radius = std::max(0.5f * float((max - min).norm()), 0.05f);
    // Far enough that the bounding sphere fits the vertical field of view, from the front,
    // a little to the right and above.
    const float distance = 1.1f * radius / std::sin(qDegreesToRadians(0.5f * m_fieldOfView));
    const QVector3D direction = QVector3D(0.35f, 0.45f, 1.0f).normalized();
    SceneCameraState state;
    state.viewCenter = center;
    state.position = center + distance * direction;
    state.upVector = QVector3D(0.0f, 1.0f, 0.0f);
    setCameraState(state);
}

void SceneView::setCameraState(const SceneCameraState& state) {
    if (state == m_camera)
        return;
    m_camera = state;
    applyCamera();
    emit cameraChanged(m_camera);
}

double SceneView::cameraDistance() const {
    return double((m_camera.position - m_camera.viewCenter).length());
}

void SceneView::applyCamera() {
    Qt3DRender::QCamera* camera = m_scene->camera();
    const float distance = std::max(float(cameraDistance()), 1e-4f);
    camera->setProjectionType(Qt3DRender::QCameraLens::PerspectiveProjection);
    camera->setFieldOfView(m_fieldOfView);
    camera->setAspectRatio(float(std::max(m_window->width(), 1)) /
                           float(std::max(m_window->height(), 1)));
    camera->setNearPlane(0.01f * distance);
    camera->setFarPlane(100.0f * distance);
    camera->setPosition(m_camera.position);
    camera->setViewCenter(m_camera.viewCenter);
    camera->setUpVector(m_camera.upVector);
}

QMatrix4x4 SceneView::viewProjection() const {
    // The same matrices Qt 3D builds from the camera, computed here so that picking uses the
    // current window size even before the renderer has seen a resize.
    const float distance = std::max(float(cameraDistance()), 1e-4f);
    QMatrix4x4 projection;
    projection.perspective(m_fieldOfView,
                           float(std::max(m_window->width(), 1)) /
                               float(std::max(m_window->height(), 1)),
                           0.01f * distance, 100.0f * distance);
    QMatrix4x4 view;
    view.lookAt(m_camera.position, m_camera.viewCenter, m_camera.upVector);
    return projection * view;
}

void SceneView::orbit(const QPointF& delta) {
    constexpr float kDegreesPerPixel = 0.4f;
    const QVector3D up = m_camera.upVector.normalized();
    QVector3D offset = m_camera.position - m_camera.viewCenter;
    const QQuaternion yaw = QQuaternion::fromAxisAndAngle(up, -kDegreesPerPixel * float(delta.x()));
    offset = yaw.rotatedVector(offset);
    const QVector3D right = QVector3D::crossProduct(up, offset).normalized();
    // Keep the camera off the poles so that "up" stays meaningful.
    const float elevation = qRadiansToDegrees(
        std::asin(std::clamp(QVector3D::dotProduct(offset.normalized(), up), -1.0f, 1.0f)));
    const float pitch =
        std::clamp(kDegreesPerPixel * float(delta.y()), -85.0f - elevation, 85.0f - elevation);
    offset = QQuaternion::fromAxisAndAngle(right, -pitch).rotatedVector(offset);
    SceneCameraState state = m_camera;
    state.position = m_camera.viewCenter + offset;
    setCameraState(state);
}

void SceneView::pan(const QPointF& delta) {
    const QVector3D forward = (m_camera.viewCenter - m_camera.position).normalized();
    const QVector3D right = QVector3D::crossProduct(forward, m_camera.upVector).normalized();
    const QVector3D up = QVector3D::crossProduct(right, forward);
    // One pixel covers this many metres at the view centre's depth.
    const float perPixel = 2.0f * float(cameraDistance()) *
                           std::tan(qDegreesToRadians(0.5f * m_fieldOfView)) /
                           float(std::max(m_window->height(), 1));
    const QVector3D shift = perPixel * (-float(delta.x()) * right + float(delta.y()) * up);
    SceneCameraState state = m_camera;
    state.position += shift;
    state.viewCenter += shift;
    setCameraState(state);
}

void SceneView::zoom(double steps) {
    const float factor = float(std::pow(0.85, steps));
    const QVector3D offset = m_camera.position - m_camera.viewCenter;
    if (offset.length() * factor < 1e-3f)
        return;
    SceneCameraState state = m_camera;
    state.position = m_camera.viewCenter + factor * offset;
    setCameraState(state);
}

// ---------------------------------------------------------------------------------------
// Picking and mouse

QPointF SceneView::projectToView(const core::Vec3& point) const {
    const QVector4D clip = viewProjection() * QVector4D(toQt(point), 1.0f);
    if (clip.w() <= 0.0f)
        return QPointF(std::numeric_limits<double>::quiet_NaN(),
                       std::numeric_limits<double>::quiet_NaN());
    const double x = clip.x() / clip.w();
    const double y = clip.y() / clip.w();
    return QPointF((0.5 * x + 0.5) * m_window->width(), (0.5 - 0.5 * y) * m_window->height());
}

int SceneView::pickParticle(const QPointF& pos) const {
    // Candidates are the particles within kPickRadius on screen, nearest first; the first
    // one that no surface triangle hides from the camera wins, so a press on a folded cloth
    // picks the layer the user sees.
    const QMatrix4x4 vp = viewProjection();
    const double w = m_window->width();
    const double h = m_window->height();
    std::vector<std::pair<double, int>> candidates;
    for (Eigen::Index i = 0; i < m_positions.cols(); ++i) {
        const QVector4D clip = vp * QVector4D(toQt(m_positions.col(i)), 1.0f);
        if (clip.w() <= 0.0f)
            continue;
        const double dx = (0.5 * clip.x() / clip.w() + 0.5) * w - pos.x();
        const double dy = (0.5 - 0.5 * clip.y() / clip.w()) * h - pos.y();
        if (dx * dx + dy * dy <= kPickRadius * kPickRadius)
            candidates.emplace_back(dx * dx + dy * dy, int(i));
    }
    std::sort(candidates.begin(), candidates.end());
    for (const auto& [distance2, index] : candidates)
        if (isUnoccluded(index))
            return index;
    return candidates.empty() ? -1 : candidates.front().second;
}

bool SceneView::isUnoccluded(int particle) const {
    const QVector3D& e = m_camera.position;
    const core::Vec3 eye(e.x(), e.y(), e.z());
    const core::Vec3 p = m_positions.col(particle);
    const core::Vec3 d = p - eye;
    const double length = d.norm();
    if (length <= 0.0)
        return true;
    // Hits closer to the particle than half an edge are the particle's own neighbourhood
    // seen at a grazing angle, not a layer in front of it.
    const double tMax = 1.0 - 0.5 * m_edgeLength / length;
    for (const auto& t : m_triangles) {
        if (t[0] == particle || t[1] == particle || t[2] == particle)
            continue;
        // Möller–Trumbore ray/triangle intersection, ray eye + s·d with s in (0, tMax).
        const core::Vec3 a = m_positions.col(t[0]);
        const core::Vec3 e1 = core::Vec3(m_positions.col(t[1])) - a;
        const core::Vec3 e2 = core::Vec3(m_positions.col(t[2])) - a;
        const core::Vec3 q = d.cross(e2);
        const double det = e1.dot(q);
        if (std::abs(det) < 1e-14)
            continue;
        const core::Vec3 s = (eye - a) / det;
        const double u = s.dot(q);
        const core::Vec3 r = s.cross(e1);
        const double v = d.dot(r);
        const double along = e2.dot(r);
        // A little slack on the barycentric bounds: a ray through a shared edge must not
        // slip between the two triangles.
        constexpr double kSlack = 1e-7;
        if (u >= -kSlack && v >= -kSlack && u + v <= 1.0 + kSlack && along > 0.0 && along < tMax)
            return false;
    }
    return true;
}

bool SceneView::rayThrough(const QPointF& pos, QVector3D& origin, QVector3D& direction) const {
    bool invertible = false;
    const QMatrix4x4 inverse = viewProjection().inverted(&invertible);
    if (!invertible)
        return false;
    const float x = float(2.0 * pos.x() / std::max(m_window->width(), 1) - 1.0);
    const float y = float(1.0 - 2.0 * pos.y() / std::max(m_window->height(), 1));
    const QVector4D nearPoint = inverse * QVector4D(x, y, -1.0f, 1.0f);
    const QVector4D farPoint = inverse * QVector4D(x, y, 1.0f, 1.0f);
    origin = nearPoint.toVector3DAffine();
    direction = (farPoint.toVector3DAffine() - origin).normalized();
    return true;
}

bool SceneView::handleMousePress(const QPointF& pos, Qt::MouseButton button,
                                 Qt::KeyboardModifiers modifiers) {
    m_lastMouse = pos;
    const bool shift = modifiers.testFlag(Qt::ShiftModifier);
    if (button == Qt::MiddleButton || (button == Qt::LeftButton && shift)) {
        m_mouseMode = MouseMode::Pan;
        return true;
    }
    if (button != Qt::LeftButton)
        return false;
    const int picked = pickParticle(pos);
    if (picked < 0) {
        m_mouseMode = MouseMode::Orbit;
        return true;
    }
    m_mouseMode = MouseMode::DragParticle;
    m_dragParticle = picked;
    m_dragPlanePoint = toQt(m_positions.col(picked));
    m_dragPlaneNormal = (m_camera.viewCenter - m_camera.position).normalized();
    setSelectedParticle(picked);
    emit particlePressed(picked);
    return true;
}

bool SceneView::handleMouseMove(const QPointF& pos) {
    const QPointF delta = pos - m_lastMouse;
    m_lastMouse = pos;
    switch (m_mouseMode) {
    case MouseMode::None:
        return false;
    case MouseMode::Orbit:
        orbit(delta);
        return true;
    case MouseMode::Pan:
        pan(delta);
        return true;
    case MouseMode::DragParticle:
        break;
    }
    QVector3D origin;
    QVector3D direction;
    if (!rayThrough(pos, origin, direction))
        return true;
    const float denominator = QVector3D::dotProduct(direction, m_dragPlaneNormal);
    if (std::abs(denominator) < 1e-6f)
        return true;
    const float t =
        QVector3D::dotProduct(m_dragPlanePoint - origin, m_dragPlaneNormal) / denominator;
    const QVector3D target = origin + t * direction;
    emit particleDragged(m_dragParticle, core::Vec3(target.x(), target.y(), target.z()));
    return true;
}

bool SceneView::handleMouseRelease() {
    const MouseMode mode = m_mouseMode;
    m_mouseMode = MouseMode::None;
    if (mode == MouseMode::DragParticle) {
        const int particle = m_dragParticle;
        m_dragParticle = -1;
        emit particleReleased(particle);
    }
    return mode != MouseMode::None;
}

bool SceneView::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_window)
        return QWidget::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        return handleMousePress(mouse->position(), mouse->button(), mouse->modifiers());
    }
    case QEvent::MouseMove:
        return handleMouseMove(static_cast<QMouseEvent*>(event)->position());
    case QEvent::MouseButtonRelease:
        return handleMouseRelease();
    case QEvent::Wheel:
        zoom(static_cast<QWheelEvent*>(event)->angleDelta().y() / 120.0);
        return true;
    case QEvent::Resize:
        applyCamera();
        return false;
    default:
        return QWidget::eventFilter(watched, event);
    }
}

// ---------------------------------------------------------------------------------------
// Capture

QPixmap SceneView::grabWithViews(QWidget* widget) {
    QPixmap pixmap = widget->grab();
    QPainter painter(&pixmap);
    QList<SceneView*> views = widget->findChildren<SceneView*>();
    if (auto* self = qobject_cast<SceneView*>(widget))
        views.prepend(self);
    for (SceneView* view : views) {
        if (!view->isVisibleTo(widget) && view != widget)
            continue;
        const QImage image = view->renderToImage();
        if (image.isNull())
            continue;
        const QPoint origin = view->m_container->mapTo(widget, QPoint(0, 0));
        painter.drawImage(QRect(origin, view->m_container->size()), image);
    }
    return pixmap;
}

QImage SceneView::renderToImage(const QSize& size, bool transparentBackground) {
    if (!m_window->isExposed())
        return {};
    const QSize target = size.isEmpty() ? m_window->size() * m_window->devicePixelRatio() : size;
    constexpr int kMaxSide = 8192;
    if (target.isEmpty() || std::max(target.width(), target.height()) > kMaxSide)
        return {};
    QColor background = m_scene->background();
    if (transparentBackground)
        background.setAlpha(0);
    // The first frame after a rebuild or a new image size can precede the upload of the
    // geometry and the attachments; one frame drawn and thrown away lets them settle.
    const bool settle = m_capturedBuild != m_buildCount || m_capturedSize != target;
    m_capturedBuild = m_buildCount;
    m_capturedSize = target;
    const QImage image = m_scene->renderOffscreen(target, background, settle);
    return image.isNull() ? image : image.convertToFormat(QImage::Format_ARGB32);
}

} // namespace clothlab::widgets
