// Hostile input to the core (issue 14): every case gets a clear message naming the file,
// the JSON path and the reason, or a named bound; none crashes, hangs, allocates without
// bound or gives a silent wrong result. Also the atomic writer's handling of links, devices
// and pipes, and the projective-dynamics solve on unaligned storage.
#include "core/analysis/comparison.h"
#include "core/analysis/stability_limits.h"
#include "core/base/file_access.h"
#include "core/io/manifest.h"
#include "core/scene/presets.h"
#include "core/scene/scene_builders.h"
#include "core/scene/scene_io.h"
#include "core/simulation/simulation.h"
#include "core/solids/obj_mesh.h"
#include "core/solids/solid.h"

#include <QtTest>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <sys/stat.h>
#include <thread>

using namespace clothlab::core;

namespace {

const char* kStiffness = R"("stiffness": {
  "structural": {"stretch": 100, "compression": 100, "damping": 0},
  "shear": {"stretch": 100, "compression": 100, "damping": 0},
  "bending": {"stretch": 10, "compression": 10, "damping": 0}})";

/// "[A,B,…]", appended piece by piece ("[" + std::string trips GCC 12's -Wrestrict).
std::string bodiesOf(std::initializer_list<std::string> bodies) {
    std::string list = "[";
    for (const std::string& body : bodies) {
        list += list.size() > 1 ? "," : "";
        list += body;
    }
    list += ']';
    return list;
}

/// A scene file's text with `bodies` (JSON array text) and `extra` keys.
std::string sceneText(const std::string& bodies, const std::string& extra = "") {
    return std::string(R"({"format": "clothlab-scene", "version": 1, )") + kStiffness +
           R"(, "bodies": )" + bodies + R"(, "integrator": {"id": "rk4", "dt": 0.001})" +
           (extra.empty() ? "" : ", " + extra) + "}";
}

std::string clothBody(int rows, int cols, const std::string& more = "") {
    return R"({"type": "cloth", "rows": )" + std::to_string(rows) + R"(, "cols": )" +
           std::to_string(cols) +
           R"(, "spacing": 0.1, "particle_mass": 0.01, "topology": "structural-shear")" + more +
           "}";
}

/// The error of parsing `text` (empty when it parses).
QString errorOf(const std::string& text, const std::vector<SceneOverride>& overrides = {},
                const std::string& file = "bad.json") {
    try {
        parseScene(text, file, overrides);
    } catch (const SceneFileError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

#define QVERIFY_CONTAINS(text, part)                                                               \
    do {                                                                                           \
        const QString whole_ = (text);                                                             \
        const QString part_ = QString::fromStdString(std::string(part));                           \
        QVERIFY2(whole_.contains(part_),                                                           \
                 qPrintable(QString("\"%1\" lacks \"%2\"").arg(whole_, part_)));                   \
    } while (false)

/// A closed UV sphere of radius r around c with n × 2n quads (poles fanned).
std::string sphereObj(double r, const Vec3& c, int n) {
    std::ostringstream obj;
    obj.precision(17);
    obj << "v " << c.x() << ' ' << c.y() - r << ' ' << c.z() << '\n';
    for (int i = 1; i < n; ++i) {
        const double theta = M_PI * i / n;
        for (int j = 0; j < 2 * n; ++j) {
            const double phi = M_PI * j / n;
            obj << "v " << c.x() + r * std::sin(theta) * std::cos(phi) << ' '
                << c.y() - r * std::cos(theta) << ' ' << c.z() + r * std::sin(theta) * std::sin(phi)
                << '\n';
        }
    }
    obj << "v " << c.x() << ' ' << c.y() + r << ' ' << c.z() << '\n';
    const int top = 2 + (n - 1) * 2 * n;
    auto ring = [n](int i, int j) { return 2 + (i - 1) * 2 * n + (j % (2 * n)); };
    for (int j = 0; j < 2 * n; ++j) {
        obj << "f 1 " << ring(1, j + 1) << ' ' << ring(1, j) << '\n';
        obj << "f " << top << ' ' << ring(n - 1, j) << ' ' << ring(n - 1, j + 1) << '\n';
    }
    for (int i = 1; i + 1 < n; ++i) {
        for (int j = 0; j < 2 * n; ++j) {
            obj << "f " << ring(i, j) << ' ' << ring(i, j + 1) << ' ' << ring(i + 1, j + 1) << ' '
                << ring(i + 1, j) << '\n';
        }
    }
    return obj.str();
}

std::string meshSolid(const std::string& file, const std::string& spacing = "0.05") {
    return R"({"type": "solid", "shape": "mesh", "mesh": ")" + file + R"(", "spacing": )" +
           spacing + R"(, "particle_mass": 0.01, "angle_stiffness": 1})";
}

void writeText(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

class TestHostileInputs : public QObject {
    Q_OBJECT

private slots:
    void meshFarFromOriginIsRefusedBeforeTheCast();
    void hugeSpacingNamesItsPath();
    void stepCountsAreBounded();
    void analysesRefuseUnboundedTrials();
    void projectiveDynamicsRunsOnAnyAlignment();
    void acceleratedInsideTestAgreesWithBruteForce();
    void solidLatticeIsSampledOnce();
    void particleAndSpringLimitsAreForTheWholeScene();
    void nonRegularAndHugeFilesAreRefused();
    void invalidUtf8IsExplained();
    void manifestTakesAnyBytes();
    void wholeNumbersAndHugeIntegers();
    void overrideValuesAreCheckedAsJson();
    void duplicateKeysAreErrors();
    void objEdgeCasesAreNamed();
    void overridesWithoutParticles();
    void atomicWriteFollowsLinksAndSparesDevices();
};

void TestHostileInputs::meshFarFromOriginIsRefusedBeforeTheCast() {
    // Coordinates ~1e10 with spacing 0.5: lattice indices ~2e10 do not fit an int.
    SolidSpec s;
    s.shape = SolidShape::Mesh;
    s.mesh = parseObj(sphereObj(1.0, Vec3(1e10, 0, 0), 6), "far.obj");
    s.spacing = 0.5;
    const QString problem = QString::fromStdString(solidShapeProblem(s).english());
    QVERIFY_CONTAINS(problem, "more than the limit of 1e9");
    QTemporaryDir dir;
    writeText(dir.filePath("far.obj").toStdString(), sphereObj(1.0, Vec3(1e10, 0, 0), 6));
    const QString e = errorOf(sceneText(bodiesOf({meshSolid("far.obj", "0.5")})), {},
                              dir.filePath("scene.json").toStdString());
    QVERIFY_CONTAINS(e, "scene.json: bodies[0].spacing: the shape lies");
    // The same mesh near the origin samples.
    s.mesh = parseObj(sphereObj(1.0, Vec3(0, 0, 0), 6), "near.obj");
    QVERIFY(solidShapeProblem(s).empty());
    QVERIFY(sampleSolid(s).points.cols() > 0);
}

void TestHostileInputs::hugeSpacingNamesItsPath() {
    const std::string solid = R"({"type": "solid", "shape": "sphere", "radius": 0.1, )"
                              R"("spacing": 1e300, "particle_mass": 0.01, "angle_stiffness": 1})";
    const QString e = errorOf(sceneText(bodiesOf({solid})));
    QVERIFY_CONTAINS(e, "bad.json: bodies[0].spacing: ");
    QVERIFY_CONTAINS(e, "rotational inertia");
}

void TestHostileInputs::stepCountsAreBounded() {
    QCOMPARE(stepsFor(1.0, 0.001, "--duration").steps, 1000LL);
    QVERIFY(stepsFor(1.0, 0.001, "--duration").problem.empty());
    for (const auto& [duration, dt] : {std::pair{1e300, 0.001}, {1.0, 1e-300}, {1e300, 1e-300}}) {
        const StepCount count = stepsFor(duration, dt, "--duration");
        QCOMPARE(count.steps, 0LL);
        QVERIFY_CONTAINS(QString::fromStdString(count.problem.english()),
                         "more than the limit of 100000000 steps per run");
    }
    const StepCount none = stepsFor(1.0, 1e300, "--duration");
    QVERIFY_CONTAINS(QString::fromStdString(none.problem.english()), "the run would take no step");
    QCOMPARE(stepsFor(1.0, 1.5, "d").steps, 1LL); // the nearest step, as advanceTo() ends
}

void TestHostileInputs::analysesRefuseUnboundedTrials() {
    const Scene scene = loadPreset("spring-oscillator");
    const IntegratorChoice rk4{"rk4", 0.01, {}};
    // Before the fix duration / dt overflowed a long and each trial ran one step (0.4213).
    try {
        stabilityLimits(scene, {rk4}, 1e300);
        QFAIL("a stability search over 1e300 s ran");
    } catch (const std::invalid_argument& e) {
        QVERIFY_CONTAINS(QString(e.what()), "more than the limit of 100000000");
    }
    try {
        compareRuns(scene, {rk4}, {"rk45", 0.01, {}}, 1e300, 0.1);
        QFAIL("a comparison over 1e300 s ran");
    } catch (const std::invalid_argument& e) {
        QVERIFY_CONTAINS(QString(e.what()), "more than the limit of 100000000");
    }
}

void TestHostileInputs::projectiveDynamicsRunsOnAnyAlignment() {
    // The solve used to map Matrix4Xd columns as 32-byte aligned, which Eigen guarantees only
    // with AVX: this build (no -march=native) and the sanitizer build check it.
    Scene scene = loadPreset("spring-oscillator");
    Simulation sim = makeSimulation(scene, {"projective-dynamics", 0.01, {}});
    for (int k = 0; k < 100; ++k) {
        QVERIFY(sim.step());
    }
    // Bounded oscillation: 0.1 m amplitude about the rest length 1 m.
    const double x = sim.system().positions().col(1).x();
    QVERIFY2(x > 0.85 && x < 1.15, qPrintable(QString::number(x)));
}

void TestHostileInputs::acceleratedInsideTestAgreesWithBruteForce() {
    const TriangleMesh mesh = parseObj(sphereObj(1.0, Vec3(0.3, -0.2, 0.1), 24), "s.obj");
    QVERIFY(closedMeshProblem(mesh).empty());
    const MeshInsideTest test(mesh);
    std::mt19937 random(14);
    std::uniform_real_distribution<double> coordinate(-1.5, 1.5);
    int inside = 0;
    for (int k = 0; k < 3000; ++k) {
        const Vec3 p(coordinate(random), coordinate(random), coordinate(random));
        const bool expected = insideMesh(mesh, p);
        QCOMPARE(test.inside(p), expected);
        inside += expected ? 1 : 0;
    }
    // Independent check of the count: the sphere's volume fraction of the cube, ~0.155.
    QVERIFY2(inside > 300 && inside < 650, qPrintable(QString::number(inside)));
    // On vertices and far away.
    for (Eigen::Index v = 0; v < mesh.vertices.cols(); v += 7) {
        QCOMPARE(test.inside(mesh.vertices.col(v)), insideMesh(mesh, mesh.vertices.col(v)));
    }
    QVERIFY(!test.inside(Vec3(100, 100, 100)));
}

void TestHostileInputs::solidLatticeIsSampledOnce() {
    QTemporaryDir dir;
    writeText(dir.filePath("ball.obj").toStdString(), sphereObj(0.2, Vec3(0, 0, 0), 16));
    const Scene scene = parseScene(sceneText(bodiesOf({meshSolid("ball.obj")})),
                                   dir.filePath("scene.json").toStdString());
    const auto& solid = std::get<SolidSpec>(scene.bodies.front());
    // The reader's lattice is kept with the spec and reused by the build.
    QVERIFY(solid.lattice.entry != nullptr);
    const SolidLattice cached = sampleSolid(solid);
    SolidSpec fresh = solid;
    fresh.lattice = {};
    const SolidLattice sampled = sampleSolid(fresh);
    QCOMPARE(cached.points.cols(), sampled.points.cols());
    QVERIFY(cached.points == sampled.points);
    QCOMPARE(buildSystem(scene).particleCount(), static_cast<int>(sampled.points.cols()));
    // An edited copy samples afresh: half the spacing, about eight times the points.
    SolidSpec finer = solid;
    finer.spacing = 0.025;
    QVERIFY(sampleSolid(finer).points.cols() > 6 * sampled.points.cols());
    QVERIFY(finer == finer && !(finer == solid));
}

void TestHostileInputs::particleAndSpringLimitsAreForTheWholeScene() {
    // One 4096 × 4096 cloth: 16.7 M particles, refused before they are made.
    QString e = errorOf(sceneText(bodiesOf({clothBody(4096, 4096)})));
    QVERIFY_CONTAINS(e, "bad.json: bodies[0]: the scene would have 16777216 particles, more "
                        "than the limit of 1000000 particles per scene");
    // Twenty bodies of 90 000 each: the twelfth crosses the limit of the whole scene.
    std::string bodies = "[";
    for (int k = 0; k < 20; ++k) {
        bodies += k > 0 ? "," : "";
        bodies += clothBody(300, 300);
    }
    e = errorOf(sceneText(bodies + "]"));
    QVERIFY_CONTAINS(e, "bad.json: bodies[11]: the scene would have 1080000 particles");
    QVERIFY_CONTAINS(QString::fromStdString(sceneSizeProblem(10, 10'000'001).english()),
                     "10000001 springs, more than the limit of 10000000 springs per scene");
    // Scenes made in code are held to the same limits by the builder.
    Scene big = loadPreset("hanging-cloth");
    ClothSpec cloth = std::get<ClothSpec>(big.bodies.front());
    cloth.rows = cloth.cols = 1001;
    big.bodies = {cloth};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, buildSystem(big));
}

void TestHostileInputs::nonRegularAndHugeFilesAreRefused() {
    QTemporaryDir dir;
    const std::string folder = dir.path().toStdString();
    auto loadError = [](const std::string& path) -> QString {
        try {
            loadSceneFile(path);
        } catch (const SceneFileError& e) {
            return QString::fromUtf8(e.what());
        }
        return {};
    };
    QVERIFY_CONTAINS(loadError(folder), "the path is a folder, not a file");
    QVERIFY_CONTAINS(loadError("/dev/zero"),
                     "/dev/zero: the path is not a regular file (a device, pipe or socket)");
    const std::string huge = folder + "/huge.json";
    writeText(huge, "{");
    std::filesystem::resize_file(huge, kMaxSceneFileBytes + 1); // sparse: no disk used
    QVERIFY_CONTAINS(loadError(huge), "the file is 67108865 bytes, more than the limit of "
                                      "67108864 bytes");
    // A mesh at /dev/zero or a folder is refused with the scene's JSON path.
    const std::string scene = folder + "/scene.json";
    QString e = errorOf(sceneText(bodiesOf({meshSolid("/dev/zero")})), {}, scene);
    QVERIFY_CONTAINS(e, "bodies[0].mesh: /dev/zero: the path is not a regular file");
    e = errorOf(sceneText(bodiesOf({meshSolid(".")})), {}, scene);
    QVERIFY_CONTAINS(e, "bodies[0].mesh: ");
    QVERIFY_CONTAINS(e, "the path is a folder, not a file");
}

void TestHostileInputs::invalidUtf8IsExplained() {
    const QString e = errorOf(sceneText("[]", "\"name\": \"bad \xFF byte\""));
    QVERIFY_CONTAINS(e, "bad.json: malformed JSON at line 4, column");
    QVERIFY_CONTAINS(e, "ill-formed UTF-8 byte");
    QVERIFY_CONTAINS(e, "\\xFF"); // shown, not passed on raw
    // An override value with invalid UTF-8 names its path and the reason.
    const QString o = errorOf(sceneText("[]"), {{"name", "bad \xFF"}});
    QVERIFY_CONTAINS(o, "bad.json: name: cannot override: the value \"bad \\xFF\" is not "
                        "valid UTF-8");
    QCOMPARE(QString::fromStdString(printableText("a\tb\xEF\xBB\xBF\xC3\xA9\xC3")),
             QString::fromUtf8("a\\x09b\\xEF\\xBB\\xBFé\\xC3"));
}

void TestHostileInputs::manifestTakesAnyBytes() {
    const Scene scene = loadPreset("spring-oscillator");
    ManifestInput input{"clothlab-cli run sc\xFF"
                        "ene.json --set name=\xFE",
                        "sc\xFF"
                        "ene.json",
                        &scene,
                        {scene.integrator},
                        {{"energy_csv", "e\xFF.csv"}}};
    const std::string manifest = runManifest(input);
    const auto json = nlohmann::json::parse(manifest);
    QCOMPARE(QString::fromStdString(json["scene"]["source"].get<std::string>()),
             QString("sc\\xFFene.json"));
    QCOMPARE(QString::fromStdString(json["energy_csv"].get<std::string>()), QString("e\\xFF.csv"));
}

void TestHostileInputs::wholeNumbersAndHugeIntegers() {
    // 4.0 is a whole number; 4.5 is not.
    std::string text = sceneText(R"([{"type": "cloth", "rows": 4.0, "cols": 3, "spacing": 0.1, )"
                                 R"("particle_mass": 0.01, "topology": "provot"}])");
    QCOMPARE(std::get<ClothSpec>(parseScene(text, "ok.json").bodies.front()).rows, 4);
    text.replace(text.find("4.0"), 3, "4.5");
    QVERIFY_CONTAINS(errorOf(text), "bodies[0].rows: expected a whole number, found 4.5");
    text.replace(text.find("4.5"), 3, "1e19");
    QVERIFY_CONTAINS(errorOf(text), "bodies[0].rows: 1e+19 is out of range [2, 4096]");
    // 2^64 − 1 is not −1.
    const std::string max = "18446744073709551615";
    std::string version = sceneText("[]");
    version.replace(version.find("\"version\": 1"), 12, "\"version\": " + max);
    QVERIFY_CONTAINS(errorOf(version), "version: format version " + max + " is newer");
    const std::string custom =
        R"([{"type": "custom", "particles": [{"position": [0, 0, 0], "mass": 1},
            {"position": [1, 0, 0], "mass": 1}], "springs": [{"i": 0, "j": )" +
        max + R"(, "kind": "structural"}]}])";
    QVERIFY_CONTAINS(errorOf(sceneText(custom)),
                     "bodies[0].springs[0].j: particle index " + max + " does not exist");
    QVERIFY_CONTAINS(errorOf(sceneText(custom.substr(0, custom.find(", \"springs\"")) + "}]",
                                       R"("particle_overrides": [{"particle": )" + max + "}]")),
                     "particle_overrides[0].particle: particle " + max + " is out of range");
}

void TestHostileInputs::overrideValuesAreCheckedAsJson() {
    const std::string text = sceneText(bodiesOf({clothBody(3, 3)}));
    QVERIFY_CONTAINS(errorOf(text, {{"gravity", "[1e999,0,0]"}}),
                     "bad.json: gravity: cannot override: the value [1e999,0,0] holds a number "
                     "too large for a double");
    QVERIFY_CONTAINS(errorOf(text, {{"gravity", "[1, 2"}}),
                     "gravity: cannot override: the value [1, 2 is malformed JSON");
    // Plain text is still a string.
    QCOMPARE(parseScene(text, "ok.json", {{"name", "my cloth"}}).name, std::string("my cloth"));
}

void TestHostileInputs::duplicateKeysAreErrors() {
    std::string text = sceneText(bodiesOf({clothBody(3, 3)}), R"("name": "a", "name": "b")");
    QVERIFY_CONTAINS(errorOf(text), "bad.json: name: duplicate key \"name\"");
    text = sceneText(bodiesOf({clothBody(3, 3), clothBody(3, 3, R"(, "rows": 4)")}));
    QVERIFY_CONTAINS(errorOf(text), "bad.json: bodies[1].rows: duplicate key \"rows\"");
    // The same key in different objects is fine.
    QVERIFY(errorOf(sceneText(bodiesOf({clothBody(3, 3), clothBody(3, 3)}))).isEmpty());
}

void TestHostileInputs::objEdgeCasesAreNamed() {
    // Three faces on the edge 1–2: non-manifold, not a hole.
    const TriangleMesh fin = parseObj("v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 -1 0\nv 0 0 1\n"
                                      "f 1 2 3\nf 2 1 4\nf 1 2 5\n",
                                      "fin.obj");
    QVERIFY_CONTAINS(QString::fromStdString(closedMeshProblem(fin).english()),
                     "edge between vertices 1 and 2 is shared by 3 faces (a non-manifold edge)");
    // A UTF-8 byte order mark is skipped.
    const TriangleMesh bom = parseObj("\xEF\xBB\xBFv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n", "b.obj");
    QCOMPARE(bom.triangles.size(), std::size_t(1));
    // An unknown statement shows its invisible bytes.
    try {
        parseObj("v 0 0 0\n\x01v 1 0 0\n", "ctl.obj");
        QFAIL("parsed");
    } catch (const ObjError& e) {
        QVERIFY_CONTAINS(QString(e.what()), "ctl.obj: line 2: unsupported statement \"\\x01v\"");
    }
}

void TestHostileInputs::overridesWithoutParticles() {
    const QString e = errorOf(sceneText("[]", R"("particle_overrides": [{"particle": 0}])"));
    QVERIFY_CONTAINS(e, "particle_overrides[0].particle: particle 0 is out of range: the scene "
                        "has no particles");
}

void TestHostileInputs::atomicWriteFollowsLinksAndSparesDevices() {
    QTemporaryDir dir;
    const std::string folder = dir.path().toStdString();
    // A link is written through: the target gets the data, the link stays a link.
    const std::string target = folder + "/target.json";
    const std::string link = folder + "/link.json";
    writeText(target, "old");
    std::filesystem::create_symlink("target.json", link);
    writeFileAtomically(link, "new");
    QVERIFY(std::filesystem::is_symlink(link));
    QCOMPARE(QString::fromStdString(readText(target)), QString("new"));
    // A device is written, not replaced by a file.
    writeFileAtomically("/dev/null", "nothing");
    struct stat info {};
    QCOMPARE(::stat("/dev/null", &info), 0);
    QVERIFY(S_ISCHR(info.st_mode));
    // A FIFO is written into, and stays a FIFO.
    const std::string fifo = folder + "/pipe";
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    std::string received;
    std::thread reader([&] { received = readText(fifo); });
    writeFileAtomically(fifo, "through the pipe");
    reader.join();
    QCOMPARE(QString::fromStdString(received), QString("through the pipe"));
    QVERIFY(std::filesystem::is_fifo(fifo));
    // A folder is refused with the reason.
    QVERIFY_THROWS_EXCEPTION(SceneFileError, writeFileAtomically(folder, "x"));
    // Paths compared as files: a link and its target are the same file.
    QVERIFY(sameFile(link, target));
    QVERIFY(!sameFile(target, folder + "/other.json"));
    QVERIFY(sameFile(folder + "/new.csv", folder + "/./new.csv"));
}

QTEST_APPLESS_MAIN(TestHostileInputs)
#include "test_hostile_inputs.moc"
