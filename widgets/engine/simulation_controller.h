// Runs the document's scene off the GUI thread and publishes immutable snapshots.
#pragma once

#include "core/simulation.h"
#include "widgets/document/document.h"

#include <QObject>
#include <memory>
#include <mutex>
#include <optional>

class QThread;

namespace clothlab::widgets {

/// What the GUI sees of a running simulation at one instant. Never modified after it is
/// published; shared by pointer between the worker and any number of views.
struct Snapshot {
    long step = 0;
    double time = 0.0; ///< s
    Eigen::Matrix3Xd positions;
    Eigen::Matrix4Xd orientations; ///< quaternions (x, y, z, w); 4 × 0 without solids
    Eigen::Matrix3Xd velocities;
    Eigen::Matrix3Xd forces;
    core::EnergyRecord energy;
    core::StrainStats strain;
    core::SolverStats solver;
    std::optional<core::BlowUp> blowUp;
    double stepsPerSecond = 0.0; ///< wall-clock stepping rate over the last batch
};

class SimulationWorker;

/// Owns a worker thread that advances a core::Simulation of the document's scene, paced to
/// real time × speed(). The GUI never waits on a step: it sends requests (queued calls)
/// and reads latestSnapshot(). Live edits (stiffness, forces, integrator parameters, dt)
/// apply to the running simulation without a reset; topology edits rebuild it.
class SimulationController : public QObject {
    Q_OBJECT

public:
    explicit SimulationController(Document* document, QObject* parent = nullptr);
    ~SimulationController() override;

    bool isPlaying() const { return m_playing; }
    /// Simulated seconds per wall-clock second (1 = real time).
    double speed() const { return m_speed; }
    std::shared_ptr<const Snapshot> latestSnapshot() const;

    void play();
    void pause();
    void stepOnce();
    /// Back to the scene's initial state (time 0).
    void reset();
    void setSpeed(double speed);

    /// Holds `particle` at `target` (m) as a kinematic constraint until endDrag(); released
    /// particles keep their velocity.
    void beginDrag(int particle, const core::Vec3& target);
    void dragTo(const core::Vec3& target);
    void endDrag();
    /// Pins or unpins a particle of the running simulation (undo lives in the document).
    void setPinned(int particle, bool pinned);
    void setMass(int particle, double mass);

signals:
    void snapshotReady();
    void playingChanged(bool playing);
    /// The run stopped: time, cause; the last good state stays in latestSnapshot().
    void blewUp(const clothlab::core::BlowUp& blowUp);
    /// The scene could not be simulated (e.g. unknown integrator); the message says why.
    void failed(const QString& message);

private:
    friend class SimulationWorker;
    void publish(std::shared_ptr<const Snapshot> snapshot);
    void onWorkerBlewUp(const core::BlowUp& blowUp);
    void onDocumentChanged(Changes what);

    Document* m_document;
    QThread* m_thread = nullptr;
    SimulationWorker* m_worker = nullptr; ///< lives in m_thread
    mutable std::mutex m_snapshotMutex;
    std::shared_ptr<const Snapshot> m_snapshot;
    bool m_playing = false;
    double m_speed = 1.0;
};

} // namespace clothlab::widgets
