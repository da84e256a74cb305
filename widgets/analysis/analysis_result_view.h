// Shows one finished analysis: a caption that says what was measured against what, a plot
// (log–log errors with reference slopes, bars of stability limits, limits against stiffness)
// and a copyable table, as figures/analysis_figures.h presents it.
#pragma once

#include "figures/analysis_figures.h"
#include "widgets/analysis/analysis_results.h"

#include <QWidget>
#include <optional>

class QLabel;

namespace clothlab::widgets {

class AnalysisTableModel;
class AnalysisTableView;
class PlotPanel;

using figures::integratorChoiceText;
using figures::springKindName;
using figures::springKindPhrase;

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
    /// Why the analysis's premise fails; empty when it holds (then the label is hidden).
    QString warning() const;

    /// Series of the convergence plot drawn as reference slopes (after the integrators).
    static constexpr int kSlopeCount = figures::kConvergenceSlopeCount;

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();

    QLabel* m_warning = nullptr;
    QLabel* m_caption = nullptr;
    PlotPanel* m_plot = nullptr;
    AnalysisTableModel* m_model = nullptr;
    AnalysisTableView* m_table = nullptr;
    std::optional<AnalysisRecord> m_record;
};

} // namespace clothlab::widgets
