#include "widgets/document/locks.h"

#include "core/coursework/assignment.h"

#include <QAction>
#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>
#include <QVariant>

namespace clothlab::widgets {

namespace {

constexpr const char* kOwnToolTip = "clothlabOwnToolTip";
constexpr const char* kLockAction = "clothlabLockAction";

/// The padlock at `size` px: a shackle (an arch) over a rounded body with a keyhole.
QPixmap lockPixmap(int size) {
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const double s = size;
    const QColor ink(0x5a, 0x4a, 0x1e);
    QPen shackle(ink, s * 0.11);
    painter.setPen(shackle);
    painter.setBrush(Qt::NoBrush);
    painter.drawArc(QRectF(s * 0.28, s * 0.08, s * 0.44, s * 0.5), 0, 180 * 16);
    painter.drawLine(QPointF(s * 0.28, s * 0.33), QPointF(s * 0.28, s * 0.48));
    painter.drawLine(QPointF(s * 0.72, s * 0.33), QPointF(s * 0.72, s * 0.48));
    painter.setPen(QPen(ink, s * 0.05));
    painter.setBrush(QColor(0xe8, 0xb9, 0x2f));
    painter.drawRoundedRect(QRectF(s * 0.16, s * 0.44, s * 0.68, s * 0.5), s * 0.08, s * 0.08);
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawEllipse(QPointF(s * 0.5, s * 0.64), s * 0.07, s * 0.07);
    painter.drawRect(QRectF(s * 0.47, s * 0.66, s * 0.06, s * 0.16));
    return pixmap;
}

} // namespace

bool isLocked(const Document& document, std::string_view path) {
    return core::coursework::lockedPathTouched(document.lockedPaths(), path).has_value();
}

QIcon lockIcon() {
    static const QIcon icon = [] {
        QIcon drawn;
        for (const int size : {16, 24, 32, 48}) {
            drawn.addPixmap(lockPixmap(size));
        }
        return drawn;
    }();
    return icon;
}

QString lockedToolTip() {
    return QCoreApplication::translate("clothlab::widgets::Locks", "Locked by the assignment");
}

void showLocked(QWidget* field, bool locked) {
    if (field == nullptr) {
        return;
    }
    const bool wasLocked = field->property(kOwnToolTip).isValid();
    if (locked && !wasLocked) {
        field->setProperty(kOwnToolTip, field->toolTip());
    } else if (!locked && wasLocked) {
        field->setToolTip(field->property(kOwnToolTip).toString());
        field->setProperty(kOwnToolTip, QVariant());
    }
    if (locked) {
        field->setToolTip(lockedToolTip());
    }
    field->setEnabled(!locked);
    if (auto* box = qobject_cast<QCheckBox*>(field)) { // the padlock beside the box
        box->setIcon(locked ? lockIcon() : QIcon());
        return;
    }
    auto* edit = qobject_cast<QLineEdit*>(field);
    if (edit == nullptr) {
        edit = field->findChild<QLineEdit*>(QString(), Qt::FindDirectChildrenOnly);
    }
    if (edit == nullptr) {
        return;
    }
    auto* action = edit->findChild<QAction*>(QString::fromLatin1(kLockAction));
    if (locked && action == nullptr) {
        action = edit->addAction(lockIcon(), QLineEdit::TrailingPosition);
        action->setObjectName(QString::fromLatin1(kLockAction));
    }
    if (action != nullptr) {
        action->setToolTip(lockedToolTip());
        action->setVisible(locked);
    }
}

void showLockedRows(QFormLayout* form, bool locked) {
    for (int row = 0; row < form->rowCount(); ++row) {
        if (QLayoutItem* item = form->itemAt(row, QFormLayout::FieldRole)) {
            showLocked(item->widget(), locked);
        }
    }
}

TaskBanner::TaskBanner(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("taskBanner"));
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(QStringLiteral("#taskBanner { background: #fdf3d4; }"));
    auto* icon = new QLabel(this);
    icon->setPixmap(lockIcon().pixmap(24, 24));
    icon->setAlignment(Qt::AlignTop);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("taskBannerText"));
    m_text->setWordWrap(true);
    m_unlock = new QPushButton(this);
    m_unlock->setObjectName(QStringLiteral("unlockTaskSettings"));
    connect(m_unlock, &QPushButton::clicked, this, &TaskBanner::unlockRequested);
    auto* text = new QVBoxLayout;
    text->addWidget(m_text);
    text->addWidget(m_unlock, 0, Qt::AlignLeft);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(icon);
    layout->addLayout(text, 1);
    hide();
    retranslate();
}

void TaskBanner::setTask(std::function<QString()> title) {
    m_title = std::move(title);
    retranslate();
    show();
}

void TaskBanner::clear() {
    m_title = nullptr;
    retranslate();
    hide();
}

QString TaskBanner::text() const {
    return m_title ? m_text->text() : QString();
}

void TaskBanner::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QFrame::changeEvent(event);
}

void TaskBanner::retranslate() {
    m_unlock->setText(tr("Use Other Settings"));
    m_unlock->setToolTip(tr("Unlocks the settings. A result with other settings is kept with "
                            "the submission, but it is not what the grader recomputes."));
    m_text->setText(m_title ? tr("These are the settings of the task “%1”. The grader "
                                 "recomputes the task with them, so they are locked here.")
                                  .arg(m_title())
                            : QString());
}

} // namespace clothlab::widgets
