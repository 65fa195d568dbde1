#include "games/dice_10000/state.h"

#include <fmt/format.h>
#include <algorithm>

#include "framework/errors.h"
#include "games/dice_common/throw_outcomes.h"

namespace lt::dice10000 {

TenkState::TenkState(const Game& game, TenkRules rules, int numPlayers)
    : game_(&game), rules_(rules), banked_(numPlayers, 0) {}

std::unique_ptr<State> TenkState::clone() const {
    return std::make_unique<TenkState>(*this);
}

PlayerId TenkState::currentActor() const {
    if (winner_ >= 0) return actor::terminal;
    return awaitingThrow_ ? actor::chance : seat_;
}

std::optional<PlayerId> TenkState::roller() const {
    if (currentActor() == actor::chance) return seat_;
    return std::nullopt;
}

bool TenkState::mayBank(int total) const {
    return banked_[seat_] > 0 || total >= rules_.openingMinimum;
}

std::vector<TenkMove> TenkState::legalTenkMoves() const {
    std::vector<TenkMove> moves;
    if (currentActor() != seat_) return moves;
    std::vector<DiceCounts> keeps;
    if (rules_.mustKeepAllScoring)
        keeps.push_back(scoringDice(thrown_, openSet_));
    else
        keeps = subsetsOf(thrown_);
    for (const DiceCounts& keep : keeps) {
        const auto result = scoreKeep(thrown_, keep, openSet_);
        if (!result) continue;
        moves.push_back(TenkMove::keepAndRoll(keep));
        if (mayBank(turnTotal_ + result->points)) moves.push_back(TenkMove::keepAndBank(keep));
    }
    return moves;
}

std::vector<Move> TenkState::legalMoves() const {
    std::vector<Move> moves;
    for (const TenkMove& move : legalTenkMoves()) moves.push_back(encode(move));
    return moves;
}

bool TenkState::isLegal(const TenkMove& move) const {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) return false;
    if ((actor == actor::chance) != (move.kind == MoveKind::Throw)) return false;
    if (move.kind == MoveKind::Throw) return diceTotal(move.dice) == diceToThrow_;
    if (rules_.mustKeepAllScoring && move.dice != scoringDice(thrown_, openSet_)) return false;
    const auto result = scoreKeep(thrown_, move.dice, openSet_);
    if (!result) return false;
    return move.kind == MoveKind::KeepAndRoll || mayBank(turnTotal_ + result->points);
}

std::vector<ChanceOutcome> TenkState::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    return dice::throwOutcomes(
        diceToThrow_, [](const DiceCounts& faces) { return encode(TenkMove::throwOf(faces)); });
}

void TenkState::apply(Move code) {
    const TenkMove move = decode(code);
    if (currentActor() == actor::terminal) throw IllegalMove("the game is over");
    if (!isLegal(move)) throw IllegalMove("'" + notation(move) + "' is not possible now");
    if (move.kind == MoveKind::Throw)
        applyThrow(move.dice);
    else
        applyKeep(move);
}

void TenkState::applyThrow(const DiceCounts& faces) {
    thrown_ = faces;
    if (throwScore(faces, openSet_) > 0) {
        awaitingThrow_ = false;
        lostToBust_ = 0;
        return;
    }
    // Bust (rule 2): the whole turn total is lost and the turn passes by itself.
    const int lost = turnTotal_;
    endTurn();
    lostToBust_ = lost;
}

void TenkState::applyKeep(const TenkMove& move) {
    const KeepResult result = *scoreKeep(thrown_, move.dice, openSet_);
    turnTotal_ += result.points;
    openSet_ = result.openSet;
    diceToThrow_ -= diceTotal(move.dice);
    for (int f = 0; f < kFaces; ++f) setAside_[f] += move.dice[f];
    if (diceToThrow_ == 0) {
        // Hot dice (rule 4): all five are thrown again and earlier sets are closed (S4).
        diceToThrow_ = kDiceCount;
        setAside_ = {};
        openSet_ = {};
    }
    if (move.kind == MoveKind::KeepAndRoll) {
        awaitingThrow_ = true;
        return;
    }
    banked_[seat_] += turnTotal_;
    if (banked_[seat_] >= kTarget) {
        winner_ = seat_;  // S6: an immediate win, no final round
        return;
    }
    endTurn();
    lostToBust_ = 0;
}

void TenkState::endTurn() {
    seat_ = (seat_ + 1) % numPlayers();
    turnTotal_ = 0;
    diceToThrow_ = kDiceCount;
    setAside_ = {};
    openSet_ = {};
    awaitingThrow_ = true;
}

std::string TenkState::moveToString(Move move) const {
    return notation(decode(move));
}

std::optional<Move> TenkState::parseMove(std::string_view text,
                                         std::optional<PlayerId> /*claimant*/) const {
    const auto move = parseNotation(text);
    if (!move || !isLegal(*move)) return std::nullopt;
    return encode(*move);
}

std::string TenkState::toString() const {
    std::string text = "banked:";
    for (int score : banked_) text += fmt::format(" {}", score);
    if (winner_ >= 0) return text + fmt::format("\nwinner: seat {}\n", winner_);
    text += fmt::format("\nseat {} to play, turn total {}, {} dice to throw\n", seat_, turnTotal_,
                        diceToThrow_);
    if (diceTotal(setAside_) > 0) text += "set aside: " + facesText(setAside_) + "\n";
    if (!awaitingThrow_) text += "thrown: " + facesText(thrown_) + "\n";
    return text;
}

std::vector<int> TenkState::ranking() const {
    // The winner first, then the others by banked score (equal scores share a place).
    std::vector<int> places(banked_.size(), 1);
    for (std::size_t i = 0; i < banked_.size(); ++i) {
        if (static_cast<PlayerId>(i) == winner_) continue;
        places[i] = 2;
        for (std::size_t j = 0; j < banked_.size(); ++j)
            if (j != i && static_cast<PlayerId>(j) != winner_ && banked_[j] > banked_[i])
                ++places[i];
    }
    return places;
}

}  // namespace lt::dice10000
