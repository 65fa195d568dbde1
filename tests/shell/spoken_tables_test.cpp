// Screen readers at the card tables (issue 23 item 11): each board's accessible description
// states the whole position as the seat looking sees it, its own hand by the cards' spoken
// names and the other hands by their size only; at a hot-seat hand-over no hand's card is
// said. Read through Qt's accessibility API, as assistive technology reads it.
#include <QtGui/private/qguiapplication_p.h>
#include <qpa/qplatformaccessibility.h>
#include <qpa/qplatformintegration.h>
#include <QAccessible>
#include <QtTest>
#include <sstream>

#include "framework/rng.h"
#include "games/barbu/barbu_board.h"
#include "games/barbu/game.h"
#include "games/battaglia_corsa/battaglia_corsa_board.h"
#include "games/battaglia_corsa/game.h"
#include "games/crazy_eights/crazy_eights_board.h"
#include "games/crazy_eights/game.h"
#include "games/crazy_eights/rules.h"
#include "games/flags/flag_texts.h"
#include "games/flags_training/flags_training_board_view.h"
#include "games/flags_training/state.h"
#include "games/flags_un_due_tre/flags_un_due_tre_board_view.h"
#include "games/flags_un_due_tre/state.h"
#include "games/kems/game.h"
#include "games/kems/kems_board.h"
#include "games/oh_hell/game.h"
#include "games/oh_hell/moves.h"
#include "games/oh_hell/oh_hell_board.h"
#include "games/oh_hell/rules.h"
#include "games/president/game.h"
#include "games/president/president_board.h"
#include "games/recto_verso/game.h"
#include "games/recto_verso/recto_verso_board.h"
#include "games/whistiti/game.h"
#include "games/whistiti/whistiti_board.h"
#include "standard_games.h"
#include "widgets/card_text.h"

namespace lt::test {

namespace {

using cards::Card;
using cards::Hand;

std::vector<Card> cardsOf(const std::string& text) {
    std::vector<Card> cards;
    std::istringstream in(text);
    for (std::string word; in >> word;) cards.push_back(cards::parseCardOrThrow(word));
    return cards;
}

// The stock of a deal: `deck` less every card of `hands` and of `shown`.
Hand stockWithout(std::vector<Card> deck, const std::vector<Hand>& hands,
                  const std::vector<Card>& shown = {}) {
    Hand stock(std::move(deck));
    for (const Hand& hand : hands)
        for (const Card card : hand.cards()) stock.remove(card);
    for (const Card card : shown) stock.remove(card);
    return stock;
}

QString descriptionOf(QWidget* board) {
    QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(board);
    return iface ? iface->text(QAccessible::Description) : QString();
}

std::vector<shell::SeatLook> seatsNamed(const QStringList& names) {
    std::vector<shell::SeatLook> seats;
    for (const QString& name : names) seats.push_back({name, Qt::white, true});
    return seats;
}

// The cards of `hands` the text says, by spoken name or by the cards' letters.
QStringList cardsSaid(const QString& text, const std::vector<Hand>& hands) {
    QStringList said;
    for (const Hand& hand : hands)
        for (const Card card : hand.cards())
            for (const QString& name : {shell::spokenCardName(card), shell::cardText(card)})
                if (text.contains(name)) said << name;
    return said;
}

// Crazy Eights, two players: Anna holds 3♣ K♥ 9♠, Bruno 2♦ 5♦, the 7♥ on the discard pile,
// Bruno to play.
crazy_eights::CrazyEightsState crazyEightsPosition(const crazy_eights::CrazyEightsGame& game) {
    crazy_eights::Table table;
    table.numPlayers = 2;
    table.phase = crazy_eights::Phase::Playing;
    table.dealNumber = 2;
    table.numDeals = 5;
    table.dealer = 0;
    table.turn = 1;
    table.discard = cardsOf("7H");
    table.currentSuit = cards::Suit::Hearts;
    std::vector<Hand> hands{Hand(cardsOf("9S KH 3C")), Hand(cardsOf("5D 2D"))};
    Hand stock =
        stockWithout(cards::standardDeck(crazy_eights::jokersInDeck), hands, table.discard);
    table.stockCount = stock.size();
    table.handCounts = {3, 2};
    table.totals = {12, 40};
    return crazy_eights::CrazyEightsState(game, table, hands, stock, {});
}

// Oh Hell, four players, two cards each, Dino dealt and turned the 5♥: the bids made, Anna
// led the K♠ and Bruno followed with the 2♠; Carla to play.
oh_hell::OhHellState ohHellPosition(const oh_hell::OhHellGame& game) {
    oh_hell::Table table;
    table.numPlayers = 4;
    table.handSizes = oh_hell::handSizes(4, false);
    table.dealIndex = 1;
    table.dealer = 3;
    table.cardsDealt = 8;
    table.trumpCard = cards::parseCardOrThrow("5H");
    table.bids = {1, 0, 1, 0};
    table.tricksTaken = {0, 0, 0, 0};
    table.handCounts = {2, 2, 2, 2};
    table.voids = cards::VoidFacts(4);
    table.phase = oh_hell::Phase::Playing;
    table.turn = 0;
    table.trick = cards::Trick{0, {}};
    table.totals = {5, 3, 0, 2};
    std::vector<Hand> hands{Hand(cardsOf("KS 3D")), Hand(cardsOf("2S 9C")), Hand(cardsOf("QH 4S")),
                            Hand(cardsOf("JD 7C"))};
    Hand stock = stockWithout(oh_hell::deckFor(4), hands);
    table.stockCount = stock.size();
    oh_hell::OhHellState state(game, table, hands, stock);
    state.apply(oh_hell::playMove(cards::parseCardOrThrow("KS")));
    state.apply(oh_hell::playMove(cards::parseCardOrThrow("2S")));
    return state;
}

// Barbu, the Hearts contract Anna chose: Bruno led the 10♥, Carla to play; Dino looks.
barbu::BarbuState barbuPosition(const barbu::BarbuGame& game) {
    barbu::Table table;
    table.phase = barbu::Phase::Playing;
    table.dealIndex = 2;
    table.dealer = 0;
    table.contract = barbu::Contract::Hearts;
    table.turn = 2;
    table.trick = cards::Trick{1, {{1, cards::parseCardOrThrow("10H")}}};
    table.tricksTaken = {3, 2, 4, 2};
    table.voids = cards::VoidFacts(4);
    table.totals = {-10, -25, 0, -5};
    std::vector<Hand> hands{Hand(cardsOf("2H 9D")), Hand(cardsOf("KC")), Hand(cardsOf("QH 5S")),
                            Hand(cardsOf("4C AS"))};
    for (const Hand& hand : hands) table.handCounts.push_back(hand.size());
    return barbu::BarbuState(game, table, hands, Hand());
}

// Whistiti: Carla dealt and showed the J♣ (trump clubs); Dino led the 3♦; Anna to play.
whistiti::WhistitiState whistitiPosition(const whistiti::WhistitiGame& game) {
    whistiti::Table table;
    table.phase = whistiti::Phase::Playing;
    table.dealIndex = 0;
    table.dealer = 2;
    table.trumpCard = cards::parseCardOrThrow("JC");
    table.trumpCardInHand = true;
    table.turn = 0;
    table.trick = cards::Trick{3, {{3, cards::parseCardOrThrow("3D")}}};
    table.tricksTaken = {1, 0, 2, 1};
    table.voids = cards::VoidFacts(4);
    table.totals = {4, 2, 6, 3};
    std::vector<Hand> hands{Hand(cardsOf("7D KH")), Hand(cardsOf("2S 8S")), Hand(cardsOf("JC 6H")),
                            Hand(cardsOf("AD"))};
    for (const Hand& hand : hands) table.handCounts.push_back(hand.size());
    return whistiti::WhistitiState(game, table, hands, Hand());
}

// Il pezzente: Anna (the Vice-President) holds 3♣ 3♥ Q♠, Bruno (President) the 4♦, Carla
// (Beggar) K♥ K♠, Dino (Vice-Beggar) 2♣ 5♠; Bruno played 9♣ 9♦ and Carla is to beat it.
president::PresidentState presidentPosition(const president::PresidentGame& game) {
    president::Table table;
    table.phase = president::Phase::Playing;
    table.deals = 5;
    table.dealIndex = 1;
    table.titles = {2, 1, 4, 3};
    table.dealer = 2;
    table.turn = 2;
    table.cardsDealt = 54;
    table.totals = {3, 4, 0, 1};
    table.lastPlay = president::PileEntry{1, cardsOf("9C 9D")};
    table.pile = {*table.lastPlay};
    table.playedBy.assign(4, {});
    std::vector<Hand> hands{Hand(cardsOf("3C 3H QS")), Hand(cardsOf("4D")), Hand(cardsOf("KH KS")),
                            Hand(cardsOf("2C 5S"))};
    for (const Hand& hand : hands) table.handCounts.push_back(hand.size());
    Hand stock = stockWithout(cards::standardDeck(2), hands, cardsOf("9C 9D"));
    return president::PresidentState(game, table, hands, stock, {});
}

// A game of `game` for `players` played from its start by chance and by each seat's first
// legal move until `ready` says so.
template <class Ready>
std::unique_ptr<State> playedUntil(const Game& game, int players, Ready ready) {
    auto state = game.newInitialState(Options(), players);
    Rng rng(11);
    for (int step = 0; step < 2000 && !ready(*state); ++step) {
        if (state->isChanceNode()) {
            const auto outcomes = state->chanceOutcomes();
            state->apply(outcomes[rng.below(outcomes.size())].move);
        } else {
            state->apply(state->legalMoves().front());
        }
    }
    return state;
}

}  // namespace

class SpokenTablesTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() {
        // As a screen reader connecting does: the offscreen platform has no AT-SPI bridge.
        QPlatformAccessibility* platform =
            QGuiApplicationPrivate::platformIntegration()->accessibility();
        QVERIFY(platform);
        platform->setActive(true);
        QVERIFY(QAccessible::isActive());
    }

    void crazyEightsSaysTheHandThePileAndTheCounts() {
        crazy_eights::CrazyEightsGame game;
        const auto state = crazyEightsPosition(game);
        shell::crazy_eights::CrazyEightsBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno"}));
        board.showState(state, 0);
        board.setSpokenPosition(state, 0);
        QCOMPARE(descriptionOf(&board),
                 QString("Deal 2 of 5. Your hand: 3 of clubs, king of hearts, 9 of spades. "
                         "Cards in the other hands: Bruno: 2. Discard pile: 7 of hearts on top. "
                         "Cards in the stock: 48. Scores: Anna: 12, Bruno: 40."));
    }

    void crazyEightsHandOverSaysNoCard() {
        crazy_eights::CrazyEightsGame game;
        const auto state = crazyEightsPosition(game);
        shell::crazy_eights::CrazyEightsBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno"}));
        board.showState(state, shell::perspective::nobody);
        board.setSpokenPosition(state, shell::perspective::nobody);
        const QString text = descriptionOf(&board);
        QCOMPARE(text,
                 QString("Deal 2 of 5. Cards in hand: Anna: 3, Bruno: 2. Discard pile: 7 of "
                         "hearts on top. Cards in the stock: 48. Scores: Anna: 12, Bruno: 40."));
        QCOMPARE(cardsSaid(text, {state.hand(0), state.hand(1)}), QStringList());
    }

    void ohHellSaysTheTrickTrumpAndBids() {
        oh_hell::OhHellGame game;
        const auto state = ohHellPosition(game);
        shell::oh_hell::OhHellBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno", "Carla", "Dino"}));
        board.showState(state, 0);
        board.setSpokenPosition(state, 0);
        QCOMPARE(descriptionOf(&board),
                 QString("Your hand: 3 of diamonds. Cards in the other hands: Bruno: 1, Carla: 2, "
                         "Dino: 2. Trump: hearts. On the table: Anna played king of spades, Bruno "
                         "played 2 of spades. Suit to follow: spades. Anna bid 1, won 0; Bruno bid "
                         "0, won 0; Carla bid 1, won 0; Dino bid 0, won 0. Scores: Anna: 5, Bruno: "
                         "3, Carla: 0, Dino: 2."));
    }

    void ohHellHandOverSaysNoCard() {
        oh_hell::OhHellGame game;
        const auto state = ohHellPosition(game);
        shell::oh_hell::OhHellBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno", "Carla", "Dino"}));
        board.showState(state, shell::perspective::nobody);
        board.setSpokenPosition(state, shell::perspective::nobody);
        const QString text = descriptionOf(&board);
        QVERIFY2(text.startsWith("Cards in hand: Anna: 1, Bruno: 1, Carla: 2, Dino: 2. Trump: "
                                 "hearts. On the table: Anna played king of spades"),
                 qPrintable(text));
        QCOMPARE(cardsSaid(text, {state.hand(0), state.hand(1), state.hand(2), state.hand(3)}),
                 QStringList());
    }
    void barbuSaysTheContractAndTheTricks() {
        barbu::BarbuGame game;
        const auto state = barbuPosition(game);
        shell::barbu::BarbuBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno", "Carla", "Dino"}));
        board.showState(state, 3);
        board.setSpokenPosition(state, 3);
        QCOMPARE(descriptionOf(&board),
                 QString("Your hand: 4 of clubs, ace of spades. Cards in the other hands: Anna: 2, "
                         "Bruno: 1, Carla: 2. On the table: Bruno played 10 of hearts. Suit to "
                         "follow: hearts. Contract: Hearts, chosen by Anna. Tricks won: Anna: 3, "
                         "Bruno: 2, Carla: 4, Dino: 2. Scores: Anna: -10, Bruno: -25, Carla: 0, "
                         "Dino: -5."));
    }

    void whistitiSaysTheTrumpCard() {
        whistiti::WhistitiGame game;
        const auto state = whistitiPosition(game);
        shell::whistiti::WhistitiBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno", "Carla", "Dino"}));
        board.showState(state, 1);
        board.setSpokenPosition(state, 1);
        QCOMPARE(
            descriptionOf(&board),
            QString("Your hand: 2 of spades, 8 of spades. Cards in the other hands: Anna: 2, "
                    "Carla: 2, Dino: 1. Trump: clubs. On the table: Dino played 3 of diamonds. "
                    "Suit to follow: diamonds. Trump card: jack of clubs, turned by Carla. "
                    "Tricks won: Anna: 1, Bruno: 0, Carla: 2, Dino: 1. Scores: Anna: 4, "
                    "Bruno: 2, Carla: 6, Dino: 3."));
    }

    // Flag training: the question and whose it is, never the country of the flag shown (it
    // is the clue); after the answer, how it went.
    void flagsTrainingSaysTheQuestionNotTheFlag() {
        const GameRegistry registry = makeStandardGames();
        const Game* game = registry.find("flags-training");
        QVERIFY(game);
        auto state = playedUntil(*game, 2, [](const State& s) {
            return dynamic_cast<const flags_training::TrainingState&>(s).asked().has_value();
        });
        const auto& training = dynamic_cast<const flags_training::TrainingState&>(*state);
        QVERIFY(training.asked());
        const int card = training.asked()->card;
        const shell::flags::FlagTexts texts(QStringLiteral("en"));
        const QString country = texts.countryName(training.card(card).code);
        QVERIFY(!country.isEmpty());
        shell::flags_training::TrainingBoardView board;
        board.setSeats(seatsNamed({"Anna", "Bruno"}));
        board.showState(*state, 0);
        board.setSpokenPosition(*state, 1);
        QCOMPARE(descriptionOf(&board),
                 QString("Flag 1 of 20. Anna, which country is this? Scores: Anna: 0, Bruno: 0."));
        state->apply(static_cast<Move>(card));
        board.showState(*state, 1);
        board.setSpokenPosition(*state, 1);
        QCOMPARE(descriptionOf(&board),
                 QString("Anna: %1 — right! Scores: Anna: 1, Bruno: 0.").arg(country));
    }

    // Un due tre: the seat looking hears its own cards by country; at a hand-over no hand's
    // country is said, only how many cards each holds.
    void flagsUnDueTreHandOverSaysNoCountry() {
        const GameRegistry registry = makeStandardGames();
        const Game* game = registry.find("flags-un-due-tre");
        QVERIFY(game);
        const auto state = playedUntil(*game, 2, [](const State& s) {
            return dynamic_cast<const flags_un_due_tre::UdtState&>(s).table().phase ==
                   flags_un_due_tre::Phase::Choosing;
        });
        const auto& udt = dynamic_cast<const flags_un_due_tre::UdtState&>(*state);
        QCOMPARE(udt.table().phase, flags_un_due_tre::Phase::Choosing);
        const shell::flags::FlagTexts texts(QStringLiteral("en"));
        QStringList own, other;
        for (const int card : udt.hand(0)) own << texts.countryName(udt.card(card).code);
        for (const int card : udt.hand(1)) other << texts.countryName(udt.card(card).code);
        shell::flags_un_due_tre::UdtBoardView board;
        board.setSeats(seatsNamed({"Anna", "Bruno"}));
        board.showState(*state, 0);
        board.setSpokenPosition(*state, 0);
        const QString seen = descriptionOf(&board);
        QVERIFY2(seen.startsWith("Your cards: " + own.join(", ") +
                                 ". Cards in hand: Anna: 11, "
                                 "Bruno: 11. Cards in the stock: "),
                 qPrintable(seen));
        for (const QString& country : other) QVERIFY2(!seen.contains(country), qPrintable(seen));
        board.showState(*state, shell::perspective::nobody);
        board.setSpokenPosition(*state, shell::perspective::nobody);
        const QString handOver = descriptionOf(&board);
        QVERIFY2(handOver.startsWith("Cards in hand: Anna: 11, Bruno: 11. Cards in the stock: "),
                 qPrintable(handOver));
        for (const QString& country : own + other)
            QVERIFY2(!handOver.contains(country), qPrintable(handOver));
    }

    void presidentSaysThePlayToBeatAndTheTitles() {
        president::PresidentGame game;
        const auto state = presidentPosition(game);
        shell::president::PresidentBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno", "Carla", "Dino"}));
        board.showState(state, 0);
        board.setSpokenPosition(state, 0);
        QCOMPARE(
            descriptionOf(&board),
            QString("Deal 2 of 5. Your hand: 3 of clubs, 3 of hearts, queen of spades. Cards "
                    "in the other hands: Bruno: 1, Carla: 2, Dino: 2. Titles: Anna: "
                    "Vice-President, Bruno: President, Carla: Beggar, Dino: Vice-Beggar. To "
                    "beat: 9 of clubs, 9 of diamonds, played by Bruno. Scores: Anna: 3, Bruno: "
                    "4, Carla: 0, Dino: 1."));
        board.showState(state, shell::perspective::nobody);
        board.setSpokenPosition(state, shell::perspective::nobody);
        const QString handOver = descriptionOf(&board);
        QVERIFY2(handOver.contains("Cards in hand: Anna: 3, Bruno: 1, Carla: 2, Dino: 2."),
                 qPrintable(handOver));
        QCOMPARE(cardsSaid(handOver, {state.hand(0), state.hand(1), state.hand(2), state.hand(3)}),
                 QStringList());
    }

    // Kem's: the seat looking hears its own four cards and its team's signal, never the other
    // hands; at the hand-over nobody's cards.
    void kemsSaysOnlyTheOwnHand() {
        kems::KemsGame game;
        const auto state = playedUntil(game, 4, [](const State& s) {
            return dynamic_cast<const kems::KemsState&>(s).table().phase == kems::Phase::Exchange;
        });
        const auto& kemsState = dynamic_cast<const kems::KemsState&>(*state);
        QCOMPARE(kemsState.table().phase, kems::Phase::Exchange);
        QCOMPARE(kemsState.table().market.size(), std::size_t{4});
        std::vector<Hand> hands;
        for (PlayerId seat = 0; seat < 4; ++seat) {
            std::vector<Card> cards;
            for (const int code : kemsState.table().hands[seat])
                cards.push_back(Card::fromCode(code));
            hands.emplace_back(cards);
        }
        shell::kems::KemsBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno", "Carla", "Dino"}));
        board.showState(*state, 0);
        board.setSpokenPosition(*state, 0);
        const QString seen = descriptionOf(&board);
        QVERIFY2(
            seen.startsWith("Your hand: " + shell::spokenCardNames(hands[0].cards()) +
                            ". Cards in the other hands: Bruno: 4, Carla: 4, Dino: 4. Market: "),
            qPrintable(seen));
        QVERIFY2(seen.contains("Your team's signal: "), qPrintable(seen));
        QVERIFY2(seen.endsWith("Points: Anna and Carla: 0, Bruno and Dino: 0."), qPrintable(seen));
        QCOMPARE(cardsSaid(seen.section("Market: ", 0, 0), {hands[1], hands[2], hands[3]}),
                 QStringList());
        board.showState(*state, shell::perspective::nobody);
        board.setSpokenPosition(*state, shell::perspective::nobody);
        const QString handOver = descriptionOf(&board).section("Market: ", 0, 0);
        QCOMPARE(handOver, QString("Cards in hand: Anna: 4, Bruno: 4, Carla: 4, Dino: 4. "));
    }

    void battagliaCorsaSaysTheStacksAndThePile() {
        battaglia_corsa::SlapGame game;
        const auto state = game.newInitialState(Options(), 2);
        shell::battaglia_corsa::SlapBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno"}));
        board.showState(*state, 0);
        board.setSpokenPosition(*state, 0);
        QCOMPARE(descriptionOf(&board),
                 QString("Cards in each stack: Anna: 26, Bruno: 26. The pile is empty."));
    }

    // Recto Verso: the seat looking hears the fronts of its cards and the backs of the others'
    // (the sides turned towards it); at a hand-over only how many cards each hand holds.
    void rectoVersoHandOverSaysNoSide() {
        recto_verso::RectoVersoGame game;
        const auto state = playedUntil(game, 2, [](const State& s) {
            return dynamic_cast<const recto_verso::RectoVersoState&>(s).table().phase ==
                   recto_verso::Phase::Playing;
        });
        const auto& rv = dynamic_cast<const recto_verso::RectoVersoState&>(*state);
        QCOMPARE(rv.table().phase, recto_verso::Phase::Playing);
        shell::recto_verso::RectoVersoBoard board;
        board.setSeats(seatsNamed({"Anna", "Bruno"}));
        board.showState(*state, 0);
        board.setSpokenPosition(*state, 0);
        QStringList fronts, backs;
        for (const auto& placed : rv.hand(0))
            fronts << shell::recto_verso::RectoVersoBoard::faceText(placed.shown());
        for (const auto& placed : rv.hand(1))
            backs << shell::recto_verso::RectoVersoBoard::faceText(placed.hidden());
        const QString seen = descriptionOf(&board);
        QVERIFY2(seen.startsWith("Your cards: " + fronts.join(", ") +
                                 ". Bruno's cards, the sides you see: " + backs.join(", ") + "."),
                 qPrintable(seen));
        board.showState(*state, shell::perspective::nobody);
        board.setSpokenPosition(*state, shell::perspective::nobody);
        const QString handOver = descriptionOf(&board);
        QVERIFY2(handOver.startsWith("Cards in the hand of Anna: 6. Cards in the hand of Bruno: 6. "
                                     "Middle: "),
                 qPrintable(handOver));
        for (PlayerId seat : {0, 1})
            for (const auto& placed : rv.hand(seat))
                for (const auto& face : {placed.shown(), placed.hidden()}) {
                    // A middle card may show the same animal and pictogram as a hand's side.
                    const QString text = shell::recto_verso::RectoVersoBoard::faceText(face);
                    QVERIFY2(!handOver.section("Middle: ", 0, 0).contains(text),
                             qPrintable(handOver));
                }
    }
};

}  // namespace lt::test

QTEST_MAIN(lt::test::SpokenTablesTest)
#include "spoken_tables_test.moc"
