#include "games/morris/position.h"

#include <bit>

namespace lt::morris {
namespace {

// Zobrist keys from a fixed splitmix64 stream, so hashes are the same in every run.
struct ZobristKeys {
    std::array<std::array<std::uint64_t, kPoints>, 2> pawn{};
    std::array<std::array<std::uint64_t, kPawnsEach + 1>, 2> hand{};
    std::uint64_t blackToMove = 0;

    constexpr ZobristKeys() {
        std::uint64_t state = 0x6d6f727269732121ULL;
        auto next = [&state] {
            std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            return z ^ (z >> 31);
        };
        for (auto& side : pawn)
            for (auto& key : side) key = next();
        for (auto& side : hand)
            for (auto& key : side) key = next();
        blackToMove = next();
    }
};

constexpr ZobristKeys kKeys;

}  // namespace

Position::Position(bool diagonals) : geometry_(&Geometry::get(diagonals)) {
    recomputeHash();
}

Position::Position(bool diagonals, Mask white, Mask black, int whiteHand, int blackHand,
                   int sideToMove, int quietPlies)
    : geometry_(&Geometry::get(diagonals)),
      pawns_{white, black},
      hand_{whiteHand, blackHand},
      side_(sideToMove),
      quietPlies_(quietPlies) {
    recomputeHash();
}

void Position::recomputeHash() {
    hash_ = 0;
    for (int side = 0; side < 2; ++side) {
        forEachBit(pawns_[side], [&](int p) { hash_ ^= kKeys.pawn[side][p]; });
        hash_ ^= kKeys.hand[side][hand_[side]];
    }
    if (side_ == 1) hash_ ^= kKeys.blackToMove;
}

int Position::onBoard(int side) const {
    return std::popcount(pawns_[side]);
}

Mask Position::removable(int side) const {
    const Mask victims = pawns_[1 - side];
    const Mask free = victims & ~geometry_->pointsInMills(victims);
    return free ? free : victims;
}

bool Position::closesMill(int side, int from, int to) const {
    Mask own = pawns_[side] | bit(to);
    if (from != kNoPoint) own &= ~bit(from);
    return geometry_->inMill(own, to);
}

void Position::generate(MoveList& list) const {
    list.size = 0;
    const int side = side_;
    const Mask empty = this->empty();
    const Mask victims = removable(side);
    auto add = [&](int from, int to) {
        if (victims && closesMill(side, from, to)) {
            forEachBit(victims, [&](int r) { list.push(MorrisMove{from, to, r}.code()); });
        } else {
            list.push(MorrisMove{from, to, kNoPoint}.code());
        }
    };
    if (placing(side)) {
        forEachBit(empty, [&](int to) { add(kNoPoint, to); });
    } else if (flying(side)) {
        forEachBit(pawns_[side],
                   [&](int from) { forEachBit(empty, [&](int to) { add(from, to); }); });
    } else {
        forEachBit(pawns_[side], [&](int from) {
            forEachBit(geometry_->neighbours(from) & empty, [&](int to) { add(from, to); });
        });
    }
}

bool Position::canMove() const {
    if (placing(side_) || flying(side_)) return empty() != 0;
    const Mask empty = this->empty();
    bool found = false;
    forEachBit(pawns_[side_],
               [&](int from) { found |= (geometry_->neighbours(from) & empty) != 0; });
    return found;
}

bool Position::isLegal(MorrisMove move) const {
    if (move.to < 0 || move.to >= kPoints || !(empty() & bit(move.to))) return false;
    const int side = side_;
    if (placing(side)) {
        if (move.from != kNoPoint) return false;
    } else {
        if (move.from < 0 || move.from >= kPoints || !(pawns_[side] & bit(move.from))) return false;
        if (!flying(side) && !(geometry_->neighbours(move.from) & bit(move.to))) return false;
    }
    const Mask victims = removable(side);
    if (victims && closesMill(side, move.from, move.to))
        return move.remove >= 0 && move.remove < kPoints && (victims & bit(move.remove));
    return move.remove == kNoPoint;
}

void Position::apply(MorrisMove move) {
    const int side = side_;
    const int other = 1 - side;
    if (move.isPlacement()) {
        hash_ ^= kKeys.hand[side][hand_[side]];
        --hand_[side];
        hash_ ^= kKeys.hand[side][hand_[side]];
    } else {
        pawns_[side] &= ~bit(move.from);
        hash_ ^= kKeys.pawn[side][move.from];
    }
    pawns_[side] |= bit(move.to);
    hash_ ^= kKeys.pawn[side][move.to];
    if (move.removes()) {
        pawns_[other] &= ~bit(move.remove);
        hash_ ^= kKeys.pawn[other][move.remove];
        quietPlies_ = 0;
    } else if (!move.isPlacement()) {
        ++quietPlies_;
    }
    side_ = other;
    hash_ ^= kKeys.blackToMove;
}

Status Position::status() const {
    const Status moverLoses = side_ == 0 ? Status::BlackWins : Status::WhiteWins;
    if (remaining(side_) <= 2) return moverLoses;
    if (remaining(1 - side_) <= 2) return side_ == 0 ? Status::WhiteWins : Status::BlackWins;
    if (!canMove()) return moverLoses;
    if (quietPlies_ >= kQuietPlyLimit) return Status::Draw;
    return Status::Ongoing;
}

bool Position::operator==(const Position& other) const {
    return geometry_ == other.geometry_ && pawns_ == other.pawns_ && hand_ == other.hand_ &&
           side_ == other.side_ && quietPlies_ == other.quietPlies_;
}

}  // namespace lt::morris
