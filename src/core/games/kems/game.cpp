#include "games/kems/game.h"

#include <array>

#include "framework/agent.h"
#include "framework/errors.h"
#include "games/kems/computer_player.h"
#include "games/kems/state.h"
#include "games/kems/view.h"

namespace lt::kems {
namespace {

// Picks one of the gestures the team may take, uniformly.
class SignalChooser final : public Agent {
  public:
    std::string name() const override { return "signal chooser"; }
    Move chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) override {
        const auto moves = view.sampleState(rng)->legalMoves();
        return moves[rng.below(moves.size())];
    }
};

}  // namespace

KemsGame::KemsGame() {
    info_.id = "kems";
    info_.name = "Kem's";
    info_.localName = "Kem's";
    info_.family = Family::Cards;
    info_.minPlayers = 4;
    info_.maxPlayers = 4;
    info_.chance = true;
    info_.hiddenInformation = true;
    info_.realTime = true;
    OptionSpec target;
    target.key = "target";
    target.label = "Target score";
    target.help = "The first team to reach this score wins; the rulebook leaves it to the players.";
    target.kind = OptionSpec::Kind::Int;
    target.defaultValue = "5";
    target.min = 3;
    target.max = 15;
    info_.options.push_back(target);
    OptionSpec minutes;
    minutes.key = "minutes";
    minutes.label = "Time limit (minutes)";
    minutes.help =
        "The game also ends when its clock passes this; the team ahead wins (the rulebook "
        "says a game lasts about 15 minutes).";
    minutes.kind = OptionSpec::Kind::Int;
    minutes.defaultValue = "20";
    minutes.min = 5;
    minutes.max = 60;
    info_.options.push_back(minutes);
}

std::unique_ptr<State> KemsGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers != kSeats)
        throw InputError("Kem's is for 4 players, not " + std::to_string(numPlayers), 0, "seats");
    options.validate(info_.options);
    return std::make_unique<KemsState>(*this, options.getInt(info_.options, "target"),
                                       options.getInt(info_.options, "minutes"));
}

std::unique_ptr<Agent> KemsGame::makeAgent(std::string_view /*level*/) const {
    return std::make_unique<SignalChooser>();
}

std::optional<PlannedClaim> KemsGame::planClaim(const View& view, std::string_view level,
                                                Rng& /*rng*/) const {
    const auto* kems = dynamic_cast<const KemsView*>(&view);
    if (!kems || level == "random") return std::nullopt;
    return planClaimFor(kems->table(), view.viewer(), level);
}

std::optional<PlannedClaim> KemsGame::planAutomaticClaim(const View& view) const {
    const auto* kems = dynamic_cast<const KemsView*>(&view);
    if (!kems) return std::nullopt;
    return planIdleGestureFor(kems->table(), view.viewer());
}

std::string KemsGame::seatingProblem(const std::vector<bool>& human) const {
    std::array<bool, 2> teams{false, false};
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(human.size()); ++seat)
        if (human[seat]) teams[teamOf(seat)] = true;
    if (teams[0] && teams[1])
        return "People on opposite teams would see each other's cards on one screen: seat the "
               "people as partners (players 1 and 3, or 2 and 4).";
    return {};
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<KemsGame>();
}

}  // namespace lt::kems
