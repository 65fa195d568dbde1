#include "games/oh_hell/oh_hell_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>

#include "games/oh_hell/moves.h"
#include "games/trick_table/scene_of_state.h"
#include "games/trick_table/table_painting.h"

namespace lt::shell::oh_hell {
namespace {

using lt::oh_hell::bidMove;
using lt::oh_hell::cardOf;
using lt::oh_hell::kindOf;
using lt::oh_hell::MoveKind;
using lt::oh_hell::Phase;
using lt::oh_hell::playMove;
using trick_table::suitText;

constexpr int kMostBids = 18;  // 0..17: the 3-player deal of the whole deck

// The dealer's forbidden bid: struck through on red.
const char* const kForbiddenStyle =
    "QPushButton:disabled { color: rgb(255, 190, 180); text-decoration: line-through;"
    " border: 2px dashed rgb(255, 120, 100); background: rgba(110, 25, 20, 230); }";

}  // namespace

OhHellBoard::OhHellBoard(QWidget* parent) : TrickTableBoard(parent) {
    bidPad_ = new QWidget(this);
    bidPad_->setStyleSheet(QString::fromLatin1(kForbiddenStyle));
    for (int bid = 0; bid < kMostBids; ++bid) {
        auto* button = new QPushButton(QString::number(bid), bidPad_);
        button->setFocusPolicy(Qt::NoFocus);
        connect(button, &QPushButton::clicked, this, [this, bid] { tryBid(bid); });
        bidButtons_.push_back(button);
    }
    bidPad_->hide();
    placeControls();
}

QString OhHellBoard::cardCount(int count) {
    return tr("%n card(s)", nullptr, count);
}

trick_table::TrickScene OhHellBoard::scene() const {
    return *sceneFor(*state_);
}

std::optional<trick_table::TrickScene> OhHellBoard::sceneFor(const State& state) const {
    const auto* ohHell = dynamic_cast<const lt::oh_hell::OhHellState*>(&state);
    if (!ohHell) return std::nullopt;
    trick_table::TrickScene s = trick_table::sceneOf(*ohHell, ohHell->table().numPlayers);
    s.trump = ohHell->table().trump();
    return s;
}

Move OhHellBoard::cardMove(Card card) const {
    return playMove(card);
}

std::optional<Card> OhHellBoard::cardOfMove(Move move) const {
    if (kindOf(move) != MoveKind::Play) return std::nullopt;
    return cardOf(move);
}

bool OhHellBoard::biddingNow() const {
    return inputSeat() && state_ && state_->table().phase == Phase::Bidding;
}

void OhHellBoard::showState(const State& state, PlayerId viewer) {
    keepState(state_, state, viewer);
}

void OhHellBoard::requestMove(PlayerId player) {
    TrickTableBoard::requestMove(player);
    if (state_ && state_->table().phase == Phase::Bidding) {
        setCursor(state_->table().forbiddenBidNow() == 0 ? 1 : 0);
        refreshControls();
    }
}

QString OhHellBoard::promptText() const {
    if (!state_ || !inputSeat()) return {};
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

QString OhHellBoard::plateDetail(PlayerId p) const {
    const auto& table = state_->table();
    QString detail = table.bids[p] >= 0
                         ? tr("bid %1 · won %2").arg(table.bids[p]).arg(table.tricksTaken[p])
                         : cardCount(table.handCounts[p]);
    if (table.dealIndex >= 0 && p == table.dealer) detail += QStringLiteral(" · ") + tr("dealer");
    return detail;
}

QString OhHellBoard::takenCaption(PlayerId winner, bool lastTrickShown) const {
    return lastTrickShown ? tr("Last trick, taken by %1").arg(seatName(winner))
                          : tr("Trick to %1").arg(seatName(winner));
}

void OhHellBoard::tryBid(int bid) {
    if (!biddingNow()) return;
    const auto& table = state_->table();
    if (bid < 0 || bid > table.handSize()) return;
    if (bid == table.forbiddenBidNow()) {
        setMessage(tr("As dealer you may not bid %1: the bids would add up to the cards in each "
                      "hand.")
                       .arg(bid),
                   true);
        return;
    }
    cancelRequest();
    emit moveChosen(bidMove(bid));
}

void OhHellBoard::refreshControls() {
    const bool bidding = biddingNow();
    bidPad_->setVisible(bidding && !showingScoreSheet());
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
            const bool atCursor = bid == cursor();
            const bool hinted =
                hint() && kindOf(*hint()) == MoveKind::Bid && lt::oh_hell::valueOf(*hint()) == bid;
            button->setStyleSheet(atCursor ? "QPushButton { border: 2px solid rgb(255, 214, 90); }"
                                  : hinted ? "QPushButton { border: 2px solid rgb(90, 220, 255); }"
                                           : QString());
        }
    }
    TrickTableBoard::refreshControls();
}

void OhHellBoard::placeControls() {
    TrickTableBoard::placeControls();
    if (!state_) return;
    const TableGeometry t = geometry();
    // The bids 0..hand size side by side, 40 px each or narrower; in two rows, growing up from
    // the pad's bottom, when one row would make them narrower than 34 px (17 cards in a small
    // window).
    const int buttons = state_->table().handSize() + 1;
    const int rows = buttons * 34.0 > t.choicePad.width() ? 2 : 1;
    const int perRow = (buttons + rows - 1) / rows;
    const qreal cell = std::min(40.0, t.choicePad.width() / perRow);
    const qreal rowHeight = rows == 1 ? t.choicePad.height() : 34.0;
    const QRectF pad(t.choicePad.center().x() - perRow * cell / 2,
                     t.choicePad.bottom() - rows * rowHeight, perRow * cell, rows * rowHeight);
    bidPad_->setGeometry(pad.toRect());
    for (int bid = 0; bid < buttons && bid < kMostBids; ++bid)
        bidButtons_[static_cast<std::size_t>(bid)]->setGeometry(
            QRectF((bid % perRow) * cell, (bid / perRow) * rowHeight, cell - 4, rowHeight - 4)
                .toRect());
}

void OhHellBoard::keyPressEvent(QKeyEvent* event) {
    if (!biddingNow()) {
        TrickTableBoard::keyPressEvent(event);
        return;
    }
    const int count = state_->table().handSize() + 1;
    switch (event->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right: {
            const int step = event->key() == Qt::Key_Left ? -1 : 1;
            setCursor(((cursor() + step) % count + count) % count);
            refreshControls();
            update();
            return;
        }
        case Qt::Key_Return:
        case Qt::Key_Enter:
            tryBid(cursor());
            return;
        default:
            break;
    }
    if (event->key() >= Qt::Key_0 && event->key() <= Qt::Key_9) {
        tryBid(event->key() - Qt::Key_0);
        return;
    }
    TrickTableBoard::keyPressEvent(event);
}

}  // namespace lt::shell::oh_hell
