<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation>Não foram encontradas imagens das cartas, por isso são desenhadas cartas simples. Para teres as cartas verdadeiras, instala o pacote kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation>Não foi possível ler o baralho %1, por isso são desenhadas cartas simples.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation>Inicia logo uma partida do jogo &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation>Quem joga, por exemplo human:Anna,ai:hard,random (requer --game).</translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation>Semente para os dados e para baralhar.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation>Não propor retomar a partida guardada automaticamente.</translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation>Ritmo das animações: 0 instantâneo, 1 normal, 2 lento.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>Guarda uma imagem da janela em &lt;file&gt; e sai.</translation>
    </message>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation>Ludoteca: jogos de tabuleiro, de dados e de cartas.</translation>
    </message>
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation>--lang: não há tradução para &apos;%1&apos; (%2); a interface fica em inglês</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argumento inesperado: %1</translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation>--seats requer --game</translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation>--seats: %1</translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation>--seed: esperava-se um número, mas recebeu-se &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation>--pace: esperava-se um número de 0 a 3, mas recebeu-se &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation>Língua da interface: %1.</translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation>Anular na partida: free, own-last-move ou off (requer --game; por omissão: o valor do jogo, own-last-move nos jogos com acaso contra o computador, free nos outros casos).</translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation>--undo requer --game</translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation>--undo: esperava-se free, own-last-move ou off, mas recebeu-se &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Distribuição: %n carta a cada um</numerusform>
            <numerusform>Distribuição: %n cartas a cada um</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets %n card(s)</source>
        <translation>
            <numerusform>%1 recebe %n carta</numerusform>
            <numerusform>%1 recebe %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt</source>
        <translation>
            <numerusform>%n carta distribuída</numerusform>
            <numerusform>%n cartas distribuídas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation>um erro desconhecido</translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation>Piscar o olho</translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation>Coçar a bochecha</translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation>Tocar no nariz</translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation>Puxar o lóbulo da orelha</translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation>Levantar as sobrancelhas</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>Acenar com a cabeça</translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation>Esfregar os olhos</translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation>Bater na mesa</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>ganha %n peão</numerusform>
            <numerusform>ganha %n peões</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation>ganha um cavalo</translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation>ganha um bispo</translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation>ganha uma torre</translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation>ganha a dama</translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation>ganha a qualidade</translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>ganha %n pedra</numerusform>
            <numerusform>ganha %n pedras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>ganha %n dama</numerusform>
            <numerusform>ganha %n damas</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>posição igual</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 estão ligeiramente melhor</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 estão melhor</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 estão a ganhar</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>mate em %n</numerusform>
            <numerusform>mate em %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 dão mate em %n</numerusform>
            <numerusform>%1 dão mate em %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>as brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>as pretas</translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation>Previsto: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>ganha em %n lance</numerusform>
            <numerusform>ganha em %n lances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 ganham em %n lance</numerusform>
            <numerusform>%1 ganham em %n lances</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 está ligeiramente melhor</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 está melhor</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 está a ganhar</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 dá mate em %n</numerusform>
            <numerusform>%1 dá mate em %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 ganha em %n lance</numerusform>
            <numerusform>%1 ganha em %n lances</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
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
        <translation>--game: jogo desconhecido &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation>A tua mão está vazia.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>A tua mão: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation>Cartas nas outras mãos: %1.</translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation>Cartas na mão: %1.</translation>
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
        <translation>Postos de lado: %1.</translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation>Guardados: %1.</translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation>Total da jogada: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>Monte: %n peão.</numerusform>
            <numerusform>Monte: %n peões.</numerusform>
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
        <translation>Uns</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatros</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cincos</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Mín.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>Tris</source>
        <translation>Trinca</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Sequência baixa</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Quadra</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Sequência alta</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>down column</source>
        <translation>coluna descendente</translation>
    </message>
    <message>
        <source>up column</source>
        <translation>coluna ascendente</translation>
    </message>
    <message>
        <source>free column</source>
        <translation>coluna livre</translation>
    </message>
    <message>
        <source>free</source>
        <translation>livre</translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation>Descendente: preenche-se por ordem, dos Uns ao Yam</translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation>Ascendente: preenche-se por ordem, do Yam aos Uns</translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation>Livre: qualquer casa vazia, por qualquer ordem</translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation>Total 1–6</translation>
    </message>
    <message>
        <source>Bonus (63+)</source>
        <translation>Bónus (63+)</translation>
    </message>
    <message>
        <source>Min + Max</source>
        <translation>Mín. + Máx.</translation>
    </message>
    <message>
        <source>Total Tris–Yam</source>
        <translation>Total Trinca–Yam</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Total da coluna</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Joker</source>
        <translation>Jóquer</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter on a card</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter on a card</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter on a card</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>jóquer</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ás</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
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
        <translation>Tabuleiro</translation>
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
        <translation>Bandeiras</translation>
    </message>
    <message>
        <source>Kids</source>
        <translation>Crianças</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatório</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>O barbudo</translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation>Terminar a mão quando as penalizações forem recolhidas</translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation>As mãos das Damas, das Copas e do Barbudo param assim que todas as suas cartas de penalização forem recolhidas: os pontos são os mesmos, a mão é mais curta. O livro de regras joga as 13 vazas.</translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation>Batalha corsa</translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation>Fim após 1000 cartas</translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation>O livro de regras joga até um jogador ter as 52 cartas; com esta opção, após 1000 cartas viradas ganha quem tiver mais cartas, e quem tiver tantas como ele partilha a vitória.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Xadrez</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>O mais forte</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Posição inicial (FEN)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation>Começar a partir de uma posição escrita em FEN; deixa vazio para a posição inicial habitual.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Relógio</translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation>Um relógio de xadrez para cada jogador: o tempo base, mais os segundos acrescentados após cada lance. O livro de regras não tem relógio; quem esgotar o tempo perde.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sem relógio</translation>
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
        <translation>Repetição e cinquenta lances</translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation>Se a tripla repetição e a regra dos cinquenta lances terminam a partida por si (como nas nossas regras) ou se um jogador tem de reclamar o empate, como nos torneios FIDE.</translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation>Empate automático</translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation>Empate a pedido (FIDE)</translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation>Motor UCI externo</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>8 Americano</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Número de mãos</translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation>Quantas mãos tem uma partida; o livro de regras joga 5.</translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation>Anúncio &quot;Carta!&quot;</translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation>Quem fica com uma só carta tem de dizer &quot;Carta!&quot; antes da jogada seguinte, ou é apanhado; o livro de regras joga com isto.</translation>
    </message>
    <message>
        <source>10,000</source>
        <translation>10 000</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Mínimo de abertura</translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation>O total da jogada de que precisa um jogador ainda sem pontos para os poder marcar: 750 no texto principal do livro de regras, 1000 numa nota de algumas edições.</translation>
    </message>
    <message>
        <source>750 points</source>
        <translation>750 pontos</translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation>1000 pontos</translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation>Pôr de lado todos os dados que pontuam</translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation>Desligado: põe de lado pelo menos um dado ou uma combinação que pontue e lança de novo os restantes (a regra habitual). Ligado: todos os dados que pontuam têm de ser postos de lado (à letra do livro de regras).</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation>O 221 recebe mais 2</translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation>Desligado: o perdedor que fez 221 recebe exatamente 2 peões, seja qual for o melhor lançamento (as palavras do livro de regras). Ligado: recebe o valor da tabela mais 2, como em alguns cafés.</translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation>Parar quando se souber o vencedor</translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation>Desligado: a descarga continua até um jogador ter os 21 peões e ser, portanto, o perdedor. Ligado: o jogo para assim que o primeiro jogador fica sem peões. O vencedor é o mesmo nos dois casos.</translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation>Black jack</translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation>Peões por jogador</translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation>Com quantos peões começa cada jogador: o livro de regras dá 5; menos fazem um jogo mais curto, mais um jogo mais longo.</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Número de mangas</translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation>0: joga-se até um jogador ter todos os peões, como diz o livro de regras. Qualquer outro número termina o jogo após esse número de mangas e ganha quem tiver mais peões (a leitura do texto sueco).</translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation>Póquer de dados</translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation>Lançamentos de quem abre a jogada</translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation>Quantas vezes pode lançar quem abre: 3 em quatro das cinco línguas do livro de regras, 4 no texto italiano. Os outros podem lançar no máximo tantas vezes como quem abriu.</translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation>Até 3 lançamentos</translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation>Até 4 lançamentos</translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation>Os peões com que cada jogador começa: 10 no livro de regras.</translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Perito</translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation>Empate após lances sem progresso</translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation>A partida é empatada quando cada jogador fez este número de lances seguidos movendo só damas e sem capturas (o livro de regras diz 20; os torneios FMJD usam 25).</translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation>Começar a partir de uma posição escrita em FEN de damas (W:W31,32,...:B1,2,...); deixa vazio para a posição inicial habitual.</translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation>Põe por ordem!</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Cartas para ganhar</translation>
    </message>
    <message>
        <source>Order by</source>
        <translation>Ordenar por</translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation>Ordena a fila pela área dos países, como no livro de regras, ou pela população (a variante do livro de regras).</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>População</translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation>Quantas corridas (uma carta cada) ganham o jogo; o livro de regras joga até 3.</translation>
    </message>
    <message>
        <source>This and That</source>
        <translation>Isto e aquilo</translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation>Treino de bandeiras</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation>Diz o país de cada bandeira, como no livro de regras, ou a sua capital (a variante do livro de regras).</translation>
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
        <translation>Bandeiras por jogador</translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation>A quantas bandeiras responde cada jogador; o livro de regras joga até acabar o baralho, tal como o jogo faz quando o baralho não chega para tantas.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Baralho</translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation>As 48 cartas da caixa, como no livro de regras, ou só as de um continente.</translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation>As 48 bandeiras</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Ásia</translation>
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
        <translation>Oceânia</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Choose among four names, or type the name (accents, capitals and one slip of the keyboard do not matter; English names are accepted too).</source>
        <translation>Escolhe entre quatro nomes ou escreve o nome (acentos, maiúsculas e um erro de teclado não contam; os nomes em inglês também são aceites).</translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation>Quatro opções</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Escritas</translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation>Encontra-me!</translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation>Quantas cartas vermelhas um jogador precisa para ganhar. O livro de regras pede 6 com 2 jogadores, 5 com 3 a 7 e 4 com 8 ou mais.</translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation>Como diz o livro de regras</translation>
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
        <translation>Limite de lançamentos</translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation>O jogo para após este número de lançamentos e ganha quem tiver mais cartas. O livro de regras não tem limite: o jogo termina quando um jogador atinge o objetivo (ou após 20 lançamentos seguidos em que nenhuma carta mudou de mãos).</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhum</translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation>100 lançamentos</translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation>150 lançamentos</translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation>200 lançamentos</translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation>Um, dois, três</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Jogo curto</translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation>Ganha o primeiro jogador a ficar com uma só carta (a variante curta do livro de regras); caso contrário, o primeiro a jogar a sua última carta.</translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation>Grita!</translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation>Língua dos nomes dos países</translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation>Os nomes certos gritados no mesmo instante vão para o jogador cujo país vem primeiro por ordem alfabética do seu nome nesta língua (regra Y7): escolham a língua em que jogam.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inglês</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italiano</translation>
    </message>
    <message>
        <source>Game of the Goose</source>
        <translation>Jogo do ganso</translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation>Continuar pelos lugares</translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation>Depois do vencedor, os outros continuam a jogar pelo 2.º, 3.º e 4.º lugar.</translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation>Fácil (só lança)</translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation>Médio (só lança)</translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation>Difícil (só lança)</translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation>Poço e prisão</translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation>Esperar pelo socorro: um peão fica no poço ou na prisão até outro peão lá cair e ocupar o seu lugar (a regra do livro de regras). Passar duas vezes: a variante do livro de regras.</translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation>Esperar até chegar outro peão</translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation>Passar duas vezes</translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation>Kem&apos;s</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Pontuação a atingir</translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation>Ganha a primeira equipa a atingir esta pontuação; o livro de regras deixa isso aos jogadores.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Tempo limite (minutos)</translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation>O jogo termina também quando o seu relógio passa este tempo; ganha a equipa que vai à frente (o livro de regras diz que um jogo dura cerca de 15 minutos).</translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation>Ludo</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Escada</translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation>Sequencial: sobe-se um degrau de cada vez com o número exato do degrau seguinte (a leitura do livro de regras). Salto: do degrau k, um lançamento acima de k vai diretamente para esse degrau.</translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation>Degrau a degrau (1, 2, 3, 4, 5, 6)</translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation>Saltar para o degrau lançado</translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation>Três seis terminam a vez</translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation>Regra da casa: um terceiro 6 seguido perde-se e a vez passa. O livro de regras não tem limite.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Jogo do moinho</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Linhas diagonais</translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation>Acrescenta as quatro diagonais dos cantos como linhas para mover e formar moinhos; o livro de regras admite moinhos na diagonal, o tabuleiro clássico não os tem.</translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation>Sem os 5 e os 2</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Número de dados</translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation>4 dados, como na lista de material do livro de regras, ou 5, como no conhecido &quot;Stuck in the Mud&quot;.</translation>
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
        <translation>Um lançamento com um 2 ou um 5 pontua na mesma</translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation>Ligado: os outros dados de um lançamento com 2 ou 5 pontuam na mesma (o livro de regras). Desligado: um lançamento com qualquer 2 ou 5 não vale nada (a regra do conhecido &quot;Stuck in the Mud&quot;).</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Elevador</translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation>Variante da casa: só as mãos a subir, de 1 carta até ao máximo; o livro de regras também as joga a descer até 1.</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Presidente</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation>Quantas mãos dura a partida: o livro de regras não fixa um fim, por isso cada mão dá 3 pontos ao Presidente, 2, 1 e 0 ao Cu, e ganha o total mais alto.</translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation>Corrida dos retângulos</translation>
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
        <translation>Equipas de dois</translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation>Com 4 jogadores, o 1.º e o 3.º jogam contra o 2.º e o 4.º, e os parceiros partilham a mesma cor de fichas; o livro de regras admite equipas.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Mãos abertas</translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation>Todas as mãos são mostradas viradas para cima, para jogadores muito pequenos que precisam de ajuda.</translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation>Mostrar linhas de três</translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation>Assinala cada linha em que falta só uma ficha a um jogador.</translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation>Uma carta morta termina a vez</translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation>Trocar uma carta morta é a vez inteira; pela regra do editor, o jogador depois joga a sua vez como de costume.</translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation>O barco, o capitão e a tripulação</translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation>Melhorar a carga</translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation>Ligado: quando o barco, o capitão e a tripulação estão a bordo, os lançamentos que restam podem servir para relançar um ou os dois dados da carga, valendo o último lançamento (a regra habitual). Desligado: a carga vale como saiu (o livro de regras não diz mais nada).</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Escadas e serpentes</translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation>Passar do 100</translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation>Ressaltar: conta-se até 100 e recua-se o resto (o livro de regras). Ficar: um lançamento que passa do 100 perde-se. Chegar: alcançar ou passar o 100 ganha (uma regra da casa habitual).</translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation>Ressaltar no 100</translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation>Ficar parado</translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation>Passar do 100 ganha</translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation>Um 6 lança de novo</translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation>Regra da casa: um 6 dá outro lançamento. O livro de regras não dá lançamentos extra.</translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation>Whistiti</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation>Acabar a mão</translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation>Quando alguém chega a 20, joga-se a mão até ao fim; ganha então o total mais alto. O livro de regras termina o jogo na vaza que chega a 20.</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colunas</translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation>Que colunas tem cada folha: o livro de regras joga as três (descendente, ascendente, livre) e deixa os jogadores combinar menos, para um jogo mais curto.</translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation>Três colunas: descendente, ascendente e livre</translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation>Duas colunas: descendente e ascendente</translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation>Duas colunas: descendente e livre</translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation>Duas colunas: ascendente e livre</translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation>Uma coluna: livre</translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation>Uma coluna: descendente</translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation>Uma coluna: ascendente</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Espanhol</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Português</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dinamarquês</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Sueco</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russo</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Francês</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Alemão</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation>O xadrez 960 (xadrez aleatório de Fischer) baralha as peças da primeira fila, da mesma forma para os dois lados, numa de 960 posições iniciais; o roque põe o rei e a torre nas mesmas casas que no xadrez clássico.</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Xadrez clássico</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Xadrez 960</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Posição de xadrez 960</translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation>O número da posição inicial do xadrez 960, de 0 a 959 (518 é a posição habitual), ou &quot;random&quot; para sortear uma no início da partida. Uma posição inicial em FEN toma o seu lugar.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n jogador</numerusform>
            <numerusform>%1–%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation>Principiante (≈800)</translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation>Iniciado (≈1000)</translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation>Jogador ocasional (≈1200)</translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation>Intermédio (≈1400)</translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation>Jogador de clube (≈1600)</translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation>Jogador de clube forte (≈1800)</translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation>Perito (≈2000)</translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation>Voltar a bater</translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation>Um jogador que ficou sem cartas ainda pode bater num par e volta ao jogo com a pilha; uma batida falsa sem cartas põe-no fora de vez.</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Em parceria</translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation>Os parceiros sentam-se frente a frente, o primeiro e o terceiro jogadores contra o segundo e o quarto, e juntam as suas vazas: ganha a primeira dupla a chegar aos 20. O livro de regras faz cada um jogar por si.</translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation>Pessoas de equipas adversárias veriam as cartas umas das outras no mesmo ecrã: senta as pessoas como parceiros (jogadores 1 e 3, ou 2 e 4).</translation>
    </message>
</context>
<context>
    <name>lt::shell::AboutDialog</name>
    <message>
        <source>licence in /usr/share/doc/kdegames-card-data-kf5/copyright</source>
        <translation>licença em /usr/share/doc/kdegames-card-data-kf5/copyright</translation>
    </message>
    <message>
        <source>&lt;p&gt;Board, dice and card games for families, classrooms and players who want a strong opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jogos de tabuleiro, de dados e de cartas para famílias, turmas e jogadores que querem um adversário forte.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Licença&lt;/h3&gt;&lt;p&gt;A Ludoteca é software livre: podes redistribuí-la e modificá-la nos termos da &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, versão 3 ou qualquer versão posterior. Não tem qualquer garantia. Os tabuleiros, peças, ícones e sons são próprios e estão sob a mesma licença.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Imagens de pacotes Debian&lt;/h3&gt;&lt;p&gt;Lidas dos pacotes enquanto a aplicação corre, nunca copiadas para ela:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Baralhos de cartas&lt;/b&gt; (kdegames-card-data-kf5, do KDE Games):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Não há nenhum baralho de cartas instalado: as cartas são desenhadas de forma simples.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bandeiras&lt;/b&gt; (iso-flags-svg, da coleção de bandeiras do Linux Mint): domínio público.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nomes dos países&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Os termos completos de cada pacote estão em /usr/share/doc/&lt;i&gt;pacote&lt;/i&gt;/copyright. Compilado com Qt %1 (LGPL-3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>Acerca da Ludoteca</translation>
    </message>
</context>
<context>
    <name>lt::shell::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read; the defaults are used, and the old file is kept as %2.</source>
        <translation>Não foi possível ler as definições em %1; usam-se as predefinições, e o ficheiro antigo foi guardado como %2.</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
        <translation>Não foi possível ler as definições em %1, nem pôr o ficheiro de lado; usam-se as predefinições.</translation>
    </message>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation>não foi possível gravar as definições (o disco está cheio?)</translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation>Acaso</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Tabuleiro de jogo</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Tabuleiro de %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Fim do jogo: %1 ganha.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Fim do jogo: empate.</translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation>Fim do jogo: vitória partilhada por %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation>Vez de %1 lançar os dados.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Vez de %1 jogar.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Pontuações: %1.</translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation>As tuas opções: %1.</translation>
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
        <translation>Barra do cartão bancário</translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation>Escolhe uma cor</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Cor do jogador</translation>
    </message>
</context>
<context>
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de avaliação</translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation>Clica num ponto, ou usa Esquerda e Direita, para ver essa posição</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation>riscas verticais</translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation>riscas horizontais</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>círculos</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>estrelas</translation>
    </message>
    <message>
        <source>crosses</source>
        <translation>cruzes</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>animais</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europa</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Ásia</translation>
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
        <translation>Oceânia</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Mundo</translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation>Dados ainda não lançados</translation>
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
        <translation>Não há imagem da bandeira para %1</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Faltam as imagens das bandeiras: instala o pacote iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lançar os dados</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Lançar (Espaço)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation>Clica numa jogada para ver a posição depois dela; as setas avançam e recuam</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Voltar ao jogo</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation>O computador não conseguiu jogar: %1</translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation>(carta escondida)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation>Fim do jogo — %1 ganha!</translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation>Fim do jogo — empate.</translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation>Fim do jogo — vitória partilhada: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation>A ver a posição depois da jogada %1 de %2 (Esc: voltar ao jogo)</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passa o dispositivo a %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Em pausa</translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation>Um momento: ainda se pode anunciar</translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation>%1, lança os dados (Espaço)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está a pensar…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Vez de %1</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 lança os dados…</translation>
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
            <numerusform>%1 usou %n dica.</numerusform>
            <numerusform>%1 usou %n dicas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
        <translation>Analisar a partir deste lance</translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation>Os outros jogadores desviam o olhar: as cartas privadas ficam escondidas.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passa a %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Sou %1</translation>
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
        <translation>Escolhe um jogo</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todos</translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation>Procurar jogos…</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Não há jogos instalados.</translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation>Nenhum jogo corresponde à pesquisa.</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Procurar jogos</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jogos</translation>
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
        <translation>Quiz na sala de aula</translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation>1–6 equipas</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recomeçar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Anular</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>A&amp;brir…</translation>
    </message>
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation>Definir &amp;posição a partir de FEN…</translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation>Colar posição (&amp;FEN)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Re&amp;gras</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Ecrã inteiro</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Definições…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Ludoteca</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation>&amp;Quiz na sala de aula</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Jogada</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>A&amp;cerca da Ludoteca</translation>
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
        <translation>Não é possível iniciar o jogo</translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation>Não existe o jogo &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recomeçar</translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation>Recomeçar este jogo desde o início? A partida atual perde-se.</translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation>A gravação automática falhou: %1: %2</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Não há nenhuma partida em curso.</translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation>Um ficheiro %1 só contém partidas de %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation>Este jogo não pode começar a partir de uma posição FEN.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Definir posição</translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation>Posição em FEN (o jogo recomeça a partir dela, com os mesmos jogadores e regras):</translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation>Não é possível definir a posição</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>A área de transferência não contém texto.</translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation>Recomeçar a partir da posição na área de transferência? A partida atual perde-se.</translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation>Este ficheiro é uma partida de &apos;%1&apos;, um jogo que não está instalado.</translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation>Partidas da Ludoteca (*.ludoteca)</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>Não é possível guardar a partida</translation>
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
        <translation>Abrir outra partida? As jogadas desta desde a última vez que foi guardada perdem-se.</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Todos os ficheiros suportados (%1)</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>Não é possível abrir a partida</translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation>%1 não é um ficheiro de partida válido:
%2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>Tens uma partida de %1 por acabar com %2, jogada pela última vez %3 (%n jogada). Continuá-la?</numerusform>
            <numerusform>Tens uma partida de %1 por acabar com %2, jogada pela última vez %3 (%n jogadas). Continuá-la?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation>Não é possível continuar a partida</translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation>não foi possível pôr de lado a gravação automática danificada (%1)</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation>A partida guardada automaticamente não pode ser continuada:
%1

Não foi possível mudar-lhe o nome (%2), por isso a gravação automática fica desligada até a Ludoteca voltar a arrancar: o ficheiro fica como está.</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation>A partida guardada automaticamente não pode ser continuada:
%1

O ficheiro foi guardado como %2.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Gravação automática danificada</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Definições não guardadas</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>A&amp;nalisar partida</translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation>A tua análise de uma partida de %1 acabada com %2, jogada %3, está guardada. Abri-la?</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Analisar partida</translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>O computador escolheu uma jogada ilegal.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Não é possível anular: %1</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>Não é possível refazer: %1</translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation>Jogada anulada: o jogo está na jogada %1.</translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation>Jogada refeita: o jogo está na jogada %1.</translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation>Não é possível mostrar essa posição: %1</translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation>Nesta partida não se pode anular jogadas.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation>Nesta partida só podes anular a tua própria última jogada, e agora não há nenhuma para anular.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation>Nesta partida só podes anular a tua própria última jogada, e só até serem lançados os dados ou tirada uma carta a seguir a ela.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation>Nesta partida só podes anular a tua própria última jogada: ela já foi anulada.</translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation>Refazer mostraria dados ou cartas ainda por vir, que esta partida mantém escondidos.</translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation>A posição depois da jogada %1.</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>De volta ao jogo.</translation>
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
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computador %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nova partida de %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Número de jogadores:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation>Valores do livro de regras</translation>
    </message>
    <message>
        <source>Random moves (weakest)</source>
        <translation>Jogadas ao acaso (o mais fraco)</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>Escolher o programa do motor</translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation>Jogador %1: pessoa ou computador</translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation>Jogador %1: nome</translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation>Jogador %1: cor</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Jogador %1: nível do computador</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Livre</translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation>Só a própria última jogada</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation>Livre: qualquer jogada pode ser anulada. Só a própria última jogada: um jogador pode anular a sua própria última jogada (com as respostas dos computadores) até serem lançados os dados ou tirada uma carta a seguir a ela, para que Anular nunca mostre o que vem a seguir. Desligado: não se pode anular.</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Anular:</translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation>Começar a partir de uma posição…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Colar</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation>Motor: %1 (%2)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Esta posição não pode ser usada: %1</translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
        <translation>Cola ou escreve a posição; se ficar vazia, o jogo começa a partir da posição habitual.</translation>
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
        <translation>Vencedor</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdeu</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1.º lugar</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Computador · %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::RecordedGamePicker</name>
    <message>
        <source>Choose a game</source>
        <translation>Escolhe uma partida</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 contém %n partida. Queres abri-la?</numerusform>
            <numerusform>%1 contém %n partidas. Qual queres abrir?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Brancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Pretas</translation>
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
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation>Progresso da análise</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Cancelar análise</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation>A analisar a partida: %1 de %2 posições</translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation>Análise parada após %1 de %2 posições: Analisar partida continua a partir daí.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation>%1 ganhou</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>melhor lance</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>bom lance</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisão</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erro</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>erro grave</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation>%1: precisão %2 %. Melhores %3, bons %4, ?! imprecisões %5, ? erros %6, ?? erros graves %7.</translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation>Posição inicial: %1.</translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation>%1 jogou %2: %3.</translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation>Melhor: %1 (linha: %2).</translation>
    </message>
    <message>
        <source>Now: %1.</source>
        <translation>Agora: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Regras de %1</translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>As regras de %1 não estão disponíveis.</translation>
    </message>
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation>Contra o computador, Anular só desfaz a tua própria última jogada (com as respostas do computador), e só até serem lançados os dados ou tirada uma carta a seguir a ela: os dados e as cartas que vêm a seguir já estão decididos, e Anular não os pode mostrar. Quando só jogam pessoas, Anular é livre.</translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation>Anular desfaz qualquer jogada, até ao início da partida.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Anular</translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation>A janela Nova partida define Anular para cada partida: Livre, Só a própria última jogada ou Desligado.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation>Tamanho do ecrã</translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation>Encosta um cartão bancário ao ecrã, com o lado esquerdo no lado esquerdo da barra. Arrasta a pega amarela, ou carrega nas setas (com Shift: mais depressa), até a barra ter exatamente o comprimento do cartão. A corrida dos retângulos é então desenhada no seu tamanho real.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation>1 mm = %1 píxeis, conforme medido.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
        <translation>1 mm = %1 píxeis, conforme indicado pelo ecrã.</translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Língua do sistema</translation>
    </message>
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation>A janela é refeita na nova língua; um jogo em curso continua.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Língua:</translation>
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
        <translation>Animações:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Tocar sons</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Sons:</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Cartas incorporadas</translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation>Não foram encontrados baralhos de cartas: instala o pacote kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Baralho de cartas:</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Mostrar os números das casas</translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation>Escreve o número de cada casa escura do tabuleiro de damas num dos seus cantos, tal como os lances são escritos (32-28).</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Tabuleiros:</translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation>Tamanho do ecrã…</translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation>Tamanhos reais:</translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation>medidos com um cartão</translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation>conforme indicado pelo ecrã (não verificados)</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Não foi possível guardar as estatísticas: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsStore</name>
    <message>
        <source>The statistics could not be read (%1). They start again; the old file is kept as %2.</source>
        <translation>Não foi possível ler as estatísticas (%1). Recomeçam do zero; o ficheiro antigo foi guardado como %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation>Não foi possível ler as estatísticas (%1), nem pôr o ficheiro de lado. Fica como está, e nenhuma estatística é guardada até ser movido.</translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation>%1 não pôde ser lido e fica como está</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>Ainda não terminou nenhum jogo.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jogados</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganhos</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidos</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empatados</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Melhor pontuação</translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation>Série atual</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Maior série de vitórias</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Maior série de derrotas</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nível do computador</translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation>&amp;Repor tudo…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jogador:</translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation>Contra o computador (jogos de dois):</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n ganho</numerusform>
            <numerusform>%n ganhos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n perdido</numerusform>
            <numerusform>%n perdidos</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Repor estatísticas</translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation>Esquecer as estatísticas de todos os jogadores?</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Não foi possível guardar as estatísticas: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Dicas usadas</translation>
    </message>
</context>
<context>
    <name>lt::shell::TokenPotView</name>
    <message>
        <source>Pot</source>
        <translation>Monte</translation>
    </message>
</context>
<context>
    <name>lt::shell::barbu::BarbuBoard</name>
    <message>
        <source>Tricks</source>
        <translation>Vazas</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbudo</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Última vaza</translation>
    </message>
    <message>
        <source>Salad</source>
        <translation>Salada</translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation>2 pontos por vaza recolhida</translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation>6 pontos por dama recolhida</translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation>2 pontos por carta de copas recolhida</translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation>20 pontos para quem recolher o rei de copas</translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation>20 pontos para quem recolher a última vaza</translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation>As cinco penalizações juntas</translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation>És tu que dás: escolhe o contrato desta mão.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>É a tua vez: joga uma carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Tens de assistir ao naipe: joga um %1.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dador</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Última vaza, recolhida por %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Vaza para %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 escolhe %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 recolhe a vaza</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>A dar cartas a %1</translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation>%1 é o último contrato da manga</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>mão contada</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation>Mão %1 de %2 · manga %3</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>A escolher…</translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation>%1 escolhe o contrato</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>A dar as cartas…</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 dá as cartas</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation>Folha de pontos: os pontos de penalização de cada manga, ganha quem tiver menos (clica para fechar)</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrato</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n vaza</numerusform>
            <numerusform>%n vazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
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
        <translation>Contrato: %1, escolhido por %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Vazas recolhidas: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation>Q vira · Shift esquerdo bate</translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation>P vira · Shift direito bate</translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation>V vira · Espaço bate</translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation>8 do teclado numérico vira · 0 do teclado numérico bate</translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation>Início vira · Fim bate</translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation>F5 vira · F8 bate</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation>Preparar…</translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation>1000 cartas viradas: vitória partilhada.</translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation>1000 cartas viradas: %1 tem mais cartas e ganha!</translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation>%1 tem as 52 cartas e ganha!</translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation>%1 ganha a pilha: recolhe-a (%2).</translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation>%1, vira uma carta (%2).</translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation>%1 ganha a pilha.</translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation>%1 vira.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 vira %2: %3 tem de virar %n carta.</numerusform>
            <numerusform>%1 vira %2: %3 tem de virar %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns %2.</source>
        <translation>%1 vira %2.</translation>
    </message>
    <message>
        <source>%1 turns a card.</source>
        <translation>%1 vira uma carta.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 recolhe a pilha: %n carta.</numerusform>
            <numerusform>%1 recolhe a pilha: %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>%1 bate primeiro, após %2 ms, e ganha %n carta!</numerusform>
            <numerusform>%1 bate primeiro, após %2 ms, e ganha %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation>%1 bate, mas não há par: uma carta vai para debaixo da pilha.</translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation>%1 ganha a pilha</translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1 tem de virar mais %n carta</numerusform>
            <numerusform>%1 tem de virar mais %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>fora</translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation>Ganha por %1 a bater:</translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation>Ganha por %1:</translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>%1 bateu no mesmo milissegundo que %2, mas está sentado mais perto a seguir a quem virou, e ganha %n carta!</numerusform>
            <numerusform>%1 bateu no mesmo milissegundo que %2, mas está sentado mais perto a seguir a quem virou, e ganha as %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation>%1 bate sem cartas e não há par: %1 fica fora de vez.</translation>
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
        <translation>Cartas em cada monte: %1.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Fora: %1.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>A pilha está vazia.</translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation>Pilha: %1.</translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation>Cartas na pilha: %1; em cima %2, depois %3.</translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
        <translation>Um par em cima: bate!</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>Offer draw</source>
        <translation>Propor empate</translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation>Propõe um empate; o teu adversário aceita ou recusa</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation>Reclamar empate</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation>Tripla repetição ou cinquenta lances sem captura nem movimento de peão</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Desistir desta partida</translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation>%1, abandonas esta partida?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Proposta de empate</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 propõe empate. %2, aceitas?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Aceitar o empate</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Recusar</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 abandona</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 ganha</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 propõe empate</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 aceita o empate</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Empate por acordo</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 recusa o empate</translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation>Empate reclamado: a mesma posição pela terceira vez</translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation>Empate reclamado: cinquenta lances sem captura nem movimento de peão</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>em xeque</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>a jogar</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Rodar o tabuleiro</translation>
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
        <translation>Guardar a partida como PG&amp;N…</translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation>Guardar a partida como PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Ficheiros PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 jogou %2</translation>
    </message>
    <message>
        <source>check</source>
        <translation>xeque</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>xeque-mate</translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation>rei afogado: empate</translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation>empate por tripla repetição</translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation>empate pela regra dos cinquenta lances</translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation>empate: nenhum dos lados pode dar mate</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation>O peão avança a direito, uma casa ou duas a partir da casa inicial, e captura uma casa na diagonal para a frente.</translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation>O cavalo salta em L: duas casas num sentido e depois uma para o lado.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation>O bispo move-se na diagonal, enquanto o caminho estiver livre.</translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation>A torre move-se ao longo da sua fila ou da sua coluna, enquanto o caminho estiver livre.</translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation>A dama move-se ao longo de uma fila, de uma coluna ou de uma diagonal, enquanto o caminho estiver livre.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation>O rei move-se uma casa em qualquer direção; para fazer o roque, duas casas em direção a uma torre.</translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation>O caminho de %1 para %2 está bloqueado.</translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation>O peão não captura a direito: captura na diagonal.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation>O peão só se move na diagonal para capturar.</translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation>O peão só avança duas casas a partir da casa inicial.</translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation>O teu rei está em xeque: este lance não o tira do xeque.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Esse lance deixaria o teu rei em xeque.</translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation>Não há roque desse lado: o rei ou essa torre já se moveram.</translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation>Ainda não há roque: as casas entre o rei e a torre têm de estar vazias.</translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation>Não há roque com o rei em xeque.</translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation>Não há roque através do xeque: o rei passaria por uma casa atacada ou chegaria a ela.</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Xadrez 960: posição inicial %1</translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation>Acabou o tempo de %1, mas %2 não pode dar xeque-mate: empate</translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation>Acabou o tempo de %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>rei %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>reis %1</translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation>dama %1</translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation>damas %1</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>torre %1</translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation>torres %1</translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation>bispo %1</translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation>bispos %1</translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation>cavalo %1</translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation>cavalos %1</translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation>peão %1</translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation>peões %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Brancas: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Pretas: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Jogam as brancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Jogam as pretas.</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Xeque.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Lances legais: %1.</translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation>Nenhum dos teus peões pode ir para %1.</translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation>Nenhum dos teus cavalos pode ir para %1.</translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation>Nenhum dos teus bispos pode ir para %1.</translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation>Nenhuma das tuas torres pode ir para %1.</translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation>A tua dama não pode ir para %1.</translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation>O teu rei não pode ir para %1.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>“%1” não é um lance: escreve-o como e4, Nf3, exd5, O-O ou e8=Q (com as letras inglesas das peças).</translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation>“%1” corresponde a vários lances: %2. Escreve o que queres.</translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation>Diz em que se transforma o peão: %1=Q (dama), %1=R (torre), %1=B (bispo) ou %1=N (cavalo).</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation>Só um peão que chega à última fila é promovido.</translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation>O roque pequeno (O-O) não é possível agora.</translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation>O roque grande (O-O-O) não é possível agora.</translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation>Não tens nenhuma peça em %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>A partida para antes do fim, num lance ilegal:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation>Esta partida não é de xadrez.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Partida da Ludoteca</translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation>Partidas de xadrez (*.pgn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation>Não foi encontrado nenhum motor de xadrez UCI: procurou-se «stockfish» em %1. Instala o Stockfish (Debian: apt install stockfish) ou escolhe o programa do motor.</translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation>«%1» não pode ser executado: o programa não existe ou não é executável.</translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation>«%1» parou sem responder «uciok»: não é um motor de xadrez UCI.</translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
        <translation>«%1» não respondeu «uciok» em %2 segundos: não é um motor de xadrez UCI.</translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation>Joga as cartas selecionadas, pela ordem em que as escolheste (Enter)</translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation>Não podes jogar: compra uma carta do monte (D)</translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation>Nada para jogar depois de comprar: termina a tua vez (P)</translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation>Escolhe um naipe:</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ouros</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>Card!</source>
        <translation>Carta!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Apanhado!</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Monte %1</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Escolhido</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Em vigor</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mão %1 de %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation>Carta! = %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>sem cartas</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 ganha a partida!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Vitória partilhada: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartas restantes</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation>%1 joga %2 e escolhe %3</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>%1 fica sem cartas!</translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation>o sentido do jogo inverte-se</translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation>%1 perde a vez</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 joga outra vez</translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation>%1 não pode jogar e compra uma carta</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passa</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 dá as cartas</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>A dar cartas a %1</translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation>Saiu um jóquer: volta para o monte</translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation>A primeira carta é %1</translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation>%1 tira uma carta do monte</translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation>%1 dá uma carta a %2</translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation>%1: “Carta!”</translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation>%1 esqueceu-se de dizer “Carta!” e foi apanhado: cada um dos outros jogadores dá-lhe uma carta</translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation>(as cartas jogadas são baralhadas para formar um novo monte)</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>A partida terminou.</translation>
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
            <numerusform>%1 compra %n carta</numerusform>
            <numerusform>%1 compra %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n jogador perde a vez</numerusform>
            <numerusform>%n jogadores perdem a vez</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Cartas jogadas: %1 em cima.</translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation>Naipe escolhido: %1.</translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation>Naipe em vigor: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartas no monte: %1.</translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
        <translation>O jogo segue no sentido inverso.</translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 ganha com %2 pontos!</translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation>Nulo! %1 pontos perdidos.</translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation>Nulo!</translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation>%1 precisa de %2 numa só jogada para abrir.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation>Guardar e lançar</translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation>Guardar e marcar</translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation>Guardar e marcar %1</translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation>Postos de lado: +%1 (total da jogada %2)</translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation>Só os dados que pontuam podem ser postos de lado.</translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation>Clica nos dados que pontuam para os pôr de lado (teclas 1-5).</translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation>%1 lançou %2 — nulo, %3 pontos perdidos</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 lançou %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation>%1 guarda %2 (%3 na mão) e lança de novo</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation>%1 guarda %2 e marca — %3 pontos</translation>
    </message>
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — total da jogada %2 · %n dado para lançar</numerusform>
            <numerusform>%1 — total da jogada %2 · %n dados para lançar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation>Lançamentos nesta volta</translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation>%1 · a mais baixa</translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · vale %n peão</numerusform>
            <numerusform>%1 · vale %n peões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — recebe %n peão</numerusform>
            <numerusform>%1 — recebe %n peões</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>a lançar…</translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation>fora — sem peões</translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation>Carga — peões que restam no monte: %1</translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation>Um lançamento cada um. O pior lançamento tira do monte tantos peões quanto vale o melhor lançamento.</translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation>Descarga — livra-te dos teus peões</translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation>%1 abre: até 3 lançamentos. Os outros terão depois de lançar exatamente o mesmo número de vezes.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Todos lançam exatamente %n vez. O melhor lançamento dá ao pior tantos peões quanto vale.</numerusform>
            <numerusform>Todos lançam exatamente %n vezes. O melhor lançamento dá ao pior tantos peões quanto vale.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 ganha!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 ganham!</translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation>%1 acaba com os 21 peões.</translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation>Ganha o primeiro jogador sem peões.</translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation>Empate para o melhor: %1 lançam de novo</translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation>Empate para o pior: %1 lançam de novo</translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation>Decide um lançamento de cada um; o valor continua a ser o do melhor lançamento da volta.</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>Vez de %1 lançar</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — lançamento %2 de %3</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Lançar de novo</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Lançar todos de novo</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Lançar de novo %n dado</numerusform>
            <numerusform>Lançar de novo %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation>Clica nos dados a guardar (teclas 1-3) e lança de novo os outros — ou para com %1.</translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation>Tens de lançar de novo: clica nos dados a guardar (teclas 1-3), pelo menos um dado tem de ser lançado.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 lançou %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 lança de novo %n dado</numerusform>
            <numerusform>%1 lança de novo %n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 para após %n lançamento</numerusform>
            <numerusform>%1 para após %n lançamentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 tira %n peão do monte</numerusform>
            <numerusform> · %1 tira %n peões do monte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 dá %n peão a %2</numerusform>
            <numerusform> · %1 dá %n peões a %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation> · o monte está vazio: descarga</translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation> · %1 ficou sem peões</translation>
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
        <translation>%1, a mais baixa</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, vale %n peão</numerusform>
            <numerusform>%1, vale %n peões</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation>fora, sem peões</translation>
    </message>
</context>
<context>
    <name>lt::shell::diceblackjack::BlackjackBoardView</name>
    <message>
        <source>Pot</source>
        <translation>Monte</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>rebentou</translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation>black jack!</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>à espera</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>a lançar</translation>
    </message>
    <message>
        <source>to throw</source>
        <translation>a seguir</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>parou</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fora do jogo</translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation>%1, fora</translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation>Manga %1: resultado</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manga %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation>Manga %1: %2 empatam com %3 — ninguém recebe, o monte fica</translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation>Manga %1: todos rebentaram — o monte fica</translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 sai do jogo</translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation>%1 saem do jogo</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Ainda ninguém parou.</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation>Melhor até agora: %1 (%2).</translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation>Manga %1 · aberta por %2</translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation>Vez de %1 lançar os três dados</translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation>%1, lança os três dados (Espaço).</translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation>Vez de %1 lançar.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Manga %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 tem %2</translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation>%1 é o último a jogar.</translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation>Para (S) ou lança mais dados (1, 2, 3).</translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation>Lançar os três dados</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>Parar nos %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation>%1 lançou %2: %3, rebentou — um peão para o monte</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation>%1 lançou %2: %3, rebentou</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation>%1 lançou %2: %3</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 para nos %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 ganha a manga %2 com %3 e recebe %n peão</numerusform>
            <numerusform>%1 ganha a manga %2 com %3 e recebe %n peões</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Fim do jogo após %n manga</numerusform>
            <numerusform>Fim do jogo após %n mangas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>%1 ganha o jogo com %n peão, todos os que há!</numerusform>
            <numerusform>%1 ganha o jogo com todos os %n peões!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>%1 ganha o jogo com %n peão!</numerusform>
            <numerusform>%1 ganha o jogo com %n peões!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>%1 partilham a vitória com %n peão cada um!</numerusform>
            <numerusform>%1 partilham a vitória com %n peões cada um!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1 tem %2 e lança mais %n dado</numerusform>
            <numerusform>%1 tem %2 e lança mais %n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>Ainda falta jogar %n jogador.</numerusform>
            <numerusform>Ainda faltam jogar %n jogadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Lançar %n dado</numerusform>
            <numerusform>Lançar %n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>Lançar mais %n dado</numerusform>
            <numerusform>Lançar mais %n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 lança mais %n dado</numerusform>
            <numerusform>%1 lança mais %n dados</numerusform>
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
        <translation>Parar</translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation>Apostar 1 peão</translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation>Apostar 2 peões</translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation>Combinações desta jogada</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>dois pares</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>trinca</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>sequência</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>quadra</translation>
    </message>
    <message>
        <source>poker</source>
        <translation>póquer</translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — ganha %n peão</numerusform>
            <numerusform>%1 — ganha %n peões</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>a lançar…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>%1 ganha com %n peão!</numerusform>
            <numerusform>%1 ganha com %n peões!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Vitória partilhada: %1, %n peão cada um</numerusform>
            <numerusform>Vitória partilhada: %1, %n peões cada um</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation>Um jogador ficou sem peões: o jogo terminou.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 abre a jogada %2</translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation>Quem abre escolhe a aposta: cada jogador põe 1 ou 2 peões no monte.</translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation>%1 — lançamento %2 de %3 no máximo · aposta %4</translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation>Desempate: %1</translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation>As melhores combinações são iguais: um lançamento dos cinco dados para cada um decide o monte.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Lançar de novo</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Lançar todos de novo</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Lançar de novo %n dado</numerusform>
            <numerusform>Lançar de novo %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation>Clica nos dados a guardar (teclas 1-5) e lança de novo os outros — ou para com %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 fixa a aposta em %n peão cada um</numerusform>
            <numerusform>%1 fixa a aposta em %n peões cada um</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation>%1 lançou %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 guarda %2 e lança de novo %n dado</numerusform>
            <numerusform>%1 guarda %2 e lança de novo %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 lança de novo os cinco dados</translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation>%1 para com %2</translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 ganha o monte de %n peão</numerusform>
            <numerusform> · %1 ganha o monte de %n peões</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation> · melhores combinações iguais: desempate</translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
        <translation>Para bater: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1: not a legal move</source>
        <translation>%1: lance ilegal</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 jogou %2</translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation>%1 capturou uma peça: %2</translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation>, e fez dama</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>empate: a mesma posição pela terceira vez</translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation>empate: só damas a mover, sem capturas, durante demasiado tempo</translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation>%1 não pode jogar: %2 ganha</translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation>%1 já não tem peças: %2 ganha</translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation>Números das casas</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Rodar o tabuleiro</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Copiar a posição (FEN)</translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 capturou %n peça: %2</numerusform>
            <numerusform>%1 capturou %n peças: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>man %1</source>
        <translation>peão %1</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>peões %1</translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>dama %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>damas %1</translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation>nenhuma peça</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Brancas: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Pretas: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Jogam as brancas.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Jogam as pretas.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Lances legais: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>A partida para antes do fim, num lance ilegal:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation>Esta partida não é de damas.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Partida da Ludoteca</translation>
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
        <translation>Bandeira %1 de %2</translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation>Qual é a capital deste país?</translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation>Que país é este?</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Tempo!</translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation>Espaço: bandeira seguinte</translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation>Espaço: mostrar a resposta</translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation>1: ponto para a equipa</translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation>1–%1: ponto para uma equipa</translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation>%1   ·   %2   ·   Backspace: anular   ·   Esc: terminar o quiz   ·   F11: ecrã inteiro</translation>
    </message>
    <message>
        <source>Flag quiz</source>
        <translation>Quiz de bandeiras</translation>
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
        <translation>Novo quiz</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Bandeira</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Resposta</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>certa</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>errada</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation>Nenhum ponto desta vez.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>Certas: %1 de %n bandeira.</numerusform>
            <numerusform>Certas: %1 de %n bandeiras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 ganha com %n ponto!</numerusform>
            <numerusform>%1 ganha com %n pontos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Vitória partilhada: %1, %n ponto cada uma.</numerusform>
            <numerusform>Vitória partilhada: %1, %n pontos cada uma.</numerusform>
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
        <translation>Ásia</translation>
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
        <translation>Oceânia</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>Antártida</translation>
    </message>
    <message>
        <source>Flags in the classroom</source>
        <translation>Bandeiras na sala de aula</translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation>Projeta este ecrã. Durante o quiz, o teclado faz tudo: Espaço mostra a resposta e a bandeira seguinte, 1–6 dão um ponto a uma equipa, Backspace tira-o, Esc termina o quiz.</translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation>As 48 bandeiras da caixa do Flaggy</translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation>Dizer o país</translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation>Dizer a capital (bandeiras do Flaggy)</translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation>O professor mostra a resposta</translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation>Quatro opções grandes</translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation>Sem opções, respostas mostradas nos resultados (quiz escrito)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>sem tempo</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Equipa %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Bandeiras</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Continentes</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation>Número de bandeiras</translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation>Tempo por bandeira</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Equipas</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Começar o quiz</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation>de %1 disponíveis</translation>
    </message>
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>Todos os %n países do mundo (ISO 3166)</numerusform>
            <numerusform>Todos os %n países do mundo (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation>Equipa %1: nome</translation>
    </message>
    <message>
        <source>Quiz settings</source>
        <translation>Definições do quiz</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation>Bandeiras na sala de aula</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Faltam as imagens das bandeiras: instala o pacote iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation>O quiz na sala de aula não pode começar.

%1</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Exportar os resultados</translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation>resultados-quiz-bandeiras.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation>Não foi possível guardar os resultados em %1: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation>Lançar o dado vermelho</translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation>%1 km²</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 milhões</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fora</translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation>menor área  ←                →  maior área</translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation>menos habitantes  ←                →  mais habitantes</translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation>%1, onde fica este país?</translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation>Lugar errado! %1 lança o dado vermelho</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 ganha o jogo!</translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation>%1 ganhou a corrida! Nova corrida: %2 põe a primeira carta</translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation>%1 põe a primeira carta</translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation>Certo! %1 pôs %2 no seu lugar</translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation>%1 enganou-se com %2, mas o dado salvou-o</translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation>%1 enganou-se com %2 e está fora desta corrida</translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation>DADO VERMELHO</translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation>%1 ou Mundo salva %2</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Corrida %1</translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation>Ainda na corrida: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Baralho: %n carta</numerusform>
            <numerusform>Baralho: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>%n carta para ganhar</numerusform>
            <numerusform>%n cartas para ganhar</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation>Clica numa seta na fila, ou escolhe com ← → e carrega em Enter.</translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation>%1 põe %2 para começar a fila</translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation>%1 tira a carta de cima</translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation>%1 coloca %2: certo!</translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation>%1 coloca %2: errado!</translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation>%1 lança %2: salvo, continua na corrida</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation>%1 lança %2 e está fora: %3 ganha a corrida e a carta %4</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation>%1 lança %2: %3 ganha a corrida, e o jogo!</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation>%1 lança %2 e está fora desta corrida</translation>
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
        <translation>Cartas ganhas: %1.</translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation>Ainda na corrida: %1.</translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation>Cartas na fila: %1. Cartas no baralho: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation>Nada serve: compra uma carta (Enter)</translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation>Nada serve: passa (Enter)</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 carta</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>A distribuir as cartas…</translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation>Os dados azuis escolhem a primeira carta</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>As mãos estão escondidas</translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation>A lançar os dados para a primeira carta</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Essa carta está no monte: lança-se de novo</translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation>Bónus! %1 joga outra carta</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Vez de %1</translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation>%1 jogou a última carta e ganha!</translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation>Já não se pode jogar nada: ganha quem tiver menos cartas</translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation>LANÇAMENTO INICIAL</translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation>%1 abriu com %2</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n carta</numerusform>
            <numerusform>Monte: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation>Na mesa: %1 de %2</translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation>Escolhe uma carta da tua mão; os lugares onde ela serve acendem-se.</translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation>Clica num lugar verde, ou num dourado para juntar duas cartas e jogar outra vez.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation>Teclas: 1-9 ou ← → escolhem uma carta, ↑ ↓ escolhem o seu lugar (moldura branca), Enter joga-a, Esc larga-a.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Uma carta é dada a %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 compra uma carta</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation>Dados: %1. Essa carta vermelha está no monte: lança-se de novo</translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation>Dados: %1 — %2 abre com %3</translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation>%1 joga %2, a última carta!</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation>%1 não pode jogar e compra</translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation>%1 não pode jogar e passa</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Cartas de %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>A distribuir %n carta a cada um</numerusform>
            <numerusform>A distribuir %n cartas a cada um</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 joga %2 juntando %n carta: joga outra vez!</numerusform>
            <numerusform>%1 joga %2 juntando %n cartas: joga outra vez!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>As tuas cartas: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
        <translation>Cartas na mesa: %1. Cartas no monte: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>(not a country of the box)</source>
        <translation>(não é um país da caixa)</translation>
    </message>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Bandeira %1 de %2</translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation>%1, qual é a capital deste país?</translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation>%1, que país é este?</translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation>Escreve a capital e carrega em Enter</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Escreve o país e carrega em Enter</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Prepara-te…</translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation>Era a última bandeira!</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 respondeu</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Certo! %1</translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation>Errado — era %1</translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation>Quatro respostas para %1</translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation>Bandeira %1 de %2 para %3</translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation>%1: %2 — certo!</translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation>%1: %2 — errado, era %3</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
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
        <translation>Toca numa carta: a sua letra ou um clique. Reservar: F1–F%1 ou um clique no nome de quem a tem.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation>Campainhas — %1. Carrega na campainha e depois, em 3 s, na letra de uma carta, ou F1–F%2 para dizer quem a tem. O rato é de %3.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparem-se…</translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation>A dispor as cartas vermelhas…</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, lança os dados!</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 lança os dados…</translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation>%1: a letra de uma carta, ou F1–F%2 para quem a tem!</translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation>Encontra a carta com %1 — ou, se já lá não estiver, reserva e diz quem a tem!</translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation>Atingido o limite de lançamentos: ganha quem tiver mais cartas.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computador</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>tecla %1</translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation>Uma carta vermelha é posta na mesa</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 lançou %2</translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation>%1 encontrou %2!</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation>%1 tocou em %2: carta errada, fora neste lançamento</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation>%1 tocou em %2: carta errada — todos fora, lança-se de novo</translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation>Ninguém a tempo: %1 lança de novo</translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation>%1 reservou: «Tenho-a eu!» — certo, %2 fica com %1</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation>%1 reservou: «Tem-na %2!» — certo, %1 fica com %3</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation>%1 reservou: «Tem-na %2!» — errado</translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation>%1 reservou mas não disse ninguém a tempo — errado</translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation>; %1 volta para a mesa</translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation>; %1 deve uma carta</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 ganha o jogo!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 ganha com %n carta!</numerusform>
            <numerusform>%1 ganha com %n cartas!</numerusform>
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
        <translation>Cartas ganhas: %1.</translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation>Cartas em dívida: %1.</translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation>Cartas para ganhar: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiSeatsView</name>
    <message>
        <source>rolls</source>
        <translation>lança</translation>
    </message>
    <message>
        <source>out this roll</source>
        <translation>fora neste lançamento</translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>deve %n carta</numerusform>
            <numerusform>deve %n cartas</numerusform>
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
        <translation>2 dados azuis</translation>
    </message>
    <message>
        <source>Red die</source>
        <translation>Dado vermelho</translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation>Azul + vermelho</translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation>Os 3 dados</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Terminar a vez (E)</translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation>uma carta com os dois</translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation>uma carta que corresponda</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>As mãos estão escondidas</translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation>Os dados azuis escolhem quem começa</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Essa carta está no monte: lança-se de novo</translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation>%1, quantos dados lanças?</translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation>%1 escolhe os dados</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 lança</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 descarta</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 compra %n carta</numerusform>
            <numerusform>%1 compra %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation>%1 ficou sem cartas e ganha!</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Monte: %n carta</numerusform>
            <numerusform>Monte: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Descartadas: %n carta</numerusform>
            <numerusform>Descartadas: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation>Última vez: %1 descartadas, %2 compradas</translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation>Última vez: %1 descartadas</translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation>Escolhe uma carta e depois um lugar verde. Descarta pelo menos tantas cartas como os dados lançados, senão compras outras tantas.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation>Teclas: 1-9 ou ← → escolhem uma carta, ↑ ↓ escolhem o seu lugar (moldura branca), Enter descarta-a, E termina a vez.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Uma carta é dada a %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 compra uma carta</translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation>Essa carta vermelha está no monte: lança-se de novo</translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation>%1 tem a carta indicada pelos dados e começa</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 lança %n dado</numerusform>
            <numerusform>%1 lança %n dados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 lançou %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation>%1 descarta %2 e ganha!</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 descarta %2</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 termina a vez</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Cartas de %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>A distribuir %n carta a cada um</numerusform>
            <numerusform>A distribuir %n cartas a cada um</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>As tuas cartas: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Descartadas: %1 em cima.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartas no monte: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Escreve o país e carrega em Enter</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: tecla %2</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation>Um símbolo em comum? Carrega na campainha com Espaço ou 1, depois escreve o nome e carrega em Enter, em 8 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation>Campainhas — %1. Depois escreve o nome e carrega em Enter, em 8 s.</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Um símbolo em comum? Carrega na campainha com Espaço ou 1, depois escolhe o nome com A S D F ou um clique, em 3 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Campainhas — %1. Depois escolhe o nome com A S D F ou um clique, em 3 s.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparem-se…</translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation>%1, diz o nome!</translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation>%1 distribui as cartas…</translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation>%1 tem um país novo: há duas bandeiras com um símbolo em comum?</translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation>Empate: os dados azuis decidem entre os que vão à frente…</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Vitória partilhada!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>%n carta para distribuir</numerusform>
            <numerusform>%n cartas para distribuir</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Dador: %1</translation>
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
        <translation>%1 recebe %2</translation>
    </message>
    <message>
        <source>%1 shouts!</source>
        <translation>%1 grita!</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1: “%2!” — certo, %1 tira %n carta a %3</numerusform>
            <numerusform>%1: “%2!” — certo, %1 tira %n cartas a %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation> (%1 também acertou no mesmo instante, mas %2 vem primeiro por ordem alfabética)</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1: “%2!” — errado, %1 dá %n carta</numerusform>
            <numerusform>%1: “%2!” — errado, %1 dá %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 carregou na campainha mas não disse nada — errado, %1 dá %n carta</numerusform>
            <numerusform>%1 carregou na campainha mas não disse nada — errado, %1 dá %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation>Ninguém gritou a tempo</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta seguinte</translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation>Os dados apontam para %1: %2 tem-na e ganha</translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation>Os dados apontam para %1: nenhum dos que vão à frente a tem</translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>; no mesmo instante %1 disse um nome errado e dá %n carta</numerusform>
            <numerusform>; no mesmo instante %1 disse um nome errado e dá %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 ganha o jogo!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 ganha com %n carta!</numerusform>
            <numerusform>%1 ganha com %n cartas!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation>Cartas em cada pilha: %1. Cartas distribuídas: %2 de %3.</translation>
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
        <translation>Jogo do
Ganso</translation>
    </message>
    <message>
        <source>winner!</source>
        <translation>vencedor!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1.º lugar</translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation>no poço, à espera de socorro</translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation>na prisão, à espera de socorro</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>passa a próxima vez</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation>Demasiado longe! %1 conta até 63 e recua até %2.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation>%1 cai no ganso da casa %2 e voa mais %3, ressaltando até %4.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation>%1 cai no ganso da casa %2 e voa mais %3 até %4.</translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation>%1 caiu na ponte: vai para a casa 12.</translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation>%1 perde-se no labirinto: volta para a casa 30.</translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation>%1 encontra a cabeça de morto na 58: volta para a casa 1.</translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation>Primeiro lançamento 6+3: %1 vai logo para a casa 26!</translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation>Primeiro lançamento 5+4: %1 vai logo para a casa 53!</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation>%1 estava na casa %2 e volta para a partida.</translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation>%1 é libertado e vai para a casa %2.</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation>%1 estava na casa %2 e vai para a casa %3.</translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation>%1 chega ao 63 e ganha!</translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation>%1 chega ao 63: %2.º lugar.</translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation>%1 para no hotel da casa 19 e passa a próxima vez.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation>%1 cai no poço da casa 31 e espera pelo socorro.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation>%1 cai no poço da casa 31: passa duas vezes.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation>%1 vai para a prisão da casa 52 e espera pelo socorro.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation>%1 vai para a prisão da casa 52: passa duas vezes.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 está na casa %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2+%3.</source>
        <translation>%1 lançou %2+%3.</translation>
    </message>
    <message>
        <source>Everyone was stuck: %1 is let go.</source>
        <translation>Estavam todos presos: %1 é solto.</translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation>%1 continua à espera.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 passa a vez.</translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>passa %n vez</numerusform>
            <numerusform>passa %n vezes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 dá as cartas primeiro.</translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation>%1 e %2 escolheram o seu sinal secreto.</translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation>É dada uma carta.</translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation>%1 é posta no mercado.</translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation>O mercado vai para o descarte.</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation>%1 tira %2 e dá %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation>%1 terminou.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: &quot;Duplo Kem&apos;s!&quot; Certo: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: &quot;Duplo Kem&apos;s!&quot; Errado (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: &quot;Kem&apos;s!&quot; Certo: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: &quot;Kem&apos;s!&quot; Errado (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation>%1: &quot;Contra Kem&apos;s: %2!&quot; Certo: +4, e um sinal novo.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation>%1: &quot;Contra Kem&apos;s: %2!&quot; Errado: −2.</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation>%1: %2   ·   %3: %4   ·   ganha quem chegar a %5</translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation>monte %1</translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation>descarte %1</translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation>Acabou o tempo: empate!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 ganham!</translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation>As equipas escolhem os seus sinais secretos…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>A dar as cartas…</translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation>O vosso sinal:
%1</translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation>1–8 gestos · G Contra Kem&apos;s
A S D F e depois Z X C V: trocar
Espaço Kem&apos;s (premido: Duplo) · B terminei</translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation>Kem&apos;s!</translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation>Duplo Kem&apos;s!</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation>Contra Kem&apos;s!</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminei</translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation>%1, escolhe o sinal secreto da tua equipa (1–8)</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation>Contra Kem&apos;s! Que gesto é o sinal deles? (1–8, Esc: cancelar)</translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation>Mantém premido o Shift esquerdo: as tuas cartas
1–4 Q W E R gestos · G Contra
A S D F e depois Z X C V: trocar
Espaço Kem&apos;s (premido: Duplo) · T terminei</translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation>Mantém premido o Shift direito: as tuas cartas
7 8 9 0 U I O P gestos · Retrocesso Contra
H J K L e depois N M , .: trocar
Enter Kem&apos;s (premido: Duplo) · Y terminei</translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation>Mercado: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartas no monte: %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation>O sinal da tua equipa: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
        <translation>Pontos: %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation>%1 lançou um terceiro 6 seguido — a vez passa</translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation>%1 lançou um 6 mas não pode mover — lança de novo</translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation>%1 lançou um 6 — joga outra vez</translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation>%1 lançou um %2 — nenhum movimento possível</translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation>%1 lançou um %2</translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation>%1 tirou um peão da cavalariça</translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation>%1 levou um peão ao céu</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 ganha!</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1 termina em %2.º lugar</translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation>%1 subiu ao degrau %2</translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation>%1 chegou ao pé da escada</translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation>%1 moveu o peão %2 para a casa %3</translation>
    </message>
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation>%1: carrega em Espaço para tirar um peão da cavalariça, ou clica nele</translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation>%1: carrega em Espaço para mover o peão %2, ou clica nele</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: click pawn %2, or press its number (arrows and Space: the marked pawn)</source>
        <translation>%1: clica no peão %2, ou carrega no seu número (setas e Espaço: o peão assinalado)</translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation>%1 capturou um peão de %2</translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation>peão %1 no degrau %2</translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation>peão %1 ao pé da escada</translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation>peão %1 na casa %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n peão na cavalariça</numerusform>
            <numerusform>%n peões na cavalariça</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n peão no céu</numerusform>
            <numerusform>%n peões no céu</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation>%1 colocou um peão em %2, fez moinho e tirou um peão de %3</translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation>%1 colocou um peão em %2</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 voou de %2 para %3, fez moinho e tirou um peão de %4</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation>%1 voou de %2 para %3</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 moveu de %2 para %3, fez moinho e tirou um peão de %4</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 moveu de %2 para %3</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>empate: a mesma posição pela terceira vez</translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation>empate: 50 jogadas sem moinho</translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation>%1 só tem dois peões</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 não pode mover</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>colocação</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>voo</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>no pawns on the board</source>
        <translation>nenhum peão no tabuleiro</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n peão em %1</numerusform>
            <numerusform>%n peões em %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n peão na mão</numerusform>
            <numerusform>%n peões na mão</numerusform>
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
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation>+%1 (%2).</translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation>Saiu um 2 ou um 5: este lançamento não vale nada.</translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation>Nada pontua.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — volta %2 de %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation>Todos os dados estão postos de lado: %1 marca %2 nesta vez.</translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation>Cada 2 e cada 5 é posto de lado e não vale nada; os outros dados valem os seus pontos e são lançados de novo.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation>%1 lançou %2 — +%3, total da jogada %4</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>%n dado posto de lado.</numerusform>
            <numerusform>%n dados postos de lado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 ganha com %n ponto!</numerusform>
            <numerusform>%1 ganha com %n pontos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 partilham a vitória com %n ponto!</numerusform>
            <numerusform>%1 partilham a vitória com %n pontos!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n dado para lançar de novo.</numerusform>
            <numerusform>%n dados para lançar de novo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1 lançou %2 — todos os dados postos de lado, %n ponto nesta vez</numerusform>
            <numerusform>%1 lançou %2 — todos os dados postos de lado, %n pontos nesta vez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 marcou %n ponto nesta vez.</numerusform>
            <numerusform>%1 marcou %n pontos nesta vez.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>%n dado para lançar.</numerusform>
            <numerusform>%n dados para lançar.</numerusform>
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
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 recolhe a vaza</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 dá as cartas</translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation>Vira-se %1: %2 é trunfo</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 mostra a sua última carta, %2: %3 é trunfo</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>A dar cartas a %1</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>mão contada</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation>O teu anúncio. Como dador, não podes anunciar %1.</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>O teu anúncio: quantas vazas vais fazer?</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>É a tua vez: joga uma carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Tens de assistir ao naipe: joga um %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Não tens %1, por isso tens de jogar um trunfo (%2).</translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation>anunciou %1 · fez %2</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dador</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Última vaza, recolhida por %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Vaza para %1</translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation>Como dador, não podes anunciar %1: os anúncios somariam o número de cartas de cada mão.</translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation>Proibido ao dador: os anúncios somariam o número de cartas de cada mão</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mão %1 de %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trunfo</translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation>na mão do dador</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Anúncio</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Feitas</translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation>não para o dador</translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation>Folha de pontos: anúncio/vazas e pontos (clica para fechar)</translation>
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
            <numerusform>Anúncios: %1 para %n vaza</numerusform>
            <numerusform>Anúncios: %1 para %n vazas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation>%1 ainda não anunciou</translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation>%1 anunciou %2, fez %3</translation>
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
        <translation>A troca</translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation>%1 dá as cartas primeiro</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>A dar cartas a %1</translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation>%1 dá uma carta a %2</translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation>%1 dá duas cartas a %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 ficou sem cartas</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passa</translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation>%1 recolhe as cartas</translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation>%1 é Presidente</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Jogar as cartas escolhidas (Enter)</translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation>Passar esta vez (P)</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Presidente</translation>
    </message>
    <message>
        <source>Vice-President</source>
        <translation>Vice-Presidente</translation>
    </message>
    <message>
        <source>Vice-Beggar</source>
        <translation>Vice-Cu</translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation>Cu</translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation>Escolhe primeiro as cartas a jogar</translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation>As cartas de uma jogada têm de ter todas o mesmo valor</translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation>Uma jogada tem no máximo quatro cartas</translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation>Tem de ser uma só carta, como a última jogada</translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation>Tem de ser mais alto do que %1</translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation>%1, o %2</translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation>Dá a tua melhor carta a %1.</translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation>Dá as tuas duas melhores cartas a %1.</translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation>Dá a tua pior carta a %1.</translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation>Dá as tuas duas piores cartas a %1.</translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation>Escolhe quais (os naipes não contam):</translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation>A regra não deixa escolha:</translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation>És tu a abrir: joga quaisquer cartas do mesmo valor</translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation>És tu a abrir: escolhe cartas do mesmo valor e depois Jogar</translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation>Bate %1 com outras tantas cartas de valor mais alto, ou Passar</translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation>Escolhe as cartas a dar</translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation>Fora: %1.º lugar</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Cartas: %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mão %1 de %2</translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation>A troca de cartas</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>A partida terminou</translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation>%1 recolheu as cartas</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 abre</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Tem de ser %n carta, como na última jogada</numerusform>
            <numerusform>Têm de ser %n cartas, tantas como na última jogada</numerusform>
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
        <translation>Para bater: %1, jogado por %2.</translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation>Nada para bater: uma nova vaza.</translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation>Sem cartas, por ordem: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::race::RaceBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, lança os dados!</translation>
    </message>
    <message>
        <source>%1 is rolling</source>
        <translation>%1 está a lançar</translation>
    </message>
    <message>
        <source>start</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Roll the dice to start the race.</source>
        <translation>Lança os dados para começar a corrida.</translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation>%1 lança…</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>na partida</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>casa %1</translation>
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
        <translation>%1, vira a primeira carta: Espaço ou um clique no baralho!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Preparar…</translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation>O baralho acabou!</translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation>%1, vira a carta seguinte: Espaço ou um clique no baralho!</translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation>Que retângulo tem o tamanho da carta?</translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation>Encontra o retângulo do tamanho da carta e põe lá o teu peão!</translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation>Próxima carta…</translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation>Ninguém acertou: a carta volta para a caixa.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation>%1 acertou e fica com a carta!</translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation>%1 e %2 acertaram: uma carta para cada um!</translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation>É virada uma carta nova.</translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation>%1 pousa um peão.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation>%1 acertou e fica com a carta.</translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation>%1 e %2 acertaram: %1 fica com a carta, %2 com uma do baralho.</translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation>W A S D · E</translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation>Setas · Enter</translation>
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
        <translation>Rato</translation>
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
            <numerusform>%1 ganha com %n carta!</numerusform>
            <numerusform>%1 ganha com %n cartas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>%1 partilham a vitória com %n carta cada um!</numerusform>
            <numerusform>%1 partilham a vitória com %n cartas cada um!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation>%1 % do tamanho real: a janela é demasiado pequena</translation>
    </message>
    <message>
        <source>Red board</source>
        <translation>Tabuleiro vermelho</translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation>Tabuleiro amarelo</translation>
    </message>
    <message>
        <source>Green board</source>
        <translation>Tabuleiro verde</translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation>Tabuleiro azul</translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation>Tabuleiro cor de laranja</translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation>Tabuleiro roxo</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation>Última carta: %1 milímetros.</translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation>Carta: %1 milímetros.</translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation>lugar %1, %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation>peão no retângulo de %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>Resta %n carta no baralho.</numerusform>
            <numerusform>Restam %n cartas no baralho.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation>%1 vira a carta seguinte…</translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation>A dar as cartas</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 está a jogar</translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation>Segura-a como a vês, ou virada ao contrário</translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation>Joga uma carta (não um salto nem uma inversão)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Joga uma carta</translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation>Vira 3 cartas do meio: %1 de 3 feitas</translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation>Vira uma carta de qualquer mão</translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation>Tira uma carta a outro jogador</translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation>Tira uma carta do meio</translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation>Tiraram-te uma carta: tira uma do meio</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 ganha!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 partilham a vitória!</translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation>Ninguém marcou nesta volta</translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation>%1 marca!</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>raposa</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>rã</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefante</translation>
    </message>
    <message>
        <source>flamingo</source>
        <translation>flamingo</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>baleia</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>leão</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>salto</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>inversão</translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation>vira 3</translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation>vira 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>roubar</translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation>lupa</translation>
    </message>
    <message>
        <source>left half star</source>
        <translation>meia estrela esquerda</translation>
    </message>
    <message>
        <source>right half star</source>
        <translation>meia estrela direita</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 recebeu uma carta</translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation>Uma carta para o meio</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 jogou %2</translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation>%1 virou uma carta do meio: %2</translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation>%1 virou uma das suas cartas</translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation>%1 tirou uma carta a %2</translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation>%1 tirou %2 do meio</translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation> — %1 marca 2 pontos!</translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation> — %1 marca um ponto!</translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation> — ninguém marca nesta volta</translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation> — o jogo terminou</translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation>%1 virou uma das cartas de %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>As tuas cartas: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation>Cartas de %1, os lados que vês: %2.</translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation>Cartas na mão de %1: %2.</translation>
    </message>
    <message>
        <source>Middle: %1.</source>
        <translation>No meio: %1.</translation>
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
        <translation>Ninguém ganha: empate</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 ganham!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 ganha!</translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation>%1 trocou uma carta que não se podia jogar</translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation>%1 não pode jogar</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 recebeu uma carta</translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation>%1 comprou uma carta</translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation> — ninguém pode ganhar: empate</translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation> — quatro em linha!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation>Nenhuma das tuas cartas pode ser jogada: joga o jogador seguinte (Enter)</translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation>canguru</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>macaco</translation>
    </message>
    <message>
        <source>parrot</source>
        <translation>papagaio</translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation>avestruz</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>leão</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>tartaruga</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>raposa</translation>
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
        <translation>rã</translation>
    </message>
    <message>
        <source>alligator</source>
        <translation>aligátor</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>girafa</translation>
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
        <translation>urso</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>baleia</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>elefante</translation>
    </message>
    <message>
        <source>penguin</source>
        <translation>pinguim</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>coruja</translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation>%1 jogou um unicórnio: uma ficha numa casa de %2</translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation>%1 pôs uma ficha numa casa de %2</translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation>%1 jogou um dragão: %2 perde a ficha de uma casa de %3</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>dragão</translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation>unicórnio</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation>%1 na casa de %2, coluna %3</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Linha %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation>Nenhuma ficha no tabuleiro.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>A tua mão: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation>Milhas</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Barco</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitão</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Tripulação</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Carga</translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation>%1 não conseguiu barco, capitão e tripulação: nenhuma milha.</translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation>%1 precisa de um 6 para o barco.</translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation>Ainda sem barco: é preciso um 6.</translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation>O barco está no porto: é preciso um 5 para o capitão.</translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation>Barco e capitão a bordo: é preciso um 4 para a tripulação.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation>%1 — volta %2 de %3 · lançamento %4 de %5</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Lançar de novo</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lançar</translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation>Sugestão: navega agora.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation>%1 lançou %2 — sem tripulação, nenhuma milha</translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation>%1 lançou %2 — barco, capitão e tripulação a bordo, carga %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 lançou %2</translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation>%1 lança de novo %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 navegou %n milha.</numerusform>
            <numerusform>%1 navegou %n milhas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Carga: %n milha.</numerusform>
            <numerusform>Carga: %n milhas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>%1 ganha com %n milha!</numerusform>
            <numerusform>%1 ganha com %n milhas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>%1 partilham a vitória com %n milha!</numerusform>
            <numerusform>%1 partilham a vitória com %n milhas!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>Navegar %n milha</numerusform>
            <numerusform>Navegar %n milhas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Carga: %n milha. Clica nos dados da carga para os lançar de novo, ou navega.</numerusform>
            <numerusform>Carga: %n milhas. Clica nos dados da carga para os lançar de novo, ou navega.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Lança de novo %1 (último lançamento), ou navega com %n milha.</numerusform>
            <numerusform>Lança de novo %1 (último lançamento), ou navega com %n milhas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Lança de novo %1 (restam 2 lançamentos), ou navega com %n milha.</numerusform>
            <numerusform>Lança de novo %1 (restam 2 lançamentos), ou navega com %n milhas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1 lançou %2 — navega %n milha</numerusform>
            <numerusform>%1 lançou %2 — navega %n milhas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 navega %n milha</numerusform>
            <numerusform>%1 navega %n milhas</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation>A bordo: o barco.</translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation>A bordo: o barco e o capitão.</translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation>A bordo: barco, capitão e tripulação.</translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation>Carga: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Resta %n lançamento.</numerusform>
            <numerusform>Restam %n lançamentos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation>vencedor!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1.º lugar</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation>Demasiado longe! %1 conta até 100 e recua até %2.</translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation>%1 sobe a escada da casa %2 para a %3!</translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation>%1 desce pela serpente da casa %2 para a %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 lançou %2.</translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation>Demasiado para chegar ao 100: %1 fica na casa %2.</translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation>%1 chega ao 100 e ganha!</translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation>%1 chega ao 100: %2.º lugar.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 está na casa %2.</translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation>Um 6: %1 lança de novo.</translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation>Última vaza</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Folha de pontos</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 jogou %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Trunfo: %1.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>Na mesa: %1.</translation>
    </message>
    <message>
        <source>Suit to follow: %1.</source>
        <translation>Naipe a assistir: %1.</translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation>Vaza recolhida por %1: %2.</translation>
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
        <translation>%1 joga %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 recolhe a vaza</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 dá as cartas</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 mostra a sua última carta, %2: %3 é trunfo</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>A dar cartas a %1</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation>Mão %1 · ganha quem chegar a %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trunfo</translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation>mostrado por %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation>Folha de pontos: vazas de cada mão, ganha quem chegar a 20 (clica para fechar)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>É a tua vez: joga uma carta.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Tens de assistir ao naipe: joga um %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Não tens %1, por isso tens de jogar um trunfo (%2).</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>trunfo %1</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Última vaza, recolhida por %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Vaza para %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 ganha com %n ponto.</numerusform>
            <numerusform>%1 ganha com %n pontos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n vaza</numerusform>
            <numerusform>%n vazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 win with %n point(s).</source>
        <translation>
            <numerusform>%1 e %2 ganham com %n ponto.</numerusform>
            <numerusform>%1 e %2 ganham com %n pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation>Carta de trunfo: %1, virada por %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Vazas recolhidas: %1.</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation>Folha de pontos: vazas de cada mão, parceiros juntos, ganha a primeira dupla a chegar a 20 (clica para fechar)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Dupla</translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Fim do jogo</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>Vez de %1 lançar</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — lançamento %2 de %3</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lançar os dados</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Lançar de novo (falta %n)</numerusform>
            <numerusform>Lançar de novo (faltam %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation>Lança os dados (Enter ou Espaço).</translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation>%1 está a lançar…</translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation>Não restam lançamentos</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está a pensar…</translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation>Os cinco dados estão guardados: solta um para lançar de novo, ou clica numa casa da tua folha para marcar.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation>%1 lançou %2 (lançamento %3 de %4)</translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 lança de novo os cinco dados</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 guarda %2</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation>%1 marcou %2 em %3 (%4)</translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation> — bónus +%1!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 ganha com %n ponto</numerusform>
            <numerusform>%1 ganha com %n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation>Escolhe uma casa da tua folha para marcar estes dados (clica nela, ou setas e Enter).</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation>Clica nos dados (ou carrega em 1–5) para os guardar e depois lança de novo (Enter) — ou escolhe uma casa da tua folha para marcar (clica nela, ou setas e Enter).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation>nenhuma casa preenchida</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Resta %n lançamento.</numerusform>
            <numerusform>Restam %n lançamentos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
