<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation>Keine Kartenbilder gefunden, daher werden einfache Karten gezeichnet. Für die echten Karten installiere das Paket kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation>Das Kartenblatt %1 konnte nicht gelesen werden, daher werden einfache Karten gezeichnet.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation>Sofort eine Partie des Spiels &lt;id&gt; starten.</translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation>Wer spielt, z. B. human:Anna,ai:hard,random (erfordert --game).</translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation>Startwert für Würfel und Mischen.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation>Nicht anbieten, die automatisch gespeicherte Partie fortzusetzen.</translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation>Animationstempo: 0 sofort, 1 normal, 2 langsam.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>Ein Bild des Fensters in &lt;file&gt; speichern und beenden.</translation>
    </message>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation>Ludoteca: Brett-, Würfel- und Kartenspiele.</translation>
    </message>
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation>--lang: keine Übersetzung für „%1“ (%2); die Oberfläche ist auf Englisch</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation>--seats erfordert --game</translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation>--seats: %1</translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation>--seed: Zahl erwartet, „%1“ erhalten</translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation>--pace: Zahl von 0 bis 3 erwartet, „%1“ erhalten</translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation>Sprache der Oberfläche: %1.</translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation>Rückgängig in der Partie: free, own-last-move oder off (erfordert --game; Standard: die Vorgabe des Spiels, also own-last-move bei Spielen mit Zufall gegen den Computer, sonst free).</translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation>--undo erfordert --game</translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation>--undo: free, own-last-move oder off erwartet, „%1“ erhalten</translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Geben: %n Karte für jeden</numerusform>
            <numerusform>Geben: %n Karten für jeden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets %n card(s)</source>
        <translation>
            <numerusform>%1 bekommt %n Karte</numerusform>
            <numerusform>%1 bekommt %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt</source>
        <translation>
            <numerusform>%n Karte gegeben</numerusform>
            <numerusform>%n Karten gegeben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation>ein unbekannter Fehler</translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation>Zwinkern</translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation>Wange kratzen</translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation>Nase berühren</translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation>Am Ohrläppchen ziehen</translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation>Augenbrauen heben</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>Nicken</translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation>Augen reiben</translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation>Auf den Tisch klopfen</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>gewinnt %n Bauern</numerusform>
            <numerusform>gewinnt %n Bauern</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation>gewinnt einen Springer</translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation>gewinnt einen Läufer</translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation>gewinnt einen Turm</translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation>gewinnt die Dame</translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation>gewinnt die Qualität</translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>gewinnt %n Stein</numerusform>
            <numerusform>gewinnt %n Steine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>gewinnt %n Dame</numerusform>
            <numerusform>gewinnt %n Damen</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 steht etwas besser</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 steht besser</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 steht auf Gewinn</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>Matt in %n</numerusform>
            <numerusform>Matt in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 setzt matt in %n</numerusform>
            <numerusform>%1 setzt matt in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation>Erwartet: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>gewinnt in %n Zug</numerusform>
            <numerusform>gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gewinnt in %n Zug</numerusform>
            <numerusform>%1 gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 steht etwas besser</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 steht besser</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 steht auf Gewinn</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 setzt matt in %n</numerusform>
            <numerusform>%1 setzt matt in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 gewinnt in %n Zug</numerusform>
            <numerusform>%1 gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Ludoteca</source>
        <translation>Ludoteca</translation>
    </message>
    <message>
        <source>--game: unknown game &apos;%1&apos;</source>
        <translation>--game: unbekanntes Spiel „%1“</translation>
    </message>
</context>
<context>
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation>Deine Hand ist leer.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Deine Hand: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation>Karten in den anderen Händen: %1.</translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation>Karten auf der Hand: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>SpokenWords</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Die: %1.</source>
        <translation>Würfel: %1.</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Würfel: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Herausgelegt: %1.</translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation>Behalten: %1.</translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation>Rundensumme: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>Pot: %n Chip.</numerusform>
            <numerusform>Pot: %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>YamSheet</name>
    <message>
        <source>Ones</source>
        <translation>Einser</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Zweier</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Dreier</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vierer</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Fünfer</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sechser</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Tris</source>
        <translation>Dreierpasch</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Kleine Straße</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Viererpasch</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Große Straße</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>down column</source>
        <translation>Abwärtsspalte</translation>
    </message>
    <message>
        <source>up column</source>
        <translation>Aufwärtsspalte</translation>
    </message>
    <message>
        <source>free column</source>
        <translation>freie Spalte</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation>Abwärts: der Reihe nach von Einser bis Yam ausfüllen</translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation>Aufwärts: der Reihe nach von Yam bis Einser ausfüllen</translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation>Frei: jedes leere Feld, in beliebiger Reihenfolge</translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation>Summe 1–6</translation>
    </message>
    <message>
        <source>Bonus (63+)</source>
        <translation>Bonus (63+)</translation>
    </message>
    <message>
        <source>Min + Max</source>
        <translation>Min + Max</translation>
    </message>
    <message>
        <source>Total Tris–Yam</source>
        <translation>Summe Dreierpasch–Yam</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Spaltensumme</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter on a card</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter on a card</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter on a card</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card said aloud: its rank, its suit</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flaggen</translation>
    </message>
    <message>
        <source>Kids</source>
        <translation>Kinder</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation>Spiel nach allen Strafkarten beenden</translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation>Damen-, Herz- und Barbu-Spiele enden, sobald alle ihre Strafkarten genommen sind: gleiche Punkte, kürzeres Spiel. Das Regelheft spielt alle 13 Stiche.</translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation>Egyptian Ratscrew</translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation>Ende nach 1.000 Karten</translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation>Das Regelheft spielt, bis ein Spieler alle 52 Karten hat; hiermit gewinnt nach 1.000 aufgedeckten Karten, wer die meisten Karten hat, und Gleichstand teilt sich den Sieg.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Am stärksten</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Startstellung (FEN)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation>Von einer in FEN geschriebenen Stellung aus beginnen; leer lassen für die normale Grundstellung.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation>Eine Schachuhr für jeden Spieler: Grundzeit plus Sekunden, die nach jedem Zug hinzukommen. Das Regelheft kennt keine Uhr; wer die Zeit überschreitet, verliert.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 Minute</translation>
    </message>
    <message>
        <source>3 minutes + 2 s</source>
        <translation>3 Minuten + 2 s</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 Minuten</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 Minuten</translation>
    </message>
    <message>
        <source>10 minutes + 5 s</source>
        <translation>10 Minuten + 5 s</translation>
    </message>
    <message>
        <source>15 minutes + 10 s</source>
        <translation>15 Minuten + 10 s</translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation>30 Minuten</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 Minuten</translation>
    </message>
    <message>
        <source>90 minutes + 30 s</source>
        <translation>90 Minuten + 30 s</translation>
    </message>
    <message>
        <source>Repetition and fifty moves</source>
        <translation>Wiederholung und 50 Züge</translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation>Ob dreifache Stellungswiederholung und 50-Züge-Regel die Partie von selbst beenden (wie in unseren Regeln) oder wie in FIDE-Turnieren von einem Spieler beansprucht werden müssen.</translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation>Automatisch remis</translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation>Remis auf Antrag (FIDE)</translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation>Externe UCI-Engine</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Verrückte Acht</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Anzahl der Spiele</translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation>Wie viele Spiele eine Partie hat; das Regelheft spielt 5.</translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation>„Letzte Karte!“ ansagen</translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation>Wer nur noch eine Karte hat, muss vor dem nächsten Zug „Letzte Karte!“ sagen, sonst wird er erwischt; das Regelheft spielt damit.</translation>
    </message>
    <message>
        <source>10,000</source>
        <translation>10.000</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Mindestwurf zum Einstieg</translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation>Die Rundensumme, die ein Spieler ohne Punkte braucht, bevor er aufschreiben darf: 750 im Haupttext des Regelhefts, 1.000 in einer Anmerkung mancher Auflagen.</translation>
    </message>
    <message>
        <source>750 points</source>
        <translation>750 Punkte</translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation>1.000 Punkte</translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation>Jeden Punktewürfel herauslegen</translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation>Aus: mindestens einen Punktewürfel oder eine Kombination herauslegen und den Rest neu werfen (die übliche Regel). An: jeder Punktewürfel muss herausgelegt werden (der genaue Wortlaut des Regelhefts).</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation>221 bekommt 2 mehr</translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation>Aus: ein Verlierer mit 221 bekommt genau 2 Chips, egal wie hoch der beste Wurf ist (Wortlaut des Regelhefts). An: er bekommt den Tabellenwert plus 2, wie in manchen Kneipen.</translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation>Stopp, wenn Sieger feststeht</translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation>Aus: das Abladen geht weiter, bis ein Spieler alle 21 Chips hat und damit verloren hat. An: das Spiel endet, sobald der erste Spieler keine Chips mehr hat. Der Sieger ist in beiden Fällen derselbe.</translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation>Würfel-Blackjack</translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation>Chips pro Spieler</translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation>Mit wie vielen Chips jeder Spieler beginnt: das Regelheft gibt 5; weniger ergeben ein kürzeres Spiel, mehr ein längeres.</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Anzahl der Runden</translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation>0: spielen, bis ein Spieler alle Chips hat, wie es das Regelheft sagt. Jede andere Zahl beendet das Spiel nach so vielen Runden, und die meisten Chips gewinnen (Lesart des schwedischen Textes).</translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation>Würfelpoker</translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation>Würfe für den Startspieler</translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation>Wie oft der Startspieler werfen darf: 3 in vier der fünf Sprachen des Regelhefts, 4 im italienischen Text. Die anderen dürfen höchstens so oft werfen wie der Startspieler.</translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation>Bis zu 3 Würfe</translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation>Bis zu 4 Würfe</translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation>Die Chips, mit denen jeder Spieler beginnt: 10 im Regelheft.</translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation>Remis nach Zügen ohne Fortschritt</translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation>Die Partie ist remis, wenn jeder Spieler so viele Züge nacheinander nur mit Damen gezogen und nichts geschlagen hat (das Regelheft sagt 20; FMJD-Turniere nehmen 25).</translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation>Von einer in Dame-FEN geschriebenen Stellung aus beginnen (W:W31,32,...:B1,2,...); leer lassen für die normale Grundstellung.</translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation>Der Reihe nach!</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Karten zum Sieg</translation>
    </message>
    <message>
        <source>Order by</source>
        <translation>Sortieren nach</translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation>Die Reihe nach der Fläche der Länder ordnen, wie im Regelheft, oder nach ihrer Einwohnerzahl (die Variante des Regelhefts).</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Einwohner</translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation>Wie viele Rennen (je eine Karte) das Spiel gewinnen; das Regelheft spielt bis 3.</translation>
    </message>
    <message>
        <source>This and That</source>
        <translation>Dies und das</translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation>Flaggen-Quiz</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation>Das Land jeder Flagge nennen, wie im Regelheft, oder seine Hauptstadt (die Variante des Regelhefts).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Hauptstadt</translation>
    </message>
    <message>
        <source>Flags per player</source>
        <translation>Flaggen pro Spieler</translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation>Wie viele Flaggen jeder Spieler beantwortet; das Regelheft spielt, bis der Stapel aufgebraucht ist, was das Spiel auch tut, wenn der Stapel dafür zu klein ist.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation>Alle 48 Karten der Schachtel, wie im Regelheft, oder nur die eines Kontinents.</translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation>Alle 48 Flaggen</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asien</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afrika</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Amerika</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Ozeanien</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Choose among four names, or type the name (accents, capitals and one slip of the keyboard do not matter; English names are accepted too).</source>
        <translation>Aus vier Namen wählen oder den Namen eintippen (Akzente, Großschreibung und ein Tippfehler zählen nicht; englische Namen gelten auch).</translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation>Vier zur Wahl</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Eintippen</translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation>Finde mich!</translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation>Wie viele rote Karten ein Spieler zum Sieg braucht. Das Regelheft verlangt 6 bei 2 Spielern, 5 bei 3 bis 7 und 4 bei 8 oder mehr.</translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation>Wie im Regelheft</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 Karten</translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation>4 Karten</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 Karten</translation>
    </message>
    <message>
        <source>6 cards</source>
        <translation>6 Karten</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 Karten</translation>
    </message>
    <message>
        <source>Roll limit</source>
        <translation>Wurflimit</translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation>Das Spiel endet nach so vielen Würfen, und die meisten Karten gewinnen. Das Regelheft hat kein Limit: das Spiel endet, wenn ein Spieler das Ziel erreicht (oder nach 20 Würfen in Folge, in denen keine Karte den Besitzer gewechselt hat).</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keins</translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation>100 Würfe</translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation>150 Würfe</translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation>200 Würfe</translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation>Eins, zwei, drei</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Kurzes Spiel</translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation>Wer als Erster nur noch eine Karte hat, gewinnt (die kürzere Variante des Regelhefts); sonst, wer als Erster seine letzte Karte spielt.</translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation>Ruf!</translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation>Sprache der Ländernamen</translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation>Richtige Namen, die im selben Moment gerufen werden, gehen an den Spieler, dessen Land in dieser Sprache alphabetisch zuerst kommt (Regel Y7): wählt die Sprache, in der ihr spielt.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Game of the Goose</source>
        <translation>Gänsespiel</translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation>Um die Plätze weiterspielen</translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation>Nach dem Sieger spielen die anderen weiter um Platz 2, 3 und 4.</translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation>Leicht (würfelt nur)</translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation>Mittel (würfelt nur)</translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation>Schwer (würfelt nur)</translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation>Brunnen und Gefängnis</translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation>Auf Rettung warten: eine Figur bleibt im Brunnen oder Gefängnis, bis eine andere Figur dort landet und ihren Platz einnimmt (Regel des Regelhefts). Zweimal aussetzen: die Variante des Regelhefts.</translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation>Warten, bis eine andere Figur kommt</translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation>Zweimal aussetzen</translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation>Kems</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation>Das erste Team, das diese Punktzahl erreicht, gewinnt; das Regelheft überlässt sie den Spielern.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Zeitlimit (Minuten)</translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation>Das Spiel endet auch, wenn seine Uhr diese Zeit überschreitet; das führende Team gewinnt (laut Regelheft dauert ein Spiel etwa 15 Minuten).</translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation>Mensch ärgere Dich nicht</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Treppe</translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation>Der Reihe nach: Stufe für Stufe mit genau der Zahl der nächsten Stufe hinaufsteigen (Lesart des Regelhefts). Springen: von Stufe k führt ein Wurf über k direkt auf diese Stufe.</translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation>Stufe für Stufe (1, 2, 3, 4, 5, 6)</translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation>Auf die gewürfelte Stufe springen</translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation>Drei Sechsen beenden den Zug</translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation>Hausregel: eine dritte 6 in Folge verfällt, und der Nächste ist dran. Das Regelheft kennt kein Limit.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Mühle</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Diagonale Linien</translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation>Fügt die vier Eckdiagonalen als Linien zum Ziehen und Mühlenbilden hinzu; das Regelheft erlaubt diagonale Mühlen, das klassische Brett hat keine.</translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation>Keine 5, keine 2</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Anzahl der Würfel</translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation>4 Würfel wie in der Materialliste des Regelhefts oder 5 wie im verbreiteten „Stuck in the Mud“.</translation>
    </message>
    <message>
        <source>4 dice</source>
        <translation>4 Würfel</translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation>5 Würfel</translation>
    </message>
    <message>
        <source>A throw with a 2 or 5 still scores</source>
        <translation>Wurf mit 2 oder 5 zählt trotzdem</translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation>An: die übrigen Würfel eines Wurfs mit 2en oder 5en zählen trotzdem (das Regelheft). Aus: ein Wurf mit einer 2 oder 5 zählt nichts (die übliche Regel von „Stuck in the Mud“).</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Stiche raten</translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation>Hausvariante: nur die Runden aufwärts, von 1 Karte bis zum Höchstwert; das Regelheft spielt sie auch wieder abwärts bis 1.</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Präsident</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation>Wie viele Spiele die Partie dauert: das Regelheft nennt kein Ende, daher bringt jedes Spiel 3 Punkte für den Präsidenten, 2, 1 und 0 für den Bettler, und die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation>Rechteck-Rennen</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Sequence for Kids</source>
        <translation>Sequence für Kids</translation>
    </message>
    <message>
        <source>Teams of two</source>
        <translation>Zweierteams</translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation>Bei 4 Spielern spielen der 1. und 3. gegen den 2. und 4.; Partner teilen eine Chipfarbe; das Regelheft erlaubt Teams.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Offene Hände</translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation>Jede Hand liegt offen, für sehr junge Spieler, die Hilfe brauchen.</translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation>Dreierreihen zeigen</translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation>Markiert jede Reihe, in der einem Spieler nur noch ein Chip fehlt.</translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation>Tote Karte beendet den Zug</translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation>Eine tote Karte zu ersetzen ist der ganze Zug; nach der Regel des Verlags spielt der Spieler danach seinen Zug wie gewohnt.</translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation>Schiff, Kapitän und Mannschaft</translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation>Ladung verbessern</translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation>An: sind Schiff, Kapitän und Mannschaft an Bord, dürfen die restlichen Würfe genutzt werden, um einen oder beide Ladungswürfel neu zu werfen; der letzte Wurf zählt (die übliche Regel). Aus: die Ladung zählt, wie sie fällt (mehr sagt das Regelheft nicht).</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Schlangen und Leitern</translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation>Über 100 hinaus</translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation>Zurückprallen: bis 100 zählen und um den Rest zurück (das Regelheft). Stehen bleiben: ein Wurf über 100 verfällt. Ziel: 100 erreichen oder überschreiten gewinnt (eine verbreitete Hausregel).</translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation>Von 100 zurückprallen</translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation>Stehen bleiben</translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation>Über 100 gewinnt</translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation>Bei 6 nochmal würfeln</translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation>Hausregel: eine 6 gibt einen weiteren Wurf. Das Regelheft gibt keinen Extrawurf.</translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation>Whistiti</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation>Runde zu Ende spielen</translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation>Die Runde zu Ende spielen, wenn jemand 20 erreicht; dann gewinnt die höchste Summe. Das Regelheft beendet das Spiel mit dem Stich, der 20 erreicht.</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation>Welche Spalten jeder Block hat: das Regelheft spielt alle drei (abwärts, aufwärts, frei) und lässt die Spieler sich für ein kürzeres Spiel auf weniger einigen.</translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation>Drei Spalten: abwärts, aufwärts und frei</translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation>Zwei Spalten: abwärts und aufwärts</translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation>Zwei Spalten: abwärts und frei</translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation>Zwei Spalten: aufwärts und frei</translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation>Eine Spalte: frei</translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation>Eine Spalte: abwärts</translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation>Eine Spalte: aufwärts</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugiesisch</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dänisch</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Schwedisch</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation>Schach960 (Fischer-Random-Schach) mischt die Figuren der Grundreihe, für beide Seiten gleich, zu einer von 960 Startstellungen; die Rochade stellt König und Turm auf dieselben Felder wie im klassischen Schach.</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Klassisches Schach</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Schach960</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Schach960-Stellung</translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation>Die Nummer der Schach960-Startstellung, von 0 bis 959 (518 ist die normale Grundstellung), oder „random“ für eine, die zu Beginn der Partie ausgelost wird. Eine Startstellung in FEN tritt an ihre Stelle.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n Spieler</numerusform>
            <numerusform>%1–%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation>Anfänger (≈800)</translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation>Einsteiger (≈1000)</translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation>Gelegenheitsspieler (≈1200)</translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation>Fortgeschrittener (≈1400)</translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation>Vereinsspieler (≈1600)</translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation>Starker Vereinsspieler (≈1800)</translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation>Experte (≈2000)</translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation>Per Schlag zurück</translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation>Ein Spieler, dem die Karten ausgegangen sind, darf trotzdem auf ein Paar schlagen und kommt mit dem Stapel wieder ins Spiel; ein Fehlschlag ohne Karten wirft ihn endgültig hinaus.</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation>Die Partner sitzen einander gegenüber, der erste und der dritte Spieler gegen den zweiten und den vierten, und legen ihre Stiche zusammen: die Partei, die zuerst 20 erreicht, gewinnt. Im Regelheft spielt jeder für sich.</translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation>Menschen in gegnerischen Teams sähen auf einem Bildschirm die Karten der anderen: setze die Menschen als Partner (Spieler 1 und 3 oder 2 und 4).</translation>
    </message>
</context>
<context>
    <name>lt::shell::AboutDialog</name>
    <message>
        <source>licence in /usr/share/doc/kdegames-card-data-kf5/copyright</source>
        <translation>Lizenz in /usr/share/doc/kdegames-card-data-kf5/copyright</translation>
    </message>
    <message>
        <source>&lt;p&gt;Board, dice and card games for families, classrooms and players who want a strong opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Brett-, Würfel- und Kartenspiele für Familien, Schulklassen und alle, die einen starken Gegner suchen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lizenz&lt;/h3&gt;&lt;p&gt;Ludoteca ist freie Software: du kannst sie unter den Bedingungen der &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, Version 3 oder jeder späteren Version, weitergeben und verändern. Sie kommt ohne jede Gewährleistung. Spielbretter, Kacheln, Symbole und Klänge sind eigene Werke und stehen unter derselben Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grafik aus Debian-Paketen&lt;/h3&gt;&lt;p&gt;Wird während des Betriebs aus den Paketen gelesen, nie hineinkopiert:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kartenblätter&lt;/b&gt; (kdegames-card-data-kf5, von KDE Games):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Kein Kartenblatt installiert: die Karten werden schlicht gezeichnet.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Flaggen&lt;/b&gt; (iso-flags-svg, aus der Flaggensammlung von Linux Mint): gemeinfrei.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ländernamen&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die vollständigen Bedingungen jedes Pakets stehen in /usr/share/doc/&lt;i&gt;paket&lt;/i&gt;/copyright. Erstellt mit Qt %1 (LGPL-3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>Über Ludoteca</translation>
    </message>
</context>
<context>
    <name>lt::shell::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read; the defaults are used, and the old file is kept as %2.</source>
        <translation>Die Einstellungen in %1 konnten nicht gelesen werden; es gelten die Standardwerte, und die alte Datei wird als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
        <translation>Die Einstellungen in %1 konnten nicht gelesen und die Datei nicht beiseitegelegt werden; es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation>die Einstellungen konnten nicht geschrieben werden (ist die Festplatte voll?)</translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Spielbrett %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Spiel vorbei: %1 gewinnt.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Spiel vorbei: unentschieden.</translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation>Spiel vorbei: geteilter Sieg für %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation>%1 ist mit Würfeln dran.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Punktestand: %1.</translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation>Deine Möglichkeiten: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>lt::shell::CardBar</name>
    <message>
        <source>Credit card bar</source>
        <translation>Balken für die Bankkarte</translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Spielerfarbe</translation>
    </message>
</context>
<context>
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsgrafik</translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation>Klicke auf einen Punkt oder nutze Links und Rechts, um diese Stellung zu sehen</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation>senkrechte Streifen</translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation>waagerechte Streifen</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>Kreise</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>Sterne</translation>
    </message>
    <message>
        <source>crosses</source>
        <translation>Kreuze</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>Tiere</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asien</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afrika</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Amerika</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Ozeanien</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Welt</translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation>Noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Würfel: %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagView</name>
    <message>
        <source>No flag picture for %1</source>
        <translation>Kein Flaggenbild für %1</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Flaggenbilder fehlen: installiere das Paket iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Würfeln (Leertaste)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation>Klicke auf einen Zug, um die Stellung danach zu sehen; Pfeiltasten blättern</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation>Der Computer konnte nicht ziehen: %1</translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation>(verdeckte Karte)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation>Spiel vorbei — %1 gewinnt!</translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation>Spiel vorbei — unentschieden.</translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation>Spiel vorbei — geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation>Stellung nach Zug %1 von %2 (Esc: zurück zum Spiel)</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Gib das Gerät an %1 weiter</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation>Einen Moment: es kann noch gerufen werden</translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation>%1, würfle (Leertaste)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 würfelt…</translation>
    </message>
    <message>
        <source>%1–%2. %3</source>
        <translation>%1–%2. %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1. …</source>
        <translation>%1. …</translation>
    </message>
    <message numerus="yes">
        <source>%1 used %n hint(s).</source>
        <translation>
            <numerusform>%1 hat %n Tipp genutzt.</numerusform>
            <numerusform>%1 hat %n Tipps genutzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
        <translation>Ab diesem Zug analysieren</translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation>Die anderen Spieler schauen weg: private Karten bleiben verdeckt.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Weiter an %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Ich bin %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::LibraryScreen</name>
    <message>
        <source>Ludoteca</source>
        <translation>Ludoteca</translation>
    </message>
    <message>
        <source>Choose a game to play</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation>Spiele suchen…</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Keine Spiele installiert.</translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation>Kein Spiel passt zur Suche.</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Spiele suchen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
</context>
<context>
    <name>lt::shell::MainWindow</name>
    <message>
        <source>Ludoteca</source>
        <translation>Ludoteca</translation>
    </message>
    <message>
        <source>Classroom Quiz</source>
        <translation>Klassen-Quiz</translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation>1–6 Teams</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>Speic&amp;hern…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation>Stellung aus FEN &amp;aufbauen…</translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation>Stellung einfügen (&amp;FEN)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>Spielesamm&amp;lung</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation>&amp;Klassen-Quiz</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>Ü&amp;ber Ludoteca</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>%1 — %2 — Ludoteca</source>
        <translation>%1 — %2 — Ludoteca</translation>
    </message>
    <message>
        <source>%1 — Ludoteca</source>
        <translation>%1 — Ludoteca</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Spiel kann nicht starten</translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation>Es gibt kein Spiel „%1“.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation>Dieses Spiel von vorn beginnen? Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1: %2</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Kein Spiel läuft.</translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation>Eine %1-Datei enthält nur Partien von %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation>Dieses Spiel kann nicht von einer FEN-Stellung aus beginnen.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation>Stellung in FEN (das Spiel beginnt von dort neu, mit denselben Spielern und Regeln):</translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation>Stellung kann nicht aufgebaut werden</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation>Von der Stellung in der Zwischenablage neu beginnen? Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation>Diese Datei ist eine Partie von „%1“, einem nicht installierten Spiel.</translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation>Ludoteca-Partien (*.ludoteca)</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Open another match? The moves of this one since it was last saved will be lost.</source>
        <translation>Eine andere Partie öffnen? Die Züge dieser Partie seit dem letzten Speichern gehen verloren.</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Alle unterstützten Dateien (%1)</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation>%1 ist keine gültige Partiedatei:
%2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>Du hast eine unbeendete Partie %1 mit %2, zuletzt gespielt %3 (%n Zug). Fortsetzen?</numerusform>
            <numerusform>Du hast eine unbeendete Partie %1 mit %2, zuletzt gespielt %3 (%n Züge). Fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation>Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation>der beschädigte automatische Spielstand konnte nicht beiseitegelegt werden (%1)</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation>Die automatisch gespeicherte Partie kann nicht fortgesetzt werden:
%1

Sie konnte nicht umbenannt werden (%2), daher bleibt das automatische Speichern bis zum nächsten Start von Ludoteca aus: die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation>Die automatisch gespeicherte Partie kann nicht fortgesetzt werden:
%1

Die Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Automatischer Spielstand beschädigt</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Partie a&amp;nalysieren</translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation>Deine Analyse einer beendeten Partie %1 mit %2, gespielt %3, ist aufbewahrt. Öffnen?</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Partie analysieren</translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>Der Computer hat einen regelwidrigen Zug gewählt.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Rückgängig nicht möglich: %1</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>Wiederherstellen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation>Zurückgenommen: das Spiel steht bei Zug %1.</translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation>Wiederhergestellt: das Spiel steht bei Zug %1.</translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation>Diese Stellung kann nicht gezeigt werden: %1</translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation>Rückgängig ist in dieser Partie ausgeschaltet.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation>In dieser Partie kann nur dein eigener letzter Zug zurückgenommen werden, und gerade gibt es keinen zurückzunehmen.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation>In dieser Partie kann nur dein eigener letzter Zug zurückgenommen werden, und nur, bis danach gewürfelt oder eine Karte gezogen wird.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation>In dieser Partie kann nur dein eigener letzter Zug zurückgenommen werden: er ist schon zurückgenommen.</translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation>Wiederherstellen würde noch kommende Würfel oder Karten zeigen, die in dieser Partie verdeckt bleiben.</translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation>Die Stellung nach Zug %1.</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>Zurück zum Spiel.</translation>
    </message>
</context>
<context>
    <name>lt::shell::MoveList</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::NewGameDialog</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Neue Partie %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation>Regelheft-Standard</translation>
    </message>
    <message>
        <source>Random moves (weakest)</source>
        <translation>Zufallszüge (am schwächsten)</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>Programm der Engine wählen</translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation>Spieler %1: Mensch oder Computer</translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation>Spieler %1: Name</translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation>Spieler %1: Farbe</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Spieler %1: Computerstufe</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation>Nur eigener letzter Zug</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation>Frei: jeder Zug kann zurückgenommen werden. Nur eigener letzter Zug: ein Spieler kann seinen eigenen letzten Zug (mit den Antworten der Computer) zurücknehmen, bis danach gewürfelt oder eine Karte gezogen wird, sodass Rückgängig nie zeigt, was als Nächstes kommt. Aus: kein Rückgängig.</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Rückgängig:</translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation>Von einer Stellung aus beginnen…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation>Engine: %1 (%2)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Diese Stellung kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
        <translation>Füge die Stellung ein oder tippe sie ein; bleibt das Feld leer, beginnt das Spiel mit der üblichen Stellung.</translation>
    </message>
</context>
<context>
    <name>lt::shell::PlayersPanel</name>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Computer · %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::RecordedGamePicker</name>
    <message>
        <source>Choose a game</source>
        <translation>Partie wählen</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 enthält %n Partie. Möchtest du sie öffnen?</numerusform>
            <numerusform>%1 enthält %n Partien. Welche möchtest du öffnen?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Analyse abbrechen</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation>Partie wird analysiert: %1 von %2 Stellungen</translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation>Analyse nach %1 von %2 Stellungen angehalten: Partie analysieren macht dort weiter.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>bester Zug</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>guter Zug</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation>%1: Genauigkeit %2 %. Beste %3, gute %4, ?! Ungenauigkeiten %5, ? Fehler %6, ?? grobe Fehler %7.</translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation>Ausgangsstellung: %1.</translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation>%1 spielte %2: %3.</translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation>Besser: %1 (Fortsetzung: %2).</translation>
    </message>
    <message>
        <source>Now: %1.</source>
        <translation>Jetzt: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>Die Regeln für %1 sind nicht verfügbar.</translation>
    </message>
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation>Gegen den Computer nimmt Rückgängig nur deinen eigenen letzten Zug zurück (mit den Antworten des Computers), und nur, bis danach gewürfelt oder eine Karte gezogen wird: die kommenden Würfel und Karten stehen schon fest, und Rückgängig darf sie nicht zeigen. Spielen nur Menschen, ist Rückgängig frei.</translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation>Rückgängig nimmt jeden Zug zurück, bis zum Anfang der Partie.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation>Der Dialog „Neues Spiel“ legt Rückgängig für jede Partie fest: Frei, Nur eigener letzter Zug oder Aus.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation>Bildschirmgröße</translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation>Halte eine Bankkarte an den Bildschirm, ihre linke Kante an der linken Kante des Balkens. Ziehe den gelben Griff oder drücke die Pfeiltasten (mit Umschalt: schneller), bis der Balken genau so lang ist wie die Karte. Das Rechteck-Rennen wird dann in wirklicher Größe gezeichnet.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation>1 mm = %1 Pixel, gemessen.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
        <translation>1 mm = %1 Pixel, wie der Bildschirm meldet.</translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation>Das Fenster wird in der neuen Sprache neu aufgebaut; ein laufendes Spiel geht weiter.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationen:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Töne abspielen</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Töne:</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Eingebaute Karten</translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation>Keine Kartenblätter gefunden: installiere das Paket kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kartenblatt:</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Feldnummern zeigen</translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation>Schreibt in eine Ecke jedes dunklen Feldes des Dame-Bretts seine Nummer, so wie die Züge notiert werden (32-28).</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Bretter:</translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation>Bildschirmgröße…</translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation>Wirkliche Größen:</translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation>an einer Karte gemessen</translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation>wie der Bildschirm meldet (nicht geprüft)</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsStore</name>
    <message>
        <source>The statistics could not be read (%1). They start again; the old file is kept as %2.</source>
        <translation>Die Statistik konnte nicht gelesen werden (%1). Sie beginnt von vorn; die alte Datei wird als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation>Die Statistik konnte nicht gelesen (%1) und die Datei nicht beiseitegelegt werden. Sie bleibt, wie sie ist, und keine Statistik wird gespeichert, bis sie verschoben wird.</translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation>%1 konnte nicht gelesen werden und bleibt, wie es ist</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>Noch kein Spiel beendet.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Längste Niederlagenserie</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computerstufe</translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation>Alles &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation>Gegen den Computer (Spiele zu zweit):</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n verloren</numerusform>
            <numerusform>%n verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation>Die Statistik aller Spieler löschen?</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Die Statistik konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Genutzte Tipps</translation>
    </message>
</context>
<context>
    <name>lt::shell::TokenPotView</name>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
</context>
<context>
    <name>lt::shell::barbu::BarbuBoard</name>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herzen</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Salad</source>
        <translation>Salat</translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation>2 Punkte pro Stich</translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation>6 Punkte pro Dame</translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation>2 Punkte pro Herz</translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation>20 Punkte für den Herzkönig</translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation>20 Punkte für den letzten Stich</translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation>Alle fünf Strafen zusammen</translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation>Du gibst: wähle den Kontrakt dieses Spiels.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: spiele eine Karte.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du musst Farbe bedienen: %1.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Letzter Stich, von %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Stich an %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 wählt %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 macht den Stich</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Karten an %1</translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation>%1 ist der letzte Kontrakt der Runde</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>Spiel gewertet</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation>Spiel %1 von %2 · Runde %3</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Wählt…</translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation>%1 wählt den Kontrakt</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Karten werden gegeben…</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation>Punktezettel: Strafpunkte jeder Runde, die wenigsten gewinnen (Klick zum Schließen)</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Contract: %1, chosen by %2.</source>
        <translation>Kontrakt: %1, gewählt von %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Gewonnene Stiche: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation>Q aufdecken · Umschalt links schlagen</translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation>P aufdecken · Umschalt rechts schlagen</translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation>V aufdecken · Leertaste schlagen</translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation>Ziffernblock 8 aufdecken · Ziffernblock 0 schlagen</translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation>Pos1 aufdecken · Ende schlagen</translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation>F5 aufdecken · F8 schlagen</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation>Achtung…</translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation>1.000 Karten aufgedeckt: geteilter Sieg.</translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation>1.000 Karten aufgedeckt: %1 hat die meisten Karten und gewinnt!</translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation>%1 hat alle 52 Karten und gewinnt!</translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation>%1 gewinnt den Stapel: nimm ihn (%2).</translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation>%1, decke eine Karte auf (%2).</translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation>%1 gewinnt den Stapel.</translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation>%1 deckt auf.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 deckt %2 auf: %3 muss %n Karte aufdecken.</numerusform>
            <numerusform>%1 deckt %2 auf: %3 muss %n Karten aufdecken.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns %2.</source>
        <translation>%1 deckt %2 auf.</translation>
    </message>
    <message>
        <source>%1 turns a card.</source>
        <translation>%1 deckt eine Karte auf.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 nimmt den Stapel: %n Karte.</numerusform>
            <numerusform>%1 nimmt den Stapel: %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>%1 schlägt als Erster zu, nach %2 ms, und gewinnt %n Karte!</numerusform>
            <numerusform>%1 schlägt als Erster zu, nach %2 ms, und gewinnt %n Karten!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation>%1 schlägt zu, aber es gibt kein Paar: eine Karte kommt unter den Stapel.</translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation>%1 gewinnt den Stapel</translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1 muss noch %n Karte aufdecken</numerusform>
            <numerusform>%1 muss noch %n Karten aufdecken</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation>Abgeschlagen von %1:</translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation>Gewonnen von %1:</translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>%1 hat in derselben Millisekunde wie %2 geschlagen, sitzt näher nach dem Aufdeckenden und nimmt %n Karte!</numerusform>
            <numerusform>%1 hat in derselben Millisekunde wie %2 geschlagen, sitzt näher nach dem Aufdeckenden und nimmt die %n Karten!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation>%1 schlägt ohne Karten zu, aber es gibt kein Paar: %1 ist endgültig raus.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in each stack: %1.</source>
        <translation>Karten der Spieler: %1.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Raus: %1.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation>Stapel: %1.</translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation>Karten im Stapel: %1; oben %2, darunter %3.</translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
        <translation>Ein Paar oben: schlag zu!</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>Offer draw</source>
        <translation>Remis anbieten</translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation>Ein Remis vorschlagen; dein Gegner nimmt an oder lehnt ab</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation>Remis beanspruchen</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation>Dreifache Stellungswiederholung oder 50 Züge ohne Schlagen oder Bauernzug</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Diese Partie aufgeben</translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation>%1, willst du diese Partie aufgeben?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Remisangebot</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 bietet Remis an. %2, nimmst du an?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Remis annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 bietet Remis an</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 nimmt das Remis an</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Remis vereinbart</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 lehnt das Remis ab</translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation>Remis beansprucht: dieselbe Stellung zum dritten Mal</translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation>Remis beansprucht: 50 Züge ohne Schlagen oder Bauernzug</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>im Schach</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>&amp;FEN kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>&amp;PGN kopieren</translation>
    </message>
    <message>
        <source>Save game as PG&amp;N…</source>
        <translation>Partie als PG&amp;N speichern…</translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation>Partie als PGN speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <source>check</source>
        <translation>Schach</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>schachmatt</translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation>Patt: remis</translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation>remis durch dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation>remis durch die 50-Züge-Regel</translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation>remis: keine Seite kann mattsetzen</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation>Ein Bauer zieht geradeaus, ein Feld oder von seinem Ausgangsfeld zwei, und schlägt ein Feld schräg nach vorn.</translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation>Ein Springer springt in L-Form: zwei Felder in eine Richtung, dann eins zur Seite.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation>Ein Läufer zieht diagonal, so weit der Weg frei ist.</translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation>Ein Turm zieht entlang seiner Reihe oder Linie, so weit der Weg frei ist.</translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation>Eine Dame zieht entlang einer Reihe, Linie oder Diagonale, so weit der Weg frei ist.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation>Ein König zieht ein Feld in jede Richtung; zur Rochade zwei Felder in Richtung eines Turms.</translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation>Der Weg von %1 nach %2 ist versperrt.</translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation>Ein Bauer kann nicht geradeaus schlagen: er schlägt schräg.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation>Ein Bauer zieht nur zum Schlagen schräg.</translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation>Ein Bauer zieht nur von seinem Ausgangsfeld zwei Felder.</translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation>Dein König steht im Schach: dieser Zug hebt das Schach nicht auf.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Dieser Zug würde deinen König im Schach lassen.</translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation>Keine Rochade auf dieser Seite: der König oder dieser Turm hat schon gezogen.</translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation>Noch keine Rochade: die Felder zwischen König und Turm müssen leer sein.</translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation>Keine Rochade, während dein König im Schach steht.</translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation>Keine Rochade durch Schach: der König würde ein angegriffenes Feld überqueren oder betreten.</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Schach960-Startstellung %1</translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation>Die Zeit von %1 ist abgelaufen, aber %2 kann nicht mattsetzen: remis</translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation>Die Zeit von %1 ist abgelaufen</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>König %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>Könige %1</translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation>Dame %1</translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation>Damen %1</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>Turm %1</translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation>Türme %1</translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation>Läufer %1</translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation>Läufer %1</translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation>Springer %1</translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation>Springer %1</translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation>Bauer %1</translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation>Bauern %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Weiß: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Schwarz: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Weiß ist am Zug.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Schwarz ist am Zug.</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Schach.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Erlaubte Züge: %1.</translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation>Keiner deiner Bauern kann nach %1 ziehen.</translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation>Keiner deiner Springer kann nach %1 ziehen.</translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation>Keiner deiner Läufer kann nach %1 ziehen.</translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation>Keiner deiner Türme kann nach %1 ziehen.</translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation>Deine Dame kann nicht nach %1 ziehen.</translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation>Dein König kann nicht nach %1 ziehen.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>„%1“ ist kein Zug: gib ihn wie e4, Nf3, exd5, O-O oder e8=Q ein (mit englischen Figurenbuchstaben).</translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation>„%1“ passt zu mehreren Zügen: %2. Gib den gemeinten ein.</translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation>Sag, was aus dem Bauern wird: %1=Q (Dame), %1=R (Turm), %1=B (Läufer) oder %1=N (Springer).</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation>Nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt.</translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation>Die kurze Rochade (O-O) ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation>Die lange Rochade (O-O-O) ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation>Du hast keine Figur auf %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>Die Partie bricht vorzeitig ab, bei einem regelwidrigen Zug:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation>Diese Partie ist keine Schachpartie.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Ludoteca-Partie</translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation>Schachpartien (*.pgn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation>Keine UCI-Schach-Engine gefunden: „stockfish“ wurde in %1 gesucht. Installiere Stockfish (Debian: apt install stockfish) oder wähle das Programm der Engine.</translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation>„%1“ kann nicht gestartet werden: Dieses Programm gibt es nicht, oder es ist nicht ausführbar.</translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation>„%1“ wurde beendet, ohne „uciok“ zu antworten: Es ist keine UCI-Schach-Engine.</translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
        <translation>„%1“ hat nicht innerhalb von %2 Sekunden „uciok“ geantwortet: Es ist keine UCI-Schach-Engine.</translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation>Die gewählten Karten in der gewählten Reihenfolge spielen (Enter)</translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation>Du kannst nicht spielen: ziehe eine Karte vom Stapel (D)</translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation>Nach dem Ziehen nichts zu spielen: beende deinen Zug (P)</translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation>Wünsche eine Farbe:</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Card!</source>
        <translation>Letzte Karte!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Erwischt!</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Gewünscht</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Gilt</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation>Letzte Karte! = %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>ist raus</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 gewinnt die Partie!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Restkarten</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation>%1 spielt %2 und wünscht %3</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>%1 ist raus!</translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation>die Spielrichtung kehrt sich um</translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation>%1 setzt aus</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 spielt noch einmal</translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation>%1 kann nicht spielen und zieht eine Karte</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Karten an %1</translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation>Ein Joker wurde aufgedeckt: er kommt zurück in den Stapel</translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation>Die erste Karte ist %1</translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation>%1 nimmt eine Karte vom Stapel</translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation>%1 gibt %2 eine Karte</translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation>%1: „Letzte Karte!“</translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation>%1 hat vergessen, „Letzte Karte!“ zu sagen, und wird erwischt: jeder andere Spieler gibt ihm eine Karte</translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation>(der Ablagestapel wird zu einem neuen Stapel gemischt)</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 zieht %n Karte</numerusform>
            <numerusform>%1 zieht %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n Spieler setzt aus</numerusform>
            <numerusform>%n Spieler setzen aus</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Ablagestapel: oben %1.</translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation>Gewünschte Farbe: %1.</translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation>Geltende Farbe: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Karten im Stapel: %1.</translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
        <translation>Die Spielrichtung ist umgekehrt.</translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 gewinnt mit %2 Punkten!</translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation>Nullwurf! %1 Punkte verloren.</translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation>Nullwurf!</translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation>%1 braucht %2 in einer Runde zum Einstieg.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation>Behalten, würfeln</translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation>Behalten, schreiben</translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation>Behalten, %1 schreiben</translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation>Herausgelegt: +%1 (Rundensumme %2)</translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation>Nur Punktewürfel können herausgelegt werden.</translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation>Klicke die Punktewürfel zum Herauslegen an (Tasten 1-5).</translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation>%1 würfelt %2 — Nullwurf, %3 Punkte verloren</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation>%1 behält %2 (%3 in der Hand) und würfelt weiter</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation>%1 behält %2 und schreibt — %3 Punkte</translation>
    </message>
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — Rundensumme %2 · noch %n Würfel zu werfen</numerusform>
            <numerusform>%1 — Rundensumme %2 · noch %n Würfel zu werfen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation>Würfe dieser Runde</translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation>%1 · der niedrigste</translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · wert %n Chip</numerusform>
            <numerusform>%1 · wert %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — bekommt %n Chip</numerusform>
            <numerusform>%1 — bekommt %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>würfelt…</translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation>raus — keine Chips mehr</translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation>Aufladen — Chips im Pot: %1</translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation>Ein Wurf für jeden. Der schlechteste Wurf nimmt so viele Chips aus dem Pot, wie der beste Wurf wert ist.</translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation>Abladen — werde deine Chips los</translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation>%1 beginnt: bis zu 3 Würfe. Die anderen müssen dann genau so oft werfen.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Alle werfen genau %n-mal. Der beste Wurf gibt dem schlechtesten so viele Chips, wie er wert ist.</numerusform>
            <numerusform>Alle werfen genau %n-mal. Der beste Wurf gibt dem schlechtesten so viele Chips, wie er wert ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gewinnen!</translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation>%1 endet mit allen 21 Chips.</translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation>Wer zuerst keine Chips mehr hat, gewinnt.</translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation>Gleichstand beim besten Wurf: %1 werfen neu</translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation>Gleichstand beim schlechtesten Wurf: %1 werfen neu</translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation>Ein Wurf für jeden entscheidet; die Menge bleibt die des besten Wurfs der Runde.</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>%1 wirft</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — Wurf %2 von %3</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Alle neu</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>%n neu würfeln</numerusform>
            <numerusform>%n neu würfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation>Klicke die Würfel an, die du behältst (Tasten 1-3), und wirf die anderen neu — oder bleib bei %1.</translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation>Du musst nochmal werfen: klicke die Würfel an, die du behältst (Tasten 1-3); mindestens ein Würfel rollt.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 wirft %n Würfel neu</numerusform>
            <numerusform>%1 wirft %n Würfel neu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 bleibt nach %n Wurf stehen</numerusform>
            <numerusform>%1 bleibt nach %n Würfen stehen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 nimmt %n Chip aus dem Pot</numerusform>
            <numerusform> · %1 nimmt %n Chips aus dem Pot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 gibt %2 %n Chip</numerusform>
            <numerusform> · %1 gibt %2 %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation> · der Pot ist leer: Abladen</translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation> · %1 hat keine Chips mehr</translation>
    </message>
    <message>
        <source> · tie: play-off</source>
        <translation> · Gleichstand: Stechen</translation>
    </message>
    <message>
        <source>Charge.</source>
        <translation>Aufladen.</translation>
    </message>
    <message>
        <source>Discharge.</source>
        <translation>Abladen.</translation>
    </message>
    <message>
        <source>%1, the lowest</source>
        <translation>%1, der niedrigste</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, wert %n Chip</numerusform>
            <numerusform>%1, wert %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation>raus, keine Chips mehr</translation>
    </message>
</context>
<context>
    <name>lt::shell::diceblackjack::BlackjackBoardView</name>
    <message>
        <source>Pot</source>
        <translation>Pot</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>überkauft</translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation>Black Jack!</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>würfelt</translation>
    </message>
    <message>
        <source>to throw</source>
        <translation>ist dran</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>bleibt stehen</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation>%1, raus</translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation>Runde %1: Ergebnis</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation>Runde %1: %2 gleichauf mit %3 — keiner kassiert, der Pot bleibt</translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation>Runde %1: alle haben sich überkauft — der Pot bleibt</translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 scheidet aus</translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation>%1 scheiden aus</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Noch bleibt niemand stehen.</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation>Bisher am besten: %1 (%2).</translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation>Runde %1 · begonnen von %2</translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation>%1 wirft die drei Würfel</translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation>%1, wirf die drei Würfel (Leertaste).</translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation>%1 wirft.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 hat %2</translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation>%1 spielt als Letzter.</translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation>Stopp (S) oder weitere Würfel werfen (1, 2, 3).</translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation>Drei Würfel werfen</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>Stopp bei %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation>%1 würfelt %2: %3, überkauft — ein Chip in den Pot</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation>%1 würfelt %2: %3, überkauft</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation>%1 würfelt %2: %3</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 bleibt bei %2 stehen</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 gewinnt Runde %2 mit %3 und kassiert %n Chip</numerusform>
            <numerusform>%1 gewinnt Runde %2 mit %3 und kassiert %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Spiel vorbei nach %n Runde</numerusform>
            <numerusform>Spiel vorbei nach %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>%1 gewinnt das Spiel mit allen Chips (%n Chip)!</numerusform>
            <numerusform>%1 gewinnt das Spiel mit allen %n Chips!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>%1 gewinnt das Spiel mit %n Chip!</numerusform>
            <numerusform>%1 gewinnt das Spiel mit %n Chips!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Chip!</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Chips!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1 hat %2 und wirft %n weiteren Würfel</numerusform>
            <numerusform>%1 hat %2 und wirft %n weitere Würfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>%n Spieler muss noch spielen.</numerusform>
            <numerusform>%n Spieler müssen noch spielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>%n Würfel werfen</numerusform>
            <numerusform>%n Würfel werfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>%n weiteren Würfel werfen</numerusform>
            <numerusform>%n weitere Würfel werfen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 wirft %n weiteren Würfel</numerusform>
            <numerusform>%1 wirft %n weitere Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::dicepoker::PokerBoardView</name>
    <message>
        <source>Stand</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation>1 Chip setzen</translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation>2 Chips setzen</translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation>Blätter dieser Runde</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>Full House</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>Vierling</translation>
    </message>
    <message>
        <source>poker</source>
        <translation>Poker</translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — gewinnt %n Chip</numerusform>
            <numerusform>%1 — gewinnt %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>würfelt…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Chip!</numerusform>
            <numerusform>%1 gewinnt mit %n Chips!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Geteilter Sieg: %1, je %n Chip</numerusform>
            <numerusform>Geteilter Sieg: %1, je %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation>Ein Spieler hat keine Chips mehr: das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 beginnt Runde %2</translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation>Der Startspieler wählt den Einsatz: jeder Spieler legt 1 oder 2 Chips in den Pot.</translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation>%1 — Wurf %2 von höchstens %3 · Einsatz %4</translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation>Stechen: %1</translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation>Die besten Blätter sind gleich: ein Wurf mit allen fünf Würfeln für jeden entscheidet über den Pot.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Alle neu</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>%n neu würfeln</numerusform>
            <numerusform>%n neu würfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation>Klicke die Würfel an, die du behältst (Tasten 1-5), und wirf die anderen neu — oder bleib bei %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 setzt den Einsatz auf je %n Chip</numerusform>
            <numerusform>%1 setzt den Einsatz auf je %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation>%1 würfelt %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 behält %2 und wirft %n neu</numerusform>
            <numerusform>%1 behält %2 und wirft %n neu</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 wirft alle fünf Würfel neu</translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation>%1 bleibt bei %2</translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 gewinnt den Pot von %n Chip</numerusform>
            <numerusform> · %1 gewinnt den Pot von %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation> · gleich gute Blätter: Stechen</translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
        <translation>Zu schlagen: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1: not a legal move</source>
        <translation>%1: kein gültiger Zug</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation>%1 schlägt einen Stein: %2</translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation>, der Stein wird Dame</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>remis: dieselbe Stellung zum dritten Mal</translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation>remis: zu lange nur Damenzüge ohne Schlagen</translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation>%1 kann nicht ziehen: %2 gewinnt</translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation>%1 hat keine Steine mehr: %2 gewinnt</translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation>Feldnummern</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Stellung kopieren (FEN)</translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 schlägt %n Stein: %2</numerusform>
            <numerusform>%1 schlägt %n Steine: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>man %1</source>
        <translation>Stein %1</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>Steine %1</translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>Dame %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>Damen %1</translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation>keine Steine</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Weiß: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Schwarz: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Weiß ist am Zug.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Schwarz ist am Zug.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Erlaubte Züge: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>Die Partie bricht vorzeitig ab, bei einem regelwidrigen Zug:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation>Diese Partie ist keine Damepartie.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Ludoteca-Partie</translation>
    </message>
    <message>
        <source>Draughts games (*.pdn)</source>
        <translation>Damepartien (*.pdn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomQuizPage</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Flagge %1 von %2</translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation>Wie heißt die Hauptstadt dieses Landes?</translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation>Welches Land ist das?</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Zeit!</translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation>Leertaste: nächste Flagge</translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation>Leertaste: Antwort zeigen</translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation>1: Punkt für das Team</translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation>1–%1: Punkt für ein Team</translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation>%1   ·   %2   ·   Rücktaste: rückgängig   ·   Esc: Quiz beenden   ·   F11: Vollbild</translation>
    </message>
    <message>
        <source>Flag quiz</source>
        <translation>Flaggen-Quiz</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Als CSV exportieren…</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Neues Quiz</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flagge</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation>Diesmal keine Punkte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>%1 von %n Flagge richtig.</numerusform>
            <numerusform>%1 von %n Flaggen richtig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Geteilter Sieg: %1, je %n Punkt.</numerusform>
            <numerusform>Geteilter Sieg: %1, je %n Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomSetupPage</name>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asien</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afrika</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Amerika</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Ozeanien</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>Antarktis</translation>
    </message>
    <message>
        <source>Flags in the classroom</source>
        <translation>Flaggen im Klassenzimmer</translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation>Zeige diesen Bildschirm mit dem Beamer. Während des Quiz erledigt die Tastatur alles: Leertaste zeigt die Antwort und die nächste Flagge, 1–6 geben einem Team einen Punkt, Rücktaste nimmt ihn zurück, Esc beendet das Quiz.</translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation>Die 48 Flaggen der Flaggy-Schachtel</translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation>Land nennen</translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation>Hauptstadt nennen (Flaggy-Flaggen)</translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation>Die Lehrkraft zeigt die Antwort</translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation>Vier große Antworten</translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation>Keine Auswahl, Antworten in den Ergebnissen (schriftliches Quiz)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>ohne Zeitlimit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flaggen</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Kontinente</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation>Anzahl der Flaggen</translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation>Zeit pro Flagge</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Quiz starten</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation>von %1 verfügbaren</translation>
    </message>
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>Alle %n Länder der Welt (ISO 3166)</numerusform>
            <numerusform>Alle %n Länder der Welt (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation>Team %1: Name</translation>
    </message>
    <message>
        <source>Quiz settings</source>
        <translation>Quiz-Einstellungen</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation>Flaggen im Klassenzimmer</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Flaggenbilder fehlen: installiere das Paket iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation>Das Klassen-Quiz kann nicht starten.

%1</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation>flaggen-quiz-ergebnisse.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation>Die Ergebnisse konnten nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation>Roten Würfel werfen</translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation>%1 km²</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 Millionen</translation>
    </message>
    <message>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation>kleinste Fläche  ←                →  größte Fläche</translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation>wenigste Einwohner  ←                →  meiste Einwohner</translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation>%1, wohin gehört dieses Land?</translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation>Falscher Platz! %1 wirft den roten Würfel</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gewinnt das Spiel!</translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation>%1 hat das Rennen gewonnen! Neues Rennen: %2 legt die erste Karte</translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation>%1 legt die erste Karte</translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation>Richtig! %1 hat %2 an seinen Platz gelegt</translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation>%1 lag bei %2 falsch, aber der Würfel hat ihn gerettet</translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation>%1 lag bei %2 falsch und ist aus diesem Rennen raus</translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation>ROTER WÜRFEL</translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation>%1 oder Welt rettet %2</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Rennen %1</translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation>Noch im Rennen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Stapel: %n Karte</numerusform>
            <numerusform>Stapel: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>%n Karte zum Sieg</numerusform>
            <numerusform>%n Karten zum Sieg</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation>Klicke auf einen Pfeil in der Reihe oder wähle mit ← → und drücke Enter.</translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation>%1 legt %2 als Anfang der Reihe</translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation>%1 nimmt die oberste Karte</translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation>%1 legt %2: richtig!</translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation>%1 legt %2: falsch!</translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation>%1 würfelt %2: gerettet, noch im Rennen</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation>%1 würfelt %2 und ist raus: %3 gewinnt das Rennen und %4</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation>%1 würfelt %2: %3 gewinnt das Rennen und das Spiel!</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation>%1 würfelt %2 und ist aus diesem Rennen raus</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards won: %1.</source>
        <translation>Gewonnene Karten: %1.</translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation>Noch im Rennen: %1.</translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation>Karten in der Reihe: %1. Karten im Stapel: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation>Nichts passt: Karte ziehen (Enter)</translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation>Nichts passt: passen (Enter)</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 Karte</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Karten werden verteilt…</translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation>Die blauen Würfel bestimmen die erste Karte</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Die Hände sind verdeckt</translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation>Würfeln um die erste Karte</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Diese Karte ist im Stapel: nochmal würfeln</translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation>Bonus! %1 spielt noch eine Karte</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation>%1 hat die letzte Karte gespielt und gewinnt!</translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation>Nichts geht mehr: die wenigsten Karten gewinnen</translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation>STARTWURF</translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation>%1 hat mit %2 eröffnet</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stapel: %n Karte</numerusform>
            <numerusform>Stapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation>Auf dem Tisch: %1 von %2</translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation>Wähle eine Karte aus deiner Hand; die Plätze, an die sie passt, leuchten auf.</translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation>Klicke auf einen grünen Platz oder auf einen goldenen, um zwei Karten zu verbinden und nochmal zu spielen.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation>Tasten: 1-9 oder ← → wählen eine Karte, ↑ ↓ ihren Platz (weißer Rahmen), Enter spielt sie, Esc legt sie zurück.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>%1 bekommt eine Karte</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 zieht eine Karte</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation>Würfel: %1. Diese rote Karte ist im Stapel: nochmal würfeln</translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation>Würfel: %1 — %2 eröffnet mit %3</translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation>%1 spielt %2, die letzte Karte!</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation>%1 kann nicht spielen und zieht</translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation>%1 kann nicht spielen und passt</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Karten von %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Je %n Karte wird verteilt</numerusform>
            <numerusform>Je %n Karten werden verteilt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 spielt %2 und verbindet %n Karte: nochmal spielen!</numerusform>
            <numerusform>%1 spielt %2 und verbindet %n Karten: nochmal spielen!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Deine Karten: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
        <translation>Karten auf dem Tisch: %1. Karten im Stapel: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>(not a country of the box)</source>
        <translation>(kein Land aus der Schachtel)</translation>
    </message>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Flagge %1 von %2</translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation>%1, wie heißt die Hauptstadt dieses Landes?</translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation>%1, welches Land ist das?</translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation>Tippe die Hauptstadt ein und drücke Enter</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Tippe das Land ein und drücke Enter</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Mach dich bereit…</translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation>Das war die letzte Flagge!</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 hat geantwortet</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Richtig! %1</translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation>Falsch — es war %1</translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation>Vier Antworten für %1</translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation>Flagge %1 von %2 für %3</translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation>%1: %2 — richtig!</translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation>%1: %2 — falsch, es war %3</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: Taste %2</translation>
    </message>
    <message>
        <source>Touch a card: its letter or a click. Book: F1–F%1 or a click on the name of who has it.</source>
        <translation>Karte berühren: ihr Buchstabe oder ein Klick. Melden: F1–F%1 oder ein Klick auf den Namen dessen, der sie hat.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation>Buzzer — %1. Buzzern, dann innerhalb von 3 s der Buchstabe einer Karte oder F1–F%2, um zu sagen, wer sie hat. Die Maus gehört %3.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Macht euch bereit…</translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation>Die roten Karten werden ausgelegt…</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, würfle!</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 würfelt…</translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation>%1: Buchstabe einer Karte oder F1–F%2 für den, der sie hat!</translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation>Finde die Karte mit %1 — oder, wenn sie weg ist, melde dich und sag, wer sie hat!</translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation>Das Wurflimit ist erreicht: die meisten Karten gewinnen.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Taste %1</translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation>Eine rote Karte wird auf den Tisch gelegt</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation>%1 hat %2 gefunden!</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation>%1 hat %2 berührt: falsche Karte, für diesen Wurf raus</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation>%1 hat %2 berührt: falsche Karte — alle sind raus, nochmal würfeln</translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation>Keiner rechtzeitig: %1 würfelt nochmal</translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation>%1 meldet: „Ich hab sie!“ — richtig, %2 bleibt bei %1</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation>%1 meldet: „%2 hat sie!“ — richtig, %1 nimmt %3</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation>%1 meldet: „%2 hat sie!“ — falsch</translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation>%1 hat sich gemeldet, aber niemanden rechtzeitig genannt — falsch</translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation>; %1 kommt zurück auf den Tisch</translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation>; %1 schuldet eine Karte</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 gewinnt das Spiel!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Karte!</numerusform>
            <numerusform>%1 gewinnt mit %n Karten!</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards won: %1.</source>
        <translation>Gewonnene Karten: %1.</translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation>Geschuldete Karten: %1.</translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation>Noch zu gewinnende Karten: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiSeatsView</name>
    <message>
        <source>rolls</source>
        <translation>würfelt</translation>
    </message>
    <message>
        <source>out this roll</source>
        <translation>für diesen Wurf raus</translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>schuldet %n Karte</numerusform>
            <numerusform>schuldet %n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_un_due_tre::UdtBoardView</name>
    <message>
        <source>1 blue die</source>
        <translation>1 blauer Würfel</translation>
    </message>
    <message>
        <source>2 blue dice</source>
        <translation>2 blaue Würfel</translation>
    </message>
    <message>
        <source>Red die</source>
        <translation>Roter Würfel</translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation>Blau + Rot</translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation>Alle 3 Würfel</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Zug beenden (E)</translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation>eine Karte mit beidem</translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation>eine passende Karte</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Die Hände sind verdeckt</translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation>Die blauen Würfel bestimmen, wer beginnt</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Diese Karte ist im Stapel: nochmal würfeln</translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation>%1, mit wie vielen Würfeln würfelst du?</translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation>%1 wählt die Würfel</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 würfelt</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 legt ab</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 zieht %n Karte</numerusform>
            <numerusform>%1 zieht %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation>%1 hat keine Karten mehr und gewinnt!</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stapel: %n Karte</numerusform>
            <numerusform>Stapel: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Ablage: %n Karte</numerusform>
            <numerusform>Ablage: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation>Letzter Zug: %1 abgelegt, %2 gezogen</translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation>Letzter Zug: %1 abgelegt</translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation>Wähle eine Karte, dann einen grünen Platz. Lege mindestens so viele Karten ab, wie du Würfel geworfen hast, sonst ziehst du so viele.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation>Tasten: 1-9 oder ← → wählen eine Karte, ↑ ↓ ihren Platz (weißer Rahmen), Enter legt sie ab, E beendet den Zug.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>%1 bekommt eine Karte</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 zieht eine Karte</translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation>Diese rote Karte ist im Stapel: nochmal würfeln</translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation>%1 hat die Karte, die die Würfel zeigen, und beginnt</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 wirft %n Würfel</numerusform>
            <numerusform>%1 wirft %n Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation>%1 legt %2 ab und gewinnt!</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 legt %2 ab</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 beendet den Zug</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Karten von %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Je %n Karte wird verteilt</numerusform>
            <numerusform>Je %n Karten werden verteilt</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Deine Karten: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Ablagestapel: oben %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Karten im Stapel: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Tippe das Land ein und drücke Enter</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: Taste %2</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation>Ein gemeinsames Symbol? Buzzere mit Leertaste oder 1, dann tippe den Namen und drücke Enter, innerhalb von 8 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation>Buzzer — %1. Dann tippe den Namen und drücke Enter, innerhalb von 8 s.</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Ein gemeinsames Symbol? Buzzere mit Leertaste oder 1, dann wähle den Namen mit A S D F oder per Klick, innerhalb von 3 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Buzzer — %1. Dann wähle den Namen mit A S D F oder per Klick, innerhalb von 3 s.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Macht euch bereit…</translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation>%1, sag den Namen!</translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation>%1 verteilt die Karten…</translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation>%1 hat ein neues Land: haben zwei Flaggen ein gemeinsames Symbol?</translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation>Gleichstand: die blauen Würfel entscheiden zwischen den Führenden…</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Geteilter Sieg!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>%n Karte zu verteilen</numerusform>
            <numerusform>%n Karten zu verteilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Geber: %1</translation>
    </message>
    <message>
        <source> · key %1</source>
        <translation> · Taste %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives %2</source>
        <translation>%1 bekommt %2</translation>
    </message>
    <message>
        <source>%1 shouts!</source>
        <translation>%1 ruft!</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1: „%2!“ — richtig, %1 nimmt %n Karte von %3</numerusform>
            <numerusform>%1: „%2!“ — richtig, %1 nimmt %n Karten von %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation> (%1 lag im selben Moment auch richtig, aber %2 kommt alphabetisch zuerst)</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1: „%2!“ — falsch, %1 gibt %n Karte ab</numerusform>
            <numerusform>%1: „%2!“ — falsch, %1 gibt %n Karten ab</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 hat gebuzzert, aber nichts gesagt — falsch, %1 gibt %n Karte ab</numerusform>
            <numerusform>%1 hat gebuzzert, aber nichts gesagt — falsch, %1 gibt %n Karten ab</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation>Niemand hat rechtzeitig gerufen</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Nächste Karte</translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation>Die Würfel zeigen auf %1: %2 hat es und gewinnt</translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation>Die Würfel zeigen auf %1: keiner der Führenden hat es</translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>; im selben Moment hat %1 einen falschen Namen gesagt und gibt %n Karte ab</numerusform>
            <numerusform>; im selben Moment hat %1 einen falschen Namen gesagt und gibt %n Karten ab</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 gewinnt das Spiel!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Karte!</numerusform>
            <numerusform>%1 gewinnt mit %n Karten!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation>Karten in jedem Stapel: %1. Verteilte Karten: %2 von %3.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>lt::shell::goose::GooseBoardView</name>
    <message>
        <source>Game of the
Goose</source>
        <comment>the board&apos;s title, on two lines</comment>
        <translation>Gänse-
spiel</translation>
    </message>
    <message>
        <source>winner!</source>
        <translation>Sieger!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation>im Brunnen, wartet auf Rettung</translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation>im Gefängnis, wartet auf Rettung</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>setzt nächste Runde aus</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation>Zu weit! %1 zählt bis 63 und zurück bis %2.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation>%1 landet auf der Gans auf %2 und fliegt %3 weiter, zurückgeprallt bis %4.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation>%1 landet auf der Gans auf %2 und fliegt %3 weiter bis %4.</translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation>%1 landet auf der Brücke: weiter bis 12.</translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation>%1 verirrt sich im Labyrinth: zurück auf 30.</translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation>%1 trifft auf 58 den Tod: zurück auf Feld 1.</translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation>Erster Wurf 6+3: %1 geht direkt auf 26!</translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation>Erster Wurf 5+4: %1 geht direkt auf 53!</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation>%1 stand auf %2 und geht zurück zum Start.</translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation>%1 ist befreit und geht auf %2.</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation>%1 stand auf %2 und geht auf %3.</translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation>%1 erreicht 63 und gewinnt!</translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation>%1 erreicht 63: Platz %2.</translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation>%1 kehrt im Wirtshaus auf 19 ein und setzt die nächste Runde aus.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation>%1 fällt auf 31 in den Brunnen und wartet auf Rettung.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation>%1 fällt auf 31 in den Brunnen: zweimal aussetzen.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation>%1 kommt auf 52 ins Gefängnis und wartet auf Rettung.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation>%1 kommt auf 52 ins Gefängnis: zweimal aussetzen.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 steht auf %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2+%3.</source>
        <translation>%1 würfelt %2+%3.</translation>
    </message>
    <message>
        <source>Everyone was stuck: %1 is let go.</source>
        <translation>Alle saßen fest: %1 kommt frei.</translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation>%1 wartet noch.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 setzt aus.</translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>setzt %n Runde aus</numerusform>
            <numerusform>setzt %n Runden aus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 gibt zuerst.</translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation>%1 und %2 haben ihr geheimes Zeichen gewählt.</translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation>Eine Karte wird gegeben.</translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation>%1 kommt auf den Markt.</translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation>Der Markt kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation>%1 nimmt %2 und gibt %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation>%1 ist fertig.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: „Doppel-Kems!“ Richtig: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: „Doppel-Kems!“ Falsch (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: „Kems!“ Richtig: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: „Kems!“ Falsch (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation>%1: „Konter-Kems: %2!“ Richtig: +4 und ein neues Zeichen.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation>%1: „Konter-Kems: %2!“ Falsch: −2.</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation>%1: %2   ·   %3: %4   ·   Ziel %5</translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation>Stapel %1</translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation>Ablage %1</translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation>Zeit um: unentschieden!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gewinnen!</translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation>Die Teams wählen ihre geheimen Zeichen…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Karten werden gegeben…</translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation>Euer Zeichen:
%1</translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation>1–8 Gesten · G Konter-Kems
A S D F, dann Z X C V: tauschen
Leertaste Kems (halten: Doppel) · B fertig</translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation>Kems!</translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation>Doppel-Kems!</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation>Konter-Kems!</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation>%1, wähle das geheime Zeichen deines Teams (1–8)</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation>Konter-Kems! Welche Geste ist ihr Zeichen? (1–8, Esc: abbrechen)</translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation>Umschalt links halten: deine Karten
1–4 Q W E R Gesten · G Konter
A S D F, dann Z X C V: tauschen
Leertaste Kems (halten: Doppel) · T fertig</translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation>Umschalt rechts halten: deine Karten
7 8 9 0 U I O P Gesten · Rücktaste Konter
H J K L, dann N M , .: tauschen
Enter Kems (halten: Doppel) · Y fertig</translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation>Markt: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Karten im Stapel: %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation>Zeichen deines Teams: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
        <translation>Punkte: %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation>%1 hat die dritte 6 in Folge gewürfelt — der Nächste ist dran</translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation>%1 hat eine 6 gewürfelt, kann aber nicht ziehen — nochmal würfeln</translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation>%1 hat eine 6 gewürfelt — nochmal</translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation>%1 hat eine %2 gewürfelt — kein Zug möglich</translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation>%1 hat eine %2 gewürfelt</translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation>%1 hat eine Figur ins Spiel gebracht</translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation>%1 hat eine Figur ins Ziel gebracht</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1 belegt Platz %2</translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation>%1 ist auf Stufe %2 gestiegen</translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation>%1 hat den Fuß der Treppe erreicht</translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation>%1 hat Figur %2 auf Feld %3 gezogen</translation>
    </message>
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation>%1: drücke die Leertaste, um eine Figur ins Spiel zu bringen, oder klicke sie an</translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation>%1: drücke die Leertaste, um Figur %2 zu ziehen, oder klicke sie an</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: click pawn %2, or press its number (arrows and Space: the marked pawn)</source>
        <translation>%1: klicke Figur %2 an oder drücke ihre Nummer (Pfeiltasten und Leertaste: die markierte Figur)</translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation>%1 hat eine Figur von %2 geschlagen</translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation>Figur %1 auf Stufe %2</translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation>Figur %1 am Fuß der Treppe</translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation>Figur %1 auf Feld %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n Figur im Stall</numerusform>
            <numerusform>%n Figuren im Stall</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n Figur im Ziel</numerusform>
            <numerusform>%n Figuren im Ziel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation>%1 setzt einen Stein auf %2, schließt eine Mühle und nimmt einen Stein von %3</translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation>%1 setzt einen Stein auf %2</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 springt von %2 nach %3, schließt eine Mühle und nimmt einen Stein von %4</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation>%1 springt von %2 nach %3</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 zieht von %2 nach %3, schließt eine Mühle und nimmt einen Stein von %4</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 zieht von %2 nach %3</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>remis: dieselbe Stellung zum dritten Mal</translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation>remis: 50 Züge ohne Mühle</translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation>%1 hat nur noch zwei Steine</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 kann nicht ziehen</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>Springen</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>no pawns on the board</source>
        <translation>keine Steine auf dem Brett</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n Stein auf %1</numerusform>
            <numerusform>%n Steine auf %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n Stein in der Hand</numerusform>
            <numerusform>%n Steine in der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>lt::shell::no5no2::N52BoardView</name>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation>+%1 (%2).</translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation>Eine 2 oder eine 5 wurde geworfen: dieser Wurf zählt nichts.</translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation>Keine Punkte.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — Runde %2 von %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation>Alle Würfel sind herausgelegt: %1 schreibt in dieser Runde %2.</translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation>Jede 2 und 5 wird herausgelegt und zählt nichts; die anderen Würfel zählen ihre Augen und werden neu geworfen.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation>%1 würfelt %2 — +%3, Rundensumme %4</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>%n Würfel herausgelegt.</numerusform>
            <numerusform>%n Würfel herausgelegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit %n Punkt!</numerusform>
            <numerusform>%1 teilen sich den Sieg mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n Würfel wird neu geworfen.</numerusform>
            <numerusform>%n Würfel werden neu geworfen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1 würfelt %2 — alle Würfel herausgelegt, %n Punkt in dieser Runde</numerusform>
            <numerusform>%1 würfelt %2 — alle Würfel herausgelegt, %n Punkte in dieser Runde</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 hat in dieser Runde %n Punkt erzielt.</numerusform>
            <numerusform>%1 hat in dieser Runde %n Punkte erzielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>%n Würfel zu werfen.</numerusform>
            <numerusform>%n Würfel zu werfen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::oh_hell::OhHellBoard</name>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 sagt %2 an</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 macht den Stich</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation>%1 wird aufgedeckt: %2 ist Trumpf</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 zeigt seine letzte Karte, %2: %3 ist Trumpf</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Karten an %1</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>Spiel gewertet</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation>Deine Ansage. Als Geber darfst du nicht %1 ansagen.</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Deine Ansage: wie viele Stiche machst du?</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: spiele eine Karte.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du musst Farbe bedienen: %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Du kannst %1 nicht bedienen, also musst du Trumpf spielen (%2).</translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation>angesagt %1 · gemacht %2</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Letzter Stich, von %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Stich an %1</translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation>Als Geber darfst du nicht %1 ansagen: die Ansagen ergäben zusammen die Kartenzahl jeder Hand.</translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation>Für den Geber verboten: die Ansagen ergäben zusammen die Kartenzahl jeder Hand</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation>in der Hand des Gebers</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gemacht</translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation>nicht für den Geber</translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation>Punktezettel: Ansage/Stiche und Punkte (Klick zum Schließen)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Ansagen: %1 bei %n Stich</numerusform>
            <numerusform>Ansagen: %1 bei %n Stichen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation>%1 hat nicht angesagt</translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation>%1 hat %2 angesagt, %3 gemacht</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>lt::shell::president::ExchangeDialog</name>
    <message>
        <source>The exchange</source>
        <translation>Der Tausch</translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation>%1 gibt zuerst</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Karten an %1</translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation>%1 gibt %2 eine Karte</translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation>%1 gibt %2 zwei Karten</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 ist raus</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passt</translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation>%1 nimmt die Karten</translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation>%1 ist Präsident</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Gewählte Karten spielen (Enter)</translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation>In dieser Runde passen (P)</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Präsident</translation>
    </message>
    <message>
        <source>Vice-President</source>
        <translation>Vizepräsident</translation>
    </message>
    <message>
        <source>Vice-Beggar</source>
        <translation>Vize-Bettler</translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation>Bettler</translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation>Wähle zuerst die Karten aus</translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation>Die Karten eines Zugs müssen alle denselben Wert haben</translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation>Ein Zug hat höchstens vier Karten</translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation>Es muss eine einzelne Karte sein, wie im letzten Zug</translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation>Muss höher sein als %1</translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation>Gib deine beste Karte an %1.</translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation>Gib deine zwei besten Karten an %1.</translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation>Gib deine schlechteste Karte an %1.</translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation>Gib deine zwei schlechtesten Karten an %1.</translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation>Wähle aus (Farben zählen nicht):</translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation>Die Regel lässt keine Wahl:</translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation>Du spielst aus: beliebige Karten eines Werts</translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation>Du spielst aus: wähle Karten eines Werts, dann Spielen</translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation>Schlage %1 mit genauso vielen höheren Karten, oder Passen</translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation>Wähle die Karten zum Abgeben</translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation>Raus: Platz %1</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Karten: %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Spiel %1 von %2</translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation>Der Kartentausch</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Die Partie ist vorbei</translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation>%1 hat die Karten genommen</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 spielt aus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Es muss %n Karte sein, so viele wie im letzten Zug</numerusform>
            <numerusform>Es müssen %n Karten sein, so viele wie im letzten Zug</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Titles: %1.</source>
        <translation>Titel: %1.</translation>
    </message>
    <message>
        <source>To beat: %1, played by %2.</source>
        <translation>Zu schlagen: %1, gespielt von %2.</translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation>Nichts zu schlagen: ein neuer Stich.</translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation>Raus, in dieser Reihenfolge: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::race::RaceBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, würfle!</translation>
    </message>
    <message>
        <source>%1 is rolling</source>
        <translation>%1 würfelt</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Roll the dice to start the race.</source>
        <translation>Würfle, um das Rennen zu beginnen.</translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation>%1 würfelt…</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>am Start</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::rectangle_race::RaceBoard</name>
    <message>
        <source>%1, turn up the first card: Space or a click on the deck!</source>
        <translation>%1, decke die erste Karte auf: Leertaste oder Klick auf den Stapel!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Achtung…</translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation>Der Stapel ist aufgebraucht!</translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation>%1, decke die nächste Karte auf: Leertaste oder Klick auf den Stapel!</translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation>Welches Rechteck hat die Größe der Karte?</translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation>Finde das Rechteck in der Größe der Karte und setze deine Figur darauf!</translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation>Nächste Karte…</translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation>Niemand lag richtig: die Karte kommt zurück in die Schachtel.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation>%1 lag richtig und nimmt die Karte!</translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation>%1 und %2 lagen richtig: je eine Karte!</translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation>Eine neue Karte wird aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation>%1 setzt eine Figur.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation>%1 lag richtig und nimmt die Karte.</translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation>%1 und %2 lagen richtig: %1 nimmt die Karte, %2 eine vom Stapel.</translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation>W A S D · E</translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation>Pfeile · Enter</translation>
    </message>
    <message>
        <source>I J K L · O</source>
        <translation>I J K L · O</translation>
    </message>
    <message>
        <source>Keypad 8456 · 0</source>
        <translation>Ziffernblock 8456 · 0</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Karte!</numerusform>
            <numerusform>%1 gewinnt mit %n Karten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Karte!</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Karten!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation>%1 % der wirklichen Größe: das Fenster ist zu klein</translation>
    </message>
    <message>
        <source>Red board</source>
        <translation>Rote Tafel</translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation>Gelbe Tafel</translation>
    </message>
    <message>
        <source>Green board</source>
        <translation>Grüne Tafel</translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation>Blaue Tafel</translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation>Orange Tafel</translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation>Lila Tafel</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 mal %2</translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation>Letzte Karte: %1 Millimeter.</translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation>Karte: %1 Millimeter.</translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation>Platz %1, %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation>Figur auf dem Rechteck %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>Noch %n Karte im Stapel.</numerusform>
            <numerusform>Noch %n Karten im Stapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation>%1 deckt die nächste Karte auf…</translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation>Karten werden gegeben</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation>Halte sie so, wie du sie siehst, oder umgedreht</translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation>Spiele eine Karte (keine Aussetzen- oder Richtungswechsel-Karte)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Spiele eine Karte</translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation>Drehe 3 Karten in der Mitte um: %1 von 3 erledigt</translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation>Drehe eine Karte in irgendeiner Hand um</translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation>Nimm einem anderen Spieler eine Karte</translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation>Nimm eine Karte aus der Mitte</translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation>Dir wurde eine Karte genommen: nimm eine aus der Mitte</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation>In dieser Runde hat niemand gepunktet</translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation>%1 punktet!</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>Fuchs</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>Frosch</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <source>flamingo</source>
        <translation>Flamingo</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>Wal</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>Löwe</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>Richtungswechsel</translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation>3 umdrehen</translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation>1 umdrehen</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>Stehlen</translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation>Lupe</translation>
    </message>
    <message>
        <source>left half star</source>
        <translation>linke Sternhälfte</translation>
    </message>
    <message>
        <source>right half star</source>
        <translation>rechte Sternhälfte</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 hat eine Karte bekommen</translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation>Eine Karte für die Mitte</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 hat %2 gespielt</translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation>%1 hat eine Karte in der Mitte umgedreht: %2</translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation>%1 hat eine eigene Karte umgedreht</translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation>%1 hat %2 eine Karte genommen</translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation>%1 hat %2 aus der Mitte genommen</translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation> — %1 bekommt 2 Punkte!</translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation> — %1 bekommt einen Punkt!</translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation> — in dieser Runde punktet niemand</translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation> — das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation>%1 hat eine der Karten von %2 umgedreht</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Deine Karten: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation>Karten von %1, die Seiten, die du siehst: %2.</translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation>Karten in der Hand von %1: %2.</translation>
    </message>
    <message>
        <source>Middle: %1.</source>
        <translation>Mitte: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::sequence_kids::SequenceKidsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>Niemand gewinnt: unentschieden</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gewinnen!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation>%1 hat eine unspielbare Karte getauscht</translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation>%1 kann nicht spielen</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 hat eine Karte bekommen</translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation>%1 hat eine Karte gezogen</translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation> — niemand kann gewinnen: unentschieden</translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation> — vier in einer Reihe!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation>Keine deiner Karten ist spielbar: der nächste Spieler ist dran (Enter)</translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation>Känguru</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>Affe</translation>
    </message>
    <message>
        <source>parrot</source>
        <translation>Papagei</translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation>Strauß</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>Löwe</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>Schildkröte</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>Fuchs</translation>
    </message>
    <message>
        <source>zebra</source>
        <translation>Zebra</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>Panda</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>Frosch</translation>
    </message>
    <message>
        <source>alligator</source>
        <translation>Alligator</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>Giraffe</translation>
    </message>
    <message>
        <source>gorilla</source>
        <translation>Gorilla</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>Tiger</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>Bär</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>Wal</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>Elefant</translation>
    </message>
    <message>
        <source>penguin</source>
        <translation>Pinguin</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>Eule</translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation>%1 hat ein Einhorn gespielt: ein Chip auf das Feld %2</translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation>%1 hat einen Chip auf das Feld %2 gelegt</translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation>%1 hat einen Drachen gespielt: %2 verliert den Chip auf dem Feld %3</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>Drache</translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation>Einhorn</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation>%1 auf dem Feld %2, Spalte %3</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation>Keine Chips auf dem Brett.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Deine Hand: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation>Meilen</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapitän</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Mannschaft</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Ladung</translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation>%1 hat nicht Schiff, Kapitän und Mannschaft: keine Meilen.</translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation>%1 braucht eine 6 für das Schiff.</translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation>Noch kein Schiff: eine 6 wird gebraucht.</translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation>Das Schiff liegt im Hafen: eine 5 für den Kapitän wird gebraucht.</translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation>Schiff und Kapitän an Bord: eine 4 für die Mannschaft wird gebraucht.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation>%1 — Runde %2 von %3 · Wurf %4 von %5</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation>Tipp: jetzt lossegeln.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation>%1 würfelt %2 — keine Mannschaft, keine Meilen</translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation>%1 würfelt %2 — Schiff, Kapitän und Mannschaft an Bord, Ladung %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 würfelt %2</translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation>%1 wirft %2 neu</translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 ist %n Meile gesegelt.</numerusform>
            <numerusform>%1 ist %n Meilen gesegelt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Ladung: %n Meile.</numerusform>
            <numerusform>Ladung: %n Meilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Meile!</numerusform>
            <numerusform>%1 gewinnt mit %n Meilen!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit %n Meile!</numerusform>
            <numerusform>%1 teilen sich den Sieg mit %n Meilen!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>%n Meile segeln</numerusform>
            <numerusform>%n Meilen segeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Ladung: %n Meile. Klicke Ladungswürfel an, um sie neu zu werfen, oder segle los.</numerusform>
            <numerusform>Ladung: %n Meilen. Klicke Ladungswürfel an, um sie neu zu werfen, oder segle los.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Wirf %1 neu (letzter Wurf) oder segle mit %n Meile.</numerusform>
            <numerusform>Wirf %1 neu (letzter Wurf) oder segle mit %n Meilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Wirf %1 neu (noch 2 Würfe) oder segle mit %n Meile.</numerusform>
            <numerusform>Wirf %1 neu (noch 2 Würfe) oder segle mit %n Meilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1 würfelt %2 — segelt %n Meile</numerusform>
            <numerusform>%1 würfelt %2 — segelt %n Meilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 segelt %n Meile</numerusform>
            <numerusform>%1 segelt %n Meilen</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation>An Bord: das Schiff.</translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation>An Bord: das Schiff und der Kapitän.</translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation>An Bord: Schiff, Kapitän und Mannschaft.</translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation>Ladung: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Noch %n Wurf.</numerusform>
            <numerusform>Noch %n Würfe.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation>Sieger!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation>Zu weit! %1 zählt bis 100 und zurück bis %2.</translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation>%1 klettert die Leiter von %2 nach %3 hinauf!</translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation>%1 rutscht die Schlange von %2 nach %3 hinunter.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 würfelt %2.</translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation>Zu weit für die 100: %1 bleibt auf %2.</translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation>%1 erreicht 100 und gewinnt!</translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation>%1 erreicht 100: Platz %2.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 steht auf %2.</translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation>Eine 6: %1 würfelt nochmal.</translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 hat %2 gespielt</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Trumpf: %1.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>Auf dem Tisch: %1.</translation>
    </message>
    <message>
        <source>Suit to follow: %1.</source>
        <translation>Zu bedienende Farbe: %1.</translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation>Stich gemacht von %1: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::whistiti::WhistitiBoard</name>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 macht den Stich</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 gibt</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 zeigt seine letzte Karte, %2: %3 ist Trumpf</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Karten an %1</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation>Spiel %1 · Ziel %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation>gezeigt von %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation>Punktezettel: Stiche jedes Spiels, Ziel 20 (Klick zum Schließen)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: spiele eine Karte.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du musst Farbe bedienen: %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Du kannst %1 nicht bedienen, also musst du Trumpf spielen (%2).</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Letzter Stich, von %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Stich an %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt.</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 win with %n point(s).</source>
        <translation>
            <numerusform>%1 und %2 gewinnen mit %n Punkt.</numerusform>
            <numerusform>%1 und %2 gewinnen mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation>Trumpfkarte: %1, aufgedeckt von %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Gewonnene Stiche: %1.</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation>Punktezettel: Stiche jedes Spiels, Partner zusammen, Ziel 20 (Klick zum Schließen)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Partei</translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>%1 würfelt</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — Wurf %2 von %3</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Würfeln</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Nochmal (noch %n)</numerusform>
            <numerusform>Nochmal (noch %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation>Würfle (Enter oder Leertaste).</translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation>%1 würfelt…</translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation>Keine Würfe mehr</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation>Alle fünf Würfel sind behalten: gib einen frei, um nochmal zu würfeln, oder klicke ein Feld auf deinem Block zum Eintragen.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation>%1 würfelt %2 (Wurf %3 von %4)</translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 wirft alle fünf Würfel neu</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 behält %2</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation>%1 trägt %2 bei %3 ein (%4)</translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation> — Bonus +%1!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation>Wähle ein Feld auf deinem Block, um diese Würfel einzutragen (anklicken oder Pfeiltasten und Enter).</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation>Klicke Würfel an (oder drücke 1–5), um sie zu behalten, und würfle dann nochmal (Enter) — oder wähle ein Feld auf deinem Block zum Eintragen (anklicken oder Pfeiltasten und Enter).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation>kein Feld ausgefüllt</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Noch %n Wurf.</numerusform>
            <numerusform>Noch %n Würfe.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
