#include "games/morris/state.h"

#include <algorithm>
#include <cmath>

#include "framework/errors.h"
#include "games/morris/evaluation.h"
#include "games/morris/notation.h"

namespace lt::morris {

MorrisState::MorrisState(const Game& game, Position position)
    : game_(&game), position_(position), history_{position.hash()} {
    judge();
}

std::unique_ptr<State> MorrisState::clone() const {
    return std::make_unique<MorrisState>(*this);
}

PlayerId MorrisState::currentActor() const {
    return status_ == Status::Ongoing ? position_.sideToMove() : actor::terminal;
}

std::vector<Move> MorrisState::legalMoves() const {
    if (status_ != Status::Ongoing) return {};
    MoveList list;
    position_.generate(list);
    return std::vector<Move>(list.begin(), list.end());
}

void MorrisState::apply(Move move) {
    const MorrisMove m = MorrisMove::decode(move);
    if (status_ != Status::Ongoing || move > 0x7fff || !position_.isLegal(m)) {
        // Only a move of real points can be written in notation.
        const bool writable = move <= 0x7fff && m.to < kPoints &&
                              (m.from < kPoints || m.from == kNoPoint) &&
                              (m.remove < kPoints || m.remove == kNoPoint);
        throw IllegalMove("illegal Morris move " +
                          (writable ? formatMove(m) : "code " + std::to_string(move)) + " in " +
                          formatPosition(position_));
    }
    position_.apply(m);
    // A placement or a removal can never be undone, so no earlier position can come back.
    if (m.isPlacement() || m.removes()) history_.clear();
    history_.push_back(position_.hash());
    judge();
}

void MorrisState::judge() {
    status_ = position_.status();
    repetition_ = false;
    if (status_ != Status::Ongoing) return;
    if (std::count(history_.begin(), history_.end(), position_.hash()) >= 3) {
        status_ = Status::Draw;
        repetition_ = true;
    }
}

std::string MorrisState::moveToString(Move move) const {
    return formatMove(MorrisMove::decode(move));
}

std::optional<Move> MorrisState::parseMove(std::string_view text,
                                           std::optional<PlayerId> claimant) const {
    if (claimant || status_ != Status::Ongoing) return std::nullopt;
    try {
        const MorrisMove move = parseMoveText(text);
        if (position_.isLegal(move)) return move.code();
    } catch (const InputError&) {
    }
    return std::nullopt;
}

std::string MorrisState::toString() const {
    // The board drawn row by row (rank 7 at the top), then the rest of the position.
    static const char* const kRows[] = {
        "7 {}-----------{}-----------{}",    "  |           |           |",
        "6 |   {}-------{}-------{}   |",    "  |   |       |       |   |",
        "5 |   |   {}---{}---{}   |   |",    "  |   |   |       |   |   |",
        "4 {}---{}---{}       {}---{}---{}", "  |   |   |       |   |   |",
        "3 |   |   {}---{}---{}   |   |",    "  |   |       |       |   |",
        "2 |   {}-------{}-------{}   |",    "  |           |           |",
        "1 {}-----------{}-----------{}",    "  a   b   c   d   e   f   g"};
    // Points in the order they appear in the rows above.
    static const int kOrder[] = {21, 22, 23, 18, 19, 20, 15, 16, 17, 9, 10, 11,
                                 12, 13, 14, 6,  7,  8,  3,  4,  5,  0, 1,  2};
    std::string text;
    int next = 0;
    for (const char* row : kRows) {
        for (const char* c = row; *c; ++c) {
            if (c[0] == '{' && c[1] == '}') {
                const int p = kOrder[next++];
                text += position_.pawns(kWhite) & bit(p)   ? 'W'
                        : position_.pawns(kBlack) & bit(p) ? 'B'
                                                           : 'o';
                ++c;
            } else {
                text += *c;
            }
        }
        text += '\n';
    }
    text += formatPosition(position_);
    text += position_.geometry().diagonals() ? " diagonals" : " classic";
    switch (status_) {
        case Status::Ongoing:
            break;
        case Status::WhiteWins:
            text += " (White wins)";
            break;
        case Status::BlackWins:
            text += " (Black wins)";
            break;
        case Status::Draw:
            text += repetition_ ? " (draw by repetition)" : " (draw, 50 plies)";
            break;
    }
    return text + "\n";
}

std::vector<int> MorrisState::ranking() const {
    switch (status_) {
        case Status::WhiteWins:
            return {1, 2};
        case Status::BlackWins:
            return {2, 1};
        default:
            return {1, 1};
    }
}

std::optional<std::vector<double>> MorrisState::heuristicReturns() const {
    if (status_ != Status::Ongoing) return returns();
    const int forMover = evaluate(position_);
    const double white =
        std::tanh((position_.sideToMove() == kWhite ? forMover : -forMover) / 400.0);
    return std::vector<double>{white, -white};
}

}  // namespace lt::morris
