#include "widgets/panels/log_panel.h"

#include <QDateTime>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace clothlab::widgets {

LogPanel::LogPanel(QWidget* parent) : QWidget(parent), m_view(new QPlainTextEdit(this)) {
    m_view->setReadOnly(true);
    m_view->setMaximumBlockCount(5000);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
}

void LogPanel::log(Level level, const QString& message) {
    const QString stamp = QTime::currentTime().toString(QStringLiteral("HH:mm:ss"));
    const QString colour = level == Level::Error     ? QStringLiteral("#b00020")
                           : level == Level::Warning ? QStringLiteral("#a05a00")
                                                     : QStringLiteral("#202020");
    m_view->appendHtml(QStringLiteral("<span style=\"color:%1\">%2  %3</span>")
                           .arg(colour, stamp, message.toHtmlEscaped()));
    ++m_lines;
}

QString LogPanel::text() const {
    return m_view->toPlainText();
}

} // namespace clothlab::widgets
