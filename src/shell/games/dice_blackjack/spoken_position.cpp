// What the dice blackjack board says to a screen reader: the last throw, each seat's standing
// and score in the round (the last round's until somebody throws), the pot,
// then everybody's tokens.
#include "games/dice_blackjack/dice_blackjack_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::diceblackjack {

namespace {

using lt::diceblackjack::Standing;

// "stands", "bust", …: the word of the round table.
QString standingWord(Standing standing, int score) {
    switch (standing) {
        case Standing::Waiting:
            return BlackjackBoardView::tr("waiting");
        case Standing::Playing:
            return score > 0 ? BlackjackBoardView::tr("throwing")
                             : BlackjackBoardView::tr("to throw");
        case Standing::Stood:
            return BlackjackBoardView::tr("stands");
        case Standing::Bust:
            return BlackjackBoardView::tr("bust");
        case Standing::Out:
            return BlackjackBoardView::tr("out of the game");
    }
    return {};
}

}  // namespace

QString BlackjackBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* game = dynamic_cast<const lt::diceblackjack::BlackjackState*>(&state);
    if (!game) return BoardView::spokenPosition(state, viewer);
    QStringList parts;
    const auto& throws = game->turnThrows();
    if (game->lastThrower() >= 0 && !throws.empty())
        parts << SpokenWords::dice(lt::dice::facesHighFirst(throws.back()));
    // The round as the table beside the dice shows it.
    const auto& last = game->lastRound();
    bool nobodyThrew = true;
    for (PlayerId seat = 0; seat < game->numPlayers(); ++seat)
        if (game->roundScore(seat) > 0) nobodyThrew = false;
    const bool showLast = last.number > 0 && (nobodyThrew || game->isTerminal());
    for (PlayerId seat = 0; seat < game->numPlayers(); ++seat) {
        const Standing standing = showLast ? last.standings[seat] : game->standing(seat);
        const int score = showLast ? last.scores[seat] : game->roundScore(seat);
        QString text = standingWord(standing, score);
        if (score > 0) text = tr("%1, %2").arg(text, QString::number(score));
        parts << SpokenWords::labelled(seatName(seat), text);
    }
    if (game->pot() > 0) parts << SpokenWords::pot(game->pot());
    parts << BoardView::spokenPosition(state, viewer);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::diceblackjack
