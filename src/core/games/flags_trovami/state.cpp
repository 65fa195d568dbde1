#include "games/flags_trovami/state.h"

#include <fmt/format.h>
#include <algorithm>

#include "framework/errors.h"
#include "games/flags_trovami/reactions.h"

namespace lt::flags_trovami {
namespace {

char symbolChar(flags::Symbol symbol) {
    return static_cast<char>(flags::symbolLetter(symbol) - 'A' + 'a');
}

}  // namespace

int targetFor(int players) {
    if (players <= 2) return 6;
    if (players <= 7) return 5;
    return 4;
}

TrovamiState::TrovamiState(const Game& game, std::shared_ptr<const std::vector<flags::Card>> cards,
                           int numPlayers, int target, int rollLimit)
    : game_(&game),
      cards_(std::move(cards)),
      numPlayers_(numPlayers),
      target_(target),
      home_(cards_->size(), -1),
      wonAt_(cards_->size(), -1),
      piles_(numPlayers),
      debts_(numPlayers, 0),
      locked_(numPlayers, false),
      rollLimit_(rollLimit) {
    for (int i = 0; i < static_cast<int>(cards_->size()); ++i)
        if ((*cards_)[i].border == flags::Border::Red) red_.push_back(i);
    if (red_.size() != kTableSlots)
        throw std::logic_error("Trovami! needs exactly 21 red cards in the box");
    table_.fill(-1);
}

std::unique_ptr<State> TrovamiState::clone() const {
    return std::make_unique<TrovamiState>(*this);
}

PlayerId TrovamiState::currentActor() const {
    switch (phase_) {
        case Phase::Layout:
        case Phase::Roll:
            return actor::chance;
        case Phase::Race:
            return roller_;
        case Phase::Over:
            break;
    }
    return actor::terminal;
}

std::optional<PlayerId> TrovamiState::roller() const {
    if (phase_ == Phase::Roll) return roller_;
    return std::nullopt;
}

std::vector<Move> TrovamiState::legalMoves() const {
    if (phase_ != Phase::Race) return {};
    return {lapseMove()};
}

std::vector<ChanceOutcome> TrovamiState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    if (phase_ == Phase::Layout) {
        std::vector<int> left;
        for (int card : red_)
            if (home_[card] < 0) left.push_back(card);
        for (int card : left)
            outcomes.push_back({layoutMove(card), 1.0 / static_cast<double>(left.size())});
    } else if (phase_ == Phase::Roll) {
        for (int a = 0; a < flags::kSymbolCount; ++a)
            for (int b = 0; b < flags::kSymbolCount; ++b)
                outcomes.push_back(
                    {rollMove(static_cast<flags::Symbol>(a), static_cast<flags::Symbol>(b)),
                     1.0 / 36.0});
    }
    return outcomes;
}

int TrovamiState::homeSlot(int card) const {
    return card >= 0 && card < static_cast<int>(home_.size()) ? home_[card] : -1;
}

int TrovamiState::wantedSlot() const {
    if (wanted_ < 0) return -1;
    for (int slot = 0; slot < kTableSlots; ++slot)
        if (table_[slot] == wanted_) return slot;
    return -1;
}

PlayerId TrovamiState::holderOf(int card) const {
    for (PlayerId p = 0; p < numPlayers_; ++p)
        if (std::find(piles_[p].begin(), piles_[p].end(), card) != piles_[p].end()) return p;
    return -1;
}

int TrovamiState::winsSince(int card) const {
    if (card < 0 || card >= static_cast<int>(wonAt_.size()) || wonAt_[card] < 0) return 0;
    return wins_ - wonAt_[card];
}

void TrovamiState::apply(Move move) {
    const MoveKind kind = kindOf(move);
    if (phase_ == Phase::Layout) {
        const int card = kind == MoveKind::Layout ? layoutCard(move) : -1;
        if (card < 0 || card >= static_cast<int>(cards_->size()) ||
            (*cards_)[card].border != flags::Border::Red || home_[card] >= 0)
            throw IllegalMove("not a red card still to lay out");
        home_[card] = laid_;
        table_[laid_] = card;
        ++laid_;
        event_ = {Event::Kind::Laid, -1, card};
        if (laid_ == kTableSlots) phase_ = Phase::Roll;
        return;
    }
    if (phase_ == Phase::Roll) {
        if (kind != MoveKind::Roll) throw IllegalMove("the blue dice are to be rolled");
        dice_ = std::make_pair(rollFirst(move), rollSecond(move));
        const auto found = flags::identifyRedCard(*cards_, dice_->first, dice_->second);
        if (!found) throw std::logic_error("the dice identify no red card");
        wanted_ = -1;
        for (int card : red_)
            if ((*cards_)[card].code == found->code) wanted_ = card;
        locked_.assign(numPlayers_, false);
        ++rolls_;
        phase_ = Phase::Race;
        event_ = {Event::Kind::Rolled, roller_, wanted_};
        return;
    }
    if (phase_ != Phase::Race || kind != MoveKind::Lapse)
        throw IllegalMove(phase_ == Phase::Over ? "the game is over" : "not a move now");
    event_ = {Event::Kind::Lapsed, roller_, wanted_};
    endRace(roller_);  // T4: the same player rolls again
}

std::vector<Move> TrovamiState::claimMoves(PlayerId player) const {
    if (phase_ != Phase::Race || player < 0 || player >= numPlayers_ || locked_[player]) return {};
    // As at a real table, a player may touch any card or book whether or not the card rolled
    // is still there: touching when it is gone is a wrong card, booking when it lies on the
    // table a wrong name.
    std::vector<Move> claims;
    for (int slot = 0; slot < kTableSlots; ++slot)
        if (table_[slot] >= 0) claims.push_back(grabMove(slot));
    for (PlayerId holder = 0; holder < numPlayers_; ++holder) claims.push_back(bookMove(holder));
    claims.push_back(bookNobodyMove());
    return claims;
}

int TrovamiState::claimWindowMs() const {
    if (phase_ != Phase::Race) return 0;
    return kDiceSettleMs + (wantedSlot() >= 0 ? kFindLimitMs : kBookLimitMs);
}

void TrovamiState::applyClaim(PlayerId player, Move move) {
    const auto claims = claimMoves(player);
    if (std::find(claims.begin(), claims.end(), move) == claims.end())
        throw IllegalMove("claim not allowed now: " + moveToString(move));
    Event event;
    event.player = player;
    event.card = wanted_;
    switch (kindOf(move)) {
        case MoveKind::Grab: {
            const int slot = grabSlot(move);
            if (table_[slot] == wanted_) {  // T2
                table_[slot] = -1;
                event.kind = Event::Kind::Won;
                gain(player, wanted_, event);
                event_ = event;
                endRace(player);
                return;
            }
            // T-A2: a wrong card wins nothing and locks the player out for this roll.
            locked_[player] = true;
            event.card = table_[slot];
            const bool everyone =
                std::all_of(locked_.begin(), locked_.end(), [](bool b) { return b; });
            event.kind = everyone ? Event::Kind::AllLocked : Event::Kind::WrongCard;
            event_ = event;
            if (everyone) endRace(roller_);
            return;
        }
        case MoveKind::Book: {
            const PlayerId named = bookedHolder(move);
            const PlayerId holder = holderOf(wanted_);
            event.holder = holder;
            event.named = named;
            if (holder >= 0 && named == holder) {  // T3, right: he takes the card, or keeps it
                event.kind = Event::Kind::BookedRight;
                if (holder != player) {
                    auto& pile = piles_[holder];
                    pile.erase(std::find(pile.begin(), pile.end(), wanted_));
                    gain(player, wanted_, event);  // T-A4: on top of his pile; T-A7
                }
                event_ = event;
                endRace(player);  // T-A5
                return;
            }
            event.kind = Event::Kind::BookedWrong;
            penalise(player, event);
            event_ = event;
            endRace(roller_);  // T-A5: the previous roller rolls again
            return;
        }
        case MoveKind::BookNobody:
            event.kind = Event::Kind::BookedWrong;
            event.holder = holderOf(wanted_);
            penalise(player, event);
            event_ = event;
            endRace(roller_);
            return;
        default:
            throw IllegalMove("not a claim of Trovami!");
    }
}

void TrovamiState::gain(PlayerId player, int card, Event& event) {
    ++wins_;
    if (debts_[player] > 0) {
        // T-A6: a debt is paid with the next card won, at once.
        --debts_[player];
        table_[home_[card]] = card;
        wonAt_[card] = -1;
        event.returnedCard = card;
        return;
    }
    piles_[player].push_back(card);
    wonAt_[card] = wins_;
    if (static_cast<int>(piles_[player].size()) >= target_) {  // T5
        winner_ = player;
        phase_ = Phase::Over;
    }
}

void TrovamiState::penalise(PlayerId player, Event& event) {
    auto& pile = piles_[player];
    if (pile.empty()) {  // T3: paid when he wins his first card
        ++debts_[player];
        event.debtAdded = true;
        return;
    }
    // T-A3: the top card of his pile (his most recent) goes back face up to the table.
    const int card = pile.back();
    pile.pop_back();
    table_[home_[card]] = card;
    wonAt_[card] = -1;
    event.returnedCard = card;
}

void TrovamiState::endRace(PlayerId nextRoller) {
    locked_.assign(numPlayers_, false);
    if (phase_ == Phase::Over) return;
    const bool quiet = event_.kind == Event::Kind::Lapsed || event_.kind == Event::Kind::AllLocked;
    quietRolls_ = quiet ? quietRolls_ + 1 : 0;
    const bool limit = rollLimit_ > 0 && rolls_ >= rollLimit_;
    phase_ = limit || quietRolls_ >= kQuietRolls ? Phase::Over : Phase::Roll;
    roller_ = nextRoller;
}

std::string TrovamiState::moveToString(Move move) const {
    const auto code = [&](int card) {
        return card >= 0 && card < static_cast<int>(cards_->size())
                   ? flags::lowerAscii((*cards_)[card].code)
                   : std::string("??");
    };
    switch (kindOf(move)) {
        case MoveKind::Layout:
            return "lay " + code(layoutCard(move));
        case MoveKind::Roll:
            return fmt::format("roll {}+{}", symbolChar(rollFirst(move)),
                               symbolChar(rollSecond(move)));
        case MoveKind::Lapse:
            return "nobody";
        case MoveKind::Grab:
            return "grab " + code(table_[grabSlot(move)]);
        case MoveKind::Book:
            return fmt::format("book {}", bookedHolder(move) + 1);
        case MoveKind::BookNobody:
            return "book none";
        case MoveKind::Invalid:
            break;
    }
    return "??";
}

std::string TrovamiState::toString() const {
    static constexpr const char* kPhases[] = {"layout", "roll", "race", "over"};
    std::string text =
        fmt::format("flags-trovami: {} target {} roller {} wins {} rolls {}\ntable:",
                    kPhases[static_cast<int>(phase_)], target_, roller_ + 1, wins_, rolls_);
    for (int slot = 0; slot < kTableSlots; ++slot)
        text += table_[slot] < 0 ? std::string(" --")
                                 : " " + flags::lowerAscii(card(table_[slot]).code);
    for (PlayerId p = 0; p < numPlayers_; ++p) {
        text += fmt::format("\nplayer {}{}{}:", p + 1, locked_[p] ? " locked" : "",
                            debts_[p] ? fmt::format(" owes {}", debts_[p]) : std::string());
        for (int c : piles_[p])
            text += fmt::format(" {}@{}", flags::lowerAscii(card(c).code), wonAt_[c]);
    }
    if (dice_)
        text += fmt::format("\ndice {}+{} -> {}", symbolChar(dice_->first),
                            symbolChar(dice_->second), flags::lowerAscii(card(wanted_).code));
    if (winner_ >= 0) text += fmt::format("\nwinner: player {}", winner_ + 1);
    return text + "\n";
}

std::vector<int> TrovamiState::scores() const {
    std::vector<int> counts;
    for (const auto& pile : piles_) counts.push_back(static_cast<int>(pile.size()));
    return counts;
}

std::vector<int> TrovamiState::ranking() const {
    const std::vector<int> counts = scores();
    std::vector<int> places(numPlayers_, 1);
    const auto better = [&](PlayerId a, PlayerId b) {
        if (a == winner_ || b == winner_) return a == winner_ && b != winner_;
        return counts[a] > counts[b];
    };
    for (PlayerId i = 0; i < numPlayers_; ++i)
        for (PlayerId j = 0; j < numPlayers_; ++j)
            if (better(j, i)) ++places[i];
    return places;
}

}  // namespace lt::flags_trovami
