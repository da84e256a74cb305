// The Stability dock (issue 16): why a method fails on this scene. The scene's modes as
// points h·λ against each run's stability region (in z = h·λ and per mode in (ω·h, ζ)), the
// methods' numerical damping and period error over ω·h with the modes marked, and a table of
// predicted and measured limits; kept up to date with the document.
#pragma once

#include "core/analysis/stability_study.h"
#include "figures/stability_figures.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;
class QTabWidget;
class QTimer;

namespace clothlab::widgets {

class AnalysisResults;
class Document;
class PlotPanel;

/// Studies the runs' methods on the document's scene (core::computeStability) on a worker
/// thread, ~300 ms after the last edit that changes the linearisation or the runs, and shows
/// the newest result. It linearises about the scene's initial state or, by default, about the
/// current state of the run in front (stateSource()): then it follows the run, restudying
/// about once a second while the state changes and the panel is in sight (at most half of one
/// core's time), so that the modes shown are those of the cloth as it is now, e.g. hanging in
/// the wind. Threading: the worker gets copies of the scene and the runs and returns a new
/// study; the panel touches it only on the GUI thread, and a result whose generation is older
/// than the latest request is dropped. A core error becomes the panel's message.
class StabilityPanel : public QWidget {
    Q_OBJECT

public:
    StabilityPanel(Document* document, AnalysisResults* analyses, QWidget* parent = nullptr);
    ~StabilityPanel() override;

    /// True: study the comparison's runs (when the scene has any); false: the scene's own
    /// integrator as one run. Restudies when it changes.
    void setComparison(bool comparison);
    bool comparison() const { return m_comparison; }

    /// The state of the run in front; nullopt when there is none to follow (no run yet, a run
    /// that blew up, a state that does not fit the scene).
    using StateSource = std::function<std::optional<core::StudyState>()>;
    void setStateSource(StateSource source) { m_stateSource = std::move(source); }
    /// True: linearise about the run's current state (the default); false: the initial state.
    void setFollowRun(bool follow);
    bool followsRun() const;
    QComboBox* basisBox() const { return m_basis; }
    /// Studies the run's current state now (when it follows the run and the state differs from
    /// the one shown); the follow timer calls it, throttled.
    void studyCurrentState();

    /// The newest finished study; null before the first and after a failure. It may be older
    /// than the document while a new one is computed (isCurrent() says).
    std::shared_ptr<const core::StabilityStudy> study() const { return m_study; }
    /// True when no edit happened since the shown study was started.
    bool isCurrent() const;
    /// The line above the plots: the spectrum in one line, "Computing…", or the error.
    QString message() const;

    PlotPanel* regionPlot() const { return m_region; }
    PlotPanel* perModePlot() const { return m_perMode; }
    PlotPanel* dampingPlot() const { return m_damping; }
    PlotPanel* periodPlot() const { return m_period; }
    /// Predicted and measured limits: a column per run, a row per quantity (the columns of
    /// figures::stabilityTable() after the run, in that order).
    QTableWidget* table() const { return m_table; }
    QCheckBox* wholeRegionBox() const { return m_whole; }
    QCheckBox* stiffestModeBox() const { return m_stiffest; }

    /// The mode "Show the mode in 3D" animates: the fastest-growing mode of the study's runs
    /// when one grows at its dt (the mode a blow-up is made of), else the scene's highest mode;
    /// null without a study or shapes.
    const core::ModeShape* shownMode() const;
    /// What shownMode() is: "Fastest-growing mode of …: ω = … rad/s, mostly … springs, e-fold
    /// in … s" or "Stiffest mode: ω = … rad/s, mostly … springs"; empty without one.
    QString stiffestModeCaption() const;

signals:
    /// A new study is shown.
    void studyChanged();
    /// "Show the mode in 3D" was switched (it is switched off when the scene changes).
    void stiffestModeToggled(bool shown);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Outcome {
        int generation = 0;
        std::shared_ptr<const core::StabilityStudy> study;
        QString error;
    };

    QWidget* makePlots();
    QWidget* makeSide();
    void connectSignals();
    void scheduleStudy();
    void startStudy();
    void followState();
    std::optional<core::StudyState> followedState() const;
    void onStudyFinished();
    void showStudy();
    void showRegion();
    /// The region figure's view: the whole plane when "Whole region" is ticked, else the zoom.
    figures::RegionView regionView() const;
    void showTable();
    void retranslate();

    Document* m_document;
    AnalysisResults* m_analyses;
    bool m_comparison = false;
    QTimer* m_debounce = nullptr;
    QFutureWatcher<Outcome>* m_watcher = nullptr;
    int m_generation = 0;       ///< of the latest request
    int m_shownGeneration = -1; ///< of the study (or error) shown
    bool m_restart = false;     ///< a request came while the worker was busy
    StateSource m_stateSource;
    QTimer* m_follow = nullptr;
    QElapsedTimer m_sinceFinished; ///< since the last study ended
    qint64 m_lastStudyMs = 0;      ///< how long it took
    QElapsedTimer m_studyClock;
    std::shared_ptr<const core::StabilityStudy> m_study;
    QString m_error;

    QLabel* m_status = nullptr;
    QCheckBox* m_whole = nullptr;
    QCheckBox* m_stiffest = nullptr;
    QLabel* m_basisLabel = nullptr;
    QComboBox* m_basis = nullptr;
    QTabWidget* m_tabs = nullptr;
    PlotPanel* m_region = nullptr;
    PlotPanel* m_perMode = nullptr;
    PlotPanel* m_damping = nullptr;
    PlotPanel* m_period = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_caption = nullptr;
};

} // namespace clothlab::widgets
