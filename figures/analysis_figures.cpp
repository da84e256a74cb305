#include "figures/analysis_figures.h"

#include "core/analysis/convergence.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/integrators/integrator.h"
#include "figures/work_precision_figure.h"
#include "text/catalog_text.h"
#include "text/core_messages.h"
#include "text/palette.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::figures {

namespace catalog = text::catalog;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(AnalysisText)
};

// Colours from the one palette (text/palette.h) and distinct markers, so that series stay
// apart in print and in grey scale.
const std::array<Marker, 5> kMarkers{Marker::Circle, Marker::Square, Marker::Diamond,
                                     Marker::Triangle, Marker::Cross};

/// A thin grey guide e = anchor·(x/x₀)^slope from x₀ to x₁, tagged `tag` at x₁ (its end).
Series slopeLine(const QString& name, const QString& tag, double x0, double x1, double anchor,
                 double slope) {
    Series series;
    series.name = name;
    series.tag = tag;
    series.color = QColor(0x80, 0x80, 0x80);
    series.style = Qt::DashLine;
    series.guide = true;
    for (double x : {x0, x1}) {
        series.points.push_back(QPointF(x, anchor * std::pow(x / x0, slope)));
    }
    return series;
}

QString number(double value) {
    return QLocale().toString(value, 'g', 6);
}

TableCell nameCell(const core::IntegratorChoice& choice) {
    return {catalog::integratorName(choice.id), QString::fromStdString(choice.id)};
}

TableCell optionalCell(const std::optional<double>& value) {
    return value ? TableCell{*value, {}} : TableCell{};
}

/// The table rows of one convergence series; plots its finite errors into `plotted` and adds
/// the log of the error at the largest dt to `logSum`.
void convergenceRows(const core::ConvergenceSeries& series, Series& plotted, AnalysisTable& table,
                     double& logSum, int& logCount) {
    for (std::size_t p = 0; p < series.points.size(); ++p) {
        const core::ConvergencePoint& point = series.points[p];
        QVector<TableCell> row{nameCell(series.integrator), TableCell{point.dt, {}}};
        if (point.blowUp) {
            const QString text = Text::tr("blew up at t = %1 s").arg(number(point.blowUp->time));
            row << TableCell{text, HUGE_VAL} << TableCell{text, HUGE_VAL};
        } else {
            row << TableCell{point.error.rms, {}} << TableCell{point.error.max, {}};
            if (point.error.rms > 0.0 && std::isfinite(point.error.rms)) {
                plotted.points.push_back(QPointF(point.dt, point.error.rms));
                if (p == 0) {
                    logSum += std::log(point.error.rms);
                    ++logCount;
                }
            }
        }
        row << optionalCell(point.observedOrder)
            << (p == 0 ? optionalCell(series.fittedOrder) : TableCell{});
        table.rows.push_back(row);
    }
}

void presentConvergence(const ConvergenceAnalysis& analysis, const QString& sceneName,
                        AnalysisPresentation& out) {
    const core::ConvergenceResult& result = analysis.result;
    Figure& figure = out.figure;
    figure.x.logarithmic = true;
    figure.y.logarithmic = true;
    figure.x.label = Text::tr("Time step dt (s)");
    figure.y.label = Text::tr("RMS error at t = %1 s (m)").arg(number(analysis.duration));
    double dtMax = 0.0;
    double dtMin = HUGE_VAL;
    double logSum = 0.0; // of the errors at the largest dt, for the slope lines' anchor
    int logCount = 0;
    for (std::size_t s = 0; s < result.series.size(); ++s) {
        const core::ConvergenceSeries& series = result.series[s];
        Series plotted = markedSeries(catalog::integratorName(series.integrator.id), s);
        for (const core::ConvergencePoint& point : series.points) {
            dtMax = std::max(dtMax, point.dt);
            dtMin = std::min(dtMin, point.dt);
        }
        convergenceRows(series, plotted, out.table, logSum, logCount);
        figure.series.push_back(plotted);
    }
    if (logCount > 0 && dtMin < dtMax) {
        // From the largest dt over three quarters of the decades, so that the tags at the
        // free ends sit inside the axes.
        const double anchor = std::exp(logSum / logCount);
        const double end = dtMax * std::pow(dtMin / dtMax, 0.75);
        for (int slope : {1, 2, 4}) {
            figure.series.push_back(slopeLine(Text::tr("slope %1").arg(slope),
                                              QString::number(slope), dtMax, end, anchor, slope));
        }
    }
    out.table.columns = {{Text::tr("Integrator"), false}, {Text::tr("dt (s)")},
                         {Text::tr("Error RMS (m)")},     {Text::tr("Error max (m)")},
                         {Text::tr("Observed order")},    {Text::tr("Fitted order")}};
    out.caption =
        Text::tr(
            "Convergence study on “%1”: error of the positions at t = %2 s against the reference "
            "%3 (RMS and max over free particles). Observed order: log(e₁/e₂)/log(dt₁/dt₂) per "
            "halving; fitted order: least-squares slope. Grey dashed lines: slopes 1, 2 and 4.")
            .arg(sceneName, number(analysis.duration), integratorChoiceText(result.reference));
    addPremise(analysis.premise, out);
}

void presentStability(const StabilityAnalysis& analysis, const QString& sceneName,
                      AnalysisPresentation& out) {
    Bars bars;
    bars.name = Text::tr("Largest stable dt");
    bars.color = QColor::fromRgb(text::palette::cycle(0));
    double smallest = HUGE_VAL;
    double largest = 0.0;
    for (const core::StabilityResult& limit : analysis.limits) {
        bars.categories << catalog::integratorName(limit.integrator.id);
        bars.values << limit.maxStableDt;
        if (limit.maxStableDt > 0.0) {
            smallest = std::min(smallest, limit.maxStableDt);
            largest = std::max(largest, limit.maxStableDt);
        }
        QString note;
        if (limit.maxStableDt <= 0.0) {
            note = Text::tr("unstable at every dt tried");
        } else if (limit.maxStableDt >= analysis.duration) {
            note = Text::tr("stable at every dt tried (a lower bound)");
        }
        // The limit the scene's spectrum at t = 0 predicts, beside the measured one (as
        // clothlab-cli stability prints it); without one, the note says why.
        TableCell predicted{QStringLiteral("—"), QString()};
        if (limit.predictedDt) {
            predicted = TableCell{*limit.predictedDt, {}};
        } else if (!limit.predictedReason.english().empty()) {
            note = note.isEmpty() ? text::translateCoreMessage(limit.predictedReason)
                                  : note + QStringLiteral("; ") +
                                        text::translateCoreMessage(limit.predictedReason);
        }
        out.table.rows.push_back({nameCell(limit.integrator), TableCell{limit.maxStableDt, {}},
                                  predicted, TableCell{static_cast<double>(limit.runs), {}},
                                  TableCell{note, {}}});
    }
    // Limits a decade or more apart (an implicit method next to explicit ones) need a log axis.
    out.figure.x.logarithmic = largest > 30.0 * smallest;
    out.figure.setBars(bars);
    out.figure.x.label = Text::tr("Largest stable dt (s)");
    out.table.columns = {{Text::tr("Integrator"), false},
                         {Text::tr("Largest stable dt (s)")},
                         {Text::tr("Predicted dt (s)")},
                         {Text::tr("Runs")},
                         {Text::tr("Note"), false}};
    out.caption =
        Text::tr("Stability limits on “%1”: the largest dt for which a run of %2 s stays "
                 "bounded (finite, energy within its bound), found by bisection to %3 %. "
                 "A limit of %2 s means stable at every dt tried.")
            .arg(sceneName, number(analysis.duration), number(100.0 * analysis.tolerance));
    addPremise(analysis.premise, out);
}

void presentSweep(const SweepAnalysis& analysis, const QString& sceneName,
                  AnalysisPresentation& out) {
    const core::StiffnessSweepResult& result = analysis.result;
    const StiffnessAxis axis = stiffnessAxis(result.kind, analysis.baseStiffness);
    const double unit = axis.unit;
    Figure& figure = out.figure;
    figure.x.logarithmic = true;
    figure.y.logarithmic = true;
    figure.x.label = axis.label;
    figure.y.label = Text::tr("Largest stable dt (s)");
    std::optional<std::pair<double, double>> anchor; // first explicit point, for the guide
    for (std::size_t i = 0; i < result.limits.size(); ++i) {
        const core::IntegratorChoice& choice = result.limits[i].front().integrator;
        Series series = markedSeries(catalog::integratorName(choice.id), i);
        for (std::size_t p = 0; p < result.scales.size(); ++p) {
            const double x = result.scales[p] * unit;
            const double limit = result.limits[i][p].maxStableDt;
            const bool bound = limit >= result.duration;
            if (limit > 0.0) {
                series.points.push_back(QPointF(x, limit));
                if (!anchor && !bound) {
                    anchor = {x, limit};
                }
            }
            const QString note = limit <= 0.0 ? Text::tr("unstable at every dt tried")
                                 : bound      ? Text::tr("stable at every dt tried (a lower bound)")
                                              : QString();
            out.table.rows.push_back(
                {nameCell(choice), TableCell{x, {}}, TableCell{limit, {}}, TableCell{note, {}}});
        }
        figure.series.push_back(series);
    }
    if (anchor && result.scales.size() > 1) {
        // Half a step below the first explicit limit, so that the guide does not hide it.
        figure.series.push_back(slopeLine(Text::tr("slope −1/2"), QStringLiteral("−1/2"),
                                          anchor->first, result.scales.back() * unit,
                                          0.5 * anchor->second, -0.5));
    }
    out.table.columns = {{Text::tr("Integrator"), false},
                         {axis.column},
                         {Text::tr("Largest stable dt (s)")},
                         {Text::tr("Note"), false}};
    out.caption =
        Text::tr(
            "Stiffness sweep on “%1” (%2; stretch and compression scaled, damping kept): "
            "the largest dt for which a run of %3 s stays bounded, bisection to %4 %. Grey dashed "
            "line: slope −1/2, the explicit methods' dt ∝ 1/√k. A limit of %3 s is a lower bound.")
            .arg(sceneName, springKindPhrase(result.kind), number(result.duration),
                 number(100.0 * analysis.tolerance));
}

} // namespace

Series markedSeries(const QString& name, std::size_t index) {
    Series series;
    series.name = name;
    series.color = QColor::fromRgb(text::palette::cycle(index));
    series.marker = kMarkers[index % kMarkers.size()];
    return series;
}

QString cellText(const TableCell& cell, int digits) {
    return cell.display.typeId() == QMetaType::Double
               ? QLocale().toString(cell.display.toDouble(), 'g', digits)
               : cell.display.toString();
}

void addPremise(const core::Message& premise, AnalysisPresentation& out) {
    if (!premise.empty()) {
        out.warning = Text::tr("Caution: %1.").arg(text::translateCoreMessage(premise));
        out.caption += QLatin1Char(' ') + out.warning;
    }
}

AnalysisPresentation presentAnalysis(const AnalysisRecord& record) {
    AnalysisPresentation out;
    // Recorded as the scene file names it; shown in the interface's language.
    const QString sceneName = text::catalog::sceneName(record.sceneName.toStdString());
    std::visit(
        [&](const auto& analysis) {
            using T = std::decay_t<decltype(analysis)>;
            if constexpr (std::is_same_v<T, ConvergenceAnalysis>) {
                presentConvergence(analysis, sceneName, out);
            } else if constexpr (std::is_same_v<T, StabilityAnalysis>) {
                presentStability(analysis, sceneName, out);
            } else if constexpr (std::is_same_v<T, SweepAnalysis>) {
                presentSweep(analysis, sceneName, out);
            } else if constexpr (std::is_same_v<T, WorkPrecisionAnalysis>) {
                out = presentWorkPrecision(analysis, sceneName);
            } else {
                out = presentCrossover(analysis, sceneName);
            }
        },
        record.data);
    out.figure.fit(0.06);
    return out;
}

QString integratorChoiceText(const core::IntegratorChoice& choice) {
    const core::IntegratorInfo* info = core::findIntegrator(choice.id);
    QStringList parameters;
    for (const auto& [id, value] : choice.parameters) {
        QString label = QString::fromStdString(id);
        if (info) {
            for (const core::ParameterSpec& spec : info->parameters) {
                if (spec.id == id) {
                    label = catalog::parameterLabel(*info, spec);
                }
            }
        }
        parameters << Text::tr("%1 = %2").arg(label, number(value));
    }
    const QString name = catalog::integratorName(choice.id);
    if (parameters.isEmpty()) {
        return Text::tr("%1, dt = %2 s").arg(name, number(choice.dt));
    }
    return Text::tr("%1 (%2), dt = %3 s")
        .arg(name, parameters.join(QStringLiteral(", ")), number(choice.dt));
}

QString springKindName(std::optional<core::SpringKind> kind) {
    const std::array<QString, 4> names{Text::tr("All kinds"), Text::tr("Structural"),
                                       Text::tr("Shear"), Text::tr("Bending")};
    return names[kind ? static_cast<std::size_t>(core::kindIndex(*kind)) + 1 : 0];
}

QString springKindPhrase(std::optional<core::SpringKind> kind) {
    const std::array<QString, 4> phrases{Text::tr("springs of every kind"),
                                         Text::tr("structural springs"), Text::tr("shear springs"),
                                         Text::tr("bending springs")};
    return phrases[kind ? static_cast<std::size_t>(core::kindIndex(*kind)) + 1 : 0];
}

StiffnessAxis stiffnessAxis(std::optional<core::SpringKind> kind, double baseStiffness) {
    if (kind && baseStiffness > 0.0) {
        return {baseStiffness,
                Text::tr("Stretch stiffness k⁺ of the %1 (N/m)").arg(springKindPhrase(kind)),
                Text::tr("k⁺ (N/m)")};
    }
    return {1.0, Text::tr("Stiffness factor (× the scene's values)"), Text::tr("Stiffness factor")};
}

QString analysisKindName(AnalysisRecord::Kind kind) {
    switch (kind) {
    case AnalysisRecord::Kind::Convergence:
        return Text::tr("Convergence study");
    case AnalysisRecord::Kind::Stability:
        return Text::tr("Stability limits");
    case AnalysisRecord::Kind::StiffnessSweep:
        return Text::tr("Stiffness sweep");
    case AnalysisRecord::Kind::WorkPrecision:
        return Text::tr("Work–precision");
    case AnalysisRecord::Kind::StiffnessCrossover:
        return Text::tr("Cheapest method by stiffness");
    }
    return {};
}

QString analysisTitle(const AnalysisRecord& record) {
    return Text::tr("%1 · %2 · %3")
        .arg(analysisKindName(record.kind()),
             text::catalog::sceneName(record.sceneName.toStdString()),
             record.finished.time().toString(Qt::ISODate));
}

} // namespace clothlab::figures
