// The status-bar sentence for each Crazy Eights move. Hidden cards are never named: a drawn or
// given card is "a card" for everyone.
#include "games/crazy_eights/crazy_eights_board.h"
#include "widgets/card_text.h"

namespace lt::shell::crazy_eights {
namespace {

using lt::crazy_eights::MoveKind;
using lt::crazy_eights::Phase;

QString cardsText(const std::vector<Card>& cards) {
    return cardText(cards);
}

}  // namespace

QString CrazyEightsBoard::describeMove(const State& before, Move move, const State& after) const {
    const auto* b = dynamic_cast<const CrazyEightsState*>(&before);
    const auto* a = dynamic_cast<const CrazyEightsState*>(&after);
    if (!b || !a) return BoardView::describeMove(before, move, after);
    const auto& table = b->table();
    const PlayerId actor = b->currentActor();
    const bool dealEnded = a->table().results.size() > table.results.size();
    QString text;
    switch (lt::crazy_eights::kindOf(move)) {
        case MoveKind::Play: {
            const Play play = lt::crazy_eights::decodePlay(move);
            text = play.namedSuit ? tr("%1 plays %2 and names %3")
                                        .arg(seatName(actor), cardsText(play.cards),
                                             QString::fromStdString(
                                                 std::string(cards::suitSymbol(*play.namedSuit))))
                                  : tr("%1 plays %2").arg(seatName(actor), cardsText(play.cards));
            if (dealEnded) {
                text += QStringLiteral(" — ") + tr("%1 goes out!").arg(seatName(actor));
                break;
            }
            const Card last = play.cards.back();
            const int count = static_cast<int>(play.cards.size());
            const PlayerId next = b->seatAfter(actor, 1);
            if (last.isJoker() || last.rank() == cards::Rank::Two)
                text += QStringLiteral(" — ") +
                        tr("%1 draws %n card(s)", nullptr, 2 * count).arg(seatName(next));
            else if (last.rank() == cards::Rank::Ace && count % 2 == 1)
                text += QStringLiteral(" — ") + tr("the direction of play is reversed");
            else if (last.rank() == cards::Rank::Jack)
                text += QStringLiteral(" — ") +
                        (count == 1 ? tr("%1 misses a turn").arg(seatName(next))
                                    : tr("%n player(s) miss a turn", nullptr, count));
            else if (last.rank() == cards::Rank::Seven)
                text += QStringLiteral(" — ") + tr("%1 plays again").arg(seatName(actor));
            break;
        }
        case MoveKind::Draw:
            text = tr("%1 cannot play and draws a card").arg(seatName(actor));
            break;
        case MoveKind::Pass:
            text = tr("%1 passes").arg(seatName(actor));
            break;
        case MoveKind::ChanceDealer:
            text = tr("%1 deals").arg(seatName(lt::crazy_eights::seatOf(move)));
            break;
        case MoveKind::ChanceCard: {
            const Card card = lt::crazy_eights::chanceCard(move);
            if (table.phase == Phase::Dealing) {
                text = tr("Dealing to %1")
                           .arg(seatName((table.dealer + 1 + table.cardsDealt) % table.numPlayers));
            } else if (table.phase == Phase::StartCard) {
                text = card.isJoker() ? tr("A Joker is turned up: it goes back into the stock")
                                      : tr("The first card is %1").arg(cardsText({card}));
            } else if (!table.transfers.empty()) {
                const auto transfer = table.transfers.front();
                text = transfer.from < 0
                           ? tr("%1 takes a card from the stock").arg(seatName(transfer.to))
                           : tr("%1 gives %2 a card")
                                 .arg(seatName(transfer.from), seatName(transfer.to));
            }
            break;
        }
        case MoveKind::CallCard:
            text = tr("%1: “Card!”").arg(seatName(table.exposed));
            break;
        case MoveKind::Catch:
            text = tr("%1 forgot to call “Card!” and is caught: every other player gives a card")
                       .arg(seatName(lt::crazy_eights::seatOf(move)));
            break;
    }
    if (!dealEnded && a->table().stockCount > table.stockCount + 1)
        text += QStringLiteral(" ") + tr("(the discard pile is shuffled into a new stock)");
    if (dealEnded && a->isTerminal()) text += QStringLiteral(" ") + tr("The match is over.");
    return text;
}

}  // namespace lt::shell::crazy_eights
