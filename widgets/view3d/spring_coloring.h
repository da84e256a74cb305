// Springs coloured by a measure of the state shown (core/forces/spring_measures.h): the
// choice, the two colour maps and the automatic colour range. Shared by the 3D scene, which
// colours the lines, and the colour bar, which names the quantity and the range.
#pragma once

#include <QColor>
#include <vector>

namespace clothlab::widgets {

/// What the 3D view colours springs by; None draws each kind in its own colour.
enum class SpringColoring {
    None,
    Strain, ///< (l − L)/L, diverging map: compression blue, rest grey, stretch red
    Energy, ///< elastic energy ½·k·(l − L)², J, sequential map
};

/// Values from `min` to `max` span the map; values beyond take the end colours. For strain
/// the range is symmetric about 0 (min = −max), so rest is always the neutral colour.
struct SpringColorRange {
    double min = 0.0;
    double max = 0.0;
    bool operator==(const SpringColorRange&) const = default;
};

/// The quantile of |value| the automatic range reaches: the top 1 % of springs saturate
/// instead of washing out the rest.
inline constexpr double kSpringColorQuantile = 0.99;

/// Moreland's cool–warm diverging map (Moreland 2009, "Diverging Color Maps for Scientific
/// Visualization"), t ∈ [−1, 1]: −1 blue, 0 light grey, +1 red; clamped.
QColor divergingColor(double t);
/// Viridis (van der Walt & Smith, matplotlib 2015), t ∈ [0, 1]: 0 dark violet, 1 yellow;
/// perceptually uniform and readable in grey; clamped.
QColor sequentialColor(double t);
/// The colour of a spring whose measure is `value` (strain, or energy in J).
QColor springValueColor(SpringColoring coloring, double value, const SpringColorRange& range);
/// The automatic range of `values` (strains, or energies in J): strain ±q, energy [0, q], q
/// the kSpringColorQuantile of |value|; never empty (a state at rest gets a tiny range).
SpringColorRange automaticColorRange(SpringColoring coloring, const std::vector<double>& values);

} // namespace clothlab::widgets
