// The status-bar line for each Recto Verso move: what was played and what it did, never a side
// the reader may not see (a dealt card is only "a card").
#include <QtGlobal>
#include <array>

#include "games/recto_verso/moves.h"
#include "games/recto_verso/recto_verso_board.h"

namespace lt::shell::recto_verso {
namespace {

constexpr std::array<const char*, lt::recto_verso::kAnimals> kAnimalNames = {
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "fox"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "frog"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "elephant"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "flamingo"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "whale"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "lion"),
};
constexpr std::array<const char*, lt::recto_verso::kSymbols> kSymbolNames = {
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "skip"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "reverse"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "turn over 3"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "turn over 1"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "steal"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "magnifying glass"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "left half star"),
    QT_TRANSLATE_NOOP("lt::shell::recto_verso::RectoVersoBoard", "right half star"),
};

}  // namespace

QString RectoVersoBoard::faceText(lt::recto_verso::Face face) {
    return tr("%1 (%2)").arg(tr(kAnimalNames.at(static_cast<int>(face.animal))),
                             tr(kSymbolNames.at(static_cast<int>(face.symbol))));
}

QString RectoVersoBoard::describeMove(const State& before, Move move, const State& after) const {
    using namespace lt::recto_verso;
    const auto* was = dynamic_cast<const RectoVersoState*>(&before);
    const auto* now = dynamic_cast<const RectoVersoState*>(&after);
    if (!was || !now) return BoardView::describeMove(before, move, after);
    const Table& table = was->table();
    const PlayerId actor = table.actor();
    const QString who = seatName(actor);
    QString text;
    switch (kindOf(move)) {
        case MoveKind::Deal:
            return table.dealt < table.handSize() * table.numPlayers
                       ? tr("%1 was dealt a card")
                             .arg(seatName((table.starter + table.dealt) % table.numPlayers))
                       : tr("A card for the middle");
        case MoveKind::Play:
            text = tr("%1 played %2").arg(who, faceText(now->middle().back().shown()));
            break;
        case MoveKind::FlipMiddle:
            text = tr("%1 turned over a middle card: %2")
                       .arg(who, faceText(now->middle().at(indexOfMove(move)).shown()));
            break;
        case MoveKind::FlipHand:
            text = seatOfMove(move) == actor ? tr("%1 turned over one of their own cards").arg(who)
                                             : tr("%1 turned over one of the cards of %2")
                                                   .arg(who, seatName(seatOfMove(move)));
            break;
        case MoveKind::Steal:
            text = tr("%1 took a card from %2").arg(who, seatName(seatOfMove(move)));
            break;
        case MoveKind::Take:
            text = tr("%1 took %2 from the middle")
                       .arg(who, faceText(was->middle().at(indexOfMove(move)).shown()));
            break;
    }
    const Table& end = now->table();
    if (end.scores != table.scores) {
        const int points = end.lastPoints;
        text += points == 2 ? tr(" — %1 scores 2 points!").arg(seatName(end.lastScorer))
                            : tr(" — %1 scores a point!").arg(seatName(end.lastScorer));
    } else if (end.round != table.round ||
               (end.phase == Phase::Over && table.phase != Phase::Over)) {
        text += tr(" — nobody scores in this round");
    }
    if (end.phase == Phase::Over && table.phase != Phase::Over) text += tr(" — the game is over");
    return text;
}

}  // namespace lt::shell::recto_verso
