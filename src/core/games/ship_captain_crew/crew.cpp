#include "games/ship_captain_crew/crew.h"

namespace lt::shipcaptaincrew {

int faceNeeded(Crew crew) {
    switch (crew) {
        case Crew::None:
            return 6;
        case Crew::Ship:
            return 5;
        case Crew::Captain:
            return 4;
        case Crew::Complete:
            return 0;
    }
    return 0;
}

const char* crewName(Crew crew) {
    switch (crew) {
        case Crew::None:
            return "nothing";
        case Crew::Ship:
            return "ship";
        case Crew::Captain:
            return "captain";
        case Crew::Complete:
            return "crew";
    }
    return "?";
}

Boarding board(Crew crew, const DiceCounts& thrown) {
    Boarding result{crew, {}, thrown};
    // A member joins only when the one before it is aboard, possibly from this same throw:
    // a 5 without a ship or a 4 without a captain is thrown again.
    while (result.crew != Crew::Complete) {
        const int face = faceNeeded(result.crew);
        if (result.others[face - 1] == 0) break;
        --result.others[face - 1];
        ++result.setAside[face - 1];
        result.crew = static_cast<Crew>(static_cast<int>(result.crew) + 1);
    }
    return result;
}

}  // namespace lt::shipcaptaincrew
