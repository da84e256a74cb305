// The scene as a tree: groups "Bodies", "Obstacles" and "Forces", one child per body, per
// obstacle and the environment. Read-only; edits go through the document (ScenePanel).
// Items whose keys an assignment locks show a lock and the tooltip "Locked by the assignment".
#pragma once

#include "widgets/document/document.h"

#include <QAbstractItemModel>

namespace clothlab::widgets {

class SceneTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    /// Top-level rows, in order.
    enum Group : int { Bodies = 0, Obstacles, Forces, GroupCount };
    enum Column : int { NameColumn = 0, DetailsColumn, ColumnCount };

    explicit SceneTreeModel(Document* document, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The group of an item: its own for a top-level row, its parent's for a child.
    static Group groupOf(const QModelIndex& index);
    /// Index of the top-level row of a group / of child `row` in it.
    QModelIndex groupIndex(Group group) const;
    QModelIndex itemIndex(Group group, int row) const;
    /// Whether the assignment locks (some of) the group's scene keys: its rows show a lock.
    bool isGroupLocked(Group group) const;

private:
    int childCount(Group group) const;
    QString nameText(Group group, int row) const;
    QString detailsText(Group group, int row) const;

    Document* m_document;
};

} // namespace clothlab::widgets
