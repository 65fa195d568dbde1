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
    HintOutlook outlook{evaluation, HintGain::None, 0, HintWinBy::NoMoveLeft};
    // The pieces each side takes along the line, as they stand when taken: a man crowned on
    // the way is no king won.
    int menWon = 0, kingsWon = 0;
    lt::draughts::Position walk = root;
    for (const lt::draughts::Move& move : pv) {
        if (!isLegalHintMove(walk, move)) break;
        const int sign = walk.sideToMove() == root.sideToMove() ? 1 : -1;
        const int kings = lt::draughts::countBits(move.captured & walk.kings());
        kingsWon += sign * kings;
        menWon += sign * (move.captureCount() - kings);
        walk.play(move);
    }
    // A king counts as three men, as players reckon it.
    const int worth = menWon + 3 * kingsWon;
    if (kingsWon > 0 && menWon >= 0) {
        outlook.gain = HintGain::Kings;
        outlook.count = kingsWon;
    } else if (worth > 0) {
        outlook.gain = HintGain::Men;
        outlook.count = worth;
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
