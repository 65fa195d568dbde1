#include "games/goose/board.h"

namespace lt::goose {

Special specialOf(int square) {
    switch (square) {
        case 9:
        case 18:
        case 27:
        case 36:
        case 45:
        case 54:
            return Special::Goose;
        case 6:
            return Special::Bridge;
        case 19:
            return Special::Inn;
        case 31:
            return Special::Well;
        case 42:
            return Special::Labyrinth;
        case 52:
            return Special::Prison;
        case 58:
            return Special::Skull;
        case kFinish:
            return Special::Finish;
        default:
            return Special::None;
    }
}

std::optional<int> sendsTo(int square) {
    switch (specialOf(square)) {
        case Special::Bridge:
            return 12;
        case Special::Labyrinth:
            return 30;
        case Special::Skull:
            return 1;
        default:
            return std::nullopt;
    }
}

int advance(int square, int steps) {
    const int target = square + steps;
    return target <= kFinish ? target : 2 * kFinish - target;
}

std::string_view specialName(Special special) {
    switch (special) {
        case Special::None:
            return "";
        case Special::Goose:
            return "goose";
        case Special::Bridge:
            return "bridge";
        case Special::Inn:
            return "inn";
        case Special::Well:
            return "well";
        case Special::Labyrinth:
            return "labyrinth";
        case Special::Prison:
            return "prison";
        case Special::Skull:
            return "skull";
        case Special::Finish:
            return "finish";
    }
    return "";
}

}  // namespace lt::goose
