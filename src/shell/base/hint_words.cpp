#include "base/hint_words.h"

#include <QCoreApplication>
#include <cstdlib>

namespace lt::shell {

namespace {

QString gainInWords(HintGain gain, int count) {
    switch (gain) {
        case HintGain::None:
            return {};
        case HintGain::Pawns:
            return QCoreApplication::translate("HintWords", "wins %n pawn(s)", nullptr, count);
        case HintGain::Knight:
            return QCoreApplication::translate("HintWords", "wins a knight");
        case HintGain::Bishop:
            return QCoreApplication::translate("HintWords", "wins a bishop");
        case HintGain::Rook:
            return QCoreApplication::translate("HintWords", "wins a rook");
        case HintGain::Queen:
            return QCoreApplication::translate("HintWords", "wins the queen");
        case HintGain::Exchange:
            return QCoreApplication::translate("HintWords", "wins the exchange");
        case HintGain::Men:
            return QCoreApplication::translate("HintWords", "wins %n man/men", nullptr, count);
        case HintGain::Kings:
            return QCoreApplication::translate("HintWords", "wins %n king(s)", nullptr, count);
    }
    return {};
}

// The messages with a player's name carry the comment "a player's name": the sides' names are
// plural in some languages, a player's never.
QString standingInWords(int score, const QString& mover, const QString& other,
                        HintSubject subject) {
    const QString side = score > 0 ? mover : other;
    const int size = std::abs(score);
    const bool player = subject == HintSubject::Player;
    if (size <= 30) return QCoreApplication::translate("HintWords", "equal position");
    if (size < 100)
        return (player ? QCoreApplication::translate("HintWords", "%1 is slightly better",
                                                     "a player's name")
                       : QCoreApplication::translate("HintWords", "%1 is slightly better"))
            .arg(side);
    if (size < 300)
        return (player ? QCoreApplication::translate("HintWords", "%1 is better", "a player's name")
                       : QCoreApplication::translate("HintWords", "%1 is better"))
            .arg(side);
    return (player ? QCoreApplication::translate("HintWords", "%1 is winning", "a player's name")
                   : QCoreApplication::translate("HintWords", "%1 is winning"))
        .arg(side);
}

QString winnerInWords(const review::Evaluation& e, const QString& winner, HintWinBy winBy,
                      HintSubject subject) {
    const bool player = subject == HintSubject::Player;
    if (winBy == HintWinBy::Mate)
        return (player
                    ? QCoreApplication::translate("HintWords", "%1 mates in %n", "a player's name",
                                                  e.value)
                    : QCoreApplication::translate("HintWords", "%1 mates in %n", nullptr, e.value))
            .arg(winner);
    return (player ? QCoreApplication::translate("HintWords", "%1 wins in %n move(s)",
                                                 "a player's name", e.value)
                   : QCoreApplication::translate("HintWords", "%1 wins in %n move(s)", nullptr,
                                                 e.value))
        .arg(winner);
}

}  // namespace

QString hintOutlookInWords(const HintOutlook& outlook, const QString& mover, const QString& other) {
    const review::Evaluation& e = outlook.evaluation;
    const bool mate = outlook.winBy == HintWinBy::Mate;
    if (e.kind == review::Evaluation::Kind::Win)
        return mate ? QCoreApplication::translate("HintWords", "mates in %n", nullptr, e.value)
                    : QCoreApplication::translate("HintWords", "wins in %n move(s)", nullptr,
                                                  e.value);
    if (e.kind == review::Evaluation::Kind::Loss)
        return winnerInWords(e, other, outlook.winBy, outlook.subject);
    const QString standing = standingInWords(e.value, mover, other, outlook.subject);
    const QString gain = gainInWords(outlook.gain, outlook.count);
    return gain.isEmpty() ? standing
                          : QCoreApplication::translate("HintWords", "%1, %2").arg(gain, standing);
}

}  // namespace lt::shell
