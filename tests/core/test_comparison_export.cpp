// Comparison export: the files named after the runs, in order, with the DESIGN §6 headers and
// one row per sample (per particle and kept sample for positions); the comparison's dt is the
// effective dt; a scene with a solid gets the solids' energy header; the manifest names the
// reference and the sample interval.
#include "core/io/comparison_export.h"
#include "core/io/csv.h"
#include "core/scene/scene_builders.h"
#include "core/simulation/run_set.h"
#include "core/solids/solid.h"
#include "test_support.h"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <sstream>

using namespace clothlab;

namespace {

std::vector<std::string> readLines(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

core::RunSpec spec(const std::string& id, double dt, int substeps = 1) {
    core::RunSpec s;
    s.integrator = {id, dt, {}};
    s.substeps = substeps;
    return s;
}

struct Histories {
    std::vector<std::vector<core::RunSample>> samples;
    std::vector<std::vector<core::PositionSample>> positions;
};

/// Advances the scene's runs `advances` samples, keeping positions every second sample.
Histories runHistories(const core::Scene& scene, int advances) {
    core::RunSetOptions options;
    options.sampleInterval = 0.02;
    options.internalReference = false;
    options.positionsEvery = 2;
    options.threads = 1;
    core::RunSet set(scene, scene.runs, options);
    set.advance(advances);
    Histories histories;
    for (int r = 0; r < set.runCount(); ++r) {
        histories.samples.push_back(set.run(r).samples());
        histories.positions.push_back(set.run(r).positionHistory());
    }
    return histories;
}

} // namespace

class TestComparisonExport : public QObject {
    Q_OBJECT

private slots:
    void writesEveryFileWithItsRows() {
        core::Scene scene = core::springOscillatorScene();
        scene.runs = {spec("symplectic-euler", 0.01), spec("rk4", 0.02, 4)};
        const int particles = 2;
        const Histories histories = runHistories(scene, 5); // samples 0 … 5
        QCOMPARE(histories.samples[0].size(), std::size_t(6));
        QCOMPARE(histories.positions[0].size(), std::size_t(3)); // samples 0, 2, 4

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        core::ComparisonExportInput input;
        input.scene = &scene;
        input.sceneSource = "preset:oscillator";
        input.command = "test";
        input.referenceId = "rk4";
        input.sampleInterval = 0.02;
        const std::string root = dir.path().toStdString();
        const std::vector<std::string> written =
            core::writeComparisonExport(root, input, histories.samples, histories.positions);
        const std::vector<std::string> expected = {"run1_symplectic-euler_energy.csv",
                                                   "run1_symplectic-euler_positions.csv",
                                                   "run2_rk4_energy.csv",
                                                   "run2_rk4_positions.csv",
                                                   "comparison.csv",
                                                   "manifest.json"};
        QCOMPARE(written, expected);

        for (const char* run : {"run1_symplectic-euler_", "run2_rk4_"}) {
            const auto energy = readLines(root + "/" + run + "energy.csv");
            QCOMPARE(energy.size(), std::size_t(1 + 6));
            QCOMPARE(energy.front(), std::string(core::csv::kEnergyHeader));
            const auto positions = readLines(root + "/" + run + "positions.csv");
            QCOMPARE(positions.size(), std::size_t(1 + 3 * particles));
            QCOMPARE(positions.front(), std::string(core::csv::kPositionsHeader));
            // `step` is the kept sample's index: the last kept one is sample 4 at t = 0.08 s.
            QVERIFY(positions.back().rfind("4,", 0) == 0);
        }
        const auto comparison = readLines(root + "/comparison.csv");
        QCOMPARE(comparison.front(), std::string(core::csv::kComparisonHeader));
        QCOMPARE(comparison.size(), std::size_t(1 + 2 * 6));
        // Rows are "run,integrator,dt,…"; the second run's dt is its effective dt, 0.02 s / 4.
        auto fields = [](const std::string& row) {
            std::vector<std::string> out;
            std::stringstream in(row);
            for (std::string field; std::getline(in, field, ',');) {
                out.push_back(field);
            }
            return out;
        };
        QCOMPARE(fields(comparison[1])[0], std::string("0"));
        QCOMPARE(fields(comparison[1])[1], std::string("symplectic-euler"));
        QCOMPARE(std::stod(fields(comparison[1])[2]), 0.01);
        QCOMPARE(fields(comparison.back())[0], std::string("1"));
        QCOMPARE(fields(comparison.back())[1], std::string("rk4"));
        QCOMPARE(std::stod(fields(comparison.back())[2]), 0.005);
        QCOMPARE(std::stod(fields(comparison.back())[3]), 0.1); // the last sample, 5 × 0.02 s

        std::ifstream manifestFile(root + "/manifest.json");
        const std::string manifest((std::istreambuf_iterator<char>(manifestFile)),
                                   std::istreambuf_iterator<char>());
        QVERIFY(manifest.find("\"reference\"") != std::string::npos);
        QVERIFY(manifest.find("\"sample_interval\"") != std::string::npos);
        QVERIFY(manifest.find("preset:oscillator") != std::string::npos);
    }

    void runsWithoutKeptPositionsGetNoPositionsFile() {
        core::Scene scene = core::springOscillatorScene();
        scene.runs = {spec("rk2", 0.01), spec("rk4", 0.01)};
        Histories histories = runHistories(scene, 2);
        histories.positions.resize(1);
        QTemporaryDir dir;
        core::ComparisonExportInput input;
        input.scene = &scene;
        const auto written = core::writeComparisonExport(dir.path().toStdString(), input,
                                                         histories.samples, histories.positions);
        QCOMPARE(written.size(), std::size_t(5));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("run2_rk4_positions.csv"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("run2_rk4_energy.csv"))));
    }

    void solidsGetTheirEnergyColumns() {
        core::Scene scene;
        core::SolidSpec solid;
        solid.size = core::Vec3::Constant(0.1); // 3 × 3 × 3 particles
        scene.bodies.push_back(solid);
        scene.runs = {spec("symplectic-euler", 0.01)};
        const Histories histories = runHistories(scene, 1);
        QTemporaryDir dir;
        core::ComparisonExportInput input;
        input.scene = &scene;
        core::writeComparisonExport(dir.path().toStdString(), input, histories.samples,
                                    histories.positions);
        const auto energy =
            readLines(dir.path().toStdString() + "/run1_symplectic-euler_energy.csv");
        QCOMPARE(energy.front(), std::string(core::csv::kEnergyHeaderSolids));
        QCOMPARE(energy.size(), std::size_t(1 + 2));
    }

    void mismatchedHistoriesAreRefused() {
        core::Scene scene = core::springOscillatorScene();
        scene.runs = {spec("rk2", 0.01)};
        QTemporaryDir dir;
        core::ComparisonExportInput input;
        input.scene = &scene;
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            core::writeComparisonExport(dir.path().toStdString(), input, {}, {}));
    }
};

QTEST_APPLESS_MAIN(TestComparisonExport)
#include "test_comparison_export.moc"
