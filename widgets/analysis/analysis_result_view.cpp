#include "widgets/analysis/analysis_result_view.h"

#include "figures/analysis_figures.h"
#include "widgets/analysis/analysis_table.h"
#include "widgets/plots/plot_panel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace clothlab::widgets {

AnalysisResultView::AnalysisResultView(QWidget* parent)
    : QWidget(parent), m_caption(new QLabel(this)), m_plot(new PlotPanel(this)),
      m_model(new AnalysisTableModel(this)), m_table(new AnalysisTableView(this)) {
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setObjectName(QStringLiteral("resultCaption"));
    m_plot->setObjectName(QStringLiteral("resultPlot"));
    m_plot->setDataMargin(0.06);
    m_table->setModel(m_model);
    m_table->setObjectName(QStringLiteral("resultTable"));
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_plot);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(splitter, 1);
    clearRecord();
}

QString AnalysisResultView::caption() const {
    return m_caption->text();
}

void AnalysisResultView::showRecord(const AnalysisRecord& record) {
    m_record = record;
    render();
}

void AnalysisResultView::clearRecord() {
    m_record.reset();
    render();
}

void AnalysisResultView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        render();
    }
    QWidget::changeEvent(event);
}

void AnalysisResultView::render() {
    if (!m_record) {
        m_plot->clearSeries();
        m_plot->setLogScaleX(false);
        m_plot->setLogScaleY(false);
        m_plot->setAxisLabels(QString(), QString());
        m_model->setTable({}, {});
        m_caption->setText(tr("No results yet: set up the analysis and press Run."));
        return;
    }
    const figures::AnalysisPresentation shown = figures::presentAnalysis(*m_record);
    m_plot->setFigure(shown.figure);
    m_model->setTable(shown.table.columns, shown.table.rows);
    m_caption->setText(shown.caption);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
}

} // namespace clothlab::widgets
