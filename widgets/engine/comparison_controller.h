// Runs the document's comparison (its `runs`) in lockstep off the GUI thread.
#pragma once

#include "core/run_set.h"
#include "widgets/document/document.h"

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace clothlab::widgets {

/// One run as the GUI sees it at one sample time.
struct RunSnapshot {
    core::RunStatus status = core::RunStatus::Running;
    std::optional<core::BlowUp> blowUp;
    QString message;            ///< why the run failed
    Eigen::Matrix3Xd positions; ///< at the sample time (empty when the run failed)
    std::optional<core::RunSample> last;
    core::SolverStats solver; ///< of the run's last step
    long steps = 0;
    double seconds = 0.0; ///< wall-clock time spent stepping
};

/// Immutable once published.
struct ComparisonSnapshot {
    bool fresh = false; ///< first snapshot after a (re)build: the history restarts
    double time = 0.0;  ///< s, the sample time every run has reached
    std::vector<RunSnapshot> runs;
    /// Samples of each run since the previous snapshot (all of them when fresh).
    std::vector<std::vector<core::RunSample>> newSamples;
    /// Kept positions of each run since the previous snapshot (see positionHistory()).
    std::vector<std::vector<core::PositionSample>> newPositions;
    QString reference;               ///< what errors are measured against; empty without reference
    double simulatedPerSecond = 0.0; ///< simulated seconds per wall-clock second, last batch
};

class ComparisonWorker;

/// Owns a worker thread with a core::RunSet of the document's runs, paced to real time ×
/// speed(). The GUI never waits for a step: requests are queued calls, results arrive as
/// snapshots in order (none is skipped, so the history is complete). Changes to a run's
/// integrator, dt, substeps or reference flag, and topology edits, rebuild the set from
/// t = 0; stiffness, forces, obstacles and particle edits apply live to every run; labels,
/// colours and visibility change nothing in the simulation.
class ComparisonController : public QObject {
    Q_OBJECT

public:
    explicit ComparisonController(Document* document, QObject* parent = nullptr);
    ~ComparisonController() override;

    bool isPlaying() const { return m_playing; }
    double speed() const { return m_speed; }
    /// The last snapshot received (GUI thread); null before the first.
    std::shared_ptr<const ComparisonSnapshot> latestSnapshot() const { return m_latest; }
    /// Every sample of every run since the last rebuild, in document run order (GUI thread).
    const std::vector<std::vector<core::RunSample>>& history() const { return m_history; }
    /// Every run's positions at every positionsEvery()-th sample since the last rebuild, for
    /// export (GUI thread). The interval keeps the history near 0.5 MB per simulated second.
    const std::vector<std::vector<core::PositionSample>>& positionHistory() const {
        return m_positionHistory;
    }
    double sampleInterval() const { return m_sampleInterval; }

    void play();
    void pause();
    /// Advances every run by one sample interval.
    void stepOnce();
    /// Back to t = 0 with the document's current runs.
    void reset();
    /// Simulated seconds per wall-clock second; 0 = as fast as the machine goes.
    void setSpeed(double speed);
    /// Seconds between samples (rebuilds the set).
    void setSampleInterval(double seconds);
    /// Whether to compute the internal rk45 reference when no run is marked reference
    /// (rebuilds the set).
    void setInternalReference(bool on);
    bool internalReference() const { return m_internalReference; }
    /// Tolerance of the internal rk45 reference (rebuilds the set). The workbench's default,
    /// 1e-9, keeps a cloth comparison near real time; tighten it for error studies.
    void setReferenceTolerance(double tolerance);
    double referenceTolerance() const { return m_referenceTolerance; }

    /// The same hand on every run.
    void beginDrag(int particle, const core::Vec3& target);
    void dragTo(const core::Vec3& target);
    void endDrag();

signals:
    /// A snapshot arrived; history() already contains its samples.
    void snapshotReady();
    void playingChanged(bool playing);
    /// A run stopped alone (the others go on).
    void runBlewUp(int run, const clothlab::core::BlowUp& blowUp);
    void runFailed(int run, const QString& message);
    /// No run can advance any more (all finished, blown up or failed).
    void allStopped();

private:
    friend class ComparisonWorker;
    void receive(std::shared_ptr<const ComparisonSnapshot> snapshot);
    void onDocumentChanged(Changes what);
    void rebuild();

    Document* m_document;
    QThread* m_thread = nullptr;
    ComparisonWorker* m_worker = nullptr; ///< lives in m_thread
    std::shared_ptr<const ComparisonSnapshot> m_latest;
    std::vector<std::vector<core::RunSample>> m_history;
    std::vector<std::vector<core::PositionSample>> m_positionHistory;
    std::vector<core::RunStatus> m_statuses; ///< to report each stop once
    std::vector<core::RunSpec> m_builtRuns;  ///< what the worker's set was built from
    bool m_playing = false;
    double m_speed = 1.0;
    double m_sampleInterval = 1.0 / 60.0;
    bool m_internalReference = true;
    double m_referenceTolerance = 1e-9;
};

/// True when two run lists simulate the same thing (they differ at most in label, colour
/// and visibility).
bool sameSimulation(const std::vector<core::RunSpec>& a, const std::vector<core::RunSpec>& b);

} // namespace clothlab::widgets
