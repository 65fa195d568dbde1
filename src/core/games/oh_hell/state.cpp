#include "games/oh_hell/state.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/cards_common/card_moves.h"
#include "games/cards_common/deal_outcomes.h"
#include "games/cards_common/trick_play.h"
#include "games/oh_hell/game.h"
#include "games/oh_hell/moves.h"
#include "games/oh_hell/rules.h"
#include "games/oh_hell/view.h"

namespace lt::oh_hell {
OhHellState::OhHellState(const OhHellGame& game, Table table, std::vector<Hand> hands, Hand stock)
    : game_(&game), table_(std::move(table)), hands_(std::move(hands)), stock_(std::move(stock)) {
    const int n = table_.numPlayers;
    hands_.resize(n);
    table_.bids.resize(n, -1);
    cards::fitTrickTable(table_, n);
}

OhHellState OhHellState::initial(const OhHellGame& game, int numPlayers, bool shortGame) {
    Table table;
    table.numPlayers = numPlayers;
    table.shortGame = shortGame;
    table.handSizes = handSizes(numPlayers, shortGame);
    table.phase = Phase::ChooseDealer;
    const Hand deck(deckFor(numPlayers));
    table.stockCount = deck.size();
    return OhHellState(game, std::move(table), {}, deck);
}

std::unique_ptr<State> OhHellState::clone() const {
    return std::make_unique<OhHellState>(*this);
}

const Game& OhHellState::game() const {
    return *game_;
}

PlayerId OhHellState::currentActor() const {
    switch (table_.phase) {
        case Phase::ChooseDealer:
        case Phase::Dealing:
        case Phase::TurnTrump:
            return actor::chance;
        case Phase::Bidding:
        case Phase::Playing:
            return table_.turn;
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

std::vector<Card> OhHellState::playableNow() const {
    if (table_.phase != Phase::Playing) return {};
    return cards::playableCards(hands_[table_.turn], table_.trick, table_.trickRules());
}

std::vector<Move> OhHellState::legalMoves() const {
    std::vector<Move> moves;
    if (table_.phase == Phase::Bidding) {
        const int forbidden = table_.forbiddenBidNow();
        for (int bid = 0; bid <= table_.handSize(); ++bid)
            if (bid != forbidden) moves.push_back(bidMove(bid));
    } else if (table_.phase == Phase::Playing) {
        for (Card card : playableNow()) moves.push_back(playMove(card));
    }
    return moves;
}

std::vector<ChanceOutcome> OhHellState::chanceOutcomes() const {
    switch (table_.phase) {
        case Phase::ChooseDealer:
            return cards::seatOutcomes(table_.numPlayers, chanceDealerMove);
        case Phase::Dealing:
        case Phase::TurnTrump:
            return cards::dealOutcomes(stock_, chanceCardMove);
        default:
            return {};
    }
}

bool OhHellState::isPublicChance(Move outcome) const {
    if (kindOf(outcome) == MoveKind::ChanceDealer || table_.phase == Phase::TurnTrump) return true;
    // A2: the last card of a deal that empties the stock shows the trump.
    return table_.phase == Phase::Dealing && stock_.size() == 1;
}

void OhHellState::apply(Move move) {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) throw IllegalMove("the game is over");
    if (actor == actor::chance) {
        if (table_.phase == Phase::ChooseDealer) {
            if (move != chanceDealerMove(valueOf(move)) || valueOf(move) >= table_.numPlayers)
                throw IllegalMove("not a chance outcome here");
            startDeal(valueOf(move));
            return;
        }
        if (move != chanceCardMove(cardOf(move)) || !stock_.contains(cardOf(move)))
            throw IllegalMove("not a chance outcome here");
        if (table_.phase == Phase::Dealing)
            dealCard(cardOf(move));
        else
            turnTrump(cardOf(move));
        return;
    }
    const auto legal = legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end())
        throw IllegalMove("illegal move: " + moveToString(move));
    if (kindOf(move) == MoveKind::Bid)
        makeBid(valueOf(move));
    else
        playCard(cardOf(move));
}

void OhHellState::startDeal(PlayerId dealer) {
    ++table_.dealIndex;
    table_.dealer = dealer;
    table_.phase = Phase::Dealing;
    table_.cardsDealt = 0;
    table_.trumpCard.reset();
    table_.trumpCardInHand = false;
    table_.turn = table_.seatAfter(dealer, 1);
    std::fill(table_.bids.begin(), table_.bids.end(), -1);
    std::fill(table_.tricksTaken.begin(), table_.tricksTaken.end(), 0);
    std::fill(table_.handCounts.begin(), table_.handCounts.end(), 0);
    table_.trick = Trick{table_.turn, {}};
    table_.finishedTricks.clear();
    table_.voids.clear();
    for (Hand& hand : hands_) hand.clear();
    stock_ = Hand(deckFor(table_.numPlayers));
    table_.stockCount = stock_.size();
}

void OhHellState::dealCard(Card card) {
    const PlayerId to = table_.seatAfter(table_.dealer, 1 + table_.cardsDealt);
    stock_.remove(card);
    hands_[to].add(card);
    ++table_.handCounts[to];
    table_.stockCount = stock_.size();
    if (++table_.cardsDealt < table_.handSize() * table_.numPlayers) return;
    if (stock_.empty()) {
        // A2: the dealer shows the last card he dealt himself; it stays in his hand.
        table_.trumpCard = card;
        table_.trumpCardInHand = true;
        table_.phase = Phase::Bidding;
    } else {
        table_.phase = Phase::TurnTrump;
    }
}

void OhHellState::turnTrump(Card card) {
    // Setup 4: the card is shown and stays on the stock.
    table_.trumpCard = card;
    table_.phase = Phase::Bidding;
}

void OhHellState::makeBid(int bid) {
    table_.bids[table_.turn] = bid;
    if (table_.turn == table_.dealer) {
        table_.phase = Phase::Playing;
        table_.turn = table_.seatAfter(table_.dealer, 1);
        table_.trick = Trick{table_.turn, {}};
    } else {
        table_.turn = table_.seatAfter(table_.turn, 1);
    }
}

void OhHellState::playCard(Card card) {
    const PlayerId player = table_.turn;
    if (table_.trumpCardInHand && player == table_.dealer && card == *table_.trumpCard)
        table_.trumpCardInHand = false;
    const auto winner =
        cards::playToTrick(table_, hands_[player], card, table_.trickRules(), table_.numPlayers);
    if (winner && hands_[*winner].empty()) endDeal();
}

void OhHellState::endDeal() {
    DealResult result;
    result.handSize = table_.handSize();
    result.dealer = table_.dealer;
    result.trumpCard = table_.trumpCard;
    result.bids = table_.bids;
    result.tricks = table_.tricksTaken;
    for (PlayerId p = 0; p < table_.numPlayers; ++p) {
        result.points.push_back(dealScore(table_.bids[p], table_.tricksTaken[p]));
        table_.totals[p] += result.points.back();
    }
    table_.results.push_back(std::move(result));
    if (table_.dealIndex + 1 == table_.dealsCount()) {
        table_.phase = Phase::Over;
        return;
    }
    startDeal(table_.seatAfter(table_.dealer, 1));  // A3
}

std::string OhHellState::moveToString(Move move) const {
    switch (kindOf(move)) {
        case MoveKind::Bid:
            return fmt::format("bid {}", valueOf(move));
        case MoveKind::Play:
            return "play " + cards::toString(cardOf(move));
        case MoveKind::ChanceCard:
            return (table_.phase == Phase::TurnTrump ? "trump " : "deal ") +
                   cards::toString(cardOf(move));
        case MoveKind::ChanceDealer:
            return fmt::format("dealer {}", valueOf(move));
    }
    return "?";
}

std::optional<Move> OhHellState::parseMove(std::string_view text,
                                           std::optional<PlayerId> claimant) const {
    if (claimant) return std::nullopt;  // no claims in this game
    // Cards are read directly (a deal has up to 51 outcomes to compare with).
    if (const auto card = cards::playedCard(text, playableNow())) return playMove(*card);
    for (const auto& [word, phase] : {std::pair{std::string_view("deal "), Phase::Dealing},
                                      std::pair{std::string_view("trump "), Phase::TurnTrump}}) {
        const auto card = cards::cardAfterWord(text, word);
        if (!card) continue;
        if (table_.phase != phase || !stock_.contains(*card)) return std::nullopt;
        return chanceCardMove(*card);
    }
    return State::parseMove(text, claimant);
}

std::string OhHellState::toString() const {
    std::string text = describeTable(table_);
    text += cards::describeHands(hands_);
    text += cards::describeStock("stock", stock_);
    return text;
}

std::vector<int> OhHellState::ranking() const {
    // O7, A8: the highest total wins; equal totals share a place.
    std::vector<int> places;
    for (int mine : table_.totals)
        places.push_back(
            1 + static_cast<int>(std::count_if(table_.totals.begin(), table_.totals.end(),
                                               [mine](int other) { return other > mine; })));
    return places;
}

std::optional<std::vector<double>> OhHellState::heuristicReturns() const {
    // The totals so far, plus this deal's score for a bid already made or missed; seats are
    // compared pairwise, smoothly, so small leads count less than large ones.
    const int n = table_.numPlayers;
    std::vector<double> projected(n);
    for (PlayerId p = 0; p < n; ++p) {
        projected[p] = table_.totals[p];
        if (table_.phase == Phase::Playing && table_.tricksTaken[p] > table_.bids[p])
            projected[p] += dealScore(table_.bids[p], table_.tricksTaken[p]);
    }
    std::vector<double> utilities(n, 0.0);
    for (PlayerId i = 0; i < n; ++i) {
        for (PlayerId j = 0; j < n; ++j)
            if (i != j) utilities[i] += std::tanh((projected[i] - projected[j]) / 40.0);
        utilities[i] /= n - 1;
    }
    return utilities;
}

std::unique_ptr<View> OhHellState::viewFor(PlayerId player) const {
    const bool seat = player >= 0 && player < table_.numPlayers;
    return std::make_unique<OhHellView>(*game_, table_, player, seat ? hands_[player] : Hand());
}

}  // namespace lt::oh_hell
