#include "games/whistiti/state.h"

#include <algorithm>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/cards_common/card_moves.h"
#include "games/cards_common/deal_outcomes.h"
#include "games/cards_common/trick_play.h"
#include "games/whistiti/game.h"
#include "games/whistiti/moves.h"
#include "games/whistiti/view.h"

namespace lt::whistiti {

WhistitiState::WhistitiState(const WhistitiGame& game, Table table, std::vector<Hand> hands,
                             Hand stock)
    : game_(&game), table_(std::move(table)), hands_(std::move(hands)), stock_(std::move(stock)) {
    hands_.resize(players);
    cards::fitTrickTable(table_, players);
}

WhistitiState WhistitiState::initial(const WhistitiGame& game, bool finishDeal, bool partners) {
    Table table;
    table.finishDeal = finishDeal;
    table.partners = partners;
    table.stockCount = 52;
    return WhistitiState(game, std::move(table), {}, Hand(cards::standardDeck()));
}

std::unique_ptr<State> WhistitiState::clone() const {
    return std::make_unique<WhistitiState>(*this);
}

const Game& WhistitiState::game() const {
    return *game_;
}

PlayerId WhistitiState::currentActor() const {
    switch (table_.phase) {
        case Phase::ChooseDealer:
        case Phase::Dealing:
            return actor::chance;
        case Phase::Playing:
            return table_.turn;
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

std::vector<Card> WhistitiState::playableNow() const {
    if (table_.phase != Phase::Playing) return {};
    return cards::playableCards(hands_[table_.turn], table_.trick, table_.trickRules());
}

std::vector<Move> WhistitiState::legalMoves() const {
    std::vector<Move> moves;
    for (Card card : playableNow()) moves.push_back(playMove(card));
    return moves;
}

std::vector<ChanceOutcome> WhistitiState::chanceOutcomes() const {
    if (table_.phase == Phase::ChooseDealer) return cards::seatOutcomes(players, dealerMove);
    if (table_.phase == Phase::Dealing) return cards::dealOutcomes(stock_, dealMove);
    return {};
}

bool WhistitiState::isPublicChance(Move outcome) const {
    if (kindOf(outcome) == MoveKind::ChooseDealer) return true;
    // Setup 2: the dealer's last card is shown to everybody.
    return table_.phase == Phase::Dealing && stock_.size() == 1;
}

void WhistitiState::apply(Move move) {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) throw IllegalMove("the game is over");
    if (actor == actor::chance) {
        if (table_.phase == Phase::ChooseDealer) {
            if (move != dealerMove(seatOf(move)) || seatOf(move) >= players)
                throw IllegalMove("not a chance outcome here");
            startDeal(seatOf(move));
            return;
        }
        if (move != dealMove(cardOf(move)) || !stock_.contains(cardOf(move)))
            throw IllegalMove("not a chance outcome here");
        dealCard(cardOf(move));
        return;
    }
    const auto legal = legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end())
        throw IllegalMove("illegal move: " + moveToString(move));
    playCard(cardOf(move));
}

void WhistitiState::startDeal(PlayerId dealer) {
    ++table_.dealIndex;
    table_.dealer = dealer;
    table_.phase = Phase::Dealing;
    table_.cardsDealt = 0;
    table_.trumpCard.reset();
    table_.trumpCardInHand = false;
    // W2: the dealer's left neighbour is the first player.
    table_.turn = Table::seatAfter(dealer, 1);
    std::fill(table_.tricksTaken.begin(), table_.tricksTaken.end(), 0);
    std::fill(table_.handCounts.begin(), table_.handCounts.end(), 0);
    table_.trick = Trick{table_.turn, {}};
    table_.finishedTricks.clear();
    table_.voids.clear();
    for (Hand& hand : hands_) hand.clear();
    stock_ = Hand(cards::standardDeck());
    table_.stockCount = stock_.size();
}

void WhistitiState::dealCard(Card card) {
    const PlayerId to = Table::seatAfter(table_.dealer, 1 + table_.cardsDealt);
    stock_.remove(card);
    hands_[to].add(card);
    ++table_.handCounts[to];
    table_.stockCount = stock_.size();
    ++table_.cardsDealt;
    if (!stock_.empty()) return;
    // Setup 2: the last card, the dealer's own 13th, shows the trump and stays in his hand.
    table_.trumpCard = card;
    table_.trumpCardInHand = true;
    table_.phase = Phase::Playing;
}

void WhistitiState::playCard(Card card) {
    const PlayerId player = table_.turn;
    if (table_.trumpCardInHand && player == table_.dealer && card == *table_.trumpCard)
        table_.trumpCardInHand = false;
    // W4, A1: the highest trump, else the highest card of the suit led; the winner leads next.
    const auto winner =
        cards::playToTrick(table_, hands_[player], card, table_.trickRules(), players);
    if (!winner) return;
    // W5: a point a trick (A5: to the side, with partners).
    ++table_.totals[*winner];
    const std::vector<int> standing = table_.standing();
    if (standing[*winner] >= target && !table_.finishDeal) {
        // A2: the game ends at once.
        recordDeal();
        table_.phase = Phase::Over;
        return;
    }
    if (!hands_[*winner].empty()) return;
    recordDeal();
    if (*std::max_element(standing.begin(), standing.end()) >= target) {
        // The option of A2: at the end of the deal the highest total wins (a tie shares).
        table_.phase = Phase::Over;
        return;
    }
    startDeal(Table::seatAfter(table_.dealer, 1));  // A3
}

void WhistitiState::recordDeal() {
    table_.results.push_back({table_.dealer, *table_.trumpCard, table_.tricksTaken});
}

std::string WhistitiState::moveToString(Move move) const {
    switch (kindOf(move)) {
        case MoveKind::Play:
            return "play " + cards::toString(cardOf(move));
        case MoveKind::Deal:
            return "deal " + cards::toString(cardOf(move));
        case MoveKind::ChooseDealer:
            return fmt::format("dealer {}", seatOf(move));
    }
    return "?";
}

std::optional<Move> WhistitiState::parseMove(std::string_view text,
                                             std::optional<PlayerId> claimant) const {
    if (claimant) return std::nullopt;  // no claims in this game
    if (const auto card = cards::playedCard(text, playableNow())) return playMove(*card);
    if (const auto card = cards::cardAfterWord(text, "deal ")) {
        if (table_.phase != Phase::Dealing || !stock_.contains(*card)) return std::nullopt;
        return dealMove(*card);
    }
    return State::parseMove(text, claimant);
}

std::string WhistitiState::toString() const {
    std::string text = describeTable(table_);
    text += cards::describeHands(hands_);
    text += cards::describeStock("to deal", stock_);
    return text;
}

std::vector<int> WhistitiState::ranking() const {
    // W6: the most points first; equal totals share a place. A5: partners share their side's
    // place (second, not third, behind the winning side): seats 0 and 1 stand for the sides.
    const std::vector<int> points = table_.standing();
    const PlayerId competitors = table_.partners ? 2 : players;
    std::vector<int> places;
    for (PlayerId p = 0; p < players; ++p) {
        int ahead = 0;
        for (PlayerId q = 0; q < competitors; ++q)
            if (points[q] > points[p]) ++ahead;
        places.push_back(1 + ahead);
    }
    return places;
}

std::unique_ptr<View> WhistitiState::viewFor(PlayerId player) const {
    const bool seat = player >= 0 && player < players;
    return std::make_unique<WhistitiView>(*game_, table_, player, seat ? hands_[player] : Hand());
}

}  // namespace lt::whistiti
