#include "widgets/analysis/stability_panel.h"

#include "figures/analysis_figures.h"
#include "figures/stability_figures.h"
#include "text/core_messages.h"
#include "text/run_text.h"
#include "widgets/analysis/analysis_results.h"
#include "widgets/document/document.h"
#include "widgets/plots/plot_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <exception>

namespace clothlab::widgets {

namespace {

/// Quiet time after the last edit before a study starts: a slider drag studies once.
constexpr int kDebounceMs = 300;
/// How often a panel that follows the run looks whether its state moved on.
constexpr int kFollowMs = 1000;

constexpr Changes kStudiedChanges = Change::Stiffness | Change::Environment | Change::Integrator |
                                    Change::Topology | Change::Runs | Change::Particles;

PlotPanel* makePlot(QWidget* parent, const char* name) {
    auto* plot = new PlotPanel(parent);
    plot->setObjectName(QString::fromLatin1(name));
    plot->setDataMargin(0.04);
    return plot;
}

} // namespace

StabilityPanel::StabilityPanel(Document* document, AnalysisResults* analyses, QWidget* parent)
    : QWidget(parent), m_document(document), m_analyses(analyses), m_debounce(new QTimer(this)),
      m_watcher(new QFutureWatcher<Outcome>(this)), m_follow(new QTimer(this)) {
    // The plots with their caption take the dock's height; the spectrum, the switches and
    // the limits sit beside them.
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(makePlots());
    splitter->addWidget(makeSide());
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(splitter, 1);
    connectSignals();
    retranslate();
    scheduleStudy();
}

QWidget* StabilityPanel::makePlots() {
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_region = makePlot(m_tabs, "stabilityRegionPlot");
    m_perMode = makePlot(m_tabs, "stabilityPerModePlot");
    m_damping = makePlot(m_tabs, "stabilityDampingPlot");
    m_period = makePlot(m_tabs, "stabilityPeriodPlot");
    m_tabs->addTab(m_region, QString());
    m_tabs->addTab(m_perMode, QString());
    m_tabs->addTab(m_damping, QString());
    m_tabs->addTab(m_period, QString());
    m_caption = new QLabel(this);
    m_caption->setWordWrap(true);
    m_caption->setForegroundRole(QPalette::PlaceholderText);
    QFont small = m_caption->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_caption->setFont(small);

    auto* plots = new QWidget(this);
    auto* plotsLayout = new QVBoxLayout(plots);
    plotsLayout->setContentsMargins(0, 0, 0, 0);
    plotsLayout->setSpacing(0);
    plotsLayout->addWidget(m_tabs, 1);
    plotsLayout->addWidget(m_caption);
    return plots;
}

QWidget* StabilityPanel::makeSide() {
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("stabilityStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_whole = new QCheckBox(this);
    m_whole->setObjectName(QStringLiteral("wholeRegionBox"));
    m_stiffest = new QCheckBox(this);
    m_stiffest->setObjectName(QStringLiteral("stiffestModeBox"));
    m_stiffest->setEnabled(false);
    // One above the other: side by side they would set the dock's width.
    auto* boxes = new QVBoxLayout;
    boxes->setSpacing(2);
    boxes->addWidget(m_whole);
    boxes->addWidget(m_stiffest);
    m_basisLabel = new QLabel(this);
    m_basis = new QComboBox(this);
    m_basis->setObjectName(QStringLiteral("stabilityBasisBox"));
    m_basis->addItem(QString(), true); // the run's current state
    m_basis->addItem(QString(), false);
    m_basisLabel->setBuddy(m_basis);
    auto* basis = new QHBoxLayout;
    basis->addWidget(m_basisLabel);
    basis->addWidget(m_basis, 1);
    boxes->addLayout(basis);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("stabilityTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true); // a long limiting mode wraps rather than being cut
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_status);
    sideLayout->addLayout(boxes);
    sideLayout->addWidget(m_table, 1);
    return side;
}

void StabilityPanel::connectSignals() {
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &StabilityPanel::startStudy);
    m_follow->setInterval(kFollowMs);
    connect(m_follow, &QTimer::timeout, this, &StabilityPanel::followState);
    m_follow->start();
    connect(m_basis, &QComboBox::currentIndexChanged, this, &StabilityPanel::scheduleStudy);
    connect(m_watcher, &QFutureWatcher<Outcome>::finished, this, &StabilityPanel::onStudyFinished);
    connect(m_whole, &QCheckBox::toggled, this, &StabilityPanel::showRegion);
    connect(m_stiffest, &QCheckBox::toggled, this, &StabilityPanel::stiffestModeToggled);
    connect(m_tabs, &QTabWidget::currentChanged, this, &StabilityPanel::retranslate);
    connect(m_document, &Document::sceneReplaced, this, &StabilityPanel::scheduleStudy);
    connect(m_document, &Document::changed, this, [this](Changes what) {
        if (what & kStudiedChanges) {
            scheduleStudy();
        }
    });
    if (m_analyses) {
        connect(m_analyses, &AnalysisResults::added, this, &StabilityPanel::showTable);
        connect(m_analyses, &QAbstractItemModel::modelReset, this, &StabilityPanel::showTable);
    }
}

StabilityPanel::~StabilityPanel() {
    // The worker uses translations and the locale: let it end before the application does.
    m_watcher->waitForFinished();
}

void StabilityPanel::setComparison(bool comparison) {
    if (comparison != m_comparison) {
        m_comparison = comparison;
        scheduleStudy();
    }
}

void StabilityPanel::setFollowRun(bool follow) {
    m_basis->setCurrentIndex(m_basis->findData(follow));
}

bool StabilityPanel::followsRun() const {
    return m_basis->currentData().toBool();
}

std::optional<core::StudyState> StabilityPanel::followedState() const {
    if (!followsRun() || !m_stateSource) {
        return std::nullopt;
    }
    return m_stateSource();
}

// Throttled: a study of a large cloth takes seconds, and the run needs the cores; waiting
// as long as the last study took keeps the panel at most half of one core (windy-cloth's
// study takes 0.5–0.9 s). Only while the panel is in sight: behind another tab it would take
// that half core from the runs for nothing (cloth-on-sphere's four-run comparison lost a
// quarter of the workbench's time to it); it catches up within a tick of being shown. A dock
// behind another tab stays isVisible(): its (empty) visible region is what says it is out of
// sight, for a hidden panel as well.
void StabilityPanel::followState() {
    if (visibleRegion().isEmpty() ||
        (m_sinceFinished.isValid() && m_sinceFinished.elapsed() < m_lastStudyMs)) {
        return;
    }
    studyCurrentState();
}

void StabilityPanel::studyCurrentState() {
    if (m_debounce->isActive()) {
        return; // an edit's study is about to start, with the state as it is then
    }
    const std::optional<core::StudyState> state = followedState();
    if (!state) {
        return;
    }
    if (isCurrent() && m_study && m_study->stateTime == state->time) {
        return; // shown already
    }
    startStudy();
}

figures::RegionView StabilityPanel::regionView() const {
    return m_whole->isChecked() ? figures::RegionView::Whole : figures::RegionView::Zoom;
}

bool StabilityPanel::isCurrent() const {
    return m_shownGeneration == m_generation;
}

void StabilityPanel::scheduleStudy() {
    ++m_generation;
    m_stiffest->setChecked(false); // the shape shown belongs to the scene before the edit
    m_debounce->start();
    m_status->setText(tr("Computing the spectrum…"));
}

void StabilityPanel::startStudy() {
    if (m_watcher->isRunning()) {
        m_restart = true; // started again when the running one ends
        return;
    }
    m_restart = false;
    const int generation = m_generation;
    const core::Scene scene = m_document->scene();
    const std::vector<core::StabilityRunInput> runs = core::stabilityRuns(scene, m_comparison);
    const std::optional<core::StudyState> state = followedState();
    m_studyClock.start();
    // No exception may cross into the event loop: the worker turns each into a message.
    m_watcher->setFuture(QtConcurrent::run([generation, scene, runs, state]() {
        Outcome outcome;
        outcome.generation = generation;
        try {
            outcome.study = std::make_shared<const core::StabilityStudy>(
                state ? core::computeStability(scene, *state, runs)
                      : core::computeStability(scene, runs));
        } catch (const std::exception& e) {
            outcome.error = text::coreErrorText(e);
        } catch (...) {
            outcome.error = tr("The spectrum could not be computed.");
        }
        return outcome;
    }));
}

void StabilityPanel::onStudyFinished() {
    const Outcome outcome = m_watcher->result();
    m_lastStudyMs = m_studyClock.elapsed();
    m_sinceFinished.start();
    if (m_restart) {
        startStudy();
    }
    if (outcome.generation != m_generation) {
        return; // the document changed since it started: a newer study is on its way
    }
    m_shownGeneration = outcome.generation;
    m_study = outcome.study;
    m_error = outcome.error;
    showStudy();
    emit studyChanged();
}

void StabilityPanel::showStudy() {
    m_stiffest->setEnabled(shownMode() != nullptr);
    showRegion();
    if (m_study) {
        m_damping->setFigure(
            figures::dispersionFigure(*m_study, figures::DispersionQuantity::Damping));
        m_period->setFigure(
            figures::dispersionFigure(*m_study, figures::DispersionQuantity::PeriodError));
    } else {
        m_damping->clearSeries();
        m_period->clearSeries();
    }
    showTable();
    retranslate();
}

void StabilityPanel::showRegion() {
    if (m_study) {
        m_region->setFigure(figures::regionFigure(*m_study, regionView()));
        m_perMode->setFigure(figures::perModeFigure(*m_study, m_whole->isChecked()));
    } else {
        m_region->clearSeries();
        m_perMode->clearSeries();
    }
}

void StabilityPanel::showTable() {
    m_table->clear();
    if (!m_study) {
        m_table->setRowCount(0);
        m_table->setColumnCount(0);
        return;
    }
    std::vector<figures::AnalysisRecord> analyses;
    for (int r = 0; m_analyses && r < m_analyses->count(); ++r) {
        analyses.push_back(m_analyses->at(r));
    }
    // Transposed: a column per run (few) and a row per quantity, so that it reads in a
    // narrow side panel.
    const figures::AnalysisTable table = figures::stabilityTable(*m_study, analyses);
    const int quantities = static_cast<int>(table.columns.size()) - 1; // the run is the header
    m_table->setRowCount(quantities);
    m_table->setColumnCount(static_cast<int>(table.rows.size()));
    for (int q = 0; q < quantities; ++q) {
        m_table->setVerticalHeaderItem(q, new QTableWidgetItem(table.columns[q + 1].label));
    }
    for (int run = 0; run < table.rows.size(); ++run) {
        const QVector<figures::TableCell>& cells = table.rows[run];
        auto* header = new QTableWidgetItem(figures::cellText(cells[figures::RunColumn]));
        header->setForeground(
            QColor::fromRgb(text::runRgb(m_study->runs[static_cast<std::size_t>(run)].run)));
        m_table->setHorizontalHeaderItem(run, header);
        for (int q = 0; q < quantities && q + 1 < cells.size(); ++q) {
            const figures::TableCell& cell = cells[q + 1];
            auto* item = new QTableWidgetItem(figures::cellText(cell, 4));
            item->setToolTip(figures::cellText(cell, 6));
            m_table->setItem(q, run, item);
        }
    }
}

QString StabilityPanel::message() const {
    return m_status->text();
}

const core::ModeShape* StabilityPanel::shownMode() const {
    if (!m_study) {
        return nullptr;
    }
    return m_study->growing    ? &*m_study->growing
           : m_study->stiffest ? &*m_study->stiffest
                               : nullptr;
}

QString StabilityPanel::stiffestModeCaption() const {
    if (!shownMode()) {
        return {};
    }
    if (m_study->growing && m_study->growingRun < m_study->runs.size()) {
        const core::StabilityRunResult& run = m_study->runs[m_study->growingRun];
        return tr("Fastest-growing mode of %1: ω = %2 rad/s, mostly %3; predicted to e-fold "
                  "in %4 s")
            .arg(text::runLabel(run.run), QLocale().toString(m_study->growing->omega, 'g', 4),
                 figures::springKindPhrase(core::dominantKind(*m_study->growing)),
                 QLocale().toString(run.growth ? 1.0 / run.growth->rate : 0.0, 'g', 3));
    }
    return tr("Stiffest mode: ω = %1 rad/s, mostly %2")
        .arg(QLocale().toString(m_study->stiffest->omega, 'g', 4),
             figures::springKindPhrase(core::dominantKind(*m_study->stiffest)));
}

void StabilityPanel::retranslate() {
    m_whole->setText(tr("Whole region"));
    m_whole->setToolTip(tr("Show the region over −3 ≤ Re(h·λ) ≤ 1, |Im(h·λ)| ≤ 3 (per mode: "
                           "0 ≤ ζ ≤ 1) instead of around the scene's modes."));
    m_stiffest->setText(tr("Show the mode in 3D"));
    m_stiffest->setToolTip(tr("Animate in the Simulation view the fastest-growing mode of a run "
                              "that is unstable at its dt, else the scene's highest mode."));
    m_basisLabel->setText(tr("Linearise about:"));
    m_basis->setItemText(m_basis->findData(true), tr("Current state"));
    m_basis->setItemText(m_basis->findData(false), tr("Initial state"));
    m_basis->setToolTip(tr("The modes are of the forces linearised about a state: the run's "
                           "current state follows the cloth as it moves (a hanging cloth has "
                           "modes that the cloth at rest length does not)."));
    m_tabs->setTabText(0, tr("Region"));
    m_tabs->setTabText(1, tr("Per mode"));
    m_tabs->setTabText(2, tr("Damping"));
    m_tabs->setTabText(3, tr("Period error"));
    const QString kinds = m_study ? figures::regionKindsText(*m_study) : QString();
    const QString captions[] = {
        figures::regionCaption(regionView()) + QLatin1Char(' ') + kinds,
        figures::perModeCaption() + QLatin1Char(' ') + kinds,
        figures::dispersionCaption(figures::DispersionQuantity::Damping),
        figures::dispersionCaption(figures::DispersionQuantity::PeriodError)};
    m_caption->setText(captions[std::max(0, m_tabs->currentIndex())].trimmed());
    if (!isCurrent()) {
        m_status->setText(tr("Computing the spectrum…"));
    } else if (!m_error.isEmpty()) {
        m_status->setText(tr("No stability study: %1").arg(m_error));
    } else if (m_study) {
        m_status->setText(figures::spectrumSummary(*m_study) + QLatin1Char(' ') +
                          figures::stateText(*m_study));
        m_status->setToolTip(figures::spectrumMethodText(m_study->spectrum.method));
    }
}

void StabilityPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_study) {
            showStudy(); // figure labels and the table are translated texts too
        }
    }
    QWidget::changeEvent(event);
}

} // namespace clothlab::widgets
