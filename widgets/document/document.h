// The document: one scene, its file, and the undo stack through which every edit goes.
#pragma once

#include "core/scene/scene.h"

#include <QFlags>
#include <QObject>
#include <QString>
#include <memory>

class QUndoStack;

namespace clothlab::widgets {

/// What an edit changed, so that views and the simulation update only what they must.
enum class Change : unsigned {
    Name = 1u << 0,
    Stiffness = 1u << 1,   ///< the stiffness table (applies live to a running simulation)
    Environment = 1u << 2, ///< gravity, air, wind, retention (applies live)
    Integrator = 1u << 3,  ///< integrator choice or its parameters
    Obstacles = 1u << 4,
    Topology = 1u << 5, ///< bodies added, removed or rebuilt (resets the simulation)
    Runs = 1u << 6,
    Particles = 1u << 7, ///< a particle's pin or mass (the particle comes with changed())
    Everything = 0xffffffffu,
};
Q_DECLARE_FLAGS(Changes, Change)
Q_DECLARE_OPERATORS_FOR_FLAGS(Changes)

/// Owns the scene being edited and the QUndoStack. Views read scene(); edits go through the
/// set…() functions, each of which pushes an undoable command. Commands that carry the same
/// non-zero interaction id (newInteraction()) for the same target merge into one undo step,
/// so a slider or spin-box drag is undone at once.
class Document : public QObject {
    Q_OBJECT

public:
    explicit Document(QObject* parent = nullptr);
    ~Document() override;

    const core::Scene& scene() const { return m_scene; }
    /// The system the scene builds: the one instance every view, model and exporter reads,
    /// built once per change that needs it (bodies, particle overrides, stiffness) before
    /// changed() is emitted. Null when the scene cannot be built; systemError() says why.
    std::shared_ptr<const core::System> system() const { return m_system; }
    QString systemError() const { return m_systemError; }
    QUndoStack* undoStack() const { return m_undo; }

    /// Path of the scene file, empty for an unsaved scene.
    QString filePath() const { return m_filePath; }
    /// True when there are edits since the last load or save.
    bool isModified() const;

    /// Replaces the scene (new document, opened file or preset); clears the undo history.
    void reset(core::Scene scene, const QString& filePath = {});

    /// Scene keys (JSON paths, an assignment's locked keys) that edits may not change: an
    /// edit that touches one is not made and editRefused() names the key. Empty: every key
    /// is editable. reset() clears them (a new scene is not the assignment's).
    /// lockedPathsChanged() follows a change.
    void setLockedPaths(std::vector<std::string> paths);
    const std::vector<std::string>& lockedPaths() const { return m_lockedPaths; }
    /// Loads a scene file; on failure returns false with the reason (file, JSON path and
    /// reason) in `error` and leaves the document as it was.
    bool open(const QString& path, QString* error);
    /// Saves atomically; on failure returns false with the reason and the previous file kept.
    bool save(const QString& path, QString* error);

    /// A fresh id for commands that belong to one interactive gesture.
    int newInteraction() { return ++m_lastInteraction; }

    void setStiffness(core::SpringKind kind, const core::SpringStiffness& value,
                      int interaction = 0);
    void setEnvironment(const core::Environment& environment, int interaction = 0);
    void setIntegrator(const core::IntegratorChoice& integrator, int interaction = 0);
    void setName(const QString& name);
    /// Replaces the comparison runs (Change::Runs) as one undo step named `text`; steps of
    /// one non-zero interaction merge.
    void setRuns(std::vector<core::RunSpec> runs, const QString& text, int interaction = 0);

    /// Body edits (Change::Topology: the simulation is rebuilt). Each is one undo step;
    /// setBody() steps of one interaction on the same body merge.
    void addBody(const core::BodySpec& body);
    /// Inserts a copy of body `index` right after it, named "<name> copy", shifted so that
    /// the copy is visible: a cloth by one spacing along its normal, a custom body by its
    /// width plus 0.1 m along +x. Custom springs of later bodies follow.
    void duplicateBody(int index);
    /// Removes body `index`; custom springs and particle overrides of later bodies are
    /// renumbered, the body's own overrides dropped. Refuses (returns
    /// false with the reason in `error`) when a custom spring of another body connects to a
    /// particle of the removed body, since removing it would leave that spring dangling.
    bool removeBody(int index, QString* error = nullptr);
    void setBody(int index, const core::BodySpec& body, int interaction = 0);
    /// The scene-global index of body `index`'s first particle (the particle count of the
    /// bodies before it).
    int firstParticle(int index) const;
    /// Pins or unpins one particle (scene-global index) / sets its mass (kg, > 0): kept in
    /// the scene's particleOverrides, Change::Particles, applied live to a running
    /// simulation. Mass steps of one interaction on the same particle merge.
    void setParticlePinned(int particle, bool pinned);
    void setParticleMass(int particle, double mass, int interaction = 0);

    /// Obstacle edits (Change::Obstacles: applied live).
    void addObstacle(const core::Obstacle& obstacle);
    void removeObstacle(int index);
    void setObstacle(int index, const core::Obstacle& obstacle, int interaction = 0);

    /// Used by the undo commands: apply without recording.
    void applyStiffness(core::SpringKind kind, const core::SpringStiffness& value);
    void applyEnvironment(const core::Environment& environment);
    void applyIntegrator(const core::IntegratorChoice& integrator);
    void applyName(const std::string& name);
    void applyRuns(const std::vector<core::RunSpec>& runs);
    void applyBodies(const std::vector<core::BodySpec>& bodies,
                     const std::vector<core::ParticleOverride>& overrides);
    void applyObstacles(const std::vector<core::Obstacle>& obstacles);
    void applyParticleOverrides(int particle, const std::vector<core::ParticleOverride>& edits);

signals:
    /// `particle`: the particle of a Change::Particles edit (scene-global index), else −1.
    void changed(clothlab::widgets::Changes what, int particle);
    /// The scene was replaced as a whole (reset, open).
    void sceneReplaced();
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);
    /// An edit was refused because it would change the locked key `path`.
    void editRefused(const QString& path);
    /// The locked keys changed (an assignment was opened, or another scene replaced it).
    void lockedPathsChanged();

private:
    void pushBodies(int target, std::vector<core::BodySpec> after, int interaction,
                    const QString& text, std::vector<core::ParticleOverride> overrides);
    void pushObstacles(int target, std::vector<core::Obstacle> after, int interaction,
                       const QString& text);

    core::Scene m_scene;
    QString m_filePath;
    std::vector<std::string> m_lockedPaths;
    /// Whether an edit of any of `paths` touches a locked key (editRefused() is emitted).
    bool refuseLocked(std::initializer_list<std::string> paths);
    QUndoStack* m_undo = nullptr;
    int m_lastInteraction = 0;
    /// Rebuilds the system if `what` needs it, then emits changed().
    void notify(Changes what, int particle = -1);
    void refreshSystem(Changes what);

    std::shared_ptr<const core::System> m_system;
    QString m_systemError;
};

} // namespace clothlab::widgets
