// What the rectangle race's board says to a screen reader: the card's rectangle in millimetres
// (the last card once turned over), each board's places that still have room with their
// rectangles, where each pawn is down, the cards left in the deck, then everybody's cards.
#include "games/rectangle_race/race_board.h"
#include "widgets/spoken_words.h"

namespace lt::shell::rectangle_race {

namespace {

namespace core = lt::rectangle_race;

// "Red board", in BoardColour order.
QString boardTitle(int board) {
    switch (static_cast<core::BoardColour>(board)) {
        case core::BoardColour::Red:
            return RaceBoard::tr("Red board");
        case core::BoardColour::Yellow:
            return RaceBoard::tr("Yellow board");
        case core::BoardColour::Green:
            return RaceBoard::tr("Green board");
        case core::BoardColour::Blue:
            return RaceBoard::tr("Blue board");
        case core::BoardColour::Orange:
            return RaceBoard::tr("Orange board");
        case core::BoardColour::Purple:
            return RaceBoard::tr("Purple board");
    }
    return {};
}

// "44 by 20": a rectangle's width and height in millimetres.
QString sizeOf(const core::Rectangle& rectangle) {
    return RaceBoard::tr("%1 by %2")
        .arg(QString::number(rectangle.widthMm), QString::number(rectangle.heightMm));
}

}  // namespace

QString RaceBoard::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* race = dynamic_cast<const RaceState*>(&state);
    if (!race) return BoardView::spokenPosition(state, viewer);
    QStringList parts;
    if (race->card() != 0) {
        const QString size = sizeOf(core::rectangleOfCard(race->card()));
        parts << (race->revealed() ? tr("Last card: %1 mm.").arg(size)
                                   : tr("Card: %1 mm.").arg(size));
    }
    if (!race->isTerminal()) {
        for (int board = 0; board < core::kBoards; ++board) {
            QStringList free;
            for (int cell = 1; cell <= core::kCellsPerBoard; ++cell) {
                const int place = core::placeOf(board, cell);
                const int card = core::cardAtPlace(place);
                if (card != 0 && race->pawnsOn(place) < race->capacity())
                    free << tr("place %1, %2")
                                .arg(QString::number(cell), sizeOf(core::rectangleOfCard(card)));
            }
            if (!free.isEmpty())
                parts << SpokenWords::labelled(boardTitle(board), free.join(tr("; ")));
        }
    }
    for (const core::Drop& drop : race->drops())
        if (const int card = core::cardAtPlace(drop.place); card != 0)
            parts << SpokenWords::labelled(
                seatName(drop.player),
                tr("pawn on the %1").arg(sizeOf(core::rectangleOfCard(card))));
    if (!race->isTerminal())
        parts << tr("%n card(s) left in the deck.", nullptr, static_cast<int>(race->deck().size()));
    parts << BoardView::spokenPosition(state, viewer);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::rectangle_race
