// The settings pages of the analysis dialog: convergence study, stability limits and
// stiffness sweep. Each page validates its input against the scene and turns it into a job
// for the AnalysisRunner.
#pragma once

#include "widgets/analysis/analysis_runner.h"

#include <QWidget>
#include <array>
#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSettings;
class QSpinBox;

namespace clothlab::widgets {

class TaskBanner;

/// Why the inputs cannot run, and an optional one-click fix ("Use 1.2 s").
struct InputProblem {
    QString message;
    QString fixLabel; ///< empty: no fix offered
    std::function<void()> fix;
};

/// Common parts: the checkable list of every registered integrator and the duration.
class AnalysisPage : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisPage(QWidget* parent = nullptr);

    /// Resets the inputs to defaults that suit the scene (its dt, its stiffness).
    virtual void adaptTo(const core::Scene& scene) = 0;
    /// Empty when the job can run on `scene`.
    virtual std::optional<InputProblem> problem(const core::Scene& scene,
                                                const core::System* system) const = 0;
    /// The analysis of `scene` with the current inputs (owns copies of both).
    virtual AnalysisRunner::Job job(const core::Scene& scene) const = 0;

    QListWidget* integratorList() const { return m_integrators; }
    /// Checks exactly these integrator ids.
    void setCheckedIntegrators(const QStringList& ids);
    /// The ids of the checked integrators, in list order.
    QStringList checkedIntegrators() const;
    QDoubleSpinBox* durationBox() const { return m_duration; }

    /// Shows the settings of an assignment's task (Open Analysis…): every input read-only with
    /// the padlock, under a banner that names the task (`taskTitle`, asked again on a change of
    /// language) and offers to use other settings. The grader recomputes the task with these.
    void lockForTask(std::function<QString()> taskTitle);
    /// Makes the inputs editable again, with the values they have; hides the banner.
    void unlockTask();
    bool isTaskLocked() const;
    /// The banner's "Use Other Settings" button.
    QPushButton* unlockButton() const;
    /// The banner's text; empty when unlocked.
    QString taskBannerText() const;

    /// Writes the inputs to `settings` (a group of their own), with the name of `scene`.
    virtual void saveSettings(QSettings& settings, const core::Scene& scene) const;
    /// Reads what saveSettings() wrote, over the defaults adaptTo() set for `scene`: the
    /// choices that do not depend on the scene always, its steps and stiffnesses only when
    /// they were chosen for a scene of the same name. Values out of range are ignored.
    virtual void restoreSettings(const QSettings& settings, const core::Scene& scene);

signals:
    void inputChanged();

protected:
    void changeEvent(QEvent* event) override;
    virtual void retranslate();
    /// Enables the inputs that the others leave in use (a list of dt, another reference, …);
    /// called when one of them changes and after unlockTask(), never while locked.
    virtual void updateEnabled() {}
    void refreshEnabled();
    /// Whether `settings` were saved for a scene named as `scene`.
    static bool sameScene(const QSettings& settings, const core::Scene& scene);
    /// Choices with the given dt for the checked integrators, in list order; the scene's own
    /// method keeps its parameters (core::resolveIntegrator).
    std::vector<core::IntegratorChoice> checkedChoices(const core::Scene& scene, double dt) const;
    std::optional<InputProblem> noIntegratorProblem() const;
    /// When the duration is not a whole number of the scene's step `dt` (a sweep's steps are
    /// dt times powers of two): the problem, with the nearest whole duration as its fix.
    std::optional<InputProblem> wholeStepsProblem(double dt) const;
    /// A seconds spin box that reports edits through inputChanged().
    QDoubleSpinBox* addSecondsBox(double minimum, double maximum, int decimals);
    void watch(QSpinBox* box);
    void watch(QCheckBox* box);
    QFormLayout* form() const { return m_form; }
    /// A label for a form row, retranslated by the subclass.
    QLabel* addRow(QWidget* field);

private:
    QListWidget* m_integrators = nullptr;
    QDoubleSpinBox* m_duration = nullptr;
    QFormLayout* m_form = nullptr;
    QLabel* m_integratorsLabel = nullptr;
    QLabel* m_durationLabel = nullptr;
    TaskBanner* m_banner = nullptr;

    QWidget* makeTaskBanner();
    /// Every input of the page (the integrator list and each field, check box and radio
    /// button of the form).
    QList<QWidget*> inputs() const;
};

/// Error at the final time for dt, dt/2, … (or a list) against a reference.
class ConvergencePage : public AnalysisPage {
    Q_OBJECT

public:
    explicit ConvergencePage(QWidget* parent = nullptr);
    void adaptTo(const core::Scene& scene) override;
    std::optional<InputProblem> problem(const core::Scene& scene,
                                        const core::System* system) const override;
    AnalysisRunner::Job job(const core::Scene& scene) const override;

    QDoubleSpinBox* largestDtBox() const { return m_largestDt; }
    QSpinBox* halvingsBox() const { return m_halvings; }
    QLineEdit* dtListEdit() const { return m_dtList; }
    QCheckBox* useListBox() const { return m_useList; }
    QDoubleSpinBox* toleranceBox() const { return m_tolerance; }
    QRadioButton* defaultReferenceButton() const { return m_defaultReference; }
    QRadioButton* otherReferenceButton() const { return m_otherReference; }
    QComboBox* referenceBox() const { return m_referenceMethod; }
    QDoubleSpinBox* referenceDtBox() const { return m_referenceDt; }
    /// The time steps the inputs give, largest first; empty when the list does not parse.
    std::vector<double> timeSteps() const;
    core::IntegratorChoice reference() const;
    void saveSettings(QSettings& settings, const core::Scene& scene) const override;
    void restoreSettings(const QSettings& settings, const core::Scene& scene) override;

protected:
    void retranslate() override;
    void updateEnabled() override;

private:
    QDoubleSpinBox* m_largestDt = nullptr;
    QSpinBox* m_halvings = nullptr;
    QCheckBox* m_useList = nullptr;
    QLineEdit* m_dtList = nullptr;
    QRadioButton* m_defaultReference = nullptr;
    QRadioButton* m_otherReference = nullptr;
    QDoubleSpinBox* m_tolerance = nullptr;
    QComboBox* m_referenceMethod = nullptr;
    QDoubleSpinBox* m_referenceDt = nullptr;
    QLabel* m_largestDtLabel = nullptr;
    QLabel* m_halvingsLabel = nullptr;
    QLabel* m_toleranceLabel = nullptr;
    QLabel* m_referenceMethodLabel = nullptr;
    QLabel* m_referenceDtLabel = nullptr;
};

/// Shared inputs of the two stability analyses: start dt and bisection tolerance.
class StabilityPage : public AnalysisPage {
    Q_OBJECT

public:
    explicit StabilityPage(QWidget* parent = nullptr);
    void adaptTo(const core::Scene& scene) override;
    std::optional<InputProblem> problem(const core::Scene& scene,
                                        const core::System* system) const override;
    AnalysisRunner::Job job(const core::Scene& scene) const override;
    QDoubleSpinBox* startDtBox() const { return m_startDt; }
    /// The bisection's relative width, in percent.
    QDoubleSpinBox* toleranceBox() const { return m_tolerance; }
    void saveSettings(QSettings& settings, const core::Scene& scene) const override;
    void restoreSettings(const QSettings& settings, const core::Scene& scene) override;

protected:
    void retranslate() override;
    double tolerance() const;

    QDoubleSpinBox* m_startDt = nullptr;
    QDoubleSpinBox* m_tolerance = nullptr;
    QLabel* m_startDtLabel = nullptr;
    QLabel* m_toleranceLabel = nullptr;
};

/// Stability limits of the chosen integrators at stiffnesses from … to …; or, in its
/// work–precision mode, the cheapest of them for an accuracy at each stiffness.
class SweepPage : public StabilityPage {
    Q_OBJECT

public:
    explicit SweepPage(QWidget* parent = nullptr);
    void adaptTo(const core::Scene& scene) override;
    std::optional<InputProblem> problem(const core::Scene& scene,
                                        const core::System* system) const override;
    AnalysisRunner::Job job(const core::Scene& scene) const override;

    QComboBox* kindBox() const { return m_kind; }
    QDoubleSpinBox* fromBox() const { return m_from; }
    QDoubleSpinBox* toBox() const { return m_to; }
    QSpinBox* pointsBox() const { return m_points; }
    /// Points spaced evenly on a log scale (else linearly) from … to ….
    QCheckBox* logSpacingBox() const { return m_logSpacing; }
    /// The swept kind; empty for every kind.
    std::optional<core::SpringKind> kind() const;
    /// Factors on the scene's stiffness for the inputs (in N/m for one kind).
    std::vector<double> scales(const core::Scene& scene) const;
    /// The work–precision mode: the cheapest method for an accuracy at each stiffness.
    QCheckBox* cheapestBox() const { return m_cheapest; }
    QDoubleSpinBox* accuracyBox() const { return m_accuracy; }
    /// Steps per method in the work–precision mode.
    static constexpr int kCrossoverPoints = 4;
    void saveSettings(QSettings& settings, const core::Scene& scene) const override;
    void restoreSettings(const QSettings& settings, const core::Scene& scene) override;

protected:
    void retranslate() override;
    void updateEnabled() override;

private:
    void updateUnits();
    void setCheapestMode(bool cheapest);
    AnalysisRunner::Job crossoverJob(const core::Scene& scene) const;

    QComboBox* m_kind = nullptr;
    QDoubleSpinBox* m_from = nullptr;
    QDoubleSpinBox* m_to = nullptr;
    QSpinBox* m_points = nullptr;
    QCheckBox* m_logSpacing = nullptr;
    QCheckBox* m_cheapest = nullptr;
    QDoubleSpinBox* m_accuracy = nullptr;
    QLabel* m_kindLabel = nullptr;
    QLabel* m_fromLabel = nullptr;
    QLabel* m_toLabel = nullptr;
    QLabel* m_pointsLabel = nullptr;
    std::array<double, core::kSpringKindCount> m_sceneStretch{}; ///< k⁺ per kind, N/m
    std::optional<core::SpringKind> m_shownKind; ///< the kind whose unit the boxes show
};

} // namespace clothlab::widgets
