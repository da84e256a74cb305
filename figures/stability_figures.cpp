#include "figures/stability_figures.h"

#include "core/analysis/stability_limits.h"
#include "text/catalog_text.h"
#include "text/core_messages.h"
#include "text/run_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <set>

namespace clothlab::figures {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(StabilityText)
};

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

QString number(double value) {
    return QLocale().toString(value, 'g', 4);
}

/// The paper-style colour group of a colour: a method and its first run share one.
int colorGroup(const QColor& color) {
    return static_cast<int>(color.rgb() & 0xFFFFFFu);
}

QColor runColor(const core::StabilityRunInput& run) {
    return QColor::fromRgb(text::runRgb(run));
}

/// A method is drawn in the colour of the first run that uses it.
QColor methodColor(const StabilityStudy& study, const core::StabilityMethod& method) {
    return runColor(study.runs[method.firstRun].run);
}

bool sameMethod(const core::IntegratorChoice& a, const core::IntegratorChoice& b) {
    return a.id == b.id && a.parameters == b.parameters;
}

/// The boundary of a grid as one path: polylines split by NaN points; in the zoomed view
/// only the upper half (the points lie there), the mirrored half cut off.
Series boundarySeries(const StabilityStudy& study, const StabilityMethod& method,
                      const core::RegionGrid& grid, bool whole) {
    Series series;
    series.name = Text::tr("%1: ρ(A) = 1").arg(text::methodName(method.choice));
    series.color = methodColor(study, method);
    series.colorGroup = colorGroup(series.color);
    series.parametric = true;
    for (const auto& line : core::regionBoundary(grid)) {
        if (!series.points.isEmpty()) {
            series.points.push_back(QPointF(kNaN, kNaN));
        }
        for (const std::complex<double>& z : line) {
            const bool shown = whole || z.imag() >= 0.0;
            series.points.push_back(shown ? QPointF(z.real(), z.imag()) : QPointF(kNaN, kNaN));
        }
    }
    return series;
}

/// The stable cells of a grid (ρ ≤ 1), each sample the centre of its cell; in the whole
/// view mirrored into the lower half.
Shade regionShade(const StabilityStudy& study, const StabilityMethod& method,
                  const core::RegionGrid& grid, bool whole) {
    Shade shade;
    shade.name = Text::tr("%1: ρ(A) ≤ 1").arg(text::methodName(method.choice));
    shade.color = methodColor(study, method);
    shade.colorGroup = colorGroup(shade.color);
    const double dx = (grid.reMax - grid.reMin) / (grid.columns - 1);
    const double dy = grid.imMax / (grid.rows - 1);
    shade.columns = grid.columns;
    shade.x0 = grid.reMin - 0.5 * dx;
    shade.x1 = grid.reMax + 0.5 * dx;
    // Rows from the top sample down to the axis, mirrored (the axis row once) when whole.
    const int below = whole ? grid.rows - 1 : 0;
    shade.rows = grid.rows + below;
    shade.y0 = (whole ? -grid.imMax : 0.0) - 0.5 * dy;
    shade.y1 = grid.imMax + 0.5 * dy;
    shade.inside.reserve(static_cast<qsizetype>(shade.columns) * shade.rows);
    for (int r = 0; r < shade.rows; ++r) {
        const int row = std::abs(r - below);
        for (int c = 0; c < grid.columns; ++c) {
            const double radius = grid.at(c, row);
            shade.inside.push_back(std::isfinite(radius) && radius <= 1.0);
        }
    }
    return shade;
}

/// The modes' conjugates h·λ̄, for a view of the whole plane: each mark series gets its
/// mirror image (the axis points once).
void addConjugates(Figure& figure) {
    for (Series& s : figure.series) {
        if (s.lines || s.parametric) {
            continue;
        }
        const qsizetype count = s.points.size();
        for (qsizetype k = 0; k < count; ++k) {
            const QPointF p = s.points[k];
            if (p.y() > 0.0) {
                s.points.push_back(QPointF(p.x(), -p.y()));
            }
        }
    }
}

Series pointSeries(const QString& name, const QColor& color, Marker marker) {
    Series series;
    series.name = name;
    series.color = color;
    series.colorGroup = colorGroup(color);
    series.marker = marker;
    series.lines = false;
    return series;
}

bool hasRegion(const StabilityStudy& study, const core::IntegratorChoice& choice) {
    return std::any_of(study.methods.begin(), study.methods.end(), [&](const StabilityMethod& m) {
        return sameMethod(m.choice, choice) && m.zoomed;
    });
}

/// Per run: its modes inside and outside the region (or, without a region, as plain marks),
/// each drawn where `place` puts its h·λ (nullopt: not drawn).
void addModePoints(Figure& figure, const StabilityStudy& study,
                   const std::function<std::optional<QPointF>(std::complex<double>)>& place) {
    for (const StabilityRunResult& run : study.runs) {
        const bool region = hasRegion(study, run.run.choice);
        Series inside = pointSeries(region ? Text::tr("%1: inside").arg(text::runLabel(run.run))
                                           : Text::tr("%1: modes").arg(text::runLabel(run.run)),
                                    runColor(run.run), region ? Marker::Circle : Marker::Plus);
        Series outside = pointSeries(Text::tr("%1: outside").arg(text::runLabel(run.run)),
                                     runColor(run.run), Marker::Cross);
        for (std::size_t k = 0; k < run.points.size(); ++k) {
            if (const std::optional<QPointF> p = place(run.points[k])) {
                (run.outside[k] ? outside : inside).points.push_back(*p);
            }
        }
        for (Series* series : {&inside, &outside}) {
            if (!series->points.isEmpty()) {
                figure.series.push_back(*series);
            }
        }
    }
}

/// The rug's height: under the lowest value of the curves, one row per run.
double rugBase(const Figure& figure) {
    double lower = std::numeric_limits<double>::infinity();
    double upper = -lower;
    for (const Series& s : figure.series) {
        for (const QPointF& p : s.points) {
            if (std::isfinite(p.y())) {
                lower = std::min(lower, p.y());
                upper = std::max(upper, p.y());
            }
        }
    }
    if (!std::isfinite(lower)) {
        return 0.0;
    }
    return lower - 0.08 * std::max(upper - lower, 1e-3);
}

void addRugs(Figure& figure, const StabilityStudy& study) {
    const double base = rugBase(figure);
    double span = 0.0;
    for (const Series& s : figure.series) {
        for (const QPointF& p : s.points) {
            if (std::isfinite(p.y())) {
                span = std::max(span, std::abs(p.y() - base));
            }
        }
    }
    span = std::max(span, 1e-3);
    for (std::size_t r = 0; r < study.runs.size(); ++r) {
        const StabilityRunResult& run = study.runs[r];
        Series rug = pointSeries(Text::tr("%1: modes").arg(text::runLabel(run.run)),
                                 runColor(run.run), Marker::Plus);
        const double y = base - 0.06 * span * static_cast<double>(r);
        std::set<long> seen; // one mark per 0.5 % of ω·dt: repeated modes draw once
        for (const std::complex<double>& z : run.points) {
            const double omegaH = std::abs(z);
            if (omegaH >= study.omegaHMin && omegaH <= study.omegaHMax &&
                seen.insert(std::lround(200.0 * std::log10(omegaH))).second) {
                rug.points.push_back(QPointF(omegaH, y));
            }
        }
        if (!rug.points.isEmpty()) {
            figure.series.push_back(rug);
        }
    }
}

/// The kind of spring that carries the mode at ω, when the study knows it.
std::optional<core::SpringKind> kindAt(const StabilityStudy& study, double omega) {
    for (const StabilityRunResult& run : study.runs) {
        if (run.limitKind && std::abs(run.limit.omega - omega) <= 1e-9 * omega) {
            return run.limitKind;
        }
    }
    if (study.stiffest && !study.spectrum.modes.empty() &&
        std::abs(study.spectrum.modes.back().omega - omega) <= 1e-9 * omega) {
        return core::dominantKind(*study.stiffest);
    }
    return std::nullopt;
}

TableCell predictedCell(const StabilityRunResult& run) {
    if (!run.limit.dt) {
        return {QStringLiteral("—"), QString()};
    }
    if (!std::isfinite(*run.limit.dt)) {
        return {QStringLiteral("∞"), *run.limit.dt};
    }
    if (*run.limit.dt == 0.0) {
        return {Text::tr("unstable at every dt"), 0.0};
    }
    return {*run.limit.dt, *run.limit.dt};
}

/// "e-fold in 0.068 s" (the data: the e-folding time), or "—" when no mode grows.
TableCell growthCell(const StabilityRunResult& run) {
    if (!run.growth || !(run.growth->rate > 0.0)) {
        return {QStringLiteral("—"), QString()};
    }
    const double time = 1.0 / run.growth->rate;
    return {Text::tr("e-fold in %1 s").arg(number(time)), time};
}

TableCell limitingModeCell(const StabilityRunResult& run) {
    if (!run.limit.dt) {
        return {predictionReason(run.limit.reason),
                QString::fromStdString(run.limit.reason.english())};
    }
    if (!std::isfinite(*run.limit.dt) || !(run.limit.omega > 0.0)) {
        return {Text::tr("none (no mode limits the step)"), QString()};
    }
    const QString omega = number(run.limit.omega);
    return {run.limitKind
                ? Text::tr("ω = %1 rad/s, %2").arg(omega, springKindPhrase(*run.limitKind))
                : Text::tr("ω = %1 rad/s").arg(omega),
            run.limit.omega};
}

} // namespace

Figure regionFigure(const StabilityStudy& study, RegionView view) {
    const bool whole = view != RegionView::Zoom;
    Figure figure;
    figure.x.label = Text::tr("Re(h·λ)");
    figure.y.label = Text::tr("Im(h·λ)");
    for (const StabilityMethod& method : study.methods) {
        const std::optional<core::RegionGrid>& grid = whole ? method.whole : method.zoomed;
        if (grid) {
            figure.shades.push_back(regionShade(study, method, *grid, whole));
            figure.series.push_back(boundarySeries(study, method, *grid, whole));
        }
    }
    addModePoints(figure, study, [](std::complex<double> z) {
        return std::optional<QPointF>(QPointF(z.real(), z.imag()));
    });
    if (whole) {
        addConjugates(figure);
    }
    // Names stay in the data export; on the plot the caption says what line, circle and
    // cross are, and the colours are the runs'.
    figure.legend = false;
    if (whole) {
        figure.x.lower = study.whole.reMin;
        figure.x.upper = study.whole.reMax;
        figure.y.lower = -study.whole.imMax;
        figure.y.upper = study.whole.imMax;
    } else {
        figure.fit(0.04);
    }
    if (view == RegionView::WholeWithZoom && !figure.series.isEmpty()) {
        Figure zoom = regionFigure(study, RegionView::Zoom);
        zoom.x.label.clear(); // the same axes as the plot's: the ticks say enough
        zoom.y.label.clear();
        figure.inset = std::make_shared<const Figure>(std::move(zoom));
    }
    return figure;
}

QString regionCaption(RegionView view) {
    const QString region =
        Text::tr("Shaded: where each method is stable, ρ(A) ≤ 1 for the damped mode with "
                 "eigenvalues h·λ, h·λ̄ (for Runge–Kutta methods |R(z)| ≤ 1); ○ a mode "
                 "inside, × outside at the run's dt.");
    switch (view) {
    case RegionView::Zoom:
        return region + QLatin1Char(' ') + Text::tr("Zoomed to the modes.");
    case RegionView::Whole:
        return region;
    case RegionView::WholeWithZoom:
        return region + QLatin1Char(' ') +
               Text::tr("Inset: the box around the modes (marked), enlarged.");
    }
    return region;
}

Figure perModeFigure(const StabilityStudy& study, bool whole) {
    Figure figure;
    figure.x.label = Text::tr("ω·h");
    figure.x.logarithmic = true;
    figure.y.label = Text::tr("damping ratio ζ");
    const double top = whole ? 1.0 : study.zetaMax;
    for (const StabilityMethod& method : study.methods) {
        const auto& curve = whole ? method.perModeWhole : method.perModeZoomed;
        if (curve.empty()) {
            continue;
        }
        Series series;
        series.name = Text::tr("%1: largest stable ω·h").arg(text::methodName(method.choice));
        series.color = methodColor(study, method);
        series.colorGroup = colorGroup(series.color);
        series.parametric = true;
        for (const auto& [zeta, omegaH] : curve) {
            // +∞ (every step stable) and 0 (none) have no place on the log axis.
            const bool shown = std::isfinite(omegaH) && omegaH > 0.0;
            series.points.push_back(shown ? QPointF(omegaH, zeta) : QPointF(kNaN, kNaN));
        }
        figure.series.push_back(series);
    }
    addModePoints(figure, study, [top](std::complex<double> z) -> std::optional<QPointF> {
        const core::Mode m = core::modeOf(z); // ω·h and ζ of the point
        if (!(m.omega > 0.0) || !std::isfinite(m.omega) || m.re > 0.0) {
            return std::nullopt; // a free motion or a growing mode: not the method's region
        }
        return m.dampingRatio <= top ? std::optional<QPointF>(QPointF(m.omega, m.dampingRatio))
                                     : std::nullopt;
    });
    figure.legend = false;
    figure.fit(0.04);
    figure.x.lower = study.omegaHMin;
    figure.x.upper = study.omegaHMax;
    figure.y.lower = -0.04 * top; // undamped modes (ζ = 0) above the axis, not on it
    figure.y.upper = 1.04 * top;
    return figure;
}

QString perModeCaption() {
    return Text::tr("Per mode: a mode of angular frequency ω and damping ratio ζ is stable at "
                    "step h where ω·h lies left of its method's curve, ρ(A(ω·h, ζ)) ≤ 1: ○ a "
                    "mode inside, × outside at the run's dt.");
}

QString regionKindsText(const StabilityStudy& study) {
    QStringList firstOrder;
    QStringList perMode;
    for (const StabilityMethod& method : study.methods) {
        switch (core::regionKind(method.choice.id)) {
        case core::RegionKind::FirstOrder:
            firstOrder << text::methodName(method.choice);
            break;
        case core::RegionKind::PerMode:
            perMode << text::methodName(method.choice);
            break;
        case core::RegionKind::None:
            break;
        }
    }
    QStringList parts;
    if (!firstOrder.isEmpty()) {
        parts << Text::tr("First-order methods, region |R(z)| ≤ 1: %1.")
                     .arg(QLocale().createSeparatedList(firstOrder));
    }
    if (!perMode.isEmpty()) {
        parts << Text::tr("Second-order schemes, no R(z), region per mode (ω·h, ζ): %1.")
                     .arg(QLocale().createSeparatedList(perMode));
    }
    const double retention = study.spectrum.velocityRetention;
    if (retention != 1.0 && !parts.isEmpty()) {
        parts << Text::tr("The regions include the scene's velocity retention, v × %1 after "
                          "every step.")
                     .arg(number(retention));
    }
    return parts.join(QLatin1Char(' '));
}

Figure dispersionFigure(const StabilityStudy& study, DispersionQuantity quantity) {
    Figure figure;
    figure.x.label = Text::tr("ω·h");
    figure.x.logarithmic = true;
    figure.y.label = quantity == DispersionQuantity::Damping
                         ? Text::tr("algorithmic damping ratio ζ̄")
                         : Text::tr("period error T̄/T − 1");
    const bool damping = quantity == DispersionQuantity::Damping;
    const double lower = damping ? -2.0 : -1.0;
    const double upper = damping ? 2.0 : 3.0;
    for (const StabilityMethod& method : study.methods) {
        if (method.dispersion.empty()) {
            continue;
        }
        Series series;
        series.name = text::methodName(method.choice);
        series.color = methodColor(study, method);
        series.colorGroup = colorGroup(series.color);
        for (const core::DispersionSample& sample : method.dispersion) {
            const std::optional<double>& value =
                quantity == DispersionQuantity::Damping ? sample.dampingRatio : sample.periodError;
            // Past a method's stability limit its curve runs off to large values (RK4's ζ̄
            // reaches −15 at ω·h = 10) and would flatten every curve near the modes: cut it.
            const bool shown = value && *value >= lower && *value <= upper;
            series.points.push_back(QPointF(sample.omegaH, shown ? *value : kNaN));
        }
        figure.series.push_back(series);
    }
    addRugs(figure, study);
    figure.fit(0.04);
    return figure;
}

QString dispersionCaption(DispersionQuantity quantity) {
    return quantity == DispersionQuantity::Damping
               ? Text::tr("Numerical damping of an undamped mode per step of ω·h (Hilber, Hughes "
                          "& Taylor); the marks below the curves are the scene's modes at each "
                          "run's dt.")
               : Text::tr("Relative period error of an undamped mode per step of ω·h; the marks "
                          "below the curves are the scene's modes at each run's dt.");
}

std::optional<double> measuredLimit(const std::vector<AnalysisRecord>& analyses,
                                    const core::IntegratorChoice& choice) {
    for (auto record = analyses.rbegin(); record != analyses.rend(); ++record) {
        if (const auto* stability = std::get_if<StabilityAnalysis>(&record->data)) {
            for (const core::StabilityResult& limit : stability->limits) {
                if (sameMethod(limit.integrator, choice)) {
                    return limit.maxStableDt;
                }
            }
        }
    }
    return std::nullopt;
}

AnalysisTable stabilityTable(const StabilityStudy& study,
                             const std::vector<AnalysisRecord>& analyses) {
    AnalysisTable table;
    table.columns = {{Text::tr("Run"), false},
                     {Text::tr("Method"), false},
                     {Text::tr("dt (s)"), true},
                     {Text::tr("Predicted stable dt (s)"), true},
                     {Text::tr("Limiting mode"), false},
                     {Text::tr("Modes outside"), true},
                     {Text::tr("Measured limit (s)"), true},
                     {Text::tr("Growth at dt"), false}};
    for (const StabilityRunResult& run : study.runs) {
        const std::optional<double> measured = measuredLimit(analyses, run.run.choice);
        table.rows.push_back(
            {{text::runLabel(run.run), text::runLabel(run.run)},
             {text::catalog::integratorName(run.run.choice.id),
              QString::fromStdString(run.run.choice.id)},
             {run.run.choice.dt, run.run.choice.dt},
             predictedCell(run),
             limitingModeCell(run),
             hasRegion(study, run.run.choice) ? TableCell{run.outsideCount, run.outsideCount}
                                              : TableCell{QStringLiteral("—"), QString()},
             measured ? TableCell{*measured, *measured} : TableCell{QStringLiteral("—"), QString()},
             growthCell(run)});
    }
    return table;
}

QString spectrumMethodText(core::SpectrumMethod method) {
    switch (method) {
    case core::SpectrumMethod::DenseFirstOrder:
        return Text::tr("all modes, first-order system");
    case core::SpectrumMethod::DenseSymmetric:
        return Text::tr("all modes, undamped problem with modal damping");
    case core::SpectrumMethod::Iterative:
        return Text::tr("highest modes, iterative solver");
    case core::SpectrumMethod::Automatic:
        break;
    }
    return {};
}

QString spectrumSummary(const StabilityStudy& study) {
    const auto& modes = study.spectrum.modes;
    const int count = static_cast<int>(modes.size());
    if (modes.empty()) {
        return Text::tr("The scene has no free particles: no modes.");
    }
    const QString omega = number(modes.back().omega);
    if (study.stiffest) {
        return Text::tr("%Ln mode(s); highest ω = %1 rad/s, mostly %2.", nullptr, count)
            .arg(omega, springKindPhrase(core::dominantKind(*study.stiffest)));
    }
    return Text::tr("%Ln mode(s); highest ω = %1 rad/s.", nullptr, count).arg(omega);
}

QString stateText(const StabilityStudy& study) {
    if (!study.stateTime) {
        return Text::tr("Linearised about the initial state.");
    }
    return Text::tr("Linearised about the state of %1 at t = %2 s.")
        .arg(text::runLabel(study.stateRun), number(*study.stateTime));
}

QString predictionReason(const core::Message& reason) {
    return text::translateCoreMessage(reason);
}

QString blowUpExplanation(const StabilityStudy& study, const core::IntegratorChoice& choice) {
    const QString method = text::catalog::integratorName(choice.id);
    const core::PredictedLimit limit = core::predictedStableDt(choice, study.spectrum);
    if (!limit.dt) {
        return Text::tr("%1 has no linear stability prediction (%2).")
            .arg(method, predictionReason(limit.reason));
    }
    const QString dt = number(choice.dt);
    if (*limit.dt == 0.0) {
        return Text::tr("%1 is unstable at every dt on this scene: the mode at ω = %2 rad/s "
                        "(damping ratio %3) grows however small the step is.")
            .arg(method, number(limit.omega), number(limit.zeta));
    }
    if (!std::isfinite(*limit.dt)) {
        return Text::tr("dt = %1 s is within %2's predicted stability (no mode of this scene "
                        "limits its step): the blow-up comes from large motion or contact, not "
                        "from a linear mode.")
            .arg(dt, method);
    }
    const QString at = number(study.stateTime.value_or(0.0));
    if (choice.dt <= *limit.dt) {
        // The prediction is of one state; a hanging cloth's tension gives it transverse modes
        // that only the air damps (windy-cloth: explicit Euler's limit falls from 5.2e-4 s at
        // t = 0 to 1e-4 s once it hangs), so a linear mode of a later state may be the cause.
        return Text::tr("dt = %1 s is below %2's predicted limit %3 s for the scene's state at "
                        "t = %4 s. The run left that state: tension in a hanging cloth adds "
                        "lightly damped modes that can limit the step more, and large motion or "
                        "contact can blow it up as well.")
            .arg(dt, method, number(*limit.dt), at);
    }
    const std::optional<core::SpringKind> kind = kindAt(study, limit.omega);
    const QString left =
        kind ? Text::tr("dt = %1 s is above %2's predicted stable limit %3 s for the scene's "
                        "state at t = %4 s: the mode at ω = %5 rad/s (mostly %6) left its "
                        "stability region.")
                   .arg(dt, method, number(*limit.dt), at, number(limit.omega),
                        springKindPhrase(*kind))
             : Text::tr("dt = %1 s is above %2's predicted stable limit %3 s for the scene's "
                        "state at t = %4 s: the mode at ω = %5 rad/s left its stability region.")
                   .arg(dt, method, number(*limit.dt), at, number(limit.omega));
    const std::optional<core::ModeGrowth> growth =
        core::fastestGrowth(choice, study.spectrum, choice.dt);
    if (!growth || !(growth->rate > 0.0)) {
        return left;
    }
    return left + QLatin1Char(' ') +
           Text::tr("At this dt the fastest-growing mode (ω = %1 rad/s) grows by ρ = %2 per step, "
                    "e-fold every %3 s.")
               .arg(number(growth->omega), QLocale().toString(growth->radius, 'g', 6),
                    number(1.0 / growth->rate));
}

} // namespace clothlab::figures
