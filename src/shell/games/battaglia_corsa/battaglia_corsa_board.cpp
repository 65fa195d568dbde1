#include "games/battaglia_corsa/battaglia_corsa_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <algorithm>

#include "games/battaglia_corsa/key_blocks.h"
#include "widgets/card_text.h"

namespace lt::shell::battaglia_corsa {
namespace {

using namespace lt::battaglia_corsa;

constexpr int kTurnFlightMs = 220;
constexpr int kPileFlightMs = 380;

const SlapState* asSlap(const State& state) {
    return dynamic_cast<const SlapState*>(&state);
}

QString cardName(int card) {
    return cardText(cards::Card::fromCode(card));
}

}  // namespace

SlapBoard::SlapBoard(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    tick_.setSingleShot(true);
    connect(&tick_, &QTimer::timeout, this, qOverload<>(&QWidget::update));
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        progress_ = value.toDouble();
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        progress_ = 1;
        flight_ = Flight::None;
        update();
        emit animationFinished();
    });
}

SlapBoard::~SlapBoard() = default;

void SlapBoard::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    humans_.clear();
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(seats.size()); ++seat)
        if (seats[seat].human) humans_.push_back(seat);
    update();
}

std::optional<PlayerId> SlapBoard::mouseSeat() const {
    if (humans_.empty()) return std::nullopt;
    return humans_.front();
}

int SlapBoard::humanOf(PlayerId seat) const {
    const auto at = std::find(humans_.begin(), humans_.end(), seat);
    return at == humans_.end() ? -1 : static_cast<int>(at - humans_.begin());
}

QColor SlapBoard::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<PlayerId>(seats().size())) return seats()[seat].colour;
    return QColor(255, 255, 255);
}

SlapLayout SlapBoard::layout() const {
    return slapLayoutFor(size(), state_ ? state_->numPlayers() : static_cast<int>(seats().size()));
}

void SlapBoard::showState(const State& state, PlayerId /*viewer*/) {
    const SlapState* slapState = asSlap(state);
    if (!slapState) return;
    state_ = std::make_unique<SlapState>(*slapState);
    if (state_->turned() != landedTurned_) {
        // A shown position (a resumed game, an undo) lands its top card now.
        landedTurned_ = state_->turned();
        landedAt_ = clock_.now() - state_->latestStampMs();
    }
    tick_.stop();
    if (state_->pairOnTop() && !pairMarked())
        tick_.start(static_cast<int>(kSlapWindowMs - (clock_.now() - landedAt_)) + 1);
    if (!humans_.empty() && !state_->isTerminal()) setFocus(Qt::OtherFocusReason);
    update();
}

bool SlapBoard::pairMarked() const {
    return state_ && state_->pairOnTop() && clock_.now() - landedAt_ > kSlapWindowMs;
}

bool SlapBoard::missedPairShown() const {
    if (!state_ || flight_ != Flight::None || state_->pile().size() < 3) return false;
    const std::vector<int>& pile = state_->pile();
    const std::size_t n = pile.size();
    return cards::Card::fromCode(pile[n - 2]).rank() == cards::Card::fromCode(pile[n - 3]).rank();
}

void SlapBoard::noteLastPile(const SlapState& before, const SlapState& after) {
    const std::vector<int>& pile = before.pile();
    lastPile_.assign(pile.end() - std::min<std::ptrdiff_t>(3, pile.size()), pile.end());
    lastWinner_ = after.lastEvent().player;
    lastBySlap_ = after.lastEvent().kind == Event::Kind::SlapWon;
}

void SlapBoard::animateMove(const State& before, Move /*move*/, const State& after, PlayerId viewer,
                            double pace) {
    const SlapState* from = asSlap(before);
    const SlapState* to = asSlap(after);
    animation_.stop();
    flight_ = Flight::None;
    if (from && to) {
        const Event& event = to->lastEvent();
        if (to->turned() > from->turned()) {
            // A card landed: the slaps' clock starts now, whatever the animation's pace.
            landedTurned_ = to->turned();
            landedAt_ = clock_.now();
            flight_ = Flight::ToPile;
            flightSeat_ = from->current();
            flightCard_ = to->pile().empty() ? -1 : to->pile().back();
        } else if (!from->pile().empty() && to->pile().empty()) {
            noteLastPile(*from, *to);
            flight_ = Flight::ToSeat;
            flightSeat_ = event.player;
        } else if (event.kind == Event::Kind::SlapWon && event.other >= 0) {
            // A slap in the same ms takes the pile from the slapper heard first (A6).
            lastWinner_ = event.player;
        }
    }
    showState(after, viewer);
    const int duration = static_cast<int>((flight_ == Flight::ToPile   ? kTurnFlightMs
                                           : flight_ == Flight::ToSeat ? kPileFlightMs
                                                                       : 0) *
                                          pace);
    if (duration <= 0) {
        flight_ = Flight::None;
        progress_ = 1;
        update();
        QTimer::singleShot(0, this, &BoardView::animationFinished);
        return;
    }
    progress_ = 0;
    animation_.setDuration(duration);
    animation_.start();
}

void SlapBoard::requestMove(PlayerId player) {
    asked_ = player;
    setFocus(Qt::OtherFocusReason);
    update();
}

void SlapBoard::cancelRequest() {
    asked_.reset();
    update();
}

void SlapBoard::turn(PlayerId seat) {
    if (!asked_ || *asked_ != seat || !state_ || state_->legalMoves().empty()) return;
    asked_.reset();
    update();
    emit moveChosen(state_->legalMoves().front());
}

void SlapBoard::slap(PlayerId seat, qint64 when) {
    if (!state_) return;
    const int stamp = static_cast<int>(std::clamp<qint64>(when - landedAt_, 0, kMaxStampMs));
    const Move move = slapMove(state_->turned(), stamp);
    if (!state_->isLegalClaim(seat, move)) return;  // nothing to slap, or no cards
    emit claimChosen(seat, move);
}

void SlapBoard::keyPressEvent(QKeyEvent* event) {
    const qint64 when = clock_.when(*event);
    const auto key = slapKeyOf(*event);
    if (!key || key->block >= static_cast<int>(humans_.size())) {
        BoardView::keyPressEvent(event);
        return;
    }
    event->accept();
    if (event->isAutoRepeat()) return;
    const PlayerId seat = humans_[static_cast<std::size_t>(key->block)];
    if (key->action == KeyAction::Turn)
        turn(seat);
    else
        slap(seat, when);
}

void SlapBoard::mousePressEvent(QMouseEvent* event) {
    const qint64 when = clock_.when(*event);
    if (event->button() != Qt::LeftButton || !state_) return;
    const SlapLayout t = layout();
    const QPointF at = event->position();
    const QRectF pileArea = t.pile.adjusted(-t.pile.width() * 0.7, -t.pile.height() * 0.15,
                                            t.pile.width() * 0.15, t.pile.height() * 0.15);
    if (pileArea.contains(at)) {
        if (const auto seat = mouseSeat()) slap(*seat, when);
        return;
    }
    for (PlayerId seat : humans_) {
        QRectF stack(QPointF(), t.stackCard * 1.2);
        stack.moveCenter(t.seats[static_cast<std::size_t>(seat)]);
        if (stack.contains(at)) turn(seat);
    }
}

QString SlapBoard::seatLine(PlayerId seat) const {
    const int human = humanOf(seat);
    // A human out of cards who may slap back in (the option) still sees his keys.
    if (state_ && state_->isOut(seat) && !state_->isTerminal() &&
        (human < 0 || !state_->maySlap(seat)))
        return tr("out");
    return human >= 0 ? keyBlockText(human) : QString();
}

QString SlapBoard::promptText() const {
    if (!state_) return tr("Get ready…");
    const Event& event = state_->lastEvent();
    if (state_->isTerminal()) {
        if (state_->winner() < 0) return tr("1,000 cards turned: a shared win.");
        if (event.kind == Event::Kind::LimitReached)
            return tr("1,000 cards turned: %1 holds the most cards and wins!")
                .arg(seatName(state_->winner()));
        return tr("%1 holds all 52 cards and wins!").arg(seatName(state_->winner()));
    }
    if (asked_) {
        const QString keys = keyBlockText(humanOf(*asked_));
        if (state_->phase() == Phase::Take)
            return tr("%1 wins the pile: take it (%2).").arg(seatName(*asked_), keys);
        return tr("%1, turn a card (%2).").arg(seatName(*asked_), keys);
    }
    if (state_->phase() == Phase::Take)
        return tr("%1 wins the pile.").arg(seatName(state_->current()));
    if (state_->current() >= 0) return tr("%1 turns.").arg(seatName(state_->current()));
    return tr("Get ready…");
}

QString SlapBoard::describeMove(const State& before, Move move, const State& after) const {
    const SlapState* to = asSlap(after);
    if (!to) return BoardView::describeMove(before, move, after);
    const Event& event = to->lastEvent();
    switch (event.kind) {
        case Event::Kind::Turned:
            if (event.count > 0 && event.other >= 0)
                return tr("%1 turns %2: %3 must turn %n card(s).", "", event.count)
                    .arg(seatName(event.player), cardName(event.card), seatName(event.other));
            return tr("%1 turns %2.").arg(seatName(event.player), cardName(event.card));
        case Event::Kind::Revealing:
            return tr("%1 turns a card.").arg(seatName(event.player));
        case Event::Kind::Took:
            return tr("%1 takes the pile: %n card(s).", "", event.count)
                .arg(seatName(event.player));
        case Event::Kind::SlapWon:
            if (event.other >= 0)
                return tr("%1 slapped in the same millisecond as %2, sitting closer after the "
                          "turner, and takes the %n card(s)!",
                          "", event.count)
                    .arg(seatName(event.player), seatName(event.other));
            return tr("%1 slaps first, after %2 ms, and wins %n card(s)!", "", event.count)
                .arg(seatName(event.player))
                .arg(event.stampMs);
        case Event::Kind::FalseSlap:
            if (event.card < 0 && event.count == 0)
                return tr("%1 slaps without cards, and there is no pair: %1 is out for good.")
                    .arg(seatName(event.player));
            return tr("%1 slaps, but there is no pair: a card goes under the pile.")
                .arg(seatName(event.player));
        case Event::Kind::Won:
            return tr("%1 holds all 52 cards and wins!").arg(seatName(event.player));
        case Event::Kind::LimitReached:
            if (event.player < 0) return tr("1,000 cards turned: a shared win.");
            return tr("1,000 cards turned: %1 holds the most cards and wins!")
                .arg(seatName(event.player));
        case Event::Kind::None:
            break;
    }
    return BoardView::describeMove(before, move, after);
}

Sound SlapBoard::soundFor(const State& /*before*/, Move /*move*/, const State& after) const {
    const SlapState* to = asSlap(after);
    if (!to) return Sound::None;
    if (to->isTerminal()) return Sound::Win;
    switch (to->lastEvent().kind) {
        case Event::Kind::Turned:
        case Event::Kind::FalseSlap:
            return Sound::Move;
        case Event::Kind::Took:
        case Event::Kind::SlapWon:
            return Sound::Capture;
        default:
            return Sound::None;
    }
}

}  // namespace lt::shell::battaglia_corsa
