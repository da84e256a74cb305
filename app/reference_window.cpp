#include "app/reference_window.h"

#include "core/integrators/integrator.h"
#include "core/scene/presets.h"
#include "text/catalog_text.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace clothlab::app {

namespace {

/// Text as HTML paragraphs: blank lines part paragraphs, single line breaks stay breaks.
QString paragraphs(const QString& text) {
    QString html;
    for (const QString& block : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
        html += QStringLiteral("<p>") +
                block.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")) +
                QStringLiteral("</p>");
    }
    return html;
}

} // namespace

QString integratorReferenceHtml() {
    QString html;
    for (const core::IntegratorInfo* info : core::integratorCatalog()) {
        html += QStringLiteral("<h3>%1 <small>(%2)</small></h3>%3<pre>%4</pre>%5")
                    .arg(text::catalog::integratorName(*info).toHtmlEscaped(),
                         QString::fromStdString(info->id),
                         paragraphs(text::catalog::integratorSummary(*info)),
                         text::catalog::integratorEquations(*info).toHtmlEscaped(),
                         paragraphs(text::catalog::integratorContactNote(*info)));
    }
    return html;
}

QString presetReferenceHtml() {
    QString html;
    for (const core::PresetData& preset : core::presetData()) {
        html += QStringLiteral("<h3>%1 <small>(preset:%2)</small></h3>%3")
                    .arg(text::catalog::presetName(preset.id).toHtmlEscaped(),
                         QString::fromUtf8(preset.id.data(), qsizetype(preset.id.size())),
                         paragraphs(text::catalog::presetDescription(preset.id)));
    }
    return html;
}

ReferenceWindow::ReferenceWindow(Kind kind, QWidget* parent)
    : QDialog(parent), m_kind(kind), m_browser(new QTextBrowser(this)) {
    setObjectName(kind == Kind::Integrators ? QStringLiteral("integratorReference")
                                            : QStringLiteral("presetReference"));
    m_browser->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    // Large enough to read equations without wrapping, never larger than the screen.
    QSize size(820, 760);
    if (const QScreen* screen = QGuiApplication::primaryScreen()) {
        size = size.boundedTo(screen->availableSize() * 0.9);
    }
    resize(size);
    retranslate();
}

void ReferenceWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QDialog::changeEvent(event);
}

void ReferenceWindow::retranslate() {
    const bool integrators = m_kind == Kind::Integrators;
    setWindowTitle(integrators ? tr("Integrator Reference") : tr("Preset Reference"));
    const QString intro =
        integrators
            ? tr("Every integrator: what it does, its parameters and its update equations.")
            : tr("Every preset scene (File ▸ Open Preset; preset:ID on the command line). The "
                 "“-original” presets follow their article's program exactly; their "
                 "descriptions list the article's values and defects, and those of the main "
                 "presets how they differ from the article and why.");
    m_browser->setHtml(QStringLiteral("<p><i>") + intro.toHtmlEscaped() +
                       QStringLiteral("</i></p>") +
                       (integrators ? integratorReferenceHtml() : presetReferenceHtml()));
}

} // namespace clothlab::app
