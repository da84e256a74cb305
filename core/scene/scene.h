// Scene description: what a scene file holds (DESIGN §5) as plain structs, and the builder
// that turns it into a System. Scene files map one to one onto these structs.
#pragma once

#include "core/contact/obstacles.h"
#include "core/forces/environment.h"
#include "core/model/system.h"
#include "core/solids/solid.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace clothlab::core {

enum class ClothTopology : std::uint8_t {
    StructuralShear, ///< structural + both diagonals
    Provot,          ///< structural + shear + bending (skip-one along the axes)
    Lander,          ///< the same pattern as Provot, under the other name
    Choi,            ///< Provot + skip-one along the diagonals
    TriangleEdges,   ///< structural + one diagonal per quad (the edges of the triangle mesh)
};

std::string_view clothTopologyId(ClothTopology topology);

/// Known cloth quirks: "r1-missing-last-column" (R1's builder loops stop one column early:
/// the springs a point of the last column, c = cols − 1, would add — structural and bending
/// to the rows below, the shear spring down-left — are missing; 3·rows − 4 springs for a
/// Provot cloth), "r3-one-line-bending" (R3's bending springs along u exist on row 0 only) and
/// "r1-point-order" (the same springs, listed point by point as R1's builder adds them: for
/// each particle in index order its structural right and down, shear down-right and
/// down-left, bending right and down, Choi's diagonals; without it the list goes kind by
/// kind). The list order is the order of pbd's sweeps with sweep-order = 1.
inline constexpr std::string_view kClothQuirks[] = {"r1-missing-last-column", "r3-one-line-bending",
                                                    "r1-point-order"};
std::optional<ClothTopology> clothTopologyFromId(std::string_view id);

/// Which grid particles of a cloth are pinned. Row 0 is the "top" edge, column 0 the
/// "left" edge. Corners: "top-left", "top-right", "bottom-left", "bottom-right"; edges:
/// "top", "bottom", "left", "right"; indices are local to the cloth (row·cols + col).
struct PinSpec {
    std::vector<std::string> corners;
    std::vector<std::string> edges;
    std::vector<int> indices;
    bool operator==(const PinSpec&) const = default;
};

/// Default cloth thickness as a fraction of the spacing: a quarter keeps layers visibly apart
/// while staying well below the 1/√2 spacing from a vertex to the nearest triangle of the
/// grid it does not belong to, so a flat cloth never pushes itself.
inline constexpr double kDefaultThicknessFraction = 0.25;

/// A rows × cols grid. Particle (r, c) sits at origin + c·spacing·uAxis + r·spacing·vAxis
/// and has local index r·cols + c.
struct ClothSpec {
    std::string name = "cloth";
    int rows = 16;         ///< ≥ 2
    int cols = 16;         ///< ≥ 2
    double spacing = 0.05; ///< m, > 0
    Vec3 origin{0.0, 0.0, 0.0};
    Vec3 uAxis{1.0, 0.0, 0.0};  ///< direction of increasing column (unit)
    Vec3 vAxis{0.0, 0.0, 1.0};  ///< direction of increasing row (unit, ⟂ uAxis)
    double particleMass = 0.01; ///< kg, > 0
    ClothTopology topology = ClothTopology::Provot;
    PinSpec pinned;
    Vec3 velocity{0.0, 0.0, 0.0}; ///< initial velocity of every particle, m/s
    /// Defects of a reference system's spring builder, reproduced on request (scene key
    /// "quirks"; ids in kClothQuirks). Empty: the full topology.
    std::vector<std::string> quirks;
    /// Contact of the cloth with itself (scene key "self_collision"; core/contact/cloth_contact.h).
    bool selfCollision = false;
    /// m, > 0 and ≤ ½·spacing; empty = kDefaultThicknessFraction × spacing. Layers of the
    /// cloth keep this distance; two cloths keep the mean of their thicknesses.
    std::optional<double> thickness;
    double friction = 0.0; ///< Coulomb μ ≥ 0 between layers of this cloth and against others
    double contactThickness() const {
        return thickness ? *thickness : kDefaultThicknessFraction * spacing;
    }
    bool operator==(const ClothSpec&) const = default;
};

struct CustomParticle {
    Vec3 position{0.0, 0.0, 0.0};
    Vec3 velocity{0.0, 0.0, 0.0};
    double mass = 1.0; ///< kg, > 0
    bool pinned = false;
    bool operator==(const CustomParticle&) const = default;
};

/// i and j count across all bodies of the scene, in order.
struct CustomSpring {
    int i = 0;
    int j = 0;
    SpringKind kind = SpringKind::Structural;
    std::optional<double> restLength; ///< m; default the initial distance
    double scale = 1.0;
    bool operator==(const CustomSpring&) const = default;
};

struct CustomBodySpec {
    std::string name = "body";
    std::vector<CustomParticle> particles;
    std::vector<CustomSpring> springs;
    bool operator==(const CustomBodySpec&) const = default;
};

using BodySpec = std::variant<ClothSpec, CustomBodySpec, SolidSpec>;

/// Integrator choice of a scene or a run: id, dt and parameter overrides by id.
struct IntegratorChoice {
    std::string id = "symplectic-euler";
    double dt = 1e-3; ///< s, > 0
    std::vector<std::pair<std::string, double>> parameters;
    bool operator==(const IntegratorChoice&) const = default;
};

/// An override of one scene value: a JSON path such as "stiffness.shear.stretch" or
/// "bodies[0].rows", and the new value as JSON text (text that is not JSON is a string).
struct SceneOverride {
    std::string path;
    std::string value;
    bool operator==(const SceneOverride&) const = default;
};

/// One run of a comparison: an integrator choice plus how it is shown, and scene values the
/// run changes for itself (e.g. the spring damping: the same cloth with and without it side
/// by side). The runs of a comparison must keep the scene's particles, as their errors are
/// measured particle by particle.
struct RunSpec {
    IntegratorChoice integrator;
    int substeps = 1;  ///< integrator steps per dt: the run steps with dt/substeps
    std::string label; ///< empty = the integrator's name
    std::string color; ///< "#rrggbb", empty = automatic
    bool visible = true;
    bool reference = false;
    std::vector<SceneOverride> overrides; ///< applied to this run's copy of the scene
    bool operator==(const RunSpec&) const = default;
};

/// How each method of a comparison gets its time step (ComparisonPlan, comparison_plan.h).
enum class DtPolicy {
    Common,            ///< every method at one dt
    StabilityFraction, ///< each method at a fraction of its own stability limit
    EqualCost,         ///< equal force evaluations per simulated second
};

/// A comparison a scene suggests ("comparison" in a scene file): the methods to compare and
/// how their steps are chosen. Filling the Runs panel from it is planComparisonRuns().
struct ComparisonPlan {
    std::vector<std::string> integrators; ///< ids, in run order, no repeats
    DtPolicy policy = DtPolicy::StabilityFraction;
    /// s, > 0: the dt of every run (Common) or of the cheapest method (EqualCost); empty =
    /// the scene's dt.
    std::optional<double> dt;
    double fraction = 0.5;     ///< of each method's stability limit, in (0, 1]
    double maxDt = 1.0 / 60.0; ///< s, > 0: no run steps longer (StabilityFraction)
    bool operator==(const ComparisonPlan&) const = default;
};

/// The integrator choice a run steps with: its dt divided by its substeps (parameters kept).
IntegratorChoice effectiveIntegrator(const RunSpec& run);

/// A per-particle edit applied after the bodies are built (a pin or a mass set on one
/// particle in the workbench). `particle` counts across all bodies of the scene.
struct ParticleOverride {
    int particle = 0;
    std::optional<double> mass; ///< kg, > 0
    std::optional<bool> pinned;
    bool operator==(const ParticleOverride&) const = default;
};

struct Scene {
    std::string name = "Untitled";
    std::string description;
    Environment environment;
    StiffnessTable stiffness;
    std::vector<BodySpec> bodies;
    std::vector<Obstacle> obstacles;
    std::vector<ParticleOverride> particleOverrides; ///< applied after the bodies, in order
    IntegratorChoice integrator;
    std::vector<RunSpec> runs;
    /// The comparison the scene suggests; empty = defaultComparisonPlan() (comparison_plan.h).
    std::optional<ComparisonPlan> comparison;
    bool operator==(const Scene&) const = default;
};

/// Largest scene ClothLab builds: particles and springs of all bodies together (a scene
/// file beyond them is refused with these numbers, before memory is taken for it).
inline constexpr long long kMaxSceneParticles = 1'000'000;
inline constexpr long long kMaxSceneSprings = 10'000'000;

/// "the scene would have %1 particles, more than the limit of %2 particles per scene" (or
/// the same of springs) when a count exceeds its limit; empty otherwise.
Message sceneSizeProblem(long long particles, long long springs);

/// Number of particles one body creates (a solid's lattice is sampled for it).
int bodyParticleCount(const BodySpec& body);

/// Number of particles the scene's bodies create.
int particleCount(const Scene& scene);

/// Builds the system (particles, springs, stiffness, surfaces, body ranges) of a scene.
/// Throws std::invalid_argument naming the body and the reason for a scene that cannot be
/// built (bad sizes, dangling indices, zero-length springs); scene files are validated
/// with file and JSON path before this is reached.
System buildSystem(const Scene& scene);

/// How many times buildSystem() has been called in this process (lets tests count builds).
long systemBuildCount();
/// The same, on the calling thread only (a test on the GUI thread is not disturbed by
/// analyses or runs building on their own threads).
long systemBuildCountOnThisThread();

/// Appends a cloth grid to `system`; returns the range it occupies.
BodyRange addCloth(System& system, const ClothSpec& cloth);

/// Appends a custom body; spring indices count across the whole system.
BodyRange addCustomBody(System& system, const CustomBodySpec& body);

/// Closed-form spring counts of a rows × cols grid for a topology (DESIGN §5).
std::array<int, kSpringKindCount> expectedSpringCounts(ClothTopology topology, int rows, int cols);

/// The same for a cloth spec, with the springs its quirks leave out subtracted.
std::array<int, kSpringKindCount> expectedSpringCounts(const ClothSpec& cloth);

} // namespace clothlab::core
