#include "games/president/state.h"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/cards_common/card_moves.h"
#include "games/cards_common/deal_outcomes.h"
#include "games/president/game.h"
#include "games/president/moves.h"
#include "games/president/view.h"

namespace lt::president {

Hand givableHand(const Hand& hand, const std::vector<Gift>& gifts, PlayerId giver) {
    Hand givable = hand;
    for (const Gift& gift : gifts)
        if (gift.to == giver)
            for (Card card : gift.cards) givable.remove(card);
    return givable;
}

std::vector<Move> movesFor(const Table& table, const Hand& hand, const std::vector<Gift>& gifts) {
    std::vector<Move> moves;
    if (table.phase == Phase::Exchanging) {
        const ExchangeStep& step = table.currentStep();
        const PlayerId giver = table.seatWithTitle(step.giver);
        for (auto& choice : givingChoices(givableHand(hand, gifts, giver), step.count, step.best))
            moves.push_back(giveMove(std::move(choice)));
    } else if (table.phase == Phase::Playing) {
        std::optional<std::vector<Card>> last;
        if (table.lastPlay) last = table.lastPlay->cards;
        for (auto& cards : legalPlays(hand, last)) moves.push_back(playMove(std::move(cards)));
        // P4: a follower may always pass; the leader must play (P3).
        if (table.lastPlay) moves.push_back(passMove());
    }
    return moves;
}

PresidentState::PresidentState(const PresidentGame& game, Table table, std::vector<Hand> hands,
                               Hand stock, std::vector<Gift> gifts)
    : game_(&game),
      table_(std::move(table)),
      hands_(std::move(hands)),
      stock_(std::move(stock)),
      gifts_(std::move(gifts)) {
    hands_.resize(players);
    table_.handCounts.resize(players, 0);
    table_.totals.resize(players, 0);
    table_.playedBy.resize(players);
}

PresidentState PresidentState::initial(const PresidentGame& game, int deals) {
    Table table;
    table.deals = deals;
    Hand deck(cards::standardDeck(2));
    table.stockCount = deck.size();
    return PresidentState(game, std::move(table), {}, std::move(deck), {});
}

std::unique_ptr<State> PresidentState::clone() const {
    return std::make_unique<PresidentState>(*this);
}

const Game& PresidentState::game() const {
    return *game_;
}

PlayerId PresidentState::currentActor() const {
    switch (table_.phase) {
        case Phase::ChoosingDealer:
        case Phase::Dealing:
            return actor::chance;
        case Phase::Exchanging:
            return table_.seatWithTitle(table_.currentStep().giver);
        case Phase::Playing:
            return table_.turn;
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

std::vector<Move> PresidentState::legalMoves() const {
    const PlayerId actor = currentActor();
    if (actor < 0) return {};
    return movesFor(table_, hands_[actor], gifts_);
}

std::vector<ChanceOutcome> PresidentState::chanceOutcomes() const {
    if (table_.phase == Phase::ChoosingDealer) return cards::seatOutcomes(players, firstDealerMove);
    // The two jokers are one outcome.
    if (table_.phase == Phase::Dealing) return cards::dealOutcomes(stock_, dealMove);
    return {};
}

bool PresidentState::isPublicChance(Move outcome) const {
    return kindOf(outcome) == MoveKind::FirstDealer;
}

bool PresidentState::isPublicTurnMove(Move move) const {
    return kindOf(move) != MoveKind::Give;
}

std::optional<RefusalReason> PresidentState::refusal(const std::vector<Card>& cards) const {
    std::optional<std::vector<Card>> last;
    if (table_.lastPlay) last = table_.lastPlay->cards;
    return refusalFor(cards, last);
}

void PresidentState::apply(Move move) {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) throw IllegalMove("the game is over");
    if (actor == actor::chance) {
        const auto outcomes = chanceOutcomes();
        if (std::none_of(outcomes.begin(), outcomes.end(),
                         [move](const ChanceOutcome& o) { return o.move == move; }))
            throw IllegalMove("not a chance outcome here");
        if (kindOf(move) == MoveKind::FirstDealer) {
            table_.dealer = dealerOf(move);
            startDeal();
        } else {
            dealCard(cardsOf(move).front());
        }
        return;
    }
    const auto legal = legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end())
        throw IllegalMove("illegal move: " + moveToString(move));
    switch (kindOf(move)) {
        case MoveKind::Give:
            give(cardsOf(move));
            break;
        case MoveKind::Play:
            play(cardsOf(move));
            break;
        default:
            pass();
    }
}

void PresidentState::startDeal() {
    table_.phase = Phase::Dealing;
    table_.cardsDealt = 0;
    table_.exchangeStep = 0;
    table_.pile.clear();
    table_.lastPlay.reset();
    table_.lastCollector.reset();
    table_.passesInRow = 0;
    table_.finished.clear();
    for (auto& played : table_.playedBy) played.clear();
    std::fill(table_.handCounts.begin(), table_.handCounts.end(), 0);
    for (Hand& hand : hands_) hand.clear();
    gifts_.clear();
    stock_ = Hand(cards::standardDeck(2));
    table_.stockCount = stock_.size();
}

void PresidentState::dealCard(Card card) {
    // Setup 1: one card at a time, starting on the dealer's left.
    const PlayerId to = Table::seatAfter(table_.dealer, 1 + table_.cardsDealt);
    stock_.remove(card);
    hands_[to].add(card);
    ++table_.handCounts[to];
    table_.stockCount = stock_.size();
    ++table_.cardsDealt;
    if (!stock_.empty()) return;
    if (table_.titles.empty()) {
        // Setup 2: in the first deal the dealer's left neighbour leads.
        startPlay(Table::seatAfter(table_.dealer, 1));
        return;
    }
    table_.phase = Phase::Exchanging;
    table_.exchangeStep = 0;
}

void PresidentState::startPlay(PlayerId leader) {
    table_.phase = Phase::Playing;
    table_.turn = leader;
}

void PresidentState::give(const std::vector<Card>& cards) {
    const ExchangeStep& step = table_.currentStep();
    const PlayerId from = table_.seatWithTitle(step.giver);
    const PlayerId to = table_.seatWithTitle(step.receiver);
    for (Card card : cards) {
        hands_[from].remove(card);
        hands_[to].add(card);
    }
    table_.handCounts[from] = hands_[from].size();
    table_.handCounts[to] = hands_[to].size();
    gifts_.push_back({from, to, cards});
    ++table_.exchangeStep;
    // P9: the Beggar leads the first play of the new deal.
    if (table_.exchangeStep == exchangeStepCount) startPlay(table_.seatWithTitle(Title::Beggar));
}

void PresidentState::play(const std::vector<Card>& cards) {
    const PlayerId player = table_.turn;
    for (Card card : cards) hands_[player].remove(card);
    table_.handCounts[player] = hands_[player].size();
    auto& played = table_.playedBy[player];
    played.insert(played.end(), cards.begin(), cards.end());
    const PileEntry entry{player, cards};
    table_.pile.push_back(entry);
    table_.lastPlay = entry;
    table_.passesInRow = 0;
    table_.lastCollector.reset();
    if (hands_[player].empty()) {
        table_.finished.push_back(player);
        // P6: the deal ends when three players are out.
        if (static_cast<int>(table_.finished.size()) == players - 1) {
            endDeal();
            return;
        }
    }
    table_.turn = table_.nextHolder(player);
}

void PresidentState::pass() {
    const PlayerId player = table_.turn;
    table_.pile.push_back({player, {}});
    ++table_.passesInRow;
    const PlayerId last = table_.lastPlay->seat;
    int others = 0;
    for (PlayerId p = 0; p < players; ++p)
        if (p != last && table_.handCounts[p] > 0) ++others;
    if (table_.passesInRow < others) {
        table_.turn = table_.nextHolder(player);
        return;
    }
    // P5, A2: nobody beat the last play; its player collects and leads, or, out of cards,
    // the next player still holding some (A3).
    table_.pile.clear();
    table_.lastPlay.reset();
    table_.passesInRow = 0;
    table_.lastCollector = last;
    table_.turn = table_.handCounts[last] > 0 ? last : table_.nextHolder(last);
}

void PresidentState::endDeal() {
    std::vector<int> places(players, players);
    for (std::size_t i = 0; i < table_.finished.size(); ++i)
        places[table_.finished[i]] = static_cast<int>(i) + 1;
    for (PlayerId p = 0; p < players; ++p) table_.totals[p] += pointsForPlace(places[p]);
    table_.results.push_back(places);
    // P10: the titles follow this deal's places.
    table_.titles = places;
    table_.pile.clear();
    table_.lastPlay.reset();
    if (table_.dealIndex + 1 == table_.deals) {
        table_.phase = Phase::Over;
        return;
    }
    ++table_.dealIndex;
    // P7: the Beggar deals.
    table_.dealer = table_.seatWithTitle(Title::Beggar);
    startDeal();
}

std::string PresidentState::moveToString(Move move) const {
    switch (kindOf(move)) {
        case MoveKind::Play:
            return "play " + cards::toString(cardsOf(move));
        case MoveKind::Pass:
            return "pass";
        case MoveKind::Give:
            return "give " + cards::toString(cardsOf(move));
        case MoveKind::Deal:
            return "deal " + cards::toString(cardsOf(move));
        case MoveKind::FirstDealer:
            return fmt::format("first dealer {}", dealerOf(move));
    }
    return "?";
}

std::optional<Move> PresidentState::parseMove(std::string_view text,
                                              std::optional<PlayerId> claimant) const {
    if (claimant) return std::nullopt;  // no claims in this game
    for (std::string_view word :
         {std::string_view("play "), std::string_view("give "), std::string_view("deal ")}) {
        if (text.substr(0, word.size()) != word) continue;
        std::vector<Card> cards;
        std::istringstream words{std::string(text.substr(word.size()))};
        std::string one;
        while (words >> one) {
            const auto card = cards::parseCard(one);
            if (!card) return std::nullopt;
            cards.push_back(*card);
        }
        if (cards.empty() || cards.size() > 5) return std::nullopt;
        Move move = 0;
        if (word == "play ") move = playMove(cards);
        if (word == "give ") move = giveMove(cards);
        if (word == "deal ") {
            if (cards.size() != 1) return std::nullopt;
            move = dealMove(cards.front());
            const auto outcomes = chanceOutcomes();
            for (const ChanceOutcome& o : outcomes)
                if (o.move == move) return move;
            return std::nullopt;
        }
        const auto legal = legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end()) return std::nullopt;
        return move;
    }
    return State::parseMove(text, claimant);
}

std::string PresidentState::toString() const {
    std::string text = describeTable(table_);
    text += cards::describeHands(hands_);
    for (const Gift& gift : gifts_)
        text += fmt::format("gift {} to {}: {}\n", gift.from, gift.to, cards::toString(gift.cards));
    text += cards::describeStock("to deal", stock_);
    return text;
}

std::vector<int> PresidentState::ranking() const {
    std::vector<int> places(players, 1);
    const std::vector<int>& last = table_.titles;
    for (PlayerId p = 0; p < players; ++p)
        for (PlayerId q = 0; q < players; ++q) {
            if (q == p) continue;
            const bool ahead =
                table_.totals[q] > table_.totals[p] ||
                (table_.totals[q] == table_.totals[p] && !last.empty() && last[q] < last[p]);
            if (ahead) ++places[p];
        }
    return places;
}

std::unique_ptr<View> PresidentState::viewFor(PlayerId player) const {
    const bool seat = player >= 0 && player < players;
    std::vector<Gift> mine;
    for (const Gift& gift : gifts_)
        if (gift.from == player || gift.to == player) mine.push_back(gift);
    return std::make_unique<PresidentView>(*game_, table_, player, seat ? hands_[player] : Hand(),
                                           std::move(mine));
}

}  // namespace lt::president
