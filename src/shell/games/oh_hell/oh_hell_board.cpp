#include "games/oh_hell/oh_hell_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>

#include "games/oh_hell/moves.h"

namespace lt::shell::oh_hell {
namespace {

using lt::oh_hell::bidMove;
using lt::oh_hell::cardOf;
using lt::oh_hell::kindOf;
using lt::oh_hell::MoveKind;
using lt::oh_hell::Phase;
using lt::oh_hell::playMove;

constexpr int kMostBids = 18;  // 0..17: the 3-player deal of the whole deck

const char* const kButtonStyle =
    "QPushButton { background: rgba(12, 28, 18, 215); color: white; font-weight: bold;"
    " border: 1px solid rgba(255, 214, 90, 170); border-radius: 8px; padding: 4px 8px; }"
    "QPushButton:hover { background: rgba(40, 80, 55, 235); }"
    "QPushButton:focus { border: 2px solid rgb(255, 214, 90); }"
    "QPushButton:disabled { color: rgba(255, 255, 255, 90); border-color: rgba(255, 255, 255, 40);"
    " background: rgba(12, 28, 18, 140); }";
// The dealer's forbidden bid: struck through on red.
const char* const kForbiddenStyle =
    "QPushButton:disabled { color: rgb(255, 190, 180); text-decoration: line-through;"
    " border: 2px dashed rgb(255, 120, 100); background: rgba(110, 25, 20, 230); }";

QString suitText(cards::Suit suit) {
    return QString::fromUtf8(cards::suitSymbol(suit).data());
}

}  // namespace

OhHellBoard::OhHellBoard(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setStyleSheet(QString::fromLatin1(kButtonStyle));
    bidPad_ = new QWidget(this);
    bidPad_->setStyleSheet(QString::fromLatin1(kForbiddenStyle));
    for (int bid = 0; bid < kMostBids; ++bid) {
        auto* button = new QPushButton(QString::number(bid), bidPad_);
        button->setFocusPolicy(Qt::NoFocus);
        connect(button, &QPushButton::clicked, this, [this, bid] { tryBid(bid); });
        bidButtons_.push_back(button);
    }
    bidPad_->hide();
    lastTrickButton_ = new QPushButton(tr("Last trick"), this);
    lastTrickButton_->setCheckable(true);
    lastTrickButton_->setFocusPolicy(Qt::NoFocus);
    connect(lastTrickButton_, &QPushButton::toggled, this, [this](bool on) {
        lastTrickShown_ = on;
        update();
    });
    scoreSheetButton_ = new QPushButton(tr("Score sheet"), this);
    scoreSheetButton_->setCheckable(true);
    scoreSheetButton_->setFocusPolicy(Qt::NoFocus);
    connect(scoreSheetButton_, &QPushButton::toggled, this, [this](bool on) {
        // The sheet covers the whole table, buttons too; a click anywhere closes it.
        scoreSheetShown_ = on;
        lastTrickButton_->setVisible(!on);
        scoreSheetButton_->setVisible(!on);
        bidPad_->setVisible(!on && biddingNow());
        update();
    });
    placeControls();
}

QString OhHellBoard::cardCount(int count) {
    return count == 1 ? tr("1 card") : tr("%1 cards").arg(count);
}

QString OhHellBoard::trickCount(int count) {
    return count == 1 ? tr("1 trick") : tr("%1 tricks").arg(count);
}

TableGeometry OhHellBoard::geometry() const {
    const int players = state_ ? state_->numPlayers() : 4;
    return layOutTable(QSizeF(size()), players, bottomSeat(), deck_.aspectRatio());
}

PlayerId OhHellBoard::bottomSeat() const {
    if (state_ && viewer_ >= 0 && viewer_ < state_->numPlayers()) return viewer_;
    return lastBottom_;
}

bool OhHellBoard::bottomFaceUp() const {
    return viewer_ == perspective::everyone || viewer_ == bottomSeat();
}

std::vector<Card> OhHellBoard::shownHand() const {
    if (!state_ || !bottomFaceUp()) return {};
    return state_->hand(bottomSeat()).cards();
}

bool OhHellBoard::biddingNow() const {
    return inputSeat_ && state_ && state_->table().phase == Phase::Bidding;
}

bool OhHellBoard::playingNow() const {
    return inputSeat_ && state_ && state_->table().phase == Phase::Playing;
}

void OhHellBoard::showState(const State& state, PlayerId viewer) {
    const auto* ohHell = dynamic_cast<const OhHellState*>(&state);
    if (!ohHell) return;
    const bool ended = ohHell->isTerminal() && !(state_ && state_->isTerminal());
    state_ = std::make_unique<OhHellState>(*ohHell);
    viewer_ = viewer;
    if (viewer >= 0 && viewer < state_->numPlayers()) lastBottom_ = viewer;
    if (lastBottom_ >= state_->numPlayers()) lastBottom_ = 0;
    if (!inputSeat_) {
        message_.clear();
        refusal_ = false;
    }
    refreshControls();
    // The match is over: the score sheet opens by itself.
    if (ended) scoreSheetButton_->setChecked(true);
    update();
}

void OhHellBoard::requestMove(PlayerId player) {
    if (!state_) return;
    inputSeat_ = player;
    hint_.reset();
    refusal_ = false;
    message_ = promptText();
    const auto& table = state_->table();
    if (table.phase == Phase::Bidding) {
        cursor_ = table.forbiddenBidNow() == 0 ? 1 : 0;
    } else {
        const auto hand = shownHand();
        const auto playable = state_->playableNow();
        cursor_ = 0;
        for (std::size_t i = 0; i < hand.size(); ++i)
            if (std::find(playable.begin(), playable.end(), hand[i]) != playable.end()) {
                cursor_ = static_cast<int>(i);
                break;
            }
    }
    refreshControls();
    setFocus();
    update();
}

void OhHellBoard::cancelRequest() {
    inputSeat_.reset();
    hint_.reset();
    message_.clear();
    refusal_ = false;
    refreshControls();
    update();
}

void OhHellBoard::showHint(Move move) {
    hint_ = move;
    refreshControls();  // a hinted bid is framed on the pad
    update();
}

QString OhHellBoard::promptText() const {
    if (!state_ || !inputSeat_) return {};
    const auto& table = state_->table();
    if (table.phase == Phase::Bidding) {
        const int forbidden = table.forbiddenBidNow();
        if (forbidden >= 0) return tr("Your bid. As dealer you may not bid %1.").arg(forbidden);
        return tr("Your bid: how many tricks will you take?");
    }
    return tr("Your turn: play a card.");
}

QString OhHellBoard::refusalText(Card card) const {
    const auto& table = state_->table();
    const auto refusal =
        cards::checkPlay(state_->hand(table.turn), table.trick, table.trickRules(), card);
    switch (refusal) {
        case cards::PlayRefusal::MustFollowSuit:
            return tr("You must follow suit: play a %1.").arg(suitText(*table.trick.ledSuit()));
        case cards::PlayRefusal::MustTrump:
            return tr("You have no %1, so you must play a trump (%2).")
                .arg(suitText(*table.trick.ledSuit()), suitText(*table.trump()));
        case cards::PlayRefusal::NotInHand:
        case cards::PlayRefusal::Allowed:
            break;
    }
    return {};
}

void OhHellBoard::tryCard(int index) {
    if (!playingNow()) return;
    const auto hand = shownHand();
    if (index < 0 || index >= static_cast<int>(hand.size())) return;
    cursor_ = index;
    const Card card = hand[static_cast<std::size_t>(index)];
    const auto playable = state_->playableNow();
    if (std::find(playable.begin(), playable.end(), card) == playable.end()) {
        message_ = refusalText(card);
        refusal_ = true;
        update();
        return;
    }
    const Move move = playMove(card);
    cancelRequest();
    emit moveChosen(move);
}

void OhHellBoard::tryBid(int bid) {
    if (!biddingNow()) return;
    const auto& table = state_->table();
    if (bid < 0 || bid > table.handSize()) return;
    if (bid == table.forbiddenBidNow()) {
        message_ = tr("As dealer you may not bid %1: the bids would add up to the cards in each "
                      "hand.")
                       .arg(bid);
        refusal_ = true;
        update();
        return;
    }
    cancelRequest();
    emit moveChosen(bidMove(bid));
}

void OhHellBoard::moveCursor(int step) {
    const int count =
        biddingNow() ? state_->table().handSize() + 1 : static_cast<int>(shownHand().size());
    if (count == 0) return;
    cursor_ = ((cursor_ + step) % count + count) % count;
    refreshControls();
    update();
}

void OhHellBoard::refreshControls() {
    const bool bidding = biddingNow();
    bidPad_->setVisible(bidding && !scoreSheetShown_);
    if (bidding) {
        const auto& table = state_->table();
        const int forbidden = table.forbiddenBidNow();
        for (int bid = 0; bid < kMostBids; ++bid) {
            QPushButton* button = bidButtons_[static_cast<std::size_t>(bid)];
            button->setVisible(bid <= table.handSize());
            button->setEnabled(bid != forbidden);
            button->setToolTip(bid == forbidden
                                   ? tr("Forbidden to the dealer: the bids would add up to the "
                                        "cards in each hand")
                                   : QString());
            const bool cursor = bid == cursor_;
            const bool hinted =
                hint_ && kindOf(*hint_) == MoveKind::Bid && lt::oh_hell::valueOf(*hint_) == bid;
            button->setStyleSheet(cursor   ? "QPushButton { border: 2px solid rgb(255, 214, 90); }"
                                  : hinted ? "QPushButton { border: 2px solid rgb(90, 220, 255); }"
                                           : QString());
        }
    }
    const bool played = state_ && state_->table().lastTrick.has_value();
    lastTrickButton_->setEnabled(played);
    if (!played && lastTrickButton_->isChecked()) lastTrickButton_->setChecked(false);
    scoreSheetButton_->setEnabled(state_ != nullptr);
    placeControls();
}

void OhHellBoard::placeControls() {
    const TableGeometry t = geometry();
    const QRectF b = t.panelButtons;
    lastTrickButton_->setGeometry(
        QRectF(b.left(), b.top(), b.width(), b.height() / 2 - 3).toRect());
    scoreSheetButton_->setGeometry(
        QRectF(b.left(), b.top() + b.height() / 2 + 3, b.width(), b.height() / 2 - 3).toRect());
    if (state_) {
        const int buttons = state_->table().handSize() + 1;
        const qreal width = std::min(t.bidPad.width(), buttons * 40.0);
        bidPad_->setGeometry(
            QRectF(t.bidPad.center().x() - width / 2, t.bidPad.top(), width, t.bidPad.height())
                .toRect());
    }
}

void OhHellBoard::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    placeControls();
}

int OhHellBoard::cardIndexAt(QPointF point) const {
    const auto rects = geometry().handCards(static_cast<int>(shownHand().size()));
    // The topmost card under the point: later cards lie over earlier ones.
    for (int i = static_cast<int>(rects.size()) - 1; i >= 0; --i)
        if (rects[static_cast<std::size_t>(i)].adjusted(0, -20, 0, 0).contains(point)) return i;
    return -1;
}

void OhHellBoard::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    if (scoreSheetShown_) {
        scoreSheetButton_->setChecked(false);
        return;
    }
    const int index = cardIndexAt(event->position());
    if (index >= 0) tryCard(index);
}

void OhHellBoard::keyPressEvent(QKeyEvent* event) {
    const bool bidding = biddingNow();
    if (!bidding && !playingNow()) {
        BoardView::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
        case Qt::Key_Left:
            moveCursor(-1);
            return;
        case Qt::Key_Right:
            moveCursor(1);
            return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (bidding)
                tryBid(cursor_);
            else
                tryCard(cursor_);
            return;
        default:
            break;
    }
    if (bidding && event->key() >= Qt::Key_0 && event->key() <= Qt::Key_9) {
        tryBid(event->key() - Qt::Key_0);
        return;
    }
    BoardView::keyPressEvent(event);
}

}  // namespace lt::shell::oh_hell
