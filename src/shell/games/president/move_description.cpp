// The status-bar sentence for each Il pezzente move. Dealt and given cards are never named.
#include "games/president/moves.h"
#include "games/president/president_board.h"
#include "widgets/card_text.h"

namespace lt::shell::president {

QString PresidentBoard::describeMove(const State& before, Move move, const State& after) const {
    const auto* b = dynamic_cast<const PresidentState*>(&before);
    const auto* a = dynamic_cast<const PresidentState*>(&after);
    if (!b || !a) return BoardView::describeMove(before, move, after);
    const PlayerId actor = b->currentActor();
    using lt::president::MoveKind;
    QString text;
    switch (lt::president::kindOf(move)) {
        case MoveKind::FirstDealer:
            return tr("%1 deals first").arg(seatName(lt::president::dealerOf(move)));
        case MoveKind::Deal:
            return tr("Dealing to %1")
                .arg(seatName(
                    lt::president::Table::seatAfter(b->table().dealer, 1 + b->table().cardsDealt)));
        case MoveKind::Give: {
            const auto& step = b->table().currentStep();
            const QString receiver = seatName(b->table().seatWithTitle(step.receiver));
            return step.count == 1 ? tr("%1 gives a card to %2").arg(seatName(actor), receiver)
                                   : tr("%1 gives two cards to %2").arg(seatName(actor), receiver);
        }
        case MoveKind::Play:
            text = tr("%1 plays %2").arg(seatName(actor), cardText(lt::president::cardsOf(move)));
            if (b->hand(actor).size() == static_cast<int>(lt::president::cardsOf(move).size()))
                text += QStringLiteral(" — ") + tr("%1 is out").arg(seatName(actor));
            break;
        case MoveKind::Pass:
            text = tr("%1 passes").arg(seatName(actor));
            if (a->table().lastCollector && !b->table().lastCollector &&
                a->table().results.size() == b->table().results.size())
                text += QStringLiteral(" — ") +
                        tr("%1 collects the cards").arg(seatName(*a->table().lastCollector));
            break;
    }
    if (a->table().results.size() > b->table().results.size()) {
        const auto& places = a->table().results.back();
        for (PlayerId p = 0; p < lt::president::players; ++p)
            if (places[static_cast<std::size_t>(p)] == 1)
                text += QStringLiteral(" — ") + tr("%1 is President").arg(seatName(p));
    }
    return text;
}

}  // namespace lt::shell::president
