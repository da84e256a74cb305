#include "widgets/analysis/analysis_table.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLocale>
#include <algorithm>
#include <set>

namespace clothlab::widgets {

AnalysisTableModel::AnalysisTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void AnalysisTableModel::setTable(QVector<Column> columns, QVector<QVector<Cell>> rows) {
    beginResetModel();
    m_columns = std::move(columns);
    m_rows = std::move(rows);
    endResetModel();
}

int AnalysisTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int AnalysisTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

const AnalysisTableModel::Cell* AnalysisTableModel::cell(const QModelIndex& index) const {
    if (!index.isValid() || index.row() >= m_rows.size() || index.column() >= m_columns.size()) {
        return nullptr;
    }
    const QVector<Cell>& row = m_rows[index.row()];
    return index.column() < row.size() ? &row[index.column()] : nullptr;
}

QVariant AnalysisTableModel::data(const QModelIndex& index, int role) const {
    const Cell* c = cell(index);
    if (!c) {
        return {};
    }
    const bool isNumber = c->display.typeId() == QMetaType::Double;
    switch (role) {
    case Qt::DisplayRole:
        return isNumber ? QVariant(QLocale().toString(c->display.toDouble(), 'g', 6)) : c->display;
    case Qt::ToolTipRole:
        return isNumber ? QVariant(QLocale().toString(c->display.toDouble(), 'g', 17)) : QVariant();
    case Qt::TextAlignmentRole:
        return m_columns[index.column()].numeric ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                 : QVariant(int(Qt::AlignLeft | Qt::AlignVCenter));
    case RawRole:
        return c->raw.isValid() ? c->raw : c->display;
    default:
        return {};
    }
}

QVariant AnalysisTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 &&
        section < m_columns.size()) {
        return m_columns[section].label;
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

QString AnalysisTableModel::toTabSeparated(const QModelIndexList& indexes) const {
    std::set<int> rows;
    std::set<int> columns;
    for (const QModelIndex& index : indexes) {
        rows.insert(index.row());
        columns.insert(index.column());
    }
    if (indexes.isEmpty()) {
        for (int r = 0; r < rowCount(); ++r) {
            rows.insert(r);
        }
        for (int c = 0; c < columnCount(); ++c) {
            columns.insert(c);
        }
    }
    QStringList lines;
    QStringList header;
    for (int c : columns) {
        header << m_columns[c].label;
    }
    lines << header.join(QLatin1Char('\t'));
    for (int r : rows) {
        QStringList fields;
        for (int c : columns) {
            const Cell* value = cell(this->index(r, c));
            // Machine-readable numbers: C locale, round-trip precision.
            fields << (!value ? QString()
                       : value->display.typeId() == QMetaType::Double
                           ? QString::number(value->display.toDouble(), 'g', 17)
                           : value->display.toString());
        }
        lines << fields.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

AnalysisTableView::AnalysisTableView(QWidget* parent) : QTableView(parent) {
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setVisible(false);
    horizontalHeader()->setStretchLastSection(true);
    setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* copyAction = new QAction(tr("Copy as Tab-Separated Text"), this);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(copyAction, &QAction::triggered, this, &AnalysisTableView::copy);
    addAction(copyAction);
}

void AnalysisTableView::copy() {
    const auto* table = qobject_cast<const AnalysisTableModel*>(model());
    if (!table) {
        return;
    }
    QModelIndexList selected =
        selectionModel() ? selectionModel()->selectedIndexes() : QModelIndexList();
    QApplication::clipboard()->setText(table->toTabSeparated(selected));
}

void AnalysisTableView::keyPressEvent(QKeyEvent* event) {
    if (event == QKeySequence::Copy) {
        copy();
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

} // namespace clothlab::widgets
