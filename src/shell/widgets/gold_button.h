// The gold push button of the dice tables (10 000, 421, dice poker, blackjack, No 5 no 2,
// Ship, captain and crew): one look for every Roll, Stand and Bank, so the tables of the box
// feel like one set and a change of style reaches all of them.
#pragma once

#include <QHBoxLayout>
#include <QPushButton>
#include <QSize>
#include <QString>
#include <vector>

namespace lt::shell {

// The style sheet alone, for a board that switches a button between it and another look.
QString goldButtonStyle();

// Gold, at least `minimum` large, a pointing hand, and no keyboard focus (the board takes the
// keys).
void makeGoldButton(QPushButton* button, const QSize& minimum);

// The table's buttons side by side, `spacing` apart, centred in a row.
QHBoxLayout* centredButtonRow(const std::vector<QPushButton*>& buttons, int spacing);

}  // namespace lt::shell
