#include "games/flags_trovami/flags_trovami_board_view.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>

#include "games/flags_trovami/buzzer_keys.h"
#include "games/flags_trovami/move_show.h"
#include "games/flags_trovami/reactions.h"
#include "widgets/felt_table.h"
#include "widgets/flag_dice_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags_trovami {
namespace {

using lt::flags_trovami::Event;
using lt::flags_trovami::Phase;
using lt::flags_trovami::TrovamiState;

constexpr int kLayMs = 25;
constexpr int kWonMs = 1000;
constexpr int kWrongMs = 600;
constexpr int kBookedMs = 1400;
constexpr int kLapseMs = 400;

const TrovamiState* asTrovami(const State& state) {
    return dynamic_cast<const TrovamiState*>(&state);
}

std::vector<FlagDie> blueDice(const TrovamiState& state) {
    if (!state.dice()) return {{FlagDieColour::Blue, -1}, {FlagDieColour::Blue, -1}};
    return {{FlagDieColour::Blue, static_cast<int>(state.dice()->first)},
            {FlagDieColour::Blue, static_cast<int>(state.dice()->second)}};
}

}  // namespace

TrovamiBoardView::TrovamiBoardView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 10, 20, 8);
    layout->setSpacing(6);

    // Top: what to do now, and the dice with the roll button. Then the table across the
    // whole width, the players under it, and the keys at the bottom.
    auto* top = new QHBoxLayout;
    top->setSpacing(12);
    prompt_ = new QLabel(this);
    prompt_->setAlignment(Qt::AlignCenter);
    prompt_->setWordWrap(true);
    prompt_->setMinimumHeight(fontScaled(48));
    prompt_->setStyleSheet(scaledFontSizes("color: white; font-size: 22px; font-weight: 600;"));
    top->addWidget(prompt_, 1);
    dice_ = new FlagDiceView(this);
    dice_->setDice({{FlagDieColour::Blue, -1}, {FlagDieColour::Blue, -1}});
    // Smaller on a small screen (1024 × 600), as the table is.
    dice_->setMinimumSize(126, 60);
    dice_->setMaximumSize(190, 96);
    top->addWidget(dice_);
    roll_ = new QPushButton(tr("Roll"), this);
    roll_->setFocusPolicy(Qt::NoFocus);  // keys go to the board
    roll_->setFixedSize(fontScaled(120), fontScaled(44));
    roll_->setStyleSheet(scaledFontSizes(
        "QPushButton { background: #1f5fbf; color: white; font-size: 18px; font-weight: 600;"
        " border-radius: 10px; border: 2px solid #7fb0ff; }"
        "QPushButton:disabled { background: #27405f; color: #8ea3bd; border-color: #35506f; }"));
    connect(roll_, &QPushButton::clicked, this, [this] {
        if (!show_->active()) emit rollRequested();
    });
    top->addWidget(roll_);
    layout->addLayout(top);

    table_ = new TrovamiTableView(this);
    layout->addWidget(table_, 1);
    seatsView_ = new TrovamiSeatsView(this);
    layout->addWidget(seatsView_);

    help_ = new QLabel(this);
    help_->setAlignment(Qt::AlignCenter);
    help_->setWordWrap(true);
    help_->setStyleSheet(scaledFontSizes("color: #cfe3d4; font-size: 14px;"));
    layout->addWidget(help_);

    connect(table_, &TrovamiTableView::slotClicked, this, [this](int slot) { touch(slot, true); });
    connect(seatsView_, &TrovamiSeatsView::seatClicked, this,
            [this](int seat) { book(seat, true); });
    show_ = std::make_unique<MoveShow>(this, dice_, [this] {
        refresh();
        emit animationFinished();
    });

    buzzTimer_.setSingleShot(true);
    connect(&buzzTimer_, &QTimer::timeout, this, &TrovamiBoardView::onBuzzTimeout);
    raceClock_.setSingleShot(true);
    connect(&raceClock_, &QTimer::timeout, this, [this] {
        if (!clockHolder_ || !raceOpen()) return;
        clockHolder_.reset();
        closeBuzz();
        emit moveChosen(lt::flags_trovami::lapseMove());
    });
    if (!texts_.ok()) help_->setText(texts_.problem());
    refresh();
}

TrovamiBoardView::~TrovamiBoardView() = default;

void TrovamiBoardView::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    humans_ = humanSeats(seats);
    refresh();
}

QString TrovamiBoardView::countryName(int card) const {
    if (!state_ || card < 0) return {};
    return texts_.countryName(state_->card(card).code);
}

QString TrovamiBoardView::faceNames(const TrovamiState& state) const {
    const auto dice = blueDice(state);
    return tr("%1 + %2").arg(flagDieFaceName(dice[0]), flagDieFaceName(dice[1]));
}

bool TrovamiBoardView::raceOpen() const {
    return state_ && state_->phase() == Phase::Race && !show_->active();
}

void TrovamiBoardView::showState(const State& state, PlayerId /*viewer*/) {
    const TrovamiState* trovami = asTrovami(state);
    if (!trovami) return;
    // The marks of the last touch stay until the next roll.
    if (!state_ || trovami->rolls() != state_->rolls() || trovami->phase() == Phase::Layout)
        marks_.clear();
    state_ = std::make_unique<TrovamiState>(*trovami);
    // The buzzers and card letters are keys of this board, whoever rolls.
    if (!humans_.empty()) setFocus(Qt::OtherFocusReason);
    if (!dice_->isRolling()) dice_->setDice(blueDice(*state_));
    if (!raceOpen()) closeBuzz();
    refresh();
}

void TrovamiBoardView::refresh() {
    std::vector<QString> codes(lt::flags_trovami::kTableSlots);
    if (state_)
        for (int slot = 0; slot < lt::flags_trovami::kTableSlots; ++slot)
            if (state_->table()[slot] >= 0)
                codes[slot] = QString::fromStdString(state_->card(state_->table()[slot]).code);
    table_->setCards(codes);
    table_->setMarks(marks_);
    table_->setActive(raceOpen() && !humans_.empty());
    table_->setPicker(buzzer_ && *buzzer_ < static_cast<PlayerId>(seats().size())
                          ? seats()[*buzzer_].colour
                          : QColor());
    seatsView_->setPicking(raceOpen() && !humans_.empty());
    refreshSeats();

    const bool humanRolls =
        state_ && state_->phase() == Phase::Roll && !show_->active() &&
        std::find(humans_.begin(), humans_.end(), state_->rollerSeat()) != humans_.end();
    roll_->setEnabled(humanRolls);

    QString keys;
    for (std::size_t i = 0; i < humans_.size() && static_cast<int>(i) < kMaxBuzzers; ++i)
        keys += (keys.isEmpty() ? QString() : QStringLiteral(" · ")) +
                tr("%1: key %2").arg(seatName(humans_[i]), buzzerKeyName(static_cast<int>(i)));
    const int players = state_ ? state_->numPlayers() : static_cast<int>(seats().size());
    if (!texts_.ok())
        help_->setText(texts_.problem());
    else if (humans_.size() == 1)
        help_->setText(tr("Touch a card: its letter or a click. Book: F1–F%1 or a click on the "
                          "name of who has it.")
                           .arg(players));
    else if (humans_.size() > 1)
        help_->setText(tr("Buzzers — %1. Buzz, then within 3 s a card's letter, or F1–F%2 to "
                          "name who has it. The mouse is %3's.")
                           .arg(keys, QString::number(players), seatName(humans_.front())));
    else
        help_->clear();

    if (!state_) {
        prompt_->setText(tr("Get ready…"));
        return;
    }
    const TrovamiState& s = *state_;
    switch (s.phase()) {
        case Phase::Layout:
            prompt_->setText(tr("Laying out the red cards…"));
            break;
        case Phase::Roll:
            prompt_->setText(humanRolls ? tr("%1, roll the dice!").arg(seatName(s.rollerSeat()))
                                        : tr("%1 rolls the dice…").arg(seatName(s.rollerSeat())));
            break;
        case Phase::Race:
            if (buzzer_)
                prompt_->setText(tr("%1: a card's letter, or F1–F%2 for who has it!")
                                     .arg(seatName(*buzzer_), QString::number(s.numPlayers())));
            else
                prompt_->setText(tr("Find the card with %1 — or, if it is gone, book and say "
                                    "who has it!")
                                     .arg(faceNames(s)));
            break;
        case Phase::Over:
            if (s.winner() >= 0)
                prompt_->setText(tr("%1 wins with %n card(s)!", nullptr,
                                    static_cast<int>(s.piles()[s.winner()].size()))
                                     .arg(seatName(s.winner())));
            else
                prompt_->setText(tr("The roll limit is reached: the most cards wins."));
            break;
    }
}

void TrovamiBoardView::refreshSeats() {
    std::vector<SeatRow> rows;
    if (!state_) {
        seatsView_->setRows(rows);
        return;
    }
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat) {
        SeatRow row;
        row.name = seatName(seat);
        row.colour =
            seat < static_cast<PlayerId>(seats().size()) ? seats()[seat].colour : QColor(Qt::white);
        const auto human = std::find(humans_.begin(), humans_.end(), seat);
        const int index = static_cast<int>(human - humans_.begin());
        if (human == humans_.end())
            row.keyHint = tr("computer");
        else if (humans_.size() > 1 && index < kMaxBuzzers)
            row.keyHint = tr("key %1").arg(buzzerKeyName(index));
        row.cards = static_cast<int>(state_->piles()[seat].size());
        row.target = state_->target();
        row.debt = state_->debts()[seat];
        row.locked = state_->phase() == Phase::Race && state_->lockedOut(seat);
        row.rolling = state_->phase() != Phase::Over && state_->rollerSeat() == seat;
        row.buzzing = buzzer_ == seat;
        rows.push_back(row);
    }
    seatsView_->setRows(rows);
}

void TrovamiBoardView::requestMove(PlayerId player) {
    // The human holds the race clock: when time is up, nobody won it (T4).
    if (!state_ || state_->phase() != Phase::Race) return;
    clockHolder_ = player;
    raceClock_.start(state_->wantedSlot() >= 0 ? lt::flags_trovami::kFindLimitMs
                                               : lt::flags_trovami::kBookLimitMs);
    setFocus(Qt::OtherFocusReason);
}

void TrovamiBoardView::cancelRequest() {
    raceClock_.stop();
    clockHolder_.reset();
}

std::optional<PlayerId> TrovamiBoardView::picker(bool mouse) const {
    if (buzzer_) return buzzer_;
    if (humans_.size() == 1 || (mouse && !humans_.empty())) return humans_.front();
    return std::nullopt;
}

void TrovamiBoardView::buzz(PlayerId human) {
    if (!raceOpen() || buzzer_ || state_->lockedOut(human)) return;
    buzzer_ = human;
    buzzTimer_.start(lt::flags_trovami::kNameLimitMs);
    refresh();
}

void TrovamiBoardView::closeBuzz() {
    buzzTimer_.stop();
    if (!buzzer_) return;
    buzzer_.reset();
    refresh();
}

void TrovamiBoardView::onBuzzTimeout() {
    if (!buzzer_) return;
    const PlayerId player = *buzzer_;
    // A raised hand with no name said in time is a wrong booking (digest §5.3).
    if (raceOpen())
        claim(player, lt::flags_trovami::bookNobodyMove());
    else
        closeBuzz();
}

void TrovamiBoardView::touch(int slot, bool mouse) {
    const auto who = picker(mouse);
    if (!raceOpen() || !who || state_->lockedOut(*who)) return;
    if (slot < 0 || slot >= lt::flags_trovami::kTableSlots || state_->table()[slot] < 0) return;
    claim(*who, lt::flags_trovami::grabMove(slot));
}

void TrovamiBoardView::book(PlayerId named, bool mouse) {
    const auto who = picker(mouse);
    if (!raceOpen() || !who || state_->lockedOut(*who)) return;
    if (named < 0 || named >= state_->numPlayers()) return;
    claim(*who, lt::flags_trovami::bookMove(named));
}

void TrovamiBoardView::claim(PlayerId player, Move move) {
    closeBuzz();
    emit claimChosen(player, move);
}

void TrovamiBoardView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if (event->isAutoRepeat()) return;
    if (const auto index = humanOfBuzzer(key); index && *index < static_cast<int>(humans_.size())) {
        const PlayerId seat = humans_[*index];
        if (state_ && state_->phase() == Phase::Roll && state_->rollerSeat() == seat &&
            roll_->isEnabled())
            emit rollRequested();
        else
            buzz(seat);
        event->accept();
        return;
    }
    if ((key == Qt::Key_Space || key == Qt::Key_Return) && roll_->isEnabled()) {
        emit rollRequested();
        event->accept();
        return;
    }
    if (key >= Qt::Key_F1 && key <= Qt::Key_F12) {
        book(key - Qt::Key_F1, false);
        event->accept();
        return;
    }
    if (const auto pick = pickOfKey(key); pick && *pick < lt::flags_trovami::kTableSlots) {
        touch(*pick, false);
        event->accept();
        return;
    }
    BoardView::keyPressEvent(event);
}

void TrovamiBoardView::animateMove(const State& before, Move /*move*/, const State& after,
                                   PlayerId viewer, double pace) {
    cancelRequest();
    closeBuzz();
    show_->begin();
    showState(after, viewer);
    const TrovamiState* s = asTrovami(after);
    const TrovamiState* from = asTrovami(before);
    const auto scaled = [pace](int ms) { return pacedMs(ms, pace); };
    if (!s || !from) {
        show_->endAfter(0);
        return;
    }
    const Event& event = s->lastEvent();
    const QColor colour = event.player >= 0 && event.player < static_cast<int>(seats().size())
                              ? seats()[event.player].colour
                              : QColor(255, 214, 64);
    int duration = kLapseMs;
    switch (event.kind) {
        case Event::Kind::Laid:
            duration = kLayMs;
            break;
        case Event::Kind::Rolled:
            refresh();
            dice_->roll(blueDice(*s), scaled(lt::flags_trovami::kDiceSettleMs));
            return;  // finished when the dice land
        case Event::Kind::Won:
            marks_.push_back({from->wantedSlot(), colour, false});
            duration = kWonMs;
            break;
        case Event::Kind::WrongCard:
        case Event::Kind::AllLocked:
            marks_.push_back({s->homeSlot(event.card), colour, true});
            duration = kWrongMs;
            break;
        case Event::Kind::BookedRight:
        case Event::Kind::BookedWrong:
            duration = kBookedMs;
            break;
        case Event::Kind::Lapsed:
        case Event::Kind::None:
            break;
    }
    if (event.returnedCard >= 0)
        marks_.push_back({s->homeSlot(event.returnedCard), QColor(255, 90, 70), false});
    refresh();
    show_->endAfter(scaled(duration));
}

QString TrovamiBoardView::describeMove(const State& before, Move move, const State& after) const {
    const TrovamiState* s = asTrovami(after);
    if (!s) return BoardView::describeMove(before, move, after);
    const Event& e = s->lastEvent();
    const QString name = seatName(e.player);
    const QString country = e.card >= 0 ? texts_.countryName(s->card(e.card).code) : QString();
    QString text;
    switch (e.kind) {
        case Event::Kind::Laid:
            text = tr("A red card is laid on the table");
            break;
        case Event::Kind::Rolled:
            text = tr("%1 rolled %2").arg(name, faceNames(*s));
            break;
        case Event::Kind::Won:
            text = tr("%1 found %2!").arg(name, country);
            break;
        case Event::Kind::WrongCard:
            text = tr("%1 touched %2: wrong card, out for this roll").arg(name, country);
            break;
        case Event::Kind::AllLocked:
            text =
                tr("%1 touched %2: wrong card — everybody is out, roll again").arg(name, country);
            break;
        case Event::Kind::Lapsed:
            text = tr("Nobody in time: %1 rolls again").arg(name);
            break;
        case Event::Kind::BookedRight:
            text = e.holder == e.player
                       ? tr("%1 booked: “I have it!” — right, %2 stays with %1").arg(name, country)
                       : tr("%1 booked: “%2 has it!” — right, %1 takes %3")
                             .arg(name, seatName(e.holder), country);
            break;
        case Event::Kind::BookedWrong:
            text = e.named >= 0 ? tr("%1 booked: “%2 has it!” — wrong").arg(name, seatName(e.named))
                                : tr("%1 booked but named nobody in time — wrong").arg(name);
            break;
        case Event::Kind::None:
            break;
    }
    if (e.returnedCard >= 0)
        text +=
            tr("; %1 goes back to the table").arg(texts_.countryName(s->card(e.returnedCard).code));
    if (e.debtAdded) text += tr("; %1 owes a card").arg(name);
    if (s->isTerminal() && s->winner() >= 0)
        text += tr(" — %1 wins the game!").arg(seatName(s->winner()));
    return text;
}

Sound TrovamiBoardView::soundFor(const State& /*before*/, Move /*move*/, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    const TrovamiState* s = asTrovami(after);
    if (!s) return Sound::Move;
    switch (s->lastEvent().kind) {
        case Event::Kind::Laid:
            return Sound::None;
        case Event::Kind::Rolled:
            return Sound::Roll;
        case Event::Kind::Won:
        case Event::Kind::BookedRight:
            return Sound::Capture;
        default:
            return Sound::Move;
    }
}

void TrovamiBoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    paintFelt(painter, rect(), QColor(0x2f, 0x6b, 0x45), QColor(0x17, 0x3d, 0x27), 0.7);
}

}  // namespace lt::shell::flags_trovami
