// The comparison's plots: one series per run in the run's colour, fed by the comparison
// controller's history.
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace clothlab::core {
struct RunSample;
}

namespace clothlab::widgets {

class ComparisonController;
class Document;
class PlotPanel;

/// One plot of the comparison (which one is fixed at construction): an energy component,
/// the energy residual, the trajectory error against the reference, the strain of a spring
/// kind, or the iterative solver's residual per iteration in the last step of one run.
/// Legend, log scale and a cursor read-out come from PlotPanel.
class ComparisonPlotPanel : public QWidget {
    Q_OBJECT

public:
    enum Kind { Energy, Residual, Error, Strain, Solver };

    ComparisonPlotPanel(Kind kind, Document* document, ComparisonController* controller,
                        QWidget* parent = nullptr);

    Kind kind() const { return m_kind; }
    PlotPanel* plot() const { return m_plot; }
    /// The run whose solver residuals the Solver plot shows.
    void setSelectedRun(int run);
    /// The component / measure chooser (null for the Solver plot).
    QComboBox* chooser() const { return m_chooser; }
    QCheckBox* logScale() const { return m_log; }
    /// The caption above the plot (e.g. what errors are measured against).
    QString caption() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void rebuild();
    void onSnapshot();
    void append(int run, const core::RunSample& sample);
    double value(const core::RunSample& sample) const;
    void updateSolver();
    void updateCaption();
    void updateAxes();

    Kind m_kind;
    Document* m_document;
    ComparisonController* m_controller;
    PlotPanel* m_plot;
    QComboBox* m_chooser = nullptr;
    QCheckBox* m_log;
    QLabel* m_caption;
    int m_selectedRun = 0;
    int m_series = 0; ///< series built (one per run)
};

} // namespace clothlab::widgets
