// A text of an assignment in up to four languages (core::coursework::kLanguages): a language
// selector beside one editor, which shows the text of the selected language. English is the
// one every reader requires of a title (a paragraph may be left empty); the others are
// optional and fall back to it.
#pragma once

#include "core/coursework/assignment.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace clothlab::widgets {

class LocalizedTextEdit : public QWidget {
    Q_OBJECT

public:
    /// `multiLine`: a paragraph editor (instructions, a task's text) rather than one line.
    explicit LocalizedTextEdit(bool multiLine, QWidget* parent = nullptr);

    /// The texts, empty ones left out (an empty English text is then missing, as the file
    /// reader reports it).
    core::coursework::LocalizedText text() const;
    void setText(const core::coursework::LocalizedText& text);

    /// Shows the text of `language` ("en", "ja", "zh_CN", "zh_TW") for editing.
    void setLanguage(const QString& language);
    QString language() const;
    /// The text of the language shown, as typed.
    QString currentText() const;
    void setCurrentText(const QString& text);

signals:
    void edited();

protected:
    void changeEvent(QEvent* event) override;

private:
    void store();
    void show(int languageIndex);
    void retranslate();

    core::coursework::LocalizedText m_text;
    int m_shown = 0;
    QComboBox* m_language = nullptr;
    QLineEdit* m_line = nullptr;
    QPlainTextEdit* m_paragraph = nullptr;
};

} // namespace clothlab::widgets
