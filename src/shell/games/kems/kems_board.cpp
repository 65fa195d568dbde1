#include "games/kems/kems_board.h"

#include <algorithm>

#include "games/kems/view.h"

namespace lt::shell::kems {
namespace {

using namespace lt::kems;

const KemsState* asKems(const State& state) {
    return dynamic_cast<const KemsState*>(&state);
}

}  // namespace

KemsBoard::KemsBoard(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    tick_.setInterval(60);
    connect(&tick_, &QTimer::timeout, this, [this] { update(); });
}

KemsBoard::~KemsBoard() = default;

KemsLayout KemsBoard::layout() const {
    return layoutFor(size(), deck_.aspectRatio());
}

void KemsBoard::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    // Mode B: exactly two humans, partners.
    std::vector<PlayerId> humans;
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(seats.size()); ++seat)
        if (seats[seat].human) humans.push_back(seat);
    sharedKeyboard_ = seats.size() == static_cast<std::size_t>(kSeats) && humans.size() == 2 &&
                      partnerOf(humans[0]) == humans[1];
    peeking_ = {false, false};
    update();
}

PlayerId KemsBoard::seatOf(Side side) const {
    for (PlayerId seat = 0; seat < kSeats; ++seat)
        if (seats()[seat].human) return side == Side::Left ? seat : partnerOf(seat);
    return 0;
}

bool KemsBoard::handShown(PlayerId seat) const {
    if (sharedKeyboard_) {
        if (seat == seatOf(Side::Left)) return peeking_[0];
        if (seat == seatOf(Side::Right)) return peeking_[1];
        return false;
    }
    return viewer_ == perspective::everyone ||
           (viewer_ == seat && viewer_ >= 0 && viewer_ < kSeats);
}

PlayerId KemsBoard::seatAt(int place) const {
    const PlayerId base = sharedKeyboard_                    ? seatOf(Side::Left)
                          : viewer_ >= 0 && viewer_ < kSeats ? viewer_
                                                             : 0;
    return (base + place) % kSeats;
}

std::optional<int> KemsBoard::pickedMarketSlot() const {
    const auto seat = player();
    return seat ? picked_[*seat] : std::nullopt;
}

std::optional<PlayerId> KemsBoard::player() const {
    if (sharedKeyboard_) return seatOf(Side::Left);
    if (viewer_ < 0 || viewer_ >= kSeats || viewer_ >= static_cast<PlayerId>(seats().size()) ||
        !seats()[viewer_].human)
        return std::nullopt;
    return viewer_;
}

QColor KemsBoard::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<PlayerId>(seats().size())) return seats()[seat].colour;
    return QColor(200, 200, 200);
}

bool KemsBoard::exchangeOpen() const {
    return state_ && state_->table().phase == Phase::Exchange;
}

int KemsBoard::stampAt(qint64 when, PlayerId seat) const {
    if (!exchangeOpen()) return 0;
    const Table& table = state_->table();
    // Stamps go forward: never before the latest claim, nor before the player's own.
    const int earliest =
        std::max(table.latestStampMs, seat >= 0 && seat < kSeats ? table.ownStampMs[seat] + 1 : 0);
    const int latest = std::max(earliest, std::min(table.deadlineMs(), kMaxStampMs));
    return static_cast<int>(std::clamp<qint64>(when - marketAt_, earliest, latest));
}

int KemsBoard::shownGesture(PlayerId seat) const {
    if (seat < 0 || seat >= kSeats) return -1;
    const Shown& shown = gestures_[seat];
    return shown.gesture >= 0 && clock_.now() - shown.since < 1600 ? shown.gesture : -1;
}

void KemsBoard::showState(const State& state, PlayerId viewer) {
    const KemsState* kems = asKems(state);
    if (!kems) return;
    state_ = std::make_unique<KemsState>(*kems);
    viewer_ = viewer;
    const Table& table = state_->table();
    if (table.phase == Phase::Exchange) {
        const std::pair<int, int> market{table.deal, table.markets};
        if (market != market_) {
            market_ = market;
            // A shown position (a resumed game, an undo) starts its market now.
            marketAt_ = clock_.now() - table.latestStampMs;
            picked_ = {};
        }
    } else {
        picked_ = {};
        if (panel_ == Panel::Counter) panel_ = Panel::None;
    }
    if (panel_ == Panel::Signal && table.phase != Phase::Signal) panel_ = Panel::None;
    // The keys go to the board, except under a hand-over screen (which is up only at a turn
    // move: during the exchange, partners sharing the keyboard have none, even after a resume).
    if (player() && (viewer_ != perspective::nobody || (sharedKeyboard_ && exchangeOpen())))
        setFocus(Qt::OtherFocusReason);
    if (!tick_.isActive()) tick_.start();
    update();
}

void KemsBoard::requestMove(PlayerId player) {
    if (!state_ || state_->table().phase != Phase::Signal || state_->currentActor() != player)
        return;
    chooser_ = player;
    panel_ = Panel::Signal;
    setFocus(Qt::OtherFocusReason);
    update();
}

void KemsBoard::cancelRequest() {
    chooser_.reset();
    if (panel_ == Panel::Signal) panel_ = Panel::None;
    update();
}

void KemsBoard::showBanner(const QString& text) {
    banner_ = text;
    bannerSince_ = clock_.now();
}

// Everything shows at once (a gesture, a call's banner and a swapped card's glow stay up by
// the board's own clock), so a claim never waits for an animation: `pace` changes nothing.
void KemsBoard::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                            double /*pace*/) {
    showState(after, viewer);
    const KemsState* to = asKems(after);
    if (to && isClaim(move) && !to->table().events.empty()) {
        const Event& event = to->table().events.back();
        switch (kindOf(move)) {
            case MoveKind::Gesture:
                gestures_[event.seat] = {event.gesture, clock_.now()};
                break;
            case MoveKind::Swap:
                flashSlot_ = marketSlotOf(move);
                flashSince_ = clock_.now();
                break;
            case MoveKind::Kems:
            case MoveKind::DoubleKems:
            case MoveKind::Counter:
                showBanner(describeMove(before, move, after));
                break;
            default:
                break;
        }
    }
    update();
    QTimer::singleShot(0, this, &BoardView::animationFinished);
}

void KemsBoard::claim(PlayerId seat, Move move) {
    if (!state_ || !state_->isLegalClaim(seat, move)) return;
    emit claimChosen(seat, move);
}

}  // namespace lt::shell::kems
