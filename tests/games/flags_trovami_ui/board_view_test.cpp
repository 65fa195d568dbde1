// The Trovami! board as humans use it: letter keys and clicks touch cards, F keys book, the
// buzzers say who acts when several humans share the keyboard, and a buzzer with no name
// said in time is a wrong booking.
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include "games/flags_trovami/flags_trovami_board_view.h"
#include "games/flags_trovami/game.h"
#include "games/flags_trovami/reactions.h"
#include "games/flags_trovami/seats_view.h"
#include "games/flags_trovami/state.h"
#include "widgets/flag_dice_view.h"

namespace lt::shell::flags_trovami {

using lt::flags::Symbol;
using lt::flags_trovami::TrovamiState;
namespace core = lt::flags_trovami;

class TrovamiBoardViewTest : public QObject {
    Q_OBJECT

    std::unique_ptr<TrovamiState> laidOut(int players) {
        auto state = std::unique_ptr<TrovamiState>(
            static_cast<TrovamiState*>(game_.newInitialState({}, players).release()));
        const std::vector<int> red = state->redCards();
        for (int card : red) state->apply(core::layoutMove(card));
        return state;
    }
    int slotOf(const TrovamiState& state, const std::string& code) {
        for (int card : state.redCards())
            if (state.card(card).code == code) return state.homeSlot(card);
        return -1;
    }
    void showRace(TrovamiBoardView& view, TrovamiState& state, Symbol a, Symbol b) {
        state.apply(core::rollMove(a, b));
        view.showState(state, 0);
    }

    core::TrovamiGame game_;

  private slots:
    // Ten players on a 1024 × 600 screen (the seats 620 px wide, five to a line): the names
    // read "…" beside their piles; each now has a line of its own, "Computer 10" at 10 px at
    // least, with six players and with ten, while picking too.
    void tenNamesShowOnASmallScreen() {
        for (int players : {6, 10}) {
            for (bool picking : {false, true}) {
                TrovamiSeatsView seats;
                std::vector<SeatRow> rows;
                for (int seat = 0; seat < players; ++seat)
                    rows.push_back(
                        {QStringLiteral("Computer %1").arg(seat + 1), Qt::cyan, "", 3, 4});
                seats.setRows(rows);
                seats.setPicking(picking);
                seats.resize(620, seats.sizeHint().height());
                QFont font = seats.font();
                font.setPixelSize(10);
                font.setBold(true);
                const double needed = QFontMetricsF(font).horizontalAdvance("Computer 10");
                for (int seat = 0; seat < players; ++seat) {
                    const QRectF name = seats.nameRect(seat);
                    QVERIFY2(name.width() >= needed && name.height() >= 12,
                             qPrintable(QStringLiteral("%1 players, seat %2: %3×%4 in %5")
                                            .arg(players)
                                            .arg(seat)
                                            .arg(name.width())
                                            .arg(name.height())
                                            .arg(seats.rowRect(seat).width())));
                    QVERIFY(seats.rowRect(seat).contains(name));
                }
            }
        }
    }

    void oneHumanTouchesWithALetterOrAClick() {
        TrovamiBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bot", Qt::cyan, false}});
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto state = laidOut(2);
        view.showState(*state, 0);
        QSignalSpy claims(&view, &BoardView::claimChosen);
        QTest::keyClick(&view, Qt::Key_Q);  // no race yet: nothing
        QCOMPARE(claims.count(), 0);
        QVERIFY(view.rollButton()->isEnabled());  // Anna, the first seat, rolls first

        showRace(view, *state, Symbol::Circles, Symbol::Circles);  // Japan
        QVERIFY(view.promptText().contains("circles + circles"));
        const int japan = slotOf(*state, "JP");
        QTest::keyClick(&view, static_cast<Qt::Key>(Qt::Key_Q + 0), {});
        QCOMPARE(claims.count(), 1);
        QCOMPARE(claims.at(0).at(0).value<PlayerId>(), 0);
        QCOMPARE(claims.at(0).at(1).value<Move>(), core::grabMove(0));  // slot 0 is Q

        QTest::mouseClick(view.tableView(), Qt::LeftButton, {},
                          view.tableView()->slotRect(japan).center().toPoint());
        QCOMPARE(claims.count(), 2);
        QCOMPARE(claims.at(1).at(1).value<Move>(), core::grabMove(japan));

        QTest::keyClick(&view, Qt::Key_F2);  // book: "Bot has it"
        QCOMPARE(claims.count(), 3);
        QCOMPARE(claims.at(2).at(1).value<Move>(), core::bookMove(1));
    }

    void severalHumansBuzzFirst() {
        TrovamiBoardView view;
        view.setSeats(
            {{"Anna", Qt::yellow, true}, {"Bot", Qt::cyan, false}, {"Bruno", Qt::magenta, true}});
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto state = laidOut(3);
        showRace(view, *state, Symbol::Stars, Symbol::Stars);  // China
        QSignalSpy claims(&view, &BoardView::claimChosen);
        QTest::keyClick(&view, Qt::Key_W);  // whose hand? nobody buzzed
        QCOMPARE(claims.count(), 0);
        QTest::keyClick(&view, Qt::Key_4);  // Bruno's buzzer
        QCOMPARE(view.buzzing(), std::optional<PlayerId>(2));
        QTest::keyClick(&view, Qt::Key_1);  // Anna is too late: Bruno holds the keys
        QCOMPARE(view.buzzing(), std::optional<PlayerId>(2));
        QTest::keyClick(&view, Qt::Key_W);
        QCOMPARE(claims.count(), 1);
        QCOMPARE(claims.at(0).at(0).value<PlayerId>(), 2);
        QCOMPARE(claims.at(0).at(1).value<Move>(), core::grabMove(1));
        QCOMPARE(view.buzzing(), std::nullopt);

        // The mouse is Anna's, buzzer or not.
        const int china = slotOf(*state, "CN");
        QTest::mouseClick(view.tableView(), Qt::LeftButton, {},
                          view.tableView()->slotRect(china).center().toPoint());
        QCOMPARE(claims.count(), 2);
        QCOMPARE(claims.at(1).at(0).value<PlayerId>(), 0);

        // A buzzer and no name in time: a wrong booking.
        QTest::keyClick(&view, Qt::Key_1);
        QCOMPARE(view.buzzing(), std::optional<PlayerId>(0));
        QTRY_COMPARE_WITH_TIMEOUT(claims.count(), 3, 5000);
        QCOMPARE(claims.at(2).at(0).value<PlayerId>(), 0);
        QCOMPARE(claims.at(2).at(1).value<Move>(), core::bookNobodyMove());
    }

    void theHumanRollerRollsWithTheButtonOrHisKey() {
        TrovamiBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bruno", Qt::magenta, true}});
        view.resize(1100, 700);
        auto state = laidOut(2);
        view.showState(*state, 0);
        QVERIFY(view.rollButton()->isEnabled());
        QSignalSpy rolls(&view, &BoardView::rollRequested);
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QTest::keyClick(&view, Qt::Key_4);  // Bruno's key does not roll for Anna
        QCOMPARE(rolls.count(), 1);
        QTest::keyClick(&view, Qt::Key_1);
        QCOMPARE(rolls.count(), 2);
    }

    void aRollTumblesTheDiceThenFinishes() {
        TrovamiBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bruno", Qt::magenta, false}});
        view.resize(1100, 700);
        auto before = laidOut(2);
        auto after = std::make_unique<TrovamiState>(*before);
        const Move roll = core::rollMove(Symbol::Vertical, Symbol::Animals);
        after->apply(roll);
        QSignalSpy finished(&view, &BoardView::animationFinished);
        view.animateMove(*before, roll, *after, 0, 0.2);
        QVERIFY(view.diceView()->isRolling());
        QVERIFY(finished.wait(3000));
        QVERIFY(view.diceView()->dice() ==
                (std::vector<FlagDie>{{FlagDieColour::Blue, 0}, {FlagDieColour::Blue, 5}}));
        QCOMPARE(view.describeMove(*before, roll, *after),
                 QStringLiteral("Anna rolled vertical stripes + animals"));
    }

    void theRaceClockOfAHumanRollerEndsTheRace() {
        TrovamiBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bruno", Qt::magenta, false}});
        auto state = laidOut(2);
        state->apply(core::rollMove(Symbol::Circles, Symbol::Circles));
        state->applyClaim(1, core::grabMove(slotOf(*state, "JP")));
        state->apply(core::rollMove(Symbol::Circles, Symbol::Circles));  // gone: booking race
        view.showState(*state, 0);
        QSignalSpy moves(&view, &BoardView::moveChosen);
        view.requestMove(0);
        QVERIFY(moves.wait(lt::flags_trovami::kBookLimitMs + 2000));
        QCOMPARE(moves.at(0).at(0).value<Move>(), core::lapseMove());
    }
};

}  // namespace lt::shell::flags_trovami

QTEST_MAIN(lt::shell::flags_trovami::TrovamiBoardViewTest)
#include "board_view_test.moc"
