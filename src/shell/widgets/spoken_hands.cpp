#include "widgets/spoken_hands.h"

#include <QCoreApplication>

#include "widgets/card_text.h"

namespace lt::shell {

QString spokenHands(PlayerId viewer, const std::vector<cards::Card>& ownHand,
                    const QStringList& names, const std::vector<int>& counts) {
    const bool seated = viewer >= 0 && viewer < static_cast<PlayerId>(counts.size());
    QStringList parts;
    if (seated)
        parts << (ownHand.empty()
                      ? QCoreApplication::translate("SpokenHands", "Your hand is empty.")
                      : QCoreApplication::translate("SpokenHands", "Your hand: %1.")
                            .arg(spokenCardNames(ownHand)));
    QStringList others;
    for (int seat = 0; seat < static_cast<int>(counts.size()) && seat < names.size(); ++seat)
        if (seat != viewer)
            others << QCoreApplication::translate("SpokenHands", "%1: %2")
                          .arg(names[seat],
                               QString::number(counts[static_cast<std::size_t>(seat)]));
    if (!others.isEmpty())
        parts << (seated
                      ? QCoreApplication::translate("SpokenHands", "Cards in the other hands: %1.")
                      : QCoreApplication::translate("SpokenHands", "Cards in hand: %1."))
                     .arg(others.join(QCoreApplication::translate("SpokenHands", ", ")));
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell
