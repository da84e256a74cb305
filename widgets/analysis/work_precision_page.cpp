#include "widgets/analysis/work_precision_page.h"

#include "core/analysis/premise.h"
#include "core/analysis/work_precision.h"
#include "widgets/document/scientific_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <algorithm>
#include <cmath>

namespace clothlab::widgets {

WorkPrecisionPage::WorkPrecisionPage(QWidget* parent) : AnalysisPage(parent) {
    m_points = new QSpinBox(this);
    m_points->setRange(2, 10);
    m_points->setValue(5);
    m_points->setObjectName(QStringLiteral("points"));
    watch(m_points);
    m_pointsLabel = addRow(m_points);
    m_referenceTolerance = new ScientificSpinBox(this);
    m_referenceTolerance->setDecimals(16);
    m_referenceTolerance->setRange(1e-14, 1e-4);
    m_referenceTolerance->setValue(1e-11);
    m_referenceTolerance->setObjectName(QStringLiteral("referenceTolerance"));
    m_referenceLabel = addRow(m_referenceTolerance);
    m_recommend = new QCheckBox(this);
    m_recommend->setChecked(true);
    m_recommend->setObjectName(QStringLiteral("recommend"));
    m_accuracy = ScientificSpinBox::accuracy(this, QStringLiteral("accuracy"));
    connect(m_recommend, &QCheckBox::toggled, this, &WorkPrecisionPage::refreshEnabled);
    form()->addRow(m_recommend, m_accuracy);
    m_cost = new QComboBox(this);
    m_cost->setObjectName(QStringLiteral("cost"));
    for (core::WorkMeasure measure : {core::WorkMeasure::CpuSeconds, core::WorkMeasure::Evaluations,
                                      core::WorkMeasure::Steps}) {
        m_cost->addItem(QString(), static_cast<int>(measure));
    }
    m_costLabel = addRow(m_cost);
    setCheckedIntegrators({QStringLiteral("symplectic-euler"), QStringLiteral("verlet"),
                           QStringLiteral("rk4"), QStringLiteral("implicit-euler"),
                           QStringLiteral("bdf2")});
    retranslate();
}

void WorkPrecisionPage::adaptTo(const core::Scene& scene) {
    m_sceneDt = scene.integrator.dt;
    // Half a second, rounded to a whole number of the scene's steps.
    const double steps = std::max(1.0, std::round(0.5 / m_sceneDt));
    durationBox()->setValue(steps * m_sceneDt);
}

void WorkPrecisionPage::updateEnabled() {
    m_accuracy->setEnabled(m_recommend->isChecked());
}

std::optional<double> WorkPrecisionPage::accuracy() const {
    return m_recommend->isChecked() ? std::optional(m_accuracy->value()) : std::nullopt;
}

core::WorkMeasure WorkPrecisionPage::measure() const {
    return static_cast<core::WorkMeasure>(m_cost->currentData().toInt());
}

std::optional<InputProblem> WorkPrecisionPage::problem(const core::Scene& scene,
                                                       const core::System*) const {
    if (auto none = noIntegratorProblem()) {
        return none;
    }
    return wholeStepsProblem(scene.integrator.dt);
}

AnalysisRunner::Job WorkPrecisionPage::job(const core::Scene& scene) const {
    return [scene, integrators = checkedChoices(scene, scene.integrator.dt),
            duration = durationBox()->value(), points = m_points->value(),
            tolerance = m_referenceTolerance->value(), accuracy = accuracy(),
            measure = measure()](const core::AnalysisOptions& options) -> AnalysisData {
        const std::vector<core::WorkPrecisionSweep> sweeps =
            core::defaultSweeps(scene, integrators, duration, points, options);
        core::IntegratorChoice reference = core::defaultReference(core::finestDt(sweeps));
        reference.parameters = {{"tolerance", tolerance}};
        WorkPrecisionAnalysis analysis{
            core::workPrecision(scene, sweeps, duration, reference, options),
            accuracy,
            measure,
            {}};
        analysis.premise = core::workPrecisionPremise(scene, analysis.result);
        return analysis;
    };
}

void WorkPrecisionPage::retranslate() {
    AnalysisPage::retranslate();
    m_pointsLabel->setText(tr("Steps per method:"));
    m_points->setToolTip(tr("Each fixed-step method runs at the largest step that its measured "
                            "stability limit allows (the scene's dt times a power of two) and at "
                            "this many steps in all, halving; the methods with error control "
                            "(rk45, dop853) at as many tolerances."));
    m_referenceLabel->setText(tr("Reference tolerance (dop853):"));
    m_recommend->setText(tr("Cheapest method for an RMS error of"));
    m_costLabel->setText(tr("Cost measured as:"));
    m_cost->setItemText(0, tr("CPU time"));
    m_cost->setItemText(1, tr("Force evaluations + CG iterations"));
    m_cost->setItemText(2, tr("Steps"));
    m_cost->setToolTip(tr("CPU time is what you wait for, and varies a little between runs; "
                          "evaluations and steps are the same on every machine."));
}

} // namespace clothlab::widgets
