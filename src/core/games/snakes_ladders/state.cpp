#include "games/snakes_ladders/state.h"

#include <fmt/format.h>

#include <algorithm>

#include "framework/errors.h"

namespace lt::snakes {

SnakesState::SnakesState(const Game& game, Rules rules, int numPlayers)
    : game_(&game), rules_(rules) {
    if (numPlayers < 2 || numPlayers > kMaxSeats)
        throw InputError(
            fmt::format("Snakes and Ladders needs 2 to {} players, not {}", kMaxSeats, numPlayers),
            0, "players");
    squares_.assign(numPlayers, kStart);
}

std::unique_ptr<SnakesState> SnakesState::fromSetup(const Game& game, Rules rules,
                                                    const SnakesSetup& setup) {
    auto state = std::make_unique<SnakesState>(game, rules, setup.numPlayers);
    const int n = setup.numPlayers;
    if (!setup.squares.empty() && static_cast<int>(setup.squares.size()) != n)
        throw InputError("one square per seat is needed", 0, "squares");
    if (!setup.squares.empty()) state->squares_ = setup.squares;
    for (PlayerId s = 0; s < n; ++s) {
        const int square = state->squares_[s];
        if (square < kStart || square > kFinish)
            throw InputError(fmt::format("seat {}: no square {}", s + 1, square), 0, "squares");
        if (chuteAt(square))
            throw InputError(
                fmt::format("seat {}: no pawn stays on square {} (a snake or a ladder starts "
                            "there)",
                            s + 1, square),
                0, "squares");
        if (square == kFinish) state->finishOrder_.push_back(s);
    }
    if (!state->finishOrder_.empty() &&
        (!rules.playOnForPlaces || static_cast<int>(state->finishOrder_.size()) >= n - 1))
        throw InputError("the game would already be over", 0, "squares");
    if (setup.turn < 0 || setup.turn >= n || state->finished(setup.turn))
        throw InputError("the seat to play must still be racing", 0, "turn");
    state->turn_ = setup.turn;
    return state;
}

PlayerId SnakesState::currentActor() const {
    return over_ ? actor::terminal : actor::chance;
}

std::optional<PlayerId> SnakesState::roller() const {
    if (over_) return std::nullopt;
    return turn_;
}

std::vector<ChanceOutcome> SnakesState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    if (over_) return outcomes;
    for (int value = 1; value <= 6; ++value) outcomes.push_back({rollMove(value), 1.0 / 6});
    return outcomes;
}

bool SnakesState::finished(PlayerId seat) const {
    return std::find(finishOrder_.begin(), finishOrder_.end(), seat) != finishOrder_.end();
}

void SnakesState::apply(Move move) {
    if (over_) throw IllegalMove("the game is over");
    if (move < 1 || move > 6)
        throw IllegalMove(fmt::format("not a Snakes and Ladders roll: {}", move));
    const int roll = static_cast<int>(move);
    TurnReport report;
    report.mover = turn_;
    report.roll = roll;
    report.start = squares_[turn_];
    int square = report.start;
    const bool overshoots = square + roll > kFinish;
    if (!overshoots || rules_.overshoot != Overshoot::Stay) {
        Leg walk{Leg::Kind::Walk, {square}};
        int direction = 1;
        for (int i = 0; i < roll; ++i) {
            if (square == kFinish) {
                if (rules_.overshoot == Overshoot::Finish) break;  // reaching 100 is enough
                direction = -1;
                report.bounced = true;
            }
            square += direction;
            walk.squares.push_back(square);
        }
        report.legs.push_back(std::move(walk));
        // Passing over a snake or a ladder does nothing; stopping on one moves the pawn, even
        // after a bounce (S4). The layout has no chains, but a table with one would work too.
        while (const auto chute = chuteAt(square)) {
            report.legs.push_back(
                {chute->isLadder() ? Leg::Kind::Ladder : Leg::Kind::Snake, {square, chute->to}});
            square = chute->to;
        }
    }
    squares_[turn_] = square;
    report.end = square;
    report.won = square == kFinish;
    report.rollsAgain = !report.won && rules_.sixRollsAgain && roll == 6;
    lastTurn_ = std::move(report);
    if (lastTurn_.won) {
        finish(turn_);
        if (over_) return;
    }
    if (!lastTurn_.rollsAgain) passTurn();
}

void SnakesState::finish(PlayerId seat) {
    finishOrder_.push_back(seat);
    const int remaining = numPlayers() - static_cast<int>(finishOrder_.size());
    if (rules_.playOnForPlaces && remaining > 1) return;
    if (rules_.playOnForPlaces)
        for (PlayerId s = 0; s < numPlayers(); ++s)
            if (!finished(s)) finishOrder_.push_back(s);  // the last one takes last place
    over_ = true;
}

void SnakesState::passTurn() {
    do turn_ = (turn_ + 1) % numPlayers();
    while (finished(turn_));
}

std::string SnakesState::moveToString(Move move) const {
    return fmt::format("roll {}", move);
}

std::string SnakesState::toString() const {
    static const char* const overshoot[] = {"bounce back from 100", "stay on overshoot",
                                            "any roll past 100 wins"};
    std::string text = fmt::format("Snakes and Ladders, {} players, {}{}{}\n", numPlayers(),
                                   overshoot[static_cast<int>(rules_.overshoot)],
                                   rules_.sixRollsAgain ? ", a 6 rolls again" : "",
                                   rules_.playOnForPlaces ? ", play on for places" : "");
    if (over_)
        text += fmt::format("Over: seat {} won\n", finishOrder_.front() + 1);
    else
        text += fmt::format("Seat {} to roll\n", turn_ + 1);
    for (PlayerId s = 0; s < numPlayers(); ++s)
        text += fmt::format("Seat {}: square {}{}\n", s + 1, squares_[s],
                            finished(s) ? ", finished" : "");
    return text;
}

std::vector<int> SnakesState::ranking() const {
    std::vector<int> places(numPlayers(), static_cast<int>(finishOrder_.size()) + 1);
    for (std::size_t i = 0; i < finishOrder_.size(); ++i)
        places[finishOrder_[i]] = static_cast<int>(i) + 1;
    return places;
}

}  // namespace lt::snakes
