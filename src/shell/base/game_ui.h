// What the shell knows of one game beyond its core: how to make its board and its picture.
#pragma once

#include <QColor>
#include <QString>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/game_review_ui.h"
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
    // user once the match is open (the moves stopped early at an illegal one), `review` the
    // game review the file holds (PGN [%eval] comments and glyphs, PDN comments), if any.
    // Throws lt::InputError naming the line and field of a broken file.
    std::function<std::optional<MatchRecord>(const QString& path, QWidget* parent, QString& notice,
                                             std::optional<review::GameReview>& review)>
        open;
    // Writes the match (atomically) with `review`'s evaluations and marks when there is one;
    // returns "" or the reason it failed.
    std::function<QString(const QString& path, const Match& match, const MatchReview* review)> save;
};

// A program outside Ludoteca that can take a computer seat (chess: a UCI engine such as
// Stockfish). The new-game dialog offers it as a kind of player beside the built-in computer,
// with a chooser for its program, and says when none is found or the chosen one is no engine.
struct ExternalEngineUi {
    std::string level;  // the game's level that plays it ("uci"), not offered among the levels
    QString kindLabel;  // translated: "External UCI engine"
    // The level that plays a chosen program ("uci:<program>"), and back ("" for other levels).
    std::function<std::string(const QString& program)> levelFor;
    std::function<QString(const std::string& level)> programOf;
    // The program found on the system when none is chosen, or "".
    std::function<QString()> find;
    // Translated: that none was found, where it was looked for, and what to do.
    std::function<QString()> notFoundText;
    // Starts `program` and asks it to identify itself (a few seconds at most). The translated
    // reason when it is not usable; otherwise "" and `name` is set ("Stockfish 15.1").
    std::function<QString(const QString& program, QString& name)> check;
};

// The new-game dialog shows an option only while another option has a given value.
struct OptionCondition {
    std::string key;    // "variant"
    std::string value;  // "chess960"
};

struct GameUi {
    std::string gameId;                                    // matches GameInfo::id
    std::function<BoardView*(QWidget* parent)> makeBoard;  // a new board for one match
    QString tileImage;                // resource path, e.g. ":/assets/tiles/ludo.svg"
    std::vector<QColor> seatColours;  // default colour per seat
    std::vector<GameFileFormat> fileFormats;
    // A children's game: the library shows it on the Kids shelf besides its family's.
    bool forChildren = false;
    // The game's external engine, if it can play against one.
    std::optional<ExternalEngineUi> externalEngine;
    // Reviewing a game with the game's engine (chess, draughts): the Review game action.
    std::optional<GameReviewUi> review;
    // Options shown in the new-game dialog only under a condition, by key (chess: the Chess960
    // position only for Chess960). A hidden option keeps its value.
    std::map<std::string, OptionCondition> optionShownWhen;
    // The English texts the core declares for this game (name, levels, options, their help and
    // choices), listed in the game's folder for lupdate (context "games"); a test checks that
    // the list is complete and translated. Easy, Medium, Hard and Random are shared:
    // sharedGameStrings().
    std::vector<const char*> strings;
};

}  // namespace lt::shell
