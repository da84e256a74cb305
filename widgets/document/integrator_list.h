// A list of tick boxes, one per integrator, grouped by family under bold headings — the
// same grouping as the Integrator panel's menu and the Compare dialog. Used wherever
// several methods are chosen at once (the analyses, a task's and an assignment's methods).
#pragma once

#include <QString>
#include <QStringList>

class QListWidget;
class QListWidgetItem;

namespace clothlab::widgets {

/// Fills `list` with a heading per family (no tick box, not selectable) and under it a
/// tick box per method of the catalogue, unticked, its id under `idRole`; names are set by
/// retranslateIntegratorList().
void fillIntegratorList(QListWidget* list, int idRole);
/// The family and method names (and each method's id as its tooltip) in the current language.
void retranslateIntegratorList(QListWidget* list, int idRole);
/// The method id of an item; empty for a family heading.
QString integratorListId(const QListWidgetItem* item, int idRole);
/// The ids of the ticked methods, in list order.
QStringList checkedIntegratorIds(const QListWidget* list, int idRole);
/// Ticks exactly the methods in `ids`.
void setCheckedIntegratorIds(QListWidget* list, int idRole, const QStringList& ids);

} // namespace clothlab::widgets
