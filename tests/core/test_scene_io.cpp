// Scene files: exact round trip, one test per class of bad input (each names the JSON path
// and the reason), atomic saves that keep the previous file when writing fails.
#include "core/io/manifest.h"
#include "core/scene/scene_builders.h"
#include "core/scene/scene_io.h"
#include "core/simulation/simulation.h"
#include "test_support.h"

#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace clothlab::core;
using nlohmann::json;

namespace {

/// A scene that uses every key of the format.
Scene everythingScene() {
    Scene scene = clothlab::test::busyClothScene(5);
    scene.name = "Everything";
    scene.description = "Every key of the format, with awkward values: 0.1 + 0.2";
    scene.environment.gravity = Vec3(0.1 + 0.2, -9.80665, 1.0 / 3.0);
    scene.environment.gusts = {true, 77, 0.05, 0.25, 3.5, Vec3(1.0, 0.0, 0.5), 0.3};
    scene.environment.randomWind = {true, Vec3(0.5, 0.0, 2.0), 4242, 0.4, 1.0 / 30.0};
    scene.environment.velocityRetention = 0.99;
    scene.environment.retainAfterCollision = true;
    std::get<ClothSpec>(scene.bodies[0]).quirks = {"r1-missing-last-column", "r3-one-line-bending",
                                                   "r1-point-order"};
    CustomBodySpec chain;
    chain.name = "chain";
    for (int k = 0; k < 4; ++k) {
        chain.particles.push_back(
            {Vec3(0.1 * k, 2.0, 0.0), Vec3(0.0, 0.0, 0.01 * k), 0.02, k == 0});
    }
    chain.springs.push_back({25, 26, SpringKind::Structural, std::nullopt, 1.0});
    chain.springs.push_back({26, 27, SpringKind::Structural, 0.11, 2.5});
    chain.springs.push_back({27, 28, SpringKind::Bending, std::nullopt, 0.5});
    chain.springs.push_back({0, 25, SpringKind::Shear, std::nullopt, 1.0});
    scene.bodies.emplace_back(chain);
    Obstacle sphere;
    sphere.center = Vec3(0.2, 0.3, 0.4);
    sphere.radius = 0.25;
    sphere.friction = 0.3;
    sphere.response = CollisionResponse::VelocityCorrection;
    sphere.margin = 1e-6;
    Obstacle plane;
    plane.shape = ObstacleShape::Plane;
    plane.normal = Vec3(0.0, 1.0, 0.0);
    plane.response = CollisionResponse::PushOut;
    Obstacle box;
    box.shape = ObstacleShape::Box;
    box.boxMin = Vec3(-1, -1, -1);
    box.boxMax = Vec3(1, 0.1, 1);
    box.response = CollisionResponse::StickRay;
    scene.obstacles = {sphere, plane, box};
    scene.particleOverrides = {
        {3, 0.0123456789012345, std::nullopt}, {26, std::nullopt, true}, {5, 0.5, false}};
    scene.integrator = {"rk45", 1.0 / 240.0, {{"tolerance", 1e-7}}};
    scene.runs.push_back({{"rk4", 0.001, {}},
                          4,
                          "RK4 fine",
                          "#1f77b4",
                          true,
                          false,
                          {{"air.drag", "0"}, {"stiffness.shear.damping", "0.25"}}});
    scene.runs.push_back({{"rk45", 0.01, {{"tolerance", 1e-10}}}, 1, "", "", false, true, {}});
    scene.comparison =
        ComparisonPlan{{"verlet", "bdf2", "pbd"}, DtPolicy::EqualCost, 0.002, 0.25, 0.01};
    return scene;
}

std::string validText() {
    return serializeScene(everythingScene());
}

/// Parses `text` expecting failure; returns the error (fails the test if it parses).
SceneFileError expectError(const std::string& text) {
    try {
        parseScene(text, "bad.json");
    } catch (const SceneFileError& e) {
        return e;
    }
    return SceneFileError("", "<parsed>", msg("<no error>"));
}

std::string edited(const std::function<void(json&)>& edit) {
    json j = json::parse(validText());
    edit(j);
    return j.dump(1);
}

QString tempPath(const QTemporaryDir& dir, const char* name) {
    return dir.filePath(name);
}

} // namespace

class TestSceneIo : public QObject {
    Q_OBJECT

private slots:
    void roundTripIsExact();
    void roundTripOfBuiltInScenes();
    void badInput_data();
    void badInput();
    void malformedJsonNamesLineAndColumn();
    void newerVersionIsRefused();
    void saveIsAtomic();
    void saveIntoMissingFolderFails();
    void overridesApplyByJsonPath();
    void badOverridesNameThePath();
    void manifestTracesTheRun();
};

void TestSceneIo::roundTripIsExact() {
    const Scene scene = everythingScene();
    const std::string text = serializeScene(scene);
    const Scene back = parseScene(text, "mem");
    QVERIFY(back == scene);
    QCOMPARE(serializeScene(back), text);
    // The built systems are identical bit for bit.
    const System a = buildSystem(scene);
    const System b = buildSystem(back);
    QVERIFY(clothlab::test::bitIdentical(a.positions(), b.positions()));
    QVERIFY(a.springs() == b.springs());
    QCOMPARE(a.masses(), b.masses());
}

void TestSceneIo::roundTripOfBuiltInScenes() {
    for (const Scene& scene : {defaultScene(), springOscillatorScene(), peerBenchmarkScene(8)}) {
        QVERIFY(parseScene(serializeScene(scene), "mem") == scene);
    }
}

// One row per class of bad input: a table, longer than 80 lines on purpose (each row is
// read alone).
void TestSceneIo::badInput_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    auto row = [](const char* name, const std::function<void(json&)>& edit, const char* path,
                  const char* reason) {
        QTest::newRow(name) << QString::fromStdString(edited(edit)) << path << reason;
    };
    row(
        "unknown key", [](json& j) { j["bodies"][0]["colour"] = "red"; }, "bodies[0].colour",
        "unknown key");
    row(
        "unknown top-level key", [](json& j) { j["gravitation"] = 1; }, "gravitation",
        "unknown key");
    row(
        "wrong type", [](json& j) { j["bodies"][0]["rows"] = "six"; }, "bodies[0].rows",
        "expected a whole number");
    row(
        "unknown comparison key", [](json& j) { j["comparison"]["methods"] = 1; },
        "comparison.methods", "unknown key");
    row(
        "unknown comparison method", [](json& j) { j["comparison"]["integrators"][1] = "rk5"; },
        "comparison.integrators[1]", "unknown integrator \"rk5\"");
    row(
        "repeated comparison method", [](json& j) { j["comparison"]["integrators"][2] = "verlet"; },
        "comparison.integrators[2]", "listed twice");
    row(
        "empty comparison", [](json& j) { j["comparison"]["integrators"] = json::array(); },
        "comparison.integrators", "at least one integrator");
    row(
        "unknown dt policy", [](json& j) { j["comparison"]["policy"] = "fastest"; },
        "comparison.policy", "unknown time-step policy \"fastest\"");
    row(
        "comparison fraction out of range", [](json& j) { j["comparison"]["fraction"] = 1.5; },
        "comparison.fraction", "");
    row(
        "zero comparison max dt", [](json& j) { j["comparison"]["max_dt"] = 0; },
        "comparison.max_dt", "");
    row(
        "wrong vector",
        [](json& j) {
            j["gravity"] = json::array({0, -9.81});
        },
        "gravity", "array of 3 numbers");
    // JSON has no NaN or infinity literals; a number too large for a double reads as inf.
    std::string huge = edited([](json& j) { j["stiffness"]["shear"]["stretch"] = 123456.5; });
    huge.replace(huge.find("123456.5"), 8, "1e400");
    // The parser stops at it, so the location is given as line and column.
    QTest::newRow("infinite number")
        << QString::fromStdString(huge) << ""
        << "not a finite number: 1e400 is too large for a double (at line";
    row(
        "random wind without force", [](json& j) { j["air"]["random_wind"].erase("force"); },
        "air.random_wind", "missing key \"force\"");
    row(
        "random wind probability", [](json& j) { j["air"]["random_wind"]["probability"] = 1.5; },
        "air.random_wind.probability", "out of range");
    row(
        "random wind interval", [](json& j) { j["air"]["random_wind"]["interval"] = 0.0; },
        "air.random_wind.interval", "out of range");
    row(
        "random wind seed", [](json& j) { j["air"]["random_wind"]["seed"] = -3; },
        "air.random_wind.seed", "out of range");
    row(
        "random wind unknown key", [](json& j) { j["air"]["random_wind"]["gust"] = 1; },
        "air.random_wind.gust", "unknown key");
    row(
        "zero mass", [](json& j) { j["bodies"][1]["particles"][2]["mass"] = 0.0; },
        "bodies[1].particles[2].mass", "out of range");
    row(
        "negative mass", [](json& j) { j["bodies"][0]["particle_mass"] = -1.0; },
        "bodies[0].particle_mass", "out of range");
    row(
        "override out of range", [](json& j) { j["particle_overrides"][1]["particle"] = 100000; },
        "particle_overrides[1].particle", "out of range");
    row(
        "override wrong type", [](json& j) { j["particle_overrides"][0]["pinned"] = 1; },
        "particle_overrides[0].pinned", "expected true or false");
    row(
        "override unknown key", [](json& j) { j["particle_overrides"][2]["weight"] = 1.0; },
        "particle_overrides[2].weight", "unknown key");
    row(
        "negative stiffness", [](json& j) { j["stiffness"]["bending"]["damping"] = -0.5; },
        "stiffness.bending.damping", "out of range");
    row(
        "dangling index", [](json& j) { j["bodies"][1]["springs"][3]["j"] = 999; },
        "bodies[1].springs[3].j", "does not exist");
    row(
        "negative index", [](json& j) { j["bodies"][1]["springs"][1]["i"] = -1; },
        "bodies[1].springs[1].i", "does not exist");
    row(
        "duplicate spring",
        [](json& j) {
            j["bodies"][1]["springs"][1]["i"] = 26;
            j["bodies"][1]["springs"][1]["j"] = 25;
        },
        "bodies[1].springs[1]", "duplicate spring");
    row(
        "self spring", [](json& j) { j["bodies"][1]["springs"][0]["j"] = 25; },
        "bodies[1].springs[0].j", "to itself");
    row(
        "zero-length spring",
        [](json& j) {
            j["bodies"][1]["particles"][1]["position"] = j["bodies"][1]["particles"][0]["position"];
        },
        "bodies[1].springs[0]", "zero-length");
    row(
        "zero rest length", [](json& j) { j["bodies"][1]["springs"][1]["rest_length"] = 0.0; },
        "bodies[1].springs[1].rest_length", "out of range");
    row(
        "unknown integrator", [](json& j) { j["integrator"]["id"] = "rk7"; }, "integrator.id",
        "unknown integrator");
    row(
        "unknown parameter", [](json& j) { j["integrator"]["iterations"] = 3; },
        "integrator.iterations", "not a parameter of rk45");
    row(
        "parameter out of range", [](json& j) { j["integrator"]["tolerance"] = 5.0; },
        "integrator.tolerance", "outside");
    row(
        "unknown topology", [](json& j) { j["bodies"][0]["topology"] = "hexagonal"; },
        "bodies[0].topology", "unknown topology");
    row(
        "unknown corner", [](json& j) { j["bodies"][0]["pinned"]["corners"][0] = "middle"; },
        "bodies[0].pinned.corners[0]", "unknown corner");
    row(
        "pin index out of range", [](json& j) { j["bodies"][0]["pinned"]["indices"] = {25}; },
        "bodies[0].pinned.indices[0]", "out of range");
    row(
        "non-unit axis",
        [](json& j) {
            j["bodies"][0]["u_axis"] = {2, 0, 0};
        },
        "bodies[0].u_axis", "unit vector");
    row(
        "unknown body type", [](json& j) { j["bodies"][0]["type"] = "jelly"; }, "bodies[0].type",
        "unknown body type");
    row(
        "unknown obstacle", [](json& j) { j["obstacles"][0]["type"] = "cone"; },
        "obstacles[0].type", "unknown obstacle type");
    row(
        "unknown response", [](json& j) { j["obstacles"][1]["response"] = "bounce"; },
        "obstacles[1].response", "unknown response");
    row(
        "unknown quirk", [](json& j) { j["bodies"][0]["quirks"][0] = "r9"; }, "bodies[0].quirks[0]",
        "unknown quirk");
    row(
        "unknown stage order", [](json& j) { j["stage_order"] = "collide"; }, "stage_order",
        "unknown stage order");
    row(
        "negative margin", [](json& j) { j["obstacles"][0]["margin"] = -1; }, "obstacles[0].margin",
        "out of range");
    row(
        "inverted box",
        [](json& j) {
            j["obstacles"][2]["max"] = {0, 0, -2};
        },
        "obstacles[2].max", "must exceed");
    row(
        "missing key", [](json& j) { j["bodies"][0].erase("spacing"); }, "bodies[0]",
        "missing key \"spacing\"");
    row(
        "zero dt", [](json& j) { j["runs"][0]["dt"] = 0; }, "runs[0].dt", "out of range");
    row(
        "zero substeps", [](json& j) { j["runs"][0]["substeps"] = 0; }, "runs[0].substeps",
        "out of range");
    row(
        "bad colour", [](json& j) { j["runs"][0]["color"] = "blue"; }, "runs[0].color", "#rrggbb");
    row(
        "wrong format", [](json& j) { j["format"] = "other"; }, "format", "clothlab-scene");
    row(
        "retention above one", [](json& j) { j["velocity_retention"] = 1.5; }, "velocity_retention",
        "out of range");
    // A run's scene overrides read like the scene file itself, and name the run.
    row(
        "run override not an object", [](json& j) { j["runs"][0]["overrides"] = json::array({1}); },
        "runs[0].overrides", "expected an object");
    row(
        "run override of the integrator",
        [](json& j) {
            j["runs"][0]["overrides"] = {{"integrator.dt", 0.1}};
        },
        "runs[0].overrides", "cannot be changed by a run");
    row(
        "run override out of range",
        [](json& j) {
            j["runs"][0]["overrides"] = {{"velocity_retention", 2}};
        },
        "runs[0].overrides", "velocity_retention: 2 is out of range");
    row(
        "run override of a missing path",
        [](json& j) {
            j["runs"][0]["overrides"] = {{"bodies[7].rows", 2}};
        },
        "runs[0].overrides", "bodies[7].rows: cannot override");
    row(
        "nested run overrides",
        [](json& j) {
            j["runs"][0]["overrides"] = {{"air", {{"drag", 0}}}, {"air.drag", 1}};
        },
        "runs[0].overrides", "lies inside");
}

void TestSceneIo::badInput() {
    QFETCH(QString, text);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    const SceneFileError e = expectError(text.toStdString());
    QCOMPARE(QString::fromStdString(e.file()), QString("bad.json"));
    QCOMPARE(QString::fromStdString(e.path()), path);
    QVERIFY2(QString::fromStdString(e.reason()).contains(reason),
             qPrintable(QString::fromStdString(e.reason())));
    const QString message = QString::fromUtf8(e.what());
    QVERIFY(message.startsWith(path.isEmpty() ? "bad.json: " : "bad.json: " + path + ": "));
}

void TestSceneIo::malformedJsonNamesLineAndColumn() {
    const SceneFileError e =
        expectError("{\n  \"format\": \"clothlab-scene\",\n  \"version\": 1,,\n}");
    QCOMPARE(QString::fromStdString(e.path()), QString());
    QVERIFY2(QString::fromStdString(e.reason()).contains("malformed JSON at line 3"), e.what());
    QVERIFY(expectError("").reason().find("malformed JSON") != std::string::npos);
    QVERIFY(expectError("[1, 2]").reason().find("expected an object") != std::string::npos);
}

void TestSceneIo::newerVersionIsRefused() {
    const SceneFileError e = expectError(edited([](json& j) { j["version"] = 2; }));
    QCOMPARE(QString::fromStdString(e.path()), QString("version"));
    QVERIFY(QString::fromStdString(e.reason()).contains("newer"));
}

void TestSceneIo::saveIsAtomic() {
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "scene.json").toStdString();
    const Scene original = everythingScene();
    saveSceneFile(original, path);
    QVERIFY(loadSceneFile(path) == original);

    // A write that fails halfway (as on a full disk) leaves the previous file as it was and
    // no temporary file behind.
    Scene changed = original;
    changed.name = "Changed";
    const std::string text = serializeScene(changed);
    bool threw = false;
    try {
        writeFileAtomically(path, text, static_cast<long>(text.size() / 2));
    } catch (const SceneFileError& e) {
        threw = QString(e.what()).contains("previous file kept");
    }
    QVERIFY(threw);
    QVERIFY(loadSceneFile(path) == original);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"scene.json"});

    // A rename that cannot happen (the target is a folder) also keeps everything.
    const std::string folder = tempPath(dir, "folder.json").toStdString();
    QVERIFY(QDir().mkdir(QString::fromStdString(folder)));
    QVERIFY_THROWS_EXCEPTION(SceneFileError, saveSceneFile(changed, folder));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{"scene.json"});

    saveSceneFile(changed, path);
    QCOMPARE(QString::fromStdString(loadSceneFile(path).name), QString("Changed"));
}

void TestSceneIo::saveIntoMissingFolderFails() {
    QTemporaryDir dir;
    const std::string path = tempPath(dir, "no/such/folder/scene.json").toStdString();
    try {
        saveSceneFile(everythingScene(), path);
        QFAIL("save into a missing folder succeeded");
    } catch (const SceneFileError& e) {
        QVERIFY(QString(e.what()).contains("cannot write"));
    }
    try {
        loadSceneFile(path);
        QFAIL("load of a missing file succeeded");
    } catch (const SceneFileError& e) {
        QVERIFY(QString(e.what()).contains("cannot open"));
    }
}

void TestSceneIo::overridesApplyByJsonPath() {
    const Scene scene = parseScene(validText(), "s.json",
                                   {{"stiffness.shear.stretch", "500"},
                                    {"bodies[0].rows", "7"},
                                    {"name", "Renamed"},
                                    {"integrator.tolerance", "1e-9"},
                                    {"gravity", "[0, -1.62, 0]"}});
    QCOMPARE(scene.stiffness[SpringKind::Shear].stretch, 500.0);
    QCOMPARE(std::get<ClothSpec>(scene.bodies[0]).rows, 7);
    QCOMPARE(scene.name, std::string("Renamed"));
    QCOMPARE(scene.integrator.parameters.front().second, 1e-9);
    QCOMPARE(scene.environment.gravity.y(), -1.62);
}

void TestSceneIo::badOverridesNameThePath() {
    auto error = [](const std::string& path, const std::string& value) {
        try {
            parseScene(validText(), "s.json", {{path, value}});
        } catch (const SceneFileError& e) {
            return e;
        }
        return SceneFileError("", "<none>", msg("<parsed>"));
    };
    // An overridden value is validated like any other.
    SceneFileError e = error("stiffness.shear.stretch", "-5");
    QCOMPARE(QString::fromStdString(e.path()), QString("stiffness.shear.stretch"));
    QVERIFY(QString::fromStdString(e.reason()).contains("out of range"));
    e = error("stiffness.sheer.stretch", "5");
    QCOMPARE(QString::fromStdString(e.path()), QString("stiffness.sheer.stretch"));
    QVERIFY(QString::fromStdString(e.reason()).contains("stiffness.sheer does not exist"));
    e = error("bodies[9].rows", "5");
    QVERIFY(QString::fromStdString(e.reason()).contains("beyond the 2 elements of bodies"));
    e = error("stiffness.shear.colour", "5");
    QCOMPARE(QString::fromStdString(e.path()), QString("stiffness.shear.colour"));
    QVERIFY(QString::fromStdString(e.reason()).contains("unknown key"));
}

void TestSceneIo::manifestTracesTheRun() {
    const Scene scene = everythingScene();
    Scene other = scene;
    other.stiffness[SpringKind::Bending].stretch += 1.0;
    QCOMPARE(sceneHash(scene).size(), std::size_t(16));
    QCOMPARE(sceneHash(scene), sceneHash(parseScene(serializeScene(scene), "x")));
    QVERIFY(sceneHash(scene) != sceneHash(other));
    ManifestInput input;
    input.command = "clothlab-cli run s.json";
    input.sceneSource = "s.json";
    input.scene = &scene;
    input.runs = {scene.integrator};
    const json manifest = json::parse(runManifest(input));
    QCOMPARE(manifest["scene"]["hash"].get<std::string>(), sceneHash(scene));
    QCOMPARE(manifest["runs"][0]["integrator"].get<std::string>(), std::string("rk45"));
    QCOMPARE(manifest["runs"][0]["parameters"]["tolerance"].get<double>(), 1e-7);
    QVERIFY(!manifest["build"]["version"].get<std::string>().empty());
    QVERIFY(manifest["build"]["compiler"].get<std::string>().find("gcc") != std::string::npos ||
            manifest["build"]["compiler"].get<std::string>().find("clang") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestSceneIo)
#include "test_scene_io.moc"
