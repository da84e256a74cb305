// Result tables of the analyses: a read-only table model whose columns are declared once, and
// a view that copies its selection as tab-separated text.
#pragma once

#include <QAbstractTableModel>
#include <QTableView>
#include <QVariant>
#include <QVector>

namespace clothlab::widgets {

/// Rows of cells under declared columns. A cell holds a double (shown with six significant
/// digits, copied with seventeen), a QString, or nothing (shown as an empty cell).
class AnalysisTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    /// The machine-readable value of a cell: the double itself, or the id behind a name.
    static constexpr int RawRole = Qt::UserRole;

    struct Column {
        QString label; ///< translated header, units included ("dt (s)")
        bool numeric = true;
    };
    struct Cell {
        QVariant display; ///< double or QString
        QVariant raw;     ///< RawRole; defaults to `display`
    };

    explicit AnalysisTableModel(QObject* parent = nullptr);

    /// Replaces columns and rows at once.
    void setTable(QVector<Column> columns, QVector<QVector<Cell>> rows);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The cells of `indexes` (all cells when empty) as tab-separated lines, headers first;
    /// numbers with full precision, so a spreadsheet gets the exact values.
    QString toTabSeparated(const QModelIndexList& indexes = {}) const;

private:
    const Cell* cell(const QModelIndex& index) const;

    QVector<Column> m_columns;
    QVector<QVector<Cell>> m_rows;
};

/// A table view on which Ctrl+C (QKeySequence::Copy) copies the selection as tab-separated
/// text, headers included; with nothing selected it copies the whole table.
class AnalysisTableView : public QTableView {
    Q_OBJECT

public:
    explicit AnalysisTableView(QWidget* parent = nullptr);
    void copy();

protected:
    void keyPressEvent(QKeyEvent* event) override;
};

} // namespace clothlab::widgets
