// Solids (R2): lattice sampling and spring counts, angle-spring forces and torques against
// finite differences, rest without drift, shape recovery by the angle springs, R2's
// stiffness-by-iterations, particle contacts, the observed order of the force-based
// integrators on a small solid, honest energy with the angular terms, skinning, scene files
// and OBJ errors.
#include "core/io/csv.h"
#include "core/model/rotation.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"
#include "core/simulation/simulation.h"
#include "core/solids/skinning.h"

#include <Eigen/Geometry>
#include <Eigen/SVD>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <fstream>
#include <sstream>

using namespace clothlab::core;

namespace {

SolidSpec box(double edge, double spacing) {
    SolidSpec s;
    s.name = "box";
    s.shape = SolidShape::Box;
    s.size = Vec3::Constant(edge);
    s.spacing = spacing;
    s.particleMass = 0.01;
    s.angleStiffness = 100.0;
    s.center = Vec3(0.1, 0.5, -0.2);
    s.rotation = Vec3(0.3, -0.2, 0.5);
    return s;
}

Scene solidScene(const SolidSpec& solid, double k = 200.0, double damping = 0.0) {
    Scene scene;
    scene.name = "solid";
    scene.environment.gravity = Vec3::Zero();
    scene.stiffness[SpringKind::Structural] = {k, k, damping};
    scene.stiffness[SpringKind::Shear] = {0.5 * k, 0.5 * k, 0.5 * damping};
    scene.stiffness[SpringKind::Bending] = {0.0, 0.0, 0.0};
    scene.bodies.emplace_back(solid);
    return scene;
}

// Turns every particle about the vertical axis through the centroid by an angle growing
// linearly with height (total `twist` rad), leaving orientations untouched.
void twist(System& s, double twist) {
    const Vec3 c = s.positions().rowwise().mean();
    const double lo = s.positions().row(1).minCoeff();
    const double hi = s.positions().row(1).maxCoeff();
    for (int i = 0; i < s.particleCount(); ++i) {
        const double angle = twist * (s.positions()(1, i) - lo) / (hi - lo);
        s.positions().col(i) =
            c + Eigen::AngleAxisd(angle, Vec3::UnitY()) * (s.positions().col(i) - c);
    }
}

// RMS distance from `rest` after the best rigid alignment (Kabsch): 0 for any rigid motion.
double shapeDeviation(const Eigen::Matrix3Xd& x, const Eigen::Matrix3Xd& rest) {
    const Vec3 cx = x.rowwise().mean();
    const Vec3 cr = rest.rowwise().mean();
    const Eigen::Matrix3Xd a = rest.colwise() - cr;
    const Eigen::Matrix3Xd b = x.colwise() - cx;
    const Eigen::JacobiSVD<Eigen::Matrix3d> svd(a * b.transpose(),
                                                Eigen::ComputeFullU | Eigen::ComputeFullV);
    Eigen::Matrix3d d = Eigen::Matrix3d::Identity();
    d(2, 2) = (svd.matrixV() * svd.matrixU().transpose()).determinant() < 0 ? -1.0 : 1.0;
    const Eigen::Matrix3d R = svd.matrixV() * d * svd.matrixU().transpose();
    return std::sqrt((b - R * a).colwise().squaredNorm().mean());
}

Simulation twistedSimulation(const Scene& scene, const IntegratorChoice& choice, double angle) {
    Simulation sim = makeSimulation(scene, choice);
    twist(sim.system(), angle);
    sim.stateChanged();
    return sim;
}

double minCrossDistance(const System& s) {
    const std::vector<int> body = s.particleBodies();
    double best = HUGE_VAL;
    for (int i = 0; i < s.particleCount(); ++i) {
        for (int j = i + 1; j < s.particleCount(); ++j) {
            if (body[static_cast<std::size_t>(i)] != body[static_cast<std::size_t>(j)]) {
                best = std::min(best, (s.positions().col(j) - s.positions().col(i)).norm());
            }
        }
    }
    return best;
}

// max(|x − x_ref|, spacing·|q − q_ref|) over particles (q and −q are the same rotation).
double stateError(const System& s, const System& ref, double spacing) {
    double e = (s.positions() - ref.positions()).cwiseAbs().maxCoeff();
    for (int i = 0; i < s.particleCount(); ++i) {
        const Vec4 q = s.orientations().col(i);
        const Vec4 r = ref.orientations().col(i);
        e = std::max(e, spacing * std::min((q - r).norm(), (q + r).norm()));
    }
    return e;
}

double signedVolume(const SolidMesh& m) {
    double v = 0.0;
    for (const auto& t : m.triangles) {
        v += Vec3(m.restVertices.col(t[0]))
                 .dot(Vec3(m.restVertices.col(t[1])).cross(Vec3(m.restVertices.col(t[2])))) /
             6.0;
    }
    return v;
}

QString sceneError(const std::string& json, const std::string& file = "scene.json") {
    try {
        parseScene(json, file);
    } catch (const SceneFileError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

std::string solidJson(const std::string& body) {
    return R"({"format": "clothlab-scene", "version": 1,
  "stiffness": {"structural": {"stretch": 100, "compression": 100, "damping": 0},
                "shear": {"stretch": 50, "compression": 50, "damping": 0},
                "bending": {"stretch": 0, "compression": 0, "damping": 0}},
  "bodies": [)" +
           body + R"(], "integrator": {"id": "rk4", "dt": 0.001}})";
}

const char* kCubeObj = "# a cube of edge 0.22\n"
                       "v -0.11 -0.11 -0.11\nv 0.11 -0.11 -0.11\nv 0.11 0.11 -0.11\n"
                       "v -0.11 0.11 -0.11\nv -0.11 -0.11 0.11\nv 0.11 -0.11 0.11\n"
                       "v 0.11 0.11 0.11\nv -0.11 0.11 0.11\n"
                       "f 1 4 3 2\nf 5 6 7 8\nf 1 2 6 5\nf 2 3 7 6\nf 3 4 8 7\nf 4 1 5 8\n";

} // namespace

class TestSolids : public QObject {
    Q_OBJECT

private slots:
    void boxLatticeHasClosedFormCounts();
    void shapesSampleTheirVolume_data();
    void shapesSampleTheirVolume();
    void angleSpringForcesAndTorquesAreGradients();
    void solidAtRestStaysAtRest_data();
    void solidAtRestStaysAtRest();
    void twistedSolidReturnsToShape_data();
    void twistedSolidReturnsToShape();
    void strainDecreasesWithIterations();
    void contactsKeepParticlesOneDiameterApart();
    void observedOrderOnSmallSolid_data();
    void observedOrderOnSmallSolid();
    void energyResidualIncludesAngularTerms();
    void integratorsWithoutOrientationsRefuseSolids();
    void skinningReproducesRestAndRigidMotion_data();
    void skinningReproducesRestAndRigidMotion();
    void solidSceneFileRoundTripAndErrors();
    void objMeshIsReadStrictly();
    void energyHeaderKeepsClothColumns();
    void presetsAreR2Systems();
};

void TestSolids::boxLatticeHasClosedFormCounts() {
    // n³ lattice: structural 3·n²·(n − 1), face diagonals 6·n·(n − 1)², one angle spring per
    // structural spring.
    for (int n : {2, 3, 5}) {
        System s = buildSystem(solidScene(box(0.05 * (n - 1), 0.05)));
        QCOMPARE(s.particleCount(), n * n * n);
        const auto counts = s.springCountByKind();
        QCOMPARE(counts[0], 3 * n * n * (n - 1));
        QCOMPARE(counts[1], 6 * n * (n - 1) * (n - 1));
        QCOMPARE(int(s.angleSprings().size()), counts[0]);
        QVERIFY(s.hasOrientations());
        QCOMPARE(s.contactRadius(), 0.025);
        for (const AngleSpring& a : s.angleSprings()) {
            QVERIFY(std::abs(a.restIJ.norm() - 0.05) < 1e-12);
            QVERIFY((a.restIJ + a.restJI).norm() < 1e-15);
        }
    }
    // A cloth-only system carries no orientation arrays.
    System cloth = buildSystem(clothlab::core::loadPreset("hanging-cloth"));
    QVERIFY(!cloth.hasOrientations());
    QCOMPARE(cloth.orientations().cols(), Eigen::Index(0));
}

void TestSolids::shapesSampleTheirVolume_data() {
    QTest::addColumn<int>("shape");
    QTest::addColumn<double>("volume");
    const double pi = std::numbers::pi;
    QTest::newRow("sphere") << int(SolidShape::Sphere) << 4.0 / 3.0 * pi * 0.2 * 0.2 * 0.2;
    QTest::newRow("torus") << int(SolidShape::Torus) << 2.0 * pi * pi * 0.3 * 0.1 * 0.1;
    QTest::newRow("box") << int(SolidShape::Box) << 0.3 * 0.3 * 0.3;
}

void TestSolids::shapesSampleTheirVolume() {
    QFETCH(int, shape);
    QFETCH(double, volume);
    SolidSpec s = box(0.3, 0.025);
    s.shape = SolidShape(shape);
    s.radius = shape == int(SolidShape::Sphere) ? 0.2 : 0.3;
    s.tubeRadius = 0.1;
    const SolidLattice lattice = sampleSolid(s);
    // One particle per spacing³ of volume (the box counts its faces, hence the slack).
    const double sampled = double(lattice.points.cols()) * std::pow(s.spacing, 3);
    QVERIFY2(std::abs(sampled / volume - 1.0) < (shape == int(SolidShape::Box) ? 0.3 : 0.05),
             qPrintable(QString("sampled %1, exact %2").arg(sampled).arg(volume)));
    // The visual surface encloses about the same volume, outward oriented.
    System system;
    addSolid(system, s);
    const double enclosed = signedVolume(system.solidMeshes().front());
    QVERIFY2(enclosed > 0.9 * volume && enclosed < 1.01 * volume,
             qPrintable(QString("enclosed %1, exact %2").arg(enclosed).arg(volume)));
}

void TestSolids::angleSpringForcesAndTorquesAreGradients() {
    System s;
    s.addParticle(Vec3(0.0, 0.0, 0.0), Vec3::Zero(), 0.5, false);
    s.addParticle(Vec3(0.11, 0.02, -0.03), Vec3::Zero(), 0.7, false);
    s.enableOrientations();
    s.setInertia(0, 0.01);
    s.setInertia(1, 0.02);
    s.orientations().col(0) =
        Eigen::Quaterniond(Eigen::AngleAxisd(0.4, Vec3(1, 2, 3).normalized())).coeffs();
    s.orientations().col(1) =
        Eigen::Quaterniond(Eigen::AngleAxisd(-0.7, Vec3(0, 1, -1).normalized())).coeffs();
    s.addAngleSpring(AngleSpring{0, 1, Vec3(0.1, 0.0, 0.0), Vec3(-0.05, 0.08, 0.0), 300.0});
    Environment env;
    env.gravity = Vec3::Zero();
    ForceModel model(s, env);
    Eigen::Matrix3Xd f, tau;
    EnergyTerms terms;
    model.evaluate(s, s.positions(), s.velocities(), s.orientations(), s.angularVelocities(), 0.0,
                   f, tau, terms);
    QVERIFY(terms.elasticAngle > 0.0);
    const double h = 1e-6;
    for (int p = 0; p < 2; ++p) {
        for (int c = 0; c < 3; ++c) {
            System plus = s;
            System minus = s;
            plus.positions()(c, p) += h;
            minus.positions()(c, p) -= h;
            const double dE = (model.angleEnergy(plus, plus.positions()) -
                               model.angleEnergy(minus, minus.positions())) /
                              (2 * h);
            QVERIFY2(std::abs(f(c, p) + dE) < 1e-6,
                     qPrintable(QString("force %1 %2").arg(p).arg(c)));
            const Vec3 axis = Vec3::Unit(c);
            plus = s;
            minus = s;
            plus.orientations().col(p) = rotateQuaternion(s.orientations().col(p), axis, h);
            minus.orientations().col(p) = rotateQuaternion(s.orientations().col(p), axis, -h);
            const double dEt =
                (model.angleEnergy(plus, s.positions()) - model.angleEnergy(minus, s.positions())) /
                (2 * h);
            QVERIFY2(std::abs(tau(c, p) + dEt) < 1e-6,
                     qPrintable(QString("torque %1 %2").arg(p).arg(c)));
        }
    }
    // The implicit integrators' torque Jacobian against differences of the torque.
    Eigen::Matrix3Xd t0;
    std::vector<Eigen::Matrix3d> J;
    model.torqueJacobians(s, s.positions(), s.orientations(), t0, J);
    QVERIFY((t0 - tau).norm() < 1e-12);
    for (int c = 0; c < 3; ++c) {
        System turned = s;
        turned.orientations().col(0) = rotateQuaternion(s.orientations().col(0), Vec3::Unit(c), h);
        Eigen::Matrix3Xd t1;
        std::vector<Eigen::Matrix3d> unused;
        model.torqueJacobians(turned, s.positions(), turned.orientations(), t1, unused);
        QVERIFY(((t1.col(0) - t0.col(0)) / h - J[0].col(c)).norm() < 1e-4);
    }
}

void TestSolids::solidAtRestStaysAtRest_data() {
    QTest::addColumn<QString>("id");
    for (const char* id : {"explicit-euler", "symplectic-euler", "verlet", "rk2", "rk4", "rk45",
                           "implicit-euler", "bdf2", "velocity-constraints"}) {
        QTest::newRow(id) << id;
    }
}

void TestSolids::solidAtRestStaysAtRest() {
    QFETCH(QString, id);
    Simulation sim =
        makeSimulation(solidScene(box(0.15, 0.05), 200.0, 0.1), {id.toStdString(), 1e-4, {}});
    const Eigen::Matrix3Xd x0 = sim.system().positions();
    QVERIFY(sim.advance(200));
    QVERIFY((sim.system().positions() - x0).cwiseAbs().maxCoeff() < 1e-12);
    QVERIFY(sim.system().velocities().cwiseAbs().maxCoeff() < 1e-12);
    QVERIFY(sim.system().angularVelocities().cwiseAbs().maxCoeff() < 1e-12);
    QVERIFY(std::abs(sim.energy().residual()) < 1e-12);
}

void TestSolids::twistedSolidReturnsToShape_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("dt");
    QTest::newRow("velocity-constraints") << "velocity-constraints" << 1.0 / 60;
    QTest::newRow("implicit-euler") << "implicit-euler" << 1.0 / 120;
    QTest::newRow("symplectic-euler") << "symplectic-euler" << 2e-4;
}

void TestSolids::twistedSolidReturnsToShape() {
    QFETCH(QString, id);
    QFETCH(double, dt);
    SolidSpec solid = box(0.2, 0.05);
    const IntegratorChoice choice{id.toStdString(), dt, {}};
    Simulation sim = twistedSimulation(solidScene(solid, 200.0, 0.2), choice, 0.8);
    const Eigen::Matrix3Xd rest = buildSystem(solidScene(solid)).positions();
    const double initial = shapeDeviation(sim.system().positions(), rest);
    QVERIFY(initial > 0.01);
    QVERIFY(sim.advanceTo(3.0));
    const double with = shapeDeviation(sim.system().positions(), rest);
    // Without angle springs and diagonals the lattice has no shear stiffness: the twist stays.
    solid.angleStiffness = 0.0;
    solid.diagonals = false;
    Simulation loose = twistedSimulation(solidScene(solid, 200.0, 0.2), choice, 0.8);
    QVERIFY(loose.advanceTo(3.0));
    const double without = shapeDeviation(loose.system().positions(), rest);
    QVERIFY2(with < 0.1 * initial && without > 0.5 * initial,
             qPrintable(QString("deviation %1 → %2 with angle springs, %3 without")
                            .arg(initial)
                            .arg(with)
                            .arg(without)));
}

void TestSolids::strainDecreasesWithIterations() {
    // R2: a solid hanging from its top layer under gravity stretches less with more
    // iterations (1 floppy, 3–5 good, 20 almost rigid).
    SolidSpec solid = box(0.3, 0.05);
    solid.rotation = Vec3::Zero();
    Scene scene = solidScene(solid, 1000.0, 0.1);
    scene.environment.gravity = Vec3(0.0, -9.81, 0.0);
    const SolidLattice lattice = sampleSolid(solid);
    const double top = lattice.points.row(1).maxCoeff();
    for (Eigen::Index p = 0; p < lattice.points.cols(); ++p) {
        if (lattice.points(1, p) > top - 1e-9) {
            scene.particleOverrides.push_back({int(p), std::nullopt, true});
        }
    }
    double previous = HUGE_VAL;
    QStringList seen;
    for (int iterations : {1, 3, 5, 20}) {
        Simulation sim = makeSimulation(
            scene, {"velocity-constraints", 1.0 / 60, {{"iterations", double(iterations)}}});
        QVERIFY(sim.advanceTo(3.0));
        const double strain = computeStrain(sim.system(), sim.system().positions()).mean[0];
        seen << QString("%1: %2").arg(iterations).arg(strain);
        QVERIFY2(strain < previous, qPrintable(seen.join(", ")));
        previous = strain;
    }
}

void TestSolids::contactsKeepParticlesOneDiameterApart() {
    Scene scene = solidScene(box(0.15, 0.05), 500.0, 0.1);
    SolidSpec a = std::get<SolidSpec>(scene.bodies[0]);
    a.rotation = Vec3(0.0, 0.0, 0.3);
    a.center = Vec3(-0.15, 0.0, 0.0);
    a.velocity = Vec3(0.6, 0.0, 0.0);
    SolidSpec b = a;
    b.name = "other";
    b.rotation = Vec3(0.2, 0.0, 0.0);
    b.center = Vec3(0.15, 0.03, 0.0);
    b.velocity = Vec3(-0.6, 0.0, 0.0);
    scene.bodies = {a, b};
    const IntegratorChoice choice{"velocity-constraints", 1.0 / 60, {{"iterations", 10.0}}};
    Simulation sim = makeSimulation(scene, choice);
    const double diameter = 2.0 * sim.system().contactRadius();
    double closest = HUGE_VAL;
    for (int step = 0; step < 90; ++step) {
        QVERIFY(sim.step());
        closest = std::min(closest, minCrossDistance(sim.system()));
    }
    QVERIFY2(closest > 0.95 * diameter && closest < 1.2 * diameter,
             qPrintable(QString("closest %1, diameter %2").arg(closest).arg(diameter)));
    // The same run without contacts passes the bodies through each other.
    Simulation ghost = makeSimulation(scene, choice);
    ghost.system().setContactRadius(0.0);
    double ghostClosest = HUGE_VAL;
    for (int step = 0; step < 90; ++step) {
        QVERIFY(ghost.step());
        ghostClosest = std::min(ghostClosest, minCrossDistance(ghost.system()));
    }
    QVERIFY(ghostClosest < 0.5 * diameter);
}

void TestSolids::observedOrderOnSmallSolid_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("order");
    QTest::addColumn<double>("dt");
    QTest::newRow("rk4") << "rk4" << 4.0 << 2e-4;
    QTest::newRow("rk2") << "rk2" << 2.0 << 1e-4;
    QTest::newRow("verlet") << "verlet" << 2.0 << 1e-4;
    QTest::newRow("symplectic-euler") << "symplectic-euler" << 1.0 << 2e-5;
    QTest::newRow("explicit-euler") << "explicit-euler" << 1.0 << 1e-5;
    QTest::newRow("implicit-euler") << "implicit-euler" << 1.0 << 1e-5;
}

void TestSolids::observedOrderOnSmallSolid() {
    QFETCH(QString, id);
    QFETCH(double, order);
    QFETCH(double, dt);
    SolidSpec solid = box(0.1, 0.05);
    solid.angularVelocity = Vec3(0.5, 2.0, -1.0);
    const Scene scene = solidScene(solid, 200.0, 0.0);
    const double T = 0.02;
    auto run = [&](const IntegratorChoice& choice) {
        Simulation sim = twistedSimulation(scene, choice, 0.3);
        sim.advance(std::lround(T / choice.dt));
        return sim;
    };
    const Simulation reference = run({"rk4", 2e-4 / 64, {}});
    std::vector<std::pair<std::string, double>> parameters;
    if (id == "implicit-euler") {
        parameters = {{"newton-iterations", 6.0}, {"cg-tolerance", 1e-13}};
    }
    double previous = 0.0;
    for (int halving = 0; halving <= 2; ++halving) {
        const double h = dt / std::pow(2.0, halving);
        const double error =
            stateError(run({id.toStdString(), h, parameters}).system(), reference.system(), 0.05);
        if (halving > 0) {
            const double observed = std::log2(previous / error);
            QVERIFY2(
                std::abs(observed - order) < 0.3,
                qPrintable(
                    QString("dt %1: error %2, observed order %3").arg(h).arg(error).arg(observed)));
        }
        previous = error;
    }
}

void TestSolids::energyResidualIncludesAngularTerms() {
    SolidSpec solid = box(0.1, 0.05);
    solid.angularVelocity = Vec3(0.5, 2.0, -1.0);
    Simulation sim = twistedSimulation(solidScene(solid, 200.0, 0.0), {"rk4", 5e-5, {}}, 0.3);
    const EnergyTerms start = sim.energy().terms;
    QVERIFY(start.rotational > 0.0 && start.elasticAngle > 0.0);
    double largest = 0.0;
    double angleSeen = 0.0;
    for (int k = 0; k < 40; ++k) {
        QVERIFY(sim.advance(10));
        largest = std::max(largest, std::abs(sim.energy().residual()));
        angleSeen =
            std::max(angleSeen, std::abs(sim.energy().terms.elasticAngle - start.elasticAngle));
    }
    // The angular terms exchange energy far beyond the residual: leaving them out would show.
    QVERIFY2(
        largest < 1e-6 * angleSeen && angleSeen > 0.0,
        qPrintable(QString("residual %1, angle energy change %2").arg(largest).arg(angleSeen)));
}

void TestSolids::integratorsWithoutOrientationsRefuseSolids() {
    const Scene scene = solidScene(box(0.1, 0.05));
    int refused = 0;
    for (const IntegratorInfo* info : integratorCatalog()) {
        try {
            makeSimulation(scene, {info->id, 1e-3, {}});
            QVERIFY2(info->orientations, info->id.c_str());
        } catch (const std::invalid_argument& e) {
            QVERIFY2(!info->orientations, info->id.c_str());
            QVERIFY(QString(e.what()).contains(QString::fromStdString(info->id)));
            QVERIFY(QString(e.what()).contains("velocity-constraints"));
            ++refused;
        }
    }
    // chebyshev, pbd, xpbd, projective-dynamics, implicit-midpoint, newmark, generalized-alpha
    QCOMPARE(refused, 7);
}

void TestSolids::skinningReproducesRestAndRigidMotion_data() {
    QTest::addColumn<int>("k");
    QTest::newRow("K=1") << 1;
    QTest::newRow("K=3") << 3;
}

void TestSolids::skinningReproducesRestAndRigidMotion() {
    QFETCH(int, k);
    SolidSpec ring = box(0.2, 0.05);
    ring.shape = SolidShape::Torus;
    ring.radius = 0.3;
    ring.tubeRadius = 0.1;
    System s = buildSystem(solidScene(ring));
    const SolidMesh& mesh = s.solidMeshes().front();
    SkinnedMesh skin(mesh, k);
    QCOMPARE(skin.vertexCount(), int(mesh.restVertices.cols()));
    for (int v = 0; v < skin.vertexCount(); ++v) {
        double sum = 0.0;
        for (int j = 0; j < k; ++j) {
            sum += skin.weight(v, j);
            QVERIFY(skin.weight(v, j) >= 0.0);
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }
    Eigen::Matrix3Xd out;
    skin.skin(s.positions(), s.orientations(), out);
    QVERIFY((out - mesh.restVertices).cwiseAbs().maxCoeff() < 1e-12);
    std::vector<float> buffer(static_cast<std::size_t>(3 * skin.vertexCount()));
    skin.skin(s.positions(), s.orientations(), buffer.data());
    QVERIFY(std::abs(buffer[4] - float(mesh.restVertices(1, 1))) < 1e-6f);
    // A rigid motion of the body moves the skinned mesh rigidly, whatever K.
    const Eigen::Quaterniond turn(Eigen::AngleAxisd(1.1, Vec3(1, -2, 0.5).normalized()));
    const Vec3 shift(0.3, -1.0, 2.0);
    for (int i = 0; i < s.particleCount(); ++i) {
        s.positions().col(i) = turn * Vec3(s.positions().col(i)) + shift;
        s.orientations().col(i) =
            (turn * Eigen::Quaterniond(Vec4(s.orientations().col(i)))).coeffs();
    }
    skin.skin(s.positions(), s.orientations(), out);
    const Eigen::Matrix3Xd moved = (turn.toRotationMatrix() * mesh.restVertices).colwise() + shift;
    QVERIFY((out - moved).cwiseAbs().maxCoeff() < 1e-12);
}

void TestSolids::solidSceneFileRoundTripAndErrors() {
    const std::string torus = R"({"type": "solid", "name": "ring", "shape": "torus",
        "radius": 0.3, "tube_radius": 0.1, "spacing": 0.05, "particle_mass": 0.01,
        "angle_stiffness": 500, "rotation": [0.5, 0, 0], "center": [0, 1, 0]})";
    const Scene scene = parseScene(solidJson(torus), "mem");
    QVERIFY(std::holds_alternative<SolidSpec>(scene.bodies[0]));
    QVERIFY(parseScene(serializeScene(scene), "mem") == scene);
    QCOMPARE(particleCount(scene), buildSystem(scene).particleCount());

    QString e = sceneError(solidJson(R"({"type": "solid", "shape": "box", "size": [0.2, 0.2, 0.2],
        "radius": 0.1, "spacing": 0.05, "particle_mass": 0.01, "angle_stiffness": 1})"));
    QVERIFY2(e.contains("scene.json: bodies[0].radius: unknown key"), qPrintable(e));
    e = sceneError(solidJson(R"({"type": "solid", "shape": "torus", "radius": 0.1,
        "tube_radius": 0.1, "spacing": 0.05, "particle_mass": 0.01, "angle_stiffness": 1})"));
    QVERIFY2(e.contains("bodies[0].tube_radius"), qPrintable(e));
    e = sceneError(solidJson(R"({"type": "solid", "shape": "torus", "radius": 0.125,
        "tube_radius": 0.01, "spacing": 0.05, "particle_mass": 0.01, "angle_stiffness": 1})"));
    QVERIFY2(e.contains("bodies[0].spacing: no lattice point"), qPrintable(e));
    e = sceneError(solidJson(R"({"type": "solid", "shape": "cone", "spacing": 0.05})"));
    QVERIFY2(e.contains("bodies[0].shape: unknown shape \"cone\""), qPrintable(e));
}

void TestSolids::objMeshIsReadStrictly() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&dir](const char* name, const std::string& text) {
        std::ofstream(dir.filePath(name).toStdString()) << text;
    };
    write("cube.obj", kCubeObj);
    write("bad.obj", "v 0 0 0\nv 1 0 0\nv 0 1 x\n");
    write("range.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 4\n");
    write("open.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 3 2\nf 1 2 4\nf 2 3 4\n");
    const std::string sceneFile = dir.filePath("scene.json").toStdString();
    auto meshBody = [](const char* file) {
        return std::string(R"({"type": "solid", "shape": "mesh", "mesh": ")") + file +
               R"(", "spacing": 0.05, "particle_mass": 0.01, "angle_stiffness": 1})";
    };
    // The OBJ cube samples the same lattice as the box shape of the same size.
    const Scene scene = parseScene(solidJson(meshBody("cube.obj")), sceneFile);
    QCOMPARE(buildSystem(scene).particleCount(), 125);
    QVERIFY(parseScene(serializeScene(scene), sceneFile) == scene);

    QString e = sceneError(solidJson(meshBody("bad.obj")), sceneFile);
    QVERIFY2(e.contains("bodies[0].mesh: ") &&
                 e.contains("bad.obj: line 3: \"x\" is not a finite number"),
             qPrintable(e));
    e = sceneError(solidJson(meshBody("range.obj")), sceneFile);
    QVERIFY2(e.contains("range.obj: line 4: vertex index 4 does not exist"), qPrintable(e));
    e = sceneError(solidJson(meshBody("open.obj")), sceneFile);
    QVERIFY2(e.contains("not a closed mesh") && e.contains("hole"), qPrintable(e));
    e = sceneError(solidJson(meshBody("missing.obj")), sceneFile);
    QVERIFY2(e.contains("missing.obj: cannot open"), qPrintable(e));
    QVERIFY_THROWS_EXCEPTION(ObjError, parseObj("v 0 0 0\nvp 1 2\n", "x.obj"));
}

void TestSolids::energyHeaderKeepsClothColumns() {
    const System cloth = buildSystem(loadPreset("hanging-cloth"));
    const System solid = buildSystem(solidScene(box(0.1, 0.05)));
    QCOMPARE(QString(csv::energyHeader(cloth)), QString(csv::kEnergyHeader));
    const QString solids = csv::energyHeader(solid);
    QVERIFY(solids.startsWith(QString(csv::kEnergyHeader) + ","));
    Simulation sim = makeSimulation(solidScene(box(0.1, 0.05)), {"rk4", 1e-3, {}});
    std::ostringstream row;
    csv::writeEnergyRow(row, sim.energy(), true);
    QCOMPARE(QString::fromStdString(row.str()).trimmed().split(',').size(),
             solids.split(',').size());
}

void TestSolids::presetsAreR2Systems() {
    const Scene ring = loadPreset("elastic-ring");
    QCOMPARE(ring.integrator.id, std::string("velocity-constraints"));
    QCOMPARE(ring.integrator.dt, 1.0 / 60);
    auto parameters = ring.integrator.parameters;
    std::sort(parameters.begin(), parameters.end());
    QVERIFY((parameters == std::vector<std::pair<std::string, double>>{{"iterations", 5.0},
                                                                       {"relaxation", 0.5}}));
    QVERIFY(std::get<SolidSpec>(ring.bodies.front()).shape == SolidShape::Torus);
    QVERIFY(std::get<SolidSpec>(loadPreset("jelly-cube").bodies.front()).shape == SolidShape::Box);
}

QTEST_APPLESS_MAIN(TestSolids)
#include "test_solids.moc"
