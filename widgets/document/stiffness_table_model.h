// The stiffness table (one row per spring kind) as a Qt table model over the document.
#pragma once

#include "core/base/types.h"
#include "widgets/document/document.h"

#include <QAbstractTableModel>
#include <array>

namespace clothlab::widgets {

/// Rows: structural, shear, bending. Columns: spring count, stretch stiffness k⁺ (N/m),
/// compression stiffness k⁻ (N/m), damping c (N·s/m). Edits become undoable document
/// commands; edits between beginInteraction() and endInteraction() (a spin-box drag)
/// merge into one undo step.
class StiffnessTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { CountColumn, StretchColumn, CompressionColumn, DampingColumn, ColumnCount };
    /// Role for the unit of a column's values (a QString, e.g. "N/m").
    static constexpr int UnitRole = Qt::UserRole + 1;

    explicit StiffnessTableModel(Document* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    void beginInteraction();
    void endInteraction();

    static core::SpringKind kindOfRow(int row) { return static_cast<core::SpringKind>(row); }
    /// Whether the assignment locks the row's stiffness (shown with a lock, not editable).
    bool isRowLocked(int row) const;

private:
    void onDocumentChanged(Changes what);
    void recountSprings();
    double value(int row, int column) const;

    Document* m_document;
    std::array<int, core::kSpringKindCount> m_counts{};
    int m_interaction = 0;
};

} // namespace clothlab::widgets
