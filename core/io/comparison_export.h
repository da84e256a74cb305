// The comparison's data export (DESIGN §6): comparison.csv, each run's energy and kept
// positions, and a manifest, written into one directory.
#pragma once

#include "core/model/system.h"
#include "core/scene/scene.h"
#include "core/simulation/run_set.h"

#include <string>
#include <vector>

namespace clothlab::core {

/// What a comparison export writes besides the runs' histories.
struct ComparisonExportInput {
    const Scene* scene = nullptr;   ///< its runs name the files; not null
    std::string sceneSource;        ///< for the manifest: path or preset:NAME
    std::string command;            ///< for the manifest
    std::string referenceId;        ///< the reference run's id ("" = none)
    double sampleInterval = 0.0;    ///< s, for the manifest
    const System* system = nullptr; ///< the scene's built system if the caller holds it
};

/// Writes into `directory`, each file atomically, the histories of the scene's runs:
/// `samples` holds one per run, `positions` the kept positions of the first runs (a run past
/// its end gets no positions file). The files, in this order: for run N (from 1) with
/// integrator ID, runN_ID_energy.csv (the energy header, with the solids' columns when the
/// scene's system (input.system, else built here) has orientations; one row per sample) and
/// runN_ID_positions.csv (the positions header; `step` is the sample's index); then comparison.csv
/// (the runs' effective dt = dt / substeps) and manifest.json. Returns the file names written, in
/// that order. Throws std::invalid_argument when the histories do not match the runs, and
/// SceneFileError when a file cannot be written.
std::vector<std::string>
writeComparisonExport(const std::string& directory, const ComparisonExportInput& input,
                      const std::vector<std::vector<RunSample>>& samples,
                      const std::vector<std::vector<PositionSample>>& positions);

} // namespace clothlab::core
