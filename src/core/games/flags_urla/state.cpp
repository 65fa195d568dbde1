#include "state.h"

#include <fmt/format.h>
#include <algorithm>

#include "framework/errors.h"
#include "reactions.h"

namespace lt::flags_urla {
namespace {

std::string lower(std::string text) {
    for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

char symbolChar(flags::Symbol symbol) {
    return static_cast<char>(flags::symbolLetter(symbol) - 'A' + 'a');
}

// A small fixed mix, so that the order of the names offered depends on the deal only.
std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    return x ^ (x >> 33);
}

}  // namespace

UrlaState::UrlaState(const Game& game, std::shared_ptr<const std::vector<flags::Card>> cards,
                     int numPlayers)
    : game_(&game),
      cards_(std::move(cards)),
      numPlayers_(numPlayers),
      used_(cards_->size(), false),
      piles_(numPlayers) {}

std::unique_ptr<State> UrlaState::clone() const {
    return std::make_unique<UrlaState>(*this);
}

PlayerId UrlaState::currentActor() const {
    switch (phase_) {
        case Phase::Deal:
        case Phase::TieBreak:
            return actor::chance;
        case Phase::Look:
            return dealer();
        case Phase::Over:
            break;
    }
    return actor::terminal;
}

std::vector<Move> UrlaState::legalMoves() const {
    if (phase_ != Phase::Look) return {};
    return {nextMove()};
}

std::vector<ChanceOutcome> UrlaState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    if (phase_ == Phase::Deal) {
        const int left = static_cast<int>(cards_->size()) - dealt_;
        for (int card = 0; card < static_cast<int>(cards_->size()); ++card)
            if (!used_[card]) outcomes.push_back({dealMove(card), 1.0 / left});
    } else if (phase_ == Phase::TieBreak) {
        for (int a = 0; a < flags::kSymbolCount; ++a)
            for (int b = 0; b < flags::kSymbolCount; ++b)
                outcomes.push_back(
                    {tieRollMove(static_cast<flags::Symbol>(a), static_cast<flags::Symbol>(b)),
                     1.0 / 36.0});
    }
    return outcomes;
}

int UrlaState::top(PlayerId player) const {
    const auto& pile = piles_.at(player);
    return pile.empty() ? -1 : pile.back();
}

bool UrlaState::shares(int a, int b) const {
    return a >= 0 && b >= 0 && ((*cards_)[a].symbols & (*cards_)[b].symbols) != 0;
}

std::vector<PlayerId> UrlaState::matchingPlayers() const {
    std::vector<PlayerId> matching;
    if (receiver_ < 0) return matching;
    for (int step = 1; step < numPlayers_; ++step) {
        const PlayerId p = (receiver_ + step) % numPlayers_;
        if (shares(lastCard_, top(p))) matching.push_back(p);
    }
    return matching;
}

bool UrlaState::isRightName(PlayerId player, int card) const {
    if (!raceOn() || card < 0) return false;
    const std::vector<PlayerId> matching = matchingPlayers();
    if (player == receiver_)
        return std::any_of(matching.begin(), matching.end(),
                           [&](PlayerId m) { return top(m) == card; });
    const bool involved = std::find(matching.begin(), matching.end(), player) != matching.end();
    return involved && card == lastCard_;
}

std::array<int, 4> UrlaState::answerOptions(PlayerId player) const {
    std::vector<int> names;
    const auto add = [&](int card) {
        if (card >= 0 && names.size() < 4 &&
            std::find(names.begin(), names.end(), card) == names.end())
            names.push_back(card);
    };
    if (lastCard_ < 0) return {-1, -1, -1, -1};
    if (player == receiver_) {
        for (PlayerId m : matchingPlayers()) add(top(m));
        for (int step = 1; step < numPlayers_; ++step) add(top((receiver_ + step) % numPlayers_));
    } else {
        add(lastCard_);
    }
    // Fill with countries of the new card's continent, then any, from a place fixed by the deal.
    std::vector<int> sameContinent, others;
    for (int card = 0; card < static_cast<int>(cards_->size()); ++card) {
        if (card == lastCard_) continue;
        ((*cards_)[card].continent == (*cards_)[lastCard_].continent ? sameContinent : others)
            .push_back(card);
    }
    const std::uint64_t seed = mix(static_cast<std::uint64_t>(dealt_) * 131 + player);
    for (const auto* pool : {&sameContinent, &others})
        for (std::size_t i = 0; names.size() < 4 && i < pool->size(); ++i)
            add((*pool)[(seed + i) % pool->size()]);
    std::array<int, 4> options{};
    std::copy(names.begin(), names.end(), options.begin());
    // The place of each name is drawn from the same seed: the right one is not always first.
    for (int i = 3; i > 0; --i) std::swap(options[i], options[mix(seed + i) % (i + 1)]);
    return options;
}

void UrlaState::apply(Move move) {
    const MoveKind kind = kindOf(move);
    if (phase_ == Phase::Deal) {
        const int card = kind == MoveKind::Deal ? dealtCard(move) : -1;
        if (card < 0 || card >= static_cast<int>(cards_->size()) || used_[card])
            throw IllegalMove("not a card still to deal");
        receiver_ = nextReceiver();
        used_[card] = true;
        ++dealt_;
        piles_[receiver_].push_back(card);  // Y1: it covers his previous card
        lastCard_ = card;
        race_ = !matchingPlayers().empty();  // Y2
        phase_ = Phase::Look;
        event_ = {Event::Kind::Dealt, receiver_, card, -1, 0, race_};
        return;
    }
    if (phase_ == Phase::TieBreak) {
        if (kind != MoveKind::TieRoll) throw IllegalMove("the blue dice are to be rolled");
        const auto red = flags::identifyRedCard(*cards_, tieFirst(move), tieSecond(move));
        int card = -1;
        for (int i = 0; i < static_cast<int>(cards_->size()); ++i)
            if (red && (*cards_)[i].code == red->code) card = i;
        ++tieRolls_;
        tieDice_ = std::make_pair(tieFirst(move), tieSecond(move));
        event_ = {Event::Kind::TieRoll, -1, card};
        for (PlayerId p : tied_) {
            const auto& pile = piles_[p];
            if (std::find(pile.begin(), pile.end(), card) != pile.end()) {
                winner_ = p;
                event_.player = p;
            }
        }
        if (winner_ >= 0 || tieRolls_ >= kTieRollLimit) phase_ = Phase::Over;  // Y-A7
        return;
    }
    if (phase_ != Phase::Look || kind != MoveKind::Next)
        throw IllegalMove(phase_ == Phase::Over ? "the game is over" : "not a move now");
    event_ = {Event::Kind::Next, dealer(), lastCard_, -1, 0, race_};  // Y-A5
    endLook();
}

std::vector<Move> UrlaState::claimMoves(PlayerId player) const {
    if (phase_ != Phase::Look || player < 0 || player >= numPlayers_) return {};
    std::vector<Move> claims;
    for (int card = 0; card < static_cast<int>(cards_->size()); ++card)
        claims.push_back(sayMove(card));
    claims.push_back(sayNothingMove());
    return claims;
}

int UrlaState::claimWindowMs() const {
    if (phase_ != Phase::Look) return 0;
    return kDealSettleMs + (race_ ? kRaceMs : kLookMs);
}

void UrlaState::applyClaim(PlayerId player, Move move) {
    const auto claims = claimMoves(player);
    if (std::find(claims.begin(), claims.end(), move) == claims.end())
        throw IllegalMove("claim not allowed now: " + moveToString(move));
    const int said = kindOf(move) == MoveKind::Say ? saidCard(move) : -1;
    if (isRightName(player, said)) {  // Y4
        PlayerId other = receiver_;
        if (player == receiver_)
            for (PlayerId m : matchingPlayers())
                if (top(m) == said) other = m;
        const int moved = give(other, player, 2);  // Y-A3: what he has
        event_ = {Event::Kind::RightName, player, said, other, moved, true};
    } else {
        // Y5: one card to each other player, clockwise, as far as his cards go (Y-A8).
        int moved = 0;
        for (int step = 1; step < numPlayers_; ++step)
            moved += give(player, (player + step) % numPlayers_, 1);
        event_ = {Event::Kind::WrongName, player, said, -1, moved, race_};
    }
    endLook();
}

int UrlaState::give(PlayerId from, PlayerId to, int count) {
    int moved = 0;
    auto& source = piles_[from];
    auto& target = piles_[to];
    while (moved < count && !source.empty()) {
        target.insert(target.begin(), source.back());
        source.pop_back();
        ++moved;
    }
    return moved;
}

void UrlaState::endLook() {
    race_ = false;
    if (dealt_ < static_cast<int>(cards_->size())) {
        phase_ = Phase::Deal;
        return;
    }
    finish();
}

void UrlaState::finish() {
    const std::vector<int> counts = scores();
    const int most = *std::max_element(counts.begin(), counts.end());
    tied_.clear();
    for (PlayerId p = 0; p < numPlayers_; ++p)
        if (counts[p] == most) tied_.push_back(p);
    if (tied_.size() == 1) {
        winner_ = tied_.front();
        phase_ = Phase::Over;
        return;
    }
    phase_ = Phase::TieBreak;  // Y8
}

std::string UrlaState::moveToString(Move move) const {
    const auto code = [&](int card) {
        return card >= 0 && card < static_cast<int>(cards_->size()) ? lower((*cards_)[card].code)
                                                                    : std::string("??");
    };
    switch (kindOf(move)) {
        case MoveKind::Deal:
            return "deal " + code(dealtCard(move));
        case MoveKind::Next:
            return "next";
        case MoveKind::Say:
            return "say " + code(saidCard(move));
        case MoveKind::SayNothing:
            return "say nothing";
        case MoveKind::TieRoll:
            return fmt::format("tie roll {}+{}", symbolChar(tieFirst(move)),
                               symbolChar(tieSecond(move)));
        case MoveKind::Invalid:
            break;
    }
    return "??";
}

std::string UrlaState::toString() const {
    static constexpr const char* kPhases[] = {"deal", "look", "tie-break", "over"};
    std::string text = fmt::format("flags-urla: {} dealt {}{}", kPhases[static_cast<int>(phase_)],
                                   dealt_, race_ ? " race" : "");
    if (lastCard_ >= 0)
        text += fmt::format(" last {} to player {}", lower(card(lastCard_).code), receiver_ + 1);
    for (PlayerId p = 0; p < numPlayers_; ++p) {
        text += fmt::format("\nplayer {}:", p + 1);
        for (int c : piles_[p]) text += " " + lower(card(c).code);
    }
    if (!tied_.empty()) {
        text += fmt::format("\ntied after {} rolls:", tieRolls_);
        for (PlayerId p : tied_) text += fmt::format(" {}", p + 1);
    }
    if (phase_ == Phase::Over)
        text += winner_ >= 0 ? fmt::format("\nwinner: player {}", winner_ + 1)
                             : std::string("\nshared win");
    return text + "\n";
}

std::vector<int> UrlaState::scores() const {
    std::vector<int> counts;
    for (const auto& pile : piles_) counts.push_back(static_cast<int>(pile.size()));
    return counts;
}

std::vector<int> UrlaState::ranking() const {
    const std::vector<int> counts = scores();
    std::vector<int> places(numPlayers_, 1);
    for (PlayerId i = 0; i < numPlayers_; ++i)
        for (PlayerId j = 0; j < numPlayers_; ++j)
            if (counts[j] > counts[i] || (counts[j] == counts[i] && j == winner_ && i != j))
                ++places[i];
    return places;
}

}  // namespace lt::flags_urla
