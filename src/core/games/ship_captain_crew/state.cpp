#include "games/ship_captain_crew/state.h"

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/dice_common/throw_outcomes.h"

namespace lt::shipcaptaincrew {

SccState::SccState(const Game& game, SccRules rules, int numPlayers)
    : game_(&game), rules_(rules), log_(numPlayers) {}

std::unique_ptr<State> SccState::clone() const {
    return std::make_unique<SccState>(*this);
}

PlayerId SccState::currentActor() const {
    if (round_ >= kRounds) return actor::terminal;
    return awaitingThrow_ ? actor::chance : seat_;
}

std::optional<PlayerId> SccState::roller() const {
    if (currentActor() == actor::chance) return seat_;
    return std::nullopt;
}

int SccState::miles(PlayerId seat) const {
    int total = 0;
    for (int m : log_.at(seat)) total += m;
    return total;
}

std::vector<int> SccState::scores() const {
    std::vector<int> result;
    for (PlayerId seat = 0; seat < numPlayers(); ++seat) result.push_back(miles(seat));
    return result;
}

int SccState::diceToThrow() const {
    if (crew_ != Crew::Complete) return kDiceCount - static_cast<int>(crew_);
    return diceTotal(rerolling_);
}

std::vector<SccMove> SccState::legalSccMoves() const {
    std::vector<SccMove> moves;
    if (currentActor() != seat_) return moves;
    moves.push_back(SccMove::stop());
    DiceCounts low{}, high{}, both{};
    ++low[cargo_[0] - 1];
    ++high[cargo_[1] - 1];
    both = low;
    ++both[cargo_[1] - 1];
    moves.push_back(SccMove::reroll(low));
    if (high != low) moves.push_back(SccMove::reroll(high));
    moves.push_back(SccMove::reroll(both));
    return moves;
}

std::vector<Move> SccState::legalMoves() const {
    std::vector<Move> moves;
    for (const SccMove& move : legalSccMoves()) moves.push_back(encode(move));
    return moves;
}

bool SccState::isLegal(const SccMove& move) const {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) return false;
    if ((actor == actor::chance) != (move.kind == MoveKind::Throw)) return false;
    switch (move.kind) {
        case MoveKind::Throw:
            return diceTotal(move.dice) == diceToThrow();
        case MoveKind::Stop:
            return true;
        case MoveKind::Reroll: {
            DiceCounts cargo{};
            ++cargo[cargo_[0] - 1];
            ++cargo[cargo_[1] - 1];
            const int n = diceTotal(move.dice);
            return n >= 1 && n <= 2 && contains(cargo, move.dice);
        }
    }
    return false;
}

std::vector<ChanceOutcome> SccState::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    return dice::throwOutcomes(
        diceToThrow(), [](const DiceCounts& faces) { return encode(SccMove::throwOf(faces)); });
}

void SccState::apply(Move code) {
    const SccMove move = decode(code);
    if (currentActor() == actor::terminal) throw IllegalMove("the game is over");
    if (!isLegal(move)) throw IllegalMove("'" + notation(move) + "' is not possible now");
    switch (move.kind) {
        case MoveKind::Throw:
            applyThrow(move.dice);
            return;
        case MoveKind::Stop:
            endTurn(cargoMiles());
            return;
        case MoveKind::Reroll:
            rerolling_ = move.dice;
            awaitingThrow_ = true;
            return;
    }
}

void SccState::applyThrow(const DiceCounts& faces) {
    ++throwsMade_;
    lastTurnMiles_ = -1;
    tableSeat_ = seat_;
    if (crew_ == Crew::Complete) {
        // The cargo dice not thrown again stay; the new faces join them (S1).
        DiceCounts cargo{};
        ++cargo[cargo_[0] - 1];
        ++cargo[cargo_[1] - 1];
        for (int f = 0; f < kFaces; ++f) cargo[f] += faces[f] - rerolling_[f];
        loose_ = cargo;
        rerolling_ = {};
    } else {
        const Boarding boarding = board(crew_, faces);
        crew_ = boarding.crew;
        loose_ = boarding.others;
    }
    tableCrew_ = crew_;
    if (crew_ == Crew::Complete) {
        const auto cargo = facesOf(loose_);  // highest first
        cargo_ = {cargo[1], cargo[0]};
        if (rules_.cargoReroll && throwsLeft() > 0) {
            awaitingThrow_ = false;  // stop or improve the cargo
            return;
        }
        endTurn(cargoMiles());
        return;
    }
    // Without the full crew: throw again while throws remain, else the turn scores nothing.
    if (throwsLeft() == 0) endTurn(0);
}

void SccState::endTurn(int miles) {
    log_[seat_].push_back(miles);
    lastTurnMiles_ = miles;
    seat_ = (seat_ + 1) % numPlayers();
    if (seat_ == 0) ++round_;
    throwsMade_ = 0;
    crew_ = Crew::None;
    cargo_ = {};
    rerolling_ = {};
    awaitingThrow_ = true;
}

std::string SccState::moveToString(Move move) const {
    return notation(decode(move));
}

std::optional<Move> SccState::parseMove(std::string_view text,
                                        std::optional<PlayerId> /*claimant*/) const {
    const auto move = parseNotation(text);
    if (!move || !isLegal(*move)) return std::nullopt;
    return encode(*move);
}

std::string SccState::toString() const {
    std::string text = "miles:";
    for (PlayerId seat = 0; seat < numPlayers(); ++seat) text += fmt::format(" {}", miles(seat));
    if (round_ >= kRounds) return text + "\ngame over\n";
    text += fmt::format("\nround {}, seat {} to play, {} throws made, holds {}\n", round_ + 1,
                        seat_, throwsMade_, crewName(crew_));
    if (crew_ == Crew::Complete)
        text += fmt::format("cargo: {} {} ({} miles)\n", cargo_[1], cargo_[0], cargoMiles());
    if (awaitingThrow_) text += fmt::format("{} dice to throw\n", diceToThrow());
    return text;
}

std::vector<int> SccState::ranking() const {
    // Most miles first; equal miles share a place (S3: a shared win).
    const std::vector<int> totals = scores();
    std::vector<int> places(totals.size(), 1);
    for (std::size_t i = 0; i < totals.size(); ++i)
        for (std::size_t j = 0; j < totals.size(); ++j)
            if (totals[j] > totals[i]) ++places[i];
    return places;
}

}  // namespace lt::shipcaptaincrew
