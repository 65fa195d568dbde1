// The Training board as a human uses it: a click on an option or keys 1-4 choose that option,
// once, and only while it is that human's turn.
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

#include "games/flags_training/flags_training_board_view.h"
#include "games/flags_training/game.h"

using lt::Move;
using lt::flags_training::TrainingGame;
using lt::flags_training::TrainingState;
using lt::shell::flags_training::TrainingBoardView;

class TrainingBoardViewTest : public QObject {
    Q_OBJECT

  private:
    TrainingGame game_;

    std::unique_ptr<lt::State> askedState() {
        auto state = game_.newInitialState(lt::Options(), 2);
        state->apply(*state->parseMove("flag de"));
        state->apply(*state->parseMove("options it de ch al"));
        return state;
    }

    void prepare(TrainingBoardView& board, const lt::State& state) {
        board.setSeats({{"Anna", Qt::red, true}, {"Bruno", Qt::blue, false}});
        board.resize(900, 700);
        board.show();
        board.showState(state, 0);
    }

  private slots:
    void clickingAnOptionEmitsItsCountry() {
        auto state = askedState();
        TrainingBoardView board;
        prepare(board, *state);
        QCOMPARE(board.shownFlag(), QString("DE"));
        QSignalSpy chosen(&board, &TrainingBoardView::moveChosen);
        QTest::mouseClick(board.optionButton(2), Qt::LeftButton);
        QCOMPARE(chosen.count(), 0);  // not asked yet
        board.requestMove(0);
        QTest::mouseClick(board.optionButton(2), Qt::LeftButton);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), Move(2));  // Switzerland, card 2 of the box
        QTest::mouseClick(board.optionButton(1), Qt::LeftButton);
        QCOMPARE(chosen.count(), 1);  // one move per request
    }

    void keysOneToFourChooseTheOptions() {
        const Move expected[4] = {0, 1, 2, 3};  // it de ch al are cards 0-3 of the box
        for (int key = 0; key < 4; ++key) {
            auto state = askedState();
            TrainingBoardView board;
            prepare(board, *state);
            QSignalSpy chosen(&board, &TrainingBoardView::moveChosen);
            board.requestMove(0);
            QTest::keyClick(&board, static_cast<Qt::Key>(Qt::Key_1 + key));
            QCOMPARE(chosen.count(), 1);
            QCOMPARE(chosen.at(0).at(0).value<Move>(), expected[key]);
        }
    }

    void answerIsDescribedAndColoured() {
        auto before = askedState();
        TrainingBoardView board;
        prepare(board, *before);
        auto after = before->clone();
        after->apply(3);  // Albania: wrong
        QVERIFY(board.describeMove(*before, 3, *after).contains("wrong"));
        QVERIFY(board.describeMove(*before, 1, *before).contains("right"));
        QCOMPARE(board.soundFor(*before, 1, *before), lt::shell::Sound::Capture);
        QCOMPARE(board.soundFor(*before, 3, *after), lt::shell::Sound::Move);
        QSignalSpy finished(&board, &TrainingBoardView::animationFinished);
        board.animateMove(*before, 3, *after, 0, 0.0);
        QVERIFY(finished.wait(1000));
        QVERIFY(board.optionButton(1)->styleSheet().contains("#2ea04f"));  // Germany green
        QVERIFY(board.optionButton(3)->styleSheet().contains("#c0392b"));  // Albania red
    }

    void typedAnswersAreRecognisedInItalianAndEnglish() {
        // Names from iso-codes in the UI language (Italian here) and in English; "Turchia"
        // comes from the card data, since iso-codes has no Italian for "Türkiye".
        QLocale::setDefault(QLocale(QLocale::Italian, QLocale::Italy));
        auto state = game_.newInitialState(
            lt::Options(std::map<std::string, std::string>{{"answers", "typed"}}), 2);
        state->apply(*state->parseMove("flag kr"));
        TrainingBoardView board;
        prepare(board, *state);
        const auto& training = static_cast<const TrainingState&>(*state);
        const Move korea = static_cast<Move>(*training.cardIndex("KR"));
        const Move turkey = static_cast<Move>(*training.cardIndex("TR"));
        QCOMPARE(board.typedAnswerMove("Corea del Sud"), korea);
        QCOMPARE(board.typedAnswerMove("corea del sud"), korea);
        QCOMPARE(board.typedAnswerMove("South Korea"), korea);
        QCOMPARE(board.typedAnswerMove("Corea del Sdu"), korea);  // one slip
        QCOMPARE(board.typedAnswerMove("Turchia"), turkey);
        QCOMPARE(board.typedAnswerMove("turkiye"), turkey);
        QCOMPARE(board.typedAnswerMove("Atlantide"), lt::flags_training::kUnrecognisedAnswer);
        QVERIFY(board.answerField()->isVisible());
        QVERIFY(!board.optionButton(0)->isVisible());

        QSignalSpy chosen(&board, &TrainingBoardView::moveChosen);
        board.requestMove(0);
        QTest::keyClicks(board.answerField(), "Corea del Sud");
        QTest::keyClick(board.answerField(), Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), korea);
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_MAIN(TrainingBoardViewTest)
#include "board_view_test.moc"
