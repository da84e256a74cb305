#include "figures/figure.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <QTextStream>
#include <algorithm>
#include <cmath>

namespace clothlab::figures {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(Figure)
};

/// Smallest and largest value (positive only on a log axis); empty when there is none.
struct Extent {
    double lower = HUGE_VAL;
    double upper = -HUGE_VAL;
    void add(double v, bool logarithmic) {
        if (std::isfinite(v) && (!logarithmic || v > 0.0)) {
            lower = std::min(lower, v);
            upper = std::max(upper, v);
        }
    }
    bool empty() const { return lower > upper; }
};

void setRange(Axis& axis, Extent extent, double margin, bool keepZero) {
    if (extent.empty()) {
        extent = axis.logarithmic ? Extent{1.0, 10.0} : Extent{0.0, 1.0};
    }
    if (axis.logarithmic) {
        const double lower = std::log10(extent.lower);
        const double upper = std::log10(extent.upper);
        const double pad = margin > 0.0 ? std::max(upper - lower, 0.5) * margin : 0.0;
        axis.lower = std::pow(10.0, lower - pad);
        axis.upper = std::pow(10.0, upper + pad);
        if (axis.upper <= axis.lower) { // one value: show its decade
            axis.lower /= std::sqrt(10.0);
            axis.upper *= std::sqrt(10.0);
        }
        return;
    }
    double lower = extent.lower;
    double upper = extent.upper;
    if (upper <= lower) { // one value: a unit span around it
        lower -= 0.5;
        upper += 0.5;
    }
    const double pad = margin > 0.0 ? std::max(upper - lower, 1e-300) * margin : 0.0;
    axis.lower = keepZero && lower >= 0.0 ? lower : lower - pad;
    axis.upper = upper + pad;
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n'))) {
        return text;
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvNumber(double value) {
    return QString::number(value, 'g', 17);
}

} // namespace

double barBase(const QVector<double>& values, bool logarithmic) {
    if (!logarithmic) {
        return 0.0;
    }
    double smallest = HUGE_VAL;
    for (double v : values) {
        if (v > 0.0) {
            smallest = std::min(smallest, v);
        }
    }
    return std::isfinite(smallest) ? std::pow(10.0, std::floor(std::log10(smallest)) - 1.0) : 1.0;
}

void Figure::setBars(Bars newBars) {
    newBars.base = barBase(newBars.values, x.logarithmic);
    y.categories = newBars.categories;
    y.logarithmic = false;
    bars = std::move(newBars);
}

void Figure::fit(double margin) {
    if (bars) {
        bars->base = barBase(bars->values, x.logarithmic);
        Extent values;
        values.add(bars->base, x.logarithmic);
        for (double v : bars->values) {
            values.add(v, x.logarithmic);
        }
        setRange(x, values, margin, true);
        y.lower = 0.4;
        y.upper = static_cast<double>(bars->categories.size()) + 0.6;
        return;
    }
    Extent xs;
    Extent ys;
    for (const Series& s : series) {
        if (!s.visible) {
            continue;
        }
        for (const QPointF& p : s.points) {
            if ((!x.logarithmic || p.x() > 0.0) && (!y.logarithmic || p.y() > 0.0)) {
                xs.add(p.x(), x.logarithmic);
                ys.add(p.y(), y.logarithmic);
            }
        }
    }
    if (!x.logarithmic && !xs.empty() && xs.upper <= xs.lower) {
        xs.upper = xs.lower + 1.0; // one instant: time does not run backwards
    }
    setRange(x, xs, margin, false);
    if (!y.categories.isEmpty()) { // bands along a category axis: every category shown
        y.lower = 0.4;
        y.upper = static_cast<double>(y.categories.size()) + 0.6;
        return;
    }
    setRange(y, ys, margin, false);
}

void writeCsv(const Figure& figure, QIODevice* device) {
    QTextStream out(device);
    out.setEncoding(QStringConverter::Utf8);
    if (figure.bars) {
        const Bars& bars = *figure.bars;
        out << "category," << csvField(figure.x.label) << '\n';
        for (int k = 0; k < bars.values.size() && k < bars.categories.size(); ++k) {
            out << csvField(bars.categories[k]) << ',' << csvNumber(bars.values[k]) << '\n';
        }
        return;
    }
    out << "series," << csvField(figure.x.label) << ',' << csvField(figure.y.label) << '\n';
    for (const Series& s : figure.series) {
        const QString name = csvField(s.name);
        for (const QPointF& p : s.points) {
            out << name << ',' << csvNumber(p.x()) << ',' << csvNumber(p.y()) << '\n';
        }
    }
}

bool writeCsvFile(const Figure& figure, const QString& path, QString* error) {
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly)) {
        writeCsv(figure, &file);
        if (file.commit()) {
            return true;
        }
    }
    if (error) {
        *error = Text::tr("Cannot write %1: %2").arg(path, file.errorString());
    }
    return false;
}

} // namespace clothlab::figures
