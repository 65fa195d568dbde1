// Text painted whole in a rectangle: wrapped at word boundaries, at its size or smaller until
// it fits, so that a board on a small screen (1024 × 600) shrinks a prompt instead of cutting it.
#pragma once

#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace lt::shell {

// `font` at `pixels`, or at fewer down to `minimumPixels`: the largest size at which `text`,
// wrapped, fits `rect` with `flags` (the smallest size when none does).
QFont fittedFont(QFont font, const QRectF& rect, int flags, const QString& text, int pixels,
                 int minimumPixels = 7);

// `font` at `pixels`, or at fewer down to `minimumPixels`: the largest size at which `text` fits
// `width` on one line (the smallest size when none does).
QFont fittedLineFont(QFont font, qreal width, const QString& text, int pixels,
                     int minimumPixels = 7);

// Draws `text` on one line in `rect` in the painter's font at the fitted size, elided only when
// it is too long even at `minimumPixels`; the painter's font is left as it was.
void drawFittedLine(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                    int pixels, int minimumPixels = 7);

// Draws `text` wrapped in `rect` in the painter's font at the fitted size.
void drawFittedText(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                    int pixels);

}  // namespace lt::shell
