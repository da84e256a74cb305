// Stability regions in the z = h·λ plane (core/analysis/stability_region.h) against the closed
// forms of explicit Euler, RK4 and implicit Euler; the boundary traced by marching squares lies on
// those curves; mode points are h·λ; a mode's shape is an eigenvector and names the spring
// kind that carries it.
#include "core/analysis/stability_region.h"
#include "core/analysis/stability_study.h"
#include "core/scene/presets.h"
#include "test_support.h"

#include <QtTest>

using namespace clothlab::core;

namespace {

/// A 6 × 6 cloth hung by its top corners, with the given stiffness per kind (no damping).
Scene clothWith(double structural, double shear, double bending) {
    Scene scene = loadPreset("hanging-cloth");
    for (auto& body : scene.bodies) {
        if (auto* cloth = std::get_if<ClothSpec>(&body)) {
            cloth->rows = 6;
            cloth->cols = 6;
        }
    }
    scene.stiffness[SpringKind::Structural] = {structural, structural, 0.0};
    scene.stiffness[SpringKind::Shear] = {shear, shear, 0.0};
    scene.stiffness[SpringKind::Bending] = {bending, bending, 0.0};
    scene.environment.airDrag = 0.0;
    return scene;
}

std::complex<double> rk4(std::complex<double> z) {
    return 1.0 + z + z * z / 2.0 + z * z * z / 6.0 + z * z * z * z / 24.0;
}

} // namespace

class TestStabilityRegion : public QObject {
    Q_OBJECT

private slots:
    void radiusIsTheStabilityFunction() {
        const IntegratorChoice euler{"explicit-euler", 1.0, {}};
        const IntegratorChoice classic{"rk4", 1.0, {}};
        const IntegratorChoice backward{"implicit-euler", 1.0, {}};
        for (const std::complex<double> z : {std::complex<double>(-1.0, 0.5),
                                             {-0.2, 1.7},
                                             {-2.5, 0.1},
                                             {0.3, 0.4},
                                             {-0.05, 2.9}}) {
            QVERIFY(std::abs(*radiusAt(euler, z) - std::abs(1.0 + z)) < 1e-9);
            QVERIFY(std::abs(*radiusAt(classic, z) - std::abs(rk4(z))) < 1e-9);
            QVERIFY(std::abs(*radiusAt(backward, z) - 1.0 / std::abs(1.0 - z)) < 1e-9);
        }
        QVERIFY(!radiusAt({"pbd", 1.0, {}}, {-1.0, 1.0}));
        QVERIFY(!stabilityRegion({"pbd", 1.0, {}}, -3.0, 1.0, 3.0, 10, 10));
    }

    void boundaryLiesOnTheClosedForm() {
        struct Case {
            const char* id;
            double (*distance)(std::complex<double>);
        };
        const Case cases[] = {
            {"explicit-euler", [](std::complex<double> z) { return std::abs(1.0 + z) - 1.0; }},
            {"implicit-euler", [](std::complex<double> z) { return std::abs(1.0 - z) - 1.0; }},
            {"rk4", [](std::complex<double> z) { return std::abs(rk4(z)) - 1.0; }},
        };
        for (const Case& c : cases) {
            const auto grid = stabilityRegion({c.id, 1.0, {}}, -3.5, 2.5, 3.5, 121, 71);
            QVERIFY(grid);
            const auto lines = regionBoundary(*grid);
            QVERIFY2(!lines.empty(), c.id);
            std::size_t points = 0;
            double worst = 0.0;
            for (const auto& line : lines) {
                for (const std::complex<double> z : line) {
                    worst = std::max(worst, std::abs(c.distance(z)));
                    ++points;
                }
            }
            QVERIFY2(points > 60, c.id);
            QVERIFY2(worst < 0.02, qPrintable(QString("%1: %2").arg(c.id).arg(worst)));
        }
        // Explicit Euler's disk is one closed curve per half plane, through −2 and 0.
        const auto grid = stabilityRegion({"explicit-euler", 1.0, {}}, -3.5, 2.5, 3.5, 121, 71);
        const auto lines = regionBoundary(*grid);
        QCOMPARE(lines.size(), std::size_t(2));
        for (const auto& line : lines) {
            double left = 0.0;
            double right = -3.0;
            for (const std::complex<double> z : line) {
                left = std::min(left, z.real());
                right = std::max(right, z.real());
            }
            QVERIFY(std::abs(left + 2.0) < 0.01 && std::abs(right) < 0.01);
        }
    }

    void symplecticEulerIsStableOnTheAxisUpToTwo() {
        // No R(z): the damped oscillator's region. Undamped modes (z = iΩ) are stable for
        // Ω < 2 and not beyond, the classic limit ω·h < 2.
        const IntegratorChoice se{"symplectic-euler", 1.0, {}};
        QVERIFY(*radiusAt(se, {0.0, 1.9}) <= 1.0 + 1e-9);
        QVERIFY(*radiusAt(se, {0.0, 2.1}) > 1.0 + 1e-6);
    }

    void modePointsAreStepTimesEigenvalue() {
        Spectrum s;
        s.modes = {modeOf({-0.5, 10.0}), modeOf({-2.0, 0.0})};
        const auto points = modePoints(s, 0.01);
        QCOMPARE(points.size(), std::size_t(2));
        QVERIFY(std::abs(points[0] - std::complex<double>(-0.005, 0.1)) < 1e-15);
        QVERIFY(std::abs(points[1] - std::complex<double>(-0.02, 0.0)) < 1e-15);
    }

    void modeShapeIsAnEigenvector() {
        const Scene scene = clothWith(400.0, 100.0, 50.0);
        const Spectrum spectrum = sceneSpectrum(scene);
        const double highest = spectrum.modes.back().omega;
        const ModeShape shape = modeShapeNear(scene, highest);
        QVERIFY(std::abs(shape.omega - highest) < 1e-6 * highest);
        QCOMPARE(shape.displacement.colwise().norm().maxCoeff(), 1.0);
        // K·φ = −ω²·M·φ over the free particles.
        const Simulation sim = makeSimulation(scene, IntegratorChoice{"rk4", 1e-3, {}});
        const LinearisedForces f = linearise(sim.system(), sim.forceModel(),
                                             sim.system().positions(), sim.system().velocities());
        Eigen::VectorXd phi(f.rows());
        for (std::size_t k = 0; k < f.freeParticles.size(); ++k) {
            phi.segment<3>(3 * Eigen::Index(k)) = shape.displacement.col(f.freeParticles[k]);
        }
        const Eigen::SparseMatrix<double> kt = f.stiffness.transpose();
        const Eigen::SparseMatrix<double> sym = 0.5 * (f.stiffness + kt);
        const Eigen::VectorXd residual =
            sym * phi + shape.omega * shape.omega * f.masses.cwiseProduct(phi);
        QVERIFY2(residual.norm() <
                     1e-8 * shape.omega * shape.omega * f.masses.maxCoeff() * phi.norm(),
                 qPrintable(QString::number(residual.norm())));
        double sum = 0.0;
        for (double share : shape.springShares) {
            QVERIFY(share >= 0.0);
            sum += share;
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }

    // One linearisation serves the spectrum and every mode shape: the same modes and shapes
    // as the calls that linearise the scene themselves.
    void shapesFromOneLinearisation() {
        const Scene scene = clothWith(400.0, 100.0, 50.0);
        SceneLinearisation linearisation = sceneLinearisation(scene);
        const Spectrum spectrum = sceneSpectrum(linearisation.forces);
        const Spectrum alone = sceneSpectrum(scene);
        QCOMPARE(spectrum.modes.size(), alone.modes.size());
        for (std::size_t k = 0; k < spectrum.modes.size(); ++k) {
            QCOMPARE(spectrum.modes[k].re, alone.modes[k].re);
            QCOMPARE(spectrum.modes[k].im, alone.modes[k].im);
        }
        const ShapeModes modes = shapeModes(std::move(linearisation));
        QCOMPARE(int(modes.modes.omega2.size()), modes.linearisation.forces.rows());
        for (const double omega :
             {spectrum.modes.back().omega, spectrum.modes[spectrum.modes.size() / 2].omega}) {
            const ModeShape shared = modeShapeNear(scene, modes, omega);
            const ModeShape own = modeShapeNear(scene, omega);
            QCOMPARE(shared.omega, own.omega);
            QVERIFY((shared.displacement - own.displacement).norm() == 0.0);
            QVERIFY(shared.springShares == own.springShares);
        }
    }

    void stiffestKindCarriesTheHighestMode() {
        for (const SpringKind kind : kAllSpringKinds) {
            const Scene scene = clothWith(kind == SpringKind::Structural ? 20000.0 : 50.0,
                                          kind == SpringKind::Shear ? 20000.0 : 50.0,
                                          kind == SpringKind::Bending ? 20000.0 : 50.0);
            const Spectrum spectrum = sceneSpectrum(scene);
            const ModeShape shape = modeShapeNear(scene, spectrum.modes.back().omega);
            QCOMPARE(int(kindIndex(dominantKind(shape))), int(kindIndex(kind)));
            QVERIFY(shape.springShares[std::size_t(kindIndex(kind))] > 0.9);
        }
    }

    /// The study's growing mode is the shape of the fastest-growing mode of the run that grows
    /// fastest; a study whose runs are all stable has none.
    void growingModeIsTheFastestRunsMode() {
        const Scene scene = loadPreset("windy-cloth");
        const auto run = [](const char* id, double dt) {
            StabilityRunInput input;
            input.choice.id = id;
            input.choice.dt = dt;
            return input;
        };
        const StabilityStudy study =
            computeStability(scene, {run("symplectic-euler", 1e-4), run("explicit-euler", 2e-3)});
        QVERIFY(study.runs[1].growth && study.runs[1].growth->rate > 0.0);
        QVERIFY(!study.runs[0].growth || !(study.runs[0].growth->rate > 0.0));
        QVERIFY(study.growing);
        QCOMPARE(study.growingRun, std::size_t(1));
        const double omega = study.runs[1].growth->omega;
        QVERIFY(std::abs(study.growing->omega - omega) <= 1e-6 * omega);
        QCOMPARE(study.growing->displacement.cols(), study.stiffest->displacement.cols());
        const StabilityStudy stable = computeStability(scene, {run("symplectic-euler", 1e-4)});
        QVERIFY(!stable.growing);
    }
};

QTEST_APPLESS_MAIN(TestStabilityRegion)
#include "test_stability_region.moc"
