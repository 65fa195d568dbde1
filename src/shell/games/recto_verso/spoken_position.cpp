// What the Recto Verso table says to a screen reader, as the seat looking sees it: the fronts
// of its own cards, the backs of the others' cards (the sides turned towards it), the middle's
// upper sides and the points. At a hand-over screen no hand's side is said.
#include "games/recto_verso/recto_verso_board.h"

namespace lt::shell::recto_verso {

QString RectoVersoBoard::spokenPosition(const State& state, PlayerId viewer) const {
    using lt::recto_verso::Placed;
    const auto* rv = dynamic_cast<const RectoVersoState*>(&state);
    if (!rv || rv->table().phase == lt::recto_verso::Phase::Dealing)
        return BoardView::spokenPosition(state, viewer);
    const QString comma = tr(", ");
    const auto sides = [&](const std::vector<Placed>& cards, bool fronts) {
        QStringList faces;
        for (const Placed& placed : cards)
            faces << faceText(fronts ? placed.shown() : placed.hidden());
        return faces.join(comma);
    };
    const bool seated = viewer >= 0 && viewer < rv->numPlayers();
    QStringList parts;
    if (seated && !rv->hand(viewer).empty())
        parts << tr("Your cards: %1.").arg(sides(rv->hand(viewer), true));
    for (PlayerId seat = 0; seat < rv->numPlayers(); ++seat) {
        if (seat == viewer) continue;
        const auto& hand = rv->hand(seat);
        parts << (seated ? tr("%1's cards, the sides you see: %2.")
                               .arg(seatName(seat), sides(hand, false))
                         : tr("Cards in the hand of %1: %2.")
                               .arg(seatName(seat), QString::number(hand.size())));
    }
    if (!rv->middle().empty()) parts << tr("Middle: %1.").arg(sides(rv->middle(), true));
    if (const QString scores = BoardView::spokenPosition(state, viewer); !scores.isEmpty())
        parts << scores;
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::recto_verso
