#include "figures/work_precision_figure.h"

#include "figures/math_text.h"
#include "text/catalog_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace clothlab::figures {

namespace catalog = text::catalog;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)
};

QString number(double value, int digits = 3) {
    return QLocale().toString(value, 'g', digits);
}

/// The band under the curves: wide, light, drawn first so that the curves stay on top.
Series paretoSeries(const core::WorkPrecisionResult& result) {
    Series front;
    front.name = Text::tr("Pareto front");
    front.color = QColor(0xC8, 0xC8, 0xC8);
    front.keepStyle = true;
    front.weight = 5.0;
    for (const core::PointIndex& i : core::paretoFront(result)) {
        const core::WorkPrecisionPoint& p = result.series[i.series].points[i.point];
        front.points.push_back(QPointF(p.cpuSeconds, p.error.rms));
    }
    return front;
}

QString statusText(const core::WorkPrecisionPoint& point) {
    return point.blowUp ? Text::tr("blew up at t = %1 s").arg(number(point.blowUp->time, 6))
                        : Text::tr("ok");
}

void addRows(const core::WorkPrecisionSeries& series, AnalysisTable& table) {
    for (const core::WorkPrecisionPoint& p : series.points) {
        const QString error = p.blowUp ? statusText(p) : QString();
        table.rows.push_back(
            {TableCell{catalog::integratorName(series.integrator.id),
                       QString::fromStdString(series.integrator.id)},
             TableCell{p.dt, {}}, p.tolerance ? TableCell{*p.tolerance, {}} : TableCell{},
             p.blowUp ? TableCell{error, HUGE_VAL} : TableCell{p.error.rms, {}},
             p.blowUp ? TableCell{error, HUGE_VAL} : TableCell{p.error.max, {}},
             TableCell{p.cpuSeconds, {}}, TableCell{static_cast<double>(p.work.steps), {}},
             TableCell{static_cast<double>(p.work.evaluations()), {}},
             TableCell{statusText(p), {}}});
    }
}

/// A stiffness to two digits without an exponent: "130,000", "2.5".
QString stiffnessText(double value) {
    if (value < 100.0) {
        return number(value, 2);
    }
    const double unit = std::pow(10.0, std::floor(std::log10(value)) - 1.0);
    return QLocale().toString(std::round(value / unit) * unit, 'f', 0);
}

/// The band edges around each measured stiffness: halfway in log between neighbours, half a
/// spacing beyond the ends (a factor 1.25 for a single stiffness).
std::vector<double> bandEdges(const std::vector<double>& x) {
    std::vector<double> edges;
    const std::size_t n = x.size();
    const double ratio = n > 1 ? std::sqrt(x[1] / x[0]) : 1.25;
    const double lastRatio = n > 1 ? std::sqrt(x[n - 1] / x[n - 2]) : 1.25;
    edges.push_back(x.front() / ratio);
    for (std::size_t p = 1; p < n; ++p) {
        edges.push_back(std::sqrt(x[p - 1] * x[p]));
    }
    edges.push_back(x.back() * lastRatio);
    return edges;
}

/// The winner's series at each stiffness; −1 where no method reached the accuracy.
std::vector<int> winners(const core::StiffnessCrossoverResult& result) {
    std::vector<int> out;
    for (const auto& cheapest : result.cheapest) {
        out.push_back(cheapest ? static_cast<int>(cheapest->best.series) : -1);
    }
    return out;
}

/// The method names by series (of the first scale's result, the same at every scale).
QStringList methodNames(const core::StiffnessCrossoverResult& result) {
    QStringList names;
    if (!result.results.empty()) {
        for (const core::WorkPrecisionSeries& series : result.results.front().series) {
            names << catalog::integratorName(series.integrator.id);
        }
    }
    return names;
}

/// One row per method (and a last row "none" when `hasNone`): a band over the stiffnesses
/// where the row's method wins.
void addBands(const std::vector<double>& x, const std::vector<int>& winner, bool hasNone,
              Figure& figure) {
    const std::vector<double> edges = bandEdges(x);
    const int rows = static_cast<int>(figure.y.categories.size());
    for (int row = 0; row < rows; ++row) {
        Series band = markedSeries(figure.y.categories[row], static_cast<std::size_t>(row));
        band.marker = Marker::None;
        band.keepStyle = true; // solid, in the method's colour: a band, not a curve
        band.parametric = true;
        band.weight = 7.0;
        band.colorGroup = row;
        const int method = hasNone && row == rows - 1 ? -1 : row;
        for (std::size_t p = 0; p < x.size(); ++p) {
            if (winner[p] != method) {
                continue;
            }
            if (!band.points.isEmpty() && band.points.back().x() == edges[p]) {
                band.points.back().setX(edges[p + 1]); // extends the band to the right
            } else {
                if (!band.points.isEmpty()) {
                    band.points.push_back(QPointF(HUGE_VAL, HUGE_VAL)); // a break
                }
                band.points.push_back(QPointF(edges[p], row + 1.0));
                band.points.push_back(QPointF(edges[p + 1], row + 1.0));
            }
        }
        if (method < 0) {
            band.color = QColor(0xA0, 0xA0, 0xA0);
            band.keepStyle = true;
        }
        figure.series.push_back(band);
    }
}

void addRows(const CrossoverAnalysis& analysis, double unit, AnalysisTable& table) {
    const core::StiffnessCrossoverResult& result = analysis.result;
    for (std::size_t p = 0; p < result.scales.size(); ++p) {
        const auto& r = result.cheapest[p];
        const auto name = [&](const core::CostAtAccuracy& at) {
            const core::IntegratorChoice& c = result.results[p].series[at.series].integrator;
            return TableCell{catalog::integratorName(c.id), QString::fromStdString(c.id)};
        };
        const QString none = Text::tr("no method reached the accuracy");
        table.rows.push_back({TableCell{result.scales[p] * unit, {}},
                              r ? name(r->best) : TableCell{none, {}},
                              r ? TableCell{r->best.dt, {}} : TableCell{},
                              r ? TableCell{r->best.cost, {}} : TableCell{},
                              r && r->runnerUp ? name(*r->runnerUp) : TableCell{},
                              r && r->factor ? TableCell{*r->factor, {}} : TableCell{}});
    }
}

/// How a cost is named: a column head ("CPU time (s)"), inside a sentence ("CPU time") or
/// as an amount ("0.12 s of CPU time", with `amount` for %1).
enum class CostForm { Column, Phrase, Amount };

QString costText(core::WorkMeasure measure, CostForm form, const QString& amount = {}) {
    switch (measure) {
    case core::WorkMeasure::CpuSeconds:
        return form == CostForm::Column   ? Text::tr("CPU time (s)")
               : form == CostForm::Phrase ? Text::tr("CPU time")
                                          : Text::tr("%1 s of CPU time").arg(amount);
    case core::WorkMeasure::Evaluations:
        return form == CostForm::Column   ? Text::tr("Evaluations")
               : form == CostForm::Phrase ? Text::tr("force evaluations and CG iterations")
                                          : Text::tr("%1 evaluations").arg(amount);
    case core::WorkMeasure::Steps:
        return form == CostForm::Column   ? Text::tr("Steps")
               : form == CostForm::Phrase ? Text::tr("steps")
                                          : Text::tr("%1 steps").arg(amount);
    }
    return {};
}

} // namespace

AnalysisPresentation presentWorkPrecision(const core::WorkPrecisionResult& result,
                                          const QString& sceneName) {
    AnalysisPresentation out;
    Figure& figure = out.figure;
    figure.x.logarithmic = true;
    figure.y.logarithmic = true;
    figure.x.label = Text::tr("CPU time (s)");
    figure.y.label = Text::tr("RMS error at t = %1 s (m)").arg(number(result.duration, 6));
    figure.series.push_back(paretoSeries(result));
    Series blown;
    blown.name = Text::tr("blew up");
    blown.color = Qt::black;
    blown.marker = Marker::Cross;
    blown.lines = false;
    blown.keepStyle = true;
    blown.infiniteAtBorder = true;
    for (std::size_t s = 0; s < result.series.size(); ++s) {
        const core::WorkPrecisionSeries& series = result.series[s];
        Series curve = markedSeries(catalog::integratorName(series.integrator.id), s);
        for (const core::WorkPrecisionPoint& p : series.points) {
            if (p.finite()) {
                curve.points.push_back(QPointF(p.cpuSeconds, p.error.rms));
            } else if (p.cpuSeconds > 0.0) {
                blown.points.push_back(QPointF(p.cpuSeconds, HUGE_VAL));
            }
        }
        figure.series.push_back(curve);
        addRows(series, out.table);
    }
    if (!blown.points.isEmpty()) {
        figure.series.push_back(blown);
    }
    for (const core::Crossover& c : core::crossovers(result)) {
        figure.labels.push_back(
            {QPointF(c.cost, c.accuracy), Text::tr("%1 m").arg(scientificMath(c.accuracy, 2))});
    }
    figure.fit(0.06);
    out.table.columns = {{Text::tr("Integrator"), false},
                         {Text::tr("dt (s)")},
                         {Text::tr("Tolerance")},
                         {Text::tr("Error RMS (m)")},
                         {Text::tr("Error max (m)")},
                         {Text::tr("CPU time (s)")},
                         {Text::tr("Steps")},
                         {Text::tr("Evaluations")},
                         {Text::tr("Status"), false}};
    out.caption =
        Text::tr("Work–precision on “%1”: RMS error of the positions at t = %2 s against the "
                 "reference %3, against the thread CPU time of each run (its first step not "
                 "counted). Grey band: the Pareto front; crosses at the top: runs that blew up; "
                 "labels: the accuracies where the cheapest method changes.")
            .arg(sceneName, number(result.duration, 6), integratorChoiceText(result.reference));
    return out;
}

AnalysisPresentation presentWorkPrecision(const WorkPrecisionAnalysis& analysis,
                                          const QString& sceneName) {
    AnalysisPresentation out = presentWorkPrecision(analysis.result, sceneName);
    if (analysis.accuracy) {
        const std::optional<core::Recommendation> r =
            core::recommend(analysis.result, *analysis.accuracy, analysis.measure);
        out.caption += QLatin1Char(' ') +
                       (r ? recommendationText(analysis.result, *r)
                          : Text::tr("No method reached %1 m.").arg(number(*analysis.accuracy)));
    }
    addPremise(analysis.premise, out);
    return out;
}

QString recommendationText(const core::WorkPrecisionResult& result,
                           const core::Recommendation& recommendation) {
    const auto choice = [&](const core::CostAtAccuracy& at) {
        const QString name = catalog::integratorName(result.series[at.series].integrator.id);
        return at.tolerance ? Text::tr("%1 at tolerance ≈ %2").arg(name, number(*at.tolerance, 2))
                            : Text::tr("%1 at dt ≈ %2 s").arg(name, number(at.dt));
    };
    const QString work =
        costText(recommendation.measure, CostForm::Amount, number(recommendation.best.cost));
    QString text = Text::tr("For %1 m at t = %2 s: %3, %4.")
                       .arg(number(recommendation.accuracy), number(result.duration, 6),
                            choice(recommendation.best), work);
    if (recommendation.runnerUp && recommendation.factor) {
        text += QLatin1Char(' ') +
                Text::tr("Runner-up: %1, %2 × as much.")
                    .arg(choice(*recommendation.runnerUp), number(*recommendation.factor, 2));
    }
    return text;
}

AnalysisPresentation presentCrossover(const CrossoverAnalysis& analysis, const QString& sceneName) {
    const core::StiffnessCrossoverResult& result = analysis.result;
    const StiffnessAxis axis = stiffnessAxis(result.kind, analysis.baseStiffness);
    const double unit = axis.unit;
    AnalysisPresentation out;
    Figure& figure = out.figure;
    figure.legend = false; // the rows name the methods
    figure.x.logarithmic = true;
    figure.x.label = axis.label;
    figure.y.categories = methodNames(result);
    const std::vector<int> winner = winners(result);
    const bool hasNone = std::find(winner.begin(), winner.end(), -1) != winner.end();
    if (hasNone) {
        figure.y.categories << Text::tr("none");
    }
    std::vector<double> x;
    for (double scale : result.scales) {
        x.push_back(scale * unit);
    }
    if (!x.empty()) {
        addBands(x, winner, hasNone, figure);
        const std::vector<double> edges = bandEdges(x);
        for (std::size_t p = 1; p < x.size(); ++p) {
            if (winner[p] != winner[p - 1] && winner[p] >= 0) {
                figure.labels.push_back({QPointF(edges[p], winner[p] + 1.0),
                                         Text::tr("k ≈ %1").arg(stiffnessText(edges[p]))});
            }
        }
    }
    figure.fit(0.0);
    addRows(analysis, unit, out.table);
    out.table.columns = {{axis.column},
                         {Text::tr("Cheapest method"), false},
                         {Text::tr("dt (s)")},
                         {costText(result.measure, CostForm::Column)},
                         {Text::tr("Runner-up"), false},
                         {Text::tr("Factor")}};
    const QString reference =
        result.results.empty() ? QString() : integratorChoiceText(result.results.front().reference);
    const double duration = result.results.empty() ? 0.0 : result.results.front().duration;
    out.caption =
        Text::tr("Cheapest method on “%1” for an RMS error of %2 m at t = %3 s as the %4 get "
                 "stiffer (stretch and compression scaled, damping kept), against the reference "
                 "%5; cost: %6. Each band spans the stiffnesses where its method is the "
                 "cheapest, with edges halfway (in log k) between the stiffnesses measured.")
            .arg(sceneName, number(result.accuracy), number(duration, 6),
                 springKindPhrase(result.kind), reference,
                 costText(result.measure, CostForm::Phrase));
    return out;
}

} // namespace clothlab::figures
