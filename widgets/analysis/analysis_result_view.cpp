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
    : QWidget(parent), m_warning(new QLabel(this)), m_caption(new QLabel(this)),
      m_plot(new PlotPanel(this)), m_model(new AnalysisTableModel(this)),
      m_table(new AnalysisTableView(this)) {
    // The premise warning stands apart from the caption, in bold, where the eye lands first.
    m_warning->setWordWrap(true);
    m_warning->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_warning->setObjectName(QStringLiteral("resultWarning"));
    QFont bold = m_warning->font();
    bold.setBold(true);
    m_warning->setFont(bold);
    m_warning->hide();
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
    layout->addWidget(m_warning);
    layout->addWidget(m_caption);
    layout->addWidget(splitter, 1);
    clearRecord();
}

QString AnalysisResultView::caption() const {
    return m_caption->text();
}

QString AnalysisResultView::warning() const {
    return m_warning->text();
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
        m_warning->clear();
        m_warning->hide();
        m_caption->setText(tr("No results yet: set up the analysis and press Run."));
        return;
    }
    const figures::AnalysisPresentation shown = figures::presentAnalysis(*m_record);
    m_plot->setFigure(shown.figure);
    m_model->setTable(shown.table.columns, shown.table.rows);
    // The warning stands above the caption here; the caption of a figure or report ends with it.
    QString caption = shown.caption;
    if (!shown.warning.isEmpty() && caption.endsWith(shown.warning)) {
        caption.chop(shown.warning.size());
    }
    m_caption->setText(caption.trimmed());
    m_warning->setText(shown.warning);
    m_warning->setVisible(!shown.warning.isEmpty());
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
}

} // namespace clothlab::widgets
