<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation>Inga kortbilder hittades, så enkla kort ritas. Installera paketet kdegames-card-data-kf5 för riktiga kort.</translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation>Kortleken %1 kunde inte läsas, så enkla kort ritas.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation>Starta genast ett parti av spelet &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation>Vem som spelar, t.ex. human:Anna,ai:hard,random (kräver --game).</translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation>Slumpfrö för tärningar och blandningar.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation>Erbjud inte att återuppta det automatiskt sparade partiet.</translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation>Animationstakt: 0 direkt, 1 normal, 2 långsam.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>Spara en bild av fönstret till &lt;file&gt; och avsluta.</translation>
    </message>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation>Ludoteca: bräd-, tärnings- och kortspel.</translation>
    </message>
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation>--lang: ingen översättning för &apos;%1&apos; (%2); gränssnittet är på engelska</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Oväntat argument: %1</translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation>--seats kräver --game</translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation>--seats: %1</translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation>--seed: förväntade ett tal, fick &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation>--pace: förväntade ett tal från 0 till 3, fick &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation>Gränssnittets språk: %1.</translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation>Ångra i partiet: free, own-last-move eller off (kräver --game; standard: spelets eget, own-last-move i spel med slump mot datorn, annars free).</translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation>--undo kräver --game</translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation>--undo: förväntade free, own-last-move eller off, fick &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Giv: %n kort var</numerusform>
            <numerusform>Giv: %n kort var</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets %n card(s)</source>
        <translation>
            <numerusform>%1 får %n kort</numerusform>
            <numerusform>%1 får %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt</source>
        <translation>
            <numerusform>%n kort givet</numerusform>
            <numerusform>%n kort givna</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation>ett okänt fel</translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation>Blinka</translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation>Klia kinden</translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation>Röra vid näsan</translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation>Dra i örsnibben</translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation>Höja ögonbrynen</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>Nicka</translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation>Gnugga ögonen</translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation>Knacka i bordet</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>vinner %n bonde</numerusform>
            <numerusform>vinner %n bönder</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation>vinner en springare</translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation>vinner en löpare</translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation>vinner ett torn</translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation>vinner damen</translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation>vinner kvaliteten</translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>vinner %n bricka</numerusform>
            <numerusform>vinner %n brickor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>vinner %n dam</numerusform>
            <numerusform>vinner %n damer</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>jämn ställning</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 står något bättre</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 står bättre</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 står på vinst</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>matt i %n</numerusform>
            <numerusform>matt i %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 gör matt i %n</numerusform>
            <numerusform>%1 gör matt i %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation>Förväntat: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>vinner på %n drag</numerusform>
            <numerusform>vinner på %n drag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 vinner på %n drag</numerusform>
            <numerusform>%1 vinner på %n drag</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 står något bättre</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 står bättre</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 står på vinst</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 gör matt i %n</numerusform>
            <numerusform>%1 gör matt i %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 vinner på %n drag</numerusform>
            <numerusform>%1 vinner på %n drag</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
        <translation>Rensa</translation>
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
        <translation>--game: okänt spel &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation>Din hand är tom.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Din hand: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation>Kort på de andra händerna: %1.</translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation>Kort på handen: %1.</translation>
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
        <translation>Tärning: %1.</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Tärningar: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Undanlagda: %1.</translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation>Behållna: %1.</translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation>Tursumma: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>Potten: %n mark.</numerusform>
            <numerusform>Potten: %n marker.</numerusform>
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
        <translation>Ettor</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tvåor</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treor</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Fyror</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmor</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sexor</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Mini</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Maxi</translation>
    </message>
    <message>
        <source>Tris</source>
        <translation>Triss</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Kåk</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Liten stege</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Stor stege</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>down column</source>
        <translation>nedåtkolumn</translation>
    </message>
    <message>
        <source>up column</source>
        <translation>uppåtkolumn</translation>
    </message>
    <message>
        <source>free column</source>
        <translation>fri kolumn</translation>
    </message>
    <message>
        <source>free</source>
        <translation>fri</translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation>Nedåt: fylls i ordning från Ettor till Yatzy</translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation>Uppåt: fylls i ordning från Yatzy till Ettor</translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation>Fri: valfri tom ruta, i valfri ordning</translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation>Summa 1–6</translation>
    </message>
    <message>
        <source>Bonus (63+)</source>
        <translation>Bonus (63+)</translation>
    </message>
    <message>
        <source>Min + Max</source>
        <translation>Mini + Maxi</translation>
    </message>
    <message>
        <source>Total Tris–Yam</source>
        <translation>Summa Triss–Yatzy</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolumnsumma</translation>
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
        <translation>E</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation>Kn</translation>
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
        <translation>klöver</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruter</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjärter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spader</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ess</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <source>king</source>
        <translation>kung</translation>
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
        <translation>Bräde</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flaggor</translation>
    </message>
    <message>
        <source>Kids</source>
        <translation>Barn</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Slumpvis</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Skägget</translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation>Avsluta given när straffkorten är tagna</translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation>Givarna Damer, Hjärtan och Skägget slutar så snart alla deras straffkort har tagits: poängen blir desamma, given blir kortare. Regelboken spelar alla 13 sticken.</translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation>Egyptiska kriget</translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation>Slut efter 1 000 kort</translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation>Regelboken spelar tills en spelare har alla 52 korten; med detta vinner efter 1 000 vända kort den som har flest kort, och lika många delar vinsten.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Schack</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Starkast</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Startställning (FEN)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation>Börja från en uppställd ställning skriven i FEN; lämna tomt för den vanliga utgångsställningen.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Klocka</translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation>En schackklocka för varje spelare: grundtiden plus sekunderna som läggs till efter varje drag. Regelboken har ingen klocka; den som får slut på tid förlorar.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ingen klocka</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minut</translation>
    </message>
    <message>
        <source>3 minutes + 2 s</source>
        <translation>3 minuter + 2 s</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minuter</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 minuter</translation>
    </message>
    <message>
        <source>10 minutes + 5 s</source>
        <translation>10 minuter + 5 s</translation>
    </message>
    <message>
        <source>15 minutes + 10 s</source>
        <translation>15 minuter + 10 s</translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation>30 minuter</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 minuter</translation>
    </message>
    <message>
        <source>90 minutes + 30 s</source>
        <translation>90 minuter + 30 s</translation>
    </message>
    <message>
        <source>Repetition and fifty moves</source>
        <translation>Upprepning och femtio drag</translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation>Om trefaldig upprepning och femtiodragsregeln avslutar partiet av sig själva (som i våra regler) eller måste begäras av en spelare, som i FIDE-turneringar.</translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation>Remi automatiskt</translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation>Remi när den begärs (FIDE)</translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation>Extern UCI-motor</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Vändåtta</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Antal givar</translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation>Hur många givar ett parti har; regelboken spelar 5.</translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation>Ropet ”Kort!”</translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation>En spelare med ett kort kvar måste ropa ”Kort!” före nästa spel, annars blir hen påkommen; regelboken spelar med det.</translation>
    </message>
    <message>
        <source>10,000</source>
        <translation>10 000</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Öppningsminimum</translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation>Den tursumma som en spelare utan poäng behöver innan hen får spara: 750 i regelbokens huvudtext, 1 000 i en anmärkning i vissa upplagor.</translation>
    </message>
    <message>
        <source>750 points</source>
        <translation>750 poäng</translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation>1 000 poäng</translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation>Lägg undan varje poänggivande tärning</translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation>Av: lägg undan minst en poänggivande tärning eller kombination och slå om resten (den vanliga regeln). På: varje poänggivande tärning måste läggas undan (regelbokens ordalydelse).</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation>221 får 2 till</translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation>Av: en förlorare som slog 221 får exakt 2 marker, vilket det bästa slaget än är (regelbokens ord). På: hen får tabellens antal plus 2, som på vissa barer.</translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation>Sluta när vinnaren är känd</translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation>Av: avlastningen fortsätter tills en spelare har alla 21 markerna och alltså är förloraren. På: spelet slutar så snart den första spelaren inte har några marker kvar. Vinnaren blir densamma.</translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation>Black jack</translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation>Marker per spelare</translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation>Hur många marker varje spelare börjar med: regelboken anger 5; färre ger ett kortare spel, fler ett längre.</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Antal rundor</translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation>0: spela tills en spelare har alla marker, som regelboken säger. Alla andra tal avslutar spelet efter så många rundor och flest marker vinner (den svenska textens tolkning).</translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation>Tärningspoker</translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation>Slag för rundans förstaspelare</translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation>Hur många gånger förstaspelaren får slå: 3 på fyra av regelbokens fem språk, 4 i den italienska texten. De andra får slå högst lika många gånger som förstaspelaren.</translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation>Upp till 3 slag</translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation>Upp till 4 slag</translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation>De marker varje spelare börjar med: 10 i regelboken.</translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation>Damspel</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation>Remi efter drag utan framsteg</translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation>Partiet blir remi när båda spelarna har gjort så här många drag i rad där bara damer flyttats och inget slagits (regelboken säger 20; FMJD-turneringar använder 25).</translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation>Börja från en uppställd ställning skriven i dam-FEN (W:W31,32,...:B1,2,...); lämna tomt för den vanliga utgångsställningen.</translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation>Ställ i ordning!</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Kort för att vinna</translation>
    </message>
    <message>
        <source>Order by</source>
        <translation>Ordna efter</translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation>Ordna raden efter ländernas yta, som regelboken spelar, eller efter deras folkmängd (regelbokens variant).</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Yta</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Folkmängd</translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation>Hur många lopp (ett kort vardera) som vinner spelet; regelboken spelar till 3.</translation>
    </message>
    <message>
        <source>This and That</source>
        <translation>Det här och det där</translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation>Flaggträning</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Fråga</translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation>Nämn landet för varje flagga, som regelboken spelar, eller dess huvudstad (regelbokens variant).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Huvudstad</translation>
    </message>
    <message>
        <source>Flags per player</source>
        <translation>Flaggor per spelare</translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation>Hur många flaggor varje spelare svarar på; regelboken spelar tills leken är slut, vilket spelet också gör när leken är för liten för så många.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Lek</translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation>Alla 48 korten i lådan, som regelboken spelar, eller bara en kontinents.</translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation>Alla 48 flaggor</translation>
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
        <translation>Oceanien</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>Choose among four names, or type the name (accents, capitals and one slip of the keyboard do not matter; English names are accepted too).</source>
        <translation>Välj bland fyra namn eller skriv namnet (accenter, versaler och en felslagning spelar ingen roll; engelska namn godtas också).</translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation>Fyra alternativ</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Skrivet</translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation>Hitta mig!</translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation>Hur många röda kort en spelare behöver för att vinna. Regelboken kräver 6 med 2 spelare, 5 med 3 till 7 och 4 med 8 eller fler.</translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation>Som regelboken säger</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 kort</translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation>4 kort</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 kort</translation>
    </message>
    <message>
        <source>6 cards</source>
        <translation>6 kort</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 kort</translation>
    </message>
    <message>
        <source>Roll limit</source>
        <translation>Gräns för antal slag</translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation>Spelet slutar efter så här många slag och flest kort vinner. Regelboken har ingen gräns: spelet slutar när en spelare når målet (eller efter 20 slag i rad där inget kort bytt ägare).</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation>100 slag</translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation>150 slag</translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation>200 slag</translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation>Ett två tre</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Kort spel</translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation>Den första som bara har ett kort kvar vinner (regelbokens kortare variant); annars den första som spelar sitt sista kort.</translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation>Ropa!</translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation>Språk för ländernas namn</translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation>Rätta namn som ropas i samma ögonblick går till den spelare vars land kommer först i bokstavsordning efter namnet på detta språk (regel Y7): välj språket du spelar på.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engelska</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienska</translation>
    </message>
    <message>
        <source>Game of the Goose</source>
        <translation>Gåsspelet</translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation>Spela vidare om placeringarna</translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation>Efter vinnaren fortsätter de andra att spela om 2:a, 3:e och 4:e plats.</translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation>Lätt (bara slag)</translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation>Medel (bara slag)</translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation>Svår (bara slag)</translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation>Brunnen och fängelset</translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation>Vänta på räddning: en pjäs stannar i brunnen eller fängelset tills en annan pjäs hamnar där och tar dess plats (regelbokens regel). Stå över två gånger: regelbokens variant.</translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation>Vänta tills en annan pjäs kommer</translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation>Stå över två gånger</translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation>Kemps</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Målpoäng</translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation>Det första laget som når denna poäng vinner; regelboken överlåter den åt spelarna.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Tidsgräns (minuter)</translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation>Spelet slutar också när klockan passerar detta; laget som leder vinner (regelboken säger att ett spel varar cirka 15 minuter).</translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation>Fia</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Trappan</translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation>Steg för steg: klättra ett steg i taget med exakt numret på nästa steg (regelbokens tolkning). Hopp: från steg k går ett slag över k direkt till det steget.</translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation>Steg för steg (1, 2, 3, 4, 5, 6)</translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation>Hoppa till det slagna steget</translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation>Tre sexor avslutar turen</translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation>Husregel: en tredje sexa i rad är förlorad och turen går vidare. Regelboken har ingen gräns.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Kvarnspelet</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Diagonala linjer</translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation>Lägger till de fyra hörndiagonalerna som linjer att flytta längs och bilda kvarnar på; regelboken tillåter diagonala kvarnar, det klassiska brädet har inga.</translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation>Utan 5:a, utan 2:a</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antal tärningar</translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation>4 tärningar som i regelbokens materiallista, eller 5 som i det vanliga ”Stuck in the Mud”.</translation>
    </message>
    <message>
        <source>4 dice</source>
        <translation>4 tärningar</translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation>5 tärningar</translation>
    </message>
    <message>
        <source>A throw with a 2 or 5 still scores</source>
        <translation>Ett slag med 2 eller 5 ger ändå poäng</translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation>På: de andra tärningarna i ett slag med 2:or eller 5:or ger ändå poäng (regelboken). Av: ett slag med någon 2:a eller 5:a ger inga poäng (den vanliga regeln i ”Stuck in the Mud”).</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Plump</translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation>Husvariant: bara givarna uppåt, från 1 kort till flest; regelboken spelar dem också tillbaka ner till 1.</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Bonde och president</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Givar</translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation>Hur många givar partiet varar: regelboken anger inget slut, så varje giv ger 3 till presidenten, 2, 1 och 0 till bonden, och högsta summan vinner.</translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation>Rektangelracet</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Sequence for Kids</source>
        <translation>Sequence for Kids</translation>
    </message>
    <message>
        <source>Teams of two</source>
        <translation>Lag om två</translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation>Med 4 spelare spelar 1:a och 3:e mot 2:a och 4:e, och partner delar en brickfärg; regelboken tillåter lag.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Öppna händer</translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation>Alla händer visas med framsidan upp, för mycket unga spelare som behöver hjälp.</translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation>Visa rader om tre</translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation>Markerar varje rad där en spelare bara behöver en bricka till.</translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation>Ett dött kort avslutar turen</translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation>Att byta ut ett dött kort är hela turen; enligt utgivarens regel spelar spelaren sedan sin tur som vanligt.</translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation>Båten, kaptenen och besättningen</translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation>Förbättra lasten</translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation>På: när båten, kaptenen och besättningen är ombord får de återstående slagen användas till att slå om en eller båda lasttärningarna, och det sista slaget gäller (den vanliga regeln). Av: lasten räknas som den faller (regelboken säger inget mer).</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Ormar och stegar</translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation>Slå förbi 100</translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation>Studsa tillbaka: räkna upp till 100 och tillbaka med resten (regelboken). Stå kvar: ett slag som går förbi 100 är förlorat. Mål: att nå eller passera 100 vinner (en vanlig husregel).</translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation>Studsa tillbaka från 100</translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation>Stå kvar</translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation>Att passera 100 vinner</translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation>En sexa ger nytt slag</translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation>Husregel: en sexa ger ett slag till. Regelboken ger inget extra slag.</translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation>Whistiti</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation>Spela klart given</translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation>Spela klart given när någon når 20; högsta summan vinner då. Regelboken avslutar spelet vid det stick som når 20.</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolumner</translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation>Vilka kolumner varje protokoll har: regelboken spelar alla tre (nedåt, uppåt, fri) och låter spelarna enas om färre för ett kortare spel.</translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation>Tre kolumner: nedåt, uppåt och fri</translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation>Två kolumner: nedåt och uppåt</translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation>Två kolumner: nedåt och fri</translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation>Två kolumner: uppåt och fri</translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation>En kolumn: fri</translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation>En kolumn: nedåt</translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation>En kolumn: uppåt</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanska</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugisiska</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danska</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Svenska</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Ryska</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Franska</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tyska</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation>Chess960 (Fischer Random) blandar pjäserna på den bakersta raden, likadant för båda sidor, till en av 960 utgångsställningar; rockaden ställer kungen och tornet på samma rutor som i vanligt schack.</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Vanligt schack</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Chess960-ställning</translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation>Numret på Chess960-startställningen, från 0 till 959 (518 är den vanliga uppställningen), eller ”random” för en som lottas när partiet börjar. En startställning i FEN ersätter den.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n spelare</numerusform>
            <numerusform>%1–%n spelare</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation>Nybörjare (≈800)</translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation>Novis (≈1000)</translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation>Hobbyspelare (≈1200)</translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation>Medelgod (≈1400)</translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation>Klubbspelare (≈1600)</translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation>Stark klubbspelare (≈1800)</translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation>Expert (≈2000)</translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation>Slå dig tillbaka</translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation>En spelare som har slut på kort får ändå slå på ett par och kommer tillbaka in med mitthögen; slår hen fel utan kort är hen ute för gott.</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation>Partnerna sitter mitt emot varandra, första och tredje spelaren mot andra och fjärde, och lägger ihop sina stick: det första laget som når 20 vinner. Regelboken låter var och en spela för sig själv.</translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation>Personer i motsatta lag skulle se varandras kort på en skärm: placera personerna som partner (spelare 1 och 3 eller 2 och 4).</translation>
    </message>
</context>
<context>
    <name>lt::shell::AboutDialog</name>
    <message>
        <source>licence in /usr/share/doc/kdegames-card-data-kf5/copyright</source>
        <translation>licens i /usr/share/doc/kdegames-card-data-kf5/copyright</translation>
    </message>
    <message>
        <source>&lt;p&gt;Board, dice and card games for families, classrooms and players who want a strong opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bräd-, tärnings- och kortspel för familjer, skolklasser och spelare som vill ha en stark motståndare.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Licens&lt;/h3&gt;&lt;p&gt;Ludoteca är fri programvara: du får vidaredistribuera och ändra den enligt villkoren i &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 eller senare. Den levereras utan garanti. Dess brädor, brickor, ikoner och ljud är dess egna och under samma licens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grafik från Debianpaket&lt;/h3&gt;&lt;p&gt;Läses från paketen medan appen körs, kopieras aldrig in i den:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kortlekar&lt;/b&gt; (kdegames-card-data-kf5, från KDE Games):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ingen kortlek är installerad: korten ritas enkelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Flaggor&lt;/b&gt; (iso-flags-svg, från Linux Mints flaggsamling): allmän egendom.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ländernas namn&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Varje pakets fullständiga villkor finns i /usr/share/doc/&lt;i&gt;paket&lt;/i&gt;/copyright. Byggd med Qt %1 (LGPL-3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>Om Ludoteca</translation>
    </message>
</context>
<context>
    <name>lt::shell::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read; the defaults are used, and the old file is kept as %2.</source>
        <translation>Inställningarna i %1 kunde inte läsas; standardvärdena används och den gamla filen sparas som %2.</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
        <translation>Inställningarna i %1 kunde inte läsas, och filen kunde inte läggas undan; standardvärdena används.</translation>
    </message>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation>inställningarna kunde inte skrivas (är disken full?)</translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation>Slumpen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Spelbräde</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Brädet för %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Spelet är slut: %1 vinner.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Spelet är slut: oavgjort.</translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation>Spelet är slut: delad vinst för %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation>%1 ska slå tärningarna.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 har turen.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Poäng: %1.</translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation>Dina val: %1.</translation>
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
        <translation>Stapel för bankkortet</translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation>Välj en färg</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Spelarens färg</translation>
    </message>
</context>
<context>
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Värderingsgraf</translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation>Klicka på en punkt, eller använd Vänster och Höger, för att se den ställningen</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation>lodräta ränder</translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation>vågräta ränder</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>cirklar</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>stjärnor</translation>
    </message>
    <message>
        <source>crosses</source>
        <translation>kors</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>djur</translation>
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
        <translation>Oceanien</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Världen</translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation>Tärningarna är inte slagna än</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Tärningar: %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagView</name>
    <message>
        <source>No flag picture for %1</source>
        <translation>Ingen flaggbild för %1</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Flaggbilder saknas: installera paketet iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Slå tärningarna</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Slå (Mellanslag)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation>Klicka på ett drag för att se ställningen efter det; piltangenterna stegar</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tillbaka till spelet</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation>Datorn kunde inte göra något drag: %1</translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation>(dolt kort)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation>Spelet är slut — %1 vinner!</translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation>Spelet är slut — oavgjort.</translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation>Spelet är slut — delad vinst: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation>Visar ställningen efter drag %1 av %2 (Esc: tillbaka till spelet)</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Lämna över enheten till %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausat</translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation>Ett ögonblick: rop kan fortfarande göras</translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation>%1, slå tärningarna (Mellanslag)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 tänker…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 på tur</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 slår tärningarna…</translation>
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
            <numerusform>%1 använde %n ledtråd.</numerusform>
            <numerusform>%1 använde %n ledtrådar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
        <translation>Analysera från det här draget</translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation>De andra spelarna tittar bort: dolda kort förblir dolda.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Lämna över till %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Jag är %1</translation>
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
        <translation>Välj ett spel</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alla</translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation>Sök spel…</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Inga spel är installerade.</translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation>Inget spel matchar din sökning.</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Sök spel</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Rensa</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spel</translation>
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
        <translation>Klassquiz</translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation>1–6 lag</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Börja om</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Spara…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öppna…</translation>
    </message>
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation>Ställ &amp;upp ställning från FEN…</translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation>Klistra in ställning (&amp;FEN)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>B&amp;ibliotek</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation>&amp;Klassquiz</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Drag</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;Om Ludoteca</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Huvud</translation>
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
        <translation>Spelet kan inte startas</translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation>Det finns inget spel &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Börja om</translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation>Börja om spelet från början? Det pågående partiet går förlorat.</translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation>Automatisk sparning misslyckades: %1: %2</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Inget spel pågår.</translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation>En %1-fil innehåller bara partier av %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation>Det här spelet kan inte börja från en FEN-ställning.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Ställ upp ställning</translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation>Ställning i FEN (spelet börjar om från den, med samma spelare och regler):</translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation>Ställningen kan inte ställas upp</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Urklippet innehåller ingen text.</translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation>Börja om från ställningen i urklippet? Det pågående partiet går förlorat.</translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation>Den här filen är ett parti av &apos;%1&apos;, ett spel som inte är installerat.</translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation>Ludoteca-partier (*.ludoteca)</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Spara parti</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>Partiet kan inte sparas</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Sparat som %1</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Öppna parti</translation>
    </message>
    <message>
        <source>Open another match? The moves of this one since it was last saved will be lost.</source>
        <translation>Öppna ett annat parti? Dragen i det här sedan det senast sparades går förlorade.</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Alla filer som stöds (%1)</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>Partiet kan inte öppnas</translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation>%1 är inte en giltig partifil:
%2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Återuppta</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>Du har ett oavslutat parti %1 med %2, senast spelat %3 (%n drag). Vill du återuppta det?</numerusform>
            <numerusform>Du har ett oavslutat parti %1 med %2, senast spelat %3 (%n drag). Vill du återuppta det?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Inte nu</translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation>Partiet kan inte återupptas</translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation>det skadade automatiskt sparade partiet kunde inte läggas undan (%1)</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation>Det automatiskt sparade partiet kan inte återupptas:
%1

Det kunde inte byta namn (%2), så automatisk sparning är avstängd tills Ludoteca startas igen: filen lämnas som den är.</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation>Det automatiskt sparade partiet kan inte återupptas:
%1

Filen sparades som %2.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Automatiskt sparat parti skadat</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Inställningarna sparades inte</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>A&amp;nalysera partiet</translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation>Din analys av ett avslutat parti %1 med %2, spelat %3, är sparad. Vill du öppna den?</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Analysera partiet</translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>Datorn valde ett ogiltigt drag.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Kan inte ångra: %1</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>Kan inte göra om: %1</translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation>Ångrat: spelet är vid drag %1.</translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation>Spelat igen: spelet är vid drag %1.</translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation>Kan inte visa den ställningen: %1</translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation>Ångra är avstängt i det här partiet.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation>I det här partiet kan bara ditt eget senaste drag tas tillbaka, och det finns inget att ta tillbaka nu.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation>I det här partiet kan bara ditt eget senaste drag tas tillbaka, och bara tills tärningar slås eller ett kort dras efter det.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation>I det här partiet kan bara ditt eget senaste drag tas tillbaka: det har redan tagits tillbaka.</translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation>Gör om skulle visa kommande tärningar eller kort, som det här partiet håller dolda.</translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation>Ställningen efter drag %1.</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>Tillbaka till spelet.</translation>
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
        <translation>Spelare %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Dator %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nytt parti %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Antal spelare:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation>Som i regelboken</translation>
    </message>
    <message>
        <source>Random moves (weakest)</source>
        <translation>Slumpdrag (svagast)</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>Välj motorns program</translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation>Spelare %1: människa eller dator</translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation>Spelare %1: namn</translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation>Spelare %1: färg</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Spelare %1: datorns nivå</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Fritt</translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation>Bara eget senaste drag</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation>Fritt: vilket drag som helst kan tas tillbaka. Bara eget senaste drag: en spelare får ta tillbaka sitt eget senaste drag (med datorernas svar) tills tärningar slås eller ett kort dras efter det, så att Ångra aldrig visar vad som kommer härnäst. Av: ingen Ångra.</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Ångra:</translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation>Börja från en ställning…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Klistra in</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Välj…</translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation>Motor: %1 (%2)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Den här ställningen kan inte användas: %1</translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
        <translation>Klistra in eller skriv ställningen; lämnas fältet tomt börjar spelet från den vanliga.</translation>
    </message>
</context>
<context>
    <name>lt::shell::PlayersPanel</name>
    <message>
        <source>Draw</source>
        <translation>Oavgjort</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorade</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Plats %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Dator · %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::RecordedGamePicker</name>
    <message>
        <source>Choose a game</source>
        <translation>Välj ett parti</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 innehåller %n parti. Vilket vill du öppna?</numerusform>
            <numerusform>%1 innehåller %n partier. Vilket vill du öppna?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Vit</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Svart</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evenemang</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation>Analysens förlopp</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Avbryt analysen</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation>Partiet analyseras: %1 av %2 ställningar</translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation>Analysen stoppades efter %1 av %2 ställningar: Analysera partiet fortsätter därifrån.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation>%1 har vunnit</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>bästa draget</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>bra drag</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>felaktighet</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>misstag</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grovt misstag</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation>%1: precision %2 %. Bästa %3, bra %4, ?! felaktigheter %5, ? misstag %6, ?? grova misstag %7.</translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation>Utgångsställning: %1.</translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation>%1 spelade %2: %3.</translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation>Bättre: %1 (variant: %2).</translation>
    </message>
    <message>
        <source>Now: %1.</source>
        <translation>Nu: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Regler för %1</translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>Reglerna för %1 finns inte tillgängliga.</translation>
    </message>
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation>Mot datorn tar Ångra bara tillbaka ditt eget senaste drag (med datorns svar), och bara tills tärningar slås eller ett kort dras efter det: tärningarna och korten som kommer är redan bestämda, och Ångra får inte visa dem. När bara människor spelar är Ångra fritt.</translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation>Ångra tar tillbaka vilket drag som helst, ända till partiets början.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation>Dialogrutan Nytt spel ställer in Ångra för varje parti: Fritt, Bara eget senaste drag eller Av.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation>Skärmstorlek</translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation>Håll ett bankkort mot skärmen, med dess vänstra kant mot stapelns vänstra kant. Dra i det gula handtaget, eller tryck på piltangenterna (med Skift: snabbare), tills stapeln är exakt lika lång som kortet. Rektangelracet ritas sedan i verklig storlek.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation>1 mm = %1 pixlar, enligt mätningen.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
        <translation>1 mm = %1 pixlar, enligt skärmen.</translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets språk</translation>
    </message>
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation>Fönstret byggs om på det nya språket; ett pågående spel fortsätter.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Språk:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationer:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Spela ljud</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Ljud:</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Inbyggda kort</translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation>Inga kortlekar hittades: installera paketet kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kortlek:</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Visa rutnummer</translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation>Skriver rutans nummer i ett hörn av varje mörk ruta på dambrädet, så som dragen skrivs (32-28).</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Bräden:</translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation>Skärmstorlek…</translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation>Verklig storlek:</translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation>uppmätt mot ett kort</translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation>enligt skärmen (inte kontrollerad)</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistiken kunde inte sparas: %1</translation>
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
        <translation>Statistiken kunde inte läsas (%1). Den börjar om; den gamla filen sparas som %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation>Statistiken kunde inte läsas (%1), och filen kunde inte läggas undan. Den lämnas som den är, och ingen statistik sparas förrän den flyttas.</translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation>%1 kunde inte läsas och lämnas som den är</translation>
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
        <translation>Inget spel har avslutats än.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Förlorade</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Oavgjorda</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bästa poäng</translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation>Aktuell svit</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Längsta vinstsvit</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Längsta förlustsvit</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Datorns nivå</translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation>&amp;Nollställ allt…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spelare:</translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation>Mot datorn (spel för två):</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vunnen</numerusform>
            <numerusform>%n vunna</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n förlorad</numerusform>
            <numerusform>%n förlorade</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alla spel</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Nollställ statistik</translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation>Glömma statistiken för alla spelare?</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistiken kunde inte sparas: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Använda ledtrådar</translation>
    </message>
</context>
<context>
    <name>lt::shell::TokenPotView</name>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
</context>
<context>
    <name>lt::shell::barbu::BarbuBoard</name>
    <message>
        <source>Tricks</source>
        <translation>Stick</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damer</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjärtan</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Skägget</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Sista sticket</translation>
    </message>
    <message>
        <source>Salad</source>
        <translation>Salladen</translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation>2 poäng per taget stick</translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation>6 poäng per tagen dam</translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation>2 poäng per taget hjärter</translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation>20 poäng för att ta hjärter kung</translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation>20 poäng för att ta sista sticket</translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation>Alla fem straffen tillsammans</translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation>Du ger: välj kontraktet för den här given.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Din tur: spela ett kort.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du måste bekänna färg: spela en %1.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>givare</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Sista sticket, taget av %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Sticket till %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 väljer %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spelar %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 tar sticket</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Ger till %1</translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation>%1 är rundans sista kontrakt</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>given räknad</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partiet är slut.</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation>Giv %1 av %2 · runda %3</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Väljer…</translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation>%1 väljer kontrakt</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Ger…</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 ger</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation>Protokoll: varje rundas straffpoäng, minst vinner (klicka för att stänga)</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n stick</numerusform>
            <numerusform>%n stick</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Contract: %1, chosen by %2.</source>
        <translation>Kontrakt: %1, valt av %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Tagna stick: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation>Q vänd · Vänster Skift slå</translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation>P vänd · Höger Skift slå</translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation>V vänd · Mellanslag slå</translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation>Numeriskt 8 vänd · Numeriskt 0 slå</translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation>Home vänd · End slå</translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation>F5 vänd · F8 slå</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation>Gör dig redo…</translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation>1 000 kort vända: delad vinst.</translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation>1 000 kort vända: %1 har flest kort och vinner!</translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation>%1 har alla 52 korten och vinner!</translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation>%1 vinner högen: ta den (%2).</translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation>%1, vänd ett kort (%2).</translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation>%1 vinner högen.</translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation>%1 vänder.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 vänder %2: %3 måste vända %n kort.</numerusform>
            <numerusform>%1 vänder %2: %3 måste vända %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns %2.</source>
        <translation>%1 vänder %2.</translation>
    </message>
    <message>
        <source>%1 turns a card.</source>
        <translation>%1 vänder ett kort.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 tar högen: %n kort.</numerusform>
            <numerusform>%1 tar högen: %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>%1 slår först, efter %2 ms, och vinner %n kort!</numerusform>
            <numerusform>%1 slår först, efter %2 ms, och vinner %n kort!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation>%1 slår, men det finns inget par: ett kort läggs under högen.</translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation>%1 vinner högen</translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1 måste vända %n kort till</numerusform>
            <numerusform>%1 måste vända %n kort till</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>ute</translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation>Slagen av %1:</translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation>Vunnen av %1:</translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>%1 slog i samma millisekund som %2, men sitter närmare i turordningen efter den som vände, och tar %n kort!</numerusform>
            <numerusform>%1 slog i samma millisekund som %2, men sitter närmare i turordningen efter den som vände, och tar de %n korten!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation>%1 slår utan kort, och det finns inget par: %1 är ute för gott.</translation>
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
        <translation>Kort i varje spelares hög: %1.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Ute: %1.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>Mitthögen är tom.</translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation>Mitthögen: %1.</translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation>Kort i mitthögen: %1; överst %2, sedan %3.</translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
        <translation>Ett par överst: slå!</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>Offer draw</source>
        <translation>Erbjud remi</translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation>Föreslå remi; motståndaren tackar ja eller nej</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation>Begär remi</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation>Trefaldig upprepning eller femtio drag utan slag eller bonddrag</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Ge upp</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Ge upp det här partiet</translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation>%1, vill du ge upp partiet?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Remierbjudande</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 erbjuder remi. %2, tackar du ja?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Godta remi</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Avböj</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 ger upp</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vinner</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 erbjuder remi</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 godtar remi</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Remi överenskommen</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 avböjer remi</translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation>Remi begärd: samma ställning för tredje gången</translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation>Remi begärd: femtio drag utan slag eller bonddrag</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>i schack</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>vid draget</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Vänd brädet</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Kopiera &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Kopiera &amp;PGN</translation>
    </message>
    <message>
        <source>Save game as PG&amp;N…</source>
        <translation>Spara partiet som PG&amp;N…</translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation>Spara partiet som PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-filer (*.pgn)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Kunde inte skriva %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spelade %2</translation>
    </message>
    <message>
        <source>check</source>
        <translation>schack</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>schack matt</translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation>patt: remi</translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation>remi genom trefaldig upprepning</translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation>remi enligt femtiodragsregeln</translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation>remi: ingen av sidorna kan göra matt</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation>En bonde går rakt fram, en ruta eller två från sin utgångsruta, och slår en ruta snett framåt.</translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation>En springare hoppar i ett L: två rutor åt ett håll, sedan en ruta åt sidan.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation>En löpare går diagonalt, så långt vägen är fri.</translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation>Ett torn går längs sin rad eller sin linje, så långt vägen är fri.</translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation>En dam går längs en rad, en linje eller en diagonal, så långt vägen är fri.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation>En kung går en ruta åt valfritt håll; vid rockad två rutor mot ett torn.</translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation>Vägen från %1 till %2 är blockerad.</translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation>En bonde kan inte slå rakt fram: den slår diagonalt.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation>En bonde går bara diagonalt när den slår.</translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation>En bonde går två rutor bara från sin utgångsruta.</translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation>Din kung står i schack: det här draget tar den inte ur schack.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Det draget skulle lämna din kung i schack.</translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation>Ingen rockad åt det hållet: kungen eller tornet har redan flyttats.</translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation>Ingen rockad än: rutorna mellan kungen och tornet måste vara tomma.</translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation>Ingen rockad när din kung står i schack.</translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation>Ingen rockad genom schack: kungen skulle passera eller nå en anfallen ruta.</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Chess960-startställning %1</translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation>Tiden är ute för %1, men %2 kan inte göra matt: remi</translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation>Tiden är ute för %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>kung %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>kungar %1</translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation>dam %1</translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation>damer %1</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>torn %1</translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation>torn %1</translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation>löpare %1</translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation>löpare %1</translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation>springare %1</translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation>springare %1</translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation>bonde %1</translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation>bönder %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Vit: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Svart: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Vit vid draget.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Svart vid draget.</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Schack.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Tillåtna drag: %1.</translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation>Ingen av dina bönder kan gå till %1.</translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation>Ingen av dina springare kan gå till %1.</translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation>Ingen av dina löpare kan gå till %1.</translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation>Inget av dina torn kan gå till %1.</translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation>Din dam kan inte gå till %1.</translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation>Din kung kan inte gå till %1.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>”%1” är inget drag: skriv det som e4, Nf3, exd5, O-O eller e8=Q.</translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation>”%1” passar flera drag: %2. Skriv det du menar.</translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation>Ange vad bonden blir: %1=Q (dam), %1=R (torn), %1=B (löpare) eller %1=N (springare).</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation>Bara en bonde som når sista raden förvandlas.</translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation>Kort rockad (O-O) är inte möjlig nu.</translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation>Lång rockad (O-O-O) är inte möjlig nu.</translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation>Du har ingen pjäs på %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>Partiet slutar i förtid, vid ett ogiltigt drag:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation>Det här partiet är inte ett schackparti.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Ludoteca-parti</translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation>Schackpartier (*.pgn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation>Ingen UCI-schackmotor hittades: ”stockfish” söktes i %1. Installera Stockfish (Debian: apt install stockfish) eller välj motorns program.</translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation>”%1” kan inte köras: programmet finns inte eller är inte körbart.</translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation>”%1” avslutades utan att svara ”uciok”: det är ingen UCI-schackmotor.</translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
        <translation>”%1” svarade inte ”uciok” inom %2 sekunder: det är ingen UCI-schackmotor.</translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Dra</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation>Spela de valda korten, i den ordning du valde dem (Enter)</translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation>Du kan inte spela: dra ett kort från talongen (D)</translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation>Inget att spela efter draget: avsluta din tur (P)</translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation>Välj en färg:</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klöver</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruter</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjärter</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spader</translation>
    </message>
    <message>
        <source>Card!</source>
        <translation>Kort!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Påkommen!</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Talong %1</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Vald</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Gäller</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Giv %1 av %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spelare %1</translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation>Kort! = %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>gick ut</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 vinner partiet!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Delad vinst: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation>%1 spelar %2 och väljer %3</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spelar %2</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>%1 går ut!</translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation>spelriktningen vänds</translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation>%1 står över en tur</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 spelar igen</translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation>%1 kan inte spela och drar ett kort</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passar</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 ger</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Ger till %1</translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation>En joker vänds upp: den går tillbaka till talongen</translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation>Första kortet är %1</translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation>%1 tar ett kort från talongen</translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation>%1 ger %2 ett kort</translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation>%1: ”Kort!”</translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation>%1 glömde att ropa ”Kort!” och blir påkommen: alla andra spelare ger ett kort</translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation>(slänghögen blandas till en ny talong)</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partiet är slut.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 drar %n kort</numerusform>
            <numerusform>%1 drar %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n spelare står över en tur</numerusform>
            <numerusform>%n spelare står över en tur</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Slänghögen: %1 överst.</translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation>Vald färg: %1.</translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation>Färg som gäller: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Kort i talongen: %1.</translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
        <translation>Spelet går åt andra hållet.</translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 vinner med %2 poäng!</translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation>Nolla! %1 poäng förlorade.</translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation>Nolla!</translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation>%1 behöver %2 på en tur för att öppna.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation>Behåll och slå</translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation>Behåll och spara</translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation>Behåll och spara %1</translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation>Undanlagt: +%1 (tursumma %2)</translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation>Bara poänggivande tärningar kan läggas undan.</translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation>Klicka på de poänggivande tärningarna för att lägga undan dem (tangent 1-5).</translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation>%1 slog %2 — nolla, %3 poäng förlorade</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation>%1 behåller %2 (%3 på handen) och slår igen</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation>%1 behåller %2 och sparar — %3 poäng</translation>
    </message>
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — tursumma %2 · %n tärning att slå</numerusform>
            <numerusform>%1 — tursumma %2 · %n tärningar att slå</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation>Stanna</translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation>Slag den här rundan</translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation>%1 · det lägsta</translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · värt %n</numerusform>
            <numerusform>%1 · värt %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — får %n</numerusform>
            <numerusform>%1 — får %n</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>slår…</translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation>ute — inga marker kvar</translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation>Lastning — marker kvar i potten: %1</translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation>Ett slag var. Det sämsta slaget tar lika många marker ur potten som det bästa slaget är värt.</translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation>Avlastning — bli av med dina marker</translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation>%1 börjar: upp till 3 slag. De andra måste sedan slå exakt lika många gånger.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Alla slår exakt %n gång. Det bästa slaget ger sitt värde i marker till det sämsta.</numerusform>
            <numerusform>Alla slår exakt %n gånger. Det bästa slaget ger sitt värde i marker till det sämsta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation>%1 slutar med alla 21 markerna.</translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation>Den första spelaren utan marker vinner.</translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation>Delat bäst: %1 slår igen</translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation>Delat sämst: %1 slår igen</translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation>Ett slag var avgör; antalet förblir det som rundans bästa slag gav.</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>%1 ska slå</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — slag %2 av %3</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Slå igen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Slå om alla</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Slå om %n</numerusform>
            <numerusform>Slå om %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation>Klicka på tärningarna du vill behålla (tangent 1-3) och slå om de andra — eller stanna med %1.</translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation>Du måste slå igen: klicka på tärningarna du vill behålla (tangent 1-3), minst en tärning slås.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 slår om %n</numerusform>
            <numerusform>%1 slår om %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 stannar efter %n slag</numerusform>
            <numerusform>%1 stannar efter %n slag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 tar %n ur potten</numerusform>
            <numerusform> · %1 tar %n ur potten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 ger %n till %2</numerusform>
            <numerusform> · %1 ger %n till %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation> · potten är tom: avlastning</translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation> · %1 har inga marker kvar</translation>
    </message>
    <message>
        <source> · tie: play-off</source>
        <translation> · delat: omslag</translation>
    </message>
    <message>
        <source>Charge.</source>
        <translation>Lastning.</translation>
    </message>
    <message>
        <source>Discharge.</source>
        <translation>Avlastning.</translation>
    </message>
    <message>
        <source>%1, the lowest</source>
        <translation>%1, det lägsta</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, värt %n mark</numerusform>
            <numerusform>%1, värt %n marker</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation>ute, inga marker kvar</translation>
    </message>
</context>
<context>
    <name>lt::shell::diceblackjack::BlackjackBoardView</name>
    <message>
        <source>Pot</source>
        <translation>Pott</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>tjock</translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation>black jack!</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>väntar</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>slår</translation>
    </message>
    <message>
        <source>to throw</source>
        <translation>ska slå</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>stannar</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ute ur spelet</translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation>%1, ute</translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation>Runda %1: resultat</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 och %2</translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation>Runda %1: %2 delar på %3 — ingen tar något, potten ligger kvar</translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation>Runda %1: alla blev tjocka — potten ligger kvar</translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 är ute ur spelet</translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation>%1 är ute ur spelet</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Ingen har stannat än.</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation>Bäst hittills: %1 (%2).</translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation>Runda %1 · startad av %2</translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation>%1 ska slå de tre tärningarna</translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation>%1, slå de tre tärningarna (Mellanslag).</translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation>%1 ska slå.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runda %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 har %2</translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation>%1 är sist att spela.</translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation>Stanna (S) eller slå fler tärningar (1, 2, 3).</translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation>Slå de tre tärningarna</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>Stanna på %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stanna</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation>%1 slog %2: %3, tjock — en mark till potten</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation>%1 slog %2: %3, tjock</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation>%1 slog %2: %3</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 stannar på %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 vinner runda %2 med %3 och tar %n mark</numerusform>
            <numerusform>%1 vinner runda %2 med %3 och tar %n marker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Spelet är slut efter %n runda</numerusform>
            <numerusform>Spelet är slut efter %n rundor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>%1 vinner spelet med %n mark!</numerusform>
            <numerusform>%1 vinner spelet med alla %n marker!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>%1 vinner spelet med %n mark!</numerusform>
            <numerusform>%1 vinner spelet med %n marker!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>%1 delar vinsten med %n mark var!</numerusform>
            <numerusform>%1 delar vinsten med %n marker var!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1 har %2 och slår %n tärning till</numerusform>
            <numerusform>%1 har %2 och slår %n tärningar till</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>%n spelare kvar att spela.</numerusform>
            <numerusform>%n spelare kvar att spela.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Slå %n tärning</numerusform>
            <numerusform>Slå %n tärningar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>Slå %n tärning till</numerusform>
            <numerusform>Slå %n tärningar till</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 slår %n tärning till</numerusform>
            <numerusform>%1 slår %n tärningar till</numerusform>
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
        <translation>Stanna</translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation>Satsa 1 mark</translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation>Satsa 2 marker</translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation>Händer den här rundan</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>ett par</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>två par</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>triss</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>en stege</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>en kåk</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>fyrtal</translation>
    </message>
    <message>
        <source>poker</source>
        <translation>poker</translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — vinner %n mark</numerusform>
            <numerusform>%1 — vinner %n marker</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>slår…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>%1 vinner med %n mark!</numerusform>
            <numerusform>%1 vinner med %n marker!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Delad vinst: %1, %n mark var</numerusform>
            <numerusform>Delad vinst: %1, %n marker var</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation>En spelare har inga marker kvar: spelet är slut.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 börjar runda %2</translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation>Förstaspelaren väljer insatsen: varje spelare lägger 1 eller 2 marker i potten.</translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation>%1 — slag %2 av högst %3 · insats %4</translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation>Omslag: %1</translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation>De bästa händerna är lika: ett slag med alla fem tärningarna var avgör potten.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Slå igen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Slå om alla</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Slå om %n</numerusform>
            <numerusform>Slå om %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation>Klicka på tärningarna du vill behålla (tangent 1-5) och slå om de andra — eller stanna med %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 sätter insatsen till %n mark var</numerusform>
            <numerusform>%1 sätter insatsen till %n marker var</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation>%1 slog %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 behåller %2 och slår om %n</numerusform>
            <numerusform>%1 behåller %2 och slår om %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 slår om alla fem tärningarna</translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation>%1 stannar med %2</translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 vinner potten på %n mark</numerusform>
            <numerusform> · %1 vinner potten på %n marker</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation> · lika bästa händer: omslag</translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
        <translation>Att slå: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1: not a legal move</source>
        <translation>%1: inget tillåtet drag</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spelade %2</translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation>%1 slog en bricka: %2</translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation>, och fick en dam</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>remi: samma ställning för tredje gången</translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation>remi: bara damer har flyttats, utan slag, för länge</translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation>%1 kan inte dra: %2 vinner</translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation>%1 har inga brickor kvar: %2 vinner</translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation>Rutnummer</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Vänd brädet</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Kopiera ställning (FEN)</translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 slog %n bricka: %2</numerusform>
            <numerusform>%1 slog %n brickor: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>man %1</source>
        <translation>bricka %1</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>brickor %1</translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>dam %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>damer %1</translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation>inga brickor</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Vit: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Svart: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Vit vid draget.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Svart vid draget.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Tillåtna drag: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>Partiet slutar i förtid, vid ett ogiltigt drag:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation>Det här partiet är inte ett damparti.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Ludoteca-parti</translation>
    </message>
    <message>
        <source>Draughts games (*.pdn)</source>
        <translation>Dampartier (*.pdn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomQuizPage</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Flagga %1 av %2</translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation>Vilken är huvudstaden i det här landet?</translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation>Vilket land är det här?</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Tiden är ute!</translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation>Mellanslag: nästa flagga</translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation>Mellanslag: visa svaret</translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation>1: poäng till laget</translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation>1–%1: poäng till ett lag</translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation>%1   ·   %2   ·   Backsteg: ångra   ·   Esc: avsluta quizet   ·   F11: helskärm</translation>
    </message>
    <message>
        <source>Flag quiz</source>
        <translation>Flaggquiz</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exportera som CSV…</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Nytt quiz</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Lämna</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flagga</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>rätt</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>fel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation>Inga poäng den här gången.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>%1 av %n flagga rätt.</numerusform>
            <numerusform>%1 av %n flaggor rätt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vinner med %n poäng!</numerusform>
            <numerusform>%1 vinner med %n poäng!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Delad vinst: %1, %n poäng var.</numerusform>
            <numerusform>Delad vinst: %1, %n poäng var.</numerusform>
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
        <translation>Oceanien</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>Antarktis</translation>
    </message>
    <message>
        <source>Flags in the classroom</source>
        <translation>Flaggor i klassrummet</translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation>Visa den här skärmen på projektorn. Under quizet sköter tangentbordet allt: Mellanslag visar svaret och nästa flagga, 1–6 ger ett lag en poäng, Backsteg tar tillbaka den, Esc avslutar quizet.</translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation>De 48 flaggorna i Flaggy-lådan</translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation>Nämn landet</translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation>Nämn huvudstaden (Flaggy-flaggor)</translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation>Läraren visar svaret</translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation>Fyra stora alternativ</translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation>Inga alternativ, svaren visas i resultaten (skriftligt quiz)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>ingen tidtagning</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Lag %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flaggor</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Kontinenter</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Fråga</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation>Antal flaggor</translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation>Tid per flagga</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Starta quizet</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tillbaka</translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation>av %1 tillgängliga</translation>
    </message>
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>Världens %n land (ISO 3166)</numerusform>
            <numerusform>Alla världens %n länder (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation>Lag %1: namn</translation>
    </message>
    <message>
        <source>Quiz settings</source>
        <translation>Quizinställningar</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation>Flaggor i klassrummet</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Flaggbilder saknas: installera paketet iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation>Klassquizet kan inte starta.

%1</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Exportera resultaten</translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation>flag-quiz-results.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation>Resultaten kunde inte sparas till %1: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation>Slå den röda tärningen</translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation>%1 km²</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 miljoner</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ute</translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation>minst yta  ←                →  störst yta</translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation>minst folk  ←                →  mest folk</translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation>%1, var hamnar det här landet?</translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation>Fel plats! %1 slår den röda tärningen</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 vinner spelet!</translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation>%1 vann loppet! Nytt lopp: %2 lägger det första kortet</translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation>%1 lägger det första kortet</translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation>Rätt! %1 lade %2 på sin plats</translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation>%1 hade fel om %2, men tärningen räddade hen</translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation>%1 hade fel om %2 och är ute ur det här loppet</translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation>RÖD TÄRNING</translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation>%1 eller Världen räddar %2</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Lopp %1</translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation>Kvar i loppet: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Lek: %n kort</numerusform>
            <numerusform>Lek: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>%n kort för att vinna</numerusform>
            <numerusform>%n kort för att vinna</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation>Klicka på en pil i raden, eller välj med ← → och tryck Enter.</translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation>%1 lägger %2 för att börja raden</translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation>%1 tar det översta kortet</translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation>%1 placerar %2: rätt!</translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation>%1 placerar %2: fel!</translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation>%1 slår %2: räddad, kvar i loppet</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation>%1 slår %2 och är ute: %3 vinner loppet och %4</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation>%1 slår %2: %3 vinner loppet, och spelet!</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation>%1 slår %2 och är ute ur det här loppet</translation>
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
        <translation>Vunna kort: %1.</translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation>Kvar i loppet: %1.</translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation>Kort i raden: %1. Kort i leken: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation>Inget passar: dra ett kort (Enter)</translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation>Inget passar: passa (Enter)</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 kort</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Delar ut korten…</translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation>De blå tärningarna väljer det första kortet</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Händerna är dolda</translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation>Slår om det första kortet</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Det kortet ligger i talongen: slå igen</translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation>Bonus! %1 spelar ett kort till</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 ska spela</translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation>%1 spelade det sista kortet och vinner!</translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation>Inget mer kan spelas: färst kort vinner</translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation>ÖPPNINGSSLAG</translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation>%1 öppnade med %2</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talong: %n kort</numerusform>
            <numerusform>Talong: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation>På bordet: %1 av %2</translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation>Välj ett kort på handen; platserna där det passar lyser upp.</translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation>Klicka på en grön plats, eller en guldfärgad för att foga ihop två kort och spela igen.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation>Tangenter: 1-9 eller ← → väljer ett kort, ↑ ↓ väljer dess plats (vit ram), Enter spelar det, Esc släpper det.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Ett kort delas ut till %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 drar ett kort</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation>Tärningar: %1. Det röda kortet ligger i talongen: slå igen</translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation>Tärningar: %1 — %2 öppnar med %3</translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation>%1 spelar %2, det sista kortet!</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spelar %2</translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation>%1 kan inte spela och drar</translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation>%1 kan inte spela och passar</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Korten hos %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Delar ut %n kort var</numerusform>
            <numerusform>Delar ut %n kort var</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 spelar %2 och fogar ihop %n kort: spela igen!</numerusform>
            <numerusform>%1 spelar %2 och fogar ihop %n kort: spela igen!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Dina kort: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
        <translation>Kort på bordet: %1. Kort i talongen: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>(not a country of the box)</source>
        <translation>(inte ett land i lådan)</translation>
    </message>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Flagga %1 av %2</translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation>%1, vilken är huvudstaden i det här landet?</translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation>%1, vilket land är det här?</translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation>Skriv huvudstaden och tryck Enter</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Skriv landet och tryck Enter</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Gör dig redo…</translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation>Det var den sista flaggan!</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 svarade</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Rätt! %1</translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation>Fel — det var %1</translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation>Fyra svar för %1</translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation>Flagga %1 av %2 för %3</translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation>%1: %2 — rätt!</translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation>%1: %2 — fel, det var %3</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tangent %2</translation>
    </message>
    <message>
        <source>Touch a card: its letter or a click. Book: F1–F%1 or a click on the name of who has it.</source>
        <translation>Rör ett kort: dess bokstav eller ett klick. Anmäl: F1–F%1 eller ett klick på namnet på den som har det.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation>Summrar — %1. Summa, och sedan inom 3 s ett korts bokstav, eller F1–F%2 för att nämna vem som har det. Musen är %3s.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Gör dig redo…</translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation>Lägger ut de röda korten…</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, slå tärningarna!</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 slår tärningarna…</translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation>%1: ett korts bokstav, eller F1–F%2 för vem som har det!</translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation>Hitta kortet med %1 — eller, om det är borta, anmäl och säg vem som har det!</translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation>Gränsen för antal slag är nådd: flest kort vinner.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>dator</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>tangent %1</translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation>Ett rött kort läggs på bordet</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation>%1 hittade %2!</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation>%1 rörde %2: fel kort, ute det här slaget</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation>%1 rörde %2: fel kort — alla är ute, slå igen</translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation>Ingen hann: %1 slår igen</translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation>%1 anmälde: ”Jag har det!” — rätt, %2 stannar hos %1</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation>%1 anmälde: ”%2 har det!” — rätt, %1 tar %3</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation>%1 anmälde: ”%2 har det!” — fel</translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation>%1 anmälde men hann inte nämna någon — fel</translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation>; %1 går tillbaka till bordet</translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation>; %1 är skyldig ett kort</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 vinner spelet!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 vinner med %n kort!</numerusform>
            <numerusform>%1 vinner med %n kort!</numerusform>
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
        <translation>Vunna kort: %1.</translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation>Skyldiga kort: %1.</translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation>Kort för att vinna: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiSeatsView</name>
    <message>
        <source>rolls</source>
        <translation>slår</translation>
    </message>
    <message>
        <source>out this roll</source>
        <translation>ute det här slaget</translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>är skyldig %n kort</numerusform>
            <numerusform>är skyldig %n kort</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_un_due_tre::UdtBoardView</name>
    <message>
        <source>1 blue die</source>
        <translation>1 blå tärning</translation>
    </message>
    <message>
        <source>2 blue dice</source>
        <translation>2 blå tärningar</translation>
    </message>
    <message>
        <source>Red die</source>
        <translation>Röd tärning</translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation>Blå + röd</translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation>Alla 3 tärningarna</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Avsluta turen (E)</translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation>ett kort med båda</translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation>ett matchande kort</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Händerna är dolda</translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation>De blå tärningarna väljer vem som börjar</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Det kortet ligger i talongen: slå igen</translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation>%1, hur många tärningar slår du?</translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation>%1 väljer tärningar</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 slår</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 kastar kort</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 drar %n kort</numerusform>
            <numerusform>%1 drar %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation>%1 har inga kort kvar och vinner!</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Talong: %n kort</numerusform>
            <numerusform>Talong: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Kastade: %n kort</numerusform>
            <numerusform>Kastade: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation>Senaste turen: %1 kastade, %2 dragna</translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation>Senaste turen: %1 kastade</translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation>Välj ett kort och sedan en grön plats. Kasta minst lika många kort som antalet slagna tärningar, annars drar du lika många.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation>Tangenter: 1-9 eller ← → väljer ett kort, ↑ ↓ väljer dess plats (vit ram), Enter kastar det, E avslutar turen.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Ett kort delas ut till %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 drar ett kort</translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation>Det röda kortet ligger i talongen: slå igen</translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation>%1 har kortet som tärningarna pekar ut och börjar</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 slår %n tärning</numerusform>
            <numerusform>%1 slår %n tärningar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation>%1 kastar %2 och vinner!</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 kastar %2</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 avslutar turen</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Korten hos %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Delar ut %n kort var</numerusform>
            <numerusform>Delar ut %n kort var</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Dina kort: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Kastade kort: %1 överst.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Kort i talongen: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Skriv landet och tryck Enter</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tangent %2</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation>En gemensam symbol? Summa med Mellanslag eller 1, skriv sedan namnet och tryck Enter, inom 8 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation>Summrar — %1. Skriv sedan namnet och tryck Enter, inom 8 s.</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation>En gemensam symbol? Summa med Mellanslag eller 1, välj sedan namnet med A S D F eller ett klick, inom 3 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Summrar — %1. Välj sedan namnet med A S D F eller ett klick, inom 3 s.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Gör dig redo…</translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation>%1, säg namnet!</translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation>%1 delar ut korten…</translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation>%1 har ett nytt land: har två flaggor en gemensam symbol?</translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation>Oavgjort: de blå tärningarna avgör mellan dem som leder…</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>En delad vinst!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>%n kort att dela ut</numerusform>
            <numerusform>%n kort att dela ut</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Givare: %1</translation>
    </message>
    <message>
        <source> · key %1</source>
        <translation> · tangent %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives %2</source>
        <translation>%1 får %2</translation>
    </message>
    <message>
        <source>%1 shouts!</source>
        <translation>%1 ropar!</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1: ”%2!” — rätt, %1 tar %n kort från %3</numerusform>
            <numerusform>%1: ”%2!” — rätt, %1 tar %n kort från %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation> (%1 hade rätt i samma ögonblick, men %2 kommer först i bokstavsordning)</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1: ”%2!” — fel, %1 ger bort %n kort</numerusform>
            <numerusform>%1: ”%2!” — fel, %1 ger bort %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 summade men sa inget — fel, %1 ger bort %n kort</numerusform>
            <numerusform>%1 summade men sa inget — fel, %1 ger bort %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation>Ingen ropade i tid</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Nästa kort</translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation>Tärningarna pekar på %1: %2 har det och vinner</translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation>Tärningarna pekar på %1: ingen av dem som leder har det</translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>; i samma ögonblick sa %1 ett fel namn och ger bort %n kort</numerusform>
            <numerusform>; i samma ögonblick sa %1 ett fel namn och ger bort %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 vinner spelet!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 vinner med %n kort!</numerusform>
            <numerusform>%1 vinner med %n kort!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation>Kort i varje hög: %1. Utdelade kort: %2 av %3.</translation>
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
        <translation>Gås-
spelet</translation>
    </message>
    <message>
        <source>winner!</source>
        <translation>vinnare!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>plats %1</translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation>i brunnen, väntar på räddning</translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation>i fängelset, väntar på räddning</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>står över nästa tur</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation>För långt! %1 räknar till 63 och tillbaka till %2.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation>%1 hamnar på gåsen på %2 och flyger %3 rutor vidare, och studsar tillbaka till %4.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation>%1 hamnar på gåsen på %2 och flyger %3 rutor vidare till %4.</translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation>%1 hamnade på bron: gå till 12.</translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation>%1 går vilse i labyrinten: tillbaka till 30.</translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation>%1 möter Döden på 58: tillbaka till ruta 1.</translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation>Första slaget 6+3: %1 går direkt till 26!</translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation>Första slaget 5+4: %1 går direkt till 53!</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation>%1 stod på %2 och går tillbaka till start.</translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation>%1 blir fri och går till %2.</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation>%1 stod på %2 och går till %3.</translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation>%1 når 63 och vinner!</translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation>%1 når 63: plats %2.</translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation>%1 stannar på härbärget på 19 och står över nästa tur.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation>%1 faller i brunnen på 31 och väntar på räddning.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation>%1 faller i brunnen på 31: står över två turer.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation>%1 hamnar i fängelset på 52 och väntar på räddning.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation>%1 hamnar i fängelset på 52: står över två turer.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 står på %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2+%3.</source>
        <translation>%1 slog %2+%3.</translation>
    </message>
    <message>
        <source>Everyone was stuck: %1 is let go.</source>
        <translation>Alla satt fast: %1 släpps.</translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation>%1 väntar fortfarande.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 står över en tur.</translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>står över %n tur</numerusform>
            <numerusform>står över de närmaste %n turerna</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 ger först.</translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation>%1 och %2 har valt sin hemliga signal.</translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation>Ett kort delas ut.</translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation>%1 läggs på bordet.</translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation>Korten på bordet läggs i slänghögen.</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation>%1 tar %2 och lämnar %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation>%1 är klar.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: ”Dubbel kemps!” Rätt: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: ”Dubbel kemps!” Fel (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: ”Kemps!” Rätt: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: ”Kemps!” Fel (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation>%1: ”Stoppa kemps: %2!” Rätt: +4, och en ny signal.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation>%1: ”Stoppa kemps: %2!” Fel: −2.</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation>%1: %2   ·   %3: %4   ·   först till %5</translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation>talong %1</translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation>slänghög %1</translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation>Tiden är ute: oavgjort!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation>Lagen väljer sina hemliga signaler…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Delar ut…</translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation>Er signal:
%1</translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation>1–8 gester · G Stoppa kemps
A S D F sedan Z X C V: byt
Mellanslag Kemps (håll: Dubbel) · B klar</translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation>Kemps!</translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation>Dubbel kemps!</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation>Stoppa kemps!</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation>%1, välj ditt lags hemliga signal (1–8)</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation>Stoppa kemps! Vilken gest är deras signal? (1–8, Esc: avbryt)</translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation>Håll ner vänster Skift: dina kort
1–4 Q W E R gester · G Stoppa
A S D F sedan Z X C V: byt
Mellanslag Kemps (håll: Dubbel) · T klar</translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation>Håll ner höger Skift: dina kort
7 8 9 0 U I O P gester · Backsteg Stoppa
H J K L sedan N M , .: byt
Enter Kemps (håll: Dubbel) · Y klar</translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation>På bordet: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Kort i talongen: %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation>Ditt lags signal: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 och %2</translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
        <translation>Poäng: %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation>%1 slog en tredje sexa i rad — turen går vidare</translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation>%1 slog en sexa men kan inte flytta — slå igen</translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation>%1 slog en sexa — spela igen</translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation>%1 slog en %2:a — inget drag möjligt</translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation>%1 slog en %2:a</translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation>%1 tog ut en pjäs</translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation>%1 förde en pjäs i mål</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1 slutar på plats %2</translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation>%1 klättrade till steg %2</translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation>%1 nådde trappans fot</translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation>%1 flyttade pjäs %2 till ruta %3</translation>
    </message>
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation>%1: tryck på Mellanslag för att ta ut en pjäs, eller klicka på den</translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation>%1: tryck på Mellanslag för att flytta pjäs %2, eller klicka på den</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 eller %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: click pawn %2, or press its number (arrows and Space: the marked pawn)</source>
        <translation>%1: klicka på pjäs %2, eller tryck på dess nummer (pilar och Mellanslag: den markerade pjäsen)</translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation>%1 slog ut en pjäs som tillhör %2</translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation>pjäs %1 på steg %2</translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation>pjäs %1 vid trappans fot</translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation>pjäs %1 på ruta %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n pjäs i stallet</numerusform>
            <numerusform>%n pjäser i stallet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n pjäs i mål</numerusform>
            <numerusform>%n pjäser i mål</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation>%1 satte en bricka på %2, fick en kvarn och tog bort en bricka från %3</translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation>%1 satte en bricka på %2</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 flög från %2 till %3, fick en kvarn och tog bort en bricka från %4</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation>%1 flög från %2 till %3</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 flyttade från %2 till %3, fick en kvarn och tog bort en bricka från %4</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 flyttade från %2 till %3</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>remi: samma ställning för tredje gången</translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation>remi: 50 drag utan kvarn</translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation>%1 har bara två brickor kvar</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 kan inte flytta</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>sätter ut</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>flyger</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>flyttar</translation>
    </message>
    <message>
        <source>no pawns on the board</source>
        <translation>inga brickor på spelplanen</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n bricka på %1</numerusform>
            <numerusform>%n brickor på %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n bricka i handen</numerusform>
            <numerusform>%n brickor i handen</numerusform>
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
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation>+%1 (%2).</translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation>En 2:a eller en 5:a kom upp: det här slaget ger inga poäng.</translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation>Inget ger poäng.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> och </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — runda %2 av %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation>Alla tärningar är undanlagda: %1 får %2 poäng den här turen.</translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation>Varje 2:a och 5:a läggs undan och ger inga poäng; de andra tärningarna ger sina poäng och slås om.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation>%1 slog %2 — +%3, tursumma %4</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>%n tärning undanlagd.</numerusform>
            <numerusform>%n tärningar undanlagda.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vinner med %n poäng!</numerusform>
            <numerusform>%1 vinner med %n poäng!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 delar vinsten med %n poäng!</numerusform>
            <numerusform>%1 delar vinsten med %n poäng!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n tärning att slå om.</numerusform>
            <numerusform>%n tärningar att slå om.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1 slog %2 — alla tärningar undanlagda, %n poäng den här turen</numerusform>
            <numerusform>%1 slog %2 — alla tärningar undanlagda, %n poäng den här turen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 fick %n poäng den här turen.</numerusform>
            <numerusform>%1 fick %n poäng den här turen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>%n tärning att slå.</numerusform>
            <numerusform>%n tärningar att slå.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::oh_hell::OhHellBoard</name>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 bjuder %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spelar %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 tar sticket</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 ger</translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation>%1 vänds upp: %2 är trumf</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 visar sitt sista kort, %2: %3 är trumf</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Ger till %1</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>given räknad</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partiet är slut.</translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation>Ditt bud. Som givare får du inte bjuda %1.</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Ditt bud: hur många stick tar du?</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Din tur: spela ett kort.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du måste bekänna färg: spela en %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Du har ingen %1, så du måste spela en trumf (%2).</translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation>bud %1 · tog %2</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>givare</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Sista sticket, taget av %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Sticket till %1</translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation>Som givare får du inte bjuda %1: buden skulle bli lika många som korten på varje hand.</translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation>Förbjudet för givaren: buden skulle bli lika många som korten på varje hand</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Giv %1 av %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation>på givarens hand</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bud</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Tog</translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation>inte för givaren</translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation>Protokoll: bud/stick och poäng (klicka för att stänga)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Bud: %1 för %n stick</numerusform>
            <numerusform>Bud: %1 för %n stick</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation>%1 har inte bjudit</translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation>%1 bjöd %2, tog %3</translation>
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
        <translation>Bytet</translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation>%1 ger först</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Ger till %1</translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation>%1 ger ett kort till %2</translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation>%1 ger två kort till %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spelar %2</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 är ute</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passar</translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation>%1 tar hem korten</translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation>%1 är president</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spela</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Spela de valda korten (Enter)</translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation>Passa den här turen (P)</translation>
    </message>
    <message>
        <source>President</source>
        <translation>President</translation>
    </message>
    <message>
        <source>Vice-President</source>
        <translation>Vicepresident</translation>
    </message>
    <message>
        <source>Vice-Beggar</source>
        <translation>Vicebonde</translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation>Bonde</translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation>Välj först korten att spela</translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation>Korten i ett utspel måste alla ha samma valör</translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation>Ett utspel har högst fyra kort</translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation>Måste vara ett enda kort, som förra utspelet</translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation>Måste vara högre än %1</translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation>Ge ditt bästa kort till %1.</translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation>Ge dina två bästa kort till %1.</translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation>Ge ditt sämsta kort till %1.</translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation>Ge dina två sämsta kort till %1.</translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation>Välj vilka (färgerna spelar ingen roll):</translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation>Regeln lämnar inget val:</translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation>Du spelar ut: spela valfria kort av samma valör</translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation>Ditt utspel: välj kort av samma valör och sedan Spela</translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation>Slå %1 med lika många kort av högre valör, eller Passa</translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation>Välj korten att ge</translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation>Ute: plats %1</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Kort: %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Giv %1 av %2</translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation>Kortbytet</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation>%1 tog hem korten</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 spelar ut</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Måste vara %n kort, lika många som förra utspelet</numerusform>
            <numerusform>Måste vara %n kort, lika många som förra utspelet</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Titles: %1.</source>
        <translation>Titlar: %1.</translation>
    </message>
    <message>
        <source>To beat: %1, played by %2.</source>
        <translation>Att slå: %1, spelat av %2.</translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation>Inget att slå: ett nytt stick.</translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation>Ute, i ordning: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::race::RaceBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, slå tärningarna!</translation>
    </message>
    <message>
        <source>%1 is rolling</source>
        <translation>%1 slår</translation>
    </message>
    <message>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <source>Roll the dice to start the race.</source>
        <translation>Slå tärningarna för att starta loppet.</translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation>%1 slår…</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>vid starten</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>ruta %1</translation>
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
        <translation>%1, vänd upp det första kortet: Mellanslag eller ett klick på leken!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Gör dig redo…</translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation>Leken är slut!</translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation>%1, vänd upp nästa kort: Mellanslag eller ett klick på leken!</translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation>Vilken rektangel har kortets storlek?</translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation>Hitta rektangeln med kortets storlek och sätt din pjäs på den!</translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation>Nästa kort…</translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation>Ingen hade rätt: kortet går tillbaka i lådan.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation>%1 hade rätt och tar kortet!</translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation>%1 och %2 hade rätt: ett kort var!</translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation>Ett nytt kort vänds upp.</translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation>%1 sätter ner en pjäs.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation>%1 hade rätt och tar kortet.</translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation>%1 och %2 hade rätt: %1 tar kortet, %2 ett från leken.</translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation>W A S D · E</translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation>Pilar · Enter</translation>
    </message>
    <message>
        <source>I J K L · O</source>
        <translation>I J K L · O</translation>
    </message>
    <message>
        <source>Keypad 8456 · 0</source>
        <translation>Numeriskt 8456 · 0</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mus</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source> and </source>
        <translation> och </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 vinner med %n kort!</numerusform>
            <numerusform>%1 vinner med %n kort!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>%1 delar vinsten med %n kort var!</numerusform>
            <numerusform>%1 delar vinsten med %n kort var!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation>%1 % av den verkliga storleken: fönstret är för litet</translation>
    </message>
    <message>
        <source>Red board</source>
        <translation>Röda brädan</translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation>Gula brädan</translation>
    </message>
    <message>
        <source>Green board</source>
        <translation>Gröna brädan</translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation>Blå brädan</translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation>Orange brädan</translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation>Lila brädan</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 gånger %2</translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation>Sista kortet: %1 millimeter.</translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation>Kortet: %1 millimeter.</translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation>plats %1, %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation>pjäs på rektangeln %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>%n kort kvar i leken.</numerusform>
            <numerusform>%n kort kvar i leken.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation>%1 vänder upp nästa kort…</translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation>Delar ut korten</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 spelar</translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation>Håll det som du ser det, eller vänt</translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation>Spela ett kort (inte ett hopp- eller vändkort)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Spela ett kort</translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation>Vänd 3 kort i mitten: %1 av 3 klara</translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation>Vänd ett kort på valfri hand</translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation>Ta ett kort från en annan spelare</translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation>Ta ett kort från mitten</translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation>Ett kort togs från dig: ta ett från mitten</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 delar vinsten!</translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation>Ingen fick poäng den här rundan</translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation>%1 får poäng!</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>räv</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>groda</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefant</translation>
    </message>
    <message>
        <source>flamingo</source>
        <translation>flamingo</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>val</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>lejon</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>hoppa över</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>vänd riktning</translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation>vänd 3</translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation>vänd 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>stjäl</translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation>förstoringsglas</translation>
    </message>
    <message>
        <source>left half star</source>
        <translation>vänster halvstjärna</translation>
    </message>
    <message>
        <source>right half star</source>
        <translation>höger halvstjärna</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 fick ett kort</translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation>Ett kort till mitten</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spelade %2</translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation>%1 vände ett kort i mitten: %2</translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation>%1 vände ett av sina egna kort</translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation>%1 tog ett kort från %2</translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation>%1 tog %2 från mitten</translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation> — %1 får 2 poäng!</translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation> — %1 får en poäng!</translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation> — ingen får poäng den här rundan</translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation> — spelet är slut</translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation>%1 vände ett av korten hos %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Dina kort: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation>Korten hos %1, sidorna du ser: %2.</translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation>Kort på handen hos %1: %2.</translation>
    </message>
    <message>
        <source>Middle: %1.</source>
        <translation>Mitten: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::sequence_kids::SequenceKidsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 och %2</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>Ingen vinner: oavgjort</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vinner!</translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation>%1 bytte ett kort som inte kunde spelas</translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation>%1 kan inte spela</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 fick ett kort</translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation>%1 drog ett kort</translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation> — ingen kan vinna: oavgjort</translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation> — fyra i rad!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation>Inget av dina kort kan spelas: nästa spelare fortsätter (Enter)</translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation>känguru</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>apa</translation>
    </message>
    <message>
        <source>parrot</source>
        <translation>papegoja</translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation>struts</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>lejon</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>sköldpadda</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>räv</translation>
    </message>
    <message>
        <source>zebra</source>
        <translation>zebra</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>panda</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>groda</translation>
    </message>
    <message>
        <source>alligator</source>
        <translation>alligator</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>giraff</translation>
    </message>
    <message>
        <source>gorilla</source>
        <translation>gorilla</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tiger</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>björn</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>val</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefant</translation>
    </message>
    <message>
        <source>penguin</source>
        <translation>pingvin</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>uggla</translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation>%1 spelade en enhörning: en bricka på %2-rutan</translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation>%1 lade en bricka på %2-rutan</translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation>%1 spelade en drake: %2 förlorar brickan på %3-rutan</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>drake</translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation>enhörning</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation>%1 på %2-rutan, kolumn %3</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rad %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation>Inga brickor på spelplanen.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Din hand: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation>Sjömil</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Båt</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapten</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Besättning</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation>%1 fick inte båt, kapten och besättning: inga sjömil.</translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation>%1 behöver en 6:a för båten.</translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation>Ingen båt än: en 6:a behövs.</translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation>Båten ligger i hamn: en 5:a för kaptenen behövs.</translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation>Båt och kapten ombord: en 4:a för besättningen behövs.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> och </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spelet är slut.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation>%1 — runda %2 av %3 · slag %4 av %5</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Slå igen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Slå</translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation>Tips: segla nu.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation>%1 slog %2 — ingen besättning, inga sjömil</translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation>%1 slog %2 — båt, kapten och besättning ombord, last %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation>%1 slår om %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 seglade %n sjömil.</numerusform>
            <numerusform>%1 seglade %n sjömil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Last: %n sjömil.</numerusform>
            <numerusform>Last: %n sjömil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>%1 vinner med %n sjömil!</numerusform>
            <numerusform>%1 vinner med %n sjömil!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>%1 delar vinsten med %n sjömil!</numerusform>
            <numerusform>%1 delar vinsten med %n sjömil!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>Segla %n sjömil</numerusform>
            <numerusform>Segla %n sjömil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Last: %n sjömil. Klicka på lasttärningar för att slå om dem, eller segla.</numerusform>
            <numerusform>Last: %n sjömil. Klicka på lasttärningar för att slå om dem, eller segla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Slå om %1 (sista slaget), eller segla med %n sjömil.</numerusform>
            <numerusform>Slå om %1 (sista slaget), eller segla med %n sjömil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Slå om %1 (2 slag kvar), eller segla med %n sjömil.</numerusform>
            <numerusform>Slå om %1 (2 slag kvar), eller segla med %n sjömil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1 slog %2 — seglar %n sjömil</numerusform>
            <numerusform>%1 slog %2 — seglar %n sjömil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 seglar %n sjömil</numerusform>
            <numerusform>%1 seglar %n sjömil</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation>Ombord: båten.</translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation>Ombord: båten och kaptenen.</translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation>Ombord: båt, kapten och besättning.</translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation>Last: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>%n slag kvar.</numerusform>
            <numerusform>%n slag kvar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation>vinnare!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>plats %1</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation>För långt! %1 räknar till 100 och tillbaka till %2.</translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation>%1 klättrar uppför stegen från %2 till %3!</translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation>%1 glider nerför ormen från %2 till %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 slog %2.</translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation>För långt för att landa på 100: %1 står kvar på %2.</translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation>%1 når 100 och vinner!</translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation>%1 når 100: plats %2.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 står på %2.</translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation>En sexa: %1 slår igen.</translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation>Sista sticket</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spelade %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Trumf: %1.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>På bordet: %1.</translation>
    </message>
    <message>
        <source>Suit to follow: %1.</source>
        <translation>Färg att bekänna: %1.</translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation>Stick taget av %1: %2.</translation>
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
        <translation>%1 spelar %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 tar sticket</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 ger</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 visar sitt sista kort, %2: %3 är trumf</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Ger till %1</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation>Giv %1 · först till %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation>visad av %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation>Protokoll: stick i varje giv, först till 20 (klicka för att stänga)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Din tur: spela ett kort.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du måste bekänna färg: spela en %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Du har ingen %1, så du måste spela en trumf (%2).</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>trumf %1</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Sista sticket, taget av %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Sticket till %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 vinner med %n poäng.</numerusform>
            <numerusform>%1 vinner med %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n stick</numerusform>
            <numerusform>%n stick</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 win with %n point(s).</source>
        <translation>
            <numerusform>%1 och %2 vinner med %n poäng.</numerusform>
            <numerusform>%1 och %2 vinner med %n poäng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation>Trumfkort: %1, vänt av %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Tagna stick: %1.</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation>Protokoll: stick i varje giv, partnerna tillsammans, första laget till 20 (klicka för att stänga)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 och %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Lag</translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source> and </source>
        <translation> och </translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>%1 ska slå</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — slag %2 av %3</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Slå tärningarna</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Slå igen (%n kvar)</numerusform>
            <numerusform>Slå igen (%n kvar)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation>Slå tärningarna (Enter eller Mellanslag).</translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation>%1 slår…</translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation>Inga slag kvar</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 tänker…</translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation>Alla fem tärningarna är behållna: släpp en för att slå igen, eller klicka på en ruta på ditt protokoll för att skriva in.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation>%1 slog %2 (slag %3 av %4)</translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 slår om alla fem tärningarna</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 behåller %2</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation>%1 skrev in %2 på %3 (%4)</translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation> — bonus +%1!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 vinner med %n poäng</numerusform>
            <numerusform>%1 vinner med %n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation>Välj en ruta på ditt protokoll för att skriva in de här tärningarna (klicka på den, eller pilar och Enter).</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation>Klicka på tärningar (eller tryck 1–5) för att behålla dem och slå sedan igen (Enter) — eller välj en ruta på ditt protokoll för att skriva in (klicka på den, eller pilar och Enter).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation>ingen ruta ifylld</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>summa %1</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>%n slag kvar.</numerusform>
            <numerusform>%n slag kvar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
