#include "games/crazy_eights/state.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/cards_common/card_moves.h"
#include "games/cards_common/deal_outcomes.h"
#include "games/crazy_eights/game.h"
#include "games/crazy_eights/view.h"

namespace lt::crazy_eights {

// The "card!" window's minimum length on one PC (E5 adaptation in the digest).
constexpr int kCardWindowMs = 3000;
namespace {

std::vector<std::string> splitWords(std::string_view text) {
    std::vector<std::string> words;
    std::istringstream in{std::string(text)};
    for (std::string word; in >> word;) words.push_back(word);
    return words;
}

std::optional<int> parseSeat(const std::string& text) {
    if (text.empty() || text.size() > 2 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    return std::stoi(text);
}

}  // namespace

CrazyEightsState::CrazyEightsState(const CrazyEightsGame& game, Table table,
                                   std::vector<Hand> hands, Hand stock,
                                   std::vector<std::vector<Hand>> known)
    : game_(&game),
      table_(std::move(table)),
      hands_(std::move(hands)),
      stock_(std::move(stock)),
      known_(std::move(known)) {
    const int n = table_.numPlayers;
    hands_.resize(n);
    known_.resize(n);
    for (auto& row : known_) row.resize(n);
    table_.handCounts.resize(n, 0);
    table_.totals.resize(n, 0);
    settle();
}

CrazyEightsState CrazyEightsState::initial(const CrazyEightsGame& game, int numPlayers,
                                           int numDeals, bool cardCall) {
    Table table;
    table.numPlayers = numPlayers;
    table.numDeals = numDeals;
    table.cardCall = cardCall;
    table.phase = Phase::ChooseDealer;
    return CrazyEightsState(game, std::move(table), {}, Hand(cards::standardDeck(jokersInDeck)),
                            {});
}

std::unique_ptr<State> CrazyEightsState::clone() const {
    return std::make_unique<CrazyEightsState>(*this);
}

const Game& CrazyEightsState::game() const {
    return *game_;
}

PlayerId CrazyEightsState::currentActor() const {
    switch (table_.phase) {
        case Phase::ChooseDealer:
        case Phase::Dealing:
        case Phase::StartCard:
            return actor::chance;
        case Phase::Playing:
            return table_.transfers.empty() ? table_.turn : actor::chance;
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

PlayerId CrazyEightsState::seatAfter(PlayerId from, int steps) const {
    const int n = table_.numPlayers;
    return ((from + table_.direction * steps) % n + n) % n;
}

bool CrazyEightsState::canDraw() const {
    return !stock_.empty() || table_.discard.size() > 1;
}

std::vector<Play> CrazyEightsState::currentPlays() const {
    if (table_.phase != Phase::Playing || !table_.transfers.empty()) return {};
    return legalPlays(hands_[table_.turn], currentCard(), table_.currentSuit);
}

std::vector<Move> CrazyEightsState::legalMoves() const {
    if (currentActor() < 0) return {};
    std::vector<Move> moves;
    for (const Play& play : currentPlays()) moves.push_back(encodePlay(play));
    if (!moves.empty()) return moves;  // A8: no drawing while a play is possible
    if (!table_.drewThisTurn && canDraw()) return {drawMove()};
    return {passMove()};  // E4 after a draw, A11 with nothing to draw
}

std::vector<ChanceOutcome> CrazyEightsState::chanceOutcomes() const {
    switch (table_.phase) {
        case Phase::ChooseDealer:
            return cards::seatOutcomes(table_.numPlayers, chanceDealerMove);
        case Phase::Dealing:
        case Phase::StartCard:
            return cards::dealOutcomes(stock_, chanceCardMove);
        case Phase::Playing: {
            if (table_.transfers.empty()) return {};
            const Transfer& next = table_.transfers.front();
            return cards::dealOutcomes(
                next.from == Transfer::fromStock ? stock_ : hands_[next.from], chanceCardMove);
        }
        case Phase::Over:
            return {};
    }
    return {};
}

bool CrazyEightsState::isPublicChance(Move outcome) const {
    return kindOf(outcome) == MoveKind::ChanceDealer || table_.phase == Phase::StartCard;
}

void CrazyEightsState::apply(Move move) {
    const PlayerId exposedBefore = table_.exposed;
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) throw IllegalMove("the game is over");
    if (actor == actor::chance) {
        const auto outcomes = chanceOutcomes();
        if (std::none_of(outcomes.begin(), outcomes.end(),
                         [&](const ChanceOutcome& o) { return o.move == move; }))
            throw IllegalMove("not a chance outcome here");
        if (kindOf(move) == MoveKind::ChanceDealer)
            startDeal(seatOf(move));
        else
            applyChanceCard(chanceCard(move));
    } else {
        const auto legal = legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end())
            throw IllegalMove("illegal move: " + moveToString(move));
        switch (kindOf(move)) {
            case MoveKind::Play:
                applyPlay(decodePlay(move));
                break;
            case MoveKind::Draw:
                table_.drewThisTurn = true;
                table_.transfers.push_back({Transfer::fromStock, table_.turn});
                break;
            case MoveKind::Pass:
                applyPass();
                break;
            default:
                throw IllegalMove("not a turn move");
        }
    }
    settle();
    if (table_.exposed >= 0 && table_.exposed == exposedBefore) ++table_.exposedMoves;
}

void CrazyEightsState::startDeal(PlayerId dealer) {
    table_.dealer = dealer;
    ++table_.dealNumber;
    table_.phase = Phase::Dealing;
    table_.cardsDealt = 0;
    table_.turn = seatAfter(dealer, 1);
    table_.direction = 1;
    table_.discard.clear();
    table_.eightNamed = false;
    table_.drewThisTurn = false;
    table_.playingAgain = false;
    table_.transfers.clear();
    table_.exposed = -1;
    for (auto& hand : hands_) hand.clear();
    for (auto& row : known_)
        for (auto& cards : row) cards.clear();
    stock_ = Hand(cards::standardDeck(jokersInDeck));
}

void CrazyEightsState::moveCard(Card card, PlayerId from, PlayerId to) {
    if (from == Transfer::fromStock) {
        stock_.remove(card);
    } else {
        hands_[from].remove(card);
        // The giver alone sees which card left (A10: a random one), so what the others knew
        // of his hand is no longer certain.
        known_[from][to].add(card);
        for (PlayerId k = 0; k < table_.numPlayers; ++k)
            if (k != from) known_[k][from].clear();
    }
    hands_[to].add(card);
}

void CrazyEightsState::applyChanceCard(Card card) {
    switch (table_.phase) {
        case Phase::Dealing: {
            const PlayerId to = (table_.dealer + 1 + table_.cardsDealt) % table_.numPlayers;
            moveCard(card, Transfer::fromStock, to);
            if (++table_.cardsDealt == handSize * table_.numPlayers)
                table_.phase = Phase::StartCard;
            return;
        }
        case Phase::StartCard:
            // A5: a Joker goes back into the stock and the next card is turned; any other
            // start card only sets the suit (an eight its own), its effect is ignored.
            if (card.isJoker()) return;
            stock_.remove(card);
            table_.discard.push_back(card);
            table_.currentSuit = card.suit();
            table_.phase = Phase::Playing;
            table_.turn = seatAfter(table_.dealer, 1);
            return;
        case Phase::Playing: {
            const Transfer transfer = table_.transfers.front();
            table_.transfers.pop_front();
            moveCard(card, transfer.from, transfer.to);
            return;
        }
        default:
            throw IllegalMove("no card is dealt now");
    }
}

void CrazyEightsState::applyPlay(const Play& play) {
    const PlayerId player = table_.turn;
    for (Card card : play.cards) {
        hands_[player].remove(card);
        for (PlayerId k = 0; k < table_.numPlayers; ++k) known_[k][player].remove(card);
        table_.discard.push_back(card);
    }
    const Card last = play.cards.back();
    if (play.namedSuit) {
        table_.currentSuit = *play.namedSuit;
        table_.eightNamed = true;
    } else if (!last.isJoker()) {  // A2: a Joker leaves the suit in force
        table_.currentSuit = last.suit();
        table_.eightNamed = false;
    }
    if (hands_[player].empty()) {  // E7, A6: the deal ends at once, no effect applies
        endDeal(player);
        return;
    }
    // The next player completing his play closes an earlier player's "card!" window.
    if (table_.exposed != player) table_.exposed = -1;
    if (table_.cardCall && hands_[player].size() == 1 && table_.exposed != player) {
        table_.exposed = player;
        table_.exposedMoves = 0;
    }

    // A4: every card of the play counts.
    const int count = static_cast<int>(play.cards.size());
    if (last.isJoker() || last.rank() == Rank::Two) {
        const PlayerId victim = seatAfter(player, 1);
        for (int i = 0; i < drawPerTwo * count; ++i)
            table_.transfers.push_back({Transfer::fromStock, victim});
        endTurn(victim);
    } else if (last.rank() == Rank::Ace) {
        if (count % 2 == 1) table_.direction = -table_.direction;
        endTurn(seatAfter(player, 1));
    } else if (last.rank() == Rank::Jack) {
        endTurn(seatAfter(player, 1 + count));
    } else if (last.rank() == Rank::Seven) {
        endTurn(player);
        table_.playingAgain = true;  // once, however many sevens (A4)
    } else {
        endTurn(seatAfter(player, 1));
    }
}

void CrazyEightsState::applyPass() {
    const PlayerId player = table_.turn;
    if (table_.exposed != player) table_.exposed = -1;
    endTurn(seatAfter(player, 1));
}

void CrazyEightsState::endTurn(PlayerId next) {
    table_.turn = next;
    table_.drewThisTurn = false;
    table_.playingAgain = false;
}

void CrazyEightsState::endDeal(PlayerId wentOut) {
    DealResult result;
    result.wentOut = wentOut;
    result.hands = hands_;
    for (PlayerId p = 0; p < table_.numPlayers; ++p) {
        const int points = p == wentOut ? goingOutScore : handPoints(hands_[p]);
        result.points.push_back(points);
        table_.totals[p] += points;
    }
    table_.results.push_back(std::move(result));
    table_.transfers.clear();
    table_.exposed = -1;
    if (table_.dealNumber >= table_.numDeals)
        table_.phase = Phase::Over;
    else
        startDeal((table_.dealer + 1) % table_.numPlayers);  // A12: clockwise
}

void CrazyEightsState::settle() {
    if (table_.phase == Phase::Playing) {
        auto& transfers = table_.transfers;
        while (!transfers.empty()) {
            const Transfer& next = transfers.front();
            if (next.from != Transfer::fromStock) {
                if (hands_[next.from].size() > 1) break;
                transfers.pop_front();  // a giver keeps his last card: he cannot go out so
                continue;
            }
            if (!stock_.empty()) break;
            if (table_.discard.size() > 1) {  // E6: all but the current card become the stock
                for (std::size_t i = 0; i + 1 < table_.discard.size(); ++i)
                    stock_.add(table_.discard[i]);
                table_.discard.erase(table_.discard.begin(), table_.discard.end() - 1);
                break;
            }
            transfers.pop_front();  // A11: nothing to draw anywhere
        }
    }
    for (PlayerId p = 0; p < table_.numPlayers; ++p) table_.handCounts[p] = hands_[p].size();
    table_.stockCount = stock_.size();
    if (table_.exposed >= 0 && table_.handCounts[table_.exposed] != 1) table_.exposed = -1;
}

std::vector<Move> CrazyEightsState::claimMoves(PlayerId player) const {
    if (table_.phase != Phase::Playing || table_.exposed < 0) return {};
    if (player < 0 || player >= table_.numPlayers) return {};
    if (player == table_.exposed) return {callCardMove()};
    return {catchMove(table_.exposed)};
}

int CrazyEightsState::claimWindowMs() const {
    return table_.phase == Phase::Playing && table_.exposed >= 0 ? kCardWindowMs : 0;
}

void CrazyEightsState::applyClaim(PlayerId player, Move move) {
    const auto claims = claimMoves(player);
    if (std::find(claims.begin(), claims.end(), move) == claims.end())
        throw IllegalMove("claim not allowed now: " + moveToString(move));
    const PlayerId exposed = table_.exposed;
    table_.exposed = -1;
    if (kindOf(move) == MoveKind::Catch) {
        // E5: every other player gives him one card, before anything else happens.
        for (int step = table_.numPlayers - 1; step >= 1; --step) {
            const PlayerId giver = (exposed + step) % table_.numPlayers;
            table_.transfers.push_front({giver, exposed});
        }
    }
    settle();
}

std::string CrazyEightsState::chanceCardText(Card card) const {
    const std::string text = cards::toString(card);
    switch (table_.phase) {
        case Phase::Dealing:
            return fmt::format("deal {} to {}", text,
                               (table_.dealer + 1 + table_.cardsDealt) % table_.numPlayers);
        case Phase::StartCard:
            return "start " + text;
        case Phase::Playing:
            if (!table_.transfers.empty()) {
                const Transfer& next = table_.transfers.front();
                if (next.from == Transfer::fromStock)
                    return fmt::format("{} draws {}", next.to, text);
                return fmt::format("{} gives {} to {}", next.from, text, next.to);
            }
            break;
        default:
            break;
    }
    return "card " + text;
}

std::string CrazyEightsState::moveToString(Move move) const {
    switch (kindOf(move)) {
        case MoveKind::Play: {
            const Play play = decodePlay(move);
            std::string text = "play " + cards::toString(play.cards);
            if (play.namedSuit) text += " name " + std::string(cards::suitSymbol(*play.namedSuit));
            return text;
        }
        case MoveKind::Draw:
            return "draw";
        case MoveKind::Pass:
            return "pass";
        case MoveKind::ChanceCard:
            return chanceCardText(chanceCard(move));
        case MoveKind::ChanceDealer:
            return fmt::format("dealer {}", seatOf(move));
        case MoveKind::CallCard:
            return "card!";
        case MoveKind::Catch:
            return fmt::format("catch {}", seatOf(move));
    }
    return "?";
}

std::optional<Move> CrazyEightsState::parseMove(std::string_view text,
                                                std::optional<PlayerId> claimant) const {
    const auto words = splitWords(text);
    if (words.empty()) return std::nullopt;
    auto allowed = [](const std::vector<Move>& moves, Move m) -> std::optional<Move> {
        if (std::find(moves.begin(), moves.end(), m) != moves.end()) return m;
        return std::nullopt;
    };
    if (claimant) {
        const auto claims = claimMoves(*claimant);
        if (words.size() == 1 && (words[0] == "card!" || words[0] == "card"))
            return allowed(claims, callCardMove());
        if (words.size() == 2 && words[0] == "catch")
            if (const auto seat = parseSeat(words[1])) return allowed(claims, catchMove(*seat));
        return std::nullopt;
    }
    if (isChanceNode()) {
        // Any chance outcome is named by its card (or "dealer N"): read that part only.
        std::vector<Move> outcomes;
        for (const auto& outcome : chanceOutcomes()) outcomes.push_back(outcome.move);
        if (words.size() == 2 && words[0] == "dealer")
            if (const auto seat = parseSeat(words[1]))
                return allowed(outcomes, chanceDealerMove(*seat));
        for (const auto& word : words)
            if (const auto card = cards::parseCard(word))
                return allowed(outcomes, chanceCardMove(*card));
        return std::nullopt;
    }
    const auto legal = legalMoves();
    if (words.size() == 1 && words[0] == "draw") return allowed(legal, drawMove());
    if (words.size() == 1 && words[0] == "pass") return allowed(legal, passMove());
    if (words[0] != "play" || words.size() < 2) return std::nullopt;
    Play play;
    std::size_t i = 1;
    for (; i < words.size() && words[i] != "name"; ++i) {
        const auto card = cards::parseCard(words[i]);
        if (!card || play.cards.size() == 4) return std::nullopt;
        play.cards.push_back(*card);
    }
    if (play.cards.empty()) return std::nullopt;
    if (i < words.size()) {
        if (i + 2 != words.size()) return std::nullopt;
        const auto suit = cards::parseSuit(words[i + 1]);
        if (!suit) return std::nullopt;
        play.namedSuit = suit;
    }
    return allowed(legal, encodePlay(play));
}

std::string CrazyEightsState::toString() const {
    std::string text = describeTable(table_);
    text += cards::describeHands(hands_);
    text += cards::describeStock("stock", stock_);
    for (PlayerId k = 0; k < table_.numPlayers; ++k)
        for (PlayerId h = 0; h < table_.numPlayers; ++h)
            if (!known_[k][h].empty())
                text += fmt::format("{} knows {} holds: {}\n", k, h,
                                    cards::toString(known_[k][h].cards()));
    return text;
}

std::vector<int> CrazyEightsState::ranking() const {
    // E9, A13: the lowest total wins; equal totals share a place.
    std::vector<int> places;
    for (int mine : table_.totals)
        places.push_back(
            1 + static_cast<int>(std::count_if(table_.totals.begin(), table_.totals.end(),
                                               [mine](int other) { return other < mine; })));
    return places;
}

std::optional<std::vector<double>> CrazyEightsState::heuristicReturns() const {
    // Each seat's total if the deal stopped now, with a cost per card still to shed; seats
    // are compared pairwise, smoothly, so small leads count less than large ones.
    const int n = table_.numPlayers;
    std::vector<double> projected(n);
    for (PlayerId p = 0; p < n; ++p)
        projected[p] = table_.totals[p] + handPoints(hands_[p]) + 4.0 * hands_[p].size();
    std::vector<double> utilities(n, 0.0);
    for (PlayerId i = 0; i < n; ++i) {
        for (PlayerId j = 0; j < n; ++j)
            if (i != j) utilities[i] += std::tanh((projected[j] - projected[i]) / 40.0);
        utilities[i] /= n - 1;
    }
    return utilities;
}

std::unique_ptr<View> CrazyEightsState::viewFor(PlayerId player) const {
    const bool seat = player >= 0 && player < table_.numPlayers;
    return std::make_unique<CrazyEightsView>(*game_, table_, player, seat ? hands_[player] : Hand(),
                                             seat ? known_[player] : std::vector<Hand>());
}

}  // namespace lt::crazy_eights
