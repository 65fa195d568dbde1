// The token/pot display: counts after transfers (instant and animated), clamping, the signal
// sent once per transfer, and a layout that stays inside the widget at any size.
#include <QImage>
#include <QSignalSpy>
#include <QTest>

#include "widgets/token_pot_view.h"

namespace lt::shell {

class TokenPotViewTest : public QObject {
    Q_OBJECT

  private:
    static void seatThree(TokenPotView& view) {
        view.setSeats({{"Anna", QColor(214, 47, 47), 10},
                       {"Bruno", QColor(42, 111, 214), 10},
                       {"Carla", QColor(40, 160, 70), 10}});
        view.setPot(0);
    }

  private slots:
    void antesFromEverySeatLandInThePot() {
        TokenPotView view;
        seatThree(view);
        QSignalSpy finished(&view, &TokenPotView::transferFinished);
        view.transfer(
            {{0, TokenPotView::kPot, 2}, {1, TokenPotView::kPot, 2}, {2, TokenPotView::kPot, 2}},
            0);
        QCOMPARE(view.pot(), 6);
        QCOMPARE(view.tokens(0), 8);
        QCOMPARE(view.tokens(1), 8);
        QCOMPARE(view.tokens(2), 8);
        QCOMPARE(finished.count(), 0);  // queued, like the end of an animated flight
        QVERIFY(finished.wait(1000));
        QCOMPARE(finished.count(), 1);

        view.transfer(TokenPotView::kPot, 1, 6, 0);
        QCOMPARE(view.pot(), 0);
        QCOMPARE(view.tokens(1), 14);
    }

    void aTransferNeverTakesMoreThanTheSourceHolds() {
        TokenPotView view;
        seatThree(view);
        view.setPot(3);
        view.transfer(TokenPotView::kPot, 2, 10, 0);
        QCOMPARE(view.pot(), 0);
        QCOMPARE(view.tokens(2), 13);
        view.transfer(0, 1, 25, 0);
        QCOMPARE(view.tokens(0), 0);
        QCOMPARE(view.tokens(1), 20);
        // Bad ends are ignored rather than trusted.
        view.transfer(7, 1, 3, 0);
        view.transfer(1, 1, 3, 0);
        QCOMPARE(view.tokens(1), 20);
        QCOMPARE(view.tokens(0) + view.tokens(1) + view.tokens(2) + view.pot(), 33);
    }

    void anAnimatedTransferEndsWithOneSignal() {
        TokenPotView view;
        seatThree(view);
        view.resize(500, 360);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy finished(&view, &TokenPotView::transferFinished);
        view.transfer(0, 2, 4, 250);
        QVERIFY(view.isTransferring());
        QCOMPARE(view.tokens(2), 14);  // the final counts are known at once
        QVERIFY(finished.wait(2000));
        QVERIFY(!view.isTransferring());
        QTest::qWait(50);
        QCOMPARE(finished.count(), 1);
    }

    void aNewTransferLandsTheRunningOneFirst() {
        TokenPotView view;
        seatThree(view);
        QSignalSpy finished(&view, &TokenPotView::transferFinished);
        view.transfer(0, TokenPotView::kPot, 3, 5000);
        view.transfer(TokenPotView::kPot, 1, 3, 5000);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(view.pot(), 0);
        QCOMPARE(view.tokens(0), 7);
        QCOMPARE(view.tokens(1), 13);
        view.setTokens(2, 4);  // setting a count lands the flight too
        QCOMPARE(finished.count(), 2);
        QVERIFY(!view.isTransferring());
    }

    void seatsSitAroundThePotInsideTheWidgetAtAnySize() {
        for (const QSize size : {QSize(160, 110), QSize(420, 300), QSize(1200, 500)}) {
            TokenPotView view;
            view.setSeats({{"Anna", Qt::red, 3},
                           {"Bruno", Qt::blue, 45},
                           {"Carla", Qt::green, 0},
                           {"Dario", Qt::yellow, 21}});
            view.setPot(12);
            view.resize(size);
            const QRectF inside(QPointF(0, 0), QSizeF(size));
            for (int seat = 0; seat < 4; ++seat) {
                // A hair of tolerance: the ring touches the edges, in floating point.
                QVERIFY(inside.adjusted(-0.01, -0.01, 0.01, 0.01).contains(view.seatRect(seat)));
                QVERIFY(!view.seatRect(seat).intersects(view.potRect()));
                for (int other = seat + 1; other < 4; ++other)
                    QVERIFY(!view.seatRect(seat).intersects(view.seatRect(other)));
            }
            // Seat 0 at the bottom, then clockwise: the next one on the left, then the top.
            QVERIFY(view.seatRect(0).center().y() > view.potRect().bottom());
            QVERIFY(view.seatRect(1).center().x() < view.potRect().left());
            QVERIFY(view.seatRect(2).center().y() < view.potRect().top());
            QVERIFY(view.seatRect(3).center().x() > view.potRect().right());

            // Anna's chips are drawn in her colour inside her box.
            QImage image(size, QImage::Format_ARGB32);
            image.fill(Qt::black);
            view.render(&image);
            const QRect box = view.seatRect(0).toRect();
            int reddish = 0;
            for (int y = box.top(); y <= box.bottom(); ++y)
                for (int x = box.left(); x <= box.right(); ++x) {
                    const QColor pixel = image.pixelColor(x, y);
                    if (pixel.red() > 150 && pixel.green() < 90 && pixel.blue() < 90) ++reddish;
                }
            QVERIFY2(reddish > 10, qPrintable(QString::number(reddish)));
        }
    }

    void threeSeatsStayClearOfThePot() {
        for (const QSize size : {QSize(300, 220), QSize(420, 300), QSize(900, 300)}) {
            TokenPotView view;
            seatThree(view);
            view.resize(size);
            for (int seat = 0; seat < 3; ++seat)
                QVERIFY(!view.seatRect(seat).intersects(view.potRect()));
        }
    }

    void theActiveSeatIsRememberedAndBoundsChecked() {
        TokenPotView view;
        seatThree(view);
        view.setActiveSeat(2);
        QCOMPARE(view.activeSeat(), 2);
        view.setActiveSeat(5);
        QCOMPARE(view.activeSeat(), -1);
        QCOMPARE(view.tokens(9), 0);
    }
};

}  // namespace lt::shell

QTEST_MAIN(lt::shell::TokenPotViewTest)
#include "token_pot_view_test.moc"
