// One run: a system advanced by one integrator at a fixed dt, with the collision and
// velocity-retention stages, energy bookkeeping every step, and blow-up detection.
#pragma once

#include "core/contact/cloth_contact.h"
#include "core/contact/obstacles.h"
#include "core/forces/environment.h"
#include "core/forces/force_model.h"
#include "core/integrators/integrator.h"
#include "core/model/system.h"
#include "core/scene/scene.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clothlab::core {

/// Most steps one run or one analysis trial takes. A duration / dt (or a step count) beyond
/// it is refused with this number, so that a typo such as dt = 1e-300 fails at once instead
/// of running for ever.
inline constexpr long long kMaxRunSteps = 100'000'000;

/// The steps of `duration` at `dt` (the nearest whole number, as Simulation::advanceTo()
/// ends on the step nearest to the duration), or an explanation when that is not in
/// [1, kMaxRunSteps]: "%1 s / dt %2 s is %3 steps, more than the limit of %4 steps".
/// `what` names the duration in the explanation, e.g. "--duration".
struct StepCount {
    long long steps = 0;
    Message problem; ///< empty when steps is usable
};
StepCount stepsFor(double duration, double dt, const std::string& what);

/// Energy budget of the current state. The residual T + U_g + U_e + D − W − E₀ is zero for
/// the exact solution; for an integrator it is its energy error.
struct EnergyRecord {
    double time = 0.0;
    EnergyTerms terms;
    double dissipated = 0.0;   ///< D, cumulative, J
    double externalWork = 0.0; ///< W, cumulative, J
    double initial = 0.0;      ///< E₀ = T + U_g + U_e at t = 0, J
    double residual() const { return terms.mechanical() + dissipated - externalWork - initial; }
};

enum class BlowUpCause : std::uint8_t {
    NonFinite,   ///< a position, velocity or energy became NaN or infinite
    EnergyBound, ///< T + U_g + U_e − E₀ − W exceeded the bound
};

std::string_view blowUpCauseId(BlowUpCause cause); ///< "non-finite", "energy-bound"

struct BlowUp {
    double time = 0.0; ///< s, end of the step that failed
    long step = 0;
    BlowUpCause cause = BlowUpCause::NonFinite;
    double energyGain = 0.0; ///< J (EnergyBound)
    double bound = 0.0;      ///< J (EnergyBound)
};

struct SimulationOptions {
    /// A run is blown up when its energy gain above E₀ + W exceeds this factor times the
    /// energy scale of the scene (kinetic + elastic + gravity over the initial extent).
    double energyBoundFactor = 100.0;
    /// Keep a copy of positions and velocities before each step so that a run that blows up
    /// is put back to its last good state (costs one copy of x and v per step).
    bool restoreLastGoodState = false;
    /// The thread budget from the start (setThreadBudget()), before the first force
    /// evaluation: 1 keeps a run that shares the cores from ever starting a helper thread.
    int threadBudget = 0;
};

/// A run's state at one moment, everything it needs to continue from there bit for bit
/// (Simulation::restore()): the particles' state, the clock, the energy books, what the
/// integrator carries between steps and the cloth-contact stage's candidate lists (whose
/// build times decide which pairs a step tests). Topology, parameters and the scene are not in
/// it: it is restored into a simulation of the same scene and integrator.
struct SimulationCheckpoint {
    Eigen::Matrix3Xd positions, velocities, angularVelocities;
    Eigen::Matrix4Xd orientations;
    double time = 0.0;
    long steps = 0;
    double dt = 0.0;
    double timeOrigin = 0.0;
    long stepOrigin = 0;
    EnergyRecord energy;
    std::optional<BlowUp> blowUp;
    CarriedState integrator;
    /// The contact stage's lists as they were (null when no cloth takes part in contact).
    /// Shared, so that copies of a checkpoint do not copy them.
    std::shared_ptr<const ClothContact::ListState> clothContact;
};

class Simulation {
public:
    Simulation(System system, Environment environment, std::vector<Obstacle> obstacles,
               std::unique_ptr<Integrator> integrator, double dt, SimulationOptions options = {});
    ~Simulation();
    Simulation(Simulation&&) noexcept;
    Simulation& operator=(Simulation&&) noexcept;

    /// Advances one step of dt. Returns false (and does nothing) once blown up.
    bool step();
    /// Steps until time() ≥ t − dt/2; returns false if the run blew up on the way.
    bool advanceTo(double t);
    /// Steps `count` times; returns false if the run blew up on the way.
    bool advance(long count);

    const System& system() const { return m_system; }
    /// For edits from outside (drag, pin, mass, stiffness); call stateChanged() after.
    System& system() { return m_system; }
    /// Rebuilds caches after the system was edited; `topology` when particles or springs
    /// were added or removed, or springs re-scaled. The energy the edit added or removed is
    /// booked as external work W (as is that of setEnvironment()).
    void stateChanged(bool topology = false);

    const Environment& environment() const { return m_environment; }
    void setEnvironment(const Environment& environment);
    const std::vector<Obstacle>& obstacles() const { return m_obstacles; }
    void setObstacles(std::vector<Obstacle> obstacles) { m_obstacles = std::move(obstacles); }

    Integrator& integrator() { return *m_integrator; }
    const Integrator& integrator() const { return *m_integrator; }
    /// Most threads one step may use, in the integrator, the force model and the cloth-contact
    /// stage (0 = their own choice); runs stepped side by side on the cores take 1 each. Results
    /// do not depend on it.
    void setThreadBudget(int threads);
    const ForceModel& forceModel() const { return m_model; }
    /// Forces at the current state, N.
    const Eigen::Matrix3Xd& currentForces() const { return m_current.forces; }
    /// Torques at the current state, N·m (zero without solids).
    const Eigen::Matrix3Xd& currentTorques() const { return m_current.torques; }

    double dt() const { return m_dt; }
    void setDt(double dt);
    double time() const { return m_time; }
    long stepCount() const { return m_steps; }
    const EnergyRecord& energy() const { return m_energy; }
    /// J, what the scene could plausibly exchange (initial kinetic and elastic energy plus
    /// lifting every free particle by the initial extent): the unit of the blow-up bound.
    double energyBoundScale() const { return m_energyScale; }
    const std::optional<BlowUp>& blowUp() const { return m_blowUp; }
    /// Contacts found by the last collision stage.
    int lastContacts() const { return m_lastContacts; }
    /// Cloth contact pairs (self and cloth–cloth) the last step responded to; empty when no
    /// cloth takes part in contact.
    const std::vector<ContactPair>& lastContactPairs() const {
        return m_clothContact.lastContacts();
    }
    /// What the last step's cloth contact stage did (zero when it did not run).
    const ClothContactStats& lastClothContact() const { return m_lastClothContact; }

    /// The run's state now (see SimulationCheckpoint).
    SimulationCheckpoint checkpoint() const;
    /// Puts the run back to `checkpoint`, taken from this simulation or from another of the
    /// same scene and integrator: the steps that follow are those that followed the checkpoint,
    /// bit for bit. Throws MessageError when the checkpoint's particle count is not the
    /// system's.
    void restore(const SimulationCheckpoint& checkpoint);

private:
    void evaluateCurrent();
    double applyVelocityRetention();
    double collide();
    double collideCloth(bool afterObstacles);
    /// A new cloth-contact stage for the system and environment, with the thread budget.
    void rebuildClothContact();
    double collisionElasticChange();
    std::optional<BlowUp> detectBlowUp() const;

    System m_system;
    Environment m_environment;
    std::vector<Obstacle> m_obstacles;
    std::unique_ptr<Integrator> m_integrator;
    ForceModel m_model;
    SimulationOptions m_options;
    double m_dt = 1e-3;
    double m_time = 0.0;
    long m_steps = 0;
    Evaluation m_current; ///< forces and terms at (x, v, time)
    EnergyRecord m_energy;
    double m_energyScale = 1.0;
    std::optional<BlowUp> m_blowUp;
    Eigen::Matrix3Xd m_lastGoodX, m_lastGoodV, m_lastGoodW;
    Eigen::Matrix4Xd m_lastGoodQ;
    double m_timeOrigin = 0.0; ///< time() = m_timeOrigin + (stepCount() − m_stepOrigin)·dt
    long m_stepOrigin = 0;
    int m_lastContacts = 0;
    std::vector<MovedParticle> m_moved; ///< particles the last collision stage moved
    Eigen::Matrix3Xd m_stepStart;       ///< positions at the step's start (stick-ray only)
    Eigen::Matrix3Xd m_preCollision;    ///< their positions before it (other columns stale)
    std::vector<long> m_particleStamp;  ///< particle → last collision pass that moved it
    std::vector<long> m_springStamp;    ///< packed spring → last pass its ΔU_e was counted
    long m_collisionPass = 0;
    ClothContact m_clothContact;
    int m_threadBudget = 0; ///< setThreadBudget()
    ClothContactStats m_lastClothContact;
    Eigen::Matrix3Xd m_contactStart; ///< positions at the step's start (cloth contact only)
    std::vector<int> m_supported;    ///< particles the obstacle stage held this step
};

/// A simulation of the scene with its own integrator and dt (and parameter overrides), or
/// with another choice. Throws std::invalid_argument for an unknown integrator, a refused
/// parameter, an integrator that does not model orientations on a scene with solids, and
/// whatever buildSystem() throws.
Simulation makeSimulation(const Scene& scene);
Simulation makeSimulation(const Scene& scene, const IntegratorChoice& integrator,
                          SimulationOptions options = {});
/// The same from the scene's system already built (buildSystem(scene), which is not called
/// again): a caller that holds it (the document, a comparison of several runs) builds it once.
Simulation makeSimulation(const Scene& scene, System system, const IntegratorChoice& integrator,
                          SimulationOptions options = {});

} // namespace clothlab::core
