// The Recto Verso board on the offscreen platform: clicks and keys give the right moves, each
// hand shows what its viewer really sees (nothing behind the hand-over screen), moves fly, the
// table fits the board's place in a 1024 x 600 window, and a human plays a whole game by clicks
// and keys through the real match controller against a computer.
#include <QSignalSpy>
#include <QtTest>

#include "app/match_controller.h"
#include "arrange.h"
#include "framework/agent.h"
#include "framework/match_record.h"
#include "framework/view.h"
#include "games/recto_verso/moves.h"
#include "games/recto_verso/recto_verso_board.h"
#include "standard_games.h"

using namespace lt;
using namespace lt::recto_verso;
using lt::shell::recto_verso::RectoVersoBoard;
using lt::shell::recto_verso::Target;

class RectoVersoBoardTest : public QObject {
    Q_OBJECT

  private:
    RectoVersoGame game_;

    static std::vector<shell::SeatLook> looks(int players) {
        std::vector<shell::SeatLook> seats;
        const char* names[] = {"Anna", "Ben", "Carla", "Dario"};
        const QColor colours[] = {Qt::red, Qt::magenta, Qt::cyan, Qt::darkYellow};
        for (int i = 0; i < players; ++i) seats.push_back({names[i], colours[i], true});
        return seats;
    }

    static void prepare(RectoVersoBoard& board, const RectoVersoState& state, PlayerId viewer) {
        board.resize(660, 452);  // the board's place in a 1024 x 600 window
        board.setSeats(looks(state.numPlayers()));
        board.showState(state, viewer);
        board.requestMove(state.currentActor());
    }

    static std::optional<Target> targetOf(const RectoVersoBoard& board, Move move) {
        for (const Target& target : board.targets())
            if (target.move == move) return target;
        return std::nullopt;
    }

    static void click(RectoVersoBoard& board, const QRectF& rect) {
        QTest::mouseClick(&board, Qt::LeftButton, {}, rect.center().toPoint());
    }

  private slots:
    void aClickOnAHandCardPlaysIt() {
        RectoVersoBoard board;
        const auto state =
            fixture::arrange(game_, {{"16a 1a 2a 3a 5a 6a", "7a 8a 9a 10a 11a 12a"}});
        prepare(board, state, 0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        click(board, board.layout().hand.at(2));
        QCOMPARE(moves.size(), 1);
        QCOMPARE(moves.front().front().value<Move>(), playMove(2));
        QVERIFY(board.targets().empty());  // input is off once the move is made
    }

    void aStolenCardIsHeldAsSeenOrTurned() {
        RectoVersoBoard board;
        auto state = fixture::arrange(game_, {{"2a 1a 3a 4a 5a 6a", "8a 9a 10a 11a 12a 13a"}});
        fixture::play(state, "play 1");
        prepare(board, state, 0);
        QCOMPARE(board.hintText(), QString("Take a card from another player"));
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        click(board, board.layout().panelCards.at(0).at(3));
        QVERIFY(board.choosingHowToHold());
        QCOMPARE(moves.size(), 0);
        QTest::keyClick(&board, Qt::Key_Escape);  // back: another card
        QVERIFY(!board.choosingHowToHold());
        click(board, board.layout().panelCards.at(0).at(0));
        click(board, board.layout().turnChoice);
        QCOMPARE(moves.size(), 1);
        QCOMPARE(moves.front().front().value<Move>(), stealMove(1, 0, true));
    }

    void theKeyboardChoosesToo() {
        RectoVersoBoard board;
        auto state = fixture::arrange(game_, {{"1a 2a 3a 4a 5a 6a", "7a 8a 9a 10a 11a 12a"}});
        prepare(board, state, 0);
        QSignalSpy moves(&board, &shell::BoardView::moveChosen);
        QTest::keyClick(&board, Qt::Key_4);  // the 4th card
        QCOMPARE(moves.size(), 1);
        QCOMPARE(moves.back().front().value<Move>(), playMove(3));
        fixture::play(state, "play 1");  // Flip 3: arrows and Enter over the middle cards
        prepare(board, state, 0);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Right);
        QTest::keyClick(&board, Qt::Key_Return);
        QCOMPARE(moves.size(), 2);
        QCOMPARE(moves.back().front().value<Move>(), flipMiddleMove(2));
    }

    void handsShowWhatTheirViewerSees() {
        RectoVersoBoard board;
        const auto state = fixture::arrange(game_, {{"1a 2b 3a", "4a 5b 6a"}, "7a"});
        prepare(board, state, 0);
        QCOMPARE(board.bottomSeat(), 0);
        QCOMPARE(board.shownFace(0, 1), std::optional<Face>(faceOf(1, 1)));  // Anna's front
        QCOMPARE(board.shownFace(1, 1), std::optional<Face>(faceOf(4, 0)));  // Ben's back
        QCOMPARE(board.shownFace(kNobody, 0), std::optional<Face>(faceOf(6, 0)));
        board.showState(state, 1);  // Ben at the bottom: his fronts, Anna's backs
        QCOMPARE(board.bottomSeat(), 1);
        QCOMPARE(board.shownFace(1, 1), std::optional<Face>(faceOf(4, 1)));
        QCOMPARE(board.shownFace(0, 0), std::optional<Face>(faceOf(0, 1)));
        // Behind the hand-over screen no side of any hand shows; the middle is public.
        board.showState(state, shell::perspective::nobody);
        for (PlayerId seat = 0; seat < 2; ++seat)
            for (int i = 0; i < 3; ++i) QCOMPARE(board.shownFace(seat, i), std::nullopt);
        QCOMPARE(board.shownFace(kNobody, 0), std::optional<Face>(faceOf(6, 0)));
    }

    void aPlayedCardFliesToTheMiddle() {
        RectoVersoBoard board;
        auto before = fixture::arrange(game_, {{"16a 1a 2a 3a 5a 6a", "7a 8a 9a 10a 11a 12a"}});
        prepare(board, before, 1);
        auto after = before;
        fixture::play(after, "play 1");
        QSignalSpy finished(&board, &shell::BoardView::animationFinished);
        board.animateMove(before, playMove(0), after, 1, 0.5);
        QCOMPARE(finished.size(), 0);
        QVERIFY(finished.wait(2000));
        // Instant pace: done at once.
        board.animateMove(before, playMove(0), after, 1, 0);
        QCOMPARE(finished.size(), 2);
    }

    void describesMovesInWords() {
        RectoVersoBoard board;
        auto state =
            fixture::arrange(game_, {{"4b 8b 11b 13b 26b 16a", "1a 2a 3a 5a 6a 7a"}, "19b"});
        prepare(board, state, 0);
        auto played = state;
        fixture::play(played, "play 6");
        QCOMPARE(board.describeMove(state, playMove(5), played),
                 QString("Anna played fox (left half star)"));
        auto taken = played;
        fixture::play(taken, "take 1");
        QCOMPARE(board.describeMove(played, takeMove(0), taken),
                 QString("Anna took whale (turn over 3) from the middle — Anna scores a point!"));
    }

    void theTableFitsWithFourPlayers() {
        RectoVersoBoard board;
        auto state = fixture::arrange(game_, {{"1a 2a 3a 4a 5a", "6a 7a 8a 9a 10a",
                                               "11a 12a 13a 14a 15a", "16a 17a 18a 19a 20a"}});
        prepare(board, state, 0);
        const auto t = board.layout();
        const QRectF widget(0, 0, 660, 452);
        std::vector<QRectF> all(t.hand.begin(), t.hand.end());
        for (const auto& panel : t.panelCards) all.insert(all.end(), panel.begin(), panel.end());
        all.insert(all.end(), t.middle.begin(), t.middle.end());
        QCOMPARE(all.size(), 36u);
        for (std::size_t i = 0; i < all.size(); ++i) {
            QVERIFY(widget.contains(all[i]));
            QVERIFY(all[i].width() >= 22);  // the opponents' cards are the smallest
            for (std::size_t j = i + 1; j < all.size(); ++j) QVERIFY(!all[i].intersects(all[j]));
        }
        QVERIFY(t.hand.front().width() >= 60);  // big cards for small hands
    }

    // Anna plays Recto Verso to the end against Medium: every step of her turns by a click on
    // what glows, every third one by the keys, the move a sensible player would choose.
    void aHumanPlaysAWholeGameByClicksAndKeys() {
        RectoVersoBoard board;
        auto seats = looks(2);
        seats[1].human = false;
        board.setSeats(seats);
        board.resize(660, 452);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        shell::MatchController controller(
            Match(game_, {}, {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Ben", "medium", ""}},
                  21),
            &board);
        controller.setPace(0);
        controller.start();
        auto thinker = game_.makeAgent("medium");
        std::atomic<bool> stop{false};
        Rng rng(5);
        const QString folder = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
        int steps = 0, byKeys = 0, steals = 0;
        for (int wait = 0; wait < 200000 && !controller.match().state().isTerminal(); ++wait) {
            QTest::qWait(1);
            if (!controller.waitingForMove() || controller.animating()) continue;
            const auto& state = dynamic_cast<const RectoVersoState&>(controller.match().state());
            QCOMPARE(state.currentActor(), 0);
            // docs/screenshots/recto-verso.png: Anna to take, in the second round.
            if (!folder.isEmpty() && state.table().round == 2 && state.table().step == Step::Take)
                board.grab().save(folder + "/recto-verso.png");
            const std::size_t plies = controller.match().ply();
            const Move move = thinker->chooseMove(*state.viewFor(0), stop, rng);
            const Move first = kindOf(move) == MoveKind::Steal
                                   ? stealMove(seatOfMove(move), indexOfMove(move), false)
                                   : move;
            const auto target = targetOf(board, first);
            QVERIFY(target);
            if (steps % 3 == 2) {
                const auto list = board.targets();
                const auto at = std::find_if(list.begin(), list.end(),
                                             [first](const Target& t) { return t.move == first; });
                for (auto i = list.begin(); i != at; ++i) QTest::keyClick(&board, Qt::Key_Right);
                QTest::keyClick(&board, Qt::Key_Return);
                ++byKeys;
            } else {
                click(board, target->rect);
            }
            if (kindOf(move) == MoveKind::Steal) {
                QVERIFY(board.choosingHowToHold());
                click(board,
                      sideOfMove(move) ? board.layout().turnChoice : board.layout().keepChoice);
                ++steals;
            }
            QVERIFY(controller.match().ply() > plies);
            QCOMPARE(controller.match().playedMove(plies).notation, state.moveToString(move));
            ++steps;
        }
        const auto& end = dynamic_cast<const RectoVersoState&>(controller.match().state());
        QVERIFY(end.isTerminal());
        if (!folder.isEmpty()) board.grab().save(folder + "/recto-verso-end.png");
        int annas = 0;
        for (std::size_t i = 0; i < controller.match().ply(); ++i)
            annas += controller.match().stateAt(i)->currentActor() == 0;
        QCOMPARE(steps, annas);
        QVERIFY(steps > 10);
        QVERIFY(byKeys > 3);
        QVERIFY(*std::max_element(end.table().scores.begin(), end.table().scores.end()) >= 3);
        qInfo("Anna's steps %d (by keys %d, steals %d), scores %d-%d", steps, byKeys, steals,
              end.table().scores[0], end.table().scores[1]);
    }

    // Anna and Ben, two humans, with Carla, a computer, behind hand-overs: whenever the
    // hand-over screen is up no side of any hand shows; after "I am ..." the board shows that
    // player's fronts and the other human's backs only; now and then Undo or Redo instead of
    // "I am ...", and a resume from the saved record in a new controller.
    void twoHumansNeverSeeEachOthersFronts() {
        RectoVersoBoard board;
        auto seats = looks(3);
        seats[2].human = false;
        board.setSeats(seats);
        board.resize(660, 452);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        const std::vector<SeatSpec> specs{SeatSpec{true, "Anna", "", ""},
                                          SeatSpec{true, "Ben", "", ""},
                                          SeatSpec{false, "Carla", "easy", ""}};
        auto controller =
            std::make_unique<shell::MatchController>(Match(game_, {}, specs, 4), &board);
        controller->setPace(0);
        controller->start();
        const GameRegistry games = makeStandardGames();
        auto thinker = game_.makeAgent("medium");
        std::atomic<bool> stop{false};
        Rng rng(9);
        std::optional<PlayerId> looking;
        int handOvers = 0, undos = 0, redos = 0, resumes = 0, moves = 0;
        for (int wait = 0; wait < 100000 && moves < 60 && !controller->match().state().isTerminal();
             ++wait) {
            QTest::qWait(1);
            if (controller->animating()) continue;
            const auto& state = dynamic_cast<const RectoVersoState&>(controller->match().state());
            if (const auto seat = controller->handOverSeat()) {
                QCOMPARE(*seat, state.currentActor());
                for (PlayerId p = 0; p < 3; ++p)
                    for (int i = 0; i < static_cast<int>(state.hand(p).size()); ++i)
                        QCOMPARE(board.shownFace(p, i), std::nullopt);
                looking.reset();
                const int pattern = handOvers++ % 6;
                if (pattern == 1 && controller->canUndo()) {
                    controller->undo();
                    ++undos;
                } else if (pattern == 2 && controller->canRedo()) {
                    controller->redo();
                    ++redos;
                } else if (pattern == 4) {
                    const MatchRecord record =
                        readMatchRecord(writeMatchRecord(controller->match().record()));
                    controller.reset();
                    controller = std::make_unique<shell::MatchController>(
                        Match::fromRecord(games, record), &board);
                    controller->setPace(0);
                    controller->start();
                    ++resumes;
                } else {
                    controller->acceptHandOver();
                    looking = *seat;
                }
                continue;
            }
            if (!controller->waitingForMove()) continue;
            const PlayerId actor = state.currentActor();
            QCOMPARE(looking, std::optional<PlayerId>(actor));
            QCOMPARE(board.bottomSeat(), actor);
            const PlayerId other = 1 - actor;
            for (int i = 0; i < static_cast<int>(state.hand(actor).size()); ++i)
                QCOMPARE(board.shownFace(actor, i),
                         std::optional<Face>(state.hand(actor)[i].shown()));
            for (int i = 0; i < static_cast<int>(state.hand(other).size()); ++i)
                QCOMPARE(board.shownFace(other, i),
                         std::optional<Face>(state.hand(other)[i].hidden()));
            const std::size_t plies = controller->match().ply();
            const Move move = thinker->chooseMove(*state.viewFor(actor), stop, rng);
            const Move first = kindOf(move) == MoveKind::Steal
                                   ? stealMove(seatOfMove(move), indexOfMove(move), false)
                                   : move;
            const auto target = targetOf(board, first);
            QVERIFY(target);
            click(board, target->rect);
            if (kindOf(move) == MoveKind::Steal)
                click(board,
                      sideOfMove(move) ? board.layout().turnChoice : board.layout().keepChoice);
            QVERIFY(controller->match().ply() > plies);
            ++moves;
        }
        qInfo("moves %d, hand-overs %d, undos %d, redos %d, resumes %d", moves, handOvers, undos,
              redos, resumes);
        QVERIFY(moves >= 60 || controller->match().state().isTerminal());
        QVERIFY(handOvers >= 10);
        QVERIFY(undos >= 2);
        QVERIFY(redos >= 1);
        QVERIFY(resumes >= 1);
    }
};

QTEST_MAIN(RectoVersoBoardTest)
#include "board_test.moc"
