// What the shell knows of one game beyond its core: how to make its board and its picture.
#pragma once

#include <QColor>
#include <QString>
#include <functional>
#include <string>
#include <vector>

class QWidget;

namespace lt::shell {

class BoardView;

struct GameUi {
    std::string gameId;                                    // matches GameInfo::id
    std::function<BoardView*(QWidget* parent)> makeBoard;  // a new board for one match
    QString tileImage;                // resource path, e.g. ":/assets/tiles/ludo.svg"
    std::vector<QColor> seatColours;  // default colour per seat
};

}  // namespace lt::shell
