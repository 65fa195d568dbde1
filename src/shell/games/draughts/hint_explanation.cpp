#include "games/draughts/hint_explanation.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

#include "games/draughts/notation.h"
#include "games/draughts/review.h"

namespace lt::shell::draughts {

namespace {

constexpr std::size_t kHintLinePlies = 6;  // the line shown: three moves of each side at most

bool isLegalHintMove(const lt::draughts::Position& position, const lt::draughts::Move& move) {
    const lt::draughts::MoveList legal = lt::draughts::legalMoves(position);
    return std::find(legal.begin(), legal.end(), move) != legal.end();
}

}  // namespace

HintOutlook draughtsHintOutlook(const lt::draughts::Position& root,
                                const std::vector<lt::draughts::Move>& pv,
                                const review::Evaluation& evaluation) {
    HintOutlook outlook{evaluation, HintGain::None, 0};
    const lt::draughts::Side mover = root.sideToMove(), other = lt::draughts::opposite(mover);
    lt::draughts::Position end = root;
    for (const lt::draughts::Move& move : pv) {
        if (!isLegalHintMove(end, move)) break;
        end.play(move);
    }
    // A king counts as three men, as players reckon it.
    const int menWon =
        lt::draughts::countBits(root.men(other)) - lt::draughts::countBits(end.men(other)) -
        (lt::draughts::countBits(root.men(mover)) - lt::draughts::countBits(end.men(mover)));
    const int kingsWon =
        lt::draughts::countBits(root.kings(other)) - lt::draughts::countBits(end.kings(other)) -
        (lt::draughts::countBits(root.kings(mover)) - lt::draughts::countBits(end.kings(mover)));
    // Pieces, whatever they became: a man crowned on the way is still the mover's.
    const int piecesWon =
        lt::draughts::countBits(root.pieces(other)) - lt::draughts::countBits(end.pieces(other)) -
        (lt::draughts::countBits(root.pieces(mover)) - lt::draughts::countBits(end.pieces(mover)));
    if (kingsWon > 0 && piecesWon >= kingsWon) {
        outlook.gain = HintGain::Kings;
        outlook.count = kingsWon;
    } else if (piecesWon > 0 && menWon > 0) {
        outlook.gain = HintGain::Men;
        outlook.count = piecesWon;
    }
    return outlook;
}

QString explainDraughtsHint(const lt::draughts::Position& position,
                            const std::vector<std::uint64_t>& history, int moveNumber,
                            const std::atomic<bool>& stop, int depth) {
    const auto found = lt::draughts::searchPositionLine(position, history, depth, stop);
    if (!found || found->line.empty()) return {};
    const std::vector<lt::draughts::Move>& pv = found->line;
    QStringList line;
    lt::draughts::Position walk = position;
    int number = moveNumber;
    for (std::size_t i = 0; i < pv.size() && i < kHintLinePlies && isLegalHintMove(walk, pv[i]);
         ++i) {
        const QString text = QString::fromStdString(lt::draughts::moveToText(walk, pv[i]));
        if (walk.sideToMove() == lt::draughts::Side::White)
            line << QString::number(number) + QStringLiteral(". ") + text;
        else
            line << (i == 0 ? QString::number(number) + QStringLiteral("... ") + text : text);
        if (walk.sideToMove() == lt::draughts::Side::Black) ++number;
        walk.play(pv[i]);
    }
    const QString white = QCoreApplication::translate("HintWords", "White");
    const QString black = QCoreApplication::translate("HintWords", "Black");
    const bool whiteMoves = position.sideToMove() == lt::draughts::Side::White;
    const QString words =
        hintOutlookInWords(draughtsHintOutlook(position, pv, found->evaluation),
                           whiteMoves ? white : black, whiteMoves ? black : white);
    return QCoreApplication::translate("HintWords", "Expected: %1 — %2")
        .arg(line.join(QLatin1Char(' ')), words);
}

}  // namespace lt::shell::draughts
