// The Yam board as a human uses it: dice clicked (or keys 1-5) then Roll give the hold move,
// a click on a sheet box gives the score move, and nothing is emitted unless a move was
// requested. Offscreen platform.
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include "../../support/in_language.h"
#include "games/yam/game.h"
#include "games/yam/sheet_model.h"
#include "games/yam/state.h"
#include "games/yam/yam_board_view.h"
#include "widgets/dice_view.h"
#include "widgets/score_sheet_view.h"

namespace lt::shell::yam {

using lt::yam::YamState;

class YamBoardViewTest : public QObject {
    Q_OBJECT

  private:
    lt::yam::YamGame game_;

    std::unique_ptr<YamState> newGame() {
        Options options;
        options.set("columns", "down-up-free");
        auto state = game_.newInitialState(options, 2);
        return std::unique_ptr<YamState>(static_cast<YamState*>(state.release()));
    }

    static void play(YamState& state, const char* text) {
        const auto move = state.parseMove(text);
        QVERIFY2(move.has_value(), text);
        state.apply(*move);
    }

    // A shown board with Anna (human) and the computer seated.
    static void prepare(YamBoardView& view) {
        view.setSeats(
            {{"Anna", QColor(214, 47, 47), true}, {"Computer", QColor(42, 111, 214), false}});
        view.resize(1000, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }

    static void clickDie(YamBoardView& view, int index) {
        DiceView* dice = view.diceView();
        QTest::mouseClick(dice, Qt::LeftButton, {}, dice->dieRect(index).center().toPoint());
    }

    static void clickBox(YamBoardView& view, int column, lt::yam::Box box) {
        ScoreSheetView* sheet = view.sheetView();
        QTest::mouseClick(sheet, Qt::LeftButton, {},
                          sheet->boxRect(column, rowOfBox(box)).center().toPoint());
    }

    static QStringList chosen(const QSignalSpy& spy, const YamState& state) {
        QStringList texts;
        for (const auto& signal : spy)
            texts << QString::fromStdString(state.moveToString(signal.at(0).value<lt::Move>()));
        return texts;
    }

  private slots:
    // Session 15, German at 1024 × 600: the tabs read "A…", "Co…" and the sheet's right
    // column was cut. At the board's share of a 1024 × 600 and a 1280 × 800 window, in English
    // and German, with 2 to 4 players: every tab shows its player's whole name, the sheet lies
    // inside the board, every box inside the sheet up to its border, and every label whole.
    void theSheetShowsWholeAtSmallSizes() {
        QStringList problems;
        for (const char* language : {"en", "de"}) {
            const test::InLanguage translated(language);
            for (const QSize size : {QSize(660, 380), QSize(852, 580)}) {
                for (int players = 2; players <= 4; ++players) {
                    YamBoardView view;
                    std::vector<SeatLook> seats{{"Anna", QColor(214, 47, 47), true}};
                    for (int seat = 1; seat < players; ++seat)
                        seats.push_back({QStringLiteral("Computer %1").arg(seat + 1),
                                         QColor(42, 111, 214), false});
                    view.setSeats(seats);
                    Options options;
                    options.set("columns", "down-up-free");
                    auto state = game_.newInitialState(options, players);
                    view.showState(*state, 0);
                    view.resize(size);
                    view.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&view));
                    const ScoreSheetView* sheet = view.sheetView();
                    const QString where = QStringLiteral("%1 %2×%3 %4 players: ")
                                              .arg(language)
                                              .arg(size.width())
                                              .arg(size.height())
                                              .arg(players);
                    if (!sheet->tabNamesShowWhole()) problems << where + "a name is cut";
                    if (!view.rect().contains(sheet->geometry()))
                        problems << where + "the sheet leaves the board";
                    const QRectF paper = QRectF(sheet->rect()).adjusted(2, 0, -2, -2);
                    for (int column = 0; column < 3; ++column)
                        for (int row = 0; row < kSheetRows; ++row)
                            if (!paper.contains(sheet->boxRect(column, row)))
                                problems
                                    << where +
                                           QStringLiteral("box %1,%2 is cut").arg(column).arg(row);
                    if (!sheet->labelsShowWhole()) problems << where + "a label is cut";
                    // No strip beside the last column, which looked like a column cut off.
                    if (sheet->boxRect(2, 0).right() < sheet->width() - 5)
                        problems << where + "a strip beside the last column";
                }
            }
        }
        problems.removeDuplicates();
        for (const QString& problem : problems) qInfo().noquote() << problem;
        QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + " problems"));
    }

    void clickedDiceThenRollGiveTheHoldMove() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 1 3 3 5 6");  // positions: 1 3 3 5 6
        QSignalSpy spy(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        view.requestMove(0);
        QCOMPARE(view.rollButton()->text(), QString("Roll again (2 left)"));
        clickDie(view, 1);
        clickDie(view, 2);
        clickDie(view, 0);
        clickDie(view, 0);  // held, then released
        QCOMPARE(view.diceView()->held(), (std::vector<bool>{false, true, true, false, false}));
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(chosen(spy, *state), QStringList{"hold 3 3"});
    }

    void keysHoldDiceAndEnterRolls() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 2 2 4 4 6");
        QSignalSpy spy(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        view.requestMove(0);
        QTest::keyClick(&view, Qt::Key_3);
        QTest::keyClick(&view, Qt::Key_4);
        QTest::keyClick(&view, Qt::Key_5);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(chosen(spy, *state), QStringList{"hold 4 4 6"});
    }

    void noDiceKeptMeansThrowingAllFive() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 1 2 3 5 6");
        QSignalSpy spy(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        view.requestMove(0);
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(chosen(spy, *state), QStringList{"hold none"});
    }

    void allFiveKeptCannotRoll() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 1 2 3 5 6");
        view.showState(*state, 0);
        view.requestMove(0);
        for (int die = 0; die < 5; ++die) clickDie(view, die);
        QVERIFY(!view.rollButton()->isEnabled());
    }

    void clickingABoxGivesTheScoreMove() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 2 2 5 5 5");
        QSignalSpy spy(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        view.requestMove(0);
        // Full in the down column is out of order: nothing happens.
        clickBox(view, 0, lt::yam::Box::Full);
        QCOMPARE(spy.count(), 0);
        clickBox(view, 2, lt::yam::Box::Full);
        QCOMPARE(chosen(spy, *state), QStringList{"score full free"});
    }

    // Issue 16 item 13: an open box previews its points under the mouse and under the
    // keyboard focus; the arrows walk the open boxes and Enter scores the focused one.
    void openBoxesPreviewTheirPoints() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 2 2 5 5 5");
        QSignalSpy spy(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        view.requestMove(0);
        ScoreSheetView* sheet = view.sheetView();
        const int full = rowOfBox(lt::yam::Box::Full);
        QCOMPARE(sheet->previewAt(2, full), std::nullopt);
        QTest::mouseMove(sheet, sheet->boxRect(2, full).center().toPoint());
        QCOMPARE(sheet->previewAt(2, full),
                 std::optional<int>(lt::yam::boxScore(lt::yam::Box::Full, state->diceCounts())));
        QTest::mouseMove(sheet, sheet->boxRect(0, full).center().toPoint());  // not open
        QCOMPARE(sheet->previewAt(0, full), std::nullopt);
        QCOMPARE(sheet->previewAt(2, full), std::nullopt);

        // Keys: the first arrow shows the focus on the first open box (Ones, down column).
        const int ones = rowOfBox(lt::yam::Box::Ones);
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(sheet->focusedBox(), (std::optional<std::pair<int, int>>{{0, ones}}));
        QCOMPARE(sheet->previewAt(0, ones), std::optional<int>(0));
        // Right goes to the nearest open box that way: the free column's Ones.
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(sheet->focusedBox(), (std::optional<std::pair<int, int>>{{2, ones}}));
        for (int i = 0; i < kSheetRows && sheet->focusedBox()->second != full; ++i)
            QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(sheet->focusedBox(), (std::optional<std::pair<int, int>>{{2, full}}));
        QCOMPARE(sheet->previewAt(2, full),
                 std::optional<int>(lt::yam::boxScore(lt::yam::Box::Full, state->diceCounts())));
        QCOMPARE(spy.count(), 0);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(chosen(spy, *state), QStringList{"score full free"});
    }

    // Enter rolls again while a roll is possible and the focus is not shown; Esc hides it.
    void enterRollsUnlessABoxHasTheFocus() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 2 2 5 5 5");
        QSignalSpy spy(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        view.requestMove(0);
        QTest::keyClick(&view, Qt::Key_Down);
        QVERIFY(view.sheetView()->focusedBox());
        QTest::keyClick(&view, Qt::Key_Escape);
        QCOMPARE(view.sheetView()->focusedBox(), std::nullopt);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(chosen(spy, *state), QStringList{"hold none"});
    }

    // Issue 16 item 13: the header counts the throws made, as the Roll button counts those
    // left ("throw 2 of 3" over "Roll again (1 left)"), also while the next throw waits.
    void headerAndRollButtonCountAlike() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 2 2 5 5 5");
        play(*state, "hold 5 5 5");
        play(*state, "roll 1 4");
        play(*state, "hold 5 5 5");
        QVERIFY(state->isChanceNode());
        view.showState(*state, 0);
        auto* header = view.findChild<QLabel*>("yamTurn");
        QCOMPARE(header->text(), QString("Anna — throw 2 of 3"));
        QCOMPARE(view.rollButton()->text(), QString("Roll again (1 left)"));
    }

    void upColumnOffersYamFirst() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 4 4 4 4 4");
        QSignalSpy spy(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        view.requestMove(0);
        clickBox(view, 1, lt::yam::Box::Ones);  // the up column starts at Yam
        QCOMPARE(spy.count(), 0);
        clickBox(view, 1, lt::yam::Box::Yam);
        QCOMPARE(chosen(spy, *state), QStringList{"score yam up"});
    }

    void noInputWhenNotRequested() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 2 2 5 5 5");
        QSignalSpy spy(&view, &BoardView::moveChosen);
        QSignalSpy rolls(&view, &BoardView::rollRequested);
        view.showState(*state, 0);
        clickDie(view, 0);
        QTest::keyClick(&view, Qt::Key_2);
        QCOMPARE(view.diceView()->held(), std::vector<bool>(5, false));
        QVERIFY(!view.rollButton()->isEnabled());
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        clickBox(view, 2, lt::yam::Box::Full);
        QTest::keyClick(&view, Qt::Key_Return);
        // Requested, then cancelled: input is off again.
        view.requestMove(0);
        view.cancelRequest();
        clickBox(view, 2, lt::yam::Box::Full);
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 0);
        QCOMPARE(rolls.count(), 0);
    }

    void rollButtonRollsForTheHumanOnly() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        QSignalSpy rolls(&view, &BoardView::rollRequested);
        view.showState(*state, 0);
        QCOMPARE(view.rollButton()->text(), QString("Roll the dice"));
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(rolls.count(), 1);

        play(*state, "roll 1 1 1 1 1");
        play(*state, "score 1 free");  // the computer's turn now
        view.showState(*state, 0);
        QVERIFY(!view.rollButton()->isEnabled());
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(rolls.count(), 1);
    }

    void rollAgainThrowsRightAway() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 1 3 3 5 6");
        QSignalSpy spy(&view, &BoardView::moveChosen);
        QSignalSpy finished(&view, &BoardView::animationFinished);
        QSignalSpy rolls(&view, &BoardView::rollRequested);
        view.showState(*state, 0);
        view.requestMove(0);
        clickDie(view, 1);
        clickDie(view, 2);
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        auto after = std::unique_ptr<YamState>(static_cast<YamState*>(state->clone().release()));
        after->apply(spy.at(0).at(0).value<lt::Move>());
        view.animateMove(*state, spy.at(0).at(0).value<lt::Move>(), *after, 0, 1.0);
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(rolls.count(), 1);
        QCOMPARE(view.diceView()->held(), (std::vector<bool>{false, true, true, false, false}));
    }

    void throwAnimationLandsOnTheThrownFaces() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 1 3 3 5 6");
        play(*state, "hold 3 3");
        auto after = std::unique_ptr<YamState>(static_cast<YamState*>(state->clone().release()));
        play(*after, "roll 2 3 3");
        QSignalSpy finished(&view, &BoardView::animationFinished);
        view.showState(*state, 0);
        view.animateMove(*state, *state->parseMove("roll 2 3 3"), *after, 0, 0.2);
        QVERIFY(view.diceView()->isRolling());
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(view.diceView()->faces(), (std::vector<int>{2, 3, 3, 3, 3}));
    }

    void describesMovesForTheStatusBar() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 2 2 5 5 5");
        auto after = std::unique_ptr<YamState>(static_cast<YamState*>(state->clone().release()));
        const lt::Move full = *state->parseMove("score full free");
        after->apply(full);
        QCOMPARE(view.describeMove(*state, full, *after),
                 QString("Anna scored 30 in Full (free column)"));
        QCOMPARE(view.soundFor(*state, full, *after), Sound::Move);
        const lt::Move hold = *state->parseMove("hold 5 5 5");
        auto held = std::unique_ptr<YamState>(static_cast<YamState*>(state->clone().release()));
        held->apply(hold);
        QCOMPARE(view.describeMove(*state, hold, *held), QString("Anna keeps 5 5 5"));
        QCOMPARE(view.soundFor(*state, hold, *held), Sound::None);
    }

    void scoringDiceAreTheOnesThatCount() {
        auto state = newGame();
        play(*state, "roll 2 3 3 4 5");
        QCOMPARE(scoringDice(*state, lt::yam::Box::SmallStraight),
                 (std::vector<bool>{true, true, false, true, true}));
        QCOMPARE(scoringDice(*state, lt::yam::Box::Threes),
                 (std::vector<bool>{false, true, true, false, false}));
        QCOMPARE(scoringDice(*state, lt::yam::Box::Tris), std::vector<bool>(5, false));
        QCOMPARE(scoringDice(*state, lt::yam::Box::Max), std::vector<bool>(5, false));
        QCOMPARE(scoringDice(*state, lt::yam::Box::Min), std::vector<bool>(5, true));
    }

    void hintMarksTheDiceToKeep() {
        YamBoardView view;
        prepare(view);
        auto state = newGame();
        play(*state, "roll 1 3 3 5 6");
        view.showState(*state, 0);
        view.requestMove(0);
        view.showHint(*state->parseMove("hold 3 3 5"));
        QCOMPARE(view.diceView()->held(), (std::vector<bool>{false, true, true, true, false}));
        QSignalSpy spy(&view, &BoardView::moveChosen);
        QTest::mouseClick(view.rollButton(), Qt::LeftButton);
        QCOMPARE(chosen(spy, *state), QStringList{"hold 3 3 5"});
    }
};

}  // namespace lt::shell::yam

QTEST_MAIN(lt::shell::yam::YamBoardViewTest)
#include "board_view_test.moc"
