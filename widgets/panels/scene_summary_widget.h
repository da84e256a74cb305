// A plain panel that states what a scene is made of: particles, springs per kind, pins.
#pragma once

#include "core/base/types.h"

#include <QWidget>
#include <array>

class QLabel;

namespace clothlab::core {
class System;
}

namespace clothlab::widgets {

/// Shows a scene's name (a preset's in the user's language), its particle count, how many particles
/// are pinned and its spring count per kind (structural, shear, bending). The counts are copied
/// when the system is set; the widget keeps no reference to it. Texts follow the application's
/// translator.
class SceneSummaryWidget : public QWidget {
    Q_OBJECT

public:
    SceneSummaryWidget(const core::System& system, const QString& sceneName,
                       QWidget* parent = nullptr);

    /// Replaces the shown counts and name with those of `system`.
    void setSystem(const core::System& system, const QString& sceneName);

    QString sceneName() const { return m_sceneName; }
    int particleCount() const { return m_particles; }
    int pinnedCount() const { return m_pinned; }
    /// Springs of one kind, indexed by core::kindIndex().
    int springCount(core::SpringKind kind) const { return m_springs[core::kindIndex(kind)]; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QString m_sceneName;
    int m_particles = 0;
    int m_pinned = 0;
    std::array<int, core::kSpringKindCount> m_springs{};

    QLabel* m_titleLabel = nullptr;
    QLabel* m_particleLabel = nullptr;
    QLabel* m_pinnedLabel = nullptr;
    QLabel* m_springTotalLabel = nullptr;
    std::array<QLabel*, core::kSpringKindCount> m_springLabels{};
};

} // namespace clothlab::widgets
