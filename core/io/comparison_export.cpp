#include "core/io/comparison_export.h"

#include "core/analysis/comparison.h"
#include "core/io/csv.h"
#include "core/io/manifest.h"
#include "core/model/system.h"
#include "core/scene/scene_io.h"

#include <cmath>
#include <filesystem>
#include <sstream>
#include <stdexcept>

namespace clothlab::core {

namespace {

/// Whether the scene's system has orientations (solids); false when it cannot be built, as
/// the histories then come from runs that never started.
bool sceneHasSolids(const Scene& scene) {
    try {
        return buildSystem(scene).hasOrientations();
    } catch (const std::exception&) {
        return false;
    }
}

std::string energyCsv(const std::vector<RunSample>& samples, bool solids) {
    std::ostringstream energy;
    energy << (solids ? csv::kEnergyHeaderSolids : csv::kEnergyHeader) << '\n';
    for (const RunSample& sample : samples) {
        csv::writeEnergyRow(energy, sample.energy, solids);
    }
    return energy.str();
}

std::string positionsCsv(const std::vector<PositionSample>& kept) {
    std::ostringstream positions;
    positions << csv::kPositionsHeader << '\n';
    for (const PositionSample& sample : kept) {
        csv::writePositions(positions, sample.sample, sample.time, sample.x.cast<double>());
    }
    return positions.str();
}

ComparisonRun comparisonRun(const RunSpec& spec, const std::vector<RunSample>& samples) {
    ComparisonRun run;
    run.integrator = effectiveIntegrator(spec);
    for (const RunSample& sample : samples) {
        run.samples.push_back({sample.time, sample.error.value_or(TrajectoryError{NAN, NAN}),
                               sample.energy.residual()});
    }
    return run;
}

std::string manifestJson(const ComparisonExportInput& input) {
    ManifestInput manifest = comparisonManifest(*input.scene, input.command, input.sceneSource);
    manifest.extra = {{"reference", input.referenceId},
                      {"sample_interval", std::to_string(input.sampleInterval)}};
    return runManifest(manifest);
}

} // namespace

std::vector<std::string>
writeComparisonExport(const std::string& directory, const ComparisonExportInput& input,
                      const std::vector<std::vector<RunSample>>& samples,
                      const std::vector<std::vector<PositionSample>>& positions) {
    if (!input.scene || samples.size() != input.scene->runs.size()) {
        throw std::invalid_argument("comparison export: one sample history per run expected");
    }
    const Scene& scene = *input.scene;
    std::vector<std::string> written;
    auto write = [&](const std::string& name, const std::string& contents) {
        writeFileAtomically((std::filesystem::path(directory) / name).string(), contents);
        written.push_back(name);
    };
    const bool solids = input.system ? input.system->hasOrientations() : sceneHasSolids(scene);
    ComparisonResult result;
    result.reference.id = input.referenceId;
    for (std::size_t r = 0; r < scene.runs.size(); ++r) {
        result.runs.push_back(comparisonRun(scene.runs[r], samples[r]));
        const std::string base =
            "run" + std::to_string(r + 1) + "_" + scene.runs[r].integrator.id + "_";
        write(base + "energy.csv", energyCsv(samples[r], solids));
        if (r < positions.size()) {
            write(base + "positions.csv", positionsCsv(positions[r]));
        }
    }
    std::ostringstream comparison;
    csv::writeComparison(comparison, result);
    write("comparison.csv", comparison.str());
    write("manifest.json", manifestJson(input));
    return written;
}

} // namespace clothlab::core
