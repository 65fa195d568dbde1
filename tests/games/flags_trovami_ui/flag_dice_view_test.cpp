// The flag dice widget: every face has its picture and name, dice are drawn in their colour,
// and a roll tumbles, then lands on the faces asked for.
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include "widgets/flag_dice_view.h"

using lt::shell::FlagDiceView;
using lt::shell::FlagDie;
using lt::shell::FlagDieColour;

class FlagDiceViewTest : public QObject {
    Q_OBJECT
  private slots:
    void everyFaceHasAPictureAndAName() {
        QStringList names;
        for (FlagDieColour colour : {FlagDieColour::Blue, FlagDieColour::Red}) {
            for (int face = 0; face < lt::shell::kFlagDieFaces; ++face) {
                const FlagDie die{colour, face};
                QVERIFY2(QFile::exists(lt::shell::flagDieFacePath(die)),
                         qPrintable(lt::shell::flagDieFacePath(die)));
                QVERIFY(!lt::shell::flagDiePixmap(die, 48).isNull());
                names << lt::shell::flagDieFaceName(die);
            }
        }
        QCOMPARE(names.join(','), QStringLiteral("vertical stripes,horizontal stripes,circles,"
                                                 "stars,crosses,animals,Europe,Asia,Africa,"
                                                 "America,Oceania,World"));
        QVERIFY(lt::shell::flagDieFacePath(FlagDie{FlagDieColour::Red, -1}).isEmpty());
        QCOMPARE(lt::shell::flagDieFacePath(FlagDie{FlagDieColour::Blue, 3}),
                 QStringLiteral(":/assets/flags/dice/blue-stars.svg"));
    }

    void drawsEachDieInItsColour() {
        FlagDiceView view;
        view.resize(420, 150);
        view.setDice({{FlagDieColour::Blue, 0}, {FlagDieColour::Blue, 5}, {FlagDieColour::Red, 2}});
        const QImage image = view.grab().toImage();
        for (int i = 0; i < 3; ++i) {
            const QRectF rect = view.dieRect(i);
            // The left edge of a face, outside every symbol: the die's own colour.
            const QColor edge = image.pixelColor(
                QPointF(rect.left() + rect.width() * 0.09, rect.center().y()).toPoint());
            if (i < 2)
                QVERIFY2(edge.blue() > 120 && edge.red() < 90, qPrintable(edge.name()));
            else
                QVERIFY2(edge.red() > 140 && edge.blue() < 90, qPrintable(edge.name()));
        }
        QCOMPARE(view.toolTip(), QStringLiteral("vertical stripes + animals + Africa"));
        QVERIFY(view.dieRect(0).right() < view.dieRect(1).left());
    }

    void rollTumblesThenLands() {
        FlagDiceView view;
        view.resize(300, 120);
        view.setDice({{FlagDieColour::Blue, -1}, {FlagDieColour::Blue, -1}});
        QSignalSpy finished(&view, &FlagDiceView::rollFinished);
        const std::vector<FlagDie> result{{FlagDieColour::Blue, 2}, {FlagDieColour::Blue, 2}};
        view.roll(result, 300);
        QVERIFY(view.isRolling());
        QVERIFY(finished.wait(3000));
        QCOMPARE(finished.count(), 1);
        QVERIFY(!view.isRolling());
        QVERIFY(view.dice() == result);
        QCOMPARE(view.toolTip(), QStringLiteral("circles + circles"));
    }

    void instantRollReportsFromTheEventLoop() {
        FlagDiceView view;
        QSignalSpy finished(&view, &FlagDiceView::rollFinished);
        const std::vector<FlagDie> result{{FlagDieColour::Red, 5}};
        view.roll(result, 0);
        QCOMPARE(finished.count(), 0);
        QVERIFY(view.dice() == result);
        QVERIFY(finished.wait(1000));
    }
};

QTEST_MAIN(FlagDiceViewTest)
#include "flag_dice_view_test.moc"
