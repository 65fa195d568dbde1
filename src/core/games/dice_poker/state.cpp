#include "games/dice_poker/state.h"

#include <fmt/format.h>
#include <algorithm>
#include <numeric>

#include "framework/errors.h"
#include "games/dice_common/throw_outcomes.h"
#include "games/dice_poker/hands.h"

namespace lt::dicepoker {

PokerState::PokerState(const Game& game, PokerRules rules, int numPlayers)
    : game_(&game),
      rules_(rules),
      tokens_(numPlayers, rules.startingTokens),
      hands_(numPlayers),
      playoffThrows_(numPlayers) {}

std::unique_ptr<State> PokerState::clone() const {
    return std::make_unique<PokerState>(*this);
}

PlayerId PokerState::currentActor() const {
    switch (phase_) {
        case Phase::Over:
            return actor::terminal;
        case Phase::Stake:
            return starter_;
        case Phase::Throwing:
            return awaitingThrow_ ? actor::chance : seat_;
        case Phase::Playoff:
            return actor::chance;
    }
    return actor::terminal;
}

std::optional<PlayerId> PokerState::roller() const {
    if (phase_ == Phase::Throwing && awaitingThrow_) return seat_;
    if (phase_ == Phase::Playoff) return playoff_[playoffIndex_];
    return std::nullopt;
}

int PokerState::throwLimit() const {
    return seat_ == starter_ ? rules_.maxThrows : starterThrows_;
}

int PokerState::seatsStillToPlay() const {
    if (phase_ != Phase::Throwing) return 0;
    const int n = numPlayers();
    return (starter_ - seat_ - 1 + 2 * n) % n;
}

std::optional<DiceCounts> PokerState::bestHand() const {
    std::optional<DiceCounts> best;
    for (const auto& hand : hands_)
        if (hand && (!best || handStrength(*hand) > handStrength(*best))) best = hand;
    return best;
}

std::vector<PokerMove> PokerState::legalPokerMoves() const {
    std::vector<PokerMove> moves;
    const PlayerId actor = currentActor();
    if (actor < 0) return moves;
    if (phase_ == Phase::Stake) return {PokerMove::stakeOf(1), PokerMove::stakeOf(2)};
    moves.push_back(PokerMove::stand());
    for (const DiceCounts& again : subsetsOf(dice_))
        if (diceTotal(again) > 0) moves.push_back(PokerMove::reroll(again));
    return moves;
}

std::vector<Move> PokerState::legalMoves() const {
    std::vector<Move> moves;
    for (const PokerMove& move : legalPokerMoves()) moves.push_back(encode(move));
    return moves;
}

bool PokerState::isLegal(const PokerMove& move) const {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) return false;
    if ((actor == actor::chance) != (move.kind == MoveKind::Throw)) return false;
    switch (move.kind) {
        case MoveKind::Throw: {
            const int toThrow =
                phase_ == Phase::Playoff ? kDiceCount : kDiceCount - diceTotal(kept_);
            return diceTotal(move.dice) == toThrow;
        }
        case MoveKind::Stake:
            return phase_ == Phase::Stake && (move.stake == 1 || move.stake == 2);
        case MoveKind::Stand:
            return phase_ == Phase::Throwing;
        case MoveKind::Reroll:
            return phase_ == Phase::Throwing && diceTotal(move.dice) > 0 &&
                   contains(dice_, move.dice);
    }
    return false;
}

std::vector<ChanceOutcome> PokerState::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    const int toThrow = phase_ == Phase::Playoff ? kDiceCount : kDiceCount - diceTotal(kept_);
    return dice::throwOutcomes(
        toThrow, [](const DiceCounts& faces) { return encode(PokerMove::throwOf(faces)); });
}

void PokerState::apply(Move code) {
    const PokerMove move = decode(code);
    if (!isLegal(move)) throw IllegalMove("'" + notation(move) + "' is not possible now");
    switch (move.kind) {
        case MoveKind::Stake:
            applyStake(move.stake);
            break;
        case MoveKind::Throw:
            applyThrow(move.dice);
            break;
        case MoveKind::Reroll:
            kept_ = minus(dice_, move.dice);
            awaitingThrow_ = true;
            break;
        case MoveKind::Stand:
            endTurn();
            break;
    }
}

void PokerState::applyStake(int stake) {
    // S1: every player antes the stake; one who has less antes all he has.
    stake_ = stake;
    for (int& held : tokens_) {
        const int paid = std::min(stake, held);
        held -= paid;
        pot_ += paid;
    }
    phase_ = Phase::Throwing;
    hands_.assign(tokens_.size(), std::nullopt);
    lastPlayoff_ = false;
    starterThrows_ = 0;
    startTurn(starter_);
}

void PokerState::startTurn(PlayerId seat) {
    seat_ = seat;
    throwsMade_ = 0;
    dice_ = {};
    kept_ = {};
    awaitingThrow_ = true;
}

void PokerState::applyThrow(const DiceCounts& faces) {
    if (phase_ == Phase::Playoff) {
        playoffThrows_[playoff_[playoffIndex_]] = faces;
        if (++playoffIndex_ < playoff_.size()) return;
        resolve(playoff_, playoffThrows_);
        return;
    }
    dice_ = plus(kept_, faces);
    kept_ = {};
    ++throwsMade_;
    awaitingThrow_ = false;
    if (throwsMade_ >= throwLimit()) endTurn();  // rules 2-3: no throw left, the hand stands
}

void PokerState::endTurn() {
    hands_[seat_] = dice_;
    if (seat_ == starter_) starterThrows_ = throwsMade_;
    const PlayerId next = (seat_ + 1) % numPlayers();
    if (next != starter_) {
        startTurn(next);
        return;
    }
    std::vector<PlayerId> everyone;
    for (int i = 0; i < numPlayers(); ++i) everyone.push_back((starter_ + i) % numPlayers());
    resolve(everyone, hands_);
}

void PokerState::resolve(const std::vector<PlayerId>& contenders,
                         const std::vector<std::optional<DiceCounts>>& hands) {
    int best = -1;
    for (PlayerId seat : contenders) best = std::max(best, handStrength(*hands[seat]));
    std::vector<PlayerId> tied;
    for (PlayerId seat : contenders)
        if (handStrength(*hands[seat]) == best) tied.push_back(seat);
    if (tied.size() == 1) {
        award(tied.front());
        return;
    }
    // S2: a complete tie is played off, one throw of all five dice each, as often as needed.
    phase_ = Phase::Playoff;
    playoff_ = tied;
    playoffIndex_ = 0;
    playoffThrows_.assign(tokens_.size(), std::nullopt);
    lastPlayoff_ = true;
    awaitingThrow_ = true;
}

void PokerState::award(PlayerId winner) {
    lastRound_ = RoundResult{winner, pot_, hands_, lastPlayoff_, playoffThrows_};
    tokens_[winner] += pot_;
    pot_ = 0;
    ++roundsPlayed_;
    starter_ = winner;  // rule 4: the winner starts the next round
    seat_ = winner;
    stake_ = 0;
    throwsMade_ = 0;
    starterThrows_ = 0;
    dice_ = {};
    kept_ = {};
    awaitingThrow_ = false;
    hands_.assign(tokens_.size(), std::nullopt);
    playoff_.clear();
    playoffIndex_ = 0;
    playoffThrows_.assign(tokens_.size(), std::nullopt);
    const bool someoneBroke =
        std::any_of(tokens_.begin(), tokens_.end(), [](int t) { return t == 0; });
    phase_ = someoneBroke ? Phase::Over : Phase::Stake;
}

std::string PokerState::moveToString(Move move) const {
    return notation(decode(move));
}

std::optional<Move> PokerState::parseMove(std::string_view text,
                                          std::optional<PlayerId> /*claimant*/) const {
    const auto move = parseNotation(text);
    if (!move || !isLegal(*move)) return std::nullopt;
    return encode(*move);
}

std::string PokerState::toString() const {
    std::string text = "tokens:";
    for (int held : tokens_) text += fmt::format(" {}", held);
    text +=
        fmt::format(" | pot {} | round {} | starter seat {}\n", pot_, roundsPlayed_ + 1, starter_);
    switch (phase_) {
        case Phase::Over:
            text += "game over\n";
            break;
        case Phase::Stake:
            text += fmt::format("seat {} sets the stake\n", starter_);
            break;
        case Phase::Throwing:
            text += fmt::format("stake {}; seat {} has thrown {} of {}", stake_, seat_, throwsMade_,
                                throwLimit());
            if (throwsMade_ > 0 && !awaitingThrow_) text += ": " + facesText(dice_);
            if (awaitingThrow_ && diceTotal(kept_) > 0) text += ", keeping " + facesText(kept_);
            text += "\n";
            break;
        case Phase::Playoff:
            text += "play-off:";
            for (PlayerId seat : playoff_) {
                text += fmt::format(" seat {}", seat);
                if (playoffThrows_[seat]) text += " (" + facesText(*playoffThrows_[seat]) + ")";
            }
            text += "\n";
            break;
    }
    for (int seat = 0; seat < numPlayers(); ++seat)
        if (hands_[seat]) text += fmt::format("seat {} hand: {}\n", seat, facesText(*hands_[seat]));
    return text;
}

std::vector<int> PokerState::ranking() const {
    // Most tokens first; equal counts share a place (S4).
    std::vector<int> places(tokens_.size(), 1);
    for (std::size_t i = 0; i < tokens_.size(); ++i)
        for (std::size_t j = 0; j < tokens_.size(); ++j)
            if (tokens_[j] > tokens_[i]) ++places[i];
    return places;
}

std::optional<std::vector<double>> PokerState::heuristicReturns() const {
    // Share of the tokens in play against a fair share: enough for cut-off playouts.
    const double total = std::accumulate(tokens_.begin(), tokens_.end(), 0.0) + pot_;
    const double fair = total / numPlayers();
    std::vector<double> values;
    for (int held : tokens_) values.push_back(std::clamp((held - fair) / fair, -1.0, 1.0));
    return values;
}

}  // namespace lt::dicepoker
