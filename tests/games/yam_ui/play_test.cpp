// Whole games of Yam played only through the board, with the real match controller in charge
// (offscreen platform, instant pace): one player by its buttons, dice and sheet boxes; and
// against the computer by keys alone (issue 23 item 10), where the sheet stays on the human's
// tab while the computer plays and the header counts the throws as the Roll button does
// (issue 16 item 13).
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include "app/match_controller.h"
#include "games/yam/boxes.h"
#include "games/yam/game.h"
#include "games/yam/move.h"
#include "games/yam/sheet_model.h"
#include "games/yam/state.h"
#include "games/yam/yam_board_view.h"
#include "widgets/dice_view.h"
#include "widgets/score_sheet_view.h"

namespace lt::shell::yam {

using lt::yam::YamState;

class YamPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void wholeGameByClicks() {
        lt::yam::YamGame game;
        Options options;
        options.set("columns", "down-up-free");
        YamBoardView view;
        view.setSeats({{"Anna", QColor(214, 47, 47), true}});
        view.resize(1000, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        MatchController controller(Match(game, options, {SeatSpec{true, "Anna", "", ""}}, 7),
                                   &view);
        controller.setPace(0);
        controller.start();

        int rolls = 0, holds = 0, scores = 0;
        for (int step = 0; step < 5000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            const auto& state = static_cast<const YamState&>(controller.match().state());
            if (controller.canRoll()) {
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++rolls;
                continue;
            }
            if (!controller.waitingForMove()) continue;
            if (state.throwsMade() == 1) {
                // Keep the first die and throw the others.
                DiceView* dice = view.diceView();
                QTest::mouseClick(dice, Qt::LeftButton, {}, dice->dieRect(0).center().toPoint());
                QTest::mouseClick(view.rollButton(), Qt::LeftButton);
                ++holds;
                continue;
            }
            // Score in the first box the rules allow, clicking it on the sheet.
            const auto& columns = state.sheet(0);
            for (std::size_t c = 0; c < columns.size(); ++c) {
                const auto boxes = columns[c].fillable();
                if (boxes.empty()) continue;
                const QRectF box =
                    view.sheetView()->boxRect(static_cast<int>(c), rowOfBox(boxes.front()));
                QTest::mouseClick(view.sheetView(), Qt::LeftButton, {}, box.center().toPoint());
                ++scores;
                break;
            }
        }
        const auto& state = static_cast<const YamState&>(controller.match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(scores, 42);  // 14 boxes in each of the three columns
        QCOMPARE(holds, 42);
        // Each "Roll again" threw at once: one click on Roll per turn, none after holds.
        QCOMPARE(rolls, 42);
        QCOMPARE(static_cast<int>(controller.match().ply()), 42 * 4);
    }

    void wholeGameByKeysAgainstTheComputer() {
        lt::yam::YamGame game;
        Options options;
        options.set("columns", "down-free");  // two columns: a game of 28 turns each
        YamBoardView view;
        view.setSeats(
            {{"Anna", QColor(214, 47, 47), true}, {"Computer", QColor(42, 111, 214), false}});
        view.resize(1000, 640);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        MatchController controller(
            Match(game, options,
                  {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Computer", "easy", ""}}, 7),
            &view);
        controller.setPace(0);
        controller.start();
        auto* header = view.findChild<QLabel*>("yamTurn");
        QVERIFY(header);
        const QRegularExpression throwOf("throw (\\d) of 3");
        const QRegularExpression rollsLeft("\\((\\d) left\\)");

        int scores = 0, computerTurnsWatched = 0;
        bool annaHasScored = false;
        for (int step = 0; step < 20000 && !controller.match().state().isTerminal(); ++step) {
            QTest::qWait(1);
            const auto& state = static_cast<const YamState&>(controller.match().state());
            // The header's throw and the button's throws left add up to three.
            const auto made = throwOf.match(header->text());
            const auto left = rollsLeft.match(view.rollButton()->text());
            if (made.hasMatch() && left.hasMatch())
                QCOMPARE(made.captured(1).toInt() + left.captured(1).toInt(), 3);
            // While the computer plays, Anna's sheet stays in view once she has scored.
            if (annaHasScored && state.seatToPlay() == 1) {
                QCOMPARE(view.sheetView()->shownSheet(), 0);
                ++computerTurnsWatched;
            }
            if (controller.canRoll()) {
                QTest::keyClick(&view, Qt::Key_Return);
                continue;
            }
            if (!controller.waitingForMove() || state.seatToPlay() != 0) continue;
            if (state.throwsMade() == 1) {
                // Keep the first die and throw the others.
                QTest::keyClick(&view, Qt::Key_1);
                QCOMPARE(view.diceView()->held().front(), true);
                QTest::keyClick(&view, Qt::Key_Return);
                continue;
            }
            // The first arrow shows the focus on the first open box; a few more walk it over
            // the open boxes; the focused one previews its points, and Enter scores there.
            QTest::keyClick(&view, Qt::Key_Down);
            for (int i = 0; i < scores % 4; ++i)
                QTest::keyClick(&view, i % 2 == 0 ? Qt::Key_Right : Qt::Key_Down);
            const auto focused = view.sheetView()->focusedBox();
            QVERIFY(focused);
            const auto [column, row] = *focused;
            const auto box = boxOfRow(row);
            QVERIFY(box);
            const int points = lt::yam::boxScore(*box, state.diceCounts());
            QCOMPARE(view.sheetView()->previewAt(column, row), std::optional<int>(points));
            const auto kind = state.sheet(0)[static_cast<std::size_t>(column)].kind();
            const std::string scored =
                state.moveToString(lt::yam::encode(lt::yam::YamMove::score(*box, kind)));
            const std::size_t before = controller.match().ply();
            QTest::keyClick(&view, Qt::Key_Return);
            QCOMPARE(controller.match().ply(), before + 1);
            QCOMPARE(controller.match().playedMove(before).notation, scored);
            annaHasScored = true;
            ++scores;
        }
        const auto& state = static_cast<const YamState&>(controller.match().state());
        QVERIFY(state.isTerminal());
        QCOMPARE(scores, 28);
        QVERIFY(computerTurnsWatched > 0);
    }
};

}  // namespace lt::shell::yam

QTEST_MAIN(lt::shell::yam::YamPlayTest)
#include "play_test.moc"
