#include "app/known_game_strings.h"

#include <QtGlobal>

namespace lt::shell {

std::vector<const char*> knownGameStrings() {
    return {
        // Families and generic levels.
        QT_TRANSLATE_NOOP("games", "Board"),
        QT_TRANSLATE_NOOP("games", "Dice"),
        QT_TRANSLATE_NOOP("games", "Cards"),
        QT_TRANSLATE_NOOP("games", "Flags"),
        QT_TRANSLATE_NOOP("games", "Kids"),
        QT_TRANSLATE_NOOP("games", "Easy"),
        QT_TRANSLATE_NOOP("games", "Medium"),
        QT_TRANSLATE_NOOP("games", "Hard"),
        QT_TRANSLATE_NOOP("games", "Random"),
        // Game names.
        QT_TRANSLATE_NOOP("games", "Ludo"),
        QT_TRANSLATE_NOOP("games", "Nine Men's Morris"),
        QT_TRANSLATE_NOOP("games", "Crazy Eights"),
        QT_TRANSLATE_NOOP("games", "Chess"),
        QT_TRANSLATE_NOOP("games", "Draughts"),
        QT_TRANSLATE_NOOP("games", "Yam"),
        // Crazy Eights options.
        QT_TRANSLATE_NOOP("games", "Number of deals"),
        QT_TRANSLATE_NOOP("games", "How many deals make a match; the rulebook plays 5."),
        QT_TRANSLATE_NOOP("games", "\"Card!\" call"),
        QT_TRANSLATE_NOOP("games",
                          "A player left with one card must call \"Card!\" before the next play "
                          "or be caught; the rulebook plays with it."),
        // Game levels, options and their help, as the games declare them.
        QT_TRANSLATE_NOOP("games", "About 800 Elo"),
        QT_TRANSLATE_NOOP("games", "About 1000 Elo"),
        QT_TRANSLATE_NOOP("games", "About 1200 Elo"),
        QT_TRANSLATE_NOOP("games", "About 1400 Elo"),
        QT_TRANSLATE_NOOP("games", "About 1600 Elo"),
        QT_TRANSLATE_NOOP("games", "About 1800 Elo"),
        QT_TRANSLATE_NOOP("games", "About 2000 Elo"),
        QT_TRANSLATE_NOOP("games", "Strongest"),
        QT_TRANSLATE_NOOP("games", "10,000"),
        QT_TRANSLATE_NOOP("games", "Opening minimum"),
        QT_TRANSLATE_NOOP("games",
                          "The turn total a player with no points yet needs before banking: 750 in "
                          "the main text of the rulebook, 1,000 in a note of some printings."),
        QT_TRANSLATE_NOOP("games", "750 points"),
        QT_TRANSLATE_NOOP("games", "1,000 points"),
        QT_TRANSLATE_NOOP("games", "Set aside every scoring die"),
        QT_TRANSLATE_NOOP("games",
                          "Off: set aside at least one scoring die or combination and throw the "
                          "rest again (the common rule). On: every scoring die must be set aside "
                          "(the rulebook's literal words)."),
        QT_TRANSLATE_NOOP("games", "Expert"),
        QT_TRANSLATE_NOOP("games", "Draw after moves without progress"),
        QT_TRANSLATE_NOOP(
            "games",
            "The game is drawn when each player has made this many moves in a row with only kings "
            "moving and nothing captured (the rulebook says 20; FMJD tournaments use 25)."),
        QT_TRANSLATE_NOOP("games", "Flag Training"),
        QT_TRANSLATE_NOOP("games", "Question"),
        QT_TRANSLATE_NOOP("games",
                          "Name the country of each flag, as the rulebook plays, or its capital "
                          "(the rulebook's variant)."),
        QT_TRANSLATE_NOOP("games", "Country"),
        QT_TRANSLATE_NOOP("games", "Capital"),
        QT_TRANSLATE_NOOP("games", "Flags per player"),
        QT_TRANSLATE_NOOP(
            "games",
            "How many flags each player answers; the rulebook plays until the deck is used up, "
            "which the game also does when the deck is too small for this many."),
        QT_TRANSLATE_NOOP("games", "Deck"),
        QT_TRANSLATE_NOOP(
            "games", "All 48 cards of the box, as the rulebook plays, or only one continent's."),
        QT_TRANSLATE_NOOP("games", "All 48 flags"),
        QT_TRANSLATE_NOOP("games", "Europe"),
        QT_TRANSLATE_NOOP("games", "Asia"),
        QT_TRANSLATE_NOOP("games", "Africa"),
        QT_TRANSLATE_NOOP("games", "America"),
        QT_TRANSLATE_NOOP("games", "Oceania"),
        QT_TRANSLATE_NOOP("games", "Staircase"),
        QT_TRANSLATE_NOOP(
            "games",
            "Sequential: climb one step at a time with the exact number of the next step (the "
            "rulebook's reading). Jump: from step k, a roll above k goes straight to that step."),
        QT_TRANSLATE_NOOP("games", "Step by step (1, 2, 3, 4, 5, 6)"),
        QT_TRANSLATE_NOOP("games", "Jump to the rolled step"),
        QT_TRANSLATE_NOOP("games", "Three sixes end the turn"),
        QT_TRANSLATE_NOOP("games",
                          "House rule: a third 6 in a row is lost and the turn passes. The "
                          "rulebook has no limit."),
        QT_TRANSLATE_NOOP("games", "Play on for places"),
        QT_TRANSLATE_NOOP("games",
                          "After the winner, the others keep playing for 2nd, 3rd and 4th place."),
        QT_TRANSLATE_NOOP("games", "Diagonal lines"),
        QT_TRANSLATE_NOOP("games",
                          "Adds the four corner diagonals as lines to move along and to form mills "
                          "on; the rulebook allows diagonal mills, the classic board has none."),
        QT_TRANSLATE_NOOP("games", "Columns"),
        QT_TRANSLATE_NOOP("games",
                          "Which columns each sheet has: the rulebook plays all three (down, up, "
                          "free) and lets players agree on fewer for a shorter game."),
        QT_TRANSLATE_NOOP("games", "Three columns: down, up and free"),
        QT_TRANSLATE_NOOP("games", "Two columns: down and up"),
        QT_TRANSLATE_NOOP("games", "Two columns: down and free"),
        QT_TRANSLATE_NOOP("games", "Two columns: up and free"),
        QT_TRANSLATE_NOOP("games", "One column: free"),
        QT_TRANSLATE_NOOP("games", "One column: down"),
        QT_TRANSLATE_NOOP("games", "One column: up"),
        // Game of the Goose and Snakes and Ladders
        QT_TRANSLATE_NOOP("games", "Game of the Goose"),
        QT_TRANSLATE_NOOP("games", "Snakes and Ladders"),
        QT_TRANSLATE_NOOP("games", "Easy (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Medium (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Hard (only rolls)"),
        QT_TRANSLATE_NOOP("games", "Well and prison"),
        QT_TRANSLATE_NOOP("games",
                          "Wait for rescue: a pawn stays on the well or the prison until another "
                          "pawn lands there and takes its place (the rulebook's rule). Miss two "
                          "turns: the rulebook's variant."),
        QT_TRANSLATE_NOOP("games", "Wait until another pawn arrives"),
        QT_TRANSLATE_NOOP("games", "Miss two turns"),
        QT_TRANSLATE_NOOP("games", "Rolling past 100"),
        QT_TRANSLATE_NOOP("games",
                          "Bounce back: count up to 100 and back by the rest (the rulebook). Stay: "
                          "a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a "
                          "common house rule)."),
        QT_TRANSLATE_NOOP("games", "Bounce back from 100"),
        QT_TRANSLATE_NOOP("games", "Stay put"),
        QT_TRANSLATE_NOOP("games", "Passing 100 wins"),
        QT_TRANSLATE_NOOP("games", "A 6 rolls again"),
        QT_TRANSLATE_NOOP("games",
                          "House rule: a 6 gives another roll. The rulebook gives no extra roll."),
        // Dice Black Jack
        QT_TRANSLATE_NOOP("games", "Dice Black Jack"),
        QT_TRANSLATE_NOOP("games", "Tokens per player"),
        QT_TRANSLATE_NOOP("games",
                          "How many tokens each player starts with: the rulebook gives 5; fewer "
                          "make a shorter game, more a longer one."),
        QT_TRANSLATE_NOOP("games", "Number of rounds"),
        QT_TRANSLATE_NOOP("games",
                          "0: play until one player holds all the tokens, as the rulebook says. "
                          "Any other number ends the game after that many rounds and the most "
                          "tokens win (the Swedish text's reading)."),
        // Chess and draughts: start positions, clocks, draw claims
        QT_TRANSLATE_NOOP("games", "Start position (FEN)"),
        QT_TRANSLATE_NOOP("games",
                          "Start from a set-up position written in FEN; leave empty for the usual "
                          "starting position."),
        QT_TRANSLATE_NOOP("games", "Clock"),
        QT_TRANSLATE_NOOP("games",
                          "A chess clock for each player: the base time, plus the seconds added "
                          "after each move. The rulebook has no clock; a player whose time runs "
                          "out loses."),
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
        QT_TRANSLATE_NOOP("games",
                          "Whether threefold repetition and the fifty-move rule end the game by "
                          "themselves (as in our rules) or must be claimed by a player, as in "
                          "FIDE tournaments."),
        QT_TRANSLATE_NOOP("games", "Draw automatically"),
        QT_TRANSLATE_NOOP("games", "Draw when claimed (FIDE)"),
        QT_TRANSLATE_NOOP("games",
                          "Start from a set-up position written in draughts FEN "
                          "(W:W31,32,...:B1,2,...); leave empty for the usual starting "
                          "position."),
        // Ship, Captain and Crew.
        QT_TRANSLATE_NOOP("games", "Ship, Captain and Crew"),
        QT_TRANSLATE_NOOP("games", "Improve the cargo"),
        QT_TRANSLATE_NOOP("games",
                          "On: once the ship, captain and crew are aboard, the throws left may be "
                          "used to throw one or both cargo dice again, the last throw counting "
                          "(the common rule). Off: the cargo scores as it lands (the rulebook says "
                          "no more)."),
        // Find Me! (Trovami!) and Shout! (Urla!).
        QT_TRANSLATE_NOOP("games", "Find Me!"),
        QT_TRANSLATE_NOOP("games", "Cards to win"),
        QT_TRANSLATE_NOOP("games",
                          "How many red cards a player needs to win. The rulebook asks for 6 with "
                          "2 players, 5 with 3 to 7 and 4 with 8 or more."),
        QT_TRANSLATE_NOOP("games", "As the rulebook says"),
        QT_TRANSLATE_NOOP("games", "3 cards"),
        QT_TRANSLATE_NOOP("games", "4 cards"),
        QT_TRANSLATE_NOOP("games", "5 cards"),
        QT_TRANSLATE_NOOP("games", "6 cards"),
        QT_TRANSLATE_NOOP("games", "7 cards"),
        QT_TRANSLATE_NOOP("games", "Shout!"),
        // Flaggy: This and That, Put in Order, One Two Three.
        QT_TRANSLATE_NOOP("games", "This and That"),
        QT_TRANSLATE_NOOP("games", "Put in Order"),
        QT_TRANSLATE_NOOP("games", "One Two Three"),
        QT_TRANSLATE_NOOP("games", "Order by"),
        QT_TRANSLATE_NOOP("games",
                          "Order the row by the countries' area, as the rulebook plays, or by "
                          "their population (the rulebook's variant)."),
        QT_TRANSLATE_NOOP("games", "Area"),
        QT_TRANSLATE_NOOP("games", "Population"),
        QT_TRANSLATE_NOOP("games", "Cards to win"),
        QT_TRANSLATE_NOOP("games",
                          "How many races (one card each) win the game; the rulebook plays to 3."),
        QT_TRANSLATE_NOOP("games", "Short game"),
        QT_TRANSLATE_NOOP("games",
                          "The first player down to one card wins (the rulebook's shorter "
                          "variant); otherwise the first to play his last card."),
        QT_TRANSLATE_NOOP("games", "Answers"),
        QT_TRANSLATE_NOOP("games",
                          "Choose among four names, or type the name (accents, capitals and one "
                          "slip of the keyboard do not matter; English names are accepted too)."),
        QT_TRANSLATE_NOOP("games", "Four choices"),
        QT_TRANSLATE_NOOP("games", "Typed"),
        // Chess: the external UCI engine seat
        QT_TRANSLATE_NOOP("games", "External UCI engine"),
        // Dice poker
        QT_TRANSLATE_NOOP("games", "Dice poker"),
        QT_TRANSLATE_NOOP("games", "Throws for the round's starter"),
        QT_TRANSLATE_NOOP("games",
                          "How many times the starter may throw: 3 in four of the rulebook's five "
                          "languages, 4 in the Italian text. The others may throw at most as "
                          "often as the starter did."),
        QT_TRANSLATE_NOOP("games", "Up to 3 throws"),
        QT_TRANSLATE_NOOP("games", "Up to 4 throws"),
        QT_TRANSLATE_NOOP("games", "The tokens each player starts with: 10 in the rulebook."),
        // 421
        QT_TRANSLATE_NOOP("games", "421"),
        QT_TRANSLATE_NOOP("games", "221 receives 2 more"),
        QT_TRANSLATE_NOOP("games",
                          "Off: a loser who threw 221 receives exactly 2 tokens, whatever the best "
                          "throw (the rulebook's words). On: he receives the table amount plus 2, "
                          "as in some bars."),
        QT_TRANSLATE_NOOP("games", "Stop when the winner is known"),
        QT_TRANSLATE_NOOP("games",
                          "Off: the discharge goes on until one player holds all 21 tokens and so "
                          "is the loser. On: the game stops as soon as the first player has no "
                          "tokens left. The winner is the same either way."),
        // No 5, no 2.
        QT_TRANSLATE_NOOP("games", "No 5, no 2"),
        QT_TRANSLATE_NOOP("games", "Number of dice"),
        QT_TRANSLATE_NOOP("games",
                          "4 dice as in the rulebook's list of material, or 5 as in the common "
                          "\"Stuck in the Mud\"."),
        QT_TRANSLATE_NOOP("games", "4 dice"),
        QT_TRANSLATE_NOOP("games", "5 dice"),
        QT_TRANSLATE_NOOP("games", "A throw with a 2 or 5 still scores"),
        QT_TRANSLATE_NOOP("games",
                          "On: the other dice of a throw with 2s or 5s still score (the rulebook). "
                          "Off: a throw with any 2 or 5 scores nothing (the common \"Stuck in the "
                          "Mud\" rule)."),
        // Flaggy: Shout! (names for simultaneous shouts) and Find Me! (roll limit).
        QT_TRANSLATE_NOOP("games", "Language of the country names"),
        QT_TRANSLATE_NOOP("games",
                          "Right names shouted at the same moment go to the player whose country "
                          "comes first in alphabetical order of its name in this language (rule "
                          "Y7): choose the language you play in."),
        QT_TRANSLATE_NOOP("games", "English"),
        QT_TRANSLATE_NOOP("games", "Italian"),
        QT_TRANSLATE_NOOP("games", "Roll limit"),
        QT_TRANSLATE_NOOP("games",
                          "The game stops after this many rolls and the most cards win. The "
                          "rulebook has no limit: the game ends when a player reaches the target "
                          "(or after 20 rolls in a row in which no card changed hands)."),
        QT_TRANSLATE_NOOP("games", "None"),
        QT_TRANSLATE_NOOP("games", "100 rolls"),
        QT_TRANSLATE_NOOP("games", "150 rolls"),
        QT_TRANSLATE_NOOP("games", "200 rolls"),
    };
}

}  // namespace lt::shell
