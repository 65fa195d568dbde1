#include "games/battaglia_corsa/state.h"

#include <fmt/format.h>
#include <algorithm>
#include <charconv>

#include "framework/errors.h"
#include "framework/rng.h"

namespace lt::battaglia_corsa {
namespace {

std::string cardText(int card) {
    return card == kUnseen ? std::string("?") : cards::toString(cards::Card::fromCode(card));
}

std::string cardsText(const std::vector<int>& cardList) {
    std::string text;
    for (int card : cardList) text += (text.empty() ? "" : " ") + cardText(card);
    return text.empty() ? std::string("-") : text;
}

}  // namespace

int challengeCount(cards::Card card) {
    switch (card.rank()) {
        case cards::Rank::Jack:
            return 1;
        case cards::Rank::Queen:
            return 2;
        case cards::Rank::King:
            return 3;
        default:
            return 0;
    }
}

std::vector<int> dealCounts(int numPlayers) {
    std::vector<int> counts(static_cast<std::size_t>(numPlayers), 0);
    for (int k = 0; k < 52; ++k) ++counts[static_cast<std::size_t>((1 + k) % numPlayers)];
    return counts;
}

SlapState::SlapState(const Game& game, int numPlayers, bool turnLimit, bool slapBackIn)
    : game_(&game),
      numPlayers_(numPlayers),
      turnLimit_(turnLimit),
      slapBackIn_(slapBackIn),
      current_(1 % numPlayers),
      lastFalseSlap_(static_cast<std::size_t>(numPlayers), -10),
      outForGood_(static_cast<std::size_t>(numPlayers), false) {
    for (int count : dealCounts(numPlayers))
        stacks_.emplace_back(static_cast<std::size_t>(count), kUnseen);
}

std::unique_ptr<State> SlapState::clone() const {
    return std::make_unique<SlapState>(*this);
}

PlayerId SlapState::currentActor() const {
    switch (phase_) {
        case Phase::Over:
            return actor::terminal;
        case Phase::Reveal:
            return actor::chance;
        default:
            return current_;
    }
}

std::vector<Move> SlapState::legalMoves() const {
    if (phase_ == Phase::Turn) return {turnMove()};
    if (phase_ == Phase::Take) return {takeMove()};
    return {};
}

std::vector<int> SlapState::unseenCards() const {
    std::vector<bool> seen(52, false);
    auto mark = [&](const std::vector<int>& cardList) {
        for (int card : cardList)
            if (card != kUnseen) seen[static_cast<std::size_t>(card)] = true;
    };
    for (const auto& stack : stacks_) mark(stack);
    mark(pile_);
    mark(burned_);
    std::vector<int> unseen;
    for (int card = 0; card < 52; ++card)
        if (!seen[static_cast<std::size_t>(card)]) unseen.push_back(card);
    return unseen;
}

std::vector<ChanceOutcome> SlapState::chanceOutcomes() const {
    if (phase_ != Phase::Reveal) return {};
    const std::vector<int> unseen = unseenCards();
    std::vector<ChanceOutcome> outcomes;
    for (int card : unseen)
        outcomes.push_back({revealMove(card), 1.0 / static_cast<double>(unseen.size())});
    return outcomes;
}

void SlapState::apply(Move move) {
    const MoveKind kind = kindOf(move);
    if (phase_ == Phase::Turn && kind == MoveKind::Turn) {
        auto& stack = stacks_[static_cast<std::size_t>(current_)];
        const int card = stack.front();
        stack.erase(stack.begin());
        if (card == kUnseen) {
            phase_ = Phase::Reveal;
            event_ = {Event::Kind::Revealing, current_};
            return;
        }
        land(card);
        return;
    }
    if (phase_ == Phase::Reveal && kind == MoveKind::Reveal) {
        const std::vector<int> unseen = unseenCards();
        if (std::find(unseen.begin(), unseen.end(), revealedCard(move)) == unseen.end())
            throw IllegalMove("that card has been seen: " + moveToString(move));
        land(revealedCard(move));
        return;
    }
    if (phase_ == Phase::Take && kind == MoveKind::Take) {
        const int count = static_cast<int>(pile_.size() + burned_.size());
        collect(current_);
        challenger_ = -1;
        owed_ = 0;
        phase_ = Phase::Turn;
        event_ = {Event::Kind::Took, current_, -1, -1, count};
        settle();
        return;
    }
    throw IllegalMove("not a move now: " + moveToString(move));
}

// The card the current player turned lands on the pile.
void SlapState::land(int card) {
    const PlayerId turner = current_;
    pile_.push_back(card);
    ++turned_;
    topTurner_ = turner;
    wonSlap_.reset();
    latestStamp_ = 0;
    phase_ = Phase::Turn;
    event_ = {Event::Kind::Turned, turner, card};
    const int count = challengeCount(cards::Card::fromCode(card));
    if (count > 0) {
        challenger_ = turner;
        owed_ = count;
        current_ = nextWithCards(turner);
        event_.other = current_;
        event_.count = count;
    } else if (challenger_ >= 0) {
        --owed_;
        if (owed_ == 0 || stacks_[static_cast<std::size_t>(turner)].empty()) {
            // Done without a court card, or out of cards before the end (A4).
            owed_ = 0;
            phase_ = Phase::Take;
            current_ = challenger_;
        }
    } else {
        current_ = nextWithCards(turner);
    }
    settle();
}

// The pile, face down, under `player`'s stack in the order it was laid (A1).
void SlapState::collect(PlayerId player) {
    auto& stack = stacks_[static_cast<std::size_t>(player)];
    stack.insert(stack.end(), burned_.begin(), burned_.end());
    stack.insert(stack.end(), pile_.begin(), pile_.end());
    burned_.clear();
    pile_.clear();
}

// The next player clockwise after `from` who holds cards: `from` himself when nobody else
// does, -1 when nobody does.
PlayerId SlapState::nextWithCards(PlayerId from) const {
    for (int step = 1; step <= numPlayers_; ++step) {
        const PlayerId seat = (from + step) % numPlayers_;
        if (!stacks_[static_cast<std::size_t>(seat)].empty()) return seat;
    }
    return -1;
}

// `player` lost his last card to a false slap: if he was to turn, the turn moves on, and a
// challenge he was answering fails (A4).
void SlapState::afterStackChange(PlayerId player) {
    if (!stacks_[static_cast<std::size_t>(player)].empty() || phase_ != Phase::Turn ||
        current_ != player)
        return;
    if (challenger_ >= 0) {
        owed_ = 0;
        phase_ = Phase::Take;
        current_ = challenger_;
    } else {
        current_ = nextWithCards(player);
    }
}

bool SlapState::isOut(PlayerId player) const {
    return std::find(outOrder_.begin(), outOrder_.end(), player) != outOrder_.end();
}

// Marks the players out for good and ends the game when one player is left, or at the limit.
void SlapState::settle() {
    std::vector<PlayerId> contenders;
    for (PlayerId p = 0; p < numPlayers_; ++p) {
        const bool holds = !stacks_[static_cast<std::size_t>(p)].empty();
        const bool mayWin =
            (phase_ == Phase::Turn && challenger_ == p) || (phase_ == Phase::Take && current_ == p);
        if (holds || mayWin)
            contenders.push_back(p);
        else if (!isOut(p))
            outOrder_.push_back(p);
    }
    if (contenders.size() <= 1) {
        winner_ = contenders.empty() ? event_.player : contenders.front();
        collect(winner_);
        for (PlayerId p = 0; p < numPlayers_; ++p)
            if (p != winner_ && !isOut(p)) outOrder_.push_back(p);
        phase_ = Phase::Over;
        const Event last = event_;
        event_ = {Event::Kind::Won, winner_, last.card, last.player, last.count, last.stampMs};
        return;
    }
    if (turnLimit_ && turned_ >= kTurnLimit && phase_ != Phase::Reveal) {
        const std::vector<int> held = scores();
        const int most = *std::max_element(held.begin(), held.end());
        if (std::count(held.begin(), held.end(), most) == 1)
            winner_ =
                static_cast<PlayerId>(std::find(held.begin(), held.end(), most) - held.begin());
        phase_ = Phase::Over;
        event_ = {Event::Kind::LimitReached, winner_};
    }
}

bool SlapState::pairOnTop() const {
    if (pile_.size() < 2) return false;
    const cards::Card top = cards::Card::fromCode(pile_.back());
    const cards::Card below = cards::Card::fromCode(pile_[pile_.size() - 2]);
    return top.rank() == below.rank();
}

bool SlapState::slapWins(int stampMs) const {
    return pairOnTop() && stampMs <= kSlapWindowMs;
}

const std::vector<int>& SlapState::slapPile() const {
    return pile_.empty() && wonSlap_ && wonSlap_->turned == turned_ ? wonSlap_->pile : pile_;
}

bool SlapState::maySlap(PlayerId player) const {
    if (player < 0 || player >= numPlayers_) return false;
    return !stacks_[static_cast<std::size_t>(player)].empty() ||
           (slapBackIn_ && !outForGood_[static_cast<std::size_t>(player)]);
}

// A6: a slap stamped in the same ms as the one that won the pile, by a player sitting closer
// clockwise after the turner of the pair's second card (the turner himself comes last).
bool SlapState::winsTie(PlayerId player, int stampMs) const {
    if (!wonSlap_ || wonSlap_->turned != turned_ || wonSlap_->stampMs != stampMs ||
        player == wonSlap_->winner || !maySlap(player))
        return false;
    const auto after = [&](PlayerId seat) {
        return (seat - wonSlap_->turner - 1 + 2 * numPlayers_) % numPlayers_;
    };
    return after(player) < after(wonSlap_->winner);
}

// The pile the earlier-heard slap won goes from its winner to `player`, who turns next.
void SlapState::takeOverTie(PlayerId player, int stampMs) {
    const PlayerId loser = wonSlap_->winner;
    const int count = wonSlap_->count;
    auto& from = stacks_[static_cast<std::size_t>(loser)];
    auto& to = stacks_[static_cast<std::size_t>(player)];
    to.insert(to.end(), from.end() - count, from.end());
    from.erase(from.end() - count, from.end());
    std::erase(outOrder_, player);
    wonSlap_->winner = player;
    current_ = player;
    event_ = {Event::Kind::SlapWon, player, -1, loser, count, stampMs};
    settle();
}

std::vector<Move> SlapState::claimMoves(PlayerId player) const {
    const Move slap = slapMove(turned_, 0);
    if (pile_.empty() || !isLegalClaim(player, slap)) return {};
    return {slap};
}

bool SlapState::isLegalClaim(PlayerId player, Move move) const {
    if ((phase_ != Phase::Turn && phase_ != Phase::Take) || kindOf(move) != MoveKind::Slap ||
        player < 0 || player >= numPlayers_ || slapTurned(move) != turned_ ||
        slapStamp(move) > kMaxStampMs)
        return false;
    if (pile_.empty()) return winsTie(player, slapStamp(move));
    // One slap per player on a card: a key held down does not burn his stack.
    return maySlap(player) && lastFalseSlap_[static_cast<std::size_t>(player)] != turned_;
}

void SlapState::applyClaim(PlayerId player, Move move) {
    if (!isLegalClaim(player, move))
        throw IllegalMove("slap not allowed now: " + moveToString(move));
    const int stamp = slapStamp(move);
    latestStamp_ = std::max(latestStamp_, stamp);
    if (pile_.empty()) {
        takeOverTie(player, stamp);
        return;
    }
    if (slapWins(stamp)) {
        const int count = static_cast<int>(pile_.size() + burned_.size());
        wonSlap_ = WonSlap{turned_, stamp, player, topTurner_, count, pile_};
        std::erase(outOrder_, player);  // slap back in: he is in again
        collect(player);
        challenger_ = -1;
        owed_ = 0;
        phase_ = Phase::Turn;
        current_ = player;
        event_ = {Event::Kind::SlapWon, player, -1, -1, count, stamp};
        settle();
        return;
    }
    // A false slap: the slapper's top card goes face down under the pile (A5); without one
    // (slap back in) he is out for good.
    auto& stack = stacks_[static_cast<std::size_t>(player)];
    lastFalseSlap_[static_cast<std::size_t>(player)] = turned_;
    if (stack.empty()) {
        outForGood_[static_cast<std::size_t>(player)] = true;
        event_ = {Event::Kind::FalseSlap, player, -1, -1, 0, stamp};
        settle();
        return;
    }
    const int card = stack.front();
    stack.erase(stack.begin());
    burned_.insert(burned_.begin(), card);
    event_ = {Event::Kind::FalseSlap, player, card, -1, 1, stamp};
    afterStackChange(player);
    settle();
}

int SlapState::claimWindowMs() const {
    if ((phase_ != Phase::Turn && phase_ != Phase::Take) || pile_.empty()) return 0;
    const std::uint64_t draw =
        Rng::derive(0x736c6170ULL, static_cast<std::uint64_t>(turned_) * 64 +
                                       static_cast<std::uint64_t>(pile_.back()));
    return kMinTurnGapMs + static_cast<int>(draw % 301);
}

std::string SlapState::moveToString(Move move) const {
    switch (kindOf(move)) {
        case MoveKind::Turn:
            return "turn";
        case MoveKind::Take:
            return "take";
        case MoveKind::Reveal:
            return "reveal " + cardText(revealedCard(move));
        case MoveKind::Slap:
            return fmt::format("slap @{}", slapStamp(move));
        default:
            return fmt::format("?{}", move);
    }
}

std::optional<Move> SlapState::parseMove(std::string_view text,
                                         std::optional<PlayerId> claimant) const {
    if (!claimant) return State::parseMove(text, claimant);
    // "slap @<ms>": the stamp is any number, so the slaps are not all listed.
    constexpr std::string_view prefix = "slap @";
    if (text.substr(0, prefix.size()) != prefix) return std::nullopt;
    const std::string_view digits = text.substr(prefix.size());
    int stamp = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), stamp);
    if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size() ||
        stamp < 0 || stamp > kMaxStampMs)
        return std::nullopt;
    const Move move = slapMove(turned_, stamp);
    if (!isLegalClaim(*claimant, move)) return std::nullopt;
    return move;
}

std::string SlapState::toString() const {
    static constexpr const char* kPhases[] = {"turn", "reveal", "take", "over"};
    std::string text = fmt::format("battaglia-corsa: {} turned {} current {}",
                                   kPhases[static_cast<int>(phase_)], turned_, current_ + 1);
    if (challenger_ >= 0) text += fmt::format(" challenger {} owed {}", challenger_ + 1, owed_);
    for (PlayerId p = 0; p < numPlayers_; ++p)
        text +=
            fmt::format("\nplayer {}: {}", p + 1, cardsText(stacks_[static_cast<std::size_t>(p)]));
    text += "\npile: " + cardsText(pile_) + "\nunder: " + cardsText(burned_);
    if (phase_ == Phase::Over)
        text += winner_ >= 0 ? fmt::format("\nwinner {}", winner_ + 1) : std::string("\nshared");
    return text;
}

std::vector<int> SlapState::scores() const {
    std::vector<int> held;
    for (const auto& stack : stacks_) held.push_back(static_cast<int>(stack.size()));
    return held;
}

std::vector<int> SlapState::ranking() const {
    std::vector<int> places(static_cast<std::size_t>(numPlayers_), 1);
    if (phase_ != Phase::Over) return places;
    if (event_.kind == Event::Kind::LimitReached) {
        // The most cards first; equal counts share a place (A9).
        const std::vector<int> held = scores();
        for (PlayerId p = 0; p < numPlayers_; ++p)
            for (PlayerId q = 0; q < numPlayers_; ++q)
                if (held[static_cast<std::size_t>(q)] > held[static_cast<std::size_t>(p)])
                    ++places[static_cast<std::size_t>(p)];
        return places;
    }
    // The winner first, then the others, the last out best.
    for (std::size_t i = 0; i < outOrder_.size(); ++i)
        places[static_cast<std::size_t>(outOrder_[i])] = static_cast<int>(outOrder_.size() - i) + 1;
    return places;
}

void SlapState::setPosition(std::vector<std::vector<int>> stacks, std::vector<int> pile,
                            PlayerId current) {
    stacks_ = std::move(stacks);
    pile_ = std::move(pile);
    burned_.clear();
    turned_ = static_cast<int>(pile_.size());
    current_ = current;
    topTurner_ = (current + numPlayers_ - 1) % numPlayers_;
    wonSlap_.reset();
    challenger_ = -1;
    owed_ = 0;
    phase_ = Phase::Turn;
    outOrder_.clear();
    winner_ = -1;
}

}  // namespace lt::battaglia_corsa
