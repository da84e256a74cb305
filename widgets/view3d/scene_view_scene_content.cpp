// The content side of SceneViewScene (see scene_view_scene.cpp for the design): build()
// refills the index buffers, the ground, axes, shadows and obstacles from a system; update()
// uploads a frame's positions, normals and forces; overlays draw other runs translucent
// over this one.
#include "core/contact/cloth_contact_kernels.h"
#include "widgets/view3d/scene_view_scene.h"
#include "widgets/view3d/scene_view_scene_gl.h"

#include <QQuaternion>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QCuboidMesh>
#include <Qt3DExtras/QPlaneMesh>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QMaterial>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

using Qt3DCore::QAttribute;
using Qt3DCore::QBuffer;
using Qt3DCore::QEntity;
using Qt3DRender::QGeometryRenderer;
using Qt3DRender::QMaterial;

namespace {

// A soft round shadow (R2 draws one under its bodies): black, alpha falling off from the
// centre of a ground quad to nothing at its rim; drawn in the translucent pass.
constexpr const char* kShadowVertex = R"(#version 150 core
in vec3 vertexPosition;
in vec2 vertexTexCoord;
out vec2 texCoord;
uniform mat4 mvp;
void main() {
    texCoord = vertexTexCoord;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
)";

constexpr const char* kShadowFragment = R"(#version 150 core
in vec2 texCoord;
out vec4 fragColor;
uniform float strength;
void main() {
    float r = length(2.0 * texCoord - vec2(1.0));
    fragColor = vec4(0.0, 0.0, 0.0, strength * (1.0 - smoothstep(0.1, 1.0, r)));
}
)";

QColor withAlpha(QColor color, float alpha) {
    color.setAlphaF(alpha);
    return color;
}

void writeColumns(QByteArray& bytes, const Eigen::Matrix3Xd& m, Eigen::Index firstColumn = 0) {
    auto* out = reinterpret_cast<float*>(bytes.data()) + 3 * firstColumn;
    for (Eigen::Index c = 0; c < m.cols(); ++c) {
        out[3 * c] = static_cast<float>(m(0, c));
        out[3 * c + 1] = static_cast<float>(m(1, c));
        out[3 * c + 2] = static_cast<float>(m(2, c));
    }
}

/// 1, 2 or 5 × 10^k, the nearest at or above `x`.
double niceStep(double x) {
    const double decade = std::pow(10.0, std::floor(std::log10(std::max(x, 1e-9))));
    for (double m : {1.0, 2.0, 5.0})
        if (m * decade >= x)
            return m * decade;
    return 10.0 * decade;
}

} // namespace

void SceneViewScene::build(const core::System& system,
                           const std::vector<core::Obstacle>& obstacles) {
    m_particles = system.particleCount();
    for (QAttribute* attribute : m_particleAttributes)
        attribute->setCount(uint(m_particles));
    m_positionBytes = QByteArray(qsizetype(m_particles) * 3 * qsizetype(sizeof(float)), '\0');
    m_normalBytes = m_positionBytes;
    m_forceBytes = QByteArray(2 * m_positionBytes.size(), '\0');
    m_forceMax = 0.0;
    m_forces.count = 0;
    applyEnabled(m_forces);
    m_contacts.count = 0;
    applyEnabled(m_contacts);

    buildSurfaces(system);
    buildSolids(system);
    buildSprings(system);
    buildColoredSprings(system);
    buildParticles(system);
    buildGroundAndAxes(system, obstacles);
    core::Vec3 min;
    core::Vec3 max;
    sceneBounds(system.positions(), obstacles, min, max);
    createObstacleEntities(obstacles, 4.0 * (max - min).norm());
    update(system.positions(), nullptr);
    for (Overlay& overlay : m_overlays)
        resizeOverlay(overlay);
}

void SceneViewScene::buildSurfaces(const core::System& system) {
    m_surfaceData = system.surfaces();
    std::vector<float> uv(size_t(m_particles) * 2, 0.0f);
    std::vector<quint32> triangles;
    std::vector<quint32> edges;
    m_surfaceVertices = 0;
    for (const core::Surface& surface : m_surfaceData) {
        m_surfaceVertices += surface.particleCount;
        for (int k = 0; k < surface.particleCount && k < surface.uv.cols(); ++k) {
            uv[size_t(surface.firstParticle + k) * 2] = float(surface.uv(0, k));
            uv[size_t(surface.firstParticle + k) * 2 + 1] = float(surface.uv(1, k));
        }
        for (const auto& t : surface.triangles) {
            for (int e = 0; e < 3; ++e) {
                triangles.push_back(quint32(t[e]));
                // Each interior edge is shared by two triangles; keep it once.
                const int a = t[e];
                const int b = t[(e + 1) % 3];
                edges.push_back(quint32(std::min(a, b)));
                edges.push_back(quint32(std::max(a, b)));
            }
        }
    }
    std::vector<std::pair<quint32, quint32>> pairs;
    for (size_t e = 0; e < edges.size(); e += 2)
        pairs.emplace_back(edges[e], edges[e + 1]);
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    edges.clear();
    for (const auto& [a, b] : pairs) {
        edges.push_back(a);
        edges.push_back(b);
    }
    m_triangles = static_cast<int>(triangles.size() / 3);
    m_uvBuffer->setData(
        QByteArray(reinterpret_cast<const char*>(uv.data()), qsizetype(uv.size() * sizeof(float))));
    setIndices(m_surface, triangles);
    setIndices(m_wireframe, edges);
}

void SceneViewScene::buildSolids(const core::System& system) {
    m_inSolid.assign(size_t(m_particles), false);
    for (const core::SolidMesh& mesh : system.solidMeshes())
        for (int k = 0; k < mesh.particleCount; ++k)
            m_inSolid[size_t(mesh.firstParticle + k)] = true;
    m_solidSkins.build(system, m_solidNeighbours);
    for (QAttribute* attribute : m_solidAttributes)
        attribute->setCount(uint(m_solidSkins.vertexCount()));
    m_solidUvBuffer->setData(
        QByteArray(qsizetype(m_solidSkins.vertexCount()) * 2 * qsizetype(sizeof(float)), '\0'));
    setIndices(m_solids, m_solidSkins.indices());
    uploadSolids();
}

void SceneViewScene::uploadSolids() {
    if (m_solidSkins.vertexCount() == 0)
        return;
    m_solids.position->buffer()->setData(m_solidSkins.vertexBytes());
    m_solidNormalBuffer->setData(m_solidSkins.normalBytes());
}

void SceneViewScene::createShadows() {
    m_shadowEffect = makeEffect(m_root, kShadowVertex, kShadowFragment, false);
    for (int k = 0; k < kMaxShadows; ++k) {
        Shadow shadow;
        shadow.entity = new QEntity(m_root);
        shadow.entity->addComponent(m_translucentLayer);
        auto* plane = new Qt3DExtras::QPlaneMesh(shadow.entity);
        plane->setWidth(1.0f);
        plane->setHeight(1.0f);
        shadow.transform = new Qt3DCore::QTransform(shadow.entity);
        shadow.material = makeMaterial(shadow.entity, m_shadowEffect, {{"strength", 0.0f}});
        shadow.entity->addComponent(plane);
        shadow.entity->addComponent(shadow.transform);
        shadow.entity->addComponent(shadow.material);
        shadow.entity->setEnabled(false);
        m_shadows.push_back(shadow);
    }
}

void SceneViewScene::applyShadowsEnabled() {
    for (int k = 0; k < int(m_shadows.size()); ++k)
        m_shadows[size_t(k)].entity->setEnabled(k < m_shadowCount &&
                                                m_visible[size_t(ScenePart::Ground)]);
}

// A blob, not a cast shadow: centred under the body's particles, as wide as the body, wider
// and fainter the higher the body's lowest particle is above the floor (a soft light from
// above), gone at three body radii.
void SceneViewScene::updateShadows(const Eigen::Matrix3Xd& positions) {
    for (int k = 0; k < m_shadowCount; ++k) {
        Shadow& shadow = m_shadows[size_t(k)];
        const auto body = positions.middleCols(shadow.firstParticle, shadow.particleCount);
        const core::Vec3 centre = body.rowwise().mean();
        double radius = 0.0;
        for (Eigen::Index i = 0; i < body.cols(); ++i)
            radius = std::max(radius, std::hypot(body(0, i) - centre.x(), body(2, i) - centre.z()));
        radius = std::max(radius, 1e-3) + 0.5 * m_springLength;
        const double height = std::max(0.0, body.row(1).minCoeff() - m_shadowY);
        const double fade = std::clamp(1.0 - height / (3.0 * radius), 0.0, 1.0);
        const float size = float(3.2 * radius * (1.0 + 0.5 * height / radius));
        shadow.transform->setTranslation(QVector3D(centre.x(), m_shadowY, centre.z()));
        shadow.transform->setScale3D(QVector3D(size, 1.0f, size));
        setParameter(shadow.material, "strength", float(0.55 * fade));
    }
}

void SceneViewScene::setSkinningNeighbours(int neighbours, const Eigen::Matrix3Xd& positions,
                                           const Eigen::Matrix4Xd* orientations) {
    m_solidNeighbours = neighbours;
    m_solidSkins.rebind(neighbours);
    if (positions.cols() != m_particles)
        return;
    m_solidSkins.skin(positions, orientations);
    uploadSolids();
}

void SceneViewScene::buildSprings(const core::System& system) {
    std::array<std::vector<quint32>, core::kSpringKindCount> indices;
    double structuralLength = 0.0;
    int structuralCount = 0;
    for (const core::Spring& spring : system.springs()) {
        auto& list = indices[size_t(core::kindIndex(spring.kind))];
        list.push_back(quint32(spring.i));
        list.push_back(quint32(spring.j));
        if (spring.kind == core::SpringKind::Structural) {
            structuralLength += spring.restLength;
            ++structuralCount;
        }
    }
    m_springLength = structuralCount > 0 ? structuralLength / structuralCount : 0.05;
    for (int k = 0; k < core::kSpringKindCount; ++k) {
        m_springLines[size_t(k)] = static_cast<int>(indices[size_t(k)].size() / 2);
        setIndices(m_springs[size_t(k)], indices[size_t(k)]);
    }
}

void SceneViewScene::buildParticles(const core::System& system) {
    std::vector<bool> onSurface(size_t(m_particles), false);
    for (const core::Surface& surface : m_surfaceData)
        for (int k = 0; k < surface.particleCount; ++k)
            onSurface[size_t(surface.firstParticle + k)] = true;
    std::vector<quint32> all(static_cast<size_t>(m_particles));
    std::vector<quint32> pinned;
    std::vector<quint32> beads;
    m_pinnedMask.assign(size_t(m_particles), false);
    for (int i = 0; i < m_particles; ++i) {
        all[size_t(i)] = quint32(i);
        m_pinnedMask[size_t(i)] = system.isPinned(i);
        if (system.isPinned(i))
            pinned.push_back(quint32(i));
        // A solid's particles lie inside (and on) its skinned mesh: the Particles toggle
        // shows them, not beads that would poke through the surface.
        if (!onSurface[size_t(i)] && !m_inSolid[size_t(i)])
            beads.push_back(quint32(i));
    }
    std::vector<quint32> threads;
    for (const core::Spring& spring : system.springs()) {
        if (!onSurface[size_t(spring.i)] && !onSurface[size_t(spring.j)] &&
            !m_inSolid[size_t(spring.i)]) {
            threads.push_back(quint32(spring.i));
            threads.push_back(quint32(spring.j));
        }
    }
    m_pinned = static_cast<int>(pinned.size());
    setIndices(m_points, all);
    setIndices(m_pins, pinned);
    setIndices(m_bodyPoints, beads);
    setIndices(m_bodyLines, threads);
}

void SceneViewScene::buildGroundAndAxes(const core::System& system,
                                        const std::vector<core::Obstacle>& obstacles) {
    core::Vec3 min;
    core::Vec3 max;
    sceneBounds(system.positions(), obstacles, min, max);
    const double size = std::max({max.x() - min.x(), max.z() - min.z(), 1.0});
    // Slightly below the axes so that the grid lines through the origin do not hide them; on
    // a floor plane, slightly above it.
    double groundY = std::min(0.0, min.y()) - 1e-3 * size;
    bool floor = false;
    for (const core::Obstacle& o : obstacles) {
        if (o.shape == core::ObstacleShape::Plane && o.normal.y() > 0.99) {
            groundY = o.center.y() + 1e-3 * size;
            floor = true;
        }
    }
    // Shadows lie on a floor only, a hair above its grid.
    m_shadowY = groundY + 1e-3 * size;
    m_shadowCount = floor ? std::min(int(system.solidMeshes().size()), kMaxShadows) : 0;
    for (int k = 0; k < m_shadowCount; ++k) {
        const core::SolidMesh& mesh = system.solidMeshes()[size_t(k)];
        m_shadows[size_t(k)].firstParticle = mesh.firstParticle;
        m_shadows[size_t(k)].particleCount = mesh.particleCount;
    }
    applyShadowsEnabled();
    const double step = niceStep(1.6 * size / 16.0);
    const int half = 10;
    const double cx = std::round(0.5 * (min.x() + max.x()) / step) * step;
    const double cz = std::round(0.5 * (min.z() + max.z()) / step) * step;
    std::vector<float> grid;
    for (int k = -half; k <= half; ++k) {
        const double a = k * step;
        const double e = half * step;
        for (double v : {cx + a, groundY, cz - e, cx + a, groundY, cz + e, cx - e, groundY, cz + a,
                         cx + e, groundY, cz + a})
            grid.push_back(float(v));
    }
    setVertices(m_ground, grid);

    const float length = float(niceStep(0.25 * (max - min).norm()));
    // Lifted a hair above y = 0 so that a floor plane there does not swallow the x and z axes.
    const float lift = 2e-3f * length;
    for (int a = 0; a < 3; ++a) {
        std::vector<float> axis = {0.0f, lift, 0.0f, 0.0f, lift, 0.0f};
        axis[size_t(3 + a)] += length;
        setVertices(m_axes[size_t(a)], axis);
    }
}

void SceneViewScene::createObstacleEntities(const std::vector<core::Obstacle>& obstacles,
                                            double extent) {
    delete m_obstacles;
    m_obstacles = new QEntity(m_root);
    for (const core::Obstacle& o : obstacles) {
        auto* entity = new QEntity(m_obstacles);
        auto* transform = new Qt3DCore::QTransform(entity);
        if (o.shape == core::ObstacleShape::Sphere) {
            auto* mesh = new Qt3DExtras::QSphereMesh(entity);
            // Slightly inside the true radius: particles rest on the surface, not in it.
            mesh->setRadius(float(o.radius * 0.985));
            mesh->setRings(32);
            mesh->setSlices(48);
            entity->addComponent(mesh);
            transform->setTranslation(QVector3D(o.center.x(), o.center.y(), o.center.z()));
        } else if (o.shape == core::ObstacleShape::Box) {
            auto* mesh = new Qt3DExtras::QCuboidMesh(entity);
            const core::Vec3 size = o.boxMax - o.boxMin;
            const core::Vec3 mid = 0.5 * (o.boxMax + o.boxMin);
            mesh->setXExtent(float(size.x()));
            mesh->setYExtent(float(size.y()));
            mesh->setZExtent(float(size.z()));
            entity->addComponent(mesh);
            transform->setTranslation(QVector3D(mid.x(), mid.y(), mid.z()));
        } else {
            auto* mesh = new Qt3DExtras::QPlaneMesh(entity);
            mesh->setWidth(float(extent));
            mesh->setHeight(float(extent));
            entity->addComponent(mesh);
            const QVector3D n(o.normal.x(), o.normal.y(), o.normal.z());
            transform->setRotation(QQuaternion::rotationTo(QVector3D(0, 1, 0), n));
            transform->setTranslation(QVector3D(o.center.x(), o.center.y(), o.center.z()));
        }
        entity->addComponent(transform);
        entity->addComponent(m_obstacleMaterial);
    }
    m_obstacles->setEnabled(m_visible[size_t(ScenePart::Obstacles)]);
}

void SceneViewScene::update(const Eigen::Matrix3Xd& positions, const Eigen::Matrix3Xd* forces,
                            const Eigen::Matrix4Xd* orientations,
                            const std::vector<core::ContactPair>* contacts) {
    if (positions.cols() != m_particles)
        return;
    writeColumns(m_positionBytes, positions);
    m_positionBuffer->setData(m_positionBytes);
    updateNormals(positions, m_normalBytes, m_normalBuffer);
    if (m_solidSkins.vertexCount() > 0) {
        m_solidSkins.skin(positions, orientations);
        uploadSolids();
        updateShadows(positions);
    }
    updateColoredSprings(positions);
    if (forces && forces->cols() == m_particles && m_visible[size_t(ScenePart::Forces)]) {
        updateForces(positions, *forces);
    } else if (m_forces.count > 0) {
        // Arrows of an older frame would float away from the moving cloth.
        m_forces.count = 0;
        applyEnabled(m_forces);
    }
    drawContacts(positions, contacts);
}

int SceneViewScene::contactLineCount() const {
    return m_contacts.entity->isEnabled() ? m_contacts.count / 2 : 0;
}

void SceneViewScene::drawContacts(const Eigen::Matrix3Xd& positions,
                                  const std::vector<core::ContactPair>* contacts) {
    if (contacts && m_visible[size_t(ScenePart::Contacts)] && positions.cols() == m_particles) {
        updateContacts(positions, *contacts);
    } else if (m_contacts.count > 0) {
        m_contacts.count = 0; // another frame's pairs
        applyEnabled(m_contacts);
    }
}

// One line per pair, between the closest points of its two elements: a point and the
// nearest point of its triangle, or the nearest points of two edges (the distance the
// contact stage keeps at the cloth's thickness).
void SceneViewScene::updateContacts(const Eigen::Matrix3Xd& positions,
                                    const std::vector<core::ContactPair>& contacts) {
    m_contactXyz.clear();
    auto add = [this](const core::Vec3& a, const core::Vec3& b) {
        for (const core::Vec3& p : {a, b})
            for (int d = 0; d < 3; ++d)
                m_contactXyz.push_back(float(p[d]));
    };
    const auto at = [&positions](int i) -> core::Vec3 { return positions.col(i); };
    for (const core::ContactPair& pair : contacts) {
        const auto& [p, a, b, c] = pair.particles;
        if (std::max({p, a, b, c}) >= positions.cols() || std::min({p, a, b, c}) < 0)
            continue;
        if (pair.kind == core::ContactPair::Kind::PointTriangle) {
            std::array<double, 3> w{};
            core::contact_kernels::closestOnTriangle(at(p), at(a), at(b), at(c), w);
            add(at(p), w[0] * at(a) + w[1] * at(b) + w[2] * at(c));
        } else {
            double s = 0.0, t = 0.0;
            core::contact_kernels::closestOnSegments(at(p), at(a), at(b), at(c), s, t);
            add((1.0 - s) * at(p) + s * at(a), (1.0 - t) * at(b) + t * at(c));
        }
    }
    setVertices(m_contacts, m_contactXyz);
}

void SceneViewScene::updateNormals(const Eigen::Matrix3Xd& positions, QByteArray& bytes,
                                   QBuffer* buffer) {
    if (m_surfaceData.empty())
        return;
    for (const core::Surface& surface : m_surfaceData) {
        core::computeVertexNormals(positions, surface, m_normalScratch);
        writeColumns(bytes, m_normalScratch.leftCols(surface.particleCount), surface.firstParticle);
    }
    buffer->setData(bytes);
}

void SceneViewScene::updateForces(const Eigen::Matrix3Xd& positions,
                                  const Eigen::Matrix3Xd& forces) {
    // The longest arrow of a free particle is about two spring lengths (pinned particles
    // carry the support reaction, which would dwarf everything else, and get none); the
    // reference maximum decays slowly so arrows do not jump in length between frames.
    double largest = 0.0;
    for (int i = 0; i < m_particles; ++i)
        if (!m_pinnedMask[size_t(i)])
            largest = std::max(largest, forces.col(i).norm());
    m_forceMax = std::max(largest, 0.97 * m_forceMax);
    const double scale = m_forceMax > 0.0 ? 2.0 * m_springLength / m_forceMax : 0.0;
    auto* out = reinterpret_cast<float*>(m_forceBytes.data());
    for (int i = 0; i < m_particles; ++i) {
        const double s = m_pinnedMask[size_t(i)] ? 0.0 : scale;
        for (int d = 0; d < 3; ++d) {
            out[6 * i + d] = float(positions(d, i));
            out[6 * i + 3 + d] = float(positions(d, i) + s * forces(d, i));
        }
    }
    m_forces.position->buffer()->setData(m_forceBytes);
    if (m_forces.count != 2 * m_particles) {
        m_forces.count = 2 * m_particles;
        m_forces.position->setCount(uint(m_forces.count));
        m_forces.renderer->setVertexCount(m_forces.count);
        applyEnabled(m_forces);
    }
}

void SceneViewScene::setSelection(int particle, const Eigen::Matrix3Xd& positions) {
    const bool valid = particle >= 0 && particle < positions.cols();
    m_selection->setEnabled(valid);
    if (!valid)
        return;
    const core::Vec3 x = positions.col(particle);
    m_selectionTransform->setTranslation(QVector3D(x.x(), x.y(), x.z()));
    m_selectionTransform->setScale(float(0.45 * m_springLength));
}

// ---------------------------------------------------------------------------------------
// Run colour and overlays

void SceneViewScene::setSurfaceColor(const QColor& color) {
    const bool tinted = color.isValid();
    setParameter(m_clothMaterial, "tint", tinted ? color : QColor(Qt::white));
    setParameter(m_clothMaterial, "tintMix", tinted ? 1.0f : 0.0f);
    // The back side is a darker shade of the run's colour rather than the untinted lilac,
    // which would shift the hue of a tinted cloth.
    setParameter(m_clothMaterial, "backColor",
                 tinted ? QColor(190, 190, 190) : QColor(200, 190, 225));
    const QColor solid = tinted ? color : kSolidColor;
    setParameter(m_solidMaterial, "baseColor", solid);
    setParameter(m_solidMaterial, "backColor", solid.darker(140));
}

SceneViewScene::Overlay SceneViewScene::createOverlay() {
    Overlay overlay;
    overlay.entity = new QEntity(m_root);
    overlay.entity->addComponent(m_translucentLayer);
    overlay.entity->setEnabled(false);
    overlay.positionBuffer = new QBuffer(overlay.entity);
    overlay.normalBuffer = new QBuffer(overlay.entity);
    overlay.surfaceMaterial = makeMaterial(overlay.entity, m_litEffect,
                                           {{"textureMix", 0.0f},
                                            {"tint", QColor(Qt::white)},
                                            {"tintMix", 0.0f},
                                            {"diffuseTexture", QVariant::fromValue(m_texture)}});
    overlay.lineMaterial =
        makeMaterial(overlay.entity, m_flatEffect, {{"pointSize", 0.0f}, {"roundPoints", 0.0f}});
    overlay.surface = createOverlayPart(overlay, m_surface, overlay.surfaceMaterial);
    auto* normals = makeAttribute(overlay.normalBuffer, QAttribute::defaultNormalAttributeName(), 3,
                                  overlay.surface.geometry);
    auto* uv = makeAttribute(m_uvBuffer, QAttribute::defaultTextureCoordinateAttributeName(), 2,
                             overlay.surface.geometry);
    overlay.surface.geometry->addAttribute(normals);
    overlay.surface.geometry->addAttribute(uv);
    m_particleAttributes.push_back(normals);
    m_particleAttributes.push_back(uv);
    normals->setCount(uint(m_particles));
    uv->setCount(uint(m_particles));
    overlay.lines = createOverlayPart(overlay, m_bodyLines, overlay.lineMaterial);
    createOverlaySolids(overlay);
    resizeOverlay(overlay);
    return overlay;
}

void SceneViewScene::createOverlaySolids(Overlay& overlay) {
    overlay.solidPositionBuffer = new QBuffer(overlay.entity);
    overlay.solidNormalBuffer = new QBuffer(overlay.entity);
    overlay.solids =
        createPart(m_solids.visibility, QGeometryRenderer::Triangles, overlay.surfaceMaterial,
                   overlay.solidPositionBuffer, overlay.entity);
    auto* normals =
        makeAttribute(overlay.solidNormalBuffer, QAttribute::defaultNormalAttributeName(), 3,
                      overlay.solids.geometry);
    auto* uv = makeAttribute(m_solidUvBuffer, QAttribute::defaultTextureCoordinateAttributeName(),
                             2, overlay.solids.geometry);
    overlay.solids.geometry->addAttribute(normals);
    overlay.solids.geometry->addAttribute(uv);
    m_solidAttributes.insert(m_solidAttributes.end(), {overlay.solids.position, normals, uv});
    addIndexAttribute(overlay.solids, m_solids.indices);
}

SceneViewScene::Part SceneViewScene::createOverlayPart(Overlay& overlay, const Part& source,
                                                       QMaterial* material) {
    Part part = createPart(source.visibility, int(source.renderer->primitiveType()), material,
                           overlay.positionBuffer, overlay.entity);
    part.position->setCount(uint(m_particles));
    m_particleAttributes.push_back(part.position);
    addIndexAttribute(part, source.indices);
    return part;
}

void SceneViewScene::shareIndices(Part& copy, const Part& source) {
    copy.count = source.count;
    copy.indexAttribute->setCount(uint(copy.count));
    copy.renderer->setVertexCount(copy.count);
    applyEnabled(copy);
}

void SceneViewScene::resizeOverlay(Overlay& overlay) {
    // A new topology: start where the opaque cloth is.
    overlay.positionBytes = m_positionBytes;
    overlay.normalBytes = m_normalBytes;
    overlay.positionBuffer->setData(overlay.positionBytes);
    overlay.normalBuffer->setData(overlay.normalBytes);
    shareIndices(overlay.surface, m_surface);
    shareIndices(overlay.lines, m_bodyLines);
    overlay.solidPositionBytes = m_solidSkins.vertexBytes();
    overlay.solidNormalBytes = m_solidSkins.normalBytes();
    overlay.solidPositionBuffer->setData(overlay.solidPositionBytes);
    overlay.solidNormalBuffer->setData(overlay.solidNormalBytes);
    shareIndices(overlay.solids, m_solids);
}

void SceneViewScene::setOverlays(const std::vector<QColor>& colors) {
    m_overlayCount = std::min(int(colors.size()), kMaxOverlays);
    for (int k = 0; k < int(m_overlays.size()); ++k) {
        Overlay& overlay = m_overlays[size_t(k)];
        overlay.entity->setEnabled(k < m_overlayCount);
        if (k >= m_overlayCount)
            continue;
        const QColor& color = colors[size_t(k)];
        setParameter(overlay.surfaceMaterial, "baseColor", withAlpha(color, kOverlayAlpha));
        setParameter(overlay.surfaceMaterial, "backColor",
                     withAlpha(color.darker(130), kOverlayAlpha));
        setParameter(overlay.lineMaterial, "color", withAlpha(color, kOverlayLineAlpha));
    }
}

void SceneViewScene::updateOverlay(int overlay, const Eigen::Matrix3Xd& positions) {
    if (overlay < 0 || overlay >= m_overlayCount || positions.cols() != m_particles)
        return;
    Overlay& o = m_overlays[size_t(overlay)];
    writeColumns(o.positionBytes, positions);
    o.positionBuffer->setData(o.positionBytes);
    updateNormals(positions, o.normalBytes, o.normalBuffer);
    if (m_solidSkins.vertexCount() > 0) {
        // Overlays get positions only (the comparison's runs): the orientations of build().
        m_solidSkins.skin(positions, nullptr, o.solidPositionBytes, o.solidNormalBytes);
        o.solidPositionBuffer->setData(o.solidPositionBytes);
        o.solidNormalBuffer->setData(o.solidNormalBytes);
    }
}

} // namespace clothlab::widgets
