// Tick placement of figure_renderer.h: nice linear steps, powers of ten on log axes, and
// thinning until no two labels overlap.
#include "figures/figure_renderer.h"

#include <algorithm>
#include <cmath>

namespace clothlab::figures {

namespace {

/// "−3" with a real minus sign, as typeset.
QString signedInteger(long value) {
    return value < 0 ? QStringLiteral("\u2212") + QString::number(-value) : QString::number(value);
}

/// A linear tick label: six significant digits; exponents as ·10ᵏ.
Tick numberTick(double value) {
    Tick tick{value, QString::number(value, 'g', 6), {}, true};
    const qsizetype e = tick.label.indexOf(QLatin1Char('e'));
    if (e >= 0) {
        const QString mantissa = tick.label.left(e);
        tick.exponent = signedInteger(tick.label.mid(e + 1).toLong());
        tick.label = mantissa == QStringLiteral("1") ? QStringLiteral("10")
                                                     : mantissa + QStringLiteral("·10");
    }
    tick.label.replace(QLatin1Char('-'), QChar(0x2212));
    return tick;
}

double position(const Axis& axis, double value, double length) {
    if (axis.logarithmic) {
        return (std::log10(value) - std::log10(axis.lower)) /
               (std::log10(axis.upper) - std::log10(axis.lower)) * length;
    }
    return (value - axis.lower) / (axis.upper - axis.lower) * length;
}

/// True when the labelled ticks keep `gap` between their labels.
bool fits(const Axis& axis, const QVector<Tick>& ticks, double length,
          const std::function<double(const Tick&)>& extent, double gap) {
    double previousEnd = -HUGE_VAL;
    QVector<const Tick*> labelled;
    for (const Tick& tick : ticks) {
        if (!tick.label.isEmpty()) {
            labelled.push_back(&tick);
        }
    }
    std::sort(labelled.begin(), labelled.end(), [&](const Tick* a, const Tick* b) {
        return position(axis, a->value, length) < position(axis, b->value, length);
    });
    for (const Tick* tick : labelled) {
        const double at = position(axis, tick->value, length);
        const double half = 0.5 * extent(*tick);
        if (at - half < previousEnd + gap) {
            return false;
        }
        previousEnd = at + half;
    }
    return true;
}

QVector<Tick> linearTicks(const Axis& axis, double step) {
    QVector<Tick> ticks;
    const double first = std::ceil(axis.lower / step - 1e-9);
    const double last = std::floor(axis.upper / step + 1e-9);
    for (double k = first; k <= last && ticks.size() < 1000; k += 1.0) {
        const double value = std::abs(k) < 0.5 ? 0.0 : k * step;
        ticks.push_back(numberTick(value));
    }
    return ticks;
}

QVector<Tick> linearAxisTicks(const Axis& axis, double length,
                              const std::function<double(const Tick&)>& extent, double gap) {
    const double span = axis.upper - axis.lower;
    if (!(span > 0.0) || !std::isfinite(span)) {
        return {};
    }
    // Nice steps from a tenth of the span upwards: 1, 2, 2.5, 5 × 10ᵏ.
    double decade = std::pow(10.0, std::floor(std::log10(span / 10.0)));
    const double mantissas[] = {1.0, 2.0, 2.5, 5.0};
    for (int round = 0; round < 12; ++round, decade *= 10.0) {
        for (double m : mantissas) {
            const double step = m * decade;
            if (span / step > 10.0) {
                continue;
            }
            QVector<Tick> ticks = linearTicks(axis, step);
            if (ticks.size() <= 1 || fits(axis, ticks, length, extent, gap)) {
                return ticks;
            }
        }
    }
    return {};
}

/// Ticks of a log axis with a labelled power of ten every `every` decades and minor ticks
/// at the other decades (and at 2…9 × 10ᵏ when every decade is labelled and few are shown).
QVector<Tick> decadeTicks(const Axis& axis, int first, int last, int every) {
    QVector<Tick> ticks;
    const bool subTicks = every == 1 && last - first <= 8;
    for (int k = first - 1; k <= last; ++k) {
        const double decade = std::pow(10.0, k);
        if (k >= first) {
            Tick tick{decade, {}, {}, (k - first) % every == 0};
            if (tick.major) {
                tick.label = QStringLiteral("10");
                tick.exponent = signedInteger(k);
            }
            ticks.push_back(tick);
        }
        for (int m = 2; subTicks && m <= 9; ++m) {
            const double value = m * decade;
            if (value >= axis.lower && value <= axis.upper) {
                ticks.push_back(Tick{value, {}, {}, false});
            }
        }
    }
    return ticks;
}

/// A tick at m × 10ᵏ: "10⁻³" for m = 1, "2×10⁻³" otherwise, the exponent a superscript.
Tick powerTick(double mantissa, int k, bool labelled) {
    Tick tick{mantissa * std::pow(10.0, k), {}, {}, labelled};
    if (labelled) {
        tick.label = mantissa == 1.0 ? QStringLiteral("10")
                                     : QString::number(mantissa) + QStringLiteral("×10");
        tick.exponent = signedInteger(k);
    }
    return tick;
}

/// A log axis that spans less than two decades: labels at the mantissas `labelled` of each
/// decade (1, 2, 5 or just 1), minor ticks at the other digits.
QVector<Tick> shortLogTicks(const Axis& axis, const QVector<double>& labelled) {
    QVector<Tick> ticks;
    for (int k = static_cast<int>(std::floor(std::log10(axis.lower))) - 1;
         k <= static_cast<int>(std::ceil(std::log10(axis.upper))); ++k) {
        for (int m = 1; m <= 9; ++m) {
            const double value = m * std::pow(10.0, k);
            if (value >= axis.lower * (1 - 1e-9) && value <= axis.upper * (1 + 1e-9)) {
                ticks.push_back(powerTick(m, k, labelled.contains(m)));
            }
        }
    }
    return ticks;
}

QVector<Tick> logAxisTicks(const Axis& axis, double length,
                           const std::function<double(const Tick&)>& extent, double gap) {
    if (!(axis.lower > 0.0) || !(axis.upper > axis.lower) || !std::isfinite(axis.upper)) {
        return {};
    }
    const int first = static_cast<int>(std::ceil(std::log10(axis.lower) - 1e-9));
    const int last = static_cast<int>(std::floor(std::log10(axis.upper) + 1e-9));
    if (std::log10(axis.upper / axis.lower) < 2.0 - 1e-9) {
        QVector<Tick> ticks;
        for (const QVector<double>& labelled :
             {QVector<double>{1, 2, 5}, QVector<double>{1, 3}, QVector<double>{1}}) {
            ticks = shortLogTicks(axis, labelled);
            if (fits(axis, ticks, length, extent, gap)) {
                return ticks;
            }
        }
        return ticks;
    }
    for (int every : {1, 2, 3, 4, 5, 10, 20, 50, 100}) {
        QVector<Tick> ticks = decadeTicks(axis, first, last, every);
        if (fits(axis, ticks, length, extent, gap)) {
            return ticks;
        }
    }
    return decadeTicks(axis, first, last, std::max(1, last - first + 1));
}

/// The nearest value of the form m × 10ᵏ, m ∈ `mantissas`, at or below (`down`) or at or
/// above `value`.
double niceLogValue(double value, bool down, const QVector<double>& mantissas) {
    const int k = static_cast<int>(std::floor(std::log10(value)));
    double best = down ? 0.0 : HUGE_VAL;
    for (int decade = k - 1; decade <= k + 1; ++decade) {
        for (double m : mantissas) {
            const double candidate = m * std::pow(10.0, decade);
            if (down && candidate <= value * (1 + 1e-9)) {
                best = std::max(best, candidate);
            } else if (!down && candidate >= value * (1 - 1e-9)) {
                best = std::min(best, candidate);
            }
        }
    }
    return best;
}

} // namespace

void extendLogRange(Axis& axis) {
    if (!axis.logarithmic || !axis.categories.isEmpty() || !(axis.lower > 0.0) ||
        !(axis.upper > axis.lower) || !std::isfinite(axis.upper)) {
        return;
    }
    // To the next minor tick (every digit of a decade) when that is near, so that the axis
    // ends on a tick without a wide empty margin; past eight decades to whole decades.
    const double span = std::log10(axis.upper / axis.lower);
    const QVector<double> mantissas =
        span > 8.0 ? QVector<double>{1} : QVector<double>{1, 2, 3, 4, 5, 6, 7, 8, 9};
    const double reach = span > 8.0 ? 1.0 : 0.1 * span;
    const double lower = niceLogValue(axis.lower, true, mantissas);
    const double upper = niceLogValue(axis.upper, false, mantissas);
    if (std::log10(axis.lower / lower) <= reach) {
        axis.lower = lower;
    }
    if (std::log10(upper / axis.upper) <= reach) {
        axis.upper = upper;
    }
}

QVector<Tick> axisTicks(const Axis& axis, double length,
                        const std::function<double(const Tick&)>& extent, double gap) {
    if (!axis.categories.isEmpty()) {
        QVector<Tick> ticks;
        for (int k = 0; k < axis.categories.size(); ++k) {
            ticks.push_back(Tick{k + 1.0, axis.categories[k], {}, true});
        }
        return ticks;
    }
    return axis.logarithmic ? logAxisTicks(axis, length, extent, gap)
                            : linearAxisTicks(axis, length, extent, gap);
}

} // namespace clothlab::figures
