#include "games/flags_urla/state.h"

#include <fmt/format.h>
#include <algorithm>
#include <charconv>

#include "framework/errors.h"
#include "games/flags_urla/reactions.h"

namespace lt::flags_urla {
namespace {

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
                     std::shared_ptr<const std::vector<int>> alphabetRank, int numPlayers,
                     bool typedAnswers)
    : game_(&game),
      cards_(std::move(cards)),
      alphabetRank_(std::move(alphabetRank)),
      numPlayers_(numPlayers),
      typedAnswers_(typedAnswers),
      used_(cards_->size(), false),
      piles_(numPlayers) {}

std::unique_ptr<State> UrlaState::clone() const {
    return std::make_unique<UrlaState>(*this);
}

PlayerId UrlaState::currentActor() const {
    switch (phase_) {
        case Phase::Deal:
        case Phase::Judge:
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
    } else if (phase_ == Phase::Judge) {
        outcomes.push_back({judgeMove(), 1.0});
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
    if (phase_ == Phase::Judge) {
        if (kind != MoveKind::Judge) throw IllegalMove("the answers are to be judged");
        judge();
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

bool UrlaState::hasAnswered(PlayerId player) const {
    return std::any_of(answers_.begin(), answers_.end(),
                       [&](const Answer& a) { return a.player == player; });
}

std::vector<Move> UrlaState::claimMoves(PlayerId player) const {
    if ((phase_ != Phase::Look && phase_ != Phase::Judge) || player < 0 || player >= numPlayers_ ||
        hasAnswered(player))
        return {};
    std::vector<Move> claims;
    for (int card = 0; card < static_cast<int>(cards_->size()); ++card)
        claims.push_back(sayMove(card));
    claims.push_back(sayNothingMove());
    return claims;
}

int UrlaState::claimWindowMs() const {
    if (phase_ == Phase::Judge) return kJudgeMs;
    if (phase_ != Phase::Look) return 0;
    return kDealSettleMs + (race_ ? (typedAnswers_ ? kTypedRaceMs : kRaceMs) : kLookMs);
}

bool UrlaState::isLegalClaim(PlayerId player, Move move) const {
    const MoveKind kind = kindOf(move);
    if (kind != MoveKind::Say && kind != MoveKind::SayNothing) return false;
    if ((phase_ != Phase::Look && phase_ != Phase::Judge) || player < 0 || player >= numPlayers_ ||
        hasAnswered(player))
        return false;
    if (phase_ == Phase::Look) return true;
    const int first =
        std::min_element(answers_.begin(), answers_.end(), [](const Answer& a, const Answer& b) {
            return a.stampMs < b.stampMs;
        })->stampMs;
    return stampOf(move) <= first + kSimultaneousMs;
}

void UrlaState::applyClaim(PlayerId player, Move move) {
    if (!isLegalClaim(player, move))
        throw IllegalMove("claim not allowed now: " + moveToString(move));
    answers_.push_back({player, saidCard(move), stampOf(move)});
    phase_ = Phase::Judge;
    event_ = {Event::Kind::Answered, player, saidCard(move), -1, 0, race_};
}

void UrlaState::penalise(PlayerId player, Event& event) {
    // Y5: one card to each other player, clockwise, as far as his cards go (Y-A8).
    int moved = 0;
    for (int step = 1; step < numPlayers_; ++step)
        moved += give(player, (player + step) % numPlayers_, 1);
    if (event.kind == Event::Kind::WrongName && event.player == player)
        event.moved = moved;
    else
        event.alsoWrong.emplace_back(player, moved);
}

void UrlaState::judge() {
    std::stable_sort(answers_.begin(), answers_.end(),
                     [](const Answer& a, const Answer& b) { return a.stampMs < b.stampMs; });
    const int first = answers_.front().stampMs;
    // Later answers win nothing and cost nothing: the race ended before them (Y5).
    std::vector<Answer> together;
    for (const Answer& a : answers_)
        if (a.stampMs <= first + kSimultaneousMs) together.push_back(a);
    // Decide every answer before any card moves: the moves change the top cards.
    std::vector<bool> right;
    for (const Answer& a : together) right.push_back(isRightName(a.player, a.card));
    const Answer* winner = nullptr;
    for (std::size_t i = 0; i < together.size(); ++i)
        if (right[i] &&
            (!winner || alphabetRank(top(together[i].player)) < alphabetRank(top(winner->player))))
            winner = &together[i];  // Y7: his own country first in alphabetical order

    Event event;
    if (winner) {  // Y4
        PlayerId other = receiver_;
        if (winner->player == receiver_)
            for (PlayerId m : matchingPlayers())
                if (top(m) == winner->card) other = m;
        event = {Event::Kind::RightName, winner->player, winner->card, other, 0, true};
        event.moved = give(other, winner->player, 2);  // Y-A3: what he has
        for (std::size_t i = 0; i < together.size(); ++i)
            if (right[i] && &together[i] != winner) event.outnamed.push_back(together[i].player);
    } else {
        event = {
            Event::Kind::WrongName, together.front().player, together.front().card, -1, 0, race_};
    }
    for (std::size_t i = 0; i < together.size(); ++i)
        if (!right[i]) penalise(together[i].player, event);
    event_ = std::move(event);
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
    answers_.clear();
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
        return card >= 0 && card < static_cast<int>(cards_->size())
                   ? flags::lowerAscii((*cards_)[card].code)
                   : std::string("??");
    };
    switch (kindOf(move)) {
        case MoveKind::Deal:
            return "deal " + code(dealtCard(move));
        case MoveKind::Next:
            return "next";
        case MoveKind::Say:
            return fmt::format("say {} @{}", code(saidCard(move)), stampOf(move));
        case MoveKind::SayNothing:
            return fmt::format("say nothing @{}", stampOf(move));
        case MoveKind::Judge:
            return "judge";
        case MoveKind::TieRoll:
            return fmt::format("tie roll {}+{}", symbolChar(tieFirst(move)),
                               symbolChar(tieSecond(move)));
        case MoveKind::Invalid:
            break;
    }
    return "??";
}

std::optional<Move> UrlaState::parseMove(std::string_view text,
                                         std::optional<PlayerId> claimant) const {
    if (!claimant) return State::parseMove(text, claimant);
    // "say <code> @<ms>": the stamp is any number, so the answers are not all listed.
    const std::size_t at = text.rfind(" @");
    if (at == std::string_view::npos) return std::nullopt;
    int stamp = 0;
    const std::string_view digits = text.substr(at + 2);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), stamp);
    if (error != std::errc{} || end != digits.data() + digits.size() || stamp < 0 ||
        stamp > kMaxStampMs)
        return std::nullopt;
    const std::string_view said = text.substr(0, at);
    std::optional<Move> move;
    if (said == "say nothing") move = sayNothingMove(stamp);
    for (int card = 0; !move && card < static_cast<int>(cards_->size()); ++card)
        if (said == "say " + flags::lowerAscii((*cards_)[card].code)) move = sayMove(card, stamp);
    if (move && isLegalClaim(*claimant, *move)) return move;
    return std::nullopt;
}

std::string UrlaState::toString() const {
    static constexpr const char* kPhases[] = {"deal", "look", "judge", "tie-break", "over"};
    std::string text = fmt::format("flags-urla: {} dealt {}{}", kPhases[static_cast<int>(phase_)],
                                   dealt_, race_ ? " race" : "");
    if (lastCard_ >= 0)
        text += fmt::format(" last {} to player {}", flags::lowerAscii(card(lastCard_).code),
                            receiver_ + 1);
    for (PlayerId p = 0; p < numPlayers_; ++p) {
        text += fmt::format("\nplayer {}:", p + 1);
        for (int c : piles_[p]) text += " " + flags::lowerAscii(card(c).code);
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
