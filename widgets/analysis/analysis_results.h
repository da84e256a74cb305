// The analyses finished during a document's lifetime (issue #5): convergence studies,
// stability limits and stiffness sweeps, kept with what produced them so that they can be
// listed and reopened until the main window clears them for a new scene.
#pragma once

#include "figures/analysis_record.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <vector>

namespace clothlab::widgets {

using figures::AnalysisData;
using figures::AnalysisRecord;
using figures::ConvergenceAnalysis;
using figures::CrossoverAnalysis;
using figures::StabilityAnalysis;
using figures::SweepAnalysis;
using figures::WorkPrecisionAnalysis;

/// The list of finished analyses, oldest first; a list model whose display text is a title
/// such as "Convergence study · Spring oscillator · 14:02:31". Owned by the main window, which
/// clears it when a new scene is opened.
class AnalysisResults : public QAbstractListModel {
    Q_OBJECT

public:
    /// The AnalysisRecord::Kind of a row, as int.
    static constexpr int KindRole = Qt::UserRole;

    explicit AnalysisResults(QObject* parent = nullptr);

    /// Appends a record; returns its row.
    int add(AnalysisRecord record);
    const AnalysisRecord& at(int row) const { return m_records.at(static_cast<std::size_t>(row)); }
    int count() const { return static_cast<int>(m_records.size()); }
    /// Forgets every record.
    void clear();
    /// The display title of a record.
    static QString title(const AnalysisRecord& record);
    /// The translated name of an analysis kind ("Convergence study").
    static QString kindName(AnalysisRecord::Kind kind);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

signals:
    void added(int row);

private:
    std::vector<AnalysisRecord> m_records;
};

} // namespace clothlab::widgets
