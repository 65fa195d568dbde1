// A whole one-player game of Yam played only through the board's buttons, dice and sheet
// boxes, with the real match controller in charge (offscreen platform, instant pace).
#include <QSignalSpy>
#include <QTest>

#include "app/match_controller.h"
#include "games/yam/game.h"
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
};

}  // namespace lt::shell::yam

QTEST_MAIN(lt::shell::yam::YamPlayTest)
#include "play_test.moc"
