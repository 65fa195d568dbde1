#include "games/chess/review.h"

#include <memory>

#include "games/chess/engine/search.h"
#include "games/chess/engine/transposition.h"
#include "games/chess/notation.h"

namespace lt::chess {

review::Evaluation evaluationOfScore(int score) {
    using engine::kMate;
    using engine::kMateBound;
    if (score >= kMateBound) return review::Evaluation::win((kMate - score + 1) / 2);
    if (score <= -kMateBound) return review::Evaluation::loss((kMate + score) / 2);
    return review::Evaluation::score(score);
}

review::GameReview reviewGame(const Position& start, const std::vector<Move>& moves,
                              const ReviewSettings& settings, const std::atomic<bool>& stop,
                              const review::ReviewProgress& progress, review::Analyses* analyses,
                              std::size_t from) {
    std::vector<Position> positions{start};
    std::vector<std::string> played;
    for (const Move move : moves) {
        played.push_back(toSan(positions.back(), move));
        positions.push_back(positions.back());
        positions.back().makeMove(move);
    }
    std::unique_ptr<engine::TranspositionTable> table;
    std::unique_ptr<engine::Searcher> searcher;
    auto analyse = [&](std::size_t index) -> std::optional<review::PositionAnalysis> {
        Position position = positions[index];
        switch (position.status()) {
            case GameStatus::Ongoing:
                break;
            case GameStatus::Checkmate:
                return review::PositionAnalysis{review::Evaluation::loss(0), {}, {}};
            default:
                return review::PositionAnalysis{review::Evaluation::score(0), {}, {}};
        }
        engine::SearchLimits limits;
        limits.depth = settings.depth;
        limits.moveTimeMs = settings.moveTimeMs;
        if (!searcher) {
            table = std::make_unique<engine::TranspositionTable>(settings.tableMegabytes);
            searcher = std::make_unique<engine::Searcher>(*table);
        } else {  // each position as if first: the analyses do not depend on their order
            table->clear();
            searcher->reset();
        }
        std::vector<Move> pv;
        const engine::SearchResult result = searcher->search(
            position, limits, stop, [&pv](const engine::SearchInfo& info) { pv = info.pv; });
        if (stop.load()) return std::nullopt;
        if (pv.empty() || pv.front() != result.best) pv.assign(1, result.best);
        review::PositionAnalysis analysis;
        analysis.evaluation = evaluationOfScore(result.score);
        Position line = positions[index];
        for (const Move move : pv) {
            if (!line.isLegal(move)) break;
            analysis.line.push_back(toSan(line, move));
            line.makeMove(move);
        }
        analysis.bestMove = analysis.line.empty() ? std::string() : analysis.line.front();
        return analysis;
    };
    return review::reviewGame(played, positions.front().sideToMove() == White ? 0 : 1,
                              review::kChessScale, analyse, stop, progress, analyses, from);
}

}  // namespace lt::chess
