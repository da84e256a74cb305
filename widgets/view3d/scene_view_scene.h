// Private to SceneView: the Qt 3D entities, buffers and materials of one view.
#pragma once

#include "core/contact/cloth_contact.h"
#include "core/contact/obstacles.h"
#include "core/forces/spring_measures.h"
#include "core/model/system.h"
#include "widgets/view3d/scene_view_solids.h"
#include "widgets/view3d/spring_coloring.h"

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <array>
#include <vector>

namespace Qt3DCore {
class QAttribute;
class QBuffer;
class QEntity;
class QGeometry;
class QNode;
class QTransform;
} // namespace Qt3DCore

namespace Qt3DRender {
class QAbstractTexture;
class QCamera;
class QClearBuffers;
class QEffect;
class QFrameGraphNode;
class QGeometryRenderer;
class QLayer;
class QMaterial;
class QRenderCapture;
class QSubtreeEnabler;
class QTexture2DMultisample;
} // namespace Qt3DRender

namespace Qt3DExtras {
class Qt3DWindow;
}

namespace clothlab::widgets {

class ImageTextureSource;

/// The parts of the scene that can be switched on and off.
enum class ScenePart {
    Surface,
    Wireframe,
    Particles,
    Pins, ///< always shown: a pinned particle is part of the scene's meaning
    StructuralSprings,
    ShearSprings,
    BendingSprings,
    Forces,
    Obstacles,
    Ground,
    Axes,
    Contacts, ///< the contact pairs of the last step (core/contact/cloth_contact.h)
    /// Every spring, each in the colour of its strain or energy (setSpringColoring())
    ColoredSprings
};

/// Builds the entity tree under the window's root once; build() refills the buffers for a
/// new topology and update() rewrites positions, normals and force lines in place.
class SceneViewScene {
public:
    explicit SceneViewScene(Qt3DExtras::Qt3DWindow* window);

    void build(const core::System& system, const std::vector<core::Obstacle>& obstacles);
    /// positions: 3 × particle count; without forces (null) no force lines are drawn; without
    /// orientations (null, or not 4 × particle count) solids are skinned with the
    /// orientations of build().
    /// contacts: the pairs the last step's contact stage responded to, drawn as one line
    /// each between the closest points of its two elements (null: none drawn).
    void update(const Eigen::Matrix3Xd& positions, const Eigen::Matrix3Xd* forces,
                const Eigen::Matrix4Xd* orientations = nullptr,
                const std::vector<core::ContactPair>* contacts = nullptr);
    /// Draws (or, with null or while hidden, clears) the contact lines alone, at `positions`.
    void drawContacts(const Eigen::Matrix3Xd& positions,
                      const std::vector<core::ContactPair>* contacts);
    /// Binds the solids' meshes to `neighbours` nearest particles (kept across build()) and
    /// redraws them at `positions` and `orientations` (as in update()).
    void setSkinningNeighbours(int neighbours, const Eigen::Matrix3Xd& positions,
                               const Eigen::Matrix4Xd* orientations);
    void setVisible(ScenePart part, bool visible);
    void setTexture(const QImage& image);
    void setSelection(int particle, const Eigen::Matrix3Xd& positions);
    QColor background() const { return m_background; }
    /// Tints the shaded surfaces in `color`, the texture's brightness shading it; an invalid
    /// colour restores the plain texture.
    void setSurfaceColor(const QColor& color);

    /// Colours every spring by `coloring` at `positions` (None: each kind in its colour, the
    /// ColoredSprings part draws nothing); update() recolours them every frame while the part
    /// is visible. Energies use the stiffness of build() or setStiffness().
    void setSpringColoring(SpringColoring coloring, const Eigen::Matrix3Xd& positions);
    SpringColoring springColoring() const { return m_coloring; }
    /// A new stiffness table for the energies (the springs' own scales stay those of build()).
    void setStiffness(const core::StiffnessTable& table, const Eigen::Matrix3Xd& positions);
    /// The range the colours span now (empty while nothing is coloured).
    SpringColorRange springColorRange() const { return m_colorRange; }
    /// The colour spring `spring` (index into System::springs()) is drawn in: read back from
    /// the vertex colours uploaded for it while coloured, else its kind's material colour.
    /// Invalid for an index out of range.
    QColor springLineColor(int spring) const;
    /// True while the coloured springs are drawn (a colouring on and at least one spring).
    bool springColorsShown() const;

    /// Translucent copies of the surfaces, of the solids (skinned with the orientations of
    /// build()) and of the surface-less bodies (as lines), one per
    /// colour (at most kMaxOverlays, the rest ignored), each drawn from its own positions
    /// after every opaque part. An overlay keeps its positions until updateOverlay();
    /// build() puts every overlay at the system's positions.
    void setOverlays(const std::vector<QColor>& colors);
    /// positions: 3 × particle count; other sizes and overlays out of range are ignored.
    void updateOverlay(int overlay, const Eigen::Matrix3Xd& positions);
    static constexpr int kMaxOverlays = 5;
    /// Opacity of an overlay's surfaces; its lines, one pixel wide, are drawn more opaque.
    static constexpr float kOverlayAlpha = 0.4f;
    static constexpr float kOverlayLineAlpha = 0.6f;

    Qt3DRender::QCamera* camera() const;
    /// Draws one frame into an offscreen RGBA image of `size` pixels with the window
    /// camera's pose and `background` (alpha honoured). `settle` first draws and drops one
    /// frame. Spins a local event loop until the capture arrives (at most 5 s per frame);
    /// null on failure.
    QImage renderOffscreen(const QSize& size, const QColor& background, bool settle);

    int vertexCount() const { return m_surfaceVertices; }
    int triangleCount() const { return m_triangles; }
    int springLineCount(core::SpringKind kind) const {
        return m_springLines[core::kindIndex(kind)];
    }
    int particleCount() const { return m_particles; }
    /// Contact lines drawn now (0 while the part is hidden).
    int contactLineCount() const;
    int pinnedCount() const { return m_pinned; }
    const void* positionBuffer() const { return m_positionBuffer; }
    const SolidSkins& solidSkins() const { return m_solidSkins; }
    /// Soft shadows drawn on the floor (a plane obstacle facing up), one per solid, at most
    /// kMaxShadows; 0 without a floor.
    int shadowCount() const { return m_shadowCount; }
    static constexpr int kMaxShadows = 8;

private:
    struct Part {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QGeometry* geometry = nullptr;
        Qt3DRender::QGeometryRenderer* renderer = nullptr;
        Qt3DCore::QBuffer* indices = nullptr;
        Qt3DCore::QAttribute* indexAttribute = nullptr;
        Qt3DCore::QAttribute* position = nullptr;
        ScenePart visibility = ScenePart::Surface;
        int count = 0; ///< elements drawn (indices or vertices)
    };

    struct Overlay {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QBuffer* positionBuffer = nullptr;
        Qt3DCore::QBuffer* normalBuffer = nullptr;
        Qt3DRender::QMaterial* surfaceMaterial = nullptr;
        Qt3DRender::QMaterial* lineMaterial = nullptr;
        QByteArray positionBytes;
        QByteArray normalBytes;
        Part surface; ///< shares the index buffer of m_surface
        Part lines;   ///< shares the index buffer of m_bodyLines
        Part solids;  ///< shares the index buffer of m_solids
        Qt3DCore::QBuffer* solidPositionBuffer = nullptr;
        Qt3DCore::QBuffer* solidNormalBuffer = nullptr;
        QByteArray solidPositionBytes;
        QByteArray solidNormalBytes;
    };

    void createFrameGraph(Qt3DExtras::Qt3DWindow* window);
    Qt3DRender::QFrameGraphNode* createPasses(Qt3DRender::QFrameGraphNode* camera,
                                              Qt3DRender::QClearBuffers* clear);
    void createOffscreenBranch(Qt3DCore::QNode* parent);
    QImage captureOffscreen();
    void createMaterials();
    void createParts();
    void createSelection();
    Part createPart(ScenePart visibility, int primitiveType, Qt3DRender::QMaterial* material,
                    Qt3DCore::QBuffer* positions, Qt3DCore::QEntity* parent = nullptr);
    Part createIndexedPart(ScenePart visibility, int primitiveType,
                           Qt3DRender::QMaterial* material);
    void addIndexAttribute(Part& part, Qt3DCore::QBuffer* indices);
    Overlay createOverlay();
    Part createOverlayPart(Overlay& overlay, const Part& source, Qt3DRender::QMaterial* material);
    void shareIndices(Part& copy, const Part& source);
    void resizeOverlay(Overlay& overlay);
    void createOverlaySolids(Overlay& overlay);
    void createShadows();
    void updateShadows(const Eigen::Matrix3Xd& positions);
    void applyShadowsEnabled();
    std::vector<Part*> allParts();
    void setVertices(Part& part, const std::vector<float>& xyz);
    void applyEnabled(Part& part);
    void createObstacleEntities(const std::vector<core::Obstacle>& obstacles, double extent);
    void buildSurfaces(const core::System& system);
    void buildSprings(const core::System& system);
    void buildSolids(const core::System& system);
    void uploadSolids();
    void buildParticles(const core::System& system);
    void buildGroundAndAxes(const core::System& system,
                            const std::vector<core::Obstacle>& obstacles);
    void updateNormals(const Eigen::Matrix3Xd& positions, QByteArray& bytes,
                       Qt3DCore::QBuffer* buffer);
    void updateForces(const Eigen::Matrix3Xd& positions, const Eigen::Matrix3Xd& forces);
    void updateContacts(const Eigen::Matrix3Xd& positions,
                        const std::vector<core::ContactPair>& contacts);
    void setIndices(Part& part, const std::vector<quint32>& indices);
    void createColoredSprings();
    void buildColoredSprings(const core::System& system);
    void updateColoredSprings(const Eigen::Matrix3Xd& positions);

    Qt3DCore::QEntity* m_root = nullptr;
    Qt3DExtras::Qt3DWindow* m_window = nullptr;
    Qt3DRender::QClearBuffers* m_clear = nullptr;
    QColor m_background;
    Qt3DRender::QSubtreeEnabler* m_offscreen = nullptr;
    Qt3DRender::QTexture2DMultisample* m_offscreenColor = nullptr;
    Qt3DRender::QTexture2DMultisample* m_offscreenDepth = nullptr;
    Qt3DRender::QCamera* m_offscreenCamera = nullptr;
    Qt3DRender::QClearBuffers* m_offscreenClear = nullptr;
    Qt3DRender::QRenderCapture* m_offscreenCapture = nullptr;

    Qt3DRender::QEffect* m_litEffect = nullptr;
    Qt3DRender::QEffect* m_flatEffect = nullptr;
    Qt3DRender::QEffect* m_shadowEffect = nullptr;
    Qt3DRender::QMaterial* m_clothMaterial = nullptr;
    Qt3DRender::QMaterial* m_solidMaterial = nullptr;
    Qt3DRender::QMaterial* m_obstacleMaterial = nullptr;
    Qt3DRender::QMaterial* m_selectionMaterial = nullptr;
    Qt3DRender::QLayer* m_translucentLayer = nullptr; ///< drawn after the opaque parts
    Qt3DRender::QAbstractTexture* m_texture = nullptr;
    ImageTextureSource* m_textureImage = nullptr;

    // Shared per-particle buffers: every particle-indexed part draws from these.
    Qt3DCore::QBuffer* m_positionBuffer = nullptr;
    Qt3DCore::QBuffer* m_normalBuffer = nullptr;
    Qt3DCore::QBuffer* m_uvBuffer = nullptr;
    QByteArray m_positionBytes;
    QByteArray m_normalBytes;
    QByteArray m_forceBytes;

    std::vector<Qt3DCore::QAttribute*> m_particleAttributes; ///< count = particle count
    Part m_surface;
    Part m_wireframe;
    Part m_points;
    Part m_pins;
    Part m_bodyPoints; ///< particles on no surface
    Part m_bodyLines;  ///< springs between particles on no surface
    std::array<Part, core::kSpringKindCount> m_springs;
    Part m_forces;
    Part m_contacts;
    /// Every spring as its own two vertices (positions and colours in its own buffers, not
    /// the shared particle buffer: a particle ends springs of different colours), ordered by
    /// kind, structural first, so that where lines of two kinds coincide the structural one
    /// wins the depth test.
    Part m_coloredSprings;
    Qt3DCore::QBuffer* m_springColorBuffer = nullptr;
    Qt3DRender::QEffect* m_vertexColorEffect = nullptr;
    QByteArray m_springXyz;
    QByteArray m_springRgb;
    std::vector<core::Spring> m_springData; ///< of build()
    std::vector<int> m_springSlots;         ///< spring index → its line in m_coloredSprings
    core::StiffnessTable m_stiffness;       ///< of build() or setStiffness()
    core::SpringMeasures m_springMeasures;  ///< of the last colouring, reused
    SpringColoring m_coloring = SpringColoring::None;
    SpringColorRange m_colorRange;
    std::vector<float> m_contactXyz; ///< two points per contact line, reused between frames
    Part m_solids;                   ///< skinned meshes of the solids, from their own buffers
    Qt3DCore::QBuffer* m_solidNormalBuffer = nullptr;
    Qt3DCore::QBuffer* m_solidUvBuffer = nullptr;
    std::vector<Qt3DCore::QAttribute*> m_solidAttributes; ///< count = solid vertex count
    SolidSkins m_solidSkins;
    int m_solidNeighbours = 3;

    struct Shadow {
        Qt3DCore::QEntity* entity = nullptr;
        Qt3DCore::QTransform* transform = nullptr;
        Qt3DRender::QMaterial* material = nullptr;
        int firstParticle = 0;
        int particleCount = 0;
    };
    std::vector<Shadow> m_shadows; ///< kMaxShadows of them, made with the scene
    int m_shadowCount = 0;         ///< the first m_shadowCount are in use
    double m_shadowY = 0.0;        ///< height of the shadows, just above the floor, m
    Part m_ground;
    std::array<Part, 3> m_axes;
    Qt3DCore::QEntity* m_obstacles = nullptr;
    Qt3DCore::QEntity* m_selection = nullptr;
    Qt3DCore::QTransform* m_selectionTransform = nullptr;
    std::vector<Overlay> m_overlays; ///< kMaxOverlays of them, made with the scene
    int m_overlayCount = 0;          ///< the first m_overlayCount of m_overlays are shown

    std::vector<core::Surface> m_surfaceData;
    std::vector<bool> m_pinnedMask;
    std::vector<bool> m_inSolid; ///< per particle: belongs to a solid body
    Eigen::Matrix3Xd m_normalScratch;
    double m_springLength = 0.05; ///< mean structural rest length, m
    double m_forceMax = 0.0;      ///< decaying maximum force magnitude, N
    int m_surfaceVertices = 0;
    int m_triangles = 0;
    std::array<int, core::kSpringKindCount> m_springLines{};
    int m_particles = 0;
    int m_pinned = 0;
    std::array<bool, 13> m_visible{};
};

/// Bounding box (m) of the particles and the bounded obstacles (spheres, boxes).
void sceneBounds(const Eigen::Matrix3Xd& positions, const std::vector<core::Obstacle>& obstacles,
                 core::Vec3& min, core::Vec3& max);

} // namespace clothlab::widgets
