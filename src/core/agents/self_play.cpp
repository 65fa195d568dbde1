#include "agents/self_play.h"

#include <optional>
#include <utility>
#include <vector>

#include "framework/automatic_claims.h"
#include "framework/game.h"
#include "framework/view.h"

namespace lt {
namespace {

// Real-time games (GameInfo::realTime): before each turn the computers' planned claims
// (Game::planClaim, at each seat's level) and those human seats make by themselves
// (framework/automatic_claims.h) are made in the order of their reaction times, as the window's
// timers would make them, and every claim is planned again after, as the window does after
// every change. Claims that need thought (Game::makeClaimAgent: a chess draw offer) are
// the window's alone.
void makeClaims(Match& match, Rng& rng) {
    if (!match.game().info().realTime) return;
    const auto& seats = match.seats();
    // Each seat claims once at most before the next turn (its timer fires once), and only
    // within the window the rules keep claims open.
    std::vector<bool> claimed(seats.size(), false);
    for (std::size_t claims = 0; claims < seats.size(); ++claims) {
        if (match.state().isTerminal()) return;
        const int window = match.state().claimWindowMs();
        std::optional<std::pair<PlayerId, PlannedClaim>> first;
        for (PlayerId seat = 0; seat < static_cast<PlayerId>(seats.size()); ++seat) {
            if (claimed[static_cast<std::size_t>(seat)]) continue;
            const auto view = match.state().viewFor(seat);
            const auto plan = seats[seat].human
                                  ? planAutomaticClaim(match.game(), *view)
                                  : match.game().planClaim(*view, seats[seat].level, rng);
            if (plan && (window <= 0 || plan->delayMs <= window) &&
                (!first || plan->delayMs < first->second.delayMs))
                first = std::pair{seat, *plan};
        }
        if (!first || !match.state().isLegalClaim(first->first, first->second.move)) return;
        claimed[static_cast<std::size_t>(first->first)] = true;
        match.claim(first->first, first->second.move);
    }
}

}  // namespace

SelfPlayResult playOut(Match& match, std::vector<std::unique_ptr<Agent>>& agents,
                       std::uint64_t agentSeed, std::size_t plyLimit) {
    Rng rng(agentSeed);
    const std::atomic<bool> never{false};
    SelfPlayResult result;
    while (!match.state().isTerminal() && match.ply() < plyLimit) {
        makeClaims(match, rng);
        if (match.state().isTerminal()) break;
        const PlayerId actor = match.state().currentActor();
        if (actor == actor::chance) {
            match.playChance();
            continue;
        }
        const auto view = match.state().viewFor(actor);
        match.play(actor, agents.at(actor)->chooseMove(*view, never, rng));
    }
    result.plies = match.ply();
    result.finished = match.state().isTerminal();
    if (result.finished) result.ranking = match.state().ranking();
    result.scores = match.state().scores();
    return result;
}

}  // namespace lt
