#include "games/dice_common/dice_table.h"

#include <QHBoxLayout>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>

#include "games/dice_common/hand_row.h"
#include "widgets/dice_view.h"
#include "widgets/felt_table.h"
#include "widgets/font_scale.h"
#include "widgets/gold_button.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dicecommon {
namespace {

const QColor kDefaultColours[] = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                                  QColor(242, 160, 24)};

void toggleHeld(DiceView& dice, int index) {
    std::vector<bool> held = dice.held();
    held[index] = !held[index];
    dice.setHeld(held);
}

}  // namespace

QColor defaultSeatColour(PlayerId seat) {
    return kDefaultColours[std::max(0, seat) % 4];
}

TableParts buildTable(QWidget* board, const std::vector<QWidget*>& header, QLabel* handsTitle,
                      const std::vector<QPushButton*>& buttons, const QMargins& margins) {
    TableParts parts;
    parts.turn = new QLabel(board);
    parts.turn->setAlignment(Qt::AlignCenter);
    parts.turn->setStyleSheet(
        scaledFontSizes("color: #fff8e0; font-size: 21px; font-weight: bold;"));
    parts.tokens = new TokenPotView(board);
    parts.tokens->setMinimumSize(200, 120);  // down to a 1024 x 600 screen
    parts.rowsBox = new QWidget(board);
    parts.rowsBox->setLayout(new QVBoxLayout);
    parts.rowsBox->layout()->setContentsMargins(0, 0, 0, 0);
    parts.rowsBox->layout()->setSpacing(4);
    parts.dice = new DiceView(board);
    parts.dice->setFocusPolicy(Qt::NoFocus);  // the number keys come through the board
    parts.dice->setMinimumHeight(64);
    parts.dice->setMaximumHeight(150);
    parts.help = new QLabel(board);
    parts.help->setAlignment(Qt::AlignCenter);
    parts.help->setWordWrap(true);
    parts.help->setStyleSheet(scaledFontSizes("color: rgba(255, 248, 224, 215); font-size: 14px;"));

    for (QPushButton* button : buttons) makeGoldButton(button, QSize(180, 44));
    auto* row = centredButtonRow(buttons, 12);

    auto* rowsColumn = new QVBoxLayout;
    handsTitle->setStyleSheet(scaledFontSizes("color: rgba(255, 248, 224, 200); font-size: 14px;"));
    rowsColumn->addWidget(handsTitle);
    rowsColumn->addWidget(parts.rowsBox);
    rowsColumn->addStretch();

    auto* middle = new QHBoxLayout;
    middle->addWidget(parts.tokens, 6);
    middle->addSpacing(16);
    middle->addLayout(rowsColumn, 5);

    auto* layout = new QVBoxLayout(board);
    layout->setContentsMargins(margins);
    for (QWidget* widget : header) layout->addWidget(widget);
    layout->addWidget(parts.turn);
    layout->addLayout(middle, 4);
    layout->addWidget(parts.dice, 1);
    layout->addWidget(parts.help);
    layout->addSpacing(6);
    layout->addLayout(row);
    return parts;
}

void paintTable(QWidget* board, const QColor& centre, const QColor& edge, const QColor& wood) {
    QPainter painter(board);
    paintFeltTable(painter, board->rect(), centre, edge, wood);
}

void seatTable(const TableParts& parts, std::vector<HandRow*>& rows,
               const std::vector<SeatLook>& seats, int diceCount) {
    for (HandRow* row : rows) delete row;
    rows.clear();
    std::vector<TokenPotView::Seat> stacks;
    for (const SeatLook& seat : seats) {
        auto* row = new HandRow(seat.name, seat.colour, diceCount, parts.rowsBox);
        parts.rowsBox->layout()->addWidget(row);
        rows.push_back(row);
        stacks.push_back({seat.name, seat.colour, 0});
    }
    parts.tokens->setSeats(stacks);
}

lt::dice::DiceCounts unheldDice(const DiceView& dice) {
    lt::dice::DiceCounts again{};
    const auto& held = dice.held();
    const auto& faces = dice.faces();
    for (std::size_t i = 0; i < faces.size(); ++i)
        if (faces[i] > 0 && !(i < held.size() && held[i])) ++again[faces[i] - 1];
    return again;
}

TableKey readTableKey(int key, DiceView& dice, bool choosing) {
    const int index = key - Qt::Key_1;
    if (choosing && index >= 0 && index < static_cast<int>(dice.faces().size())) {
        toggleHeld(dice, index);
        return TableKey::Held;
    }
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space)
        return TableKey::Roll;
    if (key == Qt::Key_S) return TableKey::Stand;
    return TableKey::None;
}

void holdAllBut(DiceView& dice, lt::dice::DiceCounts again) {
    const auto& faces = dice.faces();
    std::vector<bool> held(faces.size(), true);
    for (int i = static_cast<int>(faces.size()) - 1; i >= 0; --i)
        if (faces[i] > 0 && again[faces[i] - 1] > 0) --again[faces[i] - 1], held[i] = false;
    dice.setHeld(held);
    dice.setHighlighted(held);
}

void animateThrow(DiceView& dice, const std::vector<int>& kept, const std::vector<int>& thrown,
                  const QColor& colour, int durationMs) {
    std::vector<int> faces = kept;
    faces.insert(faces.end(), thrown.begin(), thrown.end());
    std::vector<bool> rolling(faces.size(), false), held(faces.size(), false);
    for (std::size_t i = 0; i < faces.size(); ++i) (i < kept.size() ? held : rolling)[i] = true;
    dice.setHeldColour(colour);
    std::vector<int> start = faces;
    for (std::size_t i = kept.size(); i < start.size(); ++i) start[i] = 0;
    dice.setFaces(start);
    dice.setHeld(held);
    dice.roll(rolling, faces, durationMs);
}

bool humanSeatRolls(const State& state, const std::vector<SeatLook>& seats) {
    if (!state.isChanceNode()) return false;
    const auto roller = state.roller();
    return roller && *roller >= 0 && *roller < static_cast<PlayerId>(seats.size()) &&
           seats[*roller].human;
}

}  // namespace lt::shell::dicecommon
