// Crazy Eights by keys alone: Left and Right move a ring along your hand, Space picks the card
// under it (several of one rank may be picked), Enter plays the picked cards (or the card under
// the ring), D draws, P passes, Esc drops the choice; after an eight the suit buttons take the
// focus (arrows or Tab, then Space).
#include <QKeyEvent>
#include <QPainter>
#include <algorithm>

#include "games/crazy_eights/crazy_eights_board.h"
#include "widgets/place_cursor.h"

namespace lt::shell::crazy_eights {

void CrazyEightsBoard::keyPressEvent(QKeyEvent* event) {
    if (inputSeat_) {
        const int cards = static_cast<int>(state_->hand(bottomSeat()).size());
        if (keyCard_ >= cards) keyCard_ = cards - 1;
        switch (event->key()) {
            case Qt::Key_Left:
            case Qt::Key_Right:
                if (cards == 0) break;
                if (keyCard_ < 0)
                    keyCard_ = selection_.empty() ? 0 : selection_.front();
                else
                    keyCard_ = std::clamp(keyCard_ + (event->key() == Qt::Key_Left ? -1 : 1), 0,
                                          cards - 1);
                update();
                return;
            case Qt::Key_Space:
                if (keyCard_ >= 0) toggleSelection(keyCard_);
                return;
            case Qt::Key_Return:
                if (selection_.empty() && keyCard_ >= 0) selection_ = {keyCard_};
                playSelection();
                return;
            case Qt::Key_Escape:
                selection_.clear();
                choosingSuit_ = false;
                refreshButtons();
                update();
                return;
            case Qt::Key_D:
                emitMove(lt::crazy_eights::drawMove());
                return;
            case Qt::Key_P:
                emitMove(lt::crazy_eights::passMove());
                return;
            default:
                break;
        }
    }
    BoardView::keyPressEvent(event);
}

void CrazyEightsBoard::paintKeyCard(QPainter& painter, const TableLayout& t) const {
    if (!inputSeat_ || keyCard_ < 0) return;
    const auto rects = bottomHandRects(t);
    if (keyCard_ < static_cast<int>(rects.size()))
        PlaceCursor::paint(painter,
                           rects[static_cast<std::size_t>(keyCard_)].adjusted(-6, -6, 6, 6));
}

}  // namespace lt::shell::crazy_eights
