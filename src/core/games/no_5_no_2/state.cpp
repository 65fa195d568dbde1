#include "games/no_5_no_2/state.h"

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/dice_common/throw_outcomes.h"

namespace lt::no5no2 {

N52State::N52State(const Game& game, N52Rules rules, int numPlayers)
    : game_(&game), rules_(rules), log_(numPlayers), diceLeft_(rules.dice) {}

std::unique_ptr<State> N52State::clone() const {
    return std::make_unique<N52State>(*this);
}

PlayerId N52State::currentActor() const {
    return round_ >= kRounds ? actor::terminal : actor::chance;
}

std::optional<PlayerId> N52State::roller() const {
    if (currentActor() == actor::chance) return seat_;
    return std::nullopt;
}

int N52State::points(PlayerId seat) const {
    int total = 0;
    for (int p : log_.at(seat)) total += p;
    return total;
}

std::vector<int> N52State::scores() const {
    std::vector<int> result;
    for (PlayerId seat = 0; seat < numPlayers(); ++seat) result.push_back(points(seat));
    return result;
}

std::vector<ChanceOutcome> N52State::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    return dice::throwOutcomes(diceLeft_, encodeThrow);
}

bool N52State::isLegalThrow(const DiceCounts& faces) const {
    return currentActor() == actor::chance && diceTotal(faces) == diceLeft_;
}

void N52State::apply(Move move) {
    const DiceCounts faces = decodeThrow(move);
    if (currentActor() == actor::terminal) throw IllegalMove("the game is over");
    if (!isLegalThrow(faces))
        throw IllegalMove("'" + throwNotation(faces) +
                          "' is not possible now: " + std::to_string(diceLeft_) + " dice to throw");
    if (throws_ == 0) setAside_ = {};
    ++throws_;
    tableSeat_ = seat_;
    lastTurnTotal_ = -1;
    lastThrow_ = faces;
    lastPoints_ = throwPoints(faces, rules_);
    turnTotal_ += lastPoints_;
    // The 2s and 5s are set aside; the scoring dice are thrown again (rules 2-3).
    setAside_[1] += faces[1];
    setAside_[4] += faces[4];
    diceLeft_ -= stuckDice(faces);
    if (diceLeft_ == 0) endTurn();
}

void N52State::endTurn() {
    log_[seat_].push_back(turnTotal_);
    lastTurnTotal_ = turnTotal_;
    seat_ = (seat_ + 1) % numPlayers();
    if (seat_ == 0) ++round_;
    turnTotal_ = 0;
    diceLeft_ = rules_.dice;
    throws_ = 0;
}

std::string N52State::moveToString(Move move) const {
    return throwNotation(decodeThrow(move));
}

std::optional<Move> N52State::parseMove(std::string_view text,
                                        std::optional<PlayerId> /*claimant*/) const {
    const auto faces = parseThrow(text);
    if (!faces || !isLegalThrow(*faces)) return std::nullopt;
    return encodeThrow(*faces);
}

std::string N52State::toString() const {
    std::string text = "points:";
    for (PlayerId seat = 0; seat < numPlayers(); ++seat) text += fmt::format(" {}", points(seat));
    if (round_ >= kRounds) return text + "\ngame over\n";
    return text + fmt::format("\nround {}, seat {} to throw {} dice, turn total {}\n", round_ + 1,
                              seat_, diceLeft_, turnTotal_);
}

std::vector<int> N52State::ranking() const {
    // Most points first; equal points share a place (S3: a shared win).
    const std::vector<int> totals = scores();
    std::vector<int> places(totals.size(), 1);
    for (std::size_t i = 0; i < totals.size(); ++i)
        for (std::size_t j = 0; j < totals.size(); ++j)
            if (totals[j] > totals[i]) ++places[i];
    return places;
}

}  // namespace lt::no5no2
