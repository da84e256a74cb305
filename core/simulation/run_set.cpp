// Lockstep runs. Each run advances alone on a worker thread through a batch of samples,
// keeping its positions at every sample of the batch; the errors against the reference are
// measured after the batch, so no run ever waits for another inside a batch and the result
// does not depend on the thread that ran it.
#include "core/simulation/run_set.h"

#include "core/base/parallel.h"
#include "core/scene/scene_io.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <string>

namespace clothlab::core {

std::string_view runStatusId(RunStatus status) {
    switch (status) {
    case RunStatus::Running:
        return "running";
    case RunStatus::BlownUp:
        return "blown-up";
    case RunStatus::Failed:
        return "failed";
    case RunStatus::Finished:
        return "finished";
    }
    return "running";
}

namespace {

/// Positions at time t in [t0, t1] from the end states of one step: the cubic Hermite
/// interpolant through (x0, v0) and (x1, v1), third order in the step size.
void hermite(const Eigen::Matrix3Xd& x0, const Eigen::Matrix3Xd& v0, double t0,
             const Eigen::Matrix3Xd& x1, const Eigen::Matrix3Xd& v1, double t1, double t,
             Eigen::Matrix3Xd& out) {
    const double h = t1 - t0;
    const double s = std::clamp((t - t0) / h, 0.0, 1.0);
    const double s2 = s * s;
    const double s3 = s2 * s;
    const double h00 = 2.0 * s3 - 3.0 * s2 + 1.0;
    const double h10 = (s3 - 2.0 * s2 + s) * h;
    const double h01 = -2.0 * s3 + 3.0 * s2;
    const double h11 = (s3 - s2) * h;
    out = h00 * x0 + h10 * v0 + h01 * x1 + h11 * v1;
}

/// The internal reference: defaultReference() at the options' tolerance, its frame step the
/// largest divisor of the sample interval not above the smallest step of the runs (see
/// RunSetOptions::internalReference).
IntegratorChoice internalReferenceChoice(const std::vector<RunSpec>& runs,
                                         const RunSetOptions& options) {
    double smallest = options.sampleInterval;
    for (const RunSpec& spec : runs) {
        const double dt = effectiveIntegrator(spec).dt;
        if (dt > 0.0 && std::isfinite(dt)) {
            smallest = std::min(smallest, dt);
        }
    }
    // A run step that divides the sample interval gives exactly that many divisions.
    const double divisions = std::ceil(options.sampleInterval / smallest * (1.0 - 1e-12));
    IntegratorChoice choice = defaultReference(options.sampleInterval / std::max(1.0, divisions));
    choice.parameters = {{"tolerance", options.referenceTolerance}};
    return choice;
}

} // namespace

RunSet::RunSet(const Scene& scene, std::vector<RunSpec> runs, RunSetOptions options,
               std::shared_ptr<const System> system)
    : m_scene(scene), m_options(options) {
    m_scene.runs.clear();
    if (!(options.sampleInterval > 0.0) || !std::isfinite(options.sampleInterval)) {
        throw MessageError(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "the sample interval must be a positive number of seconds")));
    }
    // Throws for a scene that cannot be built, before any run does.
    if (!system) {
        system = std::make_shared<const System>(buildSystem(scene));
    }
    const int particles = system->particleCount();
    SimulationOptions simulationOptions;
    simulationOptions.restoreLastGoodState = true; // a blown-up run shows its last good state
    // The runs share the cores: when more than one simulation is built (the runs and the
    // internal reference below), none splits its own step over them as well, and each starts
    // on one thread, so that not even its first force evaluation starts a helper thread.
    const bool anyReference =
        std::any_of(runs.begin(), runs.end(), [](const RunSpec& spec) { return spec.reference; });
    const std::size_t simulations =
        runs.size() + (!anyReference && options.internalReference ? 1 : 0);
    if (simulations > 1) {
        simulationOptions.threadBudget = 1;
    }
    std::optional<HistoryOptions> history = options.history;
    if (history) { // each simulation's share of the memory budget
        history->memoryBudget /= std::max<std::size_t>(simulations, 1);
    }
    auto build = [&](const RunSpec& spec) {
        auto record = std::make_unique<RunRecord>();
        record->m_spec = spec;
        try {
            if (spec.substeps < 1) {
                throw MessageError(
                    msg(CLOTHLAB_TR_NOOP("CoreMessage", "substeps must be at least 1")));
            }
            record->m_simulation = std::make_unique<Simulation>(
                spec.overrides.empty()
                    ? makeSimulation(scene, *system, effectiveIntegrator(spec), simulationOptions)
                    : makeSimulation(sceneForRun(scene, spec), effectiveIntegrator(spec),
                                     simulationOptions));
            const Simulation& sim = *record->m_simulation;
            if (sim.system().particleCount() != particles) {
                throw MessageError(msg(
                    CLOTHLAB_TR_NOOP("CoreMessage",
                                     "the run's scene overrides change the number of particles "
                                     "(%1 → %2); the runs of a comparison are compared particle "
                                     "by particle"),
                    particles, sim.system().particleCount()));
            }
            record->m_positions = sim.system().positions();
            record->m_samples.push_back(
                {0.0, sim.energy(), computeStrain(sim.system(), record->m_positions), {}});
            if (options.positionsEvery > 0) {
                record->m_positionHistory.push_back({0, 0.0, record->m_positions.cast<float>()});
            }
            if (history) {
                record->m_history = std::make_unique<RunHistory>(*history);
                recordFrame(*record, 0, 0.0, record->m_positions);
            }
        } catch (const std::exception& e) {
            record->m_simulation.reset();
            record->m_status = RunStatus::Failed;
            record->m_message = e.what();
            record->m_reason = messageOf(e);
        }
        return record;
    };
    for (RunSpec& spec : runs) {
        if (spec.reference && m_referenceRun < 0) {
            m_referenceRun = static_cast<int>(m_runs.size());
        }
        m_runs.push_back(build(spec));
    }
    if (m_referenceRun < 0 && options.internalReference) {
        m_internalReference =
            build({internalReferenceChoice(runs, options), 1, "reference", "", false, true, {}});
    }
    // Every run starts from the same state, so the first errors are zero by construction;
    // they are measured anyway so that the series start at t = 0.
    for (auto& run : m_runs) {
        run->m_batch.assign(1, run->m_positions);
    }
    if (m_internalReference) {
        m_internalReference->m_batch.assign(1, m_internalReference->m_positions);
    }
    measureErrors(0, 1);
}

RunSet::~RunSet() = default;

std::string RunSet::referenceDescription() const {
    if (m_referenceRun >= 0) {
        const RunSpec& spec = run(m_referenceRun).spec();
        return spec.label.empty() ? spec.integrator.id : spec.label;
    }
    if (m_internalReference) {
        const IntegratorChoice& choice = m_internalReference->spec().integrator;
        char text[96];
        std::snprintf(text, sizeof text, "%s (tolerance %g, dt = %g s)", choice.id.c_str(),
                      m_options.referenceTolerance, choice.dt);
        return text;
    }
    return {};
}

double RunSet::sampleTime(int sample) const {
    return m_timeOrigin + static_cast<double>(sample - m_sampleOrigin) * m_options.sampleInterval;
}

double RunSet::time() const {
    return sampleTime(m_sampleCount - 1);
}

void RunSet::setSampleInterval(double seconds) {
    if (!(seconds > 0.0) || !std::isfinite(seconds)) {
        throw MessageError(msg(CLOTHLAB_TR_NOOP(
            "CoreMessage", "the sample interval must be a positive number of seconds")));
    }
    m_timeOrigin = time();
    m_sampleOrigin = m_sampleCount - 1;
    m_options.sampleInterval = seconds;
}

bool RunSet::running() const {
    return std::any_of(m_runs.begin(), m_runs.end(),
                       [](const auto& r) { return r->m_status == RunStatus::Running; });
}

std::vector<RunRecord*> RunSet::liveRuns() {
    std::vector<RunRecord*> live;
    for (auto& run : m_runs) {
        if (run->m_status == RunStatus::Running) {
            live.push_back(run.get());
        }
    }
    if (m_internalReference && m_internalReference->m_status == RunStatus::Running) {
        live.push_back(m_internalReference.get());
    }
    return live;
}

bool RunSet::advance(int samples) {
    if (m_options.endTime > 0.0) {
        const long left =
            std::lround(std::floor((m_options.endTime - time()) / m_options.sampleInterval + 1e-9));
        samples = static_cast<int>(std::min<long>(samples, left));
    }
    if (samples <= 0 || !running()) {
        return running();
    }
    std::vector<RunRecord*> live = liveRuns();
    // Longest first (by the cost per sample measured so far), so that two threads finish
    // a batch of unequal runs close together.
    auto costPerSample = [](const RunRecord* r) {
        return r->m_seconds / static_cast<double>(r->m_samples.size());
    };
    std::stable_sort(live.begin(), live.end(), [&](const RunRecord* a, const RunRecord* b) {
        return costPerSample(a) > costPerSample(b);
    });
    const int first = m_sampleCount;
    parallelFor(static_cast<int>(live.size()), m_options.threads,
                [&](int i) { advanceRun(*live[static_cast<std::size_t>(i)], samples, first); });
    measureErrors(first, samples);
    m_sampleCount += samples;
    if (m_options.endTime > 0.0 && time() >= m_options.endTime - 1e-9 * m_options.sampleInterval) {
        for (auto& run : m_runs) {
            if (run->m_status == RunStatus::Running) {
                run->m_status = RunStatus::Finished;
            }
        }
    }
    return running();
}

void RunSet::advanceRun(RunRecord& run, int samples, int firstSample) {
    const auto start = std::chrono::steady_clock::now();
    Simulation& sim = *run.m_simulation;
    run.m_batch.resize(static_cast<std::size_t>(samples));
    const double dt = sim.dt();
    const double eps = 1e-9 * dt;
    int done = 0;
    try {
        for (; done < samples; ++done) {
            const double t = sampleTime(firstSample + done);
            bool ok = true;
            while (ok && sim.time() < t - eps) {
                if (sim.time() + dt > t + eps) { // this step passes the sample time
                    run.m_previousX = sim.system().positions();
                    run.m_previousV = sim.system().velocities();
                    run.m_previousTime = sim.time();
                }
                run.m_drag.apply(sim);
                ok = sim.step();
                ++run.m_steps;
            }
            if (!ok) {
                run.m_status = RunStatus::BlownUp;
                run.m_blowUp = sim.blowUp();
                if (run.m_history && run.m_blowUp) {
                    run.m_history->recordBlowUp(*run.m_blowUp);
                }
                break;
            }
            Eigen::Matrix3Xd& x = run.m_batch[static_cast<std::size_t>(done)];
            if (std::abs(sim.time() - t) <= eps) {
                x = sim.system().positions();
            } else {
                hermite(run.m_previousX, run.m_previousV, run.m_previousTime,
                        sim.system().positions(), sim.system().velocities(), sim.time(), t, x);
            }
            run.m_samples.push_back({t, sim.energy(), computeStrain(sim.system(), x), {}});
            keepWithinLimit(run);
            const int sample = firstSample + done;
            if (m_options.positionsEvery > 0 && sample % m_options.positionsEvery == 0) {
                run.m_positionHistory.push_back({sample, t, x.cast<float>()});
            }
            recordFrame(run, sample, t, x);
        }
    } catch (const std::exception& e) {
        run.m_status = RunStatus::Failed;
        run.m_message = e.what();
        run.m_reason = messageOf(e);
    }
    run.m_batch.resize(static_cast<std::size_t>(done));
    if (done > 0) {
        run.m_positions = run.m_batch.back();
    } else if (run.m_status == RunStatus::BlownUp) {
        run.m_positions = sim.system().positions(); // the last good state
    }
    run.m_solver = sim.integrator().stats();
    run.m_seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void RunSet::measureErrors(int firstSample, int samples) {
    const RunRecord* reference = m_referenceRun >= 0
                                     ? m_runs[static_cast<std::size_t>(m_referenceRun)].get()
                                     : m_internalReference.get();
    if (!reference) {
        return;
    }
    const auto available = static_cast<int>(reference->m_batch.size());
    for (auto& run : m_runs) {
        if (!run->m_simulation) {
            continue;
        }
        const System& system = run->m_simulation->system();
        const int count = std::min({samples, available, static_cast<int>(run->m_batch.size())});
        for (int k = 0; k < count; ++k) {
            const auto index = static_cast<std::size_t>(firstSample + k);
            if (index < run->m_dropped) {
                continue; // dropped already (a batch longer than the sample limit)
            }
            RunSample& sample = run->m_samples[index - run->m_dropped];
            sample.error = trajectoryError(system, run->m_batch[static_cast<std::size_t>(k)],
                                           reference->m_batch[static_cast<std::size_t>(k)]);
        }
    }
}

// A frame holds, beside the simulation's checkpoint, what the run and the set need to take the
// next sample as they would have: the state before the step that passes the sample time, the
// sample's (interpolated) positions, the run's step count and the sample clock.
void RunSet::recordFrame(RunRecord& run, int sample, double t, const Eigen::Matrix3Xd& x) const {
    if (!run.m_history || !run.m_history->takesFrameAt(t)) {
        return; // gather nothing for the samples between frames
    }
    CarriedState extra;
    extra.arrays = {run.m_previousX, run.m_previousV, x};
    extra.scalars = {run.m_previousTime, static_cast<double>(run.m_steps), m_timeOrigin,
                     static_cast<double>(m_sampleOrigin), m_options.sampleInterval};
    run.m_history->record(*run.m_simulation, sample, t, extra);
}

std::vector<std::pair<RunRecord*, HistoryFrame>> RunSet::framesAt(int frame,
                                                                  bool withReference) const {
    std::vector<std::pair<RunRecord*, HistoryFrame>> frames;
    auto collect = [&](RunRecord* run) {
        if (run && run->m_simulation && run->m_history && frame >= 0 &&
            frame < run->m_history->frameCount()) {
            frames.emplace_back(run, run->m_history->frame(frame)); // may throw: nothing changed
        }
    };
    for (const auto& run : m_runs) {
        collect(run.get());
    }
    if (withReference) {
        collect(m_internalReference.get());
    }
    if (frames.empty()) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "no run's timeline holds frame %1"), frame));
    }
    return frames;
}

int RunSet::runIndex(const RunRecord& run) const {
    const auto it =
        std::find_if(m_runs.begin(), m_runs.end(), [&](const auto& r) { return r.get() == &run; });
    return static_cast<int>(it - m_runs.begin());
}

void RunSet::rewind(int frame) {
    auto frames = framesAt(frame, true);
    const int sample = frames.front().second.info.sample;
    const std::vector<double> clock = frames.front().second.extra.scalars;
    for (auto& [run, f] : frames) {
        run->m_drag.end(*run->m_simulation);
        run->m_simulation->restore(f.state);
        run->m_previousX = f.extra.arrays.at(0);
        run->m_previousV = f.extra.arrays.at(1);
        run->m_positions = f.extra.arrays.at(2);
        run->m_previousTime = f.extra.scalars.at(0);
        run->m_steps = std::lround(f.extra.scalars.at(1));
        run->m_status = RunStatus::Running;
        run->m_blowUp.reset();
        const auto kept = static_cast<std::size_t>(sample) + 1;
        if (run->m_dropped >= kept) {
            run->m_samples.clear();
            run->m_dropped = kept;
        } else {
            run->m_samples.resize(std::min(run->m_samples.size(), kept - run->m_dropped));
        }
        std::erase_if(run->m_positionHistory,
                      [sample](const PositionSample& p) { return p.sample > sample; });
        run->m_history->truncate(frame + 1);
        run->m_solver = run->m_simulation->integrator().stats();
    }
    m_timeOrigin = clock.at(2);
    m_sampleOrigin = static_cast<int>(std::lround(clock.at(3)));
    m_options.sampleInterval = clock.at(4);
    m_sampleCount = sample + 1;
}

void RunSet::atFrame(int frame,
                     const std::function<void(int, const Simulation&, const HistoryFrame&)>& look) {
    for (const auto& [run, f] : framesAt(frame, false)) {
        Simulation& sim = *run->m_simulation;
        const SimulationCheckpoint now = sim.checkpoint();
        sim.restore(f.state);
        try {
            look(runIndex(*run), sim, f);
        } catch (...) {
            sim.restore(now);
            throw;
        }
        sim.restore(now);
    }
}

void RunSet::keepWithinLimit(RunRecord& run) const {
    const auto limit = static_cast<std::size_t>(std::max(0, m_options.sampleLimit));
    if (limit > 0 && run.m_samples.size() > 2 * limit) {
        const std::size_t drop = run.m_samples.size() - limit;
        run.m_samples.erase(run.m_samples.begin(),
                            run.m_samples.begin() + static_cast<std::ptrdiff_t>(drop));
        run.m_dropped += drop;
    }
}

template <typename Edit> void RunSet::editAll(Edit&& edit) {
    for (RunRecord* run : liveRuns()) {
        edit(*run);
    }
}

void RunSet::beginDrag(int particle, const Vec3& target) {
    editAll([&](RunRecord& r) { r.m_drag.begin(*r.m_simulation, particle, target); });
}

void RunSet::dragTo(const Vec3& target) {
    editAll([&](RunRecord& r) { r.m_drag.setTarget(target); });
}

void RunSet::endDrag() {
    editAll([&](RunRecord& r) { r.m_drag.end(*r.m_simulation); });
}

Scene RunSet::runScene(const RunRecord& run) const {
    try {
        return sceneForRun(m_scene, run.m_spec);
    } catch (const std::exception&) {
        return m_scene; // the edit makes the override invalid: the run takes the scene's value
    }
}

void RunSet::setStiffness(const StiffnessTable& table) {
    m_scene.stiffness = table;
    editAll([&](RunRecord& r) {
        r.m_simulation->system().setStiffness(r.m_spec.overrides.empty() ? table
                                                                         : runScene(r).stiffness);
        r.m_simulation->stateChanged();
    });
}

void RunSet::setEnvironment(const Environment& environment) {
    m_scene.environment = environment;
    editAll([&](RunRecord& r) {
        r.m_simulation->setEnvironment(r.m_spec.overrides.empty() ? environment
                                                                  : runScene(r).environment);
    });
}

void RunSet::setObstacles(const std::vector<Obstacle>& obstacles) {
    m_scene.obstacles = obstacles;
    editAll([&](RunRecord& r) {
        r.m_simulation->setObstacles(r.m_spec.overrides.empty() ? obstacles
                                                                : runScene(r).obstacles);
    });
}

void RunSet::setPinned(int particle, bool pinned) {
    editAll([&](RunRecord& r) {
        if (particle >= 0 && particle < r.m_simulation->system().particleCount()) {
            r.m_simulation->system().setPinned(particle, pinned);
            r.m_simulation->stateChanged();
        }
    });
}

void RunSet::setMass(int particle, double mass) {
    editAll([&](RunRecord& r) {
        if (particle >= 0 && particle < r.m_simulation->system().particleCount() && mass > 0.0) {
            r.m_simulation->system().setMass(particle, mass);
            r.m_simulation->stateChanged();
        }
    });
}

void RunSet::applyDrag() {
    editAll([&](RunRecord& r) {
        if (r.m_drag.active()) {
            r.m_drag.apply(*r.m_simulation);
        }
    });
}

void RunSet::setIntegratorParameters(int r, const IntegratorChoice& choice, int substeps) {
    RunRecord& run = *m_runs.at(static_cast<std::size_t>(r));
    if (!run.m_simulation) {
        return;
    }
    Simulation& sim = *run.m_simulation;
    if (choice.id != sim.integrator().id()) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "the run's integrator is %1, not %2"),
                sim.integrator().id(), choice.id));
    }
    ParameterSet& parameters = sim.integrator().parameters();
    parameters.resetToDefaults();
    Message refused;
    for (const auto& [id, value] : choice.parameters) {
        if (Message reason = parameters.set(id, value); !reason.empty() && refused.empty()) {
            refused = std::move(reason);
        }
    }
    sim.integrator().reset();
    const double dt = choice.dt / std::max(1, substeps);
    if (dt != sim.dt()) {
        sim.setDt(dt); // throws for a dt the simulation refuses, before anything else changes
    }
    if (!refused.empty()) {
        throw MessageError(std::move(refused));
    }
}

void RunSet::setState(int r, const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& v) {
    RunRecord& run = *m_runs.at(static_cast<std::size_t>(r));
    if (!run.m_simulation) {
        return;
    }
    System& system = run.m_simulation->system();
    if (x.cols() != system.particleCount() || v.cols() != system.particleCount()) {
        return;
    }
    system.positions() = x;
    system.velocities() = v;
    run.m_simulation->stateChanged();
    run.m_positions = x;
}

} // namespace clothlab::core
