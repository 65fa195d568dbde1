#include "games/dice_blackjack/dice_blackjack_board_view.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QPainter>
#include <QTimer>
#include <QVBoxLayout>
#include <numeric>

#include "games/dice_blackjack/round_table.h"
#include "widgets/dice_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::diceblackjack {

namespace core = ::lt::diceblackjack;
using core::BjMove;
using core::BlackjackState;
using core::MoveKind;
using core::RoundResult;
using core::Standing;

namespace {

constexpr int kRollMs = 700;
constexpr int kTransferMs = 650;

const QColor kDefaultColours[] = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                                  QColor(242, 160, 24)};

const char* kButtonStyle =
    "QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffd970, "
    "stop:1 #e0a526); color: #3a2608; border: 2px solid #8a5a12; border-radius: 12px; "
    "font-size: 16px; font-weight: bold; padding: 6px 16px; }"
    "QPushButton:hover { background: #ffe28a; }"
    "QPushButton:disabled { background: rgba(255, 255, 255, 40); color: rgba(255, 255, "
    "255, 150); border-color: rgba(255, 255, 255, 60); }";
// The button a hint points at.
const char* kHintStyle =
    "QPushButton { background: #fff1b0; color: #3a2608; border: 3px solid #ffffff; "
    "border-radius: 12px; font-size: 16px; font-weight: bold; padding: 5px 15px; }";

int sumOf(const std::vector<core::DiceCounts>& throws) {
    int sum = 0;
    for (const auto& t : throws) sum += core::diceSum(t);
    return sum;
}

}  // namespace

BlackjackBoardView::BlackjackBoardView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    title_ = new QLabel(this);
    title_->setStyleSheet(scaledFontSizes("color: rgba(255, 248, 224, 200); font-size: 15px;"));
    status_ = new QLabel(this);
    status_->setAlignment(Qt::AlignCenter);
    status_->setWordWrap(true);
    status_->setStyleSheet(scaledFontSizes("color: #fff8e0; font-size: 21px; font-weight: bold;"));
    tokens_ = new TokenPotView(this);
    tokens_->setPotLabel(tr("Pot"));
    tokens_->setMinimumSize(220, 150);
    table_ = new RoundTable(this);
    dice_ = new DiceView(this);
    dice_->setFocusPolicy(Qt::NoFocus);
    dice_->setMinimumHeight(60);
    total_ = new QLabel(this);
    total_->setAlignment(Qt::AlignCenter);
    total_->setObjectName("bjTotal");
    throws_ = new QLabel(this);
    throws_->setAlignment(Qt::AlignCenter);
    throws_->setStyleSheet(scaledFontSizes("color: rgba(255, 248, 224, 210); font-size: 15px;"));
    help_ = new QLabel(this);
    help_->setAlignment(Qt::AlignCenter);
    help_->setWordWrap(true);
    help_->setStyleSheet(scaledFontSizes("color: rgba(255, 248, 224, 210); font-size: 14px;"));

    roll_ = new QPushButton(this);
    roll_->setObjectName("bjRollButton");
    stop_ = new QPushButton(this);
    stop_->setObjectName("bjStopButton");
    for (int k = 1; k <= core::kMaxDice; ++k) {
        more_[k - 1] = new QPushButton(this);
        more_[k - 1]->setObjectName(QStringLiteral("bjMore%1Button").arg(k));
    }
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    for (QPushButton* button : {roll_, stop_, more_[0], more_[1], more_[2]}) {
        button->setCursor(Qt::PointingHandCursor);
        button->setFocusPolicy(Qt::NoFocus);
        button->setMinimumHeight(44);
        button->setStyleSheet(scaledFontSizes(kButtonStyle));
        buttons->addWidget(button);
    }
    buttons->addStretch();
    roll_->setMinimumWidth(200);

    // The tokens over the dice on the left, the round's card over the thrower's total and
    // throws on the right: the middle is as tall as the card with four players and the total
    // under it, so the board fits a 1024 × 600 screen.
    auto* middle = new QGridLayout;
    middle->setHorizontalSpacing(18);
    middle->setVerticalSpacing(4);
    middle->addWidget(tokens_, 0, 0);
    middle->addWidget(table_, 0, 1, Qt::AlignTop);
    middle->addWidget(dice_, 1, 0, 2, 1);
    middle->addWidget(total_, 1, 1);
    middle->addWidget(throws_, 2, 1);
    middle->setColumnStretch(0, 5);
    middle->setColumnStretch(1, 4);
    middle->setRowStretch(0, 3);
    middle->setRowStretch(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(30, 16, 30, 16);
    layout->setSpacing(4);
    layout->addWidget(title_);
    layout->addWidget(status_);
    layout->addLayout(middle, 1);
    layout->addWidget(help_);
    layout->addLayout(buttons);

    connect(roll_, &QPushButton::clicked, this, &BlackjackBoardView::onRollClicked);
    connect(stop_, &QPushButton::clicked, this, [this] { choose(BjMove::stop()); });
    for (int k = 1; k <= core::kMaxDice; ++k)
        connect(more_[k - 1], &QPushButton::clicked, this, [this, k] { choose(BjMove::again(k)); });
    connect(dice_, &DiceView::rollFinished, this, &BlackjackBoardView::runTransfers);
    connect(tokens_, &TokenPotView::transferFinished, this, &BlackjackBoardView::runTransfers);
    refreshButtons();
}

void BlackjackBoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QRadialGradient felt(rect().center(), std::max(width(), height()) * 0.7);
    felt.setColorAt(0, QColor(38, 112, 70));
    felt.setColorAt(1, QColor(18, 64, 38));
    painter.fillRect(rect(), QColor(96, 52, 24));
    painter.setBrush(felt);
    painter.setPen(QPen(QColor(201, 162, 82), 2));
    painter.drawRoundedRect(QRectF(rect()).adjusted(10, 10, -10, -10), 22, 22);
}

QColor BlackjackBoardView::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<PlayerId>(seats().size())) return seats()[seat].colour;
    return kDefaultColours[std::abs(seat) % 4];
}

bool BlackjackBoardView::isHumanSeat(PlayerId seat) const {
    return seat >= 0 && seat < static_cast<PlayerId>(seats().size()) && seats()[seat].human;
}

void BlackjackBoardView::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    std::vector<TokenPotView::Seat> looks;
    for (const SeatLook& seat : seats) looks.push_back({seat.name, seat.colour, 0});
    tokens_->setSeats(looks);
}

void BlackjackBoardView::showTokens(const BlackjackState& state) {
    if (tokens_->seatCount() != state.numPlayers()) {
        std::vector<TokenPotView::Seat> looks;
        for (PlayerId seat = 0; seat < state.numPlayers(); ++seat)
            looks.push_back({seatName(seat), seatColour(seat), 0});
        tokens_->setSeats(looks);
    }
    for (PlayerId seat = 0; seat < state.numPlayers(); ++seat) {
        tokens_->setTokens(seat, state.tokens(seat));
        tokens_->setSeatDimmed(seat, !state.inGame(seat));
    }
    tokens_->setPot(state.pot());
    tokens_->setActiveSeat(state.isTerminal() ? -1 : state.seatToPlay());
}

void BlackjackBoardView::showState(const State& state, PlayerId viewer) {
    const auto* bj = dynamic_cast<const BlackjackState*>(&state);
    if (!bj) return;
    // A position shown from outside (undo, redo, review) ends any animation under way.
    afterAnimation_.reset();
    pendingTransfers_.clear();
    tokens_->finishTransfer();
    display(*bj, viewer);
}

void BlackjackBoardView::display(const BlackjackState& state, PlayerId viewer) {
    state_ = std::make_unique<BlackjackState>(state);
    viewer_ = viewer;
    showTokens(*state_);
    refreshDice();
    refreshTable();
    refreshTexts();
    refreshButtons();
}

void BlackjackBoardView::refreshDice() {
    const auto& throws = state_->turnThrows();
    std::vector<int> faces;
    if (!throws.empty()) faces = core::facesOf(throws.back());
    faces.resize(core::kMaxDice, 0);
    dice_->setFaces(faces);
    const PlayerId thrower = state_->lastThrower();
    dice_->setHeldColour(seatColour(thrower));
    if (thrower < 0) {
        total_->clear();
        throws_->clear();
        return;
    }
    const int total = sumOf(throws);
    const bool bust = total > core::kTarget;
    QStringList parts;
    for (const auto& t : throws) parts << QString::fromStdString(core::facesText(t));
    throws_->setText(
        tr("%1: %2").arg(seatName(thrower).toHtmlEscaped(), parts.join(QStringLiteral("  +  "))));
    const QString colour = bust ? QStringLiteral("#ff8c78") : QStringLiteral("#fff8e0");
    const QString word = bust ? tr("bust") : (total == core::kTarget ? tr("black jack!") : "");
    total_->setText(
        scaledFontSizes(QStringLiteral("<span style='color:%1; font-size:44px; font-weight:bold'>%2"
                                       "</span><span style='color:%1; font-size:20px'> %3</span>"))
            .arg(colour, QString::number(total), word.toHtmlEscaped()));
}

void BlackjackBoardView::refreshTable() {
    const RoundResult& last = state_->lastRound();
    bool nobodyThrew = true;
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat)
        if (state_->roundScore(seat) > 0) nobodyThrew = false;
    const bool showLast = last.number > 0 && (nobodyThrew || state_->isTerminal());
    std::vector<RoundTable::Row> rows;
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat) {
        RoundTable::Row row;
        row.name = seatName(seat);
        row.colour = seatColour(seat);
        const Standing standing = showLast ? last.standings[seat] : state_->standing(seat);
        const int score = showLast ? last.scores[seat] : state_->roundScore(seat);
        switch (standing) {
            case Standing::Waiting:
                row.status = tr("waiting");
                break;
            case Standing::Playing:
                row.status = score > 0 ? tr("throwing") : tr("to throw");
                break;
            case Standing::Stood:
                row.status = tr("stands");
                break;
            case Standing::Bust:
                row.status = tr("bust");
                row.bust = true;
                break;
            case Standing::Out:
                row.status = tr("out of the game");
                row.out = true;
                break;
        }
        if (score > 0) row.score = QString::number(score);
        if (showLast) {
            row.winner = last.winner == seat;
            if (std::find(last.eliminated.begin(), last.eliminated.end(), seat) !=
                last.eliminated.end()) {
                row.status = tr("%1, out").arg(row.status);
                row.out = true;
            }
        } else {
            row.current = !state_->isTerminal() && seat == state_->seatToPlay();
        }
        rows.push_back(row);
    }
    table_->setContent(
        showLast ? tr("Round %1: result").arg(last.number) : tr("Round %1").arg(state_->round()),
        rows);
}

QString BlackjackBoardView::namesOf(const std::vector<PlayerId>& seats) const {
    QStringList names;
    for (PlayerId seat : seats) names << seatName(seat);
    if (names.size() <= 1) return names.join(QString());
    const QString last = names.takeLast();
    return tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
}

QString BlackjackBoardView::roundSummary(const RoundResult& result) const {
    QString text;
    if (result.winner >= 0) {
        const int collected =
            result.potTaken + std::accumulate(result.paid.begin(), result.paid.end(), 0);
        text = tr("%1 wins round %2 with %3 and collects %n token(s)", nullptr, collected)
                   .arg(seatName(result.winner), QString::number(result.number),
                        QString::number(result.best));
    } else if (!result.tiedBest.empty()) {
        text = tr("Round %1: %2 tie on %3 — nobody collects, the pot stays")
                   .arg(QString::number(result.number), namesOf(result.tiedBest),
                        QString::number(result.best));
    } else {
        text = tr("Round %1: everybody went bust — the pot stays").arg(result.number);
    }
    if (!result.eliminated.empty())
        text +=
            QStringLiteral(". ") + (result.eliminated.size() == 1 ? tr("%1 is out of the game")
                                                                  : tr("%1 are out of the game"))
                                       .arg(namesOf(result.eliminated));
    return text;
}

QString BlackjackBoardView::bestSoFar(const BlackjackState& state) const {
    const int best = state.bestStanding();
    if (best == 0) return tr("Nobody stands yet.");
    std::vector<PlayerId> holders;
    for (PlayerId seat = 0; seat < state.numPlayers(); ++seat)
        if (state.standing(seat) == Standing::Stood && state.roundScore(seat) == best)
            holders.push_back(seat);
    return tr("Best so far: %1 (%2).").arg(QString::number(best), namesOf(holders));
}

void BlackjackBoardView::refreshTexts() {
    const BlackjackState& s = *state_;
    const PlayerId seat = s.seatToPlay();
    const QString name = seatName(seat);
    if (s.isTerminal())
        title_->setText(tr("Game over after %n round(s)", nullptr, s.lastRound().number));
    else
        title_->setText(
            tr("Round %1 · started by %2").arg(QString::number(s.round()), seatName(s.starter())));
    if (s.isTerminal()) {
        std::vector<PlayerId> winners;
        const auto places = s.ranking();
        for (PlayerId p = 0; p < s.numPlayers(); ++p)
            if (places[p] == 1) winners.push_back(p);
        const int tokens = s.tokens(winners.front());
        if (s.playersInGame() == 1)
            status_->setText(
                tr("%1 wins the game with all %n token(s)!", nullptr, tokens).arg(seatName(seat)));
        else if (winners.size() == 1)
            status_->setText(tr("%1 wins the game with %n token(s)!", nullptr, tokens)
                                 .arg(seatName(winners.front())));
        else
            status_->setText(tr("%1 share the win with %n token(s) each!", nullptr, tokens)
                                 .arg(namesOf(winners)));
        help_->setText(roundSummary(s.lastRound()));
        return;
    }
    const bool firstThrowOfTurn = s.roundScore(seat) == 0;
    const bool roundOpening = firstThrowOfTurn && s.playersStillToPlay() == s.playersInGame() - 1;
    if (s.isChanceNode()) {
        if (roundOpening && s.lastRound().number > 0)
            status_->setText(roundSummary(s.lastRound()));
        else if (firstThrowOfTurn)
            status_->setText(tr("%1 to throw the three dice").arg(name));
        else
            status_->setText(tr("%1 has %2 and throws %n more die(s)", nullptr, s.diceToThrow())
                                 .arg(name, QString::number(s.roundScore(seat))));
        QString help = firstThrowOfTurn && isHumanSeat(seat)
                           ? tr("%1, roll the three dice (Space).").arg(name)
                           : (firstThrowOfTurn ? tr("%1 to throw.").arg(name) : QString());
        if (roundOpening && s.lastRound().number > 0)
            help = tr("Round %1: %2").arg(QString::number(s.round()), help);
        else if (!roundOpening)
            help = (help.isEmpty() ? QString() : help + QLatin1Char(' ')) + bestSoFar(s);
        help_->setText(help);
        return;
    }
    status_->setText(tr("%1 has %2").arg(name, QString::number(s.roundScore(seat))));
    QString help = bestSoFar(s);
    const int toPlay = s.playersStillToPlay();
    help += QLatin1Char(' ') + (toPlay == 0 ? tr("%1 is the last to play.").arg(name)
                                            : tr("%n player(s) still to play.", nullptr, toPlay));
    if (isHumanSeat(seat)) help += QLatin1Char(' ') + tr("Stop (S) or throw more dice (1, 2, 3).");
    help_->setText(help);
}

void BlackjackBoardView::refreshButtons() {
    const bool animating = afterAnimation_ != nullptr;
    const bool humanRoll =
        state_ && state_->isChanceNode() && isHumanSeat(state_->seatToPlay()) && !animating;
    roll_->setVisible(!deciding_);
    roll_->setEnabled(humanRoll);
    // "Roll 2 dice" only while those dice wait to be thrown; otherwise the turn's first throw.
    const bool firstThrow =
        !state_ || !state_->isChanceNode() || state_->roundScore(state_->seatToPlay()) == 0;
    roll_->setText(firstThrow ? tr("Roll the three dice")
                              : tr("Roll %n die(s)", nullptr, state_->diceToThrow()));
    roll_->setStyleSheet(scaledFontSizes(kButtonStyle));
    stop_->setVisible(deciding_);
    stop_->setEnabled(deciding_);
    stop_->setStyleSheet(scaledFontSizes(kButtonStyle));
    stop_->setText(state_ ? tr("Stop on %1").arg(state_->roundScore(state_->seatToPlay()))
                          : tr("Stop"));
    for (int k = 1; k <= core::kMaxDice; ++k) {
        QPushButton* button = more_[k - 1];
        button->setVisible(deciding_);
        button->setEnabled(deciding_);
        button->setStyleSheet(scaledFontSizes(kButtonStyle));
        button->setText(tr("Throw %n more die(s)", nullptr, k));
    }
}

void BlackjackBoardView::requestMove(PlayerId player) {
    if (!state_ || state_->isTerminal() || state_->currentActor() != player) return;
    deciding_ = true;
    refreshButtons();
    setFocus();
}

void BlackjackBoardView::cancelRequest() {
    deciding_ = false;
    refreshButtons();
}

void BlackjackBoardView::choose(const BjMove& move) {
    if (!deciding_ || !state_ || !state_->isLegal(move)) return;
    againChosenHere_ = move.kind == MoveKind::Again;
    cancelRequest();
    emit moveChosen(core::encode(move));
}

void BlackjackBoardView::onRollClicked() {
    if (!state_ || afterAnimation_ || !state_->isChanceNode()) return;
    if (isHumanSeat(state_->seatToPlay())) emit rollRequested();
}

void BlackjackBoardView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (deciding_ && key >= Qt::Key_1 && key < Qt::Key_1 + core::kMaxDice) {
        choose(BjMove::again(key - Qt::Key_0));
        return;
    }
    if (deciding_ && key == Qt::Key_S) {
        choose(BjMove::stop());
        return;
    }
    if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) {
        onRollClicked();
        return;
    }
    BoardView::keyPressEvent(event);
}

void BlackjackBoardView::showHint(Move move) {
    if (!deciding_) return;
    const BjMove hint = core::decode(move);
    QPushButton* button = hint.kind == MoveKind::Stop    ? stop_
                          : hint.kind == MoveKind::Again ? more_[hint.dice - 1]
                                                         : nullptr;
    if (button) button->setStyleSheet(scaledFontSizes(kHintStyle));
}

std::deque<std::vector<TokenPotView::Transfer>> BlackjackBoardView::transfersOf(
    const BlackjackState& before, const BjMove& move, const BlackjackState& after) const {
    std::deque<std::vector<TokenPotView::Transfer>> batches;
    const PlayerId seat = before.seatToPlay();
    const bool bustPaid = move.kind == MoveKind::Throw &&
                          before.roundScore(seat) + core::diceSum(move.faces) > core::kTarget &&
                          before.tokens(seat) > 0;
    int pot = before.pot();
    if (bustPaid) {
        batches.push_back({{seat, TokenPotView::kPot, 1}});
        ++pot;
    }
    const RoundResult& result = after.lastRound();
    if (result.number != before.lastRound().number && result.winner >= 0) {
        std::vector<TokenPotView::Transfer> settle;
        if (result.potTaken > 0)
            settle.push_back({TokenPotView::kPot, result.winner, result.potTaken});
        for (PlayerId payer = 0; payer < after.numPlayers(); ++payer)
            if (result.paid[payer] > 0)
                settle.push_back({payer, result.winner, result.paid[payer]});
        if (!settle.empty()) batches.push_back(settle);
        pot -= result.potTaken;
    }
    if (after.isTerminal() && after.playersInGame() == 1 && pot > 0)
        batches.push_back({{TokenPotView::kPot, after.seatToPlay(), pot}});
    return batches;
}

void BlackjackBoardView::animateMove(const State& before, Move move, const State& after,
                                     PlayerId viewer, double pace) {
    const auto& b = static_cast<const BlackjackState&>(before);
    const auto& a = static_cast<const BlackjackState&>(after);
    const BjMove m = core::decode(move);
    pace_ = pace;
    showState(after, viewer);
    showTokens(b);  // the counts before the move: the flights bring them up to date
    afterAnimation_ = std::make_unique<BlackjackState>(a);
    pendingTransfers_ = transfersOf(b, m, a);
    refreshButtons();
    if (m.kind == MoveKind::Throw) {
        std::vector<bool> rolling(core::kMaxDice, false);
        for (int i = 0; i < core::diceCount(m.faces); ++i) rolling[i] = true;
        dice_->roll(rolling, dice_->faces(), static_cast<int>(kRollMs * pace));
        return;  // rollFinished() starts the token flights
    }
    runTransfers();
}

void BlackjackBoardView::runTransfers() {
    if (!afterAnimation_ || dice_->isRolling() || tokens_->isTransferring()) return;
    if (pendingTransfers_.empty()) {
        finishAnimation();
        return;
    }
    const auto batch = pendingTransfers_.front();
    pendingTransfers_.pop_front();
    tokens_->transfer(batch, static_cast<int>(kTransferMs * pace_));
}

void BlackjackBoardView::finishAnimation() {
    const auto after = std::move(afterAnimation_);
    showTokens(*after);
    refreshButtons();
    const bool rollNow = againChosenHere_ && after->isChanceNode();
    againChosenHere_ = false;
    // Queued, so the controller sees the signal after this call returns. A human's "throw
    // more" is one gesture: the roll follows at once (the controller now waits for it).
    QTimer::singleShot(0, this, [this, rollNow] {
        emit animationFinished();
        if (rollNow) emit rollRequested();
    });
}

QString BlackjackBoardView::describeMove(const State& before, Move move, const State& after) const {
    const auto& b = static_cast<const BlackjackState&>(before);
    const auto& a = static_cast<const BlackjackState&>(after);
    const BjMove m = core::decode(move);
    const PlayerId seat = b.seatToPlay();
    const QString who = seatName(seat);
    QString text;
    switch (m.kind) {
        case MoveKind::Throw: {
            const int total = b.roundScore(seat) + core::diceSum(m.faces);
            const QString dice = QString::fromStdString(core::facesText(m.faces));
            if (total > core::kTarget)
                text = b.tokens(seat) > 0
                           ? tr("%1 rolled %2: %3, bust — one token to the pot")
                                 .arg(who, dice, QString::number(total))
                           : tr("%1 rolled %2: %3, bust").arg(who, dice, QString::number(total));
            else
                text = tr("%1 rolled %2: %3").arg(who, dice, QString::number(total));
            break;
        }
        case MoveKind::Stop:
            text = tr("%1 stops on %2").arg(who, QString::number(b.roundScore(seat)));
            break;
        case MoveKind::Again:
            text = tr("%1 throws %n more die(s)", nullptr, m.dice).arg(who);
            break;
    }
    if (a.lastRound().number != b.lastRound().number)
        text += QStringLiteral(" — ") + roundSummary(a.lastRound());
    return text;
}

}  // namespace lt::shell::diceblackjack
