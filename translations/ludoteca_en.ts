<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language (en, it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (en, it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--game: unknown game &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamSheet</name>
    <message>
        <source>Ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus (63+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min + Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total Tris–Yam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 800 Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 1000 Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 1200 Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 1400 Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 1600 Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 1800 Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About 2000 Elo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>750 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagView</name>
    <message>
        <source>No flag picture for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::LibraryScreen</name>
    <message>
        <source>Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::MainWindow</name>
    <message>
        <source>Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ludoteca %1&lt;/h3&gt;&lt;p&gt;Board, dice and card games for the whole family, against each other or the computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 (%n move(s) played). Resume it?</source>
        <translation>
            <numerusform>You have an unfinished game of %1 (%n move played). Resume it?</numerusform>
            <numerusform>You have an unfinished game of %1 (%n moves played). Resume it?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classroom Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::PlayersPanel</name>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game as PG&amp;N…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players miss a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — turn total %2 · %3 dice to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1 played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captured %2 pieces: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomQuizPage</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomResultsPage</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 flags right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with 1 point!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: %1, 1 point each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: %1, %2 points each.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomSetupPage</name>
    <message>
        <source>Europe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Africa</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags in the classroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All %1 countries of the world (ISO 3166)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captured %2&apos;s pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>placing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>moving</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Roll again (%n left)</numerusform>
            <numerusform>Roll again (%n left)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again — or click a box on your sheet to score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
