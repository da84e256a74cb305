// Per-spring strain and energy through the force model's own kernel (spring_law.h) at zero
// velocity and damping, so a spring's energy here is bit for bit the elastic term the force
// model sums for it.
#include "core/forces/spring_measures.h"

#include "core/forces/spring_law.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core {

SpringStiffness effectiveStiffness(const Spring& spring, const StiffnessTable& table) {
    const SpringStiffness& kind = table[spring.kind];
    return {kind.stretch * spring.scale, kind.compression * spring.scale,
            kind.damping * spring.scale};
}

void measureSprings(const std::vector<Spring>& springs, const StiffnessTable& table,
                    const Eigen::Matrix3Xd& x, SpringMeasures& out) {
    out.strain.resize(springs.size());
    out.energy.resize(springs.size());
    for (std::size_t s = 0; s < springs.size(); ++s) {
        const Spring& spring = springs[s];
        const SpringStiffness k = effectiveStiffness(spring, table);
        const Vec3 d = x.col(spring.j) - x.col(spring.i);
        const SpringLawResult<double> law = springLaw(
            d.x(), d.y(), d.z(), 0.0, 0.0, 0.0, spring.restLength, k.stretch, k.compression, 0.0);
        out.strain[s] = (d.norm() - spring.restLength) / spring.restLength;
        out.energy[s] = law.elastic;
    }
}

SpringMeasures measureSprings(const System& system, const Eigen::Matrix3Xd& x) {
    SpringMeasures measures;
    measureSprings(system.springs(), system.stiffness(), x, measures);
    return measures;
}

double magnitudeQuantile(const std::vector<double>& values, double q) {
    if (values.empty())
        return 0.0;
    std::vector<double> magnitudes(values.size());
    std::transform(values.begin(), values.end(), magnitudes.begin(),
                   [](double v) { return std::abs(v); });
    // Nearest rank: the smallest value with at least q·n values at or below it.
    const auto n = static_cast<double>(magnitudes.size());
    const auto rank = static_cast<std::size_t>(std::clamp(std::ceil(q * n), 1.0, n)) - 1;
    std::nth_element(magnitudes.begin(), magnitudes.begin() + std::ptrdiff_t(rank),
                     magnitudes.end());
    return magnitudes[rank];
}

} // namespace clothlab::core
