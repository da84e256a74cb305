// Edit the forces that do not come from springs: gravity, air drag, wind (constant,
// modulated, gusts), the per-step velocity retention, and whether cloths collide with each
// other.
#pragma once

#include "widgets/document/document.h"

#include <QWidget>
#include <array>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;

namespace clothlab::widgets {

class ForcesPanel : public QWidget {
    Q_OBJECT

public:
    explicit ForcesPanel(Document* document, QWidget* parent = nullptr);

    QDoubleSpinBox* gravityBox(int axis) const { return m_gravity[static_cast<std::size_t>(axis)]; }
    QDoubleSpinBox* dragBox() const { return m_drag; }
    QDoubleSpinBox* retentionBox() const { return m_retention; }
    QCheckBox* clothContactBox() const { return m_clothContact; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QDoubleSpinBox* addSpin(double minimum, double maximum, int decimals, const QString& suffix);
    void showDocument();
    /// Locked keys (gravity, air, velocity_retention) shown with a lock, not editable.
    void showLocks();
    void commit();
    void retranslate();

    Document* m_document;
    QFormLayout* m_form = nullptr;
    std::array<QDoubleSpinBox*, 3> m_gravity{};
    QDoubleSpinBox* m_drag = nullptr;
    std::array<QDoubleSpinBox*, 3> m_wind{};
    QDoubleSpinBox* m_amplitude = nullptr;
    QDoubleSpinBox* m_omega1 = nullptr;
    QDoubleSpinBox* m_omega2 = nullptr;
    QCheckBox* m_gusts = nullptr;
    QDoubleSpinBox* m_gustStrength = nullptr;
    QDoubleSpinBox* m_gustProbability = nullptr;
    QDoubleSpinBox* m_retention = nullptr;
    QLabel* m_retentionNote = nullptr;
    QCheckBox* m_clothContact = nullptr; ///< scene key cloth_collision
    std::vector<QLabel*> m_labels;
    int m_interaction = 0;
    bool m_updating = false;
};

} // namespace clothlab::widgets
