#include "games/rectangle_race/state.h"

#include <fmt/format.h>
#include <algorithm>
#include <charconv>

#include "framework/errors.h"

namespace lt::rectangle_race {

RaceState::RaceState(const Game& game, int numPlayers)
    : game_(&game), numPlayers_(numPlayers), won_(numPlayers, 0) {
    for (int card = 1; card <= kCards; ++card) deck_.push_back(card);
}

std::unique_ptr<State> RaceState::clone() const {
    return std::make_unique<RaceState>(*this);
}

PlayerId RaceState::currentActor() const {
    return phase_ == Phase::Over ? actor::terminal : actor::chance;
}

std::optional<PlayerId> RaceState::roller() const {
    if (phase_ == Phase::Deal) return 0;
    return std::nullopt;
}

std::vector<ChanceOutcome> RaceState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    const double each = 1.0 / static_cast<double>(deck_.size());
    if (phase_ == Phase::Deal) {
        for (int card : deck_) outcomes.push_back({dealMove(card), each});
    } else if (phase_ == Phase::Race) {
        if (rightPlayers().size() == 2)
            for (int card : deck_) outcomes.push_back({revealMove(card), each});
        else
            outcomes.push_back({revealMove(0), 1.0});
    }
    return outcomes;
}

int RaceState::pawnsOn(int place) const {
    return static_cast<int>(std::count_if(drops_.begin(), drops_.end(),
                                          [&](const Drop& d) { return d.place == place; }));
}

bool RaceState::hasDropped(PlayerId player) const {
    return std::any_of(drops_.begin(), drops_.end(),
                       [&](const Drop& d) { return d.player == player; });
}

int RaceState::latestStampMs() const {
    int latest = 0;
    for (const Drop& d : drops_) latest = std::max(latest, d.stampMs);
    return latest;
}

std::vector<PlayerId> RaceState::rightPlayers() const {
    if (card_ == 0) return {};
    const int place = placeOf(rectangleOfCard(card_));
    std::vector<Drop> right;
    for (const Drop& d : drops_)
        if (d.place == place) right.push_back(d);
    // A2: the earlier arrival first; equal stamps in the order the drops were made.
    std::stable_sort(right.begin(), right.end(),
                     [](const Drop& a, const Drop& b) { return a.stampMs < b.stampMs; });
    std::vector<PlayerId> players;
    for (const Drop& d : right) players.push_back(d.player);
    return players;
}

void RaceState::apply(Move move) {
    const MoveKind kind = kindOf(move);
    if (phase_ == Phase::Deal) {
        const int card = kind == MoveKind::Deal ? dealtCard(move) : 0;
        const auto at = std::find(deck_.begin(), deck_.end(), card);
        if (at == deck_.end()) throw IllegalMove("not a card in the deck");
        deck_.erase(at);  // R1
        card_ = card;
        drops_.clear();
        history_.push_back(card);
        ++rounds_;
        phase_ = Phase::Race;
        event_ = {Event::Kind::Dealt, card};
        return;
    }
    if (phase_ != Phase::Race || kind != MoveKind::Reveal)
        throw IllegalMove(phase_ == Phase::Over ? "the game is over" : "not a move now");
    const std::vector<PlayerId> right = rightPlayers();
    const int deckCard = revealDeckCard(move);
    Event event{Event::Kind::Revealed, card_, -1, placeOf(rectangleOfCard(card_)), right, 0};
    if (right.size() == 2) {  // R5: the turned card, and one from the deck
        const auto at = std::find(deck_.begin(), deck_.end(), deckCard);
        if (at == deck_.end()) throw IllegalMove("the second right player takes a deck card");
        deck_.erase(at);
        event.deckCard = deckCard;
        ++won_[right[0]];
        ++won_[right[1]];
    } else {
        if (deckCard != 0) throw IllegalMove("no deck card is taken");
        if (right.empty())
            ++boxed_;  // R5: back in the box
        else
            ++won_[right[0]];
    }
    event_ = std::move(event);
    phase_ = deck_.size() <= 1 ? Phase::Over : Phase::Deal;  // R7
}

bool RaceState::isLegalClaim(PlayerId player, Move move) const {
    if (phase_ != Phase::Race || kindOf(move) != MoveKind::Drop || player < 0 ||
        player >= numPlayers_ || hasDropped(player))
        return false;
    const int place = dropPlace(move);
    return cardAtPlace(place) != 0 && pawnsOn(place) < capacity() &&
           dropStamp(move) <= kLastStampMs;
}

std::vector<Move> RaceState::claimMoves(PlayerId player) const {
    std::vector<Move> claims;
    const int stamp = latestStampMs();
    for (int place = 0; place < kCells; ++place)
        if (isLegalClaim(player, dropMove(place, stamp))) claims.push_back(dropMove(place, stamp));
    return claims;
}

void RaceState::applyClaim(PlayerId player, Move move) {
    if (!isLegalClaim(player, move))
        throw IllegalMove("drop not allowed now: " + moveToString(move));
    drops_.push_back({player, dropPlace(move), dropStamp(move)});
    event_ = {Event::Kind::Dropped, card_, player, dropPlace(move)};
}

int RaceState::claimWindowMs() const {
    if (phase_ != Phase::Race) return 0;
    for (PlayerId p = 0; p < numPlayers_; ++p)
        if (!hasDropped(p)) return std::max(1, kLastStampMs - latestStampMs());
    return 0;
}

std::string RaceState::moveToString(Move move) const {
    switch (kindOf(move)) {
        case MoveKind::Deal:
            return fmt::format("card {}", dealtCard(move));
        case MoveKind::Reveal:
            return revealDeckCard(move) == 0 ? std::string("reveal")
                                             : fmt::format("reveal +{}", revealDeckCard(move));
        case MoveKind::Drop: {
            const int place = dropPlace(move);
            return fmt::format("{} {} @{}", colourName(place / kCellsPerBoard),
                               place % kCellsPerBoard + 1, dropStamp(move));
        }
        case MoveKind::Invalid:
            break;
    }
    return "??";
}

std::optional<Move> RaceState::parseMove(std::string_view text,
                                         std::optional<PlayerId> claimant) const {
    if (!claimant) return State::parseMove(text, claimant);
    // "<colour> <cell> @<ms>": the stamp is any number, so the drops are not all listed.
    const std::size_t at = text.rfind(" @");
    const std::size_t space = text.find(' ');
    if (at == std::string_view::npos || space == std::string_view::npos || space + 2 != at)
        return std::nullopt;
    int stamp = 0;
    const std::string_view digits = text.substr(at + 2);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), stamp);
    if (error != std::errc{} || end != digits.data() + digits.size() || stamp < 0 ||
        stamp > kMaxStampMs)
        return std::nullopt;
    const int cell = text[space + 1] - '0';
    for (int board = 0; board < kBoards; ++board) {
        if (text.substr(0, space) != colourName(board) || cell < 1 || cell > kCellsPerBoard)
            continue;
        const Move move = dropMove(placeOf(board, cell), stamp);
        if (isLegalClaim(*claimant, move)) return move;
    }
    return std::nullopt;
}

std::string RaceState::toString() const {
    static constexpr const char* kPhases[] = {"deal", "race", "over"};
    std::string text =
        fmt::format("rectangle-race: {} round {} deck {} boxed {}",
                    kPhases[static_cast<int>(phase_)], rounds_, deck_.size(), boxed_);
    if (card_ != 0) {
        const Rectangle& r = rectangleOfCard(card_);
        text += fmt::format("\ncard {} ({} x {} mm, {} {})", card_, r.widthMm, r.heightMm,
                            colourName(r.board), r.cell);
    }
    for (const Drop& d : drops_)
        text += fmt::format("\nplayer {} on {} {} @{}", d.player + 1,
                            colourName(d.place / kCellsPerBoard), d.place % kCellsPerBoard + 1,
                            d.stampMs);
    text += "\ncards:";
    for (int count : won_) text += fmt::format(" {}", count);
    return text + "\n";
}

std::vector<int> RaceState::ranking() const {
    std::vector<int> places(numPlayers_, 1);
    for (PlayerId i = 0; i < numPlayers_; ++i)
        for (PlayerId j = 0; j < numPlayers_; ++j)
            if (won_[j] > won_[i]) ++places[i];
    return places;
}

}  // namespace lt::rectangle_race
