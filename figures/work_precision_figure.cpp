#include "figures/work_precision_figure.h"

#include "figures/text/catalog_text.h"

#include <QCoreApplication>
#include <QLocale>
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
    for (const core::WorkPrecisionSeries& series : result.series) {
        Series curve;
        curve.name = catalog::integratorName(series.integrator.id);
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
            {QPointF(c.cost, c.accuracy), Text::tr("%1 m").arg(number(c.accuracy, 2))});
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

QString recommendationText(const core::WorkPrecisionResult& result,
                           const core::Recommendation& recommendation) {
    const auto choice = [&](const core::CostAtAccuracy& at) {
        const QString name = catalog::integratorName(result.series[at.series].integrator.id);
        return at.tolerance ? Text::tr("%1 at tolerance ≈ %2").arg(name, number(*at.tolerance, 2))
                            : Text::tr("%1 at dt ≈ %2 s").arg(name, number(at.dt));
    };
    const QString cost = number(recommendation.best.cost);
    const QString work = recommendation.measure == core::WorkMeasure::CpuSeconds
                             ? Text::tr("%1 s of CPU time").arg(cost)
                         : recommendation.measure == core::WorkMeasure::Evaluations
                             ? Text::tr("%1 evaluations").arg(cost)
                             : Text::tr("%1 steps").arg(cost);
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

} // namespace clothlab::figures
