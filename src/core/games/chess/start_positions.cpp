#include "games/chess/start_positions.h"

#include <cctype>
#include <stdexcept>

namespace lt::chess {

namespace {

// The ten ways to place two knights on five empty squares, in Scharnagl's order.
constexpr int kKnightPairs[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                     {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

// Puts `piece` on the `index`-th empty square of `rank` (counting from the a-file).
void placeOnEmpty(std::string& rank, int index, char piece) {
    for (char& square : rank)
        if (square == ' ' && index-- == 0) {
            square = piece;
            return;
        }
}

}  // namespace

std::string chess960BackRank(int number) {
    if (number < 0 || number >= kChess960Count)
        throw std::out_of_range("Chess960 positions are numbered 0-959");
    std::string rank(8, ' ');
    rank[2 * (number % 4) + 1] = 'B';  // the light-squared bishop: b, d, f or h
    number /= 4;
    rank[2 * (number % 4)] = 'B';  // the dark-squared bishop: a, c, e or g
    number /= 4;
    placeOnEmpty(rank, number % 6, 'Q');
    number /= 6;
    const auto [first, second] = kKnightPairs[number];
    placeOnEmpty(rank, second, 'N');  // the later square first: the earlier index stays put
    placeOnEmpty(rank, first, 'N');
    placeOnEmpty(rank, 0, 'R');
    placeOnEmpty(rank, 0, 'K');
    placeOnEmpty(rank, 0, 'R');
    return rank;
}

Position chess960Start(int number) {
    const std::string white = chess960BackRank(number);
    std::string black = white;
    for (char& c : black) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return Position::fromFen(black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1", true);
}

}  // namespace lt::chess
