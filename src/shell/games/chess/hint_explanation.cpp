#include "games/chess/hint_explanation.h"

#include <QCoreApplication>
#include <QStringList>
#include <array>

#include "games/chess/bitboard.h"
#include "games/chess/engine/search.h"
#include "games/chess/engine/transposition.h"
#include "games/chess/notation.h"
#include "games/chess/review.h"

namespace lt::shell::chess {

namespace {

constexpr std::size_t kHintLinePlies = 6;  // the line shown: three moves of each side at most
constexpr std::array<int, 6> kHintPieceValue = {0, 1, 3, 3, 5, 9};  // by PieceType, in pawns

std::array<int, 6> countHintPieces(const lt::chess::Position& position, lt::chess::Color side) {
    std::array<int, 6> counts{};
    for (int type = lt::chess::Pawn; type <= lt::chess::Queen; ++type)
        counts[type] =
            lt::chess::popCount(position.pieces(side, static_cast<lt::chess::PieceType>(type)));
    return counts;
}

}  // namespace

HintOutlook chessHintOutlook(const lt::chess::Position& root,
                             const std::vector<lt::chess::Move>& pv,
                             const review::Evaluation& evaluation) {
    HintOutlook outlook{evaluation, HintGain::None, 0};
    const lt::chess::Color mover = root.sideToMove();
    const lt::chess::Color other = mover == lt::chess::White ? lt::chess::Black : lt::chess::White;
    lt::chess::Position end = root;
    for (const lt::chess::Move move : pv) {
        if (!end.isLegal(move)) break;
        end.makeMove(move);
    }
    const auto moverBefore = countHintPieces(root, mover), moverAfter = countHintPieces(end, mover);
    const auto otherBefore = countHintPieces(root, other), otherAfter = countHintPieces(end, other);
    std::array<int, 6> won{}, lost{};
    int net = 0;
    for (int type = lt::chess::Pawn; type <= lt::chess::Queen; ++type) {
        won[type] = otherBefore[type] - otherAfter[type];
        lost[type] = moverBefore[type] - moverAfter[type];
        net += (won[type] - lost[type]) * kHintPieceValue[type];
    }
    if (net < 1) return outlook;
    const int minorsWon = won[lt::chess::Knight] + won[lt::chess::Bishop],
              minorsLost = lost[lt::chess::Knight] + lost[lt::chess::Bishop];
    if (won[lt::chess::Queen] > lost[lt::chess::Queen])
        outlook.gain = HintGain::Queen;
    else if (won[lt::chess::Rook] > lost[lt::chess::Rook])
        outlook.gain = minorsLost > minorsWon ? HintGain::Exchange : HintGain::Rook;
    else if (minorsWon > minorsLost)
        outlook.gain =
            won[lt::chess::Knight] > lost[lt::chess::Knight] ? HintGain::Knight : HintGain::Bishop;
    else {
        outlook.gain = HintGain::Pawns;
        outlook.count = net;
    }
    return outlook;
}

QString explainChessHint(lt::chess::Position position, const std::atomic<bool>& stop, int depth) {
    if (position.status() != lt::chess::GameStatus::Ongoing) return {};
    lt::chess::engine::TranspositionTable table(16);
    lt::chess::engine::Searcher searcher(table);
    lt::chess::engine::SearchLimits limits;
    limits.depth = depth;
    std::vector<lt::chess::Move> pv;
    const lt::chess::Position root = position;
    const lt::chess::engine::SearchResult result = searcher.search(
        position, limits, stop, [&pv](const lt::chess::engine::SearchInfo& info) { pv = info.pv; });
    if (stop.load()) return {};
    if (pv.empty() || pv.front() != result.best) pv.assign(1, result.best);
    QStringList line;
    lt::chess::Position walk = root;
    for (std::size_t i = 0; i < pv.size() && i < kHintLinePlies && walk.isLegal(pv[i]); ++i) {
        const QString san = QString::fromStdString(lt::chess::toSan(walk, pv[i]));
        const QString number = QString::number(walk.fullmoveNumber());
        if (walk.sideToMove() == lt::chess::White)
            line << number + QStringLiteral(". ") + san;
        else
            line << (i == 0 ? number + QStringLiteral("... ") + san : san);
        walk.makeMove(pv[i]);
    }
    const QString white = QCoreApplication::translate("HintWords", "White");
    const QString black = QCoreApplication::translate("HintWords", "Black");
    const bool whiteMoves = root.sideToMove() == lt::chess::White;
    const QString words =
        hintOutlookInWords(chessHintOutlook(root, pv, lt::chess::evaluationOfScore(result.score)),
                           whiteMoves ? white : black, whiteMoves ? black : white);
    return QCoreApplication::translate("HintWords", "Expected: %1 — %2")
        .arg(line.join(QLatin1Char(' ')), words);
}

}  // namespace lt::shell::chess
