// Where a method is stable, drawn in the plane of z = h·λ, and why a run leaves that region:
// the region of each method, the scene's modes as points h·λ, and the mode that sets a
// method's limit with the kind of spring that carries it.
//
// A point z (Im z ≥ 0) stands for the damped mode whose eigenvalues are z/h and its conjugate:
// ω·h = |z| and ζ = −Re z/|z| (ζ = 1 on the negative real axis, a critically damped mode;
// Re z > 0 is a growing mode). The method is stable for that mode when ρ(A(h; ω, ζ)) ≤ 1
// (amplification.h). For Runge–Kutta methods this is the textbook region |R(z)| ≤ 1; for the
// partitioned and second-order schemes (symplectic Euler, Verlet, Newmark, …) there is no
// R(z), and the region is that of the damped test oscillator, which is what a mode of the
// cloth is. The region is symmetric about the real axis.
#pragma once

#include "core/analysis/amplification.h"
#include "core/analysis/spectrum.h"
#include "core/scene/scene.h"

#include <Eigen/Core>
#include <array>
#include <complex>
#include <optional>
#include <vector>

namespace clothlab::core {

/// ρ(A) of `choice` for the mode at z = h·λ (Im z taken as |Im z|), with a velocity retention
/// r per step (amplificationMatrix()); nullopt when the method has no amplification matrix.
/// Independent of h: only ω·h, ζ and r enter.
std::optional<double> radiusAt(const IntegratorChoice& choice, std::complex<double> z,
                               double retention = 1.0);

/// ρ(A) sampled on a grid of the upper half plane: columns over Re z from reMin to reMax,
/// rows over Im z from 0 to imMax (both ends included).
struct RegionGrid {
    double reMin = -3.0;
    double reMax = 1.0;
    double imMax = 3.0;
    int columns = 2;
    int rows = 2;
    std::vector<double> radius; ///< row-major, rows × columns

    double re(int column) const;
    double im(int row) const;
    double at(int column, int row) const {
        return radius[static_cast<std::size_t>(row) * static_cast<std::size_t>(columns) +
                      static_cast<std::size_t>(column)];
    }
};

/// The grid of `choice`; nullopt when the method has no amplification matrix. Throws
/// std::invalid_argument for fewer than 2 columns or rows, or an empty range.
std::optional<RegionGrid> stabilityRegion(const IntegratorChoice& choice, double reMin,
                                          double reMax, double imMax, int columns, int rows,
                                          double retention = 1.0);

/// The boundary ρ = 1 of a grid as polylines in the whole plane (the upper half mirrored),
/// by marching squares with linear interpolation along the cell edges.
std::vector<std::vector<std::complex<double>>> regionBoundary(const RegionGrid& grid);

/// The scene's modes as points h·λ for a step h (Im ≥ 0).
std::vector<std::complex<double>> modePoints(const Spectrum& spectrum, double h);

/// One mode's shape and what carries it.
struct ModeShape {
    double omega = 0.0; ///< rad/s of the undamped symmetric problem
    /// Displacement per particle (pinned ones 0), scaled to a largest length of 1.
    Eigen::Matrix3Xd displacement;
    /// Share of the mode's strain energy in each spring kind (sums to 1; the axial stretch of
    /// each spring, k⁺ of its kind times its scale), by kindIndex().
    std::array<double, kSpringKindCount> springShares{};
};

/// The symmetric modes a scene's mode shapes are taken from: all of them for up to 1500 free
/// rows, else the 40 highest (Spectra). Computed once, they serve every modeShapeNear().
struct ShapeModes {
    SceneLinearisation linearisation;
    SymmetricModes modes;
};

/// The modes of `linearisation` (moved in). Throws std::invalid_argument for a scene without
/// free particles.
ShapeModes shapeModes(SceneLinearisation linearisation);

/// The mode of `modes` whose ω is nearest `omega` (rad/s); `scene` gives the stiffness of
/// each spring kind for the energy shares.
ModeShape modeShapeNear(const Scene& scene, const ShapeModes& modes, double omega);

/// modeShapeNear() of the scene linearised at its initial state (sceneLinearisation()).
/// Throws std::invalid_argument for scenes linearise() refuses and for a scene without free
/// particles.
ModeShape modeShapeNear(const Scene& scene, double omega);

/// The spring kind with the largest share.
SpringKind dominantKind(const ModeShape& shape);

} // namespace clothlab::core
