#include "games/barbu/state.h"

#include <algorithm>

#include "framework/errors.h"
#include "games/barbu/game.h"
#include "games/barbu/moves.h"
#include "games/barbu/view.h"
#include "games/cards_common/card_moves.h"
#include "games/cards_common/deal_outcomes.h"
#include "games/cards_common/trick_play.h"

namespace lt::barbu {

BarbuState::BarbuState(const BarbuGame& game, Table table, std::vector<Hand> hands, Hand stock)
    : game_(&game), table_(std::move(table)), hands_(std::move(hands)), stock_(std::move(stock)) {
    hands_.resize(players);
    cards::fitTrickTable(table_, players);
}

BarbuState BarbuState::initial(const BarbuGame& game, bool endWhenPenaltiesTaken) {
    Table table;
    table.endWhenPenaltiesTaken = endWhenPenaltiesTaken;
    BarbuState state(game, std::move(table), {}, Hand());
    state.startDeal();
    return state;
}

std::unique_ptr<State> BarbuState::clone() const {
    return std::make_unique<BarbuState>(*this);
}

const Game& BarbuState::game() const {
    return *game_;
}

PlayerId BarbuState::currentActor() const {
    switch (table_.phase) {
        case Phase::Dealing:
            return actor::chance;
        case Phase::Choosing:
            return table_.dealer;
        case Phase::Playing:
            return table_.turn;
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

std::vector<Card> BarbuState::playableNow() const {
    if (table_.phase != Phase::Playing) return {};
    // B1, B6: no trumps; follow suit if you can, else discard anything.
    return cards::playableCards(hands_[table_.turn], table_.trick, cards::TrickRules{});
}

std::vector<Move> BarbuState::legalMoves() const {
    std::vector<Move> moves;
    if (table_.phase == Phase::Choosing) {
        for (Contract contract : table_.openContracts()) moves.push_back(contractMove(contract));
    } else if (table_.phase == Phase::Playing) {
        for (Card card : playableNow()) moves.push_back(playMove(card));
    }
    return moves;
}

std::vector<ChanceOutcome> BarbuState::chanceOutcomes() const {
    if (table_.phase != Phase::Dealing) return {};
    return cards::dealOutcomes(stock_, dealMove);
}

bool BarbuState::isPublicChance(Move /*outcome*/) const {
    return false;
}

void BarbuState::apply(Move move) {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) throw IllegalMove("the game is over");
    if (actor == actor::chance) {
        if (move != dealMove(cardOf(move)) || !stock_.contains(cardOf(move)))
            throw IllegalMove("not a chance outcome here");
        dealCard(cardOf(move));
        return;
    }
    const auto legal = legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end())
        throw IllegalMove("illegal move: " + moveToString(move));
    if (kindOf(move) == MoveKind::Choose)
        choose(contractOf(move));
    else
        playCard(cardOf(move));
}

void BarbuState::startDeal() {
    table_.dealer = dealerOf(table_.dealIndex);
    if (table_.dealIndex % contractCount == 0) table_.played.fill(false);
    table_.phase = Phase::Dealing;
    table_.cardsDealt = 0;
    table_.contract.reset();
    table_.turn = table_.dealer;
    std::fill(table_.tricksTaken.begin(), table_.tricksTaken.end(), 0);
    std::fill(table_.handCounts.begin(), table_.handCounts.end(), 0);
    table_.trick = cards::Trick{table_.dealer, {}};
    table_.finishedTricks.clear();
    table_.voids.clear();
    for (Hand& hand : hands_) hand.clear();
    stock_ = Hand(cards::standardDeck());
    table_.stockCount = stock_.size();
}

void BarbuState::dealCard(Card card) {
    // Setup 3: one card at a time, starting on the dealer's left.
    const PlayerId to = Table::seatAfter(table_.dealer, 1 + table_.cardsDealt);
    stock_.remove(card);
    hands_[to].add(card);
    ++table_.handCounts[to];
    table_.stockCount = stock_.size();
    ++table_.cardsDealt;
    if (!stock_.empty()) return;
    const auto open = table_.openContracts();
    // A5: the last contract of a round needs no choice.
    if (open.size() == 1)
        choose(open.front());
    else
        table_.phase = Phase::Choosing;
}

void BarbuState::choose(Contract contract) {
    table_.contract = contract;
    table_.played[static_cast<std::size_t>(indexOf(contract))] = true;
    // B5: the dealer leads the first trick.
    table_.phase = Phase::Playing;
    table_.turn = table_.dealer;
    table_.trick = cards::Trick{table_.dealer, {}};
}

void BarbuState::playCard(Card card) {
    // B6, B7: no trumps; the highest card of the suit led wins, discards never do.
    const auto winner =
        cards::playToTrick(table_, hands_[table_.turn], card, cards::TrickRules{}, players);
    if (!winner) return;
    if (hands_[*winner].empty() || (table_.endWhenPenaltiesTaken &&
                                    penaltiesAllTaken(*table_.contract, table_.finishedTricks)))
        endDeal();
}

void BarbuState::endDeal() {
    DealResult result;
    result.dealer = table_.dealer;
    result.contract = *table_.contract;
    result.points = dealPenalties(*table_.contract, table_.finishedTricks);
    for (PlayerId p = 0; p < players; ++p) table_.totals[p] += result.points[p];
    table_.results.push_back(std::move(result));
    if (table_.dealIndex + 1 == dealsPerGame) {
        // A6: no fifth round.
        table_.phase = Phase::Over;
        return;
    }
    ++table_.dealIndex;
    startDeal();
}

std::string BarbuState::moveToString(Move move) const {
    switch (kindOf(move)) {
        case MoveKind::Choose:
            return "choose " + std::string(contractKey(contractOf(move)));
        case MoveKind::Play:
            return "play " + cards::toString(cardOf(move));
        case MoveKind::Deal:
            return "deal " + cards::toString(cardOf(move));
    }
    return "?";
}

std::optional<Move> BarbuState::parseMove(std::string_view text,
                                          std::optional<PlayerId> claimant) const {
    if (claimant) return std::nullopt;  // no claims in this game
    // Cards are read directly (a deal has up to 52 outcomes to compare with).
    if (const auto card = cards::playedCard(text, playableNow())) return playMove(*card);
    if (const auto card = cards::cardAfterWord(text, "deal ")) {
        if (table_.phase != Phase::Dealing || !stock_.contains(*card)) return std::nullopt;
        return dealMove(*card);
    }
    return State::parseMove(text, claimant);
}

std::string BarbuState::toString() const {
    std::string text = describeTable(table_);
    text += cards::describeHands(hands_);
    text += cards::describeStock("to deal", stock_);
    return text;
}

std::vector<int> BarbuState::ranking() const {
    // B10, A2: the lowest total wins; equal totals share a place.
    return placesFor(table_.totals);
}

std::unique_ptr<View> BarbuState::viewFor(PlayerId player) const {
    const bool seat = player >= 0 && player < players;
    return std::make_unique<BarbuView>(*game_, table_, player, seat ? hands_[player] : Hand());
}

}  // namespace lt::barbu
