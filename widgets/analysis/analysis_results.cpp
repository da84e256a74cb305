#include "widgets/analysis/analysis_results.h"

#include <QLocale>

namespace clothlab::widgets {

AnalysisResults::AnalysisResults(QObject* parent) : QAbstractListModel(parent) {}

int AnalysisResults::add(AnalysisRecord record) {
    const int row = count();
    beginInsertRows({}, row, row);
    m_records.push_back(std::move(record));
    endInsertRows();
    emit added(row);
    return row;
}

void AnalysisResults::clear() {
    if (m_records.empty()) {
        return;
    }
    beginResetModel();
    m_records.clear();
    endResetModel();
}

QString AnalysisResults::kindName(AnalysisRecord::Kind kind) {
    switch (kind) {
    case AnalysisRecord::Kind::Convergence:
        return tr("Convergence study");
    case AnalysisRecord::Kind::Stability:
        return tr("Stability limits");
    case AnalysisRecord::Kind::StiffnessSweep:
        return tr("Stiffness sweep");
    }
    return {};
}

QString AnalysisResults::title(const AnalysisRecord& record) {
    return tr("%1 · %2 · %3")
        .arg(kindName(record.kind()), record.sceneName,
             record.finished.time().toString(Qt::ISODate));
}

int AnalysisResults::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : count();
}

QVariant AnalysisResults::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= count()) {
        return {};
    }
    const AnalysisRecord& record = at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return title(record);
    case Qt::ToolTipRole:
        return QLocale().toString(record.finished, QLocale::LongFormat);
    case KindRole:
        return static_cast<int>(record.kind());
    default:
        return {};
    }
}

} // namespace clothlab::widgets
