// Several runs of one scene in lockstep (DESIGN §4): every run starts from the same initial
// state and is sampled at the same times, each with its own integrator and dt; the runs
// advance in parallel, and each is compared with a reference run at every sample.
#pragma once

#include "core/forces/force_model.h"
#include "core/scene/scene.h"
#include "core/simulation/reference.h"
#include "core/simulation/run_history.h"
#include "core/simulation/simulation.h"
#include "core/simulation/user_drag.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clothlab::core {

/// A run's positions at one sample, kept for export (single precision).
struct PositionSample {
    int sample = 0;     ///< index of the sample (0 = the initial state)
    double time = 0.0;  ///< s
    Eigen::Matrix3Xf x; ///< m
};

/// One run at one sample time.
struct RunSample {
    double time = 0.0;                    ///< the sample time, s
    EnergyRecord energy;                  ///< of the run's step that ended at or just after `time`
    StrainStats strain;                   ///< of the positions at `time`
    std::optional<TrajectoryError> error; ///< against the reference at `time`; none without one
};

enum class RunStatus : std::uint8_t {
    Running,
    BlownUp,  ///< stopped alone; blowUp() says when and why
    Failed,   ///< could not be built (unknown integrator, refused parameter); message() says why
    Finished, ///< reached the end time
};

std::string_view runStatusId(RunStatus status); ///< "running", "blown-up", "failed", "finished"

/// The state of one run of a RunSet.
class RunRecord {
public:
    const RunSpec& spec() const { return m_spec; }
    RunStatus status() const { return m_status; }
    const std::optional<BlowUp>& blowUp() const { return m_blowUp; }
    const std::string& message() const { return m_message; }
    /// message() as a Message, for the GUI to translate.
    const Message& reason() const { return m_reason; }
    /// Samples so far; the first is the initial state at t = 0 (with
    /// RunSetOptions::sampleLimit, the most recent ones only: droppedSamples() went before).
    const std::vector<RunSample>& samples() const { return m_samples; }
    /// Samples dropped from the front of samples() to keep within the sample limit.
    std::size_t droppedSamples() const { return m_dropped; }
    /// Samples taken since t = 0: droppedSamples() + samples().size().
    std::size_t sampleCount() const { return m_dropped + m_samples.size(); }
    /// Positions at the last sample time (between two steps, the cubic Hermite interpolant
    /// of the step's end states, so a run whose dt does not divide the sample interval is still
    /// compared at the same instants as the others). Empty when the run failed.
    const Eigen::Matrix3Xd& positions() const { return m_positions; }
    /// Diagnostics of the last step of the run's iterative solver.
    const SolverStats& solver() const { return m_solver; }
    /// Positions at every RunSetOptions::positionsEvery-th sample (none when it is 0).
    const std::vector<PositionSample>& positionHistory() const { return m_positionHistory; }
    /// Steps taken and wall-clock seconds spent stepping.
    long steps() const { return m_steps; }
    double seconds() const { return m_seconds; }
    /// The simulation, for inspection; null when the run failed.
    const Simulation* simulation() const { return m_simulation.get(); }
    /// The run's timeline (RunSetOptions::history); null without one or when the run failed.
    const RunHistory* history() const { return m_history.get(); }

private:
    friend class RunSet;
    RunSpec m_spec;
    RunStatus m_status = RunStatus::Running;
    std::optional<BlowUp> m_blowUp;
    std::string m_message;
    Message m_reason;
    std::vector<RunSample> m_samples;
    std::size_t m_dropped = 0;
    std::vector<PositionSample> m_positionHistory;
    Eigen::Matrix3Xd m_positions;
    SolverStats m_solver;
    long m_steps = 0;
    double m_seconds = 0.0;
    std::unique_ptr<Simulation> m_simulation;
    std::unique_ptr<RunHistory> m_history;
    UserDrag m_drag;
    // The state before the step that crosses the next sample time (for interpolation).
    Eigen::Matrix3Xd m_previousX, m_previousV;
    double m_previousTime = 0.0;
    // Positions at the samples of the batch being advanced, for the errors.
    std::vector<Eigen::Matrix3Xd> m_batch;
};

struct RunSetOptions {
    double sampleInterval = 1.0 / 60.0; ///< s, > 0
    double endTime = 0.0;               ///< s; 0 = no end
    /// When no run is marked reference, an extra run of defaultReference()'s method (dop853)
    /// at `referenceTolerance` is computed alongside as the reference. Its outer step is the
    /// largest divisor of the sample interval not above the smallest step of the runs, so
    /// that it lands on every sample and meets obstacles (resolved once per outer step) at
    /// least as often as any run.
    bool internalReference = true;
    double referenceTolerance = 1e-11;
    int threads = 0; ///< 0 = one per hardware thread
    /// Keep every run's positions at every N-th sample, the first included
    /// (RunRecord::positionHistory(); 12 bytes per particle each); 0 = none.
    int positionsEvery = 0;
    /// Keep about this many of each run's most recent samples (at least this many, at most
    /// twice as many), dropping older ones; 0 = keep all. For a run watched live rather than
    /// exported (a set of one sampled at every step).
    int sampleLimit = 0;
    /// Keep every run's timeline (RunRecord::history()), the memory budget shared among the
    /// runs and the reference; frames are taken at sample times, the same ones for every run.
    std::optional<HistoryOptions> history;
};

/// The runs of a comparison. Not thread-safe: one thread drives it (it uses worker threads
/// inside advance()). Results are deterministic whatever the number of threads.
class RunSet {
public:
    /// Builds every run from the scene's initial state. A run that cannot be built is kept,
    /// marked Failed with the reason. Throws std::invalid_argument for a bad sample interval
    /// and whatever buildSystem() throws for the scene. `system`, when given, is the scene's
    /// system already built (buildSystem(scene)): it is built once, and copied into every
    /// run whose spec has no scene overrides.
    RunSet(const Scene& scene, std::vector<RunSpec> runs, RunSetOptions options = {},
           std::shared_ptr<const System> system = nullptr);
    ~RunSet();
    RunSet(const RunSet&) = delete;
    RunSet& operator=(const RunSet&) = delete;

    int runCount() const { return static_cast<int>(m_runs.size()); }
    const RunRecord& run(int r) const { return *m_runs[static_cast<std::size_t>(r)]; }
    /// The run errors are measured against: a run marked reference (the first one), or −1
    /// when the internal reference (or none) is used.
    int referenceRun() const { return m_referenceRun; }
    /// The internal reference run, null when a run is the reference or it is switched off.
    const RunRecord* internalReference() const { return m_internalReference.get(); }
    /// Description of the reference for plot captions: the reference run's label or
    /// "dop853 (tolerance 1e-11, dt = 0.0005 s)"; empty without reference.
    std::string referenceDescription() const;

    const RunSetOptions& options() const { return m_options; }
    /// Changes the sample interval from the current sample time on (a set of one sampled at
    /// every step follows its run's dt). Throws std::invalid_argument for a bad interval.
    void setSampleInterval(double seconds);
    /// Time of the last sample every run has reached, s.
    double time() const;
    int sampleCount() const { return m_sampleCount; }
    /// True while some run can still advance.
    bool running() const;

    /// Advances every running run (and the reference) by `samples` sample intervals, in
    /// parallel, then measures the errors. Returns running().
    bool advance(int samples = 1);

    /// Puts every run back to frame `frame` of its timeline (RunSetOptions::history), as it
    /// was at that sample: the samples after it are forgotten, a run that blew up later runs
    /// again, and every run then steps on bit for bit as it did from there (a run stopped
    /// before the frame stays stopped). Changes the runs' dt back to the frame's; edits made
    /// since (stiffness, forces, integrator parameters) stay. Throws MessageError, changing
    /// nothing, when no run has the frame or a frame cannot be read back.
    void rewind(int frame);
    /// Calls `look(r, simulation, frame)` for every run whose timeline holds frame `frame`, the
    /// run's simulation put at that frame (its forces, contact pairs and energy books as they
    /// were then), and puts each run back as it was afterwards: nothing changes. Throws
    /// MessageError as rewind() does.
    void atFrame(int frame,
                 const std::function<void(int, const Simulation&, const HistoryFrame&)>& look);

    /// The same hand on every run (DESIGN: dragging applies to all runs).
    void beginDrag(int particle, const Vec3& target);
    void dragTo(const Vec3& target);
    void endDrag();
    /// Live edits applied to every run: no reset. A run's own scene overrides stay applied
    /// over the edited scene (RunSpec::overrides).
    void setStiffness(const StiffnessTable& table);
    void setEnvironment(const Environment& environment);
    void setObstacles(const std::vector<Obstacle>& obstacles);
    void setPinned(int particle, bool pinned);
    void setMass(int particle, double mass);
    /// Puts every dragged particle at its hand's target now (between advances, when the
    /// set is not stepping).
    void applyDrag();
    /// Applies integrator parameters and dt (divided by `substeps`) to run `r` in place: no
    /// reset, same state. The choice must name the run's integrator (a different integrator
    /// needs a new run). Parameters are first put back to their defaults; every valid one
    /// is applied, then std::invalid_argument is thrown naming the first refused parameter or
    /// a refused dt (which leaves the dt as it was).
    void setIntegratorParameters(int r, const IntegratorChoice& choice, int substeps = 1);
    /// Puts run `r` at positions x and velocities v (same time; the change of energy is
    /// booked as external work). Ignored when the run failed or the sizes differ.
    void setState(int r, const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v);

private:
    std::vector<RunRecord*> liveRuns();
    void advanceRun(RunRecord& run, int samples, int firstSample);
    void measureErrors(int firstSample, int samples);
    template <typename Edit> void editAll(Edit&& edit);
    /// The scene run `run` simulates: m_scene with the run's overrides.
    Scene runScene(const RunRecord& run) const;

    Scene m_scene; ///< as last edited (without runs)
    RunSetOptions m_options;
    std::vector<std::unique_ptr<RunRecord>> m_runs;
    std::unique_ptr<RunRecord> m_internalReference;
    void keepWithinLimit(RunRecord& run) const;
    /// Frame `frame` of every run whose timeline holds it (and of the internal reference's
    /// when `withReference`), read before anything changes. Throws MessageError when no run
    /// holds it or one cannot be read back.
    std::vector<std::pair<RunRecord*, HistoryFrame>> framesAt(int frame, bool withReference) const;
    /// The index of one of m_runs.
    int runIndex(const RunRecord& run) const;
    /// A frame of `run` at `sample` (time `t`, positions `x`) when its timeline takes one.
    void recordFrame(RunRecord& run, int sample, double t, const Eigen::Matrix3Xd& x) const;
    double sampleTime(int sample) const;

    int m_referenceRun = -1;
    int m_sampleCount = 1; ///< samples taken, including the initial one
    // Sample k is at m_timeOrigin + (k − m_sampleOrigin) · interval (the interval may change).
    double m_timeOrigin = 0.0;
    int m_sampleOrigin = 0;
};

} // namespace clothlab::core
