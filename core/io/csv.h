// Machine-readable output shared by the command line, Python and the workbench's exports: the
// CSV formats of DESIGN §6 (headers are part of the contract). Run manifests: manifest.h.
#pragma once

#include "core/analysis/amplification.h"
#include "core/analysis/comparison.h"
#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stability_study.h"
#include "core/analysis/work_precision.h"
#include "core/scene/scene.h"
#include "core/simulation/simulation.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace clothlab::core::csv {

inline constexpr const char* kEnergyHeader =
    "time,kinetic,gravity,elastic_structural,elastic_shear,elastic_bending,dissipated,"
    "external_work,residual";
/// The energy header of a scene with solids: the columns of kEnergyHeader unchanged (kinetic
/// is the translational part, elastic_* the position springs; residual includes every term),
/// then the rotational kinetic energy and the angle springs' elastic energy appended after
/// the residual, so a reader of the cloth header finds every column where it was.
inline constexpr const char* kEnergyHeaderSolids =
    "time,kinetic,gravity,elastic_structural,elastic_shear,elastic_bending,dissipated,"
    "external_work,residual,kinetic_rotational,elastic_angle";
inline constexpr const char* kPositionsHeader = "step,time,particle,x,y,z";
inline constexpr const char* kFinalHeader = "particle,x,y,z,vx,vy,vz";
inline constexpr const char* kParticlesHeader = "particle,x,y,z,vx,vy,vz,mass,pinned";
inline constexpr const char* kSpringsHeader =
    "spring,i,j,kind,rest_length,stretch,compression,damping";
inline constexpr const char* kComparisonHeader =
    "run,integrator,dt,time,error_rms,error_max,energy_residual";
inline constexpr const char* kConvergenceHeader =
    "integrator,dt,error_rms,error_max,observed_order";
inline constexpr const char* kWorkPrecisionHeader =
    "integrator,dt,tolerance,error_rms,error_max,cpu_seconds,steps,evaluations,status";
inline constexpr const char* kCheapestByStiffnessHeader =
    "scale,stiffness,cheapest,dt,tolerance,cost,runner_up,factor";
inline constexpr const char* kStabilityHeader = "integrator,max_stable_dt,predicted_dt";
inline constexpr const char* kSpectrumHeader = "mode,re,im,omega,damping_ratio";
/// The columns of the stability study's table (stability_study.h; Python's stability_study),
/// one row per run: run is the index in the scene's runs (none: the scene's own integrator);
/// predicted_dt is none without an amplification matrix and inf when no mode limits the
/// method; limiting_kind the spring kind carrying most of the limiting mode's strain energy;
/// modes_outside the modes unstable at the run's dt; growth_rate ln ρ/h of the fastest-growing
/// of them (1/s; none without a matrix).
inline constexpr const char* kStabilityStudyHeader =
    "run,label,integrator,dt,predicted_dt,limiting_omega,limiting_zeta,limiting_kind,"
    "modes_outside,growth_rate,growth_omega";
inline constexpr const char* kDispersionHeader =
    "integrator,omega_dt,spectral_radius,damping_ratio,period_error";

/// `text` as one CSV field: as it is, or in double quotes (inner quotes doubled) when it
/// holds a comma, a quote or a line break.
std::string field(const std::string& text);
/// A user's text (a student id, a label, a typed answer) as one field: field() of it, with a
/// leading apostrophe when it starts like a spreadsheet formula (=, +, -, @, tab, CR), so
/// that opening the file runs nothing.
std::string textField(const std::string& text);

/// kEnergyHeaderSolids for a system with orientations, else kEnergyHeader.
const char* energyHeader(const System& system);
/// Numbers are written with 17 significant digits (they read back exactly). With `solids`
/// the two columns of kEnergyHeaderSolids follow the residual.
void writeEnergyRow(std::ostream& out, const EnergyRecord& energy, bool solids = false);
void writePositions(std::ostream& out, long step, double time, const System& system);
/// The same rows for positions kept apart from a system (3 × particle count, m).
void writePositions(std::ostream& out, long step, double time, const Eigen::Matrix3Xd& positions);
void writeFinalState(std::ostream& out, const System& system);
void writeParticles(std::ostream& out, const System& system);
/// Stiffness columns are the effective values (kind's table × the spring's scale).
void writeSprings(std::ostream& out, const System& system);
void writeComparison(std::ostream& out, const ComparisonResult& result);
void writeConvergence(std::ostream& out, const ConvergenceResult& result);
/// predicted_dt is empty where the result has none and "inf" where no mode limits it.
void writeStability(std::ostream& out, const std::vector<StabilityResult>& results);
/// One row per run of the study (kStabilityStudyHeader); an empty run is the scene's own
/// integrator, the integrator is methodLabel() of its choice, and the cells without a value
/// (no amplification matrix, no limiting kind) are empty.
void writeStabilityStudy(std::ostream& out, const StabilityStudy& study);
/// One row per point: tolerance empty for fixed-step methods, steps and evaluations as
/// WorkCounts::steps and evaluations(), errors inf and status "blew-up:CAUSE" (CAUSE as
/// blowUpCauseId()) for a run that blew up, else status "ok".
void writeWorkPrecision(std::ostream& out, const WorkPrecisionResult& result);
/// One row per stiffness scale: stiffness the swept kind's k⁺ (N/m; empty for every kind,
/// given `baseStiffness` 0), cheapest the winner's id (empty when none reached the accuracy),
/// cost in the result's measure, runner_up and factor empty when there is none.
void writeCheapestByStiffness(std::ostream& out, const StiffnessCrossoverResult& result,
                              double baseStiffness);
/// One row per mode in the spectrum's order (ω ascending), numbered from 0 (1/s, rad/s).
void writeSpectrum(std::ostream& out, const Spectrum& spectrum);
/// "newmark:beta=0": the id and the parameters the choice sets (15 significant digits), so
/// that curves of one method with different parameters stay apart.
std::string methodLabel(const IntegratorChoice& choice);
/// One row per curve and point, the integrator column methodLabel(); damping_ratio and
/// period_error are empty where the point has none (the principal eigenvalue is real).
void writeDispersion(std::ostream& out, const std::vector<DispersionCurve>& curves);

} // namespace clothlab::core::csv
