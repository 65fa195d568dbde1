<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation>No se han encontrado imágenes de las cartas, así que se dibujan cartas sencillas. Para tener las cartas de verdad, instala el paquete kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation>No se ha podido leer la baraja %1, así que se dibujan cartas sencillas.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation>Empieza enseguida una partida del juego &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation>Quién juega, por ejemplo human:Anna,ai:hard,random (requiere --game).</translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation>Semilla para los dados y las barajadas.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation>No ofrecer reanudar la partida guardada automáticamente.</translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation>Ritmo de las animaciones: 0 instantáneo, 1 normal, 2 lento.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>Guarda una imagen de la ventana en &lt;file&gt; y sale.</translation>
    </message>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation>Ludoteca: juegos de tablero, de dados y de cartas.</translation>
    </message>
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation>--lang: no hay traducción para &apos;%1&apos; (%2); la interfaz está en inglés</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argumento inesperado: %1</translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation>--seats requiere --game</translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation>--seats: %1</translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation>--seed: se esperaba un número, se ha recibido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation>--pace: se esperaba un número de 0 a 3, se ha recibido &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation>Idioma de la interfaz: %1.</translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation>Deshacer en la partida: free, own-last-move u off (requiere --game; por defecto, lo que indique el juego: own-last-move si hay azar contra el ordenador, free en los demás casos).</translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation>--undo requiere --game</translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation>--undo: se esperaba free, own-last-move u off, se ha recibido &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Reparto: %n carta a cada uno</numerusform>
            <numerusform>Reparto: %n cartas a cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets %n card(s)</source>
        <translation>
            <numerusform>%1 recibe %n carta</numerusform>
            <numerusform>%1 recibe %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt</source>
        <translation>
            <numerusform>%n carta repartida</numerusform>
            <numerusform>%n cartas repartidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation>un error desconocido</translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation>Guiñar un ojo</translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation>Rascarse la mejilla</translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation>Tocarse la nariz</translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation>Tirarse del lóbulo de la oreja</translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation>Levantar las cejas</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>Asentir con la cabeza</translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation>Frotarse los ojos</translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation>Dar un golpecito en la mesa</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>gana %n peón</numerusform>
            <numerusform>gana %n peones</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation>gana un caballo</translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation>gana un alfil</translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation>gana una torre</translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation>gana la dama</translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation>gana la calidad</translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>gana %n pieza</numerusform>
            <numerusform>gana %n piezas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>gana %n dama</numerusform>
            <numerusform>gana %n damas</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>posición igualada</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 están algo mejor</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 están mejor</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 están ganando</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>mate en %n</numerusform>
            <numerusform>mate en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 dan mate en %n</numerusform>
            <numerusform>%1 dan mate en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>las blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>las negras</translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation>Previsto: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>gana en %n jugada</numerusform>
            <numerusform>gana en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 ganan en %n jugada</numerusform>
            <numerusform>%1 ganan en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 está algo mejor</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 está mejor</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 está ganando</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 da mate en %n</numerusform>
            <numerusform>%1 da mate en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 gana en %n jugada</numerusform>
            <numerusform>%1 gana en %n jugadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
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
        <translation>--game: juego desconocido &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation>Tu mano está vacía.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Tu mano: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation>Cartas en las otras manos: %1.</translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation>Cartas en la mano: %1.</translation>
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
        <translation>Dados: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Apartados: %1.</translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation>Guardados: %1.</translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation>Total del turno: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>Bote: %n ficha.</numerusform>
            <numerusform>Bote: %n fichas.</numerusform>
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
        <translation>Unos</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Doses</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treses</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Cuatros</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seises</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máximo</translation>
    </message>
    <message>
        <source>Tris</source>
        <translation>Trío</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Escalera pequeña</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Póquer</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Escalera grande</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>down column</source>
        <translation>columna descendente</translation>
    </message>
    <message>
        <source>up column</source>
        <translation>columna ascendente</translation>
    </message>
    <message>
        <source>free column</source>
        <translation>columna libre</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation>Descendente: se rellena en orden de los Unos al Yam</translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation>Ascendente: se rellena en orden del Yam a los Unos</translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation>Libre: cualquier casilla vacía, en cualquier orden</translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation>Total 1–6</translation>
    </message>
    <message>
        <source>Bonus (63+)</source>
        <translation>Bonificación (63+)</translation>
    </message>
    <message>
        <source>Min + Max</source>
        <translation>Mínimo + Máximo</translation>
    </message>
    <message>
        <source>Total Tris–Yam</source>
        <translation>Total Trío–Yam</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Total de la columna</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
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
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>comodín</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card said aloud: its rank, its suit</comment>
        <translation>%1 de %2</translation>
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
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Banderas</translation>
    </message>
    <message>
        <source>Kids</source>
        <translation>Niños</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation>Acabar la mano cuando se han cogido sus penalizaciones</translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation>Las manos de Damas, Corazones y Barbu terminan en cuanto se han cogido todas sus cartas de penalización: los puntos son los mismos y la mano es más corta. El reglamento juega las 13 bazas.</translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation>Batalla corsa</translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation>Terminar tras 1000 cartas</translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation>El reglamento juega hasta que un jugador tiene las 52 cartas; con esta opción, tras 1000 cartas giradas gana quien tenga más cartas, y los empatados comparten la victoria.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Ajedrez</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>El más fuerte</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Posición inicial (FEN)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation>Empieza desde una posición escrita en FEN; déjalo vacío para la posición inicial de siempre.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation>Un reloj de ajedrez para cada jugador: el tiempo base más los segundos que se añaden tras cada jugada. El reglamento no usa reloj; quien agota su tiempo pierde.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minuto</translation>
    </message>
    <message>
        <source>3 minutes + 2 s</source>
        <translation>3 minutos + 2 s</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minutos</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 minutos</translation>
    </message>
    <message>
        <source>10 minutes + 5 s</source>
        <translation>10 minutos + 5 s</translation>
    </message>
    <message>
        <source>15 minutes + 10 s</source>
        <translation>15 minutos + 10 s</translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation>30 minutos</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 minutos</translation>
    </message>
    <message>
        <source>90 minutes + 30 s</source>
        <translation>90 minutos + 30 s</translation>
    </message>
    <message>
        <source>Repetition and fifty moves</source>
        <translation>Repetición y cincuenta jugadas</translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation>Si la triple repetición y la regla de las cincuenta jugadas terminan la partida por sí solas (como en nuestras reglas) o si un jugador tiene que reclamar las tablas, como en los torneos FIDE.</translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation>Tablas automáticas</translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation>Tablas al reclamarlas (FIDE)</translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation>Motor UCI externo</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Ocho loco</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Número de manos</translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation>Cuántas manos forman una partida; el reglamento juega 5.</translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation>Aviso &quot;¡Carta!&quot;</translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation>Quien se queda con una sola carta debe decir &quot;¡Carta!&quot; antes de la siguiente jugada o lo pillan; el reglamento lo incluye.</translation>
    </message>
    <message>
        <source>10,000</source>
        <translation>10.000</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Mínimo de apertura</translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation>El total del turno que necesita un jugador que aún no tiene puntos para poder anotarlos: 750 en el texto principal del reglamento, 1000 en una nota de algunas ediciones.</translation>
    </message>
    <message>
        <source>750 points</source>
        <translation>750 puntos</translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation>1000 puntos</translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation>Apartar todos los dados que puntúan</translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation>Desactivado: aparta al menos un dado o una combinación que puntúe y vuelve a tirar el resto (la regla habitual). Activado: hay que apartar todos los dados que puntúan (al pie de la letra del reglamento).</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation>El 221 recibe 2 más</translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation>Desactivado: el perdedor que ha sacado 221 recibe exactamente 2 fichas, sea cual sea la mejor tirada (lo que dice el reglamento). Activado: recibe lo que marca la tabla más 2, como en algunos bares.</translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation>Parar cuando se sepa el ganador</translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation>Desactivado: la descarga sigue hasta que un jugador tiene las 21 fichas y es, por tanto, el perdedor. Activado: la partida se detiene en cuanto el primer jugador se queda sin fichas. El ganador es el mismo en ambos casos.</translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation>Blackjack con dados</translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation>Fichas por jugador</translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation>Cuántas fichas tiene cada jugador al empezar: el reglamento da 5; con menos la partida es más corta, con más, más larga.</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Número de rondas</translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation>0: se juega hasta que un jugador tiene todas las fichas, como dice el reglamento. Cualquier otro número termina la partida tras esas rondas y gana quien tenga más fichas (la lectura del texto sueco).</translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation>Póquer de dados</translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation>Tiradas de quien abre la ronda</translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation>Cuántas veces puede tirar quien abre: 3 en cuatro de los cinco idiomas del reglamento, 4 en el texto italiano. Los demás pueden tirar como mucho tantas veces como tiró quien abrió.</translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation>Hasta 3 tiradas</translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation>Hasta 4 tiradas</translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation>Las fichas de cada jugador al empezar: 10 en el reglamento.</translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation>Tablas tras jugadas sin progreso</translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation>La partida es tablas cuando cada jugador ha hecho seguidas este número de jugadas moviendo solo damas y sin capturar nada (el reglamento dice 20; los torneos FMJD usan 25).</translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation>Empieza desde una posición escrita en FEN de damas (W:W31,32,...:B1,2,...); déjalo vacío para la posición inicial de siempre.</translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation>¡Ponlas en orden!</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Cartas para ganar</translation>
    </message>
    <message>
        <source>Order by</source>
        <translation>Ordenar por</translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation>Ordena la fila según la superficie de los países, como juega el reglamento, o según su población (la variante del reglamento).</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Superficie</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Población</translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation>Cuántas carreras (una carta cada una) ganan la partida; el reglamento juega a 3.</translation>
    </message>
    <message>
        <source>This and That</source>
        <translation>Esto y aquello</translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation>Test de banderas</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation>Nombra el país de cada bandera, como juega el reglamento, o su capital (la variante del reglamento).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>País</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Flags per player</source>
        <translation>Banderas por jugador</translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation>A cuántas banderas responde cada jugador; el reglamento juega hasta agotar el mazo, y el juego hace lo mismo cuando el mazo no llega para tantas.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation>Las 48 cartas de la caja, como juega el reglamento, o solo las de un continente.</translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation>Las 48 banderas</translation>
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
        <translation>África</translation>
    </message>
    <message>
        <source>America</source>
        <translation>América</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceanía</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Choose among four names, or type the name (accents, capitals and one slip of the keyboard do not matter; English names are accepted too).</source>
        <translation>Elige entre cuatro nombres o escribe el nombre (no importan las tildes, las mayúsculas ni una errata al teclear; también se aceptan los nombres en inglés).</translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation>Cuatro opciones</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Escritas</translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation>¡Encuéntrame!</translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation>Cuántas cartas rojas necesita un jugador para ganar. El reglamento pide 6 con 2 jugadores, 5 con 3 a 7 y 4 con 8 o más.</translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation>Como dice el reglamento</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 cartas</translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation>4 cartas</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 cartas</translation>
    </message>
    <message>
        <source>6 cards</source>
        <translation>6 cartas</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 cartas</translation>
    </message>
    <message>
        <source>Roll limit</source>
        <translation>Límite de tiradas</translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation>La partida se detiene tras este número de tiradas y gana quien tenga más cartas. El reglamento no tiene límite: la partida termina cuando un jugador alcanza el objetivo (o tras 20 tiradas seguidas en las que ninguna carta ha cambiado de mano).</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation>100 tiradas</translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation>150 tiradas</translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation>200 tiradas</translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation>Un, dos, tres</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Partida corta</translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation>Gana el primer jugador que se queda con una sola carta (la variante corta del reglamento); si no, el primero que juega su última carta.</translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation>¡Grita!</translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation>Idioma de los nombres de países</translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation>Los nombres correctos gritados en el mismo instante son para el jugador cuyo país va antes por orden alfabético de su nombre en este idioma (regla Y7): elegid el idioma en el que jugáis.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglés</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Game of the Goose</source>
        <translation>Juego de la oca</translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation>Seguir por los puestos</translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation>Tras el ganador, los demás siguen jugando por el 2.º, 3.º y 4.º puesto.</translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation>Fácil (solo tira)</translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation>Medio (solo tira)</translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation>Difícil (solo tira)</translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation>Pozo y cárcel</translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation>Esperar el rescate: una ficha se queda en el pozo o en la cárcel hasta que otra ficha cae allí y ocupa su lugar (la regla del reglamento). Perder dos turnos: la variante del reglamento.</translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation>Esperar a que llegue otra ficha</translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation>Perder dos turnos</translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation>Kem&apos;s</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Puntuación objetivo</translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation>Gana el primer equipo que alcanza esta puntuación; el reglamento la deja a elección de los jugadores.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Tiempo límite (minutos)</translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation>La partida también termina cuando su reloj pasa de este tiempo; gana el equipo que va por delante (el reglamento dice que una partida dura unos 15 minutos).</translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation>Parchís</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Escalera</translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation>Paso a paso: se sube un escalón cada vez con el número exacto del escalón siguiente (la lectura del reglamento). Salto: desde el escalón k, una tirada mayor que k lleva directamente a ese escalón.</translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation>Escalón a escalón (1, 2, 3, 4, 5, 6)</translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation>Saltar al escalón sacado</translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation>Tres seises acaban el turno</translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation>Regla de la casa: un tercer 6 seguido se pierde y el turno pasa. El reglamento no pone límite.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Juego del molino</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Líneas diagonales</translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation>Añade las cuatro diagonales de las esquinas como líneas por las que mover y formar molinos; el reglamento admite molinos en diagonal, el tablero clásico no los tiene.</translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation>Ni 5 ni 2</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Número de dados</translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation>4 dados, como en la lista de material del reglamento, o 5, como en el conocido &quot;Stuck in the Mud&quot;.</translation>
    </message>
    <message>
        <source>4 dice</source>
        <translation>4 dados</translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation>5 dados</translation>
    </message>
    <message>
        <source>A throw with a 2 or 5 still scores</source>
        <translation>Una tirada con un 2 o un 5 también puntúa</translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation>Activado: los demás dados de una tirada con doses o cincos siguen puntuando (el reglamento). Desactivado: una tirada con algún 2 o 5 no puntúa nada (la regla del conocido &quot;Stuck in the Mud&quot;).</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>La pocha</translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation>Variante de la casa: solo las manos de subida, de 1 carta al máximo; el reglamento también las juega de bajada hasta 1.</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Presidente</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation>Cuántas manos dura la partida: el reglamento no fija un final, así que cada mano da 3 puntos al Presidente, 2, 1 y 0 al Mendigo, y gana el total más alto.</translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation>Carrera de rectángulos</translation>
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
        <translation>Equipos de dos</translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation>Con 4 jugadores, el 1.º y el 3.º juegan contra el 2.º y el 4.º, y los compañeros comparten el color de fichas; el reglamento admite equipos.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Manos descubiertas</translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation>Todas las manos se muestran boca arriba, para jugadores muy pequeños que necesitan ayuda.</translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation>Mostrar las líneas de tres</translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation>Marca cada línea en la que a un jugador le falta una sola ficha.</translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation>Una carta muerta acaba el turno</translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation>Cambiar una carta muerta es todo el turno; según la regla del editor, el jugador luego juega su turno como siempre.</translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation>Barco, capitán y tripulación</translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation>Mejorar la carga</translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation>Activado: cuando el barco, el capitán y la tripulación están a bordo, las tiradas que quedan sirven para volver a tirar uno o los dos dados de la carga, y cuenta la última tirada (la regla habitual). Desactivado: la carga vale tal como sale (el reglamento no dice más).</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Serpientes y escaleras</translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation>Pasarse de 100</translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation>Rebote: se cuenta hasta 100 y se retrocede lo que sobra (el reglamento). Quedarse: una tirada que pasa de 100 se pierde. Llegada: llegar a 100 o pasarse gana (una regla de la casa habitual).</translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation>Rebotar desde 100</translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation>Quedarse quieto</translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation>Pasarse de 100 gana</translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation>Un 6 vuelve a tirar</translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation>Regla de la casa: un 6 da otra tirada. El reglamento no da tiradas extra.</translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation>Whistiti</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation>Terminar la mano</translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation>Cuando alguien llega a 20 se juega la mano hasta el final; gana entonces el total más alto. El reglamento termina la partida en la baza que llega a 20.</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation>Qué columnas tiene cada hoja: el reglamento juega las tres (descendente, ascendente, libre) y deja que los jugadores acuerden menos para una partida más corta.</translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation>Tres columnas: descendente, ascendente y libre</translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation>Dos columnas: descendente y ascendente</translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation>Dos columnas: descendente y libre</translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation>Dos columnas: ascendente y libre</translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation>Una columna: libre</translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation>Una columna: descendente</translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation>Una columna: ascendente</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Español</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugués</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danés</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Sueco</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Ruso</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francés</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Alemán</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation>El ajedrez 960 (ajedrez aleatorio de Fischer) baraja las piezas de la primera fila, igual para los dos bandos, en una de 960 posiciones iniciales; el enroque lleva el rey y la torre a las mismas casillas que en el ajedrez estándar.</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Ajedrez estándar</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Ajedrez 960</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Posición de ajedrez 960</translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation>El número de la posición inicial del ajedrez 960, de 0 a 959 (518 es la posición de siempre), o &quot;random&quot; para sortear una al empezar la partida. Una posición inicial en FEN ocupa su lugar.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n jugador</numerusform>
            <numerusform>%1–%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation>Principiante (unos 800 Elo)</translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation>Novato (unos 1000 Elo)</translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation>Jugador ocasional (unos 1200 Elo)</translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation>Intermedio (unos 1400 Elo)</translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation>Jugador de club (unos 1600 Elo)</translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation>Jugador de club fuerte (unos 1800 Elo)</translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation>Experto (unos 2000 Elo)</translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation>Volver golpeando</translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation>Un jugador que se ha quedado sin cartas aún puede golpear una pareja y vuelve al juego con el montón; un golpe en falso sin cartas lo elimina para siempre.</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Por parejas</translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation>Los compañeros se sientan uno frente al otro, el primer y el tercer jugador contra el segundo y el cuarto, y juntan sus bazas: gana la primera pareja que llega a 20. El reglamento hace jugar a cada uno por su cuenta.</translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation>Personas de equipos contrarios verían las cartas de los otros en una misma pantalla: sienta a las personas como compañeros (jugadores 1 y 3, o 2 y 4).</translation>
    </message>
</context>
<context>
    <name>lt::shell::AboutDialog</name>
    <message>
        <source>licence in /usr/share/doc/kdegames-card-data-kf5/copyright</source>
        <translation>licencia en /usr/share/doc/kdegames-card-data-kf5/copyright</translation>
    </message>
    <message>
        <source>&lt;p&gt;Board, dice and card games for families, classrooms and players who want a strong opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Juegos de tablero, de dados y de cartas para familias, aulas y jugadores que buscan un rival fuerte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Licencia&lt;/h3&gt;&lt;p&gt;Ludoteca es software libre: puedes redistribuirlo y modificarlo según los términos de la &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;Licencia Pública General de GNU&lt;/a&gt;, versión 3 o cualquier versión posterior. No tiene ninguna garantía. Sus tableros, fichas, iconos y sonidos son propios y están bajo la misma licencia.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Gráficos de paquetes de Debian&lt;/h3&gt;&lt;p&gt;Se leen de los paquetes mientras la aplicación se ejecuta, nunca se copian en ella:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Barajas&lt;/b&gt; (kdegames-card-data-kf5, de KDE Games):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;No hay ninguna baraja instalada: las cartas se dibujan de forma sencilla.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Banderas&lt;/b&gt; (iso-flags-svg, de la colección de banderas de Linux Mint): dominio público.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nombres de países&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Los términos completos de cada paquete están en /usr/share/doc/&lt;i&gt;paquete&lt;/i&gt;/copyright. Compilado con Qt %1 (LGPL-3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>Acerca de Ludoteca</translation>
    </message>
</context>
<context>
    <name>lt::shell::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read; the defaults are used, and the old file is kept as %2.</source>
        <translation>No se han podido leer los ajustes de %1; se usan los predeterminados y el archivo antiguo se conserva como %2.</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
        <translation>No se han podido leer los ajustes de %1 ni apartar el archivo; se usan los predeterminados.</translation>
    </message>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation>no se han podido guardar los ajustes (¿está lleno el disco?)</translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation>Azar</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Tablero de juego</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Tablero de %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Fin de la partida: gana %1.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Fin de la partida: empate.</translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation>Fin de la partida: victoria compartida entre %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation>Le toca tirar los dados a %1.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Le toca jugar a %1.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Puntuaciones: %1.</translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation>Tus opciones: %1.</translation>
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
        <translation>Barra para la tarjeta bancaria</translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation>Elige un color</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Color del jugador</translation>
    </message>
</context>
<context>
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation>Haz clic en un punto, o usa Izquierda y Derecha, para ver esa posición</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation>franjas verticales</translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation>franjas horizontales</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>círculos</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>estrellas</translation>
    </message>
    <message>
        <source>crosses</source>
        <translation>cruces</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>animales</translation>
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
        <translation>África</translation>
    </message>
    <message>
        <source>America</source>
        <translation>América</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceanía</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Mundo</translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation>Dados aún sin tirar</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dados: %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagView</name>
    <message>
        <source>No flag picture for %1</source>
        <translation>No hay imagen de la bandera de %1</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Faltan las imágenes de las banderas: instala el paquete iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Tira los dados</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Tirar (Espacio)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation>Haz clic en una jugada para ver la posición tras ella; las flechas recorren las jugadas</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation>El ordenador no ha podido mover: %1</translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation>(carta oculta)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation>Fin de la partida: ¡gana %1!</translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation>Fin de la partida: empate.</translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation>Fin de la partida: victoria compartida: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation>Posición tras la jugada %1 de %2 (Esc: volver a la partida)</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Pasa el dispositivo a %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation>Un momento: aún se puede avisar</translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation>%1, tira los dados (Espacio)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 tira los dados…</translation>
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
            <numerusform>%1 usó %n pista.</numerusform>
            <numerusform>%1 usó %n pistas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
        <translation>Analizar desde esta jugada</translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation>Los demás jugadores miran hacia otro lado: las cartas privadas siguen ocultas.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Pasar a %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Soy %1</translation>
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
        <translation>Elige un juego</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation>Buscar juegos…</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>No hay juegos instalados.</translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation>Ningún juego coincide con la búsqueda.</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Buscar juegos</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Juegos</translation>
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
        <translation>Concurso en clase</translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation>1–6 equipos</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;hacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation>Colocar &amp;posición desde FEN…</translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation>Pegar posición (&amp;FEN)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Aj&amp;ustes…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Ludoteca</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tadísticas…</translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation>&amp;Concurso en clase</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;Acerca de Ludoteca</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
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
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation>No existe el juego &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation>¿Empezar de nuevo esta partida desde el principio? Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation>Error al guardar automáticamente: %1: %2</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation>Un archivo %1 solo contiene partidas de %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation>Este juego no puede empezar desde una posición FEN.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Colocar posición</translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation>Posición en FEN (la partida vuelve a empezar desde ella, con los mismos jugadores y reglas):</translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation>No se puede colocar la posición</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>El portapapeles no contiene texto.</translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation>¿Empezar de nuevo desde la posición del portapapeles? Se perderá la partida en curso.</translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation>Este archivo es una partida de &apos;%1&apos;, un juego que no está instalado.</translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation>Partidas de Ludoteca (*.ludoteca)</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Guardada como %1</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Open another match? The moves of this one since it was last saved will be lost.</source>
        <translation>¿Abrir otra partida? Se perderán las jugadas de esta desde la última vez que se guardó.</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Todos los archivos compatibles (%1)</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation>%1 no es un archivo de partida válido:
%2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>Tienes una partida de %1 sin terminar con %2, jugada por última vez %3 (%n jugada). ¿Reanudarla?</numerusform>
            <numerusform>Tienes una partida de %1 sin terminar con %2, jugada por última vez %3 (%n jugadas). ¿Reanudarla?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation>No se puede reanudar la partida</translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation>no se ha podido apartar el guardado automático dañado (%1)</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation>La partida guardada automáticamente no se puede reanudar:
%1

No se ha podido cambiar su nombre (%2), así que el guardado automático queda desactivado hasta que Ludoteca vuelva a arrancar: el archivo se deja como está.</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation>La partida guardada automáticamente no se puede reanudar:
%1

El archivo se ha conservado como %2.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Guardado automático dañado</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Ajustes no guardados</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>A&amp;nalizar partida</translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation>Se ha guardado tu análisis de una partida de %1 terminada con %2, jugada %3. ¿Abrirlo?</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Analizar partida</translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>El ordenador ha elegido una jugada no válida.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>No se puede deshacer: %1</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>No se puede rehacer: %1</translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation>Jugada deshecha: la partida está en la jugada %1.</translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation>Jugada rehecha: la partida está en la jugada %1.</translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation>No se puede mostrar esa posición: %1</translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation>En esta partida no se puede deshacer.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation>En esta partida solo se puede deshacer tu última jugada, y ahora no hay ninguna que deshacer.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation>En esta partida solo se puede deshacer tu última jugada, y solo mientras no se hayan tirado los dados ni robado una carta después de ella.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation>En esta partida solo se puede deshacer tu última jugada: ya está deshecha.</translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation>Rehacer mostraría dados o cartas que aún están por salir, y esta partida los mantiene ocultos.</translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation>La posición tras la jugada %1.</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>De vuelta a la partida.</translation>
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
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Ordenador %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nueva partida de %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Número de jugadores:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation>Valores del reglamento</translation>
    </message>
    <message>
        <source>Random moves (weakest)</source>
        <translation>Jugadas al azar (el más débil)</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>Elige el programa del motor</translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation>Jugador %1: persona u ordenador</translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation>Jugador %1: nombre</translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation>Jugador %1: color</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Jugador %1: nivel del ordenador</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation>Solo la última jugada propia</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation>Libre: se puede deshacer cualquier jugada. Solo la última jugada propia: cada jugador puede deshacer su propia última jugada (con las respuestas de los ordenadores) mientras no se hayan tirado los dados ni robado una carta después de ella, así que Deshacer nunca muestra lo que viene. Desactivado: no se puede deshacer.</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Deshacer:</translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation>Empezar desde una posición…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation>Motor: %1 (%2)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>No se puede usar esta posición: %1</translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
        <translation>Pega o escribe la posición; si la dejas vacía, la partida empieza desde la posición de siempre.</translation>
    </message>
</context>
<context>
    <name>lt::shell::PlayersPanel</name>
    <message>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ganador</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdido</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1.º puesto</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Ordenador · %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::RecordedGamePicker</name>
    <message>
        <source>Choose a game</source>
        <translation>Elige una partida</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 contiene %n partida. ¿Quieres abrirla?</numerusform>
            <numerusform>%1 contiene %n partidas. ¿Cuál quieres abrir?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation>Progreso del análisis</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Cancelar análisis</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation>Analizando la partida: %1 de %2 posiciones</translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation>Análisis detenido tras %1 de %2 posiciones: Analizar partida continúa desde ahí.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation>%1 ha ganado</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>mejor jugada</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>buena jugada</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation>%1: precisión %2 %. Mejores %3, buenas %4, ?! imprecisiones %5, ? errores %6, ?? errores graves %7.</translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation>Posición inicial: %1.</translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation>%1 jugó %2: %3.</translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation>Mejor: %1 (línea: %2).</translation>
    </message>
    <message>
        <source>Now: %1.</source>
        <translation>Ahora: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Reglas de %1</translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>Las reglas de %1 no están disponibles.</translation>
    </message>
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation>Contra el ordenador, Deshacer solo anula tu última jugada (con las respuestas del ordenador), y solo mientras no se hayan tirado los dados ni robado una carta después de ella: los dados y las cartas que vienen ya están decididos, y Deshacer no debe mostrarlos. Si solo juegan personas, Deshacer es libre.</translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation>Deshacer anula cualquier jugada, hasta volver al principio de la partida.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation>La ventana de nueva partida fija Deshacer para cada partida: Libre, Solo la última jugada propia o Desactivado.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation>Tamaño de la pantalla</translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation>Apoya una tarjeta bancaria en la pantalla, con su borde izquierdo sobre el borde izquierdo de la barra. Arrastra el tirador amarillo, o pulsa las teclas de flecha (con Mayús: más rápido), hasta que la barra mida exactamente lo mismo que la tarjeta. Así la Carrera de rectángulos se dibuja a su tamaño real.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation>1 mm = %1 píxeles, según la medición.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
        <translation>1 mm = %1 píxeles, según indica la pantalla.</translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation>La ventana se reconstruye en el nuevo idioma; una partida en curso continúa.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animaciones:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Reproducir sonidos</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Sonidos:</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Cartas integradas</translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation>No se han encontrado barajas: instala el paquete kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Baraja:</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Mostrar los números de las casillas</translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation>Escribe su número en una esquina de cada casilla oscura del tablero de damas, tal como se anotan las jugadas (32-28).</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Tableros:</translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation>Tamaño de la pantalla…</translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation>Tamaños reales:</translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation>medidos con una tarjeta</translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation>según indica la pantalla (sin comprobar)</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>No se han podido guardar las estadísticas: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsStore</name>
    <message>
        <source>The statistics could not be read (%1). They start again; the old file is kept as %2.</source>
        <translation>No se han podido leer las estadísticas (%1). Empiezan de cero; el archivo antiguo se conserva como %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation>No se han podido leer las estadísticas (%1) ni apartar el archivo. Se deja como está, y no se guardan estadísticas hasta que se mueva.</translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation>%1 no se ha podido leer y se conserva tal cual</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>Aún no se ha terminado ninguna partida.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Racha de victorias más larga</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Racha de derrotas más larga</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivel del ordenador</translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation>&amp;Reiniciar todo…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation>Contra el ordenador (juegos de dos):</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n ganada</numerusform>
            <numerusform>%n ganadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n perdida</numerusform>
            <numerusform>%n perdidas</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Reiniciar estadísticas</translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation>¿Olvidar las estadísticas de todos los jugadores?</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>No se han podido guardar las estadísticas: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Pistas usadas</translation>
    </message>
</context>
<context>
    <name>lt::shell::TokenPotView</name>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
</context>
<context>
    <name>lt::shell::barbu::BarbuBoard</name>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>Salad</source>
        <translation>Ensalada</translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation>2 puntos por baza cogida</translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation>6 puntos por dama cogida</translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation>2 puntos por corazón cogido</translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation>20 puntos por coger el rey de corazones</translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation>20 puntos por coger la última baza</translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation>Las cinco penalizaciones juntas</translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation>Repartes tú: elige el contrato de esta mano.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Te toca: juega una carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Tienes que seguir el palo: %1.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>reparte</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Última baza, cogida por %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Baza para %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 elige %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 se lleva la baza</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Repartiendo a %1</translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation>%1 es el último contrato de la ronda</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>mano puntuada</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation>Mano %1 de %2 · ronda %3</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Eligiendo…</translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation>%1 elige el contrato</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 reparte</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation>Hoja de puntos: los puntos de penalización de cada ronda, gana quien tenga menos (haz clic para cerrar)</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Contract: %1, chosen by %2.</source>
        <translation>Contrato: %1, elegido por %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Bazas cogidas: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation>Q gira · Mayús izquierda golpea</translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation>P gira · Mayús derecha golpea</translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation>V gira · Espacio golpea</translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation>8 del teclado numérico gira · 0 del teclado numérico golpea</translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation>Inicio gira · Fin golpea</translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation>F5 gira · F8 golpea</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation>Preparados…</translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation>1000 cartas giradas: victoria compartida.</translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation>1000 cartas giradas: ¡%1 tiene más cartas y gana!</translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation>¡%1 tiene las 52 cartas y gana!</translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation>%1 gana el montón: cógelo (%2).</translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation>%1, gira una carta (%2).</translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation>%1 gana el montón.</translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation>%1 gira.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 gira %2: %3 debe girar %n carta.</numerusform>
            <numerusform>%1 gira %2: %3 debe girar %n cartas.</numerusform>
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
            <numerusform>%1 se lleva el montón: %n carta.</numerusform>
            <numerusform>%1 se lleva el montón: %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>¡%1 golpea primero, tras %2 ms, y gana %n carta!</numerusform>
            <numerusform>¡%1 golpea primero, tras %2 ms, y gana %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation>%1 golpea, pero no hay pareja: una carta va debajo del montón.</translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation>%1 gana el montón</translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1 debe girar %n carta más</numerusform>
            <numerusform>%1 debe girar %n cartas más</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation>Golpeado por %1:</translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation>Ganado por %1:</translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>¡%1 ha golpeado en el mismo milisegundo que %2; como se sienta más cerca después del que gira, se lleva %n carta!</numerusform>
            <numerusform>¡%1 ha golpeado en el mismo milisegundo que %2; como se sienta más cerca después del que gira, se lleva las %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation>%1 golpea sin cartas y no hay pareja: %1 queda eliminado para siempre.</translation>
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
        <translation>Cartas en cada mazo: %1.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Eliminados: %1.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>El montón está vacío.</translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation>Montón: %1.</translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation>Cartas en el montón: %1; arriba %2, y debajo %3.</translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
        <translation>Pareja arriba: ¡golpea!</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>Offer draw</source>
        <translation>Ofrecer tablas</translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation>Propón tablas; tu rival acepta o rechaza</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation>Reclamar tablas</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation>Triple repetición o cincuenta jugadas sin captura ni movimiento de peón</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Rendirte en esta partida</translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation>%1, ¿abandonas la partida?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Oferta de tablas</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 ofrece tablas. %2, ¿aceptas?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Aceptar las tablas</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 abandona</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 ofrece tablas</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 acepta las tablas</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Tablas de mutuo acuerdo</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 rechaza las tablas</translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation>Tablas reclamadas: la misma posición por tercera vez</translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation>Tablas reclamadas: cincuenta jugadas sin captura ni movimiento de peón</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>en jaque</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>juega</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copiar &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copiar &amp;PGN</translation>
    </message>
    <message>
        <source>Save game as PG&amp;N…</source>
        <translation>Guardar la partida como PG&amp;N…</translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation>Guardar la partida como PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>No se ha podido escribir %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha jugado %2</translation>
    </message>
    <message>
        <source>check</source>
        <translation>jaque</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation>rey ahogado: tablas</translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation>tablas por triple repetición</translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation>tablas por la regla de las cincuenta jugadas</translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation>tablas: ninguno de los dos puede dar mate</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation>El peón avanza en línea recta, una casilla o dos desde su casilla inicial, y captura una casilla en diagonal hacia delante.</translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation>El caballo salta en forma de L: dos casillas en una dirección y luego una hacia un lado.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation>El alfil se mueve en diagonal, mientras el camino esté libre.</translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation>La torre se mueve por su fila o su columna, mientras el camino esté libre.</translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation>La dama se mueve por una fila, una columna o una diagonal, mientras el camino esté libre.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation>El rey se mueve una casilla en cualquier dirección; para enrocar, dos casillas hacia una torre.</translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation>El camino de %1 a %2 está bloqueado.</translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation>El peón no captura hacia delante: captura en diagonal.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation>El peón solo se mueve en diagonal para capturar.</translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation>El peón solo avanza dos casillas desde su casilla inicial.</translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation>Tu rey está en jaque: esta jugada no lo saca del jaque.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Esa jugada dejaría a tu rey en jaque.</translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation>No puedes enrocar por ese lado: el rey o esa torre ya se han movido.</translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation>Aún no puedes enrocar: las casillas entre el rey y la torre deben estar vacías.</translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation>No puedes enrocar mientras tu rey está en jaque.</translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation>No puedes enrocar a través de un jaque: el rey pasaría por una casilla atacada o llegaría a ella.</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Ajedrez 960: posición inicial %1</translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation>Se le ha acabado el tiempo a %1, pero %2 no puede dar jaque mate: tablas</translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation>Se le ha acabado el tiempo a %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>rey en %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>reyes en %1</translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation>dama en %1</translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation>damas en %1</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>torre en %1</translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation>torres en %1</translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation>alfil en %1</translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation>alfiles en %1</translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation>caballo en %1</translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation>caballos en %1</translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation>peón en %1</translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation>peones en %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Blancas: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Negras: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Juegan las blancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Juegan las negras.</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Jaque.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Jugadas legales: %1.</translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation>Ninguno de tus peones puede ir a %1.</translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation>Ninguno de tus caballos puede ir a %1.</translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation>Ninguno de tus alfiles puede ir a %1.</translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation>Ninguna de tus torres puede ir a %1.</translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation>Tu dama no puede ir a %1.</translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation>Tu rey no puede ir a %1.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>«%1» no es una jugada: escríbela en notación inglesa, como e4, Nf3, exd5, O-O o e8=Q.</translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation>«%1» corresponde a varias jugadas: %2. Escribe la que quieras.</translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation>Indica en qué corona el peón: %1=Q (dama), %1=R (torre), %1=B (alfil) o %1=N (caballo).</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation>Solo corona un peón que llega a la última fila.</translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation>Ahora no es posible el enroque corto (O-O).</translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation>Ahora no es posible el enroque largo (O-O-O).</translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation>No tienes ninguna pieza en %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>La partida se detiene antes de tiempo, en una jugada ilegal:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation>Esta partida no es de ajedrez.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Partida de Ludoteca</translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation>Partidas de ajedrez (*.pgn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation>No se encontró ningún motor de ajedrez UCI: se buscó «stockfish» en %1. Instala Stockfish (Debian: apt install stockfish) o elige el programa del motor.</translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation>«%1» no se puede ejecutar: no existe ese programa o no es ejecutable.</translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation>«%1» se detuvo sin responder «uciok»: no es un motor de ajedrez UCI.</translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
        <translation>«%1» no respondió «uciok» en %2 segundos: no es un motor de ajedrez UCI.</translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation>Juega las cartas seleccionadas, en el orden en que las elegiste (Intro)</translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation>No puedes jugar: roba una carta del mazo (D)</translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation>Nada que jugar tras robar: termina tu turno (P)</translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation>Elige un palo:</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Card!</source>
        <translation>¡Carta!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>¡Pillado!</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Mazo %1</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Palo elegido</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>En vigor</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation>¡Carta! = %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>se ha quedado sin cartas</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>¡%1 gana la partida!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoria compartida: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartas restantes</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation>%1 juega %2 y elige %3</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>¡%1 se queda sin cartas!</translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation>se invierte el sentido del juego</translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation>%1 pierde un turno</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 vuelve a jugar</translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation>%1 no puede jugar y roba una carta</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 reparte</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Repartiendo a %1</translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation>Ha salido un comodín: vuelve al mazo</translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation>La primera carta es %1</translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation>%1 coge una carta del mazo</translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation>%1 da una carta a %2</translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation>%1: “¡Carta!”</translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation>%1 olvidó decir “¡Carta!” y lo han pillado: cada uno de los demás jugadores le da una carta</translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation>(los descartes se barajan para formar un nuevo mazo)</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 roba %n carta</numerusform>
            <numerusform>%1 roba %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n jugador pierde un turno</numerusform>
            <numerusform>%n jugadores pierden un turno</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Descartes: %1 arriba.</translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation>Palo elegido: %1.</translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation>Palo en vigor: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartas en el mazo: %1.</translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
        <translation>El juego va en el sentido contrario.</translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>¡%1 gana con %2 puntos!</translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation>¡Fallo! Se pierden %1 puntos.</translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation>¡Fallo!</translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation>%1 necesita %2 en un turno para abrir.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation>Apartar y tirar</translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation>Apartar y anotar</translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation>Apartar y anotar %1</translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation>Apartados: +%1 (total del turno %2)</translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation>Solo se pueden apartar los dados que puntúan.</translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation>Haz clic en los dados que puntúan para apartarlos (teclas 1-5).</translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation>%1 ha sacado %2 — fallo, se pierden %3 puntos</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha sacado %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation>%1 aparta %2 (%3 en juego) y vuelve a tirar</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation>%1 aparta %2 y anota — %3 puntos</translation>
    </message>
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — total del turno %2 · %n dado por tirar</numerusform>
            <numerusform>%1 — total del turno %2 · %n dados por tirar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation>Tiradas de esta ronda</translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation>%1 · la más baja</translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · vale %n ficha</numerusform>
            <numerusform>%1 · vale %n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — recibe %n ficha</numerusform>
            <numerusform>%1 — recibe %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>tirando…</translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation>fuera — sin fichas</translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation>Carga — fichas que quedan en el bote: %1</translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation>Una tirada cada uno. La peor tirada coge del bote tantas fichas como vale la mejor tirada.</translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation>Descarga — deshazte de tus fichas</translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation>%1 abre: hasta 3 tiradas. Los demás tendrán que tirar exactamente las mismas veces.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Todos tiran exactamente %n vez. La mejor tirada da a la peor tantas fichas como vale.</numerusform>
            <numerusform>Todos tiran exactamente %n veces. La mejor tirada da a la peor tantas fichas como vale.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>¡Ganan %1!</translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation>%1 termina con las 21 fichas.</translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation>Gana el primer jugador que se queda sin fichas.</translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation>Empate en la mejor: %1 vuelven a tirar</translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation>Empate en la peor: %1 vuelven a tirar</translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation>Decide una tirada por cabeza; la cantidad sigue siendo la de la mejor tirada de la ronda.</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>Le toca tirar a %1</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — tirada %2 de %3</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Volver a tirar todos</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Volver a tirar %n dado</numerusform>
            <numerusform>Volver a tirar %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation>Haz clic en los dados que quieres guardar (teclas 1-3) y vuelve a tirar los demás, o plántate con %1.</translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation>Tienes que volver a tirar: haz clic en los dados que quieres guardar (teclas 1-3); al menos un dado se tira.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha sacado %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 vuelve a tirar %n dado</numerusform>
            <numerusform>%1 vuelve a tirar %n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 se planta tras %n tirada</numerusform>
            <numerusform>%1 se planta tras %n tiradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 coge %n ficha del bote</numerusform>
            <numerusform> · %1 coge %n fichas del bote</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 da %n ficha a %2</numerusform>
            <numerusform> · %1 da %n fichas a %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation> · el bote está vacío: descarga</translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation> · %1 se ha quedado sin fichas</translation>
    </message>
    <message>
        <source> · tie: play-off</source>
        <translation> · empate: desempate</translation>
    </message>
    <message>
        <source>Charge.</source>
        <translation>Carga.</translation>
    </message>
    <message>
        <source>Discharge.</source>
        <translation>Descarga.</translation>
    </message>
    <message>
        <source>%1, the lowest</source>
        <translation>%1, la más baja</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, vale %n ficha</numerusform>
            <numerusform>%1, vale %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation>fuera, sin fichas</translation>
    </message>
</context>
<context>
    <name>lt::shell::diceblackjack::BlackjackBoardView</name>
    <message>
        <source>Pot</source>
        <translation>Bote</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>se pasa</translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation>¡blackjack!</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>esperando</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>tirando</translation>
    </message>
    <message>
        <source>to throw</source>
        <translation>le toca tirar</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>se planta</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fuera del juego</translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation>%1, fuera</translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation>Ronda %1: resultado</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation>Ronda %1: %2 empatan a %3 — nadie se lleva nada, el bote se queda</translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation>Ronda %1: todos se han pasado — el bote se queda</translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 queda fuera del juego</translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation>%1 quedan fuera del juego</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Aún no se ha plantado nadie.</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation>Mejor hasta ahora: %1 (%2).</translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation>Ronda %1 · la abre %2</translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation>Le toca a %1 tirar los tres dados</translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation>%1, tira los tres dados (Espacio).</translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation>Le toca tirar a %1.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Ronda %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 tiene %2</translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation>%1 es el último en jugar.</translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation>Plántate (S) o tira más dados (1, 2, 3).</translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation>Tirar los tres dados</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>Plantarse con %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Plantarse</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation>%1 ha sacado %2: %3, se pasa — una ficha al bote</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation>%1 ha sacado %2: %3, se pasa</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation>%1 ha sacado %2: %3</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 se planta con %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 gana la ronda %2 con %3 y se lleva %n ficha</numerusform>
            <numerusform>%1 gana la ronda %2 con %3 y se lleva %n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Fin de la partida tras %n ronda</numerusform>
            <numerusform>Fin de la partida tras %n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>¡%1 gana la partida con %n ficha, todas las del juego!</numerusform>
            <numerusform>¡%1 gana la partida con las %n fichas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>¡%1 gana la partida con %n ficha!</numerusform>
            <numerusform>¡%1 gana la partida con %n fichas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>¡%1 comparten la victoria con %n ficha cada uno!</numerusform>
            <numerusform>¡%1 comparten la victoria con %n fichas cada uno!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1 tiene %2 y tira %n dado más</numerusform>
            <numerusform>%1 tiene %2 y tira %n dados más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>Falta por jugar %n jugador.</numerusform>
            <numerusform>Faltan por jugar %n jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Tirar %n dado</numerusform>
            <numerusform>Tirar %n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>Tirar %n dado más</numerusform>
            <numerusform>Tirar %n dados más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 tira %n dado más</numerusform>
            <numerusform>%1 tira %n dados más</numerusform>
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
        <translation>Plantarse</translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation>Apostar 1 ficha</translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation>Apostar 2 fichas</translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation>Jugadas de esta ronda</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>pareja</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>doble pareja</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>trío</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>póquer</translation>
    </message>
    <message>
        <source>poker</source>
        <translation>repóquer</translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — gana %n ficha</numerusform>
            <numerusform>%1 — gana %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>tirando…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>¡%1 gana con %n ficha!</numerusform>
            <numerusform>¡%1 gana con %n fichas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Victoria compartida: %1, %n ficha cada uno</numerusform>
            <numerusform>Victoria compartida: %1, %n fichas cada uno</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation>Un jugador se ha quedado sin fichas: la partida ha terminado.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 abre la ronda %2</translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation>Quien abre elige la apuesta: cada jugador pone 1 o 2 fichas en el bote.</translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation>%1 — tirada %2 de %3 como máximo · apuesta %4</translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation>Desempate: %1</translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation>Las mejores jugadas son iguales: una tirada de los cinco dados por cabeza decide el bote.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Volver a tirar todos</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Volver a tirar %n dado</numerusform>
            <numerusform>Volver a tirar %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation>Haz clic en los dados que quieres guardar (teclas 1-5) y vuelve a tirar los demás, o plántate con %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 fija la apuesta en %n ficha por cabeza</numerusform>
            <numerusform>%1 fija la apuesta en %n fichas por cabeza</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation>%1 ha sacado %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 guarda %2 y vuelve a tirar %n dado</numerusform>
            <numerusform>%1 guarda %2 y vuelve a tirar %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 vuelve a tirar los cinco dados</translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation>%1 se planta con %2</translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 gana el bote de %n ficha</numerusform>
            <numerusform> · %1 gana el bote de %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation> · mejores jugadas iguales: desempate</translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
        <translation>A batir: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1: not a legal move</source>
        <translation>%1: jugada no válida</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha jugado %2</translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation>%1 ha capturado una pieza: %2</translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation> y ha coronado dama</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>tablas: la misma posición por tercera vez</translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation>tablas: demasiadas jugadas solo con damas y sin capturas</translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation>%1 no puede mover: gana %2</translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation>%1 no tiene más piezas: gana %2</translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation>Números de las casillas</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Copiar la posición (FEN)</translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 ha capturado %n pieza: %2</numerusform>
            <numerusform>%1 ha capturado %n piezas: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>man %1</source>
        <translation>peón en %1</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>peones en %1</translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>dama en %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>damas en %1</translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation>ninguna pieza</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Blancas: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Negras: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Juegan las blancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Juegan las negras.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Jugadas legales: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>La partida se detiene antes de tiempo, en una jugada ilegal:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation>Esta partida no es de damas.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Partida de Ludoteca</translation>
    </message>
    <message>
        <source>Draughts games (*.pdn)</source>
        <translation>Partidas de damas (*.pdn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomQuizPage</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Bandera %1 de %2</translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation>¿Cuál es la capital de este país?</translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation>¿Qué país es este?</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>¡Tiempo!</translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation>Espacio: siguiente bandera</translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation>Espacio: mostrar la respuesta</translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation>1: punto para el equipo</translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation>1–%1: punto para un equipo</translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation>%1   ·   %2   ·   Retroceso: deshacer   ·   Esc: terminar el concurso   ·   F11: pantalla completa</translation>
    </message>
    <message>
        <source>Flag quiz</source>
        <translation>Concurso de banderas</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exportar como CSV…</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Nuevo concurso</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Bandera</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>incorrecta</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation>Esta vez no hay puntos.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>%1 de %n bandera correcta.</numerusform>
            <numerusform>%1 de %n banderas correctas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>¡%1 gana con %n punto!</numerusform>
            <numerusform>¡%1 gana con %n puntos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Victoria compartida: %1, %n punto cada uno.</numerusform>
            <numerusform>Victoria compartida: %1, %n puntos cada uno.</numerusform>
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
        <translation>África</translation>
    </message>
    <message>
        <source>America</source>
        <translation>América</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Oceanía</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>Antártida</translation>
    </message>
    <message>
        <source>Flags in the classroom</source>
        <translation>Banderas en clase</translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation>Proyecta esta pantalla. Durante el concurso todo se hace con el teclado: Espacio muestra la respuesta y la siguiente bandera, 1–6 dan un punto a un equipo, Retroceso lo quita, Esc termina el concurso.</translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation>Las 48 banderas de la caja de Flaggy</translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation>Adivina el país</translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation>Adivina la capital (banderas de Flaggy)</translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation>El profesor muestra la respuesta</translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation>Cuatro opciones grandes</translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation>Sin opciones, respuestas mostradas en los resultados (concurso por escrito)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>sin tiempo</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Equipo %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Banderas</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Continentes</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respuestas</translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation>Número de banderas</translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation>Tiempo por bandera</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipos</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Empezar el concurso</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation>de %1 disponibles</translation>
    </message>
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>El %n país del mundo (ISO 3166)</numerusform>
            <numerusform>Los %n países del mundo (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation>Equipo %1: nombre</translation>
    </message>
    <message>
        <source>Quiz settings</source>
        <translation>Ajustes del concurso</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation>Banderas en clase</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Faltan las imágenes de las banderas: instala el paquete iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation>El concurso en clase no puede empezar.

%1</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Exportar los resultados</translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation>resultados-concurso-banderas.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation>No se han podido guardar los resultados en %1: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation>Tira el dado rojo</translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation>%1 km²</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 millones</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation>superficie menor  ←                →  superficie mayor</translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation>menos habitantes  ←                →  más habitantes</translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation>%1, ¿dónde va este país?</translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation>¡Sitio equivocado! %1 tira el dado rojo</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>¡%1 gana la partida!</translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation>¡%1 ha ganado la carrera! Nueva carrera: %2 pone la primera carta</translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation>%1 pone la primera carta</translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation>¡Correcto! %1 ha puesto %2 en su sitio</translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation>%1 se ha equivocado con %2, pero el dado lo ha salvado</translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation>%1 se ha equivocado con %2 y queda fuera de esta carrera</translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation>DADO ROJO</translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation>%1 o Mundo salva a %2</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Carrera %1</translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation>Siguen en la carrera: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>%n carta para ganar</numerusform>
            <numerusform>%n cartas para ganar</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation>Haz clic en una flecha de la fila, o elige con ← → y pulsa Intro.</translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation>%1 pone %2 para empezar la fila</translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation>%1 coge la carta de arriba</translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation>%1 coloca %2: ¡correcto!</translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation>%1 coloca %2: ¡incorrecto!</translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation>%1 saca %2: se salva y sigue en la carrera</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation>%1 saca %2 y queda fuera: %3 gana la carrera y %4</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation>%1 saca %2: ¡%3 gana la carrera y la partida!</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation>%1 saca %2 y queda fuera de esta carrera</translation>
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
        <translation>Cartas ganadas: %1.</translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation>Siguen en la carrera: %1.</translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation>Cartas en la fila: %1. Cartas en el mazo: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation>No encaja nada: roba una carta (Intro)</translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation>No encaja nada: pasa (Intro)</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 carta</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Repartiendo las cartas…</translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation>Los dados azules eligen la primera carta</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Las manos están ocultas</translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation>Se tiran los dados para la primera carta</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Esa carta está en el mazo: se vuelve a tirar</translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation>¡Premio! %1 juega otra carta</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Le toca a %1</translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation>¡%1 ha jugado la última carta y gana!</translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation>Ya no se puede jugar nada: gana quien tenga menos cartas</translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation>TIRADA INICIAL</translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation>%1 ha abierto con %2</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation>En la mesa: %1 de %2</translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation>Elige una carta de tu mano: se iluminan los sitios donde encaja.</translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation>Haz clic en un sitio verde, o en uno dorado para unir dos cartas y volver a jugar.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation>Teclas: 1-9 o ← → eligen una carta, ↑ ↓ su sitio (marco blanco), Intro la juega, Esc la suelta.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Se reparte una carta a %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 roba una carta</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation>Dados: %1. Esa carta roja está en el mazo: se vuelve a tirar</translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation>Dados: %1 — %2 abre con %3</translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation>¡%1 juega %2, la última carta!</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation>%1 no puede jugar y roba</translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation>%1 no puede jugar y pasa</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Cartas de %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Se reparte %n carta a cada uno</numerusform>
            <numerusform>Se reparten %n cartas a cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 juega %2 uniendo %n carta: ¡vuelve a jugar!</numerusform>
            <numerusform>%1 juega %2 uniendo %n cartas: ¡vuelve a jugar!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Tus cartas: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
        <translation>Cartas en la mesa: %1. Cartas en el mazo: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>(not a country of the box)</source>
        <translation>(no es un país de la caja)</translation>
    </message>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Bandera %1 de %2</translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation>%1, ¿cuál es la capital de este país?</translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation>%1, ¿qué país es este?</translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation>Escribe la capital y pulsa Intro</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Escribe el país y pulsa Intro</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Prepárate…</translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation>¡Era la última bandera!</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 ha respondido</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>¡Correcto! %1</translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation>Incorrecto — era %1</translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation>Cuatro respuestas para %1</translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation>Bandera %1 de %2 para %3</translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation>%1: %2 — ¡correcto!</translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation>%1: %2 — incorrecto, era %3</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tecla %2</translation>
    </message>
    <message>
        <source>Touch a card: its letter or a click. Book: F1–F%1 or a click on the name of who has it.</source>
        <translation>Toca una carta: con su letra o un clic. Pide turno: F1–F%1 o un clic en el nombre de quien la tiene.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation>Pulsadores — %1. Pulsa y luego, en 3 s, la letra de una carta, o F1–F%2 para decir quién la tiene. El ratón es de %3.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparaos…</translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation>Colocando las cartas rojas…</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, ¡tira los dados!</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 tira los dados…</translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation>%1: ¡la letra de una carta, o F1–F%2 para quien la tiene!</translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation>¡Encuentra la carta con %1 o, si ya no está, pide turno y di quién la tiene!</translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation>Se ha alcanzado el límite de tiradas: gana quien tenga más cartas.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>tecla %1</translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation>Se pone una carta roja en la mesa</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha sacado %2</translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation>¡%1 ha encontrado %2!</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation>%1 ha tocado %2: carta equivocada, fuera en esta tirada</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation>%1 ha tocado %2: carta equivocada — todos fuera, se vuelve a tirar</translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation>Nadie a tiempo: %1 vuelve a tirar</translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation>%1 ha pedido turno: «¡La tengo yo!» — correcto, %2 se queda con %1</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation>%1 ha pedido turno: «¡La tiene %2!» — correcto, %1 se lleva %3</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation>%1 ha pedido turno: «¡La tiene %2!» — incorrecto</translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation>%1 ha pedido turno pero no ha nombrado a nadie a tiempo — incorrecto</translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation>; %1 vuelve a la mesa</translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation>; %1 debe una carta</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — ¡%1 gana la partida!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>¡%1 gana con %n carta!</numerusform>
            <numerusform>¡%1 gana con %n cartas!</numerusform>
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
        <translation>Cartas ganadas: %1.</translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation>Cartas que se deben: %1.</translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation>Cartas por ganar: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiSeatsView</name>
    <message>
        <source>rolls</source>
        <translation>tira</translation>
    </message>
    <message>
        <source>out this roll</source>
        <translation>fuera en esta tirada</translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>debe %n carta</numerusform>
            <numerusform>debe %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_un_due_tre::UdtBoardView</name>
    <message>
        <source>1 blue die</source>
        <translation>1 dado azul</translation>
    </message>
    <message>
        <source>2 blue dice</source>
        <translation>2 dados azules</translation>
    </message>
    <message>
        <source>Red die</source>
        <translation>Dado rojo</translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation>Azul + rojo</translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation>Los 3 dados</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Terminar turno (E)</translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation>una carta con ambos</translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation>una carta que coincida</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Las manos están ocultas</translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation>Los dados azules eligen quién empieza</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Esa carta está en el mazo: se vuelve a tirar</translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation>%1, ¿cuántos dados tiras?</translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation>%1 elige los dados</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 tira</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 descarta</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 roba %n carta</numerusform>
            <numerusform>%1 roba %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation>¡%1 se ha quedado sin cartas y gana!</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Descartes: %n carta</numerusform>
            <numerusform>Descartes: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation>Último turno: %1 descartadas, %2 robadas</translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation>Último turno: %1 descartadas</translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation>Elige una carta y luego un hueco verde. Descarta al menos tantas cartas como dados has tirado, o robarás otras tantas.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation>Teclas: 1-9 o ← → eligen una carta, ↑ ↓ su hueco (marco blanco), Intro la descarta, E termina el turno.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Se reparte una carta a %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 roba una carta</translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation>Esa carta roja está en el mazo: se vuelve a tirar</translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation>%1 tiene la carta que indican los dados y empieza</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 tira %n dado</numerusform>
            <numerusform>%1 tira %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha sacado %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation>¡%1 descarta %2 y gana!</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 descarta %2</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 termina el turno</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Cartas de %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Se reparte %n carta a cada uno</numerusform>
            <numerusform>Se reparten %n cartas a cada uno</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Tus cartas: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Descartes: %1 arriba.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartas en el mazo: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Escribe el país y pulsa Intro</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tecla %2</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation>¿Un símbolo en común? Pulsa Espacio o 1, escribe el nombre y pulsa Intro, en 8 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation>Pulsadores — %1. Luego escribe el nombre y pulsa Intro, en 8 s.</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation>¿Un símbolo en común? Pulsa Espacio o 1 y elige el nombre con A S D F o un clic, en 3 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Pulsadores — %1. Luego elige el nombre con A S D F o un clic, en 3 s.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparaos…</translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation>%1, ¡di el nombre!</translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation>%1 reparte las cartas…</translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation>%1 tiene un país nuevo: ¿comparten un símbolo dos banderas?</translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation>Empate: los dados azules deciden entre los que van en cabeza…</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>¡Victoria compartida!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>%n carta por repartir</numerusform>
            <numerusform>%n cartas por repartir</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Reparte: %1</translation>
    </message>
    <message>
        <source> · key %1</source>
        <translation> · tecla %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives %2</source>
        <translation>%1 recibe %2</translation>
    </message>
    <message>
        <source>%1 shouts!</source>
        <translation>¡%1 grita!</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1: «¡%2!» — correcto, %1 coge %n carta de %3</numerusform>
            <numerusform>%1: «¡%2!» — correcto, %1 coge %n cartas de %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation> (%1 también acertó en el mismo instante, pero %2 va antes por orden alfabético)</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1: «¡%2!» — incorrecto, %1 regala %n carta</numerusform>
            <numerusform>%1: «¡%2!» — incorrecto, %1 regala %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 ha pulsado pero no ha dicho nada — incorrecto, %1 regala %n carta</numerusform>
            <numerusform>%1 ha pulsado pero no ha dicho nada — incorrecto, %1 regala %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation>Nadie ha gritado a tiempo</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Siguiente carta</translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation>Los dados señalan %1: lo tiene %2, que gana</translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation>Los dados señalan %1: no lo tiene ninguno de los que van en cabeza</translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>; en el mismo instante %1 ha dicho un nombre equivocado y cede %n carta</numerusform>
            <numerusform>; en el mismo instante %1 ha dicho un nombre equivocado y cede %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — ¡%1 gana la partida!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>¡%1 gana con %n carta!</numerusform>
            <numerusform>¡%1 gana con %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation>Cartas en cada montón: %1. Cartas repartidas: %2 de %3.</translation>
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
        <translation>Juego de
la Oca</translation>
    </message>
    <message>
        <source>winner!</source>
        <translation>¡gana!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1.º puesto</translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation>en el pozo, esperando el rescate</translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation>en la cárcel, esperando el rescate</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>pierde el próximo turno</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation>¡Demasiado lejos! %1 cuenta hasta 63 y vuelve atrás hasta la casilla %2.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation>%1 cae en la oca de la casilla %2 y vuela %3 más, rebotando hasta la casilla %4.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation>%1 cae en la oca de la casilla %2 y vuela %3 más hasta la casilla %4.</translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation>%1 ha caído en el puente: va a la casilla 12.</translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation>%1 se pierde en el laberinto: vuelve a la casilla 30.</translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation>%1 se encuentra con la muerte en la 58: vuelve a la casilla 1.</translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation>Primera tirada 6+3: ¡%1 va directamente a la casilla 26!</translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation>Primera tirada 5+4: ¡%1 va directamente a la casilla 53!</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation>%1 estaba en la casilla %2 y vuelve a la salida.</translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation>%1 queda libre y va a la casilla %2.</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation>%1 estaba en la casilla %2 y va a la casilla %3.</translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation>¡%1 llega al 63 y gana!</translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation>%1 llega al 63: %2.º puesto.</translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation>%1 se detiene en la posada de la casilla 19 y pierde el próximo turno.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation>%1 cae en el pozo de la casilla 31 y espera el rescate.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation>%1 cae en el pozo de la casilla 31: pierde dos turnos.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation>%1 va a la cárcel de la casilla 52 y espera el rescate.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation>%1 va a la cárcel de la casilla 52: pierde dos turnos.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 está en la casilla %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2+%3.</source>
        <translation>%1 ha sacado %2+%3.</translation>
    </message>
    <message>
        <source>Everyone was stuck: %1 is let go.</source>
        <translation>Todos estaban bloqueados: %1 queda libre.</translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation>%1 sigue esperando.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 pierde un turno.</translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>pierde %n turno</numerusform>
            <numerusform>pierde los próximos %n turnos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 reparte primero.</translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation>%1 y %2 han elegido su señal secreta.</translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation>Se reparte una carta.</translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation>%1 se pone en el mercado.</translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation>El mercado va al montón de descartes.</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation>%1 coge %2 y deja %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation>%1 ha terminado.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: &quot;¡Doble Kem&apos;s!&quot; Correcto: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: &quot;¡Doble Kem&apos;s!&quot; Incorrecto (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: &quot;¡Kem&apos;s!&quot; Correcto: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: &quot;¡Kem&apos;s!&quot; Incorrecto (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation>%1: &quot;¡Contra-Kem&apos;s: %2!&quot; Correcto: +4, y una señal nueva.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation>%1: &quot;¡Contra-Kem&apos;s: %2!&quot; Incorrecto: −2.</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation>%1: %2   ·   %3: %4   ·   se gana a %5</translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation>mazo %1</translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation>descartes %1</translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation>Se acabó el tiempo: ¡empate!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>¡Ganan %1!</translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation>Los equipos eligen sus señales secretas…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation>Vuestra señal:
%1</translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation>1–8 gestos · G Contra-Kem&apos;s
A S D F y luego Z X C V: cambiar
Espacio Kem&apos;s (mantener: Doble) · B terminado</translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation>¡Kem&apos;s!</translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation>¡Doble Kem&apos;s!</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation>¡Contra-Kem&apos;s!</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation>%1, elige la señal secreta de tu equipo (1–8)</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation>¡Contra-Kem&apos;s! ¿Qué gesto es su señal? (1–8, Esc: cancelar)</translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation>Mantén Mayús izquierda: tus cartas
1–4 Q W E R gestos · G Contra
A S D F y luego Z X C V: cambiar
Espacio Kem&apos;s (mantener: Doble) · T terminado</translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation>Mantén Mayús derecha: tus cartas
7 8 9 0 U I O P gestos · Retroceso Contra
H J K L y luego N M , .: cambiar
Intro Kem&apos;s (mantener: Doble) · Y terminado</translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation>Mercado: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartas en el mazo: %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation>La señal de tu equipo: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
        <translation>Puntos: %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation>%1 ha sacado un tercer 6 seguido — el turno pasa</translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation>%1 ha sacado un 6 pero no puede mover — vuelve a tirar</translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation>%1 ha sacado un 6 — vuelve a jugar</translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation>%1 ha sacado un %2 — no puede mover</translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation>%1 ha sacado un %2</translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation>%1 ha sacado una ficha</translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation>%1 ha llevado una ficha a casa</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡%1 gana!</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1 termina en el puesto %2</translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation>%1 ha subido al escalón %2</translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation>%1 ha llegado al pie de la escalera</translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation>%1 ha movido la ficha %2 a la casilla %3</translation>
    </message>
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation>%1: pulsa Espacio para sacar una ficha, o haz clic en ella</translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation>%1: pulsa Espacio para mover la ficha %2, o haz clic en ella</translation>
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
        <translation>%1: haz clic en la ficha %2, o pulsa su número (flechas y Espacio: la ficha marcada)</translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation>%1 se ha comido una ficha de %2</translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation>ficha %1 en el escalón %2</translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation>ficha %1 al pie de la escalera</translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation>ficha %1 en la casilla %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n ficha en la cuadra</numerusform>
            <numerusform>%n fichas en la cuadra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n ficha en casa</numerusform>
            <numerusform>%n fichas en casa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation>%1 ha puesto una ficha en %2, ha hecho molino y ha quitado una ficha de %3</translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation>%1 ha puesto una ficha en %2</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 ha volado de %2 a %3, ha hecho molino y ha quitado una ficha de %4</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation>%1 ha volado de %2 a %3</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 ha movido de %2 a %3, ha hecho molino y ha quitado una ficha de %4</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 ha movido de %2 a %3</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>tablas: la misma posición por tercera vez</translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation>tablas: 50 jugadas sin molino</translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation>a %1 solo le quedan dos fichas</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 no puede mover</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>colocación</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>vuelo</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>movimiento</translation>
    </message>
    <message>
        <source>no pawns on the board</source>
        <translation>ninguna ficha en el tablero</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n ficha en %1</numerusform>
            <numerusform>%n fichas en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n ficha en la mano</numerusform>
            <numerusform>%n fichas en la mano</numerusform>
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
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation>+%1 (%2).</translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation>Ha salido un 2 o un 5: esta tirada no puntúa.</translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation>No puntúa nada.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — ronda %2 de %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation>Todos los dados están apartados: %1 anota %2 en este turno.</translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation>Cada 2 y cada 5 se aparta y no puntúa; los demás dados suman sus puntos y se vuelven a tirar.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation>%1 ha sacado %2 — +%3, total del turno %4</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>%n dado apartado.</numerusform>
            <numerusform>%n dados apartados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>¡%1 gana con %n punto!</numerusform>
            <numerusform>¡%1 gana con %n puntos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>¡%1 comparten la victoria con %n punto!</numerusform>
            <numerusform>¡%1 comparten la victoria con %n puntos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n dado por volver a tirar.</numerusform>
            <numerusform>%n dados por volver a tirar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1 ha sacado %2 — todos los dados apartados, %n punto en este turno</numerusform>
            <numerusform>%1 ha sacado %2 — todos los dados apartados, %n puntos en este turno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 ha anotado %n punto en este turno.</numerusform>
            <numerusform>%1 ha anotado %n puntos en este turno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>%n dado por tirar.</numerusform>
            <numerusform>%n dados por tirar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::oh_hell::OhHellBoard</name>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 anuncia %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 se lleva la baza</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 reparte</translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation>Se vuelve %1: triunfo %2</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 enseña su última carta, %2: triunfo %3</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Repartiendo a %1</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>mano puntuada</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation>Tu anuncio. Como repartidor no puedes anunciar %1.</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Tu anuncio: ¿cuántas bazas vas a hacer?</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Te toca: juega una carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Tienes que seguir el palo: %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>No tienes %1, así que debes jugar triunfo (%2).</translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation>anunciadas %1 · hechas %2</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>reparte</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Última baza, cogida por %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Baza para %1</translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation>Como repartidor no puedes anunciar %1: los anuncios sumarían las cartas de cada mano.</translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation>Prohibido al repartidor: los anuncios sumarían las cartas de cada mano</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation>en la mano del repartidor</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Anuncio</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Hechas</translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation>no para el repartidor</translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation>Hoja de puntos: anunciadas/hechas y puntos (haz clic para cerrar)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Anuncios: %1 para %n baza</numerusform>
            <numerusform>Anuncios: %1 para %n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation>%1 no ha anunciado</translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation>%1 ha anunciado %2 y ha hecho %3</translation>
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
        <translation>El intercambio</translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation>%1 reparte primero</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Repartiendo a %1</translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation>%1 da una carta a %2</translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation>%1 da dos cartas a %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 se queda sin cartas</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 pasa</translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation>%1 recoge las cartas</translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation>%1 es Presidente</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Juega las cartas seleccionadas (Intro)</translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation>Pasa este turno (P)</translation>
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
        <translation>Vicemendigo</translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation>Mendigo</translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation>Primero selecciona las cartas que vas a jugar</translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation>Las cartas de una jugada deben ser todas del mismo valor</translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation>Una jugada tiene como máximo cuatro cartas</translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation>Tiene que ser una sola carta, como la última jugada</translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation>Tiene que ser más alta que %1</translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation>%1, el %2</translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation>Da tu mejor carta a %1.</translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation>Da tus dos mejores cartas a %1.</translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation>Da tu peor carta a %1.</translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation>Da tus dos peores cartas a %1.</translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation>Elige cuáles (los palos no cuentan):</translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation>La regla no deja elección:</translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation>Sales tú: juega cualquier carta o cartas del mismo valor</translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation>Sales tú: selecciona cartas del mismo valor y luego Jugar</translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation>Supera %1 con las mismas cartas de un valor más alto, o Pasar</translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation>Elige las cartas que vas a dar</translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation>Fuera: %1.º puesto</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Cartas: %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation>El intercambio de cartas</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation>%1 ha recogido las cartas</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>Sale %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Tiene que ser %n carta, como en la última jugada</numerusform>
            <numerusform>Tienen que ser %n cartas, tantas como en la última jugada</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Titles: %1.</source>
        <translation>Títulos: %1.</translation>
    </message>
    <message>
        <source>To beat: %1, played by %2.</source>
        <translation>Hay que superar: %1, jugado por %2.</translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation>Nada que superar: baza nueva.</translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation>Se han quedado sin cartas, por orden: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::race::RaceBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, ¡tira los dados!</translation>
    </message>
    <message>
        <source>%1 is rolling</source>
        <translation>%1 está tirando</translation>
    </message>
    <message>
        <source>start</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>Roll the dice to start the race.</source>
        <translation>Tira los dados para empezar la carrera.</translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation>%1 tira…</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>en la salida</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>casilla %1</translation>
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
        <translation>%1, descubre la primera carta: ¡Espacio o un clic en el mazo!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparados…</translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation>¡Se ha acabado el mazo!</translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation>%1, descubre la siguiente carta: ¡Espacio o un clic en el mazo!</translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation>¿Qué rectángulo tiene el tamaño de la carta?</translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation>¡Encuentra el rectángulo del tamaño de la carta y pon tu ficha encima!</translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation>Siguiente carta…</translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation>Nadie ha acertado: la carta vuelve a la caja.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation>¡%1 ha acertado y se lleva la carta!</translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation>¡%1 y %2 han acertado: una carta para cada uno!</translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation>Se descubre una carta nueva.</translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation>%1 pone una ficha.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation>%1 ha acertado y se lleva la carta.</translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation>%1 y %2 han acertado: %1 se lleva la carta y %2 una del mazo.</translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation>W A S D · E</translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation>Flechas · Intro</translation>
    </message>
    <message>
        <source>I J K L · O</source>
        <translation>I J K L · O</translation>
    </message>
    <message>
        <source>Keypad 8456 · 0</source>
        <translation>Teclado numérico 8456 · 0</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Ratón</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>¡%1 gana con %n carta!</numerusform>
            <numerusform>¡%1 gana con %n cartas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>¡%1 comparten la victoria con %n carta cada uno!</numerusform>
            <numerusform>¡%1 comparten la victoria con %n cartas cada uno!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation>%1 % del tamaño real: la ventana es demasiado pequeña</translation>
    </message>
    <message>
        <source>Red board</source>
        <translation>Tablero rojo</translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation>Tablero amarillo</translation>
    </message>
    <message>
        <source>Green board</source>
        <translation>Tablero verde</translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation>Tablero azul</translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation>Tablero naranja</translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation>Tablero morado</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation>Última carta: %1 mm.</translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation>Carta: %1 mm.</translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation>rectángulo %1, %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation>ficha en el rectángulo de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>Queda %n carta en el mazo.</numerusform>
            <numerusform>Quedan %n cartas en el mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation>%1 descubre la siguiente carta…</translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation>Repartiendo las cartas</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>Juega %1</translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation>Sujétala como la ves, o dada la vuelta</translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation>Juega una carta (ni un salto ni una carta de cambio de sentido)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Juega una carta</translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation>Da la vuelta a 3 cartas del centro: %1 de 3 hechas</translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation>Da la vuelta a una carta de cualquier mano</translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation>Coge una carta de otro jugador</translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation>Coge una carta del centro</translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation>Te han cogido una carta: coge una del centro</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>¡%1 comparten la victoria!</translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation>En esta ronda nadie ha puntuado</translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation>¡%1 puntúa!</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>zorro</translation>
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
        <translation>flamenco</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>ballena</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>león</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>salto</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>cambio de sentido</translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation>voltea 3</translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation>voltea 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>robo</translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation>lupa</translation>
    </message>
    <message>
        <source>left half star</source>
        <translation>media estrella izquierda</translation>
    </message>
    <message>
        <source>right half star</source>
        <translation>media estrella derecha</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 ha recibido una carta</translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation>Una carta para el centro</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha jugado %2</translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation>%1 ha dado la vuelta a una carta del centro: %2</translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation>%1 ha dado la vuelta a una de sus propias cartas</translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation>%1 ha cogido una carta de %2</translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation>%1 ha cogido %2 del centro</translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation> — ¡%1 gana 2 puntos!</translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation> — ¡%1 gana un punto!</translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation> — en esta ronda nadie puntúa</translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation> — la partida ha terminado</translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation>%1 ha dado la vuelta a una de las cartas de %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Tus cartas: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation>Cartas de %1, las caras que ves: %2.</translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation>Cartas en la mano de %1: %2.</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>Nadie gana: empate</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>¡Ganan %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>¡Gana %1!</translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation>%1 ha cambiado una carta que no se podía jugar</translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation>%1 no puede jugar</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 ha recibido una carta</translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation>%1 ha robado una carta</translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation> — nadie puede ganar: empate</translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation> — ¡cuatro en línea!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation>No puedes jugar ninguna de tus cartas: sigue el siguiente jugador (Intro)</translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation>canguro</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>mono</translation>
    </message>
    <message>
        <source>parrot</source>
        <translation>loro</translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation>avestruz</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>león</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>tortuga</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>zorro</translation>
    </message>
    <message>
        <source>zebra</source>
        <translation>cebra</translation>
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
        <translation>caimán</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>jirafa</translation>
    </message>
    <message>
        <source>gorilla</source>
        <translation>gorila</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tigre</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>oso</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>ballena</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefante</translation>
    </message>
    <message>
        <source>penguin</source>
        <translation>pingüino</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>búho</translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation>%1 ha jugado un unicornio: una ficha en la casilla %2</translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation>%1 ha puesto una ficha en la casilla %2</translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation>%1 ha jugado un dragón: %2 pierde la ficha de la casilla %3</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>dragón</translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation>unicornio</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation>%1 en la casilla %2, columna %3</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation>Ninguna ficha en el tablero.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Tu mano: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation>Millas</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Barco</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitán</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Tripulación</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation>%1 no ha conseguido barco, capitán y tripulación: ninguna milla.</translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation>%1 necesita un 6 para el barco.</translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation>Aún no hay barco: hace falta un 6.</translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation>El barco está en el puerto: hace falta un 5 para el capitán.</translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation>Barco y capitán a bordo: hace falta un 4 para la tripulación.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation>%1 — ronda %2 de %3 · tirada %4 de %5</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Volver a tirar</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirar</translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation>Pista: zarpa ya.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation>%1 ha sacado %2 — sin tripulación, ninguna milla</translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation>%1 ha sacado %2 — barco, capitán y tripulación a bordo, carga %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 ha sacado %2</translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation>%1 vuelve a tirar %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 ha navegado %n milla.</numerusform>
            <numerusform>%1 ha navegado %n millas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Carga: %n milla.</numerusform>
            <numerusform>Carga: %n millas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>¡%1 gana con %n milla!</numerusform>
            <numerusform>¡%1 gana con %n millas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>¡%1 comparten la victoria con %n milla!</numerusform>
            <numerusform>¡%1 comparten la victoria con %n millas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>Zarpar con %n milla</numerusform>
            <numerusform>Zarpar con %n millas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Carga: %n milla. Haz clic en los dados de la carga para volver a tirarlos, o zarpa.</numerusform>
            <numerusform>Carga: %n millas. Haz clic en los dados de la carga para volver a tirarlos, o zarpa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Vuelve a tirar %1 (última tirada), o zarpa con %n milla.</numerusform>
            <numerusform>Vuelve a tirar %1 (última tirada), o zarpa con %n millas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Vuelve a tirar %1 (quedan 2 tiradas), o zarpa con %n milla.</numerusform>
            <numerusform>Vuelve a tirar %1 (quedan 2 tiradas), o zarpa con %n millas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1 ha sacado %2 — navega %n milla</numerusform>
            <numerusform>%1 ha sacado %2 — navega %n millas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 navega %n milla</numerusform>
            <numerusform>%1 navega %n millas</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation>A bordo: el barco.</translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation>A bordo: el barco y el capitán.</translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation>A bordo: barco, capitán y tripulación.</translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation>Carga: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Queda %n tirada.</numerusform>
            <numerusform>Quedan %n tiradas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation>¡gana!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1.º puesto</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation>¡Demasiado lejos! %1 cuenta hasta 100 y vuelve atrás hasta la casilla %2.</translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation>¡%1 sube por la escalera de la casilla %2 a la %3!</translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation>%1 baja por la serpiente de la casilla %2 a la %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 ha sacado %2.</translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation>Demasiado para llegar justo a 100: %1 se queda en la casilla %2.</translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation>¡%1 llega a 100 y gana!</translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation>%1 llega a 100: %2.º puesto.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 está en la casilla %2.</translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation>Un 6: %1 vuelve a tirar.</translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha jugado %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Triunfo: %1.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>En la mesa: %1.</translation>
    </message>
    <message>
        <source>Suit to follow: %1.</source>
        <translation>Palo que hay que seguir: %1.</translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation>Baza cogida por %1: %2.</translation>
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
        <translation>%1 juega %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 se lleva la baza</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 reparte</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 enseña su última carta, %2: triunfo %3</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Repartiendo a %1</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation>Mano %1 · gana quien llegue a %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation>enseñado por %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation>Hoja de puntos: bazas de cada mano, gana quien llegue a 20 (haz clic para cerrar)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Te toca: juega una carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Tienes que seguir el palo: %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>No tienes %1, así que debes jugar triunfo (%2).</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>triunfo %1</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Última baza, cogida por %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Baza para %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 gana con %n punto.</numerusform>
            <numerusform>%1 gana con %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 win with %n point(s).</source>
        <translation>
            <numerusform>%1 y %2 ganan con %n punto.</numerusform>
            <numerusform>%1 y %2 ganan con %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation>Carta de triunfo: %1, descubierta por %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Bazas cogidas: %1.</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation>Hoja de puntos: bazas de cada mano, los compañeros juntos, gana la primera pareja que llegue a 20 (haz clic para cerrar)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Pareja</translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>Le toca tirar a %1</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — tirada %2 de %3</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Tira los dados</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Volver a tirar (queda %n)</numerusform>
            <numerusform>Volver a tirar (quedan %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation>Tira los dados (Intro o Espacio).</translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation>%1 está tirando…</translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation>No quedan tiradas</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation>Guardas los cinco dados: suelta uno para volver a tirar, o haz clic en una casilla de tu hoja para anotar.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation>%1 ha sacado %2 (tirada %3 de %4)</translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 vuelve a tirar los cinco dados</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 guarda %2</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation>%1 ha anotado %2 en %3 (%4)</translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation> — ¡bonificación +%1!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 gana con %n punto</numerusform>
            <numerusform>%1 gana con %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation>Elige una casilla de tu hoja para anotar estos dados (haz clic en ella, o flechas e Intro).</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation>Haz clic en los dados (o pulsa 1–5) para guardarlos y vuelve a tirar (Intro), o elige una casilla de tu hoja para anotar (haz clic en ella, o flechas e Intro).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation>ninguna casilla rellenada</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Queda %n tirada.</numerusform>
            <numerusform>Quedan %n tiradas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
