// What the 421 board says to a screen reader: the stage, the dice of the seat throwing (or
// those it keeps for its next throw), the throws of the round with their worth (the last
// round's until somebody throws), who is out, the pot, then everybody's tokens.
#include "games/dice_421/dice_421_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::dice421 {

QString Board421View::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* game = dynamic_cast<const lt::dice421::State421*>(&state);
    if (!game) return BoardView::spokenPosition(state, viewer);
    using lt::dice421::PlayoffFor;
    using lt::dice421::Stage;
    const auto name = [](const lt::dice421::DiceCounts& hand) {
        return QString::fromStdString(lt::dice421::handName(hand));
    };
    QStringList parts;
    if (game->stage() == Stage::Charge) parts << tr("Charge.");
    if (game->stage() == Stage::Discharge) parts << tr("Discharge.");
    if (game->playoffFor() == PlayoffFor::None && !game->isTerminal()) {
        if (!game->awaitingThrow() && game->throwsMade() > 0)
            parts << SpokenWords::dice(lt::dice::facesHighFirst(game->dice()));
        else if (lt::dice::diceTotal(game->kept()) > 0)
            parts << SpokenWords::held(lt::dice::facesHighFirst(game->kept()));
    }
    // The throws as the rows beside the table show them.
    bool fresh = game->throwsMade() == 0 && game->playoffFor() == PlayoffFor::None;
    for (const auto& hand : game->hands()) fresh = fresh && !hand;
    const auto& last = game->lastRound();
    const bool showLast = (fresh || game->isTerminal()) && last;
    for (PlayerId seat = 0; seat < game->numPlayers(); ++seat) {
        std::optional<lt::dice421::DiceCounts> hand =
            showLast ? last->hands[seat] : game->hands()[seat];
        if (!showLast && game->playoffFor() != PlayoffFor::None && game->playoffThrows()[seat])
            hand = game->playoffThrows()[seat];
        if (hand)
            parts << SpokenWords::seatHand(
                seatName(seat), lt::dice::facesHighFirst(*hand),
                lt::dice421::isNenette(*hand)
                    ? tr("%1, the lowest").arg(name(*hand))
                    : tr("%1, worth %n", nullptr, lt::dice421::tableValue(*hand)).arg(name(*hand)));
        else if (game->hasLeft(seat))
            parts << SpokenWords::labelled(seatName(seat), tr("out, no tokens left"));
    }
    if (game->pot() > 0) parts << SpokenWords::pot(game->pot());
    parts << BoardView::spokenPosition(state, viewer);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::dice421
