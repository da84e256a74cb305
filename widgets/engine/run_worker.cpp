#include "widgets/engine/run_worker.h"

#include "text/core_messages.h"
#include "widgets/engine/run_controller.h"

#include <QThread>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

RunWorker::RunWorker(RunController* controller) : m_controller(controller) {
    m_sincePublish.start();
    m_timer = new QTimer(this);
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, [this] { serve([](RunWorker& w) { w.tick(); }); });
}

RunWorker::~RunWorker() = default;

void RunWorker::serve(const std::function<void(RunWorker&)>& request) {
    try {
        request(*this);
    } catch (const std::exception& e) {
        QMetaObject::invokeMethod(
            m_controller,
            [c = m_controller, message = text::coreErrorText(e)] { emit c->editRefused(message); },
            Qt::QueuedConnection);
    }
}

void RunWorker::load(const Build& build) {
    m_timer->stop();
    m_playing = false;
    m_shownFrame = -1;
    m_published.clear();
    m_publishedPositions.clear();
    m_failure.clear();
    m_build = build;
    m_batchSimulated = 0.0;
    m_batchSteps = 0;
    m_batchNanoseconds = 0;
    core::RunSetOptions options = build.options;
    if (build.followDt &&
        !(options.sampleInterval > 0.0 && std::isfinite(options.sampleInterval))) {
        options.sampleInterval = 1.0; // the run itself fails and says why
    }
    try {
        m_set = std::make_unique<core::RunSet>(build.scene, build.runs, options);
    } catch (const std::exception& e) {
        m_set.reset();
        m_failure = text::coreErrorText(e);
    }
    publish(true);
}

void RunWorker::setPlaying(bool playing) {
    m_playing = playing && m_set && m_set->running();
    if (m_playing) {
        m_shownFrame = -1;
        m_clock.start();
        m_sincePublish.restart(); // the rates count wall-clock time from here
        m_startTime = m_set->time();
        m_timer->start();
    } else {
        m_timer->stop();
        if (m_batchSteps > 0) { // show where it stopped, not the last frame before
            publish(false);
        }
    }
}

void RunWorker::stepOnce() {
    if (m_set && m_set->running()) {
        m_shownFrame = -1;
        QElapsedTimer clock;
        clock.start();
        const double before = m_set->time();
        const long steps = firstRunSteps();
        m_set->advance(1);
        m_batchSimulated += m_set->time() - before;
        m_batchSteps += firstRunSteps() - steps;
        m_batchNanoseconds += clock.nsecsElapsed();
        publish(false);
    }
}

void RunWorker::setSpeed(double speed) {
    if (m_playing && m_set) { // keep pacing continuous across the change
        m_startTime = m_set->time();
        m_clock.restart();
    }
    m_speed = speed;
}

void RunWorker::applyLive(const core::Scene& scene, Changes what) {
    m_build.scene = scene;
    if (!m_set) {
        return;
    }
    if (what & Change::Stiffness) {
        m_set->setStiffness(scene.stiffness);
    }
    if (what & Change::Environment) {
        m_set->setEnvironment(scene.environment);
    }
    if (what & Change::Obstacles) {
        m_set->setObstacles(scene.obstacles);
    }
    if ((what & Change::Integrator) && m_build.followDt) {
        applyIntegrator(scene);
    }
    publish(false);
}

// Parameters and dt in place; another integrator continues from the current state.
void RunWorker::applyIntegrator(const core::Scene& scene) {
    const core::Simulation* simulation = m_set->run(0).simulation();
    if (!simulation || scene.integrator.id != simulation->integrator().id()) {
        rebuildKeepingState(scene);
        return;
    }
    try {
        m_set->setIntegratorParameters(0, scene.integrator);
    } catch (const std::exception&) {
        m_set->setSampleInterval(simulation->dt()); // whatever part applied
        publish(false);
        throw; // reported by serve()
    }
    m_set->setSampleInterval(simulation->dt());
}

void RunWorker::rebuildKeepingState(const core::Scene& scene) {
    Eigen::Matrix3Xd x, v;
    if (const core::Simulation* simulation = m_set ? m_set->run(0).simulation() : nullptr) {
        x = simulation->system().positions();
        v = simulation->system().velocities();
    }
    const bool playing = m_playing;
    Build build = m_build;
    build.scene = scene;
    build.runs.assign(1, core::RunSpec{scene.integrator, 1, {}, {}, true, false, {}});
    build.options.sampleInterval = scene.integrator.dt;
    load(build);
    if (m_set && x.cols() > 0) {
        m_set->setState(0, x, v);
        publish(false);
    }
    setPlaying(playing);
}

void RunWorker::setParticle(int particle, bool pinned, double mass) {
    if (m_set) {
        m_set->setMass(particle, mass);
        m_set->setPinned(particle, pinned);
        publish(false);
    }
}

void RunWorker::beginDrag(int particle, const core::Vec3& target) {
    m_shownFrame = -1; // the hand acts on the run as it is now: show it
    if (m_set) {
        m_set->beginDrag(particle, target);
        publish(false);
    }
}

void RunWorker::dragTo(const core::Vec3& target) {
    if (m_set) {
        m_set->dragTo(target);
        if (!m_playing) { // a paused run follows the hand at once
            m_set->applyDrag();
            publish(false);
        }
    }
}

void RunWorker::endDrag() {
    if (m_set) {
        m_set->endDrag();
        publish(false);
    }
}

long RunWorker::firstRunSteps() const {
    const core::Simulation* simulation =
        m_set && m_set->runCount() > 0 ? m_set->run(0).simulation() : nullptr;
    return simulation ? simulation->stepCount() : 0;
}

// Samples to advance in one call: as many as it takes to reach the target, but no more than
// about 2 ms of work, so that the frame budget is checked often.
int RunWorker::batchSize(double target) const {
    const double interval = m_set->options().sampleInterval;
    const double needed = std::ceil((target - m_set->time()) / interval - 0.5);
    const double budget =
        m_nanosecondsPerSample > 0.0 ? std::floor(2e6 / m_nanosecondsPerSample) : 1.0;
    return static_cast<int>(std::clamp(std::min(needed, budget), 1.0, 1000.0));
}

// One batch: catch up with the wall clock (× speed; speed 0 = unpaced), but never hold the
// thread much longer than a frame, so requests (pause, edits, drags) are served promptly.
void RunWorker::tick() {
    if (!m_playing || !m_set) {
        return;
    }
    const double interval = m_set->options().sampleInterval;
    const double target =
        m_speed > 0.0 ? m_startTime + m_speed * static_cast<double>(m_clock.nsecsElapsed()) * 1e-9
                      : HUGE_VAL;
    QElapsedTimer batch;
    batch.start();
    const double before = m_set->time();
    const long stepsBefore = firstRunSteps();
    while (m_set->time() + 0.5 * interval < target && batch.elapsed() < kFrameMs) {
        const int samples = batchSize(target);
        const qint64 start = batch.nsecsElapsed();
        const bool running = m_set->advance(samples);
        m_nanosecondsPerSample = static_cast<double>(batch.nsecsElapsed() - start) / samples;
        if (!running) {
            break;
        }
    }
    const double advanced = m_set->time() - before;
    if (m_speed > 0.0 && batch.elapsed() >= kFrameMs) {
        // Falling behind real time: restart the pacing from here rather than accumulate lag.
        m_startTime = m_set->time();
        m_clock.restart();
    }
    m_batchSimulated += advanced;
    m_batchSteps += firstRunSteps() - stepsBefore;
    m_batchNanoseconds += batch.nsecsElapsed();
    const bool stopped = !m_set->running();
    // At most one snapshot per display frame: copying state faster than it can be shown only
    // costs the solver time.
    if ((m_batchSimulated > 0.0 && m_sincePublish.elapsed() >= kFrameMs) || stopped) {
        publish(false);
    }
    if (stopped) {
        m_playing = false;
        m_timer->stop();
    } else if (advanced == 0.0) {
        QThread::msleep(1);
    }
}

void RunWorker::publish(bool fresh, bool rewound) {
    if (!fresh && !rewound && m_shownFrame >= 0 && !m_playing) {
        showFrame(m_shownFrame); // an edit while a frame is shown: the frame stays in view
        return;
    }
    // Rates per wall-clock second since the last snapshot (at 1 × real time the run keeps
    // pace, about 1), never above what the solver's own time allows.
    const double wall = static_cast<double>(
        std::max(m_sincePublish.nsecsElapsed(), static_cast<qint64>(m_batchNanoseconds)));
    m_sincePublish.restart();
    auto snapshot = std::make_shared<Snapshot>();
    snapshot->fresh = fresh;
    snapshot->rewound = rewound;
    const double seconds = std::max(1e-9, wall * 1e-9);
    snapshot->simulatedPerSecond = m_batchSimulated / seconds;
    snapshot->stepsPerSecond = static_cast<double>(m_batchSteps) / seconds;
    m_batchSimulated = 0.0;
    m_batchSteps = 0;
    m_batchNanoseconds = 0;
    const std::size_t count =
        m_set ? static_cast<std::size_t>(m_set->runCount()) : m_build.runs.size();
    snapshot->runs.resize(count);
    snapshot->newSamples.resize(count);
    snapshot->newPositions.resize(count);
    if (!m_set) {
        for (RunSnapshot& run : snapshot->runs) {
            run.status = core::RunStatus::Failed;
            run.message = m_failure;
        }
    } else {
        snapshot->time = m_set->time();
        snapshot->step = firstRunSteps();
        snapshot->reference = QString::fromStdString(m_set->referenceDescription());
        m_published.resize(count, 0);
        m_publishedPositions.resize(count, 0);
        for (std::size_t r = 0; r < count; ++r) {
            fillRun(r, *snapshot);
        }
        fillTimeline(*snapshot, fresh || rewound);
    }
    send(std::move(snapshot));
}

void RunWorker::send(std::shared_ptr<const Snapshot> snapshot) {
    QMetaObject::invokeMethod(
        m_controller, [c = m_controller, s = std::move(snapshot)] { c->receive(s); },
        Qt::QueuedConnection);
}

namespace {

// What a snapshot shows of a simulation's state; `out.positions` is already set.
void fillState(RunSnapshot& out, const core::Simulation& simulation) {
    const core::System& system = simulation.system();
    out.velocities = system.velocities();
    out.orientations = system.orientations();
    out.forces = simulation.currentForces();
    out.contacts = simulation.lastContactPairs();
    out.energy = simulation.energy();
    out.strain = core::computeStrain(system, out.positions);
    out.steps = simulation.stepCount();
}

} // namespace

// The timeline is that of the run with the most frames (the runs take theirs at the same
// sample times; one that stopped early has fewer).
void RunWorker::fillTimeline(Snapshot& snapshot, bool all) {
    const core::RunHistory* longest = nullptr;
    for (int r = 0; r < m_set->runCount(); ++r) {
        const core::RunHistory* history = m_set->run(r).history();
        if (!history) {
            continue;
        }
        if (!longest || history->frameCount() > longest->frameCount()) {
            longest = history;
        }
        for (const core::HistoryMarker& marker : history->markers()) {
            snapshot.markers.push_back({r, marker});
        }
    }
    if (!longest) {
        return;
    }
    if (all) {
        m_publishedFrames = 0;
    }
    for (int k = m_publishedFrames; k < longest->frameCount(); ++k) {
        snapshot.newFrameTimes.push_back(longest->info(k).time);
    }
    m_publishedFrames = longest->frameCount();
    snapshot.firstFrame = longest->firstFrame();
}

void RunWorker::showFrame(int frame) {
    if (!m_set) {
        return;
    }
    m_shownFrame = frame;
    auto snapshot = std::make_shared<Snapshot>();
    snapshot->frame = frame;
    const auto count = static_cast<std::size_t>(m_set->runCount());
    snapshot->runs.resize(count);
    snapshot->newSamples.resize(count);
    snapshot->newPositions.resize(count);
    snapshot->reference = QString::fromStdString(m_set->referenceDescription());
    for (std::size_t r = 0; r < count; ++r) { // a run without the frame shows where it stopped
        const core::RunRecord& record = m_set->run(static_cast<int>(r));
        snapshot->runs[r].status = record.status();
        snapshot->runs[r].blowUp = record.blowUp();
        snapshot->runs[r].positions = record.positions();
    }
    m_set->atFrame(frame,
                   [&](int r, const core::Simulation& simulation, const core::HistoryFrame& f) {
                       RunSnapshot& out = snapshot->runs[static_cast<std::size_t>(r)];
                       out.status = core::RunStatus::Running;
                       out.blowUp.reset();
                       out.positions = f.extra.arrays.at(2); // at the sample time
                       fillState(out, simulation);
                       snapshot->time = f.info.time; // the same for every run
                       if (r == 0) {
                           snapshot->step = simulation.stepCount();
                       }
                   });
    send(std::move(snapshot));
}

void RunWorker::replayFrom(int frame, const core::Scene& scene) {
    if (!m_set) {
        return;
    }
    m_set->rewind(frame);
    m_shownFrame = -1;
    for (int r = 0; r < m_set->runCount(); ++r) {
        const auto q = static_cast<std::size_t>(r);
        if (q < m_published.size()) {
            m_published[q] = std::min(m_published[q], m_set->run(r).sampleCount());
            m_publishedPositions[q] =
                std::min(m_publishedPositions[q], m_set->run(r).positionHistory().size());
        }
    }
    m_build.scene = scene;
    if (m_build.followDt) {
        // The scene's dt and parameters from here on (the frame's dt came back with it); a
        // refused one is reported and the run goes on as it was.
        try {
            applyIntegrator(scene);
        } catch (...) {
            publish(false, true);
            throw;
        }
    }
    publish(false, true);
}

void RunWorker::fillRun(std::size_t r, Snapshot& snapshot) {
    const core::RunRecord& record = m_set->run(static_cast<int>(r));
    RunSnapshot& out = snapshot.runs[r];
    out.status = record.status();
    out.blowUp = record.blowUp();
    out.message = text::translateCoreMessage(record.reason());
    out.positions = record.positions();
    if (const core::Simulation* simulation = record.simulation()) {
        const core::System& system = simulation->system();
        // The simulation's own state when it is at the sample time (edits while paused show).
        if (std::abs(simulation->time() - m_set->time()) <= 1e-9 * simulation->dt()) {
            out.positions = system.positions();
        }
        fillState(out, *simulation);
    }
    const auto& samples = record.samples();
    if (!samples.empty()) {
        out.last = samples.back();
    }
    out.solver = record.solver();
    out.seconds = record.seconds();
    const std::size_t from = std::max(m_published[r], record.droppedSamples());
    snapshot.newSamples[r].assign(samples.begin() +
                                      static_cast<std::ptrdiff_t>(from - record.droppedSamples()),
                                  samples.end());
    m_published[r] = record.sampleCount();
    const auto& positions = record.positionHistory();
    snapshot.newPositions[r].assign(
        positions.begin() + static_cast<std::ptrdiff_t>(m_publishedPositions[r]), positions.end());
    m_publishedPositions[r] = positions.size();
}

} // namespace clothlab::widgets
