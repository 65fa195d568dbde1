// What the dice poker board says to a screen reader: the dice of the seat throwing (or those
// it keeps for its next throw), the hands played this round with their combinations (the last
// round's between rounds), the pot, then everybody's tokens.
#include "games/dice_poker/dice_poker_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::dicepoker {

QString PokerBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* poker = dynamic_cast<const lt::dicepoker::PokerState*>(&state);
    if (!poker) return BoardView::spokenPosition(state, viewer);
    using lt::dicepoker::Phase;
    QStringList parts;
    if (poker->phase() == Phase::Throwing) {
        if (!poker->awaitingThrow())
            parts << SpokenWords::dice(lt::dice::facesHighFirst(poker->dice()));
        else if (lt::dice::diceTotal(poker->kept()) > 0)
            parts << SpokenWords::held(lt::dice::facesHighFirst(poker->kept()));
    }
    // The hands as the rows beside the table show them.
    const bool between = poker->phase() == Phase::Stake || poker->phase() == Phase::Over;
    const auto& last = poker->lastRound();
    for (PlayerId seat = 0; seat < poker->numPlayers(); ++seat) {
        std::optional<lt::dicepoker::DiceCounts> hand;
        if (between && last) {
            hand = last->hands[seat];
        } else if (!between) {
            hand = poker->hands()[seat];
            if (poker->phase() == Phase::Playoff && poker->playoffThrows()[seat])
                hand = poker->playoffThrows()[seat];
        }
        if (hand)
            parts << SpokenWords::seatHand(seatName(seat), lt::dice::facesHighFirst(*hand),
                                           combinationText(*hand));
    }
    if (poker->pot() > 0) parts << SpokenWords::pot(poker->pot());
    parts << BoardView::spokenPosition(state, viewer);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::dicepoker
