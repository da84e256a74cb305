#include "widgets/panels/integrator_panel.h"

#include "core/integrators/integrator.h"
#include "text/catalog_text.h"
#include "widgets/document/locks.h"
#include "widgets/document/scientific_spin_box.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QStandardItemModel>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>

namespace clothlab::widgets {

namespace {
constexpr int kFamilyRole = Qt::UserRole + 1; ///< a family heading's id
} // namespace

IntegratorPanel::IntegratorPanel(Document* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    m_method = new QComboBox(this);
    // As wide as the dock, not as the longest method name (the open list shows it whole).
    m_method->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_method->setMinimumContentsLength(14);
    // By family, each under its name (not selectable), as the Compare dialog groups them.
    auto* items = qobject_cast<QStandardItemModel*>(m_method->model());
    for (core::IntegratorFamily family : core::kAllIntegratorFamilies) {
        m_method->addItem(QString());
        QStandardItem* header = items->item(m_method->count() - 1);
        header->setFlags(Qt::NoItemFlags);
        QFont bold = header->font();
        bold.setBold(true);
        header->setFont(bold);
        header->setData(QString::fromUtf8(core::integratorFamilyId(family).data()), kFamilyRole);
        for (const core::IntegratorInfo* info : core::integratorCatalog()) {
            if (info->family == family) {
                m_method->addItem(QString(), QString::fromStdString(info->id));
            }
        }
    }
    m_dt = new QDoubleSpinBox(this);
    m_dt->setDecimals(7);
    m_dt->setRange(1e-7, 1.0);
    m_dt->setSingleStep(1e-4);
    m_dt->setSuffix(QStringLiteral(" s"));
    m_methodLabel = new QLabel(this);
    m_dtLabel = new QLabel(this);
    auto* top = new QFormLayout;
    top->setRowWrapPolicy(QFormLayout::WrapLongRows);
    top->addRow(m_methodLabel, m_method);
    top->addRow(m_dtLabel, m_dt);
    m_parameterBox = new QWidget(this);
    m_parameters = new QFormLayout(m_parameterBox);
    m_parameters->setContentsMargins(0, 0, 0, 0);
    m_parameters->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_description = new QTextBrowser(this);
    m_description->setOpenLinks(false);
    m_target = new QLabel(this);
    m_target->setObjectName(QStringLiteral("integratorTarget"));
    m_target->setWordWrap(true);
    m_target->hide();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_target);
    layout->addLayout(top);
    layout->addWidget(m_parameterBox);
    layout->addWidget(m_description, 1);

    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating) {
            m_interaction = 0;
            commit(false);
        }
    });
    connect(m_dt, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_updating) {
            commit(true);
        }
    });
    connect(m_dt, &QDoubleSpinBox::editingFinished, this, [this] { m_interaction = 0; });
    connect(document, &Document::changed, this, [this](Changes what) {
        if ((what & Change::Integrator) || ((what & Change::Runs) && m_run >= 0)) {
            showDocument();
        }
    });
    connect(document, &Document::lockedPathsChanged, this, &IntegratorPanel::showLocks);
    retranslate();
    showDocument();
}

void IntegratorPanel::showLocks() {
    // A comparison run's integrator is the student's own; the scene's may be locked.
    const bool locked = m_run < 0 && isLocked(*m_document, "integrator");
    showLocked(m_method, locked);
    showLocked(m_dt, locked);
    for (const auto& editor : m_editors) {
        showLocked(editor.second, locked);
    }
}

QWidget* IntegratorPanel::parameterEditor(const QString& id) const {
    for (const auto& [pid, editor] : m_editors) {
        if (QString::fromStdString(pid) == id) {
            return editor;
        }
    }
    return nullptr;
}

void IntegratorPanel::setRun(int run) {
    if (run == m_run) {
        return;
    }
    m_run = run;
    m_interaction = 0;
    showDocument();
}

int IntegratorPanel::run() const {
    return m_run >= 0 && m_run < static_cast<int>(m_document->scene().runs.size()) ? m_run : -1;
}

const core::IntegratorChoice& IntegratorPanel::shownChoice() const {
    const int shown = run();
    return shown >= 0 ? m_document->scene().runs[static_cast<std::size_t>(shown)].integrator
                      : m_document->scene().integrator;
}

void IntegratorPanel::rebuildEditors() {
    const core::IntegratorChoice& choice = shownChoice();
    if (m_editorsFor == choice.id) {
        return;
    }
    m_editorsFor = choice.id;
    while (m_parameters->rowCount() > 0) {
        m_parameters->removeRow(0);
    }
    m_editors.clear();
    const core::IntegratorInfo* info = core::findIntegrator(choice.id);
    if (!info) {
        return;
    }
    for (const core::ParameterSpec& spec : info->parameters) {
        // Range and step follow the declaration; a tolerance reads 1e-06, not 0.00000100000000,
        // and steps by decades.
        const bool tolerance = !spec.integer && spec.minimum > 0 && spec.minimum < 1e-3;
        auto* editor =
            tolerance ? new ScientificSpinBox(m_parameterBox) : new QDoubleSpinBox(m_parameterBox);
        editor->setDecimals(spec.integer ? 0 : (tolerance ? 16 : 4));
        editor->setRange(spec.minimum, spec.maximum);
        editor->setSingleStep(spec.integer ? 1.0
                                           : std::max(spec.minimum, spec.defaultValue / 10.0));
        if (!spec.unit.empty()) {
            editor->setSuffix(" " + QString::fromStdString(spec.unit));
        }
        editor->setToolTip(text::catalog::parameterDescription(*info, spec));
        editor->setObjectName(QString::fromStdString(spec.id));
        connect(editor, &QDoubleSpinBox::valueChanged, this, [this] {
            if (!m_updating) {
                commit(true);
            }
        });
        connect(editor, &QDoubleSpinBox::editingFinished, this, [this] { m_interaction = 0; });
        m_parameters->addRow(text::catalog::parameterLabel(*info, spec), editor);
        m_editors.emplace_back(spec.id, editor);
    }
}

void IntegratorPanel::showDocument() {
    m_updating = true;
    const core::IntegratorChoice& choice = shownChoice();
    const int shown = run();
    m_target->setVisible(shown >= 0);
    if (shown >= 0) {
        m_target->setText(
            tr("<b>Run %1 of the comparison</b> (selected in the Runs panel)").arg(shown + 1));
    }
    m_method->setCurrentIndex(m_method->findData(QString::fromStdString(choice.id)));
    m_dt->setValue(choice.dt);
    rebuildEditors();
    if (const core::IntegratorInfo* info = core::findIntegrator(choice.id)) {
        for (const auto& [id, editor] : m_editors) {
            double value = 0.0;
            for (const core::ParameterSpec& spec : info->parameters) {
                value = spec.id == id ? spec.defaultValue : value;
            }
            for (const auto& [pid, v] : choice.parameters) {
                value = pid == id ? v : value;
            }
            editor->setValue(value);
        }
        const QString equations =
            text::catalog::integratorEquations(*info).toHtmlEscaped().replace('\n', "<br>");
        m_description->setHtml(
            QStringLiteral("<p>%1</p><p><b>%2</b><br><code>%3</code></p><p><b>%4</b><br>%5</p>")
                .arg(text::catalog::integratorSummary(*info).toHtmlEscaped(),
                     tr("Update equations"), equations, tr("Contact"),
                     text::catalog::integratorContactNote(*info).toHtmlEscaped()));
    }
    m_updating = false;
    showLocks();
}

void IntegratorPanel::commit(bool gesture) {
    core::IntegratorChoice choice;
    choice.id = m_method->currentData().toString().toStdString();
    choice.dt = m_dt->value();
    if (choice.id == shownChoice().id) {
        const core::IntegratorInfo* info = core::findIntegrator(choice.id);
        for (const auto& [id, editor] : m_editors) {
            double defaultValue = 0.0;
            for (const core::ParameterSpec& spec : info->parameters) {
                defaultValue = spec.id == id ? spec.defaultValue : defaultValue;
            }
            // Only values that differ from the declared default are stored in the scene.
            if (editor->value() != defaultValue) {
                choice.parameters.emplace_back(id, editor->value());
            }
        }
    }
    // Spin-box steps until editing finishes are one gesture, hence one undo step.
    if (gesture && m_interaction == 0) {
        m_interaction = m_document->newInteraction();
    }
    if (const int shown = run(); shown >= 0) {
        std::vector<core::RunSpec> runs = m_document->scene().runs;
        runs[static_cast<std::size_t>(shown)].integrator = choice;
        m_document->setRuns(std::move(runs), tr("Change Run Integrator"),
                            gesture ? m_interaction : 0);
        return;
    }
    m_document->setIntegrator(choice, gesture ? m_interaction : 0);
}

void IntegratorPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void IntegratorPanel::retranslate() {
    m_methodLabel->setText(tr("Integrator"));
    m_dtLabel->setText(tr("Time step"));
    for (int i = 0; i < m_method->count(); ++i) {
        if (const core::IntegratorInfo* info =
                core::findIntegrator(m_method->itemData(i).toString().toStdString())) {
            m_method->setItemText(i, text::catalog::integratorName(*info));
        } else {
            const std::string family = m_method->itemData(i, kFamilyRole).toString().toStdString();
            for (core::IntegratorFamily f : core::kAllIntegratorFamilies) {
                if (core::integratorFamilyId(f) == family) {
                    m_method->setItemText(i, text::catalog::integratorFamilyName(f));
                }
            }
        }
    }
    m_editorsFor.clear(); // labels are rebuilt in the new language
    showDocument();
}

} // namespace clothlab::widgets
