// The Urla! board as humans use it: a buzzer opens four names at the player's place, A S D F
// or a click says one, silence after a buzzer is a wrong name, and several humans each have
// their own buzzer.
#include <QApplication>
#include <QCompleter>
#include <QKeyEvent>
#include <QSignalSpy>
#include <QTest>

#include "games/flags_urla/flags_urla_board_view.h"
#include "games/flags_urla/game.h"
#include "games/flags_urla/reactions.h"
#include "games/flags_urla/state.h"

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
        const Move said = claims.at(0).at(1).value<Move>();
        QCOMPARE(core::kindOf(said), core::MoveKind::Say);
        QCOMPARE(core::saidCard(said), state->answerOptions(0)[2]);
        QCOMPARE(view.buzzing(), std::nullopt);

        // A click on the names works too.
        QTest::keyClick(&view, Qt::Key_1);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.optionRect(3).center().toPoint());
        QCOMPARE(claims.count(), 2);
        QCOMPARE(core::saidCard(claims.at(1).at(1).value<Move>()), state->answerOptions(0)[3]);
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
        const Move nothing = claims.at(0).at(1).value<Move>();
        QCOMPARE(core::kindOf(nothing), core::MoveKind::SayNothing);
        // Stamped when the 3 s ran out (a timer may fire a little early), counted from the deal.
        QVERIFY2(core::stampOf(nothing) >= core::kAnswerLimitMs * 9 / 10,
                 qPrintable(QString::number(core::stampOf(nothing))));
    }

    // Answers carry the time the key really happened: an event stamped 200 ms before it is
    // handled (a busy computer) keeps its own time.
    void answersCarryTheirInputTimeStamps() {
        UrlaBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bot", Qt::cyan, false}});
        view.resize(1100, 700);
        auto state = dealt(2, {"FR", "NG"});
        view.showState(*state, 0);
        QSignalSpy claims(&view, &BoardView::claimChosen);
        QTest::qWait(400);
        QKeyEvent buzz(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier);
        buzz.setTimestamp(100000);
        QApplication::sendEvent(&view, &buzz);  // its arrival fixes the clocks' offset
        QTest::qWait(300);
        QKeyEvent choose(QEvent::KeyPress, Qt::Key_S, Qt::NoModifier, QStringLiteral("s"));
        choose.setTimestamp(100100);  // 100 ms after the buzzer, though handled 300 ms after
        QApplication::sendEvent(&view, &choose);
        QCOMPARE(claims.count(), 1);
        const int stamp = core::stampOf(claims.at(0).at(1).value<Move>());
        // About 400 ms after the deal, plus the 100 ms between the two stamps.
        QVERIFY2(stamp >= 480 && stamp < 640, qPrintable(QString::number(stamp)));
    }

    // With typed answers the buzzer opens a text field: the name typed (accents and capitals
    // aside, in English or in the UI language) is the answer.
    void typingANameAnswers() {
        UrlaBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bot", Qt::cyan, false}});
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto state = std::unique_ptr<UrlaState>(static_cast<UrlaState*>(
            game_
                .newInitialState(Options(std::map<std::string, std::string>{{"answers", "typed"}}),
                                 2)
                .release()));
        int france = -1, nigeria = -1;
        for (int c = 0; c < 48; ++c) {
            if (state->card(c).code == "FR") france = c;
            if (state->card(c).code == "NG") nigeria = c;
        }
        state->apply(core::dealMove(france));  // Bot has France
        state->apply(core::nextMove());
        state->apply(core::dealMove(nigeria));  // Anna receives Nigeria: a race
        QCOMPARE(state->claimWindowMs(), core::kDealSettleMs + core::kTypedRaceMs);
        view.showState(*state, 0);
        QSignalSpy claims(&view, &BoardView::claimChosen);
        QVERIFY(!view.answerField()->isVisible());
        QTest::keyClick(&view, Qt::Key_Space);
        QVERIFY(view.answerField()->isVisible());
        QVERIFY(view.answerField()->completer());
        QTest::keyClicks(view.answerField(), QStringLiteral("FRANCE"));
        QTest::keyClick(view.answerField(), Qt::Key_Escape);  // closes the suggestions
        QTest::keyClick(view.answerField(), Qt::Key_Return);
        QCOMPARE(claims.count(), 1);
        QCOMPARE(claims.at(0).at(0).value<PlayerId>(), 0);
        QCOMPARE(core::kindOf(claims.at(0).at(1).value<Move>()), core::MoveKind::Say);
        QCOMPARE(core::saidCard(claims.at(0).at(1).value<Move>()), france);
        QVERIFY(!view.answerField()->isVisible());

        // A name that is no country of the box is a wrong name.
        auto judged = std::make_unique<UrlaState>(*state);
        view.showState(*judged, 0);
        QTest::keyClick(&view, Qt::Key_Space);
        QTest::keyClicks(view.answerField(), QStringLiteral("Atlantide"));
        QTest::keyClick(view.answerField(), Qt::Key_Escape);
        QTest::keyClick(view.answerField(), Qt::Key_Return);
        QCOMPARE(claims.count(), 2);
        QCOMPARE(core::kindOf(claims.at(1).at(1).value<Move>()), core::MoveKind::SayNothing);
    }

    // Another player's answer waits 100 ms to be judged with any simultaneous one: a human
    // who is choosing a name keeps his four names meanwhile.
    void aBuzzStaysOpenWhileAnotherAnswerWaitsToBeJudged() {
        UrlaBoardView view;
        view.setSeats({{"Anna", Qt::yellow, true}, {"Bot", Qt::cyan, false}});
        view.resize(1100, 700);
        auto state = dealt(2, {"FR", "NG"});
        view.showState(*state, 0);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(view.buzzing(), std::optional<PlayerId>(0));
        const Move botSays = core::sayMove(state->lastCard(), 1900);
        auto after = std::make_unique<UrlaState>(*state);
        after->applyClaim(1, botSays);
        QSignalSpy finished(&view, &BoardView::animationFinished);
        view.animateMove(*state, botSays, *after, 0, 1.0);
        QVERIFY(finished.wait(500));
        QCOMPARE(view.buzzing(), std::optional<PlayerId>(0));
        QCOMPARE(view.describeMove(*state, botSays, *after), QStringLiteral("Bot shouts!"));
        auto judged = std::make_unique<UrlaState>(*after);
        judged->apply(core::judgeMove());
        view.animateMove(*after, core::judgeMove(), *judged, 0, 0.0);
        QCOMPARE(view.buzzing(), std::nullopt);  // the race is decided
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
        after->apply(core::judgeMove());
        QCOMPARE(view.describeMove(*before, core::sayMove(uganda), *after),
                 QStringLiteral("Valentina: “Uganda!” — right, Valentina takes 1 card(s) "
                                "from Emma"));
    }
};

}  // namespace lt::shell::flags_urla

QTEST_MAIN(lt::shell::flags_urla::UrlaBoardViewTest)
#include "board_view_test.moc"
