#include "app/coursework_analysis.h"

#include "core/coursework/task_manifests.h"
#include "core/integrators/integrator.h"
#include "figures/analysis_record.h"
#include "widgets/analysis/analysis_dialog.h"
#include "widgets/analysis/analysis_pages.h"
#include "widgets/analysis/compare_integrators_dialog.h"
#include "widgets/coursework/tasks_panel.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <algorithm>
#include <cmath>
#include <variant>

namespace clothlab::app {

namespace cw = core::coursework;

namespace {

QStringList integratorIds(const cw::TaskSettings& settings) {
    QStringList ids;
    for (const core::IntegratorChoice& choice : settings.integrators) {
        ids << QString::fromStdString(choice.id);
    }
    return ids;
}

double firstDt(const cw::TaskSettings& settings) {
    return settings.integrators.empty() ? 0.0 : settings.integrators.front().dt;
}

// Each fill starts from the page's defaults for the scene (adaptTo), so that nothing the
// student chose before (a work–precision mode, another reference) stays under the task's lock.

void fillConvergence(widgets::ConvergencePage& page, const cw::TaskSettings& settings,
                     const core::Scene& scene) {
    page.adaptTo(scene);
    page.setCheckedIntegrators(integratorIds(settings));
    page.durationBox()->setValue(settings.duration);
    page.useListBox()->setChecked(true);
    QStringList dts;
    for (const double dt : settings.dts) {
        dts << QLocale().toString(dt, 'g', 12);
    }
    page.dtListEdit()->setText(dts.join(QStringLiteral("; ")));
    page.defaultReferenceButton()->setChecked(!settings.reference);
    if (settings.reference) {
        page.otherReferenceButton()->setChecked(true);
        const int index =
            page.referenceBox()->findData(QString::fromStdString(settings.reference->id));
        page.referenceBox()->setCurrentIndex(std::max(0, index));
        page.referenceDtBox()->setValue(settings.reference->dt);
    }
}

void fillStability(widgets::StabilityPage& page, const cw::TaskSettings& settings,
                   const core::Scene& scene) {
    page.adaptTo(scene);
    page.setCheckedIntegrators(integratorIds(settings));
    page.durationBox()->setValue(settings.duration);
    page.startDtBox()->setValue(firstDt(settings));
    page.toleranceBox()->setValue(settings.bisection * 100.0);
}

/// Whether `scales` (increasing) step by a constant factor (else, for the page, by a constant
/// difference): the spacing that gives the task's factors back from the first, last and count.
bool geometric(const std::vector<double>& scales) {
    for (std::size_t p = 2; p < scales.size(); ++p) {
        const double ratio = scales[1] / scales[0];
        if (std::abs(scales[p] / scales[p - 1] - ratio) > 1e-9 * ratio) {
            return false;
        }
    }
    return true;
}

/// The sweep's range from the task's stiffness factors (on the swept kind's stretch stiffness
/// when there is one kind, as the page shows it in N/m).
void fillSweep(widgets::SweepPage& page, const cw::TaskSettings& settings,
               const core::Scene& scene) {
    page.cheapestBox()->setChecked(false);
    fillStability(page, settings, scene);
    const int kind = settings.springKind ? core::kindIndex(*settings.springKind) : -1;
    page.kindBox()->setCurrentIndex(std::max(0, page.kindBox()->findData(kind)));
    if (settings.scales.empty()) {
        return;
    }
    const double unit = settings.springKind ? scene.stiffness[*settings.springKind].stretch : 1.0;
    std::vector<double> scales = settings.scales;
    std::sort(scales.begin(), scales.end());
    page.logSpacingBox()->setChecked(geometric(scales));
    page.fromBox()->setValue(scales.front() * unit);
    page.toBox()->setValue(scales.back() * unit);
    page.pointsBox()->setValue(static_cast<int>(scales.size()));
}

/// The task's title in the lab's language, asked again on a change of language.
std::function<QString()> titleOf(const cw::Task& task) {
    return [title = task.title] {
        return QString::fromStdString(
            title.in(widgets::TasksPanel::assignmentLanguage().toStdString()));
    };
}

/// The comparison setup with the task's methods ticked at its common dt, locked.
bool openComparison(QMainWindow& window, const cw::Task& task) {
    const cw::TaskSettings& settings = task.settings;
    auto* compare = window.findChild<QAction*>(QStringLiteral("compareIntegratorsAction"));
    if (compare == nullptr) {
        return false;
    }
    compare->trigger();
    const auto dialogs = window.findChildren<widgets::CompareIntegratorsDialog*>();
    if (dialogs.isEmpty()) {
        return false;
    }
    widgets::CompareIntegratorsDialog* dialog = dialogs.last();
    const QStringList ids = integratorIds(settings);
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        if (QCheckBox* box = dialog->methodBox(QString::fromStdString(info->id))) {
            box->setChecked(ids.contains(QString::fromStdString(info->id)));
        }
    }
    if (QRadioButton* common = dialog->policyButton(core::DtPolicy::Common)) {
        common->setChecked(true);
    }
    dialog->dtBox()->setValue(firstDt(settings));
    dialog->lockForTask(titleOf(task));
    return true;
}

} // namespace

std::vector<cw::TaskRun> analysisManifests(const figures::AnalysisRecord& record,
                                           const core::Scene& scene) {
    if (const auto* convergence = std::get_if<figures::ConvergenceAnalysis>(&record.data)) {
        return cw::convergenceTaskRuns(scene, convergence->result, convergence->duration);
    }
    if (const auto* stability = std::get_if<figures::StabilityAnalysis>(&record.data)) {
        return cw::stabilityTaskRuns(scene, stability->limits, stability->duration,
                                     stability->tolerance);
    }
    if (const auto* sweep = std::get_if<figures::SweepAnalysis>(&record.data)) {
        return cw::sweepTaskRuns(scene, sweep->result, sweep->tolerance);
    }
    return {}; // work–precision: no task kind asks for it
}

bool openTaskAnalysis(QMainWindow& window, const cw::Task& task, const core::Scene& scene,
                      bool run) {
    if (task.kind == cw::TaskKind::ErrorComparison) {
        return openComparison(window, task);
    }
    auto* menu = window.findChild<widgets::AnalysisMenu*>();
    if (menu == nullptr) {
        return false;
    }
    widgets::AnalysisDialog* dialog = menu->dialog();
    widgets::AnalysisPage* page = nullptr;
    switch (task.kind) {
    case cw::TaskKind::ConvergenceOrder:
        menu->openDialog(widgets::AnalysisDialog::Convergence);
        page = dialog->convergencePage();
        break;
    case cw::TaskKind::StabilityLimit:
        menu->openDialog(widgets::AnalysisDialog::Stability);
        page = dialog->stabilityPage();
        break;
    case cw::TaskKind::StiffnessSweep:
        menu->openDialog(widgets::AnalysisDialog::StiffnessSweep);
        page = dialog->sweepPage();
        break;
    default:
        return false;
    }
    if (dialog->isRunning()) { // its page shows what runs; the task can be opened after it
        return true;
    }
    if (auto* convergence = qobject_cast<widgets::ConvergencePage*>(page)) {
        fillConvergence(*convergence, task.settings, scene);
    } else if (auto* sweep = qobject_cast<widgets::SweepPage*>(page)) {
        fillSweep(*sweep, task.settings, scene);
    } else if (auto* stability = qobject_cast<widgets::StabilityPage*>(page)) {
        fillStability(*stability, task.settings, scene);
    }
    page->lockForTask(titleOf(task));
    if (QPushButton* start = menu->dialog()->runButton(); run && start->isEnabled()) {
        start->click();
    }
    return true;
}

} // namespace clothlab::app
