#include "games/draughts/review.h"

#include <algorithm>
#include <cstdlib>
#include <memory>

#include "framework/rng.h"
#include "games/draughts/notation.h"
#include "games/draughts/search.h"

namespace lt::draughts {

namespace {

constexpr int kNoProgressPlies = 40;

// A position of the game with what its draw rules need.
struct GamePosition {
    Position position;
    std::vector<std::uint64_t> repetitions;  // since the last man move or capture, this last
    int quietKingPlies = 0;
};

}  // namespace

review::Evaluation evaluationOfScore(int score) {
    if (std::abs(score) >= kMateScore - kMaxPly) {
        const int moves = (kMateScore - std::abs(score) + 1) / 2;
        return score > 0 ? review::Evaluation::win(moves) : review::Evaluation::loss(moves);
    }
    return review::Evaluation::score(score);
}

std::optional<PositionLine> searchPositionLine(const Position& position,
                                               const std::vector<std::uint64_t>& history, int depth,
                                               const std::atomic<bool>& stop) {
    if (legalMoves(position).empty()) return std::nullopt;
    Searcher searcher;
    Rng rng(1);
    SearchLimits limits;
    limits.maxDepth = depth;
    limits.time = std::chrono::milliseconds(0);
    limits.answerSingleMoveAtOnce = false;
    const SearchResult result = searcher.search(position, history, limits, stop, rng);
    if (stop.load() || !result.hasMove) return std::nullopt;
    std::vector<Move> pv = result.info.pv;
    if (pv.empty() || !(pv.front() == result.best)) pv.assign(1, result.best);
    PositionLine found{evaluationOfScore(result.info.score), {}};
    Position line = position;
    for (const Move& move : pv) {
        const MoveList legal = legalMoves(line);
        if (std::find(legal.begin(), legal.end(), move) == legal.end()) break;
        found.line.push_back(move);
        line.play(move);
    }
    return found;
}

review::GameReview reviewGame(const Position& start, const std::vector<Move>& moves,
                              const ReviewSettings& settings, const std::atomic<bool>& stop,
                              const review::ReviewProgress& progress, review::Analyses* analyses,
                              std::size_t from) {
    std::vector<GamePosition> positions{{start, {start.hash()}, 0}};
    std::vector<std::string> played;
    for (const Move& move : moves) {
        GamePosition next = positions.back();
        played.push_back(moveToText(next.position, move));
        const bool kingMove = (next.position.kings() & bitMask(move.from)) != 0;
        next.position.play(move);
        if (kingMove && !move.isCapture()) {
            ++next.quietKingPlies;
            next.repetitions.push_back(next.position.hash());
        } else {
            next.quietKingPlies = 0;
            next.repetitions.assign(1, next.position.hash());
        }
        positions.push_back(std::move(next));
    }
    std::unique_ptr<Searcher> searcher;
    Rng rng(1);
    auto analyse = [&](std::size_t index) -> std::optional<review::PositionAnalysis> {
        const GamePosition& game = positions[index];
        if (legalMoves(game.position).empty())
            return review::PositionAnalysis{review::Evaluation::loss(0), {}, {}};
        const auto repeats =
            std::count(game.repetitions.begin(), game.repetitions.end(), game.position.hash());
        if (repeats >= 3 || game.quietKingPlies >= kNoProgressPlies)
            return review::PositionAnalysis{review::Evaluation::score(0), {}, {}};
        SearchLimits limits;
        limits.maxDepth = settings.depth;
        limits.time = settings.time;
        limits.answerSingleMoveAtOnce = false;
        if (!searcher)
            searcher = std::make_unique<Searcher>();
        else  // each position as if first: the analyses do not depend on their order
            searcher->clear();
        const SearchResult result =
            searcher->search(game.position, game.repetitions, limits, stop, rng);
        if (stop.load() || !result.hasMove) return std::nullopt;
        std::vector<Move> pv = result.info.pv;
        if (pv.empty() || !(pv.front() == result.best)) pv.assign(1, result.best);
        review::PositionAnalysis analysis;
        analysis.evaluation = evaluationOfScore(result.info.score);
        Position line = game.position;
        for (const Move& move : pv) {
            const MoveList legal = legalMoves(line);
            if (std::find(legal.begin(), legal.end(), move) == legal.end()) break;
            analysis.line.push_back(moveToText(line, move));
            line.play(move);
        }
        analysis.bestMove = analysis.line.front();
        return analysis;
    };
    return review::reviewGame(played,
                              positions.front().position.sideToMove() == Side::White ? 0 : 1,
                              review::kDraughtsScale, analyse, stop, progress, analyses, from);
}

}  // namespace lt::draughts
