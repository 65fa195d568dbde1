#include "framework/game.h"

#include "agents/ismcts_agent.h"
#include "agents/random_agent.h"

namespace lt {

std::string_view familyName(Family family) {
    switch (family) {
        case Family::Board:
            return "board";
        case Family::Dice:
            return "dice";
        case Family::Cards:
            return "cards";
        case Family::Flags:
            return "flags";
        case Family::Kids:
            return "kids";
    }
    return "?";
}

std::vector<LevelInfo> Game::levels() const {
    return {{"easy", "Easy"}, {"medium", "Medium"}, {"hard", "Hard"}};
}

std::unique_ptr<Agent> Game::makeAgent(std::string_view level) const {
    if (level == "random") return std::make_unique<RandomAgent>();
    return std::make_unique<IsmctsAgent>(mctsConfigForLevel(level));
}

std::optional<PlannedClaim> Game::planClaim(const View& /*view*/, std::string_view /*level*/,
                                            Rng& /*rng*/) const {
    return std::nullopt;
}

std::unique_ptr<Agent> Game::makeClaimAgent(const View& /*view*/,
                                            std::string_view /*level*/) const {
    return nullptr;
}

}  // namespace lt
