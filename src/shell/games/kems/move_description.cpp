// The status line for each Kem's move (kems_board.h).
#include "games/cards_common/card.h"
#include "games/kems/gesture_texts.h"
#include "games/kems/kems_board.h"
#include "widgets/card_text.h"

namespace lt::shell::kems {
namespace {

using namespace lt::kems;

QString cardText(int card) {
    return lt::shell::cardText(cards::Card::fromCode(card));
}

QString cardsText(const std::vector<int>& cards) {
    QStringList texts;
    for (int card : cards) texts << cardText(card);
    return texts.join(' ');
}

}  // namespace

QString KemsBoard::describeMove(const State& before, Move move, const State& after) const {
    const auto* to = dynamic_cast<const KemsState*>(&after);
    if (!to) return BoardView::describeMove(before, move, after);
    const Table& table = to->table();
    const Event* event = isClaim(move) && !table.events.empty() ? &table.events.back() : nullptr;
    QString text;
    switch (kindOf(move)) {
        case MoveKind::Dealer:
            return tr("%1 deals first.").arg(seatName(argumentOf(move)));
        case MoveKind::Signal:
            return tr("%1 and %2 have chosen their secret signal.")
                .arg(seatName(before.currentActor()), seatName(before.currentActor() + 2));
        case MoveKind::Deal:
            return tr("A card is dealt.");
        case MoveKind::Lay:
            return tr("%1 is laid in the market.").arg(cardText(argumentOf(move)));
        case MoveKind::Refresh:
            return tr("The market goes to the discard heap.");
        case MoveKind::Swap:
            if (!event) break;
            return tr("%1 takes %2 and gives %3.")
                .arg(seatName(event->seat), cardText(event->taken), cardText(event->given));
        case MoveKind::Gesture:
            if (!event) break;
            return tr("%1: %2.").arg(seatName(event->seat), GestureTexts::label(event->gesture));
        case MoveKind::Done:
            if (!event) break;
            return tr("%1 is done.").arg(seatName(event->seat));
        case MoveKind::Kems:
        case MoveKind::DoubleKems:
            if (!event) break;
            // The call as it was made, and what it scored (a Double Kem's with one four of a
            // kind scores as a Kem's: +1).
            if (kindOf(move) == MoveKind::DoubleKems)
                text = event->valid ? tr("%1: \"Double Kem's!\" Right: +%2.")
                                          .arg(seatName(event->seat))
                                          .arg(event->points)
                                    : tr("%1: \"Double Kem's!\" Wrong (%2): %3.")
                                          .arg(seatName(event->seat), cardsText(event->revealed))
                                          .arg(event->points);
            else
                text = event->valid ? tr("%1: \"Kem's!\" Right: +%2.")
                                          .arg(seatName(event->seat))
                                          .arg(event->points)
                                    : tr("%1: \"Kem's!\" Wrong (%2): %3.")
                                          .arg(seatName(event->seat), cardsText(event->revealed))
                                          .arg(event->points);
            break;
        case MoveKind::Counter:
            if (!event) break;
            text = event->valid
                       ? tr("%1: \"Counter-Kem's: %2!\" Right: +4, and a new signal.")
                             .arg(seatName(event->seat), GestureTexts::label(event->gesture))
                       : tr("%1: \"Counter-Kem's: %2!\" Wrong: −2.")
                             .arg(seatName(event->seat), GestureTexts::label(event->gesture));
            break;
        case MoveKind::Invalid:
            break;
    }
    if (text.isEmpty()) return BoardView::describeMove(before, move, after);
    return text;
}

Sound KemsBoard::soundFor(const State& /*before*/, Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    switch (kindOf(move)) {
        case MoveKind::Swap:
            return Sound::Move;
        case MoveKind::Kems:
        case MoveKind::DoubleKems:
        case MoveKind::Counter:
            return Sound::Capture;
        default:
            return Sound::None;
    }
}

}  // namespace lt::shell::kems
