// The Analysis dialog's work–precision page (issue #22): each checked method swept from its
// own stability limit downwards, errors against a dop853 reference, and the cheapest method
// for an accuracy the user types.
#pragma once

#include "widgets/analysis/analysis_pages.h"

namespace clothlab::widgets {

class WorkPrecisionPage : public AnalysisPage {
    Q_OBJECT

public:
    explicit WorkPrecisionPage(QWidget* parent = nullptr);
    void adaptTo(const core::Scene& scene) override;
    std::optional<InputProblem> problem(const core::Scene& scene,
                                        const core::System* system) const override;
    AnalysisRunner::Job job(const core::Scene& scene) const override;

    QSpinBox* pointsBox() const { return m_points; }
    QDoubleSpinBox* referenceToleranceBox() const { return m_referenceTolerance; }
    QCheckBox* recommendBox() const { return m_recommend; }
    QDoubleSpinBox* accuracyBox() const { return m_accuracy; }
    QComboBox* costBox() const { return m_cost; }
    /// The accuracy of the recommendation; none when it is not asked for.
    std::optional<double> accuracy() const;
    core::WorkMeasure measure() const;
    void saveSettings(QSettings& settings, const core::Scene& scene) const override;
    void restoreSettings(const QSettings& settings, const core::Scene& scene) override;

protected:
    void retranslate() override;
    void updateEnabled() override;

private:
    QSpinBox* m_points = nullptr;
    QDoubleSpinBox* m_referenceTolerance = nullptr;
    QCheckBox* m_recommend = nullptr;
    QDoubleSpinBox* m_accuracy = nullptr;
    QComboBox* m_cost = nullptr;
    QLabel* m_pointsLabel = nullptr;
    QLabel* m_referenceLabel = nullptr;
    QLabel* m_costLabel = nullptr;
    double m_sceneDt = 0.0;
};

} // namespace clothlab::widgets
