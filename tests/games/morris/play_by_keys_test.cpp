// Nine Men's Morris by keys alone, as a teacher at a projector or a player without a mouse
// plays it (issue 23 item 10): a whole game against the computer through the real window, every
// placement, move and removal walked to with the arrow keys and made with Enter.
#include <QTest>

#include "../../support/app_window_test.h"
#include "../../support/arrow_path.h"
#include "app/match_controller.h"
#include "games/morris/morris_board_view.h"
#include "games/morris/position.h"

namespace lt::shell::morris {

class MorrisPlayByKeysTest : public test::AppWindowTest {
    Q_OBJECT

    MatchController* controller() const { return window_->gameScreen()->controller(); }
    MorrisBoardView* board() const {
        return qobject_cast<MorrisBoardView*>(window_->gameScreen()->board());
    }

    // Walks the cursor to `point` with the arrows (the first key shows it), then Enter.
    void keyTo(int point) {
        if (!board()->keyboardCursor()) QTest::keyClick(board(), Qt::Key_Right);
        std::vector<QPointF> points;
        for (int p = 0; p < 24; ++p) points.push_back(board()->pointCentre(p));
        const auto keys = lt::test::arrowPath(points, *board()->keyboardCursor(), point);
        QVERIFY(keys);
        for (Qt::Key key : *keys) QTest::keyClick(board(), key);
        QCOMPARE(board()->keyboardCursor(), std::optional<int>(point));
        QTest::keyClick(board(), Qt::Key_Return);
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void aWholeGameByKeys() {
        const GameSetup setup{{{true, "Anna", "", ""}, {false, "Computer", "easy", ""}}, Options()};
        QCOMPARE(window_->startGame("morris", setup, 3), QString());
        int moves = 0;
        for (int ply = 0; ply < 600; ++ply) {
            QTRY_VERIFY_WITH_TIMEOUT(
                controller()->waitingForMove() || controller()->match().state().isTerminal(),
                20000);
            const State& state = controller()->match().state();
            if (state.isTerminal()) break;
            const std::size_t before = controller()->match().ply();
            const auto move = lt::morris::MorrisMove::decode(state.legalMoves().front());
            if (move.from != lt::morris::kNoPoint) keyTo(move.from);
            keyTo(move.to);
            if (move.remove != lt::morris::kNoPoint) keyTo(move.remove);
            QCOMPARE(controller()->match().ply(), before + 1);
            ++moves;
        }
        QVERIFY(controller()->match().state().isTerminal());
        QVERIFY(moves >= 9);  // every placement at least
    }
};

}  // namespace lt::shell::morris

QTEST_MAIN(lt::shell::morris::MorrisPlayByKeysTest)
#include "play_by_keys_test.moc"
