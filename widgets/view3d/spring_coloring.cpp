// Colour maps as tables sampled from their published definitions, interpolated linearly in
// sRGB between the samples: with nine samples the error is below what a one-pixel line
// shows, and no colour science runs per frame.
#include "widgets/view3d/spring_coloring.h"

#include "core/forces/spring_measures.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::widgets {

namespace {

using Table = std::array<std::array<int, 3>, 9>;

// Moreland's cool–warm at t = 0, 1/8, …, 1 (his table, as matplotlib's "coolwarm").
constexpr Table kCoolWarm = {{{59, 76, 192},
                              {98, 130, 234},
                              {141, 176, 254},
                              {184, 208, 249},
                              {221, 221, 221},
                              {245, 196, 173},
                              {244, 154, 123},
                              {222, 96, 77},
                              {180, 4, 38}}};

// Viridis at t = 0, 1/8, …, 1.
constexpr Table kViridis = {{{68, 1, 84},
                             {71, 44, 122},
                             {59, 81, 139},
                             {44, 113, 142},
                             {33, 144, 141},
                             {39, 173, 129},
                             {92, 200, 99},
                             {170, 220, 50},
                             {253, 231, 37}}};

QColor sample(const Table& table, double t) {
    if (!std::isfinite(t))
        t = 0.0;
    const double x = std::clamp(t, 0.0, 1.0) * double(table.size() - 1);
    const auto k = std::min(static_cast<std::size_t>(x), table.size() - 2);
    const double f = x - double(k);
    std::array<int, 3> rgb{};
    for (std::size_t c = 0; c < 3; ++c)
        rgb[c] = int(std::lround((1.0 - f) * table[k][c] + f * table[k + 1][c]));
    return QColor(rgb[0], rgb[1], rgb[2]);
}

} // namespace

QColor divergingColor(double t) {
    return sample(kCoolWarm, 0.5 * (t + 1.0));
}

QColor sequentialColor(double t) {
    return sample(kViridis, t);
}

QColor springValueColor(SpringColoring coloring, double value, const SpringColorRange& range) {
    const double span = range.max - range.min;
    const double t = span > 0.0 ? (value - range.min) / span : 0.5;
    if (coloring == SpringColoring::Strain)
        return divergingColor(2.0 * t - 1.0);
    return sequentialColor(t);
}

SpringColorRange automaticColorRange(SpringColoring coloring, const std::vector<double>& values) {
    double scale = core::magnitudeQuantile(values, kSpringColorQuantile);
    // A cloth at rest: strains are zero up to rounding; a tiny range keeps them neutral grey
    // (strain) or the low end (energy) rather than dividing by zero.
    const double floor = coloring == SpringColoring::Strain ? 1e-6 : 1e-12;
    if (!(scale > floor))
        scale = floor;
    if (coloring == SpringColoring::Strain)
        return {-scale, scale};
    return {0.0, scale};
}

} // namespace clothlab::widgets
