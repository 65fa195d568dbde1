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
        <source>Interface language (en, it).</source>
        <translation>Lingua dell&apos;interfaccia (en, it).</translation>
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
        <source>--lang: unknown language &apos;%1&apos; (en, it)</source>
        <translation>--lang: lingua sconosciuta &apos;%1&apos; (en, it)</translation>
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
        <source>%1 players</source>
        <translation>%1 giocatori</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 giocatori</translation>
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
        <source>About 800 Elo</source>
        <translation>Circa 800 Elo</translation>
    </message>
    <message>
        <source>About 1000 Elo</source>
        <translation>Circa 1000 Elo</translation>
    </message>
    <message>
        <source>About 1200 Elo</source>
        <translation>Circa 1200 Elo</translation>
    </message>
    <message>
        <source>About 1400 Elo</source>
        <translation>Circa 1400 Elo</translation>
    </message>
    <message>
        <source>About 1600 Elo</source>
        <translation>Circa 1600 Elo</translation>
    </message>
    <message>
        <source>About 1800 Elo</source>
        <translation>Circa 1800 Elo</translation>
    </message>
    <message>
        <source>About 2000 Elo</source>
        <translation>Circa 2000 Elo</translation>
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
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
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
        <source>About Ludoteca</source>
        <translation>Informazioni su Ludoteca</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Ludoteca %1&lt;/h3&gt;&lt;p&gt;Board, dice and card games for the whole family, against each other or the computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ludoteca %1&lt;/h3&gt;&lt;p&gt;Giochi da tavolo, di dadi e di carte per tutta la famiglia, tra di voi o contro il computer.&lt;/p&gt;</translation>
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
        <source>Autosave failed: %1</source>
        <translation>Salvataggio automatico non riuscito: %1</translation>
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
        <source>Saved to %1</source>
        <translation>Salvata in %1</translation>
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
    <message numerus="yes">
        <source>You have an unfinished game of %1 (%n move(s) played). Resume it?</source>
        <translation>
            <numerusform>Hai una partita di %1 non finita (%n mossa giocata). Vuoi riprenderla?</numerusform>
            <numerusform>Hai una partita di %1 non finita (%n mosse giocate). Vuoi riprenderla?</numerusform>
        </translation>
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
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>Il computer ha scelto una mossa non valida.</translation>
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
        <source>A new language is used from the next start.</source>
        <translation>La nuova lingua sarà usata dal prossimo avvio.</translation>
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
        <source>Ludoteca game</source>
        <translation>Partita di Ludoteca</translation>
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
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 carte</translation>
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
        <source>%1 draws %2 cards</source>
        <translation>%1 pesca %2 carte</translation>
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
        <source>%1 players miss a turn</source>
        <translation>%1 giocatori saltano un turno</translation>
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
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 vince con %2 punti!</translation>
    </message>
    <message>
        <source>%1 — turn total %2 · %3 dice to throw</source>
        <translation>%1 — totale del turno %2 · %3 dadi da lanciare</translation>
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
        <source>%1 captured %2 pieces: %3</source>
        <translation>%1 ha catturato %2 pezzi: %3</translation>
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
    <message>
        <source>%1 of %2 flags right.</source>
        <translation>%1 bandiere giuste su %2.</translation>
    </message>
    <message>
        <source>%1 wins with 1 point!</source>
        <translation>%1 vince con 1 punto!</translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 vince con %2 punti!</translation>
    </message>
    <message>
        <source>Shared win: %1, 1 point each.</source>
        <translation>Vittoria condivisa: %1, 1 punto ciascuno.</translation>
    </message>
    <message>
        <source>Shared win: %1, %2 points each.</source>
        <translation>Vittoria condivisa: %1, %2 punti ciascuno.</translation>
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
        <source>All %1 countries of the world (ISO 3166)</source>
        <translation>Tutti i %1 paesi del mondo (ISO 3166)</translation>
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
        <source>%1 captured %2&apos;s pawn</source>
        <translation>%1 ha mangiato una pedina di %2</translation>
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
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>%1 wins with %2 points</source>
        <translation>%1 vince con %2 punti</translation>
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
        <source>Choose a box on your sheet to score these dice.</source>
        <translation>Scegli una casella del tuo foglio per segnare questi dadi.</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again — or click a box on your sheet to score.</source>
        <translation>Fai clic sui dadi (o premi 1–5) per tenerli, poi tira ancora — oppure fai clic su una casella del tuo foglio per segnare.</translation>
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
</context>
</TS>
