// The Urla! board as humans use it: a buzzer opens four names at the player's place, A S D F
// or a click says one, silence after a buzzer is a wrong name, and several humans each have
// their own buzzer.
#include <QSignalSpy>
#include <QTest>

#include "games/flags_urla/game.h"
#include "games/flags_urla/reactions.h"
#include "games/flags_urla/state.h"
#include "games/flags_urla/urla_board_view.h"

namespace lt::shell::flags_urla {

using lt::flags_urla::UrlaState;
namespace core = lt::flags_urla;

class UrlaBoardViewTest : public QObject {
    Q_OBJECT

    std::unique_ptr<UrlaState> dealt(int players, const std::vector<std::string>& codes) {
        auto state = std::unique_ptr<UrlaState>(
            static_cast<UrlaState*>(game_.newInitialState({}, players).release()));
        for (std::size_t i = 0; i < codes.size(); ++i) {
            for (int c = 0; c < static_cast<int>(state->cards().size()); ++c)
                if (state->card(c).code == codes[i]) state->apply(core::dealMove(c));
            if (i + 1 < codes.size()) state->apply(core::nextMove());
        }
        return state;
    }

    core::UrlaGame game_;

  private slots:
    void aBuzzerOpensFourNamesAndALetterSaysOne() {
        UrlaBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bot", Qt::cyan, false}});
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto state = dealt(2, {"FR", "NG"});  // Bot has France, Anna receives Nigeria
        view.showState(*state, 0);
        QSignalSpy claims(&view, &BoardView::claimChosen);
        QTest::keyClick(&view, Qt::Key_A);  // no buzzer yet: nothing
        QCOMPARE(claims.count(), 0);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(view.buzzing(), std::optional<PlayerId>(0));
        QVERIFY(view.promptText().contains("Anna"));
        QTest::keyClick(&view, Qt::Key_D);
        QCOMPARE(claims.count(), 1);
        QCOMPARE(claims.at(0).at(0).value<PlayerId>(), 0);
        QCOMPARE(claims.at(0).at(1).value<Move>(), core::sayMove(state->answerOptions(0)[2]));
        QCOMPARE(view.buzzing(), std::nullopt);

        // A click on the names works too.
        QTest::keyClick(&view, Qt::Key_1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.optionRect(3).center().toPoint());
        QCOMPARE(claims.count(), 2);
        QCOMPARE(claims.at(1).at(1).value<Move>(), core::sayMove(state->answerOptions(0)[3]));
    }

    void silenceAfterTheBuzzerIsAWrongName() {
        UrlaBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bruno", Qt::cyan, true}});
        view.resize(1100, 700);
        auto state = dealt(2, {"FR", "NG"});
        view.showState(*state, 0);
        QSignalSpy claims(&view, &BoardView::claimChosen);
        QTest::keyClick(&view, Qt::Key_Space);  // two humans: Space is nobody's buzzer
        QCOMPARE(view.buzzing(), std::nullopt);
        QTest::keyClick(&view, Qt::Key_4);  // Bruno
        QCOMPARE(view.buzzing(), std::optional<PlayerId>(1));
        QTest::keyClick(&view, Qt::Key_1);  // Anna waits for Bruno
        QCOMPARE(view.buzzing(), std::optional<PlayerId>(1));
        QTRY_COMPARE_WITH_TIMEOUT(claims.count(), 1, core::kAnswerLimitMs + 2000);
        QCOMPARE(claims.at(0).at(0).value<PlayerId>(), 1);
        QCOMPARE(claims.at(0).at(1).value<Move>(), core::sayNothingMove());
    }

    void theHumanDealerDealsOnWhenTheLookIsOver() {
        UrlaBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bot", Qt::cyan, false}});
        auto state = dealt(2, {"FR", "DE"});  // no race
        view.showState(*state, 0);
        QSignalSpy moves(&view, &BoardView::moveChosen);
        view.requestMove(0);
        QVERIFY(moves.wait(core::kLookMs + 2000));
        QCOMPARE(moves.at(0).at(0).value<Move>(), core::nextMove());
    }

    void describesTheShoutsInWords() {
        UrlaBoardView view;
        view.setSeats({{"Emma", Qt::yellow, true}, {"Valentina", Qt::cyan, false}});
        auto before = dealt(2, {"KR", "UG"});  // Valentina: Korea; Emma: Uganda
        auto after = std::make_unique<UrlaState>(*before);
        int uganda = -1;
        for (int c = 0; c < 48; ++c)
            if (after->card(c).code == "UG") uganda = c;
        after->applyClaim(1, core::sayMove(uganda));
        QCOMPARE(view.describeMove(*before, core::sayMove(uganda), *after),
                 QStringLiteral("Valentina: “Uganda!” — right, Valentina takes 1 card(s) "
                                "from Emma"));
    }
};

}  // namespace lt::shell::flags_urla

QTEST_MAIN(lt::shell::flags_urla::UrlaBoardViewTest)
#include "urla_board_view_test.moc"
