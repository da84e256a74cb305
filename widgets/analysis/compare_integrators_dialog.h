// Analysis ▸ Compare Integrators… (issue 17): pick methods by family and a dt policy, see each
// method's stability limit and step, and fill the Runs panel with them in one undo step.
#pragma once

#include "core/analysis/comparison_plan.h"
#include "core/integrators/integrator.h"

#include <QDialog>
#include <QFutureWatcher>
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>

class QCheckBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QProgressBar;
class QRadioButton;
class QTableWidget;

namespace clothlab::widgets {

class Document;
class TaskBanner;

/// Starts from the scene's suggested plan (core::defaultComparisonPlan()). Stability limits
/// (core::comparisonLimits()) are found on a worker thread for the ticked methods that have
/// none yet, with a progress bar; OK waits for them. Threading: the worker gets a copy of the
/// scene and the ids and returns limits; the dialog reads them on the GUI thread only, and on
/// close it cancels the worker and does not wait for it (the worker owns what it uses).
/// OK replaces the document's runs (one undo step).
class CompareIntegratorsDialog : public QDialog {
    Q_OBJECT

public:
    explicit CompareIntegratorsDialog(Document* document, QWidget* parent = nullptr);
    ~CompareIntegratorsDialog() override;

    /// The tick box of a method, null for an unknown id.
    QCheckBox* methodBox(const QString& id) const;
    QRadioButton* policyButton(core::DtPolicy policy) const;
    QDoubleSpinBox* dtBox() const { return m_dt; }
    QDoubleSpinBox* fractionBox() const { return m_fraction; }
    QDoubleSpinBox* maxDtBox() const { return m_maxDt; }
    /// Method, family, limit, evaluations per step and dt of each ticked method.
    QTableWidget* table() const { return m_table; }
    QDialogButtonBox* buttons() const { return m_buttons; }

    /// The plan the dialog shows.
    core::ComparisonPlan plan() const;
    /// True when the plan's runs can be made (methods ticked, limits found when needed).
    bool isReady() const;
    /// The runs OK would set; empty when not ready.
    std::vector<core::RunSpec> plannedRuns() const;

    void accept() override;

    /// Shows the methods and the common dt of an assignment's task, locked under a banner
    /// that names it (see TaskBanner), until "Use Other Settings" or unlockTask().
    void lockForTask(std::function<QString()> taskTitle);
    void unlockTask();
    bool isTaskLocked() const;
    TaskBanner* taskBanner() const { return m_banner; }

signals:
    /// The limits of a worker's batch arrived (or it failed: see the status line).
    void limitsFound();

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Outcome {
        std::vector<std::string> ids;
        std::vector<core::MethodLimit> limits;
        QString error;
    };

    QWidget* makeMethods();
    QWidget* makePolicy();
    void applyPlan(const core::ComparisonPlan& plan);
    void refresh();
    void startLimits();
    void onLimitsFinished();
    void showTable();
    void retranslate();
    static QString familyName(core::IntegratorFamily family);
    /// Whether the method can run the scene (solids need orientations).
    bool runnable(const core::IntegratorInfo& info) const;
    /// The method boxes, the policy's buttons and its steps: what a task's lock holds.
    std::vector<QWidget*> lockable() const;

    Document* m_document;
    core::Scene m_scene;
    std::map<std::string, core::MethodLimit> m_limits;
    std::map<std::string, QCheckBox*> m_methods;
    std::vector<std::pair<core::IntegratorFamily, QGroupBox*>> m_familyBoxes;
    QGroupBox* m_policyBox = nullptr;
    QRadioButton* m_common = nullptr;
    QRadioButton* m_stability = nullptr;
    QRadioButton* m_equalCost = nullptr;
    QDoubleSpinBox* m_dt = nullptr;
    QDoubleSpinBox* m_fraction = nullptr;
    QDoubleSpinBox* m_maxDt = nullptr;
    QLabel* m_dtLabel = nullptr;
    QLabel* m_fractionLabel = nullptr;
    QLabel* m_maxDtLabel = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_policyNote = nullptr;
    QTableWidget* m_table = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QFutureWatcher<Outcome>* m_watcher = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QString m_error;
    TaskBanner* m_banner = nullptr;
};

} // namespace clothlab::widgets
