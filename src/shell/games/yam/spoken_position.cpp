// What the Yam board says to a screen reader: the dice in the order they lie (those held
// named again), the throws left, the looking seat's sheet column by column (its filled boxes
// and the column's total), then everybody's total.
#include "games/yam/sheet_model.h"
#include "games/yam/yam_board_view.h"
#include "widgets/spoken_words.h"

namespace lt::shell::yam {

namespace {

// "Ones 3, Fours 12, total 15" (the total with the bonus).
QString spokenColumn(const lt::yam::Column& column) {
    QStringList boxes;
    for (int row = 0; row < lt::yam::kBoxCount; ++row) {
        const auto box = static_cast<lt::yam::Box>(row);
        if (const auto& entry = column.entry(box))
            boxes << YamBoardView::tr("%1 %2").arg(boxName(box), QString::number(*entry));
    }
    if (boxes.isEmpty()) boxes << YamBoardView::tr("no box filled");
    boxes << YamBoardView::tr("total %1").arg(column.total());
    return SpokenWords::list(boxes);
}

}  // namespace

QString YamBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    const auto* yam = dynamic_cast<const lt::yam::YamState*>(&state);
    if (!yam) return BoardView::spokenPosition(state, viewer);
    QStringList parts;
    if (!yam->isTerminal()) {
        std::vector<int> faces;
        std::vector<int> held;
        for (int i = 0; i < lt::yam::kDiceCount; ++i) {
            if (yam->dice()[i] == 0) continue;
            faces.push_back(yam->dice()[i]);
            if (yam->held()[i]) held.push_back(yam->dice()[i]);
        }
        if (!faces.empty()) parts << SpokenWords::dice(faces);
        if (!held.empty()) parts << SpokenWords::held(held);
        parts << tr("%n throw(s) left.", nullptr, lt::yam::kMaxThrows - yam->throwsMade());
    }
    // The sheet of the seat looking, or of the seat to play for a spectator.
    const PlayerId seat = viewer >= 0 ? viewer : yam->seatToPlay();
    if (seat >= 0 && seat < yam->numPlayers())
        for (const auto& column : yam->sheet(seat))
            parts << SpokenWords::labelled(
                tr("%1, %2").arg(seatName(seat), columnName(column.kind())), spokenColumn(column));
    parts << BoardView::spokenPosition(state, viewer);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::yam
