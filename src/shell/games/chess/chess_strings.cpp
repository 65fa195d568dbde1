#include "games/chess/chess_strings.h"

#include <QtGlobal>

namespace lt::shell::chess {

std::vector<const char*> gameStrings() {
    return {
        QT_TRANSLATE_NOOP("games", "Chess"),
        QT_TRANSLATE_NOOP("games", "Beginner (≈800)"),
        QT_TRANSLATE_NOOP("games", "Novice (≈1000)"),
        QT_TRANSLATE_NOOP("games", "Casual player (≈1200)"),
        QT_TRANSLATE_NOOP("games", "Intermediate (≈1400)"),
        QT_TRANSLATE_NOOP("games", "Club player (≈1600)"),
        QT_TRANSLATE_NOOP("games", "Strong club player (≈1800)"),
        QT_TRANSLATE_NOOP("games", "Expert (≈2000)"),
        QT_TRANSLATE_NOOP("games", "Strongest"),
        QT_TRANSLATE_NOOP("games", "Start position (FEN)"),
        QT_TRANSLATE_NOOP("games",
                          "Start from a set-up position written in FEN; leave empty for the usual "
                          "starting position."),
        QT_TRANSLATE_NOOP("games", "Variant"),
        QT_TRANSLATE_NOOP(
            "games",
            "Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for "
            "both sides, into one of 960 start positions; castling puts the king and the rook on "
            "the same squares as in standard chess."),
        QT_TRANSLATE_NOOP("games", "Standard chess"),
        QT_TRANSLATE_NOOP("games", "Chess960"),
        QT_TRANSLATE_NOOP("games", "Chess960 position"),
        QT_TRANSLATE_NOOP(
            "games",
            "The number of the Chess960 start position, from 0 to 959 (518 is the standard "
            "set-up), or \"random\" for one drawn when the game starts. A FEN start position "
            "takes its place."),
        QT_TRANSLATE_NOOP("games", "Clock"),
        QT_TRANSLATE_NOOP(
            "games",
            "A chess clock for each player: the base time, plus the seconds added after each move. "
            "The rulebook has no clock; a player whose time runs out loses."),
        QT_TRANSLATE_NOOP("games", "No clock"),
        QT_TRANSLATE_NOOP("games", "1 minute"),
        QT_TRANSLATE_NOOP("games", "3 minutes + 2 s"),
        QT_TRANSLATE_NOOP("games", "5 minutes"),
        QT_TRANSLATE_NOOP("games", "10 minutes"),
        QT_TRANSLATE_NOOP("games", "10 minutes + 5 s"),
        QT_TRANSLATE_NOOP("games", "15 minutes + 10 s"),
        QT_TRANSLATE_NOOP("games", "30 minutes"),
        QT_TRANSLATE_NOOP("games", "60 minutes"),
        QT_TRANSLATE_NOOP("games", "90 minutes + 30 s"),
        QT_TRANSLATE_NOOP("games", "Repetition and fifty moves"),
        QT_TRANSLATE_NOOP(
            "games",
            "Whether threefold repetition and the fifty-move rule end the game by themselves (as "
            "in our rules) or must be claimed by a player, as in FIDE tournaments."),
        QT_TRANSLATE_NOOP("games", "Draw automatically"),
        QT_TRANSLATE_NOOP("games", "Draw when claimed (FIDE)"),
        QT_TRANSLATE_NOOP("games", "External UCI engine"),
    };
}

}  // namespace lt::shell::chess
