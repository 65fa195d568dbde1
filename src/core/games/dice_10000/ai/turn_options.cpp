#include "games/dice_10000/ai/turn_options.h"

namespace lt::dice10000::ai {

std::vector<KeepOption> keepOptions(const DiceCounts& thrown, const OpenSet& openSet,
                                    bool mustKeepAllScoring) {
    std::vector<KeepOption> options;
    const std::vector<DiceCounts> keeps =
        mustKeepAllScoring ? std::vector<DiceCounts>{scoringDice(thrown, openSet)}
                           : subsetsOf(thrown);
    const int thrownCount = diceTotal(thrown);
    for (const DiceCounts& keep : keeps) {
        const auto result = scoreKeep(thrown, keep, openSet);
        if (!result) continue;
        KeepOption option{keep, result->points, thrownCount - diceTotal(keep), result->openSet};
        if (option.diceLeft == 0) option = {keep, result->points, kDiceCount, {}};
        bool merged = false;
        for (KeepOption& other : options) {
            if (other.diceLeft != option.diceLeft || !(other.openSet == option.openSet)) continue;
            if (option.points > other.points) other = option;
            merged = true;
            break;
        }
        if (!merged) options.push_back(option);
    }
    return options;
}

std::vector<ThrowOptions> throwOptions(int n, const OpenSet& openSet, bool mustKeepAllScoring) {
    std::vector<ThrowOptions> result;
    for (const Throw& t : throwsOf(n))
        result.push_back({t.probability, keepOptions(t.faces, openSet, mustKeepAllScoring)});
    return result;
}

}  // namespace lt::dice10000::ai
