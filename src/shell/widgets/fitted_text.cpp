#include "widgets/fitted_text.h"

#include <QFontMetricsF>
#include <QPainter>

namespace lt::shell {

QFont fittedFont(QFont font, const QRectF& rect, int flags, const QString& text, int pixels,
                 int minimumPixels) {
    for (;; --pixels) {
        font.setPixelSize(pixels);
        if (pixels <= minimumPixels) return font;
        const QRectF needed =
            QFontMetricsF(font).boundingRect(rect, flags | Qt::TextWordWrap, text);
        if (needed.height() <= rect.height() && needed.width() <= rect.width()) return font;
    }
}

QFont fittedLineFont(QFont font, qreal width, const QString& text, int pixels, int minimumPixels) {
    for (;; --pixels) {
        font.setPixelSize(pixels);
        if (pixels <= minimumPixels || QFontMetricsF(font).horizontalAdvance(text) <= width)
            return font;
    }
}

void drawFittedLine(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                    int pixels, int minimumPixels) {
    const QFont before = painter.font();
    painter.setFont(fittedLineFont(before, rect.width(), text, pixels, minimumPixels));
    painter.drawText(rect, flags,
                     QFontMetricsF(painter.font()).elidedText(text, Qt::ElideRight, rect.width()));
    painter.setFont(before);
}

void drawFittedText(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                    int pixels) {
    painter.setFont(fittedFont(painter.font(), rect, flags, text, pixels));
    painter.drawText(rect, flags | Qt::TextWordWrap, text);
}

}  // namespace lt::shell
