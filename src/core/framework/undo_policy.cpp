#include "framework/undo_policy.h"

#include <algorithm>

#include "framework/game.h"
#include "framework/match.h"

namespace lt {
namespace {

bool isHumanSeat(const std::vector<SeatSpec>& seats, PlayerId seat) {
    return seat >= 0 && seat < static_cast<PlayerId>(seats.size()) && seats[seat].human;
}

bool isStopBefore(const Match& match, std::size_t index) {
    const Match::Turn& turn = match.turnBefore(index);
    return isUndoStop(match.seats(), turn.actor, turn.roller);
}

// Whether any of the recorded moves [from, to) is a chance outcome.
bool holdsChance(const Match& match, std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to; ++i)
        if (match.playedMove(i).actor == actor::chance) return true;
    return false;
}

}  // namespace

std::string_view undoPolicyId(UndoPolicy policy) {
    switch (policy) {
        case UndoPolicy::free:
            return "free";
        case UndoPolicy::ownLastMove:
            return "own-last-move";
        case UndoPolicy::off:
            return "off";
    }
    return "free";
}

std::optional<UndoPolicy> parseUndoPolicy(std::string_view id) {
    for (const UndoPolicy policy : {UndoPolicy::free, UndoPolicy::ownLastMove, UndoPolicy::off})
        if (undoPolicyId(policy) == id) return policy;
    return std::nullopt;
}

UndoPolicy defaultUndoPolicy(const GameInfo& info, const std::vector<SeatSpec>& seats) {
    const bool humans = std::any_of(seats.begin(), seats.end(), [](auto& s) { return s.human; });
    const bool computers =
        std::any_of(seats.begin(), seats.end(), [](auto& s) { return !s.human; });
    return (info.chance || info.hiddenInformation) && humans && computers ? UndoPolicy::ownLastMove
                                                                          : UndoPolicy::free;
}

bool isUndoStop(const std::vector<SeatSpec>& seats, PlayerId actor,
                std::optional<PlayerId> roller) {
    if (actor == actor::terminal) return true;
    const bool watchOnly =
        std::none_of(seats.begin(), seats.end(), [](auto& s) { return s.human; });
    if (watchOnly) return actor != actor::chance;
    if (actor == actor::chance) return roller && isHumanSeat(seats, *roller);
    return isHumanSeat(seats, actor);
}

UndoStep undoStep(const Match& match) {
    const UndoPolicy policy = match.undoPolicy();
    if (policy == UndoPolicy::off) return {std::nullopt, UndoBlock::off};
    const std::size_t cursor = match.ply();
    if (cursor == 0) return {std::nullopt, UndoBlock::nothing};
    if (policy == UndoPolicy::ownLastMove && cursor < match.recordedMoves())
        return {std::nullopt, UndoBlock::alreadyTakenBack};
    std::size_t target = cursor - 1;
    while (target > 0 && !isStopBefore(match, target)) --target;
    if (policy == UndoPolicy::ownLastMove) {
        // A human's move behind a roll or a draw is out of reach; with none at all, the
        // position was never anyone's own doing (a deal, the computers' opening).
        bool humanMoved = false;
        for (std::size_t i = 0; i < cursor && !humanMoved; ++i)
            humanMoved = isHumanSeat(match.seats(), match.playedMove(i).actor);
        if (holdsChance(match, target, cursor))
            return {std::nullopt, humanMoved ? UndoBlock::chanceSince : UndoBlock::notOwnMove};
        if (!isStopBefore(match, target) ||
            !isHumanSeat(match.seats(), match.playedMove(target).actor))
            return {std::nullopt, UndoBlock::notOwnMove};
    }
    return {target, UndoBlock::none};
}

UndoStep redoStep(const Match& match) {
    const UndoPolicy policy = match.undoPolicy();
    if (policy == UndoPolicy::off) return {std::nullopt, UndoBlock::off};
    const std::size_t cursor = match.ply();
    const std::size_t end = match.recordedMoves();
    if (cursor >= end) return {std::nullopt, UndoBlock::nothing};
    std::size_t target = cursor + 1;
    while (target < end && !isStopBefore(match, target)) ++target;
    if (policy == UndoPolicy::ownLastMove && holdsChance(match, cursor, target))
        return {std::nullopt, UndoBlock::chanceAhead};
    return {target, UndoBlock::none};
}

}  // namespace lt
