// Springs coloured by their strain or energy (see scene_view_scene.cpp for the scene's
// design). A particle ends springs of different colours, so the coloured springs cannot
// draw from the shared particle buffer: each spring is two vertices of its own, with a
// per-vertex colour, rewritten in place every frame while shown. The measures come from the
// core (core::measureSprings), the colours from spring_coloring.h.
#include "widgets/view3d/scene_view_scene.h"
#include "widgets/view3d/scene_view_scene_gl.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QParameter>
#include <algorithm>
#include <numeric>

namespace clothlab::widgets {

using Qt3DCore::QAttribute;
using Qt3DCore::QBuffer;
using Qt3DRender::QGeometryRenderer;

namespace {

// Unlit, one colour per vertex.
constexpr const char* kVertexColorVertex = R"(#version 150 core
in vec3 vertexPosition;
in vec3 vertexColor;
out vec3 color;
uniform mat4 mvp;
void main() {
    color = vertexColor;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
    gl_PointSize = 1.0;
}
)";

constexpr const char* kVertexColorFragment = R"(#version 150 core
in vec3 color;
out vec4 fragColor;
void main() {
    fragColor = vec4(color, 1.0);
}
)";

} // namespace

void SceneViewScene::createColoredSprings() {
    m_vertexColorEffect = makeEffect(m_root, kVertexColorVertex, kVertexColorFragment, false);
    auto* material = makeMaterial(m_root, m_vertexColorEffect, {});
    m_coloredSprings = createPart(ScenePart::ColoredSprings, QGeometryRenderer::Lines, material,
                                  new QBuffer(m_root));
    m_springColorBuffer = new QBuffer(m_root);
    m_coloredSprings.geometry->addAttribute(makeAttribute(m_springColorBuffer,
                                                          QAttribute::defaultColorAttributeName(),
                                                          3, m_coloredSprings.geometry));
}

void SceneViewScene::buildColoredSprings(const core::System& system) {
    m_springData = system.springs();
    m_stiffness = system.stiffness();
    const int count = static_cast<int>(m_springData.size());
    std::vector<int> order(size_t(count), 0);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        return core::kindIndex(m_springData[size_t(a)].kind) <
               core::kindIndex(m_springData[size_t(b)].kind);
    });
    m_springSlots.assign(size_t(count), 0);
    for (int slot = 0; slot < count; ++slot)
        m_springSlots[size_t(order[size_t(slot)])] = slot;
    m_springXyz = QByteArray(qsizetype(count) * 6 * qsizetype(sizeof(float)), '\0');
    m_springRgb = m_springXyz;
    for (QAttribute* attribute : m_coloredSprings.geometry->attributes())
        attribute->setCount(uint(2 * count));
    m_coloredSprings.renderer->setVertexCount(2 * count);
    m_coloredSprings.count = 0; // drawn from the first update() that colours them
    m_colorRange = {};
    applyEnabled(m_coloredSprings);
}

void SceneViewScene::setSpringColoring(SpringColoring coloring, const Eigen::Matrix3Xd& positions) {
    m_coloring = coloring;
    updateColoredSprings(positions);
}

void SceneViewScene::setStiffness(const core::StiffnessTable& table,
                                  const Eigen::Matrix3Xd& positions) {
    m_stiffness = table;
    updateColoredSprings(positions);
}

void SceneViewScene::updateColoredSprings(const Eigen::Matrix3Xd& positions) {
    const bool shown = m_coloring != SpringColoring::None && !m_springData.empty() &&
                       m_visible[size_t(ScenePart::ColoredSprings)];
    if (!shown || positions.cols() != m_particles) {
        if (m_coloredSprings.count > 0 || m_coloring == SpringColoring::None) {
            m_coloredSprings.count = 0; // a later frame recolours them when shown again
            m_colorRange = {};
            applyEnabled(m_coloredSprings);
        }
        return;
    }
    core::measureSprings(m_springData, m_stiffness, positions, m_springMeasures);
    const std::vector<double>& values =
        m_coloring == SpringColoring::Strain ? m_springMeasures.strain : m_springMeasures.energy;
    m_colorRange = automaticColorRange(m_coloring, values);
    auto* xyz = reinterpret_cast<float*>(m_springXyz.data());
    auto* rgb = reinterpret_cast<float*>(m_springRgb.data());
    for (size_t s = 0; s < m_springData.size(); ++s) {
        const size_t slot = size_t(m_springSlots[s]);
        const QColor color = springValueColor(m_coloring, values[s], m_colorRange);
        const int ends[2] = {m_springData[s].i, m_springData[s].j};
        for (int e = 0; e < 2; ++e) {
            float* p = xyz + 6 * slot + 3 * size_t(e);
            float* c = rgb + 6 * slot + 3 * size_t(e);
            for (int d = 0; d < 3; ++d)
                p[d] = float(positions(d, ends[e]));
            c[0] = float(color.redF());
            c[1] = float(color.greenF());
            c[2] = float(color.blueF());
        }
    }
    m_coloredSprings.position->buffer()->setData(m_springXyz);
    m_springColorBuffer->setData(m_springRgb);
    m_coloredSprings.count = 2 * int(m_springData.size());
    applyEnabled(m_coloredSprings);
}

bool SceneViewScene::springColorsShown() const {
    return m_coloredSprings.entity->isEnabled();
}

QColor SceneViewScene::springLineColor(int spring) const {
    if (spring < 0 || spring >= int(m_springData.size()))
        return {};
    if (!springColorsShown()) {
        const Part& kind = m_springs[size_t(core::kindIndex(m_springData[size_t(spring)].kind))];
        for (const auto* material : kind.entity->componentsOfType<Qt3DRender::QMaterial>())
            for (const Qt3DRender::QParameter* parameter : material->parameters())
                if (parameter->name() == QLatin1String("color"))
                    return parameter->value().value<QColor>();
        return {};
    }
    // Both vertices carry the spring's colour; the first is read back as uploaded.
    const auto* rgb = reinterpret_cast<const float*>(m_springRgb.constData()) +
                      6 * size_t(m_springSlots[size_t(spring)]);
    return QColor::fromRgbF(rgb[0], rgb[1], rgb[2]);
}

} // namespace clothlab::widgets
