#include "app/game_screen.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

#include "app/dealt_cards.h"
#include "app/game_texts.h"
#include "app/hand_over_overlay.h"
#include "app/move_list.h"
#include "app/players_panel.h"
#include "app/review_panel.h"
#include "app/review_runner.h"
#include "app/sound_board.h"
#include "base/move_list_writer.h"
#include "framework/errors.h"
#include "widgets/evaluation_graph.h"
#include "widgets/font_scale.h"

namespace lt::shell {

GameScreen::GameScreen(SoundBoard& sounds, QWidget* parent) : QWidget(parent), sounds_(sounds) {
    setObjectName("gameScreen");
    boardArea_ = new QWidget(this);
    boardArea_->setObjectName("boardArea");
    auto* boardLayout = new QVBoxLayout(boardArea_);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    overlay_ = new HandOverOverlay(boardArea_);
    connect(overlay_, &HandOverOverlay::accepted, this, [this] {
        if (controller_) controller_->acceptHandOver();
        if (board_) board_->setFocus();  // not the next widget in the focus chain
    });

    auto* statusFrame = new QFrame(this);
    statusFrame->setObjectName("statusFrame");
    auto* statusLayout = new QVBoxLayout(statusFrame);
    statusLayout->setContentsMargins(14, 8, 14, 8);
    statusLayout->setSpacing(2);
    turnLine_ = new QLabel(statusFrame);
    turnLine_->setObjectName("turnLine");
    turnLine_->setWordWrap(true);  // a long prompt takes two lines, never the window's width
    lastMoveLine_ = new QLabel(statusFrame);
    lastMoveLine_->setObjectName("lastMoveLine");
    lastMoveLine_->setWordWrap(true);  // a goose's long jump story widened the window past 1024
    statusLayout->addWidget(turnLine_);
    statusLayout->addWidget(lastMoveLine_);

    reviewPanel_ = new ReviewPanel(this);
    reviewRunner_ = new ReviewRunner(this);
    connect(reviewPanel_, &ReviewPanel::cancelRequested, this, &GameScreen::cancelGameReview);
    connect(reviewPanel_, &ReviewPanel::positionChosen, this, [this](std::size_t index) {
        if (controller_) controller_->review(pliesAtReviewPosition(index));
    });
    connect(reviewRunner_, &ReviewRunner::progressed, this, &GameScreen::onReviewProgressed);
    connect(reviewRunner_, &ReviewRunner::finished, this, &GameScreen::onReviewFinished);

    auto* boardColumn = new QVBoxLayout;
    boardColumn->setSpacing(10);
    boardColumn->addWidget(boardArea_, 1);
    boardColumn->addWidget(reviewPanel_);
    boardColumn->addWidget(statusFrame);

    auto* side = new QFrame(this);
    side->setObjectName("sidePanel");
    side->setFixedWidth(fontScaled(300));
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(14, 14, 14, 14);
    sideLayout->setSpacing(8);
    auto* playersTitle = new QLabel(tr("Players"), side);
    playersTitle->setObjectName("panelTitle");
    players_ = new PlayersPanel(side);
    players_->setAccessibleName(tr("Players"));
    roll_ = new QPushButton(tr("Roll the dice"), side);
    roll_->setObjectName("rollButton");
    roll_->setToolTip(tr("Roll (Space)"));
    roll_->setShortcut(Qt::Key_Space);
    roll_->setCursor(Qt::PointingHandCursor);
    connect(roll_, &QPushButton::clicked, this, [this] {
        if (controller_) controller_->roll();
    });
    pause_ = new QPushButton(tr("Pause"), side);
    pause_->setObjectName("pauseButton");
    pause_->setCheckable(true);
    connect(pause_, &QPushButton::toggled, this, [this](bool paused) {
        pause_->setText(paused ? tr("Resume") : tr("Pause"));
        if (controller_) controller_->setPaused(paused);
    });
    auto* movesTitle = new QLabel(tr("Moves"), side);
    movesTitle->setObjectName("panelTitle");
    moves_ = new MoveList(side);
    moves_->setObjectName("moveList");
    moves_->setAccessibleName(tr("Moves"));
    // A long sentence wraps onto a second line instead of being cut behind a scroll bar.
    moves_->setWordWrap(true);
    moves_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    moves_->setResizeMode(QListView::Adjust);
    moves_->setToolTip(tr("Click a move to see the position after it; arrow keys step"));
    // Clicking or stepping through the list shows a past position; the game goes on meanwhile.
    connect(moves_, &MoveList::reviewRequested, this, [this](std::size_t plies) {
        if (controller_) controller_->review(plies);
    });
    connect(moves_, &MoveList::menuRequested, this, &GameScreen::showMoveMenu);
    backToGame_ = new QPushButton(tr("Back to the game"), side);
    backToGame_->setObjectName("backToGameButton");
    backToGame_->setShortcut(Qt::Key_Escape);
    backToGame_->hide();
    connect(backToGame_, &QPushButton::clicked, this, [this] {
        if (controller_) controller_->endReview();
    });
    sideLayout->addWidget(playersTitle);
    sideLayout->addWidget(players_);
    sideLayout->addSpacing(4);
    sideLayout->addWidget(roll_);
    sideLayout->addWidget(pause_);
    sideLayout->addSpacing(4);
    sideLayout->addWidget(movesTitle);
    sideLayout->addWidget(moves_, 1);
    sideLayout->addWidget(backToGame_);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 16, 16, 16);
    layout->setSpacing(16);
    layout->addLayout(boardColumn, 1);
    layout->addWidget(side);
    roll_->hide();
    pause_->hide();
}

GameScreen::~GameScreen() {
    endMatch();
}

void GameScreen::startMatch(const CatalogEntry& entry, Match match, double pace) {
    endMatch();
    entry_ = &entry;
    board_ = entry.ui.makeBoard(boardArea_);
    board_->setObjectName("board");
    board_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    std::vector<SeatLook> looks;
    for (std::size_t i = 0; i < match.seats().size(); ++i) {
        const SeatSpec& seat = match.seats()[i];
        looks.push_back(
            {QString::fromStdString(seat.name), entry.seatColour(i, seat.colour), seat.human});
    }
    board_->setSeats(looks);
    board_->setSquareNumbersShown(squareNumbers_);
    board_->setPixelsPerMm(pixelsPerMm_);
    boardArea_->layout()->addWidget(board_);
    overlay_->raise();

    // A game whose humans roll from the panel shows its Roll button from the start: it is
    // there, enabled or not, all match long.
    const bool humans = std::any_of(match.seats().begin(), match.seats().end(),
                                    [](const SeatSpec& seat) { return seat.human; });
    panelRolls_ = humans && !board_->hasRollControl() && match.stateAt(0)->roller().has_value();
    controller_ = std::make_unique<MatchController>(std::move(match), board_);
    controller_->setPace(pace);
    controller_->setInstantClaims(instantClaims_);
    connect(controller_.get(), &MatchController::stateChanged, this, [this] {
        refreshPanel();
        emit matchChanged();
    });
    connect(controller_.get(), &MatchController::moveAnnounced, this,
            [this](const QString& text, Sound sound) {
                lastMoveLine_->setText(text);
                sounds_.play(sound);
            });
    connect(controller_.get(), &MatchController::hintExplained, this,
            [this](const QString& text) { lastMoveLine_->setText(text); });
    connect(controller_.get(), &MatchController::phaseChanged, this, [this] {
        refreshPhase();
        emit phaseChanged();
    });
    connect(controller_.get(), &MatchController::gameFinished, this, &GameScreen::gameFinished);
    connect(controller_.get(), &MatchController::reviewChanged, this, &GameScreen::refreshReview);
    connect(controller_.get(), &MatchController::agentFailed, this, [this](const QString& message) {
        turnLine_->setText(tr("The computer could not move: %1").arg(message));
    });
    connect(controller_.get(), &MatchController::failed, this, [this](const QString& message) {
        selectReviewedMove();
        turnLine_->setText(message);
    });

    players_->setMatch(controller_->match(), entry);
    pause_->blockSignals(true);
    pause_->setChecked(false);
    pause_->setText(tr("Pause"));
    pause_->blockSignals(false);
    pause_->setVisible(controller_->watchOnly());
    lastMoveLine_->clear();
    fillMoveList();
    refreshReview();
    controller_->start();
    refreshPhase();
}

void GameScreen::endMatch() {
    overlay_->hide();
    dropGameReview();
    controller_.reset();  // stops and joins a thinking agent before the board goes
    listed_.reset();
    listedPly_ = 0;
    deal_.reset();
    unreadable_ = false;
    moves_->clear();
    moves_->setPaired(false);
    if (board_) {
        board_->hide();
        board_->deleteLater();
        board_ = nullptr;
    }
    entry_ = nullptr;
}

void GameScreen::setSquareNumbersShown(bool shown) {
    squareNumbers_ = shown;
    if (board_) board_->setSquareNumbersShown(shown);
}

void GameScreen::setPixelsPerMm(double pixelsPerMm) {
    pixelsPerMm_ = pixelsPerMm;
    if (board_) board_->setPixelsPerMm(pixelsPerMm);
}

void GameScreen::setInstantClaims(bool instant) {
    instantClaims_ = instant;
    if (controller_) controller_->setInstantClaims(instant);
}

QString GameScreen::seatName(PlayerId seat) const {
    const auto& seats = controller_->match().seats();
    return seat >= 0 && seat < static_cast<PlayerId>(seats.size())
               ? QString::fromStdString(seats[seat].name)
               : QString();
}

void GameScreen::refreshPanel() {
    if (!controller_) return;
    players_->refresh(controller_->match());
    dropStaleReview();
    fillMoveList();
    markReviewedMoves();
}

// The rows follow the record: moves are only ever added at the end or taken back, so the list
// is adjusted, not rebuilt. The last row left after an undo is listed again, since it may have
// grown by more plies (a deal, a draw offer) than are left.
void GameScreen::fillMoveList() {
    const Match& match = controller_->match();
    std::size_t from = moves_->listedPlies();
    if (from > match.ply()) {
        from = moves_->takeBackTo(match.ply());
        if (from > 0) from = moves_->takeBackTo(from - 1);
    }
    if (from != listedPly_ || !listed_) {
        deal_.reset();
        unreadable_ = false;
        try {
            listed_ = match.stateAt(from);
        } catch (const InputError&) {
            unreadable_ = true;
        }
    }
    for (std::size_t i = from; i < match.ply(); ++i) {
        std::unique_ptr<State> before;
        std::optional<Move> played;
        if (!unreadable_) {
            before = listed_->clone();
            try {
                played = match.applyPlayed(*listed_, i);
            } catch (const InputError&) {
                // A move the record cannot read back (the match refuses to replay through it):
                // it and the ones after it are listed by their notation.
                unreadable_ = true;
            }
        }
        if (played) {
            listMove(i, before.get(), *played, listed_.get());
        } else {
            listMove(i, nullptr, std::nullopt, nullptr);
        }
    }
    listedPly_ = match.ply();
    selectReviewedMove();
    if (!controller_->reviewedPly()) moves_->scrollToBottom();
}

// Adds recorded move `index` to the list: a card dealt face down joins the deal before it,
// a note (a draw offer) the row before it, and a game written in pairs fills two columns.
void GameScreen::listMove(std::size_t index, const State* before, std::optional<Move> played,
                          const State* after) {
    const Match& match = controller_->match();
    const RecordedMove& move = match.playedMove(index);
    if (DealtCards::isDealtCard(match, index)) {
        const bool joins = deal_.has_value();
        if (!joins) {
            deal_.emplace(static_cast<int>(match.seats().size()));
            dealFirst_ = index;
        }
        deal_->add(played ? DealtCards::holder(*before, *played, *after) : std::nullopt);
        const QString said = deal_->text([this](PlayerId seat) { return seatName(seat); });
        const QString text =
            index == dealFirst_
                ? tr("%1. %2").arg(QString::number(index + 1), said)
                : tr("%1–%2. %3")
                      .arg(QString::number(dealFirst_ + 1), QString::number(index + 1), said);
        if (joins) {
            moves_->extendLastRow(text, index + 1);
        } else {
            moves_->appendRow(text, index, index + 1);
            greyLastRow();
        }
        return;
    }
    deal_.reset();
    const QString number = QString::number(index + 1);
    const bool secret = match.isSecretMove(index);
    MoveListEntry entry;
    if (board_ && before && played && after && !secret) {
        const auto* writer = dynamic_cast<const MoveListWriter*>(board_);
        entry = writer ? writer->moveListEntry(*before, *played, *after)
                       : MoveListEntry{board_->moveListText(*before, *played, *after)};
    } else {
        const QString notation =
            secret ? tr("(hidden card)") : QString::fromStdString(move.notation);
        entry.text = move.actor == actor::chance ? notation
                                                 : tr("%1: %2").arg(seatName(move.actor), notation);
    }
    if (entry.note && moves_->listedPlies() == index && moves_->count() > 0 &&
        moves_->pliesAfter(moves_->count() - 1)) {
        const QString row = moves_->item(moves_->count() - 1)->text();
        moves_->extendLastRow(entry.text.isEmpty() ? row : row + QLatin1Char(' ') + entry.text,
                              index + 1);
        return;
    }
    if (entry.note) {
        moves_->appendRow(entry.text, index, index + 1);
        return;
    }
    if (entry.pair > 0) {
        // White's move begins a line, Black's ends it: a pair begun by Black keeps its first
        // cell with the pair's number.
        moves_->setPaired(true);
        const bool lineStart = moves_->count() % 2 == 0;
        const QString pair = QString::number(entry.pair);
        if (!entry.second && !lineStart) moves_->appendFiller(QString(), index);
        if (entry.second && lineStart) moves_->appendFiller(tr("%1. …").arg(pair), index);
        moves_->appendRow(entry.second ? entry.text : tr("%1. %2").arg(pair, entry.text), index,
                          index + 1);
        return;
    }
    moves_->appendRow(tr("%1. %2").arg(number, entry.text), index, index + 1);
    if (move.actor == actor::chance) greyLastRow();
}

// Chance's moves are greyed: nobody chose them.
void GameScreen::greyLastRow() {
    moves_->item(moves_->count() - 1)->setForeground(palette().color(QPalette::PlaceholderText));
}

void GameScreen::refreshReview() {
    const auto reviewed = controller_ ? controller_->reviewedPly() : std::nullopt;
    backToGame_->setVisible(reviewed.has_value());
    selectReviewedMove();
    if (!reviewed) {
        moves_->scrollToBottom();
        // The board's own keys work again, unless the keys step along the review's graph.
        if (board_ && !reviewPanel_->graph()->hasFocus()) board_->setFocus();
    }
    showReviewedPosition();
    turnLine_->setText(statusText());
}

// The list marks the reviewed move, and no move while the game is shown (a list widget makes
// its first item current by itself).
void GameScreen::selectReviewedMove() {
    const auto reviewed = controller_ ? controller_->reviewedPly() : std::nullopt;
    moves_->setCurrentRow(reviewed ? moves_->rowOf(*reviewed) : -1);
}

void GameScreen::refreshPhase() {
    if (!controller_) return;
    refreshHandOver();
    const bool panelRoll = controller_->canRoll() && !(board_ && board_->hasRollControl());
    // Once shown, the button keeps its place, disabled between the humans' rolls, so the move
    // list below it does not jump.
    panelRolls_ = panelRolls_ || panelRoll;
    roll_->setVisible(panelRolls_);
    roll_->setEnabled(panelRoll);
    if (panelRoll) roll_->setFocus();
    // Watching computers: nothing to pause once the game is over.
    pause_->setVisible(controller_->watchOnly() && !controller_->match().state().isTerminal());
    turnLine_->setText(statusText());
}

// The hand-over screen is up exactly while the controller waits for it, for the seat it names.
void GameScreen::refreshHandOver() {
    if (const auto seat = controller_->handOverSeat())
        overlay_->showFor(seatName(*seat));
    else
        overlay_->hide();
}

void GameScreen::showNote(const QString& text) {
    lastMoveLine_->setText(text);
}

QString GameScreen::statusText() const {
    if (!controller_) return {};
    const Match& match = controller_->match();
    const State& state = match.state();
    if (state.isTerminal()) {
        const auto places = state.ranking();
        QStringList winners;
        for (std::size_t i = 0; i < places.size(); ++i)
            if (places[i] == 1) winners << seatName(static_cast<PlayerId>(i));
        // The hints each player took (issue 22), as PySolFC tells them: "Anna used 2 hints".
        QStringList hints;
        for (std::size_t i = 0; i < match.seats().size(); ++i)
            if (const int n = match.hintsTaken(static_cast<PlayerId>(i)))
                hints << tr("%1 used %n hint(s).", nullptr, n)
                             .arg(seatName(static_cast<PlayerId>(i)));
        const QString used =
            hints.isEmpty() ? QString() : QLatin1Char(' ') + hints.join(QLatin1Char(' '));
        if (winners.size() == 1) return tr("Game over — %1 wins!").arg(winners.first()) + used;
        if (winners.size() == static_cast<int>(places.size()))
            return tr("Game over — a draw.") + used;
        return tr("Game over — shared win: %1").arg(winners.join(tr(", "))) + used;
    }
    if (const auto reviewed = controller_->reviewedPly())
        return tr("Viewing the position after move %1 of %2 (Esc: back to the game)")
            .arg(QString::number(*reviewed), QString::number(match.ply()));
    if (const auto seat = controller_->handOverSeat())
        return tr("Pass the device to %1").arg(seatName(*seat));
    if (controller_->paused()) return tr("Paused");
    if (controller_->holding()) return tr("A moment: calls can still be made");
    if (controller_->canRoll()) {
        const QString prompt = board_ ? board_->rollPrompt(*state.roller(), true) : QString();
        return prompt.isEmpty() ? tr("%1, roll the dice (Space)").arg(seatName(*state.roller()))
                                : prompt;
    }
    if (controller_->thinking()) return tr("%1 is thinking…").arg(seatName(state.currentActor()));
    if (controller_->waitingForMove()) {
        const QString prompt = board_ ? board_->movePrompt(state.currentActor()) : QString();
        return prompt.isEmpty() ? tr("%1 to move").arg(seatName(state.currentActor())) : prompt;
    }
    // A computer's roll or a move on its way across the board: the line still says whose
    // turn it is rather than going blank.
    if (state.isChanceNode()) {
        if (const auto roller = state.roller()) {
            const QString prompt = board_ ? board_->rollPrompt(*roller, false) : QString();
            return prompt.isEmpty() ? tr("%1 rolls the dice…").arg(seatName(*roller)) : prompt;
        }
        return {};
    }
    return tr("%1 to move").arg(seatName(state.currentActor()));
}

}  // namespace lt::shell
