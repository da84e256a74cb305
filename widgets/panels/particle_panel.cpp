#include "widgets/panels/particle_panel.h"

#include "widgets/document/locks.h"
#include "widgets/engine/run_controller.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <stdexcept>

namespace clothlab::widgets {

namespace {
QString vecText(const Eigen::Vector3d& v, const QString& unit) {
    return QStringLiteral("(%1, %2, %3) %4")
        .arg(v.x(), 0, 'f', 3)
        .arg(v.y(), 0, 'f', 3)
        .arg(v.z(), 0, 'f', 3)
        .arg(unit);
}
} // namespace

ParticlePanel::ParticlePanel(Document* document, RunController* controller, QWidget* parent)
    : QWidget(parent), m_document(document), m_controller(controller) {
    m_form = new QFormLayout(this);
    m_index = new QLabel(this);
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("particlePosition"));
    m_velocity = new QLabel(this);
    m_mass = new QDoubleSpinBox(this);
    m_mass->setObjectName(QStringLiteral("particleMass"));
    m_mass->setRange(1e-6, 1000.0);
    m_mass->setDecimals(7);
    m_mass->setSingleStep(0.001);
    m_mass->setSuffix(QStringLiteral(" kg"));
    m_mass->setKeyboardTracking(false);
    m_mass->setSpecialValueText(QStringLiteral("–")); // no particle selected
    m_pinned = new QCheckBox(this);
    m_pinned->setObjectName(QStringLiteral("particlePinned"));
    // Changing texts must not resize the dock (and with it the 3D view under the mouse).
    for (QLabel* label : {m_index, m_position, m_velocity}) {
        label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    QWidget* const fields[] = {m_index, m_position, m_velocity, m_mass, m_pinned};
    for (std::size_t k = 0; k < m_labels.size(); ++k) {
        m_labels[k] = new QLabel(this);
        m_form->addRow(m_labels[k], fields[k]);
    }

    connect(m_mass, &QDoubleSpinBox::valueChanged, this, [this](double mass) {
        if (m_updating || m_particle < 0) {
            return;
        }
        if (m_interaction == 0) {
            m_interaction = m_document->newInteraction();
        }
        m_document->setParticleMass(m_particle, mass, m_interaction);
    });
    connect(m_mass, &QDoubleSpinBox::editingFinished, this, [this] { m_interaction = 0; });
    connect(m_pinned, &QCheckBox::toggled, this, [this](bool pinned) {
        if (!m_updating && m_particle >= 0) {
            m_document->setParticlePinned(m_particle, pinned);
        }
    });
    connect(document, &Document::lockedPathsChanged, this, &ParticlePanel::showParticle);
    connect(document, &Document::changed, this, [this](Changes what) {
        if (what & (Change::Topology | Change::Particles)) {
            rebuildMasses();
            showParticle();
        }
    });
    if (controller) {
        connect(controller, &RunController::snapshotReady, this, &ParticlePanel::refreshState);
    }
    retranslate();
    rebuildMasses();
    showParticle();
}

void ParticlePanel::rebuildMasses() {
    if (const auto system = m_document->system()) {
        m_masses = system->masses();
        m_inverseMasses = system->inverseMasses();
    } else {
        m_masses.resize(0);
        m_inverseMasses.resize(0);
    }
    if (m_particle >= m_masses.size()) {
        m_particle = -1;
    }
}

void ParticlePanel::setParticle(int index) {
    m_particle = index >= 0 && index < m_masses.size() ? index : -1;
    m_interaction = 0;
    showParticle();
}

void ParticlePanel::showParticle() {
    const bool valid = m_particle >= 0 && m_particle < m_masses.size();
    m_updating = true;
    m_index->setText(valid ? QString::number(m_particle) : tr("none (click a particle)"));
    // A particle's mass and pin are scene keys (particle_overrides, built from the bodies).
    const bool locked =
        isLocked(*m_document, "bodies") || isLocked(*m_document, "particle_overrides");
    for (QWidget* field : std::initializer_list<QWidget*>{m_mass, m_pinned}) {
        showLocked(field, valid && locked);
        field->setEnabled(valid && !locked);
    }
    if (valid) {
        m_mass->setValue(m_masses[m_particle]);
        m_pinned->setChecked(m_inverseMasses[m_particle] == 0.0);
    } else {
        m_mass->setValue(m_mass->minimum());
        m_pinned->setChecked(false);
    }
    m_updating = false;
    refreshState();
}

void ParticlePanel::refreshState() {
    const auto snapshot = m_controller ? m_controller->latestSnapshot() : nullptr;
    if (!snapshot || m_particle < 0 || m_particle >= snapshot->run().positions.cols()) {
        m_position->setText(QStringLiteral("–"));
        m_velocity->setText(QStringLiteral("–"));
        return;
    }
    const RunSnapshot& run = snapshot->run();
    m_position->setText(vecText(run.positions.col(m_particle), QStringLiteral("m")));
    m_velocity->setText(vecText(run.velocities.col(m_particle), QStringLiteral("m/s")));
}

void ParticlePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showParticle();
    }
    QWidget::changeEvent(event);
}

void ParticlePanel::retranslate() {
    setWindowTitle(tr("Particle"));
    const QString labels[] = {tr("Particle"), tr("Position"), tr("Velocity"), tr("Mass"),
                              tr("Pinned")};
    for (std::size_t k = 0; k < m_labels.size(); ++k) {
        m_labels[k]->setText(labels[k]);
    }
}

} // namespace clothlab::widgets
