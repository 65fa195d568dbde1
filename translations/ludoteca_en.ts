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
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Deal: %n card each</numerusform>
            <numerusform>Deal: %n cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets %n card(s)</source>
        <translation>
            <numerusform>%1 gets %n card</numerusform>
            <numerusform>%1 gets %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt</source>
        <translation>
            <numerusform>%n card dealt</numerusform>
            <numerusform>%n cards dealt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>wins %n pawn</numerusform>
            <numerusform>wins %n pawns</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>wins %n man</numerusform>
            <numerusform>wins %n men</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>wins %n king</numerusform>
            <numerusform>wins %n kings</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>mates in %n</numerusform>
            <numerusform>mates in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 mates in %n</numerusform>
            <numerusform>%1 mates in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>wins in %n move</numerusform>
            <numerusform>wins in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 wins in %n move</numerusform>
            <numerusform>%1 wins in %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 mates in %n</numerusform>
            <numerusform>%1 mates in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 wins in %n move</numerusform>
            <numerusform>%1 wins in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
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
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpokenWords</name>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>Pot: %n token.</numerusform>
            <numerusform>Pot: %n tokens.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
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
    <name>cards</name>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter on a card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter on a card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter on a card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card said aloud: its rank, its suit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
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
    <message>
        <source>Game of the Goose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 minutes + 2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 minutes + 5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 minutes + 10 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90 minutes + 30 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetition and fifty moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This and That</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Population</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose among four names, or type the name (accents, capitals and one slip of the keyboard do not matter; English names are accepted too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>421</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A throw with a 2 or 5 still scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence for Kids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams of two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>President</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Danish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n player</numerusform>
            <numerusform>%1–%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::AboutDialog</name>
    <message>
        <source>licence in /usr/share/doc/kdegames-card-data-kf5/copyright</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Board, dice and card games for families, classrooms and players who want a strong opponent.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::AppSettings</name>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings in %1 could not be read; the defaults are used, and the old file is kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
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
    <message>
        <source>Game board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::CardBar</name>
    <message>
        <source>Credit card bar</source>
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
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>circles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crosses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>animals</source>
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
        <source>World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: %1</source>
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
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. …</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 used %n hint(s).</source>
        <translation>
            <numerusform>%1 used %n hint.</numerusform>
            <numerusform>%1 used %n hints.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
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
    <message>
        <source>Search games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
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
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 — Ludoteca</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another match? The moves of this one since it was last saved will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>You have an unfinished game of %1 with %2, last played %3 (%n move). Resume it?</numerusform>
            <numerusform>You have an unfinished game of %1 with %2, last played %3 (%n moves). Resume it?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::MoveList</name>
    <message>
        <source>%1, %2</source>
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
    <message>
        <source>Random moves (weakest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
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
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::RecordedGamePicker</name>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 holds %n game. Do you want to open it?</numerusform>
            <numerusform>%1 holds %n games. Which one do you want to open?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>good move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mistake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blunder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1.</source>
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
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
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
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsStore</name>
    <message>
        <source>The statistics could not be read (%1). They start again; the old file is kept as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n lost</numerusform>
            <numerusform>%n lost</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::TokenPotView</name>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::barbu::BarbuBoard</name>
    <message>
        <source>Tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Contract: %1, chosen by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 turns %2: %3 must turn %n card.</numerusform>
            <numerusform>%1 turns %2: %3 must turn %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 takes the pile: %n card.</numerusform>
            <numerusform>%1 takes the pile: %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>%1 slaps first, after %2 ms, and wins %n card!</numerusform>
            <numerusform>%1 slaps first, after %2 ms, and wins %n cards!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1 must turn %n more card</numerusform>
            <numerusform>%1 must turn %n more cards</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card!</numerusform>
            <numerusform>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n cards!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in each stack: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
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
    <message>
        <source>Offer draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
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
        <source>the direction of play is reversed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
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
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 draws %n card</numerusform>
            <numerusform>%1 draws %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n player misses a turn</numerusform>
            <numerusform>%n players miss a turn</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
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
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — turn total %2 · %n die to throw</numerusform>
            <numerusform>%1 — turn total %2 · %n dice to throw</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · worth %n token</numerusform>
            <numerusform>%1 · worth %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — receives %n token</numerusform>
            <numerusform>%1 — receives %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Everyone throws exactly once. The best throw gives its worth in tokens to the worst.</numerusform>
            <numerusform>Everyone throws exactly %n times. The best throw gives its worth in tokens to the worst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Roll %n die again</numerusform>
            <numerusform>Roll %n dice again</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 throws %n die again</numerusform>
            <numerusform>%1 throws %n dice again</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 stands after %n throw</numerusform>
            <numerusform>%1 stands after %n throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 takes %n token from the pot</numerusform>
            <numerusform> · %1 takes %n tokens from the pot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 gives %n token to %2</numerusform>
            <numerusform> · %1 gives %n tokens to %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · tie: play-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discharge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, worth %n</numerusform>
            <numerusform>%1, worth %n</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::diceblackjack::BlackjackBoardView</name>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throwing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 wins round %2 with %3 and collects %n token</numerusform>
            <numerusform>%1 wins round %2 with %3 and collects %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Game over after %n round</numerusform>
            <numerusform>Game over after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>%1 wins the game with all %n token!</numerusform>
            <numerusform>%1 wins the game with all %n tokens!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>%1 wins the game with %n token!</numerusform>
            <numerusform>%1 wins the game with %n tokens!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>%1 share the win with %n token each!</numerusform>
            <numerusform>%1 share the win with %n tokens each!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1 has %2 and throws %n more die</numerusform>
            <numerusform>%1 has %2 and throws %n more dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>%n player still to play.</numerusform>
            <numerusform>%n players still to play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Roll %n die</numerusform>
            <numerusform>Roll %n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>Throw %n more die</numerusform>
            <numerusform>Throw %n more dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 throws %n more die</numerusform>
            <numerusform>%1 throws %n more dice</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::dicepoker::PokerBoardView</name>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — wins %n token</numerusform>
            <numerusform>%1 — wins %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>%1 wins with %n token!</numerusform>
            <numerusform>%1 wins with %n tokens!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Shared win: %1, %n token each</numerusform>
            <numerusform>Shared win: %1, %n tokens each</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Roll %n die again</numerusform>
            <numerusform>Roll %n dice again</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 sets the stake at %n token each</numerusform>
            <numerusform>%1 sets the stake at %n tokens each</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 keeps %2 and throws %n die again</numerusform>
            <numerusform>%1 keeps %2 and throws %n dice again</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 wins the pot of %n token</numerusform>
            <numerusform> · %1 wins the pot of %n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
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
    <message>
        <source>%1: not a legal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 captured %n piece: %2</numerusform>
            <numerusform>%1 captured %n pieces: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>man %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>men %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draughts games (*.pdn)</source>
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
    <message>
        <source>Flag quiz</source>
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
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>%1 of %n flag right.</numerusform>
            <numerusform>%1 of %n flags right.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 wins with %n point!</numerusform>
            <numerusform>%1 wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Shared win: %1, %n point each.</numerusform>
            <numerusform>Shared win: %1, %n points each.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>All %n countries of the world (ISO 3166)</numerusform>
            <numerusform>All %n countries of the world (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz settings</source>
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
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Deck: %n card</numerusform>
            <numerusform>Deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>%n card to win</numerusform>
            <numerusform>%n cards to win</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards won: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>+1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Dealing %n card each</numerusform>
            <numerusform>Dealing %n cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 plays %2 joining %n card: play again!</numerusform>
            <numerusform>%1 plays %2 joining %n cards: play again!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
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
    <message>
        <source>(not a country of the box)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiBoardView</name>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Touch a card: its letter or a click. Book: F1–F%1 or a click on the name of who has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 wins with %n card!</numerusform>
            <numerusform>%1 wins with %n cards!</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards won: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiSeatsView</name>
    <message>
        <source>rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out this roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>owes %n card</numerusform>
            <numerusform>owes %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_un_due_tre::UdtBoardView</name>
    <message>
        <source>1 blue die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 blue dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 draws %n card</numerusform>
            <numerusform>%1 draws %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stock: %n card</numerusform>
            <numerusform>Stock: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Discards: %n card</numerusform>
            <numerusform>Discards: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 rolls %n die</numerusform>
            <numerusform>%1 rolls %n dice</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Dealing %n card each</numerusform>
            <numerusform>Dealing %n cards each</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>%1: key %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>%n card to deal</numerusform>
            <numerusform>%n cards to deal</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1: “%2!” — right, %1 takes %n card from %3</numerusform>
            <numerusform>%1: “%2!” — right, %1 takes %n cards from %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1: “%2!” — wrong, %1 gives away %n card</numerusform>
            <numerusform>%1: “%2!” — wrong, %1 gives away %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 buzzed but said nothing — wrong, %1 gives away %n card</numerusform>
            <numerusform>%1 buzzed but said nothing — wrong, %1 gives away %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shouts!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>; at the same moment %1 said a wrong name and gives away %n card</numerusform>
            <numerusform>; at the same moment %1 said a wrong name and gives away %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 wins with %n card!</numerusform>
            <numerusform>%1 wins with %n cards!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::goose::GooseBoardView</name>
    <message>
        <source>winner!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2+%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone was stuck: %1 is let go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game of the
Goose</source>
        <comment>the board&apos;s title, on two lines</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>misses the next %n turn</numerusform>
            <numerusform>misses the next %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
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
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click pawn %2, or press its number (arrows and Space: the marked pawn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n pawn in the stable</numerusform>
            <numerusform>%n pawns in the stable</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n pawn home</numerusform>
            <numerusform>%n pawns home</numerusform>
        </translation>
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
    <message>
        <source>no pawns on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n pawn on %1</numerusform>
            <numerusform>%n pawns on %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n pawn in hand</numerusform>
            <numerusform>%n pawns in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::no5no2::N52BoardView</name>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>%n die set aside.</numerusform>
            <numerusform>%n dice set aside.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 wins with %n point!</numerusform>
            <numerusform>%1 wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 share the win with %n point!</numerusform>
            <numerusform>%1 share the win with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n die to throw again.</numerusform>
            <numerusform>%n dice to throw again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1 rolled %2 — all dice set aside, %n point this turn</numerusform>
            <numerusform>%1 rolled %2 — all dice set aside, %n points this turn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 scored %n point this turn.</numerusform>
            <numerusform>%1 scored %n points this turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>%n die to throw.</numerusform>
            <numerusform>%n dice to throw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::oh_hell::OhHellBoard</name>
    <message>
        <source>%1 bids %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Bids: %1 for %n trick</numerusform>
            <numerusform>Bids: %1 for %n tricks</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::president::ExchangeDialog</name>
    <message>
        <source>The exchange</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>President</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vice-President</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vice-Beggar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Must be %n card, as many as the last play</numerusform>
            <numerusform>Must be %n cards, as many as the last play</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Titles: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To beat: %1, played by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::race::RaceBoardView</name>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice to start the race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>square %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::rectangle_race::RaceBoard</name>
    <message>
        <source>%1, turn up the first card: Space or a click on the deck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I J K L · O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keypad 8456 · 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 wins with %n card!</numerusform>
            <numerusform>%1 wins with %n cards!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>%1 share the win with %n card each!</numerusform>
            <numerusform>%1 share the win with %n cards each!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>%n card left in the deck.</numerusform>
            <numerusform>%n cards left in the deck.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flamingo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left half star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right half star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::sequence_kids::SequenceKidsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monkey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parrot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turtle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zebra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>panda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alligator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gorilla</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elephant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penguin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dragon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 sailed %n mile.</numerusform>
            <numerusform>%1 sailed %n miles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Cargo: %n mile.</numerusform>
            <numerusform>Cargo: %n miles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>%1 wins with %n mile!</numerusform>
            <numerusform>%1 wins with %n miles!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>%1 share the win with %n mile!</numerusform>
            <numerusform>%1 share the win with %n miles!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>Sail %n mile</numerusform>
            <numerusform>Sail %n miles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Cargo: %n mile. Click cargo dice to throw them again, or sail.</numerusform>
            <numerusform>Cargo: %n miles. Click cargo dice to throw them again, or sail.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Throw %1 again (last throw), or sail with %n mile.</numerusform>
            <numerusform>Throw %1 again (last throw), or sail with %n miles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Throw %1 again (2 throws left), or sail with %n mile.</numerusform>
            <numerusform>Throw %1 again (2 throws left), or sail with %n miles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1 rolled %2 — sails %n mile</numerusform>
            <numerusform>%1 rolled %2 — sails %n miles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 sails %n mile</numerusform>
            <numerusform>%1 sails %n miles</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>%n throw left.</numerusform>
            <numerusform>%n throws left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suit to follow: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>lt::shell::whistiti::WhistitiBoard</name>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
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
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 wins with %n point.</numerusform>
            <numerusform>%1 wins with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 win with %n point(s).</source>
        <translation>
            <numerusform>%1 and %2 win with %n point.</numerusform>
            <numerusform>%1 and %2 win with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side</source>
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
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 wins with %n point</numerusform>
            <numerusform>%1 wins with %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>%n throw left.</numerusform>
            <numerusform>%n throws left.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
