#include "games/chess/engine/draw_agent.h"

#include <algorithm>
#include <cstdlib>

#include "framework/errors.h"
#include "framework/view.h"
#include "games/chess/engine/search.h"

namespace lt::chess::engine {
namespace {

// The search behind an answer: enough to see a hanging piece or a simple combination.
constexpr int kAnswerDepth = 4;
constexpr std::uint64_t kAnswerNodes = 20'000;
// Each of the eight positions behind an offer gets a smaller look.
constexpr int kOfferDepth = 5;
constexpr std::uint64_t kOfferNodes = 4'000;
constexpr int kClearlyWorse = -50;
constexpr int kLevelScore = 25;
constexpr int kLevelFromMove = 31;
constexpr int kDrawnEndingMargin = 100;

// 0 none, 1 minor, 2 rook, 3 queen; -1 more than one piece.
int pieceKind(const Position& pos, Color side) {
    const Bitboard pieces = pos.pieces(side) & ~pos.pieces(side, King);
    if (!pieces) return 0;
    if (moreThanOne(pieces)) return -1;
    if (pieces & pos.pieces(Queen)) return 3;
    if (pieces & pos.pieces(Rook)) return 2;
    return 1;
}

// The search's score for `me` (centipawns, or a mate score).
int scoreFor(Position& pos, Color me, TranspositionTable& table, int depth, std::uint64_t nodes,
             const std::atomic<bool>& stop) {
    Searcher searcher(table);
    SearchLimits limits;
    limits.depth = depth;
    limits.nodes = nodes;
    const int score = searcher.search(pos, limits, stop).score;
    return pos.sideToMove() == me ? score : -score;
}

class DrawAgent final : public Agent {
  public:
    DrawAgent(DrawQuestion question, bool evenPositions)
        : question_(question), evenPositions_(evenPositions), table_(1) {}

    std::string name() const override { return "chess engine, draw offers"; }

    lt::Move chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) override {
        const auto state = view.sampleState(rng);
        const auto* chess = dynamic_cast<const ChessState*>(state.get());
        if (!chess) throw IllegalMove("the chess engine was given another game");
        const Color me = view.viewer() == 0 ? White : Black;
        Position pos = chess->position();
        return question_ == DrawQuestion::Answer ? answer(pos, me, stop) : offer(pos, me, stop);
    }

  private:
    lt::Move answer(Position& pos, Color me, const std::atomic<bool>& stop) {
        const int score = scoreFor(pos, me, table_, kAnswerDepth, kAnswerNodes, stop);
        const bool accept = score <= kClearlyWorse ||
                            (score <= kLevelScore && pos.fullmoveNumber() >= kLevelFromMove) ||
                            (clearlyDrawnEnding(pos) && score <= kDrawnEndingMargin);
        return accept ? claim::kAcceptDraw : claim::kDeclineDraw;
    }

    lt::Move offer(Position& pos, Color me, const std::atomic<bool>& stop) {
        if (clearlyDrawnEnding(pos)) {
            const int score = scoreFor(pos, me, table_, kAnswerDepth, kAnswerNodes, stop);
            return std::abs(score) <= kDrawnEndingMargin ? claim::kOfferDraw : kNoClaim;
        }
        if (!evenPositions_) return kNoClaim;
        const bool even = evenForAWhile(pos, me, [&](Position& at) {
            // Stopped: no offer (a score no position can have).
            return stop ? kInfinity : scoreFor(at, me, table_, kOfferDepth, kOfferNodes, stop);
        });
        return even ? claim::kOfferDraw : kNoClaim;
    }

    DrawQuestion question_;
    bool evenPositions_;
    TranspositionTable table_;
};

}  // namespace

bool clearlyDrawnEnding(const Position& pos) {
    if (pos.pieces(Pawn)) return false;
    const int white = pieceKind(pos, White), black = pieceKind(pos, Black);
    return white > 0 && white == black;
}

bool evenForAWhile(Position pos, Color me, const std::function<int(Position&)>& score) {
    if (pos.fullmoveNumber() < kEvenFromMove || pos.gamePly() < 2 * kEvenMoves - 1 ||
        pos.sideToMove() == me)
        return false;
    for (int k = 0; k < kEvenMoves; ++k) {
        if (k > 0) {
            pos.unmakeMove();
            pos.unmakeMove();
        }
        if (std::abs(score(pos)) > kEvenScore) return false;
    }
    return true;
}

bool offersInEvenPositions(std::string_view level) {
    for (std::string_view beginner : {"random", "elo800", "elo1000", "elo1200"})
        if (level == beginner) return false;
    return true;
}

std::optional<DrawQuestion> drawQuestion(const ChessState& state, Color me,
                                         std::string_view level) {
    if (state.isTerminal()) return std::nullopt;
    if (const auto offer = state.drawOffer())
        return *offer != me ? std::optional(DrawQuestion::Answer) : std::nullopt;
    const Position& pos = state.position();
    // An offer goes with its own move: the opponent is to move, after a move of ours.
    if (pos.sideToMove() == me || pos.gamePly() < 1) return std::nullopt;
    const int last = state.lastOfferPly(me);
    if (last >= 0 && pos.gamePly() - last < 2 * kOfferSpacingMoves) return std::nullopt;
    const auto claims = state.claimMoves(me == White ? 0 : 1);
    if (std::find(claims.begin(), claims.end(), claim::kOfferDraw) == claims.end())
        return std::nullopt;
    const bool even = offersInEvenPositions(level) && pos.fullmoveNumber() >= kEvenFromMove &&
                      pos.gamePly() >= 2 * kEvenMoves - 1;
    if (!even && !clearlyDrawnEnding(pos)) return std::nullopt;
    return DrawQuestion::Offer;
}

std::unique_ptr<Agent> makeDrawAgent(DrawQuestion question, std::string_view level) {
    return std::make_unique<DrawAgent>(question, offersInEvenPositions(level));
}

}  // namespace lt::chess::engine
