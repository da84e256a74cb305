// The analysis pages' settings beyond one run: the lock of a task's settings (Open Analysis…
// of an assignment's task) and the settings a user chose, remembered between sessions.
#include "widgets/analysis/analysis_pages.h"
#include "widgets/analysis/work_precision_page.h"
#include "widgets/document/locks.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <cmath>

namespace clothlab::widgets {

namespace {

const QString kScene = QStringLiteral("scene");

/// The value saved under `key` when it is a finite number inside the box's range.
void restoreValue(QDoubleSpinBox* box, const QSettings& settings, const QString& key) {
    bool ok = false;
    const double value = settings.value(key).toDouble(&ok);
    if (ok && std::isfinite(value) && value >= box->minimum() && value <= box->maximum()) {
        box->setValue(value);
    }
}

void restoreValue(QSpinBox* box, const QSettings& settings, const QString& key) {
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    if (ok && value >= box->minimum() && value <= box->maximum()) {
        box->setValue(value);
    }
}

void restoreChecked(QAbstractButton* button, const QSettings& settings, const QString& key) {
    if (settings.contains(key)) {
        button->setChecked(settings.value(key).toBool());
    }
}

/// The item whose data is the saved value, when there is one (an ini file gives every value
/// back as text: it is read as the type of the box's data).
void restoreItem(QComboBox* box, const QSettings& settings, const QString& key) {
    QVariant value = settings.value(key);
    if (!value.isValid() || box->count() == 0 || !value.convert(box->itemData(0).metaType())) {
        return;
    }
    const int index = box->findData(value);
    if (index >= 0) {
        box->setCurrentIndex(index);
    }
}

} // namespace

QWidget* AnalysisPage::makeTaskBanner() {
    m_banner = new TaskBanner(this);
    connect(m_banner, &TaskBanner::unlockRequested, this, &AnalysisPage::unlockTask);
    return m_banner;
}

QPushButton* AnalysisPage::unlockButton() const {
    return m_banner->unlockButton();
}

QString AnalysisPage::taskBannerText() const {
    return m_banner->text();
}

bool AnalysisPage::isTaskLocked() const {
    return m_banner->hasTask();
}

QList<QWidget*> AnalysisPage::inputs() const {
    QList<QWidget*> all{m_integrators};
    for (int row = 0; row < m_form->rowCount(); ++row) {
        for (const QFormLayout::ItemRole role :
             {QFormLayout::LabelRole, QFormLayout::FieldRole, QFormLayout::SpanningRole}) {
            QLayoutItem* item = m_form->itemAt(row, role);
            QWidget* widget = item != nullptr ? item->widget() : nullptr;
            if (widget != nullptr && qobject_cast<QLabel*>(widget) == nullptr) {
                all << widget;
            }
        }
    }
    return all;
}

void AnalysisPage::lockForTask(std::function<QString()> taskTitle) {
    for (QWidget* input : inputs()) {
        showLocked(input, true);
    }
    m_banner->setTask(std::move(taskTitle));
    emit inputChanged();
}

void AnalysisPage::unlockTask() {
    if (!isTaskLocked()) {
        return;
    }
    m_banner->clear();
    for (QWidget* input : inputs()) {
        showLocked(input, false);
    }
    refreshEnabled();
    emit inputChanged();
}

void AnalysisPage::refreshEnabled() {
    if (!isTaskLocked()) {
        updateEnabled();
    }
}

bool AnalysisPage::sameScene(const QSettings& settings, const core::Scene& scene) {
    return settings.value(kScene).toString() == QString::fromStdString(scene.name);
}

void AnalysisPage::saveSettings(QSettings& settings, const core::Scene& scene) const {
    settings.setValue(kScene, QString::fromStdString(scene.name));
    settings.setValue(QStringLiteral("integrators"), checkedIntegrators());
    settings.setValue(QStringLiteral("duration"), m_duration->value());
}

void AnalysisPage::restoreSettings(const QSettings& settings, const core::Scene&) {
    if (settings.contains(QStringLiteral("integrators"))) {
        const QStringList ids = settings.value(QStringLiteral("integrators")).toStringList();
        if (!ids.isEmpty()) { // unknown ids are left unticked (the list has none of them)
            setCheckedIntegrators(ids);
        }
    }
    restoreValue(m_duration, settings, QStringLiteral("duration"));
}

void ConvergencePage::saveSettings(QSettings& settings, const core::Scene& scene) const {
    AnalysisPage::saveSettings(settings, scene);
    settings.setValue(QStringLiteral("largestDt"), m_largestDt->value());
    settings.setValue(QStringLiteral("halvings"), m_halvings->value());
    settings.setValue(QStringLiteral("useList"), m_useList->isChecked());
    settings.setValue(QStringLiteral("dtList"), m_dtList->text());
    settings.setValue(QStringLiteral("otherReference"), m_otherReference->isChecked());
    settings.setValue(QStringLiteral("referenceTolerance"), m_tolerance->value());
    settings.setValue(QStringLiteral("referenceMethod"), m_referenceMethod->currentData());
    settings.setValue(QStringLiteral("referenceDt"), m_referenceDt->value());
}

void ConvergencePage::restoreSettings(const QSettings& settings, const core::Scene& scene) {
    AnalysisPage::restoreSettings(settings, scene);
    restoreValue(m_halvings, settings, QStringLiteral("halvings"));
    restoreValue(m_tolerance, settings, QStringLiteral("referenceTolerance"));
    restoreItem(m_referenceMethod, settings, QStringLiteral("referenceMethod"));
    if (settings.value(QStringLiteral("otherReference")).toBool()) {
        m_otherReference->setChecked(true);
    } else {
        m_defaultReference->setChecked(true);
    }
    if (sameScene(settings, scene)) { // steps are chosen for a scene's own step
        restoreValue(m_largestDt, settings, QStringLiteral("largestDt"));
        restoreValue(m_referenceDt, settings, QStringLiteral("referenceDt"));
        m_dtList->setText(settings.value(QStringLiteral("dtList")).toString());
        restoreChecked(m_useList, settings, QStringLiteral("useList"));
    }
}

void StabilityPage::saveSettings(QSettings& settings, const core::Scene& scene) const {
    AnalysisPage::saveSettings(settings, scene);
    settings.setValue(QStringLiteral("startDt"), m_startDt->value());
    settings.setValue(QStringLiteral("bisection"), m_tolerance->value());
}

void StabilityPage::restoreSettings(const QSettings& settings, const core::Scene& scene) {
    AnalysisPage::restoreSettings(settings, scene);
    restoreValue(m_tolerance, settings, QStringLiteral("bisection"));
    if (sameScene(settings, scene)) {
        restoreValue(m_startDt, settings, QStringLiteral("startDt"));
    }
}

void SweepPage::saveSettings(QSettings& settings, const core::Scene& scene) const {
    StabilityPage::saveSettings(settings, scene);
    settings.setValue(QStringLiteral("kind"), m_kind->currentData());
    settings.setValue(QStringLiteral("from"), m_from->value());
    settings.setValue(QStringLiteral("to"), m_to->value());
    settings.setValue(QStringLiteral("points"), m_points->value());
    settings.setValue(QStringLiteral("logSpacing"), m_logSpacing->isChecked());
    settings.setValue(QStringLiteral("cheapest"), m_cheapest->isChecked());
    settings.setValue(QStringLiteral("accuracy"), m_accuracy->value());
}

void SweepPage::restoreSettings(const QSettings& settings, const core::Scene& scene) {
    // The mode first: it sets its own duration, which the saved one then replaces.
    restoreChecked(m_cheapest, settings, QStringLiteral("cheapest"));
    StabilityPage::restoreSettings(settings, scene);
    restoreValue(m_points, settings, QStringLiteral("points"));
    restoreChecked(m_logSpacing, settings, QStringLiteral("logSpacing"));
    restoreValue(m_accuracy, settings, QStringLiteral("accuracy"));
    if (sameScene(settings, scene)) { // the range is in the scene's N/m
        restoreItem(m_kind, settings, QStringLiteral("kind"));
        restoreValue(m_from, settings, QStringLiteral("from"));
        restoreValue(m_to, settings, QStringLiteral("to"));
    }
}

void WorkPrecisionPage::saveSettings(QSettings& settings, const core::Scene& scene) const {
    AnalysisPage::saveSettings(settings, scene);
    settings.setValue(QStringLiteral("points"), m_points->value());
    settings.setValue(QStringLiteral("referenceTolerance"), m_referenceTolerance->value());
    settings.setValue(QStringLiteral("recommend"), m_recommend->isChecked());
    settings.setValue(QStringLiteral("accuracy"), m_accuracy->value());
    settings.setValue(QStringLiteral("cost"), m_cost->currentData());
}

void WorkPrecisionPage::restoreSettings(const QSettings& settings, const core::Scene& scene) {
    const double duration = durationBox()->value();
    AnalysisPage::restoreSettings(settings, scene);
    if (!sameScene(settings, scene)) { // a whole number of the scene's steps
        durationBox()->setValue(duration);
    }
    restoreValue(m_points, settings, QStringLiteral("points"));
    restoreValue(m_referenceTolerance, settings, QStringLiteral("referenceTolerance"));
    restoreChecked(m_recommend, settings, QStringLiteral("recommend"));
    restoreValue(m_accuracy, settings, QStringLiteral("accuracy"));
    restoreItem(m_cost, settings, QStringLiteral("cost"));
}

} // namespace clothlab::widgets
