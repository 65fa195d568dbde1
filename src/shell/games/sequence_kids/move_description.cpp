// The status-bar line for each Sequence for Kids move.
#include <QtGlobal>
#include <array>

#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/sequence_kids_board.h"

namespace lt::shell::sequence_kids {
namespace {

constexpr std::array<const char*, lt::sequence_kids::kAnimals> kAnimalNames = {
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the kangaroo"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the monkey"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the parrot"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the ostrich"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the lion"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the turtle"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the fox"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the zebra"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the panda"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the frog"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the alligator"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the giraffe"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the gorilla"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the tiger"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the bear"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the whale"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the elephant"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the penguin"),
    QT_TRANSLATE_NOOP("lt::shell::sequence_kids::SequenceKidsBoard", "the owl"),
};

QString spaceName(lt::sequence_kids::Cell cell) {
    const auto animal = lt::sequence_kids::animalAt(cell);
    if (!animal) return {};
    return SequenceKidsBoard::tr(kAnimalNames.at(static_cast<int>(*animal)));
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
            text =
                cardOfMove(move) == kUnicorn
                    ? tr("%1 played a unicorn: a chip on %2").arg(who, spaceName(cellOfMove(move)))
                    : tr("%1 put a chip on %2").arg(who, spaceName(cellOfMove(move)));
            break;
        case MoveKind::Dragon: {
            const Cell cell = cellOfMove(move);
            PlayerId owner = 0;
            while (owner < table.numPlayers && table.sideOf(owner) != table.chips[cell]) ++owner;
            text = tr("%1 played a dragon: %2's chip is off %3")
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
