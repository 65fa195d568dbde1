#include "games/kems/state.h"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/cards_common/card.h"
#include "games/kems/gestures.h"
#include "games/kems/view.h"

namespace lt::kems {
namespace {

void forgetKnownSlots(Table& table) {
    for (auto& slots : table.known) slots.fill(kUnknown);
}

void takeFromStock(Table& table, int card) {
    const auto at = std::find(table.stock.begin(), table.stock.end(), card);
    if (at == table.stock.end()) throw IllegalMove("not a card of the stock");
    table.stock.erase(at);
    table.stockCount = static_cast<int>(table.stock.size());
}

std::optional<int> parseStampSuffix(std::string_view& text) {
    const std::size_t at = text.rfind(" @");
    if (at == std::string_view::npos) return std::nullopt;
    const std::string_view digits = text.substr(at + 2);
    int stamp = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), stamp);
    if (error != std::errc{} || end != digits.data() + digits.size() || stamp < 0 ||
        stamp > kMaxStampMs)
        return std::nullopt;
    text = text.substr(0, at);
    return stamp;
}

}  // namespace

KemsState::KemsState(const Game& game, int target, int limitMinutes) : game_(&game) {
    table_.target = target;
    table_.limitMs = limitMinutes * 60000;
    for (int card = 0; card < 52; ++card) table_.stock.push_back(card);  // the deck, undealt
    table_.stockCount = 52;
    forgetKnownSlots(table_);
}

KemsState::KemsState(const Game& game, Table table) : game_(&game), table_(std::move(table)) {}

std::unique_ptr<State> KemsState::clone() const {
    return std::make_unique<KemsState>(*this);
}

PlayerId KemsState::currentActor() const {
    switch (table_.phase) {
        case Phase::Signal:
            return chooserOf(table_.needsSignal[0] ? 0 : 1);
        case Phase::Over:
            return actor::terminal;
        default:
            return actor::chance;
    }
}

std::vector<Move> KemsState::legalMoves() const {
    std::vector<Move> moves;
    if (table_.phase != Phase::Signal) return moves;
    const int team = table_.needsSignal[0] ? 0 : 1;
    for (int g = 0; g < kGestures; ++g)
        if (g != table_.retiredSignal[team]) moves.push_back(signalMove(g));
    return moves;
}

std::vector<ChanceOutcome> KemsState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    switch (table_.phase) {
        case Phase::Dealer:
            for (int seat = 0; seat < kSeats; ++seat) outcomes.push_back({dealerMove(seat), 0.25});
            break;
        case Phase::Deal:
        case Phase::Market: {
            const double each = 1.0 / static_cast<double>(table_.stock.size());
            for (int card : table_.stock)
                outcomes.push_back(
                    {table_.phase == Phase::Deal ? dealMove(card) : layMove(card), each});
            break;
        }
        case Phase::Exchange:
            outcomes.push_back({refreshMove(), 1.0});
            break;
        default:
            break;
    }
    return outcomes;
}

bool KemsState::isPublicChance(Move outcome) const {
    return kindOf(outcome) != MoveKind::Deal;
}

bool KemsState::isPublicTurnMove(Move move) const {
    return kindOf(move) != MoveKind::Signal;
}

void KemsState::startDeal() {
    ++table_.deal;
    table_.stock.clear();
    for (int card = 0; card < 52; ++card) table_.stock.push_back(card);  // A3: all 52 cards
    table_.stockCount = 52;
    for (auto& hand : table_.hands) hand.clear();
    table_.market.clear();
    table_.discard.clear();
    table_.dealt = 0;
    table_.markets = 0;
    table_.done.fill(false);
    forgetKnownSlots(table_);
    table_.phase = Phase::Deal;
}

void KemsState::endDeal() {
    table_.clockMs += table_.latestStampMs;
    table_.latestStampMs = 0;
    table_.lastExchangeMs = 0;
    table_.done.fill(false);
    if (table_.scores[0] >= table_.target || table_.scores[1] >= table_.target ||
        table_.clockMs >= table_.limitMs) {
        table_.phase = Phase::Over;  // K9, A14
        return;
    }
    table_.dealer = (table_.dealer + 1) % kSeats;  // A2
    if (table_.needsSignal[0] || table_.needsSignal[1])
        table_.phase = Phase::Signal;
    else
        startDeal();
}

void KemsState::apply(Move move) {
    const MoveKind kind = kindOf(move);
    const int argument = argumentOf(move);
    switch (table_.phase) {
        case Phase::Dealer:
            if (kind != MoveKind::Dealer) throw IllegalMove("the first dealer is drawn now");
            table_.dealer = argument;
            table_.phase = Phase::Signal;
            return;
        case Phase::Signal: {
            const int team = table_.needsSignal[0] ? 0 : 1;
            if (kind != MoveKind::Signal || argument == table_.retiredSignal[team])
                throw IllegalMove("a team's new signal is one of the gestures, not the old one");
            table_.signal[team] = argument;
            table_.needsSignal[team] = false;
            if (!table_.needsSignal[0] && !table_.needsSignal[1]) startDeal();
            return;
        }
        case Phase::Deal:
            if (kind != MoveKind::Deal) throw IllegalMove("a card is dealt now");
            takeFromStock(table_, argument);
            table_.hands[table_.dealtTo(table_.dealt)].push_back(argument);
            if (++table_.dealt == kSeats * kHandSize) table_.phase = Phase::Market;
            return;
        case Phase::Market:
            if (kind != MoveKind::Lay) throw IllegalMove("a market card is laid now");
            takeFromStock(table_, argument);
            table_.market.push_back(argument);
            if (table_.market.size() == kMarketSize) {
                table_.phase = Phase::Exchange;
                ++table_.markets;
                if (table_.markets == 1) table_.dealStartMs = table_.clockMs;
                table_.done.fill(false);
                table_.ownStampMs.fill(-1);
                table_.latestStampMs = 0;
                table_.lastExchangeMs = 0;
            }
            return;
        case Phase::Exchange: {
            if (kind != MoveKind::Refresh) throw IllegalMove("the market is refreshed now");
            // K3: the market goes to the discard heap; A8: an empty stock takes the heap.
            table_.clockMs += table_.allDone()
                                  ? table_.latestStampMs
                                  : std::max(table_.latestStampMs, table_.deadlineMs());
            table_.latestStampMs = 0;
            table_.lastExchangeMs = 0;
            table_.discard.insert(table_.discard.end(), table_.market.begin(), table_.market.end());
            table_.market.clear();
            if (table_.stock.empty()) {
                table_.stock = std::move(table_.discard);
                table_.discard.clear();
                std::sort(table_.stock.begin(), table_.stock.end());
                table_.stockCount = static_cast<int>(table_.stock.size());
            }
            table_.phase = table_.clockMs >= table_.limitMs ? Phase::Over : Phase::Market;  // A14
            return;
        }
        case Phase::Over:
            throw IllegalMove("the game is over");
    }
}

bool KemsState::isLegalClaim(PlayerId player, Move move) const {
    if (table_.phase != Phase::Exchange || player < 0 || player >= kSeats || !isClaim(move))
        return false;
    const int stamp = stampOf(move);
    // Stamps go forward, and each player's strictly: one input, one claim.
    if (stamp < table_.latestStampMs || stamp > table_.deadlineMs() ||
        stamp <= table_.ownStampMs[player])
        return false;
    switch (kindOf(move)) {
        case MoveKind::Swap:
            return swapperOf(move) == player &&
                   table_.market[marketSlotOf(move)] == takenCardOf(move);
        case MoveKind::Done:
            return !table_.done[player];
        case MoveKind::Gesture:
        case MoveKind::Kems:
        case MoveKind::DoubleKems:
        case MoveKind::Counter:
            return true;
        default:
            return false;
    }
}

std::vector<Move> KemsState::claimMoves(PlayerId player) const {
    std::vector<Move> claims;
    if (table_.phase != Phase::Exchange) return claims;
    const int stamp = std::max(table_.latestStampMs, table_.ownStampMs[player] + 1);
    for (int m = 0; m < kMarketSize; ++m)
        for (int h = 0; h < kHandSize; ++h)
            claims.push_back(swapMove(player, m, h, table_.market[m], stamp));
    for (int g = 0; g < kGestures; ++g) claims.push_back(gestureMove(g, stamp));
    claims.push_back(doneMove(stamp));
    claims.push_back(kemsMove(stamp));
    claims.push_back(doubleKemsMove(stamp));
    for (int g = 0; g < kGestures; ++g) claims.push_back(counterMove(g, stamp));
    std::erase_if(claims, [&](Move m) { return !isLegalClaim(player, m); });
    return claims;
}

void KemsState::score(int team, int points) {
    table_.scores[team] += points;
}

void KemsState::applyClaim(PlayerId player, Move move) {
    if (!isLegalClaim(player, move))
        throw IllegalMove("claim not allowed now: " + moveToString(move));
    table_.latestStampMs = stampOf(move);
    table_.ownStampMs[player] = stampOf(move);
    Event event;
    event.seat = player;
    event.timeMs = table_.now();
    event.deal = table_.deal;
    switch (kindOf(move)) {
        case MoveKind::Swap: {  // K2: strictly one for one
            const int m = marketSlotOf(move);
            const int h = handSlotOf(move);
            event.kind = Event::Kind::Swap;
            event.taken = table_.market[m];
            event.given = table_.hands[player][h];
            std::swap(table_.market[m], table_.hands[player][h]);
            table_.known[player][h] = event.taken;
            table_.done[player] = false;
            table_.lastExchangeMs = table_.latestStampMs;
            table_.events.push_back(std::move(event));
            return;
        }
        case MoveKind::Gesture:
            event.kind = Event::Kind::Gesture;
            event.gesture = argumentOf(move);
            table_.events.push_back(std::move(event));
            return;
        case MoveKind::Done:
            event.kind = Event::Kind::Done;
            table_.done[player] = true;
            table_.events.push_back(std::move(event));
            return;
        default:
            applyCall(player, move);
    }
}

void KemsState::applyCall(PlayerId player, Move move) {
    const int team = teamOf(player);
    const PlayerId partner = partnerOf(player);
    Event event;
    event.seat = player;
    event.timeMs = table_.now();
    event.deal = table_.deal;
    bool endsDeal = false;
    auto show = [&](PlayerId seat) {
        event.revealed.insert(event.revealed.end(), table_.hands[seat].begin(),
                              table_.hands[seat].end());
        std::copy(table_.hands[seat].begin(), table_.hands[seat].end(), table_.known[seat].begin());
    };
    switch (kindOf(move)) {
        case MoveKind::Kems:  // K5, A4, A5: the partner must hold the four of a kind
            event.kind = Event::Kind::Kems;
            event.valid = isFourOfAKind(table_.hands[partner]);
            event.points = event.valid ? 1 : -1;
            if (!event.valid) show(partner);
            endsDeal = event.valid;
            break;
        case MoveKind::DoubleKems: {  // K6, A4
            event.kind = Event::Kind::DoubleKems;
            const int held = (isFourOfAKind(table_.hands[partner]) ? 1 : 0) +
                             (isFourOfAKind(table_.hands[player]) ? 1 : 0);
            event.valid = held > 0;
            event.points = held == 2 ? 4 : held == 1 ? 1 : -1;
            if (!event.valid) {
                show(partner);
                show(player);
            }
            endsDeal = event.valid;
            break;
        }
        case MoveKind::Counter: {  // K7, A6, A7
            event.kind = Event::Kind::Counter;
            event.gesture = argumentOf(move);
            const int opponents = 1 - team;
            event.valid = table_.signal[opponents] == event.gesture;
            event.points = event.valid ? 4 : -2;
            if (event.valid) {
                table_.retiredSignal[opponents] = event.gesture;
                table_.signal[opponents] = kUnknown;
                table_.needsSignal[opponents] = true;
            }
            endsDeal = event.valid;
            break;
        }
        default:
            throw IllegalMove("not a claim");
    }
    score(team, event.points);
    table_.events.push_back(std::move(event));
    if (endsDeal) endDeal();
}

int KemsState::claimWindowMs() const {
    if (table_.phase != Phase::Exchange || table_.allDone()) return 0;
    return std::max(1, table_.deadlineMs() - table_.latestStampMs);
}

std::string KemsState::moveToString(Move move) const {
    const int argument = argumentOf(move);
    const std::string stamp = fmt::format(" @{}", stampOf(move));
    switch (kindOf(move)) {
        case MoveKind::Dealer:
            return fmt::format("dealer {}", argument + 1);
        case MoveKind::Deal:
            return "deal " + cardText(argument);
        case MoveKind::Lay:
            return "market " + cardText(argument);
        case MoveKind::Refresh:
            return "refresh";
        case MoveKind::Signal:
            return fmt::format("signal {}", gestureName(argument));
        case MoveKind::Swap: {
            const PlayerId seat = swapperOf(move);
            const int m = marketSlotOf(move);
            const int h = handSlotOf(move);
            if (m >= static_cast<int>(table_.market.size()) ||
                h >= static_cast<int>(table_.hands[seat].size()))
                return fmt::format("swap {} {}{}", m + 1, h + 1, stamp);
            return "take " + cardText(takenCardOf(move)) + " give " +
                   cardText(table_.hands[seat][h]) + stamp;
        }
        case MoveKind::Gesture:
            return fmt::format("gesture {}{}", gestureName(argument), stamp);
        case MoveKind::Done:
            return "done" + stamp;
        case MoveKind::Kems:
            return "kems" + stamp;
        case MoveKind::DoubleKems:
            return "double kems" + stamp;
        case MoveKind::Counter:
            return fmt::format("counter {}{}", gestureName(argument), stamp);
        case MoveKind::Invalid:
            break;
    }
    return "??";
}

std::optional<Move> KemsState::parseMove(std::string_view text,
                                         std::optional<PlayerId> claimant) const {
    if (!claimant) return State::parseMove(text, claimant);
    const auto stamp = parseStampSuffix(text);
    if (!stamp) return std::nullopt;
    std::optional<Move> move;
    auto named = [&](std::string_view prefix) -> std::optional<int> {
        if (!text.starts_with(prefix)) return std::nullopt;
        return parseGesture(text.substr(prefix.size()));
    };
    if (text == "done") {
        move = doneMove(*stamp);
    } else if (text == "kems") {
        move = kemsMove(*stamp);
    } else if (text == "double kems") {
        move = doubleKemsMove(*stamp);
    } else if (const auto g = named("gesture ")) {
        move = gestureMove(*g, *stamp);
    } else if (const auto c = named("counter ")) {
        move = counterMove(*c, *stamp);
    } else if (text.starts_with("take ") && *claimant >= 0 && *claimant < kSeats) {
        const std::size_t give = text.find(" give ");
        if (give == std::string_view::npos) return std::nullopt;
        const auto taken = cards::parseCard(text.substr(5, give - 5));
        const auto given = cards::parseCard(text.substr(give + 6));
        if (!taken || !given) return std::nullopt;
        const auto& market = table_.market;
        const auto& hand = table_.hands[*claimant];
        const auto m = std::find(market.begin(), market.end(), taken->code());
        const auto h = std::find(hand.begin(), hand.end(), given->code());
        if (m == market.end() || h == hand.end()) return std::nullopt;
        move = swapMove(*claimant, static_cast<int>(m - market.begin()),
                        static_cast<int>(h - hand.begin()), taken->code(), *stamp);
    }
    if (move && isLegalClaim(*claimant, *move)) return move;
    return std::nullopt;
}

std::vector<int> KemsState::ranking() const {
    const int first = table_.scores[0] >= table_.scores[1] ? 0 : 1;
    std::vector<int> places(kSeats);
    for (PlayerId seat = 0; seat < kSeats; ++seat)
        places[seat] = teamOf(seat) == first || table_.scores[0] == table_.scores[1] ? 1 : 2;
    return places;
}

std::vector<int> KemsState::scores() const {
    std::vector<int> points(kSeats);
    for (PlayerId seat = 0; seat < kSeats; ++seat) points[seat] = table_.scores[teamOf(seat)];
    return points;
}

std::unique_ptr<View> KemsState::viewFor(PlayerId player) const {
    return std::make_unique<KemsView>(*game_, table_, player);
}

}  // namespace lt::kems
