#include "widgets/engine/run_controller.h"

#include "widgets/engine/run_worker.h"

#include <QStandardPaths>
#include <QThread>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

namespace {

/// The timeline of either tab: a frame every display frame of simulated time, 256 MiB in
/// memory shared by the runs (about 10 minutes of one 32² cloth), then files in the cache
/// folder.
core::HistoryOptions timelineOptions() {
    core::HistoryOptions options;
    options.interval = 1.0 / 60.0;
    options.memoryBudget = std::size_t{256} << 20;
    options.spillFolder =
        (QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + "/timeline")
            .toStdString();
    return options;
}

} // namespace

bool sameSimulation(const std::vector<core::RunSpec>& a, const std::vector<core::RunSpec>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const core::RunSpec& x, const core::RunSpec& y) {
                          return x.integrator == y.integrator && x.substeps == y.substeps &&
                                 x.reference == y.reference;
                      });
}

RunController::RunController(Document* document, RunSource source, QObject* parent)
    : QObject(parent), m_document(document), m_source(source), m_thread(new QThread(this)),
      m_worker(new RunWorker(this)) {
    m_worker->moveToThread(m_thread);
    // Race-free teardown: the worker is deleted on its own thread when the thread ends.
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread->setObjectName(source == RunSource::Scene ? QStringLiteral("clothlab-simulation")
                                                       : QStringLiteral("clothlab-comparison"));
    m_thread->start();
    connect(document, &Document::changed, this, &RunController::onDocumentChanged);
    rebuild();
}

RunController::~RunController() {
    m_thread->quit();
    m_thread->wait();
}

void RunController::post(std::function<void(RunWorker&)> request) {
    QMetaObject::invokeMethod(m_worker,
                              [w = m_worker, request = std::move(request)] { w->serve(request); });
}

void RunController::rebuild() {
    pause();
    RunWorker::Build build;
    build.scene = m_document->scene();
    build.particles = m_document->system() ? m_document->system()->particleCount() : 0;
    build.options.internalReference = false;
    if (m_source == RunSource::Scene) {
        build.runs = {core::RunSpec{build.scene.integrator, 1, {}, {}, true, false, {}}};
        build.options.sampleInterval = build.scene.integrator.dt;
        build.options.sampleLimit = 1000; // watched live, not exported
        build.followDt = true;
        build.options.history = timelineOptions();
    } else {
        build.runs = build.scene.runs;
        build.options.sampleInterval = m_sampleInterval;
        build.options.internalReference = m_internalReference;
        build.options.referenceTolerance = m_referenceTolerance;
        // Positions kept for export at about 0.5 MB per simulated second at most.
        const double bytesPerSecond =
            12.0 * build.particles * static_cast<double>(build.runs.size()) / m_sampleInterval;
        build.options.positionsEvery =
            std::max(1, static_cast<int>(std::ceil(bytesPerSecond / 5e5)));
        build.options.history = timelineOptions(); // the budget is shared among the runs
    }
    m_builtRuns = build.runs;
    post([build = std::move(build)](RunWorker& w) { w.load(build); });
}

void RunController::receive(std::shared_ptr<const Snapshot> snapshot) {
    if (snapshot->fresh) {
        m_history.assign(snapshot->runs.size(), {});
        m_positionHistory.assign(snapshot->runs.size(), {});
        m_statuses.assign(snapshot->runs.size(), core::RunStatus::Running);
    }
    if (m_statuses.size() != snapshot->runs.size()) {
        return; // a snapshot of a set that was rebuilt since; its fresh one follows
    }
    if (snapshot->frame >= 0) { // a frame of the timeline: the runs' state is not changed
        m_latest = snapshot;
        emit snapshotReady();
        return;
    }
    receiveTimeline(*snapshot);
    if (m_source == RunSource::Runs) {
        for (std::size_t r = 0; r < snapshot->runs.size(); ++r) {
            auto& history = m_history[r];
            if (snapshot->rewound) { // replayed from a frame: what came after it is gone
                const double t = snapshot->time + 1e-9 * m_sampleInterval;
                std::erase_if(history, [t](const core::RunSample& s) { return s.time > t; });
                std::erase_if(m_positionHistory[r],
                              [t](const core::PositionSample& s) { return s.time > t; });
            }
            history.insert(history.end(), snapshot->newSamples[r].begin(),
                           snapshot->newSamples[r].end());
            auto& positions = m_positionHistory[r];
            positions.insert(positions.end(), snapshot->newPositions[r].begin(),
                             snapshot->newPositions[r].end());
        }
    }
    m_latest = snapshot;
    updatePlaying(*snapshot);
    emit snapshotReady();
    for (std::size_t r = 0; r < snapshot->runs.size(); ++r) {
        const RunSnapshot& run = snapshot->runs[r];
        if (run.status != m_statuses[r]) {
            m_statuses[r] = run.status;
            if (run.status == core::RunStatus::BlownUp && run.blowUp) {
                emit runBlewUp(static_cast<int>(r), *run.blowUp);
            } else if (run.status == core::RunStatus::Failed) {
                emit runFailed(static_cast<int>(r), run.message);
            }
        }
    }
}

void RunController::receiveTimeline(const Snapshot& snapshot) {
    const bool restart = snapshot.fresh || snapshot.rewound;
    if (!restart && snapshot.newFrameTimes.empty() && snapshot.markers.size() == m_markers.size()) {
        return;
    }
    if (restart) {
        m_frameTimes.clear();
    }
    m_frameTimes.insert(m_frameTimes.end(), snapshot.newFrameTimes.begin(),
                        snapshot.newFrameTimes.end());
    m_markers = snapshot.markers;
    m_firstFrame = snapshot.firstFrame;
    emit timelineChanged();
}

void RunController::showFrame(int frame) {
    pause();
    post([frame](RunWorker& w) { w.showFrame(frame); });
}

void RunController::showLive() {
    post([](RunWorker& w) { w.publishNow(); });
}

void RunController::replayFrom(int frame) {
    pause();
    post([frame, scene = m_document->scene()](RunWorker& w) { w.replayFrom(frame, scene); });
    play();
}

// Playing stops when no run can advance; the state is settled before any signal goes out.
void RunController::updatePlaying(const Snapshot& snapshot) {
    const bool anyRunning =
        std::any_of(snapshot.runs.begin(), snapshot.runs.end(),
                    [](const RunSnapshot& run) { return run.status == core::RunStatus::Running; });
    if (!anyRunning && !snapshot.runs.empty() && m_playing) {
        m_playing = false;
        emit playingChanged(false);
        emit allStopped();
    }
}

void RunController::play() {
    if (!m_playing) {
        m_playing = true;
        post([](RunWorker& w) { w.setPlaying(true); });
        emit playingChanged(true);
    }
}

void RunController::pause() {
    if (m_playing) {
        m_playing = false;
        post([](RunWorker& w) { w.setPlaying(false); });
        emit playingChanged(false);
    }
}

void RunController::stepOnce() {
    pause();
    post([](RunWorker& w) { w.stepOnce(); });
}

void RunController::reset() {
    rebuild();
}

void RunController::setSpeed(double speed) {
    if (speed >= 0.0 && std::isfinite(speed)) {
        m_speed = speed;
        post([speed](RunWorker& w) { w.setSpeed(speed); });
    }
}

void RunController::setSampleInterval(double seconds) {
    if (seconds > 0.0 && std::isfinite(seconds) && seconds != m_sampleInterval) {
        m_sampleInterval = seconds;
        if (m_source == RunSource::Runs) {
            rebuild();
        }
    }
}

void RunController::setInternalReference(bool on) {
    if (on != m_internalReference) {
        m_internalReference = on;
        if (m_source == RunSource::Runs) {
            rebuild();
        }
    }
}

void RunController::setReferenceTolerance(double tolerance) {
    if (tolerance > 0.0 && std::isfinite(tolerance) && tolerance != m_referenceTolerance) {
        m_referenceTolerance = tolerance;
        if (m_source == RunSource::Runs) {
            rebuild();
        }
    }
}

void RunController::beginDrag(int particle, const core::Vec3& target) {
    post([particle, target](RunWorker& w) { w.beginDrag(particle, target); });
}

void RunController::dragTo(const core::Vec3& target) {
    post([target](RunWorker& w) { w.dragTo(target); });
}

void RunController::endDrag() {
    post([](RunWorker& w) { w.endDrag(); });
}

void RunController::onDocumentChanged(Changes what, int particle) {
    const core::Scene& scene = m_document->scene();
    const bool runsChanged = m_source == RunSource::Runs && (what & Change::Runs) &&
                             !sameSimulation(scene.runs, m_builtRuns);
    if ((what & Change::Topology) || runsChanged) {
        rebuild();
        return;
    }
    const auto system = m_document->system();
    if ((what & Change::Particles) && system && particle >= 0 &&
        particle < system->particleCount()) {
        // The particle's state after the edit (or its undo), from the document's system.
        post([particle, pinned = system->isPinned(particle), mass = system->masses()[particle]](
                 RunWorker& w) { w.setParticle(particle, pinned, mass); });
    }
    Changes live = what & (Change::Stiffness | Change::Environment | Change::Obstacles);
    if (m_source == RunSource::Scene && (what & Change::Integrator)) {
        live |= Change::Integrator;
    }
    if (live.toInt() != 0) {
        post([scene, live](RunWorker& w) { w.applyLive(scene, live); });
    }
}

} // namespace clothlab::widgets
