#include "app/transport_bar.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QStyle>

namespace clothlab::app {

TransportBar::TransportBar(QAction* play, QAction* step, QAction* reset, QActionGroup* speeds,
                           QWidget* parent)
    : QToolBar(parent), m_play(play), m_speeds(speeds) {
    setObjectName(QStringLiteral("transportBar"));
    setMovable(false);
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setIconSize(QSize(16, 16)); // as tall as the menu bar it sits in
    play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    step->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    reset->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    addAction(play);
    addAction(step);
    addAction(reset);
    addSeparator();
    m_speedLabel = new QLabel(this);
    m_speedLabel->setContentsMargins(4, 0, 4, 0);
    addWidget(m_speedLabel);
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("speedBox"));
    m_speed->setFocusPolicy(Qt::NoFocus); // Space stays Play's
    m_speedLabel->setBuddy(m_speed);
    for (QAction* action : speeds->actions()) {
        m_speed->addItem(QString(), action->data());
        if (action->isChecked()) {
            m_speed->setCurrentIndex(m_speed->count() - 1);
        }
    }
    addWidget(m_speed);
    connect(m_speed, &QComboBox::activated, this, [this](int index) {
        const QList<QAction*> actions = m_speeds->actions();
        if (index >= 0 && index < actions.size()) {
            actions[index]->trigger();
        }
    });
    connect(speeds, &QActionGroup::triggered, this, [this](QAction* action) {
        m_speed->setCurrentIndex(static_cast<int>(m_speeds->actions().indexOf(action)));
    });
    addSeparator();
    m_time = new QLabel(this);
    m_time->setObjectName(QStringLiteral("transportTime"));
    m_time->setContentsMargins(6, 0, 6, 0);
    addWidget(m_time);
    qApp->installEventFilter(this);
    retranslate();
}

// A focused widget that wants a key it is sent as a shortcut claims it in ShortcutOverride;
// the spin boxes' line editors claim Space like any printable key. Stopping that event here
// lets the shortcut map trigger Play.
bool TransportBar::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const QWidget* focus = QApplication::focusWidget();
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier && focus &&
            watched == focus && focus->window() == window() &&
            qobject_cast<const QAbstractSpinBox*>(focus)) {
            return true;
        }
    }
    return QToolBar::eventFilter(watched, event);
}

QString TransportBar::timeText(double time) {
    //: The time of the run in front, in the toolbar
    return tr("t = %1 s").arg(QLocale().toString(time, 'f', 3));
}

void TransportBar::setTime(double time) {
    m_shownTime = time;
    m_time->setText(timeText(time));
}

void TransportBar::setPlaying(bool playing) {
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void TransportBar::retranslate() {
    //: The toolbar's name (its context menu and View ▸ Toolbars)
    setWindowTitle(tr("Simulation Toolbar"));
    m_speedLabel->setText(tr("Speed"));
    const QList<QAction*> actions = m_speeds->actions();
    for (int k = 0; k < m_speed->count() && k < actions.size(); ++k) {
        m_speed->setItemText(k, actions[k]->text().remove(QLatin1Char('&')));
    }
    // As wide as its longest time, so the toolbar does not shift while a run plays.
    m_time->setMinimumWidth(m_time->fontMetrics().horizontalAdvance(timeText(-8888.888)) + 12);
    setTime(m_shownTime);
}

} // namespace clothlab::app
