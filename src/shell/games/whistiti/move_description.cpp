// The status-bar sentence for each Whistiti move. Dealt cards are never named: only the
// dealer's last card, which everyone sees.
#include <algorithm>

#include "games/whistiti/moves.h"
#include "games/whistiti/whistiti_board.h"
#include "widgets/card_text.h"

namespace lt::shell::whistiti {
namespace {

using lt::whistiti::cardOf;
using lt::whistiti::MoveKind;
using lt::whistiti::Phase;
using lt::whistiti::seatOf;

}  // namespace

QString WhistitiBoard::describeMove(const State& before, Move move, const State& after) const {
    const auto* b = dynamic_cast<const WhistitiState*>(&before);
    const auto* a = dynamic_cast<const WhistitiState*>(&after);
    if (!b || !a) return BoardView::describeMove(before, move, after);
    const auto& table = b->table();
    const PlayerId actor = b->currentActor();
    QString text;
    switch (lt::whistiti::kindOf(move)) {
        case MoveKind::Play: {
            text = tr("%1 plays %2").arg(seatName(actor), cardText(cardOf(move)));
            const auto& last = a->table().lastTrick;
            if (table.trick.size() + 1 == lt::whistiti::players && last)
                text += QStringLiteral(" — ") +
                        tr("%1 takes the trick")
                            .arg(seatName(cards::currentWinner(*last, table.trump()).seat));
            break;
        }
        case MoveKind::ChooseDealer:
            text = tr("%1 deals").arg(seatName(seatOf(move)));
            break;
        case MoveKind::Deal:
            if (a->table().phase == Phase::Playing && table.phase == Phase::Dealing)
                text = tr("%1 shows his last card, %2: %3 are trumps")
                           .arg(seatName(table.dealer), cardText(cardOf(move)),
                                QString::fromUtf8(cards::suitSymbol(cardOf(move).suit()).data()));
            else
                text = tr("Dealing to %1")
                           .arg(seatName(
                               lt::whistiti::Table::seatAfter(table.dealer, 1 + table.cardsDealt)));
            break;
    }
    if (a->isTerminal() && !b->isTerminal()) {
        const auto places = a->ranking();
        const PlayerId winner =
            static_cast<PlayerId>(std::find(places.begin(), places.end(), 1) - places.begin());
        const int points = a->table().standing()[winner];
        // A5: partners win together, with their side's points.
        text += QStringLiteral(" — ") +
                (a->table().partners
                     ? tr("%1 and %2 win with %n point(s).", nullptr, points)
                           .arg(seatName(winner), seatName(lt::whistiti::Table::partnerOf(winner)))
                     : tr("%1 wins with %n point(s).", nullptr, points).arg(seatName(winner)));
    }
    return text;
}

}  // namespace lt::shell::whistiti
