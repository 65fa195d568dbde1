<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CardDeckRenderer</name>
    <message>
        <source>No card pictures were found, so simple cards are drawn. For the real cards install the package kdegames-card-data-kf5.</source>
        <translation>Изображения карт не найдены, поэтому карты нарисованы упрощённо. Для настоящих карт установите пакет kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>The card deck %1 could not be read, so simple cards are drawn.</source>
        <translation>Не удалось прочитать колоду %1, поэтому карты нарисованы упрощённо.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Start a match of game &lt;id&gt; at once.</source>
        <translation>Сразу начать партию в игру &lt;id&gt;.</translation>
    </message>
    <message>
        <source>Who plays, e.g. human:Anna,ai:hard,random (needs --game).</source>
        <translation>Кто играет, например human:Anna,ai:hard,random (требует --game).</translation>
    </message>
    <message>
        <source>Seed for dice and shuffles.</source>
        <translation>Начальное значение для костей и тасования.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved match.</source>
        <translation>Не предлагать продолжить автосохранённую партию.</translation>
    </message>
    <message>
        <source>Animation pace: 0 instant, 1 normal, 2 slow.</source>
        <translation>Скорость анимации: 0 мгновенно, 1 обычно, 2 медленно.</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>Сохранить снимок окна в &lt;file&gt; и выйти.</translation>
    </message>
    <message>
        <source>Ludoteca: board, dice and card games.</source>
        <translation>Ludoteca: настольные игры, игры в кости и карточные игры.</translation>
    </message>
    <message>
        <source>--lang: no translation for &apos;%1&apos; (%2); the interface is in English</source>
        <translation>--lang: нет перевода для «%1» (%2); интерфейс будет на английском</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Непредвиденный аргумент: %1</translation>
    </message>
    <message>
        <source>--seats needs --game</source>
        <translation>--seats требует --game</translation>
    </message>
    <message>
        <source>--seats: %1</source>
        <translation>--seats: %1</translation>
    </message>
    <message>
        <source>--seed: expected a number, got &apos;%1&apos;</source>
        <translation>--seed: ожидалось число, получено «%1»</translation>
    </message>
    <message>
        <source>--pace: expected a number from 0 to 3, got &apos;%1&apos;</source>
        <translation>--pace: ожидалось число от 0 до 3, получено «%1»</translation>
    </message>
    <message>
        <source>Interface language: %1.</source>
        <translation>Язык интерфейса: %1.</translation>
    </message>
    <message>
        <source>Undo in the match: free, own-last-move or off (needs --game; default: the game&apos;s, own-last-move with chance against the computer, otherwise free).</source>
        <translation>Отмена ходов в партии: free, own-last-move или off (требует --game; по умолчанию — как задано для игры: own-last-move, если в игре есть случайность и играет компьютер, иначе free).</translation>
    </message>
    <message>
        <source>--undo needs --game</source>
        <translation>--undo требует --game</translation>
    </message>
    <message>
        <source>--undo: expected free, own-last-move or off, got &apos;%1&apos;</source>
        <translation>--undo: ожидалось free, own-last-move или off, получено «%1»</translation>
    </message>
</context>
<context>
    <name>DealtCards</name>
    <message numerus="yes">
        <source>Deal: %n card(s) each</source>
        <translation>
            <numerusform>Сдача: по %n карте</numerusform>
            <numerusform>Сдача: по %n карты</numerusform>
            <numerusform>Сдача: по %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gets %n card(s)</source>
        <translation>
            <numerusform>%1 получает %n карту</numerusform>
            <numerusform>%1 получает %n карты</numerusform>
            <numerusform>%1 получает %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt</source>
        <translation>
            <numerusform>Сдана %n карта</numerusform>
            <numerusform>Сданы %n карты</numerusform>
            <numerusform>Сдано %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>an unknown error</source>
        <translation>неизвестная ошибка</translation>
    </message>
</context>
<context>
    <name>GestureTexts</name>
    <message>
        <source>Wink</source>
        <translation>Подмигнуть</translation>
    </message>
    <message>
        <source>Scratch cheek</source>
        <translation>Почесать щёку</translation>
    </message>
    <message>
        <source>Touch nose</source>
        <translation>Коснуться носа</translation>
    </message>
    <message>
        <source>Pull ear lobe</source>
        <translation>Потянуть мочку уха</translation>
    </message>
    <message>
        <source>Raise eyebrows</source>
        <translation>Поднять брови</translation>
    </message>
    <message>
        <source>Nod</source>
        <translation>Кивнуть</translation>
    </message>
    <message>
        <source>Rub eyes</source>
        <translation>Потереть глаза</translation>
    </message>
    <message>
        <source>Tap the table</source>
        <translation>Постучать по столу</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>wins %n pawn(s)</source>
        <translation>
            <numerusform>выигрывает %n пешку</numerusform>
            <numerusform>выигрывает %n пешки</numerusform>
            <numerusform>выигрывает %n пешек</numerusform>
        </translation>
    </message>
    <message>
        <source>wins a knight</source>
        <translation>выигрывает коня</translation>
    </message>
    <message>
        <source>wins a bishop</source>
        <translation>выигрывает слона</translation>
    </message>
    <message>
        <source>wins a rook</source>
        <translation>выигрывает ладью</translation>
    </message>
    <message>
        <source>wins the queen</source>
        <translation>выигрывает ферзя</translation>
    </message>
    <message>
        <source>wins the exchange</source>
        <translation>выигрывает качество</translation>
    </message>
    <message numerus="yes">
        <source>wins %n man/men</source>
        <translation>
            <numerusform>выигрывает %n шашку</numerusform>
            <numerusform>выигрывает %n шашки</numerusform>
            <numerusform>выигрывает %n шашек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins %n king(s)</source>
        <translation>
            <numerusform>выигрывает %n дамку</numerusform>
            <numerusform>выигрывает %n дамки</numerusform>
            <numerusform>выигрывает %n дамок</numerusform>
        </translation>
    </message>
    <message>
        <source>equal position</source>
        <translation>равная позиция</translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <translation>%1 стоят немного лучше</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 стоят лучше</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <translation>%1 выигрывают</translation>
    </message>
    <message numerus="yes">
        <source>mates in %n</source>
        <translation>
            <numerusform>мат в %n ход</numerusform>
            <numerusform>мат в %n хода</numerusform>
            <numerusform>мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <translation>
            <numerusform>%1 ставят мат в %n ход</numerusform>
            <numerusform>%1 ставят мат в %n хода</numerusform>
            <numerusform>%1 ставят мат в %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <source>Expected: %1 — %2</source>
        <translation>Ожидается: %1 — %2</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>выигрывает за %n ход</numerusform>
            <numerusform>выигрывает за %n хода</numerusform>
            <numerusform>выигрывает за %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <translation>
            <numerusform>%1 выигрывают за %n ход</numerusform>
            <numerusform>%1 выигрывают за %n хода</numerusform>
            <numerusform>%1 выигрывают за %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is slightly better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 стоит немного лучше</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 стоит лучше</translation>
    </message>
    <message>
        <source>%1 is winning</source>
        <comment>a player&apos;s name</comment>
        <translation>%1 выигрывает</translation>
    </message>
    <message numerus="yes">
        <source>%1 mates in %n</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 ставит мат в %n ход</numerusform>
            <numerusform>%1 ставит мат в %n хода</numerusform>
            <numerusform>%1 ставит мат в %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n move(s)</source>
        <comment>a player&apos;s name</comment>
        <translation>
            <numerusform>%1 выигрывает за %n ход</numerusform>
            <numerusform>%1 выигрывает за %n хода</numerusform>
            <numerusform>%1 выигрывает за %n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
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
        <translation>--game: неизвестная игра «%1»</translation>
    </message>
</context>
<context>
    <name>SpokenHands</name>
    <message>
        <source>Your hand is empty.</source>
        <translation>У вас нет карт.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Ваши карты: %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in the other hands: %1.</source>
        <translation>Карт у других игроков: %1.</translation>
    </message>
    <message>
        <source>Cards in hand: %1.</source>
        <translation>Карт на руках: %1.</translation>
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
        <translation>Кость: %1.</translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>Кости: %1.</translation>
    </message>
    <message>
        <source>Set aside: %1.</source>
        <translation>Отложено: %1.</translation>
    </message>
    <message>
        <source>Held: %1.</source>
        <translation>Оставлено: %1.</translation>
    </message>
    <message>
        <source>Turn total: %1.</source>
        <translation>Итого за ход: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Pot: %n token(s).</source>
        <translation>
            <numerusform>Банк: %n фишка.</numerusform>
            <numerusform>Банк: %n фишки.</numerusform>
            <numerusform>Банк: %n фишек.</numerusform>
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
        <translation>Единицы</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Двойки</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Тройки</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Четвёрки</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Пятёрки</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Шестёрки</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Мини</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Макси</translation>
    </message>
    <message>
        <source>Tris</source>
        <translation>Сэт</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Фул хаус</translation>
    </message>
    <message>
        <source>Small straight</source>
        <translation>Младший стрит</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Каре</translation>
    </message>
    <message>
        <source>Large straight</source>
        <translation>Старший стрит</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Яхта</translation>
    </message>
    <message>
        <source>down column</source>
        <translation>столбец вниз</translation>
    </message>
    <message>
        <source>up column</source>
        <translation>столбец вверх</translation>
    </message>
    <message>
        <source>free column</source>
        <translation>свободный столбец</translation>
    </message>
    <message>
        <source>free</source>
        <translation>своб.</translation>
    </message>
    <message>
        <source>Down: filled in order from Ones to Yam</source>
        <translation>Вниз: заполняется по порядку от единиц до «Яхты»</translation>
    </message>
    <message>
        <source>Up: filled in order from Yam to Ones</source>
        <translation>Вверх: заполняется по порядку от «Яхты» до единиц</translation>
    </message>
    <message>
        <source>Free: any empty box, in any order</source>
        <translation>Свободный: любая пустая клетка в любом порядке</translation>
    </message>
    <message>
        <source>Total 1–6</source>
        <translation>Итог 1–6</translation>
    </message>
    <message>
        <source>Bonus (63+)</source>
        <translation>Бонус (63+)</translation>
    </message>
    <message>
        <source>Min + Max</source>
        <translation>Мини + Макси</translation>
    </message>
    <message>
        <source>Total Tris–Yam</source>
        <translation>Итог Сэт–Яхта</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Итог столбца</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>Joker</source>
        <translation>Джокер</translation>
    </message>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter on a card</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter on a card</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter on a card</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter on a card</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубён</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>джокер</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>туз</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card said aloud: its rank, its suit</comment>
        <translation>%1 %2</translation>
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
        <translation>Настольные</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Флаги</translation>
    </message>
    <message>
        <source>Kids</source>
        <translation>Детские</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Кинг</translation>
    </message>
    <message>
        <source>End a deal once its penalties are taken</source>
        <translation>Заканчивать сдачу, когда все штрафы взяты</translation>
    </message>
    <message>
        <source>Queens, Hearts and Barbu deals stop as soon as all their penalty cards have been taken: the points are the same, the deal is shorter. The rulebook plays all 13 tricks.</source>
        <translation>Сдачи «Девочки», «Черви» и «Кинг» заканчиваются, как только взяты все штрафные карты: очки те же, а сдача короче. По правилам разыгрываются все 13 взяток.</translation>
    </message>
    <message>
        <source>Egyptian Ratscrew</source>
        <translation>Корсиканский бой</translation>
    </message>
    <message>
        <source>End after 1,000 cards</source>
        <translation>Конец после 1000 карт</translation>
    </message>
    <message>
        <source>The rulebook plays until one player holds all 52 cards; with this, after 1,000 cards turned the player holding the most cards wins, and equal counts share the win.</source>
        <translation>По правилам игра идёт, пока у одного игрока не окажутся все 52 карты; с этой настройкой после 1000 открытых карт побеждает тот, у кого больше карт, а при равенстве победа делится.</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Шахматы</translation>
    </message>
    <message>
        <source>Strongest</source>
        <translation>Сильнейший</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Начальная позиция (FEN)</translation>
    </message>
    <message>
        <source>Start from a set-up position written in FEN; leave empty for the usual starting position.</source>
        <translation>Начать с позиции, записанной в FEN; оставьте пустым для обычной начальной расстановки.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>A chess clock for each player: the base time, plus the seconds added after each move. The rulebook has no clock; a player whose time runs out loses.</source>
        <translation>Шахматные часы для каждого игрока: основное время плюс секунды, добавляемые после каждого хода. В правилах часов нет; у кого кончилось время, тот проиграл.</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 минута</translation>
    </message>
    <message>
        <source>3 minutes + 2 s</source>
        <translation>3 минуты + 2 с</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 минут</translation>
    </message>
    <message>
        <source>10 minutes</source>
        <translation>10 минут</translation>
    </message>
    <message>
        <source>10 minutes + 5 s</source>
        <translation>10 минут + 5 с</translation>
    </message>
    <message>
        <source>15 minutes + 10 s</source>
        <translation>15 минут + 10 с</translation>
    </message>
    <message>
        <source>30 minutes</source>
        <translation>30 минут</translation>
    </message>
    <message>
        <source>60 minutes</source>
        <translation>60 минут</translation>
    </message>
    <message>
        <source>90 minutes + 30 s</source>
        <translation>90 минут + 30 с</translation>
    </message>
    <message>
        <source>Repetition and fifty moves</source>
        <translation>Повторение и правило 50 ходов</translation>
    </message>
    <message>
        <source>Whether threefold repetition and the fifty-move rule end the game by themselves (as in our rules) or must be claimed by a player, as in FIDE tournaments.</source>
        <translation>Заканчивают ли троекратное повторение и правило 50 ходов партию сами (как в наших правилах) или ничью должен потребовать игрок, как на турнирах ФИДЕ.</translation>
    </message>
    <message>
        <source>Draw automatically</source>
        <translation>Ничья автоматически</translation>
    </message>
    <message>
        <source>Draw when claimed (FIDE)</source>
        <translation>Ничья по требованию (ФИДЕ)</translation>
    </message>
    <message>
        <source>External UCI engine</source>
        <translation>Внешний UCI-движок</translation>
    </message>
    <message>
        <source>Crazy Eights</source>
        <translation>Американская восьмёрка</translation>
    </message>
    <message>
        <source>Number of deals</source>
        <translation>Число партий</translation>
    </message>
    <message>
        <source>How many deals make a match; the rulebook plays 5.</source>
        <translation>Сколько партий (сдач) составляют матч; по правилам — 5.</translation>
    </message>
    <message>
        <source>&quot;Card!&quot; call</source>
        <translation>Возглас «Карта!»</translation>
    </message>
    <message>
        <source>A player left with one card must call &quot;Card!&quot; before the next play or be caught; the rulebook plays with it.</source>
        <translation>Игрок, у которого осталась одна карта, должен крикнуть «Карта!» до следующего хода, иначе его поймают; по правилам так и играют.</translation>
    </message>
    <message>
        <source>10,000</source>
        <translation>10 000</translation>
    </message>
    <message>
        <source>Opening minimum</source>
        <translation>Минимум для первой записи</translation>
    </message>
    <message>
        <source>The turn total a player with no points yet needs before banking: 750 in the main text of the rulebook, 1,000 in a note of some printings.</source>
        <translation>Сколько очков за ход нужно набрать игроку без очков, чтобы записать их: 750 в основном тексте правил, 1000 в примечании некоторых изданий.</translation>
    </message>
    <message>
        <source>750 points</source>
        <translation>750 очков</translation>
    </message>
    <message>
        <source>1,000 points</source>
        <translation>1000 очков</translation>
    </message>
    <message>
        <source>Set aside every scoring die</source>
        <translation>Откладывать каждую кость с очками</translation>
    </message>
    <message>
        <source>Off: set aside at least one scoring die or combination and throw the rest again (the common rule). On: every scoring die must be set aside (the rulebook&apos;s literal words).</source>
        <translation>Выкл.: отложите хотя бы одну кость или комбинацию с очками и перебросьте остальные (обычное правило). Вкл.: каждая кость с очками откладывается (буквально по правилам).</translation>
    </message>
    <message>
        <source>421</source>
        <translation>421</translation>
    </message>
    <message>
        <source>221 receives 2 more</source>
        <translation>221 получает ещё 2</translation>
    </message>
    <message>
        <source>Off: a loser who threw 221 receives exactly 2 tokens, whatever the best throw (the rulebook&apos;s words). On: he receives the table amount plus 2, as in some bars.</source>
        <translation>Выкл.: проигравший, выбросивший 221, получает ровно 2 фишки, каким бы ни был лучший бросок (как в правилах). Вкл.: он получает число из таблицы плюс 2, как играют в некоторых барах.</translation>
    </message>
    <message>
        <source>Stop when the winner is known</source>
        <translation>Остановиться, когда победитель известен</translation>
    </message>
    <message>
        <source>Off: the discharge goes on until one player holds all 21 tokens and so is the loser. On: the game stops as soon as the first player has no tokens left. The winner is the same either way.</source>
        <translation>Выкл.: «разгрузка» продолжается, пока у одного игрока не окажутся все 21 фишка, — он и проиграл. Вкл.: игра останавливается, как только у первого игрока не осталось фишек. Победитель в обоих случаях тот же.</translation>
    </message>
    <message>
        <source>Dice Black Jack</source>
        <translation>Блек-джек</translation>
    </message>
    <message>
        <source>Tokens per player</source>
        <translation>Фишек на игрока</translation>
    </message>
    <message>
        <source>How many tokens each player starts with: the rulebook gives 5; fewer make a shorter game, more a longer one.</source>
        <translation>Сколько фишек у каждого игрока в начале: по правилам 5; с меньшим числом игра короче, с большим — длиннее.</translation>
    </message>
    <message>
        <source>Number of rounds</source>
        <translation>Число раундов</translation>
    </message>
    <message>
        <source>0: play until one player holds all the tokens, as the rulebook says. Any other number ends the game after that many rounds and the most tokens win (the Swedish text&apos;s reading).</source>
        <translation>0: играть, пока у одного игрока не окажутся все фишки, как в правилах. Любое другое число заканчивает игру после стольких раундов, и побеждает тот, у кого больше фишек (так читается шведский текст).</translation>
    </message>
    <message>
        <source>Dice poker</source>
        <translation>Покер на костях</translation>
    </message>
    <message>
        <source>Throws for the round&apos;s starter</source>
        <translation>Бросков у начинающего раунд</translation>
    </message>
    <message>
        <source>How many times the starter may throw: 3 in four of the rulebook&apos;s five languages, 4 in the Italian text. The others may throw at most as often as the starter did.</source>
        <translation>Сколько раз может бросать начинающий: 3 в четырёх из пяти языков правил, 4 в итальянском тексте. Остальные бросают не больше раз, чем начинающий.</translation>
    </message>
    <message>
        <source>Up to 3 throws</source>
        <translation>До 3 бросков</translation>
    </message>
    <message>
        <source>Up to 4 throws</source>
        <translation>До 4 бросков</translation>
    </message>
    <message>
        <source>The tokens each player starts with: 10 in the rulebook.</source>
        <translation>Сколько фишек у каждого игрока в начале: по правилам 10.</translation>
    </message>
    <message>
        <source>Draughts</source>
        <translation>Шашки</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Draw after moves without progress</source>
        <translation>Ничья после ходов без продвижения</translation>
    </message>
    <message>
        <source>The game is drawn when each player has made this many moves in a row with only kings moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).</source>
        <translation>Партия заканчивается вничью, когда каждый игрок сделал подряд столько ходов только дамками и без взятий (в правилах 20; на турнирах ФМЖД — 25).</translation>
    </message>
    <message>
        <source>Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave empty for the usual starting position.</source>
        <translation>Начать с позиции, записанной в шашечной FEN (W:W31,32,...:B1,2,...); оставьте пустым для обычной начальной расстановки.</translation>
    </message>
    <message>
        <source>Put in Order</source>
        <translation>По порядку!</translation>
    </message>
    <message>
        <source>Cards to win</source>
        <translation>Карт для победы</translation>
    </message>
    <message>
        <source>Order by</source>
        <translation>Порядок по</translation>
    </message>
    <message>
        <source>Order the row by the countries&apos; area, as the rulebook plays, or by their population (the rulebook&apos;s variant).</source>
        <translation>Выстраивать ряд по площади стран, как в правилах, или по их населению (вариант из правил).</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Площадь</translation>
    </message>
    <message>
        <source>Population</source>
        <translation>Население</translation>
    </message>
    <message>
        <source>How many races (one card each) win the game; the rulebook plays to 3.</source>
        <translation>Сколько забегов (по карте за каждый) нужно для победы; по правилам — 3.</translation>
    </message>
    <message>
        <source>This and That</source>
        <translation>То и это</translation>
    </message>
    <message>
        <source>Flag Training</source>
        <translation>Флаги: тренировка</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Name the country of each flag, as the rulebook plays, or its capital (the rulebook&apos;s variant).</source>
        <translation>Называть страну каждого флага, как в правилах, или её столицу (вариант из правил).</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Столица</translation>
    </message>
    <message>
        <source>Flags per player</source>
        <translation>Флагов на игрока</translation>
    </message>
    <message>
        <source>How many flags each player answers; the rulebook plays until the deck is used up, which the game also does when the deck is too small for this many.</source>
        <translation>На сколько флагов отвечает каждый игрок; по правилам играют, пока не кончится колода, — игра делает так же, если колоды не хватает.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>All 48 cards of the box, as the rulebook plays, or only one continent&apos;s.</source>
        <translation>Все 48 карт из коробки, как в правилах, или только карты одного континента.</translation>
    </message>
    <message>
        <source>All 48 flags</source>
        <translation>Все 48 флагов</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Европа</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Азия</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Африка</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Америка</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Океания</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <source>Choose among four names, or type the name (accents, capitals and one slip of the keyboard do not matter; English names are accepted too).</source>
        <translation>Выбор из четырёх названий или ввод названия (ударения, заглавные буквы и одна опечатка не важны; английские названия тоже принимаются).</translation>
    </message>
    <message>
        <source>Four choices</source>
        <translation>Четыре варианта</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Ввод</translation>
    </message>
    <message>
        <source>Find Me!</source>
        <translation>Найди меня!</translation>
    </message>
    <message>
        <source>How many red cards a player needs to win. The rulebook asks for 6 with 2 players, 5 with 3 to 7 and 4 with 8 or more.</source>
        <translation>Сколько красных карт нужно для победы. По правилам 6 при 2 игроках, 5 при 3–7 и 4 при 8 и больше.</translation>
    </message>
    <message>
        <source>As the rulebook says</source>
        <translation>Как в правилах</translation>
    </message>
    <message>
        <source>3 cards</source>
        <translation>3 карты</translation>
    </message>
    <message>
        <source>4 cards</source>
        <translation>4 карты</translation>
    </message>
    <message>
        <source>5 cards</source>
        <translation>5 карт</translation>
    </message>
    <message>
        <source>6 cards</source>
        <translation>6 карт</translation>
    </message>
    <message>
        <source>7 cards</source>
        <translation>7 карт</translation>
    </message>
    <message>
        <source>Roll limit</source>
        <translation>Лимит бросков</translation>
    </message>
    <message>
        <source>The game stops after this many rolls and the most cards win. The rulebook has no limit: the game ends when a player reaches the target (or after 20 rolls in a row in which no card changed hands).</source>
        <translation>Игра останавливается после стольких бросков, и побеждает тот, у кого больше карт. В правилах лимита нет: игра заканчивается, когда игрок достигает цели (или после 20 бросков подряд, в которых ни одна карта не сменила владельца).</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>100 rolls</source>
        <translation>100 бросков</translation>
    </message>
    <message>
        <source>150 rolls</source>
        <translation>150 бросков</translation>
    </message>
    <message>
        <source>200 rolls</source>
        <translation>200 бросков</translation>
    </message>
    <message>
        <source>One Two Three</source>
        <translation>Раз, два, три</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Короткая игра</translation>
    </message>
    <message>
        <source>The first player down to one card wins (the rulebook&apos;s shorter variant); otherwise the first to play his last card.</source>
        <translation>Побеждает первый, у кого осталась одна карта (короткий вариант из правил); иначе — первый, кто сыграл последнюю карту.</translation>
    </message>
    <message>
        <source>Shout!</source>
        <translation>Кричи!</translation>
    </message>
    <message>
        <source>Language of the country names</source>
        <translation>Язык названий стран</translation>
    </message>
    <message>
        <source>Right names shouted at the same moment go to the player whose country comes first in alphabetical order of its name in this language (rule Y7): choose the language you play in.</source>
        <translation>Правильные названия, выкрикнутые одновременно, засчитываются игроку, чья страна идёт раньше по алфавиту на этом языке (правило Y7): выберите язык, на котором играете.</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Английский</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Итальянский</translation>
    </message>
    <message>
        <source>Game of the Goose</source>
        <translation>Гусёк</translation>
    </message>
    <message>
        <source>Play on for places</source>
        <translation>Играть дальше за места</translation>
    </message>
    <message>
        <source>After the winner, the others keep playing for 2nd, 3rd and 4th place.</source>
        <translation>После победителя остальные продолжают играть за 2-е, 3-е и 4-е место.</translation>
    </message>
    <message>
        <source>Easy (only rolls)</source>
        <translation>Лёгкий (только бросает)</translation>
    </message>
    <message>
        <source>Medium (only rolls)</source>
        <translation>Средний (только бросает)</translation>
    </message>
    <message>
        <source>Hard (only rolls)</source>
        <translation>Сложный (только бросает)</translation>
    </message>
    <message>
        <source>Well and prison</source>
        <translation>Колодец и тюрьма</translation>
    </message>
    <message>
        <source>Wait for rescue: a pawn stays on the well or the prison until another pawn lands there and takes its place (the rulebook&apos;s rule). Miss two turns: the rulebook&apos;s variant.</source>
        <translation>Ждать помощи: фишка остаётся в колодце или в тюрьме, пока туда не придёт другая фишка и не займёт её место (как в правилах). Пропустить два хода: вариант из правил.</translation>
    </message>
    <message>
        <source>Wait until another pawn arrives</source>
        <translation>Ждать, пока придёт другая фишка</translation>
    </message>
    <message>
        <source>Miss two turns</source>
        <translation>Пропустить два хода</translation>
    </message>
    <message>
        <source>Kem&apos;s</source>
        <translation>Кемпс</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Цель по очкам</translation>
    </message>
    <message>
        <source>The first team to reach this score wins; the rulebook leaves it to the players.</source>
        <translation>Побеждает команда, первой набравшая столько очков; в правилах это решают игроки.</translation>
    </message>
    <message>
        <source>Time limit (minutes)</source>
        <translation>Лимит времени (минуты)</translation>
    </message>
    <message>
        <source>The game also ends when its clock passes this; the team ahead wins (the rulebook says a game lasts about 15 minutes).</source>
        <translation>Игра заканчивается и тогда, когда её время превысит это значение; побеждает команда, которая впереди (по правилам партия длится около 15 минут).</translation>
    </message>
    <message>
        <source>Ludo</source>
        <translation>Лудо</translation>
    </message>
    <message>
        <source>Staircase</source>
        <translation>Лестница</translation>
    </message>
    <message>
        <source>Sequential: climb one step at a time with the exact number of the next step (the rulebook&apos;s reading). Jump: from step k, a roll above k goes straight to that step.</source>
        <translation>Последовательно: подниматься на одну ступень за раз, выбросив точный номер следующей ступени (так читаются правила). Прыжок: со ступени k бросок больше k ведёт сразу на эту ступень.</translation>
    </message>
    <message>
        <source>Step by step (1, 2, 3, 4, 5, 6)</source>
        <translation>По ступеням (1, 2, 3, 4, 5, 6)</translation>
    </message>
    <message>
        <source>Jump to the rolled step</source>
        <translation>Прыжок на выпавшую ступень</translation>
    </message>
    <message>
        <source>Three sixes end the turn</source>
        <translation>Три шестёрки заканчивают ход</translation>
    </message>
    <message>
        <source>House rule: a third 6 in a row is lost and the turn passes. The rulebook has no limit.</source>
        <translation>Домашнее правило: третья шестёрка подряд сгорает, и ход переходит к следующему. В правилах ограничения нет.</translation>
    </message>
    <message>
        <source>Nine Men&apos;s Morris</source>
        <translation>Мельница</translation>
    </message>
    <message>
        <source>Diagonal lines</source>
        <translation>Диагональные линии</translation>
    </message>
    <message>
        <source>Adds the four corner diagonals as lines to move along and to form mills on; the rulebook allows diagonal mills, the classic board has none.</source>
        <translation>Добавляет четыре угловые диагонали как линии для ходов и для построения мельниц; правила допускают мельницы по диагонали, на классической доске их нет.</translation>
    </message>
    <message>
        <source>No 5, no 2</source>
        <translation>Без 5, без 2</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Число костей</translation>
    </message>
    <message>
        <source>4 dice as in the rulebook&apos;s list of material, or 5 as in the common &quot;Stuck in the Mud&quot;.</source>
        <translation>4 кости, как в списке принадлежностей правил, или 5, как в распространённой игре «Stuck in the Mud».</translation>
    </message>
    <message>
        <source>4 dice</source>
        <translation>4 кости</translation>
    </message>
    <message>
        <source>5 dice</source>
        <translation>5 костей</translation>
    </message>
    <message>
        <source>A throw with a 2 or 5 still scores</source>
        <translation>Бросок с 2 или 5 всё же приносит очки</translation>
    </message>
    <message>
        <source>On: the other dice of a throw with 2s or 5s still score (the rulebook). Off: a throw with any 2 or 5 scores nothing (the common &quot;Stuck in the Mud&quot; rule).</source>
        <translation>Вкл.: остальные кости броска с двойками или пятёрками всё же приносят очки (как в правилах). Выкл.: бросок с любой 2 или 5 не приносит ничего (обычное правило «Stuck in the Mud»).</translation>
    </message>
    <message>
        <source>Oh Hell</source>
        <translation>Лифт</translation>
    </message>
    <message>
        <source>House variant: only the deals going up, from 1 card to the most; the rulebook also plays them back down to 1.</source>
        <translation>Домашний вариант: только сдачи по возрастанию, от 1 карты до максимума; по правилам затем играют и обратно до 1.</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Президент</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>How many deals the match lasts: the rulebook gives no end, so each deal scores 3 for the President, 2, 1 and 0 for the Beggar and the highest total wins.</source>
        <translation>Сколько партий длится матч: в правилах конца нет, поэтому каждая партия даёт 3 очка Президенту, 2, 1 и 0 — Нищему, и побеждает наибольшая сумма.</translation>
    </message>
    <message>
        <source>Rectangle Race</source>
        <translation>Гонка прямоугольников</translation>
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
        <translation>Команды по двое</translation>
    </message>
    <message>
        <source>With 4 players, the 1st and 3rd play against the 2nd and 4th, partners sharing one chip colour; the rulebook allows teams.</source>
        <translation>При 4 игроках 1-й и 3-й играют против 2-го и 4-го, у партнёров фишки одного цвета; правила допускают игру командами.</translation>
    </message>
    <message>
        <source>Open hands</source>
        <translation>Открытые карты</translation>
    </message>
    <message>
        <source>Every hand is shown face up, for very young players who need help.</source>
        <translation>Карты всех игроков открыты — для самых маленьких, которым нужна помощь.</translation>
    </message>
    <message>
        <source>Show lines of three</source>
        <translation>Показывать ряды из трёх</translation>
    </message>
    <message>
        <source>Marks every line where a player needs only one more chip.</source>
        <translation>Отмечает каждый ряд, где игроку не хватает всего одной фишки.</translation>
    </message>
    <message>
        <source>A dead card ends the turn</source>
        <translation>Мёртвая карта заканчивает ход</translation>
    </message>
    <message>
        <source>Replacing a dead card is the whole turn; by the publisher&apos;s rule the player then plays his turn as usual.</source>
        <translation>Замена мёртвой карты — это весь ход; по правилу издателя игрок затем делает ход как обычно.</translation>
    </message>
    <message>
        <source>Ship, Captain and Crew</source>
        <translation>Корабль, капитан и экипаж</translation>
    </message>
    <message>
        <source>Improve the cargo</source>
        <translation>Улучшать груз</translation>
    </message>
    <message>
        <source>On: once the ship, captain and crew are aboard, the throws left may be used to throw one or both cargo dice again, the last throw counting (the common rule). Off: the cargo scores as it lands (the rulebook says no more).</source>
        <translation>Вкл.: когда корабль, капитан и экипаж на борту, оставшиеся броски можно потратить на переброс одной или обеих костей груза, считается последний бросок (обычное правило). Выкл.: груз считается как выпал (в правилах больше ничего не сказано).</translation>
    </message>
    <message>
        <source>Snakes and Ladders</source>
        <translation>Змеи и лестницы</translation>
    </message>
    <message>
        <source>Rolling past 100</source>
        <translation>Бросок дальше 100</translation>
    </message>
    <message>
        <source>Bounce back: count up to 100 and back by the rest (the rulebook). Stay: a roll that passes 100 is lost. Finish: reaching or passing 100 wins (a common house rule).</source>
        <translation>Отскок: считать до 100 и назад на остаток (как в правилах). Стоять: бросок дальше 100 сгорает. Финиш: дойти до 100 или дальше — победа (распространённое домашнее правило).</translation>
    </message>
    <message>
        <source>Bounce back from 100</source>
        <translation>Отскок назад от 100</translation>
    </message>
    <message>
        <source>Stay put</source>
        <translation>Стоять на месте</translation>
    </message>
    <message>
        <source>Passing 100 wins</source>
        <translation>Дальше 100 — победа</translation>
    </message>
    <message>
        <source>A 6 rolls again</source>
        <translation>Шестёрка — ещё бросок</translation>
    </message>
    <message>
        <source>House rule: a 6 gives another roll. The rulebook gives no extra roll.</source>
        <translation>Домашнее правило: шестёрка даёт ещё один бросок. В правилах дополнительного броска нет.</translation>
    </message>
    <message>
        <source>Whistiti</source>
        <translation>Вистти</translation>
    </message>
    <message>
        <source>Finish the deal</source>
        <translation>Доиграть сдачу</translation>
    </message>
    <message>
        <source>Play the deal out once someone reaches 20; the highest total then wins. The rulebook ends the game at the trick that reaches 20.</source>
        <translation>Когда кто-то набрал 20, сдача доигрывается до конца; побеждает наибольшая сумма. По правилам игра заканчивается на взятке, принёсшей 20.</translation>
    </message>
    <message>
        <source>Yam</source>
        <translation>Яхта</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Столбцы</translation>
    </message>
    <message>
        <source>Which columns each sheet has: the rulebook plays all three (down, up, free) and lets players agree on fewer for a shorter game.</source>
        <translation>Какие столбцы есть в каждом листе: по правилам играют все три (вниз, вверх, свободный), а для короткой игры можно договориться о меньшем числе.</translation>
    </message>
    <message>
        <source>Three columns: down, up and free</source>
        <translation>Три столбца: вниз, вверх и свободный</translation>
    </message>
    <message>
        <source>Two columns: down and up</source>
        <translation>Два столбца: вниз и вверх</translation>
    </message>
    <message>
        <source>Two columns: down and free</source>
        <translation>Два столбца: вниз и свободный</translation>
    </message>
    <message>
        <source>Two columns: up and free</source>
        <translation>Два столбца: вверх и свободный</translation>
    </message>
    <message>
        <source>One column: free</source>
        <translation>Один столбец: свободный</translation>
    </message>
    <message>
        <source>One column: down</source>
        <translation>Один столбец: вниз</translation>
    </message>
    <message>
        <source>One column: up</source>
        <translation>Один столбец: вверх</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Испанский</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Португальский</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Датский</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Шведский</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Русский</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Французский</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Немецкий</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for both sides, into one of 960 start positions; castling puts the king and the rook on the same squares as in standard chess.</source>
        <translation>В шахматах Фишера (Chess960) фигуры крайней горизонтали перемешиваются, одинаково у обеих сторон, так что получается одна из 960 начальных позиций; при рокировке король и ладья встают на те же поля, что и в классических шахматах.</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Классические шахматы</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы Фишера (960)</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Позиция шахмат Фишера</translation>
    </message>
    <message>
        <source>The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), or &quot;random&quot; for one drawn when the game starts. A FEN start position takes its place.</source>
        <translation>Номер начальной позиции шахмат Фишера, от 0 до 959 (518 — обычная расстановка), или «random», чтобы позиция выпала по жребию в начале партии. Начальная позиция в FEN заменяет её.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1–%n player(s)</source>
        <translation>
            <numerusform>%1–%n игрок</numerusform>
            <numerusform>%1–%n игрока</numerusform>
            <numerusform>%1–%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Beginner (≈800)</source>
        <translation>Начинающий (≈800)</translation>
    </message>
    <message>
        <source>Novice (≈1000)</source>
        <translation>Новичок (≈1000)</translation>
    </message>
    <message>
        <source>Casual player (≈1200)</source>
        <translation>Любитель (≈1200)</translation>
    </message>
    <message>
        <source>Intermediate (≈1400)</source>
        <translation>Средний уровень (≈1400)</translation>
    </message>
    <message>
        <source>Club player (≈1600)</source>
        <translation>Клубный игрок (≈1600)</translation>
    </message>
    <message>
        <source>Strong club player (≈1800)</source>
        <translation>Сильный клубный игрок (≈1800)</translation>
    </message>
    <message>
        <source>Expert (≈2000)</source>
        <translation>Эксперт (≈2000)</translation>
    </message>
    <message>
        <source>Slap back in</source>
        <translation>Вернуться хлопком</translation>
    </message>
    <message>
        <source>A player whose cards have run out may still slap a pair and comes back in with the pile; a wrong slap without cards puts him out for good.</source>
        <translation>Игрок, у которого кончились карты, всё равно может хлопнуть по паре и вернуться в игру с кучей; ложный хлопок без карт выводит его из игры насовсем.</translation>
    </message>
    <message>
        <source>Partners</source>
        <translation>Парами</translation>
    </message>
    <message>
        <source>Partners sit opposite, the first and third players against the second and fourth, and pool their tricks: the first side to 20 wins. The rulebook has each play for himself.</source>
        <translation>Партнёры сидят друг напротив друга, первый и третий игроки против второго и четвёртого, и складывают свои взятки: побеждает пара, первой набравшая 20. По правилам каждый играет сам за себя.</translation>
    </message>
    <message>
        <source>People on opposite teams would see each other&apos;s cards on one screen: seat the people as partners (players 1 and 3, or 2 and 4).</source>
        <translation>Люди из разных команд увидят карты друг друга на одном экране: посадите людей партнёрами (игроки 1 и 3 или 2 и 4).</translation>
    </message>
</context>
<context>
    <name>lt::shell::AboutDialog</name>
    <message>
        <source>licence in /usr/share/doc/kdegames-card-data-kf5/copyright</source>
        <translation>лицензия в /usr/share/doc/kdegames-card-data-kf5/copyright</translation>
    </message>
    <message>
        <source>&lt;p&gt;Board, dice and card games for families, classrooms and players who want a strong opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Настольные игры, игры в кости и карточные игры для семьи, школьного класса и тех, кому нужен сильный соперник.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Licence&lt;/h3&gt;&lt;p&gt;Ludoteca is free software: you can redistribute it and modify it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or any later version. It comes with no warranty. Its boards, tiles, icons and sounds are its own and under the same licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Лицензия&lt;/h3&gt;&lt;p&gt;Ludoteca — свободная программа: вы можете распространять и изменять её на условиях &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt; версии 3 или любой более поздней версии. Она поставляется без каких-либо гарантий. Игровые поля, плитки, значки и звуки созданы для неё и распространяются по той же лицензии.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Art from Debian packages&lt;/h3&gt;&lt;p&gt;Read from the packages while the app runs, never copied into it:&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Графика из пакетов Debian&lt;/h3&gt;&lt;p&gt;Читается из пакетов во время работы программы и никогда не копируется в неё:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Card decks&lt;/b&gt; (kdegames-card-data-kf5, from KDE Games):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Колоды карт&lt;/b&gt; (kdegames-card-data-kf5, из KDE Games):&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No card deck is installed: cards are drawn plainly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ни одна колода карт не установлена: карты нарисованы упрощённо.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Flags&lt;/b&gt; (iso-flags-svg, from Linux Mint&apos;s flags collection): public domain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Флаги&lt;/b&gt; (iso-flags-svg, из коллекции флагов Linux Mint): общественное достояние.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Country names&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Названия стран&lt;/b&gt; (iso-codes): LGPL-2.1+, © Alastair McKinstry, Christian Perrier, Tobias Quathamer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each package&apos;s full terms are in /usr/share/doc/&lt;i&gt;package&lt;/i&gt;/copyright. Built with Qt %1 (LGPL-3).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Полные условия каждого пакета — в /usr/share/doc/&lt;i&gt;пакет&lt;/i&gt;/copyright. Собрано с Qt %1 (LGPL-3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Ludoteca</source>
        <translation>О программе Ludoteca</translation>
    </message>
</context>
<context>
    <name>lt::shell::AppSettings</name>
    <message>
        <source>The settings in %1 could not be read; the defaults are used, and the old file is kept as %2.</source>
        <translation>Не удалось прочитать настройки в %1; используются значения по умолчанию, старый файл сохранён как %2.</translation>
    </message>
    <message>
        <source>The settings in %1 could not be read, nor the file set aside; the defaults are used.</source>
        <translation>Не удалось ни прочитать настройки в %1, ни отложить файл в сторону; используются значения по умолчанию.</translation>
    </message>
    <message>
        <source>the settings could not be written (is the disk full?)</source>
        <translation>не удалось записать настройки (диск переполнен?)</translation>
    </message>
</context>
<context>
    <name>lt::shell::BoardView</name>
    <message>
        <source>Chance</source>
        <translation>Случай</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Игровое поле</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Игровое поле: %1</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Игра окончена: побеждает %1.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Игра окончена: ничья.</translation>
    </message>
    <message>
        <source>Game over: shared win for %1.</source>
        <translation>Игра окончена: общая победа — %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to roll the dice.</source>
        <translation>Бросает кости %1.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>Scores: %1.</source>
        <translation>Очки: %1.</translation>
    </message>
    <message>
        <source>Your choices: %1.</source>
        <translation>Ваши варианты: %1.</translation>
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
        <translation>Полоса для банковской карты</translation>
    </message>
</context>
<context>
    <name>lt::shell::ColourButton</name>
    <message>
        <source>Choose a colour</source>
        <translation>Выберите цвет</translation>
    </message>
    <message>
        <source>Player colour</source>
        <translation>Цвет игрока</translation>
    </message>
</context>
<context>
    <name>lt::shell::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>Click a point, or use Left and Right, to see that position</source>
        <translation>Щёлкните точку или используйте стрелки влево и вправо, чтобы увидеть эту позицию</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagDiceView</name>
    <message>
        <source>vertical stripes</source>
        <translation>вертикальные полосы</translation>
    </message>
    <message>
        <source>horizontal stripes</source>
        <translation>горизонтальные полосы</translation>
    </message>
    <message>
        <source>circles</source>
        <translation>круги</translation>
    </message>
    <message>
        <source>stars</source>
        <translation>звёзды</translation>
    </message>
    <message>
        <source>crosses</source>
        <translation>кресты</translation>
    </message>
    <message>
        <source>animals</source>
        <translation>животные</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Европа</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Азия</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Африка</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Америка</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Океания</translation>
    </message>
    <message>
        <source>World</source>
        <translation>Мир</translation>
    </message>
    <message>
        <source>Dice not rolled yet</source>
        <translation>Кости ещё не брошены</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Кости: %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::FlagView</name>
    <message>
        <source>No flag picture for %1</source>
        <translation>Нет изображения флага для %1</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Нет изображений флагов: установите пакет iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
</context>
<context>
    <name>lt::shell::GameScreen</name>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Бросить кости</translation>
    </message>
    <message>
        <source>Roll (Space)</source>
        <translation>Бросить (Пробел)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Click a move to see the position after it; arrow keys step</source>
        <translation>Щёлкните по ходу, чтобы увидеть позицию после него; стрелки листают ходы</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <source>The computer could not move: %1</source>
        <translation>Компьютер не смог сделать ход: %1</translation>
    </message>
    <message>
        <source>(hidden card)</source>
        <translation>(скрытая карта)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Game over — %1 wins!</source>
        <translation>Игра окончена — победа: %1!</translation>
    </message>
    <message>
        <source>Game over — a draw.</source>
        <translation>Игра окончена — ничья.</translation>
    </message>
    <message>
        <source>Game over — shared win: %1</source>
        <translation>Игра окончена — общая победа: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Viewing the position after move %1 of %2 (Esc: back to the game)</source>
        <translation>Позиция после хода %1 из %2 (Esc: вернуться к игре)</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Передайте устройство игроку %1</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>A moment: calls can still be made</source>
        <translation>Минутку: ещё можно объявить</translation>
    </message>
    <message>
        <source>%1, roll the dice (Space)</source>
        <translation>%1, бросайте кости (Пробел)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ход: %1</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 бросает кости…</translation>
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
            <numerusform>%1 использовал(а) %n подсказку.</numerusform>
            <numerusform>%1 использовал(а) %n подсказки.</numerusform>
            <numerusform>%1 использовал(а) %n подсказок.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review from this move</source>
        <translation>Разобрать с этого хода</translation>
    </message>
</context>
<context>
    <name>lt::shell::HandOverOverlay</name>
    <message>
        <source>The other players look away: private cards stay hidden.</source>
        <translation>Остальные игроки отворачиваются: личные карты остаются скрытыми.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Передать: %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Я — %1</translation>
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
        <translation>Выберите игру</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Search games…</source>
        <translation>Поиск игр…</translation>
    </message>
    <message>
        <source>No games are installed.</source>
        <translation>Не установлено ни одной игры.</translation>
    </message>
    <message>
        <source>No game matches your search.</source>
        <translation>Ни одна игра не подходит под запрос.</translation>
    </message>
    <message>
        <source>Search games</source>
        <translation>Поиск игр</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
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
        <translation>Викторина для класса</translation>
    </message>
    <message>
        <source>1–6 teams</source>
        <translation>1–6 команд</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Пов&amp;торить</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Set Up &amp;Position from FEN…</source>
        <translation>Задать &amp;позицию из FEN…</translation>
    </message>
    <message>
        <source>Paste Position (&amp;FEN)</source>
        <translation>Вставить позицию (&amp;FEN)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Во весь &amp;экран</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Н&amp;астройки…</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Библиотека игр</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Classroom Quiz</source>
        <translation>Викторина для &amp;класса</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Ludoteca</source>
        <translation>&amp;О программе Ludoteca</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная</translation>
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
        <translation>Не удалось начать игру</translation>
    </message>
    <message>
        <source>There is no game &apos;%1&apos;.</source>
        <translation>Игры «%1» нет.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Start this game again from the beginning? The current match will be lost.</source>
        <translation>Начать эту игру заново? Текущая партия будет потеряна.</translation>
    </message>
    <message>
        <source>Autosave failed: %1: %2</source>
        <translation>Автосохранение не удалось: %1: %2</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>Нет текущей партии.</translation>
    </message>
    <message>
        <source>A %1 file holds games of %2 only.</source>
        <translation>Файл %1 содержит только партии в %2.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>This game cannot start from a FEN position.</source>
        <translation>Эту игру нельзя начать с позиции FEN.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Задать позицию</translation>
    </message>
    <message>
        <source>Position in FEN (the game starts again from it, with the same players and rules):</source>
        <translation>Позиция в FEN (партия начнётся с неё заново, с теми же игроками и правилами):</translation>
    </message>
    <message>
        <source>Cannot set up the position</source>
        <translation>Не удалось задать позицию</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>В буфере обмена нет текста.</translation>
    </message>
    <message>
        <source>Start again from the position on the clipboard? The current match will be lost.</source>
        <translation>Начать заново с позиции из буфера обмена? Текущая партия будет потеряна.</translation>
    </message>
    <message>
        <source>This file is a match of &apos;%1&apos;, a game that is not installed.</source>
        <translation>Этот файл — партия в «%1», а эта игра не установлена.</translation>
    </message>
    <message>
        <source>Ludoteca matches (*.ludoteca)</source>
        <translation>Партии Ludoteca (*.ludoteca)</translation>
    </message>
    <message>
        <source>Save Match</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Cannot save the match</source>
        <translation>Не удалось сохранить партию</translation>
    </message>
    <message>
        <source>Saved as %1</source>
        <translation>Сохранено как %1</translation>
    </message>
    <message>
        <source>Open Match</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Open another match? The moves of this one since it was last saved will be lost.</source>
        <translation>Открыть другую партию? Ходы этой партии после последнего сохранения будут потеряны.</translation>
    </message>
    <message>
        <source>All supported files (%1)</source>
        <translation>Все поддерживаемые файлы (%1)</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <translation>Не удалось открыть партию</translation>
    </message>
    <message>
        <source>%1 is not a valid match file:
%2</source>
        <translation>%1 не является файлом партии:
%2</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game of %1 with %2, last played %3 (%n move(s)). Resume it?</source>
        <translation>
            <numerusform>У вас есть незаконченная партия в %1 с %2, последняя игра %3 (%n ход). Продолжить её?</numerusform>
            <numerusform>У вас есть незаконченная партия в %1 с %2, последняя игра %3 (%n хода). Продолжить её?</numerusform>
            <numerusform>У вас есть незаконченная партия в %1 с %2, последняя игра %3 (%n ходов). Продолжить её?</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Не сейчас</translation>
    </message>
    <message>
        <source>Cannot resume the match</source>
        <translation>Не удалось продолжить партию</translation>
    </message>
    <message>
        <source>the damaged autosave could not be set aside (%1)</source>
        <translation>не удалось отложить повреждённое автосохранение (%1)</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

It could not be renamed (%2), so autosave is off until Ludoteca starts again: the file is left as it is.</source>
        <translation>Автосохранённую партию нельзя продолжить:
%1

Её не удалось переименовать (%2), поэтому автосохранение отключено до следующего запуска Ludoteca: файл оставлен как есть.</translation>
    </message>
    <message>
        <source>The autosaved match cannot be resumed:
%1

The file was kept as %2.</source>
        <translation>Автосохранённую партию нельзя продолжить:
%1

Файл сохранён как %2.</translation>
    </message>
    <message>
        <source>Autosave damaged</source>
        <translation>Автосохранение повреждено</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <translation>Настройки не сохранены</translation>
    </message>
    <message>
        <source>Re&amp;view Game</source>
        <translation>Ра&amp;зобрать партию</translation>
    </message>
    <message>
        <source>Your review of a finished game of %1 with %2, played %3, is kept. Open it?</source>
        <translation>Ваш разбор законченной партии в %1 с %2, сыгранной %3, сохранён. Открыть его?</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Разобрать партию</translation>
    </message>
</context>
<context>
    <name>lt::shell::MatchController</name>
    <message>
        <source>The computer chose an illegal move.</source>
        <translation>Компьютер выбрал недопустимый ход.</translation>
    </message>
    <message>
        <source>Cannot undo: %1</source>
        <translation>Не удалось отменить: %1</translation>
    </message>
    <message>
        <source>Cannot redo: %1</source>
        <translation>Не удалось повторить: %1</translation>
    </message>
    <message>
        <source>Taken back: the game is at move %1.</source>
        <translation>Ход отменён: партия на ходу %1.</translation>
    </message>
    <message>
        <source>Played again: the game is at move %1.</source>
        <translation>Ход повторён: партия на ходу %1.</translation>
    </message>
    <message>
        <source>Cannot show that position: %1</source>
        <translation>Не удалось показать эту позицию: %1</translation>
    </message>
    <message>
        <source>Undo is off in this match.</source>
        <translation>В этой партии отмена ходов отключена.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and there is none to take back now.</source>
        <translation>В этой партии можно отменить только свой последний ход, а отменять сейчас нечего.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back, and only until dice are rolled or a card is drawn after it.</source>
        <translation>В этой партии можно отменить только свой последний ход и только до тех пор, пока после него не брошены кости и не взята карта.</translation>
    </message>
    <message>
        <source>In this match only your own last move can be taken back: it is taken back already.</source>
        <translation>В этой партии можно отменить только свой последний ход, а он уже отменён.</translation>
    </message>
    <message>
        <source>Redo would show dice or cards still to come, which this match keeps hidden.</source>
        <translation>Повтор показал бы ещё не выпавшие кости или карты, а в этой партии они скрыты.</translation>
    </message>
    <message>
        <source>The position after move %1.</source>
        <translation>Позиция после хода %1.</translation>
    </message>
    <message>
        <source>Back to the game.</source>
        <translation>Возврат к игре.</translation>
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
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Компьютер %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Новая партия: %1</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Число игроков:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Rulebook defaults</source>
        <translation>Как в правилах</translation>
    </message>
    <message>
        <source>Random moves (weakest)</source>
        <translation>Случайные ходы (слабейший)</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program</source>
        <translation>Выбрать программу движка</translation>
    </message>
    <message>
        <source>Player %1: human or computer</source>
        <translation>Игрок %1: человек или компьютер</translation>
    </message>
    <message>
        <source>Player %1: name</source>
        <translation>Игрок %1: имя</translation>
    </message>
    <message>
        <source>Player %1: colour</source>
        <translation>Игрок %1: цвет</translation>
    </message>
    <message>
        <source>Player %1: computer level</source>
        <translation>Игрок %1: уровень компьютера</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Без ограничений</translation>
    </message>
    <message>
        <source>Own last move only</source>
        <translation>Только свой последний ход</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Отключена</translation>
    </message>
    <message>
        <source>Free: any move can be taken back. Own last move only: a player may take back their own last move (with the computers&apos; answers) until dice are rolled or a card is drawn after it, so Undo never shows what comes next. Off: no Undo.</source>
        <translation>Без ограничений: можно отменить любой ход. Только свой последний ход: игрок может отменить свой последний ход (вместе с ответами компьютеров), пока после него не брошены кости и не взята карта, поэтому отмена никогда не показывает, что будет дальше. Отключена: ходы отменять нельзя.</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Отмена ходов:</translation>
    </message>
    <message>
        <source>Start from a position…</source>
        <translation>Начать с позиции…</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставить</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Engine: %1 (%2)</source>
        <translation>Движок: %1 (%2)</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Эту позицию нельзя использовать: %1</translation>
    </message>
    <message>
        <source>Paste or type the position; empty, the game starts from the usual one.</source>
        <translation>Вставьте или введите позицию; если поле пустое, игра начнётся с обычной позиции.</translation>
    </message>
</context>
<context>
    <name>lt::shell::PlayersPanel</name>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проигрыш</translation>
    </message>
    <message>
        <source>Place %1</source>
        <translation>%1-е место</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <translation>Компьютер · %1</translation>
    </message>
</context>
<context>
    <name>lt::shell::RecordedGamePicker</name>
    <message>
        <source>Choose a game</source>
        <translation>Выберите партию</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s). Which one do you want to open?</source>
        <translation>
            <numerusform>В %1 %n партия. Какую открыть?</numerusform>
            <numerusform>В %1 %n партии. Какую из них открыть?</numerusform>
            <numerusform>В %1 %n партий. Какую из них открыть?</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewPanel</name>
    <message>
        <source>Review progress</source>
        <translation>Ход разбора</translation>
    </message>
    <message>
        <source>Cancel review</source>
        <translation>Отменить разбор</translation>
    </message>
    <message>
        <source>Reviewing the game: %1 of %2 positions</source>
        <translation>Разбор партии: позиция %1 из %2</translation>
    </message>
    <message>
        <source>Review stopped after %1 of %2 positions: Review game goes on from there.</source>
        <translation>Разбор остановлен после %1 из %2 позиций: «Разобрать партию» продолжит с этого места.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ReviewTexts</name>
    <message>
        <source>%1 has won</source>
        <translation>%1 — победа</translation>
    </message>
    <message>
        <source>best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <source>good move</source>
        <translation>хороший ход</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, ?? blunders %7.</source>
        <translation>%1: точность %2 %. Лучших %3, хороших %4, ?! неточностей %5, ? ошибок %6, ?? грубых ошибок %7.</translation>
    </message>
    <message>
        <source>Start position: %1.</source>
        <translation>Начальная позиция: %1.</translation>
    </message>
    <message>
        <source>%1 played %2: %3.</source>
        <translation>%1: ход %2 — %3.</translation>
    </message>
    <message>
        <source>Better: %1 (line: %2).</source>
        <translation>Лучше: %1 (вариант: %2).</translation>
    </message>
    <message>
        <source>Now: %1.</source>
        <translation>Теперь: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::RulesDialog</name>
    <message>
        <source>Rules of %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>The rules of %1 are not available.</source>
        <translation>Правила игры «%1» недоступны.</translation>
    </message>
    <message>
        <source>Against the computer, Undo takes back only your own last move (with the computer&apos;s answers), and only until dice are rolled or a card is drawn after it: the dice and cards to come are already decided, and Undo must not show them. Between people only, Undo is free.</source>
        <translation>Против компьютера можно отменить только свой последний ход (вместе с ответами компьютера) и только до тех пор, пока после него не брошены кости и не взята карта: будущие кости и карты уже определены, и отмена не должна их показывать. Если играют только люди, отмена ходов не ограничена.</translation>
    </message>
    <message>
        <source>Undo takes back any move, back to the start of the match.</source>
        <translation>Можно отменить любой ход, вплоть до начала партии.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отмена ходов</translation>
    </message>
    <message>
        <source>The New Game dialog sets Undo for each match: Free, Own last move only or Off.</source>
        <translation>Отмена ходов задаётся для каждой партии в окне «Новая партия»: «Без ограничений», «Только свой последний ход» или «Отключена».</translation>
    </message>
</context>
<context>
    <name>lt::shell::ScreenSizeDialog</name>
    <message>
        <source>Screen size</source>
        <translation>Размер экрана</translation>
    </message>
    <message>
        <source>Hold a bank card against the screen, its left edge on the bar&apos;s left edge. Drag the yellow handle, or press the arrow keys (with Shift: faster), until the bar is exactly as long as the card. The rectangle race is then drawn at its real size.</source>
        <translation>Приложите к экрану банковскую карту так, чтобы её левый край совпал с левым краем полосы. Перетаскивайте жёлтую ручку или нажимайте клавиши со стрелками (с Shift — быстрее), пока полоса не станет точно такой же длины, как карта. Тогда гонка прямоугольников рисуется в настоящую величину.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as measured.</source>
        <translation>1 мм = %1 пикс., по измерению.</translation>
    </message>
    <message>
        <source>1 mm = %1 pixels, as the screen reports.</source>
        <translation>1 мм = %1 пикс., по данным экрана.</translation>
    </message>
</context>
<context>
    <name>lt::shell::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>The window is rebuilt in the new language; a game in progress goes on.</source>
        <translation>Окно перестраивается на новом языке; текущая партия продолжается.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрые</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленные</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Анимация:</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Воспроизводить звуки</translation>
    </message>
    <message>
        <source>Sounds:</source>
        <translation>Звуки:</translation>
    </message>
    <message>
        <source>Built-in cards</source>
        <translation>Встроенные карты</translation>
    </message>
    <message>
        <source>No card decks found: install the package kdegames-card-data-kf5.</source>
        <translation>Колоды карт не найдены: установите пакет kdegames-card-data-kf5.</translation>
    </message>
    <message>
        <source>Card deck:</source>
        <translation>Колода карт:</translation>
    </message>
    <message>
        <source>Show square numbers</source>
        <translation>Показывать номера полей</translation>
    </message>
    <message>
        <source>Prints its number in a corner of each dark square of the draughts board, as the moves are written (32-28).</source>
        <translation>Выводит номер в углу каждого тёмного поля шашечной доски — так, как записываются ходы (32-28).</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Доски:</translation>
    </message>
    <message>
        <source>Screen size…</source>
        <translation>Размер экрана…</translation>
    </message>
    <message>
        <source>Real sizes:</source>
        <translation>Настоящая величина:</translation>
    </message>
    <message>
        <source>measured against a card</source>
        <translation>измерено по карте</translation>
    </message>
    <message>
        <source>as the screen reports (not checked)</source>
        <translation>по данным экрана (не проверено)</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsKeeper</name>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Не удалось сохранить статистику: %1</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsStore</name>
    <message>
        <source>The statistics could not be read (%1). They start again; the old file is kept as %2.</source>
        <translation>Не удалось прочитать статистику (%1). Она начинается заново; старый файл сохранён как %2.</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1), nor the file set aside. It is left as it is, and no statistics are saved until it is moved.</source>
        <translation>Не удалось ни прочитать статистику (%1), ни отложить файл в сторону. Он оставлен как есть, и статистика не сохраняется, пока его не переместят.</translation>
    </message>
    <message>
        <source>%1 could not be read and is kept as it is</source>
        <translation>%1 не удалось прочитать, файл оставлен как есть</translation>
    </message>
</context>
<context>
    <name>lt::shell::StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>No game has been finished yet.</source>
        <translation>Ещё ни одна партия не закончена.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Лучший счёт</translation>
    </message>
    <message>
        <source>Streak now</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Longest winning streak</source>
        <translation>Самая длинная серия побед</translation>
    </message>
    <message>
        <source>Longest losing streak</source>
        <translation>Самая длинная серия поражений</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Уровень компьютера</translation>
    </message>
    <message>
        <source>&amp;Reset All…</source>
        <translation>&amp;Сбросить всё…</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Against the computer (two-player games):</source>
        <translation>Против компьютера (игры вдвоём):</translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n победа</numerusform>
            <numerusform>%n победы</numerusform>
            <numerusform>%n побед</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lost</source>
        <translation>
            <numerusform>%n поражение</numerusform>
            <numerusform>%n поражения</numerusform>
            <numerusform>%n поражений</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Reset Statistics</source>
        <translation>Сброс статистики</translation>
    </message>
    <message>
        <source>Forget the statistics of every player?</source>
        <translation>Забыть статистику всех игроков?</translation>
    </message>
    <message>
        <source>The statistics could not be saved: %1</source>
        <translation>Не удалось сохранить статистику: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Подсказок использовано</translation>
    </message>
</context>
<context>
    <name>lt::shell::TokenPotView</name>
    <message>
        <source>Pot</source>
        <translation>Банк</translation>
    </message>
</context>
<context>
    <name>lt::shell::barbu::BarbuBoard</name>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Девочки</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Черви</translation>
    </message>
    <message>
        <source>Barbu</source>
        <translation>Кинг</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Salad</source>
        <translation>Ералаш</translation>
    </message>
    <message>
        <source>2 points per trick taken</source>
        <translation>2 очка за каждую взятку</translation>
    </message>
    <message>
        <source>6 points per queen taken</source>
        <translation>6 очков за каждую даму</translation>
    </message>
    <message>
        <source>2 points per heart taken</source>
        <translation>2 очка за каждую черву</translation>
    </message>
    <message>
        <source>20 points for taking the king of hearts</source>
        <translation>20 очков за короля червей</translation>
    </message>
    <message>
        <source>20 points for taking the last trick</source>
        <translation>20 очков за последнюю взятку</translation>
    </message>
    <message>
        <source>All five penalties together</source>
        <translation>Все пять штрафов вместе</translation>
    </message>
    <message>
        <source>You deal: choose the contract of this deal.</source>
        <translation>Вы сдаёте: выберите условие этой сдачи.</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Ваш ход: сыграйте карту.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Нужно ходить в масть: %1.</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Последняя взятка: %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Взятка: %1</translation>
    </message>
    <message>
        <source>%1 chooses %2</source>
        <translation>%1 выбирает: %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 ходит: %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 берёт взятку</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Сдача: %1</translation>
    </message>
    <message>
        <source>%1 is the last contract of the round</source>
        <translation>%1 — последнее условие этого круга</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>сдача подсчитана</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Матч окончен.</translation>
    </message>
    <message>
        <source>Deal %1 of %2 · round %3</source>
        <translation>Сдача %1 из %2 · круг %3</translation>
    </message>
    <message>
        <source>Choosing…</source>
        <translation>Выбор…</translation>
    </message>
    <message>
        <source>%1 chooses the contract</source>
        <translation>%1 выбирает условие</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Сдача…</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 сдаёт</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Score sheet: each round&apos;s penalty points, fewest wins (click to close)</source>
        <translation>Таблица счёта: штрафные очки каждого круга, побеждает тот, у кого их меньше (щёлкните, чтобы закрыть)</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Условие</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Contract: %1, chosen by %2.</source>
        <translation>Условие: %1, его выбрал игрок %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Взято взяток: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa</name>
    <message>
        <source>Q turn · Left Shift slap</source>
        <translation>Q — открыть · левый Shift — хлопнуть</translation>
    </message>
    <message>
        <source>P turn · Right Shift slap</source>
        <translation>P — открыть · правый Shift — хлопнуть</translation>
    </message>
    <message>
        <source>V turn · Space slap</source>
        <translation>V — открыть · Пробел — хлопнуть</translation>
    </message>
    <message>
        <source>Keypad 8 turn · Keypad 0 slap</source>
        <translation>8 на цифровой клавиатуре — открыть · 0 — хлопнуть</translation>
    </message>
    <message>
        <source>Home turn · End slap</source>
        <translation>Home — открыть · End — хлопнуть</translation>
    </message>
    <message>
        <source>F5 turn · F8 slap</source>
        <translation>F5 — открыть · F8 — хлопнуть</translation>
    </message>
</context>
<context>
    <name>lt::shell::battaglia_corsa::SlapBoard</name>
    <message>
        <source>Get ready…</source>
        <translation>Приготовьтесь…</translation>
    </message>
    <message>
        <source>1,000 cards turned: a shared win.</source>
        <translation>Открыто 1000 карт: общая победа.</translation>
    </message>
    <message>
        <source>1,000 cards turned: %1 holds the most cards and wins!</source>
        <translation>Открыто 1000 карт: больше всех карт у игрока %1 — победа!</translation>
    </message>
    <message>
        <source>%1 holds all 52 cards and wins!</source>
        <translation>У игрока %1 все 52 карты — победа!</translation>
    </message>
    <message>
        <source>%1 wins the pile: take it (%2).</source>
        <translation>%1 выигрывает кучу: заберите её (%2).</translation>
    </message>
    <message>
        <source>%1, turn a card (%2).</source>
        <translation>%1, откройте карту (%2).</translation>
    </message>
    <message>
        <source>%1 wins the pile.</source>
        <translation>%1 выигрывает кучу.</translation>
    </message>
    <message>
        <source>%1 turns.</source>
        <translation>Открывает: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %2: %3 must turn %n card(s).</source>
        <translation>
            <numerusform>%1 открывает %2: теперь %3 открывает %n карту.</numerusform>
            <numerusform>%1 открывает %2: теперь %3 открывает %n карты.</numerusform>
            <numerusform>%1 открывает %2: теперь %3 открывает %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns %2.</source>
        <translation>%1 открывает %2.</translation>
    </message>
    <message>
        <source>%1 turns a card.</source>
        <translation>%1 открывает карту.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes the pile: %n card(s).</source>
        <translation>
            <numerusform>%1 забирает кучу: %n карта.</numerusform>
            <numerusform>%1 забирает кучу: %n карты.</numerusform>
            <numerusform>%1 забирает кучу: %n карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 slaps first, after %2 ms, and wins %n card(s)!</source>
        <translation>
            <numerusform>%1 хлопает раньше всех, через %2 ms, и выигрывает %n карту!</numerusform>
            <numerusform>%1 хлопает раньше всех, через %2 ms, и выигрывает %n карты!</numerusform>
            <numerusform>%1 хлопает раньше всех, через %2 ms, и выигрывает %n карт!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps, but there is no pair: a card goes under the pile.</source>
        <translation>%1 хлопает, но пары нет: одна карта уходит под кучу.</translation>
    </message>
    <message>
        <source>%1 wins the pile</source>
        <translation>%1 выигрывает кучу</translation>
    </message>
    <message numerus="yes">
        <source>%1 must turn %n more card(s)</source>
        <translation>
            <numerusform>%1: открыть ещё %n карту</numerusform>
            <numerusform>%1: открыть ещё %n карты</numerusform>
            <numerusform>%1: открыть ещё %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <source>Slapped by %1:</source>
        <translation>Хлопок — %1:</translation>
    </message>
    <message>
        <source>Won by %1:</source>
        <translation>Выигрыш — %1:</translation>
    </message>
    <message numerus="yes">
        <source>%1 slapped in the same millisecond as %2, sitting closer after the turner, and takes the %n card(s)!</source>
        <translation>
            <numerusform>%1 хлопает в ту же миллисекунду, что и %2, но сидит раньше по ходу игры после открывшего карту и забирает %n карту!</numerusform>
            <numerusform>%1 хлопает в ту же миллисекунду, что и %2, но сидит раньше по ходу игры после открывшего карту и забирает %n карты!</numerusform>
            <numerusform>%1 хлопает в ту же миллисекунду, что и %2, но сидит раньше по ходу игры после открывшего карту и забирает %n карт!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 slaps without cards, and there is no pair: %1 is out for good.</source>
        <translation>%1 хлопает без карт, а пары нет: %1 выбывает из игры насовсем.</translation>
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
        <translation>Карт в каждой стопке: %1.</translation>
    </message>
    <message>
        <source>Out: %1.</source>
        <translation>Вне игры: %1.</translation>
    </message>
    <message>
        <source>The pile is empty.</source>
        <translation>Куча пуста.</translation>
    </message>
    <message>
        <source>Pile: %1.</source>
        <translation>Куча: %1.</translation>
    </message>
    <message>
        <source>Cards in the pile: %1; on top %2, then %3.</source>
        <translation>Карт в куче: %1; сверху %2, под ней %3.</translation>
    </message>
    <message>
        <source>A pair on top: slap!</source>
        <translation>Сверху пара: хлопайте!</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessBoardView</name>
    <message>
        <source>Offer draw</source>
        <translation>Предложить ничью</translation>
    </message>
    <message>
        <source>Propose a draw; your opponent accepts or declines</source>
        <translation>Предложить ничью; соперник примет или отклонит её</translation>
    </message>
    <message>
        <source>Claim draw</source>
        <translation>Потребовать ничью</translation>
    </message>
    <message>
        <source>Threefold repetition or fifty moves without a capture or pawn move</source>
        <translation>Троекратное повторение или 50 ходов без взятий и ходов пешкой</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Give up this game</source>
        <translation>Сдать эту партию</translation>
    </message>
    <message>
        <source>%1, do you resign this game?</source>
        <translation>%1, вы сдаёте партию?</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 предлагает ничью. %2, вы согласны?</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Согласиться на ничью</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 сдаётся</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 побеждает</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 предлагает ничью</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 соглашается на ничью</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Ничья по соглашению</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 отклоняет ничью</translation>
    </message>
    <message>
        <source>Draw claimed: the same position for the third time</source>
        <translation>Ничья по требованию: та же позиция в третий раз</translation>
    </message>
    <message>
        <source>Draw claimed: fifty moves without a capture or a pawn move</source>
        <translation>Ничья по требованию: 50 ходов без взятий и ходов пешкой</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>под шахом</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>Пере&amp;вернуть доску</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Копировать &amp;FEN</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Копировать P&amp;GN</translation>
    </message>
    <message>
        <source>Save game as PG&amp;N…</source>
        <translation>Сохранить партию в PG&amp;N…</translation>
    </message>
    <message>
        <source>Save game as PGN</source>
        <translation>Сохранить партию в PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>check</source>
        <translation>шах</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>stalemate: draw</source>
        <translation>пат: ничья</translation>
    </message>
    <message>
        <source>draw by threefold repetition</source>
        <translation>ничья: троекратное повторение</translation>
    </message>
    <message>
        <source>draw by the fifty-move rule</source>
        <translation>ничья по правилу 50 ходов</translation>
    </message>
    <message>
        <source>draw: neither side can mate</source>
        <translation>ничья: ни одна сторона не может поставить мат</translation>
    </message>
    <message>
        <source>A pawn moves straight ahead, one square or two from its starting square, and captures one square diagonally forward.</source>
        <translation>Пешка ходит прямо вперёд на одно поле, с начального поля — на одно или два, а бьёт на одно поле по диагонали вперёд.</translation>
    </message>
    <message>
        <source>A knight jumps in an L: two squares one way, then one square to the side.</source>
        <translation>Конь ходит буквой «Г»: на два поля в одну сторону, затем на одно вбок.</translation>
    </message>
    <message>
        <source>A bishop moves diagonally, as far as the way is free.</source>
        <translation>Слон ходит по диагонали, пока путь свободен.</translation>
    </message>
    <message>
        <source>A rook moves along its row or its column, as far as the way is free.</source>
        <translation>Ладья ходит по горизонтали или вертикали, пока путь свободен.</translation>
    </message>
    <message>
        <source>A queen moves along a row, a column or a diagonal, as far as the way is free.</source>
        <translation>Ферзь ходит по горизонтали, вертикали или диагонали, пока путь свободен.</translation>
    </message>
    <message>
        <source>A king moves one square in any direction; to castle, two squares towards a rook.</source>
        <translation>Король ходит на одно поле в любом направлении; при рокировке — на два поля в сторону ладьи.</translation>
    </message>
    <message>
        <source>The way from %1 to %2 is blocked.</source>
        <translation>Путь от %1 до %2 перекрыт.</translation>
    </message>
    <message>
        <source>A pawn cannot capture straight ahead: it captures diagonally.</source>
        <translation>Пешка не бьёт прямо вперёд: она бьёт по диагонали.</translation>
    </message>
    <message>
        <source>A pawn moves diagonally only to capture.</source>
        <translation>Пешка ходит по диагонали только при взятии.</translation>
    </message>
    <message>
        <source>A pawn moves two squares only from its starting square.</source>
        <translation>Пешка ходит на два поля только с начального поля.</translation>
    </message>
    <message>
        <source>Your king is in check: this move does not get it out of check.</source>
        <translation>Ваш король под шахом: этот ход не защищает от шаха.</translation>
    </message>
    <message>
        <source>That move would leave your king in check.</source>
        <translation>После этого хода ваш король останется под шахом.</translation>
    </message>
    <message>
        <source>No castling on that side: the king or that rook has already moved.</source>
        <translation>Рокировка в эту сторону невозможна: король или эта ладья уже ходили.</translation>
    </message>
    <message>
        <source>No castling yet: the squares between the king and the rook must be empty.</source>
        <translation>Рокировка пока невозможна: поля между королём и ладьёй должны быть свободны.</translation>
    </message>
    <message>
        <source>No castling while your king is in check.</source>
        <translation>Нельзя рокироваться, когда король под шахом.</translation>
    </message>
    <message>
        <source>No castling through check: the king would cross or reach an attacked square.</source>
        <translation>Нельзя рокироваться через битое поле: король прошёл бы через атакованное поле или встал бы на него.</translation>
    </message>
    <message>
        <source>Chess960 start position %1</source>
        <translation>Шахматы Фишера: начальная позиция %1</translation>
    </message>
    <message>
        <source>Time is up for %1, but %2 cannot checkmate: draw</source>
        <translation>Время игрока %1 истекло, но %2 не может поставить мат: ничья</translation>
    </message>
    <message>
        <source>Time is up for %1</source>
        <translation>Время игрока %1 истекло</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>король %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>короли %1</translation>
    </message>
    <message>
        <source>queen %1</source>
        <translation>ферзь %1</translation>
    </message>
    <message>
        <source>queens %1</source>
        <translation>ферзи %1</translation>
    </message>
    <message>
        <source>rook %1</source>
        <translation>ладья %1</translation>
    </message>
    <message>
        <source>rooks %1</source>
        <translation>ладьи %1</translation>
    </message>
    <message>
        <source>bishop %1</source>
        <translation>слон %1</translation>
    </message>
    <message>
        <source>bishops %1</source>
        <translation>слоны %1</translation>
    </message>
    <message>
        <source>knight %1</source>
        <translation>конь %1</translation>
    </message>
    <message>
        <source>knights %1</source>
        <translation>кони %1</translation>
    </message>
    <message>
        <source>pawn %1</source>
        <translation>пешка %1</translation>
    </message>
    <message>
        <source>pawns %1</source>
        <translation>пешки %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Белые: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Чёрные: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Ход белых.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Ход чёрных.</translation>
    </message>
    <message>
        <source>Check.</source>
        <translation>Шах.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Допустимые ходы: %1.</translation>
    </message>
    <message>
        <source>None of your pawns can go to %1.</source>
        <translation>Ни одна из ваших пешек не может пойти на %1.</translation>
    </message>
    <message>
        <source>None of your knights can go to %1.</source>
        <translation>Ни один из ваших коней не может пойти на %1.</translation>
    </message>
    <message>
        <source>None of your bishops can go to %1.</source>
        <translation>Ни один из ваших слонов не может пойти на %1.</translation>
    </message>
    <message>
        <source>None of your rooks can go to %1.</source>
        <translation>Ни одна из ваших ладей не может пойти на %1.</translation>
    </message>
    <message>
        <source>Your queen cannot go to %1.</source>
        <translation>Ваш ферзь не может пойти на %1.</translation>
    </message>
    <message>
        <source>Your king cannot go to %1.</source>
        <translation>Ваш король не может пойти на %1.</translation>
    </message>
    <message>
        <source>“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.</source>
        <translation>«%1» — не ход: вводите ходы так: e4, Nf3, exd5, O-O или e8=Q.</translation>
    </message>
    <message>
        <source>“%1” fits several moves: %2. Type the one you mean.</source>
        <translation>«%1» подходит к нескольким ходам: %2. Введите тот, который имеете в виду.</translation>
    </message>
    <message>
        <source>Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.</source>
        <translation>Укажите, во что превращается пешка: %1=Q, %1=R, %1=B или %1=N.</translation>
    </message>
    <message>
        <source>Only a pawn reaching the last rank promotes.</source>
        <translation>Превращается только пешка, дошедшая до последней горизонтали.</translation>
    </message>
    <message>
        <source>Castling king-side (O-O) is not possible now.</source>
        <translation>Короткая рокировка (O-O) сейчас невозможна.</translation>
    </message>
    <message>
        <source>Castling queen-side (O-O-O) is not possible now.</source>
        <translation>Длинная рокировка (O-O-O) сейчас невозможна.</translation>
    </message>
    <message>
        <source>You have no piece on %1.</source>
        <translation>У вас нет фигуры на %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ChessFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>Партия обрывается раньше, на недопустимом ходе:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of chess.</source>
        <translation>Эта партия — не шахматная.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Партия Ludoteca</translation>
    </message>
    <message>
        <source>Chess games (*.pgn)</source>
        <translation>Шахматные партии (*.pgn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::chess::ExternalEngine</name>
    <message>
        <source>No UCI chess engine was found: “stockfish” was looked for in %1. Install Stockfish (Debian: apt install stockfish), or choose the engine&apos;s program.</source>
        <translation>Шахматный движок UCI не найден: «stockfish» искали в %1. Установите Stockfish (Debian: apt install stockfish) или выберите программу движка.</translation>
    </message>
    <message>
        <source>“%1” cannot be run: there is no such program, or it is not executable.</source>
        <translation>«%1» не удаётся запустить: такой программы нет или она не исполняемая.</translation>
    </message>
    <message>
        <source>“%1” stopped without answering “uciok”: it is not a UCI chess engine.</source>
        <translation>«%1» завершился, не ответив «uciok»: это не шахматный движок UCI.</translation>
    </message>
    <message>
        <source>“%1” did not answer “uciok” within %2 seconds: it is not a UCI chess engine.</source>
        <translation>«%1» не ответил «uciok» за %2 с: это не шахматный движок UCI.</translation>
    </message>
</context>
<context>
    <name>lt::shell::crazy_eights::CrazyEightsBoard</name>
    <message>
        <source>Play</source>
        <translation>Сыграть</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Взять</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Play the selected cards, in the order you picked them (Enter)</source>
        <translation>Сыграть выбранные карты в том порядке, в каком вы их выбрали (Enter)</translation>
    </message>
    <message>
        <source>You cannot play: draw a card from the stock (D)</source>
        <translation>Вам нечем ходить: возьмите карту из колоды (D)</translation>
    </message>
    <message>
        <source>Nothing to play after drawing: end your turn (P)</source>
        <translation>После взятия ходить нечем: закончите ход (P)</translation>
    </message>
    <message>
        <source>Name a suit:</source>
        <translation>Назначьте масть:</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Трефы</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Бубны</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Черви</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Пики</translation>
    </message>
    <message>
        <source>Card!</source>
        <translation>Карта!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Попался!</translation>
    </message>
    <message>
        <source>Stock %1</source>
        <translation>Колода: %1</translation>
    </message>
    <message>
        <source>Named</source>
        <translation>Заказана</translation>
    </message>
    <message>
        <source>In force</source>
        <translation>Действует</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Партия %1 из %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>Card! = %1</source>
        <translation>Карта! = %1</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>без карт</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает матч!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Общая победа: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Осталось карт</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>%1 plays %2 and names %3</source>
        <translation>%1 ходит: %2 и заказывает: %3</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 ходит: %2</translation>
    </message>
    <message>
        <source>%1 goes out!</source>
        <translation>%1 сбрасывает последнюю карту!</translation>
    </message>
    <message>
        <source>the direction of play is reversed</source>
        <translation>направление хода меняется</translation>
    </message>
    <message>
        <source>%1 misses a turn</source>
        <translation>%1 пропускает ход</translation>
    </message>
    <message>
        <source>%1 plays again</source>
        <translation>%1 ходит ещё раз</translation>
    </message>
    <message>
        <source>%1 cannot play and draws a card</source>
        <translation>%1 не может сходить и берёт карту</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 пасует</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 сдаёт карты</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Сдача: %1</translation>
    </message>
    <message>
        <source>A Joker is turned up: it goes back into the stock</source>
        <translation>Открыт джокер: он возвращается в колоду</translation>
    </message>
    <message>
        <source>The first card is %1</source>
        <translation>Первая карта: %1</translation>
    </message>
    <message>
        <source>%1 takes a card from the stock</source>
        <translation>%1 берёт карту из колоды</translation>
    </message>
    <message>
        <source>%1 gives %2 a card</source>
        <translation>%1 даёт карту игроку %2</translation>
    </message>
    <message>
        <source>%1: “Card!”</source>
        <translation>%1: «Карта!»</translation>
    </message>
    <message>
        <source>%1 forgot to call “Card!” and is caught: every other player gives a card</source>
        <translation>%1 забывает крикнуть «Карта!» и попадается: каждый из остальных игроков даёт по карте</translation>
    </message>
    <message>
        <source>(the discard pile is shuffled into a new stock)</source>
        <translation>(сброс перемешан в новую колоду)</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Матч окончен.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 берёт %n карту</numerusform>
            <numerusform>%1 берёт %n карты</numerusform>
            <numerusform>%1 берёт %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) miss a turn</source>
        <translation>
            <numerusform>%n игрок пропускает ход</numerusform>
            <numerusform>%n игрока пропускают ход</numerusform>
            <numerusform>%n игроков пропускают ход</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Сброс: сверху %1.</translation>
    </message>
    <message>
        <source>Suit named: %1.</source>
        <translation>Заказана масть %1.</translation>
    </message>
    <message>
        <source>Suit in force: %1.</source>
        <translation>Действует масть %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Карт в колоде: %1.</translation>
    </message>
    <message>
        <source>Play goes the other way round.</source>
        <translation>Ход идёт в обратном направлении.</translation>
    </message>
</context>
<context>
    <name>lt::shell::dice10000::TenkBoardView</name>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 побеждает! Очков: %2</translation>
    </message>
    <message>
        <source>Bust! %1 points lost.</source>
        <translation>Неудача! Потеряно очков: %1.</translation>
    </message>
    <message>
        <source>Bust!</source>
        <translation>Неудача!</translation>
    </message>
    <message>
        <source>%1 needs %2 in one turn to open.</source>
        <translation>Чтобы записать первый результат, %1 нужно набрать за ход %2.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Keep and roll</source>
        <translation>Отложить и бросить</translation>
    </message>
    <message>
        <source>Keep and bank</source>
        <translation>Отложить и записать</translation>
    </message>
    <message>
        <source>Keep and bank %1</source>
        <translation>Отложить и записать %1</translation>
    </message>
    <message>
        <source>Set aside: +%1 (turn total %2)</source>
        <translation>Отложено: +%1 (очки за ход: %2)</translation>
    </message>
    <message>
        <source>Only scoring dice can be set aside.</source>
        <translation>Отложить можно только кости, приносящие очки.</translation>
    </message>
    <message>
        <source>Click the scoring dice to set aside (keys 1-5).</source>
        <translation>Щёлкните по костям с очками, чтобы отложить их (клавиши 1-5).</translation>
    </message>
    <message>
        <source>%1 rolled %2 — bust, %3 points lost</source>
        <translation>%1: выпало %2 — неудача, потеряно очков: %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1: выпало %2</translation>
    </message>
    <message>
        <source>%1 keeps %2 (%3 in hand) and rolls again</source>
        <translation>%1 откладывает %2 (на руке %3) и бросает снова</translation>
    </message>
    <message>
        <source>%1 keeps %2 and banks — %3 points</source>
        <translation>%1 откладывает %2 и записывает — очков: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 — turn total %2 · %n die(s) to throw</source>
        <translation>
            <numerusform>%1 — очки за ход: %2 · можно бросить %n кость</numerusform>
            <numerusform>%1 — очки за ход: %2 · можно бросить %n кости</numerusform>
            <numerusform>%1 — очки за ход: %2 · можно бросить %n костей</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::dice421::Board421View</name>
    <message>
        <source>Stand</source>
        <translation>Хватит</translation>
    </message>
    <message>
        <source>Throws this round</source>
        <translation>Броски в этом раунде</translation>
    </message>
    <message>
        <source>%1 · the lowest</source>
        <translation>%1 · худшая</translation>
    </message>
    <message numerus="yes">
        <source>%1 · worth %n</source>
        <translation>
            <numerusform>%1 · стоит %n фишку</numerusform>
            <numerusform>%1 · стоит %n фишки</numerusform>
            <numerusform>%1 · стоит %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — receives %n</source>
        <translation>
            <numerusform>%1 — получает %n фишку</numerusform>
            <numerusform>%1 — получает %n фишки</numerusform>
            <numerusform>%1 — получает %n фишек</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>бросает…</translation>
    </message>
    <message>
        <source>out — no tokens left</source>
        <translation>вне игры — фишек нет</translation>
    </message>
    <message>
        <source>Charge — tokens left in the pot: %1</source>
        <translation>Загрузка — фишек в банке: %1</translation>
    </message>
    <message>
        <source>One throw each. The worst throw takes from the pot as many tokens as the best throw is worth.</source>
        <translation>По одному броску. Худший бросок получает из банка столько фишек, сколько стоит лучший.</translation>
    </message>
    <message>
        <source>Discharge — get rid of your tokens</source>
        <translation>Разгрузка — избавьтесь от фишек</translation>
    </message>
    <message>
        <source>%1 leads: up to 3 throws. The others must then throw exactly as often.</source>
        <translation>%1 начинает: до 3 бросков. Остальные затем бросают ровно столько же раз.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone throws exactly %n time(s). The best throw gives its worth in tokens to the worst.</source>
        <translation>
            <numerusform>Каждый бросает ровно %n раз. Лучший бросок отдаёт худшему столько фишек, сколько стоит.</numerusform>
            <numerusform>Каждый бросает ровно %n раза. Лучший бросок отдаёт худшему столько фишек, сколько стоит.</numerusform>
            <numerusform>Каждый бросает ровно %n раз. Лучший бросок отдаёт худшему столько фишек, сколько стоит.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Побеждают %1!</translation>
    </message>
    <message>
        <source>%1 ends with all 21 tokens.</source>
        <translation>У игрока %1 в конце все 21 фишка.</translation>
    </message>
    <message>
        <source>The first player without tokens wins.</source>
        <translation>Побеждает первый, у кого не осталось фишек.</translation>
    </message>
    <message>
        <source>Tie for best: %1 throw again</source>
        <translation>Ничья за лучший бросок: %1 бросают снова</translation>
    </message>
    <message>
        <source>Tie for worst: %1 throw again</source>
        <translation>Ничья за худший бросок: %1 бросают снова</translation>
    </message>
    <message>
        <source>One throw each decides; the amount stays the one of the round&apos;s best throw.</source>
        <translation>Решает один бросок каждого; число фишек остаётся по лучшему броску раунда.</translation>
    </message>
    <message>
        <source>%1 to throw</source>
        <translation>Бросает %1</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — бросок %2 из %3</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Перебросить</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Перебросить все</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Перебросить %n кость</numerusform>
            <numerusform>Перебросить %n кости</numerusform>
            <numerusform>Перебросить %n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-3), then roll the others again — or stand with %1.</source>
        <translation>Щёлкните по костям, которые оставляете (клавиши 1-3), и перебросьте остальные — или остановитесь на %1.</translation>
    </message>
    <message>
        <source>You must throw again: click the dice to keep (keys 1-3), at least one die moves.</source>
        <translation>Нужно бросать ещё: щёлкните по костям, которые оставляете (клавиши 1-3), хотя бы одна кость перебрасывается.</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1: выпало %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n again</source>
        <translation>
            <numerusform>%1 перебрасывает %n кость</numerusform>
            <numerusform>%1 перебрасывает %n кости</numerusform>
            <numerusform>%1 перебрасывает %n костей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 stands after %n throw(s)</source>
        <translation>
            <numerusform>%1 останавливается после %n броска</numerusform>
            <numerusform>%1 останавливается после %n бросков</numerusform>
            <numerusform>%1 останавливается после %n бросков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 takes %n from the pot</source>
        <translation>
            <numerusform> · %1 берёт из банка %n фишку</numerusform>
            <numerusform> · %1 берёт из банка %n фишки</numerusform>
            <numerusform> · %1 берёт из банка %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %1 gives %n to %2</source>
        <translation>
            <numerusform> · %1 отдаёт %n фишку игроку %2</numerusform>
            <numerusform> · %1 отдаёт %n фишки игроку %2</numerusform>
            <numerusform> · %1 отдаёт %n фишек игроку %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · the pot is empty: discharge</source>
        <translation> · банк пуст: разгрузка</translation>
    </message>
    <message>
        <source> · %1 has no tokens left</source>
        <translation> · у игрока %1 не осталось фишек</translation>
    </message>
    <message>
        <source> · tie: play-off</source>
        <translation> · ничья: переигровка</translation>
    </message>
    <message>
        <source>Charge.</source>
        <translation>Загрузка.</translation>
    </message>
    <message>
        <source>Discharge.</source>
        <translation>Разгрузка.</translation>
    </message>
    <message>
        <source>%1, the lowest</source>
        <translation>%1, худшая</translation>
    </message>
    <message numerus="yes">
        <source>%1, worth %n</source>
        <translation>
            <numerusform>%1, стоит %n фишку</numerusform>
            <numerusform>%1, стоит %n фишки</numerusform>
            <numerusform>%1, стоит %n фишек</numerusform>
        </translation>
    </message>
    <message>
        <source>out, no tokens left</source>
        <translation>вне игры, фишек нет</translation>
    </message>
</context>
<context>
    <name>lt::shell::diceblackjack::BlackjackBoardView</name>
    <message>
        <source>Pot</source>
        <translation>Касса</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>bust</source>
        <translation>перебор</translation>
    </message>
    <message>
        <source>black jack!</source>
        <translation>блек-джек!</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>ждёт</translation>
    </message>
    <message>
        <source>throwing</source>
        <translation>бросает</translation>
    </message>
    <message>
        <source>to throw</source>
        <translation>бросать</translation>
    </message>
    <message>
        <source>stands</source>
        <translation>хватит</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <source>%1, out</source>
        <translation>%1, вне игры</translation>
    </message>
    <message>
        <source>Round %1: result</source>
        <translation>Раунд %1: итог</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>Round %1: %2 tie on %3 — nobody collects, the pot stays</source>
        <translation>Раунд %1: у %2 поровну, %3 — никто не получает, касса остаётся</translation>
    </message>
    <message>
        <source>Round %1: everybody went bust — the pot stays</source>
        <translation>Раунд %1: у всех перебор — касса остаётся</translation>
    </message>
    <message>
        <source>%1 is out of the game</source>
        <translation>%1 выбывает из игры</translation>
    </message>
    <message>
        <source>%1 are out of the game</source>
        <translation>Выбывают из игры: %1</translation>
    </message>
    <message>
        <source>Nobody stands yet.</source>
        <translation>Ещё никто не остановился.</translation>
    </message>
    <message>
        <source>Best so far: %1 (%2).</source>
        <translation>Лучший пока: %1 (%2).</translation>
    </message>
    <message>
        <source>Round %1 · started by %2</source>
        <translation>Раунд %1 · начинает %2</translation>
    </message>
    <message>
        <source>%1 to throw the three dice</source>
        <translation>%1 бросает три кости</translation>
    </message>
    <message>
        <source>%1, roll the three dice (Space).</source>
        <translation>%1, бросайте три кости (Пробел).</translation>
    </message>
    <message>
        <source>%1 to throw.</source>
        <translation>Бросает %1.</translation>
    </message>
    <message>
        <source>Round %1: %2</source>
        <translation>Раунд %1: %2</translation>
    </message>
    <message>
        <source>%1 has %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is the last to play.</source>
        <translation>%1 ходит последним.</translation>
    </message>
    <message>
        <source>Stop (S) or throw more dice (1, 2, 3).</source>
        <translation>Остановитесь (S) или бросьте ещё кости (1, 2, 3).</translation>
    </message>
    <message>
        <source>Roll the three dice</source>
        <translation>Бросить три кости</translation>
    </message>
    <message>
        <source>Stop on %1</source>
        <translation>Стоп на %1</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust — one token to the pot</source>
        <translation>%1: выпало %2, итого %3, перебор — одна фишка в кассу</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3, bust</source>
        <translation>%1: выпало %2, итого %3, перебор</translation>
    </message>
    <message>
        <source>%1 rolled %2: %3</source>
        <translation>%1: выпало %2, итого %3</translation>
    </message>
    <message>
        <source>%1 stops on %2</source>
        <translation>%1 останавливается на %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins round %2 with %3 and collects %n token(s)</source>
        <translation>
            <numerusform>%1 выигрывает раунд %2 с %3 и получает %n фишку</numerusform>
            <numerusform>%1 выигрывает раунд %2 с %3 и получает %n фишки</numerusform>
            <numerusform>%1 выигрывает раунд %2 с %3 и получает %n фишек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n round(s)</source>
        <translation>
            <numerusform>Игра окончена после %n раунда</numerusform>
            <numerusform>Игра окончена после %n раундов</numerusform>
            <numerusform>Игра окончена после %n раундов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with all %n token(s)!</source>
        <translation>
            <numerusform>%1 выигрывает игру, собрав все фишки (%n)!</numerusform>
            <numerusform>%1 выигрывает игру, собрав все фишки (%n)!</numerusform>
            <numerusform>%1 выигрывает игру, собрав все фишки (%n)!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the game with %n token(s)!</source>
        <translation>
            <numerusform>%1 выигрывает игру: %n фишка!</numerusform>
            <numerusform>%1 выигрывает игру: %n фишки!</numerusform>
            <numerusform>%1 выигрывает игру: %n фишек!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n token(s) each!</source>
        <translation>
            <numerusform>%1 делят победу, по %n фишке у каждого!</numerusform>
            <numerusform>%1 делят победу, по %n фишки у каждого!</numerusform>
            <numerusform>%1 делят победу, по %n фишек у каждого!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %2 and throws %n more die(s)</source>
        <translation>
            <numerusform>%1: %2, бросает ещё %n кость</numerusform>
            <numerusform>%1: %2, бросает ещё %n кости</numerusform>
            <numerusform>%1: %2, бросает ещё %n костей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) still to play.</source>
        <translation>
            <numerusform>Ещё не сыграл %n игрок.</numerusform>
            <numerusform>Ещё не сыграли %n игрока.</numerusform>
            <numerusform>Ещё не сыграли %n игроков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Roll %n die(s)</source>
        <translation>
            <numerusform>Бросить %n кость</numerusform>
            <numerusform>Бросить %n кости</numerusform>
            <numerusform>Бросить %n костей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %n more die(s)</source>
        <translation>
            <numerusform>Бросить ещё %n кость</numerusform>
            <numerusform>Бросить ещё %n кости</numerusform>
            <numerusform>Бросить ещё %n костей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 throws %n more die(s)</source>
        <translation>
            <numerusform>%1 бросает ещё %n кость</numerusform>
            <numerusform>%1 бросает ещё %n кости</numerusform>
            <numerusform>%1 бросает ещё %n костей</numerusform>
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
        <translation>Хватит</translation>
    </message>
    <message>
        <source>Stake 1 token</source>
        <translation>Ставка 1 фишка</translation>
    </message>
    <message>
        <source>Stake 2 tokens</source>
        <translation>Ставка 2 фишки</translation>
    </message>
    <message>
        <source>Hands this round</source>
        <translation>Комбинации этого раунда</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>две пары</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>сэт</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>стрит</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>фул хаус</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>каре</translation>
    </message>
    <message>
        <source>poker</source>
        <translation>покер</translation>
    </message>
    <message numerus="yes">
        <source>%1 — wins %n token(s)</source>
        <translation>
            <numerusform>%1 — выигрывает %n фишку</numerusform>
            <numerusform>%1 — выигрывает %n фишки</numerusform>
            <numerusform>%1 — выигрывает %n фишек</numerusform>
        </translation>
    </message>
    <message>
        <source>throwing…</source>
        <translation>бросает…</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n token(s)!</source>
        <translation>
            <numerusform>%1 побеждает: %n фишка!</numerusform>
            <numerusform>%1 побеждает: %n фишки!</numerusform>
            <numerusform>%1 побеждает: %n фишек!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n token(s) each</source>
        <translation>
            <numerusform>Общая победа: %1, по %n фишке</numerusform>
            <numerusform>Общая победа: %1, по %n фишки</numerusform>
            <numerusform>Общая победа: %1, по %n фишек</numerusform>
        </translation>
    </message>
    <message>
        <source>A player has no tokens left: the game is over.</source>
        <translation>У игрока не осталось фишек: игра окончена.</translation>
    </message>
    <message>
        <source>%1 starts round %2</source>
        <translation>%1 начинает раунд %2</translation>
    </message>
    <message>
        <source>The starter chooses the stake: every player puts 1 or 2 tokens in the pot.</source>
        <translation>Начинающий назначает ставку: каждый игрок кладёт в банк 1 или 2 фишки.</translation>
    </message>
    <message>
        <source>%1 — throw %2 of at most %3 · stake %4</source>
        <translation>%1 — бросок %2 из %3 максимум · ставка %4</translation>
    </message>
    <message>
        <source>Play-off: %1</source>
        <translation>Переигровка: %1</translation>
    </message>
    <message>
        <source>The best hands are equal: one throw of all five dice each decides the pot.</source>
        <translation>Лучшие комбинации равны: банк решает один бросок всех пяти костей каждым игроком.</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Перебросить</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Roll all again</source>
        <translation>Перебросить все</translation>
    </message>
    <message numerus="yes">
        <source>Roll %n again</source>
        <translation>
            <numerusform>Перебросить %n кость</numerusform>
            <numerusform>Перебросить %n кости</numerusform>
            <numerusform>Перебросить %n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the dice to keep (keys 1-5), then roll the others again — or stand with %1.</source>
        <translation>Щёлкните по костям, которые оставляете (клавиши 1-5), и перебросьте остальные — или остановитесь на %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sets the stake at %n token(s) each</source>
        <translation>
            <numerusform>%1 назначает ставку: %n фишка с каждого</numerusform>
            <numerusform>%1 назначает ставку: %n фишки с каждого</numerusform>
            <numerusform>%1 назначает ставку: %n фишек с каждого</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2 — %3</source>
        <translation>%1: выпало %2 — %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps %2 and throws %n again</source>
        <translation>
            <numerusform>%1 оставляет %2 и перебрасывает %n кость</numerusform>
            <numerusform>%1 оставляет %2 и перебрасывает %n кости</numerusform>
            <numerusform>%1 оставляет %2 и перебрасывает %n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 перебрасывает все пять костей</translation>
    </message>
    <message>
        <source>%1 stands with %2</source>
        <translation>%1 останавливается: %2</translation>
    </message>
    <message numerus="yes">
        <source> · %1 wins the pot of %n token(s)</source>
        <translation>
            <numerusform> · %1 выигрывает банк: %n фишка</numerusform>
            <numerusform> · %1 выигрывает банк: %n фишки</numerusform>
            <numerusform> · %1 выигрывает банк: %n фишек</numerusform>
        </translation>
    </message>
    <message>
        <source> · equal best hands: play-off</source>
        <translation> · лучшие комбинации равны: переигровка</translation>
    </message>
    <message>
        <source>To beat: %1 (%2).</source>
        <translation>Надо побить: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsBoardView</name>
    <message>
        <source>%1: not a legal move</source>
        <translation>%1: недопустимый ход</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 captured a piece: %2</source>
        <translation>%1 бьёт шашку: %2</translation>
    </message>
    <message>
        <source>, and crowned a king</source>
        <translation>, и шашка проходит в дамки</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>ничья: та же позиция в третий раз</translation>
    </message>
    <message>
        <source>draw: only kings moved, without a capture, for too long</source>
        <translation>ничья: слишком долго ходили только дамки без взятий</translation>
    </message>
    <message>
        <source>%1 cannot move: %2 wins</source>
        <translation>%1 не может сделать ход: побеждает %2</translation>
    </message>
    <message>
        <source>%1 has no pieces left: %2 wins</source>
        <translation>У %1 не осталось шашек: побеждает %2</translation>
    </message>
    <message>
        <source>Square numbers</source>
        <translation>Номера полей</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Перевернуть доску</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Копировать позицию (FEN)</translation>
    </message>
    <message numerus="yes">
        <source>%1 captured %n piece(s): %2</source>
        <translation>
            <numerusform>%1 бьёт %n шашку: %2</numerusform>
            <numerusform>%1 бьёт %n шашки: %2</numerusform>
            <numerusform>%1 бьёт %n шашек: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>man %1</source>
        <translation>шашка %1</translation>
    </message>
    <message>
        <source>men %1</source>
        <translation>шашки %1</translation>
    </message>
    <message>
        <source>king %1</source>
        <translation>дамка %1</translation>
    </message>
    <message>
        <source>kings %1</source>
        <translation>дамки %1</translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation>нет шашек</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Белые: %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Чёрные: %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Ход белых.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Ход чёрных.</translation>
    </message>
    <message>
        <source>Legal moves: %1.</source>
        <translation>Допустимые ходы: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::draughts::DraughtsFiles</name>
    <message>
        <source>The game stops early, at an illegal move:
%1</source>
        <translation>Партия обрывается раньше, на недопустимом ходе:
%1</translation>
    </message>
    <message>
        <source>This match is not a game of draughts.</source>
        <translation>Эта партия — не шашечная.</translation>
    </message>
    <message>
        <source>Ludoteca game</source>
        <translation>Партия Ludoteca</translation>
    </message>
    <message>
        <source>Draughts games (*.pdn)</source>
        <translation>Шашечные партии (*.pdn)</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomQuizPage</name>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Флаг %1 из %2</translation>
    </message>
    <message>
        <source>What is the capital of this country?</source>
        <translation>Какая столица у этой страны?</translation>
    </message>
    <message>
        <source>Which country is this?</source>
        <translation>Что это за страна?</translation>
    </message>
    <message>
        <source>Time!</source>
        <translation>Время!</translation>
    </message>
    <message>
        <source>Space: next flag</source>
        <translation>Пробел: следующий флаг</translation>
    </message>
    <message>
        <source>Space: show the answer</source>
        <translation>Пробел: показать ответ</translation>
    </message>
    <message>
        <source>1: point to the team</source>
        <translation>1: очко команде</translation>
    </message>
    <message>
        <source>1–%1: point to a team</source>
        <translation>1–%1: очко команде</translation>
    </message>
    <message>
        <source>%1   ·   %2   ·   Backspace: undo   ·   Esc: end the quiz   ·   F11: full screen</source>
        <translation>%1   ·   %2   ·   Backspace: отменить   ·   Esc: завершить викторину   ·   F11: во весь экран</translation>
    </message>
    <message>
        <source>Flag quiz</source>
        <translation>Викторина по флагам</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>Export as CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <source>New quiz</source>
        <translation>Новая викторина</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Флаг</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>right</source>
        <translation>верно</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>неверно</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>No points this time.</source>
        <translation>На этот раз без очков.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n flag(s) right.</source>
        <translation>
            <numerusform>Верно: %1 из %n флага.</numerusform>
            <numerusform>Верно: %1 из %n флагов.</numerusform>
            <numerusform>Верно: %1 из %n флагов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 побеждает: %n очко!</numerusform>
            <numerusform>%1 побеждает: %n очка!</numerusform>
            <numerusform>%1 побеждает: %n очков!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared win: %1, %n point(s) each.</source>
        <translation>
            <numerusform>Общая победа: %1, по %n очку.</numerusform>
            <numerusform>Общая победа: %1, по %n очка.</numerusform>
            <numerusform>Общая победа: %1, по %n очков.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomSetupPage</name>
    <message>
        <source>Europe</source>
        <translation>Европа</translation>
    </message>
    <message>
        <source>Asia</source>
        <translation>Азия</translation>
    </message>
    <message>
        <source>Africa</source>
        <translation>Африка</translation>
    </message>
    <message>
        <source>America</source>
        <translation>Америка</translation>
    </message>
    <message>
        <source>Oceania</source>
        <translation>Океания</translation>
    </message>
    <message>
        <source>Antarctica</source>
        <translation>Антарктида</translation>
    </message>
    <message>
        <source>Flags in the classroom</source>
        <translation>Флаги в классе</translation>
    </message>
    <message>
        <source>Project this screen. During the quiz the keyboard does everything: Space shows the answer and the next flag, 1–6 give a point to a team, Backspace takes it back, Esc ends the quiz.</source>
        <translation>Выведите этот экран на проектор. Во время викторины всё делается с клавиатуры: Пробел показывает ответ и следующий флаг, 1–6 дают очко команде, Backspace отменяет его, Esc завершает викторину.</translation>
    </message>
    <message>
        <source>The 48 flags of the Flaggy box</source>
        <translation>48 флагов из коробки Flaggy</translation>
    </message>
    <message>
        <source>Name the country</source>
        <translation>Назвать страну</translation>
    </message>
    <message>
        <source>Name the capital (Flaggy flags)</source>
        <translation>Назвать столицу (флаги Flaggy)</translation>
    </message>
    <message>
        <source>The teacher reveals the answer</source>
        <translation>Ответ показывает учитель</translation>
    </message>
    <message>
        <source>Four big options</source>
        <translation>Четыре крупных варианта</translation>
    </message>
    <message>
        <source>No options, answers shown in the results (written quiz)</source>
        <translation>Без вариантов, ответы в итогах (письменная викторина)</translation>
    </message>
    <message>
        <source>no timer</source>
        <translation>без таймера</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Команда %1</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Флаги</translation>
    </message>
    <message>
        <source>Continents</source>
        <translation>Континенты</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Вопрос</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Ответы</translation>
    </message>
    <message>
        <source>Number of flags</source>
        <translation>Число флагов</translation>
    </message>
    <message>
        <source>Time per flag</source>
        <translation>Время на флаг</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <source>Start the quiz</source>
        <translation>Начать викторину</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>of %1 available</source>
        <translation>из %1 доступных</translation>
    </message>
    <message numerus="yes">
        <source>All %n countries of the world (ISO 3166)</source>
        <translation>
            <numerusform>Все %n страна мира (ISO 3166)</numerusform>
            <numerusform>Все %n страны мира (ISO 3166)</numerusform>
            <numerusform>Все %n стран мира (ISO 3166)</numerusform>
        </translation>
    </message>
    <message>
        <source>Team %1: name</source>
        <translation>Команда %1: название</translation>
    </message>
    <message>
        <source>Quiz settings</source>
        <translation>Настройки викторины</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags::ClassroomWindow</name>
    <message>
        <source>Flags in the classroom</source>
        <translation>Флаги в классе</translation>
    </message>
    <message>
        <source>Flag pictures are missing: install the iso-flags-svg package (apt install iso-flags-svg).</source>
        <translation>Нет изображений флагов: установите пакет iso-flags-svg (apt install iso-flags-svg).</translation>
    </message>
    <message>
        <source>The classroom quiz cannot start.

%1</source>
        <translation>Викторину для класса нельзя начать.

%1</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Экспорт результатов</translation>
    </message>
    <message>
        <source>flag-quiz-results.csv</source>
        <translation>flag-quiz-results.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>The results could not be saved to %1: %2</source>
        <translation>Не удалось сохранить результаты в %1: %2</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_ordine::OrdineBoardView</name>
    <message>
        <source>Roll the red die</source>
        <translation>Бросить красную кость</translation>
    </message>
    <message>
        <source>%1 km²</source>
        <translation>%1 км²</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 млн</translation>
    </message>
    <message>
        <source>out</source>
        <translation>вне игры</translation>
    </message>
    <message>
        <source>smallest area  ←                →  largest area</source>
        <translation>меньше площадь  ←                →  больше площадь</translation>
    </message>
    <message>
        <source>fewest people  ←                →  most people</source>
        <translation>меньше жителей  ←                →  больше жителей</translation>
    </message>
    <message>
        <source>%1, where does this country go?</source>
        <translation>%1, куда поставить эту страну?</translation>
    </message>
    <message>
        <source>Wrong place! %1 rolls the red die</source>
        <translation>Не то место! %1 бросает красную кость</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 выигрывает игру!</translation>
    </message>
    <message>
        <source>%1 won the race! New race: %2 lays the first card</source>
        <translation>%1 выигрывает забег! Новый забег: первую карту кладёт %2</translation>
    </message>
    <message>
        <source>%1 lays the first card</source>
        <translation>%1 кладёт первую карту</translation>
    </message>
    <message>
        <source>Right! %1 put %2 in its place</source>
        <translation>Верно! %1 ставит %2 на своё место</translation>
    </message>
    <message>
        <source>%1 was wrong about %2, but the die saved him</source>
        <translation>%1 ошибается с %2, но кость спасает</translation>
    </message>
    <message>
        <source>%1 was wrong about %2 and is out of this race</source>
        <translation>%1 ошибается с %2 и выбывает из этого забега</translation>
    </message>
    <message>
        <source>RED DIE</source>
        <translation>КРАСНАЯ КОСТЬ</translation>
    </message>
    <message>
        <source>%1 or World saves %2</source>
        <translation>%1 или «Мир» спасает %2</translation>
    </message>
    <message>
        <source>Race %1</source>
        <translation>Забег %1</translation>
    </message>
    <message>
        <source>Still in the race: %1</source>
        <translation>Ещё в забеге: %1</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Колода: %n карта</numerusform>
            <numerusform>Колода: %n карты</numerusform>
            <numerusform>Колода: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to win</source>
        <translation>
            <numerusform>Для победы нужна %n карта</numerusform>
            <numerusform>Для победы нужны %n карты</numerusform>
            <numerusform>Для победы нужно %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Click an arrow in the row, or choose with ← → and press Enter.</source>
        <translation>Щёлкните по стрелке в ряду или выберите клавишами ← → и нажмите Enter.</translation>
    </message>
    <message>
        <source>%1 lays %2 to start the row</source>
        <translation>%1 кладёт %2, начиная ряд</translation>
    </message>
    <message>
        <source>%1 takes the top card</source>
        <translation>%1 берёт верхнюю карту</translation>
    </message>
    <message>
        <source>%1 places %2: right!</source>
        <translation>%1 ставит %2: верно!</translation>
    </message>
    <message>
        <source>%1 places %2: wrong!</source>
        <translation>%1 ставит %2: неверно!</translation>
    </message>
    <message>
        <source>%1 rolls %2: saved, still in the race</source>
        <translation>%1: выпало %2 — спасение, ещё в забеге</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out: %3 wins the race and %4</source>
        <translation>%1: выпало %2, выбывает: %3 выигрывает забег и %4</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 wins the race, and the game!</source>
        <translation>%1: выпало %2 — %3 выигрывает забег и игру!</translation>
    </message>
    <message>
        <source>%1 rolls %2 and is out of this race</source>
        <translation>%1: выпало %2, выбывает из этого забега</translation>
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
        <translation>Выиграно карт: %1.</translation>
    </message>
    <message>
        <source>Still in the race: %1.</source>
        <translation>Ещё в забеге: %1.</translation>
    </message>
    <message>
        <source>Cards in the row: %1. Cards in the deck: %2.</source>
        <translation>Карт в ряду: %1. Карт в колоде: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_questo_quello::QqBoardView</name>
    <message>
        <source>Nothing fits: draw a card (Enter)</source>
        <translation>Ничего не подходит: возьмите карту (Enter)</translation>
    </message>
    <message>
        <source>Nothing fits: pass (Enter)</source>
        <translation>Ничего не подходит: пас (Enter)</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+1 карта</translation>
    </message>
    <message>
        <source>Dealing the cards…</source>
        <translation>Раздача карт…</translation>
    </message>
    <message>
        <source>The blue dice choose the first card</source>
        <translation>Синие кости выбирают первую карту</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Карты игроков скрыты</translation>
    </message>
    <message>
        <source>Rolling for the first card</source>
        <translation>Бросок за первую карту</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Эта карта в колоде: бросайте снова</translation>
    </message>
    <message>
        <source>Bonus! %1 plays another card</source>
        <translation>Бонус! %1 играет ещё одну карту</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <source>%1 played the last card and wins!</source>
        <translation>%1 играет последнюю карту и побеждает!</translation>
    </message>
    <message>
        <source>Nothing more can be played: the fewest cards win</source>
        <translation>Больше ничего сыграть нельзя: побеждает тот, у кого меньше карт</translation>
    </message>
    <message>
        <source>OPENING ROLL</source>
        <translation>ПЕРВЫЙ БРОСОК</translation>
    </message>
    <message>
        <source>%1 opened with %2</source>
        <translation>%1 открывает игру картой %2</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Колода: %n карта</numerusform>
            <numerusform>Колода: %n карты</numerusform>
            <numerusform>Колода: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>On the table: %1 of %2</source>
        <translation>На столе: %1 из %2</translation>
    </message>
    <message>
        <source>Pick a card of your hand; the places where it fits light up.</source>
        <translation>Выберите карту в руке; подходящие места подсветятся.</translation>
    </message>
    <message>
        <source>Click a green place, or a gold one to join two cards and play again.</source>
        <translation>Щёлкните по зелёному месту или по золотому, чтобы соединить две карты и сыграть ещё раз.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its place (white frame), Enter plays it, Esc drops it.</source>
        <translation>Клавиши: 1-9 или ← → выбирают карту, ↑ ↓ — её место (белая рамка), Enter играет её, Esc отменяет выбор.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Карта сдана игроку %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 берёт карту</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>Dice: %1. That red card is in the stock: roll again</source>
        <translation>Кости: %1. Эта красная карта в колоде: бросайте снова</translation>
    </message>
    <message>
        <source>Dice: %1 — %2 opens with %3</source>
        <translation>Кости: %1 — %2 открывает игру картой %3</translation>
    </message>
    <message>
        <source>%1 plays %2, the last card!</source>
        <translation>%1 играет %2 — последнюю карту!</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 играет %2</translation>
    </message>
    <message>
        <source>%1 cannot play and draws</source>
        <translation>%1 не может сыграть и берёт карту</translation>
    </message>
    <message>
        <source>%1 cannot play and passes</source>
        <translation>%1 не может сыграть и пасует</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Карты игрока %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Раздаём по %n карте</numerusform>
            <numerusform>Раздаём по %n карты</numerusform>
            <numerusform>Раздаём по %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 plays %2 joining %n card(s): play again!</source>
        <translation>
            <numerusform>%1 играет %2 и соединяет %n карту: ещё ход!</numerusform>
            <numerusform>%1 играет %2 и соединяет %n карты: ещё ход!</numerusform>
            <numerusform>%1 играет %2 и соединяет %n карт: ещё ход!</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Ваши карты: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Cards on the table: %1. Cards in the stock: %2.</source>
        <translation>Карт на столе: %1. Карт в колоде: %2.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_training::TrainingBoardView</name>
    <message>
        <source>(not a country of the box)</source>
        <translation>(страны нет в коробке)</translation>
    </message>
    <message>
        <source>Flag %1 of %2</source>
        <translation>Флаг %1 из %2</translation>
    </message>
    <message>
        <source>%1, what is the capital of this country?</source>
        <translation>%1, какая столица у этой страны?</translation>
    </message>
    <message>
        <source>%1, which country is this?</source>
        <translation>%1, что это за страна?</translation>
    </message>
    <message>
        <source>Type the capital and press Enter</source>
        <translation>Введите столицу и нажмите Enter</translation>
    </message>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Введите страну и нажмите Enter</translation>
    </message>
    <message>
        <source>%1   %2</source>
        <translation>%1   %2</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Приготовьтесь…</translation>
    </message>
    <message>
        <source>That was the last flag!</source>
        <translation>Это был последний флаг!</translation>
    </message>
    <message>
        <source>%1 answered</source>
        <translation>Отвечает %1</translation>
    </message>
    <message>
        <source>Right! %1</source>
        <translation>Верно! %1</translation>
    </message>
    <message>
        <source>Wrong — it was %1</source>
        <translation>Неверно — это %1</translation>
    </message>
    <message>
        <source>Four answers for %1</source>
        <translation>Четыре ответа для %1</translation>
    </message>
    <message>
        <source>Flag %1 of %2 for %3</source>
        <translation>Флаг %1 из %2 для %3</translation>
    </message>
    <message>
        <source>%1: %2 — right!</source>
        <translation>%1: %2 — верно!</translation>
    </message>
    <message>
        <source>%1: %2 — wrong, it was %3</source>
        <translation>%1: %2 — неверно, это %3</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: клавиша %2</translation>
    </message>
    <message>
        <source>Touch a card: its letter or a click. Book: F1–F%1 or a click on the name of who has it.</source>
        <translation>Коснитесь карты: её буквой или щелчком. Заявка: F1–F%1 или щелчок по имени того, у кого она.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Buzz, then within 3 s a card&apos;s letter, or F1–F%2 to name who has it. The mouse is %3&apos;s.</source>
        <translation>Кнопки — %1. Нажмите кнопку, затем в течение 3 с букву карты или F1–F%2, чтобы назвать, у кого она. Мышь у игрока %3.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Приготовьтесь…</translation>
    </message>
    <message>
        <source>Laying out the red cards…</source>
        <translation>Раскладываем красные карты…</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, бросайте кости!</translation>
    </message>
    <message>
        <source>%1 rolls the dice…</source>
        <translation>%1 бросает кости…</translation>
    </message>
    <message>
        <source>%1: a card&apos;s letter, or F1–F%2 for who has it!</source>
        <translation>%1: буква карты или F1–F%2 — у кого она!</translation>
    </message>
    <message>
        <source>Find the card with %1 — or, if it is gone, book and say who has it!</source>
        <translation>Найдите карту с %1 — а если её уже нет, заявите и скажите, у кого она!</translation>
    </message>
    <message>
        <source>The roll limit is reached: the most cards wins.</source>
        <translation>Достигнут лимит бросков: побеждает тот, у кого больше карт.</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>клавиша %1</translation>
    </message>
    <message>
        <source>A red card is laid on the table</source>
        <translation>На стол кладётся красная карта</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1: выпало %2</translation>
    </message>
    <message>
        <source>%1 found %2!</source>
        <translation>%1 находит %2!</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card, out for this roll</source>
        <translation>%1 касается %2: не та карта, пропускает этот бросок</translation>
    </message>
    <message>
        <source>%1 touched %2: wrong card — everybody is out, roll again</source>
        <translation>%1 касается %2: не та карта — выбывают все, бросок заново</translation>
    </message>
    <message>
        <source>Nobody in time: %1 rolls again</source>
        <translation>Никто не успел: %1 бросает снова</translation>
    </message>
    <message>
        <source>%1 booked: “I have it!” — right, %2 stays with %1</source>
        <translation>Заявка %1: «Она у меня!» — верно, %2 остаётся у %1</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — right, %1 takes %3</source>
        <translation>Заявка %1: «Она у %2!» — верно, %1 забирает %3</translation>
    </message>
    <message>
        <source>%1 booked: “%2 has it!” — wrong</source>
        <translation>Заявка %1: «Она у %2!» — неверно</translation>
    </message>
    <message>
        <source>%1 booked but named nobody in time — wrong</source>
        <translation>Заявка %1, но никто не назван вовремя — неверно</translation>
    </message>
    <message>
        <source>; %1 goes back to the table</source>
        <translation>; %1 возвращается на стол</translation>
    </message>
    <message>
        <source>; %1 owes a card</source>
        <translation>; %1: долг — одна карта</translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 выигрывает игру!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 побеждает: %n карта!</numerusform>
            <numerusform>%1 побеждает: %n карты!</numerusform>
            <numerusform>%1 побеждает: %n карт!</numerusform>
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
        <translation>Выиграно карт: %1.</translation>
    </message>
    <message>
        <source>Cards owed: %1.</source>
        <translation>Долг в картах: %1.</translation>
    </message>
    <message>
        <source>Cards to win: %1.</source>
        <translation>Карт для победы: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_trovami::TrovamiSeatsView</name>
    <message>
        <source>rolls</source>
        <translation>бросает</translation>
    </message>
    <message>
        <source>out this roll</source>
        <translation>пропускает бросок</translation>
    </message>
    <message numerus="yes">
        <source>owes %n card(s)</source>
        <translation>
            <numerusform>долг: %n карта</numerusform>
            <numerusform>долг: %n карты</numerusform>
            <numerusform>долг: %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_un_due_tre::UdtBoardView</name>
    <message>
        <source>1 blue die</source>
        <translation>1 синяя кость</translation>
    </message>
    <message>
        <source>2 blue dice</source>
        <translation>2 синие кости</translation>
    </message>
    <message>
        <source>Red die</source>
        <translation>Красная кость</translation>
    </message>
    <message>
        <source>Blue + red</source>
        <translation>Синяя + красная</translation>
    </message>
    <message>
        <source>All 3 dice</source>
        <translation>Все 3 кости</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Конец хода (E)</translation>
    </message>
    <message>
        <source>a card with both</source>
        <translation>карта с обоими</translation>
    </message>
    <message>
        <source>a matching card</source>
        <translation>подходящая карта</translation>
    </message>
    <message>
        <source>The hands are hidden</source>
        <translation>Карты игроков скрыты</translation>
    </message>
    <message>
        <source>The blue dice choose who starts</source>
        <translation>Синие кости выбирают, кто начинает</translation>
    </message>
    <message>
        <source>That card is in the stock: roll again</source>
        <translation>Эта карта в колоде: бросайте снова</translation>
    </message>
    <message>
        <source>%1, how many dice do you roll?</source>
        <translation>%1, сколько костей бросаете?</translation>
    </message>
    <message>
        <source>%1 chooses the dice</source>
        <translation>%1 выбирает кости</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 бросает</translation>
    </message>
    <message>
        <source>%1 discards</source>
        <translation>%1 сбрасывает</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s)</source>
        <translation>
            <numerusform>%1 берёт %n карту</numerusform>
            <numerusform>%1 берёт %n карты</numerusform>
            <numerusform>%1 берёт %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is out of cards and wins!</source>
        <translation>У игрока %1 кончились карты — победа!</translation>
    </message>
    <message numerus="yes">
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Колода: %n карта</numerusform>
            <numerusform>Колода: %n карты</numerusform>
            <numerusform>Колода: %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discards: %n card(s)</source>
        <translation>
            <numerusform>Сброс: %n карта</numerusform>
            <numerusform>Сброс: %n карты</numerusform>
            <numerusform>Сброс: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Last turn: %1 discarded, %2 drawn</source>
        <translation>Последний ход: сброшено %1, взято %2</translation>
    </message>
    <message>
        <source>Last turn: %1 discarded</source>
        <translation>Последний ход: сброшено %1</translation>
    </message>
    <message>
        <source>Pick a card, then a green slot. Discard at least as many cards as dice rolled, or you draw that many.</source>
        <translation>Выберите карту, затем зелёное место. Сбросьте не меньше карт, чем брошено костей, иначе возьмёте столько же.</translation>
    </message>
    <message>
        <source>Keys: 1-9 or ← → pick a card, ↑ ↓ choose its slot (white frame), Enter discards it, E ends the turn.</source>
        <translation>Клавиши: 1-9 или ← → выбирают карту, ↑ ↓ — её место (белая рамка), Enter сбрасывает её, E заканчивает ход.</translation>
    </message>
    <message>
        <source>A card is dealt to %1</source>
        <translation>Карта сдана игроку %1</translation>
    </message>
    <message>
        <source>%1 draws a card</source>
        <translation>%1 берёт карту</translation>
    </message>
    <message>
        <source>That red card is in the stock: roll again</source>
        <translation>Эта красная карта в колоде: бросайте снова</translation>
    </message>
    <message>
        <source>%1 holds the card the dice name and starts</source>
        <translation>%1 держит карту, названную костями, и начинает</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %n dice</source>
        <translation>
            <numerusform>%1 бросает %n кость</numerusform>
            <numerusform>%1 бросает %n кости</numerusform>
            <numerusform>%1 бросает %n костей</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1: выпало %2</translation>
    </message>
    <message>
        <source>%1 discards %2 and wins!</source>
        <translation>%1 сбрасывает %2 и побеждает!</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 сбрасывает %2</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 заканчивает ход</translation>
    </message>
    <message>
        <source>Cards of %1</source>
        <translation>Карты игрока %1</translation>
    </message>
    <message numerus="yes">
        <source>Dealing %n card(s) each</source>
        <translation>
            <numerusform>Раздаём по %n карте</numerusform>
            <numerusform>Раздаём по %n карты</numerusform>
            <numerusform>Раздаём по %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Ваши карты: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Discard pile: %1 on top.</source>
        <translation>Сброс: сверху %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Карт в колоде: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::flags_urla::UrlaBoardView</name>
    <message>
        <source>Type the country and press Enter</source>
        <translation>Введите страну и нажмите Enter</translation>
    </message>
    <message>
        <source>%1: key %2</source>
        <translation>%1: клавиша %2</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then type the name and press Enter, within 8 s.</source>
        <translation>Общий символ? Нажмите Пробел или 1, затем введите название и нажмите Enter — за 8 с.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then type the name and press Enter, within 8 s.</source>
        <translation>Кнопки — %1. Затем введите название и нажмите Enter — за 8 с.</translation>
    </message>
    <message>
        <source>A shared symbol? Buzz with Space or 1, then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Общий символ? Нажмите Пробел или 1, затем выберите название клавишами A S D F или щелчком — за 3 с.</translation>
    </message>
    <message>
        <source>Buzzers — %1. Then choose the name with A S D F or a click, within 3 s.</source>
        <translation>Кнопки — %1. Затем выберите название клавишами A S D F или щелчком — за 3 с.</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Приготовьтесь…</translation>
    </message>
    <message>
        <source>%1, say the name!</source>
        <translation>%1, назовите страну!</translation>
    </message>
    <message>
        <source>%1 deals the cards…</source>
        <translation>%1 сдаёт карты…</translation>
    </message>
    <message>
        <source>%1 has a new country: do two flags share a symbol?</source>
        <translation>У игрока %1 новая страна: есть ли у двух флагов общий символ?</translation>
    </message>
    <message>
        <source>A tie: the blue dice decide among the leaders…</source>
        <translation>Ничья: синие кости решают между лидерами…</translation>
    </message>
    <message>
        <source>A shared win!</source>
        <translation>Общая победа!</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) to deal</source>
        <translation>
            <numerusform>Сдать ещё %n карту</numerusform>
            <numerusform>Сдать ещё %n карты</numerusform>
            <numerusform>Сдать ещё %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Сдаёт: %1</translation>
    </message>
    <message>
        <source> · key %1</source>
        <translation> · клавиша %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 receives %2</source>
        <translation>%1 получает %2</translation>
    </message>
    <message>
        <source>%1 shouts!</source>
        <translation>%1 кричит!</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — right, %1 takes %n card(s) from %3</source>
        <translation>
            <numerusform>%1: «%2!» — верно, %1 забирает %n карту у %3</numerusform>
            <numerusform>%1: «%2!» — верно, %1 забирает %n карты у %3</numerusform>
            <numerusform>%1: «%2!» — верно, %1 забирает %n карт у %3</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1 was right at the same moment, but %2 comes first in alphabetical order)</source>
        <translation> (ответ %1 тоже верен и дан в тот же миг, но %2 идёт раньше по алфавиту)</translation>
    </message>
    <message numerus="yes">
        <source>%1: “%2!” — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1: «%2!» — неверно, %1 отдаёт %n карту</numerusform>
            <numerusform>%1: «%2!» — неверно, %1 отдаёт %n карты</numerusform>
            <numerusform>%1: «%2!» — неверно, %1 отдаёт %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 buzzed but said nothing — wrong, %1 gives away %n card(s)</source>
        <translation>
            <numerusform>%1 нажимает кнопку, но молчит — неверно, %1 отдаёт %n карту</numerusform>
            <numerusform>%1 нажимает кнопку, но молчит — неверно, %1 отдаёт %n карты</numerusform>
            <numerusform>%1 нажимает кнопку, но молчит — неверно, %1 отдаёт %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody shouted in time</source>
        <translation>Никто не крикнул вовремя</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Следующая карта</translation>
    </message>
    <message>
        <source>The dice point to %1: %2 has it and wins</source>
        <translation>Кости указывают на %1: она у игрока %2 — победа!</translation>
    </message>
    <message>
        <source>The dice point to %1: none of the leaders has it</source>
        <translation>Кости указывают на %1: её нет ни у кого из лидеров</translation>
    </message>
    <message numerus="yes">
        <source>; at the same moment %1 said a wrong name and gives away %n card(s)</source>
        <translation>
            <numerusform>; в тот же миг %1 называет неверную страну и отдаёт %n карту</numerusform>
            <numerusform>; в тот же миг %1 называет неверную страну и отдаёт %n карты</numerusform>
            <numerusform>; в тот же миг %1 называет неверную страну и отдаёт %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1 wins the game!</source>
        <translation> — %1 выигрывает игру!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 побеждает: %n карта!</numerusform>
            <numerusform>%1 побеждает: %n карты!</numerusform>
            <numerusform>%1 побеждает: %n карт!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Cards in each pile: %1. Cards dealt: %2 of %3.</source>
        <translation>Карт в каждой стопке: %1. Сдано карт: %2 из %3.</translation>
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
        <translation>Игра
«Гусёк»</translation>
    </message>
    <message>
        <source>winner!</source>
        <translation>победа!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1-е место</translation>
    </message>
    <message>
        <source>down the well, waiting for rescue</source>
        <translation>в колодце, ждёт помощи</translation>
    </message>
    <message>
        <source>in prison, waiting for rescue</source>
        <translation>в тюрьме, ждёт помощи</translation>
    </message>
    <message>
        <source>misses the next turn</source>
        <translation>пропускает следующий ход</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 63 and back to %2.</source>
        <translation>Слишком далеко! %1 считает до 63 и назад до клетки %2.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more, bouncing back to %4.</source>
        <translation>%1 попадает на гуська на клетке %2 и пролетает ещё %3, отскакивая назад до клетки %4.</translation>
    </message>
    <message>
        <source>%1 lands on the goose on %2 and flies %3 more to %4.</source>
        <translation>%1 попадает на гуська на клетке %2 и пролетает ещё %3 до клетки %4.</translation>
    </message>
    <message>
        <source>%1 landed on the bridge: go to 12.</source>
        <translation>%1 на мосту: переход на клетку 12.</translation>
    </message>
    <message>
        <source>%1 is lost in the labyrinth: back to 30.</source>
        <translation>%1 блуждает в лабиринте: назад на клетку 30.</translation>
    </message>
    <message>
        <source>%1 meets Death on 58: back to square 1.</source>
        <translation>%1 встречает череп на клетке 58: назад на клетку 1.</translation>
    </message>
    <message>
        <source>First roll 6+3: %1 goes straight to 26!</source>
        <translation>Первый бросок 6+3: %1 сразу идёт на клетку 26!</translation>
    </message>
    <message>
        <source>First roll 5+4: %1 goes straight to 53!</source>
        <translation>Первый бросок 5+4: %1 сразу идёт на клетку 53!</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes back to the start.</source>
        <translation>%1 с клетки %2 возвращается на старт.</translation>
    </message>
    <message>
        <source>%1 is set free and goes to %2.</source>
        <translation>%1 освобождается и идёт на клетку %2.</translation>
    </message>
    <message>
        <source>%1 was on %2 and goes to %3.</source>
        <translation>%1 с клетки %2 идёт на клетку %3.</translation>
    </message>
    <message>
        <source>%1 reaches 63 and wins!</source>
        <translation>%1 доходит до клетки 63 и побеждает!</translation>
    </message>
    <message>
        <source>%1 reaches 63: place %2.</source>
        <translation>%1 доходит до клетки 63: %2-е место.</translation>
    </message>
    <message>
        <source>%1 stops at the inn on 19 and misses the next turn.</source>
        <translation>%1 останавливается в отеле на клетке 19 и пропускает следующий ход.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31 and waits for rescue.</source>
        <translation>%1 падает в колодец на клетке 31 и ждёт помощи.</translation>
    </message>
    <message>
        <source>%1 falls into the well on 31: misses two turns.</source>
        <translation>%1 падает в колодец на клетке 31: пропускает два хода.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52 and waits for rescue.</source>
        <translation>%1 попадает в тюрьму на клетке 52 и ждёт помощи.</translation>
    </message>
    <message>
        <source>%1 goes to prison on 52: misses two turns.</source>
        <translation>%1 попадает в тюрьму на клетке 52: пропускает два хода.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 на клетке %2.</translation>
    </message>
    <message>
        <source>%1 rolled %2+%3.</source>
        <translation>%1: выпало %2+%3.</translation>
    </message>
    <message>
        <source>Everyone was stuck: %1 is let go.</source>
        <translation>Все застряли: %1 отпускают.</translation>
    </message>
    <message>
        <source>%1 is still waiting.</source>
        <translation>%1 всё ещё ждёт.</translation>
    </message>
    <message>
        <source>%1 misses a turn.</source>
        <translation>%1 пропускает ход.</translation>
    </message>
    <message numerus="yes">
        <source>misses the next %n turn(s)</source>
        <translation>
            <numerusform>пропускает %n ход</numerusform>
            <numerusform>пропускает %n хода</numerusform>
            <numerusform>пропускает %n ходов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::kems::KemsBoard</name>
    <message>
        <source>%1 deals first.</source>
        <translation>Первым сдаёт %1.</translation>
    </message>
    <message>
        <source>%1 and %2 have chosen their secret signal.</source>
        <translation>%1 и %2 выбрали свой условный знак.</translation>
    </message>
    <message>
        <source>A card is dealt.</source>
        <translation>Сдаётся карта.</translation>
    </message>
    <message>
        <source>%1 is laid in the market.</source>
        <translation>%1 выкладывается на стол.</translation>
    </message>
    <message>
        <source>The market goes to the discard heap.</source>
        <translation>Карты со стола уходят в сброс.</translation>
    </message>
    <message>
        <source>%1 takes %2 and gives %3.</source>
        <translation>%1 берёт %2 и отдаёт %3.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is done.</source>
        <translation>%1: готово.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: «Двойной кемпс!» Верно: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Double Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: «Двойной кемпс!» Неверно (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Right: +%2.</source>
        <translation>%1: «Кемпс!» Верно: +%2.</translation>
    </message>
    <message>
        <source>%1: &quot;Kem&apos;s!&quot; Wrong (%2): %3.</source>
        <translation>%1: «Кемпс!» Неверно (%2): %3.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Right: +4, and a new signal.</source>
        <translation>%1: «Контр-кемпс: %2!» Верно: +4 и новый знак.</translation>
    </message>
    <message>
        <source>%1: &quot;Counter-Kem&apos;s: %2!&quot; Wrong: −2.</source>
        <translation>%1: «Контр-кемпс: %2!» Неверно: −2.</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>%1: %2   ·   %3: %4   ·   first to %5</source>
        <translation>%1: %2   ·   %3: %4   ·   игра до %5</translation>
    </message>
    <message>
        <source>stock %1</source>
        <translation>колода %1</translation>
    </message>
    <message>
        <source>discards %1</source>
        <translation>сброс %1</translation>
    </message>
    <message>
        <source>Time is up: a draw!</source>
        <translation>Время вышло: ничья!</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Побеждают %1!</translation>
    </message>
    <message>
        <source>The teams choose their secret signals…</source>
        <translation>Команды выбирают условные знаки…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Сдача…</translation>
    </message>
    <message>
        <source>Your signal:
%1</source>
        <translation>Ваш знак:
%1</translation>
    </message>
    <message>
        <source>1–8 gestures · G Counter-Kem&apos;s
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · B done</source>
        <translation>1–8 жесты · G контр-кемпс
A S D F, затем Z X C V: обмен
Пробел кемпс (удерживать: двойной) · B готово</translation>
    </message>
    <message>
        <source>Kem&apos;s!</source>
        <translation>Кемпс!</translation>
    </message>
    <message>
        <source>Double Kem&apos;s!</source>
        <translation>Двойной кемпс!</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s!</source>
        <translation>Контр-кемпс!</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>%1, choose your team&apos;s secret signal (1–8)</source>
        <translation>%1, выберите условный знак своей команды (1–8)</translation>
    </message>
    <message>
        <source>Counter-Kem&apos;s! Which gesture is their signal? (1–8, Esc: cancel)</source>
        <translation>Контр-кемпс! Какой жест — их знак? (1–8, Esc: отмена)</translation>
    </message>
    <message>
        <source>Hold Left Shift: your cards
1–4 Q W E R gestures · G Counter
A S D F then Z X C V: swap
Space Kem&apos;s (hold: Double) · T done</source>
        <translation>Удерживайте левый Shift: ваши карты
1–4 Q W E R жесты · G контр
A S D F, затем Z X C V: обмен
Пробел кемпс (удерживать: двойной) · T готово</translation>
    </message>
    <message>
        <source>Hold Right Shift: your cards
7 8 9 0 U I O P gestures · Backspace Counter
H J K L then N M , .: swap
Enter Kem&apos;s (hold: Double) · Y done</source>
        <translation>Удерживайте правый Shift: ваши карты
7 8 9 0 U I O P жесты · Backspace контр
H J K L, затем N M , .: обмен
Enter кемпс (удерживать: двойной) · Y готово</translation>
    </message>
    <message>
        <source>Market: %1.</source>
        <translation>На столе: %1.</translation>
    </message>
    <message>
        <source>Cards in the stock: %1.</source>
        <translation>Карт в колоде: %1.</translation>
    </message>
    <message>
        <source>Your team&apos;s signal: %1.</source>
        <translation>Условный знак вашей команды: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>Points: %1: %2, %3: %4.</source>
        <translation>Очки: %1: %2, %3: %4.</translation>
    </message>
</context>
<context>
    <name>lt::shell::ludo::LudoBoardView</name>
    <message>
        <source>%1 rolled a third 6 in a row — the turn passes</source>
        <translation>%1: третья шестёрка подряд — ход переходит</translation>
    </message>
    <message>
        <source>%1 rolled a 6 but cannot move — roll again</source>
        <translation>%1: шестёрка, но ходить нечем — бросайте снова</translation>
    </message>
    <message>
        <source>%1 rolled a 6 — play again</source>
        <translation>%1: шестёрка — ещё ход</translation>
    </message>
    <message>
        <source>%1 rolled a %2 — no move possible</source>
        <translation>%1: выпало %2 — ходить нечем</translation>
    </message>
    <message>
        <source>%1 rolled a %2</source>
        <translation>%1: выпало %2</translation>
    </message>
    <message>
        <source>%1 brought a pawn out</source>
        <translation>%1 выводит фишку с базы</translation>
    </message>
    <message>
        <source>%1 brought a pawn home</source>
        <translation>%1 приводит фишку домой</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <source>%1 finishes in place %2</source>
        <translation>%1 занимает %2-е место</translation>
    </message>
    <message>
        <source>%1 climbed to step %2</source>
        <translation>%1 поднимается на ступень %2</translation>
    </message>
    <message>
        <source>%1 reached the foot of the staircase</source>
        <translation>%1 у подножия лестницы</translation>
    </message>
    <message>
        <source>%1 moved pawn %2 to square %3</source>
        <translation>%1 ставит фишку %2 на клетку %3</translation>
    </message>
    <message>
        <source>%1: press Space to bring a pawn out, or click it</source>
        <translation>%1: нажмите Пробел, чтобы вывести фишку с базы, или щёлкните по ней</translation>
    </message>
    <message>
        <source>%1: press Space to move pawn %2, or click it</source>
        <translation>%1: нажмите Пробел, чтобы пойти фишкой %2, или щёлкните по ней</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: click pawn %2, or press its number (arrows and Space: the marked pawn)</source>
        <translation>%1: щёлкните по фишке %2 или нажмите её номер (стрелки и Пробел: отмеченная фишка)</translation>
    </message>
    <message>
        <source>%1 captured a pawn of %2</source>
        <translation>%1 выбивает фишку игрока %2</translation>
    </message>
    <message>
        <source>pawn %1 on step %2</source>
        <translation>фишка %1 на ступени %2</translation>
    </message>
    <message>
        <source>pawn %1 at the foot of the staircase</source>
        <translation>фишка %1 у подножия лестницы</translation>
    </message>
    <message>
        <source>pawn %1 on square %2</source>
        <translation>фишка %1 на клетке %2</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in the stable</source>
        <translation>
            <numerusform>%n фишка на базе</numerusform>
            <numerusform>%n фишки на базе</numerusform>
            <numerusform>%n фишек на базе</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) home</source>
        <translation>
            <numerusform>%n фишка дома</numerusform>
            <numerusform>%n фишки дома</numerusform>
            <numerusform>%n фишек дома</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::morris::MorrisBoardView</name>
    <message>
        <source>%1 placed a pawn on %2, closed a mill and removed a pawn from %3</source>
        <translation>%1 ставит фишку на %2, строит мельницу и снимает фишку с %3</translation>
    </message>
    <message>
        <source>%1 placed a pawn on %2</source>
        <translation>%1 ставит фишку на %2</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 перелетает с %2 на %3, строит мельницу и снимает фишку с %4</translation>
    </message>
    <message>
        <source>%1 flew from %2 to %3</source>
        <translation>%1 перелетает с %2 на %3</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3, closed a mill and removed a pawn from %4</source>
        <translation>%1 ходит с %2 на %3, строит мельницу и снимает фишку с %4</translation>
    </message>
    <message>
        <source>%1 moved from %2 to %3</source>
        <translation>%1 ходит с %2 на %3</translation>
    </message>
    <message>
        <source>draw: the same position for the third time</source>
        <translation>ничья: та же позиция в третий раз</translation>
    </message>
    <message>
        <source>draw: 50 moves without a mill</source>
        <translation>ничья: 50 ходов без мельницы</translation>
    </message>
    <message>
        <source>%1 has only two pawns left</source>
        <translation>У %1 осталось только две фишки</translation>
    </message>
    <message>
        <source>%1 cannot move</source>
        <translation>%1 не может сделать ход</translation>
    </message>
    <message>
        <source>placing</source>
        <translation>расстановка</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>полёт</translation>
    </message>
    <message>
        <source>moving</source>
        <translation>перемещения</translation>
    </message>
    <message>
        <source>no pawns on the board</source>
        <translation>на доске нет фишек</translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) on %1</source>
        <translation>
            <numerusform>%n фишка на %1</numerusform>
            <numerusform>%n фишки на %1</numerusform>
            <numerusform>%n фишек на %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pawn(s) in hand</source>
        <translation>
            <numerusform>%n фишка в запасе</numerusform>
            <numerusform>%n фишки в запасе</numerusform>
            <numerusform>%n фишек в запасе</numerusform>
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
        <translation>Очки</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>+%1 (%2).</source>
        <translation>+%1 (%2).</translation>
    </message>
    <message>
        <source>A 2 or a 5 was thrown: this throw scores nothing.</source>
        <translation>Выпала 2 или 5: этот бросок не приносит очков.</translation>
    </message>
    <message>
        <source>Nothing scores.</source>
        <translation>Очков нет.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3</source>
        <translation>%1 — раунд %2 из %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>All dice are set aside: %1 scores %2 this turn.</source>
        <translation>Все кости отложены: %1 получает за этот ход %2.</translation>
    </message>
    <message>
        <source>Every 2 and 5 is set aside and scores nothing; the other dice score their points and are thrown again.</source>
        <translation>Каждая 2 и 5 откладывается и не приносит очков; остальные кости приносят свои очки и перебрасываются.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — +%3, turn total %4</source>
        <translation>%1: выпало %2 — +%3, итого за ход %4</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) set aside.</source>
        <translation>
            <numerusform>Отложена %n кость.</numerusform>
            <numerusform>Отложены %n кости.</numerusform>
            <numerusform>Отложено %n костей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 побеждает: %n очко!</numerusform>
            <numerusform>%1 побеждает: %n очка!</numerusform>
            <numerusform>%1 побеждает: %n очков!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s)!</source>
        <translation>
            <numerusform>%1 делят победу: у каждого %n очко!</numerusform>
            <numerusform>%1 делят победу: у каждого %n очка!</numerusform>
            <numerusform>%1 делят победу: у каждого %n очков!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw again.</source>
        <translation>
            <numerusform>%n кость для переброса.</numerusform>
            <numerusform>%n кости для переброса.</numerusform>
            <numerusform>%n костей для переброса.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — all dice set aside, %n point(s) this turn</source>
        <translation>
            <numerusform>%1: выпало %2 — все кости отложены, за ход %n очко</numerusform>
            <numerusform>%1: выпало %2 — все кости отложены, за ход %n очка</numerusform>
            <numerusform>%1: выпало %2 — все кости отложены, за ход %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scored %n point(s) this turn.</source>
        <translation>
            <numerusform>%1 получает за этот ход %n очко.</numerusform>
            <numerusform>%1 получает за этот ход %n очка.</numerusform>
            <numerusform>%1 получает за этот ход %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) to throw.</source>
        <translation>
            <numerusform>Осталось бросить %n кость.</numerusform>
            <numerusform>Осталось бросить %n кости.</numerusform>
            <numerusform>Осталось бросить %n костей.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::oh_hell::OhHellBoard</name>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 заказывает: %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 ходит: %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 берёт взятку</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 сдаёт</translation>
    </message>
    <message>
        <source>%1 is turned up: %2 are trumps</source>
        <translation>Открывается %1: козыри — %2</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 показывает свою последнюю карту, %2: козыри — %3</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Сдача: %1</translation>
    </message>
    <message>
        <source>deal scored</source>
        <translation>сдача подсчитана</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Матч окончен.</translation>
    </message>
    <message>
        <source>Your bid. As dealer you may not bid %1.</source>
        <translation>Ваш заказ. Как сдающий вы не можете заказать %1.</translation>
    </message>
    <message>
        <source>Your bid: how many tricks will you take?</source>
        <translation>Ваш заказ: сколько взяток вы возьмёте?</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Ваш ход: сыграйте карту.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Нужно ходить в масть: %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>У вас нет масти %1, поэтому нужно ходить козырем (%2).</translation>
    </message>
    <message>
        <source>bid %1 · won %2</source>
        <translation>заказ %1 · взято %2</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Последняя взятка: %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Взятка: %1</translation>
    </message>
    <message>
        <source>As dealer you may not bid %1: the bids would add up to the cards in each hand.</source>
        <translation>Как сдающий вы не можете заказать %1: сумма заказов сравнялась бы с числом карт на руках.</translation>
    </message>
    <message>
        <source>Forbidden to the dealer: the bids would add up to the cards in each hand</source>
        <translation>Запрещено сдающему: сумма заказов сравнялась бы с числом карт на руках</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Сдача %1 из %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>in the dealer&apos;s hand</source>
        <translation>у сдающего на руках</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Взято</translation>
    </message>
    <message>
        <source>not for the dealer</source>
        <translation>не для сдающего</translation>
    </message>
    <message>
        <source>Score sheet: bid/tricks and points (click to close)</source>
        <translation>Таблица счёта: заказ/взятки и очки (щёлкните, чтобы закрыть)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bids: %1 for %n trick(s)</source>
        <translation>
            <numerusform>Заказы: %1 на %n взятку</numerusform>
            <numerusform>Заказы: %1 на %n взятки</numerusform>
            <numerusform>Заказы: %1 на %n взяток</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has not bid</source>
        <translation>%1: заказа нет</translation>
    </message>
    <message>
        <source>%1 bid %2, won %3</source>
        <translation>%1: заказ %2, взято %3</translation>
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
        <translation>Обмен</translation>
    </message>
</context>
<context>
    <name>lt::shell::president::PresidentBoard</name>
    <message>
        <source>%1 deals first</source>
        <translation>Первым сдаёт %1</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Сдача: %1</translation>
    </message>
    <message>
        <source>%1 gives a card to %2</source>
        <translation>%1 отдаёт карту игроку %2</translation>
    </message>
    <message>
        <source>%1 gives two cards to %2</source>
        <translation>%1 отдаёт две карты игроку %2</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 ходит: %2</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>У игрока %1 кончились карты</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 пасует</translation>
    </message>
    <message>
        <source>%1 collects the cards</source>
        <translation>%1 забирает карты</translation>
    </message>
    <message>
        <source>%1 is President</source>
        <translation>%1 — Президент</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Сыграть</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Play the selected cards (Enter)</source>
        <translation>Сыграть выбранные карты (Enter)</translation>
    </message>
    <message>
        <source>Pass this turn (P)</source>
        <translation>Пропустить ход (P)</translation>
    </message>
    <message>
        <source>President</source>
        <translation>Президент</translation>
    </message>
    <message>
        <source>Vice-President</source>
        <translation>Вице-президент</translation>
    </message>
    <message>
        <source>Vice-Beggar</source>
        <translation>Вице-нищий</translation>
    </message>
    <message>
        <source>Beggar</source>
        <translation>Нищий</translation>
    </message>
    <message>
        <source>Select the cards to play first</source>
        <translation>Сначала выберите карты для хода</translation>
    </message>
    <message>
        <source>The cards of a play must all be of one rank</source>
        <translation>Все карты хода должны быть одного достоинства</translation>
    </message>
    <message>
        <source>A play has at most four cards</source>
        <translation>В одном ходе не больше четырёх карт</translation>
    </message>
    <message>
        <source>Must be a single card, as the last play</source>
        <translation>Нужна одна карта, как в прошлом ходе</translation>
    </message>
    <message>
        <source>Must be higher than %1</source>
        <translation>Нужны карты старше, чем %1</translation>
    </message>
    <message>
        <source>%1, the %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Give your best card to %1.</source>
        <translation>Отдайте свою лучшую карту игроку %1.</translation>
    </message>
    <message>
        <source>Give your two best cards to %1.</source>
        <translation>Отдайте две свои лучшие карты игроку %1.</translation>
    </message>
    <message>
        <source>Give your worst card to %1.</source>
        <translation>Отдайте свою худшую карту игроку %1.</translation>
    </message>
    <message>
        <source>Give your two worst cards to %1.</source>
        <translation>Отдайте две свои худшие карты игроку %1.</translation>
    </message>
    <message>
        <source>Choose which (suits do not count):</source>
        <translation>Выберите, какие (масти не важны):</translation>
    </message>
    <message>
        <source>The rule leaves no choice:</source>
        <translation>Правило не оставляет выбора:</translation>
    </message>
    <message>
        <source>You lead: play any cards of one rank</source>
        <translation>Вы начинаете: сыграйте любые карты одного достоинства</translation>
    </message>
    <message>
        <source>Your lead: select cards of one rank, then Play</source>
        <translation>Ваш ход первым: выберите карты одного достоинства и нажмите «Сыграть»</translation>
    </message>
    <message>
        <source>Beat %1 with as many cards of a higher rank, or Pass</source>
        <translation>Перекройте %1 таким же числом более старших карт или нажмите «Пас»</translation>
    </message>
    <message>
        <source>Choose the cards to give</source>
        <translation>Выберите карты, которые отдаёте</translation>
    </message>
    <message>
        <source>Out: place %1</source>
        <translation>Без карт: %1-е место</translation>
    </message>
    <message>
        <source>Cards: %1</source>
        <translation>Карт: %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Партия %1 из %2</translation>
    </message>
    <message>
        <source>The exchange of cards</source>
        <translation>Обмен картами</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Матч окончен</translation>
    </message>
    <message>
        <source>%1 collected the cards</source>
        <translation>%1 забирает карты</translation>
    </message>
    <message>
        <source>%1 leads</source>
        <translation>Начинает %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Must be %n card(s), as many as the last play</source>
        <translation>
            <numerusform>Нужна %n карта — столько же, сколько в прошлом ходе</numerusform>
            <numerusform>Нужны %n карты — столько же, сколько в прошлом ходе</numerusform>
            <numerusform>Нужно %n карт — столько же, сколько в прошлом ходе</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Titles: %1.</source>
        <translation>Звания: %1.</translation>
    </message>
    <message>
        <source>To beat: %1, played by %2.</source>
        <translation>Нужно перекрыть: %1, ход игрока %2.</translation>
    </message>
    <message>
        <source>Nothing to beat: a new trick.</source>
        <translation>Перекрывать нечего: новый круг.</translation>
    </message>
    <message>
        <source>Gone out, in order: %1.</source>
        <translation>Избавились от карт, по порядку: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::race::RaceBoardView</name>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>%1, roll the dice!</source>
        <translation>%1, бросайте кости!</translation>
    </message>
    <message>
        <source>%1 is rolling</source>
        <translation>%1 бросает</translation>
    </message>
    <message>
        <source>start</source>
        <translation>старт</translation>
    </message>
    <message>
        <source>Roll the dice to start the race.</source>
        <translation>Бросьте кости, чтобы начать гонку.</translation>
    </message>
    <message>
        <source>%1 rolls…</source>
        <translation>%1 бросает…</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>на старте</translation>
    </message>
    <message>
        <source>square %1</source>
        <translation>клетка %1</translation>
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
        <translation>%1, откройте первую карту: Пробел или щелчок по колоде!</translation>
    </message>
    <message>
        <source>Get ready…</source>
        <translation>Приготовьтесь…</translation>
    </message>
    <message>
        <source>The deck is used up!</source>
        <translation>Колода закончилась!</translation>
    </message>
    <message>
        <source>%1, turn up the next card: Space or a click on the deck!</source>
        <translation>%1, откройте следующую карту: Пробел или щелчок по колоде!</translation>
    </message>
    <message>
        <source>Which rectangle has the card&apos;s size?</source>
        <translation>У какого прямоугольника размер карты?</translation>
    </message>
    <message>
        <source>Find the rectangle of the card&apos;s size and put your pawn on it!</source>
        <translation>Найдите прямоугольник размером с карту и поставьте на него свою фишку!</translation>
    </message>
    <message>
        <source>Next card…</source>
        <translation>Следующая карта…</translation>
    </message>
    <message>
        <source>Nobody was right: the card goes back in the box.</source>
        <translation>Никто не угадал: карта возвращается в коробку.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card!</source>
        <translation>%1 угадывает и забирает карту!</translation>
    </message>
    <message>
        <source>%1 and %2 were right: one card each!</source>
        <translation>%1 и %2 угадали: каждому по карте!</translation>
    </message>
    <message>
        <source>A new card is turned up.</source>
        <translation>Открывается новая карта.</translation>
    </message>
    <message>
        <source>%1 puts a pawn down.</source>
        <translation>%1 ставит фишку.</translation>
    </message>
    <message>
        <source>%1 was right and takes the card.</source>
        <translation>%1 угадывает и забирает карту.</translation>
    </message>
    <message>
        <source>%1 and %2 were right: %1 takes the card, %2 one from the deck.</source>
        <translation>%1 и %2 угадали: %1 забирает карту, %2 — карту из колоды.</translation>
    </message>
    <message>
        <source>W A S D · E</source>
        <translation>W A S D · E</translation>
    </message>
    <message>
        <source>Arrows · Enter</source>
        <translation>Стрелки · Enter</translation>
    </message>
    <message>
        <source>I J K L · O</source>
        <translation>I J K L · O</translation>
    </message>
    <message>
        <source>Keypad 8456 · 0</source>
        <translation>Цифр. клавиатура 8456 · 0</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Мышь</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n card(s)!</source>
        <translation>
            <numerusform>%1 побеждает: %n карта!</numerusform>
            <numerusform>%1 побеждает: %n карты!</numerusform>
            <numerusform>%1 побеждает: %n карт!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n card(s) each!</source>
        <translation>
            <numerusform>%1 делят победу: по %n карте у каждого!</numerusform>
            <numerusform>%1 делят победу: по %n карты у каждого!</numerusform>
            <numerusform>%1 делят победу: по %n карт у каждого!</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 % of the real size: the window is too small</source>
        <translation>%1 % настоящей величины: окно слишком мало</translation>
    </message>
    <message>
        <source>Red board</source>
        <translation>Красное поле</translation>
    </message>
    <message>
        <source>Yellow board</source>
        <translation>Жёлтое поле</translation>
    </message>
    <message>
        <source>Green board</source>
        <translation>Зелёное поле</translation>
    </message>
    <message>
        <source>Blue board</source>
        <translation>Синее поле</translation>
    </message>
    <message>
        <source>Orange board</source>
        <translation>Оранжевое поле</translation>
    </message>
    <message>
        <source>Purple board</source>
        <translation>Фиолетовое поле</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>Last card: %1 mm.</source>
        <translation>Последняя карта: %1, в миллиметрах.</translation>
    </message>
    <message>
        <source>Card: %1 mm.</source>
        <translation>Карта: %1, в миллиметрах.</translation>
    </message>
    <message>
        <source>place %1, %2</source>
        <translation>место %1, %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>pawn on the %1</source>
        <translation>фишка на прямоугольнике %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left in the deck.</source>
        <translation>
            <numerusform>В колоде осталась %n карта.</numerusform>
            <numerusform>В колоде осталось %n карты.</numerusform>
            <numerusform>В колоде осталось %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 turns up the next card…</source>
        <translation>%1 открывает следующую карту…</translation>
    </message>
</context>
<context>
    <name>lt::shell::recto_verso::RectoVersoBoard</name>
    <message>
        <source>Dealing the cards</source>
        <translation>Раздача карт</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>Играет %1</translation>
    </message>
    <message>
        <source>Hold it as you see it, or turned round</source>
        <translation>Держите её как видите или переверните</translation>
    </message>
    <message>
        <source>Play a card (not a jump or a turn-round card)</source>
        <translation>Сыграйте карту (не «пропуск» и не «разворот»)</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>Сыграйте карту</translation>
    </message>
    <message>
        <source>Turn over 3 cards in the middle: %1 of 3 done</source>
        <translation>Переверните 3 карты в центре: сделано %1 из 3</translation>
    </message>
    <message>
        <source>Turn over one card in any hand</source>
        <translation>Переверните одну карту в любой руке</translation>
    </message>
    <message>
        <source>Take a card from another player</source>
        <translation>Возьмите карту у другого игрока</translation>
    </message>
    <message>
        <source>Take a card from the middle</source>
        <translation>Возьмите карту из центра</translation>
    </message>
    <message>
        <source>A card was taken from you: take one from the middle</source>
        <translation>У вас взяли карту: возьмите одну из центра</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <source>%1 share the win!</source>
        <translation>%1 делят победу!</translation>
    </message>
    <message>
        <source>Nobody scored in this round</source>
        <translation>В этом круге никто не набрал очков</translation>
    </message>
    <message>
        <source>%1 scores!</source>
        <translation>%1 получает очки!</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>лиса</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>лягушка</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>flamingo</source>
        <translation>фламинго</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>кит</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>лев</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>пропуск</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>разворот</translation>
    </message>
    <message>
        <source>turn over 3</source>
        <translation>перевернуть 3</translation>
    </message>
    <message>
        <source>turn over 1</source>
        <translation>перевернуть 1</translation>
    </message>
    <message>
        <source>steal</source>
        <translation>кража</translation>
    </message>
    <message>
        <source>magnifying glass</source>
        <translation>лупа</translation>
    </message>
    <message>
        <source>left half star</source>
        <translation>левая половина звезды</translation>
    </message>
    <message>
        <source>right half star</source>
        <translation>правая половина звезды</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 получает карту</translation>
    </message>
    <message>
        <source>A card for the middle</source>
        <translation>Карта в центр</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 играет %2</translation>
    </message>
    <message>
        <source>%1 turned over a middle card: %2</source>
        <translation>%1 переворачивает карту в центре: %2</translation>
    </message>
    <message>
        <source>%1 turned over one of their own cards</source>
        <translation>%1 переворачивает одну из своих карт</translation>
    </message>
    <message>
        <source>%1 took a card from %2</source>
        <translation>%1 берёт карту у игрока %2</translation>
    </message>
    <message>
        <source>%1 took %2 from the middle</source>
        <translation>%1 берёт из центра: %2</translation>
    </message>
    <message>
        <source> — %1 scores 2 points!</source>
        <translation> — %1 получает 2 очка!</translation>
    </message>
    <message>
        <source> — %1 scores a point!</source>
        <translation> — %1 получает очко!</translation>
    </message>
    <message>
        <source> — nobody scores in this round</source>
        <translation> — в этом круге никто не набрал очков</translation>
    </message>
    <message>
        <source> — the game is over</source>
        <translation> — игра окончена</translation>
    </message>
    <message>
        <source>%1 turned over one of the cards of %2</source>
        <translation>%1 переворачивает одну из карт игрока %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Your cards: %1.</source>
        <translation>Ваши карты: %1.</translation>
    </message>
    <message>
        <source>%1&apos;s cards, the sides you see: %2.</source>
        <translation>Карты игрока %1, видимые вам стороны: %2.</translation>
    </message>
    <message>
        <source>Cards in the hand of %1: %2.</source>
        <translation>Карты в руке игрока %1: %2.</translation>
    </message>
    <message>
        <source>Middle: %1.</source>
        <translation>В центре: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::sequence_kids::SequenceKidsBoard</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>Nobody wins: a draw</source>
        <translation>Никто не выиграл: ничья</translation>
    </message>
    <message>
        <source>%1 win!</source>
        <translation>Побеждают %1!</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <source>%1 changed a card that could not be played</source>
        <translation>%1 меняет карту, которую нельзя сыграть</translation>
    </message>
    <message>
        <source>%1 cannot play</source>
        <translation>%1 не может сходить</translation>
    </message>
    <message>
        <source>%1 was dealt a card</source>
        <translation>%1 получает карту</translation>
    </message>
    <message>
        <source>%1 drew a card</source>
        <translation>%1 берёт карту</translation>
    </message>
    <message>
        <source> — nobody can win: a draw</source>
        <translation> — никто не может выиграть: ничья</translation>
    </message>
    <message>
        <source> — four in a row!</source>
        <translation> — четыре в ряд!</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>None of your cards can be played: the next player goes on (Enter)</source>
        <translation>Ни одну из ваших карт нельзя сыграть: ход переходит к следующему игроку (Enter)</translation>
    </message>
    <message>
        <source>kangaroo</source>
        <translation>кенгуру</translation>
    </message>
    <message>
        <source>monkey</source>
        <translation>обезьяна</translation>
    </message>
    <message>
        <source>parrot</source>
        <translation>попугай</translation>
    </message>
    <message>
        <source>ostrich</source>
        <translation>страус</translation>
    </message>
    <message>
        <source>lion</source>
        <translation>лев</translation>
    </message>
    <message>
        <source>turtle</source>
        <translation>черепаха</translation>
    </message>
    <message>
        <source>fox</source>
        <translation>лиса</translation>
    </message>
    <message>
        <source>zebra</source>
        <translation>зебра</translation>
    </message>
    <message>
        <source>panda</source>
        <translation>панда</translation>
    </message>
    <message>
        <source>frog</source>
        <translation>лягушка</translation>
    </message>
    <message>
        <source>alligator</source>
        <translation>аллигатор</translation>
    </message>
    <message>
        <source>giraffe</source>
        <translation>жираф</translation>
    </message>
    <message>
        <source>gorilla</source>
        <translation>горилла</translation>
    </message>
    <message>
        <source>tiger</source>
        <translation>тигр</translation>
    </message>
    <message>
        <source>bear</source>
        <translation>медведь</translation>
    </message>
    <message>
        <source>whale</source>
        <translation>кит</translation>
    </message>
    <message>
        <source>elephant</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>penguin</source>
        <translation>пингвин</translation>
    </message>
    <message>
        <source>owl</source>
        <translation>сова</translation>
    </message>
    <message>
        <source>%1 played a unicorn: a chip on the %2 space</source>
        <translation>%1 играет единорога: фишка на поле «%2»</translation>
    </message>
    <message>
        <source>%1 put a chip on the %2 space</source>
        <translation>%1 ставит фишку на поле «%2»</translation>
    </message>
    <message>
        <source>%1 played a dragon: %2 loses the chip on the %3 space</source>
        <translation>%1 играет дракона: %2 теряет фишку на поле «%3»</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>дракон</translation>
    </message>
    <message>
        <source>unicorn</source>
        <translation>единорог</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 on the %2, column %3</source>
        <translation>%1 на поле «%2», столбец %3</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Ряд %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>No chips on the board.</source>
        <translation>На поле нет фишек.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Ваши карты: %1.</translation>
    </message>
</context>
<context>
    <name>lt::shell::shipcaptaincrew::SccBoardView</name>
    <message>
        <source>Miles</source>
        <translation>Мили</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Корабль</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Капитан</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>Экипаж</translation>
    </message>
    <message>
        <source>Cargo</source>
        <translation>Груз</translation>
    </message>
    <message>
        <source>%1 did not get ship, captain and crew: no miles.</source>
        <translation>%1 без корабля, капитана и экипажа: миль нет.</translation>
    </message>
    <message>
        <source>%1 needs a 6 for the ship.</source>
        <translation>%1 нужна 6 для корабля.</translation>
    </message>
    <message>
        <source>No ship yet: a 6 is needed.</source>
        <translation>Корабля пока нет: нужна 6.</translation>
    </message>
    <message>
        <source>The ship is in port: a 5 for the captain is needed.</source>
        <translation>Корабль в порту: нужна 5 для капитана.</translation>
    </message>
    <message>
        <source>Ship and captain aboard: a 4 for the crew is needed.</source>
        <translation>Корабль и капитан на борту: нужна 4 для экипажа.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>%1 — round %2 of %3 · throw %4 of %5</source>
        <translation>%1 — раунд %2 из %3 · бросок %4 из %5</translation>
    </message>
    <message>
        <source>Throw again</source>
        <translation>Перебросить</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Hint: sail now.</source>
        <translation>Подсказка: отправляйтесь в плавание.</translation>
    </message>
    <message>
        <source>%1 rolled %2 — no crew, no miles</source>
        <translation>%1: выпало %2 — нет экипажа, миль нет</translation>
    </message>
    <message>
        <source>%1 rolled %2 — ship, captain and crew aboard, cargo %3</source>
        <translation>%1: выпало %2 — корабль, капитан и экипаж на борту, груз %3</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1: выпало %2</translation>
    </message>
    <message>
        <source>%1 throws %2 again</source>
        <translation>%1 перебрасывает %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 sailed %n mile(s).</source>
        <translation>
            <numerusform>%1 проплывает %n милю.</numerusform>
            <numerusform>%1 проплывает %n мили.</numerusform>
            <numerusform>%1 проплывает %n миль.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s).</source>
        <translation>
            <numerusform>Груз: %n миля.</numerusform>
            <numerusform>Груз: %n мили.</numerusform>
            <numerusform>Груз: %n миль.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n mile(s)!</source>
        <translation>
            <numerusform>%1 побеждает: %n миля!</numerusform>
            <numerusform>%1 побеждает: %n мили!</numerusform>
            <numerusform>%1 побеждает: %n миль!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n mile(s)!</source>
        <translation>
            <numerusform>%1 делят победу: у каждого %n миля!</numerusform>
            <numerusform>%1 делят победу: у каждого %n мили!</numerusform>
            <numerusform>%1 делят победу: у каждого %n миль!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sail %n mile(s)</source>
        <translation>
            <numerusform>Проплыть %n милю</numerusform>
            <numerusform>Проплыть %n мили</numerusform>
            <numerusform>Проплыть %n миль</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cargo: %n mile(s). Click cargo dice to throw them again, or sail.</source>
        <translation>
            <numerusform>Груз: %n миля. Щёлкните по костям груза, чтобы перебросить их, или отправляйтесь в плавание.</numerusform>
            <numerusform>Груз: %n мили. Щёлкните по костям груза, чтобы перебросить их, или отправляйтесь в плавание.</numerusform>
            <numerusform>Груз: %n миль. Щёлкните по костям груза, чтобы перебросить их, или отправляйтесь в плавание.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (last throw), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Перебросьте %1 (последний бросок) или отправляйтесь в плавание с грузом в %n милю.</numerusform>
            <numerusform>Перебросьте %1 (последний бросок) или отправляйтесь в плавание с грузом в %n мили.</numerusform>
            <numerusform>Перебросьте %1 (последний бросок) или отправляйтесь в плавание с грузом в %n миль.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Throw %1 again (2 throws left), or sail with %n mile(s).</source>
        <translation>
            <numerusform>Перебросьте %1 (осталось 2 броска) или отправляйтесь в плавание с грузом в %n милю.</numerusform>
            <numerusform>Перебросьте %1 (осталось 2 броска) или отправляйтесь в плавание с грузом в %n мили.</numerusform>
            <numerusform>Перебросьте %1 (осталось 2 броска) или отправляйтесь в плавание с грузом в %n миль.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rolled %2 — sails %n mile(s)</source>
        <translation>
            <numerusform>%1: выпало %2 — проплывает %n милю</numerusform>
            <numerusform>%1: выпало %2 — проплывает %n мили</numerusform>
            <numerusform>%1: выпало %2 — проплывает %n миль</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 sails %n mile(s)</source>
        <translation>
            <numerusform>%1 проплывает %n милю</numerusform>
            <numerusform>%1 проплывает %n мили</numerusform>
            <numerusform>%1 проплывает %n миль</numerusform>
        </translation>
    </message>
    <message>
        <source>Aboard: the ship.</source>
        <translation>На борту: корабль.</translation>
    </message>
    <message>
        <source>Aboard: the ship and the captain.</source>
        <translation>На борту: корабль и капитан.</translation>
    </message>
    <message>
        <source>Aboard: ship, captain and crew.</source>
        <translation>На борту: корабль, капитан и экипаж.</translation>
    </message>
    <message>
        <source>Cargo: %1.</source>
        <translation>Груз: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Остался %n бросок.</numerusform>
            <numerusform>Осталось %n броска.</numerusform>
            <numerusform>Осталось %n бросков.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lt::shell::snakes::SnakesBoardView</name>
    <message>
        <source>winner!</source>
        <translation>победа!</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1-е место</translation>
    </message>
    <message>
        <source>Too far! %1 counts to 100 and back to %2.</source>
        <translation>Слишком далеко! %1 считает до 100 и назад до клетки %2.</translation>
    </message>
    <message>
        <source>%1 climbs the ladder from %2 to %3!</source>
        <translation>%1 поднимается по лестнице с клетки %2 на клетку %3!</translation>
    </message>
    <message>
        <source>%1 slides down the snake from %2 to %3.</source>
        <translation>%1 спускается по змее с клетки %2 на клетку %3.</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1: выпало %2.</translation>
    </message>
    <message>
        <source>Too far to land on 100: %1 stays on %2.</source>
        <translation>Слишком много, чтобы попасть на 100: %1 остаётся на клетке %2.</translation>
    </message>
    <message>
        <source>%1 reaches 100 and wins!</source>
        <translation>%1 доходит до клетки 100 и побеждает!</translation>
    </message>
    <message>
        <source>%1 reaches 100: place %2.</source>
        <translation>%1 доходит до клетки 100: %2-е место.</translation>
    </message>
    <message>
        <source>%1 is on %2.</source>
        <translation>%1 на клетке %2.</translation>
    </message>
    <message>
        <source>A 6: %1 rolls again.</source>
        <translation>Шестёрка: %1 бросает ещё раз.</translation>
    </message>
</context>
<context>
    <name>lt::shell::trick_table::TrickTableBoard</name>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Таблица счёта</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Trump: %1.</source>
        <translation>Козыри: масть %1.</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>На столе: %1.</translation>
    </message>
    <message>
        <source>Suit to follow: %1.</source>
        <translation>Ходить в масть %1.</translation>
    </message>
    <message>
        <source>Trick taken by %1: %2.</source>
        <translation>Взятка игрока %1: %2.</translation>
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
        <translation>%1 ходит: %2</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 берёт взятку</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 сдаёт</translation>
    </message>
    <message>
        <source>%1 shows his last card, %2: %3 are trumps</source>
        <translation>%1 показывает свою последнюю карту, %2: козыри — %3</translation>
    </message>
    <message>
        <source>Dealing to %1</source>
        <translation>Сдача: %1</translation>
    </message>
    <message>
        <source>Deal %1 · first to %2</source>
        <translation>Сдача %1 · игра до %2</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Козырь</translation>
    </message>
    <message>
        <source>shown by %1</source>
        <translation>показывает %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, first to 20 (click to close)</source>
        <translation>Таблица счёта: взятки каждой сдачи, игра до 20 (щёлкните, чтобы закрыть)</translation>
    </message>
    <message>
        <source>Your turn: play a card.</source>
        <translation>Ваш ход: сыграйте карту.</translation>
    </message>
    <message>
        <source>You must follow suit: play a %1.</source>
        <translation>Нужно ходить в масть: %1.</translation>
    </message>
    <message>
        <source>You have no %1, so you must play a trump (%2).</source>
        <translation>У вас нет масти %1, поэтому нужно ходить козырем (%2).</translation>
    </message>
    <message>
        <source>trump %1</source>
        <translation>козырь %1</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Последняя взятка: %1</translation>
    </message>
    <message>
        <source>Trick to %1</source>
        <translation>Взятка: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s).</source>
        <translation>
            <numerusform>%1 побеждает: %n очко.</numerusform>
            <numerusform>%1 побеждает: %n очка.</numerusform>
            <numerusform>%1 побеждает: %n очков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n взятка</numerusform>
            <numerusform>%n взятки</numerusform>
            <numerusform>%n взяток</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %2 win with %n point(s).</source>
        <translation>
            <numerusform>%1 и %2 побеждают: %n очко.</numerusform>
            <numerusform>%1 и %2 побеждают: %n очка.</numerusform>
            <numerusform>%1 и %2 побеждают: %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump card: %1, turned by %2.</source>
        <translation>Козырная карта: %1, её показывает %2.</translation>
    </message>
    <message>
        <source>Tricks won: %1.</source>
        <translation>Взято взяток: %1.</translation>
    </message>
    <message>
        <source>Score sheet: tricks of each deal, partners together, first side to 20 (click to close)</source>
        <translation>Таблица счёта: взятки каждой сдачи, партнёры вместе, пара играет до 20 (щёлкните, чтобы закрыть)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Пара</translation>
    </message>
</context>
<context>
    <name>lt::shell::yam::YamBoardView</name>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>%1 to roll</source>
        <translation>Бросает %1</translation>
    </message>
    <message>
        <source>%1 — throw %2 of %3</source>
        <translation>%1 — бросок %2 из %3</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Бросить кости</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Бросить ещё (остался %n)</numerusform>
            <numerusform>Бросить ещё (осталось %n)</numerusform>
            <numerusform>Бросить ещё (осталось %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll the dice (Enter or Space).</source>
        <translation>Бросьте кости (Enter или Пробел).</translation>
    </message>
    <message>
        <source>%1 is rolling…</source>
        <translation>%1 бросает…</translation>
    </message>
    <message>
        <source>No throws left</source>
        <translation>Бросков не осталось</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>All five dice are kept: release one to roll again, or click a box on your sheet to score.</source>
        <translation>Все пять костей оставлены: освободите одну, чтобы бросить снова, или щёлкните по клетке в своём листе, чтобы записать.</translation>
    </message>
    <message>
        <source>%1 rolled %2 (throw %3 of %4)</source>
        <translation>%1: выпало %2 (бросок %3 из %4)</translation>
    </message>
    <message>
        <source>%1 throws all five dice again</source>
        <translation>%1 перебрасывает все пять костей</translation>
    </message>
    <message>
        <source>%1 keeps %2</source>
        <translation>%1 оставляет %2</translation>
    </message>
    <message>
        <source>%1 scored %2 in %3 (%4)</source>
        <translation>%1 записывает %2 в «%3» (%4)</translation>
    </message>
    <message>
        <source> — bonus +%1!</source>
        <translation> — бонус +%1!</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)</source>
        <translation>
            <numerusform>%1 побеждает: %n очко</numerusform>
            <numerusform>%1 побеждает: %n очка</numerusform>
            <numerusform>%1 побеждает: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a box on your sheet to score these dice (click it, or arrows and Enter).</source>
        <translation>Выберите клетку в своём листе, чтобы записать эти кости (щёлкните по ней или используйте стрелки и Enter).</translation>
    </message>
    <message>
        <source>Click dice (or press 1–5) to keep them, then roll again (Enter) — or choose a box on your sheet to score (click it, or arrows and Enter).</source>
        <translation>Щёлкните по костям (или нажмите 1–5), чтобы оставить их, и бросьте снова (Enter) — или выберите клетку в своём листе, чтобы записать (щёлкните по ней или используйте стрелки и Enter).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no box filled</source>
        <translation>ни одна клетка не заполнена</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>итого %1</translation>
    </message>
    <message numerus="yes">
        <source>%n throw(s) left.</source>
        <translation>
            <numerusform>Остался %n бросок.</numerusform>
            <numerusform>Осталось %n броска.</numerusform>
            <numerusform>Осталось %n бросков.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
</TS>
