// File ▸ Export of the workbench: the current plot as a figure or CSV, the single run's
// energy history as CSV with its manifest, and the 3D view as an image.
#pragma once

#include "core/simulation/simulation.h"

#include <QObject>
#include <QPointer>
#include <QSize>
#include <functional>
#include <vector>

class QMainWindow;

namespace clothlab::widgets {

class Document;
class PlotPanel;
class SceneView;
class RunController;

/// Knows which plot is current (the one holding the focus, or the last one whose dock was
/// raised), records the single run's energy history as the energy plot shows it, and
/// composes 3D captures.
class FigureExporter : public QObject {
    Q_OBJECT

public:
    /// Views of the shown central tab and their grid (columns × rows; 1 × 1 for one view).
    struct Views {
        QList<SceneView*> views;
        QSize grid{1, 1};
    };

    FigureExporter(QMainWindow* window, Document* document, RunController* controller);

    /// The plot with the focus or, failing that, the last raised one; null when none.
    PlotPanel* currentPlot() const;
    /// currentPlot(), or asks the user to pick one of the window's plots (null: cancelled).
    PlotPanel* choosePlot();

    /// Energy records of the single run since its last reset, one per snapshot (as plotted).
    const std::vector<core::EnergyRecord>& energyHistory() const { return m_energy; }
    /// DESIGN §6 energy CSV of energyHistory() (the solids header for scenes with solids),
    /// and the run manifest beside it (`<name>.manifest.json`).
    bool writeEnergyHistory(const QString& path, QString* error = nullptr) const;

    /// Where the 3D views come from (the main window knows which tab is shown).
    void setViewSource(std::function<Views()> source) { m_views = std::move(source); }
    /// The views composed in their grid at `size` pixels (each cell one view's
    /// renderToImage), transparent where no cloth is when asked.
    /// `view` −1: every shown view tiled in its grid; k ≥ 0: view k alone at the whole size.
    QImage captureViews(const QSize& size, bool transparent, int view = -1) const;

    void exportFigure();
    void exportPlotData();
    void exportEnergyHistory();
    void exportViewImage();

private:
    void onSnapshot();
    void track(PlotPanel* plot);

    QMainWindow* m_window;
    Document* m_document;
    RunController* m_controller;
    QPointer<PlotPanel> m_current;
    std::vector<core::EnergyRecord> m_energy;
    long m_lastStep = -1;
    std::function<Views()> m_views;
};

} // namespace clothlab::widgets
