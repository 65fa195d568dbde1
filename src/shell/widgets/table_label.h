// A line of centred text on a dice table (the turn, the scores, the help under the dice): the
// boards of 10 000, No 5 no 2 and Ship, captain and crew make several each, alike but for
// their colour and size.
#pragma once

#include <QLabel>
#include <QString>

namespace lt::shell {

// A centred label on `parent` in `style`, wrapping its words when `wordWrap`.
QLabel* makeTableLabel(QWidget* parent, const QString& style, bool wordWrap = false);

}  // namespace lt::shell
