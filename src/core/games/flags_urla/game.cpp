#include "game.h"

#include "agent.h"
#include "framework/errors.h"
#include "framework/view.h"
#include "reactions.h"
#include "state.h"

namespace lt::flags_urla {
namespace {

GameInfo makeInfo() {
    GameInfo info;
    info.id = "flags-urla";
    info.name = "Shout!";
    info.localName = "Flaggy: Urla!";
    info.family = Family::Flags;
    info.minPlayers = 2;
    info.maxPlayers = 10;
    info.chance = true;
    info.realTime = true;
    return info;
}

}  // namespace

UrlaGame::UrlaGame()
    : info_(makeInfo()),
      cards_(std::make_shared<const std::vector<flags::Card>>(flags::flaggyCards())) {}

std::unique_ptr<State> UrlaGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers < info_.minPlayers || numPlayers > info_.maxPlayers)
        throw InputError("Shout! is for 2-10 players, not " + std::to_string(numPlayers), 0,
                         "players");
    options.validate(info_.options);
    return std::make_unique<UrlaState>(*this, cards_, numPlayers);
}

std::unique_ptr<Agent> UrlaGame::makeAgent(std::string_view level) const {
    if (level == "random") return Game::makeAgent(level);
    skillFor(level);  // rejects an unknown level
    return std::make_unique<DealerAgent>();
}

std::optional<PlannedClaim> UrlaGame::planClaim(const View& view, std::string_view level,
                                                Rng& rng) const {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* state = full ? dynamic_cast<const UrlaState*>(&full->state()) : nullptr;
    if (!state || level == "random") return std::nullopt;
    return planShout(*state, view.viewer(), skillFor(level), rng);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<UrlaGame>();
}

}  // namespace lt::flags_urla
