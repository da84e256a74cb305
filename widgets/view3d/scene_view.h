// The 3D view of a system: shaded cloth, particles, springs, forces, obstacles, ground and
// axes, with an orbit/pan/zoom camera and particle picking. Qt 3D stays behind this class.
#pragma once

#include "core/base/types.h"
#include "core/contact/cloth_contact.h"
#include "core/contact/obstacles.h"
#include "core/model/system.h"
#include "widgets/view3d/spring_coloring.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QMatrix4x4>
#include <QPixmap>
#include <QPointF>
#include <QVector3D>
#include <QWidget>
#include <array>
#include <memory>
#include <vector>

class QLabel;
class QWindow;

namespace clothlab::widgets {

class SceneViewScene;
class SpringColorLegend;

/// Where the camera is: position and view centre (m, world frame) and the up direction.
/// Views that show runs side by side share one state.
struct SceneCameraState {
    QVector3D position{0.0f, 1.0f, 4.0f};
    QVector3D viewCenter{0.0f, 1.0f, 0.0f};
    QVector3D upVector{0.0f, 1.0f, 0.0f};
    bool operator==(const SceneCameraState&) const = default;
};

/// What a view draws besides the cloth's geometry; views shown side by side share one.
struct SceneViewOptions {
    bool surface = true;    ///< shaded surfaces, and surface-less bodies as beads on threads
    bool wireframe = false; ///< triangle edges of the surfaces
    bool particles = false; ///< free particles as dots (pinned ones are always marked)
    std::array<bool, core::kSpringKindCount> springs{false, false, false}; ///< per kind
    bool forces = false;
    bool obstacles = true;
    bool ground = true;
    bool axes = true;
    bool contacts = false; ///< the last step's contact pairs, one line each
    /// Every spring (all kinds, whatever `springs` says) in the colour of its strain or
    /// energy at the frame shown, with a colour bar; None: the kinds in `springs`, each in
    /// its own colour.
    SpringColoring springColoring = SpringColoring::None;
    bool operator==(const SceneViewOptions&) const = default;
};

/// Shows one system in 3D. setSystem() builds the geometry for a topology; setPositions()
/// updates the same buffers in place every frame. The mouse orbits (left drag on empty
/// space), pans (middle drag or Shift + left drag) and zooms (wheel); a left press within
/// kPickRadius pixels of a particle picks it (the nearest on screen that no surface hides)
/// and drags it instead of the camera.
class SceneView : public QWidget {
    Q_OBJECT

public:
    /// Screen distance (logical px) within which a press picks the nearest particle.
    static constexpr double kPickRadius = 12.0;

    explicit SceneView(QWidget* parent = nullptr);
    ~SceneView() override;

    /// Rebuilds every mesh for `system` (surfaces, particles, springs per kind) and the
    /// obstacles, ground and axes. Copies what it needs; keeps no reference to the arguments.
    void setSystem(const core::System& system, const std::vector<core::Obstacle>& obstacles);
    /// Moves the particles (3 × particleCount(), m) and, when given and shown, draws one
    /// force vector per free particle (N, scaled so the largest is about two spring lengths).
    /// Solids are skinned to the particles with `orientations` (unit quaternions x, y, z, w,
    /// 4 × particleCount()); without them (null or another size) with the orientations of
    /// setSystem(). Updates the buffers of the last setSystem() in place; a size mismatch of
    /// the positions is ignored.
    /// `contacts`, when given and shown, are the pairs the step that gave these positions
    /// responded to (core::Simulation::lastContactPairs()), drawn as lines between the
    /// closest points of their two elements.
    void setPositions(const Eigen::Matrix3Xd& positions, const Eigen::Matrix3Xd* forces = nullptr,
                      const Eigen::Matrix4Xd* orientations = nullptr,
                      const std::vector<core::ContactPair>* contacts = nullptr);

    /// How many nearest particles each vertex of a solid's mesh follows (R2: 1 kinks at large
    /// deformation, 3 blends smoothly); 1 to 8, default 3. Rebinds the meshes only (no
    /// geometry rebuild) and redraws them at the current positions.
    void setSkinningNeighbours(int neighbours);
    int skinningNeighbours() const { return m_skinningNeighbours; }
    /// Vertices of the solids' skinned meshes, all solids together.
    int solidVertexCount() const;
    /// Those vertices as drawn (m, 3 × solidVertexCount()), solid after solid in body order.
    Eigen::Matrix3Xd solidVertices() const;
    /// Soft shadows drawn on the floor (a plane obstacle facing up) under the Ground toggle,
    /// one per solid; 0 without a floor.
    int shadowCount() const;

    /// The shaded surfaces, and bodies without a surface (chains) as beads on threads.
    void setShowSurface(bool show);
    /// Draws the triangle edges of the surfaces (over the shaded surface when it is shown).
    void setWireframe(bool wireframe);
    /// Free particles as dots (off by default); pinned particles are always marked.
    void setShowParticles(bool show);
    void setShowSprings(core::SpringKind kind, bool show);
    void setShowForces(bool show);
    void setShowObstacles(bool show);
    void setShowGround(bool show);
    void setShowAxes(bool show);
    /// Contact pairs of the last step (off by default); shown from the next setPositions().
    void setShowContacts(bool show);
    bool showContacts() const { return m_options.contacts; }
    /// Contact lines drawn now.
    int contactLineCount() const;
    bool showSurface() const { return m_options.surface; }
    bool wireframe() const { return m_options.wireframe; }
    bool showParticles() const { return m_options.particles; }
    bool showSprings(core::SpringKind kind) const;
    bool showForces() const { return m_options.forces; }
    bool showObstacles() const { return m_options.obstacles; }
    bool showGround() const { return m_options.ground; }
    bool showAxes() const { return m_options.axes; }
    /// Colours every spring by its strain or elastic energy at the positions shown (and at
    /// every later setPositions()), over an automatic range, with a colour bar under the
    /// view naming the quantity and the range; None returns to the kinds' colours.
    void setSpringColoring(SpringColoring coloring);
    SpringColoring springColoring() const { return m_options.springColoring; }
    /// The stiffness table the energies use, after an edit of the table (setSystem() takes
    /// the system's); recolours at once. Strains do not depend on it.
    void setStiffness(const core::StiffnessTable& table);
    /// The range the spring colours span now (empty while not coloured).
    SpringColorRange springColorRange() const;
    /// The colour spring `spring` (index into System::springs()) is drawn in now: the vertex
    /// colour uploaded for it while coloured, else its kind's colour. Invalid out of range.
    QColor springLineColor(int spring) const;
    /// True while the coloured springs are drawn.
    bool springColorsShown() const;
    /// The colour bar under the 3D area (hidden while not coloured).
    const SpringColorLegend* springColorLegend() const { return m_legend; }
    /// All the toggles above at once.
    void setOptions(const SceneViewOptions& options);
    SceneViewOptions options() const { return m_options; }

    /// Maps `image` over each surface once (uv 0…1); images larger than 512 px a side are
    /// reduced first. A null image restores the built-in one.
    void setTexture(const QImage& image);
    /// The built-in woven checker fabric.
    void useBuiltInTexture();
    static QImage builtInTexture();

    /// Shows the shaded surfaces in a run's colour: the texture's light and dark become
    /// light and dark shades of `color`. An invalid colour (the default) shows the texture
    /// as it is.
    void setSurfaceColor(const QColor& color);
    QColor surfaceColor() const { return m_surfaceColor; }

    /// Most overlays one view draws.
    static constexpr int kMaxOverlays = 5;
    /// Other runs of the same system drawn over this one: one translucent copy of the
    /// surfaces (and of surface-less bodies, as lines) per colour, alpha 0.4, after
    /// the opaque scene so that it shows through them and hides them where it is in front.
    /// Colours past kMaxOverlays are ignored. A copy starts at the current positions; a kept
    /// one (same index) keeps its positions until setOverlayPositions() or setSystem().
    void setOverlays(const QList<QColor>& colors);
    int overlayCount() const { return int(m_overlayPositions.size()); }
    /// The colour given for `overlay` (as given, alpha included); invalid when out of range.
    QColor overlayColor(int overlay) const;
    /// Moves one overlay (3 × particleCount(), m) in place, like setPositions(); a size
    /// mismatch or an overlay out of range is ignored.
    void setOverlayPositions(int overlay, const Eigen::Matrix3Xd& positions);
    /// Positions of one overlay (m); empty when out of range.
    Eigen::Matrix3Xd overlayPositions(int overlay) const;

    /// Frames the bounding box of the particles, overlays and bounded obstacles.
    void resetCamera();
    /// That bounding box (m): what resetCamera() frames.
    void contentBounds(core::Vec3& min, core::Vec3& max) const;
    /// Looks at the box `min`…`max` (m) from the front, a little to the right and above,
    /// from far enough that its bounding sphere fills the field of view.
    void frameBox(const core::Vec3& min, const core::Vec3& max);
    SceneCameraState cameraState() const { return m_camera; }
    /// Moves the camera; emits cameraChanged() when the state differs.
    void setCameraState(const SceneCameraState& state);
    /// Distance from the camera to its view centre, m.
    double cameraDistance() const;

    /// Highlighted particle, −1 for none.
    int selectedParticle() const { return m_selected; }
    void setSelectedParticle(int index);

    /// Window position (logical px, origin top left) where `point` (m) appears.
    QPointF projectToView(const core::Vec3& point) const;

    /// Renders the current view offscreen at `size` pixels (empty: the window's size in
    /// device pixels; at most 8192 a side) with the window's camera; the field of view is
    /// kept vertically. With `transparentBackground` the background has alpha 0. Spins a
    /// local event loop until the frame is captured (at most 5 s); returns a null image if
    /// the view has not been shown yet or the capture failed.
    QImage renderToImage(const QSize& size = {}, bool transparentBackground = false);

    /// QWidget::grab() leaves the 3D area empty (it is a native OpenGL window): this grabs
    /// `widget` and paints over it the 3D content of every visible SceneView inside it (or
    /// of `widget` itself). For screenshots of whole windows.
    static QPixmap grabWithViews(QWidget* widget);

    /// Short text (integrator, dt, status) shown at the top of the view; empty hides it.
    void setCaption(const QString& caption);
    QString caption() const;
    /// Marks the caption with a run's colour (a bar at its left and a light wash of the
    /// colour); an invalid colour removes the mark.
    void setCaptionColor(const QColor& color);
    QColor captionColor() const { return m_captionColor; }

    /// Vertices of the shaded surfaces (one per surface particle).
    int vertexCount() const;
    int triangleCount() const;
    /// Line segments drawn for springs of one kind.
    int springLineCount(core::SpringKind kind) const;
    int particlePointCount() const;
    int pinnedPointCount() const;
    /// How often setSystem() rebuilt the geometry; setPositions() never does.
    int geometryBuildCount() const { return m_buildCount; }
    /// How often setPositions() uploaded positions into the existing buffers.
    int positionUploadCount() const { return m_uploadCount; }
    /// Identity of the particle position buffer (stable across setPositions()).
    const void* positionBufferIdentity() const;
    /// The window that receives the mouse (for tests that drive it with QTest).
    QWindow* viewWindow() const { return m_window; }

signals:
    void particlePressed(int index);
    /// `target` (m) lies on the plane through the particle's position at the press that
    /// faces the camera, under the mouse.
    void particleDragged(int index, const clothlab::core::Vec3& target);
    void particleReleased(int index);
    void selectedParticleChanged(int index);
    void cameraChanged(const clothlab::widgets::SceneCameraState& state);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool handleMousePress(const QPointF& pos, Qt::MouseButton button,
                          Qt::KeyboardModifiers modifiers);
    bool handleMouseMove(const QPointF& pos);
    bool handleMouseRelease();
    void orbit(const QPointF& delta);
    void pan(const QPointF& delta);
    void zoom(double steps);
    void applyCamera();
    int pickParticle(const QPointF& pos) const;
    bool isUnoccluded(int particle) const;
    bool rayThrough(const QPointF& pos, QVector3D& origin, QVector3D& direction) const;
    QMatrix4x4 viewProjection() const;
    void updateVisibility();

    enum class MouseMode { None, Orbit, Pan, DragParticle };

    QWindow* m_window = nullptr; ///< the Qt 3D window, owned by its container
    QWidget* m_container = nullptr;
    QLabel* m_caption = nullptr;
    SpringColorLegend* m_legend = nullptr;
    std::unique_ptr<SceneViewScene> m_scene;
    Eigen::Matrix3Xd m_positions;
    Eigen::Matrix4Xd m_orientations; ///< of the last setPositions(), 4 × 0 when none given
    int m_skinningNeighbours = 3;
    std::vector<Eigen::Matrix3Xd> m_overlayPositions;
    QList<QColor> m_overlayColors;
    QColor m_surfaceColor;
    QColor m_captionColor;
    std::vector<core::Obstacle> m_obstacles;
    std::vector<std::array<int, 3>> m_triangles; ///< of every surface, for occlusion
    double m_edgeLength = 0.0;                   ///< mean first-edge length at setSystem, m
    SceneCameraState m_camera;
    float m_fieldOfView = 40.0f; ///< vertical, degrees
    int m_selected = -1;
    int m_buildCount = 0;
    int m_uploadCount = 0;
    std::vector<core::ContactPair> m_contacts; ///< of the last setPositions()
    int m_capturedBuild = 0;                   ///< m_buildCount at the last capture
    QSize m_capturedSize;                      ///< texture size of the last capture

    MouseMode m_mouseMode = MouseMode::None;
    QPointF m_lastMouse;
    int m_dragParticle = -1;
    QVector3D m_dragPlanePoint;
    QVector3D m_dragPlaneNormal;

    SceneViewOptions m_options;
};

} // namespace clothlab::widgets
