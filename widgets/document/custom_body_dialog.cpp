#include "widgets/document/custom_body_dialog.h"

#include "core/scene/body_templates.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

namespace clothlab::widgets {

namespace {

// Particle table columns: position (m), velocity (m/s), mass (kg), pinned (a check box).
enum ParticleColumn { kX = 0, kVx = 3, kMass = 6, kPinned = 7, kParticleColumns = 8 };
// Spring table columns: the two particles (local indices), the kind, the rest length (m).
enum SpringColumn { kI = 0, kJ, kKind, kRest, kSpringColumns };

QTableWidgetItem* numberItem(double value) {
    return new QTableWidgetItem(QLocale().toString(value, 'g', 12));
}

/// The number in a cell, read in the user's locale or the C locale; nullopt when the cell
/// does not hold one.
std::optional<double> cellNumber(const QTableWidget* table, int row, int column) {
    const QTableWidgetItem* item = table->item(row, column);
    const QString text = item ? item->text().trimmed() : QString();
    bool ok = false;
    double value = QLocale().toDouble(text, &ok);
    if (!ok) {
        value = QLocale::c().toDouble(text, &ok);
    }
    return ok && std::isfinite(value) ? std::optional<double>(value) : std::nullopt;
}

QDoubleSpinBox* spin(QWidget* parent, double minimum, double maximum, int decimals, double value,
                     const QString& suffix) {
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSingleStep(std::pow(10.0, -decimals + 1));
    box->setValue(value);
    box->setSuffix(suffix);
    return box;
}

QTableWidget* table(QWidget* parent, int columns, const char* name) {
    auto* t = new QTableWidget(0, columns, parent);
    t->setObjectName(QString::fromLatin1(name));
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 8);
    return t;
}

} // namespace

CustomBodyDialog::CustomBodyDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("customBodyDialog"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("name"));
    m_name->setText(tr("body"));
    QGroupBox* templateBox = createTemplateBox();
    createTables();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &CustomBodyDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* nameRow = new QFormLayout;
    nameRow->addRow(tr("Name"), m_name);
    auto* top = new QHBoxLayout;
    top->addWidget(templateBox);
    top->addWidget(m_tabs, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(nameRow);
    layout->addLayout(top, 1);
    layout->addWidget(buttons);

    connectTemplateFields();
    connectTableButtons();
    retranslate();
    applyTemplate();
    resize(900, 520);
}

QGroupBox* CustomBodyDialog::createTemplateBox() {
    auto* templateBox = new QGroupBox(this);
    templateBox->setObjectName(QStringLiteral("templateBox"));
    auto* form = new QFormLayout(templateBox);
    m_shape = new QComboBox(templateBox);
    m_shape->setObjectName(QStringLiteral("shape"));
    for (int k = 0; k < 4; ++k) {
        m_shape->addItem(QString());
    }
    m_count = new QSpinBox(templateBox);
    m_count->setObjectName(QStringLiteral("count"));
    m_count->setRange(2, 64);
    m_count->setValue(10);
    m_spacing = spin(templateBox, 0.001, 10.0, 3, 0.1, QStringLiteral(" m"));
    m_spacing->setObjectName(QStringLiteral("spacing"));
    auto* originRow = new QWidget(templateBox);
    auto* originLayout = new QHBoxLayout(originRow);
    originLayout->setContentsMargins(0, 0, 0, 0);
    for (std::size_t a = 0; a < 3; ++a) {
        m_origin[a] = spin(originRow, -1000.0, 1000.0, 3, 0.0, QString());
        originLayout->addWidget(m_origin[a]);
    }
    m_mass = spin(templateBox, 1e-6, 1000.0, 4, 0.1, QStringLiteral(" kg"));
    m_mass->setObjectName(QStringLiteral("mass"));
    m_kind = new QComboBox(templateBox);
    m_kind->setObjectName(QStringLiteral("kind"));
    for (core::SpringKind kind : core::kAllSpringKinds) {
        m_kind->addItem(QString(), static_cast<int>(core::kindIndex(kind)));
    }
    m_pinFirst = new QCheckBox(templateBox);
    m_pinFirst->setObjectName(QStringLiteral("pinFirst"));
    m_pinFirst->setChecked(true);
    m_applyTemplate = new QPushButton(templateBox);
    m_applyTemplate->setObjectName(QStringLiteral("applyTemplate"));
    QWidget* const fields[] = {m_shape, m_count, m_spacing, originRow, m_mass, m_kind, m_pinFirst};
    for (std::size_t k = 0; k < m_templateLabels.size(); ++k) {
        m_templateLabels[k] = new QLabel(templateBox);
        form->addRow(m_templateLabels[k], fields[k]);
    }
    form->addRow(m_applyTemplate);
    return templateBox;
}

void CustomBodyDialog::createTables() {
    m_particles = table(this, kParticleColumns, "particleTable");
    m_springs = table(this, kSpringColumns, "springTable");
    auto tablePage = [this](QTableWidget* t, QPushButton*& add, QPushButton*& remove) {
        auto* page = new QWidget(this);
        auto* layout = new QVBoxLayout(page);
        layout->addWidget(t, 1);
        auto* buttons = new QHBoxLayout;
        add = new QPushButton(page);
        remove = new QPushButton(page);
        buttons->addWidget(add);
        buttons->addWidget(remove);
        buttons->addStretch(1);
        layout->addLayout(buttons);
        return page;
    };
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(tablePage(m_particles, m_addParticle, m_removeParticle), QString());
    m_tabs->addTab(tablePage(m_springs, m_addSpring, m_removeSpring), QString());
}

void CustomBodyDialog::connectTemplateFields() {
    // Until a table is edited by hand, the template follows its fields at once.
    auto templateChanged = [this] {
        if (!m_handEdited) {
            applyTemplate();
        }
    };
    connect(m_shape, &QComboBox::currentIndexChanged, this, templateChanged);
    connect(m_count, &QSpinBox::valueChanged, this, templateChanged);
    connect(m_spacing, &QDoubleSpinBox::valueChanged, this, templateChanged);
    for (QDoubleSpinBox* box : m_origin) {
        connect(box, &QDoubleSpinBox::valueChanged, this, templateChanged);
    }
    connect(m_mass, &QDoubleSpinBox::valueChanged, this, templateChanged);
    connect(m_kind, &QComboBox::currentIndexChanged, this, templateChanged);
    connect(m_pinFirst, &QCheckBox::toggled, this, templateChanged);
    connect(m_applyTemplate, &QPushButton::clicked, this, [this] {
        applyTemplate();
        m_handEdited = false;
    });
}

void CustomBodyDialog::connectTableButtons() {
    auto edited = [this] { m_handEdited = m_handEdited || !m_filling; };
    connect(m_particles, &QTableWidget::itemChanged, this, edited);
    connect(m_springs, &QTableWidget::itemChanged, this, edited);
    connect(m_addParticle, &QPushButton::clicked, this, [this] {
        core::CustomParticle particle;
        particle.mass = m_mass->value();
        addParticleRow(particle);
        m_handEdited = true;
    });
    connect(m_addSpring, &QPushButton::clicked, this, [this] {
        addSpringRow(core::CustomSpring{0, std::max(0, m_particles->rowCount() - 1),
                                        core::SpringKind::Structural, std::nullopt, 1.0});
        m_handEdited = true;
    });
    auto removeRows = [this](QTableWidget* t) {
        for (int row = t->rowCount() - 1; row >= 0; --row) {
            if (t->selectionModel()->isRowSelected(row, {}) || t->currentRow() == row) {
                t->removeRow(row);
            }
        }
        m_handEdited = true;
    };
    connect(m_removeParticle, &QPushButton::clicked, this,
            [this, removeRows] { removeRows(m_particles); });
    connect(m_removeSpring, &QPushButton::clicked, this,
            [this, removeRows] { removeRows(m_springs); });
}

void CustomBodyDialog::setOrigin(const core::Vec3& origin) {
    for (std::size_t a = 0; a < 3; ++a) {
        m_origin[a]->setValue(origin[static_cast<Eigen::Index>(a)]);
    }
}

void CustomBodyDialog::applyTemplate() {
    const auto shape = static_cast<Shape>(std::max(0, m_shape->currentIndex()));
    m_count->setEnabled(shape == Shape::Chain || shape == Shape::Box);
    const auto kind =
        core::kAllSpringKinds[static_cast<std::size_t>(std::max(0, m_kind->currentIndex()))];
    const core::Vec3 origin(m_origin[0]->value(), m_origin[1]->value(), m_origin[2]->value());
    core::CustomBodySpec body =
        core::makeBodyTemplate(shape, m_count->value(), m_spacing->value(), origin, m_mass->value(),
                               kind, m_pinFirst->isChecked());
    body.name = m_name->text().toStdString();
    const bool handEdited = m_handEdited;
    setBody(body);
    m_handEdited = handEdited;
}

void CustomBodyDialog::setBody(const core::CustomBodySpec& body) {
    m_filling = true;
    m_name->setText(QString::fromStdString(body.name));
    m_particles->setRowCount(0);
    m_springs->setRowCount(0);
    for (const core::CustomParticle& particle : body.particles) {
        addParticleRow(particle);
    }
    for (const core::CustomSpring& spring : body.springs) {
        addSpringRow(spring);
    }
    m_filling = false;
    m_handEdited = true;
}

void CustomBodyDialog::addParticleRow(const core::CustomParticle& particle) {
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_particles->rowCount();
    m_particles->insertRow(row);
    for (int a = 0; a < 3; ++a) {
        m_particles->setItem(row, kX + a, numberItem(particle.position[a]));
        m_particles->setItem(row, kVx + a, numberItem(particle.velocity[a]));
    }
    m_particles->setItem(row, kMass, numberItem(particle.mass));
    auto* pinned = new QTableWidgetItem;
    pinned->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    pinned->setCheckState(particle.pinned ? Qt::Checked : Qt::Unchecked);
    m_particles->setItem(row, kPinned, pinned);
    m_filling = filling;
}

void CustomBodyDialog::addSpringRow(const core::CustomSpring& spring) {
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_springs->rowCount();
    m_springs->insertRow(row);
    m_springs->setItem(row, kI, new QTableWidgetItem(QString::number(spring.i)));
    m_springs->setItem(row, kJ, new QTableWidgetItem(QString::number(spring.j)));
    auto* kind = new QComboBox(m_springs);
    kind->addItems(kindTexts());
    kind->setCurrentIndex(static_cast<int>(core::kindIndex(spring.kind)));
    connect(kind, &QComboBox::currentIndexChanged, this, [this] { m_handEdited = true; });
    m_springs->setCellWidget(row, kKind, kind);
    m_springs->setItem(row, kRest,
                       spring.restLength ? numberItem(*spring.restLength) : new QTableWidgetItem);
    m_filling = filling;
}

core::CustomBodySpec CustomBodyDialog::body() const {
    core::CustomBodySpec body;
    body.name = m_name->text().trimmed().toStdString();
    for (int row = 0; row < m_particles->rowCount(); ++row) {
        core::CustomParticle particle;
        for (int a = 0; a < 3; ++a) {
            particle.position[a] = cellNumber(m_particles, row, kX + a).value_or(0.0);
            particle.velocity[a] = cellNumber(m_particles, row, kVx + a).value_or(0.0);
        }
        particle.mass = cellNumber(m_particles, row, kMass).value_or(0.0);
        const QTableWidgetItem* pinned = m_particles->item(row, kPinned);
        particle.pinned = pinned && pinned->checkState() == Qt::Checked;
        body.particles.push_back(particle);
    }
    for (int row = 0; row < m_springs->rowCount(); ++row) {
        core::CustomSpring spring;
        spring.i = static_cast<int>(cellNumber(m_springs, row, kI).value_or(-1));
        spring.j = static_cast<int>(cellNumber(m_springs, row, kJ).value_or(-1));
        const auto* kind = qobject_cast<QComboBox*>(m_springs->cellWidget(row, kKind));
        spring.kind = core::kAllSpringKinds[static_cast<std::size_t>(
            kind ? std::max(0, kind->currentIndex()) : 0)];
        const QTableWidgetItem* rest = m_springs->item(row, kRest);
        if (rest && !rest->text().trimmed().isEmpty()) {
            spring.restLength = cellNumber(m_springs, row, kRest).value_or(-1.0);
        }
        body.springs.push_back(spring);
    }
    return body;
}

QString CustomBodyDialog::problem() const {
    const int n = m_particles->rowCount();
    if (n == 0) {
        return tr("The body needs at least one particle.");
    }
    for (int row = 0; row < n; ++row) {
        for (int column = 0; column < kPinned; ++column) {
            if (!cellNumber(m_particles, row, column)) {
                return tr("Particle %1: “%2” is not a number.")
                    .arg(row)
                    .arg(m_particles->horizontalHeaderItem(column)->text());
            }
        }
        if (!(*cellNumber(m_particles, row, kMass) > 0.0)) {
            return tr("Particle %1: the mass must be greater than 0 kg.").arg(row);
        }
    }
    for (int row = 0; row < m_springs->rowCount(); ++row) {
        for (int column : {int(kI), int(kJ)}) {
            const auto index = cellNumber(m_springs, row, column);
            if (!index || *index != std::floor(*index) || *index < 0 || *index >= n) {
                return tr("Spring %1: particle “%2” must be a whole number from 0 to %3.")
                    .arg(row)
                    .arg(m_springs->horizontalHeaderItem(column)->text())
                    .arg(n - 1);
            }
        }
        if (*cellNumber(m_springs, row, kI) == *cellNumber(m_springs, row, kJ)) {
            return tr("Spring %1 connects a particle to itself.").arg(row);
        }
        const QTableWidgetItem* rest = m_springs->item(row, kRest);
        if (rest && !rest->text().trimmed().isEmpty()) {
            const auto length = cellNumber(m_springs, row, kRest);
            if (!length || !(*length > 0.0)) {
                return tr("Spring %1: the rest length must be a number greater than 0 m, or "
                          "empty for the initial distance.")
                    .arg(row);
            }
        }
    }
    return {};
}

void CustomBodyDialog::accept() {
    const QString reason = problem();
    if (!reason.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), reason);
        return;
    }
    QDialog::accept();
}

void CustomBodyDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QDialog::changeEvent(event);
}

QStringList CustomBodyDialog::kindTexts() {
    return {tr("structural"), tr("shear"), tr("bending")};
}

void CustomBodyDialog::retranslate() {
    setWindowTitle(tr("Custom Body"));
    const QString shapes[] = {tr("Chain"), tr("Single spring (two particles)"), tr("Tetrahedron"),
                              tr("Box of particles")};
    for (int k = 0; k < 4; ++k) {
        m_shape->setItemText(k, shapes[k]);
    }
    const QStringList kinds = kindTexts();
    for (int k = 0; k < 3; ++k) {
        m_kind->setItemText(k, kinds[k]);
    }
    const QString labels[] = {tr("Template"),   tr("Count"),         tr("Spacing"),
                              tr("Origin (m)"), tr("Particle mass"), tr("Spring kind"),
                              tr("Pin")};
    for (std::size_t k = 0; k < m_templateLabels.size(); ++k) {
        m_templateLabels[k]->setText(labels[k]);
    }
    m_count->setToolTip(tr("Particles of a chain; particles per side of a box."));
    m_kind->setToolTip(tr("The kind of the template's springs; a box's diagonals are shear "
                          "springs."));
    m_pinFirst->setText(tr("Pin the first particle"));
    m_applyTemplate->setText(tr("Fill the Tables from the Template"));
    m_tabs->setTabText(0, tr("Particles"));
    m_tabs->setTabText(1, tr("Springs"));
    m_particles->setHorizontalHeaderLabels({tr("x (m)"), tr("y (m)"), tr("z (m)"), tr("vx (m/s)"),
                                            tr("vy (m/s)"), tr("vz (m/s)"), tr("Mass (kg)"),
                                            tr("Pinned")});
    m_springs->setHorizontalHeaderLabels(
        {tr("i"), tr("j"), tr("Kind"), tr("Rest length (m, empty: initial distance)")});
    m_addParticle->setText(tr("Add Particle"));
    m_removeParticle->setText(tr("Remove Particle"));
    m_addSpring->setText(tr("Add Spring"));
    m_removeSpring->setText(tr("Remove Spring"));
    for (int row = 0; row < m_springs->rowCount(); ++row) {
        if (auto* kind = qobject_cast<QComboBox*>(m_springs->cellWidget(row, kKind))) {
            for (int k = 0; k < 3; ++k) {
                kind->setItemText(k, kinds[k]);
            }
        }
    }
}

} // namespace clothlab::widgets
