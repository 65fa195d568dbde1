// How a Yam sheet appears on the score-sheet widget: the rows (boxes and totals), the
// columns, and the translated names of boxes and columns.
#pragma once

#include <QColor>
#include <QString>
#include <optional>
#include <vector>

#include "games/yam/state.h"
#include "widgets/score_sheet_view.h"

namespace lt::shell::yam {

// Sheet rows: 1..6, Total 1, Bonus, Min, Max, Total 2, Tris..Yam, Total 3, Column total.
inline constexpr int kSheetRows = 19;

// The box drawn in a sheet row, or nullopt for a total row.
std::optional<lt::yam::Box> boxOfRow(int row);
int rowOfBox(lt::yam::Box box);

QString boxName(lt::yam::Box box);
QString columnName(lt::yam::ColumnKind kind);    // "down column", "up column", "free column"
QString columnSymbol(lt::yam::ColumnKind kind);  // ↓ ↑ free
QString columnRule(lt::yam::ColumnKind kind);    // the order the column is filled in

std::vector<ScoreSheetRow> sheetRows();
ScoreSheet sheetOf(const lt::yam::YamState& state, PlayerId seat, const QString& player,
                   const QColor& colour);

// Which dice (by position) count for the box: the faces it counts, the three or four of a
// kind, or all five for sums and patterns. None when the box would score 0.
std::vector<bool> scoringDice(const lt::yam::YamState& state, lt::yam::Box box);

}  // namespace lt::shell::yam
