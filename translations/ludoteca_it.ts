<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation>Non sono state trovate immagini delle carte, quindi vengono disegnate carte semplici. Per le carte vere installa il pacchetto kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation>Non è stato possibile leggere il mazzo %1, quindi vengono disegnate carte semplici.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation>Ludoteca: giochi da tavolo, di dadi e di carte.</translation>
    </message>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation>Avvia subito una partita del gioco &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation>Chi gioca, per esempio human:Anna,ai:hard,random (richiede --game).</translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation>Seme per i dadi e i mescolamenti.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation>Non proporre di riprendere la partita salvata automaticamente.</translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation>Velocità delle animazioni: 0 istantanea, 1 normale, 2 lenta.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>Salva un&apos;immagine della finestra in &lt;file&gt; ed esci.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argomento inatteso: %1</translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation>--seats richiede --game</translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation>--seats: %1</translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation>--seed: atteso un numero, trovato &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation>--pace: atteso un numero da 0 a 3, trovato &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation>--lang: nessuna traduzione per &apos;%1&apos; (%2); l&apos;interfaccia è in inglese</translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation>Lingua dell&apos;interfaccia: %1.</translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation>Annullamento delle mosse nella partita: free, own-last-move oppure off (richiede --game; predefinito: quello del gioco, cioè own-last-move nei giochi con il caso contro il computer, altrimenti free).</translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation>--undo richiede --game</translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation>--undo: atteso free, own-last-move oppure off, trovato &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Distribuzione: %n carta a testa</numerusform>
            <numerusform>Distribuzione: %n carte a testa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets %n card(s)</source>
        <translation>
            <numerusform>%1 riceve %n carta</numerusform>
            <numerusform>%1 riceve %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt</source>
        <translation>
            <numerusform>%n carta distribuita</numerusform>
            <numerusform>%n carte distribuite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation>un errore sconosciuto</translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation>Strizzare l&apos;occhio</translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation>Grattarsi la guancia</translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation>Toccarsi il naso</translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation>Tirarsi il lobo dell&apos;orecchio</translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation>Alzare le sopracciglia</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>Annuire</translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation>Stropicciarsi gli occhi</translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation>Battere sul tavolo</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>vince %n pedone</numerusform>
            <numerusform>vince %n pedoni</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation>vince un cavallo</translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation>vince un alfiere</translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation>vince una torre</translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation>vince la donna</translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation>vince la qualità</translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>vince %n pedina</numerusform>
            <numerusform>vince %n pedine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>vince %n dama</numerusform>
            <numerusform>vince %n dame</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>posizione pari</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 sta leggermente meglio</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 sta meglio</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 sta vincendo</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>matto in %n</numerusform>
            <numerusform>matto in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 dà matto in %n</numerusform>
            <numerusform>%1 dà matto in %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation>Previsto: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>vince in %n mossa</numerusform>
            <numerusform>vince in %n mosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 vince in %n mossa</numerusform>
            <numerusform>%1 vince in %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 sta leggermente meglio</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 sta meglio</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 sta vincendo</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 dà matto in %n</numerusform>
            <numerusform>%1 dà matto in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 vince in %n mossa</numerusform>
            <numerusform>%1 vince in %n mosse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
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
        <translation>--game: gioco sconosciuto &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation>La tua mano è vuota.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>La tua mano: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation>Carte nelle altre mani: %1.</translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation>Carte in mano: %1.</translation>
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
        <translation>Dado: %1.</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Dadi: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Messi da parte: %1.</translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation>Tenuti: %1.</translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation>Totale del turno: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>Piatto: %n pedina.</numerusform>
            <numerusform>Piatto: %n pedine.</numerusform>
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
        <translation>Uno</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sei</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Minimo</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Massimo</translation>
    </message>
    <message>
        <source>Tris</source>
        <translation>Tris</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Scala minore</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Scala maggiore</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>down column</source>
        <translation>colonna in discesa</translation>
    </message>
    <message>
        <source>up column</source>
        <translation>colonna in salita</translation>
    </message>
    <message>
        <source>free column</source>
        <translation>colonna libera</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libera</translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation>Discesa: si riempie in ordine dall&apos;Uno allo Yam</translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation>Salita: si riempie in ordine dallo Yam all&apos;Uno</translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation>Libera: qualsiasi casella vuota, in qualsiasi ordine</translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation>Totale 1–6</translation>
    </message>
    <message>
        <source>Bonus (63+)</source>
        <translation>Bonus (63+)</translation>
    </message>
    <message>
        <source>Min + Max</source>
        <translation>Minimo + Massimo</translation>
    </message>
    <message>
        <source>Total Tris–Yam</source>
        <translation>Totale Tris–Yam</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Totale colonna</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter on a card</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter on a card</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter on a card</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>jolly</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card said aloud: its rank, its suit</comment>
        <translation>%1 di %2</translation>
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
        <translation>Da tavolo</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Bandiere</translation>
    </message>
    <message>
        <source>Kids</source>
        <translation>Bambini</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation>Non t&apos;arrabbiare</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Mulino</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Otto matto</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Scacchi</translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Numero di smazzate</translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation>Quante smazzate compongono una partita; il regolamento ne prevede 5.</translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation>Annuncio &quot;Carta!&quot;</translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation>Chi resta con una sola carta deve dire &quot;Carta!&quot; prima della giocata successiva, altrimenti viene colto in fallo; il regolamento lo prevede.</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Il più forte</translation>
    </message>
    <message>
        <source>10,000</source>
        <translation>10.000</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Minimo di apertura</translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation>Il totale del turno che serve a chi non ha ancora punti per poterli segnare: 750 nel testo principale del regolamento, 1.000 in una nota di alcune edizioni.</translation>
    </message>
    <message>
        <source>750 points</source>
        <translation>750 punti</translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation>1.000 punti</translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation>Metti da parte ogni dado che fa punti</translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation>Disattivato: metti da parte almeno un dado o una combinazione che fa punti e rilancia il resto (la regola comune). Attivato: ogni dado che fa punti va messo da parte (alla lettera del regolamento).</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation>Patta dopo mosse senza progressi</translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation>La partita è patta quando ogni giocatore ha fatto questo numero di mosse di fila muovendo solo dame e senza catture (il regolamento dice 20; i tornei FMJD usano 25).</translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation>Quiz di bandiere</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Domanda</translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation>Indovina il paese di ogni bandiera, come nel regolamento, oppure la sua capitale (la variante del regolamento).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capitale</translation>
    </message>
    <message>
        <source>Flags per player</source>
        <translation>Bandiere per giocatore</translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation>A quante bandiere risponde ogni giocatore; il regolamento gioca fino a esaurire il mazzo, come fa anche il gioco quando il mazzo non basta.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation>Tutte le 48 carte della scatola, come nel regolamento, oppure solo quelle di un continente.</translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation>Tutte le 48 bandiere</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asia</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Africa</translation>
    </message>
    <message>
        <source>America</source>
        <translation>America</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceania</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Scala</translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation>In sequenza: si sale un gradino alla volta con il numero esatto del gradino successivo (la lettura del regolamento). Salto: dal gradino k, un tiro maggiore di k porta direttamente a quel gradino.</translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation>Un gradino alla volta (1, 2, 3, 4, 5, 6)</translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation>Salta al gradino tirato</translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation>Tre sei chiudono il turno</translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation>Regola di casa: il terzo 6 di fila va perso e il turno passa. Il regolamento non pone limiti.</translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation>Continua per i piazzamenti</translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation>Dopo il vincitore, gli altri continuano a giocare per il 2º, 3º e 4º posto.</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Linee diagonali</translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation>Aggiunge le quattro diagonali degli angoli come linee su cui muovere e formare mulini; il regolamento ammette i mulini in diagonale, il tavoliere classico non li ha.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation>Quali colonne ha ogni foglio: il regolamento le usa tutte e tre (discesa, salita, libera) e permette di accordarsi per meno colonne e una partita più breve.</translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation>Tre colonne: discesa, salita e libera</translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation>Due colonne: discesa e salita</translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation>Due colonne: discesa e libera</translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation>Due colonne: salita e libera</translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation>Una colonna: libera</translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation>Una colonna: discesa</translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation>Una colonna: salita</translation>
    </message>
    <message>
        <source>Game of the Goose</source>
        <translation>Gioco dell&apos;oca</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Scale e serpenti</translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation>Facile (lancia e basta)</translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation>Medio (lancia e basta)</translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation>Difficile (lancia e basta)</translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation>Pozzo e prigione</translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation>Aspetta i soccorsi: una pedina resta nel pozzo o in prigione finché un&apos;altra pedina non ci arriva e prende il suo posto (la regola del regolamento). Salta due turni: la variante del regolamento.</translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation>Aspetta finché non arriva un&apos;altra pedina</translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation>Salta due turni</translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation>Superare il 100</translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation>Rimbalzo: si conta fino al 100 e si torna indietro del resto (il regolamento). Resta fermo: un lancio che supera il 100 è perso. Arrivo: raggiungere o superare il 100 fa vincere (una regola della casa diffusa).</translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation>Rimbalza indietro dal 100</translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation>Resta fermo</translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation>Superare il 100 fa vincere</translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation>Il 6 fa rilanciare</translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation>Regola della casa: un 6 dà un altro lancio. Il regolamento non dà lanci in più.</translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation>Black Jack con i dadi</translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation>Pedine per giocatore</translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation>Quante pedine riceve ogni giocatore all&apos;inizio: il regolamento ne dà 5; con meno la partita è più breve, con più è più lunga.</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Numero di manche</translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation>0: si gioca finché un giocatore ha tutte le pedine, come dice il regolamento. Con un altro numero la partita finisce dopo quelle manche e vince chi ha più pedine (la lettura del testo svedese).</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Posizione iniziale (FEN)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation>Inizia da una posizione scritta in FEN; lascia vuoto per la posizione iniziale consueta.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation>Un orologio per ciascun giocatore: il tempo di base, più i secondi aggiunti dopo ogni mossa. Il regolamento non prevede l&apos;orologio; chi esaurisce il tempo perde.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Senza orologio</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minuto</translation>
    </message>
    <message>
        <source>3 minutes + 2 s</source>
        <translation>3 minuti + 2 s</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minuti</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 minuti</translation>
    </message>
    <message>
        <source>10 minutes + 5 s</source>
        <translation>10 minuti + 5 s</translation>
    </message>
    <message>
        <source>15 minutes + 10 s</source>
        <translation>15 minuti + 10 s</translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation>30 minuti</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 minuti</translation>
    </message>
    <message>
        <source>90 minutes + 30 s</source>
        <translation>90 minuti + 30 s</translation>
    </message>
    <message>
        <source>Repetition and fifty moves</source>
        <translation>Ripetizione e cinquanta mosse</translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation>Se la tripla ripetizione e la regola delle cinquanta mosse chiudono la partita da sole (come nelle nostre regole) o se un giocatore deve chiedere la patta, come nei tornei FIDE.</translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation>Patta automatica</translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation>Patta su richiesta (FIDE)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation>Inizia da una posizione scritta in FEN per la dama (W:W31,32,...:B1,2,...); lascia vuoto per la posizione iniziale consueta.</translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation>La barca, il capitano e il suo equipaggio</translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation>Migliorare il carico</translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation>Attiva: quando barca, capitano ed equipaggio sono a bordo, i lanci rimasti servono a rilanciare uno o entrambi i dadi del carico, e vale l&apos;ultimo lancio (la regola più diffusa). Disattivata: il carico vale come è uscito (il regolamento non dice altro).</translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation>Trovami!</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Carte per vincere</translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation>Quante carte rosse servono per vincere. Il regolamento ne chiede 6 con 2 giocatori, 5 da 3 a 7 e 4 con 8 o più.</translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation>Come dice il regolamento</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 carte</translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation>4 carte</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 carte</translation>
    </message>
    <message>
        <source>6 cards</source>
        <translation>6 carte</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 carte</translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation>Urla!</translation>
    </message>
    <message>
        <source>This and That</source>
        <translation>Questo e quello</translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation>Metti in ordine!</translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation>Un due tre</translation>
    </message>
    <message>
        <source>Order by</source>
        <translation>Ordina per</translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation>Ordina la fila secondo la superficie dei paesi, come nel regolamento, oppure secondo la popolazione (la variante del regolamento).</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Superficie</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Popolazione</translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation>Quante gare (una carta ciascuna) fanno vincere la partita; il regolamento gioca a 3.</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Partita breve</translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation>Vince il primo giocatore che resta con una sola carta (la variante breve del regolamento); altrimenti il primo che gioca la sua ultima carta.</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Risposte</translation>
    </message>
    <message>
        <source>Choose among four names, or type the name (accents, capitals and one slip of the keyboard do not matter; English names are accepted too).</source>
        <translation>Scegli tra quattro nomi oppure scrivi il nome (accenti, maiuscole e un errore di battitura non contano; vanno bene anche i nomi inglesi).</translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation>Quattro scelte</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Scritte</translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation>Motore UCI esterno</translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation>Poker con i dadi</translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation>Lanci per chi inizia la mano</translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation>Quante volte può lanciare chi inizia: 3 in quattro delle cinque lingue del regolamento, 4 nel testo italiano. Gli altri possono lanciare al massimo tante volte quante ha lanciato chi ha iniziato.</translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation>Fino a 3 lanci</translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation>Fino a 4 lanci</translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation>Le pedine di ogni giocatore all&apos;inizio: 10 nel regolamento.</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation>Il 221 riceve 2 pedine in più</translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation>Spenta: il perdente che ha fatto 221 riceve esattamente 2 pedine, qualunque sia il lancio migliore (le parole del regolamento). Accesa: riceve il valore della tabella più 2, come in alcuni bar.</translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation>Fermarsi quando si conosce il vincitore</translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation>Spenta: lo scarico continua finché un giocatore ha tutte le 21 pedine ed è quindi il perdente. Accesa: la partita si ferma appena il primo giocatore resta senza pedine. Il vincitore è lo stesso in entrambi i casi.</translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation>Senza 5, senza 2</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Numero di dadi</translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation>4 dadi come nel materiale del regolamento, oppure 5 come nel diffuso &quot;Stuck in the Mud&quot;.</translation>
    </message>
    <message>
        <source>4 dice</source>
        <translation>4 dadi</translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation>5 dadi</translation>
    </message>
    <message>
        <source>A throw with a 2 or 5 still scores</source>
        <translation>Un lancio con un 2 o un 5 fa comunque punti</translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation>Attiva: gli altri dadi di un lancio con dei 2 o dei 5 fanno comunque punti (il regolamento). Disattivata: un lancio con un 2 o un 5 non vale niente (la regola del diffuso &quot;Stuck in the Mud&quot;).</translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation>Lingua dei nomi dei paesi</translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation>I nomi giusti urlati nello stesso istante vanno al giocatore il cui paese viene prima in ordine alfabetico secondo il suo nome in questa lingua (regola Y7): scegliete la lingua in cui giocate.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglese</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Roll limit</source>
        <translation>Limite di lanci</translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation>La partita si ferma dopo questo numero di lanci e vince chi ha più carte. Il regolamento non ha limiti: la partita finisce quando un giocatore raggiunge il traguardo (o dopo 20 lanci di fila in cui nessuna carta ha cambiato di mano).</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation>100 lanci</translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation>150 lanci</translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation>200 lanci</translation>
    </message>
    <message>
        <source>Sequence for Kids</source>
        <translation>Sequence for Kids</translation>
    </message>
    <message>
        <source>Teams of two</source>
        <translation>Squadre di due</translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation>In 4 giocatori, il 1° e il 3° giocano contro il 2° e il 4°, e i compagni hanno le pedine dello stesso colore; il regolamento ammette le squadre.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Mani scoperte</translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation>Ogni mano è mostrata scoperta, per i giocatori molto piccoli che hanno bisogno di aiuto.</translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation>Mostra le file di tre</translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation>Segna ogni fila in cui a un giocatore manca una sola pedina.</translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation>Una carta morta chiude il turno</translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation>Cambiare una carta morta è tutto il turno; secondo la regola dell&apos;editore il giocatore poi gioca il suo turno come sempre.</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>L&apos;ascensore</translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation>Variante di casa: solo le smazzate in salita, da 1 carta al massimo; il regolamento le gioca anche in discesa fino a 1.</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>L&apos;uomo barbuto</translation>
    </message>
    <message>
        <source>Recto Verso</source>
        <translation>Recto Verso</translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation>Whistiti</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation>Finisci la smazzata</translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation>Quando qualcuno arriva a 20 si gioca la smazzata fino in fondo; vince poi il totale più alto. Il regolamento chiude la partita alla presa che arriva a 20.</translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation>La corsa dei riquadri</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Il pezzente</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation>Quante smazzate dura la partita: il regolamento non fissa una fine, quindi ogni smazzata dà 3 punti al Presidente, 2, 1 e 0 al Pezzente, e vince il totale più alto.</translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation>La battaglia corsa</translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation>Fine dopo 1000 carte</translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation>Il regolamento gioca finché un giocatore ha tutte le 52 carte; con questa opzione, dopo 1000 carte girate vince chi ne ha di più, e chi ne ha tante quanto lui condivide la vittoria.</translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation>Kem&apos;s</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Punteggio da raggiungere</translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation>Vince la prima squadra che raggiunge questo punteggio; il regolamento lo lascia decidere ai giocatori.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Tempo massimo (minuti)</translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation>La partita finisce anche quando il suo orologio supera questo tempo; vince la squadra in vantaggio (il regolamento dice che una partita dura circa 15 minuti).</translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation>Chiudi la smazzata quando le penalità sono prese</translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation>Le smazzate di Donne, Cuori e Uomo barbuto si fermano appena tutte le loro carte di penalità sono state prese: i punti sono gli stessi, la smazzata è più corta. Il regolamento gioca tutte le 13 prese.</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spagnolo</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portoghese</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danese</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Svedese</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russo</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francese</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Tedesco</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation>Gli Scacchi960 (scacchi Fischer random) mescolano i pezzi della prima traversa, allo stesso modo per i due colori, in una di 960 posizioni iniziali; l&apos;arrocco porta il re e la torre sulle stesse case degli scacchi classici.</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Scacchi classici</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Scacchi960</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Posizione Scacchi960</translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation>Il numero della posizione iniziale degli Scacchi960, da 0 a 959 (518 è la disposizione classica), oppure &quot;random&quot; per estrarne una all&apos;inizio della partita. Una posizione iniziale in FEN ha la precedenza.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n giocatore</numerusform>
            <numerusform>%1–%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation>Principiante (≈800)</translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation>Novizio (≈1000)</translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation>Giocatore occasionale (≈1200)</translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation>Intermedio (≈1400)</translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation>Giocatore di circolo (≈1600)</translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation>Giocatore di circolo forte (≈1800)</translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation>Esperto (≈2000)</translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation>Rientrare battendo</translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation>Chi ha finito le carte può ancora battere la mano su una coppia e rientra in gioco con il mucchio; un colpo sbagliato senza carte lo mette fuori per sempre.</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>A coppie</translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation>I compagni siedono uno di fronte all&apos;altro, il primo e il terzo giocatore contro il secondo e il quarto, e mettono insieme le loro prese: vince la prima coppia che arriva a 20. Il regolamento fa giocare ciascuno per sé.</translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation>Persone in squadre opposte vedrebbero le carte l&apos;una dell&apos;altra sullo stesso schermo: fai sedere le persone come compagni (giocatori 1 e 3, oppure 2 e 4).</translation>
    </message>
</context>
<context>
    <name>lt::shell::AboutDialog</name>
    <message>
        <source>licence in /usr/share/doc/kdegames-card-data-kf5/copyright</source>
        <translation>licenza in /usr/share/doc/kdegames-card-data-kf5/copyright</translation>
    </message>
    <message>
        <source>&lt;p&gt;Board, dice and card games for families, classrooms and players who want a strong opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Giochi da tavolo, di dadi e di carte per le famiglie, le classi e chi cerca un avversario forte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Licenza&lt;/h3&gt;&lt;p&gt;Ludoteca è software libero: puoi ridistribuirlo e modificarlo secondo i termini della &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, versione 3 o successiva. Non ha alcuna garanzia. Tabelloni, riquadri, icone e suoni sono suoi e sotto la stessa licenza.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Grafica dai pacchetti Debian&lt;/h3&gt;&lt;p&gt;Letta dai pacchetti mentre l&apos;app è in funzione, mai copiata al suo interno:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Mazzi di carte&lt;/b&gt; (kdegames-card-data-kf5, da KDE Games):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nessun mazzo di carte è installato: le carte sono disegnate in modo semplice.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bandiere&lt;/b&gt; (iso-flags-svg, dalla raccolta di bandiere di Linux Mint): pubblico dominio.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nomi dei paesi&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;I termini completi di ogni pacchetto sono in /usr/share/doc/&lt;i&gt;pacchetto&lt;/i&gt;/copyright. Costruito con Qt %1 (LGPL-3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>Informazioni su Ludoteca</translation>
    </message>
</context>
<context>
    <name>lt::shell::AppSettings</name>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation>non è stato possibile scrivere le impostazioni (il disco è pieno?)</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read; the defaults are used, and the old file is kept as %2.</source>
        <translation>Non è stato possibile leggere le impostazioni in %1; si usano quelle predefinite, e il vecchio file è conservato come %2.</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
        <translation>Non è stato possibile leggere le impostazioni in %1, né mettere da parte il file; si usano quelle predefinite.</translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation>Caso</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Tavolo di gioco</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Tavolo di gioco: %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Partita finita: vince %1.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Partita finita: pareggio.</translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation>Partita finita: vincono insieme %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation>Tocca a %1 tirare i dadi.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Punteggi: %1.</translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation>Le tue scelte: %1.</translation>
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
        <translation>Barra della carta di credito</translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation>Scegli un colore</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Colore del giocatore</translation>
    </message>
</context>
<context>
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Grafico di valutazione</translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation>Fai clic su un punto, o usa Sinistra e Destra, per vedere quella posizione</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation>strisce verticali</translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation>strisce orizzontali</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>cerchi</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>stelle</translation>
    </message>
    <message>
        <source>crosses</source>
        <translation>croci</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>animali</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asia</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Africa</translation>
    </message>
    <message>
        <source>America</source>
        <translation>America</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceania</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Mondo</translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation>Dadi non ancora lanciati</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dadi: %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagView</name>
    <message>
        <source>No flag picture for %1</source>
        <translation>Nessuna immagine della bandiera per %1</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Mancano le immagini delle bandiere: installa il pacchetto iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Tira i dadi</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Tira (Spazio)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation>Il computer non è riuscito a muovere: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation>Partita finita — vince %1!</translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation>Partita finita — pareggio.</translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation>Partita finita — vittoria condivisa: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passa il dispositivo a %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation>%1, tira i dadi (Spazio)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation>(carta nascosta)</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation>Fai clic su una mossa per vedere la posizione dopo di essa; le frecce scorrono le mosse</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation>Posizione dopo la mossa %1 di %2 (Esc: torna alla partita)</translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation>Un momento: si può ancora chiamare</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 tira i dadi…</translation>
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
            <numerusform>%1 ha usato %n suggerimento.</numerusform>
            <numerusform>%1 ha usato %n suggerimenti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
        <translation>Analizza da questa mossa</translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation>Gli altri giocatori non guardano: le carte private restano nascoste.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Sono %1</translation>
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
        <translation>Scegli un gioco</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation>Cerca giochi…</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Nessun gioco installato.</translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation>Nessun gioco corrisponde alla ricerca.</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Cerca giochi</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Cancella</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
</context>
<context>
    <name>lt::shell::MainWindow</name>
    <message>
        <source>Ludoteca</source>
        <translation>Ludoteca</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Ri&amp;fai</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Salva…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Im&amp;postazioni…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Ludoteca</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Mossa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;Informazioni su Ludoteca</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>%1 — Ludoteca</source>
        <translation>%1 — Ludoteca</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossibile avviare la partita</translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation>Non esiste il gioco &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation>Ricominciare questa partita dall&apos;inizio? La partita in corso andrà persa.</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation>Questo file è una partita di &apos;%1&apos;, un gioco non installato.</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation>Partite di Ludoteca (*.ludoteca)</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation>%1 non è un file di partita valido:
%2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation>Impossibile riprendere la partita</translation>
    </message>
    <message>
        <source>Classroom Quiz</source>
        <translation>Quiz in classe</translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation>1–6 squadre</translation>
    </message>
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation>Imposta &amp;posizione da FEN…</translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation>Incolla posizione (&amp;FEN)</translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation>Un file %1 contiene solo partite di %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation>Questo gioco non può iniziare da una posizione FEN.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Imposta posizione</translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation>Posizione in FEN (la partita ricomincia da lì, con gli stessi giocatori e le stesse regole):</translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation>Impossibile impostare la posizione</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Gli appunti non contengono testo.</translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation>Ricominciare dalla posizione negli appunti? La partita in corso andrà persa.</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Tutti i file supportati (%1)</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation>Salvataggio automatico non riuscito: %1: %2</translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation>non è stato possibile mettere da parte il salvataggio automatico danneggiato (%1)</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation>La partita salvata automaticamente non può essere ripresa:
%1

Non è stato possibile rinominarla (%2), quindi il salvataggio automatico resta spento fino al prossimo avvio di Ludoteca: il file resta com&apos;è.</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation>La partita salvata automaticamente non può essere ripresa:
%1

Il file è stato conservato come %2.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Salvataggio automatico danneggiato</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Impostazioni non salvate</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation>&amp;Quiz in classe</translation>
    </message>
    <message>
        <source>%1 — %2 — Ludoteca</source>
        <translation>%1 — %2 — Ludoteca</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Salvata come %1</translation>
    </message>
    <message>
        <source>Open another match? The moves of this one since it was last saved will be lost.</source>
        <translation>Aprire un&apos;altra partita? Le mosse di questa dall&apos;ultimo salvataggio andranno perse.</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>Hai una partita di %1 non finita con %2, giocata l&apos;ultima volta %3 (%n mossa). Riprenderla?</numerusform>
            <numerusform>Hai una partita di %1 non finita con %2, giocata l&apos;ultima volta %3 (%n mosse). Riprenderla?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>A&amp;nalizza partita</translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation>La tua analisi di una partita di %1 finita con %2, giocata %3, è conservata. Aprirla?</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Analizza partita</translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>Il computer ha scelto una mossa non valida.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Impossibile annullare: %1</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>Impossibile ripetere: %1</translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation>Impossibile mostrare quella posizione: %1</translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation>Mossa annullata: la partita è alla mossa %1.</translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation>Mossa rifatta: la partita è alla mossa %1.</translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation>In questa partita non si possono annullare le mosse.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation>In questa partita si può annullare solo la propria ultima mossa, e adesso non ce n&apos;è nessuna da annullare.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation>In questa partita si può annullare solo la propria ultima mossa, e solo finché dopo di essa non si tirano i dadi o non si pesca una carta.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation>In questa partita si può annullare solo la propria ultima mossa: è già stata annullata.</translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation>Rifare la mossa mostrerebbe i dadi o le carte a venire, che in questa partita restano nascosti.</translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation>La posizione dopo la mossa %1.</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>Di nuovo alla partita.</translation>
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
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nuova partita a %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Numero di giocatori:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation>Valori del regolamento</translation>
    </message>
    <message>
        <source>Random moves (weakest)</source>
        <translation>Mosse casuali (il più debole)</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>Scegli il programma del motore</translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation>Giocatore %1: persona o computer</translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation>Giocatore %1: nome</translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation>Giocatore %1: colore</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Giocatore %1: livello del computer</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libero</translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation>Solo la propria ultima mossa</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation>Libero: si può annullare qualsiasi mossa. Solo la propria ultima mossa: un giocatore può annullare la propria ultima mossa (con le risposte dei computer) finché dopo di essa non si tirano i dadi o non si pesca una carta, così Annulla non mostra mai quello che viene dopo. Disattivato: niente Annulla.</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Annullamento:</translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation>Inizia da una posizione…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Scegli…</translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation>Motore: %1 (%2)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Questa posizione non si può usare: %1</translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
        <translation>Incolla o scrivi la posizione; se resta vuota, la partita inizia da quella consueta.</translation>
    </message>
</context>
<context>
    <name>lt::shell::PlayersPanel</name>
    <message>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1º posto</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Computer · %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perso</translation>
    </message>
</context>
<context>
    <name>lt::shell::RecordedGamePicker</name>
    <message>
        <source>Choose a game</source>
        <translation>Scegli una partita</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 contiene %n partita. Vuoi aprirla?</numerusform>
            <numerusform>%1 contiene %n partite. Quale vuoi aprire?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation>Avanzamento dell&apos;analisi</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Annulla analisi</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation>Analisi della partita: %1 posizioni su %2</translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation>Analisi interrotta dopo %1 posizioni su %2: Analizza partita riprende da lì.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation>%1 ha vinto</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>mossa migliore</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>buona mossa</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>errore grave</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation>%1: precisione %2 %. Migliori %3, buone %4, ?! imprecisioni %5, ? errori %6, ?? errori gravi %7.</translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation>Posizione iniziale: %1.</translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation>%1 ha giocato %2: %3.</translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation>Meglio: %1 (linea: %2).</translation>
    </message>
    <message>
        <source>Now: %1.</source>
        <translation>Ora: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Regole di %1</translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>Le regole di %1 non sono disponibili.</translation>
    </message>
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation>Contro il computer, il comando Annulla ritira solo la tua ultima mossa (con le risposte del computer), e solo finché dopo di essa non si tirano i dadi o non si pesca una carta: i dadi e le carte a venire sono già decisi, e Annulla non deve mostrarli. Se giocano solo persone, l&apos;annullamento è libero.</translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation>Il comando Annulla ritira qualsiasi mossa, fino all&apos;inizio della partita.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annullamento delle mosse</translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation>La finestra Nuova partita imposta l&apos;annullamento per ogni partita: Libero, Solo la propria ultima mossa o Disattivato.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation>Dimensioni dello schermo</translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation>Tieni una carta di credito contro lo schermo, con il suo bordo sinistro sul bordo sinistro della barra. Trascina la maniglia gialla, o premi i tasti freccia (con Maiusc: più veloce), finché la barra è lunga esattamente quanto la carta. La corsa dei riquadri viene poi disegnata a grandezza reale.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation>1 mm = %1 pixel, come misurato.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
        <translation>1 mm = %1 pixel, come indicato dallo schermo.</translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animazioni:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Riproduci i suoni</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Suoni:</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Carte incorporate</translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation>Nessun mazzo di carte trovato: installa il pacchetto kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Mazzo di carte:</translation>
    </message>
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation>La finestra si ricostruisce nella nuova lingua; una partita in corso prosegue.</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Mostra i numeri delle case</translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation>Scrive il suo numero in un angolo di ogni casa scura della damiera, come nella notazione delle mosse (32-28).</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Tavolieri:</translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation>Dimensioni dello schermo…</translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation>Grandezze reali:</translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation>misurate con una carta</translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation>come indicato dallo schermo (non verificate)</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Non è stato possibile salvare le statistiche: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsStore</name>
    <message>
        <source>The statistics could not be read (%1). They start again; the old file is kept as %2.</source>
        <translation>Non è stato possibile leggere le statistiche (%1). Ripartono da zero; il vecchio file è conservato come %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation>Non è stato possibile leggere le statistiche (%1), né mettere da parte il file. Resta com&apos;è, e nessuna statistica viene salvata finché non viene spostato.</translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation>%1 non è leggibile ed è conservato com&apos;è</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>Nessuna partita è ancora stata conclusa.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Patte</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Punteggio migliore</translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation>Serie attuale</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Serie di vittorie più lunga</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Serie di sconfitte più lunga</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Livello del computer</translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation>&amp;Azzera tutto…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Giocatore:</translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation>Contro il computer (giochi a due):</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n vinta</numerusform>
            <numerusform>%n vinte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n persa</numerusform>
            <numerusform>%n perse</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation>Dimenticare le statistiche di tutti i giocatori?</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Non è stato possibile salvare le statistiche: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Suggerimenti usati</translation>
    </message>
</context>
<context>
    <name>lt::shell::TokenPotView</name>
    <message>
        <source>Pot</source>
        <translation>Piatto</translation>
    </message>
</context>
<context>
    <name>lt::shell::barbu::BarbuBoard</name>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>L&apos;uomo barbuto</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>Salad</source>
        <translation>Miscuglio</translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation>2 punti per presa</translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation>6 punti per donna</translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation>2 punti per cuore</translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation>20 punti per chi prende il re di cuori</translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation>20 punti per chi prende l&apos;ultima presa</translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation>Tutte e cinque le penalità insieme</translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation>Fai tu le carte: scegli il livello di questa smazzata.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Tocca a te: gioca una carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Devi rispondere al colore: gioca un %1.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Ultima presa, di %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Presa a %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 sceglie %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 gioca %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 prende la presa</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Carte a %1</translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation>%1 è l&apos;ultimo livello della manche</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>smazzata contata</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation>Smazzata %1 di %2 · manche %3</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Sceglie…</translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation>%1 sceglie il livello</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Si danno le carte…</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 dà le carte</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation>Foglio dei punti: i punti di penalità di ogni manche, vince chi ne ha meno (clic per chiudere)</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Livello</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n presa</numerusform>
            <numerusform>%n prese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Contract: %1, chosen by %2.</source>
        <translation>Livello: %1, scelto da %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Prese fatte: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation>Q gira · Maiusc sinistro batte</translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation>P gira · Maiusc destro batte</translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation>V gira · Spazio batte</translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation>8 del tastierino gira · 0 del tastierino batte</translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation>Home (Inizio) gira · Fine batte</translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation>F5 gira · F8 batte</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation>Pronti…</translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation>1000 carte girate: vittoria condivisa.</translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation>1000 carte girate: %1 ha più carte e vince!</translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation>%1 ha tutte le 52 carte e vince!</translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation>%1 vince il mucchio: prendilo (%2).</translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation>%1, gira una carta (%2).</translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation>%1 vince il mucchio.</translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation>Gira %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 gira %2: %3 deve girare %n carta.</numerusform>
            <numerusform>%1 gira %2: %3 deve girare %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns %2.</source>
        <translation>%1 gira %2.</translation>
    </message>
    <message>
        <source>%1 turns a card.</source>
        <translation>%1 gira una carta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 prende il mucchio: %n carta.</numerusform>
            <numerusform>%1 prende il mucchio: %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>%1 batte per primo, dopo %2 ms, e vince %n carta!</numerusform>
            <numerusform>%1 batte per primo, dopo %2 ms, e vince %n carte!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation>%1 batte la mano, ma non c&apos;è una coppia: una carta va sotto il mucchio.</translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation>%1 vince il mucchio</translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1 deve girare ancora %n carta</numerusform>
            <numerusform>%1 deve girare ancora %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation>Preso da %1 battendo la mano:</translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation>Vinto da %1:</translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>%1 ha battuto nello stesso millesimo di secondo di %2, ma siede più vicino dopo chi ha girato, e prende %n carta!</numerusform>
            <numerusform>%1 ha battuto nello stesso millesimo di secondo di %2, ma siede più vicino dopo chi ha girato, e prende le %n carte!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation>%1 batte la mano senza carte, e non c&apos;è una coppia: %1 è fuori per sempre.</translation>
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
        <translation>Carte in ogni mazzetto: %1.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Fuori: %1.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>Il mucchio è vuoto.</translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation>Mucchio: %1.</translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation>Carte nel mucchio: %1; in cima %2, poi %3.</translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
        <translation>Una coppia in cima: batti!</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>to move</source>
        <translation>al tratto</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Ruota la scacchiera</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copia &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copia &amp;PGN</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha giocato %2</translation>
    </message>
    <message>
        <source>check</source>
        <translation>scacco</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>scacco matto</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>vince %1</translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation>stallo: patta</translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation>patta per triplice ripetizione</translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation>patta per la regola delle cinquanta mosse</translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation>patta: nessuno dei due può dare matto</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>sotto scacco</translation>
    </message>
    <message>
        <source>Save game as PG&amp;N…</source>
        <translation>Salva la partita come PG&amp;N…</translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation>Salva la partita come PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>File PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Offri patta</translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation>Proponi la patta; l&apos;avversario accetta o rifiuta</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation>Chiedi patta</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation>Tripla ripetizione o cinquanta mosse senza catture né mosse di pedone</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Abbandona questa partita</translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation>%1, vuoi abbandonare la partita?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Offerta di patta</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 offre la patta. %2, accetti?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Accetta la patta</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 abbandona</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 offre la patta</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 accetta la patta</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Patta d&apos;accordo</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 rifiuta la patta</translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation>Patta richiesta: la stessa posizione per la terza volta</translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation>Patta richiesta: cinquanta mosse senza catture né mosse di pedone</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation>Il pedone avanza dritto di una casa, o di due dalla casa di partenza, e cattura di una casa in diagonale in avanti.</translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation>Il cavallo salta a L: due case in una direzione, poi una di lato.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation>L&apos;alfiere si muove in diagonale, finché la strada è libera.</translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation>La torre si muove lungo la sua traversa o la sua colonna, finché la strada è libera.</translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation>La donna si muove lungo una traversa, una colonna o una diagonale, finché la strada è libera.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation>Il re si muove di una casa in ogni direzione; per arroccare, di due case verso una torre.</translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation>La strada da %1 a %2 è sbarrata.</translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation>Il pedone non cattura in avanti: cattura in diagonale.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation>Il pedone si muove in diagonale solo per catturare.</translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation>Il pedone avanza di due case solo dalla casa di partenza.</translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation>Il tuo re è sotto scacco: questa mossa non lo toglie dallo scacco.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Quella mossa lascerebbe il tuo re sotto scacco.</translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation>Niente arrocco da quel lato: il re o quella torre si sono già mossi.</translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation>Non ancora l&apos;arrocco: le case tra il re e la torre devono essere vuote.</translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation>Niente arrocco mentre il tuo re è sotto scacco.</translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation>Niente arrocco attraverso lo scacco: il re passerebbe o arriverebbe su una casa attaccata.</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Scacchi960: posizione iniziale %1</translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation>Il tempo di %1 è scaduto, ma %2 non può dare scacco matto: patta</translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation>Il tempo di %1 è scaduto</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>re %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>re %1</translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation>donna %1</translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>torre %1</translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation>torri %1</translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation>alfiere %1</translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation>alfieri %1</translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation>cavallo %1</translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation>cavalli %1</translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation>pedone %1</translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation>pedoni %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Bianco: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Nero: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Muove il Bianco.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Muove il Nero.</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Scacco.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Mosse possibili: %1.</translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation>Nessuno dei tuoi pedoni può andare in %1.</translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation>Nessuno dei tuoi cavalli può andare in %1.</translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation>Nessuno dei tuoi alfieri può andare in %1.</translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation>Nessuna delle tue torri può andare in %1.</translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation>La tua donna non può andare in %1.</translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation>Il tuo re non può andare in %1.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>“%1” non è una mossa: scrivila come e4, Nf3, exd5, O-O o e8=Q (con le lettere inglesi dei pezzi: K, Q, R, B, N).</translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation>“%1” corrisponde a più mosse: %2. Scrivi quella che intendi.</translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation>Indica in cosa si promuove il pedone: %1=Q (donna), %1=R (torre), %1=B (alfiere) o %1=N (cavallo).</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation>Solo un pedone che raggiunge l&apos;ultima traversa viene promosso.</translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation>L&apos;arrocco corto (O-O) ora non è possibile.</translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation>L&apos;arrocco lungo (O-O-O) ora non è possibile.</translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation>Non hai nessun pezzo in %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>La partita si interrompe prima della fine, a una mossa illegale:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation>Questa partita non è di scacchi.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Partita di Ludoteca</translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation>Partite di scacchi (*.pgn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation>Nessun motore di scacchi UCI trovato: «stockfish» è stato cercato in %1. Installa Stockfish (Debian: apt install stockfish), oppure scegli il programma del motore.</translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation>«%1» non può essere avviato: il programma non esiste o non è eseguibile.</translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation>«%1» si è fermato senza rispondere «uciok»: non è un motore di scacchi UCI.</translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
        <translation>«%1» non ha risposto «uciok» entro %2 secondi: non è un motore di scacchi UCI.</translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation>Gioca le carte selezionate, nell&apos;ordine in cui le hai scelte (Invio)</translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation>Non puoi giocare: pesca una carta dal tallone (D)</translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation>Niente da giocare dopo aver pescato: termina il turno (P)</translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation>Scegli un seme:</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Quadri</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picche</translation>
    </message>
    <message>
        <source>Card!</source>
        <translation>Carta!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Colto in fallo!</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Tallone %1</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Seme scelto</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>In vigore</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Smazzata %1 di %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation>Carta! = %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>ha chiuso</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 vince la partita!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Vittoria condivisa: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Carte rimaste</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation>%1 gioca %2 e sceglie %3</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 gioca %2</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>%1 chiude!</translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation>il senso di gioco si inverte</translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation>%1 salta un turno</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 gioca ancora</translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation>%1 non può giocare e pesca una carta</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passa</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 distribuisce le carte</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Carte a %1</translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation>È uscito un jolly: torna nel tallone</translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation>La prima carta è %1</translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation>%1 prende una carta dal tallone</translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation>%1 dà una carta a %2</translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation>%1: “Carta!”</translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation>%1 ha dimenticato di dire “Carta!” ed è colto in fallo: ogni altro giocatore gli dà una carta</translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation>(gli scarti vengono mescolati in un nuovo tallone)</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 pesca %n carta</numerusform>
            <numerusform>%1 pesca %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n giocatore salta un turno</numerusform>
            <numerusform>%n giocatori saltano un turno</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Scarti: in cima %1.</translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation>Seme scelto: %1.</translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation>Seme in vigore: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Carte nel tallone: %1.</translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
        <translation>Il gioco gira nel senso inverso.</translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 vince con %2 punti!</translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation>Sballato! %1 punti persi.</translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation>Sballato!</translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation>A %1 servono %2 in un turno per aprire.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation>Tieni e tira</translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation>Tieni e segna</translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation>Tieni e segna %1</translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation>Messi da parte: +%1 (totale del turno %2)</translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation>Si possono mettere da parte solo i dadi che fanno punti.</translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation>Fai clic sui dadi che fanno punti per metterli da parte (tasti 1-5).</translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation>%1 ha tirato %2 — sballato, %3 punti persi</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha tirato %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation>%1 tiene %2 (%3 in mano) e tira ancora</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation>%1 tiene %2 e segna — %3 punti</translation>
    </message>
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — totale del turno %2 · %n dado da lanciare</numerusform>
            <numerusform>%1 — totale del turno %2 · %n dadi da lanciare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation>Stai</translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation>Lanci di questo giro</translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation>%1 · il più basso</translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · vale %n pedina</numerusform>
            <numerusform>%1 · vale %n pedine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — riceve %n pedina</numerusform>
            <numerusform>%1 — riceve %n pedine</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>sta lanciando…</translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation>fuori — senza pedine</translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation>Carico — pedine rimaste nella posta: %1</translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation>Un lancio a testa. Il lancio peggiore prende dalla posta tante pedine quanto vale il lancio migliore.</translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation>Scarico — liberati delle tue pedine</translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation>%1 apre: fino a 3 lanci. Gli altri dovranno poi lanciare esattamente lo stesso numero di volte.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Tutti lanciano esattamente una volta. Il lancio migliore dà al peggiore tante pedine quanto vale.</numerusform>
            <numerusform>Tutti lanciano esattamente %n volte. Il lancio migliore dà al peggiore tante pedine quanto vale.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Vincono %1!</translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation>%1 finisce con tutte le 21 pedine.</translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation>Vince il primo giocatore senza pedine.</translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation>Parità per il migliore: %1 rilanciano</translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation>Parità per il peggiore: %1 rilanciano</translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation>Decide un lancio a testa; le pedine restano quelle del lancio migliore del giro.</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>Tocca a %1 lanciare</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — lancio %2 di %3</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Rilancia</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Rilancia tutti</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Rilancia %n dado</numerusform>
            <numerusform>Rilancia %n dadi</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation>Fai clic sui dadi da tenere (tasti 1-3), poi rilancia gli altri — oppure fermati con %1.</translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation>Devi rilanciare: fai clic sui dadi da tenere (tasti 1-3), almeno un dado si muove.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha lanciato %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 rilancia %n dado</numerusform>
            <numerusform>%1 rilancia %n dadi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 si ferma dopo %n lancio</numerusform>
            <numerusform>%1 si ferma dopo %n lanci</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 prende %n pedina dalla posta</numerusform>
            <numerusform> · %1 prende %n pedine dalla posta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 dà %n pedina a %2</numerusform>
            <numerusform> · %1 dà %n pedine a %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation> · la posta è vuota: scarico</translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation> · %1 è rimasto senza pedine</translation>
    </message>
    <message>
        <source> · tie: play-off</source>
        <translation> · parità: spareggio</translation>
    </message>
    <message>
        <source>Charge.</source>
        <translation>Carico.</translation>
    </message>
    <message>
        <source>Discharge.</source>
        <translation>Scarico.</translation>
    </message>
    <message>
        <source>%1, the lowest</source>
        <translation>%1, il più basso</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, vale %n pedina</numerusform>
            <numerusform>%1, vale %n pedine</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation>fuori, senza pedine</translation>
    </message>
</context>
<context>
    <name>lt::shell::diceblackjack::BlackjackBoardView</name>
    <message>
        <source>Pot</source>
        <translation>Piatto</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>sballato</translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation>black jack!</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>in attesa</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>sta lanciando</translation>
    </message>
    <message>
        <source>to throw</source>
        <translation>deve lanciare</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>si ferma</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fuori gioco</translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation>%1, fuori</translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation>Manche %1: risultato</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation>Manche %1: %2 pari a %3 — nessuno incassa, il piatto resta</translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation>Manche %1: hanno sballato tutti — il piatto resta</translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 esce dal gioco</translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation>%1 escono dal gioco</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Nessuno si è ancora fermato.</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation>Miglior punteggio finora: %1 (%2).</translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation>Manche %1 · l&apos;ha aperta %2</translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation>Tocca a %1 lanciare i tre dadi</translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation>%1, lancia i tre dadi (Spazio).</translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation>Tocca a %1 lanciare.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Manche %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 ha %2</translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation>%1 gioca per ultimo.</translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation>Fermati (S) o lancia altri dadi (1, 2, 3).</translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation>Lancia i tre dadi</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>Fermati a %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Fermati</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation>%1 ha fatto %2: %3, sballato — una pedina al piatto</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation>%1 ha fatto %2: %3, sballato</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation>%1 ha fatto %2: %3</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 si ferma a %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 vince la manche %2 con %3 e incassa %n pedina</numerusform>
            <numerusform>%1 vince la manche %2 con %3 e incassa %n pedine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Partita finita dopo %n manche</numerusform>
            <numerusform>Partita finita dopo %n manche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>%1 vince la partita con %n pedina, l&apos;unica in gioco!</numerusform>
            <numerusform>%1 vince la partita con tutte le %n pedine!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>%1 vince la partita con %n pedina!</numerusform>
            <numerusform>%1 vince la partita con %n pedine!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>%1 si dividono la vittoria con %n pedina ciascuno!</numerusform>
            <numerusform>%1 si dividono la vittoria con %n pedine ciascuno!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1 ha %2 e lancia ancora %n dado</numerusform>
            <numerusform>%1 ha %2 e lancia ancora %n dadi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>Deve ancora giocare %n giocatore.</numerusform>
            <numerusform>Devono ancora giocare %n giocatori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Lancia %n dado</numerusform>
            <numerusform>Lancia %n dadi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>Lancia %n dado in più</numerusform>
            <numerusform>Lancia altri %n dadi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 lancia ancora %n dado</numerusform>
            <numerusform>%1 lancia ancora %n dadi</numerusform>
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
        <translation>Stai</translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation>Punta 1 pedina</translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation>Punta 2 pedine</translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation>Combinazioni di questa mano</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>coppia</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>doppia coppia</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>tris</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>scala</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>quaterna</translation>
    </message>
    <message>
        <source>poker</source>
        <translation>poker</translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — vince %n pedina</numerusform>
            <numerusform>%1 — vince %n pedine</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>sta lanciando…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>%1 vince con %n pedina!</numerusform>
            <numerusform>%1 vince con %n pedine!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Vittoria condivisa: %1, %n pedina a testa</numerusform>
            <numerusform>Vittoria condivisa: %1, %n pedine a testa</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation>Un giocatore è rimasto senza pedine: la partita è finita.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 inizia la mano %2</translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation>Chi inizia sceglie la puntata: ogni giocatore mette 1 o 2 pedine nel piatto.</translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation>%1 — lancio %2 di %3 al massimo · puntata %4</translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation>Spareggio: %1</translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation>Le combinazioni migliori sono uguali: un lancio di tutti e cinque i dadi a testa decide il piatto.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Rilancia</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Rilancia tutti</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Rilancia %n dado</numerusform>
            <numerusform>Rilancia %n dadi</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation>Fai clic sui dadi da tenere (tasti 1-5), poi rilancia gli altri — oppure fermati con %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 fissa la puntata a %n pedina a testa</numerusform>
            <numerusform>%1 fissa la puntata a %n pedine a testa</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation>%1 ha lanciato %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 tiene %2 e rilancia %n dado</numerusform>
            <numerusform>%1 tiene %2 e rilancia %n dadi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 rilancia tutti e cinque i dadi</translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation>%1 si ferma con %2</translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 vince il piatto di %n pedina</numerusform>
            <numerusform> · %1 vince il piatto di %n pedine</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation> · combinazioni migliori uguali: spareggio</translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
        <translation>Da battere: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha giocato %2</translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation>%1 ha catturato un pezzo: %2</translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation> e ha fatto dama</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>patta: la stessa posizione per la terza volta</translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation>patta: troppe mosse di sole dame senza catture</translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation>%1 non può muovere: vince %2</translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation>%1 non ha più pezzi: vince %2</translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation>Numeri delle case</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Ruota la damiera</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Copia la posizione (FEN)</translation>
    </message>
    <message>
        <source>%1: not a legal move</source>
        <translation>%1: mossa non valida</translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 ha catturato %n pezzo: %2</numerusform>
            <numerusform>%1 ha catturato %n pezzi: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>man %1</source>
        <translation>pedina %1</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>pedine %1</translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>dama %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>dame %1</translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation>nessun pezzo</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Bianco: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Nero: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Muove il Bianco.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Muove il Nero.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Mosse possibili: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>La partita si interrompe prima della fine, a una mossa illegale:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation>Questa partita non è di dama.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Partita di Ludoteca</translation>
    </message>
    <message>
        <source>Draughts games (*.pdn)</source>
        <translation>Partite di dama (*.pdn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomQuizPage</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Bandiera %1 di %2</translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation>Qual è la capitale di questo paese?</translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation>Che paese è questo?</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Tempo!</translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation>Spazio: bandiera successiva</translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation>Spazio: mostra la risposta</translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation>1: punto alla squadra</translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation>1–%1: punto a una squadra</translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation>%1   ·   %2   ·   Backspace: annulla   ·   Esc: termina il quiz   ·   F11: schermo intero</translation>
    </message>
    <message>
        <source>Flag quiz</source>
        <translation>Quiz di bandiere</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Esporta in CSV…</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Nuovo quiz</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Bandiera</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Risposta</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>giusta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>sbagliata</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation>Nessun punto questa volta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>Risposte giuste: %1 su %n bandiera.</numerusform>
            <numerusform>Risposte giuste: %1 su %n bandiere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vince con %n punto!</numerusform>
            <numerusform>%1 vince con %n punti!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Vittoria condivisa: %1, %n punto ciascuno.</numerusform>
            <numerusform>Vittoria condivisa: %1, %n punti ciascuno.</numerusform>
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
        <translation>Asia</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Africa</translation>
    </message>
    <message>
        <source>America</source>
        <translation>America</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceania</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>Antartide</translation>
    </message>
    <message>
        <source>Flags in the classroom</source>
        <translation>Bandiere in classe</translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation>Proietta questo schermo. Durante il quiz si usa solo la tastiera: Spazio mostra la risposta e la bandiera successiva, 1–6 danno un punto a una squadra, Backspace lo toglie, Esc termina il quiz.</translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation>Le 48 bandiere della scatola di Flaggy</translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation>Indovina il paese</translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation>Indovina la capitale (bandiere di Flaggy)</translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation>L&apos;insegnante mostra la risposta</translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation>Quattro grandi opzioni</translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation>Nessuna opzione, risposte mostrate nei risultati (quiz scritto)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>senza tempo</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Squadra %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Bandiere</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Continenti</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Domanda</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Risposte</translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation>Numero di bandiere</translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation>Tempo per bandiera</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Inizia il quiz</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation>su %1 disponibili</translation>
    </message>
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>Tutti i %n paesi del mondo (ISO 3166)</numerusform>
            <numerusform>Tutti i %n paesi del mondo (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation>Squadra %1: nome</translation>
    </message>
    <message>
        <source>Quiz settings</source>
        <translation>Impostazioni del quiz</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation>Bandiere in classe</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Mancano le immagini delle bandiere: installa il pacchetto iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation>Il quiz in classe non può iniziare.

%1</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Esporta i risultati</translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation>risultati-quiz-bandiere.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation>Non è stato possibile salvare i risultati in %1: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation>Tira il dado rosso</translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation>%1 km²</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 milioni</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation>superficie minore  ←                →  superficie maggiore</translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation>meno abitanti  ←                →  più abitanti</translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation>%1, dove va questo paese?</translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation>Posto sbagliato! %1 tira il dado rosso</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 vince la partita!</translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation>%1 ha vinto la gara! Nuova gara: %2 mette la prima carta</translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation>%1 mette la prima carta</translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation>Giusto! %1 ha messo %2 al suo posto</translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation>%1 ha sbagliato con %2, ma il dado lo ha salvato</translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation>%1 ha sbagliato con %2 ed è fuori da questa gara</translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation>DADO ROSSO</translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation>%1 o Mondo salva %2</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Gara %1</translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation>Ancora in gara: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Mazzo: %n carta</numerusform>
            <numerusform>Mazzo: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>%n carta per vincere</numerusform>
            <numerusform>%n carte per vincere</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation>Fai clic su una freccia nella fila, oppure scegli con ← → e premi Invio.</translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation>%1 mette %2 per cominciare la fila</translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation>%1 prende la prima carta del mazzo</translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation>%1 mette %2: giusto!</translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation>%1 mette %2: sbagliato!</translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation>%1 tira %2: salvo, ancora in gara</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation>%1 tira %2 ed è fuori: %3 vince la gara e %4</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation>%1 tira %2: %3 vince la gara, e la partita!</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation>%1 tira %2 ed è fuori da questa gara</translation>
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
        <translation>Carte vinte: %1.</translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation>Ancora in gara: %1.</translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation>Carte nella fila: %1. Carte nel mazzo: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>+1 card</source>
        <translation>+1 carta</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Si distribuiscono le carte…</translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation>I dadi blu scelgono la prima carta</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Le mani sono nascoste</translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation>Si tirano i dadi per la prima carta</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Quella carta è nel mazzo: si tira di nuovo</translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation>Premio! %1 gioca un&apos;altra carta</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Tocca a %1</translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation>%1 ha giocato l&apos;ultima carta e vince!</translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation>Non si può più giocare nulla: vince chi ha meno carte</translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation>TIRO INIZIALE</translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation>%1 ha aperto con %2</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazzo: %n carta</numerusform>
            <numerusform>Mazzo: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation>Sul tavolo: %1 su %2</translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation>Scegli una carta della tua mano: si illuminano i posti dove va bene.</translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation>Fai clic su un posto verde, oppure su uno dorato per unire due carte e giocare ancora.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Una carta a %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 pesca una carta</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation>Dadi: %1. Quella carta rossa è nel mazzo: si tira di nuovo</translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation>Dadi: %1 — %2 apre con %3</translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation>%1 gioca %2, l&apos;ultima carta!</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 gioca %2</translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation>%1 non può giocare e pesca</translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation>%1 non può giocare e passa</translation>
    </message>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation>Non va bene niente: pesca una carta (Invio)</translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation>Non va bene niente: passa (Invio)</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation>Tasti: 1-9 o ← → scelgono una carta, ↑ ↓ il suo posto (cornice bianca), Invio la gioca, Esc la lascia.</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Le carte di %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Si dà %n carta a testa</numerusform>
            <numerusform>Si danno %n carte a testa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 gioca %2 e unisce %n carta: gioca ancora!</numerusform>
            <numerusform>%1 gioca %2 e unisce %n carte: gioca ancora!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Le tue carte: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
        <translation>Carte sul tavolo: %1. Carte nel mazzo: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Bandiera %1 di %2</translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation>%1, qual è la capitale di questo paese?</translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation>%1, che paese è questo?</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparati…</translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation>Era l&apos;ultima bandiera!</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 ha risposto</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Giusto! %1</translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation>Sbagliato — era %1</translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation>Bandiera %1 di %2 per %3</translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation>%1: %2 — giusto!</translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation>%1: %2 — sbagliato, era %3</translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation>Quattro risposte per %1</translation>
    </message>
    <message>
        <source>(not a country of the box)</source>
        <translation>(non è un paese della scatola)</translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation>Scrivi la capitale e premi Invio</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Scrivi il paese e premi Invio</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tasto %2</translation>
    </message>
    <message>
        <source>Touch a card: its letter or a click. Book: F1–F%1 or a click on the name of who has it.</source>
        <translation>Tocca una carta: la sua lettera o un clic. Prenotati: F1–F%1 o un clic sul nome di chi ce l&apos;ha.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation>Pulsanti — %1. Premi il pulsante, poi entro 3 s la lettera di una carta, o F1–F%2 per dire chi ce l&apos;ha. Il mouse è di %3.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparatevi…</translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation>Si dispongono le carte rosse…</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, lancia i dadi!</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 lancia i dadi…</translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation>%1: la lettera di una carta, o F1–F%2 per chi ce l&apos;ha!</translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation>Trova la carta con %1 — o, se non c&apos;è più, prenotati e di&apos; chi ce l&apos;ha!</translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation>Raggiunto il limite di lanci: vince chi ha più carte.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>tasto %1</translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation>Una carta rossa viene messa sul tavolo</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha lanciato %2</translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation>%1 ha trovato %2!</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation>%1 ha toccato %2: carta sbagliata, fuori per questo lancio</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation>%1 ha toccato %2: carta sbagliata — tutti fuori, si rilancia</translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation>Nessuno in tempo: %1 rilancia</translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation>%1 si è prenotato: «Ce l&apos;ho io!» — giusto, %2 resta a %1</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation>%1 si è prenotato: «Ce l&apos;ha %2!» — giusto, %1 prende %3</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation>%1 si è prenotato: «Ce l&apos;ha %2!» — sbagliato</translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation>%1 si è prenotato ma non ha nominato nessuno in tempo — sbagliato</translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation>; %1 torna sul tavolo</translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation>; %1 deve una carta</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 vince la partita!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 vince con %n carta!</numerusform>
            <numerusform>%1 vince con %n carte!</numerusform>
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
        <translation>Carte vinte: %1.</translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation>Carte dovute: %1.</translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation>Carte da vincere: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiSeatsView</name>
    <message>
        <source>rolls</source>
        <translation>lancia</translation>
    </message>
    <message>
        <source>out this roll</source>
        <translation>fuori per questo lancio</translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>deve %n carta</numerusform>
            <numerusform>deve %n carte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_un_due_tre::UdtBoardView</name>
    <message>
        <source>1 blue die</source>
        <translation>1 dado blu</translation>
    </message>
    <message>
        <source>2 blue dice</source>
        <translation>2 dadi blu</translation>
    </message>
    <message>
        <source>Red die</source>
        <translation>Dado rosso</translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation>Blu + rosso</translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation>Tutti e 3 i dadi</translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation>una carta con entrambi</translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation>una carta che corrisponde</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Le mani sono nascoste</translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation>I dadi blu scelgono chi comincia</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Quella carta è nel mazzo: si tira di nuovo</translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation>%1, quanti dadi tiri?</translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation>%1 sceglie i dadi</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 tira</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 scarta</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 pesca %n carta</numerusform>
            <numerusform>%1 pesca %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation>%1 ha finito le carte e vince!</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazzo: %n carta</numerusform>
            <numerusform>Mazzo: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Scarti: %n carta</numerusform>
            <numerusform>Scarti: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation>Ultimo turno: %1 scartate, %2 pescate</translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation>Ultimo turno: %1 scartate</translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation>Scegli una carta, poi un posto verde. Scarta almeno tante carte quanti dadi hai tirato, altrimenti ne peschi altrettante.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Una carta a %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 pesca una carta</translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation>Quella carta rossa è nel mazzo: si tira di nuovo</translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation>%1 ha la carta indicata dai dadi e comincia</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 tira %n dado</numerusform>
            <numerusform>%1 tira %n dadi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha tirato %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation>%1 scarta %2 e vince!</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 scarta %2</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 finisce il turno</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Fine turno (E)</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation>Tasti: 1-9 o ← → scelgono una carta, ↑ ↓ la sua casella (cornice bianca), Invio la scarta, E chiude il turno.</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Le carte di %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Si dà %n carta a testa</numerusform>
            <numerusform>Si danno %n carte a testa</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Le tue carte: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Scarti: in cima %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Carte nel mazzo: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tasto %2</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Un simbolo in comune? Premi Spazio o 1, poi scegli il nome con A S D F o un clic, entro 3 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Pulsanti — %1. Poi scegli il nome con A S D F o un clic, entro 3 s.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparatevi…</translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation>%1, di&apos; il nome!</translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation>%1 distribuisce le carte…</translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation>%1 ha un nuovo paese: due bandiere hanno un simbolo in comune?</translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation>Parità: i dadi blu decidono tra chi è in testa…</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Vittoria condivisa!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>%n carta da distribuire</numerusform>
            <numerusform>%n carte da distribuire</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Mazziere: %1</translation>
    </message>
    <message>
        <source> · key %1</source>
        <translation> · tasto %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives %2</source>
        <translation>%1 riceve %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1: «%2!» — giusto, %1 prende %n carta da %3</numerusform>
            <numerusform>%1: «%2!» — giusto, %1 prende %n carte da %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1: «%2!» — sbagliato, %1 regala %n carta</numerusform>
            <numerusform>%1: «%2!» — sbagliato, %1 regala %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 ha premuto il pulsante ma non ha detto nulla — sbagliato, %1 regala %n carta</numerusform>
            <numerusform>%1 ha premuto il pulsante ma non ha detto nulla — sbagliato, %1 regala %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation>Nessuno ha urlato in tempo</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta successiva</translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation>I dadi indicano %1: ce l&apos;ha %2, che vince</translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation>I dadi indicano %1: nessuno dei primi ce l&apos;ha</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 vince la partita!</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Scrivi il paese e premi Invio</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation>Un simbolo in comune? Premi il pulsante con la barra spaziatrice o 1, poi scrivi il nome e premi Invio, entro 8 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation>Pulsanti — %1. Poi scrivi il nome e premi Invio, entro 8 s.</translation>
    </message>
    <message>
        <source>%1 shouts!</source>
        <translation>%1 urla!</translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation> (anche %1 aveva ragione nello stesso istante, ma %2 viene prima in ordine alfabetico)</translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>; nello stesso istante %1 ha detto un nome sbagliato e cede %n carta</numerusform>
            <numerusform>; nello stesso istante %1 ha detto un nome sbagliato e cede %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 vince con %n carta!</numerusform>
            <numerusform>%1 vince con %n carte!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation>Carte in ogni mucchio: %1. Carte distribuite: %2 su %3.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>lt::shell::goose::GooseBoardView</name>
    <message>
        <source>winner!</source>
        <translation>vince!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1° posto</translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation>nel pozzo, aspetta i soccorsi</translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation>in prigione, aspetta i soccorsi</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>salta il prossimo turno</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation>Troppo lontano! %1 conta fino al 63 e torna indietro alla casella %2.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation>%1 arriva sull&apos;oca della casella %2 e vola avanti di altre %3, rimbalzando fino alla casella %4.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation>%1 arriva sull&apos;oca della casella %2 e vola avanti di altre %3 fino alla casella %4.</translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation>%1 è arrivato sul ponte: va alla casella 12.</translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation>%1 si perde nel labirinto: torna alla casella 30.</translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation>%1 incontra la morte sulla casella 58: torna alla casella 1.</translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation>Primo lancio 6+3: %1 va subito alla casella 26!</translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation>Primo lancio 5+4: %1 va subito alla casella 53!</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation>%1 era sulla casella %2 e torna alla partenza.</translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation>%1 è liberato e va alla casella %2.</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation>%1 era sulla casella %2 e va alla casella %3.</translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation>%1 arriva al 63 e vince!</translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation>%1 arriva al 63: %2° posto.</translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation>%1 si ferma alla locanda della casella 19 e salta il prossimo turno.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation>%1 cade nel pozzo della casella 31 e aspetta i soccorsi.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation>%1 cade nel pozzo della casella 31: salta due turni.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation>%1 finisce in prigione sulla casella 52 e aspetta i soccorsi.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation>%1 finisce in prigione sulla casella 52: salta due turni.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 è sulla casella %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2+%3.</source>
        <translation>%1 ha lanciato %2+%3.</translation>
    </message>
    <message>
        <source>Everyone was stuck: %1 is let go.</source>
        <translation>Erano tutti bloccati: %1 viene liberato.</translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation>%1 aspetta ancora.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 salta un turno.</translation>
    </message>
    <message>
        <source>Game of the
Goose</source>
        <comment>the board&apos;s title, on two lines</comment>
        <translation>Gioco
dell&apos;Oca</translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>salta %n turno</numerusform>
            <numerusform>salta i prossimi %n turni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 distribuisce per primo.</translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation>%1 e %2 hanno scelto il loro segnale segreto.</translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation>Si distribuisce una carta.</translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation>%1 va sul mercato.</translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation>Il mercato va negli scarti.</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation>%1 prende %2 e dà %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation>%1 ha finito.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: &quot;Doppio Kem&apos;s!&quot; Giusto: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: &quot;Doppio Kem&apos;s!&quot; Sbagliato (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: &quot;Kem&apos;s!&quot; Giusto: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: &quot;Kem&apos;s!&quot; Sbagliato (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation>%1: &quot;Contro-Kem&apos;s: %2!&quot; Giusto: +4, e un nuovo segnale.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation>%1: &quot;Contro-Kem&apos;s: %2!&quot; Sbagliato: −2.</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation>%1: %2   ·   %3: %4   ·   si vince a %5</translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation>mazzo %1</translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation>scarti %1</translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation>Tempo scaduto: pareggio!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Vincono %1!</translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation>Le squadre scelgono i loro segnali segreti…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Si distribuisce…</translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation>Il vostro segnale:
%1</translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation>1–8 gesti · G Contro-Kem&apos;s
A S D F poi Z X C V: scambia
Spazio Kem&apos;s (tenuto: Doppio) · B finito</translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation>Kem&apos;s!</translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation>Doppio Kem&apos;s!</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation>Contro-Kem&apos;s!</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Finito</translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation>%1, scegli il segnale segreto della tua squadra (1–8)</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation>Contro-Kem&apos;s! Quale gesto è il loro segnale? (1–8, Esc: annulla)</translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation>Tieni premuto Maiusc sinistro: le tue carte
1–4 Q W E R gesti · G Contro
A S D F poi Z X C V: scambia
Spazio Kem&apos;s (tenuto: Doppio) · T finito</translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation>Tieni premuto Maiusc destro: le tue carte
7 8 9 0 U I O P gesti · Backspace Contro
H J K L poi N M , .: scambia
Invio Kem&apos;s (tenuto: Doppio) · Y finito</translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation>Mercato: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Carte nel mazzo: %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation>Il segnale della tua squadra: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
        <translation>Punti: %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation>%1 ha tirato il terzo 6 di fila — il turno passa</translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation>%1 ha tirato un 6 ma non può muovere — tira ancora</translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation>%1 ha tirato un 6 — gioca ancora</translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation>%1 ha tirato un %2 — nessuna mossa possibile</translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation>%1 ha tirato un %2</translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation>%1 ha fatto uscire una pedina</translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation>%1 ha portato a casa una pedina</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1 arriva %2º</translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation>%1 è salito al gradino %2</translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation>%1 è arrivato ai piedi della scala</translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation>%1 ha mosso la pedina %2 sulla casella %3</translation>
    </message>
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation>%1: premi Spazio per far uscire una pedina, oppure fai clic su di essa</translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation>%1: premi Spazio per muovere la pedina %2, oppure fai clic su di essa</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: click pawn %2, or press its number (arrows and Space: the marked pawn)</source>
        <translation>%1: fai clic sulla pedina %2, oppure premi il suo numero (frecce e Spazio: la pedina segnata)</translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation>%1 ha mangiato una pedina di %2</translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation>pedina %1 sul gradino %2</translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation>pedina %1 ai piedi della scala</translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation>pedina %1 sulla casella %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n pedina nella scuderia</numerusform>
            <numerusform>%n pedine nella scuderia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n pedina a casa</numerusform>
            <numerusform>%n pedine a casa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation>%1 ha messo una pedina su %2, ha fatto mulino e ha tolto una pedina da %3</translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation>%1 ha messo una pedina su %2</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 è volato da %2 a %3, ha fatto mulino e ha tolto una pedina da %4</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation>%1 è volato da %2 a %3</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 ha mosso da %2 a %3, ha fatto mulino e ha tolto una pedina da %4</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 ha mosso da %2 a %3</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>patta: la stessa posizione per la terza volta</translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation>patta: 50 mosse senza mulino</translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation>a %1 restano solo due pedine</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 non può muovere</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>piazzamento</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>volo</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>no pawns on the board</source>
        <translation>nessuna pedina sul tavoliere</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n pedina su %1</numerusform>
            <numerusform>%n pedine su %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n pedina in mano</numerusform>
            <numerusform>%n pedine in mano</numerusform>
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
        <translation>Punti</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation>+%1 (%2).</translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation>È uscito un 2 o un 5: questo lancio non vale niente.</translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation>Nessun punto.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — giro %2 di %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation>Tutti i dadi sono messi da parte: %1 segna %2 punti in questo turno.</translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation>Ogni 2 e ogni 5 va messo da parte e non vale niente; gli altri dadi valgono il loro numero e si rilanciano.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation>%1 ha tirato %2 — +%3, totale del turno %4</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>%n dado messo da parte.</numerusform>
            <numerusform>%n dadi messi da parte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vince con %n punto!</numerusform>
            <numerusform>%1 vince con %n punti!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 condividono la vittoria con %n punto!</numerusform>
            <numerusform>%1 condividono la vittoria con %n punti!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n dado da rilanciare.</numerusform>
            <numerusform>%n dadi da rilanciare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1 ha tirato %2 — tutti i dadi messi da parte, %n punto in questo turno</numerusform>
            <numerusform>%1 ha tirato %2 — tutti i dadi messi da parte, %n punti in questo turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 ha segnato %n punto in questo turno.</numerusform>
            <numerusform>%1 ha segnato %n punti in questo turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>%n dado da lanciare.</numerusform>
            <numerusform>%n dadi da lanciare.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::oh_hell::OhHellBoard</name>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 dichiara %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 gioca %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 prende la presa</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 distribuisce</translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation>Si scopre %1: %2 è briscola</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 mostra la sua ultima carta, %2: %3 è briscola</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Carte a %1</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>smazzata contata</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation>La tua dichiarazione. Come mazziere non puoi dichiarare %1.</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>La tua dichiarazione: quante prese farai?</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Tocca a te: gioca una carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Devi rispondere al seme: gioca un %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Non hai %1, quindi devi giocare una briscola (%2).</translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation>Come mazziere non puoi dichiarare %1: le dichiarazioni sommerebbero le carte di ogni mano.</translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation>Vietato al mazziere: le dichiarazioni sommerebbero le carte di ogni mano</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Smazzata %1 di %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation>nella mano del mazziere</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Previste</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Fatte</translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation>previste %1 · fatte %2</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Ultima presa, fatta da %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Presa a %1</translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation>non per il mazziere</translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation>Segnapunti: dichiarate/fatte e punti (clic per chiudere)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Dichiarazioni: %1 su %n presa</numerusform>
            <numerusform>Dichiarazioni: %1 su %n prese</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation>%1 non ha dichiarato</translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation>%1 ha dichiarato %2, ne ha fatte %3</translation>
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
        <translation>Lo scambio</translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation>%1 dà le carte per primo</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Carte a %1</translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation>%1 dà una carta a %2</translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation>%1 dà due carte a %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 gioca %2</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 ha finito le carte</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passa</translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation>%1 raccoglie le carte</translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation>%1 è Presidente</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Gioca le carte scelte (Invio)</translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation>Passa questo turno (P)</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Presidente</translation>
    </message>
    <message>
        <source>Vice-President</source>
        <translation>Vicepresidente</translation>
    </message>
    <message>
        <source>Vice-Beggar</source>
        <translation>Vice-pezzente</translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation>Pezzente</translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation>Prima scegli le carte da giocare</translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation>Le carte di una giocata devono essere tutte dello stesso valore</translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation>Una giocata ha al massimo quattro carte</translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation>Ci vuole una carta sola, come nell&apos;ultima giocata</translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation>Ci vuole più di %1</translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation>%1, il %2</translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation>Dai la tua carta migliore a %1.</translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation>Dai le tue due carte migliori a %1.</translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation>Dai la tua carta peggiore a %1.</translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation>Dai le tue due carte peggiori a %1.</translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation>Scegli quali (i semi non contano):</translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation>La regola non lascia scelta:</translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation>Apri tu: gioca carte qualsiasi dello stesso valore</translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation>Apri tu: scegli carte dello stesso valore, poi Gioca</translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation>Batti %1 con altrettante carte di valore più alto, oppure Passa</translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation>Scegli le carte da dare</translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation>Fuori: %1° posto</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Carte: %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Smazzata %1 di %2</translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation>Lo scambio delle carte</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation>%1 ha raccolto le carte</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>Apre %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Ci vuole %n carta, quante nell&apos;ultima giocata</numerusform>
            <numerusform>Ci vogliono %n carte, quante nell&apos;ultima giocata</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Titles: %1.</source>
        <translation>Titoli: %1.</translation>
    </message>
    <message>
        <source>To beat: %1, played by %2.</source>
        <translation>Da battere: %1, di %2.</translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation>Niente da battere: un nuovo giro.</translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation>Hanno finito le carte, in ordine: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::race::RaceBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Lancia</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, lancia i dadi!</translation>
    </message>
    <message>
        <source>%1 is rolling</source>
        <translation>%1 sta lanciando</translation>
    </message>
    <message>
        <source>start</source>
        <translation>partenza</translation>
    </message>
    <message>
        <source>Roll the dice to start the race.</source>
        <translation>Lancia i dadi per cominciare la corsa.</translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation>%1 lancia…</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>alla partenza</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>casella %1</translation>
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
        <translation>%1, scopri la prima carta: Spazio o un clic sul mazzo!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Pronti…</translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation>Il mazzo è finito!</translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation>%1, scopri la carta successiva: Spazio o un clic sul mazzo!</translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation>Quale rettangolo ha la misura della carta?</translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation>Trova il rettangolo della misura della carta e mettici sopra la tua pedina!</translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation>Prossima carta…</translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation>Nessuno ha indovinato: la carta torna nella scatola.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation>%1 ha indovinato e prende la carta!</translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation>%1 e %2 hanno indovinato: una carta ciascuno!</translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation>Si scopre una nuova carta.</translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation>%1 posa una pedina.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation>%1 ha indovinato e prende la carta.</translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation>%1 e %2 hanno indovinato: %1 prende la carta, %2 una dal mazzo.</translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation>W A S D · E</translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation>Frecce · Invio</translation>
    </message>
    <message>
        <source>I J K L · O</source>
        <translation>I J K L · O</translation>
    </message>
    <message>
        <source>Keypad 8456 · 0</source>
        <translation>Tastierino 8456 · 0</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>Vince %1 con %n carta!</numerusform>
            <numerusform>Vince %1 con %n carte!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>%1 vincono insieme con %n carta ciascuno!</numerusform>
            <numerusform>%1 vincono insieme con %n carte ciascuno!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation>%1 % della grandezza reale: la finestra è troppo piccola</translation>
    </message>
    <message>
        <source>Red board</source>
        <translation>Tabellone rosso</translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation>Tabellone giallo</translation>
    </message>
    <message>
        <source>Green board</source>
        <translation>Tabellone verde</translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation>Tabellone blu</translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation>Tabellone arancione</translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation>Tabellone viola</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 per %2</translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation>Ultima carta: %1 millimetri.</translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation>Carta: %1 millimetri.</translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation>posto %1, %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation>pedina sul rettangolo %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>Resta %n carta nel mazzo.</numerusform>
            <numerusform>Restano %n carte nel mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation>%1 scopre la carta successiva…</translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation>Si danno le carte</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>Gioca %1</translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation>Tienila come la vedi, o girata</translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation>Gioca una carta (non un salto né un cambio di giro)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Gioca una carta</translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation>Gira 3 carte al centro: %1 su 3 fatte</translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation>Gira una carta in una mano qualsiasi</translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation>Prendi una carta a un altro giocatore</translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation>Prendi una carta dal centro</translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation>Ti hanno preso una carta: prendine una dal centro</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Vince %1!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 vincono insieme!</translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation>In questo giro nessuno ha segnato</translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation>%1 segna!</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 ha ricevuto una carta</translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation>Una carta per il centro</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha giocato %2</translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation>%1 ha girato una carta del centro: %2</translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation>%1 ha girato una delle sue carte</translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation>%1 ha preso una carta a %2</translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation>%1 ha preso %2 dal centro</translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation> — %1 segna 2 punti!</translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation> — %1 segna un punto!</translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation> — in questo giro nessuno segna</translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation> — la partita è finita</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>volpe</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>rana</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefante</translation>
    </message>
    <message>
        <source>flamingo</source>
        <translation>fenicottero</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>balena</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>leone</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>salta</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>cambio di giro</translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation>gira 3</translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation>gira 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>ruba</translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation>lente</translation>
    </message>
    <message>
        <source>left half star</source>
        <translation>mezza stella sinistra</translation>
    </message>
    <message>
        <source>right half star</source>
        <translation>mezza stella destra</translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation>%1 ha girato una delle carte di %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Le tue carte: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation>Le carte di %1, i lati che vedi: %2.</translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation>Carte in mano a %1: %2.</translation>
    </message>
    <message>
        <source>Middle: %1.</source>
        <translation>Centro: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::sequence_kids::SequenceKidsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>Nessuno vince: pareggio</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Vincono %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Vince %1!</translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation>%1 ha cambiato una carta che non si poteva giocare</translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation>%1 non può giocare</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 ha ricevuto una carta</translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation>%1 ha pescato una carta</translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation> — nessuno può vincere: pareggio</translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation> — quattro in fila!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation>Nessuna delle tue carte si può giocare: tocca al prossimo giocatore (Invio)</translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation>canguro</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>scimmia</translation>
    </message>
    <message>
        <source>parrot</source>
        <translation>pappagallo</translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation>struzzo</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>leone</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>tartaruga</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>volpe</translation>
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
        <translation>rana</translation>
    </message>
    <message>
        <source>alligator</source>
        <translation>alligatore</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>giraffa</translation>
    </message>
    <message>
        <source>gorilla</source>
        <translation>gorilla</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tigre</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>orso</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>balena</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefante</translation>
    </message>
    <message>
        <source>penguin</source>
        <translation>pinguino</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>gufo</translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation>%1 ha giocato un unicorno: una pedina sulla casella %2</translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation>%1 ha messo una pedina sulla casella %2</translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation>%1 ha giocato un drago: %2 perde la pedina sulla casella %3</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>drago</translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation>unicorno</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation>%1 sulla casella %2, colonna %3</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Riga %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation>Nessuna pedina sul tabellone.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>La tua mano: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation>Miglia</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Barca</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitano</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Equipaggio</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Carico</translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation>%1 non ha trovato barca, capitano ed equipaggio: nessun miglio.</translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation>A %1 serve un 6 per la barca.</translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation>Ancora nessuna barca: serve un 6.</translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation>La barca è in porto: serve un 5 per il capitano.</translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation>Barca e capitano a bordo: serve un 4 per l&apos;equipaggio.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation>%1 — giro %2 di %3 · lancio %4 di %5</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Rilancia</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation>Suggerimento: salpa adesso.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation>%1 ha tirato %2 — niente equipaggio, nessun miglio</translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation>%1 ha tirato %2 — barca, capitano ed equipaggio a bordo, carico %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha tirato %2</translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation>%1 rilancia %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 ha navigato per %n miglio.</numerusform>
            <numerusform>%1 ha navigato per %n miglia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Carico: %n miglio.</numerusform>
            <numerusform>Carico: %n miglia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>%1 vince con %n miglio!</numerusform>
            <numerusform>%1 vince con %n miglia!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>%1 condividono la vittoria con %n miglio!</numerusform>
            <numerusform>%1 condividono la vittoria con %n miglia!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>Salpa: %n miglio</numerusform>
            <numerusform>Salpa: %n miglia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Carico: %n miglio. Fai clic sui dadi del carico da rilanciare, oppure salpa.</numerusform>
            <numerusform>Carico: %n miglia. Fai clic sui dadi del carico da rilanciare, oppure salpa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Rilancia %1 (ultimo lancio), oppure salpa con %n miglio.</numerusform>
            <numerusform>Rilancia %1 (ultimo lancio), oppure salpa con %n miglia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Rilancia %1 (restano 2 lanci), oppure salpa con %n miglio.</numerusform>
            <numerusform>Rilancia %1 (restano 2 lanci), oppure salpa con %n miglia.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1 ha tirato %2 — naviga per %n miglio</numerusform>
            <numerusform>%1 ha tirato %2 — naviga per %n miglia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 naviga per %n miglio</numerusform>
            <numerusform>%1 naviga per %n miglia</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation>A bordo: la barca.</translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation>A bordo: la barca e il capitano.</translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation>A bordo: barca, capitano ed equipaggio.</translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation>Carico: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Resta %n lancio.</numerusform>
            <numerusform>Restano %n lanci.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation>vince!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1° posto</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation>Troppo lontano! %1 conta fino al 100 e torna indietro alla casella %2.</translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation>%1 sale la scala dalla casella %2 alla %3!</translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation>%1 scivola giù dal serpente dalla casella %2 alla %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 ha lanciato %2.</translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation>Troppo per arrivare al 100: %1 resta sulla casella %2.</translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation>%1 arriva al 100 e vince!</translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation>%1 arriva al 100: %2° posto.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 è sulla casella %2.</translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation>Un 6: %1 lancia di nuovo.</translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Foglio dei punti</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha giocato %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Briscola: %1.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>Sul tavolo: %1.</translation>
    </message>
    <message>
        <source>Suit to follow: %1.</source>
        <translation>Seme a cui rispondere: %1.</translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation>Presa fatta da %1: %2.</translation>
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
        <translation>%1 gioca %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 prende la presa</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 dà le carte</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 mostra la sua ultima carta, %2: briscola a %3</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Carte a %1</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation>Smazzata %1 · vince chi arriva a %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation>mostrata da %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation>Foglio dei punti: le prese di ogni smazzata, vince chi arriva a 20 (clic per chiudere)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Tocca a te: gioca una carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Devi rispondere al colore: gioca un %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Non hai %1, quindi devi giocare una briscola (%2).</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>briscola %1</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Ultima presa, di %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Presa a %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>Vince %1 con %n punto.</numerusform>
            <numerusform>Vince %1 con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n presa</numerusform>
            <numerusform>%n prese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 win with %n point(s).</source>
        <translation>
            <numerusform>Vincono %1 e %2 con %n punto.</numerusform>
            <numerusform>Vincono %1 e %2 con %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation>Carta di briscola: %1, girata da %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Prese fatte: %1.</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation>Foglio dei punti: le prese di ogni smazzata, i compagni insieme, vince la prima coppia che arriva a 20 (clic per chiudere)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Coppia</translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>Tocca a %1 tirare</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — lancio %2 di %3</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Tira i dadi</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Tira ancora (ne resta %n)</numerusform>
            <numerusform>Tira ancora (ne restano %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation>Tira i dadi (Invio o Spazio).</translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation>%1 sta tirando…</translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation>Nessun lancio rimasto</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation>Tieni tutti e cinque i dadi: liberane uno per tirare ancora, oppure fai clic su una casella del tuo foglio per segnare.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation>%1 ha tirato %2 (lancio %3 di %4)</translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 ritira tutti e cinque i dadi</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 tiene %2</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation>%1 ha segnato %2 in %3 (%4)</translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation> — bonus +%1!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 vince con %n punto</numerusform>
            <numerusform>%1 vince con %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation>Scegli una casella del tuo foglio per segnare questi dadi (fai clic su di essa, oppure frecce e Invio).</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation>Fai clic sui dadi (o premi 1–5) per tenerli, poi tira ancora (Invio) — oppure scegli una casella del tuo foglio per segnare (fai clic su di essa, oppure frecce e Invio).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation>nessuna casella segnata</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>totale %1</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Resta %n lancio.</numerusform>
            <numerusform>Restano %n lanci.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
