// The worker side of RunController (private to the engine: include only from
// run_controller.cpp and run_worker.cpp).
#pragma once

#include "core/simulation/run_set.h"
#include "widgets/document/document.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <vector>

class QTimer;

namespace clothlab::widgets {

class RunController;
struct Snapshot;

/// The RunSet's only owner. Every member is touched on the worker thread only (requests
/// arrive through serve() as queued calls); results leave as immutable snapshots posted to
/// the controller. No exception leaves serve(): it becomes a message for the GUI.
class RunWorker : public QObject {
public:
    /// What a set is built from.
    struct Build {
        core::Scene scene;
        std::vector<core::RunSpec> runs;
        core::RunSetOptions options;
        int particles = 0;
        /// A set of one that samples at every step: the sample interval follows the dt,
        /// integrator edits apply live.
        bool followDt = false;
    };

    explicit RunWorker(RunController* controller);
    ~RunWorker() override;

    /// Runs one request; a std::exception it throws is reported as a refused edit.
    void serve(const std::function<void(RunWorker&)>& request);

    void load(const Build& build);
    void setPlaying(bool playing);
    void stepOnce();
    void setSpeed(double speed);
    /// Stiffness, forces, obstacles (and, when following the dt, integrator parameters and
    /// dt) change in place: no reset, no jolt.
    void applyLive(const core::Scene& scene, Changes what);
    void setParticle(int particle, bool pinned, double mass);
    void beginDrag(int particle, const core::Vec3& target);
    void dragTo(const core::Vec3& target);
    void endDrag();
    /// Publishes the runs as they were at `frame` of the timeline (Snapshot::frame).
    void showFrame(int frame);
    /// Publishes the live state (after showFrame()).
    void publishNow() {
        m_shownFrame = -1;
        publish(false);
    }
    /// Puts the runs back to `frame` and applies the scene's integrator settings (a set of one
    /// following its dt); the next snapshot is marked rewound.
    void replayFrom(int frame, const core::Scene& scene);

private:
    void applyIntegrator(const core::Scene& scene);
    void rebuildKeepingState(const core::Scene& scene);
    void tick();
    int batchSize(double target) const;
    void publish(bool fresh, bool rewound = false);
    /// Posts a snapshot to the controller (GUI thread), in order.
    void send(std::shared_ptr<const Snapshot> snapshot);
    void fillRun(std::size_t r, Snapshot& snapshot);
    void fillTimeline(Snapshot& snapshot, bool all);
    long firstRunSteps() const;

    RunController* m_controller;
    QTimer* m_timer = nullptr;
    Build m_build;
    std::unique_ptr<core::RunSet> m_set;
    QString m_failure;                             ///< why the set could not be built
    std::vector<std::size_t> m_published;          ///< samples of each run already published
    std::vector<std::size_t> m_publishedPositions; ///< kept positions already published
    int m_publishedFrames = 0;                     ///< timeline frames already published
    /// The frame shown (showFrame()) until the run moves on: edits meanwhile show it again.
    int m_shownFrame = -1;
    bool m_playing = false;
    double m_speed = 1.0;
    double m_startTime = 0.0;
    QElapsedTimer m_clock;
    QElapsedTimer m_sincePublish;
    double m_batchSimulated = 0.0; ///< simulated seconds since the last snapshot
    long m_batchSteps = 0;         ///< steps of the first run since the last snapshot
    qint64 m_batchNanoseconds = 0;
    double m_nanosecondsPerSample = 0.0; ///< measured cost of one sample of the whole set
    static constexpr qint64 kFrameMs = 15;
};

} // namespace clothlab::widgets
