// What the analyses share (analysis.h).
#include "core/analysis/analysis.h"

#include <algorithm>
#include <cmath>

namespace clothlab::core {

std::optional<double> fittedLogSlope(const std::vector<double>& x, const std::vector<double>& y) {
    double n = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0;
    for (std::size_t k = 0; k < std::min(x.size(), y.size()); ++k) {
        if (x[k] > 0.0 && y[k] > 0.0) {
            const double lx = std::log(x[k]);
            const double ly = std::log(y[k]);
            n += 1.0;
            sx += lx;
            sy += ly;
            sxx += lx * lx;
            sxy += lx * ly;
        }
    }
    const double denominator = n * sxx - sx * sx;
    if (n < 2.0 || denominator <= 0.0) {
        return std::nullopt;
    }
    return (n * sxy - sx * sy) / denominator;
}

} // namespace clothlab::core
