// What the shell knows of one game beyond its core: how to make its board and its picture.
#pragma once

#include <QColor>
#include <QString>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "framework/match.h"

class QWidget;

namespace lt::shell {

class BoardView;

// A game's own file format besides Ludoteca's matches (PGN for chess, PDN for draughts): the
// Open… and Save… dialogs offer it.
struct GameFileFormat {
    QString suffix;  // "pgn"
    QString filter;  // translated file-dialog filter: "Chess games (*.pgn)"
    // Reads `path` and returns the match to open; a file of several games asks which one (a
    // dialog on `parent`); nullopt when the user cancels. `notice` receives what to tell the
    // user once the match is open (the moves stopped early at an illegal one). Throws
    // lt::InputError naming the line and field of a broken file.
    std::function<std::optional<MatchRecord>(const QString& path, QWidget* parent, QString& notice)>
        open;
    // Writes the match (atomically); returns "" or the reason it failed.
    std::function<QString(const QString& path, const Match& match)> save;
};

struct GameUi {
    std::string gameId;                                    // matches GameInfo::id
    std::function<BoardView*(QWidget* parent)> makeBoard;  // a new board for one match
    QString tileImage;                // resource path, e.g. ":/assets/tiles/ludo.svg"
    std::vector<QColor> seatColours;  // default colour per seat
    std::vector<GameFileFormat> fileFormats;
    // A children's game: the library shows it on the Kids shelf besides its family's.
    bool forChildren = false;
    // The English texts the core declares for this game (name, levels, options, their help and
    // choices), listed in the game's folder for lupdate (context "games"); a test checks that
    // the list is complete and translated. Easy, Medium, Hard and Random are shared:
    // sharedGameStrings().
    std::vector<const char*> strings;
};

}  // namespace lt::shell
