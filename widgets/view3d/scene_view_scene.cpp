// The Qt 3D side of SceneView. Design: one position buffer holds every particle (float3),
// and every particle-indexed part — surface triangles, wireframe edges, springs of each
// kind, particle points, pins — draws from it through its own index buffer. A frame then
// uploads one position buffer and one normal buffer, plus the force lines when they are
// shown; index buffers change only in build(). Shaders are GLSL 1.50 so that the OpenGL
// renderer runs them on any 3.2+ context, Mesa's llvmpipe under Xvfb included.
//
// Overlays (other runs drawn translucent over this one) have their own position and normal
// buffers but share the index buffers of the surface and body-line parts, so a new topology
// reaches them with no extra work. They carry the translucent layer: the frame graph draws
// everything else first, writing depth, and then the translucent layer with blending and
// without depth writes, farthest entity first. An opaque cloth in front of an overlay hides
// it; an overlay in front of the opaque cloth lets it show through; overlays never hide
// each other.
#include "widgets/view3d/scene_view_scene.h"

#include "widgets/view3d/scene_view_scene_gl.h"

#include <QEventLoop>
#include <QPainter>
#include <QTimer>
#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QLayer>
#include <Qt3DRender/QLayerFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QPaintedTextureImage>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QPointSize>
#include <Qt3DRender/QPolygonOffset>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QRenderStateSet>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QRenderTarget>
#include <Qt3DRender/QRenderTargetOutput>
#include <Qt3DRender/QRenderTargetSelector>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QSortPolicy>
#include <Qt3DRender/QSubtreeEnabler>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QViewport>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

using Qt3DCore::QAttribute;
using Qt3DCore::QBuffer;
using Qt3DCore::QEntity;
using Qt3DRender::QGeometryRenderer;
using Qt3DRender::QMaterial;

/// Feeds a QImage to a Qt 3D texture.
class ImageTextureSource : public Qt3DRender::QPaintedTextureImage {
public:
    explicit ImageTextureSource(Qt3DCore::QNode* parent) : QPaintedTextureImage(parent) {}
    void setImage(const QImage& image) {
        m_image = image;
        setSize(image.size());
        update();
    }

protected:
    void paint(QPainter* painter) override { painter->drawImage(0, 0, m_image); }

private:
    QImage m_image;
};

namespace {

// Lit, two-sided: the back face flips the normal and takes its own tint, so the inside of
// a folded cloth reads as the other side. A key light from above plus a headlight keep
// every view readable without a light set-up.
constexpr const char* kLitVertex = R"(#version 150 core
in vec3 vertexPosition;
in vec3 vertexNormal;
in vec2 vertexTexCoord;
out vec3 worldPosition;
out vec3 worldNormal;
out vec2 texCoord;
uniform mat4 modelMatrix;
uniform mat3 modelNormalMatrix;
uniform mat4 mvp;
void main() {
    worldPosition = vec3(modelMatrix * vec4(vertexPosition, 1.0));
    worldNormal = modelNormalMatrix * vertexNormal;
    texCoord = vertexTexCoord;
    gl_Position = mvp * vec4(vertexPosition, 1.0);
}
)";

constexpr const char* kLitFragment = R"(#version 150 core
in vec3 worldPosition;
in vec3 worldNormal;
in vec2 texCoord;
out vec4 fragColor;
uniform vec3 eyePosition;
uniform vec4 baseColor;
uniform vec4 backColor;
uniform float textureMix;
uniform vec4 tint;
uniform float tintMix;
uniform sampler2D diffuseTexture;
void main() {
    vec3 n = normalize(worldNormal);
    vec3 v = normalize(eyePosition - worldPosition);
    vec4 albedo = baseColor;
    if (!gl_FrontFacing) {
        n = -n;
        albedo = backColor;
    }
    vec3 tex = mix(vec3(1.0), texture(diffuseTexture, texCoord).rgb, textureMix);
    // A run's colour: the texture's brightness shades the tint, so the weave stays readable
    // and every run's cloth is its colour whatever the texture's own colours are.
    float luma = dot(tex, vec3(0.299, 0.587, 0.114));
    albedo.rgb *= mix(tex, tint.rgb * (0.45 + 0.55 * luma), tintMix);
    const vec3 key = vec3(0.3041, 0.8687, 0.3909); // normalize(0.35, 1, 0.45)
    float diffuse = 0.45 * max(dot(n, key), 0.0) + 0.45 * abs(dot(n, v));
    // (n·h)^32 by squaring: pow() is a slow polynomial on a software rasteriser.
    float s = max(dot(n, normalize(key + v)), 0.0);
    s *= s;
    s *= s;
    s *= s;
    s *= s;
    s *= s;
    float specular = 0.12 * s;
    fragColor = vec4(albedo.rgb * (0.25 + diffuse) + vec3(specular), albedo.a);
}
)";

// Unlit, one colour per part; points are round discs of pointSize pixels.
constexpr const char* kFlatVertex = R"(#version 150 core
in vec3 vertexPosition;
uniform mat4 mvp;
uniform float pointSize;
void main() {
    gl_Position = mvp * vec4(vertexPosition, 1.0);
    gl_PointSize = pointSize;
}
)";

constexpr const char* kFlatFragment = R"(#version 150 core
out vec4 fragColor;
uniform vec4 color;
uniform float roundPoints;
void main() {
    if (roundPoints > 0.5 && length(gl_PointCoord - vec2(0.5)) > 0.5)
        discard;
    fragColor = color;
}
)";

QColor springColor(core::SpringKind kind) {
    switch (kind) {
    case core::SpringKind::Structural:
        return QColor(30, 110, 220);
    case core::SpringKind::Shear:
        return QColor(40, 170, 80);
    case core::SpringKind::Bending:
        return QColor(230, 140, 20);
    }
    return Qt::black;
}

} // namespace

Qt3DRender::QEffect* makeEffect(Qt3DCore::QNode* parent, const char* vertex, const char* fragment,
                                bool surfaceOffset) {
    auto* effect = new Qt3DRender::QEffect(parent);
    auto* technique = new Qt3DRender::QTechnique(effect);
    auto* filter = technique->graphicsApiFilter();
    filter->setApi(Qt3DRender::QGraphicsApiFilter::OpenGL);
    // A core context only runs techniques that declare the core profile; a compatibility
    // context runs them too.
    filter->setProfile(Qt3DRender::QGraphicsApiFilter::CoreProfile);
    filter->setMajorVersion(3);
    filter->setMinorVersion(2);
    auto* pass = new Qt3DRender::QRenderPass(technique);
    auto* program = new Qt3DRender::QShaderProgram(pass);
    program->setVertexShaderCode(vertex);
    program->setFragmentShaderCode(fragment);
    pass->setShaderProgram(program);
    auto* cull = new Qt3DRender::QCullFace(pass);
    cull->setMode(Qt3DRender::QCullFace::NoCulling);
    pass->addRenderState(cull);
    if (surfaceOffset) {
        // Pushes filled triangles back so lines and points on the surface win the depth test.
        auto* offset = new Qt3DRender::QPolygonOffset(pass);
        offset->setScaleFactor(1.0f);
        offset->setDepthSteps(2.0f);
        pass->addRenderState(offset);
    } else {
        auto* size = new Qt3DRender::QPointSize(pass);
        size->setSizeMode(Qt3DRender::QPointSize::Programmable);
        pass->addRenderState(size);
    }
    technique->addRenderPass(pass);
    effect->addTechnique(technique);
    return effect;
}

QMaterial* makeMaterial(Qt3DCore::QNode* parent, Qt3DRender::QEffect* effect,
                        std::initializer_list<std::pair<const char*, QVariant>> parameters) {
    auto* material = new QMaterial(parent);
    material->setEffect(effect);
    for (const auto& [name, value] : parameters)
        material->addParameter(new Qt3DRender::QParameter(QString::fromLatin1(name), value));
    return material;
}

void setParameter(QMaterial* material, const char* name, const QVariant& value) {
    for (Qt3DRender::QParameter* parameter : material->parameters()) {
        if (parameter->name() == QLatin1String(name)) {
            parameter->setValue(value);
            return;
        }
    }
    material->addParameter(new Qt3DRender::QParameter(QString::fromLatin1(name), value));
}

QAttribute* makeAttribute(QBuffer* buffer, const QString& name, uint size,
                          Qt3DCore::QNode* parent) {
    auto* attribute = new QAttribute(buffer, name, QAttribute::Float, size, 0);
    attribute->setParent(parent);
    return attribute;
}

void sceneBounds(const Eigen::Matrix3Xd& positions, const std::vector<core::Obstacle>& obstacles,
                 core::Vec3& min, core::Vec3& max) {
    min = core::Vec3::Constant(std::numeric_limits<double>::infinity());
    max = -min;
    if (positions.cols() > 0) {
        min = positions.rowwise().minCoeff();
        max = positions.rowwise().maxCoeff();
    }
    for (const core::Obstacle& o : obstacles) {
        if (o.shape == core::ObstacleShape::Sphere) {
            min = min.cwiseMin(o.center - core::Vec3::Constant(o.radius));
            max = max.cwiseMax(o.center + core::Vec3::Constant(o.radius));
        } else if (o.shape == core::ObstacleShape::Box) {
            min = min.cwiseMin(o.boxMin);
            max = max.cwiseMax(o.boxMax);
        }
    }
    if (!(min.array() <= max.array()).all()) {
        min = core::Vec3(-1.0, -1.0, -1.0);
        max = core::Vec3(1.0, 1.0, 1.0);
    }
}

SceneViewScene::SceneViewScene(Qt3DExtras::Qt3DWindow* window)
    : m_root(new QEntity), m_window(window), m_background(233, 237, 242) {
    m_visible.fill(true);
    m_translucentLayer = new Qt3DRender::QLayer(m_root);
    m_translucentLayer->setRecursive(true);
    createFrameGraph(window);
    createMaterials();
    m_positionBuffer = new QBuffer(m_root);
    m_normalBuffer = new QBuffer(m_root);
    m_uvBuffer = new QBuffer(m_root);
    createParts();
    createSelection();
    // Every overlay exists from the start, off: entities with geometry added to a live scene
    // crashed Qt 3D 6.4's OpenGL renderer, and five idle entities cost nothing per frame.
    for (int k = 0; k < kMaxOverlays; ++k)
        m_overlays.push_back(createOverlay());
    createShadows();
    window->setRootEntity(m_root);
}

void SceneViewScene::createParts() {
    const auto lines = QGeometryRenderer::Lines;
    const auto points = QGeometryRenderer::Points;
    m_surface =
        createIndexedPart(ScenePart::Surface, QGeometryRenderer::Triangles, m_clothMaterial);
    auto* normals = makeAttribute(m_normalBuffer, QAttribute::defaultNormalAttributeName(), 3,
                                  m_surface.geometry);
    auto* uv = makeAttribute(m_uvBuffer, QAttribute::defaultTextureCoordinateAttributeName(), 2,
                             m_surface.geometry);
    m_surface.geometry->addAttribute(normals);
    m_surface.geometry->addAttribute(uv);
    m_particleAttributes.push_back(normals);
    m_particleAttributes.push_back(uv);

    auto flat = [this](const QColor& color, float pointSize) {
        return makeMaterial(m_root, m_flatEffect,
                            {{"color", color},
                             {"pointSize", pointSize},
                             {"roundPoints", pointSize > 0.0f ? 1.0f : 0.0f}});
    };
    m_wireframe = createIndexedPart(ScenePart::Wireframe, lines, flat(QColor(40, 40, 48), 0.0f));
    for (core::SpringKind kind : core::kAllSpringKinds) {
        m_springs[core::kindIndex(kind)] =
            createIndexedPart(ScenePart(int(ScenePart::StructuralSprings) + core::kindIndex(kind)),
                              lines, flat(springColor(kind), 0.0f));
    }
    createColoredSprings();
    m_points = createIndexedPart(ScenePart::Particles, points, flat(QColor(50, 60, 90), 5.0f));
    m_pins = createIndexedPart(ScenePart::Pins, points, flat(QColor(215, 30, 40), 12.0f));
    // Bodies without a surface (chains, custom bodies) are drawn as beads on threads under
    // the Surface toggle.
    m_bodyPoints = createIndexedPart(ScenePart::Surface, points, flat(QColor(70, 80, 110), 9.0f));
    m_bodyLines = createIndexedPart(ScenePart::Surface, lines, flat(QColor(90, 95, 110), 0.0f));
    m_solids = createPart(ScenePart::Surface, QGeometryRenderer::Triangles, m_solidMaterial,
                          new QBuffer(m_root));
    addIndexAttribute(m_solids, new QBuffer(m_solids.geometry));
    m_solidNormalBuffer = new QBuffer(m_root);
    m_solidUvBuffer = new QBuffer(m_root);
    m_solidAttributes = {
        m_solids.position,
        makeAttribute(m_solidNormalBuffer, QAttribute::defaultNormalAttributeName(), 3,
                      m_solids.geometry),
        makeAttribute(m_solidUvBuffer, QAttribute::defaultTextureCoordinateAttributeName(), 2,
                      m_solids.geometry)};
    m_solids.geometry->addAttribute(m_solidAttributes[1]);
    m_solids.geometry->addAttribute(m_solidAttributes[2]);
    m_forces =
        createPart(ScenePart::Forces, lines, flat(QColor(200, 20, 160), 0.0f), new QBuffer(m_root));
    m_contacts = createPart(ScenePart::Contacts, lines, flat(QColor(255, 120, 0), 0.0f),
                            new QBuffer(m_root));
    m_ground = createPart(ScenePart::Ground, lines, flat(QColor(175, 180, 190), 0.0f),
                          new QBuffer(m_root));
    const QColor axisColors[3] = {QColor(220, 40, 40), QColor(40, 170, 40), QColor(40, 70, 230)};
    for (int a = 0; a < 3; ++a)
        m_axes[a] =
            createPart(ScenePart::Axes, lines, flat(axisColors[a], 0.0f), new QBuffer(m_root));
}

void SceneViewScene::createSelection() {
    m_selection = new QEntity(m_root);
    auto* sphere = new Qt3DExtras::QSphereMesh(m_selection);
    sphere->setRings(12);
    sphere->setSlices(16);
    m_selectionTransform = new Qt3DCore::QTransform(m_selection);
    m_selection->addComponent(sphere);
    m_selection->addComponent(m_selectionTransform);
    m_selection->addComponent(m_selectionMaterial);
    m_selection->setEnabled(false);
}

void SceneViewScene::createFrameGraph(Qt3DExtras::Qt3DWindow* window) {
    auto* surface = new Qt3DRender::QRenderSurfaceSelector;
    surface->setSurface(window);
    auto* viewport = new Qt3DRender::QViewport(surface);
    viewport->setNormalizedRect(QRectF(0.0, 0.0, 1.0, 1.0));
    auto* cameraSelector = new Qt3DRender::QCameraSelector(viewport);
    cameraSelector->setCamera(window->camera());
    m_clear = new Qt3DRender::QClearBuffers;
    m_clear->setBuffers(Qt3DRender::QClearBuffers::ColorDepthBuffer);
    m_clear->setClearColor(m_background);
    createPasses(cameraSelector, m_clear);
    createOffscreenBranch(surface);
    window->setActiveFrameGraph(surface);
    // Frames are drawn when something changes (a new position upload, a camera move), not
    // in a busy loop that would compete with the simulation thread.
    window->renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::OnDemand);
}

void SceneViewScene::createOffscreenBranch(Qt3DCore::QNode* parent) {
    // Off except during a capture: draws into a multisampled RGBA texture of any size, so
    // images can be larger than the window and keep a transparent background. The capture
    // resolves the samples (a framebuffer blit) before reading.
    m_offscreen = new Qt3DRender::QSubtreeEnabler(parent);
    m_offscreen->setEnabled(false);
    auto* selector = new Qt3DRender::QRenderTargetSelector(m_offscreen);
    auto* target = new Qt3DRender::QRenderTarget(selector);
    auto attach = [target](Qt3DRender::QRenderTargetOutput::AttachmentPoint point,
                           Qt3DRender::QAbstractTexture::TextureFormat format) {
        auto* texture = new Qt3DRender::QTexture2DMultisample(target);
        texture->setSamples(4);
        texture->setFormat(format);
        texture->setSize(16, 16);
        texture->setGenerateMipMaps(false);
        auto* output = new Qt3DRender::QRenderTargetOutput(target);
        output->setAttachmentPoint(point);
        output->setTexture(texture);
        target->addOutput(output);
        return texture;
    };
    m_offscreenColor =
        attach(Qt3DRender::QRenderTargetOutput::Color0, Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    m_offscreenDepth =
        attach(Qt3DRender::QRenderTargetOutput::Depth, Qt3DRender::QAbstractTexture::D24);
    selector->setTarget(target);
    auto* viewport = new Qt3DRender::QViewport(selector);
    viewport->setNormalizedRect(QRectF(0.0, 0.0, 1.0, 1.0));
    m_offscreenCamera = new Qt3DRender::QCamera(m_root);
    auto* cameraSelector = new Qt3DRender::QCameraSelector(viewport);
    cameraSelector->setCamera(m_offscreenCamera);
    m_offscreenClear = new Qt3DRender::QClearBuffers;
    m_offscreenClear->setBuffers(Qt3DRender::QClearBuffers::ColorDepthBuffer);
    // The capture is the last leaf, so it reads the frame with the translucent pass in it.
    m_offscreenCapture =
        new Qt3DRender::QRenderCapture(createPasses(cameraSelector, m_offscreenClear));
}

Qt3DRender::QFrameGraphNode* SceneViewScene::createPasses(Qt3DRender::QFrameGraphNode* camera,
                                                          Qt3DRender::QClearBuffers* clear) {
    // First leaf: clear, then every entity outside the translucent layer, writing depth.
    clear->setParent(camera);
    auto* opaque = new Qt3DRender::QLayerFilter(clear);
    opaque->addLayer(m_translucentLayer);
    opaque->setFilterMode(Qt3DRender::QLayerFilter::DiscardAnyMatchingLayers);
    // Second leaf: the translucent layer over it, depth-tested against the opaque parts but
    // not writing depth, farthest first. Alpha accumulates as "over" so that a capture on an
    // opaque background stays opaque.
    auto* translucent = new Qt3DRender::QLayerFilter(camera);
    translucent->addLayer(m_translucentLayer);
    translucent->setFilterMode(Qt3DRender::QLayerFilter::AcceptAnyMatchingLayers);
    auto* sort = new Qt3DRender::QSortPolicy(translucent);
    sort->setSortTypes(
        QList<Qt3DRender::QSortPolicy::SortType>{Qt3DRender::QSortPolicy::BackToFront});
    auto* states = new Qt3DRender::QRenderStateSet(sort);
    auto* depthTest = new Qt3DRender::QDepthTest(states);
    depthTest->setDepthFunction(Qt3DRender::QDepthTest::Less);
    states->addRenderState(depthTest);
    states->addRenderState(new Qt3DRender::QNoDepthMask(states));
    auto* blend = new Qt3DRender::QBlendEquationArguments(states);
    blend->setSourceRgb(Qt3DRender::QBlendEquationArguments::SourceAlpha);
    blend->setDestinationRgb(Qt3DRender::QBlendEquationArguments::OneMinusSourceAlpha);
    blend->setSourceAlpha(Qt3DRender::QBlendEquationArguments::One);
    blend->setDestinationAlpha(Qt3DRender::QBlendEquationArguments::OneMinusSourceAlpha);
    states->addRenderState(blend);
    auto* equation = new Qt3DRender::QBlendEquation(states);
    equation->setBlendFunction(Qt3DRender::QBlendEquation::Add);
    states->addRenderState(equation);
    return states;
}

QImage SceneViewScene::renderOffscreen(const QSize& size, const QColor& background, bool settle) {
    m_offscreenColor->setSize(size.width(), size.height());
    m_offscreenDepth->setSize(size.width(), size.height());
    const Qt3DRender::QCamera* source = m_window->camera();
    m_offscreenCamera->setProjectionType(Qt3DRender::QCameraLens::PerspectiveProjection);
    m_offscreenCamera->setFieldOfView(source->fieldOfView());
    m_offscreenCamera->setNearPlane(source->nearPlane());
    m_offscreenCamera->setFarPlane(source->farPlane());
    m_offscreenCamera->setAspectRatio(float(size.width()) / float(std::max(size.height(), 1)));
    m_offscreenCamera->setPosition(source->position());
    m_offscreenCamera->setViewCenter(source->viewCenter());
    m_offscreenCamera->setUpVector(source->upVector());
    m_offscreenClear->setClearColor(background);
    m_offscreen->setEnabled(true);
    if (settle)
        captureOffscreen();
    QImage image = captureOffscreen();
    m_offscreen->setEnabled(false);
    return image;
}

QImage SceneViewScene::captureOffscreen() {
    Qt3DRender::QRenderCaptureReply* reply = m_offscreenCapture->requestCapture();
    QEventLoop loop;
    QObject::connect(reply, &Qt3DRender::QRenderCaptureReply::completed, &loop, &QEventLoop::quit);
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    loop.exec();
    QImage image = reply->isComplete() ? reply->image() : QImage();
    delete reply;
    return image;
}

void SceneViewScene::createMaterials() {
    m_litEffect = makeEffect(m_root, kLitVertex, kLitFragment, true);
    m_flatEffect = makeEffect(m_root, kFlatVertex, kFlatFragment, false);

    // Plain bilinear filtering: per-pixel mipmap selection doubles the cost of a frame on a
    // software rasteriser (llvmpipe), so images are reduced on the CPU instead (setTexture).
    auto* texture = new Qt3DRender::QTexture2D(m_root);
    m_texture = texture;
    m_textureImage = new ImageTextureSource(texture);
    texture->addTextureImage(m_textureImage);
    texture->setGenerateMipMaps(false);
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->wrapMode()->setX(Qt3DRender::QTextureWrapMode::Repeat);
    texture->wrapMode()->setY(Qt3DRender::QTextureWrapMode::Repeat);
    const QVariant textureValue = QVariant::fromValue(texture);

    m_clothMaterial = makeMaterial(m_root, m_litEffect,
                                   {{"baseColor", QColor(255, 255, 255)},
                                    {"backColor", QColor(200, 190, 225)},
                                    {"textureMix", 1.0f},
                                    {"tint", QColor(Qt::white)},
                                    {"tintMix", 0.0f},
                                    {"diffuseTexture", textureValue}});
    // Solids are untextured: their meshes carry no uv, and R2's bodies are plain jelly.
    m_solidMaterial = makeMaterial(m_root, m_litEffect,
                                   {{"baseColor", kSolidColor},
                                    {"backColor", kSolidColor.darker(140)},
                                    {"textureMix", 0.0f},
                                    {"tint", QColor(Qt::white)},
                                    {"tintMix", 0.0f},
                                    {"diffuseTexture", textureValue}});
    m_obstacleMaterial = makeMaterial(m_root, m_litEffect,
                                      {{"baseColor", QColor(150, 160, 178)},
                                       {"backColor", QColor(120, 128, 140)},
                                       {"textureMix", 0.0f},
                                       {"tint", QColor(Qt::white)},
                                       {"tintMix", 0.0f},
                                       {"diffuseTexture", textureValue}});
    m_selectionMaterial = makeMaterial(m_root, m_litEffect,
                                       {{"baseColor", QColor(255, 170, 0)},
                                        {"backColor", QColor(255, 170, 0)},
                                        {"textureMix", 0.0f},
                                        {"tint", QColor(Qt::white)},
                                        {"tintMix", 0.0f},
                                        {"diffuseTexture", textureValue}});
}

SceneViewScene::Part SceneViewScene::createPart(ScenePart visibility, int primitiveType,
                                                QMaterial* material, QBuffer* positions,
                                                QEntity* parent) {
    Part part;
    part.visibility = visibility;
    part.entity = new QEntity(parent ? parent : m_root);
    part.geometry = new Qt3DCore::QGeometry(part.entity);
    part.position =
        makeAttribute(positions, QAttribute::defaultPositionAttributeName(), 3, part.geometry);
    part.geometry->addAttribute(part.position);
    part.renderer = new QGeometryRenderer(part.entity);
    part.renderer->setGeometry(part.geometry);
    part.renderer->setPrimitiveType(QGeometryRenderer::PrimitiveType(primitiveType));
    part.entity->addComponent(part.renderer);
    part.entity->addComponent(material);
    part.entity->setEnabled(false);
    return part;
}

SceneViewScene::Part SceneViewScene::createIndexedPart(ScenePart visibility, int primitiveType,
                                                       QMaterial* material) {
    Part part = createPart(visibility, primitiveType, material, m_positionBuffer);
    m_particleAttributes.push_back(part.position);
    addIndexAttribute(part, new QBuffer(part.geometry));
    return part;
}

void SceneViewScene::addIndexAttribute(Part& part, QBuffer* indices) {
    part.indices = indices;
    part.indexAttribute = new QAttribute(part.geometry);
    part.indexAttribute->setAttributeType(QAttribute::IndexAttribute);
    part.indexAttribute->setVertexBaseType(QAttribute::UnsignedInt);
    part.indexAttribute->setBuffer(indices);
    part.geometry->addAttribute(part.indexAttribute);
}

void SceneViewScene::setIndices(Part& part, const std::vector<quint32>& indices) {
    part.count = static_cast<int>(indices.size());
    part.indices->setData(QByteArray(reinterpret_cast<const char*>(indices.data()),
                                     qsizetype(indices.size() * sizeof(quint32))));
    part.indexAttribute->setCount(uint(part.count));
    part.renderer->setVertexCount(part.count);
    applyEnabled(part);
}

void SceneViewScene::setVertices(Part& part, const std::vector<float>& xyz) {
    part.count = static_cast<int>(xyz.size() / 3);
    part.position->buffer()->setData(QByteArray(reinterpret_cast<const char*>(xyz.data()),
                                                qsizetype(xyz.size() * sizeof(float))));
    part.position->setCount(uint(part.count));
    part.renderer->setVertexCount(part.count);
    applyEnabled(part);
}

void SceneViewScene::applyEnabled(Part& part) {
    part.entity->setEnabled(m_visible[size_t(part.visibility)] && part.count > 0);
}

std::vector<SceneViewScene::Part*> SceneViewScene::allParts() {
    std::vector<Part*> parts = {&m_surface,    &m_wireframe, &m_points,        &m_pins,
                                &m_bodyPoints, &m_bodyLines, &m_solids,        &m_forces,
                                &m_ground,     &m_contacts,  &m_coloredSprings};
    for (Part& p : m_springs)
        parts.push_back(&p);
    for (Part& p : m_axes)
        parts.push_back(&p);
    for (Overlay& overlay : m_overlays) {
        parts.push_back(&overlay.surface);
        parts.push_back(&overlay.lines);
        parts.push_back(&overlay.solids);
    }
    return parts;
}

void SceneViewScene::setVisible(ScenePart part, bool visible) {
    m_visible[size_t(part)] = visible;
    for (Part* p : allParts())
        applyEnabled(*p);
    if (m_obstacles)
        m_obstacles->setEnabled(m_visible[size_t(ScenePart::Obstacles)]);
    applyShadowsEnabled();
}

Qt3DRender::QCamera* SceneViewScene::camera() const {
    return m_window->camera();
}

void SceneViewScene::setTexture(const QImage& image) {
    // A cloth spans a few hundred pixels on screen; larger images would alias under
    // bilinear filtering, so they are filtered down once here.
    constexpr int kMaxSide = 512;
    QImage texture = image;
    if (std::max(image.width(), image.height()) > kMaxSide)
        texture = image.scaled(kMaxSide, kMaxSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    m_textureImage->setImage(texture.convertToFormat(QImage::Format_ARGB32_Premultiplied));
}

} // namespace clothlab::widgets
