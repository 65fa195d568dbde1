// Screen readers (issue 23 item 11), through Qt's accessibility API as assistive technology
// reads the app: boards say the position and the legal choices in words, never a hidden
// card; moves and turns are announced; every visible control has a name.
#include <QtGui/private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>
#include <QAccessible>
#include <QApplication>
#include <QLineEdit>
#include <QTimer>
#include <QtTest>

#include "../support/app_window_test.h"
#include "app/library_screen.h"
#include "app/new_game_dialog.h"
#include "games/chess/chess_board_view.h"
#include "games/chess/game.h"
#include "games/crazy_eights/crazy_eights_board.h"
#include "games/crazy_eights/state.h"
#include "games/draughts/draughts_board_view.h"
#include "games/draughts/game.h"
#include "games/flags/classroom_window.h"
#include "widgets/card_text.h"

namespace lt::test {

// Every accessibility event sent while a test runs: the object, the kind, and the object's
// role and name when it was sent. Outside the anonymous namespace: the test class keeps them.
struct Heard {
    QObject* object;
    QAccessible::Event type;
    QAccessible::Role role;
    QString name;
};

namespace {

std::vector<Heard>* heard = nullptr;

void listen(QAccessibleEvent* event) {
    if (!heard) return;
    QAccessibleInterface* iface = event->accessibleInterface();
    heard->push_back({event->object(), event->type(), iface ? iface->role() : QAccessible::NoRole,
                      iface ? iface->text(QAccessible::Name) : QString()});
}

QString nameOf(QObject* object) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(object);
    return iface ? iface->text(QAccessible::Name) : QString();
}

QString descriptionOf(QObject* object) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(object);
    return iface ? iface->text(QAccessible::Description) : QString();
}

// What a person can operate or read as a control: buttons, boxes, lists, tabs, boards.
bool isControl(QAccessibleInterface* iface) {
    switch (iface->role()) {
        case QAccessible::PushButton:
        case QAccessible::CheckBox:
        case QAccessible::RadioButton:
        case QAccessible::ComboBox:
        case QAccessible::EditableText:
        case QAccessible::SpinBox:
        case QAccessible::Slider:
        case QAccessible::List:
        case QAccessible::ListItem:
        case QAccessible::Table:
        case QAccessible::ButtonMenu:
        case QAccessible::ButtonDropDown:
        case QAccessible::PageTab:
        case QAccessible::Canvas:
            return true;
        default:
            return iface->state().focusable;
    }
}

// The visible controls under `iface` that a screen reader would announce without a name, each
// as "role class objectName".
void collectUnnamed(QAccessibleInterface* iface, QStringList& unnamed, int depth = 0) {
    if (!iface || !iface->isValid() || iface->state().invisible || depth > 40) return;
    if (isControl(iface) && iface->text(QAccessible::Name).trimmed().isEmpty()) {
        QObject* object = iface->object();
        unnamed << QStringLiteral("role %1 %2 '%3'")
                       .arg(QString::number(iface->role()),
                            object ? object->metaObject()->className() : "(item)",
                            object ? object->objectName() : QString());
    }
    for (int i = 0; i < iface->childCount(); ++i)
        collectUnnamed(iface->child(i), unnamed, depth + 1);
}

QStringList unnamedControls(QWidget* root) {
    QStringList unnamed;
    collectUnnamed(QAccessible::queryAccessibleInterface(root), unnamed);
    return unnamed;
}

#define expectNamed(list)                                                                      \
    do {                                                                                       \
        const QStringList found = (list);                                                      \
        QVERIFY2(found.isEmpty(), qPrintable("unnamed: " + found.join(QStringLiteral("; ")))); \
    } while (false)

const char* kStartPieces =
    "White: king e1; queen d1; rooks a1, h1; bishops c1, f1; knights b1, g1; "
    "pawns a2, b2, c2, d2, e2, f2, g2, h2. "
    "Black: king e8; queen d8; rooks a8, h8; bishops c8, f8; knights b8, g8; "
    "pawns a7, b7, c7, d7, e7, f7, g7, h7.";

}  // namespace

class AccessibilityTest : public AppWindowTest {
    Q_OBJECT

  private:
    std::vector<Heard> events_;

    static std::vector<shell::SeatLook> annaAndBruno() {
        return {{"Anna", Qt::white, true}, {"Bruno", Qt::black, true}};
    }

    // The legal moves as the board lists them: ", "-separated after "Legal moves: ".
    static QStringList legalMovesSpoken(const QString& description) {
        const QString marker = QStringLiteral("Legal moves: ");
        const auto at = description.indexOf(marker);
        if (at < 0) return {};
        QString list = description.mid(at + marker.size());
        list.chop(1);  // the full stop
        auto moves = list.split(QStringLiteral(", "));
        moves.sort();
        return moves;
    }

    static QStringList legalMovesOf(const State& state) {
        QStringList moves;
        for (const Move move : state.legalMoves())
            moves << QString::fromStdString(state.moveToString(move));
        moves.sort();
        return moves;
    }

    bool heardFrom(QObject* object, QAccessible::Event type) const {
        return std::any_of(events_.begin(), events_.end(),
                           [&](const Heard& h) { return h.object == object && h.type == type; });
    }

    // The names of the notifications shown (ObjectShow, role Notification) under `board`.
    QStringList notificationsShownUnder(QObject* board) const {
        QStringList names;
        for (const Heard& h : events_)
            if (h.type == QAccessible::ObjectShow && h.role == QAccessible::Notification &&
                h.object && h.object->parent() == board)
                names << h.name;
        return names;
    }

    void startChess() {
        const QString error = window_->startGame(
            "chess", {{{true, "Anna", "", ""}, {true, "Bruno", "", ""}}, Options()}, 1);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(window_->gameScreen()->board());
    }

  private slots:
    void initTestCase() {
        setUpPrivateHome();
        QAccessible::installUpdateHandler(listen);
        // As a screen reader connecting does (Qt's own accessibility tests do the same): the
        // offscreen platform has no AT-SPI bridge to do it.
        QPlatformAccessibility* platform =
            QGuiApplicationPrivate::platformIntegration()->accessibility();
        QVERIFY(platform);
        platform->setActive(true);
        QVERIFY(QAccessible::isActive());
        heard = &events_;
    }
    void cleanupTestCase() { heard = nullptr; }
    void init() { events_.clear(); }
    void cleanup() { closeWindow(); }

    // The chess board says every piece by square, whose turn it is and the legal moves; after
    // 1.e4 it names the move and Black's choices.
    void chessBoardSpeaksThePositionAndTheLegalMoves() {
        chess::ChessGame game;
        auto state = game.newInitialState(Options(), 2);
        shell::chess::ChessBoardView board;
        board.setSeats(annaAndBruno());
        board.showState(*state, 0);
        board.setSpokenPosition(*state, 0);
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(&board);
        QVERIFY(iface);
        QCOMPARE(iface->role(), QAccessible::Canvas);
        QCOMPARE(iface->text(QAccessible::Name), QString("Chess board. Anna to move."));
        const QString start = iface->text(QAccessible::Description);
        QVERIFY2(start.startsWith(QString(kStartPieces) + " White to move. Legal moves: "),
                 qPrintable(start));
        QCOMPARE(legalMovesSpoken(start).size(), 20);
        QCOMPARE(legalMovesSpoken(start), legalMovesOf(*state));

        auto after = state->clone();
        const Move e4 = *state->parseMove("e4");
        after->apply(e4);
        board.showState(*after, 1);
        board.setSpokenPosition(*after, 1, board.describeMove(*state, e4, *after));
        QCOMPARE(iface->text(QAccessible::Name), QString("Anna played e4. Bruno to move."));
        const QString reply = iface->text(QAccessible::Description);
        QVERIFY2(reply.startsWith(
                     "White: king e1; queen d1; rooks a1, h1; bishops c1, f1; knights b1, g1; "
                     "pawns a2, b2, c2, d2, f2, g2, h2, e4. Black: king e8;"),
                 qPrintable(reply));
        QVERIFY2(reply.contains(" Black to move. Legal moves: "), qPrintable(reply));
        QCOMPARE(legalMovesSpoken(reply), legalMovesOf(*after));
        // Watching from White's side: the position, but no choices to make.
        board.setSpokenPosition(*after, 0);
        QVERIFY(!descriptionOf(&board).contains("Legal moves"));
    }

    void chessBoardSaysCheck() {
        chess::ChessGame game;
        auto state =
            game.stateFromFen("rnbqkbnr/ppppp2p/8/5pp1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
        const Move mate = *state->parseMove("Qh5#");
        auto after = state->clone();
        after->apply(mate);
        shell::chess::ChessBoardView board;
        board.setSeats(annaAndBruno());
        board.setSpokenPosition(*after, 1, board.describeMove(*state, mate, *after));
        QCOMPARE(nameOf(&board), QString("Anna played Qh5# — checkmate — Anna wins — 1–0. "
                                         "Game over: Anna wins."));
        auto checked =
            game.stateFromFen("rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
        board.setSpokenPosition(*checked, 1);
        QVERIFY2(descriptionOf(&board).contains(" Black to move. Check. Legal moves: g6."),
                 qPrintable(descriptionOf(&board)));
    }

    void draughtsBoardSpeaksMenKingsAndMoves() {
        draughts::DraughtsGame game;
        auto state = game.newInitialState(
            Options(std::map<std::string, std::string>{{"fen", "W:W32,33,K12:B19,20"}}), 2);
        shell::draughts::DraughtsBoardView board;
        board.setSeats(annaAndBruno());
        board.showState(*state, 0);
        board.setSpokenPosition(*state, 0);
        QCOMPARE(nameOf(&board), QString("Draughts board. Anna to move."));
        const QString text = descriptionOf(&board);
        QVERIFY2(text.startsWith("White: men 32, 33; king 12. Black: men 19, 20. White to move. "
                                 "Legal moves: "),
                 qPrintable(text));
        QCOMPARE(legalMovesSpoken(text), legalMovesOf(*state));
    }

    // A card game says what the seat looking may know: its own choices, never another hand.
    void aCardBoardNeverSpeaksAHiddenHand() {
        const Game* game = registry_.find("crazy-eights");
        QVERIFY(game);
        auto state = game->newInitialState(Options(), 2);
        Rng rng(7);
        while (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[rng.below(outcomes.size())].move);
        }
        const auto& eights = dynamic_cast<const crazy_eights::CrazyEightsState&>(*state);
        const PlayerId actor = state->currentActor();
        const PlayerId other = 1 - actor;
        shell::crazy_eights::CrazyEightsBoard board;
        board.setSeats(annaAndBruno());
        board.showState(*state, actor);
        board.setSpokenPosition(*state, actor);
        const QString seen = nameOf(&board) + "\n" + descriptionOf(&board);
        QVERIFY2(seen.contains("Your choices: "), qPrintable(seen));
        int ownSpoken = 0;
        for (const auto card : eights.hand(actor).cards())
            if (seen.contains(shell::cardText(card))) ++ownSpoken;
        QVERIFY2(ownSpoken > 0, qPrintable(seen));
        // The other hand's cards, but for a twin of one's own (the two jokers read alike).
        QStringList own;
        for (const auto card : eights.hand(actor).cards()) own << shell::cardText(card);
        for (const auto card : eights.hand(other).cards())
            QVERIFY2(own.contains(shell::cardText(card)) || !seen.contains(shell::cardText(card)),
                     qPrintable(shell::cardText(card) + " heard in: " + seen));
        // The hand-over screen: nobody is looking, nobody's cards are said.
        board.showState(*state, shell::perspective::nobody);
        board.setSpokenPosition(*state, shell::perspective::nobody);
        const QString handOver = nameOf(&board) + "\n" + descriptionOf(&board);
        for (PlayerId seat : {actor, other})
            for (const auto card : eights.hand(seat).cards())
                QVERIFY2(!handOver.contains(shell::cardText(card)), qPrintable(handOver));
    }

    // A move played in the app: the board's name becomes the move's sentence and the turn,
    // and assistive technology is told (name and description changed).
    void aMoveAndTheTurnAreAnnounced() {
        openWindow();
        startChess();
        shell::BoardView* board = window_->gameScreen()->board();
        QCOMPARE(nameOf(board), QString("Chess board. Anna to move."));
        events_.clear();
        const Move e4 = *window_->gameScreen()->controller()->match().state().parseMove("e4");
        emit board->moveChosen(e4);
        QTRY_VERIFY(window_->gameScreen()->controller()->waitingForMove());
        QCOMPARE(nameOf(board), QString("Anna played e4. Bruno to move."));
        QVERIFY(heardFrom(board, QAccessible::NameChanged));
        QVERIFY(heardFrom(board, QAccessible::DescriptionChanged));
        QVERIFY2(descriptionOf(board).contains(" Black to move. Legal moves: "),
                 qPrintable(descriptionOf(board)));
        events_.clear();
        window_->gameScreen()->controller()->undo();
        QCOMPARE(nameOf(board), QString("Taken back: the game is at move 0. Anna to move."));
        QVERIFY(heardFrom(board, QAccessible::NameChanged));
    }

    // Orca 43 ignores a canvas's name changes, but speaks a notification when it is shown:
    // each new announcement is shown once as the board's notification, with the board's name.
    void eachMoveShowsTheAnnouncementAsANotification() {
        openWindow();
        startChess();
        shell::BoardView* board = window_->gameScreen()->board();
        events_.clear();
        auto* controller = window_->gameScreen()->controller();
        emit board->moveChosen(*controller->match().state().parseMove("e4"));
        QTRY_VERIFY(controller->waitingForMove());
        emit board->moveChosen(*controller->match().state().parseMove("e5"));
        QTRY_VERIFY(controller->waitingForMove());
        QCOMPARE(notificationsShownUnder(board),
                 QStringList({"Anna played e4. Bruno to move.", "Bruno played e5. Anna to move."}));
        // The notification is the board's accessible child, and says the board's name.
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board);
        QAccessibleInterface* notice = iface->child(iface->childCount() - 1);
        QVERIFY(notice);
        QCOMPARE(notice->role(), QAccessible::Notification);
        QCOMPARE(notice->text(QAccessible::Name), QString("Bruno played e5. Anna to move."));
        QCOMPARE(notice->parent(), iface);
        QCOMPARE(iface->indexOfChild(notice), iface->childCount() - 1);
        // Nothing new, nothing shown again.
        events_.clear();
        board->setSpokenPosition(controller->match().state(), 0);
        QCOMPARE(notificationsShownUnder(board), QStringList());
    }

    void everyLibraryControlHasAName() {
        openWindow();
        expectNamed(unnamedControls(window_.get()));
        // A search typed: the line's clear button shows, and says what it does.
        auto* search = window_->library()->findChild<QLineEdit*>();
        QVERIFY(search);
        search->setText("ch");
        expectNamed(unnamedControls(window_.get()));
    }

    void everyNewGameDialogControlHasAName() {
        openWindow();
        QStringList unnamed;
        bool seen = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<shell::NewGameDialog*>(QApplication::activeModalWidget());
            if (!dialog) return;
            seen = true;
            unnamed = unnamedControls(dialog);
            dialog->reject();
        });
        window_->chooseNewGame("chess");
        QVERIFY(seen);
        expectNamed(unnamed);
    }

    void everyGameScreenControlHasAName_data() {
        QTest::addColumn<QString>("game");
        for (const auto& entry : catalog_->entries())
            QTest::newRow(entry.game->info().id.c_str())
                << QString::fromStdString(entry.game->info().id);
    }
    void everyGameScreenControlHasAName() {
        QFETCH(QString, game);
        openWindow();
        const shell::CatalogEntry* entry = catalog_->find(game);
        QVERIFY(entry);
        const QString error = window_->startGame(game, window_->rememberedSetup(*entry), 1);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        expectNamed(unnamedControls(window_.get()));
    }

    void everyClassroomControlHasAName() {
        openWindow();
        window_->openClassroom();
        auto* classroom = window_->findChild<shell::flags::ClassroomWindow*>();
        QVERIFY(classroom);
        expectNamed(unnamedControls(window_.get()));
        shell::flags::ClassroomSettings settings;
        settings.answers = shell::flags::ClassroomSettings::Answers::FourOptions;
        settings.questions = 3;
        settings.teams = {QStringLiteral("Lions"), QStringLiteral("Eagles")};
        settings.seed = 2024;
        classroom->startQuiz(settings);
        expectNamed(unnamedControls(window_.get()));
    }
};

}  // namespace lt::test

QTEST_MAIN(lt::test::AccessibilityTest)
#include "accessibility_test.moc"
