// A read-only log of what happened: loads, saves, warnings and blow-ups, with times.
#pragma once

#include <QWidget>

class QPlainTextEdit;

namespace clothlab::widgets {

class LogPanel : public QWidget {
    Q_OBJECT

public:
    enum class Level { Info, Warning, Error };

    explicit LogPanel(QWidget* parent = nullptr);

    /// Appends a line (already translated) stamped with the wall-clock time.
    void log(Level level, const QString& message);
    QString text() const;
    int lineCount() const { return m_lines; }

private:
    QPlainTextEdit* m_view = nullptr;
    int m_lines = 0;
};

} // namespace clothlab::widgets
