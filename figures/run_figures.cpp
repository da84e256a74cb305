#include "figures/run_figures.h"

#include "text/run_text.h"

#include <QCoreApplication>
#include <cmath>

namespace clothlab::figures {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(RunFigure)
};

/// One series per run over time, of the finite values (positive ones on a log axis).
template <typename Value>
Figure timeSeries(const RunHistories& histories, const QString& yLabel, bool logarithmic,
                  Value value) {
    Figure figure;
    figure.x.label = Text::tr("time (s)");
    figure.y.label = yLabel;
    figure.y.logarithmic = logarithmic;
    for (std::size_t r = 0; r < histories.runs.size() && r < histories.samples.size(); ++r) {
        Series series;
        series.name = text::runLabel(histories.runs[r]);
        series.color = QColor::fromRgb(text::runRgb(histories.runs[r], static_cast<int>(r)));
        for (const core::RunSample& sample : histories.samples[r]) {
            const double y = value(sample);
            if (std::isfinite(y) && (!logarithmic || y > 0.0)) {
                series.points.push_back(QPointF(sample.time, y));
            }
        }
        figure.series.push_back(series);
    }
    figure.fit();
    return figure;
}

} // namespace

Figure energyFigure(const RunHistories& histories, std::size_t run) {
    Figure figure;
    figure.x.label = Text::tr("time (s)");
    figure.y.label = Text::tr("energy (J)");
    if (run >= histories.samples.size()) {
        return figure;
    }
    using Term = double (*)(const core::RunSample&);
    const std::pair<QString, Term> terms[] = {
        {Text::tr("kinetic T"), [](const core::RunSample& s) { return s.energy.terms.kinetic; }},
        {Text::tr("gravity U_g"), [](const core::RunSample& s) { return s.energy.terms.gravity; }},
        {Text::tr("elastic U_e"),
         [](const core::RunSample& s) { return s.energy.terms.elasticTotal(); }},
        {Text::tr("dissipated D"), [](const core::RunSample& s) { return s.energy.dissipated; }},
        {Text::tr("external work W"),
         [](const core::RunSample& s) { return s.energy.externalWork; }},
        {Text::tr("total T + U_g + U_e"),
         [](const core::RunSample& s) { return s.energy.terms.mechanical(); }}};
    for (const auto& [name, term] : terms) {
        Series series;
        series.name = name;
        for (const core::RunSample& sample : histories.samples[run]) {
            series.points.push_back(QPointF(sample.time, term(sample)));
        }
        figure.series.push_back(series);
    }
    figure.fit();
    return figure;
}

Figure residualFigure(const RunHistories& histories) {
    return timeSeries(histories, Text::tr("energy residual (J)"), false,
                      [](const core::RunSample& s) { return s.energy.residual(); });
}

Figure errorFigure(const RunHistories& histories) {
    return timeSeries(histories, Text::tr("RMS error (m)"), true, [](const core::RunSample& s) {
        return s.error ? s.error->rms : std::nan("");
    });
}

Figure strainFigure(const RunHistories& histories) {
    return timeSeries(
        histories, Text::tr("largest structural strain |l − L|/L"), false,
        [](const core::RunSample& s) {
            return s.strain
                .max[static_cast<std::size_t>(core::kindIndex(core::SpringKind::Structural))];
        });
}

Figure solverResidualFigure(const RunHistories& histories) {
    Figure figure;
    figure.x.label = Text::tr("iteration");
    figure.y.label = Text::tr("solver residual");
    figure.y.logarithmic = true;
    for (std::size_t r = 0; r < histories.runs.size() && r < histories.solverResiduals.size();
         ++r) {
        Series series;
        series.name = text::runLabel(histories.runs[r]);
        series.color = QColor::fromRgb(text::runRgb(histories.runs[r], static_cast<int>(r)));
        const std::vector<double>& residuals = histories.solverResiduals[r];
        for (std::size_t k = 0; k < residuals.size(); ++k) {
            if (residuals[k] > 0.0 && std::isfinite(residuals[k])) {
                series.points.push_back(QPointF(static_cast<double>(k + 1), residuals[k]));
            }
        }
        if (!series.points.isEmpty()) {
            figure.series.push_back(series);
        }
    }
    figure.fit();
    return figure;
}

} // namespace clothlab::figures
