// The dialog that builds or edits a custom body (DESIGN §5 "custom"): a template (a chain, a
// single spring, a tetrahedron, a box of particles; core::makeBodyTemplate) fills a particle
// table and a spring table, which the user edits before accepting.
#pragma once

#include "core/scene/body_templates.h"
#include "core/scene/scene.h"

#include <QDialog>
#include <array>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace clothlab::widgets {

/// Spring indices in the dialog count from the body's first particle (0 … n−1); the caller
/// moves them to scene-global indices. Numbers in the tables are SI (m, m/s, kg); an empty
/// rest length means the initial distance.
class CustomBodyDialog : public QDialog {
    Q_OBJECT

public:
    /// The template shapes, in the order of the template combo box.
    using Shape = core::BodyTemplate;

    explicit CustomBodyDialog(QWidget* parent = nullptr);

    /// Fills the name and the tables from `body` (springs in local indices); the template is
    /// then applied only on request.
    void setBody(const core::CustomBodySpec& body);
    /// The body the tables describe (springs in local indices); valid when problem() is empty.
    core::CustomBodySpec body() const;
    /// Why the tables do not describe a body (the first bad cell), or empty.
    QString problem() const;

    /// Sets the template's origin (the Scene panel puts new bodies above the scene).
    void setOrigin(const core::Vec3& origin);

    QComboBox* shapeBox() const { return m_shape; }
    QSpinBox* countBox() const { return m_count; }
    QDoubleSpinBox* spacingBox() const { return m_spacing; }
    QDoubleSpinBox* massBox() const { return m_mass; }
    QComboBox* kindBox() const { return m_kind; }
    QCheckBox* pinFirstBox() const { return m_pinFirst; }
    QPushButton* applyTemplateButton() const { return m_applyTemplate; }
    QTableWidget* particleTable() const { return m_particles; }
    QTableWidget* springTable() const { return m_springs; }
    QLineEdit* nameEdit() const { return m_name; }

    void accept() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    QGroupBox* createTemplateBox();
    void createTables();
    void connectTemplateFields();
    void connectTableButtons();
    void applyTemplate();
    void addParticleRow(const core::CustomParticle& particle);
    void addSpringRow(const core::CustomSpring& spring);
    void retranslate();
    /// "structural", "shear", "bending" in the order of core::kAllSpringKinds.
    static QStringList kindTexts();

    QLineEdit* m_name = nullptr;
    QComboBox* m_shape = nullptr;
    QSpinBox* m_count = nullptr;
    QDoubleSpinBox* m_spacing = nullptr;
    std::array<QDoubleSpinBox*, 3> m_origin{};
    QDoubleSpinBox* m_mass = nullptr;
    QComboBox* m_kind = nullptr;
    QCheckBox* m_pinFirst = nullptr;
    QPushButton* m_applyTemplate = nullptr;
    QTableWidget* m_particles = nullptr;
    QTableWidget* m_springs = nullptr;
    QPushButton* m_addParticle = nullptr;
    QPushButton* m_removeParticle = nullptr;
    QPushButton* m_addSpring = nullptr;
    QPushButton* m_removeSpring = nullptr;
    std::array<QLabel*, 7> m_templateLabels{};
    QTabWidget* m_tabs = nullptr;
    /// Until the user edits a table, template changes refill the tables at once.
    bool m_handEdited = false;
    bool m_filling = false;
};

} // namespace clothlab::widgets
