#include "widgets/panels/forces_panel.h"

#include "widgets/document/locks.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>

namespace clothlab::widgets {

namespace {
QWidget* row(QWidget* parent, const std::array<QDoubleSpinBox*, 3>& boxes) {
    auto* w = new QWidget(parent);
    auto* layout = new QHBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QDoubleSpinBox* box : boxes) {
        layout->addWidget(box);
    }
    return w;
}
} // namespace

ForcesPanel::ForcesPanel(Document* document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    m_form = new QFormLayout(this);
    // In a narrow dock a row too wide for label and field side by side (the three gravity
    // components) puts the field under its label instead of widening the window.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (int a = 0; a < 3; ++a) {
        m_gravity[static_cast<std::size_t>(a)] = addSpin(-100.0, 100.0, 3, QString());
        m_wind[static_cast<std::size_t>(a)] = addSpin(-100.0, 100.0, 2, QString());
    }
    m_drag = addSpin(0.0, 100.0, 5, QStringLiteral(" N·s/m"));
    m_amplitude = addSpin(-10.0, 10.0, 3, QString());
    m_omega1 = addSpin(-1000.0, 1000.0, 4, QStringLiteral(" rad/s"));
    m_omega2 = addSpin(-1000.0, 1000.0, 4, QStringLiteral(" rad/s"));
    m_gusts = new QCheckBox(this);
    m_gustStrength = addSpin(0.0, 100.0, 2, QStringLiteral(" m/s"));
    m_gustProbability = addSpin(0.0, 1.0, 3, QString());
    m_retention = addSpin(0.5, 1.0, 4, QString());
    m_retention->setSingleStep(0.001);
    m_retentionNote = new QLabel(this);
    m_retentionNote->setWordWrap(true);
    m_clothContact = new QCheckBox(this);
    QWidget* const fields[] = {row(this, m_gravity),
                               m_drag,
                               row(this, m_wind),
                               m_amplitude,
                               m_omega1,
                               m_omega2,
                               m_gusts,
                               m_gustStrength,
                               m_gustProbability,
                               m_clothContact,
                               m_retention};
    for (QWidget* field : fields) {
        auto* label = new QLabel(this);
        m_labels.push_back(label);
        m_form->addRow(label, field);
    }
    m_form->addRow(m_retentionNote);
    for (QCheckBox* check : {m_gusts, m_clothContact}) {
        connect(check, &QCheckBox::toggled, this, [this] {
            if (!m_updating) {
                m_interaction = 0;
                commit();
                m_interaction = 0;
            }
        });
    }
    connect(document, &Document::changed, this, [this](Changes what) {
        if (what & Change::Environment) {
            showDocument();
        }
    });
    connect(document, &Document::lockedPathsChanged, this, &ForcesPanel::showLocks);
    retranslate();
    showDocument();
    showLocks();
}

void ForcesPanel::showLocks() {
    const bool air = isLocked(*m_document, "air");
    for (std::size_t a = 0; a < 3; ++a) {
        showLocked(m_gravity[a], isLocked(*m_document, "gravity"));
        showLocked(m_wind[a], air);
    }
    for (QWidget* field : std::initializer_list<QWidget*>{
             m_drag, m_amplitude, m_omega1, m_omega2, m_gusts, m_gustStrength, m_gustProbability}) {
        showLocked(field, air);
    }
    showLocked(m_retention, isLocked(*m_document, "velocity_retention"));
    showLocked(m_clothContact, isLocked(*m_document, "cloth_collision"));
}

QDoubleSpinBox* ForcesPanel::addSpin(double minimum, double maximum, int decimals,
                                     const QString& suffix) {
    auto* box = new QDoubleSpinBox(this);
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    connect(box, &QDoubleSpinBox::valueChanged, this, [this] {
        if (!m_updating) {
            commit();
        }
    });
    // Steps of one spin-box gesture merge into one undo step.
    connect(box, &QDoubleSpinBox::editingFinished, this, [this] { m_interaction = 0; });
    return box;
}

void ForcesPanel::showDocument() {
    m_updating = true;
    const core::Environment& env = m_document->scene().environment;
    for (int a = 0; a < 3; ++a) {
        m_gravity[static_cast<std::size_t>(a)]->setValue(env.gravity[a]);
        m_wind[static_cast<std::size_t>(a)]->setValue(env.wind[a]);
    }
    m_drag->setValue(env.airDrag);
    m_amplitude->setValue(env.modulation.amplitude);
    m_omega1->setValue(env.modulation.omega1);
    m_omega2->setValue(env.modulation.omega2);
    m_gusts->setChecked(env.gusts.enabled);
    m_gustStrength->setValue(env.gusts.strength);
    m_gustProbability->setValue(env.gusts.probability);
    m_retention->setValue(env.velocityRetention);
    m_clothContact->setChecked(env.clothCollision);
    m_updating = false;
}

void ForcesPanel::commit() {
    core::Environment env = m_document->scene().environment;
    for (int a = 0; a < 3; ++a) {
        env.gravity[a] = m_gravity[static_cast<std::size_t>(a)]->value();
        env.wind[a] = m_wind[static_cast<std::size_t>(a)]->value();
    }
    env.airDrag = m_drag->value();
    env.modulation = {m_amplitude->value(), m_omega1->value(), m_omega2->value()};
    env.gusts.enabled = m_gusts->isChecked();
    env.gusts.strength = m_gustStrength->value();
    env.gusts.probability = m_gustProbability->value();
    env.velocityRetention = m_retention->value();
    env.clothCollision = m_clothContact->isChecked();
    if (m_interaction == 0) {
        m_interaction = m_document->newInteraction();
    }
    m_document->setEnvironment(env, m_interaction);
}

void ForcesPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void ForcesPanel::retranslate() {
    const QString labels[] = {tr("Gravity (m/s²)"),
                              tr("Air resistance"),
                              tr("Wind (m/s)"),
                              tr("Wind modulation"),
                              tr("Modulation ω₁"),
                              tr("Modulation ω₂"),
                              tr("Gusts"),
                              tr("Gust strength"),
                              tr("Gust probability"),
                              tr("Cloth–cloth contact"),
                              tr("Velocity retention")};
    for (int k = 0; k < 11; ++k) {
        static_cast<QLabel*>(m_form->itemAt(k, QFormLayout::LabelRole)->widget())
            ->setText(labels[k]);
    }
    m_gusts->setText(tr("Seeded random gusts"));
    m_clothContact->setText(tr("Cloths collide"));
    m_retentionNote->setText(
        tr("Velocity retention multiplies every velocity by this factor once per step. It is "
           "not a force: its effect depends on the time step, so runs with different time "
           "steps are damped differently."));
}

} // namespace clothlab::widgets
