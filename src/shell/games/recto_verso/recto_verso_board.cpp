#include "games/recto_verso/recto_verso_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "games/recto_verso/moves.h"

namespace lt::shell::recto_verso {

using namespace lt::recto_verso;

RectoVersoBoard::RectoVersoBoard(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(minimumSizeHint());
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        progress_ = value.toDouble();
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        flight_.reset();
        update();
        emit animationFinished();
    });
}

RectoVersoBoard::~RectoVersoBoard() = default;

void RectoVersoBoard::showState(const State& state, PlayerId viewer) {
    const auto* rv = dynamic_cast<const RectoVersoState*>(&state);
    if (!rv) return;
    animation_.stop();
    flight_.reset();
    state_ = std::make_unique<RectoVersoState>(*rv);
    viewer_ = viewer;
    if (viewer >= 0 && viewer < state_->numPlayers()) lastBottom_ = viewer;
    if (lastBottom_ >= state_->numPlayers()) lastBottom_ = 0;
    update();
}

void RectoVersoBoard::requestMove(PlayerId player) {
    if (!state_ || state_->currentActor() != player) return;
    inputSeat_ = player;
    legal_ = state_->legalMoves();
    stealPick_.reset();
    focus_ = 0;
    update();
}

void RectoVersoBoard::cancelRequest() {
    inputSeat_.reset();
    legal_.clear();
    stealPick_.reset();
    hint_.reset();
    update();
}

void RectoVersoBoard::showHint(Move move) {
    hint_ = move;
    update();
}

PlayerId RectoVersoBoard::bottomSeat() const {
    if (state_ && viewer_ >= 0 && viewer_ < state_->numPlayers()) return viewer_;
    return lastBottom_;
}

std::vector<PlayerId> RectoVersoBoard::panelSeats() const {
    std::vector<PlayerId> seats;
    if (!state_) return seats;
    const int n = state_->numPlayers();
    for (int i = 1; i < n; ++i) seats.push_back((bottomSeat() + i) % n);
    return seats;
}

TableLayout RectoVersoBoard::layoutOf(const RectoVersoState& state) const {
    std::vector<int> counts;
    for (PlayerId seat : panelSeats()) counts.push_back(static_cast<int>(state.hand(seat).size()));
    return layoutTable(QSizeF(size()), counts, static_cast<int>(state.middle().size()),
                       static_cast<int>(state.hand(bottomSeat()).size()));
}

TableLayout RectoVersoBoard::layout() const {
    if (!state_) return layoutTable(QSizeF(size()), {}, 0, 0);
    return layoutOf(*state_);
}

QRectF RectoVersoBoard::slotRect(const TableLayout& t, PlayerId owner, int index) const {
    const auto at = [index](const std::vector<QRectF>& rects) {
        return index >= 0 && index < static_cast<int>(rects.size()) ? rects[index] : QRectF();
    };
    if (owner == kNobody) return at(t.middle);
    if (owner == bottomSeat()) return at(t.hand);
    const auto seats = panelSeats();
    const auto panel = std::find(seats.begin(), seats.end(), owner);
    if (panel == seats.end()) return {};
    return at(t.panelCards[panel - seats.begin()]);
}

std::optional<Face> RectoVersoBoard::faceIn(const RectoVersoState& state, PlayerId owner,
                                            int index) const {
    if (owner == kNobody) return state.middle().at(index).shown();
    if (viewer_ == perspective::nobody || viewer_ < perspective::everyone) return std::nullopt;
    const Placed placed = state.hand(owner).at(index);
    // Everyone sees his own fronts; a spectator watching computers sees what each one sees.
    if (owner == viewer_ || viewer_ == perspective::everyone) return placed.shown();
    if (viewer_ < 0 || viewer_ >= state.numPlayers()) return std::nullopt;
    return placed.hidden();
}

std::optional<Face> RectoVersoBoard::shownFace(PlayerId owner, int index) const {
    if (!state_) return std::nullopt;
    return faceIn(*state_, owner, index);
}

std::vector<Target> RectoVersoBoard::targets() const {
    std::vector<Target> result;
    if (!inputSeat_ || !state_) return result;
    const TableLayout t = layout();
    if (stealPick_) {
        result.push_back({stealMove(stealPick_->first, stealPick_->second, false), t.keepChoice});
        result.push_back({stealMove(stealPick_->first, stealPick_->second, true), t.turnChoice});
        return result;
    }
    for (Move move : legal_) {
        const int index = indexOfMove(move);
        switch (kindOf(move)) {
            case MoveKind::Play:
                result.push_back({move, slotRect(t, *inputSeat_, index)});
                break;
            case MoveKind::FlipMiddle:
            case MoveKind::Take:
                result.push_back({move, slotRect(t, kNobody, index)});
                break;
            case MoveKind::FlipHand:
                result.push_back({move, slotRect(t, seatOfMove(move), index)});
                break;
            case MoveKind::Steal:
                if (sideOfMove(move) == 0)
                    result.push_back({move, slotRect(t, seatOfMove(move), index)});
                break;
            case MoveKind::Deal:
                break;
        }
    }
    return result;
}

void RectoVersoBoard::emitMove(Move move) {
    if (!inputSeat_) return;
    cancelRequest();
    emit moveChosen(move);
}

void RectoVersoBoard::choose(const Target& target) {
    if (kindOf(target.move) == MoveKind::Steal && !stealPick_) {
        // First the card, then how to hold it.
        stealPick_ = std::make_pair(seatOfMove(target.move), indexOfMove(target.move));
        focus_ = 0;
        update();
        return;
    }
    emitMove(target.move);
}

void RectoVersoBoard::mousePressEvent(QMouseEvent* event) {
    if (!inputSeat_ || event->button() != Qt::LeftButton) return;
    for (const Target& target : targets())
        if (target.rect.contains(event->position())) {
            choose(target);
            return;
        }
    if (stealPick_) {  // a click beside the two ways: choose another card
        stealPick_.reset();
        update();
    }
}

void RectoVersoBoard::keyPressEvent(QKeyEvent* event) {
    const auto list = targets();
    if (!inputSeat_ || list.empty()) {
        BoardView::keyPressEvent(event);
        return;
    }
    const int count = static_cast<int>(list.size());
    const int key = event->key();
    if (key == Qt::Key_Escape && stealPick_) {
        stealPick_.reset();
        focus_ = 0;
        update();
        return;
    }
    if (key >= Qt::Key_1 && key <= Qt::Key_9) {
        // Digits: the n-th card of the hand to play, or the n-th choice.
        const int n = key - Qt::Key_1;
        if (state_->table().step == Step::Play && !stealPick_) {
            for (const Target& target : list)
                if (indexOfMove(target.move) == n) choose(target);
        } else if (n < count) {
            choose(list[n]);
        }
        return;
    }
    switch (key) {
        case Qt::Key_Left:
        case Qt::Key_Up:
            focus_ = (focus_ + count - 1) % count;
            update();
            return;
        case Qt::Key_Right:
        case Qt::Key_Down:
            focus_ = (focus_ + 1) % count;
            update();
            return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Space:
            choose(list[std::min(focus_, count - 1)]);
            return;
        default:
            BoardView::keyPressEvent(event);
    }
}

void RectoVersoBoard::animateMove(const State& before, Move move, const State& after,
                                  PlayerId viewer, double pace) {
    const auto* from = dynamic_cast<const RectoVersoState*>(&before);
    showState(after, viewer);
    if (!from || pace <= 0 || kindOf(move) == MoveKind::Deal || !state_) {
        emit animationFinished();
        return;
    }
    const TableLayout was = layoutOf(*from);
    const TableLayout now = layout();
    const PlayerId actor = from->table().actor();
    const int index = indexOfMove(move);
    Flight flight;
    PlayerId fromOwner = kNobody;
    int fromIndex = index;
    switch (kindOf(move)) {
        case MoveKind::Play:
            fromOwner = actor;
            flight.owner = kNobody;
            flight.index = static_cast<int>(state_->middle().size()) - 1;
            break;
        case MoveKind::Take:
            fromOwner = kNobody;
            flight.owner = actor;
            flight.index = static_cast<int>(state_->hand(actor).size()) - 1;
            break;
        case MoveKind::Steal:
            fromOwner = seatOfMove(move);
            flight.owner = actor;
            flight.index = static_cast<int>(state_->hand(actor).size()) - 1;
            break;
        case MoveKind::FlipMiddle:
            fromOwner = flight.owner = kNobody;
            flight.index = index;
            break;
        case MoveKind::FlipHand:
            fromOwner = flight.owner = seatOfMove(move);
            flight.index = index;
            break;
        case MoveKind::Deal:
            break;
    }
    flight.from = slotRect(was, fromOwner, fromIndex);
    flight.to = slotRect(now, flight.owner, flight.index);
    flight.before = faceIn(*from, fromOwner, fromIndex);
    flight.after = faceIn(*state_, flight.owner, flight.index);
    if (flight.from.isEmpty() || flight.to.isEmpty()) {
        emit animationFinished();
        return;
    }
    flight_ = flight;
    progress_ = 0;
    animation_.setDuration(std::max(1, static_cast<int>(650 * pace)));
    animation_.start();
}

QColor RectoVersoBoard::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<int>(seats().size())) return seats()[seat].colour;
    return QColor(128, 128, 128);
}

Sound RectoVersoBoard::soundFor(const State& before, Move move, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    if (kindOf(move) == MoveKind::Deal) return Sound::None;
    const auto* was = dynamic_cast<const RectoVersoState*>(&before);
    const auto* now = dynamic_cast<const RectoVersoState*>(&after);
    if (was && now && was->table().scores != now->table().scores) return Sound::Capture;
    return Sound::Move;
}

}  // namespace lt::shell::recto_verso
