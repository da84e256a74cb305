// A run is a short list of stages per step:
//   1. integrate   — the integrator advances (x, v) by dt from the cached start evaluation
//   2. retain      — velocity retention factor (if any), its kinetic energy loss into D
//   3. collide     — obstacle projection and response, then cloth self/cloth–cloth contact
//                    (core/contact/cloth_contact.h); their energy change into D. Both act on the
//                    state the integrator returned, the same way for every integrator.
//   4. evaluate    — forces and energy terms at the new state (the next step's start)
//   5. account     — D and W from the integrator's quadrature or the trapezoidal rule
//   6. check       — blow-up: non-finite state or energy gain beyond the bound
#include "core/simulation/simulation.h"

#include "core/scene/scene.h"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace clothlab::core {

namespace {

std::string shortNumber(double value) {
    std::ostringstream text;
    text.precision(6);
    text << value;
    return text.str();
}

} // namespace

StepCount stepsFor(double duration, double dt, const std::string& what) {
    const double steps = duration / dt;
    if (!(steps < static_cast<double>(kMaxRunSteps) + 0.5)) {
        return {0, msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                        "%1 %2 s / dt %3 s is %4 steps, more than the limit of %5 "
                                        "steps per run"),
                       what, shortNumber(duration), shortNumber(dt), shortNumber(steps),
                       kMaxRunSteps)};
    }
    const double rounded = std::round(steps);
    if (!(rounded >= 1.0)) {
        return {0, msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                        "%1 %2 s is less than half a step (dt %3 s): the run would "
                                        "take no step"),
                       what, shortNumber(duration), shortNumber(dt))};
    }
    return {static_cast<long long>(rounded), {}};
}

std::string_view blowUpCauseId(BlowUpCause cause) {
    return cause == BlowUpCause::NonFinite ? "non-finite" : "energy-bound";
}

namespace {

// Energy scale for the blow-up bound: what the scene could plausibly exchange — its initial
// kinetic and elastic energy plus lifting every free particle by the initial extent.
double energyScale(const System& system, const EnergyTerms& terms, const Vec3& gravity) {
    double scale = terms.kinetic + terms.elasticTotal();
    if (system.particleCount() > 0) {
        const Vec3 extent =
            system.positions().rowwise().maxCoeff() - system.positions().rowwise().minCoeff();
        double freeMass = 0.0;
        for (int i = 0; i < system.particleCount(); ++i) {
            freeMass += system.isPinned(i) ? 0.0 : system.masses()[i];
        }
        scale += freeMass * gravity.norm() * std::max(extent.norm(), 1e-3);
    }
    return std::max(scale, 1e-9);
}

} // namespace

Simulation::Simulation(System system, Environment environment, std::vector<Obstacle> obstacles,
                       std::unique_ptr<Integrator> integrator, double dt, SimulationOptions options)
    : m_system(std::move(system)), m_environment(std::move(environment)),
      m_obstacles(std::move(obstacles)), m_integrator(std::move(integrator)),
      m_model(m_system, m_environment), m_options(options) {
    if (!m_integrator) {
        throw std::invalid_argument("simulation needs an integrator");
    }
    if (m_system.hasOrientations() && !m_integrator->info().orientations) {
        std::string able;
        for (const IntegratorInfo* info : integratorCatalog()) {
            able += info->orientations ? (able.empty() ? "" : ", ") + info->id : "";
        }
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage",
                                 "integrator %1 does not model the orientations of solids and "
                                 "would ignore their angle springs; use one of: %2"),
                m_integrator->info().id, able));
    }
    setThreadBudget(options.threadBudget); // builds the cloth-contact stage too
    setDt(dt);
    m_integrator->reset();
    evaluateCurrent();
    m_energy.initial = m_current.terms.mechanical();
    m_energyScale = energyScale(m_system, m_current.terms, m_environment.gravity);
}

void Simulation::rebuildClothContact() {
    m_clothContact = ClothContact(m_system, m_environment.clothCollision);
    if (m_threadBudget > 0) {
        m_clothContact.setThreads(m_threadBudget);
    }
}

void Simulation::setThreadBudget(int threads) {
    m_threadBudget = std::max(0, threads);
    m_integrator->setThreadBudget(m_threadBudget);
    m_model.setThreadBudget(m_threadBudget);
    rebuildClothContact();
}

Simulation::~Simulation() = default;
Simulation::Simulation(Simulation&&) noexcept = default;
Simulation& Simulation::operator=(Simulation&&) noexcept = default;

SimulationCheckpoint Simulation::checkpoint() const {
    SimulationCheckpoint c;
    c.positions = m_system.positions();
    c.velocities = m_system.velocities();
    c.orientations = m_system.orientations();
    c.angularVelocities = m_system.angularVelocities();
    c.time = m_time;
    c.steps = m_steps;
    c.dt = m_dt;
    c.timeOrigin = m_timeOrigin;
    c.stepOrigin = m_stepOrigin;
    c.energy = m_energy;
    c.blowUp = m_blowUp;
    c.integrator = m_integrator->saveState();
    if (m_clothContact.active()) {
        c.clothContact =
            std::make_shared<const ClothContact::ListState>(m_clothContact.listState());
    }
    return c;
}

void Simulation::restore(const SimulationCheckpoint& c) {
    if (c.positions.cols() != m_system.particleCount() ||
        c.velocities.cols() != m_system.particleCount()) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "the saved state has %1 particles; the run has %2"),
                static_cast<long long>(c.positions.cols()),
                static_cast<long long>(m_system.particleCount())));
    }
    m_system.positions() = c.positions;
    m_system.velocities() = c.velocities;
    m_system.orientations() = c.orientations;
    m_system.angularVelocities() = c.angularVelocities;
    m_time = c.time;
    m_steps = c.steps;
    m_dt = c.dt;
    m_timeOrigin = c.timeOrigin;
    m_stepOrigin = c.stepOrigin;
    m_blowUp = c.blowUp;
    m_integrator->reset();
    m_integrator->loadState(c.integrator);
    if (m_clothContact.active()) { // without saved lists, the next step builds them anew
        m_clothContact.setListState(c.clothContact ? *c.clothContact : ClothContact::ListState{});
    }
    evaluateCurrent();
    m_energy = c.energy;
    if (m_options.restoreLastGoodState) {
        m_lastGoodX = m_system.positions();
        m_lastGoodV = m_system.velocities();
        m_lastGoodQ = m_system.orientations();
        m_lastGoodW = m_system.angularVelocities();
    }
}

void Simulation::setDt(double dt) {
    if (!(dt > 0.0) || !std::isfinite(dt)) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "time step must be a positive number of seconds")));
    }
    m_timeOrigin = m_time;
    m_stepOrigin = m_steps;
    m_dt = dt;
}

void Simulation::setEnvironment(const Environment& environment) {
    const double before = m_current.terms.mechanical();
    m_environment = environment;
    m_model.setEnvironment(environment);
    rebuildClothContact();
    evaluateCurrent();
    m_energy.externalWork += m_current.terms.mechanical() - before;
}

void Simulation::stateChanged(bool topology) {
    const double before = m_current.terms.mechanical();
    if (topology) {
        m_model.rebuild(m_system);
        rebuildClothContact();
    } else {
        m_model.updateStiffness(m_system);
    }
    m_integrator->reset();
    evaluateCurrent();
    // An edit from outside (drag, pin, stiffness, mass) changes the energy without any force
    // of the model doing work: book the change as external work, so the residual keeps
    // measuring the integrator and the blow-up bound is not tripped by the user.
    const double after = m_current.terms.mechanical();
    if (std::isfinite(before) && std::isfinite(after)) {
        m_energy.externalWork += after - before;
    }
    // What the edit put in is part of what the scene can exchange from now on (a solid
    // twisted by hand in a scene without gravity had a scale of almost nothing).
    const double scale = energyScale(m_system, m_current.terms, m_environment.gravity);
    if (std::isfinite(scale)) {
        m_energyScale = std::max(m_energyScale, scale);
    }
}

void Simulation::evaluateCurrent() {
    m_model.evaluate(m_system, m_system.positions(), m_system.velocities(), m_system.orientations(),
                     m_system.angularVelocities(), m_time, m_current.forces, m_current.torques,
                     m_current.terms);
    m_energy.time = m_time;
    m_energy.terms = m_current.terms;
}

double Simulation::applyVelocityRetention() {
    const double r = m_environment.velocityRetention;
    if (r == 1.0) {
        return 0.0;
    }
    // Exact kinetic energy removed: ½·m·|v|²·(1 − r²) per free particle.
    double lost = 0.0;
    Eigen::Matrix3Xd& v = m_system.velocities();
    for (int i = 0; i < m_system.particleCount(); ++i) {
        if (!m_system.isPinned(i)) {
            lost += 0.5 * m_system.masses()[i] * v.col(i).squaredNorm() * (1.0 - r * r);
            v.col(i) *= r;
        }
    }
    if (m_system.hasOrientations()) { // spin is retained by the same factor
        Eigen::Matrix3Xd& w = m_system.angularVelocities();
        for (int i = 0; i < m_system.particleCount(); ++i) {
            lost += 0.5 * m_system.inertias()[i] * w.col(i).squaredNorm() * (1.0 - r * r);
            w.col(i) *= r;
        }
    }
    return lost;
}

namespace {

/// What a contact stage books as dissipated work: its net loss −ΔE of the mechanical energy,
/// never a gain. A stage only puts particles back where the step should have left them: when
/// the step moved them into an obstacle or another layer, it lost energy doing so (from rest
/// on the ground, symplectic Euler and the position-based methods lower a particle by g·h² and
/// lose ½·m·g²·h², implicit Euler more, through the springs too), and the projection gives that
/// back. Booked as a gain, a cloth lying still would show negative dissipation growing every
/// step (folding-cloth with xpbd: −10.5 J in 3 s); unbooked, the residual of a resting cloth
/// stays flat and keeps measuring the integrator's own error.
double bookedLoss(double stageLoss) {
    return std::max(0.0, stageLoss);
}

} // namespace

double Simulation::collide() {
    m_moved.clear();
    // The projection also changes the angle springs' energy (solids); measured whole, as the
    // angle springs are few.
    const bool angles = !m_system.angleSprings().empty();
    const double angleBefore = angles ? m_model.angleEnergy(m_system, m_system.positions()) : 0.0;
    const CollisionStats stats =
        resolveCollisions(m_obstacles, m_system, m_environment.gravity, m_dt, &m_moved,
                          needsStepStart(m_obstacles) ? &m_stepStart : nullptr);
    m_lastContacts = stats.contacts;
    if (m_moved.empty()) {
        return stats.dissipated;
    }
    const double angleChange =
        angles ? m_model.angleEnergy(m_system, m_system.positions()) - angleBefore : 0.0;
    return bookedLoss(stats.dissipated - collisionElasticChange() - angleChange);
}

// The contact responses move particles like the obstacle projection does: −(ΔT + ΔU_g) from
// the stage, and the change of U_e of the springs at moved particles. Particles the obstacle
// stage just held (still listed in m_moved) respond as pinned, so that the layer lying on the
// ground stays on it and the layer above is pushed up by the whole contact distance.
double Simulation::collideCloth(bool afterObstacles) {
    m_supported.clear();
    for (const MovedParticle& m : afterObstacles ? m_moved : std::vector<MovedParticle>{}) {
        m_supported.push_back(m.particle);
    }
    m_moved.clear();
    m_lastClothContact = m_clothContact.resolve(m_system, m_contactStart, m_environment.gravity,
                                                &m_moved, &m_supported);
    if (m_moved.empty()) {
        return bookedLoss(m_lastClothContact.dissipated);
    }
    return bookedLoss(m_lastClothContact.dissipated - collisionElasticChange());
}

// The projection also changes the length of every spring at a moved particle; that change of
// U_e is part of what the collision did to the energy. Only the springs of moved particles
// are visited, each once per pass (stamped); an endpoint the pass did not move keeps its
// position.
double Simulation::collisionElasticChange() {
    const PackedSprings& p = m_model.springs();
    const auto n = static_cast<std::size_t>(m_system.particleCount());
    if (m_springStamp.size() != static_cast<std::size_t>(p.size())) {
        m_springStamp.assign(static_cast<std::size_t>(p.size()), -1);
    }
    if (m_particleStamp.size() != n) {
        m_particleStamp.assign(n, -1);
        m_preCollision.resize(3, static_cast<Eigen::Index>(n));
    }
    const long pass = ++m_collisionPass;
    for (const MovedParticle& m : m_moved) {
        m_particleStamp[static_cast<std::size_t>(m.particle)] = pass;
        m_preCollision.col(m.particle) = m.before;
    }
    const Eigen::Matrix3Xd& x = m_system.positions();
    auto before = [&](Eigen::Index i) -> Vec3 {
        return m_particleStamp[static_cast<std::size_t>(i)] == pass ? Vec3(m_preCollision.col(i))
                                                                    : Vec3(x.col(i));
    };
    double change = 0.0;
    auto visit = [&](int s) {
        auto& stamp = m_springStamp[static_cast<std::size_t>(s)];
        if (stamp == pass) {
            return;
        }
        stamp = pass;
        const auto a = static_cast<Eigen::Index>(p.a[static_cast<std::size_t>(s)]);
        const auto b = static_cast<Eigen::Index>(p.b[static_cast<std::size_t>(s)]);
        const double L = p.rest[static_cast<std::size_t>(s)];
        const double kp = p.kStretch[static_cast<std::size_t>(s)];
        const double km = p.kCompress[static_cast<std::size_t>(s)];
        change += springEnergy(x.col(a), x.col(b), L, kp, km) -
                  springEnergy(before(a), before(b), L, kp, km);
    };
    for (const MovedParticle& m : m_moved) {
        const auto i = static_cast<std::size_t>(m.particle);
        for (int q = p.plusBegin[i]; q < p.plusBegin[i + 1]; ++q) {
            visit(p.plus[static_cast<std::size_t>(q)]);
        }
        for (int q = p.minusBegin[i]; q < p.minusBegin[i + 1]; ++q) {
            visit(p.minus[static_cast<std::size_t>(q)]);
        }
    }
    return change;
}

bool Simulation::step() {
    if (m_blowUp) {
        return false;
    }
    if (m_options.restoreLastGoodState) {
        m_lastGoodX = m_system.positions();
        m_lastGoodV = m_system.velocities();
        m_lastGoodQ = m_system.orientations();
        m_lastGoodW = m_system.angularVelocities();
    }
    const EnergyTerms start = m_current.terms;
    if (needsStepStart(m_obstacles)) {
        m_stepStart = m_system.positions();
    }
    if (m_clothContact.active()) {
        m_contactStart = m_system.positions();
    }
    StepContext ctx{m_system, m_model, m_current, m_time, m_dt};
    const StepWork work = m_integrator->step(ctx);
    ++m_steps;
    m_time = m_timeOrigin + static_cast<double>(m_steps - m_stepOrigin) * m_dt;

    // Stage order (scene key stage_order): retention then collision, or the reverse (R1, R5).
    const bool retainLast = m_environment.retainAfterCollision;
    double stageLosses = retainLast ? 0.0 : applyVelocityRetention();
    if (!m_obstacles.empty()) {
        stageLosses += collide();
    }
    if (m_clothContact.active()) {
        stageLosses += collideCloth(!m_obstacles.empty());
    }
    if (retainLast) {
        stageLosses += applyVelocityRetention();
    }
    evaluateCurrent();
    if (work.provided) {
        m_energy.dissipated += work.dissipated;
        m_energy.externalWork += work.externalWork;
    } else {
        m_energy.dissipated +=
            0.5 * m_dt * (start.dissipationPower + m_current.terms.dissipationPower);
        m_energy.externalWork += 0.5 * m_dt * (start.externalPower + m_current.terms.externalPower);
    }
    m_energy.dissipated += stageLosses;

    m_blowUp = detectBlowUp();
    if (m_blowUp && m_options.restoreLastGoodState) {
        m_system.positions() = m_lastGoodX;
        m_system.velocities() = m_lastGoodV;
        m_system.orientations() = m_lastGoodQ;
        m_system.angularVelocities() = m_lastGoodW;
        --m_steps;
        m_time = m_timeOrigin + static_cast<double>(m_steps - m_stepOrigin) * m_dt;
        const EnergyRecord kept = m_energy;
        evaluateCurrent();
        m_energy.dissipated = kept.dissipated - stageLosses;
        m_energy.externalWork = kept.externalWork;
    }
    return !m_blowUp;
}

std::optional<BlowUp> Simulation::detectBlowUp() const {
    const EnergyTerms& t = m_current.terms;
    const double mechanical = t.mechanical();
    BlowUp blowUp;
    blowUp.time = m_time;
    blowUp.step = m_steps;
    if (!std::isfinite(mechanical) || !std::isfinite(t.dissipationPower) ||
        !std::isfinite(m_energy.dissipated) || !std::isfinite(m_energy.externalWork)) {
        blowUp.cause = BlowUpCause::NonFinite;
        return blowUp;
    }
    const double gain = mechanical - m_energy.initial - m_energy.externalWork;
    const double bound = m_options.energyBoundFactor * m_energyScale;
    if (gain > bound) {
        blowUp.cause = BlowUpCause::EnergyBound;
        blowUp.energyGain = gain;
        blowUp.bound = bound;
        return blowUp;
    }
    return std::nullopt;
}

bool Simulation::advance(long count) {
    for (long i = 0; i < count; ++i) {
        if (!step()) {
            return false;
        }
    }
    return !m_blowUp;
}

bool Simulation::advanceTo(double t) {
    while (m_time < t - 0.5 * m_dt) {
        if (!step()) {
            return false;
        }
    }
    return !m_blowUp;
}

Simulation makeSimulation(const Scene& scene) {
    return makeSimulation(scene, scene.integrator);
}

Simulation makeSimulation(const Scene& scene, const IntegratorChoice& choice,
                          SimulationOptions options) {
    return makeSimulation(scene, buildSystem(scene), choice, options);
}

Simulation makeSimulation(const Scene& scene, System system, const IntegratorChoice& choice,
                          SimulationOptions options) {
    std::unique_ptr<Integrator> integrator = createIntegrator(choice.id);
    if (!integrator) {
        throw MessageError(
            msg(CLOTHLAB_TR_NOOP("CoreMessage", "unknown integrator '%1'"), choice.id));
    }
    for (const auto& [id, value] : choice.parameters) {
        if (Message refused = integrator->parameters().set(id, value); !refused.empty()) {
            throw MessageError(
                msg(CLOTHLAB_TR_NOOP("CoreMessage", "integrator %1: %2"), choice.id, refused));
        }
    }
    return Simulation(std::move(system), scene.environment, scene.obstacles, std::move(integrator),
                      choice.dt, options);
}

} // namespace clothlab::core
