// The report's page layout on top of QTextDocument: figures drawn as vector graphics by the
// figure renderer where the HTML has their placeholders, and headings kept on the page of
// what follows them.
#pragma once

#include "figures/figure.h"
#include "figures/figure_options.h"

#include <QObject>
#include <QTextObjectInterface>
#include <QVector>

class QTextDocument;

namespace clothlab::figures {

/// Draws the report's figures inside the text: each with render() on the painter that
/// prints the page, so the PDF gets vector lines and real, embedded text.
class ReportFigures : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    /// The text object type of a figure in a document.
    static constexpr int kObjectType = QTextFormat::UserObject + 17;

    /// Adds a figure; returns the placeholder to put in the HTML (an <img> tag that
    /// place() turns into the figure, as wide as the text).
    QString add(const Figure& figure, const FigureOptions& options);
    /// Registers the figures with `document`'s layout and puts each in its placeholder's
    /// place; call after setHtml() with the document's paint device and page size set.
    void place(QTextDocument& document);

    QSizeF intrinsicSize(QTextDocument* document, int position, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document, int position,
                    const QTextFormat& format) override;

private:
    QVector<Figure> m_figures;
    QVector<FigureOptions> m_options;
    double m_width = 0.0; ///< text width, device pixels
};

/// Moves each heading that ends a page, apart from the text it heads, to the next page.
void keepHeadingsWithNext(QTextDocument& document);

} // namespace clothlab::figures
