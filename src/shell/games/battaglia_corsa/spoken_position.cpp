// What the battaglia corsa table says to a screen reader (nobody sees a face-down card, so
// everyone hears the same): each player's stack, the centre pile with its top cards, a pair
// to slap, and the challenge of a court card.
#include "games/battaglia_corsa/battaglia_corsa_board.h"
#include "widgets/card_text.h"

namespace lt::shell::battaglia_corsa {

QString SlapBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* slap = dynamic_cast<const SlapState*>(&state);
    if (!slap) return BoardView::spokenPosition(state, viewer);
    const QString comma = tr(", ");
    QStringList stacks, out;
    for (PlayerId seat = 0; seat < slap->numPlayers(); ++seat) {
        if (slap->isOut(seat))
            out << seatName(seat);
        else
            stacks << tr("%1: %2").arg(seatName(seat), QString::number(slap->stackSize(seat)));
    }
    QStringList parts{tr("Cards in each stack: %1.").arg(stacks.join(comma))};
    if (!out.isEmpty()) parts << tr("Out: %1.").arg(out.join(comma));
    const auto& pile = slap->pile();
    if (pile.empty()) {
        parts << tr("The pile is empty.");
    } else {
        const QString top = spokenCardName(cards::Card::fromCode(pile.back()));
        parts << (pile.size() == 1
                      ? tr("Pile: %1.").arg(top)
                      : tr("Cards in the pile: %1; on top %2, then %3.")
                            .arg(QString::number(pile.size()), top,
                                 spokenCardName(cards::Card::fromCode(pile[pile.size() - 2]))));
        if (slap->pairOnTop()) parts << tr("A pair on top: slap!");
    }
    if (slap->challenger() >= 0 && slap->owed() > 0)
        parts << tr("%1 must turn %n more card(s)", nullptr, slap->owed())
                         .arg(seatName(slap->current())) +
                     QLatin1Char('.');
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::battaglia_corsa
