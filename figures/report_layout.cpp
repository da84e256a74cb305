#include "figures/report_layout.h"

#include "figures/figure_renderer.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>
#include <cmath>

namespace clothlab::figures {

namespace {

constexpr int kFigureIndex = QTextFormat::UserProperty + 17;
const QString kPlaceholder = QStringLiteral("clothlab-figure:");

int pageOf(double y, double pageHeight) {
    return static_cast<int>(std::floor(y / pageHeight));
}

/// The first line of a block in document coordinates: the layout moves lines that do not
/// fit to the next page inside their block, so the block's own rectangle does not say on
/// which page its text begins.
QRectF firstLine(const QAbstractTextDocumentLayout& layout, const QTextBlock& block) {
    const QRectF rect = layout.blockBoundingRect(block);
    const QTextLayout* text = block.layout();
    if (!text || text->lineCount() == 0) {
        return rect;
    }
    return text->lineAt(0).rect().translated(rect.topLeft());
}

} // namespace

QString ReportFigures::add(const Figure& figure, const FigureOptions& options) {
    m_figures.push_back(figure);
    m_options.push_back(options);
    return QStringLiteral("<img src=\"%1%2\"/>").arg(kPlaceholder).arg(m_figures.size() - 1);
}

void ReportFigures::place(QTextDocument& document) {
    document.documentLayout()->registerHandler(kObjectType, this);
    // The layout is lazy and, without an event loop, an edit ends it where the edit ends:
    // finish it first, so that the edits below re-lay out a complete document.
    document.documentLayout()->documentSize();
    m_width = document.pageSize().width() - 2.0 * document.documentMargin();
    // Collect first: changing a fragment's format while iterating would move the others.
    QVector<QPair<int, int>> found; // position, figure index
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (format.isImageFormat() && format.toImageFormat().name().startsWith(kPlaceholder)) {
                const int index = format.toImageFormat().name().mid(kPlaceholder.size()).toInt();
                found.push_back({fragment.position(), index});
            }
        }
    }
    for (const auto& [position, index] : found) {
        QTextCursor cursor(&document);
        cursor.setPosition(position);
        cursor.setPosition(position + 1, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setObjectType(kObjectType);
        format.setProperty(kFigureIndex, index);
        cursor.setCharFormat(format);
    }
}

QSizeF ReportFigures::intrinsicSize(QTextDocument*, int, const QTextFormat& format) {
    const int index = format.property(kFigureIndex).toInt();
    if (index < 0 || index >= m_options.size()) {
        return {};
    }
    const FigureOptions& options = m_options[index];
    return QSizeF(m_width, m_width * options.heightMm / options.widthMm);
}

void ReportFigures::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                               const QTextFormat& format) {
    const int index = format.property(kFigureIndex).toInt();
    if (index < 0 || index >= m_figures.size()) {
        return;
    }
    // The renderer sizes text by the device's dpi: scale so that the figure's page of
    // options.widthMm is drawn across rect.
    const FigureOptions& options = m_options[index];
    const double devicePixels = options.widthMm / 25.4 * painter->device()->logicalDpiX();
    const double scale = rect.width() / devicePixels;
    painter->save();
    painter->translate(rect.topLeft());
    painter->scale(scale, scale);
    render(m_figures[index], *painter,
           QRectF(0, 0, devicePixels, devicePixels * options.heightMm / options.widthMm),
           renderStyle(options));
    painter->restore();
}

void keepHeadingsWithNext(QTextDocument& document) {
    const double pageHeight = document.pageSize().height();
    QAbstractTextDocumentLayout* layout = document.documentLayout();
    // Each move can shift the headings after it, so look again from the start until no
    // heading is left alone (each pass moves one, at most once per heading).
    for (int pass = 0; pass < 64; ++pass) {
        layout->documentSize(); // the layout is lazy: finish it before reading positions
        bool moved = false;
        for (QTextBlock block = document.begin(); block.isValid() && !moved; block = block.next()) {
            if (block.blockFormat().headingLevel() == 0 ||
                block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) {
                continue;
            }
            const QRectF heading = firstLine(*layout, block);
            // What follows: the first line of the next block, and of the one after when the
            // next is a single short line (a caption above its figure).
            QTextBlock next = block.next();
            double reach = heading.bottom();
            for (int k = 0; k < 2 && next.isValid(); ++k, next = next.next()) {
                if (const QTextTable* table = QTextCursor(next).currentTable()) {
                    // A table: its header and first two rows.
                    const QTextBlock row = table->cellAt(std::min(2, table->rows() - 1), 0)
                                               .firstCursorPosition()
                                               .block();
                    reach = std::max(reach, firstLine(*layout, row).bottom());
                    break;
                }
                const QRectF line = firstLine(*layout, next);
                reach = std::max(reach, line.bottom());
                if (next.layout() && next.layout()->lineCount() > 1) {
                    break;
                }
            }
            if (pageOf(heading.top(), pageHeight) != pageOf(reach - 1.0, pageHeight)) {
                QTextCursor cursor(block);
                QTextBlockFormat format = block.blockFormat();
                format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
                cursor.setBlockFormat(format);
                moved = true;
            }
        }
        if (!moved) {
            return;
        }
    }
}

} // namespace clothlab::figures
