#include "widgets/engine/simulation_controller.h"

#include "core/drag.h"
#include "widgets/text/core_messages.h"

#include <QElapsedTimer>
#include <QThread>
#include <QTimer>
#include <cmath>
#include <stdexcept>

namespace clothlab::widgets {

/// The simulation's only owner. Locking rule: every member is touched on the worker thread
/// only (requests arrive as queued calls); results leave as immutable snapshots handed
/// over under the controller's snapshot mutex, the only lock there is.
class SimulationWorker : public QObject {
public:
    explicit SimulationWorker(SimulationController* controller) : m_controller(controller) {
        m_sincePublish.start();
        m_timer = new QTimer(this);
        m_timer->setInterval(0);
        connect(m_timer, &QTimer::timeout, this, &SimulationWorker::tick);
    }

    void load(const core::Scene& scene) {
        m_scene = scene;
        rebuild();
    }

    void rebuild() {
        m_playing = false;
        m_timer->stop();
        try {
            core::SimulationOptions options;
            options.restoreLastGoodState = true; // a blown-up run shows its last good state
            m_simulation = std::make_unique<core::Simulation>(
                core::makeSimulation(m_scene, m_scene.integrator, options));
        } catch (const std::exception& e) {
            m_simulation.reset();
            QMetaObject::invokeMethod(m_controller,
                                      [c = m_controller, message = coreErrorText(e)] {
                                          emit c->failed(message);
                                      });
            return;
        }
        m_drag = {};
        publish(0.0);
    }

    void setPlaying(bool playing) {
        m_playing = playing && m_simulation && !m_simulation->blowUp();
        if (m_playing) {
            m_clock.start();
            m_startTime = m_simulation->time();
            m_timer->start();
        } else {
            m_timer->stop();
        }
    }

    void stepOnce() {
        if (m_simulation && !m_simulation->blowUp()) {
            QElapsedTimer clock;
            clock.start();
            advance(1);
            publish(1.0 / std::max(1e-9, clock.nsecsElapsed() * 1e-9));
        }
    }

    void setSpeed(double speed) {
        if (m_playing) { // keep pacing continuous across the change
            m_startTime = m_simulation->time();
            m_clock.restart();
        }
        m_speed = speed;
    }

    /// Stiffness, forces, integrator parameters and dt change in place: no reset, no jolt.
    void applyLive(const core::Scene& scene, Changes what) {
        m_scene = scene;
        if (!m_simulation) {
            return;
        }
        if (what & Change::Stiffness) {
            m_simulation->system().setStiffness(scene.stiffness);
            m_simulation->stateChanged();
        }
        if (what & Change::Environment) {
            m_simulation->setEnvironment(scene.environment);
        }
        if (what & Change::Obstacles) {
            m_simulation->setObstacles(scene.obstacles);
        }
        if (what & Change::Integrator) {
            applyIntegrator(scene.integrator);
        }
        publish(0.0);
    }

    void beginDrag(int particle, const core::Vec3& target) {
        if (m_simulation && m_drag.begin(*m_simulation, particle, target)) {
            publish(0.0);
        }
    }
    void dragTo(const core::Vec3& target) {
        if (m_drag.active()) {
            m_drag.setTarget(target);
            if (!m_playing) {
                m_drag.apply(*m_simulation);
                publish(0.0);
            }
        }
    }
    void endDrag() {
        if (m_drag.active() && m_simulation) {
            m_drag.end(*m_simulation);
            publish(0.0);
        }
    }
    void setPinned(int particle, bool pinned) {
        if (m_simulation && particle >= 0 && particle < m_simulation->system().particleCount()) {
            m_simulation->system().setPinned(particle, pinned);
            m_simulation->stateChanged();
            publish(0.0);
        }
    }
    void setMass(int particle, double mass) {
        if (m_simulation && particle >= 0 && particle < m_simulation->system().particleCount() &&
            mass > 0.0) {
            m_simulation->system().setMass(particle, mass);
            m_simulation->stateChanged();
            publish(0.0);
        }
    }

private:
    void applyIntegrator(const core::IntegratorChoice& choice) {
        if (choice.id != m_simulation->integrator().id()) {
            rebuildKeepingState();
            return;
        }
        m_simulation->integrator().parameters().resetToDefaults();
        for (const auto& [id, value] : choice.parameters) {
            m_simulation->integrator().parameters().set(id, value);
        }
        m_simulation->integrator().reset();
        if (choice.dt != m_simulation->dt()) {
            m_simulation->setDt(choice.dt);
        }
    }

    /// A new integrator continues from the current state (same time, positions, velocities).
    void rebuildKeepingState() {
        const core::System state = m_simulation->system();
        const bool playing = m_playing;
        rebuild();
        if (m_simulation && state.particleCount() == m_simulation->system().particleCount()) {
            m_simulation->system().positions() = state.positions();
            m_simulation->system().velocities() = state.velocities();
            m_simulation->stateChanged();
        }
        setPlaying(playing);
    }

    bool advance(long steps) {
        for (long n = 0; n < steps; ++n) {
            m_drag.apply(*m_simulation);
            if (!m_simulation->step()) {
                m_playing = false;
                m_timer->stop();
                const core::BlowUp b = *m_simulation->blowUp();
                QMetaObject::invokeMethod(m_controller,
                                          [c = m_controller, b] { c->onWorkerBlewUp(b); });
                return false;
            }
        }
        return true;
    }

    // One batch: catch up with the wall clock (× speed), but never hold the thread for more
    // than a frame, so requests (pause, edits, drags) are served promptly.
    void tick() {
        if (!m_playing || !m_simulation) {
            return;
        }
        const double target = m_startTime + m_speed * m_clock.nsecsElapsed() * 1e-9;
        QElapsedTimer batch;
        batch.start();
        long steps = 0;
        while (m_simulation->time() + 0.5 * m_simulation->dt() < target && batch.elapsed() < 16) {
            if (!advance(1)) {
                break;
            }
            ++steps;
        }
        if (batch.elapsed() >= 16) {
            // Falling behind real time: restart the pacing from here rather than accumulate lag.
            m_startTime = m_simulation->time();
            m_clock.restart();
        }
        m_batchSteps += steps;
        m_batchNanoseconds += batch.nsecsElapsed();
        // At most one snapshot per display frame: copying state faster than it can be shown
        // only costs the solver time.
        if ((m_batchSteps > 0 && m_sincePublish.elapsed() >= kFrameMs) || m_simulation->blowUp()) {
            publish(m_batchSteps / std::max(1e-9, m_batchNanoseconds * 1e-9));
            m_batchSteps = 0;
            m_batchNanoseconds = 0;
        }
        if (steps == 0) {
            QThread::msleep(1);
        }
    }

    void publish(double stepsPerSecond) {
        if (!m_simulation) {
            return;
        }
        m_sincePublish.restart();
        auto snapshot = std::make_shared<Snapshot>();
        const core::System& s = m_simulation->system();
        snapshot->step = m_simulation->stepCount();
        snapshot->time = m_simulation->time();
        snapshot->positions = s.positions();
        snapshot->orientations = s.orientations();
        snapshot->velocities = s.velocities();
        snapshot->forces = m_simulation->currentForces();
        snapshot->energy = m_simulation->energy();
        snapshot->strain = core::computeStrain(s, s.positions());
        snapshot->solver = m_simulation->integrator().stats();
        snapshot->blowUp = m_simulation->blowUp();
        snapshot->stepsPerSecond = stepsPerSecond;
        m_controller->publish(std::move(snapshot));
    }

    SimulationController* m_controller;
    QTimer* m_timer = nullptr;
    core::Scene m_scene;
    std::unique_ptr<core::Simulation> m_simulation;
    core::KinematicDrag m_drag;
    bool m_playing = false;
    double m_speed = 1.0;
    double m_startTime = 0.0;
    QElapsedTimer m_clock;
    QElapsedTimer m_sincePublish; ///< since the last snapshot
    long m_batchSteps = 0;        ///< steps since the last snapshot
    qint64 m_batchNanoseconds = 0;
    static constexpr qint64 kFrameMs = 15;
};

SimulationController::SimulationController(Document* document, QObject* parent)
    : QObject(parent), m_document(document), m_thread(new QThread(this)),
      m_worker(new SimulationWorker(this)) {
    m_worker->moveToThread(m_thread);
    m_thread->setObjectName("clothlab-simulation");
    m_thread->start();
    connect(document, &Document::changed, this, &SimulationController::onDocumentChanged);
    const core::Scene scene = document->scene();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, scene] { w->load(scene); });
}

SimulationController::~SimulationController() {
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->deleteLater(); });
    m_thread->quit();
    m_thread->wait();
}

std::shared_ptr<const Snapshot> SimulationController::latestSnapshot() const {
    const std::lock_guard<std::mutex> lock(m_snapshotMutex);
    return m_snapshot;
}

void SimulationController::publish(std::shared_ptr<const Snapshot> snapshot) {
    {
        const std::lock_guard<std::mutex> lock(m_snapshotMutex);
        m_snapshot = std::move(snapshot);
    }
    QMetaObject::invokeMethod(
        this, [this] { emit snapshotReady(); }, Qt::QueuedConnection);
}

void SimulationController::play() {
    if (!m_playing) {
        m_playing = true;
        QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->setPlaying(true); });
        emit playingChanged(true);
    }
}

void SimulationController::pause() {
    if (m_playing) {
        m_playing = false;
        QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->setPlaying(false); });
        emit playingChanged(false);
    }
}

void SimulationController::stepOnce() {
    pause();
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->stepOnce(); });
}

void SimulationController::reset() {
    pause();
    const core::Scene scene = m_document->scene();
    QMetaObject::invokeMethod(m_worker, [w = m_worker, scene] { w->load(scene); });
}

void SimulationController::setSpeed(double speed) {
    if (speed > 0.0 && std::isfinite(speed)) {
        m_speed = speed;
        QMetaObject::invokeMethod(m_worker, [w = m_worker, speed] { w->setSpeed(speed); });
    }
}

void SimulationController::beginDrag(int particle, const core::Vec3& target) {
    QMetaObject::invokeMethod(m_worker,
                              [w = m_worker, particle, target] { w->beginDrag(particle, target); });
}

void SimulationController::dragTo(const core::Vec3& target) {
    QMetaObject::invokeMethod(m_worker, [w = m_worker, target] { w->dragTo(target); });
}

void SimulationController::endDrag() {
    QMetaObject::invokeMethod(m_worker, [w = m_worker] { w->endDrag(); });
}

void SimulationController::setPinned(int particle, bool pinned) {
    QMetaObject::invokeMethod(m_worker,
                              [w = m_worker, particle, pinned] { w->setPinned(particle, pinned); });
}

void SimulationController::setMass(int particle, double mass) {
    QMetaObject::invokeMethod(m_worker,
                              [w = m_worker, particle, mass] { w->setMass(particle, mass); });
}

void SimulationController::onWorkerBlewUp(const core::BlowUp& blowUp) {
    if (m_playing) {
        m_playing = false;
        emit playingChanged(false);
    }
    emit blewUp(blowUp);
}

void SimulationController::onDocumentChanged(Changes what) {
    const core::Scene scene = m_document->scene();
    if (what & Change::Topology) {
        reset();
        return;
    }
    const int particle = m_document->changedParticle();
    if ((what & Change::Particles) && particle >= 0) {
        // The particle's state after the edit (or its undo): what the scene builds to.
        try {
            const core::System system = core::buildSystem(scene);
            if (particle < system.particleCount()) {
                setMass(particle, system.masses()[particle]);
                setPinned(particle, system.isPinned(particle));
            }
        } catch (const std::invalid_argument&) {
            // A scene that cannot be built is reported when the run is reset.
        }
    }
    QMetaObject::invokeMethod(m_worker, [w = m_worker, scene, what] { w->applyLive(scene, what); });
}

} // namespace clothlab::widgets
