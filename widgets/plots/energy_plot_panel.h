// The live energy plot: every term of the energy budget against simulated time.
#pragma once

#include "core/simulation/simulation.h"

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;

namespace clothlab::widgets {

class PlotPanel;

/// Kinetic, gravity, elastic per spring kind, total mechanical, dissipated energy and the
/// energy residual (DESIGN §2) of a run. Series toggle from the legend; the x window
/// scrolls with the run; pan and zoom with the mouse.
class EnergyPlotPanel : public QWidget {
    Q_OBJECT

public:
    enum Series {
        Kinetic,
        Gravity,
        ElasticStructural,
        ElasticShear,
        ElasticBending,
        Total,
        Dissipated,
        Residual,
        Rotational,   ///< solids: ½·I·|Ω|², shown once a sample has it
        ElasticAngle, ///< solids: the angle springs, shown once a sample has it
        SeriesCount
    };

    explicit EnergyPlotPanel(QWidget* parent = nullptr);

    /// Adds one sample; samples at or before the last time are ignored.
    void addSample(const core::EnergyRecord& energy);
    void clear();
    /// Forgets the samples after `time` (a replay from there), s.
    void removeAfter(double time);
    PlotPanel* plot() const { return m_plot; }
    int sampleCount() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    PlotPanel* m_plot = nullptr;
    QCheckBox* m_scroll = nullptr;
    QDoubleSpinBox* m_window = nullptr;
    QCheckBox* m_log = nullptr;
    double m_lastTime = -1.0;
};

} // namespace clothlab::widgets
