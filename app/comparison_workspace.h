// The side-by-side comparison in the workbench: the lockstep controller of the document's
// runs, the Runs panel, the split/overlay 3D view and the comparison plots, wired together.
#pragma once

#include "core/model/system.h"

#include <QList>
#include <QObject>
#include <optional>

namespace clothlab::core {
struct BlowUp;
struct RunSpec;
} // namespace clothlab::core

namespace clothlab::widgets {
class RunController;
class ComparisonPlotPanel;
class ComparisonView;
class Document;
class LogPanel;
class RunsPanel;
} // namespace clothlab::widgets

namespace clothlab::app {

/// Owns the comparison's controller and creates its widgets (parented to `window`; the
/// main window puts the view in a tab and the panels in docks). Keeps the view's runs,
/// captions and positions in step with the document and the controller, sends drags in the
/// view to every run, and logs runs that blow up or fail.
class ComparisonWorkspace : public QObject {
    Q_OBJECT

public:
    ComparisonWorkspace(widgets::Document* document, widgets::LogPanel* log, QWidget* window);

    widgets::RunController* controller() const { return m_controller; }
    widgets::ComparisonView* view() const { return m_view; }
    /// The Comparison tab: the view over the runs' timeline.
    QWidget* page() const { return m_page; }
    widgets::RunsPanel* runsPanel() const { return m_runs; }
    /// Energy, residual, error, strain and solver plots, in that order.
    const QList<widgets::ComparisonPlotPanel*>& plots() const { return m_plots; }
    /// Dock titles of the plots, in the order of plots() (translated).
    static QStringList plotTitles();

    /// Writes the comparison so far into `directory`: comparison.csv (DESIGN §6 comparison
    /// header: every run's error and energy residual at every sample), per run
    /// runN_ID_energy.csv (the energy header) and runN_ID_positions.csv (the positions header,
    /// `step` = sample index, at the kept samples), and manifest.json. Each file is written
    /// atomically. Returns the files written, or an empty list with the reason in `error`.
    QStringList exportData(const QString& directory, QString* error) const;

private:
    void onSceneChanged();
    void updateRuns();
    /// The stiffness table of a run that overrides scene values, empty for one that does not
    /// (or whose overrides fail: the run does not start).
    std::optional<core::StiffnessTable> runStiffness(const core::RunSpec& spec) const;
    void onSnapshot();
    void onRunBlewUp(int run, const core::BlowUp& blowUp);

    widgets::Document* m_document;
    widgets::LogPanel* m_log;
    widgets::RunController* m_controller;
    widgets::ComparisonView* m_view;
    QWidget* m_page = nullptr;
    widgets::RunsPanel* m_runs;
    QList<widgets::ComparisonPlotPanel*> m_plots;
};

} // namespace clothlab::app
