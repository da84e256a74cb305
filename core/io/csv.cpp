#include "core/io/csv.h"

#include "core/base/file_access.h"
#include "core/integrators/integrator.h"
#include "core/scene/scene_io.h"

#include <cstdint>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>
#include <utility>

namespace clothlab::core {

namespace {

/// Fixed formatting for every CSV number: 17 significant digits, so values read back bit
/// for bit, and "inf" for the error of a run that blew up.
struct Number {
    double value;
};
std::ostream& operator<<(std::ostream& out, Number n) {
    return out << std::setprecision(17) << n.value;
}

} // namespace

namespace csv {

const char* energyHeader(const System& system) {
    return system.hasOrientations() ? kEnergyHeaderSolids : kEnergyHeader;
}

void writeEnergyRow(std::ostream& out, const EnergyRecord& e, bool solids) {
    out << Number{e.time} << ',' << Number{e.terms.kinetic} << ',' << Number{e.terms.gravity};
    for (double elastic : e.terms.elastic) {
        out << ',' << Number{elastic};
    }
    out << ',' << Number{e.dissipated} << ',' << Number{e.externalWork} << ','
        << Number{e.residual()};
    if (solids) {
        out << ',' << Number{e.terms.rotational} << ',' << Number{e.terms.elasticAngle};
    }
    out << '\n';
}

void writePositions(std::ostream& out, long step, double time, const System& system) {
    writePositions(out, step, time, system.positions());
}

void writePositions(std::ostream& out, long step, double time, const Eigen::Matrix3Xd& x) {
    for (Eigen::Index i = 0; i < x.cols(); ++i) {
        out << step << ',' << Number{time} << ',' << i << ',' << Number{x(0, i)} << ','
            << Number{x(1, i)} << ',' << Number{x(2, i)} << '\n';
    }
}

namespace {

/// "i,x,y,z,vx,vy,vz" of particle i, without the line end.
void writeState(std::ostream& out, const System& system, int i) {
    out << i;
    for (const Eigen::Matrix3Xd* m : {&system.positions(), &system.velocities()}) {
        for (int c = 0; c < 3; ++c) {
            out << ',' << Number{(*m)(c, i)};
        }
    }
}

} // namespace

void writeFinalState(std::ostream& out, const System& system) {
    out << kFinalHeader << '\n';
    for (int i = 0; i < system.particleCount(); ++i) {
        writeState(out, system, i);
        out << '\n';
    }
}

void writeParticles(std::ostream& out, const System& system) {
    out << kParticlesHeader << '\n';
    for (int i = 0; i < system.particleCount(); ++i) {
        writeState(out, system, i);
        out << ',' << Number{system.masses()[i]} << ',' << (system.isPinned(i) ? 1 : 0) << '\n';
    }
}

void writeSprings(std::ostream& out, const System& system) {
    out << kSpringsHeader << '\n';
    for (std::size_t s = 0; s < system.springs().size(); ++s) {
        const Spring& spring = system.springs()[s];
        const SpringStiffness& k = system.stiffness()[spring.kind];
        out << s << ',' << spring.i << ',' << spring.j << ',' << springKindId(spring.kind) << ','
            << Number{spring.restLength} << ',' << Number{k.stretch * spring.scale} << ','
            << Number{k.compression * spring.scale} << ',' << Number{k.damping * spring.scale}
            << '\n';
    }
}

void writeComparison(std::ostream& out, const ComparisonResult& result) {
    out << kComparisonHeader << '\n';
    for (std::size_t r = 0; r < result.runs.size(); ++r) {
        const ComparisonRun& run = result.runs[r];
        for (const ComparisonSample& sample : run.samples) {
            out << r << ',' << run.integrator.id << ',' << Number{run.integrator.dt} << ','
                << Number{sample.time} << ',' << Number{sample.error.rms} << ','
                << Number{sample.error.max} << ',' << Number{sample.residual} << '\n';
        }
    }
}

void writeConvergence(std::ostream& out, const ConvergenceResult& result) {
    out << kConvergenceHeader << '\n';
    for (const ConvergenceSeries& series : result.series) {
        for (const ConvergencePoint& point : series.points) {
            out << series.integrator.id << ',' << Number{point.dt} << ',' << Number{point.error.rms}
                << ',' << Number{point.error.max} << ',';
            if (point.observedOrder) {
                out << Number{*point.observedOrder};
            }
            out << '\n';
        }
    }
}

void writeStability(std::ostream& out, const std::vector<StabilityResult>& results) {
    out << kStabilityHeader << '\n';
    for (const StabilityResult& r : results) {
        out << r.integrator.id << ',' << Number{r.maxStableDt} << ',';
        if (r.predictedDt) {
            out << Number{*r.predictedDt};
        }
        out << '\n';
    }
}

void writeSpectrum(std::ostream& out, const Spectrum& spectrum) {
    out << kSpectrumHeader << '\n';
    for (std::size_t k = 0; k < spectrum.modes.size(); ++k) {
        const Mode& m = spectrum.modes[k];
        out << k << ',' << Number{m.re} << ',' << Number{m.im} << ',' << Number{m.omega} << ','
            << Number{m.dampingRatio} << '\n';
    }
}

void writeStabilityStudy(std::ostream& out, const StabilityStudy& study) {
    out << kStabilityStudyHeader << '\n';
    const auto optional = [&out](const std::optional<double>& value) {
        if (value) {
            out << Number{*value};
        }
    };
    for (const StabilityRunResult& r : study.runs) {
        if (r.run.sceneRun) {
            out << *r.run.sceneRun;
        }
        out << ',' << textField(r.run.label) << ',' << field(methodLabel(r.run.choice)) << ','
            << Number{r.run.choice.dt} << ',';
        optional(r.limit.dt);
        out << ',' << Number{r.limit.omega} << ',' << Number{r.limit.zeta} << ','
            << (r.limitKind ? springKindId(*r.limitKind) : std::string_view()) << ','
            << r.outsideCount << ',';
        optional(r.growth ? std::optional(r.growth->rate) : std::nullopt);
        out << ',';
        optional(r.growth ? std::optional(r.growth->omega) : std::nullopt);
        out << '\n';
    }
}

std::string field(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos) {
        return text;
    }
    std::string quoted = "\"";
    for (const char c : text) {
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    }
    return quoted + "\"";
}

std::string textField(const std::string& text) {
    constexpr std::string_view kFormulaStarts = "=+-@\t\r";
    if (!text.empty() && kFormulaStarts.find(text.front()) != std::string_view::npos) {
        return field("'" + text);
    }
    return field(text);
}

std::string methodLabel(const IntegratorChoice& choice) {
    std::ostringstream label;
    label << std::setprecision(15) << choice.id;
    for (const auto& [id, value] : choice.parameters) {
        label << ':' << id << '=' << value;
    }
    return label.str();
}

void writeDispersion(std::ostream& out, const std::vector<DispersionCurve>& curves) {
    out << kDispersionHeader << '\n';
    for (const DispersionCurve& curve : curves) {
        for (const DispersionPoint& p : curve.points) {
            out << methodLabel(curve.integrator) << ',' << Number{p.omegaH} << ','
                << Number{p.spectralRadius} << ',';
            if (p.dampingRatio) {
                out << Number{*p.dampingRatio};
            }
            out << ',';
            if (p.periodError) {
                out << Number{*p.periodError};
            }
            out << '\n';
        }
    }
}

void writeWorkPrecision(std::ostream& out, const WorkPrecisionResult& result) {
    out << kWorkPrecisionHeader << '\n';
    for (const WorkPrecisionSeries& series : result.series) {
        for (const WorkPrecisionPoint& p : series.points) {
            out << series.integrator.id << ',' << Number{p.dt} << ',';
            if (p.tolerance) {
                out << Number{*p.tolerance};
            }
            out << ',' << Number{p.error.rms} << ',' << Number{p.error.max} << ','
                << Number{p.cpuSeconds} << ',' << p.work.steps << ',' << p.work.evaluations()
                << ',';
            if (p.blowUp) {
                out << "blew-up:" << blowUpCauseId(p.blowUp->cause) << '\n';
            } else {
                out << "ok\n";
            }
        }
    }
}

void writeCheapestByStiffness(std::ostream& out, const StiffnessCrossoverResult& result,
                              double baseStiffness) {
    out << kCheapestByStiffnessHeader << '\n';
    for (std::size_t p = 0; p < result.scales.size(); ++p) {
        out << Number{result.scales[p]} << ',';
        if (result.kind && baseStiffness > 0.0) {
            out << Number{result.scales[p] * baseStiffness};
        }
        out << ',';
        const std::optional<Recommendation>& r = result.cheapest[p];
        if (!r) {
            out << ",,,,,\n";
            continue;
        }
        const auto& series = result.results[p].series;
        out << series[r->best.series].integrator.id << ',' << Number{r->best.dt} << ',';
        if (r->best.tolerance) {
            out << Number{*r->best.tolerance};
        }
        out << ',' << Number{r->best.cost} << ',';
        if (r->runnerUp && r->factor) {
            out << series[r->runnerUp->series].integrator.id << ',' << Number{*r->factor};
        } else {
            out << ',';
        }
        out << '\n';
    }
}

} // namespace csv

} // namespace clothlab::core
