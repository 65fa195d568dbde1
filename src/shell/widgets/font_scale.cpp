#include "widgets/font_scale.h"

#include <QGuiApplication>
#include <QRegularExpression>

namespace lt::shell {

namespace {

// Points per pixel at the 96 dpi the screens were laid out at.
constexpr qreal kPointsPerPixel = 72.0 / 96.0;

}  // namespace

qreal fontScale() {
    const QFont font = QGuiApplication::font();
    const qreal points =
        font.pointSizeF() > 0 ? font.pointSizeF() : font.pixelSize() * kPointsPerPixel;
    return points > 0 ? points / kDesignPointSize : 1.0;
}

int fontScaled(qreal designPixels) {
    return qRound(designPixels * fontScale());
}

QFont scaledFont(QFont font, qreal designPixels) {
    font.setPointSizeF(designPixels * kPointsPerPixel * fontScale());
    return font;
}

QString scaledFontSizes(const QString& sheet) {
    static const QRegularExpression size(QStringLiteral("font-size:\\s*(\\d+(?:\\.\\d+)?)(px|pt)"));
    QString scaled;
    qsizetype done = 0;
    for (const QRegularExpressionMatch& found : size.globalMatch(sheet)) {
        const qreal points = found.captured(1).toDouble() *
                             (found.captured(2) == QLatin1String("px") ? kPointsPerPixel : 1.0);
        scaled += sheet.mid(done, found.capturedStart() - done);
        scaled += QStringLiteral("font-size: %1pt").arg(points * fontScale(), 0, 'f', 2);
        done = found.capturedEnd();
    }
    return scaled + sheet.mid(done);
}

}  // namespace lt::shell
