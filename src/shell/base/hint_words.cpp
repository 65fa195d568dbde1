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

QString standingInWords(int score, const QString& mover, const QString& other) {
    const QString side = score > 0 ? mover : other;
    const int size = std::abs(score);
    if (size <= 30) return QCoreApplication::translate("HintWords", "equal position");
    if (size < 100)
        return QCoreApplication::translate("HintWords", "%1 is slightly better").arg(side);
    if (size < 300) return QCoreApplication::translate("HintWords", "%1 is better").arg(side);
    return QCoreApplication::translate("HintWords", "%1 is winning").arg(side);
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
        return (mate ? QCoreApplication::translate("HintWords", "%1 mates in %n", nullptr, e.value)
                     : QCoreApplication::translate("HintWords", "%1 wins in %n move(s)", nullptr,
                                                   e.value))
            .arg(other);
    const QString standing = standingInWords(e.value, mover, other);
    const QString gain = gainInWords(outlook.gain, outlook.count);
    return gain.isEmpty() ? standing
                          : QCoreApplication::translate("HintWords", "%1, %2").arg(gain, standing);
}

}  // namespace lt::shell
