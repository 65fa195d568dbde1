#include "games/rectangle_race/race_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <algorithm>

#include "games/rectangle_race/race_keys.h"
#include "widgets/physical_scale.h"

namespace lt::shell::rectangle_race {
namespace {

using namespace lt::rectangle_race;

constexpr int kDealMs = 450;
constexpr int kDropMs = 160;
constexpr int kRevealMs = 2600;
// Where the cursors start each round: the four corners of the table, then the mouse's in the
// top middle, apart from each other.
constexpr int kStartPlaces[] = {0, 29, 14, 21, 9};

const RaceState* asRace(const State& state) {
    return dynamic_cast<const RaceState*>(&state);
}

}  // namespace

RaceBoard::RaceBoard(QWidget* parent) : BoardView(parent), pixelsPerMm_(pixelsPerMmOf(screen())) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    refusedTimer_.setSingleShot(true);
    connect(&refusedTimer_, &QTimer::timeout, this, [this] {
        refused_.reset();
        update();
    });
    tick_.setInterval(100);
    connect(&tick_, &QTimer::timeout, this, [this] {
        if (!raceOpen()) tick_.stop();
        update();
    });
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        progress_ = value.toDouble();
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        progress_ = 1;
        show_ = Show::None;
        update();
        emit animationFinished();
    });
}

RaceBoard::~RaceBoard() = default;

void RaceBoard::setPixelsPerMm(double pixelsPerMm) {
    pixelsPerMm_ = pixelsPerMm;
    update();
}

void RaceBoard::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    humans_.clear();
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(seats.size()); ++seat)
        if (seats[seat].human) humans_.push_back(seat);
    resetCursors();
    update();
}

std::optional<PlayerId> RaceBoard::mouseSeat() const {
    if (humans_.empty()) return std::nullopt;
    return humans_.size() > kKeyBlocks ? humans_[kKeyBlocks] : humans_.front();
}

int RaceBoard::humanOf(PlayerId seat) const {
    const auto at = std::find(humans_.begin(), humans_.end(), seat);
    return at == humans_.end() ? -1 : static_cast<int>(at - humans_.begin());
}

void RaceBoard::resetCursors() {
    cursors_.assign(humans_.size(), 0);
    for (std::size_t i = 0; i < humans_.size(); ++i) cursors_[i] = kStartPlaces[i % 5];
}

QColor RaceBoard::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<PlayerId>(seats().size())) return seats()[seat].colour;
    return QColor(255, 255, 255);
}

bool RaceBoard::raceOpen() const {
    return state_ && state_->phase() == Phase::Race;
}

int RaceBoard::timeLeftMs() const {
    if (!raceOpen()) return 0;
    return static_cast<int>(
        std::clamp<qint64>(kLastStampMs - (clock_.now() - dealtAt_), 0, kLastStampMs));
}

void RaceBoard::showState(const State& state, PlayerId /*viewer*/) {
    const RaceState* race = asRace(state);
    if (!race) return;
    const bool newRound = race->rounds() != round_;
    state_ = std::make_unique<RaceState>(*race);
    if (newRound) {
        round_ = race->rounds();
        resetCursors();
        // A shown position (a resumed game, an undo) starts its race now.
        dealtAt_ = clock_.now() - (race->phase() == Phase::Race ? race->latestStampMs() : 0);
    }
    if (raceOpen()) {
        if (!tick_.isActive()) tick_.start();
        if (!humans_.empty()) setFocus(Qt::OtherFocusReason);
    }
    update();
}

void RaceBoard::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                            double pace) {
    const RaceState* from = asRace(before);
    const RaceState* to = asRace(after);
    animation_.stop();
    showState(after, viewer);
    if (!from || !to) {
        QTimer::singleShot(0, this, &BoardView::animationFinished);
        return;
    }
    int duration = 0;
    switch (kindOf(move)) {
        case MoveKind::Deal:
            dealtAt_ = clock_.now();
            show_ = Show::Deal;
            duration = static_cast<int>(kDealMs * pace);
            break;
        case MoveKind::Reveal:
            show_ = Show::Reveal;
            duration = static_cast<int>(kRevealMs * pace);
            break;
        case MoveKind::Drop:
            show_ = Show::Drop;
            duration = static_cast<int>(kDropMs * pace);
            break;
        case MoveKind::Invalid:
            show_ = Show::None;
            break;
    }
    if (duration <= 0) {
        show_ = Show::None;
        progress_ = 1;
        update();
        QTimer::singleShot(0, this, &BoardView::animationFinished);
        return;
    }
    progress_ = 0;
    animation_.setDuration(duration);
    animation_.start();
}

void RaceBoard::cancelRequest() {
    dealer_.reset();
    update();
}

void RaceBoard::requestRoll(PlayerId roller) {
    dealer_ = roller;
    setFocus(Qt::OtherFocusReason);
    update();
}

void RaceBoard::turnUp() {
    if (!dealer_) return;
    dealer_.reset();
    update();
    emit rollRequested();
}

void RaceBoard::drop(int human, int place, qint64 when) {
    if (!raceOpen() || human < 0 || human >= static_cast<int>(humans_.size())) return;
    const PlayerId seat = humans_[human];
    if (state_->hasDropped(seat)) return;
    const int stamp =
        static_cast<int>(std::clamp<qint64>(when - dealtAt_, 0, lt::rectangle_race::kMaxStampMs));
    const Move move = dropMove(place, stamp);
    if (!state_->isLegalClaim(seat, move)) {
        refused_ = place;  // full (R3), or the time is up
        refusedTimer_.start(500);
        update();
        return;
    }
    emit claimChosen(seat, move);
}

void RaceBoard::keyPressEvent(QKeyEvent* event) {
    const qint64 when = clock_.when(*event);
    const auto press = keyPressOf(event->key(), event->modifiers());
    const bool dealerKey = press && press->action == Action::Drop &&
                           press->block < static_cast<int>(humans_.size()) &&
                           dealer_ == humans_[press->block];
    if (dealer_ && (event->key() == Qt::Key_Space || dealerKey)) {
        event->accept();
        turnUp();
        return;
    }
    if (!press || event->isAutoRepeat() || press->block >= static_cast<int>(humans_.size()) ||
        press->block >= kKeyBlocks) {
        BoardView::keyPressEvent(event);
        return;
    }
    event->accept();
    if (!raceOpen() || state_->hasDropped(humans_[press->block])) return;
    int& cursor = cursors_[press->block];
    if (press->action == Action::Drop)
        drop(press->block, cursor, when);
    else
        cursor = neighbour(cursor, press->action);
    update();
}

void RaceBoard::mouseMoveEvent(QMouseEvent* event) {
    const auto seat = mouseSeat();
    if (!seat || !raceOpen() || state_->hasDropped(*seat)) return;
    if (const auto place = placeAt(layout(), event->position())) {
        const int human = humanOf(*seat);
        if (cursors_[human] != *place) {
            cursors_[human] = *place;
            update();
        }
    }
}

void RaceBoard::mousePressEvent(QMouseEvent* event) {
    const qint64 when = clock_.when(*event);
    const RaceLayout t = layout();
    if (dealer_ && event->button() == Qt::LeftButton &&
        (t.card.contains(event->position()) || t.deck.contains(event->position()))) {
        turnUp();
        return;
    }
    const auto seat = mouseSeat();
    const auto place = placeAt(t, event->position());
    if (!seat || !place || event->button() != Qt::LeftButton) return;
    const int human = humanOf(*seat);
    if (!raceOpen() || state_->hasDropped(*seat)) return;
    cursors_[human] = *place;
    drop(human, *place, when);
}

QString RaceBoard::reducedText() const {
    const RaceLayout t = layout();
    if (!t.reduced()) return {};
    return tr("%1 % of the real size: the window is too small").arg(t.percentOfRealSize());
}

QString RaceBoard::rollPrompt(PlayerId roller, bool human) const {
    if (!human) return tr("%1 turns up the next card…").arg(seatName(roller));
    if (state_ && state_->card() == 0)
        return tr("%1, turn up the first card: Space or a click on the deck!")
            .arg(seatName(roller));
    return tr("%1, turn up the next card: Space or a click on the deck!").arg(seatName(roller));
}

QString RaceBoard::promptText() const {
    if (dealer_ && state_ && state_->card() == 0)
        return tr("%1, turn up the first card: Space or a click on the deck!")
            .arg(seatName(*dealer_));
    if (!state_ || state_->card() == 0) return tr("Get ready…");
    if (state_->isTerminal()) return tr("The deck is used up!");
    if (dealer_)
        return tr("%1, turn up the next card: Space or a click on the deck!")
            .arg(seatName(*dealer_));
    if (raceOpen()) {
        if (humans_.empty()) return tr("Which rectangle has the card's size?");
        return tr("Find the rectangle of the card's size and put your pawn on it!");
    }
    const Event& event = state_->lastEvent();
    if (event.kind != Event::Kind::Revealed) return tr("Next card…");
    if (event.right.empty()) return tr("Nobody was right: the card goes back in the box.");
    if (event.right.size() == 1)
        return tr("%1 was right and takes the card!").arg(seatName(event.right[0]));
    return tr("%1 and %2 were right: one card each!")
        .arg(seatName(event.right[0]), seatName(event.right[1]));
}

QString RaceBoard::describeMove(const State& before, Move move, const State& after) const {
    const RaceState* to = asRace(after);
    if (!to) return BoardView::describeMove(before, move, after);
    const Event& event = to->lastEvent();
    switch (event.kind) {
        case Event::Kind::Dealt:
            return tr("A new card is turned up.");
        case Event::Kind::Dropped:
            return tr("%1 puts a pawn down.").arg(seatName(event.player));
        case Event::Kind::Revealed:
            if (event.right.empty()) return tr("Nobody was right: the card goes back in the box.");
            if (event.right.size() == 1)
                return tr("%1 was right and takes the card.").arg(seatName(event.right[0]));
            return tr("%1 and %2 were right: %1 takes the card, %2 one from the deck.")
                .arg(seatName(event.right[0]), seatName(event.right[1]));
        case Event::Kind::None:
            break;
    }
    return BoardView::describeMove(before, move, after);
}

Sound RaceBoard::soundFor(const State& /*before*/, Move /*move*/, const State& after) const {
    const RaceState* to = asRace(after);
    if (!to) return Sound::None;
    if (to->isTerminal()) return Sound::Win;
    switch (to->lastEvent().kind) {
        case Event::Kind::Dropped:
            return Sound::Move;
        case Event::Kind::Revealed:
            return to->lastEvent().right.empty() ? Sound::None : Sound::Capture;
        default:
            return Sound::None;
    }
}

}  // namespace lt::shell::rectangle_race
