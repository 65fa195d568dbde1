<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation>Aucune image de cartes n&apos;a été trouvée&#xa0;: des cartes simples sont dessinées. Pour les vraies cartes, installez le paquet kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation>Le jeu de cartes %1 n&apos;a pas pu être lu&#xa0;: des cartes simples sont dessinées.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation>Lancer tout de suite une partie du jeu &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation>Qui joue, par ex. human:Anna,ai:hard,random (nécessite --game).</translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation>Graine pour les dés et les mélanges.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation>Ne pas proposer de reprendre la partie sauvegardée automatiquement.</translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation>Vitesse des animations&#xa0;: 0 instantanée, 1 normale, 2 lente.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>Enregistrer une image de la fenêtre dans &lt;file&gt; et quitter.</translation>
    </message>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation>Ludoteca&#xa0;: jeux de plateau, de dés et de cartes.</translation>
    </message>
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation>--lang&#xa0;: aucune traduction pour «&#xa0;%1&#xa0;» (%2)&#xa0;; l&apos;interface est en anglais</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Argument inattendu&#xa0;: %1</translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation>--seats nécessite --game</translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation>--seats&#xa0;: %1</translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation>--seed&#xa0;: nombre attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation>--pace&#xa0;: nombre de 0 à 3 attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation>Langue de l’interface&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation>Annulation des coups dans la partie&#xa0;: free, own-last-move ou off (nécessite --game&#xa0;; par défaut&#xa0;: selon le jeu, own-last-move contre l&apos;ordinateur dans un jeu de hasard, sinon free).</translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation>--undo nécessite --game</translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation>--undo&#xa0;: free, own-last-move ou off attendu, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Donne&#xa0;: %n carte chacun</numerusform>
            <numerusform>Donne&#xa0;: %n cartes chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets %n card(s)</source>
        <translation>
            <numerusform>%1 reçoit %n carte</numerusform>
            <numerusform>%1 reçoit %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt</source>
        <translation>
            <numerusform>%n carte distribuée</numerusform>
            <numerusform>%n cartes distribuées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation>une erreur inconnue</translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation>Faire un clin d&apos;œil</translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation>Se gratter la joue</translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation>Se toucher le nez</translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation>Se tirer l&apos;oreille</translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation>Hausser les sourcils</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>Hocher la tête</translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation>Se frotter les yeux</translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation>Tapoter la table</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>gagne %n pion</numerusform>
            <numerusform>gagne %n pions</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation>gagne un cavalier</translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation>gagne un fou</translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation>gagne une tour</translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation>gagne la dame</translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation>gagne la qualité</translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>gagne %n pion</numerusform>
            <numerusform>gagne %n pions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>gagne %n dame</numerusform>
            <numerusform>gagne %n dames</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>position égale</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 sont légèrement mieux</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 sont mieux</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 gagnent</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>mat en %n</numerusform>
            <numerusform>mat en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 matent en %n</numerusform>
            <numerusform>%1 matent en %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>les Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>les Noirs</translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation>Prévu&#xa0;: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>gagne en %n coup</numerusform>
            <numerusform>gagne en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 gagnent en %n coup</numerusform>
            <numerusform>%1 gagnent en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 est légèrement mieux</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 est mieux</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 gagne</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 mate en %n</numerusform>
            <numerusform>%1 mate en %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 gagne en %n coup</numerusform>
            <numerusform>%1 gagne en %n coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
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
        <translation>--game&#xa0;: jeu inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation>Votre main est vide.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Votre main&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation>Cartes dans les autres mains&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation>Cartes en main&#xa0;: %1.</translation>
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
        <translation>Dé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Dés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Mis de côté&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation>Gardés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation>Total du tour&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>Pot&#xa0;: %n jeton.</numerusform>
            <numerusform>Pot&#xa0;: %n jetons.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>YamSheet</name>
    <message>
        <source>Ones</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Tris</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>down column</source>
        <translation>colonne descendante</translation>
    </message>
    <message>
        <source>up column</source>
        <translation>colonne montante</translation>
    </message>
    <message>
        <source>free column</source>
        <translation>colonne libre</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation>Descendante&#xa0;: à remplir dans l&apos;ordre, des As au Yam</translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation>Montante&#xa0;: à remplir dans l&apos;ordre, du Yam aux As</translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation>Libre&#xa0;: n&apos;importe quelle case vide, dans n&apos;importe quel ordre</translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation>Total 1–6</translation>
    </message>
    <message>
        <source>Bonus (63+)</source>
        <translation>Bonus (63+)</translation>
    </message>
    <message>
        <source>Min + Max</source>
        <translation>Minimum + Maximum</translation>
    </message>
    <message>
        <source>Total Tris–Yam</source>
        <translation>Total Brelan–Yam</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Total de la colonne</translation>
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
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
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
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Drapeaux</translation>
    </message>
    <message>
        <source>Kids</source>
        <translation>Enfants</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation>Finir une donne dès ses pénalités prises</translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation>Les donnes Dames, Cœurs et Barbu s&apos;arrêtent dès que toutes leurs cartes de pénalité ont été prises&#xa0;: les points sont les mêmes, la donne est plus courte. La règle joue les 13 plis.</translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation>Bataille corse</translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation>Fin après 1 000 cartes</translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation>La règle joue jusqu&apos;à ce qu&apos;un joueur ait les 52 cartes&#xa0;; avec cette option, après 1 000 cartes retournées, le joueur qui a le plus de cartes gagne, et les égalités partagent la victoire.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Échecs</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Le plus fort</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Position de départ (FEN)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation>Commencer depuis une position notée en FEN&#xa0;; laisser vide pour la position de départ habituelle.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation>Une pendule pour chaque joueur&#xa0;: le temps de base, plus les secondes ajoutées après chaque coup. La règle n&apos;a pas de pendule&#xa0;; un joueur qui dépasse son temps perd.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minute</translation>
    </message>
    <message>
        <source>3 minutes + 2 s</source>
        <translation>3 minutes + 2 s</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minutes</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 minutes</translation>
    </message>
    <message>
        <source>10 minutes + 5 s</source>
        <translation>10 minutes + 5 s</translation>
    </message>
    <message>
        <source>15 minutes + 10 s</source>
        <translation>15 minutes + 10 s</translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation>30 minutes</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 minutes</translation>
    </message>
    <message>
        <source>90 minutes + 30 s</source>
        <translation>90 minutes + 30 s</translation>
    </message>
    <message>
        <source>Repetition and fifty moves</source>
        <translation>Répétition et cinquante coups</translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation>Si la triple répétition et la règle des cinquante coups terminent la partie d&apos;elles-mêmes (comme dans nos règles) ou doivent être réclamées par un joueur, comme dans les tournois FIDE.</translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation>Nulle automatique</translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation>Nulle sur réclamation (FIDE)</translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation>Moteur UCI externe</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Huit américain</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Nombre de donnes</translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation>Combien de donnes forment une partie&#xa0;; la règle en joue 5.</translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation>Annonce «&#xa0;Carte&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation>Un joueur à qui il reste une carte doit annoncer «&#xa0;Carte&#xa0;!&#xa0;» avant le coup suivant, sinon il est pris en faute&#xa0;; la règle le prévoit.</translation>
    </message>
    <message>
        <source>10,000</source>
        <translation>10 000</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Minimum d&apos;ouverture</translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation>Le total du tour dont un joueur encore sans points a besoin pour marquer&#xa0;: 750 dans le texte principal de la règle, 1 000 dans une note de certaines éditions.</translation>
    </message>
    <message>
        <source>750 points</source>
        <translation>750 points</translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation>1 000 points</translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation>Mettre de côté chaque dé qui marque</translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation>Désactivé&#xa0;: mettre de côté au moins un dé ou une combinaison qui marque et relancer le reste (la règle courante). Activé&#xa0;: chaque dé qui marque doit être mis de côté (la lettre de la règle).</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation>Le 221 reçoit 2 de plus</translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation>Désactivé&#xa0;: un perdant qui a fait 221 reçoit exactement 2 jetons, quel que soit le meilleur lancer (les mots de la règle). Activé&#xa0;: il reçoit le montant du tableau plus 2, comme dans certains bars.</translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation>Arrêter quand le gagnant est connu</translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation>Désactivé&#xa0;: la décharge continue jusqu&apos;à ce qu&apos;un joueur ait les 21 jetons et soit donc le perdant. Activé&#xa0;: la partie s&apos;arrête dès que le premier joueur n&apos;a plus de jetons. Le gagnant est le même dans les deux cas.</translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation>Black Jack aux dés</translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation>Jetons par joueur</translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation>Le nombre de jetons de chaque joueur au départ&#xa0;: la règle en donne 5&#xa0;; moins rend la partie plus courte, plus la rend plus longue.</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Nombre de manches</translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation>0&#xa0;: jouer jusqu&apos;à ce qu&apos;un joueur ait tous les jetons, comme le dit la règle. Tout autre nombre termine la partie après autant de manches, et le plus de jetons gagne (la lecture du texte suédois).</translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation>Poker d&apos;as</translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation>Lancers pour celui qui ouvre la manche</translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation>Combien de fois celui qui ouvre peut lancer&#xa0;: 3 dans quatre des cinq langues de la règle, 4 dans le texte italien. Les autres peuvent lancer au plus autant de fois que lui.</translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation>Jusqu&apos;à 3 lancers</translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation>Jusqu&apos;à 4 lancers</translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation>Les jetons de chaque joueur au départ&#xa0;: 10 dans la règle.</translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation>Nulle après des coups sans progrès</translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation>La partie est nulle quand chaque joueur a joué ce nombre de coups d&apos;affilée en ne déplaçant que des dames et sans prise (la règle dit 20&#xa0;; les tournois FMJD utilisent 25).</translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation>Commencer depuis une position notée en FEN de dames (W:W31,32,...:B1,2,...)&#xa0;; laisser vide pour la position de départ habituelle.</translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation>Dans l&apos;ordre&#xa0;!</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Cartes pour gagner</translation>
    </message>
    <message>
        <source>Order by</source>
        <translation>Classer par</translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation>Classer la rangée selon la superficie des pays, comme dans la règle, ou selon leur population (la variante de la règle).</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Superficie</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Population</translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation>Combien de courses (une carte chacune) font gagner la partie&#xa0;; la règle joue en 3.</translation>
    </message>
    <message>
        <source>This and That</source>
        <translation>Ceci et cela</translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation>Quiz des drapeaux</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation>Nommer le pays de chaque drapeau, comme dans la règle, ou sa capitale (la variante de la règle).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Pays</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capitale</translation>
    </message>
    <message>
        <source>Flags per player</source>
        <translation>Drapeaux par joueur</translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation>À combien de drapeaux répond chaque joueur&#xa0;; la règle joue jusqu&apos;à épuisement du paquet, ce que fait aussi le jeu quand le paquet est trop petit pour ce nombre.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation>Les 48 cartes de la boîte, comme dans la règle, ou seulement celles d&apos;un continent.</translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation>Les 48 drapeaux</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europe</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asie</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afrique</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Amérique</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Océanie</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Choose among four names, or type the name (accents, capitals and one slip of the keyboard do not matter; English names are accepted too).</source>
        <translation>Choisir parmi quatre noms, ou taper le nom (accents, majuscules et une faute de frappe ne comptent pas&#xa0;; les noms anglais sont aussi acceptés).</translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation>Quatre choix</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Tapées</translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation>Trouve-moi&#xa0;!</translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation>Combien de cartes rouges il faut pour gagner. La règle en demande 6 à 2 joueurs, 5 de 3 à 7 joueurs et 4 à 8 joueurs ou plus.</translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation>Comme le dit la règle</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 cartes</translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation>4 cartes</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 cartes</translation>
    </message>
    <message>
        <source>6 cards</source>
        <translation>6 cartes</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 cartes</translation>
    </message>
    <message>
        <source>Roll limit</source>
        <translation>Limite de lancers</translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation>La partie s&apos;arrête après ce nombre de lancers et le plus de cartes gagne. La règle n&apos;a pas de limite&#xa0;: la partie finit quand un joueur atteint l&apos;objectif (ou après 20 lancers d&apos;affilée sans qu&apos;aucune carte change de main).</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation>100 lancers</translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation>150 lancers</translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation>200 lancers</translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation>Un, deux, trois</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Partie courte</translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation>Le premier joueur à qui il ne reste qu&apos;une carte gagne (la variante courte de la règle)&#xa0;; sinon, le premier qui pose sa dernière carte.</translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation>Crie&#xa0;!</translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation>Langue des noms de pays</translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation>Les bons noms criés au même moment vont au joueur dont le pays vient en premier dans l&apos;ordre alphabétique de son nom dans cette langue (règle Y7)&#xa0;: choisissez la langue dans laquelle vous jouez.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Anglais</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italien</translation>
    </message>
    <message>
        <source>Game of the Goose</source>
        <translation>Jeu de l&apos;oie</translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation>Continuer pour les places</translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation>Après le gagnant, les autres continuent pour la 2e, la 3e et la 4e place.</translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation>Facile (lance seulement)</translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation>Moyen (lance seulement)</translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation>Difficile (lance seulement)</translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation>Puits et prison</translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation>Attendre les secours&#xa0;: un pion reste dans le puits ou la prison jusqu&apos;à ce qu&apos;un autre pion y arrive et prenne sa place (la règle). Passer deux tours&#xa0;: la variante de la règle.</translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation>Attendre l&apos;arrivée d&apos;un autre pion</translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation>Passer deux tours</translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation>Kem&apos;s</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation>La première équipe qui atteint ce score gagne&#xa0;; la règle le laisse au choix des joueurs.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Durée maximale (minutes)</translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation>La partie finit aussi quand son chronomètre dépasse cette durée&#xa0;; l&apos;équipe en tête gagne (la règle dit qu&apos;une partie dure environ 15 minutes).</translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation>Petits chevaux</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Escalier</translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation>Pas à pas&#xa0;: monter une marche à la fois avec le nombre exact de la marche suivante (la lecture de la règle). Saut&#xa0;: depuis la marche k, un dé supérieur à k mène directement à cette marche.</translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation>Marche par marche (1, 2, 3, 4, 5, 6)</translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation>Sauter à la marche du dé</translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation>Trois 6 finissent le tour</translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation>Règle maison&#xa0;: un troisième 6 d&apos;affilée est perdu et le tour passe. La règle n&apos;a pas de limite.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Jeu du moulin</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Lignes diagonales</translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation>Ajoute les quatre diagonales des coins comme lignes pour se déplacer et former des moulins&#xa0;; la règle admet les moulins en diagonale, le tablier classique n&apos;en a pas.</translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation>Ni 5 ni 2</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Nombre de dés</translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation>4 dés comme dans le matériel de la règle, ou 5 comme dans le répandu «&#xa0;Stuck in the Mud&#xa0;».</translation>
    </message>
    <message>
        <source>4 dice</source>
        <translation>4 dés</translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation>5 dés</translation>
    </message>
    <message>
        <source>A throw with a 2 or 5 still scores</source>
        <translation>Un lancer avec un 2 ou un 5 marque quand même</translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation>Activé&#xa0;: les autres dés d&apos;un lancer avec des 2 ou des 5 marquent quand même (la règle). Désactivé&#xa0;: un lancer avec un 2 ou un 5 ne marque rien (la règle courante de «&#xa0;Stuck in the Mud&#xa0;»).</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>L&apos;ascenseur</translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation>Variante maison&#xa0;: seulement les donnes montantes, de 1 carte au maximum&#xa0;; la règle les rejoue aussi en descendant jusqu&apos;à 1.</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Président</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation>Combien de donnes dure la partie&#xa0;: la règle ne fixe pas de fin, donc chaque donne rapporte 3 au Président, 2, 1 et 0 au Clochard, et le plus haut total gagne.</translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation>La course aux rectangles</translation>
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
        <translation>Équipes de deux</translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation>À 4 joueurs, le 1er et le 3e jouent contre le 2e et le 4e, les partenaires partageant une couleur de jetons&#xa0;; la règle admet les équipes.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Mains ouvertes</translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation>Chaque main est montrée face visible, pour les très jeunes joueurs qui ont besoin d&apos;aide.</translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation>Montrer les lignes de trois</translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation>Signale chaque ligne où il ne manque qu&apos;un jeton à un joueur.</translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation>Une carte morte termine le tour</translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation>Remplacer une carte morte constitue tout le tour&#xa0;; selon la règle de l&apos;éditeur, le joueur joue ensuite son tour normalement.</translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation>Bateau, capitaine et équipage</translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation>Améliorer la cargaison</translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation>Activé&#xa0;: une fois le bateau, le capitaine et l&apos;équipage à bord, les lancers restants servent à relancer un ou les deux dés de cargaison, le dernier lancer comptant (la règle courante). Désactivé&#xa0;: la cargaison compte telle qu&apos;elle tombe (la règle n&apos;en dit pas plus).</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Serpents et échelles</translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation>Dépasser la case 100</translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation>Rebond&#xa0;: compter jusqu&apos;à 100 et reculer du reste (la règle). Rester&#xa0;: un lancer qui dépasse 100 est perdu. Arrivée&#xa0;: atteindre ou dépasser 100 fait gagner (une règle maison courante).</translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation>Rebondir sur la case 100</translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation>Rester sur place</translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation>Dépasser 100 fait gagner</translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation>Un 6 fait rejouer</translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation>Règle maison&#xa0;: un 6 donne un lancer de plus. La règle n&apos;en donne pas.</translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation>Whistiti</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation>Finir la donne</translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation>Jouer la donne jusqu&apos;au bout quand quelqu&apos;un atteint 20&#xa0;; le plus haut total gagne alors. La règle termine la partie au pli qui atteint 20.</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Yam</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation>Les colonnes de chaque feuille&#xa0;: la règle joue les trois (descendante, montante, libre) et permet aux joueurs d&apos;en choisir moins pour une partie plus courte.</translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation>Trois colonnes&#xa0;: descendante, montante et libre</translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation>Deux colonnes&#xa0;: descendante et montante</translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation>Deux colonnes&#xa0;: descendante et libre</translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation>Deux colonnes&#xa0;: montante et libre</translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation>Une colonne&#xa0;: libre</translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation>Une colonne&#xa0;: descendante</translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation>Une colonne&#xa0;: montante</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Espagnol</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugais</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Danois</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Suédois</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russe</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Français</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Allemand</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation>Le Chess960 (échecs aléatoires Fischer) mélange les pièces de la première rangée, de la même façon pour les deux camps, selon l&apos;une des 960 positions de départ&#xa0;; le roque met le roi et la tour sur les mêmes cases qu&apos;aux échecs classiques.</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Échecs classiques</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Position Chess960</translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation>Le numéro de la position de départ du Chess960, de 0 à 959 (518 est la position habituelle), ou «&#xa0;random&#xa0;» pour en tirer une au sort au début de la partie. Une position de départ en FEN la remplace.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n joueur</numerusform>
            <numerusform>%1–%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation>Débutant (≈800)</translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation>Novice (≈1000)</translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation>Joueur occasionnel (≈1200)</translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation>Intermédiaire (≈1400)</translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation>Joueur de club (≈1600)</translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation>Bon joueur de club (≈1800)</translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation>Expert (≈2000)</translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation>Revenir en tapant</translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation>Un joueur qui n&apos;a plus de cartes peut encore taper sur une paire et revient dans la partie avec la pile&#xa0;; une fausse tape sans cartes l&apos;élimine pour de bon.</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Par équipes</translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation>Les partenaires sont assis face à face, le premier et le troisième joueur contre le deuxième et le quatrième, et mettent leurs plis en commun&#xa0;: la première équipe à 20 gagne. La règle fait jouer chacun pour soi.</translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation>Des personnes d&apos;équipes adverses verraient les cartes les unes des autres sur un même écran&#xa0;: placez les personnes en partenaires (joueurs 1 et 3, ou 2 et 4).</translation>
    </message>
</context>
<context>
    <name>lt::shell::AboutDialog</name>
    <message>
        <source>licence in /usr/share/doc/kdegames-card-data-kf5/copyright</source>
        <translation>licence dans /usr/share/doc/kdegames-card-data-kf5/copyright</translation>
    </message>
    <message>
        <source>&lt;p&gt;Board, dice and card games for families, classrooms and players who want a strong opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Des jeux de plateau, de dés et de cartes pour les familles, les classes et les joueurs qui veulent un adversaire coriace.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca est un logiciel libre&#xa0;: vous pouvez le redistribuer et le modifier selon les termes de la &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 ou toute version ultérieure. Il est fourni sans aucune garantie. Ses plateaux, tuiles, icônes et sons lui appartiennent et sont sous la même licence.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Graphismes des paquets Debian&lt;/h3&gt;&lt;p&gt;Lus dans les paquets pendant que l&apos;application tourne, jamais copiés dans celle-ci&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Jeux de cartes&lt;/b&gt; (kdegames-card-data-kf5, de KDE Games)&#xa0;:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Aucun jeu de cartes n&apos;est installé&#xa0;: les cartes sont dessinées simplement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Drapeaux&lt;/b&gt; (iso-flags-svg, de la collection de drapeaux de Linux Mint)&#xa0;: domaine public.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Noms des pays&lt;/b&gt; (iso-codes)&#xa0;: LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les conditions complètes de chaque paquet sont dans /usr/share/doc/&lt;i&gt;paquet&lt;/i&gt;/copyright. Compilé avec Qt %1 (LGPL-3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>À propos de Ludoteca</translation>
    </message>
</context>
<context>
    <name>lt::shell::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read; the defaults are used, and the old file is kept as %2.</source>
        <translation>Les paramètres de %1 n&apos;ont pas pu être lus&#xa0;; les valeurs par défaut sont utilisées, et l&apos;ancien fichier est conservé sous %2.</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
        <translation>Les paramètres de %1 n&apos;ont pas pu être lus, ni le fichier mis de côté&#xa0;; les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation>les paramètres n&apos;ont pas pu être écrits (le disque est-il plein&#xa0;?)</translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Plateau de jeu</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Plateau de jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Partie terminée&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Partie terminée&#xa0;: match nul.</translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation>Partie terminée, victoire partagée entre %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation>À %1 de lancer les dés.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Scores&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation>Vos choix&#xa0;: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>lt::shell::CardBar</name>
    <message>
        <source>Credit card bar</source>
        <translation>Barre de carte bancaire</translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation>Choisir une couleur</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Couleur du joueur</translation>
    </message>
</context>
<context>
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Graphique d&apos;évaluation</translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation>Cliquez sur un point, ou utilisez Gauche et Droite, pour voir cette position</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation>rayures verticales</translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation>rayures horizontales</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>cercles</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>étoiles</translation>
    </message>
    <message>
        <source>crosses</source>
        <translation>croix</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>animaux</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europe</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asie</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afrique</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Amérique</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Océanie</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Monde</translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation>Dés pas encore lancés</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagView</name>
    <message>
        <source>No flag picture for %1</source>
        <translation>Aucune image de drapeau pour %1</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Les images des drapeaux manquent&#xa0;: installez le paquet iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Lancer (Espace)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation>Cliquez sur un coup pour voir la position qui suit&#xa0;; les flèches font défiler</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation>L&apos;ordinateur n&apos;a pas pu jouer&#xa0;: %1</translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation>(carte cachée)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation>Partie terminée — %1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation>Partie terminée — match nul.</translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation>Partie terminée — victoire partagée&#xa0;: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation>Position après le coup %1 sur %2 (Échap&#xa0;: retour à la partie)</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passez l&apos;appareil à %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation>Un instant&#xa0;: on peut encore annoncer</translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation>%1, lancez les dés (Espace)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 lance les dés…</translation>
    </message>
    <message>
        <source>%1–%2. %3</source>
        <translation>%1–%2. %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1. …</source>
        <translation>%1. …</translation>
    </message>
    <message numerus="yes">
        <source>%1 used %n hint(s).</source>
        <translation>
            <numerusform>%1 a utilisé %n indice.</numerusform>
            <numerusform>%1 a utilisé %n indices.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
        <translation>Analyser à partir de ce coup</translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation>Les autres joueurs détournent le regard&#xa0;: les cartes privées restent cachées.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Passer à %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Je suis %1</translation>
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
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tous</translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation>Rechercher un jeu…</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Aucun jeu n&apos;est installé.</translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation>Aucun jeu ne correspond à votre recherche.</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Rechercher un jeu</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Jeux</translation>
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
        <translation>Quiz en classe</translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation>1–6 équipes</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation>Définir la &amp;position depuis un FEN…</translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation>Coller la position (&amp;FEN)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Rè&amp;gles</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Ludothèque</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation>Quiz en &amp;classe</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>À &amp;propos de Ludoteca</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
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
        <translation>Impossible de lancer la partie</translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation>Le jeu «&#xa0;%1&#xa0;» n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation>Recommencer ce jeu depuis le début&#xa0;? La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation>Un fichier %1 ne contient que des parties de %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation>Ce jeu ne peut pas commencer depuis une position FEN.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Définir la position</translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation>Position en FEN (la partie recommence depuis celle-ci, avec les mêmes joueurs et les mêmes règles)&#xa0;:</translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation>Impossible de définir la position</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient pas de texte.</translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation>Recommencer depuis la position du presse-papiers&#xa0;? La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation>Ce fichier est une partie de «&#xa0;%1&#xa0;», un jeu qui n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation>Parties Ludoteca (*.ludoteca)</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>Impossible d&apos;enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Enregistrée sous %1</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Open another match? The moves of this one since it was last saved will be lost.</source>
        <translation>Ouvrir une autre partie&#xa0;? Les coups de celle-ci depuis le dernier enregistrement seront perdus.</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Tous les fichiers pris en charge (%1)</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation>%1 n&apos;est pas un fichier de partie valide&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>Vous avez une partie de %1 non terminée avec %2, jouée pour la dernière fois %3 (%n coup). La reprendre&#xa0;?</numerusform>
            <numerusform>Vous avez une partie de %1 non terminée avec %2, jouée pour la dernière fois %3 (%n coups). La reprendre&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation>Impossible de reprendre la partie</translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation>la sauvegarde automatique endommagée n&apos;a pas pu être mise de côté (%1)</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation>La partie sauvegardée automatiquement ne peut pas être reprise&#xa0;:
%1

Elle n&apos;a pas pu être renommée (%2), donc la sauvegarde automatique est désactivée jusqu&apos;au prochain démarrage de Ludoteca&#xa0;: le fichier est laissé tel quel.</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation>La partie sauvegardée automatiquement ne peut pas être reprise&#xa0;:
%1

Le fichier a été conservé sous %2.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Sauvegarde automatique endommagée</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Paramètres non enregistrés</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>A&amp;nalyser la partie</translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation>Votre analyse d’une partie de %1 terminée avec %2, jouée %3, est conservée. L’ouvrir ?</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Analyser la partie</translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>L&apos;ordinateur a choisi un coup illégal.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Impossible d&apos;annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>Impossible de rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation>Coup annulé&#xa0;: la partie en est au coup %1.</translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation>Coup rejoué&#xa0;: la partie en est au coup %1.</translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation>Impossible d&apos;afficher cette position&#xa0;: %1</translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation>L&apos;annulation des coups est désactivée dans cette partie.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation>Dans cette partie, seul votre propre dernier coup peut être annulé, et il n&apos;y en a aucun à annuler maintenant.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation>Dans cette partie, seul votre propre dernier coup peut être annulé, et seulement tant qu&apos;aucun dé n&apos;a été lancé ni aucune carte piochée depuis.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation>Dans cette partie, seul votre propre dernier coup peut être annulé&#xa0;: il l&apos;est déjà.</translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation>Rétablir montrerait des dés ou des cartes encore à venir, que cette partie garde cachés.</translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation>La position après le coup %1.</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>Retour à la partie.</translation>
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
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation>Valeurs de la règle</translation>
    </message>
    <message>
        <source>Random moves (weakest)</source>
        <translation>Coups au hasard (le plus faible)</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>Choisir le programme du moteur</translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation>Joueur %1&#xa0;: humain ou ordinateur</translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation>Joueur %1&#xa0;: nom</translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation>Joueur %1&#xa0;: couleur</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Joueur %1&#xa0;: niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation>Son dernier coup seulement</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation>Libre&#xa0;: tout coup peut être annulé. Son dernier coup seulement&#xa0;: un joueur peut annuler son propre dernier coup (avec les réponses des ordinateurs) tant qu&apos;aucun dé n&apos;a été lancé ni aucune carte piochée depuis, ainsi Annuler ne montre jamais la suite. Désactivée&#xa0;: pas d&apos;annulation.</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Annulation&#xa0;:</translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation>Commencer depuis une position…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation>Moteur&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Cette position ne peut pas être utilisée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
        <translation>Collez ou tapez la position&#xa0;; si elle est vide, la partie commence depuis la position habituelle.</translation>
    </message>
</context>
<context>
    <name>lt::shell::PlayersPanel</name>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdu</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1e place</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Ordinateur · %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::RecordedGamePicker</name>
    <message>
        <source>Choose a game</source>
        <translation>Choisir une partie</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>%1 contient %n partie. Voulez-vous l&apos;ouvrir&#xa0;?</numerusform>
            <numerusform>%1 contient %n parties. Laquelle voulez-vous ouvrir&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation>Progression de l&apos;analyse</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Annuler l&apos;analyse</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation>Analyse de la partie&#xa0;: %1 positions sur %2</translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation>Analyse arrêtée après %1 positions sur %2&#xa0;: Analyser la partie reprend à partir de là.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>bon coup</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation>%1&#xa0;: précision %2&#xa0;%. Meilleurs %3, bons %4, ?! imprécisions %5, ? erreurs %6, ?? gaffes %7.</translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation>Position de départ&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation>%1 a joué %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation>Mieux&#xa0;: %1 (suite&#xa0;: %2).</translation>
    </message>
    <message>
        <source>Now: %1.</source>
        <translation>Maintenant&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Règles de %1</translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>Les règles de %1 ne sont pas disponibles.</translation>
    </message>
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation>Contre l&apos;ordinateur, Annuler ne reprend que votre propre dernier coup (avec les réponses de l&apos;ordinateur), et seulement tant qu&apos;aucun dé n&apos;a été lancé ni aucune carte piochée depuis&#xa0;: les dés et les cartes à venir sont déjà décidés, et Annuler ne doit pas les montrer. Entre humains seulement, l&apos;annulation est libre.</translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation>Annuler reprend n&apos;importe quel coup, jusqu&apos;au début de la partie.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulation des coups</translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation>La fenêtre Nouvelle partie règle l&apos;annulation pour chaque partie&#xa0;: Libre, Son dernier coup seulement ou Désactivée.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation>Taille de l&apos;écran</translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation>Tenez une carte bancaire contre l&apos;écran, son bord gauche sur le bord gauche de la barre. Faites glisser la poignée jaune, ou appuyez sur les flèches (avec Maj&#xa0;: plus vite), jusqu&apos;à ce que la barre ait exactement la longueur de la carte. La course aux rectangles est alors dessinée à sa taille réelle.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation>1 mm = %1 pixels, d&apos;après la mesure.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
        <translation>1 mm = %1 pixels, selon l&apos;écran.</translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation>La fenêtre est reconstruite dans la nouvelle langue&#xa0;; une partie en cours continue.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Jouer les sons</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Sons&#xa0;:</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Cartes intégrées</translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation>Aucun jeu de cartes trouvé&#xa0;: installez le paquet kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Jeu de cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Afficher les numéros des cases</translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation>Inscrit son numéro dans un coin de chaque case foncée du damier, comme les coups sont notés (32-28).</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Plateaux&#xa0;:</translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation>Taille de l&apos;écran…</translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation>Tailles réelles&#xa0;:</translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation>mesurées avec une carte</translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation>selon l&apos;écran (non vérifiées)</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Les statistiques n&apos;ont pas pu être enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsStore</name>
    <message>
        <source>The statistics could not be read (%1). They start again; the old file is kept as %2.</source>
        <translation>Les statistiques n&apos;ont pas pu être lues (%1). Elles repartent de zéro&#xa0;; l&apos;ancien fichier est conservé sous %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation>Les statistiques n&apos;ont pas pu être lues (%1), ni le fichier mis de côté. Il est laissé tel quel, et aucune statistique n&apos;est enregistrée tant qu&apos;il n&apos;est pas déplacé.</translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation>%1 n&apos;a pas pu être lu et est laissé tel quel</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>Aucune partie n&apos;est encore terminée.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Plus longue série de défaites</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation>&amp;Tout réinitialiser…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation>Contre l&apos;ordinateur (jeux à deux)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gagnée</numerusform>
            <numerusform>%n gagnées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n perdue</numerusform>
            <numerusform>%n perdues</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation>Oublier les statistiques de tous les joueurs&#xa0;?</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Les statistiques n&apos;ont pas pu être enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Indices utilisés</translation>
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
        <translation>Plis</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœurs</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Barbu</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>Salad</source>
        <translation>Salade</translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation>2 points par pli pris</translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation>6 points par dame prise</translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation>2 points par cœur pris</translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation>20 points pour qui prend le roi de cœur</translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation>20 points pour qui prend le dernier pli</translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation>Les cinq pénalités ensemble</translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation>Vous donnez&#xa0;: choisissez le contrat de cette donne.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>À vous&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Vous devez fournir&#xa0;: jouez un %1.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Dernier pli, pris par %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Pli pour %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 choisit %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 prend le pli</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Distribution à %1</translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation>%1 est le dernier contrat du tour</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>donne comptée</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation>Donne %1 sur %2 · tour %3</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Choix…</translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation>%1 choisit le contrat</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 distribue</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation>Feuille de marque&#xa0;: les points de pénalité de chaque tour, le plus petit total gagne (cliquez pour fermer)</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
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
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Contract: %1, chosen by %2.</source>
        <translation>Contrat&#xa0;: %1, choisi par %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Plis remportés&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation>Q retourne · Maj gauche tape</translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation>P retourne · Maj droite tape</translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation>V retourne · Espace tape</translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation>8 du pavé num. retourne · 0 du pavé num. tape</translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation>Début retourne · Fin tape</translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation>F5 retourne · F8 tape</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation>1 000 cartes retournées&#xa0;: victoire partagée.</translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation>1 000 cartes retournées&#xa0;: %1 a le plus de cartes et gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation>%1 a les 52 cartes et gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation>%1 gagne la pile&#xa0;: ramassez-la (%2).</translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation>%1, retournez une carte (%2).</translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation>%1 gagne la pile.</translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation>%1 retourne.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 retourne %2&#xa0;: %3 doit retourner %n carte.</numerusform>
            <numerusform>%1 retourne %2&#xa0;: %3 doit retourner %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns %2.</source>
        <translation>%1 retourne %2.</translation>
    </message>
    <message>
        <source>%1 turns a card.</source>
        <translation>%1 retourne une carte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 ramasse la pile&#xa0;: %n carte.</numerusform>
            <numerusform>%1 ramasse la pile&#xa0;: %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>%1 tape le premier, après %2 ms, et gagne %n carte&#xa0;!</numerusform>
            <numerusform>%1 tape le premier, après %2 ms, et gagne %n cartes&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation>%1 tape, mais il n&apos;y a pas de paire&#xa0;: une carte va sous la pile.</translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation>%1 gagne la pile</translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1 doit encore retourner %n carte</numerusform>
            <numerusform>%1 doit encore retourner %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation>Tapée par %1&#xa0;:</translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation>Gagnée par %1&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>%1 tape dans la même milliseconde que %2, est assis plus près après celui qui a retourné et gagne %n carte&#xa0;!</numerusform>
            <numerusform>%1 tape dans la même milliseconde que %2, est assis plus près après celui qui a retourné et gagne les %n cartes&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation>%1 tape sans cartes, et il n&apos;y a pas de paire&#xa0;: %1 est éliminé pour de bon.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cards in each stack: %1.</source>
        <translation>Cartes dans chaque tas&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Éliminés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>La pile est vide.</translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation>Pile&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation>Cartes dans la pile&#xa0;: %1&#xa0;; sur le dessus %2, puis %3.</translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
        <translation>Une paire sur le dessus&#xa0;: tapez&#xa0;!</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>Offer draw</source>
        <translation>Proposer nulle</translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation>Proposer la nulle&#xa0;; votre adversaire accepte ou refuse</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation>Réclamer la nulle</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation>Triple répétition ou cinquante coups sans prise ni coup de pion</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Abandonner cette partie</translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation>%1, abandonnez-vous cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Proposition de nulle</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 propose la nulle. %2, acceptez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Accepter la nulle</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 abandonne</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 propose la nulle</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 accepte la nulle</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Nulle par accord mutuel</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 refuse la nulle</translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation>Nulle réclamée&#xa0;: la même position pour la troisième fois</translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation>Nulle réclamée&#xa0;: cinquante coups sans prise ni coup de pion</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>en échec</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>au trait</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Retourner l&apos;échiquier</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copier le &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copier le &amp;PGN</translation>
    </message>
    <message>
        <source>Save game as PG&amp;N…</source>
        <translation>Enregistrer la partie en PG&amp;N…</translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation>Enregistrer la partie en PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message>
        <source>check</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>échec et mat</translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation>pat&#xa0;: nulle</translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation>nulle par triple répétition</translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation>nulle par la règle des cinquante coups</translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation>nulle&#xa0;: aucun camp ne peut mater</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation>Un pion avance tout droit, d&apos;une case ou de deux depuis sa case de départ, et prend d&apos;une case en diagonale vers l&apos;avant.</translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation>Un cavalier saute en L&#xa0;: deux cases dans une direction, puis une case sur le côté.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation>Un fou se déplace en diagonale, tant que le chemin est libre.</translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation>Une tour se déplace le long de sa rangée ou de sa colonne, tant que le chemin est libre.</translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation>Une dame se déplace le long d&apos;une rangée, d&apos;une colonne ou d&apos;une diagonale, tant que le chemin est libre.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation>Un roi se déplace d&apos;une case dans n&apos;importe quelle direction&#xa0;; pour roquer, de deux cases vers une tour.</translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation>Le chemin de %1 à %2 est bloqué.</translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation>Un pion ne peut pas prendre tout droit&#xa0;: il prend en diagonale.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation>Un pion ne se déplace en diagonale que pour prendre.</translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation>Un pion n&apos;avance de deux cases que depuis sa case de départ.</translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation>Votre roi est en échec&#xa0;: ce coup ne le sort pas de l&apos;échec.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>Ce coup laisserait votre roi en échec.</translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation>Pas de roque de ce côté&#xa0;: le roi ou cette tour a déjà bougé.</translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation>Pas encore de roque&#xa0;: les cases entre le roi et la tour doivent être vides.</translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation>Pas de roque quand votre roi est en échec.</translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation>Pas de roque à travers un échec&#xa0;: le roi traverserait ou atteindrait une case attaquée.</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Chess960&#xa0;: position de départ %1</translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation>Le temps de %1 est écoulé, mais %2 ne peut pas mater&#xa0;: nulle</translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation>Le temps de %1 est écoulé</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>roi %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>rois %1</translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation>dame %1</translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation>dames %1</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>tour %1</translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation>tours %1</translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation>fou %1</translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation>fous %1</translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation>cavalier %1</translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation>cavaliers %1</translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation>pion %1</translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation>pions %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Blancs&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Noirs&#xa0;: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Les Blancs ont le trait.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Les Noirs ont le trait.</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Échec.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Coups légaux&#xa0;: %1.</translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation>Aucun de vos pions ne peut aller en %1.</translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation>Aucun de vos cavaliers ne peut aller en %1.</translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation>Aucun de vos fous ne peut aller en %1.</translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation>Aucune de vos tours ne peut aller en %1.</translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation>Votre dame ne peut pas aller en %1.</translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation>Votre roi ne peut pas aller en %1.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un coup&#xa0;: tapez-le comme e4, Nf3, exd5, O-O ou e8=Q (lettres anglaises&#xa0;: N cavalier, B fou, R tour, Q dame, K roi).</translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation>«&#xa0;%1&#xa0;» correspond à plusieurs coups&#xa0;: %2. Tapez celui que vous voulez jouer.</translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation>Indiquez en quoi le pion se transforme&#xa0;: %1=Q (dame), %1=R (tour), %1=B (fou) ou %1=N (cavalier).</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation>Seul un pion qui atteint la dernière rangée est promu.</translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation>Le petit roque (O-O) n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation>Le grand roque (O-O-O) n&apos;est pas possible maintenant.</translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation>Vous n&apos;avez pas de pièce en %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>La partie s&apos;arrête avant la fin, sur un coup illégal&#xa0;:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation>Cette partie n&apos;est pas une partie d&apos;échecs.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Partie Ludoteca</translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation>Parties d&apos;échecs (*.pgn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation>Aucun moteur d&apos;échecs UCI n&apos;a été trouvé&#xa0;: «&#xa0;stockfish&#xa0;» a été cherché dans %1. Installez Stockfish (Debian&#xa0;: apt install stockfish) ou choisissez le programme du moteur.</translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être lancé&#xa0;: ce programme n&apos;existe pas ou n&apos;est pas exécutable.</translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation>«&#xa0;%1&#xa0;» s&apos;est arrêté sans répondre «&#xa0;uciok&#xa0;»&#xa0;: ce n&apos;est pas un moteur d&apos;échecs UCI.</translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas répondu «&#xa0;uciok&#xa0;» en %2 secondes&#xa0;: ce n&apos;est pas un moteur d&apos;échecs UCI.</translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation>Jouer les cartes sélectionnées, dans l&apos;ordre où vous les avez choisies (Entrée)</translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation>Vous ne pouvez pas jouer&#xa0;: piochez une carte (D)</translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation>Rien à jouer après avoir pioché&#xa0;: terminez votre tour (P)</translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation>Annoncez une couleur&#xa0;:</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>Card!</source>
        <translation>Carte&#xa0;!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Pris&#xa0;!</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Pioche %1</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Annoncée</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>En vigueur</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation>Carte&#xa0;! = %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>a fini</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Victoire partagée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Cartes restantes</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation>%1 joue %2 et annonce %3</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>%1 a fini&#xa0;!</translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation>le sens du jeu s&apos;inverse</translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation>%1 passe son tour</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 rejoue</translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation>%1 ne peut pas jouer et pioche une carte</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passe</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 distribue</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Distribution à %1</translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation>Un joker est retourné&#xa0;: il retourne dans la pioche</translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation>La première carte est %1</translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation>%1 prend une carte dans la pioche</translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation>%1 donne une carte à %2</translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation>%1&#xa0;: «&#xa0;Carte&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation>%1 a oublié d&apos;annoncer «&#xa0;Carte&#xa0;!&#xa0;» et est pris&#xa0;: chaque autre joueur lui donne une carte</translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation>(la défausse est mélangée pour faire une nouvelle pioche)</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 pioche %n carte</numerusform>
            <numerusform>%1 pioche %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n joueur passe son tour</numerusform>
            <numerusform>%n joueurs passent leur tour</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Défausse&#xa0;: %1 sur le dessus.</translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation>Couleur annoncée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation>Couleur en vigueur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartes dans la pioche&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
        <translation>Le jeu tourne dans l&apos;autre sens.</translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 gagne avec %2 points&#xa0;!</translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation>Raté&#xa0;! %1 points perdus.</translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation>Raté&#xa0;!</translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation>%1 doit faire %2 en un tour pour ouvrir.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation>Garder et relancer</translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation>Garder et marquer</translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation>Garder et marquer %1</translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation>Mis de côté&#xa0;: +%1 (total du tour %2)</translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation>Seuls les dés qui marquent peuvent être mis de côté.</translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation>Cliquez sur les dés qui marquent pour les mettre de côté (touches 1-5).</translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation>%1 a fait %2 — raté, %3 points perdus</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 a fait %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation>%1 garde %2 (%3 en main) et relance</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation>%1 garde %2 et marque — %3 points</translation>
    </message>
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — total du tour %2 · %n dé à lancer</numerusform>
            <numerusform>%1 — total du tour %2 · %n dés à lancer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation>Servi</translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation>Lancers de ce tour</translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation>%1 · le plus faible</translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · vaut %n jeton</numerusform>
            <numerusform>%1 · vaut %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — reçoit %n jeton</numerusform>
            <numerusform>%1 — reçoit %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>lance…</translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation>sorti — plus de jetons</translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation>Charge — jetons restant au pot&#xa0;: %1</translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation>Un lancer chacun. Le plus mauvais lancer prend au pot autant de jetons que vaut le meilleur.</translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation>Décharge — débarrassez-vous de vos jetons</translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation>%1 ouvre&#xa0;: jusqu&apos;à 3 lancers. Les autres devront ensuite lancer exactement autant de fois.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Chacun lance exactement %n fois. Le meilleur lancer donne sa valeur en jetons au plus mauvais.</numerusform>
            <numerusform>Chacun lance exactement %n fois. Le meilleur lancer donne sa valeur en jetons au plus mauvais.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation>%1 termine avec les 21 jetons.</translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation>Le premier joueur sans jetons gagne.</translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation>Égalité pour le meilleur&#xa0;: %1 relancent</translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation>Égalité pour le pire&#xa0;: %1 relancent</translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation>Un lancer chacun départage&#xa0;; le montant reste celui du meilleur lancer du tour.</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>À %1 de lancer</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — lancer %2 sur %3</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Tout relancer</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Relancer %n dé</numerusform>
            <numerusform>Relancer %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation>Cliquez sur les dés à garder (touches 1-3), puis relancez les autres — ou restez sur %1.</translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation>Vous devez relancer&#xa0;: cliquez sur les dés à garder (touches 1-3), au moins un dé doit bouger.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 a fait %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 relance %n dé</numerusform>
            <numerusform>%1 relance %n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 s&apos;arrête après %n lancer</numerusform>
            <numerusform>%1 s&apos;arrête après %n lancers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 prend %n jeton au pot</numerusform>
            <numerusform> · %1 prend %n jetons au pot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 donne %n jeton à %2</numerusform>
            <numerusform> · %1 donne %n jetons à %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation> · le pot est vide&#xa0;: décharge</translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation> · %1 n&apos;a plus de jetons</translation>
    </message>
    <message>
        <source> · tie: play-off</source>
        <translation> · égalité&#xa0;: barrage</translation>
    </message>
    <message>
        <source>Charge.</source>
        <translation>Charge.</translation>
    </message>
    <message>
        <source>Discharge.</source>
        <translation>Décharge.</translation>
    </message>
    <message>
        <source>%1, the lowest</source>
        <translation>%1, le plus faible</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, vaut %n jeton</numerusform>
            <numerusform>%1, vaut %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation>sorti, plus de jetons</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>sauté</translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation>black jack&#xa0;!</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>lance</translation>
    </message>
    <message>
        <source>to throw</source>
        <translation>doit lancer</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>s&apos;arrête</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation>%1, éliminé</translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation>Manche %1&#xa0;: résultat</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation>Manche %1&#xa0;: %2 à égalité sur %3 — personne n&apos;empoche, le pot reste</translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation>Manche %1&#xa0;: tout le monde a sauté — le pot reste</translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 est hors jeu</translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation>%1 sont hors jeu</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Personne ne s&apos;est encore arrêté.</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation>Meilleur pour l&apos;instant&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation>Manche %1 · ouverte par %2</translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation>À %1 de lancer les trois dés</translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation>%1, lancez les trois dés (Espace).</translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation>À %1 de lancer.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Manche %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation>%1 joue en dernier.</translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation>Arrêtez-vous (S) ou lancez d&apos;autres dés (1, 2, 3).</translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation>Lancer les trois dés</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>S&apos;arrêter à %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>S&apos;arrêter</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation>%1 a fait %2&#xa0;: %3, sauté — un jeton au pot</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation>%1 a fait %2&#xa0;: %3, sauté</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation>%1 a fait %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 s&apos;arrête à %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 gagne la manche %2 avec %3 et empoche %n jeton</numerusform>
            <numerusform>%1 gagne la manche %2 avec %3 et empoche %n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Partie terminée après %n manche</numerusform>
            <numerusform>Partie terminée après %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>%1 gagne la partie avec %n jeton&#xa0;!</numerusform>
            <numerusform>%1 gagne la partie avec les %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>%1 gagne la partie avec %n jeton&#xa0;!</numerusform>
            <numerusform>%1 gagne la partie avec %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>%1 partagent la victoire avec %n jeton chacun&#xa0;!</numerusform>
            <numerusform>%1 partagent la victoire avec %n jetons chacun&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1 a %2 et lance encore %n dé</numerusform>
            <numerusform>%1 a %2 et lance encore %n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>Encore %n joueur à jouer.</numerusform>
            <numerusform>Encore %n joueurs à jouer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Lancer %n dé</numerusform>
            <numerusform>Lancer %n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>Lancer %n dé de plus</numerusform>
            <numerusform>Lancer %n dés de plus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 lance encore %n dé</numerusform>
            <numerusform>%1 lance encore %n dés</numerusform>
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
        <translation>Servi</translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation>Miser 1 jeton</translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation>Miser 2 jetons</translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation>Combinaisons de ce tour</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>une paire</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>deux paires</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un brelan</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>une suite</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>un full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un carré</translation>
    </message>
    <message>
        <source>poker</source>
        <translation>poker</translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — gagne %n jeton</numerusform>
            <numerusform>%1 — gagne %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>lance…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n jeton&#xa0;!</numerusform>
            <numerusform>%1 gagne avec %n jetons&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Victoire partagée&#xa0;: %1, %n jeton chacun</numerusform>
            <numerusform>Victoire partagée&#xa0;: %1, %n jetons chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation>Un joueur n&apos;a plus de jetons&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 ouvre le tour %2</translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation>Celui qui ouvre choisit la mise&#xa0;: chaque joueur met 1 ou 2 jetons au pot.</translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation>%1 — lancer %2 sur %3 au plus · mise %4</translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation>Barrage&#xa0;: %1</translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation>Les meilleures combinaisons sont égales&#xa0;: un lancer des cinq dés chacun décide du pot.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Tout relancer</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Relancer %n dé</numerusform>
            <numerusform>Relancer %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation>Cliquez sur les dés à garder (touches 1-5), puis relancez les autres — ou restez sur %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 fixe la mise à %n jeton chacun</numerusform>
            <numerusform>%1 fixe la mise à %n jetons chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation>%1 a fait %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 garde %2 et relance %n dé</numerusform>
            <numerusform>%1 garde %2 et relance %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 relance les cinq dés</translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation>%1 reste sur %2</translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 gagne le pot de %n jeton</numerusform>
            <numerusform> · %1 gagne le pot de %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation> · meilleures combinaisons égales&#xa0;: barrage</translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
        <translation>À battre&#xa0;: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1: not a legal move</source>
        <translation>%1&#xa0;: coup non valable</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation>%1 a pris une pièce&#xa0;: %2</translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation>, et va à dame</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>nulle&#xa0;: la même position pour la troisième fois</translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation>nulle&#xa0;: trop longtemps seules les dames ont bougé, sans prise</translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation>%1 ne peut plus jouer&#xa0;: %2 gagne</translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation>%1 n&apos;a plus de pièces&#xa0;: %2 gagne</translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation>Numéros des cases</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Retourner le damier</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Copier la position (FEN)</translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 a pris %n pièce&#xa0;: %2</numerusform>
            <numerusform>%1 a pris %n pièces&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>man %1</source>
        <translation>pion %1</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>pions %1</translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>dame %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>dames %1</translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation>aucune pièce</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Blancs&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Noirs&#xa0;: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Les Blancs ont le trait.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Les Noirs ont le trait.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Coups légaux&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>La partie s&apos;arrête avant la fin, sur un coup illégal&#xa0;:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation>Cette partie n&apos;est pas une partie de dames.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Partie Ludoteca</translation>
    </message>
    <message>
        <source>Draughts games (*.pdn)</source>
        <translation>Parties de dames (*.pdn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomQuizPage</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Drapeau %1 sur %2</translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation>Quelle est la capitale de ce pays&#xa0;?</translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation>Quel est ce pays&#xa0;?</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Temps écoulé&#xa0;!</translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation>Espace&#xa0;: drapeau suivant</translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation>Espace&#xa0;: montrer la réponse</translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation>1&#xa0;: point à l&apos;équipe</translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation>1–%1&#xa0;: point à une équipe</translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation>%1   ·   %2   ·   Retour arrière&#xa0;: annuler   ·   Échap&#xa0;: terminer le quiz   ·   F11&#xa0;: plein écran</translation>
    </message>
    <message>
        <source>Flag quiz</source>
        <translation>Quiz des drapeaux</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Nouveau quiz</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Drapeau</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation>Aucun point cette fois.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>Réponses justes&#xa0;: %1 sur %n drapeau.</numerusform>
            <numerusform>Réponses justes&#xa0;: %1 sur %n drapeaux.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n point&#xa0;!</numerusform>
            <numerusform>%1 gagne avec %n points&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Victoire partagée&#xa0;: %1, %n point chacun.</numerusform>
            <numerusform>Victoire partagée&#xa0;: %1, %n points chacun.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomSetupPage</name>
    <message>
        <source>Europe</source>
        <translation>Europe</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Asie</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Afrique</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Amérique</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Océanie</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>Antarctique</translation>
    </message>
    <message>
        <source>Flags in the classroom</source>
        <translation>Drapeaux en classe</translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation>Projetez cet écran. Pendant le quiz, tout se fait au clavier&#xa0;: Espace montre la réponse puis le drapeau suivant, 1–6 donnent un point à une équipe, Retour arrière le retire, Échap termine le quiz.</translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation>Les 48 drapeaux de la boîte Flaggy</translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation>Nommer le pays</translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation>Nommer la capitale (drapeaux Flaggy)</translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation>L&apos;enseignant révèle la réponse</translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation>Quatre grands choix</translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation>Pas de choix, réponses montrées dans les résultats (quiz écrit)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>sans minuterie</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Drapeaux</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Continents</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation>Nombre de drapeaux</translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation>Temps par drapeau</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Lancer le quiz</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation>sur %1 disponibles</translation>
    </message>
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>Les %n pays du monde (ISO 3166)</numerusform>
            <numerusform>Les %n pays du monde (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation>Équipe %1&#xa0;: nom</translation>
    </message>
    <message>
        <source>Quiz settings</source>
        <translation>Paramètres du quiz</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation>Drapeaux en classe</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Les images des drapeaux manquent&#xa0;: installez le paquet iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation>Le quiz en classe ne peut pas commencer.

%1</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation>resultats-quiz-drapeaux.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation>Les résultats n&apos;ont pas pu être enregistrés dans %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation>Lancer le dé rouge</translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation>%1 km²</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 millions</translation>
    </message>
    <message>
        <source>out</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation>plus petite superficie  ←                →  plus grande superficie</translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation>moins d&apos;habitants  ←                →  plus d&apos;habitants</translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation>%1, où va ce pays&#xa0;?</translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation>Mauvaise place&#xa0;! %1 lance le dé rouge</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 gagne la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation>%1 a gagné la course&#xa0;! Nouvelle course&#xa0;: %2 pose la première carte</translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation>%1 pose la première carte</translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation>Juste&#xa0;! %1 a mis %2 à sa place</translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation>%1 s&apos;est trompé sur %2, mais le dé l&apos;a sauvé</translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation>%1 s&apos;est trompé sur %2 et est éliminé de cette course</translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation>DÉ ROUGE</translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation>%1 ou Monde sauve %2</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Course %1</translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation>Encore en course&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Paquet&#xa0;: %n carte</numerusform>
            <numerusform>Paquet&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>%n carte pour gagner</numerusform>
            <numerusform>%n cartes pour gagner</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation>Cliquez sur une flèche dans la rangée, ou choisissez avec ← → et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation>%1 pose %2 pour commencer la rangée</translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation>%1 prend la carte du dessus</translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation>%1 place %2&#xa0;: juste&#xa0;!</translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation>%1 place %2&#xa0;: faux&#xa0;!</translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation>%1 fait %2&#xa0;: sauvé, toujours en course</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation>%1 fait %2 et est éliminé&#xa0;: %3 gagne la course et %4</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation>%1 fait %2&#xa0;: %3 gagne la course, et la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation>%1 fait %2 et est éliminé de cette course</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cards won: %1.</source>
        <translation>Cartes gagnées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation>Encore en course&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation>Cartes dans la rangée&#xa0;: %1. Cartes dans le paquet&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation>Rien ne va&#xa0;: piochez une carte (Entrée)</translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation>Rien ne va&#xa0;: passez (Entrée)</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 carte</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Distribution des cartes…</translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation>Les dés bleus choisissent la première carte</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation>Lancer pour la première carte</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Cette carte est dans la pioche&#xa0;: relancez</translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation>Bonus&#xa0;! %1 joue une autre carte</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>À %1 de jouer</translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation>%1 a joué sa dernière carte et gagne&#xa0;!</translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation>Plus rien ne peut être joué&#xa0;: le moins de cartes gagne</translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation>LANCER D&apos;OUVERTURE</translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation>%1 a ouvert avec %2</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation>Sur la table&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation>Choisissez une carte de votre main&#xa0;; les places où elle va s&apos;allument.</translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation>Cliquez sur une place verte, ou sur une dorée pour relier deux cartes et rejouer.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation>Touches&#xa0;: 1-9 ou ← → choisissent une carte, ↑ ↓ sa place (cadre blanc), Entrée la joue, Échap la repose.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Une carte est distribuée à %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 pioche une carte</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation>Dés&#xa0;: %1. Cette carte rouge est dans la pioche&#xa0;: relancez</translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation>Dés&#xa0;: %1 — %2 ouvre avec %3</translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation>%1 joue %2, la dernière carte&#xa0;!</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation>%1 ne peut pas jouer et pioche</translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation>%1 ne peut pas jouer et passe</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Cartes de %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Distribution de %n carte chacun</numerusform>
            <numerusform>Distribution de %n cartes chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 joue %2 en reliant %n carte&#xa0;: rejouez&#xa0;!</numerusform>
            <numerusform>%1 joue %2 en reliant %n cartes&#xa0;: rejouez&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Vos cartes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
        <translation>Cartes sur la table&#xa0;: %1. Cartes dans la pioche&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>(not a country of the box)</source>
        <translation>(pas un pays de la boîte)</translation>
    </message>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Drapeau %1 sur %2</translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation>%1, quelle est la capitale de ce pays&#xa0;?</translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation>%1, quel est ce pays&#xa0;?</translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation>Tapez la capitale et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Tapez le pays et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation>C&apos;était le dernier drapeau&#xa0;!</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>%1 a répondu</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Juste&#xa0;! %1</translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation>Faux — c&apos;était %1</translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation>Quatre réponses pour %1</translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation>Drapeau %1 sur %2 pour %3</translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation>%1&#xa0;: %2 — juste&#xa0;!</translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation>%1&#xa0;: %2 — faux, c&apos;était %3</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1&#xa0;: touche %2</translation>
    </message>
    <message>
        <source>Touch a card: its letter or a click. Book: F1–F%1 or a click on the name of who has it.</source>
        <translation>Touchez une carte&#xa0;: sa lettre ou un clic. Réservez&#xa0;: F1–F%1 ou un clic sur le nom de celui qui l&apos;a.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation>Buzzers — %1. Buzzez, puis dans les 3 s la lettre d&apos;une carte, ou F1–F%2 pour nommer celui qui l&apos;a. La souris est à %3.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation>Les cartes rouges sont disposées…</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, lancez les dés&#xa0;!</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 lance les dés…</translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation>%1&#xa0;: la lettre d&apos;une carte, ou F1–F%2 pour celui qui l&apos;a&#xa0;!</translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation>Trouvez la carte avec %1 — ou, si elle n&apos;y est plus, réservez et dites qui l&apos;a&#xa0;!</translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation>La limite de lancers est atteinte&#xa0;: le plus de cartes gagne.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>touche %1</translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation>Une carte rouge est posée sur la table</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 a fait %2</translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation>%1 a trouvé %2&#xa0;!</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation>%1 a touché %2&#xa0;: mauvaise carte, éliminé pour ce lancer</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation>%1 a touché %2&#xa0;: mauvaise carte — tout le monde est éliminé, on relance</translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation>Personne à temps&#xa0;: %1 relance</translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation>%1 a réservé&#xa0;: «&#xa0;Je l&apos;ai&#xa0;!&#xa0;» — juste, %2 reste à %1</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation>%1 a réservé&#xa0;: «&#xa0;%2 l&apos;a&#xa0;!&#xa0;» — juste, %1 prend %3</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation>%1 a réservé&#xa0;: «&#xa0;%2 l&apos;a&#xa0;!&#xa0;» — faux</translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation>%1 a réservé mais n&apos;a nommé personne à temps — faux</translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation>&#xa0;; %1 retourne sur la table</translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation>&#xa0;; %1 doit une carte</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 gagne la partie&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n carte&#xa0;!</numerusform>
            <numerusform>%1 gagne avec %n cartes&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cards won: %1.</source>
        <translation>Cartes gagnées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation>Cartes dues&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation>Cartes pour gagner&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiSeatsView</name>
    <message>
        <source>rolls</source>
        <translation>lance</translation>
    </message>
    <message>
        <source>out this roll</source>
        <translation>éliminé pour ce lancer</translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>doit %n carte</numerusform>
            <numerusform>doit %n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_un_due_tre::UdtBoardView</name>
    <message>
        <source>1 blue die</source>
        <translation>1 dé bleu</translation>
    </message>
    <message>
        <source>2 blue dice</source>
        <translation>2 dés bleus</translation>
    </message>
    <message>
        <source>Red die</source>
        <translation>Dé rouge</translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation>Bleu + rouge</translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation>Les 3 dés</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Fin du tour (E)</translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation>une carte avec les deux</translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation>une carte qui correspond</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation>Les dés bleus choisissent qui commence</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Cette carte est dans la pioche&#xa0;: relancez</translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation>%1, combien de dés lancez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation>%1 choisit les dés</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 lance</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 défausse</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 pioche %n carte</numerusform>
            <numerusform>%1 pioche %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation>%1 n&apos;a plus de cartes et gagne&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n carte</numerusform>
            <numerusform>Défausse&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation>Dernier tour&#xa0;: %1 défaussées, %2 piochées</translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation>Dernier tour&#xa0;: %1 défaussées</translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation>Choisissez une carte, puis une case verte. Défaussez au moins autant de cartes que de dés lancés, sinon vous en piochez autant.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation>Touches&#xa0;: 1-9 ou ← → choisissent une carte, ↑ ↓ sa case (cadre blanc), Entrée la défausse, E termine le tour.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Une carte est distribuée à %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 pioche une carte</translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation>Cette carte rouge est dans la pioche&#xa0;: relancez</translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation>%1 a la carte désignée par les dés et commence</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 lance %n dé</numerusform>
            <numerusform>%1 lance %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 a fait %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation>%1 défausse %2 et gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 défausse %2</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 termine son tour</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Cartes de %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Distribution de %n carte chacun</numerusform>
            <numerusform>Distribution de %n cartes chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Vos cartes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Défausse&#xa0;: %1 sur le dessus.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartes dans la pioche&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Tapez le pays et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1&#xa0;: touche %2</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation>Un symbole en commun&#xa0;? Buzzez avec Espace ou 1, puis tapez le nom et appuyez sur Entrée, dans les 8 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation>Buzzers — %1. Puis tapez le nom et appuyez sur Entrée, dans les 8 s.</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Un symbole en commun&#xa0;? Buzzez avec Espace ou 1, puis choisissez le nom avec A S D F ou un clic, dans les 3 s.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Buzzers — %1. Puis choisissez le nom avec A S D F ou un clic, dans les 3 s.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation>%1, dites le nom&#xa0;!</translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation>%1 distribue les cartes…</translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation>%1 a un nouveau pays&#xa0;: deux drapeaux ont-ils un symbole en commun&#xa0;?</translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation>Égalité&#xa0;: les dés bleus départagent les premiers…</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Victoire partagée&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>%n carte à distribuer</numerusform>
            <numerusform>%n cartes à distribuer</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
    <message>
        <source> · key %1</source>
        <translation> · touche %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives %2</source>
        <translation>%1 reçoit %2</translation>
    </message>
    <message>
        <source>%1 shouts!</source>
        <translation>%1 crie&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1&#xa0;: «&#xa0;%2&#xa0;!&#xa0;» — juste, %1 prend %n carte à %3</numerusform>
            <numerusform>%1&#xa0;: «&#xa0;%2&#xa0;!&#xa0;» — juste, %1 prend %n cartes à %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation> (%1 avait aussi raison au même moment, mais %2 vient avant dans l&apos;ordre alphabétique)</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1&#xa0;: «&#xa0;%2&#xa0;!&#xa0;» — faux, %1 donne %n carte</numerusform>
            <numerusform>%1&#xa0;: «&#xa0;%2&#xa0;!&#xa0;» — faux, %1 donne %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 a buzzé mais n&apos;a rien dit — faux, %1 donne %n carte</numerusform>
            <numerusform>%1 a buzzé mais n&apos;a rien dit — faux, %1 donne %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation>Personne n&apos;a crié à temps</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carte suivante</translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation>Les dés désignent %1&#xa0;: %2 l&apos;a et gagne</translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation>Les dés désignent %1&#xa0;: aucun des premiers ne l&apos;a</translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>&#xa0;; au même moment, %1 a dit un mauvais nom et donne %n carte</numerusform>
            <numerusform>&#xa0;; au même moment, %1 a dit un mauvais nom et donne %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 gagne la partie&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n carte&#xa0;!</numerusform>
            <numerusform>%1 gagne avec %n cartes&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation>Cartes dans chaque tas&#xa0;: %1. Cartes distribuées&#xa0;: %2 sur %3.</translation>
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
        <translation>Jeu de
l&apos;Oie</translation>
    </message>
    <message>
        <source>winner!</source>
        <translation>gagne&#xa0;!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1e place</translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation>au fond du puits, attend les secours</translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation>en prison, attend les secours</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>passe le prochain tour</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation>Trop loin&#xa0;! %1 compte jusqu&apos;à 63 et recule jusqu&apos;à la case %2.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation>%1 tombe sur l&apos;oie de la case %2 et avance encore de %3, en reculant jusqu&apos;à la case %4.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation>%1 tombe sur l&apos;oie de la case %2 et avance encore de %3 jusqu&apos;à la case %4.</translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation>%1 est tombé sur le pont&#xa0;: va à la case 12.</translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation>%1 se perd dans le labyrinthe&#xa0;: retour à la case 30.</translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation>%1 rencontre la Mort sur la case 58&#xa0;: retour à la case 1.</translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation>Premier lancer 6+3&#xa0;: %1 va directement à la case 26&#xa0;!</translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation>Premier lancer 5+4&#xa0;: %1 va directement à la case 53&#xa0;!</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation>%1 était sur la case %2 et retourne au départ.</translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation>%1 est délivré et va à la case %2.</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation>%1 était sur la case %2 et va à la case %3.</translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation>%1 atteint la case 63 et gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation>%1 atteint la case 63&#xa0;: %2e place.</translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation>%1 s&apos;arrête à l&apos;hôtellerie de la case 19 et passe le prochain tour.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation>%1 tombe dans le puits de la case 31 et attend les secours.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation>%1 tombe dans le puits de la case 31&#xa0;: passe deux tours.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation>%1 va en prison sur la case 52 et attend les secours.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation>%1 va en prison sur la case 52&#xa0;: passe deux tours.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 est sur la case %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2+%3.</source>
        <translation>%1 a fait %2+%3.</translation>
    </message>
    <message>
        <source>Everyone was stuck: %1 is let go.</source>
        <translation>Tout le monde était bloqué&#xa0;: %1 est relâché.</translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation>%1 attend encore.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 passe son tour.</translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>passe %n tour</numerusform>
            <numerusform>passe les %n prochains tours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation>%1 distribue en premier.</translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation>%1 et %2 ont choisi leur signe secret.</translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation>Une carte est distribuée.</translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation>%1 est posé au marché.</translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation>Le marché va à la défausse.</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation>%1 prend %2 et donne %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation>%1 a fini.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1&#xa0;: «&#xa0;Double Kem&apos;s&#xa0;!&#xa0;» Juste&#xa0;: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1&#xa0;: «&#xa0;Double Kem&apos;s&#xa0;!&#xa0;» Faux (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1&#xa0;: «&#xa0;Kem&apos;s&#xa0;!&#xa0;» Juste&#xa0;: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1&#xa0;: «&#xa0;Kem&apos;s&#xa0;!&#xa0;» Faux (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation>%1&#xa0;: «&#xa0;Contre-Kem&apos;s&#xa0;: %2&#xa0;!&#xa0;» Juste&#xa0;: +4, et un nouveau signe.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation>%1&#xa0;: «&#xa0;Contre-Kem&apos;s&#xa0;: %2&#xa0;!&#xa0;» Faux&#xa0;: −2.</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation>%1&#xa0;: %2   ·   %3&#xa0;: %4   ·   premier à %5</translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation>pioche %1</translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation>défausse %1</translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation>Temps écoulé&#xa0;: match nul&#xa0;!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation>Les équipes choisissent leurs signes secrets…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation>Votre signe&#xa0;:
%1</translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation>1–8 gestes · G Contre-Kem&apos;s
A S D F puis Z X C V&#xa0;: échanger
Espace Kem&apos;s (maintenu&#xa0;: Double) · B fini</translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation>Kem&apos;s&#xa0;!</translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation>Double Kem&apos;s&#xa0;!</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation>Contre-Kem&apos;s&#xa0;!</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fini</translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation>%1, choisissez le signe secret de votre équipe (1–8)</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation>Contre-Kem&apos;s&#xa0;! Quel geste est leur signe&#xa0;? (1–8, Échap&#xa0;: annuler)</translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation>Maintenez Maj gauche&#xa0;: vos cartes
1–4 Q W E R gestes · G Contre
A S D F puis Z X C V&#xa0;: échanger
Espace Kem&apos;s (maintenu&#xa0;: Double) · T fini</translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation>Maintenez Maj droite&#xa0;: vos cartes
7 8 9 0 U I O P gestes · Retour arrière Contre
H J K L puis N M , .&#xa0;: échanger
Entrée Kem&apos;s (maintenu&#xa0;: Double) · Y fini</translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation>Marché&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Cartes dans la pioche&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation>Signe de votre équipe&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
        <translation>Points&#xa0;: %1&#xa0;: %2, %3&#xa0;: %4.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation>%1 a fait un troisième 6 d&apos;affilée — le tour passe</translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation>%1 a fait un 6 mais ne peut pas jouer — relancez</translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation>%1 a fait un 6 — rejouez</translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation>%1 a fait un %2 — aucun coup possible</translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation>%1 a fait un %2</translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation>%1 a sorti un pion</translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation>%1 a ramené un pion à la maison</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1 termine à la place %2</translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation>%1 a monté jusqu&apos;à la marche %2</translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation>%1 est arrivé au pied de l&apos;escalier</translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation>%1 a avancé le pion %2 sur la case %3</translation>
    </message>
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation>%1&#xa0;: appuyez sur Espace pour sortir un pion, ou cliquez dessus</translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation>%1&#xa0;: appuyez sur Espace pour avancer le pion %2, ou cliquez dessus</translation>
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
        <translation>%1&#xa0;: cliquez sur le pion %2, ou appuyez sur son numéro (flèches et Espace&#xa0;: le pion marqué)</translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation>%1 a pris un pion de %2</translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation>pion %1 sur la marche %2</translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation>pion %1 au pied de l&apos;escalier</translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation>pion %1 sur la case %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n pion dans l&apos;écurie</numerusform>
            <numerusform>%n pions dans l&apos;écurie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n pion à la maison</numerusform>
            <numerusform>%n pions à la maison</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation>%1 a posé un pion en %2, a fermé un moulin et a retiré un pion en %3</translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation>%1 a posé un pion en %2</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 a sauté de %2 à %3, a fermé un moulin et a retiré un pion en %4</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation>%1 a sauté de %2 à %3</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 a joué de %2 à %3, a fermé un moulin et a retiré un pion en %4</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 a joué de %2 à %3</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>nulle&#xa0;: la même position pour la troisième fois</translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation>nulle&#xa0;: 50 coups sans moulin</translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation>il ne reste que deux pions à %1</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 ne peut plus jouer</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>pose</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>saut</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>déplacement</translation>
    </message>
    <message>
        <source>no pawns on the board</source>
        <translation>aucun pion sur le tablier</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n pion en %1</numerusform>
            <numerusform>%n pions en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n pion en main</numerusform>
            <numerusform>%n pions en main</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>lt::shell::no5no2::N52BoardView</name>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation>+%1 (%2).</translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation>Un 2 ou un 5 est sorti&#xa0;: ce lancer ne marque rien.</translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation>Rien ne marque.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — tour %2 sur %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation>Tous les dés sont mis de côté&#xa0;: %1 marque %2 points ce tour-ci.</translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation>Chaque 2 et chaque 5 est mis de côté et ne marque rien&#xa0;; les autres dés marquent leurs points et sont relancés.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation>%1 a fait %2 — +%3, total du tour %4</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>%n dé mis de côté.</numerusform>
            <numerusform>%n dés mis de côté.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n point&#xa0;!</numerusform>
            <numerusform>%1 gagne avec %n points&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 partagent la victoire avec %n point&#xa0;!</numerusform>
            <numerusform>%1 partagent la victoire avec %n points&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n dé à relancer.</numerusform>
            <numerusform>%n dés à relancer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1 a fait %2 — tous les dés mis de côté, %n point ce tour-ci</numerusform>
            <numerusform>%1 a fait %2 — tous les dés mis de côté, %n points ce tour-ci</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 a marqué %n point ce tour-ci.</numerusform>
            <numerusform>%1 a marqué %n points ce tour-ci.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>%n dé à lancer.</numerusform>
            <numerusform>%n dés à lancer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::oh_hell::OhHellBoard</name>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 annonce %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 prend le pli</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 distribue</translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation>%1 est retourné&#xa0;: atout %2</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 montre sa dernière carte, %2&#xa0;: atout %3</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Distribution à %1</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>donne comptée</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation>Votre annonce. Comme donneur, vous ne pouvez pas annoncer %1.</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Votre annonce&#xa0;: combien de plis ferez-vous&#xa0;?</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>À vous&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Vous devez fournir&#xa0;: jouez un %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Vous n&apos;avez pas de %1, vous devez donc couper (%2).</translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation>annoncé %1 · fait %2</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Dernier pli, pris par %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Pli pour %1</translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation>Comme donneur, vous ne pouvez pas annoncer %1&#xa0;: le total des annonces serait égal au nombre de cartes de chaque main.</translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation>Interdit au donneur&#xa0;: le total des annonces serait égal au nombre de cartes de chaque main</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation>dans la main du donneur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Faits</translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation>interdit au donneur</translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation>Feuille de marque&#xa0;: annonce/plis et points (cliquez pour fermer)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Annonces&#xa0;: %1 pour %n pli</numerusform>
            <numerusform>Annonces&#xa0;: %1 pour %n plis</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation>%1 n&apos;a pas annoncé</translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation>%1 a annoncé %2 et en a fait %3</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
</context>
<context>
    <name>lt::shell::president::ExchangeDialog</name>
    <message>
        <source>The exchange</source>
        <translation>L&apos;échange</translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation>%1 distribue en premier</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Distribution à %1</translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation>%1 donne une carte à %2</translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation>%1 donne deux cartes à %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 a fini</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passe</translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation>%1 ramasse les cartes</translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation>%1 est Président</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Jouer les cartes choisies (Entrée)</translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation>Passer ce tour (P)</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Président</translation>
    </message>
    <message>
        <source>Vice-President</source>
        <translation>Vice-président</translation>
    </message>
    <message>
        <source>Vice-Beggar</source>
        <translation>Vice-clochard</translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation>Clochard</translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation>Choisissez d&apos;abord les cartes à jouer</translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation>Les cartes d&apos;un coup doivent toutes être de même valeur</translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation>Un coup compte au plus quatre cartes</translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation>Il faut une seule carte, comme au coup précédent</translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation>Il faut plus fort que %1</translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation>%1, le %2</translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation>Donnez votre meilleure carte à %1.</translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation>Donnez vos deux meilleures cartes à %1.</translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation>Donnez votre plus mauvaise carte à %1.</translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation>Donnez vos deux plus mauvaises cartes à %1.</translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation>Choisissez lesquelles (les couleurs ne comptent pas)&#xa0;:</translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation>La règle ne laisse pas le choix&#xa0;:</translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation>Vous ouvrez&#xa0;: jouez n&apos;importe quelles cartes de même valeur</translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation>À vous d&apos;ouvrir&#xa0;: choisissez des cartes de même valeur, puis Jouer</translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation>Battez %1 avec autant de cartes de valeur supérieure, ou Passer</translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation>Choisissez les cartes à donner</translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation>Fini&#xa0;: place %1</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Cartes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation>L&apos;échange des cartes</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation>%1 a ramassé les cartes</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>%1 ouvre</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Il faut %n carte, autant qu&apos;au coup précédent</numerusform>
            <numerusform>Il faut %n cartes, autant qu&apos;au coup précédent</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Titles: %1.</source>
        <translation>Titres&#xa0;: %1.</translation>
    </message>
    <message>
        <source>To beat: %1, played by %2.</source>
        <translation>À battre&#xa0;: %1, joué par %2.</translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation>Rien à battre&#xa0;: un nouveau pli.</translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation>Ont fini, dans l&apos;ordre&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::race::RaceBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, lancez les dés&#xa0;!</translation>
    </message>
    <message>
        <source>%1 is rolling</source>
        <translation>%1 lance</translation>
    </message>
    <message>
        <source>start</source>
        <translation>départ</translation>
    </message>
    <message>
        <source>Roll the dice to start the race.</source>
        <translation>Lancez les dés pour commencer la course.</translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation>%1 lance…</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>au départ</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>case %1</translation>
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
        <translation>%1, retournez la première carte&#xa0;: Espace ou un clic sur le paquet&#xa0;!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Préparez-vous…</translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation>Le paquet est épuisé&#xa0;!</translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation>%1, retournez la carte suivante&#xa0;: Espace ou un clic sur le paquet&#xa0;!</translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation>Quel rectangle a la taille de la carte&#xa0;?</translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation>Trouvez le rectangle de la taille de la carte et posez-y votre pion&#xa0;!</translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation>Carte suivante…</translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation>Personne n&apos;a trouvé&#xa0;: la carte retourne dans la boîte.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation>%1 a trouvé et prend la carte&#xa0;!</translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation>%1 et %2 ont trouvé&#xa0;: une carte chacun&#xa0;!</translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation>Une nouvelle carte est retournée.</translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation>%1 pose un pion.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation>%1 a trouvé et prend la carte.</translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation>%1 et %2 ont trouvé&#xa0;: %1 prend la carte, %2 une du paquet.</translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation>W A S D · E</translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation>Flèches · Entrée</translation>
    </message>
    <message>
        <source>I J K L · O</source>
        <translation>I J K L · O</translation>
    </message>
    <message>
        <source>Keypad 8456 · 0</source>
        <translation>Pavé num. 8456 · 0</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n carte&#xa0;!</numerusform>
            <numerusform>%1 gagne avec %n cartes&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>%1 partagent la victoire avec %n carte chacun&#xa0;!</numerusform>
            <numerusform>%1 partagent la victoire avec %n cartes chacun&#xa0;!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation>%1&#xa0;% de la taille réelle&#xa0;: la fenêtre est trop petite</translation>
    </message>
    <message>
        <source>Red board</source>
        <translation>Plateau rouge</translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation>Plateau jaune</translation>
    </message>
    <message>
        <source>Green board</source>
        <translation>Plateau vert</translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation>Plateau bleu</translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation>Plateau orange</translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation>Plateau violet</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation>Dernière carte&#xa0;: %1 mm.</translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation>Carte&#xa0;: %1 mm.</translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation>emplacement %1, %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation>pion sur le rectangle %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>%n carte restante dans le paquet.</numerusform>
            <numerusform>%n cartes restantes dans le paquet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation>%1 retourne la carte suivante…</translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation>Distribution des cartes</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>%1 joue</translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation>Gardez-la comme vous la voyez, ou retournée</translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation>Jouez une carte (ni saut ni changement de sens)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Jouez une carte</translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation>Retournez 3 cartes au centre&#xa0;: %1 sur 3</translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation>Retournez une carte dans n&apos;importe quelle main</translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation>Prenez une carte à un autre joueur</translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation>Prenez une carte au centre</translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation>On vous a pris une carte&#xa0;: prenez-en une au centre</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation>Personne n&apos;a marqué ce tour-ci</translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation>%1 marque&#xa0;!</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>renard</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>grenouille</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>éléphant</translation>
    </message>
    <message>
        <source>flamingo</source>
        <translation>flamant rose</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>baleine</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>lion</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>saut</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>changement de sens</translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation>retourner 3</translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation>retourner 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>vol</translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation>loupe</translation>
    </message>
    <message>
        <source>left half star</source>
        <translation>demi-étoile gauche</translation>
    </message>
    <message>
        <source>right half star</source>
        <translation>demi-étoile droite</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 a reçu une carte</translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation>Une carte pour le centre</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation>%1 a retourné une carte du centre&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation>%1 a retourné une de ses propres cartes</translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation>%1 a pris une carte à %2</translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation>%1 a pris %2 au centre</translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation> — %1 marque 2 points&#xa0;!</translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation> — %1 marque un point&#xa0;!</translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation> — personne ne marque ce tour-ci</translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation> — la partie est terminée</translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation>%1 a retourné une des cartes de %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Vos cartes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation>Cartes de %1, les faces que vous voyez&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation>Cartes dans la main de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Middle: %1.</source>
        <translation>Centre&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::sequence_kids::SequenceKidsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>Personne ne gagne&#xa0;: match nul</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>%1 gagnent&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation>%1 a changé une carte injouable</translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation>%1 ne peut pas jouer</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 a reçu une carte</translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation>%1 a pioché une carte</translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation> — personne ne peut gagner&#xa0;: match nul</translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation> — quatre en ligne&#xa0;!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation>Aucune de vos cartes ne peut être jouée&#xa0;: au joueur suivant (Entrée)</translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation>kangourou</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>singe</translation>
    </message>
    <message>
        <source>parrot</source>
        <translation>perroquet</translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation>autruche</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>lion</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>tortue</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>renard</translation>
    </message>
    <message>
        <source>zebra</source>
        <translation>zèbre</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>panda</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>grenouille</translation>
    </message>
    <message>
        <source>alligator</source>
        <translation>alligator</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>girafe</translation>
    </message>
    <message>
        <source>gorilla</source>
        <translation>gorille</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>tigre</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>ours</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>baleine</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>éléphant</translation>
    </message>
    <message>
        <source>penguin</source>
        <translation>pingouin</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>hibou</translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation>%1 a joué une licorne&#xa0;: un jeton sur la case %2</translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation>%1 a posé un jeton sur la case %2</translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation>%1 a joué un dragon&#xa0;: %2 perd le jeton de la case %3</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>dragon</translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation>licorne</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation>%1 sur la case %2, colonne %3</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rangée %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation>Aucun jeton sur le plateau.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Votre main&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation>Milles</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Bateau</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Capitaine</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Équipage</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Cargaison</translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation>%1 n&apos;a pas réuni bateau, capitaine et équipage&#xa0;: aucun mille.</translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation>%1 a besoin d&apos;un 6 pour le bateau.</translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation>Pas encore de bateau&#xa0;: il faut un 6.</translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation>Le bateau est au port&#xa0;: il faut un 5 pour le capitaine.</translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation>Bateau et capitaine à bord&#xa0;: il faut un 4 pour l&apos;équipage.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation>%1 — tour %2 sur %3 · lancer %4 sur %5</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation>Conseil&#xa0;: prenez la mer maintenant.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation>%1 a fait %2 — pas d&apos;équipage, aucun mille</translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation>%1 a fait %2 — bateau, capitaine et équipage à bord, cargaison %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 a fait %2</translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation>%1 relance %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 a navigué %n mille.</numerusform>
            <numerusform>%1 a navigué %n milles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Cargaison&#xa0;: %n mille.</numerusform>
            <numerusform>Cargaison&#xa0;: %n milles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n mille&#xa0;!</numerusform>
            <numerusform>%1 gagne avec %n milles&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>%1 partagent la victoire avec %n mille&#xa0;!</numerusform>
            <numerusform>%1 partagent la victoire avec %n milles&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>Naviguer %n mille</numerusform>
            <numerusform>Naviguer %n milles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Cargaison&#xa0;: %n mille. Cliquez sur les dés de cargaison à relancer, ou prenez la mer.</numerusform>
            <numerusform>Cargaison&#xa0;: %n milles. Cliquez sur les dés de cargaison à relancer, ou prenez la mer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Relancez %1 (dernier lancer), ou prenez la mer avec %n mille.</numerusform>
            <numerusform>Relancez %1 (dernier lancer), ou prenez la mer avec %n milles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Relancez %1 (2 lancers restants), ou prenez la mer avec %n mille.</numerusform>
            <numerusform>Relancez %1 (2 lancers restants), ou prenez la mer avec %n milles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1 a fait %2 — navigue %n mille</numerusform>
            <numerusform>%1 a fait %2 — navigue %n milles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 navigue %n mille</numerusform>
            <numerusform>%1 navigue %n milles</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation>À bord&#xa0;: le bateau.</translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation>À bord&#xa0;: le bateau et le capitaine.</translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation>À bord&#xa0;: bateau, capitaine et équipage.</translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation>Cargaison&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>%n lancer restant.</numerusform>
            <numerusform>%n lancers restants.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation>gagne&#xa0;!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1e place</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation>Trop loin&#xa0;! %1 compte jusqu&apos;à 100 et recule jusqu&apos;à la case %2.</translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation>%1 monte l&apos;échelle de la case %2 à la case %3&#xa0;!</translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation>%1 glisse le long du serpent de la case %2 à la case %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 a fait %2.</translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation>Trop loin pour tomber sur 100&#xa0;: %1 reste sur la case %2.</translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation>%1 atteint la case 100 et gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation>%1 atteint la case 100&#xa0;: %2e place.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 est sur la case %2.</translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation>Un 6&#xa0;: %1 relance.</translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Atout&#xa0;: %1.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>Sur la table&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Suit to follow: %1.</source>
        <translation>Couleur demandée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation>Pli pris par %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::whistiti::WhistitiBoard</name>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 joue %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 prend le pli</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 distribue</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 montre sa dernière carte, %2&#xa0;: atout %3</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Distribution à %1</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation>Donne %1 · premier à %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation>montré par %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation>Feuille de marque&#xa0;: les plis de chaque donne, premier à 20 (cliquez pour fermer)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>À vous&#xa0;: jouez une carte.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Vous devez fournir&#xa0;: jouez un %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>Vous n&apos;avez pas de %1, vous devez donc couper (%2).</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>atout %1</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Dernier pli, pris par %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Pli pour %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 gagne avec %n point.</numerusform>
            <numerusform>%1 gagne avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
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
            <numerusform>%1 et %2 gagnent avec %n point.</numerusform>
            <numerusform>%1 et %2 gagnent avec %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation>Carte d&apos;atout&#xa0;: %1, montrée par %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Plis remportés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation>Feuille de marque&#xa0;: les plis de chaque donne, partenaires ensemble, première équipe à 20 (cliquez pour fermer)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Équipe</translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>À %1 de lancer</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — lancer %2 sur %3</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Relancer (encore %n)</numerusform>
            <numerusform>Relancer (encore %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation>Lancez les dés (Entrée ou Espace).</translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation>%1 lance…</translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation>Plus de lancers</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation>Les cinq dés sont gardés&#xa0;: libérez-en un pour relancer, ou cliquez sur une case de votre feuille pour marquer.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation>%1 a fait %2 (lancer %3 sur %4)</translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 relance les cinq dés</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 garde %2</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation>%1 a marqué %2 en %3 (%4)</translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation> — bonus +%1&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 gagne avec %n point</numerusform>
            <numerusform>%1 gagne avec %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation>Choisissez une case de votre feuille pour marquer ces dés (cliquez dessus, ou flèches et Entrée).</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation>Cliquez sur les dés (ou appuyez sur 1–5) pour les garder, puis relancez (Entrée) — ou choisissez une case de votre feuille pour marquer (cliquez dessus, ou flèches et Entrée).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation>aucune case remplie</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>total %1</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>%n lancer restant.</numerusform>
            <numerusform>%n lancers restants.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
