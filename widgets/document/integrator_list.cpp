#include "widgets/document/integrator_list.h"

#include "core/integrators/integrator.h"
#include "text/catalog_text.h"

#include <QCoreApplication>
#include <QListWidget>

namespace clothlab::widgets {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(IntegratorList)
};

constexpr int kFamilyRole = Qt::UserRole + 40; ///< a heading's family id

} // namespace

void fillIntegratorList(QListWidget* list, int idRole) {
    const std::vector<const core::IntegratorInfo*> catalog = core::integratorCatalog();
    for (core::IntegratorFamily family : core::kAllIntegratorFamilies) {
        auto* heading = new QListWidgetItem(list);
        heading->setFlags(Qt::ItemIsEnabled); // not selectable, no tick box
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        heading->setData(kFamilyRole, QString::fromUtf8(core::integratorFamilyId(family).data()));
        for (const core::IntegratorInfo* info : catalog) {
            if (info->family == family) {
                auto* item = new QListWidgetItem(list);
                item->setData(idRole, QString::fromStdString(info->id));
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
                item->setCheckState(Qt::Unchecked);
            }
        }
    }
    retranslateIntegratorList(list, idRole);
}

void retranslateIntegratorList(QListWidget* list, int idRole) {
    for (int row = 0; row < list->count(); ++row) {
        QListWidgetItem* item = list->item(row);
        const QString id = integratorListId(item, idRole);
        if (id.isEmpty()) {
            const std::string family = item->data(kFamilyRole).toString().toStdString();
            for (core::IntegratorFamily f : core::kAllIntegratorFamilies) {
                if (core::integratorFamilyId(f) == family) {
                    item->setText(text::catalog::integratorFamilyName(f));
                }
            }
            continue;
        }
        item->setText(text::catalog::integratorName(id.toStdString()));
        item->setToolTip(Text::tr("Id on the command line: %1").arg(id));
    }
}

QString integratorListId(const QListWidgetItem* item, int idRole) {
    return item->data(idRole).toString();
}

QStringList checkedIntegratorIds(const QListWidget* list, int idRole) {
    QStringList ids;
    for (int row = 0; row < list->count(); ++row) {
        const QListWidgetItem* item = list->item(row);
        const QString id = integratorListId(item, idRole);
        if (!id.isEmpty() && item->checkState() == Qt::Checked) {
            ids << id;
        }
    }
    return ids;
}

void setCheckedIntegratorIds(QListWidget* list, int idRole, const QStringList& ids) {
    for (int row = 0; row < list->count(); ++row) {
        QListWidgetItem* item = list->item(row);
        const QString id = integratorListId(item, idRole);
        if (!id.isEmpty()) {
            item->setCheckState(ids.contains(id) ? Qt::Checked : Qt::Unchecked);
        }
    }
}

} // namespace clothlab::widgets
