#include "widgets/document/document.h"

#include "core/coursework/assignment.h"
#include "core/scene/scene_edits.h"
#include "core/scene/scene_io.h"
#include "core/solids/solid.h"
#include "text/core_messages.h"

#include <QUndoCommand>
#include <QUndoStack>
#include <algorithm>
#include <variant>

namespace clothlab::widgets {

namespace {

// Command ids for QUndoCommand::id(): commands of one kind may merge.
enum CommandId {
    kStiffnessId = 1,
    kEnvironmentId,
    kIntegratorId,
    kNameId,
    kBodiesId,
    kObstaclesId,
    kParticleId,
    kRunsId
};

/// Replaces one value of the document by another; undo restores the old one. Two commands
/// merge when they are of the same id, target and non-zero interaction.
template <typename Value, int Id> class SetValueCommand : public QUndoCommand {
public:
    using Apply = void (*)(Document&, int target, const Value&);

    SetValueCommand(Document& document, int target, Value before, Value after, int interaction,
                    Apply apply, const QString& text)
        : QUndoCommand(text), m_document(document), m_target(target), m_before(std::move(before)),
          m_after(std::move(after)), m_interaction(interaction), m_apply(apply) {}

    int id() const override { return Id; }
    void redo() override { m_apply(m_document, m_target, m_after); }
    void undo() override { m_apply(m_document, m_target, m_before); }
    bool mergeWith(const QUndoCommand* other) override {
        const auto* next = static_cast<const SetValueCommand*>(other);
        if (m_interaction == 0 || next->m_interaction != m_interaction ||
            next->m_target != m_target) {
            return false;
        }
        m_after = next->m_after;
        return true;
    }

private:
    Document& m_document;
    int m_target;
    Value m_before;
    Value m_after;
    int m_interaction;
    Apply m_apply;
};

/// What a body command replaces: the bodies and the per-particle overrides that index
/// into them.
struct BodiesState {
    std::vector<core::BodySpec> bodies;
    std::vector<core::ParticleOverride> overrides;
};

} // namespace

Document::Document(QObject* parent) : QObject(parent), m_undo(new QUndoStack(this)) {
    refreshSystem(Change::Everything);
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

Document::~Document() = default;

bool Document::isModified() const {
    return !m_undo->isClean();
}

void Document::setLockedPaths(std::vector<std::string> paths) {
    if (paths != m_lockedPaths) {
        m_lockedPaths = std::move(paths);
        emit lockedPathsChanged();
    }
}

void Document::reset(core::Scene scene, const QString& filePath) {
    m_scene = std::move(scene);
    const bool wasLocked = !m_lockedPaths.empty();
    m_lockedPaths.clear();
    m_undo->clear();
    m_undo->setClean();
    if (m_filePath != filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
    refreshSystem(Change::Everything); // before sceneReplaced(), whose receivers read it
    emit sceneReplaced();
    emit changed(Change::Everything, -1);
    if (wasLocked) {
        emit lockedPathsChanged();
    }
}

bool Document::open(const QString& path, QString* error) {
    try {
        reset(core::loadSceneFile(path.toStdString()), path);
        return true;
    } catch (const core::SceneFileError& e) {
        if (error) {
            *error = text::sceneFileErrorText(e);
        }
        return false;
    }
}

bool Document::save(const QString& path, QString* error) {
    try {
        core::saveSceneFile(m_scene, path.toStdString());
    } catch (const core::SceneFileError& e) {
        if (error) {
            *error = text::sceneFileErrorText(e);
        }
        return false;
    }
    m_undo->setClean();
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(m_filePath);
    }
    return true;
}

bool Document::refuseLocked(std::initializer_list<std::string> paths) {
    for (const std::string& path : paths) {
        if (const auto lock = core::coursework::lockedPathTouched(m_lockedPaths, path)) {
            emit editRefused(QString::fromStdString(*lock));
            return true;
        }
    }
    return false;
}

void Document::setStiffness(core::SpringKind kind, const core::SpringStiffness& value,
                            int interaction) {
    const core::SpringStiffness before = m_scene.stiffness[kind];
    if (before == value || refuseLocked({"stiffness." + std::string(core::springKindId(kind))})) {
        return;
    }
    using Command = SetValueCommand<core::SpringStiffness, kStiffnessId>;
    m_undo->push(new Command(
        *this, core::kindIndex(kind), before, value, interaction,
        [](Document& d, int k, const core::SpringStiffness& v) {
            d.applyStiffness(static_cast<core::SpringKind>(k), v);
        },
        tr("Change stiffness")));
}

void Document::setEnvironment(const core::Environment& environment, int interaction) {
    const core::Environment& now = m_scene.environment;
    if (environment == now) {
        return;
    }
    // The scene-file keys the edit changes: gravity, velocity_retention, stage_order, else air.
    core::Environment air = environment;
    air.gravity = now.gravity;
    air.velocityRetention = now.velocityRetention;
    air.retainAfterCollision = now.retainAfterCollision;
    if (refuseLocked(
            {environment.gravity != now.gravity ? "gravity" : "",
             environment.velocityRetention != now.velocityRetention ? "velocity_retention" : "",
             environment.retainAfterCollision != now.retainAfterCollision ? "stage_order" : "",
             air != now ? "air" : ""})) {
        return;
    }
    using Command = SetValueCommand<core::Environment, kEnvironmentId>;
    m_undo->push(new Command(
        *this, 0, m_scene.environment, environment, interaction,
        [](Document& d, int, const core::Environment& v) { d.applyEnvironment(v); },
        tr("Change forces")));
}

void Document::setIntegrator(const core::IntegratorChoice& integrator, int interaction) {
    if (refuseLocked({"integrator"})) {
        return;
    }
    if (integrator == m_scene.integrator) {
        return;
    }
    using Command = SetValueCommand<core::IntegratorChoice, kIntegratorId>;
    m_undo->push(new Command(
        *this, 0, m_scene.integrator, integrator, interaction,
        [](Document& d, int, const core::IntegratorChoice& v) { d.applyIntegrator(v); },
        tr("Change integrator")));
}

void Document::setRuns(std::vector<core::RunSpec> runs, const QString& text, int interaction) {
    if (runs == m_scene.runs) {
        return;
    }
    using Command = SetValueCommand<std::vector<core::RunSpec>, kRunsId>;
    m_undo->push(new Command(
        *this, 0, m_scene.runs, std::move(runs), interaction,
        [](Document& d, int, const std::vector<core::RunSpec>& v) { d.applyRuns(v); }, text));
}

void Document::setName(const QString& name) {
    const std::string value = name.toStdString();
    if (value == m_scene.name) {
        return;
    }
    using Command = SetValueCommand<std::string, kNameId>;
    m_undo->push(new Command(
        *this, 0, m_scene.name, value, 0,
        [](Document& d, int, const std::string& v) { d.applyName(v); }, tr("Rename scene")));
}

void Document::pushBodies(int target, std::vector<core::BodySpec> after, int interaction,
                          const QString& text, std::vector<core::ParticleOverride> overrides) {
    if (refuseLocked({"bodies"})) {
        return;
    }
    using Command = SetValueCommand<BodiesState, kBodiesId>;
    m_undo->push(new Command(
        *this, target, BodiesState{m_scene.bodies, m_scene.particleOverrides},
        BodiesState{std::move(after), std::move(overrides)}, interaction,
        [](Document& d, int, const BodiesState& v) { d.applyBodies(v.bodies, v.overrides); },
        text));
}

void Document::pushObstacles(int target, std::vector<core::Obstacle> after, int interaction,
                             const QString& text) {
    if (refuseLocked({"obstacles"})) {
        return;
    }
    using Command = SetValueCommand<std::vector<core::Obstacle>, kObstaclesId>;
    m_undo->push(new Command(
        *this, target, m_scene.obstacles, std::move(after), interaction,
        [](Document& d, int, const std::vector<core::Obstacle>& v) { d.applyObstacles(v); }, text));
}

void Document::addBody(const core::BodySpec& body) {
    std::vector<core::BodySpec> bodies = m_scene.bodies;
    bodies.push_back(body);
    pushBodies(-1, std::move(bodies), 0, tr("Add body"), m_scene.particleOverrides);
}

void Document::duplicateBody(int index) {
    if (auto edit = core::duplicateBody(m_scene, index, tr(" copy").toStdString())) {
        pushBodies(-1, std::move(edit->bodies), 0, tr("Duplicate body"),
                   std::move(edit->overrides));
    }
}

bool Document::removeBody(int index, QString* error) {
    if (const auto blocker = core::bodyRemovalBlocker(m_scene, index)) {
        if (error) {
            *error = tr("Body “%1” has a spring attached to this body; remove that "
                        "body first.")
                         .arg(QString::fromStdString(*blocker));
        }
        return false;
    }
    auto edit = core::removeBody(m_scene, index);
    if (!edit) {
        return false;
    }
    pushBodies(-1, std::move(edit->bodies), 0, tr("Remove body"), std::move(edit->overrides));
    return true;
}

void Document::setBody(int index, const core::BodySpec& body, int interaction) {
    if (index < 0 || index >= static_cast<int>(m_scene.bodies.size()) ||
        m_scene.bodies[static_cast<std::size_t>(index)] == body) {
        return;
    }
    if (auto edit = core::replaceBody(m_scene, index, body)) {
        pushBodies(index, std::move(edit->bodies), interaction, tr("Change body"),
                   std::move(edit->overrides));
    }
}

int Document::firstParticle(int index) const {
    return core::firstParticleOf(m_scene.bodies, index);
}

void Document::addObstacle(const core::Obstacle& obstacle) {
    std::vector<core::Obstacle> obstacles = m_scene.obstacles;
    obstacles.push_back(obstacle);
    pushObstacles(-1, std::move(obstacles), 0, tr("Add obstacle"));
}

void Document::removeObstacle(int index) {
    if (index < 0 || index >= static_cast<int>(m_scene.obstacles.size())) {
        return;
    }
    std::vector<core::Obstacle> obstacles = m_scene.obstacles;
    obstacles.erase(obstacles.begin() + index);
    pushObstacles(-1, std::move(obstacles), 0, tr("Remove obstacle"));
}

void Document::setObstacle(int index, const core::Obstacle& obstacle, int interaction) {
    if (index < 0 || index >= static_cast<int>(m_scene.obstacles.size()) ||
        m_scene.obstacles[static_cast<std::size_t>(index)] == obstacle) {
        return;
    }
    std::vector<core::Obstacle> obstacles = m_scene.obstacles;
    obstacles[static_cast<std::size_t>(index)] = obstacle;
    pushObstacles(index, std::move(obstacles), interaction, tr("Change obstacle"));
}

namespace {

/// The override of `particle` in `edits`, appended empty when it has none yet.
core::ParticleOverride& overrideOf(std::vector<core::ParticleOverride>& edits, int particle) {
    auto it = std::find_if(edits.begin(), edits.end(),
                           [particle](const auto& e) { return e.particle == particle; });
    if (it == edits.end()) {
        it = edits.insert(edits.end(), core::ParticleOverride{particle, {}, {}});
    }
    return *it;
}

} // namespace

void Document::setParticlePinned(int particle, bool pinned) {
    if (refuseLocked({"bodies", "particle_overrides"})) {
        return;
    }
    if (particle < 0 || particle >= core::particleCount(m_scene)) {
        return;
    }
    std::vector<core::ParticleOverride> edits = m_scene.particleOverrides;
    overrideOf(edits, particle).pinned = pinned;
    if (edits == m_scene.particleOverrides) {
        return;
    }
    using Command = SetValueCommand<std::vector<core::ParticleOverride>, kParticleId>;
    m_undo->push(new Command(
        *this, particle, m_scene.particleOverrides, std::move(edits), 0,
        [](Document& d, int i, const std::vector<core::ParticleOverride>& v) {
            d.applyParticleOverrides(i, v);
        },
        pinned ? tr("Pin particle %1").arg(particle) : tr("Unpin particle %1").arg(particle)));
}

void Document::setParticleMass(int particle, double mass, int interaction) {
    if (refuseLocked({"bodies", "particle_overrides"})) {
        return;
    }
    if (particle < 0 || particle >= core::particleCount(m_scene) || !(mass > 0.0)) {
        return;
    }
    std::vector<core::ParticleOverride> edits = m_scene.particleOverrides;
    overrideOf(edits, particle).mass = mass;
    if (edits == m_scene.particleOverrides) {
        return;
    }
    // Negative targets keep mass gestures apart from pin toggles of the same particle.
    using Command = SetValueCommand<std::vector<core::ParticleOverride>, kParticleId>;
    m_undo->push(new Command(
        *this, -1 - particle, m_scene.particleOverrides, std::move(edits), interaction,
        [](Document& d, int target, const std::vector<core::ParticleOverride>& v) {
            d.applyParticleOverrides(-1 - target, v);
        },
        tr("Change mass of particle %1").arg(particle)));
}

void Document::applyParticleOverrides(int particle,
                                      const std::vector<core::ParticleOverride>& edits) {
    m_scene.particleOverrides = edits;
    notify(Change::Particles, particle);
}

void Document::applyBodies(const std::vector<core::BodySpec>& bodies,
                           const std::vector<core::ParticleOverride>& overrides) {
    m_scene.bodies = bodies;
    m_scene.particleOverrides = overrides;
    notify(Change::Topology);
}

void Document::applyObstacles(const std::vector<core::Obstacle>& obstacles) {
    m_scene.obstacles = obstacles;
    notify(Change::Obstacles);
}

void Document::applyStiffness(core::SpringKind kind, const core::SpringStiffness& value) {
    m_scene.stiffness[kind] = value;
    notify(Change::Stiffness);
}

void Document::applyEnvironment(const core::Environment& environment) {
    m_scene.environment = environment;
    notify(Change::Environment);
}

void Document::applyIntegrator(const core::IntegratorChoice& integrator) {
    m_scene.integrator = integrator;
    notify(Change::Integrator);
}

void Document::applyRuns(const std::vector<core::RunSpec>& runs) {
    m_scene.runs = runs;
    notify(Change::Runs);
}

void Document::applyName(const std::string& name) {
    m_scene.name = name;
    notify(Change::Name);
}

void Document::notify(Changes what, int particle) {
    refreshSystem(what);
    emit changed(what, particle);
}

void Document::refreshSystem(Changes what) {
    if (what & (Change::Topology | Change::Particles | Change::Stiffness)) {
        try {
            m_system = std::make_shared<const core::System>(core::buildSystem(m_scene));
            m_systemError.clear();
        } catch (const std::exception& e) {
            m_system.reset();
            m_systemError = text::coreErrorText(e);
        }
    }
}

} // namespace clothlab::widgets
