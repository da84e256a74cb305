#include "core/analysis/comparison.h"

#include "core/analysis/analysis_detail.h"
#include "core/base/parallel.h"

#include <algorithm>
#include <cmath>
#include <exception>
#include <stdexcept>

namespace clothlab::core {

using detail::advanceChecked;
using detail::Progress;
using detail::wholeSteps;

ComparisonResult compareRuns(const Scene& scene, const std::vector<IntegratorChoice>& runs,
                             const IntegratorChoice& reference, double duration,
                             double sampleInterval, const AnalysisOptions& options) {
    const long sampleCount = wholeSteps(duration, sampleInterval, "the duration");
    std::vector<long> stepsPerSample;
    for (const IntegratorChoice& run : runs) {
        stepsPerSample.push_back(wholeSteps(sampleInterval, run.dt, "the sample interval"));
        wholeSteps(duration, run.dt, "the duration");
    }
    const long referenceSteps = wholeSteps(sampleInterval, reference.dt, "the sample interval");
    wholeSteps(duration, reference.dt, "the duration");
    ComparisonResult result;
    result.reference = reference;
    for (long k = 1; k <= sampleCount; ++k) {
        result.times.push_back(static_cast<double>(k) * sampleInterval);
    }
    Progress progress(options, static_cast<int>(runs.size()) + 1);

    // The reference first, keeping its positions at every sample; then the runs in parallel.
    std::vector<Eigen::Matrix3Xd> referencePositions;
    Simulation ref = makeSimulation(scene, reference);
    for (long k = 0; k < sampleCount; ++k) {
        if (!advanceChecked(ref, referenceSteps, progress)) {
            throw std::runtime_error("the reference run (" + reference.id + ") blew up at t = " +
                                     std::to_string(ref.blowUp()->time) + " s");
        }
        referencePositions.push_back(ref.system().positions());
    }
    progress.advance();

    result.runs.resize(runs.size());
    parallelFor(static_cast<int>(runs.size()), options.threads, [&](int r) {
        ComparisonRun& out = result.runs[static_cast<std::size_t>(r)];
        out.integrator = runs[static_cast<std::size_t>(r)];
        Simulation sim = makeSimulation(scene, out.integrator);
        for (long k = 0; k < sampleCount; ++k) {
            if (!advanceChecked(sim, stepsPerSample[static_cast<std::size_t>(r)], progress)) {
                out.blowUp = sim.blowUp();
                break;
            }
            out.samples.push_back({result.times[static_cast<std::size_t>(k)],
                                   trajectoryError(sim.system(), sim.system().positions(),
                                                   referencePositions[static_cast<std::size_t>(k)]),
                                   sim.energy().residual()});
        }
        progress.advance();
    });
    return result;
}

} // namespace clothlab::core
