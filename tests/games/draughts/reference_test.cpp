// Differential test: the bitboard generator against a plain board-array implementation of
// the same rules (written for clarity, not speed) on thousands of random positions full of
// kings, where maximum capture, flying kings and the Turkish strike rule all come into play.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "framework/rng.h"
#include "games/draughts/notation.h"
#include "games/draughts/position.h"

namespace lt::draughts {
namespace {

using MoveKey = std::tuple<int, int, std::vector<int>>;  // from, to, captured squares

int squareAt(int row, int col) {
    if (row < 0 || row > 9 || col < 0 || col > 9 || (row + col) % 2 == 0) return 0;
    return row * 5 + col / 2 + 1;
}

class ReferenceGenerator {
  public:
    explicit ReferenceGenerator(const Position& position) : position_(position) {
        white_ = position.sideToMove() == Side::White;
    }

    std::set<MoveKey> moves() {
        for (int row = 0; row < 10; ++row)
            for (int col = 0; col < 10; ++col) {
                const int s = squareAt(row, col);
                if (s && own(s)) {
                    from_ = s;
                    std::vector<int> captured;
                    jump(row, col, captured);
                }
            }
        if (!captures_.empty()) return captures_;
        std::set<MoveKey> quiet;
        for (int row = 0; row < 10; ++row)
            for (int col = 0; col < 10; ++col) {
                const int s = squareAt(row, col);
                if (!s || !own(s)) continue;
                for (const auto& [dr, dc] : kDirections) {
                    if (!king(s) && dr != (white_ ? -1 : 1)) continue;
                    for (int k = 1; k < 10; ++k) {
                        const int t = squareAt(row + k * dr, col + k * dc);
                        if (!t || position_.at(t) != Piece::None) break;
                        quiet.insert({s, t, {}});
                        if (!king(s)) break;
                    }
                }
            }
        return quiet;
    }

  private:
    static constexpr std::pair<int, int> kDirections[4] = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

    bool own(int s) const {
        const Piece p = position_.at(s);
        return white_ ? (p == Piece::WhiteMan || p == Piece::WhiteKing)
                      : (p == Piece::BlackMan || p == Piece::BlackKing);
    }
    bool enemy(int s) const { return position_.at(s) != Piece::None && !own(s); }
    bool king(int s) const {
        return position_.at(s) == Piece::WhiteKing || position_.at(s) == Piece::BlackKing;
    }
    // Empty for the capturing piece: its own start square counts as empty.
    bool free(int s) const { return s == from_ || position_.at(s) == Piece::None; }

    void jump(int row, int col, std::vector<int>& captured) {
        bool more = false;
        const bool flying = king(from_);
        for (const auto& [dr, dc] : kDirections) {
            int k = 1;
            while (flying && squareAt(row + k * dr, col + k * dc) &&
                   free(squareAt(row + k * dr, col + k * dc)))
                ++k;
            const int over = squareAt(row + k * dr, col + k * dc);
            if (!over || !enemy(over)) continue;
            if (std::find(captured.begin(), captured.end(), over) != captured.end()) continue;
            for (int j = k + 1; j < 10; ++j) {
                const int land = squareAt(row + j * dr, col + j * dc);
                if (!land || !free(land)) break;
                more = true;
                captured.push_back(over);
                jump(row + j * dr, col + j * dc, captured);
                captured.pop_back();
                if (!flying) break;
            }
        }
        if (!more && !captured.empty()) record(squareAt(row, col), captured);
    }

    void record(int to, std::vector<int> captured) {
        if (captured.size() < best_) return;
        if (captured.size() > best_) {
            best_ = captured.size();
            captures_.clear();
        }
        std::sort(captured.begin(), captured.end());
        captures_.insert({from_, to, captured});
    }

    const Position& position_;
    bool white_;
    int from_ = 0;
    std::size_t best_ = 1;
    std::set<MoveKey> captures_;
};

Position randomPosition(Rng& rng) {
    Position position;
    const int pieces = 4 + static_cast<int>(rng.below(14));
    for (int i = 0; i < pieces; ++i) {
        const int square = 1 + static_cast<int>(rng.below(50));
        const bool white = rng.chance(0.5);
        const bool king = rng.chance(0.35) || (white && square <= 5) || (!white && square >= 46);
        position.set(square, white ? (king ? Piece::WhiteKing : Piece::WhiteMan)
                                   : (king ? Piece::BlackKing : Piece::BlackMan));
    }
    position.setSideToMove(rng.chance(0.5) ? Side::White : Side::Black);
    return position;
}

TEST(DraughtsReference, GeneratorsAgreeOnRandomPositions) {
    Rng rng(99);
    int withCaptures = 0, multiCaptures = 0;
    for (int i = 0; i < 5000; ++i) {
        const Position position = randomPosition(rng);
        std::set<MoveKey> fast;
        for (const Move& move : legalMoves(position))
            fast.insert({move.fromSquare(), move.toSquare(), move.capturedSquares()});
        const std::set<MoveKey> reference = ReferenceGenerator(position).moves();
        ASSERT_EQ(fast, reference) << toFen(position);
        ASSERT_EQ(fast.size(), legalMoves(position).size())
            << "duplicate moves " << toFen(position);
        if (!fast.empty() && !std::get<2>(*fast.begin()).empty()) {
            ++withCaptures;
            if (std::get<2>(*fast.begin()).size() > 1) ++multiCaptures;
        }
    }
    // The sample really exercises captures and multiple captures.
    EXPECT_GT(withCaptures, 1500);
    EXPECT_GT(multiCaptures, 300);
}

}  // namespace
}  // namespace lt::draughts
