#include "app/app_style.h"

#include "app/palette.h"
#include "widgets/font_scale.h"

namespace lt::shell {

QString applicationStyleSheet() {
    const QString sheet = QStringLiteral(R"(
#mainWindow, #libraryScreen, #gameScreen, #tileGrid, #libraryScroll { background: @background; }
QToolBar#mainToolBar { background: @panel; border: none; border-bottom: 1px solid #e2d9c9;
    padding: 2px 8px; spacing: 2px; }
QToolBar#mainToolBar QToolButton { color: @text; padding: 3px 6px; border-radius: 6px; }
QToolBar#mainToolBar QToolButton:hover { background: #efe5d3; }
QToolBar#mainToolBar QToolButton:disabled { color: #b5ab9c; }
QStatusBar { background: @panel; color: @muted; }
#libraryTitle { font-size: 26pt; font-weight: 600; color: @accent; }
#librarySubtitle { font-size: 12pt; color: @muted; }
#emptyNote { font-size: 13pt; color: @muted; padding: 40px; }
QPushButton#familyFilter { background: @panel; color: @text; border: 1px solid #dccfb9;
    border-radius: 15px; padding: 5px 16px; min-height: 20px; }
QPushButton#familyFilter:hover { background: #fff3dc; }
QPushButton#familyFilter:checked { background: @accent; color: white; border-color: @accent; }
QLineEdit { background: white; border: 1px solid #dccfb9; border-radius: 8px; padding: 5px 8px;
    color: @text; }
QLineEdit:focus { border-color: @accent; }
#sidePanel { background: @panel; border: 1px solid #e2d9c9; border-radius: 12px; }
#panelTitle { font-size: 11pt; font-weight: 600; color: @muted; }
#playersPanel { background: transparent; }
#playerRow { background: white; border: 1px solid #ebe2d3; border-radius: 9px; }
#playerRow[current="true"] { background: @highlight; border-color: #e9b949; }
#playerName { font-weight: 600; font-size: 11pt; color: @text; }
#playerRole { color: @muted; }
#playerScore { font-weight: 600; font-size: 12pt; color: @text; }
#moveList { background: white; border: 1px solid #ebe2d3; border-radius: 9px; padding: 4px;
    color: @text; }
QPushButton#rollButton, QPushButton#pauseButton, QPushButton#handOverButton {
    background: @accent; color: white; border: none; border-radius: 9px; padding: 9px 18px;
    font-weight: 600; font-size: 11pt; }
QPushButton#rollButton:hover, QPushButton#pauseButton:hover, QPushButton#handOverButton:hover {
    background: #3a858a; }
QPushButton#pauseButton:checked { background: #b9770e; }
#statusFrame { background: @panel; border: 1px solid #e2d9c9; border-radius: 10px; }
#turnLine { font-size: 12pt; font-weight: 600; color: @text; }
#lastMoveLine { color: @muted; }
#handOverMessage { color: white; font-size: 24pt; font-weight: 600; }
#handOverNote { color: #d5e3e4; font-size: 11pt; }
QPushButton#handOverButton { font-size: 14pt; padding: 12px 30px; background: #f6c445;
    color: #1d2b2e; }
QPushButton#handOverButton:hover { background: #ffd666; }
#noteLabel { color: @muted; }
)");
    QString result = sheet;
    result.replace("@background", palette::background.name())
        .replace("@panel", palette::panel.name())
        .replace("@accent", palette::accent.name())
        .replace("@highlight", palette::highlight.name())
        .replace("@muted", palette::mutedText.name())
        .replace("@text", palette::text.name());
    return scaledFontSizes(result);
}

}  // namespace lt::shell
