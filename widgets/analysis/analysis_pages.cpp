#include "widgets/analysis/analysis_pages.h"

#include "core/analysis/convergence.h"
#include "core/analysis/premise.h"
#include "core/analysis/stability_limits.h"
#include "core/analysis/stiffness_sweep.h"
#include "core/analysis/study_steps.h"
#include "core/analysis/work_precision.h"
#include "core/integrators/integrator.h"
#include "core/scene/integrator_spec.h"
#include "text/catalog_text.h"
#include "widgets/analysis/analysis_result_view.h"
#include "widgets/document/integrator_list.h"
#include "widgets/document/scientific_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

namespace clothlab::widgets {

namespace {

constexpr int kIdRole = Qt::UserRole;

QString seconds(double value) {
    return QLocale().toString(value, 'g', 6);
}

/// The duration nearest to `duration` that is a whole number of every dt, searched among the
/// multiples of the largest; empty when none is near.
std::optional<double> nearestWholeDuration(double duration, const std::vector<double>& dts) {
    const double largest = dts.front();
    const long centre = std::max(1L, std::lround(duration / largest));
    for (long offset = 0; offset < 1000; ++offset) {
        for (long n : {centre - offset, centre + offset}) {
            const double candidate = static_cast<double>(n) * largest;
            if (n >= 1 && std::all_of(dts.begin(), dts.end(), [&](double dt) {
                    return core::wholeMultiple(candidate, dt);
                })) {
                return candidate;
            }
        }
    }
    return std::nullopt;
}

} // namespace

AnalysisPage::AnalysisPage(QWidget* parent) : QWidget(parent) {
    m_integrators = new QListWidget(this);
    m_integrators->setObjectName(QStringLiteral("integrators"));
    fillIntegratorList(m_integrators, kIdRole);
    // Tall enough for every integrator, so that the list never scrolls.
    m_integrators->setFixedHeight(m_integrators->sizeHintForRow(0) * m_integrators->count() +
                                  2 * m_integrators->frameWidth() + 4);
    connect(m_integrators, &QListWidget::itemChanged, this, &AnalysisPage::inputChanged);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_integratorsLabel = new QLabel(this);
    m_durationLabel = new QLabel(this);
    m_duration = addSecondsBox(1e-3, 1e4, 4);
    m_duration->setObjectName(QStringLiteral("duration"));
    m_form->addRow(m_durationLabel, m_duration);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(makeTaskBanner());
    layout->addWidget(m_integratorsLabel);
    layout->addWidget(m_integrators);
    layout->addLayout(m_form);
    layout->addStretch(1);
}

void AnalysisPage::setCheckedIntegrators(const QStringList& ids) {
    setCheckedIntegratorIds(m_integrators, kIdRole, ids);
}

QStringList AnalysisPage::checkedIntegrators() const {
    return checkedIntegratorIds(m_integrators, kIdRole);
}

std::vector<core::IntegratorChoice> AnalysisPage::checkedChoices(const core::Scene& scene,
                                                                 double dt) const {
    std::vector<core::IntegratorChoice> choices;
    for (const QString& id : checkedIntegratorIds(m_integrators, kIdRole)) {
        // The scene's own method keeps its parameters, as clothlab-cli and Python take it.
        choices.push_back(core::resolveIntegrator(id.toStdString(), scene, dt));
    }
    return choices;
}

std::optional<InputProblem> AnalysisPage::noIntegratorProblem() const {
    if (!checkedIntegratorIds(m_integrators, kIdRole).isEmpty()) {
        return std::nullopt;
    }
    return InputProblem{tr("Check at least one integrator."), {}, {}};
}

std::optional<InputProblem> AnalysisPage::wholeStepsProblem(double dt) const {
    QDoubleSpinBox* box = m_duration;
    if (core::wholeMultiple(box->value(), dt)) {
        return std::nullopt;
    }
    const double whole = std::max(1.0, std::round(box->value() / dt)) * dt;
    return InputProblem{tr("The duration must be a whole number of the scene's steps (dt = %1 "
                           "s): every method's steps are the scene's dt times powers of two.")
                            .arg(seconds(dt)),
                        tr("Use %1 s").arg(seconds(whole)), [box, whole] { box->setValue(whole); }};
}

QDoubleSpinBox* AnalysisPage::addSecondsBox(double minimum, double maximum, int decimals) {
    auto* box = new QDoubleSpinBox(this);
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSuffix(QStringLiteral(" s"));
    connect(box, &QDoubleSpinBox::valueChanged, this, &AnalysisPage::inputChanged);
    return box;
}

void AnalysisPage::watch(QSpinBox* box) {
    connect(box, &QSpinBox::valueChanged, this, &AnalysisPage::inputChanged);
}

void AnalysisPage::watch(QCheckBox* box) {
    connect(box, &QCheckBox::toggled, this, &AnalysisPage::inputChanged);
}

QLabel* AnalysisPage::addRow(QWidget* field) {
    auto* label = new QLabel(this);
    m_form->addRow(label, field);
    return label;
}

void AnalysisPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void AnalysisPage::retranslate() {
    m_integratorsLabel->setText(tr("Integrators:"));
    m_durationLabel->setText(tr("Duration:"));
    retranslateIntegratorList(m_integrators, kIdRole);
}

// ---------------------------------------------------------------------------------------

ConvergencePage::ConvergencePage(QWidget* parent) : AnalysisPage(parent) {
    m_largestDt = addSecondsBox(1e-7, 1.0, 7);
    m_largestDt->setObjectName(QStringLiteral("largestDt"));
    m_largestDtLabel = addRow(m_largestDt);
    m_halvings = new QSpinBox(this);
    m_halvings->setRange(1, 12);
    m_halvings->setObjectName(QStringLiteral("halvings"));
    watch(m_halvings);
    m_halvingsLabel = addRow(m_halvings);
    m_useList = new QCheckBox(this);
    m_dtList = new QLineEdit(this);
    m_dtList->setObjectName(QStringLiteral("dtList"));
    watch(m_useList);
    connect(m_useList, &QCheckBox::toggled, this, &ConvergencePage::refreshEnabled);
    connect(m_dtList, &QLineEdit::textChanged, this, &AnalysisPage::inputChanged);
    form()->addRow(m_useList, m_dtList);
    m_defaultReference = new QRadioButton(this);
    m_defaultReference->setChecked(true);
    m_tolerance = new ScientificSpinBox(this);
    m_tolerance->setDecimals(16);
    m_tolerance->setRange(1e-16, 1e-3);
    m_tolerance->setObjectName(QStringLiteral("referenceTolerance"));
    connect(m_tolerance, &QDoubleSpinBox::valueChanged, this, &AnalysisPage::inputChanged);
    form()->addRow(m_defaultReference);
    m_toleranceLabel = addRow(m_tolerance);
    m_otherReference = new QRadioButton(this);
    form()->addRow(m_otherReference);
    m_referenceMethod = new QComboBox(this);
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        m_referenceMethod->addItem(QString(), QString::fromStdString(info->id));
    }
    m_referenceMethodLabel = addRow(m_referenceMethod);
    m_referenceDt = addSecondsBox(1e-8, 1.0, 8);
    m_referenceDtLabel = addRow(m_referenceDt);
    connect(m_otherReference, &QRadioButton::toggled, this, [this] {
        refreshEnabled();
        emit inputChanged();
    });
    connect(m_referenceMethod, &QComboBox::currentIndexChanged, this, &AnalysisPage::inputChanged);
    refreshEnabled();
    setCheckedIntegrators(
        {QStringLiteral("symplectic-euler"), QStringLiteral("rk2"), QStringLiteral("rk4")});
    retranslate();
}

void ConvergencePage::updateEnabled() {
    const bool list = m_useList->isChecked();
    m_dtList->setEnabled(list);
    m_largestDt->setEnabled(!list);
    m_halvings->setEnabled(!list);
    const bool other = m_otherReference->isChecked();
    m_tolerance->setEnabled(!other);
    m_referenceMethod->setEnabled(other);
    m_referenceDt->setEnabled(other);
}

void ConvergencePage::adaptTo(const core::Scene& scene) {
    m_largestDt->setValue(scene.integrator.dt);
    m_halvings->setValue(3);
    durationBox()->setValue(1.0);
    m_tolerance->setValue(core::defaultReference(1.0).parameters.front().second);
    m_referenceMethod->setCurrentIndex(m_referenceMethod->findData(QStringLiteral("rk4")));
    m_referenceDt->setValue(scene.integrator.dt / 64.0);
}

std::vector<double> ConvergencePage::timeSteps() const {
    std::vector<double> dts;
    if (!m_useList->isChecked()) {
        for (int k = 0; k <= m_halvings->value(); ++k) {
            dts.push_back(m_largestDt->value() / std::pow(2.0, k));
        }
        return dts;
    }
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    for (const QString& field : m_dtList->text().split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        double value = QLocale().toDouble(field, &ok);
        if (!ok) {
            value = QLocale::c().toDouble(field, &ok);
        }
        if (!ok || !(value > 0.0) || !std::isfinite(value)) {
            return {};
        }
        dts.push_back(value);
    }
    std::sort(dts.begin(), dts.end(), std::greater<>());
    return dts;
}

core::IntegratorChoice ConvergencePage::reference() const {
    const std::vector<double> dts = timeSteps();
    if (m_otherReference->isChecked()) {
        return {
            m_referenceMethod->currentData().toString().toStdString(), m_referenceDt->value(), {}};
    }
    // dop853 adapts its own step inside each output step; the output step is the finest dt.
    core::IntegratorChoice reference = core::defaultReference(dts.empty() ? 1.0 : dts.back());
    reference.parameters = {{"tolerance", m_tolerance->value()}};
    return reference;
}

std::optional<InputProblem> ConvergencePage::problem(const core::Scene&,
                                                     const core::System*) const {
    if (auto none = noIntegratorProblem()) {
        return none;
    }
    const std::vector<double> dts = timeSteps();
    if (dts.size() < 2) {
        return InputProblem{tr("Enter at least two time steps, as positive numbers separated by "
                               "commas (for example 0.01, 0.005, 0.0025)."),
                            {},
                            {}};
    }
    const double duration = durationBox()->value();
    for (double dt : dts) {
        if (!core::wholeMultiple(duration, dt)) {
            InputProblem problem{
                tr("The duration %1 s is not a whole number of steps of %2 s: every run must "
                   "end exactly at the time where the errors are compared.")
                    .arg(seconds(duration), seconds(dt)),
                {},
                {}};
            if (const std::optional<double> nearest = nearestWholeDuration(duration, dts)) {
                problem.fixLabel = tr("Use %1 s").arg(seconds(*nearest));
                problem.fix = [box = durationBox(), value = *nearest] { box->setValue(value); };
            }
            return problem;
        }
    }
    const core::IntegratorChoice ref = reference();
    if (!core::wholeMultiple(duration, ref.dt)) {
        const double nearest = duration / std::ceil(duration / ref.dt);
        return InputProblem{tr("The duration %1 s is not a whole number of reference steps of "
                               "%2 s.")
                                .arg(seconds(duration), seconds(ref.dt)),
                            tr("Use dt = %1 s").arg(seconds(nearest)),
                            [box = m_referenceDt, nearest] { box->setValue(nearest); }};
    }
    return std::nullopt;
}

AnalysisRunner::Job ConvergencePage::job(const core::Scene& scene) const {
    return [scene, integrators = checkedChoices(scene, timeSteps().front()), dts = timeSteps(),
            duration = durationBox()->value(),
            reference = reference()](const core::AnalysisOptions& options) -> AnalysisData {
        ConvergenceAnalysis analysis{
            core::convergenceStudy(scene, integrators, dts, duration, reference, options),
            duration,
            {}};
        analysis.premise = core::convergencePremise(scene, analysis.result, duration);
        return analysis;
    };
}

void ConvergencePage::retranslate() {
    AnalysisPage::retranslate();
    m_largestDtLabel->setText(tr("Largest dt:"));
    m_halvingsLabel->setText(tr("Halvings:"));
    m_halvings->setToolTip(tr("The study runs dt, dt/2, dt/4, … this many times halved."));
    m_useList->setText(tr("List of dt:"));
    m_dtList->setPlaceholderText(tr("for example 0.01, 0.005, 0.0025"));
    m_defaultReference->setText(
        tr("Reference: DOP853 with error control (dt = the smallest step)"));
    m_toleranceLabel->setText(tr("Tolerance:"));
    m_otherReference->setText(tr("Reference: another integrator"));
    m_referenceMethodLabel->setText(tr("Integrator:"));
    m_referenceDtLabel->setText(tr("dt:"));
    for (int row = 0; row < m_referenceMethod->count(); ++row) {
        m_referenceMethod->setItemText(
            row, text::catalog::integratorName(
                     m_referenceMethod->itemData(row).toString().toStdString()));
    }
}

// ---------------------------------------------------------------------------------------

StabilityPage::StabilityPage(QWidget* parent) : AnalysisPage(parent) {
    m_startDt = addSecondsBox(1e-7, 1.0, 7);
    m_startDt->setObjectName(QStringLiteral("startDt"));
    m_startDtLabel = addRow(m_startDt);
    m_tolerance = new QDoubleSpinBox(this);
    m_tolerance->setRange(0.1, 50.0);
    m_tolerance->setDecimals(1);
    m_tolerance->setSuffix(QStringLiteral(" %"));
    m_tolerance->setValue(2.0);
    m_toleranceLabel = addRow(m_tolerance);
    setCheckedIntegrators({QStringLiteral("explicit-euler"), QStringLiteral("symplectic-euler"),
                           QStringLiteral("verlet"), QStringLiteral("rk2"), QStringLiteral("rk4")});
    retranslate();
}

void StabilityPage::adaptTo(const core::Scene& scene) {
    m_startDt->setValue(scene.integrator.dt);
    durationBox()->setValue(10.0);
}

double StabilityPage::tolerance() const {
    return m_tolerance->value() / 100.0;
}

std::optional<InputProblem> StabilityPage::problem(const core::Scene&, const core::System*) const {
    if (auto none = noIntegratorProblem()) {
        return none;
    }
    if (m_startDt->value() >= durationBox()->value()) {
        return InputProblem{tr("The first dt tried (%1 s) must be shorter than the duration.")
                                .arg(seconds(m_startDt->value())),
                            {},
                            {}};
    }
    return std::nullopt;
}

AnalysisRunner::Job StabilityPage::job(const core::Scene& scene) const {
    return [scene, integrators = checkedChoices(scene, m_startDt->value()),
            duration = durationBox()->value(),
            tolerance = tolerance()](const core::AnalysisOptions& options) -> AnalysisData {
        StabilityAnalysis analysis{
            core::stabilityLimits(scene, integrators, duration, tolerance, options),
            duration,
            tolerance,
            {}};
        analysis.premise = core::stabilityPremise(scene, analysis.limits, duration);
        return analysis;
    };
}

void StabilityPage::retranslate() {
    AnalysisPage::retranslate();
    m_startDtLabel->setText(tr("First dt tried:"));
    m_startDt->setToolTip(tr("The search doubles or halves this step until it brackets the "
                             "limit, then bisects."));
    m_toleranceLabel->setText(tr("Bisection tolerance:"));
    durationBox()->setToolTip(tr("Each trial run covers this time; a run is unstable when it "
                                 "produces NaN or its energy leaves its bound."));
}

// ---------------------------------------------------------------------------------------

SweepPage::SweepPage(QWidget* parent) : StabilityPage(parent) {
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kind"));
    m_kind->addItem(QString(), -1);
    for (core::SpringKind kind : core::kAllSpringKinds) {
        m_kind->addItem(QString(), core::kindIndex(kind));
    }
    m_kindLabel = addRow(m_kind);
    auto stiffnessBox = [this] {
        auto* box = new QDoubleSpinBox(this);
        box->setRange(1e-6, 1e12);
        box->setDecimals(3);
        connect(box, &QDoubleSpinBox::valueChanged, this, &AnalysisPage::inputChanged);
        return box;
    };
    m_from = stiffnessBox();
    m_fromLabel = addRow(m_from);
    m_to = stiffnessBox();
    m_toLabel = addRow(m_to);
    m_points = new QSpinBox(this);
    m_points->setRange(1, 50);
    m_points->setValue(5);
    watch(m_points);
    m_pointsLabel = addRow(m_points);
    m_logSpacing = new QCheckBox(this);
    m_logSpacing->setChecked(true);
    watch(m_logSpacing);
    form()->addRow(m_logSpacing);
    m_cheapest = new QCheckBox(this);
    m_cheapest->setObjectName(QStringLiteral("cheapest"));
    m_accuracy = ScientificSpinBox::accuracy(this, QStringLiteral("accuracy"));
    watch(m_cheapest);
    connect(m_cheapest, &QCheckBox::toggled, this, &SweepPage::setCheapestMode);
    form()->addRow(m_cheapest, m_accuracy);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &SweepPage::updateUnits);
    setCheckedIntegrators(
        {QStringLiteral("symplectic-euler"), QStringLiteral("verlet"), QStringLiteral("rk4")});
    refreshEnabled();
    retranslate();
}

std::optional<core::SpringKind> SweepPage::kind() const {
    const int index = m_kind->currentData().toInt();
    return index < 0 ? std::nullopt : std::optional(core::kAllSpringKinds[index]);
}

void SweepPage::adaptTo(const core::Scene& scene) {
    StabilityPage::adaptTo(scene);
    durationBox()->setValue(5.0);
    for (core::SpringKind kind : core::kAllSpringKinds) {
        m_sceneStretch[core::kindIndex(kind)] = scene.stiffness[kind].stretch;
    }
    m_kind->setCurrentIndex(m_kind->findData(core::kindIndex(core::SpringKind::Structural)));
    m_shownKind = kind();
    const double base = m_sceneStretch[core::kindIndex(core::SpringKind::Structural)];
    updateUnits();
    m_from->setValue(base > 0.0 ? base : 1.0);
    m_to->setValue(base > 0.0 ? 100.0 * base : 100.0);
    if (m_cheapest->isChecked()) {
        setCheapestMode(true);
    }
}

void SweepPage::setCheapestMode(bool cheapest) {
    // The bisection's inputs have no use in the work–precision mode, whose runs are short:
    // half a second, a whole number of the scene's steps (the first dt tried holds it).
    refreshEnabled();
    const double dt = m_startDt->value();
    durationBox()->setValue(cheapest ? std::max(1.0, std::round(0.5 / dt)) * dt : 5.0);
}

void SweepPage::updateEnabled() {
    const bool cheapest = m_cheapest->isChecked();
    m_accuracy->setEnabled(cheapest);
    m_startDt->setEnabled(!cheapest);
    m_tolerance->setEnabled(!cheapest);
}

void SweepPage::updateUnits() {
    // The boxes show N/m for one kind and a factor for every kind; convert what they hold.
    auto base = [this](std::optional<core::SpringKind> k) {
        const double value = k ? m_sceneStretch[core::kindIndex(*k)] : 1.0;
        return value > 0.0 ? value : 1.0;
    };
    const double factor = base(kind()) / base(m_shownKind);
    m_shownKind = kind();
    const QString suffix = m_shownKind ? QStringLiteral(" N/m") : QStringLiteral(" ×");
    for (QDoubleSpinBox* box : {m_from, m_to}) {
        box->setSuffix(suffix);
        box->setValue(box->value() * factor);
    }
    emit inputChanged();
}

std::vector<double> SweepPage::scales(const core::Scene& scene) const {
    const std::optional<core::SpringKind> k = kind();
    const double unit = k ? scene.stiffness[*k].stretch : 1.0;
    const double from = m_from->value() / unit;
    const double to = m_to->value() / unit;
    const int n = m_points->value();
    std::vector<double> out;
    for (int p = 0; p < n; ++p) {
        const double t = n > 1 ? static_cast<double>(p) / (n - 1) : 0.0;
        out.push_back(m_logSpacing->isChecked() ? from * std::pow(to / from, t)
                                                : from + (to - from) * t);
    }
    return out;
}

std::optional<InputProblem> SweepPage::problem(const core::Scene& scene,
                                               const core::System* system) const {
    if (auto base = StabilityPage::problem(scene, system)) {
        return base;
    }
    if (const std::optional<core::SpringKind> k = kind()) {
        if (system && system->springCountByKind()[core::kindIndex(*k)] == 0) {
            return InputProblem{tr("The scene has no %1.").arg(springKindPhrase(k)), {}, {}};
        }
        if (!(scene.stiffness[*k].stretch > 0.0)) {
            return InputProblem{tr("The stretch stiffness of the %1 is 0 N/m: a sweep multiplies "
                                   "it, so it must be positive.")
                                    .arg(springKindPhrase(k)),
                                {},
                                {}};
        }
    }
    if (m_points->value() > 1 && !(m_to->value() > m_from->value())) {
        return InputProblem{tr("“To” must be larger than “From”."), {}, {}};
    }
    return m_cheapest->isChecked() ? wholeStepsProblem(scene.integrator.dt) : std::nullopt;
}

AnalysisRunner::Job SweepPage::crossoverJob(const core::Scene& scene) const {
    const std::optional<core::SpringKind> k = kind();
    return [scene, integrators = checkedChoices(scene, scene.integrator.dt), k,
            scales = scales(scene), duration = durationBox()->value(),
            accuracy = m_accuracy->value(), base = k ? scene.stiffness[*k].stretch : 0.0](
               const core::AnalysisOptions& options) -> AnalysisData {
        // Each method's steps come from its stability limit on the scene as it is; on the
        // stiffer scenes the largest of them may blow up and drop out.
        const std::vector<core::WorkPrecisionSweep> sweeps =
            core::defaultSweeps(scene, integrators, duration, kCrossoverPoints, options);
        return CrossoverAnalysis{
            core::cheapestByStiffness(scene, sweeps, k, scales, duration, accuracy,
                                      core::defaultReference(core::finestDt(sweeps)),
                                      core::WorkMeasure::CpuSeconds, options),
            base};
    };
}

AnalysisRunner::Job SweepPage::job(const core::Scene& scene) const {
    if (m_cheapest->isChecked()) {
        return crossoverJob(scene);
    }
    const std::optional<core::SpringKind> k = kind();
    return [scene, integrators = checkedChoices(scene, m_startDt->value()), k,
            scales = scales(scene), duration = durationBox()->value(), tolerance = tolerance(),
            base = k ? scene.stiffness[*k].stretch
                     : 0.0](const core::AnalysisOptions& options) -> AnalysisData {
        return SweepAnalysis{
            core::stiffnessSweep(scene, integrators, k, scales, duration, tolerance, options), base,
            tolerance};
    };
}

void SweepPage::retranslate() {
    StabilityPage::retranslate();
    m_kindLabel->setText(tr("Springs scaled:"));
    m_kind->setItemText(0, springKindName(std::nullopt));
    for (core::SpringKind kind : core::kAllSpringKinds) {
        m_kind->setItemText(m_kind->findData(core::kindIndex(kind)), springKindName(kind));
    }
    m_kind->setToolTip(tr("Stretch and compression stiffness of these springs are multiplied; "
                          "damping is kept. For one kind the range is in N/m, for all kinds it "
                          "is a factor on the scene's values."));
    m_fromLabel->setText(tr("From:"));
    m_toLabel->setText(tr("To:"));
    m_pointsLabel->setText(tr("Points:"));
    m_logSpacing->setText(tr("Logarithmic spacing"));
    m_cheapest->setText(tr("Cheapest method for an RMS error of"));
    m_cheapest->setToolTip(
        tr("Instead of stability limits: at each stiffness a work–precision sweep of every "
           "checked method (%1 steps each, from its stability limit down), and the method that "
           "reaches the accuracy at the end of the duration for the least CPU time.")
            .arg(kCrossoverPoints));
}

} // namespace clothlab::widgets
