// A whole game of Urla! through the real match controller, computers only (offscreen, instant
// pace: the looks' claim windows hold nothing, so the 48 cards take no wall-clock time).
#include <QTest>

#include "app/match_controller.h"
#include "games/flags_urla/flags_urla_board_view.h"
#include "games/flags_urla/game.h"
#include "games/flags_urla/state.h"

namespace lt::shell::flags_urla {

using lt::flags_urla::UrlaState;

class UrlaPlayTest : public QObject {
    Q_OBJECT

  private slots:
    void computersPlayAWholeGame() {
        lt::flags_urla::UrlaGame game;
        UrlaBoardView view;
        view.setSeats({{"Dealer", Qt::white, false},
                       {"Ada", Qt::yellow, false},
                       {"Bea", Qt::cyan, false},
                       {"Cid", Qt::magenta, false}});
        view.resize(1200, 760);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::vector<SeatSpec> seats{{false, "Dealer", "hard", ""},
                                    {false, "Ada", "hard", ""},
                                    {false, "Bea", "medium", ""},
                                    {false, "Cid", "easy", ""}};
        MatchController controller(Match(game, {}, seats, 77), &view);
        controller.setPace(0);
        controller.setInstantClaims(true);
        controller.start();
        QTRY_VERIFY_WITH_TIMEOUT(controller.match().state().isTerminal(), 120000);
        const auto& state = static_cast<const UrlaState&>(controller.match().state());
        QCOMPARE(state.dealtCount(), 48);
        const auto counts = state.scores();
        int total = 0;
        for (int c : counts) total += c;
        QCOMPARE(total, 48);  // cards only change hands
        // Shouts happened: somebody holds more than the 12 a silent deal gives.
        QVERIFY(*std::max_element(counts.begin(), counts.end()) > 12);
        const auto places = state.ranking();
        QCOMPARE(*std::min_element(places.begin(), places.end()), 1);
        int shouts = 0;
        const MatchRecord record = controller.match().record();
        for (const auto& move : record.moves) shouts += move.claim;
        QVERIFY(shouts > 5);
    }
};

}  // namespace lt::shell::flags_urla

QTEST_MAIN(lt::shell::flags_urla::UrlaPlayTest)
#include "play_test.moc"
