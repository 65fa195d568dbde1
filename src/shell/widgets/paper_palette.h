// The colours of the paper score sheets (ScoreSheetView, RoundScoresView): cream paper, blue-grey
// ink and rules, red totals and a gold mark, so every game's sheet looks like the same pad.
#pragma once

#include <QColor>

namespace lt::shell::paper {

inline const QColor kPaper(252, 249, 238);
inline const QColor kPaperShade(240, 234, 214);
inline const QColor kInk(40, 48, 70);
inline const QColor kRule(170, 176, 196);
inline const QColor kTotalInk(150, 40, 40);
inline const QColor kGold(222, 160, 30);

}  // namespace lt::shell::paper
