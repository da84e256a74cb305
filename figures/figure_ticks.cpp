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
    const bool subTicks = every == 1 && last - first <= 6;
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

/// A log axis that spans less than two decades: labels at 1, 2, 5 × 10ᵏ (or every digit).
QVector<Tick> shortLogTicks(const Axis& axis, const QVector<double>& mantissas) {
    QVector<Tick> ticks;
    for (int k = static_cast<int>(std::floor(std::log10(axis.lower)));
         k <= static_cast<int>(std::ceil(std::log10(axis.upper))); ++k) {
        for (double m : mantissas) {
            const double value = m * std::pow(10.0, k);
            if (value >= axis.lower * (1 - 1e-9) && value <= axis.upper * (1 + 1e-9)) {
                ticks.push_back(numberTick(value));
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
    if (last - first < 1) {
        for (const QVector<double>& mantissas :
             {QVector<double>{1, 2, 5}, QVector<double>{1, 2, 3, 4, 5, 6, 7, 8, 9}}) {
            QVector<Tick> ticks = shortLogTicks(axis, mantissas);
            if (ticks.size() >= 2 || mantissas.size() > 3) {
                return fits(axis, ticks, length, extent, gap) ? ticks : ticks.mid(0, 1);
            }
        }
    }
    for (int every : {1, 2, 3, 4, 5, 10, 20, 50, 100}) {
        QVector<Tick> ticks = decadeTicks(axis, first, last, every);
        if (fits(axis, ticks, length, extent, gap)) {
            return ticks;
        }
    }
    return decadeTicks(axis, first, last, std::max(1, last - first + 1));
}

} // namespace

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
