<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation>Der blev ikke fundet nogen kortbilleder, så der tegnes enkle kort. Installér pakken kdegames-card-data-kf5 for at få de rigtige kort.</translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation>Kortspillet %1 kunne ikke læses, så der tegnes enkle kort.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation>Start straks et parti af spillet &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation>Hvem der spiller, f.eks. human:Anna,ai:hard,random (kræver --game).</translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation>Startværdi (seed) for terninger og blanding af kort.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation>Tilbyd ikke at genoptage det automatisk gemte parti.</translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation>Animationstempo: 0 straks, 1 normalt, 2 langsomt.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>Gem et billede af vinduet i &lt;file&gt; og afslut.</translation>
    </message>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation>Ludoteca: bræt-, terning- og kortspil.</translation>
    </message>
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation>--lang: ingen oversættelse til &apos;%1&apos; (%2); brugerfladen er på engelsk</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Uventet argument: %1</translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation>--seats kræver --game</translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation>--seats: %1</translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation>--seed: forventede et tal, fik &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation>--pace: forventede et tal fra 0 til 3, fik &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation>Sprog i brugerfladen: %1.</translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation>Fortryd i partiet: free, own-last-move eller off (kræver --game; standard: spillets egen, own-last-move i spil med tilfældighed mod computeren, ellers free).</translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation>--undo kræver --game</translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation>--undo: forventede free, own-last-move eller off, fik &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Kortgivning: %n kort til hver</numerusform>
            <numerusform>Kortgivning: %n kort til hver</numerusform>
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
            <numerusform>%n kort givet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation>en ukendt fejl</translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation>Blink med øjet</translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation>Klø sig på kinden</translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation>Rør ved næsen</translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation>Træk i øreflippen</translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation>Løft øjenbrynene</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>Nik</translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation>Gnid øjnene</translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation>Bank i bordet</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>vinder %n bonde</numerusform>
            <numerusform>vinder %n bønder</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation>vinder en springer</translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation>vinder en løber</translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation>vinder et tårn</translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation>vinder dronningen</translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation>vinder kvaliteten</translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>vinder %n brik</numerusform>
            <numerusform>vinder %n brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>vinder %n dam</numerusform>
            <numerusform>vinder %n damme</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>lige stilling</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 står lidt bedre</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 står bedre</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 står til gevinst</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>mat i %n</numerusform>
            <numerusform>mat i %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 sætter mat i %n</numerusform>
            <numerusform>%1 sætter mat i %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation>Forventet: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>vinder i %n træk</numerusform>
            <numerusform>vinder i %n træk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 vinder i %n træk</numerusform>
            <numerusform>%1 vinder i %n træk</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 står lidt bedre</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 står bedre</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 står til gevinst</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 sætter mat i %n</numerusform>
            <numerusform>%1 sætter mat i %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 vinder i %n træk</numerusform>
            <numerusform>%1 vinder i %n træk</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
        <translation>Ryd</translation>
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
        <translation>--game: ukendt spil &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation>Din hånd er tom.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Din hånd: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation>Kort på de andre hænder: %1.</translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation>Kort på hånden: %1.</translation>
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
        <translation>Terning: %1.</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Terninger: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Lagt til side: %1.</translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation>Beholdt: %1.</translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation>Turens sum: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>I puljen: %n brik.</numerusform>
            <numerusform>I puljen: %n brikker.</numerusform>
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
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
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
        <translation>Tre ens</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Fuldt hus</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Lille straight</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Fire ens</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>down column</source>
        <translation>nedad-kolonne</translation>
    </message>
    <message>
        <source>up column</source>
        <translation>opad-kolonne</translation>
    </message>
    <message>
        <source>free column</source>
        <translation>fri kolonne</translation>
    </message>
    <message>
        <source>free</source>
        <translation>fri</translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation>Nedad: udfyldes i rækkefølge fra enere til yatzy</translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation>Opad: udfyldes i rækkefølge fra yatzy til enere</translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation>Fri: et hvilket som helst tomt felt, i vilkårlig rækkefølge</translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation>Sum 1–6</translation>
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
        <translation>Sum tre ens–yatzy</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolonnesum</translation>
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
        <translation>klør</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruder</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>hjerter</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spar</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>konge</translation>
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
        <translation>Brætspil</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flag</translation>
    </message>
    <message>
        <source>Kids</source>
        <translation>Børn</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Tilfældig</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Let</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Middel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svær</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation>Afslut en omgang, når dens strafpoint er taget</translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation>Omgangene Dronningerne, Hjerterne og Den skæggede konge stopper, så snart alle strafkortene er taget: pointene er de samme, omgangen er kortere. Regelbogen spiller alle 13 stik.</translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation>Krig i ny udgave</translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation>Slut efter 1.000 kort</translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation>Regelbogen spiller, indtil én spiller har alle 52 kort; med denne indstilling vinder den, der har flest kort, efter 1.000 vendte kort, og lige mange kort deler sejren.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Skak</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Stærkest</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Startstilling (FEN)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation>Start fra en opstillet stilling skrevet i FEN; lad feltet stå tomt for den almindelige startstilling.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Ur</translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation>Et skakur til hver spiller: grundtiden plus de sekunder, der lægges til efter hvert træk. Regelbogen har intet ur; en spiller, hvis tid løber ud, taber.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Intet ur</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minut</translation>
    </message>
    <message>
        <source>3 minutes + 2 s</source>
        <translation>3 minutter + 2 s</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minutter</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 minutter</translation>
    </message>
    <message>
        <source>10 minutes + 5 s</source>
        <translation>10 minutter + 5 s</translation>
    </message>
    <message>
        <source>15 minutes + 10 s</source>
        <translation>15 minutter + 10 s</translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation>30 minutter</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 minutter</translation>
    </message>
    <message>
        <source>90 minutes + 30 s</source>
        <translation>90 minutter + 30 s</translation>
    </message>
    <message>
        <source>Repetition and fifty moves</source>
        <translation>Gentagelse og 50 træk</translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation>Om trefoldig gentagelse og 50-træksreglen afslutter partiet af sig selv (som i vores regler), eller om en spiller skal kræve remis, som i FIDE-turneringer.</translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation>Automatisk remis</translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation>Remis efter krav (FIDE)</translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation>Ekstern UCI-motor</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Amerikansk 8</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Antal omgange</translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation>Hvor mange omgange et parti består af; regelbogen spiller 5.</translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation>Råbet &quot;Kort!&quot;</translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation>En spiller med ét kort tilbage skal råbe &quot;Kort!&quot; før næste udspil, ellers bliver han taget i det; regelbogen spiller med denne regel.</translation>
    </message>
    <message>
        <source>10,000</source>
        <translation>10.000</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Minimum for at åbne</translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation>Det antal point i turen, som en spiller uden point endnu skal have, før han kan notere dem: 750 i regelbogens hovedtekst, 1.000 i en note i nogle udgaver.</translation>
    </message>
    <message>
        <source>750 points</source>
        <translation>750 point</translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation>1.000 point</translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation>Læg alle pointgivende terninger til side</translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation>Fra: læg mindst én pointgivende terning eller kombination til side, og kast resten igen (den almindelige regel). Til: alle pointgivende terninger skal lægges til side (regelbogens ordlyd).</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation>221 får 2 ekstra</translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation>Fra: en taber, der slog 221, får præcis 2 brikker, uanset hvad det bedste slag var (regelbogens ordlyd). Til: han får tabellens antal plus 2, som på nogle barer.</translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation>Stop, når vinderen er kendt</translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation>Fra: anden fase fortsætter, indtil én spiller har alle 21 brikker og dermed er taberen. Til: spillet stopper, så snart den første spiller ikke har flere brikker. Vinderen er den samme i begge tilfælde.</translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation>Brikker per spiller</translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation>Hvor mange brikker hver spiller starter med: regelbogen siger 5; færre giver et kortere spil, flere et længere.</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Antal runder</translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation>0: spil, indtil én spiller har alle brikkerne, som regelbogen siger. Ethvert andet tal afslutter spillet efter så mange runder, og flest brikker vinder (sådan læses den svenske tekst).</translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation>Terningpoker</translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation>Kast for rundens første spiller</translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation>Hvor mange gange den første spiller må kaste: 3 på fire af regelbogens fem sprog, 4 i den italienske tekst. De andre må højst kaste lige så mange gange som den første.</translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation>Op til 3 kast</translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation>Op til 4 kast</translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation>De brikker, hver spiller starter med: 10 i regelbogen.</translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation>Dam</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation>Remis efter træk uden fremskridt</translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation>Partiet er remis, når hver spiller har lavet så mange træk i træk, hvor kun damer flytter og intet bliver slået (regelbogen siger 20; FMJD-turneringer bruger 25).</translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation>Start fra en opstillet stilling skrevet i dam-FEN (W:W31,32,...:B1,2,...); lad feltet stå tomt for den almindelige startstilling.</translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation>Sæt i rækkefølge</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Kort for at vinde</translation>
    </message>
    <message>
        <source>Order by</source>
        <translation>Sortér efter</translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation>Sortér rækken efter landenes areal, som regelbogen spiller, eller efter deres befolkningstal (regelbogens variant).</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Areal</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Befolkning</translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation>Hvor mange løb (ét kort hver) der vinder spillet; regelbogen spiller til 3.</translation>
    </message>
    <message>
        <source>This and That</source>
        <translation>Dit og dat</translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation>Flagtræning</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Spørgsmål</translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation>Navngiv landet for hvert flag, som regelbogen spiller, eller dets hovedstad (regelbogens variant).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Hovedstad</translation>
    </message>
    <message>
        <source>Flags per player</source>
        <translation>Flag per spiller</translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation>Hvor mange flag hver spiller svarer på; regelbogen spiller, til bunken er brugt op, og det gør spillet også, når bunken er for lille til så mange.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Bunke</translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation>Alle 48 kort i æsken, som regelbogen spiller, eller kun ét kontinents.</translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation>Alle 48 flag</translation>
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
        <translation>Vælg mellem fire navne, eller skriv navnet (accenter, store bogstaver og én tastefejl gør ikke noget; engelske navne godtages også).</translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation>Fire valg</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Skrevet</translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation>Find mig!</translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation>Hvor mange røde kort en spiller skal have for at vinde. Regelbogen kræver 6 med 2 spillere, 5 med 3 til 7 og 4 med 8 eller flere.</translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation>Som regelbogen siger</translation>
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
        <translation>Grænse for kast</translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation>Spillet stopper efter så mange kast, og flest kort vinder. Regelbogen har ingen grænse: spillet slutter, når en spiller når målet (eller efter 20 kast i træk, hvor intet kort har skiftet hænder).</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation>100 kast</translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation>150 kast</translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation>200 kast</translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation>En, to, tre</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Kort spil</translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation>Den første spiller, der er nede på ét kort, vinder (regelbogens kortere variant); ellers den første, der spiller sit sidste kort.</translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation>Råb!</translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation>Sprog for landenavnene</translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation>Rigtige navne, der råbes i samme øjeblik, går til den spiller, hvis land kommer først i alfabetisk rækkefølge efter navnet på dette sprog (regel Y7): vælg det sprog, I spiller på.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Engelsk</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiensk</translation>
    </message>
    <message>
        <source>Game of the Goose</source>
        <translation>Gåsespil</translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation>Spil videre om placeringerne</translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation>Efter vinderen spiller de andre videre om 2., 3. og 4. pladsen.</translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation>Let (slår kun)</translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation>Middel (slår kun)</translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation>Svær (slår kun)</translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation>Brønd og fængsel</translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation>Vent på redning: en brik bliver i brønden eller fængslet, indtil en anden brik lander der og tager dens plads (regelbogens regel). Stå over to gange: regelbogens variant.</translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation>Vent, til en anden brik kommer</translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation>Stå over to gange</translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation>Tegn</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Pointmål</translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation>Det første hold, der når dette pointtal, vinder; regelbogen overlader det til spillerne.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Tidsgrænse (minutter)</translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation>Spillet slutter også, når uret passerer denne tid; holdet i front vinder (regelbogen siger, at et spil varer ca. 15 minutter).</translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation>Ludo</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Målområde</translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation>Trinvis: gå ét felt frem ad gangen med præcis tallet for det næste felt (sådan læses regelbogen). Spring: fra felt k går et slag over k direkte til det felt.</translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation>Ét felt ad gangen (1, 2, 3, 4, 5, 6)</translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation>Spring til det slåede felt</translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation>Tre seksere afslutter turen</translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation>Husregel: en tredje 6&apos;er i træk er tabt, og turen går videre. Regelbogen har ingen grænse.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Mølle</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Diagonale linjer</translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation>Tilføjer de fire hjørnediagonaler som linjer at flytte langs og lave møller på; regelbogen tillader diagonale møller, det klassiske bræt har ingen.</translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation>Bar mås</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antal terninger</translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation>4 terninger som i regelbogens liste over materialer, eller 5 som i det udbredte &quot;Stuck in the Mud&quot;.</translation>
    </message>
    <message>
        <source>4 dice</source>
        <translation>4 terninger</translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation>5 terninger</translation>
    </message>
    <message>
        <source>A throw with a 2 or 5 still scores</source>
        <translation>Et kast med en 2&apos;er eller 5&apos;er giver stadig point</translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation>Til: de andre terninger i et kast med 2&apos;ere eller 5&apos;ere giver stadig point (regelbogen). Fra: et kast med en 2&apos;er eller 5&apos;er giver ingen point (den udbredte regel fra &quot;Stuck in the Mud&quot;).</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation>Husvariant: kun omgangene op, fra 1 kort til flest; regelbogen spiller dem også ned igen til 1.</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Røvhul</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Omgange</translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation>Hvor mange omgange partiet varer: regelbogen har ingen slutning, så hver omgang giver 3 point til præsidenten, 2, 1 og 0 til røvhullet, og den højeste sum vinder.</translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation>Rektangelræset</translation>
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
        <translation>Hold på to</translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation>Med 4 spillere spiller 1. og 3. mod 2. og 4., og makkerne deler én brikfarve; regelbogen tillader hold.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Åbne hænder</translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation>Alle hænder vises med billedsiden opad, til meget unge spillere, der har brug for hjælp.</translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation>Vis rækker på tre</translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation>Markerer hver række, hvor en spiller kun mangler én brik.</translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation>Et dødt kort afslutter turen</translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation>At udskifte et dødt kort er hele turen; efter forlagets regel spiller spilleren derefter sin tur som normalt.</translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation>Båden, kaptajnen og besætningen</translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation>Forbedr lasten</translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation>Til: når båd, kaptajn og besætning er om bord, kan de resterende kast bruges til at kaste den ene eller begge lastterninger igen, og det sidste kast tæller (den almindelige regel). Fra: lasten tæller, som den lander (regelbogen siger ikke mere).</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Slanger og stiger</translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation>Slag forbi 100</translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation>Tilbage: tæl op til 100 og tilbage med resten (regelbogen). Bliv stående: et slag forbi 100 er tabt. I mål: at nå eller passere 100 vinder (en udbredt husregel).</translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation>Gå tilbage fra 100</translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation>Bliv stående</translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation>Forbi 100 vinder</translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation>En 6&apos;er giver et slag til</translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation>Husregel: en 6&apos;er giver et slag mere. Regelbogen giver ikke ekstra slag.</translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation>Børnewhist</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation>Spil omgangen færdig</translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation>Spil omgangen til ende, når nogen når 20; den højeste sum vinder så. Regelbogen afslutter spillet ved det stik, der når 20.</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolonner</translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation>Hvilke kolonner hver blok har: regelbogen spiller alle tre (nedad, opad, fri) og lader spillerne aftale færre for et kortere spil.</translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation>Tre kolonner: nedad, opad og fri</translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation>To kolonner: nedad og opad</translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation>To kolonner: nedad og fri</translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation>To kolonner: opad og fri</translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation>Én kolonne: fri</translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation>Én kolonne: nedad</translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation>Én kolonne: opad</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spansk</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugisisk</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dansk</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Svensk</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russisk</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Fransk</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tysk</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation>Chess960 (Fischer Random-skak) blander brikkerne på den bagerste række, ens for begge sider, til en af 960 startstillinger; rokaden sætter kongen og tårnet på de samme felter som i almindelig skak.</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Almindelig skak</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Chess960-stilling</translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation>Nummeret på Chess960-startstillingen, fra 0 til 959 (518 er den almindelige opstilling), eller &quot;random&quot; for en, der trækkes lod om, når partiet begynder. En startstilling i FEN træder i stedet for den.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n spiller</numerusform>
            <numerusform>%1–%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation>Begynder (≈800)</translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation>Let øvet (≈1000)</translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation>Hobbyspiller (≈1200)</translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation>Øvet (≈1400)</translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation>Klubspiller (≈1600)</translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation>Stærk klubspiller (≈1800)</translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation>Ekspert (≈2000)</translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation>Bank dig tilbage</translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation>En spiller, der er løbet tør for kort, må stadig banke på et par og kommer med igen med midterbunken; et falsk bank uden kort sender spilleren ud for altid.</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Makkere</translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation>Makkerne sidder over for hinanden, første og tredje spiller mod anden og fjerde, og lægger deres stik sammen: det første par, der når 20, vinder. Regelbogen lader hver spille for sig selv.</translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation>Personer på modsatte hold ville se hinandens kort på én skærm: sæt personerne som makkere (spiller 1 og 3 eller 2 og 4).</translation>
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
        <translation>&lt;p&gt;Bræt-, terning- og kortspil til familier, skoleklasser og spillere, der vil have en stærk modstander.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Licens&lt;/h3&gt;&lt;p&gt;Ludoteca er fri software: du kan videredistribuere og ændre det under betingelserne i &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 eller enhver senere version. Det leveres uden nogen garanti. Dets brætter, brikker, ikoner og lyde er dets egne og under samme licens.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grafik fra Debian-pakker&lt;/h3&gt;&lt;p&gt;Læses fra pakkerne, mens programmet kører, og kopieres aldrig ind i det:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Kortspil&lt;/b&gt; (kdegames-card-data-kf5, fra KDE Games):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der er ikke installeret noget kortspil: kortene tegnes enkelt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Flag&lt;/b&gt; (iso-flags-svg, fra Linux Mints flagsamling): offentlig ejendom.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Landenavne&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Hver pakkes fulde vilkår står i /usr/share/doc/&lt;i&gt;pakke&lt;/i&gt;/copyright. Bygget med Qt %1 (LGPL-3).&lt;/p&gt;</translation>
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
        <translation>Indstillingerne i %1 kunne ikke læses; standardværdierne bruges, og den gamle fil er gemt som %2.</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
        <translation>Indstillingerne i %1 kunne ikke læses, og filen kunne ikke lægges til side; standardværdierne bruges.</translation>
    </message>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation>indstillingerne kunne ikke skrives (er disken fuld?)</translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Spillebræt</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Spillebræt: %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Spillet er slut: %1 vinder.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Spillet er slut: uafgjort.</translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation>Spillet er slut: delt sejr til %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation>%1 skal slå med terningerne.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 har turen.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Point: %1.</translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation>Dine muligheder: %1.</translation>
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
        <translation>Betalingskortbjælke</translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation>Vælg en farve</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Spillerens farve</translation>
    </message>
</context>
<context>
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Vurderingsgraf</translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation>Klik på et punkt, eller brug Venstre og Højre, for at se den stilling</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation>lodrette striber</translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation>vandrette striber</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>cirkler</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>stjerner</translation>
    </message>
    <message>
        <source>crosses</source>
        <translation>kors</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>dyr</translation>
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
        <translation>Verden</translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation>Terningerne er ikke slået endnu</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Terninger: %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagView</name>
    <message>
        <source>No flag picture for %1</source>
        <translation>Intet flagbillede for %1</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Flagbillederne mangler: installér pakken iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Slå med terningerne</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Slå (mellemrum)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsæt</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation>Klik på et træk for at se stillingen efter det; piletasterne går et skridt</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tilbage til spillet</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation>Computeren kunne ikke trække: %1</translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation>(skjult kort)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation>Spillet er slut — %1 vinder!</translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation>Spillet er slut — uafgjort.</translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation>Spillet er slut — delt sejr: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation>Du ser stillingen efter træk %1 af %2 (Esc: tilbage til spillet)</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Giv enheden til %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation>Et øjeblik: der kan stadig råbes</translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation>%1, slå med terningerne (mellemrum)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 tænker…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 er i trækket</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 slår med terningerne…</translation>
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
            <numerusform>%1 brugte %n hint.</numerusform>
            <numerusform>%1 brugte %n hints.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
        <translation>Gennemgå fra dette træk</translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation>De andre spillere kigger væk: skjulte kort forbliver skjulte.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Giv videre til %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Jeg er %1</translation>
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
        <translation>Vælg et spil</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation>Søg efter spil…</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Der er ikke installeret nogen spil.</translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation>Intet spil passer til din søgning.</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Søg efter spil</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Ryd</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spil</translation>
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
        <translation>Klassequiz</translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation>1–6 hold</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Gen&amp;start</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Gen&amp;tag</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Gem…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Å&amp;bn…</translation>
    </message>
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation>Opstil &amp;stilling fra FEN…</translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation>Indsæt stilling (&amp;FEN)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Fuld skærm</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliotek</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation>&amp;Klassequiz</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Træk</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;Om Ludoteca</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hoved</translation>
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
        <translation>Spillet kan ikke startes</translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation>Der findes intet spil &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Genstart</translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation>Vil du starte dette spil forfra? Det nuværende parti går tabt.</translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation>Automatisk gemning mislykkedes: %1: %2</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Der er ikke noget spil i gang.</translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation>En %1-fil indeholder kun partier af %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation>Dette spil kan ikke starte fra en FEN-stilling.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Opstil stilling</translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation>Stilling i FEN (spillet starter forfra fra den, med de samme spillere og regler):</translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation>Stillingen kan ikke opstilles</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Udklipsholderen indeholder ingen tekst.</translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation>Vil du starte forfra fra stillingen i udklipsholderen? Det nuværende parti går tabt.</translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation>Denne fil er et parti af &apos;%1&apos;, et spil, der ikke er installeret.</translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation>Ludoteca-partier (*.ludoteca)</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Gem parti</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>Partiet kan ikke gemmes</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Gemt som %1</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Åbn parti</translation>
    </message>
    <message>
        <source>Open another match? The moves of this one since it was last saved will be lost.</source>
        <translation>Vil du åbne et andet parti? Trækkene i dette siden sidste gemning går tabt.</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Alle understøttede filer (%1)</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>Partiet kan ikke åbnes</translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation>%1 er ikke en gyldig partifil:
%2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Genoptag</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>Du har et uafsluttet parti %1 med %2, sidst spillet %3 (%n træk). Vil du genoptage det?</numerusform>
            <numerusform>Du har et uafsluttet parti %1 med %2, sidst spillet %3 (%n træk). Vil du genoptage det?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ikke nu</translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation>Partiet kan ikke genoptages</translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation>den beskadigede automatiske gemning kunne ikke lægges til side (%1)</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation>Det automatisk gemte parti kan ikke genoptages:
%1

Det kunne ikke omdøbes (%2), så automatisk gemning er slået fra, indtil Ludoteca startes igen: filen bliver ikke rørt.</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation>Det automatisk gemte parti kan ikke genoptages:
%1

Filen er gemt som %2.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Automatisk gemning beskadiget</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Indstillingerne er ikke gemt</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>&amp;Gennemgå parti</translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation>Din gennemgang af et afsluttet parti %1 med %2, spillet %3, er gemt. Vil du åbne den?</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Gennemgå parti</translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>Computeren valgte et ulovligt træk.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Kan ikke fortryde: %1</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>Kan ikke gentage: %1</translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation>Taget tilbage: spillet er ved træk %1.</translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation>Spillet igen: spillet er ved træk %1.</translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation>Kan ikke vise den stilling: %1</translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation>Fortryd er slået fra i dette parti.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation>I dette parti kan kun dit eget sidste træk tages tilbage, og der er ikke noget at tage tilbage nu.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation>I dette parti kan kun dit eget sidste træk tages tilbage, og kun indtil der slås med terninger eller trækkes et kort efter det.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation>I dette parti kan kun dit eget sidste træk tages tilbage: det er allerede taget tilbage.</translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation>Gentag ville vise terninger eller kort, der endnu ikke er kommet, og som dette parti holder skjult.</translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation>Stillingen efter træk %1.</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>Tilbage til spillet.</translation>
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
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nyt spil: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Antal spillere:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation>Regelbogens standard</translation>
    </message>
    <message>
        <source>Random moves (weakest)</source>
        <translation>Tilfældige træk (svagest)</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>Vælg motorens program</translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation>Spiller %1: menneske eller computer</translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation>Spiller %1: navn</translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation>Spiller %1: farve</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Spiller %1: computerens niveau</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Fri</translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation>Kun eget sidste træk</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation>Fri: ethvert træk kan tages tilbage. Kun eget sidste træk: en spiller kan tage sit eget sidste træk tilbage (med computernes svar), indtil der slås med terninger eller trækkes et kort efter det, så Fortryd aldrig viser, hvad der kommer bagefter. Fra: ingen Fortryd.</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Fortryd:</translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation>Start fra en stilling…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Indsæt</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Vælg…</translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation>Motor: %1 (%2)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Denne stilling kan ikke bruges: %1</translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
        <translation>Indsæt eller skriv stillingen; er feltet tomt, starter spillet fra den almindelige startstilling.</translation>
    </message>
</context>
<context>
    <name>lt::shell::PlayersPanel</name>
    <message>
        <source>Draw</source>
        <translation>Uafgjort</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinder</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Menneske</translation>
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
        <translation>Vælg et parti</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 indeholder %n parti. Hvilket vil du åbne?</numerusform>
            <numerusform>%1 indeholder %n partier. Hvilket vil du åbne?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Hvid</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Træk</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation>Gennemgangens fremskridt</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Annullér gennemgang</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation>Partiet gennemgås: %1 af %2 stillinger</translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation>Gennemgangen stoppede efter %1 af %2 stillinger: Gennemgå parti fortsætter derfra.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation>%1 har vundet</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>bedste træk</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>godt træk</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>unøjagtighed</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fejl</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>bommert</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation>%1: præcision %2 %. Bedste %3, gode %4, ?! unøjagtigheder %5, ? fejl %6, ?? bommerter %7.</translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation>Udgangsstilling: %1.</translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation>%1 spillede %2: %3.</translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation>Bedre: %1 (variant: %2).</translation>
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
        <translation>Regler for %1</translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>Reglerne for %1 er ikke tilgængelige.</translation>
    </message>
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation>Mod computeren tager Fortryd kun dit eget sidste træk tilbage (med computerens svar), og kun indtil der slås med terninger eller trækkes et kort efter det: de kommende terninger og kort er allerede bestemt, og Fortryd må ikke vise dem. Når kun mennesker spiller, er Fortryd fri.</translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation>Fortryd tager ethvert træk tilbage, helt tilbage til partiets start.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation>Dialogen Nyt spil indstiller Fortryd for hvert parti: Fri, Kun eget sidste træk eller Fra.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation>Skærmstørrelse</translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation>Hold et betalingskort mod skærmen med dets venstre kant ved bjælkens venstre kant. Træk i det gule håndtag, eller tryk på piletasterne (med Skift: hurtigere), indtil bjælken er nøjagtig lige så lang som kortet. Rektangelræset tegnes så i virkelig størrelse.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation>1 mm = %1 pixels ifølge målingen.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
        <translation>1 mm = %1 pixels ifølge skærmen.</translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemets sprog</translation>
    </message>
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation>Vinduet bygges op igen på det nye sprog; et spil i gang fortsætter.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprog:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animationer:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Afspil lyde</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Lyde:</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Indbyggede kort</translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation>Der blev ikke fundet nogen kortspil: installér pakken kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Kortspil:</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Vis feltnumre</translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation>Skriver nummeret i et hjørne af hvert mørkt felt på dambrættet, sådan som trækkene noteres (32-28).</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Brætter:</translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation>Skærmstørrelse…</translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation>Virkelige størrelser:</translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation>målt med et kort</translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation>som skærmen oplyser (ikke kontrolleret)</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistikken kunne ikke gemmes: %1</translation>
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
        <translation>Statistikken kunne ikke læses (%1). Den starter forfra; den gamle fil er gemt som %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation>Statistikken kunne ikke læses (%1), og filen kunne ikke lægges til side. Den bliver ikke rørt, og der gemmes ingen statistik, før den er flyttet.</translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation>%1 kunne ikke læses og bliver ikke rørt</translation>
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
        <translation>Der er ikke afsluttet noget spil endnu.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Uafgjort</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bedste score</translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation>Aktuel stime</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Længste sejrsstime</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Længste nederlagsstime</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computerens niveau</translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation>&amp;Nulstil alt…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spiller:</translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation>Mod computeren (spil for to):</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vundet</numerusform>
            <numerusform>%n vundet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n tabt</numerusform>
            <numerusform>%n tabt</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spil</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation>Vil du glemme statistikken for alle spillere?</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Statistikken kunne ikke gemmes: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Brugte hints</translation>
    </message>
</context>
<context>
    <name>lt::shell::TokenPotView</name>
    <message>
        <source>Pot</source>
        <translation>Pulje</translation>
    </message>
</context>
<context>
    <name>lt::shell::barbu::BarbuBoard</name>
    <message>
        <source>Tricks</source>
        <translation>Stikkene</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Dronningerne</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjerterne</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Den skæggede konge</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Sidste stik</translation>
    </message>
    <message>
        <source>Salad</source>
        <translation>Alt-i-1</translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation>2 point per stik</translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation>6 point per dronning</translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation>2 point per hjerte</translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation>20 point for at tage hjerter konge</translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation>20 point for at tage sidste stik</translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation>Alle fem straffe på én gang</translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation>Du giver: vælg udfordringen for denne omgang.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Din tur: spil et kort.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du skal bekende kulør: spil en %1.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>kortgiver</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Sidste stik, taget af %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Stik til %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 vælger %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spiller %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 tager stikket</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Giver kort til %1</translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation>%1 er rundens sidste udfordring</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>omgangen er talt op</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partiet er slut.</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation>Omgang %1 af %2 · runde %3</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Vælger…</translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation>%1 vælger udfordringen</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Giver kort…</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 giver</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation>Pointblok: hver rundes strafpoint, færrest vinder (klik for at lukke)</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Udfordring</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n stik</numerusform>
            <numerusform>%n stik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
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
        <translation>Udfordring: %1, valgt af %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Vundne stik: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation>Q vender · venstre Skift banker</translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation>P vender · højre Skift banker</translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation>V vender · mellemrum banker</translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation>Numerisk 8 vender · numerisk 0 banker</translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation>Home vender · End banker</translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation>F5 vender · F8 banker</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation>Gør jer klar…</translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation>1.000 kort vendt: delt sejr.</translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation>1.000 kort vendt: %1 har flest kort og vinder!</translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation>%1 har alle 52 kort og vinder!</translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation>%1 vinder bunken: tag den (%2).</translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation>%1, vend et kort (%2).</translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation>%1 vinder bunken.</translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation>%1 vender.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 vender %2: %3 skal vende %n kort.</numerusform>
            <numerusform>%1 vender %2: %3 skal vende %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns %2.</source>
        <translation>%1 vender %2.</translation>
    </message>
    <message>
        <source>%1 turns a card.</source>
        <translation>%1 vender et kort.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 tager bunken: %n kort.</numerusform>
            <numerusform>%1 tager bunken: %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>%1 banker først, efter %2 ms, og vinder %n kort!</numerusform>
            <numerusform>%1 banker først, efter %2 ms, og vinder %n kort!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation>%1 banker, men der er intet par: et kort kommer under bunken.</translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation>%1 vinder bunken</translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1 skal vende %n kort mere</numerusform>
            <numerusform>%1 skal vende %n kort mere</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>ude</translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation>Banket af %1:</translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation>Vundet af %1:</translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>%1 bankede i samme millisekund som %2, men sidder nærmere efter den, der vendte, og tager %n kort!</numerusform>
            <numerusform>%1 bankede i samme millisekund som %2, men sidder nærmere efter den, der vendte, og tager de %n kort!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation>%1 banker uden kort, og der er intet par: %1 er ude for altid.</translation>
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
        <translation>Kort i hver spillers bunke: %1.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Ude: %1.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>Midterbunken er tom.</translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation>Midterbunken: %1.</translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation>Kort i midterbunken: %1; øverst %2, derunder %3.</translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
        <translation>Et par øverst: bank!</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>Offer draw</source>
        <translation>Tilbyd remis</translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation>Foreslå remis; din modstander tager imod eller afslår</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation>Kræv remis</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation>Trefoldig gentagelse eller halvtreds træk uden slag eller bondetræk</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Opgiv</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Giv op i dette parti</translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation>%1, vil du opgive dette parti?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Remistilbud</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 tilbyder remis. %2, tager du imod?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Tag imod remis</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Afslå</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 opgiver</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 vinder</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 tilbyder remis</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 tager imod remis</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Remis efter aftale</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 afslår remis</translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation>Remis krævet: samme stilling for tredje gang</translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation>Remis krævet: halvtreds træk uden slag eller bondetræk</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>i skak</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>i trækket</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Vend brættet</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Kopiér &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Kopiér &amp;PGN</translation>
    </message>
    <message>
        <source>Save game as PG&amp;N…</source>
        <translation>Gem partiet som PG&amp;N…</translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation>Gem partiet som PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-filer (*.pgn)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Kunne ikke skrive %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spillede %2</translation>
    </message>
    <message>
        <source>check</source>
        <translation>skak</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>skakmat</translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation>pat: remis</translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation>remis ved trefoldig gentagelse</translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation>remis efter 50-træksreglen</translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation>remis: ingen af siderne kan sætte mat</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation>En bonde går lige frem, ét felt eller to fra sit startfelt, og slår ét felt skråt fremad.</translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation>En springer springer i et L: to felter i én retning, så ét felt til siden.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation>En løber går diagonalt, så langt vejen er fri.</translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation>Et tårn går langs sin række eller sin linje, så langt vejen er fri.</translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation>En dronning går langs en række, en linje eller en diagonal, så langt vejen er fri.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation>En konge går ét felt i en hvilken som helst retning; ved rokade to felter mod et tårn.</translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation>Vejen fra %1 til %2 er spærret.</translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation>En bonde kan ikke slå lige frem: den slår skråt.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation>En bonde går kun skråt, når den slår.</translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation>En bonde går kun to felter fra sit startfelt.</translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation>Din konge står i skak: dette træk får den ikke ud af skak.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Det træk ville efterlade din konge i skak.</translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation>Ingen rokade til den side: kongen eller tårnet har allerede flyttet.</translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation>Ingen rokade endnu: felterne mellem kongen og tårnet skal være tomme.</translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation>Ingen rokade, mens din konge står i skak.</translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation>Ingen rokade gennem skak: kongen ville passere eller nå et angrebet felt.</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Chess960-startstilling %1</translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation>%1 har ikke mere tid, men %2 kan ikke sætte mat: remis</translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation>%1 har ikke mere tid</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>konge %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>konger %1</translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation>dronning %1</translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation>dronninger %1</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>tårn %1</translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation>tårne %1</translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation>løber %1</translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation>løbere %1</translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation>springer %1</translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation>springere %1</translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation>bonde %1</translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation>bønder %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Hvid: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Sort: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Hvid i trækket.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Sort i trækket.</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Skak.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Lovlige træk: %1.</translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation>Ingen af dine bønder kan gå til %1.</translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation>Ingen af dine springere kan gå til %1.</translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation>Ingen af dine løbere kan gå til %1.</translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation>Ingen af dine tårne kan gå til %1.</translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation>Din dronning kan ikke gå til %1.</translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation>Din konge kan ikke gå til %1.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>“%1” er ikke et træk: skriv det som e4, Nf3, exd5, O-O eller e8=Q.</translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation>“%1” passer til flere træk: %2. Skriv det, du mener.</translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation>Angiv, hvad bonden bliver til: %1=Q, %1=R, %1=B eller %1=N.</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation>Kun en bonde, der når den sidste række, bliver forvandlet.</translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation>Kort rokade (O-O) er ikke mulig nu.</translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation>Lang rokade (O-O-O) er ikke mulig nu.</translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation>Du har ingen brik på %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>Partiet stopper før tid ved et ulovligt træk:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation>Dette parti er ikke et skakparti.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Ludoteca-parti</translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation>Skakpartier (*.pgn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation>Der blev ikke fundet nogen UCI-skakmotor: der blev ledt efter “stockfish” i %1. Installér Stockfish (Debian: apt install stockfish), eller vælg motorens program.</translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation>“%1” kan ikke køres: programmet findes ikke, eller det er ikke eksekverbart.</translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation>“%1” stoppede uden at svare “uciok”: det er ikke en UCI-skakmotor.</translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
        <translation>“%1” svarede ikke “uciok” inden for %2 sekunder: det er ikke en UCI-skakmotor.</translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Træk kort</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation>Spil de valgte kort i den rækkefølge, du valgte dem (Enter)</translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation>Du kan ikke spille: træk et kort fra bunken (D)</translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation>Intet at spille efter at have trukket: afslut din tur (P)</translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation>Vælg en kulør:</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klør</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruder</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjerter</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spar</translation>
    </message>
    <message>
        <source>Card!</source>
        <translation>Kort!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Taget!</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Bunke %1</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Valgt kulør</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Gælder</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Omgang %1 af %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation>Kort! = %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>gik ud</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 vinder partiet!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Delt sejr: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort tilbage</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Omgang</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation>%1 spiller %2 og vælger %3</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spiller %2</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>%1 går ud!</translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation>spilleretningen vendes</translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation>%1 står over</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 spiller igen</translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation>%1 kan ikke spille og trækker et kort</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passer</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 giver</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Giver kort til %1</translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation>En joker vendes op: den kommer tilbage i bunken</translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation>Det første kort er %1</translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation>%1 tager et kort fra bunken</translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation>%1 giver %2 et kort</translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation>%1: “Kort!”</translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation>%1 glemte at råbe “Kort!” og er taget: alle de andre spillere giver et kort</translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation>(afkastbunken blandes til en ny bunke)</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partiet er slut.</translation>
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
            <numerusform>%1 trækker %n kort</numerusform>
            <numerusform>%1 trækker %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n spiller står over</numerusform>
            <numerusform>%n spillere står over</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Afkastbunken: %1 øverst.</translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation>Valgt kulør: %1.</translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation>Gældende kulør: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Kort i bunken: %1.</translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
        <translation>Spillet går den anden vej rundt.</translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 vinder med %2 point!</translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation>Brændt! %1 point tabt.</translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation>Brændt!</translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation>%1 skal have %2 i én tur for at åbne.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation>Behold og kast</translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation>Behold og notér</translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation>Behold og notér %1</translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation>Lagt til side: +%1 (turens sum %2)</translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation>Kun pointgivende terninger kan lægges til side.</translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation>Klik på de pointgivende terninger for at lægge dem til side (tasterne 1-5).</translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation>%1 slog %2 — brændt, %3 point tabt</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation>%1 beholder %2 (%3 på hånden) og kaster igen</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation>%1 beholder %2 og noterer — %3 point</translation>
    </message>
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — turens sum %2 · %n terning at kaste</numerusform>
            <numerusform>%1 — turens sum %2 · %n terninger at kaste</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation>Kast i denne runde</translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation>%1 · det laveste</translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · værd %n brik</numerusform>
            <numerusform>%1 · værd %n brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — får %n brik</numerusform>
            <numerusform>%1 — får %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>kaster…</translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation>ude — ingen brikker tilbage</translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation>Første fase — brikker tilbage i puljen: %1</translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation>Ét kast hver. Det dårligste kast tager lige så mange brikker fra puljen, som det bedste kast er værd.</translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation>Anden fase — kom af med dine brikker</translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation>%1 begynder: op til 3 kast. De andre skal så kaste præcis lige så mange gange.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Alle kaster præcis %n gang. Det bedste kast giver sin værdi i brikker til det dårligste.</numerusform>
            <numerusform>Alle kaster præcis %n gange. Det bedste kast giver sin værdi i brikker til det dårligste.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vinder!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 vinder!</translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation>%1 ender med alle 21 brikker.</translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation>Den første spiller uden brikker vinder.</translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation>Lige om det bedste: %1 kaster igen</translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation>Lige om det dårligste: %1 kaster igen</translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation>Ét kast hver afgør det; antallet er stadig det, rundens bedste kast er værd.</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>%1 skal kaste</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — kast %2 af %3</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Kast igen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Kast alle igen</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Kast %n igen</numerusform>
            <numerusform>Kast %n igen</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation>Klik på de terninger, du vil beholde (tasterne 1-3), og kast så de andre igen — eller stop med %1.</translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation>Du skal kaste igen: klik på de terninger, du vil beholde (tasterne 1-3); mindst én terning skal kastes.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 kaster %n igen</numerusform>
            <numerusform>%1 kaster %n igen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 stopper efter %n kast</numerusform>
            <numerusform>%1 stopper efter %n kast</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 tager %n brik fra puljen</numerusform>
            <numerusform> · %1 tager %n brikker fra puljen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 giver %n brik til %2</numerusform>
            <numerusform> · %1 giver %n brikker til %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation> · puljen er tom: anden fase</translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation> · %1 har ingen brikker tilbage</translation>
    </message>
    <message>
        <source> · tie: play-off</source>
        <translation> · lige: omkamp</translation>
    </message>
    <message>
        <source>Charge.</source>
        <translation>Første fase.</translation>
    </message>
    <message>
        <source>Discharge.</source>
        <translation>Anden fase.</translation>
    </message>
    <message>
        <source>%1, the lowest</source>
        <translation>%1, det laveste</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, værd %n brik</numerusform>
            <numerusform>%1, værd %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation>ude, ingen brikker tilbage</translation>
    </message>
</context>
<context>
    <name>lt::shell::diceblackjack::BlackjackBoardView</name>
    <message>
        <source>Pot</source>
        <translation>Pulje</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>brændt</translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation>black jack!</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>venter</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>kaster</translation>
    </message>
    <message>
        <source>to throw</source>
        <translation>skal kaste</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>stopper</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ude af spillet</translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation>%1, ude</translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation>Runde %1: resultat</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation>Runde %1: %2 står lige på %3 — ingen får noget, puljen bliver liggende</translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation>Runde %1: alle kom over — puljen bliver liggende</translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 er ude af spillet</translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation>%1 er ude af spillet</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Ingen har stoppet endnu.</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation>Bedst indtil videre: %1 (%2).</translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation>Runde %1 · startet af %2</translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation>%1 skal kaste de tre terninger</translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation>%1, kast de tre terninger (mellemrum).</translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation>%1 skal kaste.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 har %2</translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation>%1 er den sidste, der skal spille.</translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation>Stop (S), eller kast flere terninger (1, 2, 3).</translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation>Kast de tre terninger</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>Stop på %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation>%1 slog %2: %3, over — én brik til puljen</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation>%1 slog %2: %3, over</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation>%1 slog %2: %3</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 stopper på %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 vinder runde %2 med %3 og får %n brik</numerusform>
            <numerusform>%1 vinder runde %2 med %3 og får %n brikker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Spillet er slut efter %n runde</numerusform>
            <numerusform>Spillet er slut efter %n runder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>%1 vinder spillet med alle %n brikker!</numerusform>
            <numerusform>%1 vinder spillet med alle %n brikker!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>%1 vinder spillet med %n brik!</numerusform>
            <numerusform>%1 vinder spillet med %n brikker!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>%1 deler sejren med %n brik hver!</numerusform>
            <numerusform>%1 deler sejren med %n brikker hver!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1 har %2 og kaster %n terning mere</numerusform>
            <numerusform>%1 har %2 og kaster %n terninger mere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>%n spiller mangler at spille.</numerusform>
            <numerusform>%n spillere mangler at spille.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Kast %n terning</numerusform>
            <numerusform>Kast %n terninger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>Kast %n terning mere</numerusform>
            <numerusform>Kast %n terninger mere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 kaster %n terning mere</numerusform>
            <numerusform>%1 kaster %n terninger mere</numerusform>
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
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation>Indsats 1 brik</translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation>Indsats 2 brikker</translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation>Hænder i denne runde</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ingenting</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>et par</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>to par</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>tre ens</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>en straight</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>et fuldt hus</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>fire ens</translation>
    </message>
    <message>
        <source>poker</source>
        <translation>poker</translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — vinder %n brik</numerusform>
            <numerusform>%1 — vinder %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>kaster…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>%1 vinder med %n brik!</numerusform>
            <numerusform>%1 vinder med %n brikker!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Delt sejr: %1, %n brik hver</numerusform>
            <numerusform>Delt sejr: %1, %n brikker hver</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation>En spiller har ikke flere brikker: spillet er slut.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 starter runde %2</translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation>Den første spiller vælger indsatsen: alle spillere lægger 1 eller 2 brikker i puljen.</translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation>%1 — kast %2 af højst %3 · indsats %4</translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation>Omkamp: %1</translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation>De bedste hænder er lige gode: ét kast med alle fem terninger hver afgør puljen.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Kast igen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Kast alle igen</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Kast %n igen</numerusform>
            <numerusform>Kast %n igen</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation>Klik på de terninger, du vil beholde (tasterne 1-5), og kast så de andre igen — eller stop med %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 sætter indsatsen til %n brik hver</numerusform>
            <numerusform>%1 sætter indsatsen til %n brikker hver</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation>%1 slog %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 beholder %2 og kaster %n igen</numerusform>
            <numerusform>%1 beholder %2 og kaster %n igen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 kaster alle fem terninger igen</translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation>%1 stopper med %2</translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 vinder puljen på %n brik</numerusform>
            <numerusform> · %1 vinder puljen på %n brikker</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation> · lige gode bedste hænder: omkamp</translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
        <translation>Skal slås: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1: not a legal move</source>
        <translation>%1: ikke et lovligt træk</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spillede %2</translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation>%1 slog en brik: %2</translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation> og fik en dam</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>remis: samme stilling for tredje gang</translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation>remis: kun damer har flyttet, uden slag, for længe</translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation>%1 kan ikke flytte: %2 vinder</translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation>%1 har ingen brikker tilbage: %2 vinder</translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation>Feltnumre</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Vend brættet</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Kopiér stilling (FEN)</translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 slog %n brik: %2</numerusform>
            <numerusform>%1 slog %n brikker: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>man %1</source>
        <translation>brik %1</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>brikker %1</translation>
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
        <translation>ingen brikker</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Hvid: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Sort: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Hvid i trækket.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Sort i trækket.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Lovlige træk: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>Partiet stopper før tid ved et ulovligt træk:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation>Dette parti er ikke et damparti.</translation>
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
        <translation>Flag %1 af %2</translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation>Hvad er hovedstaden i dette land?</translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation>Hvilket land er dette?</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Tiden er gået!</translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation>Mellemrum: næste flag</translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation>Mellemrum: vis svaret</translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation>1: point til holdet</translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation>1–%1: point til et hold</translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation>%1   ·   %2   ·   Backspace: fortryd   ·   Esc: afslut quizzen   ·   F11: fuld skærm</translation>
    </message>
    <message>
        <source>Flag quiz</source>
        <translation>Flagquiz</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Resultater</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Eksportér som CSV…</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Ny quiz</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Forlad</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flag</translation>
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
        <translation>rigtigt</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>forkert</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation>Ingen point denne gang.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>%1 af %n flag rigtige.</numerusform>
            <numerusform>%1 af %n flag rigtige.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vinder med %n point!</numerusform>
            <numerusform>%1 vinder med %n point!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Delt sejr: %1, %n point hver.</numerusform>
            <numerusform>Delt sejr: %1, %n point hver.</numerusform>
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
        <translation>Flag i klassen</translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation>Vis denne skærm på projektoren. Under quizzen klarer tastaturet det hele: mellemrum viser svaret og det næste flag, 1–6 giver et point til et hold, Backspace tager det tilbage, Esc afslutter quizzen.</translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation>De 48 flag i Flaggy-æsken</translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation>Navngiv landet</translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation>Navngiv hovedstaden (Flaggy-flag)</translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation>Læreren viser svaret</translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation>Fire store svarmuligheder</translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation>Ingen svarmuligheder, svarene vises i resultaterne (skriftlig quiz)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>ingen tidsgrænse</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Hold %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flag</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Kontinenter</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Spørgsmål</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation>Antal flag</translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation>Tid per flag</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Start quizzen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation>af %1 tilgængelige</translation>
    </message>
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>Alle verdens %n land (ISO 3166)</numerusform>
            <numerusform>Alle verdens %n lande (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation>Hold %1: navn</translation>
    </message>
    <message>
        <source>Quiz settings</source>
        <translation>Quizindstillinger</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation>Flag i klassen</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Flagbillederne mangler: installér pakken iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation>Klassequizzen kan ikke starte.

%1</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Eksportér resultaterne</translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation>flagquiz-resultater.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation>Resultaterne kunne ikke gemmes i %1: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation>Slå med den røde terning</translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation>%1 km²</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 mio.</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ude</translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation>mindste areal  ←                →  største areal</translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation>færrest indbyggere  ←                →  flest indbyggere</translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation>%1, hvor skal dette land stå?</translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation>Forkert plads! %1 slår med den røde terning</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 vinder spillet!</translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation>%1 vandt løbet! Nyt løb: %2 lægger det første kort</translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation>%1 lægger det første kort</translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation>Rigtigt! %1 satte %2 på sin plads</translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation>%1 tog fejl med %2, men terningen reddede ham</translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation>%1 tog fejl med %2 og er ude af dette løb</translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation>RØD TERNING</translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation>%1 eller Verden redder %2</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Løb %1</translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation>Stadig med i løbet: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Bunke: %n kort</numerusform>
            <numerusform>Bunke: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>%n kort for at vinde</numerusform>
            <numerusform>%n kort for at vinde</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation>Klik på en pil i rækken, eller vælg med ← → og tryk Enter.</translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation>%1 lægger %2 for at starte rækken</translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation>%1 tager det øverste kort</translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation>%1 placerer %2: rigtigt!</translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation>%1 placerer %2: forkert!</translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation>%1 slår %2: reddet, stadig med i løbet</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation>%1 slår %2 og er ude: %3 vinder løbet og %4</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation>%1 slår %2: %3 vinder løbet og spillet!</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation>%1 slår %2 og er ude af dette løb</translation>
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
        <translation>Vundne kort: %1.</translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation>Stadig med i løbet: %1.</translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation>Kort i rækken: %1. Kort i bunken: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation>Intet passer: træk et kort (Enter)</translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation>Intet passer: pas (Enter)</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 kort</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Kortene gives…</translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation>De blå terninger vælger det første kort</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Hænderne er skjulte</translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation>Slår om det første kort</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Det kort er i bunken: slå igen</translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation>Bonus! %1 spiller et kort mere</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 skal spille</translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation>%1 spillede det sidste kort og vinder!</translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation>Der kan ikke spilles mere: færrest kort vinder</translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation>ÅBNINGSSLAG</translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation>%1 åbnede med %2</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Bunke: %n kort</numerusform>
            <numerusform>Bunke: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation>På bordet: %1 af %2</translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation>Vælg et kort på hånden; de steder, hvor det passer, lyser op.</translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation>Klik på et grønt sted, eller på et guldfarvet for at forbinde to kort og spille igen.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation>Taster: 1-9 eller ← → vælger et kort, ↑ ↓ vælger dets plads (hvid ramme), Enter spiller det, Esc lægger det tilbage.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>%1 får et kort</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 trækker et kort</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation>Terninger: %1. Det røde kort er i bunken: slå igen</translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation>Terninger: %1 — %2 åbner med %3</translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation>%1 spiller %2, det sidste kort!</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spiller %2</translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation>%1 kan ikke spille og trækker</translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation>%1 kan ikke spille og passer</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Kortene hos %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Giver %n kort til hver</numerusform>
            <numerusform>Giver %n kort til hver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 spiller %2 og forbinder %n kort: spil igen!</numerusform>
            <numerusform>%1 spiller %2 og forbinder %n kort: spil igen!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Dine kort: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
        <translation>Kort på bordet: %1. Kort i bunken: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>(not a country of the box)</source>
        <translation>(ikke et land fra æsken)</translation>
    </message>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Flag %1 af %2</translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation>%1, hvad er hovedstaden i dette land?</translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation>%1, hvilket land er dette?</translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation>Skriv hovedstaden, og tryk Enter</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Skriv landet, og tryk Enter</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Gør jer klar…</translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation>Det var det sidste flag!</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 svarede</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Rigtigt! %1</translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation>Forkert — det var %1</translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation>Fire svar til %1</translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation>Flag %1 af %2 til %3</translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation>%1: %2 — rigtigt!</translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation>%1: %2 — forkert, det var %3</translation>
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
        <translation>%1: tast %2</translation>
    </message>
    <message>
        <source>Touch a card: its letter or a click. Book: F1–F%1 or a click on the name of who has it.</source>
        <translation>Rør et kort: dets bogstav eller et klik. Meld: F1–F%1 eller et klik på navnet på den, der har det.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation>Buzzere — %1. Buzz, og giv så inden for 3 s et korts bogstav, eller F1–F%2 for at sige, hvem der har det. %3 har musen.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Gør jer klar…</translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation>De røde kort lægges ud…</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, slå med terningerne!</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 slår med terningerne…</translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation>%1: et korts bogstav, eller F1–F%2 for hvem der har det!</translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation>Find kortet med %1 — eller, hvis det er væk, meld og sig, hvem der har det!</translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation>Grænsen for slag er nået: flest kort vinder.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>tast %1</translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation>Et rødt kort lægges på bordet</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation>%1 fandt %2!</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation>%1 rørte %2: forkert kort, ude i dette slag</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation>%1 rørte %2: forkert kort — alle er ude, slå igen</translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation>Ingen nåede det: %1 slår igen</translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation>%1 meldte: “Jeg har det!” — rigtigt, %2 bliver hos %1</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation>%1 meldte: “%2 har det!” — rigtigt, %1 tager %3</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation>%1 meldte: “%2 har det!” — forkert</translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation>%1 meldte, men nævnte ingen i tide — forkert</translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation>; %1 kommer tilbage på bordet</translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation>; %1 skylder et kort</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 vinder spillet!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 vinder med %n kort!</numerusform>
            <numerusform>%1 vinder med %n kort!</numerusform>
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
        <translation>Vundne kort: %1.</translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation>Skyldte kort: %1.</translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation>Kort for at vinde: %1.</translation>
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
        <translation>ude i dette slag</translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>skylder %n kort</numerusform>
            <numerusform>skylder %n kort</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_un_due_tre::UdtBoardView</name>
    <message>
        <source>1 blue die</source>
        <translation>1 blå terning</translation>
    </message>
    <message>
        <source>2 blue dice</source>
        <translation>2 blå terninger</translation>
    </message>
    <message>
        <source>Red die</source>
        <translation>Rød terning</translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation>Blå + rød</translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation>Alle 3 terninger</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Afslut turen (E)</translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation>et kort med begge</translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation>et kort, der passer</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Hænderne er skjulte</translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation>De blå terninger vælger, hvem der starter</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Det kort er i bunken: slå igen</translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation>%1, hvor mange terninger slår du med?</translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation>%1 vælger terningerne</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 slår</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 lægger kort af</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 trækker %n kort</numerusform>
            <numerusform>%1 trækker %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation>%1 har ikke flere kort og vinder!</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Bunke: %n kort</numerusform>
            <numerusform>Bunke: %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Afkast: %n kort</numerusform>
            <numerusform>Afkast: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation>Sidste tur: %1 lagt af, %2 trukket</translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation>Sidste tur: %1 lagt af</translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation>Vælg et kort og så en grøn plads. Læg mindst lige så mange kort af, som du slog terninger, ellers trækker du lige så mange.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation>Taster: 1-9 eller ← → vælger et kort, ↑ ↓ vælger dets plads (hvid ramme), Enter lægger det af, E afslutter turen.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>%1 får et kort</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 trækker et kort</translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation>Det røde kort er i bunken: slå igen</translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation>%1 har det kort, terningerne viser, og starter</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 slår med %n terning</numerusform>
            <numerusform>%1 slår med %n terninger</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation>%1 lægger %2 af og vinder!</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 lægger %2 af</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 afslutter turen</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Kortene hos %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Giver %n kort til hver</numerusform>
            <numerusform>Giver %n kort til hver</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Dine kort: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Afkastbunken: %1 øverst.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Kort i bunken: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Skriv landet, og tryk Enter</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tast %2</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation>Et fælles symbol? Buzz med mellemrum eller 1, skriv så navnet, og tryk Enter inden for 8 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation>Buzzere — %1. Skriv så navnet, og tryk Enter inden for 8 s.</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Et fælles symbol? Buzz med mellemrum eller 1, og vælg så navnet med A S D F eller et klik inden for 3 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Buzzere — %1. Vælg så navnet med A S D F eller et klik inden for 3 s.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Gør jer klar…</translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation>%1, sig navnet!</translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation>%1 giver kortene…</translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation>%1 har et nyt land: har to flag et symbol til fælles?</translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation>Lige: de blå terninger afgør det mellem de førende…</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Delt sejr!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>%n kort at give</numerusform>
            <numerusform>%n kort at give</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Kortgiver: %1</translation>
    </message>
    <message>
        <source> · key %1</source>
        <translation> · tast %1</translation>
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
        <translation>%1 råber!</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1: “%2!” — rigtigt, %1 tager %n kort fra %3</numerusform>
            <numerusform>%1: “%2!” — rigtigt, %1 tager %n kort fra %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation> (%1 havde ret i samme øjeblik, men %2 kommer først i alfabetisk rækkefølge)</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1: “%2!” — forkert, %1 giver %n kort væk</numerusform>
            <numerusform>%1: “%2!” — forkert, %1 giver %n kort væk</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 buzzede, men sagde ingenting — forkert, %1 giver %n kort væk</numerusform>
            <numerusform>%1 buzzede, men sagde ingenting — forkert, %1 giver %n kort væk</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation>Ingen råbte i tide</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Næste kort</translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation>Terningerne peger på %1: %2 har det og vinder</translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation>Terningerne peger på %1: ingen af de førende har det</translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>; i samme øjeblik sagde %1 et forkert navn og giver %n kort væk</numerusform>
            <numerusform>; i samme øjeblik sagde %1 et forkert navn og giver %n kort væk</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 vinder spillet!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 vinder med %n kort!</numerusform>
            <numerusform>%1 vinder med %n kort!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation>Kort i hver bunke: %1. Givne kort: %2 af %3.</translation>
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
        <translation>Gåse-
spil</translation>
    </message>
    <message>
        <source>winner!</source>
        <translation>vinder!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>nr. %1</translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation>nede i brønden, venter på redning</translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation>i fængsel, venter på redning</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>står over næste tur</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation>For langt! %1 tæller til 63 og tilbage til %2.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation>%1 lander på gåsen på %2 og flyver %3 mere, tilbage til %4.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation>%1 lander på gåsen på %2 og flyver %3 mere til %4.</translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation>%1 landede på broen: gå til 12.</translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation>%1 er faret vild i labyrinten: tilbage til 30.</translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation>%1 møder døden på 58: tilbage til felt 1.</translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation>Første slag 6+3: %1 går direkte til 26!</translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation>Første slag 5+4: %1 går direkte til 53!</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation>%1 stod på %2 og går tilbage til start.</translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation>%1 bliver befriet og går til %2.</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation>%1 stod på %2 og går til %3.</translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation>%1 når 63 og vinder!</translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation>%1 når 63: nr. %2.</translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation>%1 overnatter på hotellet på 19 og står over næste tur.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation>%1 falder i brønden på 31 og venter på redning.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation>%1 falder i brønden på 31: står over to ture.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation>%1 kommer i fængsel på 52 og venter på redning.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation>%1 kommer i fængsel på 52: står over to ture.</translation>
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
        <translation>Alle sad fast: %1 bliver sluppet fri.</translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation>%1 venter stadig.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 står over.</translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>står over den næste %n tur</numerusform>
            <numerusform>står over de næste %n ture</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 giver først.</translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation>%1 og %2 har valgt deres hemmelige tegn.</translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation>Et kort gives.</translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation>%1 lægges på bordet.</translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation>Kortene på bordet lægges til side.</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation>%1 tager %2 og giver %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation>%1 er færdig.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: &quot;Dobbelttegn!&quot; Rigtigt: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: &quot;Dobbelttegn!&quot; Forkert (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: &quot;Tegn!&quot; Rigtigt: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: &quot;Tegn!&quot; Forkert (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation>%1: &quot;Modtegn: %2!&quot; Rigtigt: +4 og et nyt tegn.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation>%1: &quot;Modtegn: %2!&quot; Forkert: −2.</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation>%1: %2   ·   %3: %4   ·   først til %5</translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation>bunke %1</translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation>afkast %1</translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation>Tiden er gået: uafgjort!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 vinder!</translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation>Holdene vælger deres hemmelige tegn…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Giver kort…</translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation>Jeres tegn:
%1</translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation>1–8 tegn · G modtegn
A S D F så Z X C V: byt
Mellemrum tegn (hold: dobbelt) · B færdig</translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation>Tegn!</translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation>Dobbelttegn!</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation>Modtegn!</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Færdig</translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation>%1, vælg dit holds hemmelige tegn (1–8)</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation>Modtegn! Hvilken gestus er deres tegn? (1–8, Esc: annullér)</translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation>Hold venstre Skift nede: dine kort
1–4 Q W E R tegn · G modtegn
A S D F så Z X C V: byt
Mellemrum tegn (hold: dobbelt) · T færdig</translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation>Hold højre Skift nede: dine kort
7 8 9 0 U I O P tegn · Backspace modtegn
H J K L så N M , .: byt
Enter tegn (hold: dobbelt) · Y færdig</translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation>På bordet: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Kort i bunken: %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation>Dit holds tegn: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
        <translation>Point: %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation>%1 slog en tredje 6&apos;er i træk — turen går videre</translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation>%1 slog en 6&apos;er, men kan ikke flytte — slå igen</translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation>%1 slog en 6&apos;er — slå igen</translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation>%1 slog en %2 — intet træk muligt</translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation>%1 slog en %2</translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation>%1 fik en brik ud</translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation>%1 fik en brik i mål</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vinder!</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1 slutter som nr. %2</translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation>%1 rykkede til målfelt %2</translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation>%1 nåede frem til målområdet</translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation>%1 flyttede brik %2 til felt %3</translation>
    </message>
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation>%1: tryk på mellemrum for at få en brik ud, eller klik på den</translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation>%1: tryk på mellemrum for at flytte brik %2, eller klik på den</translation>
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
        <translation>%1: klik på brik %2, eller tryk på dens nummer (piletaster og mellemrum: den markerede brik)</translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation>%1 sendte en brik fra %2 hjem</translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation>brik %1 på målfelt %2</translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation>brik %1 ved indgangen til målområdet</translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation>brik %1 på felt %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n brik i hestestalden</numerusform>
            <numerusform>%n brikker i hestestalden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n brik i mål</numerusform>
            <numerusform>%n brikker i mål</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation>%1 satte en brik på %2, lavede en mølle og tog en brik på %3</translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation>%1 satte en brik på %2</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 sprang fra %2 til %3, lavede en mølle og tog en brik på %4</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation>%1 sprang fra %2 til %3</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 flyttede fra %2 til %3, lavede en mølle og tog en brik på %4</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 flyttede fra %2 til %3</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>remis: samme stilling for tredje gang</translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation>remis: 50 træk uden en mølle</translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation>%1 har kun to brikker tilbage</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 kan ikke flytte</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>placerer</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>springer</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>flytter</translation>
    </message>
    <message>
        <source>no pawns on the board</source>
        <translation>ingen brikker på spillepladen</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n brik på %1</numerusform>
            <numerusform>%n brikker på %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n brik på hånden</numerusform>
            <numerusform>%n brikker på hånden</numerusform>
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
        <translation>Point</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation>+%1 (%2).</translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation>Der blev slået en 2&apos;er eller 5&apos;er: dette kast giver ingen point.</translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation>Ingen point.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> og </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — runde %2 af %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation>Alle terninger er lagt til side: %1 får %2 i denne tur.</translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation>Hver 2&apos;er og 5&apos;er lægges til side og giver ingen point; de andre terninger giver deres point og kastes igen.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation>%1 slog %2 — +%3, turens sum %4</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>%n terning lagt til side.</numerusform>
            <numerusform>%n terninger lagt til side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vinder med %n point!</numerusform>
            <numerusform>%1 vinder med %n point!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 deler sejren med %n point!</numerusform>
            <numerusform>%1 deler sejren med %n point!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n terning at kaste igen.</numerusform>
            <numerusform>%n terninger at kaste igen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1 slog %2 — alle terninger lagt til side, %n point i denne tur</numerusform>
            <numerusform>%1 slog %2 — alle terninger lagt til side, %n point i denne tur</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 fik %n point i denne tur.</numerusform>
            <numerusform>%1 fik %n point i denne tur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>%n terning at kaste.</numerusform>
            <numerusform>%n terninger at kaste.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::oh_hell::OhHellBoard</name>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 melder %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spiller %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 tager stikket</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 giver</translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation>%1 vendes: %2 er trumf</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 viser sit sidste kort, %2: %3 er trumf</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Giver kort til %1</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>omgangen er talt op</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partiet er slut.</translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation>Din melding. Som kortgiver må du ikke melde %1.</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Din melding: hvor mange stik tager du?</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Din tur: spil et kort.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du skal bekende kulør: spil en %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Du har ingen %1, så du skal spille trumf (%2).</translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation>meldt %1 · vundet %2</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>kortgiver</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Sidste stik, taget af %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Stik til %1</translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation>Som kortgiver må du ikke melde %1: meldingerne ville give lige så mange stik, som der er kort på hver hånd.</translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation>Forbudt for kortgiveren: meldingerne ville give lige så mange stik, som der er kort på hver hånd</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Omgang %1 af %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation>på kortgiverens hånd</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Melding</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation>ikke for kortgiveren</translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation>Pointblok: melding/stik og point (klik for at lukke)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
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
            <numerusform>Meldinger: %1 for %n stik</numerusform>
            <numerusform>Meldinger: %1 for %n stik</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation>%1 har ikke meldt</translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation>%1 har meldt %2 og vundet %3</translation>
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
        <translation>Kortbyttet</translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation>%1 giver først</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Giver kort til %1</translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation>%1 giver et kort til %2</translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation>%1 giver to kort til %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 spiller %2</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 er ude</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passer</translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation>%1 tager kortene</translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation>%1 er præsident</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Spil de valgte kort (Enter)</translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation>Pas denne tur (P)</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Præsident</translation>
    </message>
    <message>
        <source>Vice-President</source>
        <translation>Vicepræsident</translation>
    </message>
    <message>
        <source>Vice-Beggar</source>
        <translation>Vicerøvhul</translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation>Røvhul</translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation>Vælg først de kort, du vil spille</translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation>Kortene i et udspil skal have samme værdi</translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation>Et udspil har højst fire kort</translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation>Skal være ét kort, ligesom sidste udspil</translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation>Skal være højere end %1</translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation>Giv dit bedste kort til %1.</translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation>Giv dine to bedste kort til %1.</translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation>Giv dit dårligste kort til %1.</translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation>Giv dine to dårligste kort til %1.</translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation>Vælg hvilke (kulør tæller ikke):</translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation>Reglen giver intet valg:</translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation>Du spiller ud: spil et vilkårligt antal kort med samme værdi</translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation>Dit udspil: vælg kort med samme værdi, og tryk Spil</translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation>Slå %1 med lige så mange kort af højere værdi, eller pas</translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation>Vælg de kort, du vil give</translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation>Ude: nr. %1</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Kort: %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Omgang %1 af %2</translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation>Kortbyttet</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Partiet er slut</translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation>%1 tog kortene</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 spiller ud</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Skal være %n kort, lige så mange som sidste udspil</numerusform>
            <numerusform>Skal være %n kort, lige så mange som sidste udspil</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Titles: %1.</source>
        <translation>Titler: %1.</translation>
    </message>
    <message>
        <source>To beat: %1, played by %2.</source>
        <translation>Skal slås: %1, spillet af %2.</translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation>Intet at slå: et nyt stik.</translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation>Gået ud, i rækkefølge: %1.</translation>
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
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, slå med terningerne!</translation>
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
        <translation>Slå med terningerne for at starte løbet.</translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation>%1 slår…</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>ved start</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>felt %1</translation>
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
        <translation>%1, vend det første kort: mellemrum eller et klik på bunken!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Gør jer klar…</translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation>Bunken er brugt op!</translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation>%1, vend det næste kort: mellemrum eller et klik på bunken!</translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation>Hvilket rektangel har kortets størrelse?</translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation>Find rektanglet med kortets størrelse, og sæt din brik på det!</translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation>Næste kort…</translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation>Ingen havde ret: kortet kommer tilbage i æsken.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation>%1 havde ret og tager kortet!</translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation>%1 og %2 havde ret: ét kort hver!</translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation>Et nyt kort vendes.</translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation>%1 sætter en brik.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation>%1 havde ret og tager kortet.</translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation>%1 og %2 havde ret: %1 tager kortet, %2 et fra bunken.</translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation>W A S D · E</translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation>Piletaster · Enter</translation>
    </message>
    <message>
        <source>I J K L · O</source>
        <translation>I J K L · O</translation>
    </message>
    <message>
        <source>Keypad 8456 · 0</source>
        <translation>Numerisk 8456 · 0</translation>
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
        <translation> og </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 vinder med %n kort!</numerusform>
            <numerusform>%1 vinder med %n kort!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>%1 deler sejren med %n kort hver!</numerusform>
            <numerusform>%1 deler sejren med %n kort hver!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation>%1 % af den virkelige størrelse: vinduet er for lille</translation>
    </message>
    <message>
        <source>Red board</source>
        <translation>Rød plade</translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation>Gul plade</translation>
    </message>
    <message>
        <source>Green board</source>
        <translation>Grøn plade</translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation>Blå plade</translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation>Orange plade</translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation>Lilla plade</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 gange %2</translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation>Sidste kort: %1 millimeter.</translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation>Kort: %1 millimeter.</translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation>plads %1, %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation>brik på rektanglet %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>%n kort tilbage i bunken.</numerusform>
            <numerusform>%n kort tilbage i bunken.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation>%1 vender det næste kort…</translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation>Kortene gives</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 spiller</translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation>Hold det, som du ser det, eller vendt om</translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation>Spil et kort (ikke et spring- eller vendekort)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Spil et kort</translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation>Vend 3 kort i midten: %1 af 3 gjort</translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation>Vend ét kort på en vilkårlig hånd</translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation>Tag et kort fra en anden spiller</translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation>Tag et kort fra midten</translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation>Der blev taget et kort fra dig: tag et fra midten</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vinder!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 deler sejren!</translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation>Ingen fik point i denne runde</translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation>%1 får point!</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>ræv</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>frø</translation>
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
        <translation>hval</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>løve</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>spring over</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>vend retning</translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation>vend 3</translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation>vend 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>stjæl</translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation>lup</translation>
    </message>
    <message>
        <source>left half star</source>
        <translation>venstre halvstjerne</translation>
    </message>
    <message>
        <source>right half star</source>
        <translation>højre halvstjerne</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 fik et kort</translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation>Et kort til midten</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spillede %2</translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation>%1 vendte et kort i midten: %2</translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation>%1 vendte et af sine egne kort</translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation>%1 tog et kort fra %2</translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation>%1 tog %2 fra midten</translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation> — %1 får 2 point!</translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation> — %1 får et point!</translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation> — ingen får point i denne runde</translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation> — spillet er slut</translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation>%1 vendte et af kortene hos %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Dine kort: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation>Kortene hos %1, de sider, du ser: %2.</translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation>Kort på hånden hos %1: %2.</translation>
    </message>
    <message>
        <source>Middle: %1.</source>
        <translation>Midten: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::sequence_kids::SequenceKidsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>Ingen vinder: uafgjort</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 vinder!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vinder!</translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation>%1 byttede et kort, der ikke kunne spilles</translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation>%1 kan ikke spille</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 fik et kort</translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation>%1 trak et kort</translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation> — ingen kan vinde: uafgjort</translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation> — fire på stribe!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation>Ingen af dine kort kan spilles: næste spiller fortsætter (Enter)</translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation>kænguru</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>abe</translation>
    </message>
    <message>
        <source>parrot</source>
        <translation>papegøje</translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation>struds</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>løve</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>skildpadde</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>ræv</translation>
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
        <translation>frø</translation>
    </message>
    <message>
        <source>alligator</source>
        <translation>alligator</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>giraf</translation>
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
        <translation>bjørn</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>hval</translation>
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
        <translation>ugle</translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation>%1 spillede en enhjørning: en brik på %2-feltet</translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation>%1 satte en brik på %2-feltet</translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation>%1 spillede en drage: %2 mister sin brik på %3-feltet</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>drage</translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation>enhjørning</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation>%1 på %2-feltet, kolonne %3</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Række %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation>Ingen brikker på spillepladen.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Din hånd: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation>Sømil</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Båd</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kaptajn</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Besætning</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation>%1 fik ikke båd, kaptajn og besætning: ingen sømil.</translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation>%1 skal bruge en 6&apos;er til båden.</translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation>Ingen båd endnu: der skal en 6&apos;er til.</translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation>Båden er i havn: der skal en 5&apos;er til kaptajnen.</translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation>Båd og kaptajn om bord: der skal en 4&apos;er til besætningen.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> og </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Spillet er slut.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation>%1 — runde %2 af %3 · kast %4 af %5</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Kast igen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Kast</translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation>Tip: sejl nu.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation>%1 slog %2 — ingen besætning, ingen sømil</translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation>%1 slog %2 — båd, kaptajn og besætning om bord, last %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 slog %2</translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation>%1 kaster %2 igen</translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 sejlede %n sømil.</numerusform>
            <numerusform>%1 sejlede %n sømil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Last: %n sømil.</numerusform>
            <numerusform>Last: %n sømil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>%1 vinder med %n sømil!</numerusform>
            <numerusform>%1 vinder med %n sømil!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>%1 deler sejren med %n sømil!</numerusform>
            <numerusform>%1 deler sejren med %n sømil!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>Sejl %n sømil</numerusform>
            <numerusform>Sejl %n sømil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Last: %n sømil. Klik på lastterningerne for at kaste dem igen, eller sejl.</numerusform>
            <numerusform>Last: %n sømil. Klik på lastterningerne for at kaste dem igen, eller sejl.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Kast %1 igen (sidste kast), eller sejl med %n sømil.</numerusform>
            <numerusform>Kast %1 igen (sidste kast), eller sejl med %n sømil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Kast %1 igen (2 kast tilbage), eller sejl med %n sømil.</numerusform>
            <numerusform>Kast %1 igen (2 kast tilbage), eller sejl med %n sømil.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1 slog %2 — sejler %n sømil</numerusform>
            <numerusform>%1 slog %2 — sejler %n sømil</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 sejler %n sømil</numerusform>
            <numerusform>%1 sejler %n sømil</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation>Om bord: båden.</translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation>Om bord: båden og kaptajnen.</translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation>Om bord: båd, kaptajn og besætning.</translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation>Last: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>%n kast tilbage.</numerusform>
            <numerusform>%n kast tilbage.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation>vinder!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>nr. %1</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation>For langt! %1 tæller til 100 og tilbage til %2.</translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation>%1 klatrer op ad stigen fra %2 til %3!</translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation>%1 glider ned ad slangen fra %2 til %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 slog %2.</translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation>For langt til at lande på 100: %1 bliver på %2.</translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation>%1 når 100 og vinder!</translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation>%1 når 100: nr. %2.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 står på %2.</translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation>En 6&apos;er: %1 slår igen.</translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation>Sidste stik</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Pointblok</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 spillede %2</translation>
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
        <translation>Kulør, der skal bekendes: %1.</translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation>Stik taget af %1: %2.</translation>
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
        <translation>%1 spiller %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 tager stikket</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 giver</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 viser sit sidste kort, %2: %3 er trumf</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Giver kort til %1</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation>Omgang %1 · først til %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumf</translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation>vist af %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Omgang</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation>Pointblok: stik i hver omgang, først til 20 (klik for at lukke)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Din tur: spil et kort.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Du skal bekende kulør: spil en %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Du har ingen %1, så du skal spille trumf (%2).</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>trumf %1</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Sidste stik, taget af %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Stik til %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 vinder med %n point.</numerusform>
            <numerusform>%1 vinder med %n point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n stik</numerusform>
            <numerusform>%n stik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 win with %n point(s).</source>
        <translation>
            <numerusform>%1 og %2 vinder med %n point.</numerusform>
            <numerusform>%1 og %2 vinder med %n point.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation>Trumfkort: %1, vendt af %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Vundne stik: %1.</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation>Pointblok: stik i hver omgang, makkerne sammen, det første par til 20 vinder (klik for at lukke)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 og %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Par</translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source> and </source>
        <translation> og </translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>%1 skal slå</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — kast %2 af %3</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Slå med terningerne</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Kast igen (%n tilbage)</numerusform>
            <numerusform>Kast igen (%n tilbage)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation>Slå med terningerne (Enter eller mellemrum).</translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation>%1 slår…</translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation>Ingen kast tilbage</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 tænker…</translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation>Alle fem terninger er beholdt: slip én for at kaste igen, eller klik på et felt på din blok for at notere.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation>%1 slog %2 (kast %3 af %4)</translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 kaster alle fem terninger igen</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 beholder %2</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation>%1 noterede %2 i %3 (%4)</translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation> — bonus +%1!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 vinder med %n point</numerusform>
            <numerusform>%1 vinder med %n point</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation>Vælg et felt på din blok til disse terninger (klik på det, eller brug piletasterne og Enter).</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation>Klik på terninger (eller tryk 1–5) for at beholde dem, og kast så igen (Enter) — eller vælg et felt på din blok for at notere (klik på det, eller brug piletasterne og Enter).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation>intet felt udfyldt</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>i alt %1</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>%n kast tilbage.</numerusform>
            <numerusform>%n kast tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
