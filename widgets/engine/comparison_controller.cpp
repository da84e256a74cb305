#include "widgets/engine/comparison_controller.h"

#include "widgets/text/core_messages.h"

#include <QElapsedTimer>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

bool sameSimulation(const std::vector<core::RunSpec>& a, const std::vector<core::RunSpec>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const core::RunSpec& x, const core::RunSpec& y) {
                          return x.integrator == y.integrator && x.substeps == y.substeps &&
                                 x.reference == y.reference;
                      });
}

/// The RunSet's only owner. Every member is touched on the worker thread only (requests
/// arrive as queued calls); results leave as immutable snapshots posted to the controller.
class ComparisonWorker : public QObject {
public:
    explicit ComparisonWorker(ComparisonController* controller) : m_controller(controller) {
        m_sincePublish.start();
        m_timer = new QTimer(this);
        m_timer->setInterval(0);
        connect(m_timer, &QTimer::timeout, this, &ComparisonWorker::tick);
    }

    void load(const core::Scene& scene, double sampleInterval, bool internalReference,
              double referenceTolerance) {
        m_timer->stop();
        m_playing = false;
        m_published.clear();
        m_publishedPositions.clear();
        m_failure.clear();
        core::RunSetOptions options;
        options.sampleInterval = sampleInterval;
        options.internalReference = internalReference;
        options.referenceTolerance = referenceTolerance;
        try {
            // Positions kept for export at about 0.5 MB per simulated second at most.
            const double bytesPerSecond = 12.0 * core::buildSystem(scene).particleCount() *
                                          static_cast<double>(scene.runs.size()) / sampleInterval;
            options.positionsEvery = std::max(1, static_cast<int>(std::ceil(bytesPerSecond / 5e5)));
        } catch (const std::exception&) {
            options.positionsEvery = 0; // reported when the set is built
        }
        try {
            m_set = std::make_unique<core::RunSet>(scene, scene.runs, options);
        } catch (const std::exception& e) {
            m_set.reset();
            m_failure = coreErrorText(e);
            m_runCount = static_cast<int>(scene.runs.size());
        }
        publish(true, 0.0);
    }

    void setPlaying(bool playing) {
        m_playing = playing && m_set && m_set->running();
        if (m_playing) {
            m_clock.start();
            m_startTime = m_set->time();
            m_timer->start();
        } else {
            m_timer->stop();
        }
    }

    void stepOnce() {
        if (m_set && m_set->running()) {
            QElapsedTimer clock;
            clock.start();
            m_set->advance(1);
            publish(false, m_set->options().sampleInterval /
                               std::max(1e-9, static_cast<double>(clock.nsecsElapsed()) * 1e-9));
        }
    }

    void setSpeed(double speed) {
        if (m_playing && m_set) {
            m_startTime = m_set->time();
            m_clock.restart();
        }
        m_speed = speed;
    }

    void applyLive(const core::Scene& scene, Changes what) {
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
    }

    void setParticle(int particle, bool pinned, double mass) {
        if (m_set) {
            m_set->setMass(particle, mass);
            m_set->setPinned(particle, pinned);
        }
    }

    void beginDrag(int particle, const core::Vec3& target) {
        if (m_set) {
            m_set->beginDrag(particle, target);
        }
    }
    void dragTo(const core::Vec3& target) {
        if (m_set) {
            m_set->dragTo(target);
        }
    }
    void endDrag() {
        if (m_set) {
            m_set->endDrag();
        }
    }

private:
    // One batch: catch up with the wall clock (× speed; speed 0 = unpaced), but never hold
    // the thread much longer than a frame, so requests are served promptly.
    void tick() {
        if (!m_playing || !m_set) {
            return;
        }
        const double interval = m_set->options().sampleInterval;
        const double target =
            m_speed > 0.0
                ? m_startTime + m_speed * static_cast<double>(m_clock.nsecsElapsed()) * 1e-9
                : HUGE_VAL;
        QElapsedTimer batch;
        batch.start();
        const double before = m_set->time();
        while (m_set->time() + 0.5 * interval < target && batch.elapsed() < kFrameMs) {
            if (!m_set->advance(1)) {
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
        m_batchNanoseconds += batch.nsecsElapsed();
        const bool stopped = !m_set->running();
        if ((m_batchSimulated > 0.0 && m_sincePublish.elapsed() >= kFrameMs) || stopped) {
            publish(false, m_batchSimulated / std::max(1e-9, m_batchNanoseconds * 1e-9));
            m_batchSimulated = 0.0;
            m_batchNanoseconds = 0;
        }
        if (stopped) {
            m_playing = false;
            m_timer->stop();
        } else if (advanced == 0.0) {
            QThread::msleep(1);
        }
    }

    void publish(bool fresh, double simulatedPerSecond) {
        m_sincePublish.restart();
        auto snapshot = std::make_shared<ComparisonSnapshot>();
        snapshot->fresh = fresh;
        snapshot->simulatedPerSecond = simulatedPerSecond;
        if (!m_set) {
            snapshot->runs.resize(static_cast<std::size_t>(m_runCount));
            snapshot->newSamples.resize(static_cast<std::size_t>(m_runCount));
            for (RunSnapshot& run : snapshot->runs) {
                run.status = core::RunStatus::Failed;
                run.message = m_failure;
            }
        } else {
            snapshot->time = m_set->time();
            snapshot->reference = QString::fromStdString(m_set->referenceDescription());
            const auto count = static_cast<std::size_t>(m_set->runCount());
            m_published.resize(count, 0);
            m_publishedPositions.resize(count, 0);
            snapshot->newPositions.resize(count);
            snapshot->runs.resize(count);
            snapshot->newSamples.resize(count);
            for (std::size_t r = 0; r < count; ++r) {
                const core::RunRecord& record = m_set->run(static_cast<int>(r));
                RunSnapshot& out = snapshot->runs[r];
                out.status = record.status();
                out.blowUp = record.blowUp();
                out.message = translateCoreMessage(record.reason());
                out.positions = record.positions();
                if (!record.samples().empty()) {
                    out.last = record.samples().back();
                }
                out.solver = record.solver();
                out.steps = record.steps();
                out.seconds = record.seconds();
                const auto& samples = record.samples();
                snapshot->newSamples[r].assign(
                    samples.begin() + static_cast<std::ptrdiff_t>(m_published[r]), samples.end());
                m_published[r] = samples.size();
                const auto& positions = record.positionHistory();
                snapshot->newPositions[r].assign(
                    positions.begin() + static_cast<std::ptrdiff_t>(m_publishedPositions[r]),
                    positions.end());
                m_publishedPositions[r] = positions.size();
            }
        }
        QMetaObject::invokeMethod(
            m_controller,
            [c = m_controller, s = std::shared_ptr<const ComparisonSnapshot>(std::move(snapshot))] {
                c->receive(s);
            },
            Qt::QueuedConnection);
    }

    ComparisonController* m_controller;
    QTimer* m_timer = nullptr;
    std::unique_ptr<core::RunSet> m_set;
    QString m_failure; ///< why the set could not be built
    int m_runCount = 0;
    std::vector<std::size_t> m_published;          ///< samples of each run already published
    std::vector<std::size_t> m_publishedPositions; ///< kept positions already published
    bool m_playing = false;
    double m_speed = 1.0;
    double m_startTime = 0.0;
    QElapsedTimer m_clock;
    QElapsedTimer m_sincePublish;
    double m_batchSimulated = 0.0; ///< simulated seconds since the last snapshot
    qint64 m_batchNanoseconds = 0;
    static constexpr qint64 kFrameMs = 15;
};

ComparisonController::ComparisonController(Document* document, QObject* parent)
    : QObject(parent), m_document(document), m_thread(new QThread(this)),
      m_worker(new ComparisonWorker(this)) {
    m_worker->moveToThread(m_thread);
    m_thread->setObjectName("clothlab-comparison");
    m_thread->start();
    connect(document, &Document::changed, this, &ComparisonController::onDocumentChanged);
    rebuild();
}

ComparisonController::~ComparisonController() {
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->deleteLater(); });
    m_thread->quit();
    m_thread->wait();
}

void ComparisonController::rebuild() {
    pause();
    const core::Scene scene = m_document->scene();
    m_builtRuns = scene.runs;
    QMetaObject::invokeMethod(
        m_worker,
        [w = m_worker, scene, interval = m_sampleInterval, reference = m_internalReference,
         tolerance = m_referenceTolerance] { w->load(scene, interval, reference, tolerance); });
}

void ComparisonController::receive(std::shared_ptr<const ComparisonSnapshot> snapshot) {
    if (snapshot->fresh) {
        m_history.assign(snapshot->runs.size(), {});
        m_positionHistory.assign(snapshot->runs.size(), {});
        m_statuses.assign(snapshot->runs.size(), core::RunStatus::Running);
    }
    if (m_history.size() != snapshot->runs.size()) {
        return; // a snapshot of a set that was rebuilt since; its fresh one follows
    }
    for (std::size_t r = 0; r < snapshot->runs.size(); ++r) {
        auto& history = m_history[r];
        history.insert(history.end(), snapshot->newSamples[r].begin(),
                       snapshot->newSamples[r].end());
        if (r < snapshot->newPositions.size()) {
            auto& positions = m_positionHistory[r];
            positions.insert(positions.end(), snapshot->newPositions[r].begin(),
                             snapshot->newPositions[r].end());
        }
    }
    m_latest = snapshot;
    emit snapshotReady();
    bool anyRunning = false;
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
        anyRunning = anyRunning || run.status == core::RunStatus::Running;
    }
    if (!anyRunning && !snapshot->runs.empty() && m_playing) {
        m_playing = false;
        emit playingChanged(false);
        emit allStopped();
    }
}

void ComparisonController::play() {
    if (!m_playing) {
        m_playing = true;
        QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->setPlaying(true); });
        emit playingChanged(true);
    }
}

void ComparisonController::pause() {
    if (m_playing) {
        m_playing = false;
        QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->setPlaying(false); });
        emit playingChanged(false);
    }
}

void ComparisonController::stepOnce() {
    pause();
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->stepOnce(); });
}

void ComparisonController::reset() {
    rebuild();
}

void ComparisonController::setSpeed(double speed) {
    if (speed >= 0.0 && std::isfinite(speed)) {
        m_speed = speed;
        QMetaObject::invokeMethod(m_worker, [w = m_worker, speed] { w->setSpeed(speed); });
    }
}

void ComparisonController::setSampleInterval(double seconds) {
    if (seconds > 0.0 && std::isfinite(seconds) && seconds != m_sampleInterval) {
        m_sampleInterval = seconds;
        rebuild();
    }
}

void ComparisonController::setInternalReference(bool on) {
    if (on != m_internalReference) {
        m_internalReference = on;
        rebuild();
    }
}

void ComparisonController::setReferenceTolerance(double tolerance) {
    if (tolerance > 0.0 && std::isfinite(tolerance) && tolerance != m_referenceTolerance) {
        m_referenceTolerance = tolerance;
        rebuild();
    }
}

void ComparisonController::beginDrag(int particle, const core::Vec3& target) {
    QMetaObject::invokeMethod(m_worker,
                              [w = m_worker, particle, target] { w->beginDrag(particle, target); });
}

void ComparisonController::dragTo(const core::Vec3& target) {
    QMetaObject::invokeMethod(m_worker, [w = m_worker, target] { w->dragTo(target); });
}

void ComparisonController::endDrag() {
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->endDrag(); });
}

void ComparisonController::onDocumentChanged(Changes what) {
    const core::Scene& scene = m_document->scene();
    if ((what & Change::Topology) ||
        ((what & Change::Runs) && !sameSimulation(scene.runs, m_builtRuns))) {
        rebuild();
        return;
    }
    const int particle = m_document->changedParticle();
    if ((what & Change::Particles) && particle >= 0) {
        try {
            const core::System system = core::buildSystem(scene);
            if (particle < system.particleCount()) {
                QMetaObject::invokeMethod(
                    m_worker,
                    [w = m_worker, particle, pinned = system.isPinned(particle),
                     mass = system.masses()[particle]] { w->setParticle(particle, pinned, mass); });
            }
        } catch (const std::invalid_argument&) {
            // A scene that cannot be built is reported when the set is rebuilt.
        }
    }
    if (what & (Change::Stiffness | Change::Environment | Change::Obstacles)) {
        QMetaObject::invokeMethod(m_worker,
                                  [w = m_worker, scene, what] { w->applyLive(scene, what); });
    }
}

} // namespace clothlab::widgets
