// What the two token-and-pot dice tables (dice poker, 421) share: the felt and gold buttons,
// the layout of the table around a big row of dice, one HandRow a seat, and the dice a human
// keeps or throws again. Each board keeps its own texts (and so its own translations).
#pragma once

#include <QColor>
#include <QLabel>
#include <QMargins>
#include <QPushButton>
#include <vector>

#include "base/board_view.h"
#include "games/dice_common/dice_counts.h"

namespace lt::shell {
class DiceView;
class TokenPotView;
}  // namespace lt::shell

namespace lt::shell::dicecommon {

class HandRow;

// A seat's colour when the shell gives none.
QColor defaultSeatColour(PlayerId seat);

// The widgets of a table, made by buildTable().
struct TableParts {
    QLabel* turn = nullptr;
    TokenPotView* tokens = nullptr;
    QWidget* rowsBox = nullptr;  // holds the HandRows
    DiceView* dice = nullptr;
    QLabel* help = nullptr;
};

// Lays the table out on `board`, top to bottom: the `header` widgets, the turn line, the
// tokens and pot beside the list of hands under `handsTitle`, the big dice, the help line and
// the `buttons` (centred, in the order given, in the gold style).
TableParts buildTable(QWidget* board, const std::vector<QWidget*>& header, QLabel* handsTitle,
                      const std::vector<QPushButton*>& buttons, const QMargins& margins);

// Paints the felt (from `centre` to `edge`) framed in `wood`.
void paintTable(QWidget* board, const QColor& centre, const QColor& edge, const QColor& wood);

// One HandRow a seat in `parts.rowsBox` (replacing `rows`) and one token stack a seat.
void seatTable(const TableParts& parts, std::vector<HandRow*>& rows,
               const std::vector<SeatLook>& seats, int diceCount);

// The dice not held, as the re-throw they stand for.
lt::dice::DiceCounts unheldDice(const DiceView& dice);
// What a key does at a table: while the player chooses, 1 to N hold or release a die (Held);
// Enter or Space throw (Roll), S stands (Stand); None for the keys the table leaves alone.
enum class TableKey { None, Held, Roll, Stand };
TableKey readTableKey(int key, DiceView& dice, bool choosing);
// Shows a hint's re-throw: every die held and marked but those of `again` (from the right).
void holdAllBut(DiceView& dice, lt::dice::DiceCounts again);
// The throw on the big dice: the `kept` faces stay raised on the left in `colour`, the
// `thrown` ones tumble beside them for `durationMs`.
void animateThrow(DiceView& dice, const std::vector<int>& kept, const std::vector<int>& thrown,
                  const QColor& colour, int durationMs);

// Whether `state` waits for a human seat's own roll (the controller asks no move of a human
// for it: the board offers Roll itself).
bool humanSeatRolls(const State& state, const std::vector<SeatLook>& seats);

}  // namespace lt::shell::dicecommon
