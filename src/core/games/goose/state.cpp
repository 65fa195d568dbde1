#include "games/goose/state.h"

#include <fmt/format.h>

#include <algorithm>

#include "framework/errors.h"

namespace lt::goose {
namespace {

// Every square stood on when walking `steps` forward from `square`, bouncing back from 63.
std::vector<int> walk(int square, int steps) {
    std::vector<int> squares{square};
    int direction = 1;
    for (int i = 0; i < steps; ++i) {
        if (square == kFinish) direction = -1;
        square += direction;
        squares.push_back(square);
    }
    return squares;
}

Leg::Kind jumpKind(Special special) {
    switch (special) {
        case Special::Bridge:
            return Leg::Kind::Bridge;
        case Special::Labyrinth:
            return Leg::Kind::Labyrinth;
        default:
            return Leg::Kind::Skull;
    }
}

}  // namespace

bool Leg::bounced() const {
    for (std::size_t i = 1; i < squares.size(); ++i)
        if (squares[i] < squares[i - 1] && (kind == Kind::Walk || kind == Kind::GooseRepeat))
            return true;
    return false;
}

GooseState::GooseState(const Game& game, Rules rules, int numPlayers)
    : game_(&game), rules_(rules) {
    if (numPlayers < 2 || numPlayers > kMaxSeats)
        throw InputError(fmt::format("the Game of the Goose needs 2 to {} players, not {}",
                                     kMaxSeats, numPlayers),
                         0, "players");
    pawns_.resize(numPlayers);
}

std::unique_ptr<GooseState> GooseState::fromSetup(const Game& game, Rules rules,
                                                  const GooseSetup& setup) {
    auto state = std::make_unique<GooseState>(game, rules, setup.numPlayers);
    const int n = setup.numPlayers;
    if (!setup.pawns.empty() && static_cast<int>(setup.pawns.size()) != n)
        throw InputError("one pawn per seat is needed", 0, "pawns");
    if (!setup.pawns.empty()) state->pawns_ = setup.pawns;
    for (PlayerId s = 0; s < n; ++s) {
        const Pawn& p = state->pawns_[s];
        if (p.square < kStart || p.square > kFinish)
            throw InputError(fmt::format("seat {}: no square {}", s + 1, p.square), 0, "pawns");
        if (p.held && (!rules.wellAndPrisonHold || (specialOf(p.square) != Special::Well &&
                                                    specialOf(p.square) != Special::Prison)))
            throw InputError(fmt::format("seat {} is held off the well and the prison", s + 1), 0,
                             "pawns");
        if (p.turnsToMiss < 0 || p.turnsToMiss > 3 || (p.square != kStart && !p.rolled))
            throw InputError(fmt::format("seat {}: impossible turn record", s + 1), 0, "pawns");
        if (p.square != kStart && p.square != kFinish && state->occupant(p.square, s))
            throw InputError(fmt::format("two pawns on square {}", p.square), 0, "pawns");
        if (p.square == kFinish) state->finishOrder_.push_back(s);
        state->heldCount_ = std::max(state->heldCount_, p.heldSince);
    }
    if (!state->finishOrder_.empty() &&
        (!rules.playOnForPlaces || static_cast<int>(state->finishOrder_.size()) >= n - 1))
        throw InputError("the game would already be over", 0, "pawns");
    if (setup.turn < 0 || setup.turn >= n || state->finished(setup.turn) ||
        state->pawns_[setup.turn].held || state->pawns_[setup.turn].turnsToMiss > 0)
        throw InputError("the seat to play must be able to roll", 0, "turn");
    state->turn_ = setup.turn;
    return state;
}

PlayerId GooseState::currentActor() const {
    return over_ ? actor::terminal : actor::chance;
}

std::optional<PlayerId> GooseState::roller() const {
    if (over_) return std::nullopt;
    return turn_;
}

std::vector<ChanceOutcome> GooseState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    if (over_) return outcomes;
    for (int high = 1; high <= 6; ++high)
        for (int low = 1; low <= high; ++low)
            outcomes.push_back({Roll{high, low}.encode(), (high == low ? 1.0 : 2.0) / 36});
    return outcomes;
}

void GooseState::apply(Move move) {
    if (over_) throw IllegalMove("the game is over");
    play(Roll::decode(move));
}

bool GooseState::finished(PlayerId seat) const {
    return std::find(finishOrder_.begin(), finishOrder_.end(), seat) != finishOrder_.end();
}

std::optional<PlayerId> GooseState::occupant(int square, PlayerId except) const {
    for (PlayerId s = 0; s < numPlayers(); ++s)
        if (s != except && pawns_[s].square == square) return s;
    return std::nullopt;
}

void GooseState::play(Roll roll) {
    TurnReport report;
    report.mover = turn_;
    report.roll = roll;
    Pawn& pawn = pawns_[turn_];
    report.firstRoll = !pawn.rolled;
    report.start = pawn.square;
    pawn.rolled = true;
    const int total = roll.total();
    int square = pawn.square;
    if (report.firstRoll && total == 9) {
        // Rule 3: the only two ways to make 9 send the pawn straight on; 26 and 53 are plain.
        const int target = roll.high == 6 ? kFirstRollSixThree : kFirstRollFourFive;
        report.legs.push_back({Leg::Kind::FirstRoll, {square, target}});
        square = target;
    } else {
        report.legs.push_back({Leg::Kind::Walk, walk(square, total)});
        square = advance(square, total);
        // A goose repeats the total forward (bouncing again past 63, S4); a goose after a
        // goose repeats again. Bridge, labyrinth and skull end on a plain square.
        while (specialOf(square) == Special::Goose) {
            report.legs.push_back({Leg::Kind::GooseRepeat, walk(square, total)});
            square = advance(square, total);
        }
        if (const auto target = sendsTo(square)) {
            report.legs.push_back({jumpKind(specialOf(square)), {square, *target}});
            square = *target;
        }
    }
    pawn.square = square;
    report.end = square;
    if (square == kFinish) {
        report.won = true;
        lastTurn_ = std::move(report);
        finish(turn_);
        if (!over_) passTurn();
        return;
    }
    switch (specialOf(square)) {
        case Special::Inn:
            pawn.turnsToMiss += 1;
            report.turnsToMiss = 1;
            break;
        case Special::Well:
        case Special::Prison:
            if (rules_.wellAndPrisonHold) {
                pawn.held = true;
                pawn.heldSince = ++heldCount_;
                report.held = true;
            } else {
                pawn.turnsToMiss += 2;
                report.turnsToMiss = 2;
            }
            break;
        default:
            break;
    }
    // Rule 7: a pawn already there goes to where the mover began, with no effect there, and
    // free if it was held (S5). Square 0 holds any number of pawns.
    if (square != kStart)
        if (const auto other = occupant(square, turn_)) {
            Pawn& displaced = pawns_[*other];
            report.displaced = Displacement{*other, square, report.start, displaced.held};
            displaced.square = report.start;
            displaced.held = false;
        }
    lastTurn_ = std::move(report);
    passTurn();
}

void GooseState::finish(PlayerId seat) {
    finishOrder_.push_back(seat);
    const int remaining = numPlayers() - static_cast<int>(finishOrder_.size());
    if (rules_.playOnForPlaces && remaining > 1) return;
    if (rules_.playOnForPlaces)
        for (PlayerId s = 0; s < numPlayers(); ++s)
            if (!finished(s)) finishOrder_.push_back(s);  // the last one takes last place
    over_ = true;
}

void GooseState::passTurn() {
    for (;;) {
        // S7: when every pawn still racing is held, the one held longest is let go.
        std::optional<PlayerId> longest;
        bool allHeld = true;
        for (PlayerId s = 0; s < numPlayers(); ++s) {
            if (finished(s)) continue;
            if (!pawns_[s].held) {
                allHeld = false;
                break;
            }
            if (!longest || pawns_[s].heldSince < pawns_[*longest].heldSince) longest = s;
        }
        if (allHeld && longest) {
            pawns_[*longest].held = false;
            lastTurn_.released = *longest;
        }
        do turn_ = (turn_ + 1) % numPlayers();
        while (finished(turn_));
        Pawn& next = pawns_[turn_];
        if (next.held) {
            lastTurn_.skipped.push_back({turn_, SkippedTurn::Reason::Held});
            continue;
        }
        if (next.turnsToMiss > 0) {
            --next.turnsToMiss;
            lastTurn_.skipped.push_back({turn_, SkippedTurn::Reason::MissingTurn});
            continue;
        }
        return;
    }
}

std::string GooseState::moveToString(Move move) const {
    return Roll::decode(move).text();
}

std::string GooseState::toString() const {
    std::string text = fmt::format(
        "Game of the Goose, {} players, {}{}\n", numPlayers(),
        rules_.wellAndPrisonHold ? "well and prison hold" : "well and prison: miss 2 turns",
        rules_.playOnForPlaces ? ", play on for places" : "");
    if (over_)
        text += fmt::format("Over: seat {} won\n", finishOrder_.front() + 1);
    else
        text += fmt::format("Seat {} to roll\n", turn_ + 1);
    for (PlayerId s = 0; s < numPlayers(); ++s) {
        const Pawn& p = pawns_[s];
        text += fmt::format("Seat {}: square {}", s + 1, p.square);
        if (!p.rolled) text += ", first roll to come";
        if (p.held) text += fmt::format(", held (#{})", p.heldSince);
        if (p.turnsToMiss > 0) text += fmt::format(", misses {} turn(s)", p.turnsToMiss);
        if (finished(s)) text += ", finished";
        text += "\n";
    }
    return text;
}

std::vector<int> GooseState::ranking() const {
    std::vector<int> places(numPlayers(), static_cast<int>(finishOrder_.size()) + 1);
    for (std::size_t i = 0; i < finishOrder_.size(); ++i)
        places[finishOrder_[i]] = static_cast<int>(i) + 1;
    return places;
}

std::vector<int> GooseState::scores() const {
    std::vector<int> squares;
    for (const Pawn& p : pawns_) squares.push_back(p.square);
    return squares;
}

}  // namespace lt::goose
