#include "widgets/coursework/task_form.h"

#include "core/integrators/integrator.h"
#include "text/catalog_text.h"
#include "widgets/coursework/localized_text_edit.h"
#include "widgets/coursework/tasks_panel.h"
#include "widgets/document/integrator_list.h"
#include "widgets/document/scientific_spin_box.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace clothlab::widgets {

namespace cw = core::coursework;

namespace {

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

/// "0.01, 0.005, 0.0025": numbers as a file writes them.
QString numberList(const std::vector<double>& values) {
    QStringList parts;
    for (const double value : values) {
        parts << QString::number(value, 'g', 12);
    }
    return parts.join(QStringLiteral(", "));
}

/// The entries of a list separated by commas, semicolons or spaces.
QStringList listEntries(const QString& text) {
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    return text.split(separators, Qt::SkipEmptyParts);
}

/// A number with a '.' decimal point, or the interface's.
std::optional<double> parseNumber(const QString& text) {
    bool ok = false;
    double value = QLocale::c().toDouble(text, &ok);
    if (!ok) {
        value = QLocale().toDouble(text, &ok);
    }
    return ok ? std::optional<double>(value) : std::nullopt;
}

/// The numbers of a list; nothing with the entry that is not a number in `bad`.
std::optional<std::vector<double>> parseNumberList(const QString& text, QString* bad) {
    std::vector<double> values;
    for (const QString& entry : listEntries(text)) {
        const std::optional<double> value = parseNumber(entry);
        if (!value) {
            *bad = entry;
            return std::nullopt;
        }
        values.push_back(*value);
    }
    return values;
}

/// A combo box of every integrator, by display name, the id as data.
QComboBox* integratorBox(QWidget* parent, const QString& name, bool withDefault) {
    auto* box = new QComboBox(parent);
    box->setObjectName(name);
    if (withDefault) {
        box->addItem(QString(), QString());
    }
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        box->addItem(text::catalog::integratorName(*info), QString::fromStdString(info->id));
    }
    return box;
}

QDoubleSpinBox* spinBox(QWidget* parent, const QString& name, double low, double high,
                        int decimals) {
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(low, high);
    box->setDecimals(decimals);
    return box;
}

} // namespace

TaskForm::TaskForm(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("taskForm"));
    // The rows at their natural height, the space left below them.
    auto* outer = new QVBoxLayout(this);
    m_form = new QFormLayout;
    outer->addLayout(m_form);
    outer->addStretch(1);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    buildRows();
    buildSettingsRows();
    buildExpectedRows();
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        showRowsOfKind();
        emit summaryChanged();
    });
    connect(m_id, &QLineEdit::textEdited, this, &TaskForm::summaryChanged);
    connect(m_title, &LocalizedTextEdit::edited, this, &TaskForm::summaryChanged);
    connect(m_expectedMode, &QComboBox::currentIndexChanged, this, &TaskForm::showRowsOfKind);
    retranslate();
    setTask(cw::Task{});
}

void TaskForm::buildRows() {
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("taskId"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("taskKind"));
    for (const cw::TaskKind kind : cw::kAllTaskKinds) {
        m_kind->addItem(QString(), static_cast<int>(kind));
    }
    m_title = new LocalizedTextEdit(false, this);
    m_title->setObjectName(QStringLiteral("taskTitle"));
    m_text = new LocalizedTextEdit(true, this);
    m_text->setObjectName(QStringLiteral("taskText"));
    m_text->setMaximumHeight(fontMetrics().lineSpacing() * 5);
    m_points = spinBox(this, QStringLiteral("taskPoints"), 0.0, 1000.0, 1);
    for (QWidget* field :
         std::initializer_list<QWidget*>{m_id, m_kind, m_title, m_text, m_points}) {
        m_form->addRow(new QLabel(this), field);
    }
}

void TaskForm::buildSettingsRows() {
    m_integrator = integratorBox(this, QStringLiteral("taskIntegrator"), false);
    m_parameters = new QLineEdit(this);
    m_parameters->setObjectName(QStringLiteral("taskParameters"));
    m_integrators = new QListWidget(this);
    m_integrators->setObjectName(QStringLiteral("taskIntegrators"));
    fillIntegratorList(m_integrators, Qt::UserRole);
    m_integrators->setMaximumHeight(fontMetrics().lineSpacing() * 6);
    m_dt = new ScientificSpinBox(this);
    m_dt->setObjectName(QStringLiteral("taskDt"));
    m_dt->setDecimals(12);
    m_dt->setRange(1e-9, 10.0);
    m_dt->setSuffix(QStringLiteral(" s"));
    m_duration = spinBox(this, QStringLiteral("taskDuration"), 0.0, 1e6, 4);
    m_duration->setSuffix(QStringLiteral(" s"));
    m_dts = new QLineEdit(this);
    m_dts->setObjectName(QStringLiteral("taskDts"));
    m_dts->setPlaceholderText(QStringLiteral("0.01, 0.005, 0.0025"));
    m_reference = integratorBox(this, QStringLiteral("taskReference"), true);
    m_bisection = spinBox(this, QStringLiteral("taskBisection"), 0.001, 0.5, 3);
    m_scales = new QLineEdit(this);
    m_scales->setObjectName(QStringLiteral("taskScales"));
    m_scales->setPlaceholderText(QStringLiteral("1, 2, 4, 8"));
    m_springKind = new QComboBox(this);
    m_springKind->setObjectName(QStringLiteral("taskSpringKind"));
    m_springKind->addItem(QString(), QString());
    for (const char* kind : {"structural", "shear", "bending"}) {
        m_springKind->addItem(QString(), QString::fromLatin1(kind));
    }
    m_quantity = new QComboBox(this);
    m_quantity->setObjectName(QStringLiteral("taskQuantity"));
    for (const cw::MeasuredQuantity quantity : cw::kAllMeasuredQuantities) {
        m_quantity->addItem(QString(), static_cast<int>(quantity));
    }
    connect(m_quantity, &QComboBox::currentIndexChanged, this, &TaskForm::showRowsOfKind);
    for (QWidget* field : std::initializer_list<QWidget*>{
             m_integrator, m_parameters, m_integrators, m_dt, m_duration, m_dts, m_reference,
             m_bisection, m_scales, m_quantity, m_springKind}) {
        m_form->addRow(new QLabel(this), field);
    }
}

void TaskForm::buildExpectedRows() {
    m_expectedMode = new QComboBox(this);
    m_expectedMode->setObjectName(QStringLiteral("expectedMode"));
    m_expectedMode->addItem(QString(), true);  // computed
    m_expectedMode->addItem(QString(), false); // a stated value
    m_expectedValue = new QLineEdit(this);
    m_expectedValue->setObjectName(QStringLiteral("expectedValue"));
    m_outcome = new QComboBox(this);
    m_outcome->setObjectName(QStringLiteral("expectedOutcome"));
    m_outcome->addItem(QString(), fromStd(cw::kSurvives));
    m_outcome->addItem(QString(), fromStd(cw::kBlowsUp));
    m_tolerance = new ScientificSpinBox(this);
    m_tolerance->setObjectName(QStringLiteral("expectedTolerance"));
    m_tolerance->setDecimals(12);
    m_tolerance->setRange(0.0, 1e9);
    m_relative = new QCheckBox(this);
    m_relative->setObjectName(QStringLiteral("expectedRelative"));
    m_unit = new QLineEdit(this);
    m_unit->setObjectName(QStringLiteral("taskUnit"));
    for (QWidget* field : std::initializer_list<QWidget*>{
             m_expectedMode, m_expectedValue, m_outcome, m_tolerance, m_relative, m_unit}) {
        m_form->addRow(new QLabel(this), field);
    }
}

cw::TaskKind TaskForm::kind() const {
    return static_cast<cw::TaskKind>(m_kind->currentData().toInt());
}

void TaskForm::showRowsOfKind() {
    using K = cw::TaskKind;
    const K k = kind();
    const bool computed = cw::isComputed(k);
    const bool one = computed && k != K::ErrorComparison;
    const bool word = k == K::Run || k == K::ErrorComparison;
    // A numeric answer states its value; only analyses are computed.
    if (k == K::Numeric && m_expectedMode->currentIndex() == 0) {
        m_expectedMode->setCurrentIndex(1);
    }
    const bool stated = m_expectedMode->currentIndex() == 1;
    m_form->setRowVisible(m_integrator, one);
    m_form->setRowVisible(m_parameters, one);
    m_form->setRowVisible(m_integrators, k == K::ErrorComparison);
    m_form->setRowVisible(m_dt, computed);
    m_form->setRowVisible(m_duration, computed);
    m_form->setRowVisible(m_dts, k == K::ConvergenceOrder);
    m_form->setRowVisible(m_reference, k == K::ConvergenceOrder || k == K::ErrorComparison);
    m_form->setRowVisible(m_bisection, k == K::StabilityLimit || k == K::StiffnessSweep);
    m_form->setRowVisible(m_scales, k == K::StiffnessSweep);
    const auto quantity = static_cast<cw::MeasuredQuantity>(m_quantity->currentData().toInt());
    m_form->setRowVisible(m_quantity, k == K::Measure);
    m_form->setRowVisible(m_springKind,
                          k == K::StiffnessSweep || (k == K::Measure && cw::isStrain(quantity)));
    m_form->setRowVisible(m_expectedMode, k != K::Text);
    m_form->setRowVisible(m_expectedValue, k != K::Text && stated && k != K::Run);
    m_form->setRowVisible(m_outcome, k == K::Run && stated);
    m_form->setRowVisible(m_tolerance, k != K::Text && !word);
    m_form->setRowVisible(m_relative, k != K::Text && !word);
    m_form->setRowVisible(m_unit, k == K::Numeric);
    m_expectedValue->setPlaceholderText(
        k == K::ErrorComparison ? tr("the id of the most accurate integrator") : QString());
}

void TaskForm::setTask(const cw::Task& task) {
    m_id->setText(QString::fromStdString(task.id));
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(task.kind)));
    m_title->setText(task.title);
    m_text->setText(task.text);
    m_points->setValue(task.points);
    m_unit->setText(QString::fromStdString(task.unit));
    showSettings(task.settings);
    showExpected(task);
    showRowsOfKind();
}

void TaskForm::showSettings(const cw::TaskSettings& settings) {
    const std::string first =
        settings.integrators.empty() ? std::string() : settings.integrators.front().id;
    m_integrator->setCurrentIndex(
        std::max(0, m_integrator->findData(QString::fromStdString(first))));
    QStringList parameters;
    if (!settings.integrators.empty()) {
        for (const auto& [name, value] : settings.integrators.front().parameters) {
            parameters << QString::fromStdString(name) + QLatin1Char('=') +
                              QString::number(value, 'g', QLocale::FloatingPointShortest);
        }
    }
    m_parameters->setText(parameters.join(QStringLiteral(", ")));
    QStringList chosen;
    for (const core::IntegratorChoice& choice : settings.integrators) {
        chosen << QString::fromStdString(choice.id);
    }
    setCheckedIntegratorIds(m_integrators, Qt::UserRole, chosen);
    m_dt->setValue(settings.integrators.empty() ? 1e-3 : settings.integrators.front().dt);
    m_duration->setValue(settings.duration);
    m_dts->setText(numberList(settings.dts));
    m_reference->setCurrentIndex(std::max(
        0, m_reference->findData(settings.reference ? QString::fromStdString(settings.reference->id)
                                                    : QString())));
    m_bisection->setValue(settings.bisection);
    m_scales->setText(numberList(settings.scales));
    m_quantity->setCurrentIndex(
        std::max(0, m_quantity->findData(static_cast<int>(settings.quantity))));
    m_springKind->setCurrentIndex(
        std::max(0, m_springKind->findData(settings.springKind
                                               ? fromStd(core::springKindId(*settings.springKind))
                                               : QString())));
}

void TaskForm::showExpected(const cw::Task& task) {
    const cw::Expected& expected = task.expected;
    m_expectedMode->setCurrentIndex(expected.computed ? 0 : 1);
    m_expectedValue->clear();
    m_outcome->setCurrentIndex(0);
    if (expected.value) {
        if (const double* number = std::get_if<double>(&*expected.value)) {
            m_expectedValue->setText(QString::number(*number, 'g', 12));
        } else {
            const QString word = QString::fromStdString(std::get<std::string>(*expected.value));
            m_expectedValue->setText(word);
            m_outcome->setCurrentIndex(std::max(0, m_outcome->findData(word)));
        }
    }
    m_tolerance->setValue(expected.tolerance);
    m_relative->setChecked(expected.relative);
}

std::optional<cw::Task> TaskForm::task(QString* error) const {
    cw::Task task;
    task.id = m_id->text().trimmed().toStdString();
    task.kind = kind();
    task.title = m_title->text();
    task.text = m_text->text();
    task.points = m_points->value();
    if (task.kind == cw::TaskKind::Numeric) {
        task.unit = m_unit->text().trimmed().toStdString();
    }
    bool ok = true;
    readSettings(task, error, &ok);
    if (!ok) {
        return std::nullopt;
    }
    readExpected(task);
    return task;
}

// "NAME=VALUE, …" (commas, semicolons or spaces between): the names and ranges are the
// core's to check, as in a file.
bool TaskForm::readParameters(core::IntegratorChoice& choice, QString* error) const {
    for (const QString& entry : listEntries(m_parameters->text())) {
        const qsizetype eq = entry.indexOf(QLatin1Char('='));
        const std::optional<double> value =
            eq > 0 ? parseNumber(entry.mid(eq + 1)) : std::optional<double>();
        if (!value) {
            if (error) {
                *error = tr("Parameters: “%1” is not NAME=VALUE").arg(entry);
            }
            return false;
        }
        choice.parameters.emplace_back(entry.left(eq).toStdString(), *value);
    }
    return true;
}

void TaskForm::readSettings(cw::Task& task, QString* error, bool* ok) const {
    using K = cw::TaskKind;
    const K k = task.kind;
    if (!cw::isComputed(k)) {
        return;
    }
    cw::TaskSettings& settings = task.settings;
    settings.duration = m_duration->value();
    const double dt = m_dt->value();
    if (k == K::ErrorComparison) {
        for (const QString& id : checkedIntegratorIds(m_integrators, Qt::UserRole)) {
            settings.integrators.push_back({id.toStdString(), dt, {}});
        }
    } else {
        settings.integrators.push_back(
            {m_integrator->currentData().toString().toStdString(), dt, {}});
        if (!readParameters(settings.integrators.back(), error)) {
            *ok = false;
            return;
        }
    }
    const QString reference = m_reference->currentData().toString();
    if ((k == K::ConvergenceOrder || k == K::ErrorComparison) && !reference.isEmpty()) {
        settings.reference = core::IntegratorChoice{reference.toStdString(), dt, {}};
    }
    if (k == K::StabilityLimit || k == K::StiffnessSweep) {
        settings.bisection = m_bisection->value();
    }
    if (k == K::Measure) {
        settings.quantity = static_cast<cw::MeasuredQuantity>(m_quantity->currentData().toInt());
    }
    const bool kindOfSprings =
        k == K::StiffnessSweep || (k == K::Measure && cw::isStrain(settings.quantity));
    if (kindOfSprings && !m_springKind->currentData().toString().isEmpty()) {
        settings.springKind =
            core::springKindFromId(m_springKind->currentData().toString().toStdString());
    }
    const auto readList = [error, ok](const QLineEdit* edit, const QString& field,
                                      std::vector<double>& into) {
        QString bad;
        const auto values = parseNumberList(edit->text(), &bad);
        if (!values) {
            *ok = false;
            *error = tr("“%1” in %2 is not a number").arg(bad, field);
            return;
        }
        into = *values;
    };
    if (k == K::ConvergenceOrder) {
        readList(m_dts, tr("the time steps"), settings.dts);
    }
    if (k == K::StiffnessSweep) {
        readList(m_scales, tr("the stiffness scales"), settings.scales);
    }
}

void TaskForm::readExpected(cw::Task& task) const {
    if (task.kind == cw::TaskKind::Text) {
        return;
    }
    cw::Expected& expected = task.expected;
    expected.computed = m_expectedMode->currentIndex() == 0 && cw::isComputed(task.kind);
    if (!expected.computed) {
        if (task.kind == cw::TaskKind::Run) {
            expected.value = m_outcome->currentData().toString().toStdString();
        } else {
            const QString text = m_expectedValue->text().trimmed();
            bool ok = false;
            double number = QLocale::c().toDouble(text, &ok);
            if (!ok) {
                number = QLocale().toDouble(text, &ok);
            }
            // A word where a number belongs is left for the reader to report.
            expected.value = ok && task.kind != cw::TaskKind::ErrorComparison
                                 ? cw::TaskValue(number)
                                 : cw::TaskValue(text.toStdString());
        }
    }
    if (task.kind != cw::TaskKind::Run && task.kind != cw::TaskKind::ErrorComparison) {
        expected.tolerance = m_tolerance->value();
        expected.relative = m_relative->isChecked();
    }
}

void TaskForm::setTextLanguage(const QString& language) {
    m_title->setLanguage(language);
    m_text->setLanguage(language);
}

void TaskForm::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void TaskForm::retranslate() {
    const auto label = [this](QWidget* field, const QString& text) {
        if (auto* l = qobject_cast<QLabel*>(m_form->labelForField(field))) {
            l->setText(text);
        }
    };
    label(m_id, tr("Id:"));
    label(m_kind, tr("Kind:"));
    label(m_title, tr("Title:"));
    label(m_text, tr("Question:"));
    label(m_points, tr("Points:"));
    label(m_integrator, tr("Integrator:"));
    label(m_parameters, tr("Parameters:"));
    m_parameters->setPlaceholderText(tr("the defaults, or NAME=VALUE, …"));
    m_parameters->setToolTip(tr("The integrator's parameters as NAME=VALUE, separated by commas "
                                "(clothlab-cli integrators lists them with their ranges)"));
    label(m_integrators, tr("Integrators:"));
    retranslateIntegratorList(m_integrators, Qt::UserRole);
    label(m_dt, tr("Time step:"));
    label(m_duration, tr("Duration:"));
    label(m_dts, tr("Time steps (s):"));
    label(m_reference, tr("Reference:"));
    label(m_bisection, tr("Bisection:"));
    label(m_scales, tr("Stiffness scales:"));
    label(m_springKind, tr("Spring kind:"));
    label(m_quantity, tr("Quantity:"));
    m_quantity->setItemText(0, tr("energy ratio E(T)/E(0)"));
    m_quantity->setItemText(1, tr("energy balance (E(T) + D − W)/E(0)"));
    m_quantity->setItemText(2, tr("mean strain |l − L|/L"));
    m_quantity->setItemText(3, tr("largest strain |l − L|/L"));
    label(m_expectedMode, tr("Expected:"));
    label(m_expectedValue, tr("Value:"));
    label(m_outcome, tr("Outcome:"));
    label(m_tolerance, tr("Tolerance:"));
    label(m_unit, tr("Unit:"));
    m_id->setToolTip(tr("Unique in the assignment: lower-case letters, digits and '-'"));
    for (int row = 0; row < m_kind->count(); ++row) {
        m_kind->setItemText(
            row, TasksPanel::kindText(static_cast<cw::TaskKind>(m_kind->itemData(row).toInt())));
    }
    m_dt->setToolTip(tr("The step of the integrators; a stability search starts from it"));
    m_bisection->setToolTip(tr("Relative width at which the stability search stops"));
    m_reference->setItemText(0, tr("(the default reference)"));
    m_springKind->setItemText(0, tr("every kind"));
    m_springKind->setItemText(1, tr("structural"));
    m_springKind->setItemText(2, tr("shear"));
    m_springKind->setItemText(3, tr("bending"));
    m_expectedMode->setItemText(0, tr("computed by ClothLab from these settings"));
    m_expectedMode->setItemText(1, tr("a stated value"));
    m_outcome->setItemText(0, tr("survives"));
    m_outcome->setItemText(1, tr("blows up"));
    m_relative->setText(tr("relative to the expected value"));
    showRowsOfKind();
}

} // namespace clothlab::widgets
