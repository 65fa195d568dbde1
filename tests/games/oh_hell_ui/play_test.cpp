// Oh Hell played to the end through the real match controller: Anna, a human, bids with the
// keys and plays her cards by clicks on the table against two computers; three computers alone
// at the largest table.
#include <QPushButton>
#include <QTest>

#include "../../support/play_table.h"
#include "app/match_controller.h"
#include "games/oh_hell/game.h"
#include "games/oh_hell/moves.h"
#include "games/oh_hell/oh_hell_board.h"
#include "games/oh_hell/rule_player.h"
#include "games/oh_hell/state.h"

namespace lt::shell::oh_hell {

using namespace lt::oh_hell;

class OhHellPlayTest : public QObject {
    Q_OBJECT

  private:
    static Options shortGame() {
        Options options;
        options.set("short-game", "true");
        return options;
    }

    // The visible part of card `index` of the bottom hand.
    static QPoint cardPoint(const OhHellBoard& board, int index) {
        const auto rects = board.geometry().handCards(static_cast<int>(board.shownHand().size()));
        const QRectF r = rects.at(static_cast<std::size_t>(index));
        const qreal right = static_cast<std::size_t>(index) + 1 < rects.size()
                                ? rects[static_cast<std::size_t>(index) + 1].left()
                                : r.right();
        return QPointF((r.left() + right) / 2, r.center().y()).toPoint();
    }

  private slots:
    void aHumanPlaysAWholeGameByKeysAndClicks() {
        OhHellGame game;
        OhHellBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        const lt::test::Seating seating{
            {{"Anna", colours.at(0), true},
             {"Easy", colours.at(1), false},
             {"Medium", colours.at(2), false}},
            {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Easy", "easy", ""},
             SeatSpec{false, "Medium", "medium", ""}}};
        const auto controller =
            lt::test::setUpMatch(board, {660, 452}, game, shortGame(), seating, 31);
        QVERIFY(controller);
        controller->start();
        int bids = 0, cards = 0, refusals = 0;
        for (int step = 0; step < 200000 && !controller->match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            if (!controller->waitingForMove()) continue;
            const auto& state = static_cast<const OhHellState&>(controller->match().state());
            QCOMPARE(state.currentActor(), 0);
            const std::size_t before = controller->match().ply();
            if (state.table().phase == Phase::Bidding) {
                // The bid a person would make, typed as a digit (or Left/Right and Enter).
                const int bid = nearestAllowedBid(
                    state.table(), expectedTricks(state.hand(0), state.table().trump(), 3));
                if (bid <= 9) {
                    QTest::keyClick(&board, static_cast<Qt::Key>(Qt::Key_0 + bid));
                } else {
                    for (int i = 0; i < bid; ++i) QTest::keyClick(&board, Qt::Key_Right);
                    QTest::keyClick(&board, Qt::Key_Return);
                }
                QCOMPARE(controller->match().playedMove(before).notation,
                         "bid " + std::to_string(bid));
                ++bids;
                continue;
            }
            const auto hand = board.shownHand();
            const auto playable = state.playableNow();
            // docs/screenshots/oh-hell-trick.png: Anna to follow in the 10-card deal.
            const QString folder = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
            if (!folder.isEmpty() && state.table().handSize() == 10 && state.hand(0).size() == 8 &&
                state.table().trick.size() == 2)
                QVERIFY(board.grab().save(folder + "/oh-hell-trick.png"));
            // Now and then a card that may not be played first: refused, with a reason.
            for (std::size_t i = 0; i < hand.size() && cards % 3 == 0; ++i)
                if (std::find(playable.begin(), playable.end(), hand[i]) == playable.end()) {
                    QTest::mouseClick(&board, Qt::LeftButton, {},
                                      cardPoint(board, static_cast<int>(i)));
                    QCOMPARE(controller->match().ply(), before);
                    QVERIFY(!board.message().isEmpty());
                    ++refusals;
                    break;
                }
            const Card choice = ruleCard(state.table(), 0, playable);
            const auto at = std::find(hand.begin(), hand.end(), choice);
            QTest::mouseClick(&board, Qt::LeftButton, {},
                              cardPoint(board, static_cast<int>(at - hand.begin())));
            QCOMPARE(controller->match().playedMove(before).notation,
                     "play " + cards::toString(choice));
            ++cards;
        }
        const auto& state = static_cast<const OhHellState&>(controller->match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(bids, 17);
        QCOMPARE(cards, 17 * 18 / 2);
        QVERIFY(refusals > 0);
        QCOMPARE(state.table().results.size(), 17u);
        int total = 0;
        for (const auto& result : state.table().results) total += result.points[0];
        QCOMPARE(state.table().totals[0], total);
    }

    void sixComputersPlayAWholeGame() {
        OhHellGame game;
        OhHellBoard board;
        const auto colours = lt::test::defaultSeatColours(game);
        lt::test::Seating seating;
        for (int seat = 0; seat < 6; ++seat) {
            const char* level = seat % 2 ? "easy" : "medium";
            seating.looks.push_back({QString("Robot %1").arg(seat + 1), colours.at(seat), false});
            seating.seats.push_back(SeatSpec{false, "Robot", level, ""});
        }
        // The size the board gets in a 1024 × 600 window.
        const auto controller = lt::test::setUpMatch(board, {660, 452}, game, {}, seating, 8);
        QVERIFY(controller);
        QVERIFY(lt::test::playToTheEnd(*controller, 120000));
        const auto& state = static_cast<const OhHellState&>(controller->match().state());
        QCOMPARE(state.table().results.size(), 15u);
        // At the end the score sheet opens by itself (docs/screenshots/oh-hell-score-sheet.png
        // is this picture: LUDOTECA_SCREENSHOT_DIR=docs/screenshots).
        QVERIFY(board.showingScoreSheet());
        const QString folder = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
        if (!folder.isEmpty()) QVERIFY(board.grab().save(folder + "/oh-hell-score-sheet.png"));
    }
};

}  // namespace lt::shell::oh_hell

QTEST_MAIN(lt::shell::oh_hell::OhHellPlayTest)
#include "play_test.moc"
