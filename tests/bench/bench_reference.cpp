// A cheap tight reference (issue 21, item 5): the cost of dop853 and rk45 on cloth-on-sphere
// for the same error against a tight run.
//
// Every run integrates the preset from t = 0 to --duration with the frame step --frame (by
// default the scene's dt, the outer step the workbench's reference takes next to a run at
// the scene's dt). The tight run is dop853 at 1e-12 (--tight ID to change the method); each
// run's error is the RMS / max over free particles of the distance from it, the largest over
// the samples every --sample seconds. Costs: wall-clock and user CPU seconds of the process
// (runs one after another, one thread each), accepted and rejected internal steps and force
// evaluations. One CSV line per run; no assertion, RESULTS.md has the numbers.
//
// With --restart, every run starts each sample interval from the tight run's state at its
// start, so the error is the one of a single interval. Without it the error accumulates
// over the run, and on this scene it is soon dominated by the contact response, which is
// not continuous in the state (a particle just inside the sphere at the end of a frame step
// loses its inward velocity, one just outside keeps it): two runs that differ by 1e-15 m
// part by far more once a particle sits on the surface.
//
//   clothlab_bench_reference [--duration S] [--frame S] [--sample S] [--tight ID]
//                            [--runs ID:TOL[,ID:TOL…]] [--restart]
#include "core/analysis/analysis.h"
#include "core/scene/presets.h"
#include "core/simulation/simulation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace {

using namespace clothlab::core;

struct Options {
    double duration = 0.5;
    double frame = 0.0; ///< 0 = the scene's dt
    double sample = 0.01;
    std::string tight = "dop853";
    bool restart = false;
    std::vector<std::pair<std::string, double>> runs = {
        {"rk45", 1e-9}, {"dop853", 1e-9}, {"dop853", 1e-10}, {"dop853", 1e-11}};
};

struct Measured {
    std::vector<Eigen::Matrix3Xd> samples, velocities; ///< at the end of each interval
    TrajectoryError error;
    double wall = 0.0, user = 0.0;
    long substeps = 0, rejected = 0, evaluations = 0;
};

double userSeconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec) +
           1e-6 * static_cast<double>(usage.ru_utime.tv_usec);
}

/// Runs one integrator over the duration, keeping the state at every sample; with `from`,
/// each interval starts from from's state at its start (the copy is not timed).
Measured measure(const Scene& scene, const IntegratorChoice& choice, const Options& options,
                 const Measured* from = nullptr) {
    const long framesPerSample = std::lround(options.sample / choice.dt);
    const long samples = std::lround(options.duration / options.sample);
    Measured out;
    Simulation sim = makeSimulation(scene, choice);
    const long evaluationsBefore = sim.forceModel().evaluationCount();
    for (long k = 0; k < samples; ++k) {
        if (from && k > 0) {
            sim.system().positions() = from->samples[static_cast<std::size_t>(k - 1)];
            sim.system().velocities() = from->velocities[static_cast<std::size_t>(k - 1)];
            sim.stateChanged();
        }
        const double user0 = userSeconds();
        const auto wall0 = std::chrono::steady_clock::now();
        for (long n = 0; n < framesPerSample; ++n) {
            if (!sim.step()) {
                std::fprintf(stderr, "%s blew up at t = %g s\n", choice.id.c_str(),
                             sim.blowUp()->time);
                std::exit(3);
            }
            out.substeps += sim.integrator().stats().substeps;
            out.rejected += sim.integrator().stats().rejectedSteps;
        }
        out.wall += std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
        out.user += userSeconds() - user0;
        out.samples.push_back(sim.system().positions());
        out.velocities.push_back(sim.system().velocities());
    }
    out.evaluations = sim.forceModel().evaluationCount() - evaluationsBefore;
    return out;
}

/// The largest RMS and max error over the samples.
TrajectoryError worstError(const Scene& scene, const Measured& run, const Measured& tight) {
    const System system = buildSystem(scene);
    TrajectoryError worst;
    for (std::size_t k = 0; k < run.samples.size(); ++k) {
        const TrajectoryError e = trajectoryError(system, run.samples[k], tight.samples[k]);
        worst.rms = std::max(worst.rms, e.rms);
        worst.max = std::max(worst.max, e.max);
    }
    return worst;
}

Options parse(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; i += 2) {
        const std::string flag = argv[i];
        if (flag == "--restart") {
            options.restart = true;
            --i;
            continue;
        }
        if (i + 1 >= argc) {
            std::fprintf(stderr, "%s needs a value\n", flag.c_str());
            std::exit(2);
        }
        const char* value = argv[i + 1];
        if (flag == "--duration") {
            options.duration = std::atof(value);
        } else if (flag == "--frame") {
            options.frame = std::atof(value);
        } else if (flag == "--sample") {
            options.sample = std::atof(value);
        } else if (flag == "--tight") {
            options.tight = value;
        } else if (flag == "--runs") {
            options.runs.clear();
            std::stringstream list(value);
            std::string entry;
            while (std::getline(list, entry, ',')) {
                const std::size_t colon = entry.find(':');
                options.runs.emplace_back(entry.substr(0, colon),
                                          std::atof(entry.substr(colon + 1).c_str()));
            }
        } else {
            std::fprintf(stderr, "unknown flag %s\n", flag.c_str());
            std::exit(2);
        }
    }
    return options;
}

} // namespace

int main(int argc, char** argv) {
    const Options options = parse(argc, argv);
    const Scene scene = loadPreset("cloth-on-sphere");
    const double frame = options.frame > 0.0 ? options.frame : scene.integrator.dt;
    const Measured tight = measure(scene, {options.tight, frame, {{"tolerance", 1e-12}}}, options);
    std::printf("# cloth-on-sphere, duration %g s, frame step %g s, samples every %g s%s, "
                "tight run %s at 1e-12 (%.2f s wall, %.2f s user, %ld internal steps)\n",
                options.duration, frame, options.sample,
                options.restart ? " (each from the tight state)" : "", options.tight.c_str(),
                tight.wall, tight.user, tight.substeps);
    std::printf("integrator,tolerance,error_rms,error_max,wall_s,user_s,substeps,rejected,"
                "evaluations\n");
    for (const auto& [id, tolerance] : options.runs) {
        Measured run = measure(scene, {id, frame, {{"tolerance", tolerance}}}, options,
                               options.restart ? &tight : nullptr);
        run.error = worstError(scene, run, tight);
        std::printf("%s,%g,%.3e,%.3e,%.3f,%.3f,%ld,%ld,%ld\n", id.c_str(), tolerance, run.error.rms,
                    run.error.max, run.wall, run.user, run.substeps, run.rejected, run.evaluations);
        std::fflush(stdout);
    }
    return 0;
}
