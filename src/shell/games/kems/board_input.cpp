// The Kem's table's keys and clicks (kems_board.h).
#include <QKeyEvent>
#include <QMouseEvent>

#include "games/kems/kems_board.h"

namespace lt::shell::kems {
namespace {

using namespace lt::kems;

// A half-second press of Space is a Double Kem's (§5.3).
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
        claim(counterMove(gesture, stampAt(when)));
    }
}

void KemsBoard::swapWith(int handSlot, qint64 when) {
    if (!picked_ || !player()) return;
    const int slot = *std::exchange(picked_, std::nullopt);
    update();
    claim(swapMove(*player(), slot, handSlot, state_->table().market[slot], stampAt(when)));
}

void KemsBoard::pressButton(Button button, qint64 when) {
    if (!exchangeOpen() || !player()) return;
    switch (button) {
        case Button::Kems:
            claim(kemsMove(stampAt(when)));
            break;
        case Button::DoubleKems:
            claim(doubleKemsMove(stampAt(when)));
            break;
        case Button::Counter:
            panel_ = Panel::Counter;
            update();
            break;
        case Button::Done:
            claim(doneMove(stampAt(when)));
            break;
    }
}

void KemsBoard::keyPressEvent(QKeyEvent* event) {
    const qint64 when = clock_.when(*event);
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
    event->accept();
    if (const auto g = gestureKey(key)) {
        claim(gestureMove(*g, stampAt(when)));
    } else if (const auto m = slotKey(key, {Qt::Key_A, Qt::Key_S, Qt::Key_D, Qt::Key_F})) {
        picked_ = picked_ == *m ? std::nullopt : std::optional<int>(*m);
        update();
    } else if (const auto h = slotKey(key, {Qt::Key_Z, Qt::Key_X, Qt::Key_C, Qt::Key_V})) {
        swapWith(*h, when);
    } else if (key == Qt::Key_Space) {
        spaceDown_ = when;
    } else if (key == Qt::Key_G) {
        pressButton(Button::Counter, when);
    } else if (key == Qt::Key_B) {
        pressButton(Button::Done, when);
    } else if (key == Qt::Key_Escape) {
        picked_.reset();
        update();
    } else {
        event->ignore();
        BoardView::keyPressEvent(event);
    }
}

void KemsBoard::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() != Qt::Key_Space || event->isAutoRepeat() || !spaceDown_) {
        BoardView::keyReleaseEvent(event);
        return;
    }
    event->accept();
    const qint64 down = *std::exchange(spaceDown_, std::nullopt);
    const qint64 up = clock_.when(*event);
    // The call is made when the key went down; how long it stayed down says which.
    pressButton(up - down >= kDoubleHoldMs ? Button::DoubleKems : Button::Kems, down);
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
    for (int m = 0; m < 4; ++m)
        if (t.market[m].contains(at)) {
            picked_ = picked_ == m ? std::nullopt : std::optional<int>(m);
            update();
            return;
        }
    for (int h = 0; h < 4; ++h)
        if (t.hands[0][h].contains(at)) {
            swapWith(h, when);
            return;
        }
    for (int b = 0; b < kButtons; ++b)
        if (t.buttons[b].contains(at)) {
            pressButton(static_cast<Button>(b), when);
            return;
        }
}

}  // namespace lt::shell::kems
