// The core's bounds and messages for issue 37: a stability search with a tolerance below what
// a double resolves is refused (it looped forever), a spectrum past its memory bounds is
// refused with the limit before any matrix is made, --set paths and files of another format
// get messages that say what is wrong, and autosaves are written readable by the user alone.
#include "core/analysis/amplification.h"
#include "core/analysis/spectrum.h"
#include "core/analysis/stability_limits.h"
#include "core/scene/presets.h"
#include "core/scene/scene_io.h"

#include <QTemporaryDir>
#include <QtTest>
#include <string>
#include <sys/stat.h>

using namespace clothlab::core;

namespace {

#define QVERIFY_CONTAINS(text, part)                                                               \
    do {                                                                                           \
        const QString whole_ = QString::fromStdString(text);                                       \
        const QString part_ = QString::fromStdString(std::string(part));                           \
        QVERIFY2(whole_.contains(part_),                                                           \
                 qPrintable(QString("\"%1\" lacks \"%2\"").arg(whole_, part_)));                   \
    } while (false)

} // namespace

class TestReliability : public QObject {
    Q_OBJECT

private slots:
    void stabilityToleranceIsChecked();
    void spectrumBoundsAreNamed();
    void overridePathsAreExplained();
    void otherFormatsAreNamed();
};

// 1e-17 is below the spacing of doubles near 1: hi / lo > 1 + 1e-17 held for ever.
void TestReliability::stabilityToleranceIsChecked() {
    const Scene scene = loadPreset("spring-oscillator");
    const IntegratorChoice rk4{"rk4", 0.01, {}};
    for (double tolerance : {1e-17, 0.0, -0.02, 1.0, 5e-10}) {
        try {
            stabilityLimits(scene, {rk4}, 1.0, tolerance);
            QFAIL(qPrintable(QString("tolerance %1 was accepted").arg(tolerance)));
        } catch (const MessageError& e) {
            QVERIFY_CONTAINS(std::string(e.what()),
                             "stability: the relative tolerance must be at least 1e-09 and "
                             "below 1, got ");
        }
    }
    // The narrowest accepted tolerance ends, to within it.
    const auto results = stabilityLimits(scene, {rk4}, 1.0, kMinStabilityTolerance);
    QCOMPARE(results.size(), std::size_t{1});
    QVERIFY(results[0].maxStableDt > 0.0);
    QVERIFY(results[0].runs < 100);
    const auto coarse = stabilityLimits(scene, {rk4}, 1.0, 0.02);
    QVERIFY(std::abs(results[0].maxStableDt / coarse[0].maxStableDt - 1.0) <= 0.021);
}

// A cloth `run` takes is refused by the spectrum with the limit (a 999 x 1000 one took 13 GB
// and more than 120 s), before any matrix is made.
void TestReliability::spectrumBoundsAreNamed() {
    const std::vector<SceneOverride> huge{{"bodies[0].rows", "320"}, {"bodies[0].cols", "320"}};
    const Scene big = loadPreset("hanging-cloth", huge);
    for (int modes : {0, 20}) {
        try {
            sceneSpectrum(big, 0.0, modes);
            QFAIL("a spectrum of a 320 x 320 cloth was started");
        } catch (const MessageError& e) {
            QVERIFY_CONTAINS(std::string(e.what()), "more than the limit of 300000 rows of a "
                                                    "spectrum (100000 free particles)");
        }
    }
    // 200 x 200: the default 200 highest modes need more working memory than the bound; the
    // message says how many fit, and that many are computed.
    const Scene cloth =
        loadPreset("hanging-cloth", {{"bodies[0].rows", "200"}, {"bodies[0].cols", "200"}});
    const SceneLinearisation linearised = sceneLinearisation(cloth);
    try {
        sceneSpectrum(linearised, 0);
        QFAIL("200 modes of a 200 x 200 cloth were started");
    } catch (const MessageError& e) {
        QVERIFY_CONTAINS(std::string(e.what()), "more than the limit of 20000000; at most");
    }
    // All modes of a dense method past its size: named with the limit.
    SpectrumOptions dense;
    dense.method = SpectrumMethod::DenseSymmetric;
    try {
        computeSpectrum(linearised.forces, dense);
        QFAIL("a dense spectrum of 120000 rows was started");
    } catch (const MessageError& e) {
        QVERIFY_CONTAINS(std::string(e.what()), "the dense-symmetric method on ");
        QVERIFY_CONTAINS(std::string(e.what()), "past its limit of 3000 rows");
    }
}

// --set '...]]=3' said "cannot override:  does not exist"; bodies[-1] became index
// 18446744073709551615.
void TestReliability::overridePathsAreExplained() {
    const auto errorOf = [](const std::string& path) {
        try {
            loadPreset("spring-oscillator", {{path, "3"}});
        } catch (const SceneFileError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    for (const std::string path : {"...]]", "]]", "a..b", "bodies[0]rows", "bodies.", ".name"}) {
        const std::string error = errorOf(path);
        QVERIFY_CONTAINS(error, "cannot override: the path \"" + path +
                                    "\" is malformed at "
                                    "character ");
        QVERIFY_CONTAINS(error, "e.g. bodies[0].rows");
    }
    for (const std::string index : {"-1", "", "x", "1.5"}) {
        const std::string error = errorOf("bodies[" + index + "].mass");
        QVERIFY_CONTAINS(error, "the index \"" + index + "\" in bodies[" + index +
                                    "].mass is not a whole number of 0 or more");
        QVERIFY(error.find("18446744073709551615") == std::string::npos);
    }
    // Well-formed paths work as before.
    QVERIFY_CONTAINS(errorOf("bodies[7].mass"), "index 7 is beyond the");
    QVERIFY(loadPreset("spring-oscillator", {{"name", "renamed"}}).name == "renamed");
}

// An assignment given where a scene is read says what it is, not "air: unknown key".
void TestReliability::otherFormatsAreNamed() {
    const std::string assignment =
        R"({"format": "clothlab-assignment", "version": 1, "air": {}, "tasks": []})";
    try {
        parseScene(assignment, "lab.json");
        QFAIL("an assignment was read as a scene");
    } catch (const SceneFileError& e) {
        QVERIFY_CONTAINS(std::string(e.what()),
                         "lab.json: format: this is an assignment (\"clothlab-assignment\"), "
                         "not a scene");
    }
    try {
        parseScene(R"({"format": "clothlab-submission", "version": 1})", "s.json");
        QFAIL("a submission was read as a scene");
    } catch (const SceneFileError& e) {
        QVERIFY_CONTAINS(std::string(e.what()), "this is a submission");
    }
}

QTEST_APPLESS_MAIN(TestReliability)
#include "test_reliability.moc"
