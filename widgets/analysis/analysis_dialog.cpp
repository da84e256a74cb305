#include "widgets/analysis/analysis_dialog.h"

#include "widgets/analysis/analysis_pages.h"
#include "widgets/analysis/analysis_result_view.h"
#include "widgets/analysis/analysis_runner.h"
#include "widgets/analysis/work_precision_page.h"
#include "widgets/document/document.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace clothlab::widgets {

AnalysisDialog::AnalysisDialog(Document* document, AnalysisResults* results, QWidget* parent)
    : QDialog(parent), m_document(document), m_results(results), m_runner(new AnalysisRunner(this)),
      m_tabs(new QTabWidget(this)), m_convergence(new ConvergencePage),
      m_stability(new StabilityPage), m_sweep(new SweepPage),
      m_workPrecision(new WorkPrecisionPage) {
    setObjectName(QStringLiteral("analysisDialog"));
    addPages();
    addFooter();
    connectRunner();
    connect(m_tabs, &QTabWidget::currentChanged, this, &AnalysisDialog::validate);
    connect(document, &Document::sceneReplaced, this, [this] {
        for (int p = 0; p < kPageCount; ++p) {
            pages()[static_cast<std::size_t>(p)]->unlockTask(); // the task was another scene's
            pages()[static_cast<std::size_t>(p)]->adaptTo(m_document->scene());
            restoreSettings(static_cast<Page>(p));
        }
        validate();
    });
    resize(1180, 760);
    retranslate();
    setRunning(false);
}

std::array<AnalysisPage*, AnalysisDialog::kPageCount> AnalysisDialog::pages() const {
    return {m_convergence, m_stability, m_sweep, m_workPrecision};
}

void AnalysisDialog::addPages() {
    const std::array<AnalysisPage*, kPageCount> all = pages();
    for (std::size_t p = 0; p < all.size(); ++p) {
        // Settings on the left (scrollable on small screens), results of the page on the right.
        auto* scroll = new QScrollArea;
        scroll->setWidget(all[p]);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setMinimumWidth(330);
        m_views[p] = new AnalysisResultView;
        auto* splitter = new QSplitter(Qt::Horizontal);
        splitter->addWidget(scroll);
        splitter->addWidget(m_views[p]);
        splitter->setStretchFactor(1, 1);
        splitter->setChildrenCollapsible(false);
        m_tabs->addTab(splitter, QString());
        connect(all[p], &AnalysisPage::inputChanged, this, &AnalysisDialog::validate);
        all[p]->adaptTo(m_document->scene());
        restoreSettings(static_cast<Page>(p));
    }
}

namespace {

QString settingsGroup(AnalysisDialog::Page page) {
    static const std::array<QString, AnalysisDialog::kPageCount> names{
        QStringLiteral("convergence"), QStringLiteral("stability"), QStringLiteral("sweep"),
        QStringLiteral("workPrecision")};
    return QStringLiteral("AnalysisDialog/") + names[static_cast<std::size_t>(page)];
}

} // namespace

void AnalysisDialog::saveSettings(Page page) const {
    const AnalysisPage* shown = pages()[static_cast<std::size_t>(page)];
    if (shown->isTaskLocked()) {
        return;
    }
    QSettings settings;
    settings.beginGroup(settingsGroup(page));
    shown->saveSettings(settings, m_document->scene());
}

void AnalysisDialog::restoreSettings(Page page) {
    QSettings settings;
    settings.beginGroup(settingsGroup(page));
    pages()[static_cast<std::size_t>(page)]->restoreSettings(settings, m_document->scene());
}

void AnalysisDialog::useOwnSettings(Page page) {
    AnalysisPage* shown = pages()[static_cast<std::size_t>(page)];
    if (isRunning() || !shown->isTaskLocked()) {
        return;
    }
    shown->unlockTask();
    shown->adaptTo(m_document->scene());
    restoreSettings(page);
    validate();
}

void AnalysisDialog::addFooter() {
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("status"));
    m_fix = new QPushButton(this);
    m_fix->setObjectName(QStringLiteral("fixButton"));
    connect(m_fix, &QPushButton::clicked, this, [this] {
        if (m_fixAction) {
            m_fixAction();
        }
    });
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_run = new QPushButton(this);
    m_run->setDefault(true);
    m_cancel = new QPushButton(this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_buttons->addButton(m_run, QDialogButtonBox::ActionRole);
    m_buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_run, &QPushButton::clicked, this, &AnalysisDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &AnalysisDialog::cancel);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_fix);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(m_buttons);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(statusRow);
    layout->addLayout(bottom);
}

void AnalysisDialog::connectRunner() {
    connect(m_runner, &AnalysisRunner::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    connect(m_runner, &AnalysisRunner::finished, this, &AnalysisDialog::onFinished);
    connect(m_runner, &AnalysisRunner::cancelled, this, [this] {
        setRunning(false);
        showStatus(tr("Cancelled; no result was stored."), false);
    });
    connect(m_runner, &AnalysisRunner::failed, this, [this](const QString& reason) {
        setRunning(false);
        showStatus(tr("The analysis failed: %1").arg(reason), true);
    });
}

AnalysisDialog::~AnalysisDialog() {
    m_runner->disconnect(this);
    m_runner->cancelAndWait();
}

void AnalysisDialog::setPage(Page page) {
    if (!isRunning()) {
        m_tabs->setCurrentIndex(page);
    }
}

AnalysisDialog::Page AnalysisDialog::page() const {
    return static_cast<Page>(m_tabs->currentIndex());
}

AnalysisPage* AnalysisDialog::currentPage() const {
    return pages()[static_cast<std::size_t>(m_tabs->currentIndex())];
}

AnalysisResultView* AnalysisDialog::resultView(Page page) const {
    return m_views[static_cast<std::size_t>(page)];
}

bool AnalysisDialog::isRunning() const {
    return m_runner->isRunning();
}

QString AnalysisDialog::statusText() const {
    return m_status->text();
}

void AnalysisDialog::showStatus(const QString& text, bool problem) {
    m_status->setText(text);
    m_status->setStyleSheet(problem ? QStringLiteral("color: #b00020;") : QString());
}

void AnalysisDialog::validate() {
    if (!m_run || isRunning()) { // !m_run: the pages adapt to the scene during construction
        return;
    }
    const std::optional<InputProblem> problem =
        currentPage()->problem(m_document->scene(), m_document->system().get());
    m_run->setEnabled(!problem);
    m_fixAction = problem ? problem->fix : std::function<void()>();
    m_fix->setVisible(problem && !problem->fixLabel.isEmpty());
    if (problem) {
        m_fix->setText(problem->fixLabel);
        showStatus(problem->message, true);
    } else if (m_status->styleSheet().size() > 0) {
        showStatus(QString(), false); // the problem was fixed
    }
}

bool AnalysisDialog::run() {
    validate();
    if (isRunning() || !m_run->isEnabled()) {
        return false;
    }
    const core::Scene scene = m_document->scene();
    m_runningPage = m_tabs->currentIndex();
    saveSettings(page());
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_progress->setRange(0, 0); // busy until the first unit is done
    m_progress->setTextVisible(true);
    setRunning(true);
    showStatus(tr("Running on “%1”…").arg(QString::fromStdString(scene.name)), false);
    m_runner->start(currentPage()->job(scene));
    return true;
}

void AnalysisDialog::cancel() {
    if (isRunning()) {
        showStatus(tr("Cancelling…"), false);
        m_runner->cancel();
    }
}

void AnalysisDialog::setRunning(bool running) {
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    for (int t = 0; t < m_tabs->count(); ++t) {
        m_tabs->setTabEnabled(t, !running || t == m_tabs->currentIndex());
        m_tabs->widget(t)->findChild<QScrollArea*>()->widget()->setEnabled(!running);
    }
    if (!running) {
        validate(); // the bar keeps how far the last run got
    }
}

void AnalysisDialog::onFinished(const AnalysisData& data) {
    AnalysisRecord record{QString::fromStdString(m_document->scene().name),
                          QDateTime::currentDateTime(), data};
    const double elapsed = (QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000.0;
    m_views[static_cast<std::size_t>(m_runningPage)]->showRecord(record);
    setRunning(false);
    if (m_results) {
        emit resultStored(m_results->add(std::move(record)));
    }
    showStatus(tr("Finished in %1 s; the result is kept in Analysis ▸ Results.")
                   .arg(QLocale().toString(elapsed, 'f', 1)),
               false);
}

void AnalysisDialog::done(int result) {
    // The worker reads nothing of the dialog, but its result would be lost: cancel it.
    if (isRunning()) {
        m_runner->cancelAndWait();
    }
    for (int p = 0; p < kPageCount; ++p) {
        saveSettings(static_cast<Page>(p));
    }
    QDialog::done(result);
}

void AnalysisDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QDialog::changeEvent(event);
}

void AnalysisDialog::retranslate() {
    setWindowTitle(tr("Analyses"));
    m_tabs->setTabText(Convergence, tr("Convergence Study"));
    m_tabs->setTabText(Stability, tr("Stability Limits"));
    m_tabs->setTabText(StiffnessSweep, tr("Stiffness Sweep"));
    m_tabs->setTabText(WorkPrecision, tr("Work–Precision"));
    m_run->setText(tr("&Run"));
    m_cancel->setText(tr("&Cancel Run"));
    m_progress->setFormat(tr("%v of %m done"));
    validate();
}

// ---------------------------------------------------------------------------------------

AnalysisResultWindow::AnalysisResultWindow(const AnalysisRecord& record, QWidget* parent)
    : QDialog(parent), m_view(new AnalysisResultView(this)) {
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(AnalysisResults::title(record));
    m_view->showRecord(record);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(820, 680);
}

// ---------------------------------------------------------------------------------------

AnalysisMenu::AnalysisMenu(Document* document, AnalysisResults* results, QWidget* parent)
    : QMenu(parent), m_document(document), m_results(results) {
    setObjectName(QStringLiteral("analysisMenu"));
    static const std::array<QString, AnalysisDialog::kPageCount> names{
        QStringLiteral("convergenceStudyAction"), QStringLiteral("stabilityLimitsAction"),
        QStringLiteral("stiffnessSweepAction"), QStringLiteral("workPrecisionAction")};
    for (int p = 0; p < AnalysisDialog::kPageCount; ++p) {
        const auto page = static_cast<std::size_t>(p);
        m_open[page] = addAction(QString(), this,
                                 [this, p] { openDialog(static_cast<AnalysisDialog::Page>(p)); });
        m_open[page]->setObjectName(names[page]);
    }
    addSeparator();
    m_resultsMenu = addMenu(QString());
    m_resultsMenu->setObjectName(QStringLiteral("analysisResultsMenu"));
    m_clear = addAction(QString(), results, &AnalysisResults::clear);
    connect(m_resultsMenu, &QMenu::aboutToShow, this, &AnalysisMenu::rebuildResults);
    auto enable = [this] {
        m_resultsMenu->setEnabled(m_results->count() > 0);
        m_clear->setEnabled(m_results->count() > 0);
    };
    connect(results, &QAbstractItemModel::rowsInserted, this, enable);
    connect(results, &QAbstractItemModel::modelReset, this, enable);
    enable();
    retranslate();
}

AnalysisDialog* AnalysisMenu::dialog() {
    if (!m_dialog) {
        m_dialog = new AnalysisDialog(m_document, m_results, parentWidget());
    }
    return m_dialog;
}

void AnalysisMenu::openDialog(AnalysisDialog::Page page) {
    AnalysisDialog* d = dialog();
    d->useOwnSettings(page);
    d->setPage(page);
    d->show();
    d->raise();
    d->activateWindow();
}

void AnalysisMenu::rebuildResults() {
    m_resultsMenu->clear();
    for (int row = 0; row < m_results->count(); ++row) {
        m_resultsMenu->addAction(AnalysisResults::title(m_results->at(row)), this, [this, row] {
            if (row < m_results->count()) {
                (new AnalysisResultWindow(m_results->at(row), parentWidget()))->show();
            }
        });
    }
}

void AnalysisMenu::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMenu::changeEvent(event);
}

void AnalysisMenu::retranslate() {
    setTitle(tr("&Analysis"));
    m_open[0]->setText(tr("Con&vergence Study…"));
    m_open[1]->setText(tr("&Stability Limits…"));
    m_open[2]->setText(tr("Stiffness Swee&p…"));
    m_open[3]->setText(tr("&Work–Precision…"));
    m_resultsMenu->setTitle(tr("&Results"));
    m_clear->setText(tr("C&lear Results"));
}

} // namespace clothlab::widgets
