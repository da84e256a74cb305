#include "widgets/plots/comparison_plot_panel.h"

#include "widgets/document/document.h"
#include "widgets/document/runs_model.h"
#include "widgets/engine/run_controller.h"
#include "widgets/plots/plot_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <cmath>
#include <limits>

namespace clothlab::widgets {

namespace {

// Entries of the chooser of each kind.
enum EnergyChoice {
    Kinetic,
    Gravity,
    ElasticAll,
    ElasticStructural,
    ElasticShear,
    ElasticBending,
    Mechanical,
    Dissipated,
    ExternalWork,
    Rotational,
    ElasticAngle
};
enum ResidualChoice { Absolute, Relative };
enum ErrorChoice { Rms, Max };
// Strain: kind × (mean, max): index = 2·kind + (max ? 1 : 0).

} // namespace

ComparisonPlotPanel::ComparisonPlotPanel(Kind kind, Document* document, RunController* controller,
                                         QWidget* parent)
    : QWidget(parent), m_kind(kind), m_document(document), m_controller(controller),
      m_plot(new PlotPanel(this)), m_log(new QCheckBox(this)), m_caption(new QLabel(this)) {
    auto* controls = new QHBoxLayout;
    if (kind != Solver) {
        m_chooser = new QComboBox(this);
        m_chooser->setObjectName(QStringLiteral("plotQuantity"));
        controls->addWidget(m_chooser);
        connect(m_chooser, &QComboBox::currentIndexChanged, this, [this] {
            updateAxes();
            rebuild();
        });
    }
    m_log->setObjectName(QStringLiteral("logScale"));
    controls->addWidget(m_caption, 1);
    controls->addWidget(m_log);
    m_caption->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(controls);
    layout->addWidget(m_plot, 1);
    connect(m_log, &QCheckBox::toggled, this, [this](bool on) {
        m_plot->setLogScaleY(on);
        rebuild(); // the residual plot shows |residual| on a log scale
    });
    connect(controller, &RunController::snapshotReady, this, &ComparisonPlotPanel::onSnapshot);
    connect(document, &Document::changed, this, [this](Changes what) {
        if (what & Change::Runs) {
            rebuild();
        }
    });
    if (kind == Error || kind == Solver) {
        m_log->setChecked(true);
        m_plot->setLogScaleY(true);
    }
    retranslate();
    rebuild();
}

void ComparisonPlotPanel::setSelectedRun(int run) {
    if (run != m_selectedRun) {
        m_selectedRun = run;
        if (m_kind == Solver) {
            rebuild();
        }
    }
}

QString ComparisonPlotPanel::caption() const {
    return m_caption->text();
}

double ComparisonPlotPanel::value(const core::RunSample& sample) const {
    const int choice = m_chooser ? std::max(0, m_chooser->currentIndex()) : 0;
    const core::EnergyRecord& e = sample.energy;
    double v = 0.0;
    switch (m_kind) {
    case Energy: {
        switch (choice) {
        case Kinetic:
            return e.terms.kinetic;
        case Gravity:
            return e.terms.gravity;
        case ElasticAll:
            return e.terms.elasticTotal();
        case ElasticStructural:
        case ElasticShear:
        case ElasticBending:
            return e.terms.elastic[static_cast<std::size_t>(choice - ElasticStructural)];
        case Mechanical:
            return e.terms.mechanical();
        case Dissipated:
            return e.dissipated;
        case ExternalWork:
            return e.externalWork;
        case Rotational:
            return e.terms.rotational;
        case ElasticAngle:
            return e.terms.elasticAngle;
        default:
            return 0.0;
        }
    }
    case Residual:
        v = e.residual();
        if (choice == Relative) {
            v = e.initial != 0.0 ? v / std::abs(e.initial) : NAN;
        }
        return m_log->isChecked() ? std::abs(v) : v;
    case Error:
        if (!sample.error) {
            return NAN;
        }
        return choice == Max ? sample.error->max : sample.error->rms;
    case Strain: {
        const auto k = static_cast<std::size_t>(choice / 2);
        return choice % 2 == 1 ? sample.strain.max[k] : sample.strain.mean[k];
    }
    case Solver:
        break;
    }
    return NAN;
}

void ComparisonPlotPanel::append(int run, const core::RunSample& sample) {
    const double v = value(sample);
    if (std::isfinite(v) && (!m_log->isChecked() || v > 0.0)) {
        m_plot->append(run, sample.time, v);
    }
}

void ComparisonPlotPanel::rebuild() {
    const auto& runs = m_document->scene().runs;
    m_plot->clearSeries();
    m_series = 0;
    if (m_kind == Solver) {
        updateSolver();
        updateCaption();
        return;
    }
    for (std::size_t r = 0; r < runs.size(); ++r) {
        m_plot->addSeries(runLabel(runs[r]),
                          QColor::fromRgb(text::runRgb(runs[r], static_cast<int>(r))));
        m_plot->setSeriesVisible(static_cast<int>(r), runs[r].visible);
        ++m_series;
    }
    const auto& history = m_controller->history();
    if (history.size() == runs.size()) {
        for (std::size_t r = 0; r < history.size(); ++r) {
            for (const core::RunSample& sample : history[r]) {
                append(static_cast<int>(r), sample);
            }
        }
    }
    m_plot->rescale();
    updateCaption();
}

void ComparisonPlotPanel::onSnapshot() {
    const auto snapshot = m_controller->latestSnapshot();
    if (!snapshot) {
        return;
    }
    if (m_kind == Solver) {
        updateSolver();
        return;
    }
    // A frame of the timeline shown: a cursor at its time; the series stay as they are.
    m_plot->setTimeCursor(snapshot->frame >= 0 ? snapshot->time
                                               : std::numeric_limits<double>::quiet_NaN());
    if (snapshot->fresh || snapshot->rewound ||
        m_series != static_cast<int>(snapshot->runs.size())) {
        rebuild();
        return;
    }
    for (std::size_t r = 0; r < snapshot->newSamples.size(); ++r) {
        for (const core::RunSample& sample : snapshot->newSamples[r]) {
            append(static_cast<int>(r), sample);
        }
    }
    updateCaption();
}

void ComparisonPlotPanel::updateSolver() {
    const auto& runs = m_document->scene().runs;
    const auto snapshot = m_controller->latestSnapshot();
    const int run = m_selectedRun;
    if (run < 0 || run >= static_cast<int>(runs.size())) {
        m_plot->clearSeries();
        m_series = 0;
        return;
    }
    if (m_series != 1) {
        m_plot->clearSeries();
        m_plot->addSeries(QString(), QColor());
        m_series = 1;
    }
    m_plot->setSeriesName(0, runLabel(runs[static_cast<std::size_t>(run)]));
    m_plot->clearData();
    if (snapshot && run < static_cast<int>(snapshot->runs.size())) {
        const auto& residuals = snapshot->runs[static_cast<std::size_t>(run)].solver.residuals;
        for (std::size_t k = 0; k < residuals.size(); ++k) {
            const double v = residuals[k];
            if (std::isfinite(v) && (!m_log->isChecked() || v > 0.0)) {
                m_plot->append(0, static_cast<double>(k + 1), v);
            }
        }
    }
    m_plot->rescale();
    updateCaption();
}

void ComparisonPlotPanel::updateCaption() {
    const auto snapshot = m_controller->latestSnapshot();
    const auto& runs = m_document->scene().runs;
    QString text;
    switch (m_kind) {
    case Error:
        text = snapshot && !snapshot->reference.isEmpty()
                   ? tr("Against the reference: %1").arg(snapshot->reference)
                   : tr("No reference: mark a run as reference or switch the dop853 reference on");
        break;
    case Solver:
        if (m_selectedRun >= 0 && m_selectedRun < static_cast<int>(runs.size())) {
            const auto& run = runs[static_cast<std::size_t>(m_selectedRun)];
            const bool empty =
                !snapshot || m_selectedRun >= static_cast<int>(snapshot->runs.size()) ||
                snapshot->runs[static_cast<std::size_t>(m_selectedRun)].solver.residuals.empty();
            text = empty ? tr("%1: no iterative solver, or no step yet").arg(runLabel(run))
                         : tr("Last step of %1").arg(runLabel(run));
        } else {
            text = tr("Select a run in the Runs panel");
        }
        break;
    default:
        break;
    }
    // Beside a single run on the Simulation tab these plots stay empty: say why.
    if (m_kind != Solver) {
        if (runs.empty()) {
            text = tr("No comparison runs yet: Analysis ▸ Compare Integrators… sets them up, and "
                      "the Comparison tab plays them side by side.");
        } else if (!snapshot || snapshot->time <= 0.0) {
            const QString hint = tr("Play the comparison on the Comparison tab to plot its runs.");
            text = text.isEmpty() ? hint : hint + QLatin1Char(' ') + text;
        }
    }
    m_caption->setText(text);
    m_caption->setVisible(!text.isEmpty());
}

void ComparisonPlotPanel::updateAxes() {
    switch (m_kind) {
    case Energy:
        m_plot->setAxisLabels(tr("time (s)"), tr("energy (J)"));
        break;
    case Residual:
        m_plot->setAxisLabels(tr("time (s)"), m_chooser && m_chooser->currentIndex() == Relative
                                                  ? tr("residual / |E₀|")
                                                  : tr("energy residual (J)"));
        break;
    case Error:
        m_plot->setAxisLabels(tr("time (s)"), tr("error (m)"));
        break;
    case Strain:
        m_plot->setAxisLabels(tr("time (s)"), tr("strain |l − L| / L"));
        break;
    case Solver:
        m_plot->setAxisLabels(tr("iteration"), tr("residual"));
        break;
    }
}

void ComparisonPlotPanel::retranslate() {
    m_log->setText(tr("Log scale"));
    if (m_chooser) {
        const int current = std::max(0, m_chooser->currentIndex());
        const QSignalBlocker block(m_chooser);
        m_chooser->clear();
        switch (m_kind) {
        case Energy:
            m_chooser->addItems(
                {tr("Kinetic T"), tr("Gravity U_g"), tr("Elastic U_e"), tr("Elastic, structural"),
                 tr("Elastic, shear"), tr("Elastic, bending"), tr("Total T + U_g + U_e"),
                 tr("Dissipated D"), tr("External work W"), tr("Kinetic, rotation (solids)"),
                 tr("Elastic, angle springs (solids)")});
            break;
        case Residual:
            m_chooser->addItems({tr("Residual (J)"), tr("Residual relative to E₀")});
            break;
        case Error:
            m_chooser->addItems({tr("RMS over particles"), tr("Maximum over particles")});
            break;
        case Strain:
            for (const QString& kind : {tr("structural"), tr("shear"), tr("bending")}) {
                m_chooser->addItem(tr("Mean strain, %1").arg(kind));
                m_chooser->addItem(tr("Maximum strain, %1").arg(kind));
            }
            break;
        case Solver:
            break;
        }
        m_chooser->setCurrentIndex(std::min(current, m_chooser->count() - 1));
    }
    updateAxes();
    updateCaption();
}

void ComparisonPlotPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        rebuild();
    }
    QWidget::changeEvent(event);
}

} // namespace clothlab::widgets
