#include "widgets/analysis/analysis_result_view.h"

#include "core/integrator.h"
#include "widgets/analysis/analysis_table.h"
#include "widgets/plots/plot_panel.h"
#include "widgets/text/catalog_text.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <cmath>

namespace clothlab::widgets {

namespace {

// Okabe–Ito colour-blind-safe palette and distinct markers, so that series stay apart in
// print and in grey scale.
const std::array<QColor, 7> kColors{QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                    QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                    QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                    QColor(0x00, 0x00, 0x00)};
const std::array<PlotPanel::Marker, 5> kMarkers{
    PlotPanel::Marker::Circle, PlotPanel::Marker::Square, PlotPanel::Marker::Diamond,
    PlotPanel::Marker::Triangle, PlotPanel::Marker::Cross};

int addMarkedSeries(PlotPanel* plot, const QString& name, std::size_t index) {
    const int series = plot->addSeries(name, kColors[index % kColors.size()]);
    plot->setSeriesMarker(series, kMarkers[index % kMarkers.size()]);
    return series;
}

/// A dashed grey guide e = anchor·(x/x₀)^slope from x₀ to x₁.
void addSlopeLine(PlotPanel* plot, const QString& name, Qt::PenStyle style, double x0, double x1,
                  double anchor, double slope) {
    const int series = plot->addSeries(name, QColor(0x70, 0x70, 0x70), style);
    plot->append(series, std::min(x0, x1), anchor * std::pow(std::min(x0, x1) / x0, slope));
    plot->append(series, std::max(x0, x1), anchor * std::pow(std::max(x0, x1) / x0, slope));
}

QString number(double value) {
    return QLocale().toString(value, 'g', 6);
}

using Cell = AnalysisTableModel::Cell;

Cell nameCell(const core::IntegratorChoice& choice) {
    return {catalog::integratorName(choice.id), QString::fromStdString(choice.id)};
}

Cell optionalCell(const std::optional<double>& value) {
    return value ? Cell{*value, {}} : Cell{};
}

} // namespace

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
        parameters << AnalysisResultView::tr("%1 = %2").arg(label, number(value));
    }
    const QString name = catalog::integratorName(choice.id);
    if (parameters.isEmpty()) {
        return AnalysisResultView::tr("%1, dt = %2 s").arg(name, number(choice.dt));
    }
    return AnalysisResultView::tr("%1 (%2), dt = %3 s")
        .arg(name, parameters.join(QStringLiteral(", ")), number(choice.dt));
}

QString springKindName(std::optional<core::SpringKind> kind) {
    const std::array<QString, 4> names{
        AnalysisResultView::tr("All kinds"), AnalysisResultView::tr("Structural"),
        AnalysisResultView::tr("Shear"), AnalysisResultView::tr("Bending")};
    return names[kind ? static_cast<std::size_t>(core::kindIndex(*kind)) + 1 : 0];
}

QString springKindPhrase(std::optional<core::SpringKind> kind) {
    const std::array<QString, 4> phrases{AnalysisResultView::tr("springs of every kind"),
                                         AnalysisResultView::tr("structural springs"),
                                         AnalysisResultView::tr("shear springs"),
                                         AnalysisResultView::tr("bending springs")};
    return phrases[kind ? static_cast<std::size_t>(core::kindIndex(*kind)) + 1 : 0];
}

AnalysisResultView::AnalysisResultView(QWidget* parent)
    : QWidget(parent), m_caption(new QLabel(this)), m_plot(new PlotPanel(this)),
      m_model(new AnalysisTableModel(this)), m_table(new AnalysisTableView(this)) {
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setObjectName(QStringLiteral("resultCaption"));
    m_plot->setObjectName(QStringLiteral("resultPlot"));
    m_plot->setDataMargin(0.06);
    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("resultTable"));
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_plot);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(splitter, 1);
    clearRecord();
}

QString AnalysisResultView::caption() const {
    return m_caption->text();
}

void AnalysisResultView::showRecord(const AnalysisRecord& record) {
    m_record = record;
    render();
}

void AnalysisResultView::clearRecord() {
    m_record.reset();
    render();
}

void AnalysisResultView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        render();
    }
    QWidget::changeEvent(event);
}

void AnalysisResultView::render() {
    m_plot->clearSeries();
    m_plot->setLogScaleX(false);
    m_plot->setLogScaleY(false);
    m_plot->setAxisLabels(QString(), QString());
    m_model->setTable({}, {});
    if (!m_record) {
        m_caption->setText(tr("No results yet: set up the analysis and press Run."));
        return;
    }
    std::visit(
        [this](const auto& analysis) {
            using T = std::decay_t<decltype(analysis)>;
            if constexpr (std::is_same_v<T, ConvergenceAnalysis>) {
                showConvergence(analysis);
            } else if constexpr (std::is_same_v<T, StabilityAnalysis>) {
                showStability(analysis);
            } else {
                showSweep(analysis);
            }
        },
        m_record->data);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_plot->rescale();
}

void AnalysisResultView::showConvergence(const ConvergenceAnalysis& analysis) {
    const core::ConvergenceResult& result = analysis.result;
    m_plot->setLogScaleX(true);
    m_plot->setLogScaleY(true);
    m_plot->setAxisLabels(tr("Time step dt (s)"),
                          tr("RMS error at t = %1 s (m)").arg(number(analysis.duration)));
    QVector<QVector<Cell>> rows;
    double dtMax = 0.0;
    double dtMin = HUGE_VAL;
    double logSum = 0.0; // of the errors at the largest dt, for the slope lines' anchor
    int logCount = 0;
    for (std::size_t s = 0; s < result.series.size(); ++s) {
        const core::ConvergenceSeries& series = result.series[s];
        const int plotted = addMarkedSeries(m_plot, catalog::integratorName(series.integrator.id), s);
        for (std::size_t p = 0; p < series.points.size(); ++p) {
            const core::ConvergencePoint& point = series.points[p];
            dtMax = std::max(dtMax, point.dt);
            dtMin = std::min(dtMin, point.dt);
            QVector<Cell> row{nameCell(series.integrator), Cell{point.dt, {}}};
            if (point.blowUp) {
                const QString text = tr("blew up at t = %1 s").arg(number(point.blowUp->time));
                row << Cell{text, HUGE_VAL} << Cell{text, HUGE_VAL};
            } else {
                row << Cell{point.error.rms, {}} << Cell{point.error.max, {}};
                if (point.error.rms > 0.0 && std::isfinite(point.error.rms)) {
                    m_plot->append(plotted, point.dt, point.error.rms);
                    if (p == 0) {
                        logSum += std::log(point.error.rms);
                        ++logCount;
                    }
                }
            }
            row << optionalCell(point.observedOrder)
                << (p == 0 ? optionalCell(series.fittedOrder) : Cell{});
            rows.push_back(row);
        }
    }
    if (logCount > 0 && dtMin < dtMax) {
        const double anchor = std::exp(logSum / logCount);
        const std::array<std::pair<int, Qt::PenStyle>, kSlopeCount> slopes{
            {{1, Qt::DashLine}, {2, Qt::DashDotLine}, {4, Qt::DashDotDotLine}}};
        for (const auto& [slope, style] : slopes) {
            addSlopeLine(m_plot, tr("slope %1").arg(slope), style, dtMax, dtMin, anchor, slope);
        }
    }
    m_model->setTable({{tr("Integrator"), false},
                       {tr("dt (s)")},
                       {tr("Error RMS (m)")},
                       {tr("Error max (m)")},
                       {tr("Observed order")},
                       {tr("Fitted order")}},
                      rows);
    m_caption->setText(
        tr("Convergence study on “%1”: error of the positions at t = %2 s against the reference "
           "%3 (RMS and max over free particles). Observed order: log(e₁/e₂)/log(dt₁/dt₂) per "
           "halving; fitted order: least-squares slope. Grey dashed lines: slopes 1, 2 and 4.")
            .arg(m_record->sceneName, number(analysis.duration),
                 integratorChoiceText(result.reference)));
}

void AnalysisResultView::showStability(const StabilityAnalysis& analysis) {
    QStringList names;
    QVector<double> values;
    QVector<QVector<Cell>> rows;
    double smallest = HUGE_VAL;
    double largest = 0.0;
    for (const core::StabilityResult& limit : analysis.limits) {
        names << catalog::integratorName(limit.integrator.id);
        values << limit.maxStableDt;
        if (limit.maxStableDt > 0.0) {
            smallest = std::min(smallest, limit.maxStableDt);
            largest = std::max(largest, limit.maxStableDt);
        }
        QString note;
        if (limit.maxStableDt <= 0.0) {
            note = tr("unstable at every dt tried");
        } else if (limit.maxStableDt >= analysis.duration) {
            note = tr("stable at every dt tried (a lower bound)");
        }
        rows.push_back({nameCell(limit.integrator), Cell{limit.maxStableDt, {}},
                        Cell{static_cast<double>(limit.runs), {}}, Cell{note, {}}});
    }
    // Limits a decade or more apart (an implicit method next to explicit ones) need a log axis.
    m_plot->setLogScaleX(largest > 30.0 * smallest);
    m_plot->setBars(tr("Largest stable dt"), kColors[0], names, values);
    m_plot->setAxisLabels(tr("Largest stable dt (s)"), QString());
    m_model->setTable({{tr("Integrator"), false},
                       {tr("Largest stable dt (s)")},
                       {tr("Runs")},
                       {tr("Note"), false}},
                      rows);
    m_caption->setText(tr("Stability limits on “%1”: the largest dt for which a run of %2 s stays "
                          "bounded (finite, energy within its bound), found by bisection to %3 %. "
                          "A limit of %2 s means stable at every dt tried.")
                           .arg(m_record->sceneName, number(analysis.duration),
                                number(100.0 * analysis.tolerance)));
}

void AnalysisResultView::showSweep(const SweepAnalysis& analysis) {
    const core::StiffnessSweepResult& result = analysis.result;
    const bool inNewtons = result.kind.has_value() && analysis.baseStiffness > 0.0;
    const double unit = inNewtons ? analysis.baseStiffness : 1.0;
    m_plot->setLogScaleX(true);
    m_plot->setLogScaleY(true);
    const QString xTitle =
        inNewtons ? tr("Stretch stiffness k⁺ of the %1 (N/m)").arg(springKindPhrase(result.kind))
                  : tr("Stiffness factor (× the scene's values)");
    m_plot->setAxisLabels(xTitle, tr("Largest stable dt (s)"));
    QVector<QVector<Cell>> rows;
    std::optional<std::pair<double, double>> anchor; // first explicit point, for the guide
    for (std::size_t i = 0; i < result.limits.size(); ++i) {
        const core::IntegratorChoice& choice = result.limits[i].front().integrator;
        const int series = addMarkedSeries(m_plot, catalog::integratorName(choice.id), i);
        for (std::size_t p = 0; p < result.scales.size(); ++p) {
            const double x = result.scales[p] * unit;
            const double limit = result.limits[i][p].maxStableDt;
            const bool bound = limit >= result.duration;
            if (limit > 0.0) {
                m_plot->append(series, x, limit);
                if (!anchor && !bound) {
                    anchor = {x, limit};
                }
            }
            const QString note = limit <= 0.0 ? tr("unstable at every dt tried")
                                 : bound      ? tr("stable at every dt tried (a lower bound)")
                                              : QString();
            rows.push_back({nameCell(choice), Cell{x, {}}, Cell{limit, {}}, Cell{note, {}}});
        }
    }
    if (anchor && result.scales.size() > 1) {
        // Half a step below the first explicit limit, so that the guide does not hide it.
        addSlopeLine(m_plot, tr("slope −1/2"), Qt::DashLine, anchor->first,
                     result.scales.back() * unit, 0.5 * anchor->second, -0.5);
    }
    m_model->setTable({{tr("Integrator"), false},
                       {inNewtons ? tr("k⁺ (N/m)") : tr("Stiffness factor")},
                       {tr("Largest stable dt (s)")},
                       {tr("Note"), false}},
                      rows);
    m_caption->setText(
        tr("Stiffness sweep on “%1” (%2; stretch and compression scaled, damping kept): "
           "the largest dt for which a run of %3 s stays bounded, bisection to %4 %. Grey dashed "
           "line: slope −1/2, the explicit methods' dt ∝ 1/√k. A limit of %3 s is a lower bound.")
            .arg(m_record->sceneName, springKindPhrase(result.kind), number(result.duration),
                 number(100.0 * analysis.tolerance)));
}

} // namespace clothlab::widgets
