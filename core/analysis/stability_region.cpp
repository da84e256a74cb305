// Stability regions in the z = h·λ plane and mode shapes (stability_region.h).
#include "core/analysis/stability_region.h"

#include "core/model/system.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

namespace clothlab::core {

namespace {

/// ρ − 1 at a grid corner; non-finite radii count as unstable.
double level(const RegionGrid& grid, int column, int row) {
    const double r = grid.at(column, row);
    return std::isfinite(r) ? r - 1.0 - 1e-9 : 1e300;
}

// Marching squares. A grid edge is named by an id: 2·(row·columns + column) for the edge from
// (column, row) to (column + 1, row), one more for the edge to (column, row + 1).
struct Contour {
    const RegionGrid& grid;
    std::multimap<long, long> links; ///< edge id → the edge id its segment leads to

    long horizontal(int c, int r) const { return 2L * (long(r) * grid.columns + c); }
    long vertical(int c, int r) const { return 2L * (long(r) * grid.columns + c) + 1; }

    void link(long a, long b) {
        links.emplace(a, b);
        links.emplace(b, a);
    }

    /// Where the level crosses zero along the edge `id`.
    std::complex<double> point(long id) const {
        const long cell = id / 2;
        const int c = static_cast<int>(cell % grid.columns);
        const int r = static_cast<int>(cell / grid.columns);
        const int c2 = id % 2 == 0 ? c + 1 : c;
        const int r2 = id % 2 == 0 ? r : r + 1;
        const double a = level(grid, c, r);
        const double b = level(grid, c2, r2);
        const double t =
            (a < 1e299 && b < 1e299 && a != b) ? std::clamp(a / (a - b), 0.0, 1.0) : 0.5;
        return {grid.re(c) + t * (grid.re(c2) - grid.re(c)),
                grid.im(r) + t * (grid.im(r2) - grid.im(r))};
    }

    void cell(int c, int r) {
        const bool s0 = level(grid, c, r) <= 0.0; // corners counter-clockwise from (c, r)
        const bool s1 = level(grid, c + 1, r) <= 0.0;
        const bool s2 = level(grid, c + 1, r + 1) <= 0.0;
        const bool s3 = level(grid, c, r + 1) <= 0.0;
        const long bottom = horizontal(c, r);
        const long right = vertical(c + 1, r);
        const long top = horizontal(c, r + 1);
        const long left = vertical(c, r);
        std::vector<long> crossed;
        if (s0 != s1) {
            crossed.push_back(bottom);
        }
        if (s1 != s2) {
            crossed.push_back(right);
        }
        if (s2 != s3) {
            crossed.push_back(top);
        }
        if (s3 != s0) {
            crossed.push_back(left);
        }
        if (crossed.size() == 2) {
            link(crossed[0], crossed[1]);
        } else if (crossed.size() == 4) {
            // A saddle: the mean of the corners decides which diagonal pair is joined.
            const double mean = 0.25 * (level(grid, c, r) + level(grid, c + 1, r) +
                                        level(grid, c + 1, r + 1) + level(grid, c, r + 1));
            if ((mean <= 0.0) == s0) {
                link(bottom, right);
                link(top, left);
            } else {
                link(bottom, left);
                link(top, right);
            }
        }
    }

    std::vector<std::vector<std::complex<double>>> polylines() {
        std::vector<std::vector<std::complex<double>>> out;
        // Start at chain ends (edges with one link) first, then close the loops left.
        for (int pass = 0; pass < 2; ++pass) {
            for (auto it = links.begin(); it != links.end(); it = links.begin()) {
                long start = -1;
                for (const auto& [id, next] : links) {
                    if (pass == 1 || links.count(id) == 1) {
                        start = id;
                        break;
                    }
                }
                if (start < 0) {
                    break;
                }
                std::vector<std::complex<double>> line{point(start)};
                long at = start;
                while (true) {
                    const auto step = links.find(at);
                    if (step == links.end()) {
                        break;
                    }
                    const long next = step->second;
                    links.erase(step);
                    for (auto back = links.lower_bound(next);
                         back != links.end() && back->first == next; ++back) {
                        if (back->second == at) {
                            links.erase(back);
                            break;
                        }
                    }
                    line.push_back(point(next));
                    at = next;
                }
                out.push_back(std::move(line));
            }
        }
        return out;
    }
};

} // namespace

std::optional<double> radiusAt(const IntegratorChoice& choice, std::complex<double> z,
                               double retention) {
    const double omegaH = std::abs(z);
    const double zeta = omegaH > 0.0 ? -z.real() / omegaH : 0.0;
    if (omegaH == 0.0) {
        return 1.0; // a free rigid motion: every consistent method keeps it
    }
    const Amplification a = amplificationMatrix(choice, omegaH, 1.0, zeta, retention);
    if (!a.matrix) {
        return std::nullopt;
    }
    return spectralRadius(*a.matrix);
}

double RegionGrid::re(int column) const {
    return reMin + (reMax - reMin) * column / (columns - 1);
}

double RegionGrid::im(int row) const {
    return imMax * row / (rows - 1);
}

std::optional<RegionGrid> stabilityRegion(const IntegratorChoice& choice, double reMin,
                                          double reMax, double imMax, int columns, int rows,
                                          double retention) {
    if (columns < 2 || rows < 2 || !(reMax > reMin) || !(imMax > 0.0)) {
        throw std::invalid_argument("stability region: the grid needs at least 2 × 2 points "
                                    "over a non-empty range");
    }
    RegionGrid grid{reMin, reMax, imMax, columns, rows, {}};
    grid.radius.reserve(static_cast<std::size_t>(columns) * static_cast<std::size_t>(rows));
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const std::optional<double> radius =
                radiusAt(choice, {grid.re(c), grid.im(r)}, retention);
            if (!radius) {
                return std::nullopt;
            }
            grid.radius.push_back(*radius);
        }
    }
    return grid;
}

std::vector<std::vector<std::complex<double>>> regionBoundary(const RegionGrid& grid) {
    Contour contour{grid, {}};
    for (int r = 0; r + 1 < grid.rows; ++r) {
        for (int c = 0; c + 1 < grid.columns; ++c) {
            contour.cell(c, r);
        }
    }
    std::vector<std::vector<std::complex<double>>> lines = contour.polylines();
    const std::size_t upper = lines.size();
    for (std::size_t k = 0; k < upper; ++k) {
        std::vector<std::complex<double>> mirrored;
        for (const std::complex<double>& z : lines[k]) {
            mirrored.push_back(std::conj(z));
        }
        lines.push_back(std::move(mirrored));
    }
    return lines;
}

std::vector<std::complex<double>> modePoints(const Spectrum& spectrum, double h) {
    std::vector<std::complex<double>> points;
    points.reserve(spectrum.modes.size());
    for (const Mode& mode : spectrum.modes) {
        points.emplace_back(h * mode.re, h * std::abs(mode.im));
    }
    return points;
}

namespace {

/// Index of the eigenvalue whose ω = √max(0, ω²) is nearest `omega`.
Eigen::Index nearestMode(const Eigen::VectorXd& omega2, double omega) {
    Eigen::Index best = 0;
    for (Eigen::Index k = 0; k < omega2.size(); ++k) {
        const double candidate = std::sqrt(std::max(0.0, omega2[k]));
        if (std::abs(candidate - omega) <
            std::abs(std::sqrt(std::max(0.0, omega2[best])) - omega)) {
            best = k;
        }
    }
    return best;
}

/// Share of the strain energy of `displacement` in each spring kind: the axial stretch of each
/// spring, k⁺ of its kind times its scale.
std::array<double, kSpringKindCount> springShares(const Scene& scene, const System& system,
                                                  const Eigen::Matrix3Xd& displacement) {
    std::array<double, kSpringKindCount> shares{};
    double total = 0.0;
    const Eigen::Matrix3Xd& x = system.positions();
    for (const Spring& spring : system.springs()) {
        const Vec3 d = x.col(spring.j) - x.col(spring.i);
        const double length = d.norm();
        if (length <= 0.0) {
            continue;
        }
        const double stretch =
            d.dot(displacement.col(spring.j) - displacement.col(spring.i)) / length;
        const double energy =
            0.5 * scene.stiffness[spring.kind].stretch * spring.scale * stretch * stretch;
        shares[static_cast<std::size_t>(kindIndex(spring.kind))] += energy;
        total += energy;
    }
    if (total > 0.0) {
        for (double& share : shares) {
            share /= total;
        }
    }
    return shares;
}

} // namespace

ShapeModes shapeModes(SceneLinearisation linearisation) {
    const LinearisedForces& f = linearisation.forces;
    if (f.rows() == 0) {
        throw std::invalid_argument("mode shape: the scene has no free particles");
    }
    SymmetricModes modes = symmetricModes(f, f.rows() <= 1500 ? 0 : std::min(40, f.rows() - 2));
    return {std::move(linearisation), std::move(modes)};
}

ModeShape modeShapeNear(const Scene& scene, const ShapeModes& modes, double omega) {
    const LinearisedForces& f = modes.linearisation.forces;
    const System& system = modes.linearisation.system;
    const Eigen::Index best = nearestMode(modes.modes.omega2, omega);
    ModeShape shape;
    shape.omega = std::sqrt(std::max(0.0, modes.modes.omega2[best]));
    shape.displacement = Eigen::Matrix3Xd::Zero(3, system.particleCount());
    const Eigen::VectorXd phi =
        f.masses.cwiseSqrt().cwiseInverse().asDiagonal() * modes.modes.psi.col(best);
    for (std::size_t k = 0; k < f.freeParticles.size(); ++k) {
        shape.displacement.col(f.freeParticles[k]) =
            phi.segment<3>(3 * static_cast<Eigen::Index>(k));
    }
    const double largest = shape.displacement.colwise().norm().maxCoeff();
    if (largest > 0.0) {
        shape.displacement /= largest;
    }
    shape.springShares = springShares(scene, system, shape.displacement);
    return shape;
}

ModeShape modeShapeNear(const Scene& scene, double omega) {
    return modeShapeNear(scene, shapeModes(sceneLinearisation(scene)), omega);
}

SpringKind dominantKind(const ModeShape& shape) {
    const auto largest = std::max_element(shape.springShares.begin(), shape.springShares.end());
    return kAllSpringKinds[static_cast<std::size_t>(largest - shape.springShares.begin())];
}

} // namespace clothlab::core
