// The Morris board as a human uses it: clicks and drags become complete moves, mills ask for
// the pawn to remove, and the board draws something (offscreen platform).
#include <QSignalSpy>
#include <QTest>

#include "games/morris/art.h"
#include "games/morris/game.h"
#include "games/morris/morris_board_view.h"
#include "games/morris/notation.h"

namespace lt::shell::morris {

class MorrisBoardViewTest : public QObject {
    Q_OBJECT

  private:
    lt::morris::MorrisGame game_;

    std::unique_ptr<MorrisState> setUp(const char* position, bool diagonals = false) {
        Options options;
        options.set("diagonals", diagonals ? "true" : "false");
        return game_.stateFromPosition(options, position);
    }

    static QPoint at(const MorrisBoardView& view, const char* point) {
        return MorrisLayout::forSize(view.size())
            .point(*lt::morris::pointFromName(point))
            .toPoint();
    }

    // Shows the state, asks for White's move, clicks the points, returns what was chosen.
    QStringList clicks(MorrisBoardView& view, const MorrisState& state,
                       std::initializer_list<const char*> points) {
        QSignalSpy chosen(&view, &BoardView::moveChosen);
        view.showState(state, 0);
        view.requestMove(state.currentActor());
        for (const char* point : points)
            QTest::mouseClick(&view, Qt::LeftButton, {}, at(view, point));
        QStringList texts;
        for (const auto& signal : chosen)
            texts << QString::fromStdString(state.moveToString(signal.at(0).value<lt::Move>()));
        return texts;
    }

  private slots:
    void placesWithOneClick() {
        MorrisBoardView view;
        view.resize(900, 640);
        auto state = setUp("W:a1 B:g7 H:8,8 T:W");
        QCOMPARE(clicks(view, *state, {"d2"}), QStringList{"d2"});
    }

    void millAsksWhichPawnToRemove() {
        MorrisBoardView view;
        view.resize(900, 640);
        auto state = setUp("W:a1,d1,f4,f6 B:a7,d7,g7,b4,e3 H:5,4 T:W");
        // g1 closes the mill; a7 is in Black's mill and cannot be taken; e3 can.
        QCOMPARE(clicks(view, *state, {"g1", "a7", "g1", "e3"}), QStringList{"g1xe3"});
    }

    void movesWithTwoClicksAndRefusesAFarPoint() {
        MorrisBoardView view;
        view.resize(640, 900);  // portrait: trays above and below
        auto state = setUp("W:a1,c4,e4,g7 B:b6,d3,f2,e5 H:0,0 T:W");
        QCOMPARE(clicks(view, *state, {"a1", "g1", "a1", "a4"}), QStringList{"a1-a4"});
    }

    void dragsAPawn() {
        MorrisBoardView view;
        view.resize(900, 640);
        auto state = setUp("W:a1,c4,e4,g7 B:b6,d3,f2,e5 H:0,0 T:W");
        QSignalSpy chosen(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        view.requestMove(0);
        QTest::mousePress(&view, Qt::LeftButton, {}, at(view, "c4"));
        QTest::mouseMove(&view, (at(view, "c4") + at(view, "c5")) / 2);
        QTest::mouseMove(&view, at(view, "c5"));
        QTest::mouseRelease(&view, Qt::LeftButton, {}, at(view, "c5"));
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(QString::fromStdString(state->moveToString(chosen.at(0).at(0).value<lt::Move>())),
                 QString("c4-c5"));
    }

    void noInputWithoutARequest() {
        MorrisBoardView view;
        view.resize(900, 640);
        auto state = setUp("W:a1 B:g7 H:8,8 T:W");
        QSignalSpy chosen(&view, &BoardView::moveChosen);
        view.showState(*state, 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, at(view, "d2"));
        view.requestMove(0);
        view.cancelRequest();
        QTest::mouseClick(&view, Qt::LeftButton, {}, at(view, "d2"));
        QCOMPARE(chosen.size(), 0);
    }

    void describesAndSoundsARemoval() {
        MorrisBoardView view;
        view.setSeats({{"Anna", QColor(Qt::white), true}, {"Bruno", QColor(Qt::black), true}});
        auto before = setUp("W:a1,d1,g4,c4 B:b6,d3,f2,e5 H:0,0 T:W");
        const lt::Move move = *before->parseMove("g4-g1xb6");
        auto after = before->clone();
        after->apply(move);
        QCOMPARE(view.describeMove(*before, move, *after),
                 QString("Anna moved from g4 to g1, closed a mill and removed a pawn from b6"));
        QCOMPARE(view.soundFor(*before, move, *after), Sound::Capture);
    }

    void animatesAndDrawsTheBoard() {
        MorrisBoardView view;
        view.resize(900, 640);
        auto before = setUp("W:a1,d1,g4,c4 B:b6,d3,f2,e5 H:0,0 T:W", true);
        const lt::Move move = *before->parseMove("g4-g1xb6");
        auto after = before->clone();
        after->apply(move);
        QSignalSpy finished(&view, &BoardView::animationFinished);
        view.showState(*before, 0);
        view.animateMove(*before, move, *after, 0, 0.05);
        QVERIFY(finished.wait(2000));
        const QImage image = view.grab().toImage();
        // The board's wood fills the middle of the picture.
        const QColor centre = image.pixelColor(image.width() / 2, image.height() / 2);
        QVERIFY(centre.red() > centre.blue() + 40);
    }

    // The board and pawn pictures are kept per size and pixel ratio: the same count of pixels
    // at another ratio (a smaller board on a screen of twice the ratio) is drawn again.
    void artIsKeptPerPixelRatio() {
        MorrisArt art;
        QCOMPARE(art.board(400, false, 1.0).devicePixelRatio(), 1.0);
        QCOMPARE(art.board(200, false, 2.0).devicePixelRatio(), 2.0);
        QCOMPARE(art.pawn(Qt::white, 40, 1.0).devicePixelRatio(), 1.0);
        QCOMPARE(art.pawn(Qt::white, 20, 2.0).devicePixelRatio(), 2.0);
    }
};

}  // namespace lt::shell::morris

QTEST_MAIN(lt::shell::morris::MorrisBoardViewTest)
#include "board_view_test.moc"
