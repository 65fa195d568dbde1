// Text painted whole (issue 16, a 1024 × 600 screen): President's line over the hand wrapped to
// three lines in its 40 px and lost the third ("Pass"); drawn at the fitted size it fits. A line
// that must stay one line (a name plate) is drawn smaller too.
#include <QApplication>
#include <QFontMetricsF>
#include <QTest>

#include "widgets/fitted_text.h"

namespace lt::shell {

class FittedTextTest : public QObject {
    Q_OBJECT

    static QFont bold() {
        QFont font = QApplication::font();
        font.setBold(true);
        return font;
    }
    static QRectF needed(const QFont& font, const QRectF& rect, const QString& text) {
        return QFontMetricsF(font).boundingRect(rect, kFlags | Qt::TextWordWrap, text);
    }
    static constexpr int kFlags = Qt::AlignLeft | Qt::AlignVCenter;

  private slots:
    void aLongPromptIsDrawnSmallerAndWhole() {
        // The rectangle President gives it on the board a 1024 × 600 screen's window holds.
        const QRectF rect(14, 300, 660 - 250, 40);
        const QString text = QStringLiteral(
            "Anna · Cards: 13\nBeat 9♦ 9♠ with as many cards of a higher rank, or Pass");
        QFont full = bold();
        full.setPixelSize(13);
        QVERIFY(needed(full, rect, text).height() > rect.height());  // three lines: cut
        const QFont fitted = fittedFont(bold(), rect, kFlags, text, 13);
        QVERIFY(fitted.pixelSize() < 13);
        QVERIFY(fitted.pixelSize() >= 9);
        QVERIFY(needed(fitted, rect, text).height() <= rect.height());
        QVERIFY(fitted.bold());
    }

    void aPromptThatFitsKeepsItsSize() {
        const QRectF rect(0, 0, 600, 40);
        QCOMPARE(
            fittedFont(bold(), rect, kFlags, QStringLiteral("Anna · Cards: 13"), 13).pixelSize(),
            13);
    }

    void nothingSmallerThanTheFloor() {
        const QRectF rect(0, 0, 20, 5);
        QCOMPARE(
            fittedFont(bold(), rect, kFlags, QStringLiteral("far too long to fit"), 13).pixelSize(),
            7);
    }

    void aLongLineIsDrawnSmallerOnOneLine() {
        // Whistiti's dealer plate on a 1024 × 600 screen was cut after "0 …".
        const QString text = QStringLiteral("trump 9♠ · 0 tricks · 0 points");
        QFont full = bold();
        full.setPixelSize(12);
        const qreal width = 170;
        QVERIFY(QFontMetricsF(full).horizontalAdvance(text) > width);
        const QFont fitted = fittedLineFont(bold(), width, text, 12);
        QVERIFY(fitted.pixelSize() < 12);
        QVERIFY(fitted.pixelSize() >= 8);
        QVERIFY(QFontMetricsF(fitted).horizontalAdvance(text) <= width);
        QCOMPARE(fittedLineFont(bold(), 600, text, 12).pixelSize(), 12);
        QCOMPARE(fittedLineFont(bold(), 20, text, 12, 9).pixelSize(), 9);
    }
};

}  // namespace lt::shell

QTEST_MAIN(lt::shell::FittedTextTest)
#include "fitted_text_test.moc"
