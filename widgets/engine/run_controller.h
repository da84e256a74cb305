// The workbench's one engine: runs a core::RunSet of the document's scene off the GUI thread,
// paced to real time × speed, for the Simulation tab (a set of one run) and the Comparison tab.
#pragma once

#include "core/simulation/run_set.h"
#include "widgets/document/document.h"

#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace clothlab::widgets {

/// One run as the GUI sees it at one instant.
struct RunSnapshot {
    core::RunStatus status = core::RunStatus::Running;
    std::optional<core::BlowUp> blowUp;
    QString message; ///< why the run failed
    /// At the sample time: the simulation's own positions when it is there (always for a set
    /// of one, and after a drag while paused), else interpolated. Empty when the run failed.
    Eigen::Matrix3Xd positions;
    Eigen::Matrix3Xd velocities;   ///< of the simulation's state
    Eigen::Matrix4Xd orientations; ///< quaternions (x, y, z, w); 4 × 0 without solids
    Eigen::Matrix3Xd forces;       ///< at the simulation's state, N
    /// The pairs the simulation's last step responded to (cloth contact); empty without.
    std::vector<core::ContactPair> contacts;
    core::EnergyRecord energy; ///< of the simulation's state, live edits included
    core::StrainStats strain;  ///< of `positions`
    std::optional<core::RunSample> last;
    core::SolverStats solver; ///< of the run's last step
    long steps = 0;           ///< steps of the run's simulation
    double seconds = 0.0;     ///< wall-clock time spent stepping
};

/// A marker of a run's timeline (core::RunHistory::markers()).
struct TimelineMarker {
    int run = 0;
    core::HistoryMarker marker;
};

/// Immutable once published; shared by pointer between the worker and any number of views.
struct Snapshot {
    bool fresh = false; ///< first snapshot after a (re)build: the history restarts
    /// ≥ 0: the runs as they were at this frame of the timeline (RunController::showFrame()),
    /// not the live state; its time is the frame's.
    int frame = -1;
    /// First snapshot after a replay from a frame (RunController::replayFrom()): what the
    /// plots hold after `time` is gone.
    bool rewound = false;
    /// Times of the timeline's frames taken since the previous snapshot (all of them when
    /// fresh or rewound), s; the timeline is that of the run with the most frames.
    std::vector<double> newFrameTimes;
    int firstFrame = 0;                  ///< frames before it were dropped (no spill folder)
    std::vector<TimelineMarker> markers; ///< every run's, whole
    double time = 0.0;                   ///< s, the sample time every run has reached
    long step = 0;                       ///< steps of the first run
    std::vector<RunSnapshot> runs;
    /// Samples of each run since the previous snapshot (all kept ones when fresh).
    std::vector<std::vector<core::RunSample>> newSamples;
    /// Kept positions of each run since the previous snapshot (see positionHistory()).
    std::vector<std::vector<core::PositionSample>> newPositions;
    QString reference;               ///< what errors are measured against; empty without reference
    double simulatedPerSecond = 0.0; ///< simulated seconds per wall-clock second, last batch
    double stepsPerSecond = 0.0;     ///< steps of the first run per wall-clock second, last batch

    /// Run `r`; a snapshot always holds every run of the set (failed ones too).
    const RunSnapshot& run(int r = 0) const { return runs[static_cast<std::size_t>(r)]; }
};

/// What a controller runs.
enum class RunSource {
    Scene, ///< the scene's own integrator: a set of one run, sampled at every step
    Runs,  ///< the scene's comparison runs, in lockstep, sampled every sampleInterval()
};

class RunWorker;

/// Drives a core::RunSet of the document's scene: play, pause, step, speed, drag, live edits,
/// blow-ups and errors. Stiffness, forces, obstacles and particle edits apply live to every
/// run. For RunSource::Scene, integrator parameters and dt apply live too, another
/// integrator continues from the current state, and the set is sampled at every step; for
/// RunSource::Runs, changes to a run's integrator, dt, substeps or reference flag rebuild the
/// set from t = 0 (labels, colours and visibility change nothing). Topology edits rebuild.
/// Threading: the RunSet lives on the worker thread and is touched only there (requests are
/// queued calls); results reach the GUI thread as immutable snapshots, in order, none skipped.
class RunController : public QObject {
    Q_OBJECT

public:
    RunController(Document* document, RunSource source, QObject* parent = nullptr);
    ~RunController() override;

    RunSource source() const { return m_source; }
    bool isPlaying() const { return m_playing; }
    /// Simulated seconds per wall-clock second (1 = real time, 0 = as fast as it goes).
    double speed() const { return m_speed; }
    /// The last snapshot received (GUI thread); null before the first.
    std::shared_ptr<const Snapshot> latestSnapshot() const { return m_latest; }
    /// RunSource::Runs: every sample of every run since the last rebuild, in document run
    /// order (GUI thread). Empty for RunSource::Scene, whose samples only pass through.
    const std::vector<std::vector<core::RunSample>>& history() const { return m_history; }
    /// Every run's positions at every positionsEvery()-th sample since the last rebuild, for
    /// export (GUI thread). The interval keeps the history near 0.5 MB per simulated second.
    const std::vector<std::vector<core::PositionSample>>& positionHistory() const {
        return m_positionHistory;
    }
    /// Seconds between samples of RunSource::Runs (a Scene run samples every step).
    double sampleInterval() const { return m_sampleInterval; }

    /// The timeline (GUI thread): the times of its frames, s, and every run's markers.
    const std::vector<double>& frameTimes() const { return m_frameTimes; }
    const std::vector<TimelineMarker>& markers() const { return m_markers; }
    int firstFrame() const { return m_firstFrame; }
    /// The frame the last snapshot showed, or −1 for the live state.
    int shownFrame() const { return m_latest ? m_latest->frame : -1; }
    /// Pauses and shows the runs as they were at `frame` (3D view, forces, energy); the run
    /// itself stays where it is until replayFrom() or Play (which goes on live).
    void showFrame(int frame);
    /// Shows the live state again (after showFrame()).
    void showLive();
    /// Puts the runs back to `frame`, forgetting what came after, applies the scene's current
    /// integrator settings (a smaller dt, say) and plays on from there.
    void replayFrom(int frame);

    void play();
    void pause();
    /// Advances every run by one sample (one step of a Scene run).
    void stepOnce();
    /// Back to t = 0 with the document's current scene.
    void reset();
    void setSpeed(double speed);
    /// Seconds between samples (RunSource::Runs; rebuilds the set).
    void setSampleInterval(double seconds);
    /// Whether to compute the internal dop853 reference when no run is marked reference
    /// (RunSource::Runs; rebuilds the set).
    void setInternalReference(bool on);
    bool internalReference() const { return m_internalReference; }
    /// Tolerance of the internal dop853 reference (rebuilds the set). The workbench's default,
    /// 1e-9, keeps a cloth comparison near real time; tighten it for error studies.
    void setReferenceTolerance(double tolerance);
    double referenceTolerance() const { return m_referenceTolerance; }

    /// Holds `particle` at `target` (m) on every run until endDrag(); released particles
    /// keep the hand's velocity.
    void beginDrag(int particle, const core::Vec3& target);
    void dragTo(const core::Vec3& target);
    void endDrag();

signals:
    /// A snapshot arrived; history() already contains its samples.
    void snapshotReady();
    void playingChanged(bool playing);
    /// A run stopped alone (the others go on); its last good state stays in the snapshot.
    void runBlewUp(int run, const clothlab::core::BlowUp& blowUp);
    /// A run cannot be simulated (unknown integrator, refused parameter, bad scene).
    void runFailed(int run, const QString& message);
    /// No run can advance any more (all finished, blown up or failed).
    void allStopped();
    /// Frames or markers were added to the timeline, or it was cut back by a replay.
    void timelineChanged();
    /// An edit the core refused (a dt, a parameter): the runs go on as they were.
    void editRefused(const QString& message);

private:
    friend class RunWorker;
    void receive(std::shared_ptr<const Snapshot> snapshot);
    void onDocumentChanged(Changes what, int particle);
    void rebuild();
    /// Runs `request` on the worker thread; an exception it throws is reported there.
    void post(std::function<void(RunWorker&)> request);
    void updatePlaying(const Snapshot& snapshot);
    void receiveTimeline(const Snapshot& snapshot);

    Document* m_document;
    RunSource m_source;
    QThread* m_thread = nullptr;
    RunWorker* m_worker = nullptr; ///< lives in m_thread
    std::shared_ptr<const Snapshot> m_latest;
    std::vector<std::vector<core::RunSample>> m_history;
    std::vector<std::vector<core::PositionSample>> m_positionHistory;
    std::vector<core::RunStatus> m_statuses; ///< to report each stop once
    std::vector<core::RunSpec> m_builtRuns;  ///< what the worker's set was built from
    bool m_playing = false;
    double m_speed = 1.0;
    double m_sampleInterval = 1.0 / 60.0;
    bool m_internalReference = true;
    double m_referenceTolerance = 1e-9;
    std::vector<double> m_frameTimes;
    std::vector<TimelineMarker> m_markers;
    int m_firstFrame = 0;
};

/// True when two run lists simulate the same thing (they differ at most in label, colour
/// and visibility).
bool sameSimulation(const std::vector<core::RunSpec>& a, const std::vector<core::RunSpec>& b);

} // namespace clothlab::widgets
