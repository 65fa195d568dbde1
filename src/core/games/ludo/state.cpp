#include "games/ludo/state.h"

#include <fmt/format.h>

#include <algorithm>

#include "framework/errors.h"
#include "games/ludo/eval.h"

namespace lt::ludo {

LudoState::LudoState(const Game& game, Rules rules, int numPlayers)
    : game_(&game), rules_(rules), numPlayers_(numPlayers) {
    if (numPlayers < 2 || numPlayers > kMaxSeats)
        throw InputError(fmt::format("Ludo needs 2 to 4 players, not {}", numPlayers), 0,
                         "players");
    for (auto& seat : pawns_) seat.fill(kStable);
    occupant_.fill(kEmptySquare);
}

void LudoState::place(PlayerId seat, int pawn, int progress) {
    const int old = pawns_[seat][pawn];
    if (onLoop(old)) occupant_[loopSquare(seat, old)] = kEmptySquare;
    pawns_[seat][pawn] = progress;
    if (onLoop(progress)) occupant_[loopSquare(seat, progress)] = seat * kPawns + pawn;
}

std::unique_ptr<LudoState> LudoState::fromSetup(const Game& game, Rules rules,
                                                const LudoSetup& setup) {
    auto state = std::make_unique<LudoState>(game, rules, setup.numPlayers);
    const int n = setup.numPlayers;
    if (!setup.pawns.empty() && static_cast<int>(setup.pawns.size()) != n)
        throw InputError("one row of pawns per seat is needed", 0, "pawns");
    for (int s = 0; s < static_cast<int>(setup.pawns.size()); ++s)
        for (int i = 0; i < kPawns; ++i) {
            const int p = setup.pawns[s][i];
            if (p < kStable || p > kCentre)
                throw InputError(fmt::format("seat {} pawn {}: no such place {}", s, i + 1, p), 0,
                                 "pawns");
            state->place(s, i, p);
        }
    // One pawn per loop square; one pawn per staircase step of a colour.
    std::vector<int> loopCount(kLoopSquares, 0);
    for (int s = 0; s < n; ++s) {
        std::array<int, kSteps + 1> stepCount{};
        for (int i = 0; i < kPawns; ++i) {
            const int p = state->pawns_[s][i];
            if (onLoop(p) && ++loopCount[state->loopSquare(s, p)] > 1)
                throw InputError(
                    fmt::format("two pawns on loop square {}", state->loopSquare(s, p)), 0,
                    "pawns");
            if (onStaircase(p) && ++stepCount[stepOf(p)] > 1)
                throw InputError(fmt::format("seat {}: two pawns on step {}", s, stepOf(p)), 0,
                                 "pawns");
        }
    }
    if (setup.turn < 0 || setup.turn >= n) throw InputError("no such seat to play", 0, "turn");
    if (setup.die < 0 || setup.die > 6) throw InputError("a die shows 1 to 6", 0, "die");
    if (setup.sixesInRow < 0 || (rules.threeSixesEndTurn && setup.sixesInRow > 2))
        throw InputError("sixes in a row must be 0 to 2 when a third one ends the turn", 0,
                         "sixes");
    if (!rules.playOnForPlaces && !setup.finishOrder.empty())
        throw InputError("without playing on for places, the first seat to finish ends the game", 0,
                         "finished");
    for (PlayerId s : setup.finishOrder) {
        if (s < 0 || s >= n || state->pawnsHome(s) != kPawns)
            throw InputError(fmt::format("seat {} has not finished", s), 0, "finished");
        state->finishOrder_.push_back(s);
    }
    for (PlayerId s = 0; s < n; ++s)
        if (state->pawnsHome(s) == kPawns && !state->finished(s))
            throw InputError(fmt::format("seat {} is home but not in the finish order", s), 0,
                             "finished");
    if (state->finished(setup.turn)) throw InputError("a finished seat cannot play", 0, "turn");
    state->turn_ = setup.turn;
    state->die_ = setup.die;
    state->sixesInRow_ = setup.sixesInRow;
    if (setup.die != 0 && state->legalLudoMoves().empty())
        throw InputError("the seat to move has no legal move with this die", 0, "die");
    return state;
}

PlayerId LudoState::currentActor() const {
    if (over_) return actor::terminal;
    return die_ == 0 ? actor::chance : turn_;
}

std::optional<PlayerId> LudoState::roller() const {
    if (over_ || die_ != 0) return std::nullopt;
    return turn_;
}

std::vector<ChanceOutcome> LudoState::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    std::vector<ChanceOutcome> outcomes;
    for (int r = 1; r <= 6; ++r) outcomes.push_back({LudoMove::rollOf(r).encode(), 1.0 / 6});
    return outcomes;
}

int LudoState::arm(PlayerId seat) const {
    return numPlayers_ == 2 ? seat * 2 : seat;
}

int LudoState::loopSquare(PlayerId seat, int progress) const {
    return (arm(seat) * kSquaresPerArm + progress) % kLoopSquares;
}

std::optional<PawnRef> LudoState::pawnOnSquare(int square) const {
    const int code = occupant_[square];
    if (code == kEmptySquare) return std::nullopt;
    return PawnRef{code / kPawns, code % kPawns};
}

int LudoState::pawnsHome(PlayerId seat) const {
    return static_cast<int>(std::count(pawns_[seat].begin(), pawns_[seat].end(), kCentre));
}

bool LudoState::finished(PlayerId seat) const {
    return std::find(finishOrder_.begin(), finishOrder_.end(), seat) != finishOrder_.end();
}

std::optional<LudoMove> LudoState::moveForPawn(int index, int roll) const {
    const PlayerId s = turn_;
    const int p = pawns_[s][index];
    if (p == kStable || p == kCentre) return std::nullopt;
    if (p >= kFoot) {  // foot or staircase: exact values only (rule 9)
        const int step = stepOf(p);
        auto ownOnStep = [&](int k) {
            return std::find(pawns_[s].begin(), pawns_[s].end(), kFoot + k) != pawns_[s].end();
        };
        if (step == kSteps) {
            if (roll == kExitRoll) return LudoMove::advance(index, p, kCentre);
            return std::nullopt;
        }
        if (rules_.staircase == Staircase::Sequential) {
            if (roll != step + 1 || ownOnStep(step + 1)) return std::nullopt;
            return LudoMove::advance(index, p, p + 1);
        }
        if (roll <= step) return std::nullopt;
        for (int k = step + 1; k <= roll; ++k)
            if (ownOnStep(k)) return std::nullopt;  // no overtaking on the staircase either
        return LudoMove::advance(index, p, kFoot + roll);
    }
    const int target = p + roll;
    if (target > kFoot) return std::nullopt;  // exact arrival at the foot (rule 5, checked first)
    for (int d = 1; d <= roll; ++d) {
        const auto blocker = pawnOnSquare(loopSquare(s, p + d));
        if (!blocker) continue;
        if (d == roll && blocker->seat != s) return LudoMove::advance(index, p, target);  // capture
        if (d == 1) return std::nullopt;                // right behind a pawn: cannot move
        return LudoMove::advance(index, p, p + d - 1);  // stop just behind (rules 6, 7, S2)
    }
    return LudoMove::advance(index, p, target);
}

std::vector<LudoMove> LudoState::legalLudoMoves() const {
    std::vector<LudoMove> moves;
    if (over_ || die_ == 0) return moves;
    if (die_ == kExitRoll) {
        const auto stabled = std::find(pawns_[turn_].begin(), pawns_[turn_].end(), kStable);
        const auto onStart = pawnOnSquare(loopSquare(turn_, 0));
        if (stabled != pawns_[turn_].end() && !(onStart && onStart->seat == turn_))
            moves.push_back(LudoMove::out(static_cast<int>(stabled - pawns_[turn_].begin())));
    }
    for (int i = 0; i < kPawns; ++i)
        if (auto m = moveForPawn(i, die_)) moves.push_back(*m);
    return moves;
}

std::vector<Move> LudoState::legalMoves() const {
    std::vector<Move> codes;
    for (const LudoMove& m : legalLudoMoves()) codes.push_back(m.encode());
    return codes;
}

std::optional<PawnRef> LudoState::captureBy(const LudoMove& move) const {
    if (move.kind == LudoMove::Kind::Roll || !onLoop(move.to)) return std::nullopt;
    const auto victim = pawnOnSquare(loopSquare(turn_, move.to));
    if (victim && victim->seat != turn_) return victim;
    return std::nullopt;
}

void LudoState::apply(Move code) {
    const LudoMove move = LudoMove::decode(code);
    if (over_) throw IllegalMove("the game is over");
    if (die_ == 0) {
        if (move.kind != LudoMove::Kind::Roll || move.roll < 1 || move.roll > 6)
            throw IllegalMove("a roll of the die (1 to 6) is expected");
        applyRoll(move.roll);
        return;
    }
    const auto legal = legalLudoMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end())
        throw IllegalMove("not a legal move: " + moveToString(code));
    applyPawnMove(move);
}

void LudoState::applyRoll(int roll) {
    if (roll == kExitRoll) {
        ++sixesInRow_;
        if (rules_.threeSixesEndTurn && sixesInRow_ == 3) {  // house rule: the third 6 is lost
            passTurn();
            return;
        }
    }
    die_ = roll;
    if (legalLudoMoves().empty()) endRollWithoutMove();
}

void LudoState::endRollWithoutMove() {
    if (die_ == kExitRoll) {
        die_ = 0;  // an unusable 6 still gives another roll (S3)
        return;
    }
    passTurn();
}

void LudoState::applyPawnMove(const LudoMove& move) {
    if (const auto victim = captureBy(move)) place(victim->seat, victim->pawn, kStable);
    place(turn_, move.pawn, move.to);
    if (move.to == kCentre) checkFinish(turn_);
    if (over_) return;
    if (die_ == kExitRoll && !finished(turn_)) {
        die_ = 0;  // any 6 gives another roll (rule 3)
        return;
    }
    passTurn();
}

void LudoState::checkFinish(PlayerId seat) {
    if (pawnsHome(seat) != kPawns) return;
    finishOrder_.push_back(seat);
    const int remaining = numPlayers_ - static_cast<int>(finishOrder_.size());
    if (!rules_.playOnForPlaces || remaining <= 1) {
        if (rules_.playOnForPlaces)
            for (PlayerId s = 0; s < numPlayers_; ++s)
                if (!finished(s)) finishOrder_.push_back(s);  // the last one takes last place
        over_ = true;
        die_ = 0;
    }
}

void LudoState::passTurn() {
    die_ = 0;
    sixesInRow_ = 0;
    do turn_ = (turn_ + 1) % numPlayers_;
    while (finished(turn_));
}

char LudoState::colourLetter(PlayerId seat) {
    return "RGYB"[seat];
}

const char* LudoState::colourName(PlayerId seat) {
    static const char* const names[] = {"Red", "Green", "Yellow", "Blue"};
    return names[seat];
}

std::string LudoState::progressName(int progress) {
    if (progress == kStable) return "stable";
    if (progress == kCentre) return "home";
    if (progress == kFoot) return "foot";
    if (onStaircase(progress)) return fmt::format("s{}", stepOf(progress));
    return std::to_string(progress);
}

std::string LudoState::moveToString(Move code) const {
    const LudoMove move = LudoMove::decode(code);
    if (move.kind == LudoMove::Kind::Roll) return fmt::format("roll {}", move.roll);
    std::string text;
    if (move.kind == LudoMove::Kind::Out)
        text = "out";
    else if (move.to == kCentre)
        text = fmt::format("{}{} home", colourLetter(turn_), move.pawn + 1);
    else
        text = fmt::format("{}{} {}→{}", colourLetter(turn_), move.pawn + 1,
                           progressName(move.from), progressName(move.to));
    if (die_ != 0)
        if (const auto victim = captureBy(move))
            text += fmt::format(" ×{}{}", colourLetter(victim->seat), victim->pawn + 1);
    return text;
}

std::optional<Move> LudoState::parseMove(std::string_view text,
                                         std::optional<PlayerId> claimant) const {
    std::string normal;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.substr(i, 2) == "->") {
            normal += "→";
            ++i;
        } else if (text[i] == 'x' && i > 0 && text[i - 1] == ' ') {
            normal += "×";
        } else {
            normal += text[i];
        }
    }
    return State::parseMove(normal, claimant);
}

std::string LudoState::toString() const {
    std::string text =
        fmt::format("Ludo, {} players, {} staircase{}{}\n", numPlayers_,
                    rules_.staircase == Staircase::Sequential ? "sequential" : "jump",
                    rules_.threeSixesEndTurn ? ", three sixes end the turn" : "",
                    rules_.playOnForPlaces ? ", play on for places" : "");
    if (over_)
        text += fmt::format("Over: {} won\n", colourName(finishOrder_.front()));
    else if (die_ == 0)
        text += fmt::format("{} to roll (6s this turn: {})\n", colourName(turn_), sixesInRow_);
    else
        text += fmt::format("{} rolled {}, to move\n", colourName(turn_), die_);
    for (PlayerId s = 0; s < numPlayers_; ++s) {
        text += fmt::format("{:<6}", colourName(s));
        for (int i = 0; i < kPawns; ++i)
            text += fmt::format(" {}{}:{:<6}", colourLetter(s), i + 1, progressName(pawns_[s][i]));
        if (finished(s)) text += " finished";
        text += "\n";
    }
    return text;
}

std::vector<int> LudoState::ranking() const {
    // Without playing on, everyone but the winner shares second place.
    std::vector<int> places(numPlayers_, static_cast<int>(finishOrder_.size()) + 1);
    for (std::size_t i = 0; i < finishOrder_.size(); ++i)
        places[finishOrder_[i]] = static_cast<int>(i) + 1;
    return places;
}

std::vector<int> LudoState::scores() const {
    std::vector<int> home;
    for (PlayerId s = 0; s < numPlayers_; ++s) home.push_back(pawnsHome(s));
    return home;
}

std::optional<std::vector<double>> LudoState::heuristicReturns() const {
    return estimatedReturns(*this);
}

}  // namespace lt::ludo
