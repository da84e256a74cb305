#include "widgets/analysis/compare_integrators_dialog.h"

#include "core/integrators/integrator.h"
#include "text/catalog_text.h"
#include "text/core_messages.h"
#include "text/run_text.h"
#include "widgets/document/document.h"
#include "widgets/document/locks.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QRadioButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

namespace {

bool hasSolids(const core::Scene& scene) {
    for (const core::BodySpec& body : scene.bodies) {
        if (std::holds_alternative<core::SolidSpec>(body)) {
            return true;
        }
    }
    return false;
}

QDoubleSpinBox* stepBox(QWidget* parent) {
    auto* box = new QDoubleSpinBox(parent);
    box->setDecimals(7);
    box->setRange(1e-7, 1.0);
    box->setSingleStep(1e-4);
    box->setSuffix(QStringLiteral(" s"));
    return box;
}

} // namespace

CompareIntegratorsDialog::CompareIntegratorsDialog(Document* document, QWidget* parent)
    : QDialog(parent), m_document(document), m_scene(document->scene()),
      m_cancel(std::make_shared<std::atomic<bool>>(false)) {
    setObjectName(QStringLiteral("compareIntegratorsDialog"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("comparePlanTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->setFocusPolicy(Qt::NoFocus);
    // Room for the four methods of a default comparison and one more, without scrolling.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              5 * m_table->verticalHeader()->defaultSectionSize() +
                              2 * m_table->frameWidth());
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("compareProgress"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_banner = new TaskBanner(this);
    connect(m_banner, &TaskBanner::unlockRequested, this, &CompareIntegratorsDialog::unlockTask);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    layout->addWidget(m_intro);
    layout->addWidget(makeMethods());
    layout->addWidget(makePolicy());
    layout->addWidget(m_table, 1);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_progress);
    layout->addLayout(statusRow);
    layout->addWidget(m_buttons);

    m_watcher = new QFutureWatcher<Outcome>(this);
    connect(m_watcher, &QFutureWatcher<Outcome>::finished, this,
            &CompareIntegratorsDialog::onLimitsFinished);
    connect(m_watcher, &QFutureWatcher<Outcome>::progressValueChanged, m_progress,
            &QProgressBar::setValue);
    connect(m_watcher, &QFutureWatcher<Outcome>::progressRangeChanged, m_progress,
            &QProgressBar::setRange);
    core::ComparisonPlan plan = core::defaultComparisonPlan(m_scene);
    // Reopened on a comparison: its methods are ticked, not the defaults.
    if (!m_scene.runs.empty()) {
        plan.integrators.clear();
        for (const core::RunSpec& run : m_scene.runs) {
            if (std::find(plan.integrators.begin(), plan.integrators.end(), run.integrator.id) ==
                plan.integrators.end()) {
                plan.integrators.push_back(run.integrator.id);
            }
        }
    }
    applyPlan(plan);
    retranslate();
    refresh();
}

CompareIntegratorsDialog::~CompareIntegratorsDialog() {
    // The worker holds its own copies and the flag; it stops at its next check.
    m_cancel->store(true);
}

// One group per family, a tick box per method; methods that cannot run the scene (solids
// need orientations) are shown disabled with the reason.
QWidget* CompareIntegratorsDialog::makeMethods() {
    auto* box = new QWidget(this);
    auto* grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 0, 0);
    int column = 0;
    for (core::IntegratorFamily family : core::kAllIntegratorFamilies) {
        auto* group = new QGroupBox(box);
        group->setObjectName(QStringLiteral("family_") +
                             QString::fromUtf8(core::integratorFamilyId(family).data()));
        auto* column_layout = new QVBoxLayout(group);
        for (const core::IntegratorInfo* info : core::integratorCatalog()) {
            if (info->family != family) {
                continue;
            }
            auto* check = new QCheckBox(group);
            check->setObjectName(QString::fromStdString(info->id));
            check->setEnabled(runnable(*info));
            column_layout->addWidget(check);
            m_methods[info->id] = check;
            connect(check, &QCheckBox::toggled, this, &CompareIntegratorsDialog::refresh);
        }
        column_layout->addStretch(1);
        grid->addWidget(group, 0, column++);
        m_familyBoxes.emplace_back(family, group);
    }
    return box;
}

QWidget* CompareIntegratorsDialog::makePolicy() {
    m_policyBox = new QGroupBox(this);
    m_common = new QRadioButton(m_policyBox);
    m_common->setObjectName(QStringLiteral("policyCommon"));
    m_stability = new QRadioButton(m_policyBox);
    m_stability->setObjectName(QStringLiteral("policyStability"));
    m_equalCost = new QRadioButton(m_policyBox);
    m_equalCost->setObjectName(QStringLiteral("policyEqualCost"));
    m_dt = stepBox(m_policyBox);
    m_dt->setObjectName(QStringLiteral("compareDt"));
    m_maxDt = stepBox(m_policyBox);
    m_maxDt->setObjectName(QStringLiteral("compareMaxDt"));
    m_fraction = new QDoubleSpinBox(m_policyBox);
    m_fraction->setObjectName(QStringLiteral("compareFraction"));
    m_fraction->setRange(0.01, 1.0);
    m_fraction->setSingleStep(0.05);
    m_fraction->setDecimals(2);
    m_dtLabel = new QLabel(m_policyBox);
    m_fractionLabel = new QLabel(m_policyBox);
    m_maxDtLabel = new QLabel(m_policyBox);
    m_policyNote = new QLabel(m_policyBox);
    m_policyNote->setWordWrap(true);
    auto* grid = new QGridLayout(m_policyBox);
    grid->addWidget(m_common, 0, 0, 1, 4);
    grid->addWidget(m_stability, 1, 0, 1, 4);
    grid->addWidget(m_equalCost, 2, 0, 1, 4);
    grid->addWidget(m_dtLabel, 3, 0);
    grid->addWidget(m_dt, 3, 1);
    grid->addWidget(m_fractionLabel, 4, 0);
    grid->addWidget(m_fraction, 4, 1);
    grid->addWidget(m_maxDtLabel, 4, 2);
    grid->addWidget(m_maxDt, 4, 3);
    grid->addWidget(m_policyNote, 5, 0, 1, 5);
    grid->setColumnStretch(4, 1);
    for (QRadioButton* button : {m_common, m_stability, m_equalCost}) {
        connect(button, &QRadioButton::toggled, this, &CompareIntegratorsDialog::refresh);
    }
    for (QDoubleSpinBox* box : {m_dt, m_fraction, m_maxDt}) {
        connect(box, &QDoubleSpinBox::valueChanged, this, &CompareIntegratorsDialog::refresh);
    }
    return m_policyBox;
}

void CompareIntegratorsDialog::applyPlan(const core::ComparisonPlan& plan) {
    const QSignalBlocker blockDt(m_dt), blockFraction(m_fraction), blockMax(m_maxDt);
    for (const std::string& id : plan.integrators) {
        const core::IntegratorInfo* info = core::findIntegrator(id);
        if (const auto it = m_methods.find(id); it != m_methods.end() && info && runnable(*info)) {
            const QSignalBlocker block(it->second);
            it->second->setChecked(true);
        }
    }
    m_dt->setValue(plan.dt.value_or(m_scene.integrator.dt));
    m_fraction->setValue(plan.fraction);
    m_maxDt->setValue(plan.maxDt);
    QRadioButton* policy = policyButton(plan.policy);
    const QSignalBlocker block(policy);
    policy->setChecked(true);
}

bool CompareIntegratorsDialog::runnable(const core::IntegratorInfo& info) const {
    return info.orientations || !hasSolids(m_scene);
}

std::vector<QWidget*> CompareIntegratorsDialog::lockable() const {
    std::vector<QWidget*> widgets{m_common, m_stability, m_equalCost, m_dt, m_fraction, m_maxDt};
    for (const auto& [id, box] : m_methods) {
        widgets.push_back(box);
    }
    return widgets;
}

void CompareIntegratorsDialog::lockForTask(std::function<QString()> taskTitle) {
    for (QWidget* widget : lockable()) {
        showLocked(widget, true);
    }
    m_banner->setTask(std::move(taskTitle));
}

void CompareIntegratorsDialog::unlockTask() {
    if (!isTaskLocked()) {
        return;
    }
    m_banner->clear();
    for (QWidget* widget : lockable()) {
        showLocked(widget, false);
    }
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        m_methods.at(info->id)->setEnabled(runnable(*info));
    }
    refresh();
}

bool CompareIntegratorsDialog::isTaskLocked() const {
    return m_banner->hasTask();
}

QCheckBox* CompareIntegratorsDialog::methodBox(const QString& id) const {
    const auto it = m_methods.find(id.toStdString());
    return it == m_methods.end() ? nullptr : it->second;
}

QRadioButton* CompareIntegratorsDialog::policyButton(core::DtPolicy policy) const {
    switch (policy) {
    case core::DtPolicy::Common:
        return m_common;
    case core::DtPolicy::StabilityFraction:
        return m_stability;
    case core::DtPolicy::EqualCost:
        return m_equalCost;
    }
    return m_stability;
}

core::ComparisonPlan CompareIntegratorsDialog::plan() const {
    core::ComparisonPlan plan;
    // Catalogue order within families, families in menu order: the runs read as the boxes.
    for (const auto& [family, group] : m_familyBoxes) {
        for (const core::IntegratorInfo* info : core::integratorCatalog()) {
            const QCheckBox* check = m_methods.at(info->id);
            if (info->family == family && runnable(*info) && check->isChecked()) {
                plan.integrators.push_back(info->id);
            }
        }
    }
    plan.policy = m_common->isChecked()      ? core::DtPolicy::Common
                  : m_equalCost->isChecked() ? core::DtPolicy::EqualCost
                                             : core::DtPolicy::StabilityFraction;
    plan.dt = m_dt->value();
    plan.fraction = m_fraction->value();
    plan.maxDt = m_maxDt->value();
    return plan;
}

bool CompareIntegratorsDialog::isReady() const {
    const core::ComparisonPlan shown = plan();
    if (shown.integrators.empty()) {
        return false;
    }
    if (shown.policy != core::DtPolicy::StabilityFraction) {
        return true;
    }
    for (const std::string& id : shown.integrators) {
        if (!m_limits.count(id)) {
            return false;
        }
    }
    return true;
}

std::vector<core::RunSpec> CompareIntegratorsDialog::plannedRuns() const {
    if (!isReady()) {
        return {};
    }
    const core::ComparisonPlan shown = plan();
    std::vector<core::MethodLimit> limits;
    for (const std::string& id : shown.integrators) {
        limits.push_back(shown.policy == core::DtPolicy::StabilityFraction ? m_limits.at(id)
                                                                           : core::MethodLimit{});
    }
    return core::planComparisonRuns(m_scene, shown, limits);
}

void CompareIntegratorsDialog::accept() {
    const std::vector<core::RunSpec> runs = plannedRuns();
    if (runs.empty()) {
        return;
    }
    m_document->setRuns(runs, tr("Compare Integrators"));
    QDialog::accept();
}

void CompareIntegratorsDialog::refresh() {
    const core::ComparisonPlan shown = plan();
    const bool fraction = shown.policy == core::DtPolicy::StabilityFraction;
    m_dtLabel->setText(m_equalCost->isChecked() ? tr("Time step of the cheapest method:")
                                                : tr("Time step:"));
    if (!isTaskLocked()) {
        m_dt->setEnabled(!fraction);
        m_fraction->setEnabled(fraction);
        m_maxDt->setEnabled(fraction);
    }
    m_dtLabel->setEnabled(!fraction);
    m_fractionLabel->setEnabled(fraction);
    m_maxDtLabel->setEnabled(fraction);
    if (fraction && !m_watcher->isRunning()) {
        startLimits();
    }
    showTable();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(isReady());
    m_progress->setVisible(m_watcher->isRunning());
    if (m_watcher->isRunning()) {
        m_status->setText(tr("Finding the stability limits…"));
    } else if (!m_error.isEmpty()) {
        m_status->setText(m_error);
    } else {
        m_status->setText(shown.integrators.empty() ? tr("Tick at least one method.")
                                                    : tr("OK replaces the runs in the Runs panel "
                                                         "(Edit ▸ Undo brings them back)."));
    }
}

// The ticked methods without a limit yet, on a worker thread; a batch at a time (refresh()
// starts the next one when this one is done).
void CompareIntegratorsDialog::startLimits() {
    std::vector<std::string> missing;
    for (const std::string& id : plan().integrators) {
        if (!m_limits.count(id)) {
            missing.push_back(id);
        }
    }
    if (missing.empty()) {
        return;
    }
    m_error.clear();
    auto cancel = m_cancel;
    m_watcher->setFuture(
        QtConcurrent::run([scene = m_scene, missing, cancel](QPromise<Outcome>& promise) {
            Outcome outcome{missing, {}, {}};
            promise.setProgressRange(0, static_cast<int>(missing.size()));
            core::AnalysisOptions options;
            options.cancel = cancel.get();
            options.progress = [&promise](int done, int) { promise.setProgressValue(done); };
            try {
                outcome.limits = core::comparisonLimits(scene, missing, 0.5, options);
            } catch (const std::exception& e) {
                outcome.error = text::coreErrorText(e);
            }
            promise.addResult(std::move(outcome));
        }));
}

void CompareIntegratorsDialog::onLimitsFinished() {
    const QFuture<Outcome> future = m_watcher->future();
    if (future.resultCount() > 0) {
        const Outcome outcome = future.result();
        if (!outcome.error.isEmpty()) {
            m_error = tr("The stability limits could not be found: %1").arg(outcome.error);
        }
        // Without limits the methods keep the scene's dt (the table says "no stable step found"),
        // so that a failed search is not started again and again.
        for (std::size_t k = 0; k < outcome.ids.size(); ++k) {
            m_limits[outcome.ids[k]] =
                k < outcome.limits.size() ? outcome.limits[k] : core::MethodLimit{};
        }
    }
    refresh();
    emit limitsFound();
}

// A row per ticked method: its family, the limit its dt comes from, the cost of a step and
// the dt it gets.
void CompareIntegratorsDialog::showTable() {
    const core::ComparisonPlan shown = plan();
    std::vector<core::RunSpec> runs = plannedRuns();
    m_table->setRowCount(static_cast<int>(shown.integrators.size()));
    const QLocale locale;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const std::string& id = shown.integrators[static_cast<std::size_t>(row)];
        const core::IntegratorInfo* info = core::findIntegrator(id);
        QString limit = tr("…");
        if (const auto it = m_limits.find(id); it != m_limits.end()) {
            const core::MethodLimit& found = it->second;
            limit = !std::isfinite(found.dt) ? tr("no limit")
                    : found.dt <= 0.0        ? tr("no stable step found")
                    : found.predicted ? tr("%1 s (predicted)").arg(text::shortNumber(found.dt))
                                      : tr("%1 s (measured)").arg(text::shortNumber(found.dt));
        }
        const int evaluations = core::nominalEvaluations({id, m_scene.integrator.dt, {}});
        const QString dt =
            runs.empty() ? tr("…")
                         : text::shortNumber(runs[static_cast<std::size_t>(row)].integrator.dt) +
                               QStringLiteral(" s");
        const QString cells[] = {text::catalog::integratorName(*info), familyName(info->family),
                                 limit, locale.toString(evaluations), dt};
        for (int column = 0; column < 5; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column >= 2) {
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            }
            m_table->setItem(row, column, item);
        }
    }
}

QString CompareIntegratorsDialog::familyName(core::IntegratorFamily family) {
    return text::catalog::integratorFamilyName(family);
}

void CompareIntegratorsDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QDialog::changeEvent(event);
}

void CompareIntegratorsDialog::retranslate() {
    setWindowTitle(tr("Compare Integrators"));
    m_intro->setText(tr("Choose the methods to compare on “%1” and how each gets its time step. "
                        "The runs are set up in the Runs panel and shown side by side in the "
                        "Comparison tab.")
                         .arg(text::catalog::sceneName(m_scene.name)));
    const bool solids = hasSolids(m_scene);
    for (const auto& [family, group] : m_familyBoxes) {
        group->setTitle(familyName(family));
    }
    for (const auto& [id, check] : m_methods) {
        const core::IntegratorInfo* info = core::findIntegrator(id);
        check->setText(text::catalog::integratorName(*info));
        check->setToolTip(solids && !info->orientations
                              ? tr("This method does not model the orientations of the "
                                   "scene's solids.")
                              : text::catalog::integratorSummary(*info));
    }
    m_policyBox->setTitle(tr("Time step"));
    m_common->setText(tr("One time step for all methods"));
    m_stability->setText(tr("Each method at a fraction of its own stability limit"));
    m_equalCost->setText(tr("Equal cost per simulated second (steps × evaluations per step)"));
    m_fractionLabel->setText(tr("Fraction of the limit:"));
    m_maxDtLabel->setText(tr("At most:"));
    m_policyNote->setText(
        tr("Limits are predicted from the scene's modes where the method's amplification is "
           "known, else measured by bisection over 0.5 s. Methods with no limit take the "
           "largest step allowed."));
    m_table->setHorizontalHeaderLabels({tr("Method"), tr("Family"), tr("Stability limit"),
                                        tr("Evaluations per step"), tr("Time step")});
    if (m_buttons) {
        refresh();
    }
}

} // namespace clothlab::widgets
