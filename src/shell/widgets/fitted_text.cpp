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

void drawFittedText(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                    int pixels) {
    painter.setFont(fittedFont(painter.font(), rect, flags, text, pixels));
    painter.drawText(rect, flags | Qt::TextWordWrap, text);
}

}  // namespace lt::shell
