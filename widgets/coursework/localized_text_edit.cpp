#include "widgets/coursework/localized_text_edit.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace clothlab::widgets {

namespace cw = core::coursework;

namespace {

std::string languageAt(int index) {
    return std::string(cw::kLanguages[static_cast<std::size_t>(index)]);
}

} // namespace

LocalizedTextEdit::LocalizedTextEdit(bool multiLine, QWidget* parent) : QWidget(parent) {
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageBox"));
    for (const std::string_view language : cw::kLanguages) {
        m_language->addItem(QString(), QString::fromLatin1(language.data(), language.size()));
    }
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    if (multiLine) {
        m_paragraph = new QPlainTextEdit(this);
        m_paragraph->setObjectName(QStringLiteral("textEdit"));
        m_paragraph->setTabChangesFocus(true);
        layout->addWidget(m_paragraph, 1);
        layout->addWidget(m_language, 0, Qt::AlignTop);
        connect(m_paragraph, &QPlainTextEdit::textChanged, this, &LocalizedTextEdit::edited);
    } else {
        m_line = new QLineEdit(this);
        m_line->setObjectName(QStringLiteral("textEdit"));
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        layout->addWidget(m_line, 1);
        layout->addWidget(m_language);
        connect(m_line, &QLineEdit::textEdited, this, &LocalizedTextEdit::edited);
    }
    connect(m_language, &QComboBox::currentIndexChanged, this, [this](int index) {
        store();
        show(index);
    });
    retranslate();
}

cw::LocalizedText LocalizedTextEdit::text() const {
    cw::LocalizedText text = m_text;
    text.texts[languageAt(m_shown)] = currentText().toStdString();
    std::erase_if(text.texts, [](const auto& entry) { return entry.second.empty(); });
    return text;
}

void LocalizedTextEdit::setText(const cw::LocalizedText& text) {
    m_text = text;
    show(m_shown);
}

void LocalizedTextEdit::setLanguage(const QString& language) {
    const int index = m_language->findData(language);
    if (index >= 0) {
        m_language->setCurrentIndex(index);
    }
}

QString LocalizedTextEdit::language() const {
    return m_language->currentData().toString();
}

QString LocalizedTextEdit::currentText() const {
    return m_line != nullptr ? m_line->text() : m_paragraph->toPlainText();
}

void LocalizedTextEdit::setCurrentText(const QString& text) {
    if (m_line != nullptr) {
        m_line->setText(text);
    } else {
        m_paragraph->setPlainText(text);
    }
    emit edited();
}

void LocalizedTextEdit::store() {
    m_text.texts[languageAt(m_shown)] = currentText().toStdString();
}

void LocalizedTextEdit::show(int languageIndex) {
    m_shown = languageIndex;
    const auto found = m_text.texts.find(languageAt(languageIndex));
    const QString text =
        found == m_text.texts.end() ? QString() : QString::fromStdString(found->second);
    const QSignalBlocker blockLine(m_line);
    const QSignalBlocker blockParagraph(m_paragraph);
    if (m_line != nullptr) {
        m_line->setText(text);
    } else {
        m_paragraph->setPlainText(text);
    }
    // What a reader sees in this language when the text is left empty.
    const QString english = QString::fromStdString(m_text.in("en"));
    // One-line texts are titles, which every reader needs; paragraphs may stay empty.
    const QString required = m_line != nullptr ? tr("Required") : tr("Optional");
    const QString hint = languageIndex == 0 ? required : english;
    if (m_line != nullptr) {
        m_line->setPlaceholderText(hint);
    } else {
        m_paragraph->setPlaceholderText(hint);
    }
}

void LocalizedTextEdit::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void LocalizedTextEdit::retranslate() {
    m_language->setItemText(0, tr("English"));
    m_language->setItemText(1, tr("Japanese"));
    m_language->setItemText(2, tr("Chinese (Simplified)"));
    m_language->setItemText(3, tr("Chinese (Traditional)"));
    m_language->setToolTip(tr("Language of the text: English is required, the others are "
                              "optional and fall back to English"));
    store();
    show(m_shown);
}

} // namespace clothlab::widgets
