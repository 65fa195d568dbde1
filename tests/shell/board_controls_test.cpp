// Every button a board shows a player can be clicked where it is drawn: for each game, with a
// human and computers at the fewest and the most players, in English and German (longer
// words), on a 1024 x 600 screen, once the human is asked to act. A button stacked under
// another (Oh Hell's bids all sat at one place, so only the highest could be clicked) or
// pushed off the board fails.
#include <QAbstractButton>

#include "../support/app_window_test.h"
#include "../support/in_language.h"
#include "app/match_controller.h"
#include "app/window_size.h"

namespace lt::shell {

class BoardControlsTest : public test::AppWindowTest {
    Q_OBJECT

    // What is wrong with the board's enabled buttons: covered at their centre, or not inside
    // the board. Empty when nothing is.
    static QStringList problemsOf(QWidget& board) {
        QStringList problems;
        for (QAbstractButton* button : board.findChildren<QAbstractButton*>()) {
            if (!button->isVisibleTo(&board) || !button->isEnabled()) continue;
            const QRect place(button->mapTo(&board, QPoint(0, 0)), button->size());
            const QString name = button->text().isEmpty() ? button->objectName() : button->text();
            if (!board.rect().contains(place))
                problems << QStringLiteral("'%1' not inside the board").arg(name);
            QWidget* top = board.childAt(place.center());
            if (top != button && !button->isAncestorOf(top))
                problems << QStringLiteral("'%1' covered by '%2'")
                                .arg(name, top ? QString::fromLatin1(top->metaObject()->className())
                                               : QStringLiteral("nothing"));
        }
        return problems;
    }

  private slots:
    void initTestCase() { setUpPrivateHome(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }

    void everyButtonCanBeClickedWhereItIsDrawn_data() {
        QTest::addColumn<QString>("language");
        for (const char* language : {"en", "de"}) QTest::newRow(language) << language;
    }
    void everyButtonCanBeClickedWhereItIsDrawn() {
        QFETCH(QString, language);
        closeWindow();
        const test::InLanguage translated(language);
        window_ = std::make_unique<MainWindow>(*catalog_, *settings_, language);
        window_->overridePace(0);
        window_->gameScreen()->setInstantClaims(true);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        const QSize small = firstWindowSize(QSize(1024, 600));
        QStringList problems;
        for (const CatalogEntry& entry : catalog_->entries()) {
            const GameInfo& info = entry.game->info();
            const QString id = QString::fromStdString(info.id);
            for (int players : {info.minPlayers, info.maxPlayers}) {
                std::vector<SeatSpec> seats(players, {false, "Computer", "random", ""});
                seats[0] = {true, "Anna", "", ""};
                QCOMPARE(window_->startGame(id, {seats, {}}, 3), QString());
                window_->resize(small);
                const MatchController* controller = window_->gameScreen()->controller();
                QTRY_VERIFY_WITH_TIMEOUT(controller->waitingForMove() || controller->canRoll() ||
                                             controller->match().state().isTerminal(),
                                         10000);
                QTest::qWait(50);  // the layout settles
                for (const QString& problem : problemsOf(*window_->gameScreen()->board()))
                    problems << QStringLiteral("%1 %2 (%3 players): %4")
                                    .arg(language, id)
                                    .arg(players)
                                    .arg(problem);
                window_->showLibrary();
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

}  // namespace lt::shell

QTEST_MAIN(lt::shell::BoardControlsTest)
#include "board_controls_test.moc"
