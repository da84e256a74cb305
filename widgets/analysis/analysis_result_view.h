// Shows one finished analysis: a caption that says what was measured against what, a plot
// (log–log errors with reference slopes, bars of stability limits, limits against stiffness)
// and a copyable table.
#pragma once

#include "widgets/analysis/analysis_results.h"

#include <QWidget>
#include <optional>

class QLabel;

namespace clothlab::widgets {

class AnalysisTableModel;
class AnalysisTableView;
class PlotPanel;

/// "RK45 (Tolerance = 1e-11), dt = 0.00025 s": an integrator choice in words.
QString integratorChoiceText(const core::IntegratorChoice& choice);
/// "Structural", "Shear", "Bending"; "All kinds" for an empty kind.
QString springKindName(std::optional<core::SpringKind> kind);
/// "structural springs", …, "springs of every kind": the kind inside a sentence.
QString springKindPhrase(std::optional<core::SpringKind> kind);

class AnalysisResultView : public QWidget {
    Q_OBJECT

public:
    explicit AnalysisResultView(QWidget* parent = nullptr);

    /// Shows a record (a copy is kept, for a change of language).
    void showRecord(const AnalysisRecord& record);
    /// Back to the empty state with its hint.
    void clearRecord();
    bool hasRecord() const { return m_record.has_value(); }

    PlotPanel* plot() const { return m_plot; }
    AnalysisTableView* table() const { return m_table; }
    AnalysisTableModel* tableModel() const { return m_model; }
    QString caption() const;

    /// Series of the convergence plot drawn as reference slopes (after the integrators).
    static constexpr int kSlopeCount = 3;

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    void showConvergence(const ConvergenceAnalysis& analysis);
    void showStability(const StabilityAnalysis& analysis);
    void showSweep(const SweepAnalysis& analysis);

    QLabel* m_caption = nullptr;
    PlotPanel* m_plot = nullptr;
    AnalysisTableModel* m_model = nullptr;
    AnalysisTableView* m_table = nullptr;
    std::optional<AnalysisRecord> m_record;
};

} // namespace clothlab::widgets
