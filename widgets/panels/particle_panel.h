// The selected particle: its index, position and velocity (from the latest snapshot), and
// its mass and pin, edited through the document (undoable, applied live).
#pragma once

#include "widgets/document/document.h"

#include <Eigen/Core>
#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;

namespace clothlab::widgets {

class SimulationController;

class ParticlePanel : public QWidget {
    Q_OBJECT

public:
    ParticlePanel(Document* document, SimulationController* controller, QWidget* parent = nullptr);

    int particle() const { return m_particle; }
    QDoubleSpinBox* massBox() const { return m_mass; }
    QCheckBox* pinnedBox() const { return m_pinned; }
    QLabel* positionLabel() const { return m_position; }

public slots:
    /// Shows particle `index` (-1: none).
    void setParticle(int index);
    /// Reads the position and velocity from the controller's latest snapshot.
    void refreshState();

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuildMasses();
    void showParticle();
    void retranslate();

    Document* m_document;
    SimulationController* m_controller;
    QFormLayout* m_form = nullptr;
    QLabel* m_index = nullptr;
    QLabel* m_position = nullptr;
    QLabel* m_velocity = nullptr;
    QDoubleSpinBox* m_mass = nullptr;
    QCheckBox* m_pinned = nullptr;
    std::array<QLabel*, 5> m_labels{};
    Eigen::VectorXd m_masses;        ///< of the scene as built, per particle
    Eigen::VectorXd m_inverseMasses; ///< 0 = pinned
    int m_particle = -1;
    int m_interaction = 0;
    bool m_updating = false;
};

} // namespace clothlab::widgets
