// The status-bar line for each Sequence for Kids move.
#include "games/sequence_kids/animal_names.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/sequence_kids_board.h"

namespace lt::shell::sequence_kids {
namespace {

QString spaceName(lt::sequence_kids::Cell cell) {
    const auto animal = lt::sequence_kids::animalAt(cell);
    if (!animal) return {};
    return animalLabel(*animal);
}

}  // namespace

QString SequenceKidsBoard::describeMove(const State& before, Move move, const State& after) const {
    using namespace lt::sequence_kids;
    const auto* kids = dynamic_cast<const SequenceKidsState*>(&before);
    const auto* next = dynamic_cast<const SequenceKidsState*>(&after);
    if (!kids || !next) return BoardView::describeMove(before, move, after);
    const Table& table = kids->table();
    const PlayerId actor = before.currentActor();
    const QString who = seatName(actor >= 0 ? actor : table.turn);
    QString text;
    switch (kindOf(move)) {
        case MoveKind::Place:
            text = cardOfMove(move) == kUnicorn
                       ? tr("%1 played a unicorn: a chip on the %2 space")
                             .arg(who, spaceName(cellOfMove(move)))
                       : tr("%1 put a chip on the %2 space").arg(who, spaceName(cellOfMove(move)));
            break;
        case MoveKind::Dragon: {
            const Cell cell = cellOfMove(move);
            PlayerId owner = 0;
            while (owner < table.numPlayers && table.sideOf(owner) != table.chips[cell]) ++owner;
            text = tr("%1 played a dragon: %2 loses the chip on the %3 space")
                       .arg(who, seatName(owner), spaceName(cell));
            break;
        }
        case MoveKind::DeadCard:
            text = tr("%1 changed a card that could not be played").arg(who);
            break;
        case MoveKind::Pass:
            text = tr("%1 cannot play").arg(who);
            break;
        case MoveKind::ChanceCard: {
            const PlayerId to = table.phase == Phase::Dealing
                                    ? (table.dealer + 1 + table.cardsDealt) % table.numPlayers
                                    : table.turn;
            text = table.phase == Phase::Dealing ? tr("%1 was dealt a card").arg(seatName(to))
                                                 : tr("%1 drew a card").arg(seatName(to));
            break;
        }
    }
    const Table& end = next->table();
    if (end.phase == Phase::Over && table.phase != Phase::Over)
        text += end.winner == kNoWinner ? tr(" — nobody can win: a draw") : tr(" — four in a row!");
    return text;
}

}  // namespace lt::shell::sequence_kids
