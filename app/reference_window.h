// Help ▸ Integrator Reference and Help ▸ Preset Reference: a scrollable, non-modal window
// with every integrator (summary and equations) or every preset (its description, whose
// lines list how an "-original" preset follows its article and how the main preset differs),
// in the UI language.
#pragma once

#include <QDialog>

class QTextBrowser;

namespace clothlab::app {

class ReferenceWindow : public QDialog {
    Q_OBJECT

public:
    enum class Kind { Integrators, Presets };

    explicit ReferenceWindow(Kind kind, QWidget* parent = nullptr);
    Kind kind() const { return m_kind; }
    QTextBrowser* browser() const { return m_browser; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    Kind m_kind;
    QTextBrowser* m_browser = nullptr;
};

/// The reference texts as HTML, one section per integrator or preset, in catalog order.
QString integratorReferenceHtml();
QString presetReferenceHtml();

} // namespace clothlab::app
