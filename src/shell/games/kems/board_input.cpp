// The Kem's table's keys and clicks (kems_board.h).
#include <QKeyEvent>
#include <QMouseEvent>

#include "games/kems/kems_board.h"

namespace lt::shell::kems {
namespace {

using namespace lt::kems;

// A half-second press of Space (or the right partner's Enter) is a Double Kem's (§5.3).
constexpr qint64 kDoubleHoldMs = 500;

std::optional<int> gestureKey(int key) {
    if (key >= Qt::Key_1 && key <= Qt::Key_8) return key - Qt::Key_1;
    return std::nullopt;
}

std::optional<int> slotKey(int key, const std::array<int, 4>& keys) {
    for (int i = 0; i < 4; ++i)
        if (keys[i] == key) return i;
    return std::nullopt;
}

}  // namespace

void KemsBoard::chooseGesture(int gesture, qint64 when) {
    if (panel_ == Panel::Signal && chooser_ && state_) {
        const Move move = signalMove(gesture);
        const auto legal = state_->legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end()) return;
        panel_ = Panel::None;
        chooser_.reset();
        update();
        emit moveChosen(move);
        return;
    }
    if (panel_ == Panel::Counter) {
        panel_ = Panel::None;
        update();
        claim(counterSeat_, counterMove(gesture, stampAt(when, counterSeat_)));
    }
}

void KemsBoard::pickMarket(PlayerId seat, int slot) {
    auto& picked = picked_[seat];
    picked = picked == slot ? std::nullopt : std::optional<int>(slot);
    update();
}

void KemsBoard::swapWith(PlayerId seat, int handSlot, qint64 when) {
    if (!picked_[seat] || !state_) return;
    const int slot = *std::exchange(picked_[seat], std::nullopt);
    update();
    claim(seat, swapMove(seat, slot, handSlot, state_->table().market[slot], stampAt(when, seat)));
}

void KemsBoard::pressButton(PlayerId seat, Button button, qint64 when) {
    if (!exchangeOpen()) return;
    switch (button) {
        case Button::Kems:
            claim(seat, kemsMove(stampAt(when, seat)));
            break;
        case Button::DoubleKems:
            claim(seat, doubleKemsMove(stampAt(when, seat)));
            break;
        case Button::Counter:
            panel_ = Panel::Counter;
            counterSeat_ = seat;
            update();
            break;
        case Button::Done:
            claim(seat, doneMove(stampAt(when, seat)));
            break;
    }
}

bool KemsBoard::event(QEvent* event) {
    // With a shared keyboard, a letter is a player's key, not a one-letter shortcut's (H).
    if (event->type() == QEvent::ShortcutOverride && sharedKeyboard_ &&
        partnerKeyOf(*static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return BoardView::event(event);
}

void KemsBoard::focusOutEvent(QFocusEvent* event) {
    // A Shift released elsewhere never leaves a hand showing.
    peeking_ = {false, false};
    update();
    BoardView::focusOutEvent(event);
}

// The shared keyboard's keys (partner_keys.h); false for a key that is not one.
bool KemsBoard::partnerKeyPressed(const QKeyEvent& event, qint64 when) {
    const auto key = partnerKeyOf(event);
    if (!key) return false;
    const PlayerId seat = seatOf(key->side);
    if (key->action == PartnerAction::Peek) {
        peeking_[key->side == Side::Left ? 0 : 1] = true;
        update();
        return true;
    }
    if (event.isAutoRepeat()) return true;
    // The signal's panel takes the chooser's gesture keys; Counter-Kem's, its caller's.
    if (panel_ == Panel::Signal) {
        if (key->action == PartnerAction::Gesture && chooser_ == seat)
            chooseGesture(key->index, when);
        return true;
    }
    if (panel_ == Panel::Counter) {
        if (key->action == PartnerAction::Gesture && counterSeat_ == seat)
            chooseGesture(key->index, when);
        return true;
    }
    if (!exchangeOpen()) return true;
    switch (key->action) {
        case PartnerAction::Gesture:
            claim(seat, gestureMove(key->index, stampAt(when, seat)));
            break;
        case PartnerAction::Market:
            pickMarket(seat, key->index);
            break;
        case PartnerAction::Hand:
            swapWith(seat, key->index, when);
            break;
        case PartnerAction::Kems:
            kemsDown_[seat] = when;
            break;
        case PartnerAction::Counter:
            pressButton(seat, Button::Counter, when);
            break;
        case PartnerAction::Done:
            pressButton(seat, Button::Done, when);
            break;
        case PartnerAction::Peek:
            break;
    }
    return true;
}

bool KemsBoard::partnerKeyReleased(const QKeyEvent& event, qint64 when) {
    const auto key = partnerKeyOf(event);
    if (!key || event.isAutoRepeat()) return key.has_value();
    if (key->action == PartnerAction::Peek) {
        peeking_[key->side == Side::Left ? 0 : 1] = false;
        update();
    } else if (key->action == PartnerAction::Kems) {
        releaseKems(seatOf(key->side), when);
    }
    return true;
}

// The call is made when the key went down; how long it stayed down says which.
void KemsBoard::releaseKems(PlayerId seat, qint64 up) {
    if (!kemsDown_[seat]) return;
    const qint64 down = *std::exchange(kemsDown_[seat], std::nullopt);
    pressButton(seat, up - down >= kDoubleHoldMs ? Button::DoubleKems : Button::Kems, down);
}

void KemsBoard::keyPressEvent(QKeyEvent* event) {
    const qint64 when = clock_.when(*event);
    if (sharedKeyboard_) {
        if (partnerKeyPressed(*event, when))
            event->accept();
        else if (event->key() == Qt::Key_Escape && panel_ == Panel::Counter) {
            event->accept();
            panel_ = Panel::None;
            update();
        } else {
            BoardView::keyPressEvent(event);
        }
        return;
    }
    const int key = event->key();
    if (panel_ != Panel::None) {
        if (const auto g = gestureKey(key)) {
            event->accept();
            chooseGesture(*g, when);
            return;
        }
        if (key == Qt::Key_Escape && panel_ == Panel::Counter) {
            event->accept();
            panel_ = Panel::None;
            update();
            return;
        }
        if (panel_ == Panel::Signal) {
            BoardView::keyPressEvent(event);
            return;
        }
    }
    if (!player() || !exchangeOpen() || event->isAutoRepeat()) {
        BoardView::keyPressEvent(event);
        return;
    }
    const PlayerId seat = *player();
    event->accept();
    if (const auto g = gestureKey(key)) {
        claim(seat, gestureMove(*g, stampAt(when, seat)));
    } else if (const auto m = slotKey(key, {Qt::Key_A, Qt::Key_S, Qt::Key_D, Qt::Key_F})) {
        pickMarket(seat, *m);
    } else if (const auto h = slotKey(key, {Qt::Key_Z, Qt::Key_X, Qt::Key_C, Qt::Key_V})) {
        swapWith(seat, *h, when);
    } else if (key == Qt::Key_Space) {
        kemsDown_[seat] = when;
    } else if (key == Qt::Key_G) {
        pressButton(seat, Button::Counter, when);
    } else if (key == Qt::Key_B) {
        pressButton(seat, Button::Done, when);
    } else if (key == Qt::Key_Escape) {
        picked_[seat].reset();
        update();
    } else {
        event->ignore();
        BoardView::keyPressEvent(event);
    }
}

void KemsBoard::keyReleaseEvent(QKeyEvent* event) {
    const qint64 when = clock_.when(*event);
    if (sharedKeyboard_) {
        if (partnerKeyReleased(*event, when))
            event->accept();
        else
            BoardView::keyReleaseEvent(event);
        return;
    }
    if (event->key() != Qt::Key_Space || event->isAutoRepeat() || !player() ||
        !kemsDown_[*player()]) {
        BoardView::keyReleaseEvent(event);
        return;
    }
    event->accept();
    releaseKems(*player(), when);
}

void KemsBoard::mousePressEvent(QMouseEvent* event) {
    const qint64 when = clock_.when(*event);
    if (event->button() != Qt::LeftButton) return;
    const KemsLayout t = layout();
    const QPointF at = event->position();
    if (panel_ != Panel::None) {
        for (int g = 0; g < 8; ++g)
            if (t.choices[g].contains(at)) {
                chooseGesture(g, when);
                return;
            }
        if (panel_ == Panel::Counter && !t.panel.contains(at)) {
            panel_ = Panel::None;
            update();
        }
        return;
    }
    if (!player() || !exchangeOpen()) return;
    const PlayerId seat = *player();
    for (int m = 0; m < 4; ++m)
        if (t.market[m].contains(at)) {
            pickMarket(seat, m);
            return;
        }
    for (int h = 0; h < 4; ++h)
        if (t.hands[0][h].contains(at)) {
            swapWith(seat, h, when);
            return;
        }
    for (int b = 0; b < kButtons; ++b)
        if (t.buttons[b].contains(at)) {
            pressButton(seat, static_cast<Button>(b), when);
            return;
        }
}

}  // namespace lt::shell::kems
