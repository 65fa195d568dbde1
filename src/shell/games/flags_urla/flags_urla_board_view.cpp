#include "games/flags_urla/flags_urla_board_view.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "games/flags/typed_names.h"
#include "games/flags_trovami/buzzer_keys.h"
#include "games/flags_trovami/move_show.h"
#include "games/flags_urla/reactions.h"
#include "widgets/felt_table.h"
#include "widgets/flag_dice_view.h"
#include "widgets/flag_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::flags_urla {
namespace {

using lt::flags_urla::Event;
using lt::flags_urla::Phase;
using lt::flags_urla::UrlaState;
using lt::shell::flags_trovami::buzzerKeyName;
using lt::shell::flags_trovami::humanOfBuzzer;
using lt::shell::flags_trovami::kMaxBuzzers;

constexpr int kNamedMs = 1600;
constexpr int kNextMs = 150;
constexpr std::array<int, 4> kAnswerKeys{Qt::Key_A, Qt::Key_S, Qt::Key_D, Qt::Key_F};
const QColor kCardRim(0xf3, 0xee, 0xe2);

const UrlaState* asUrla(const State& state) {
    return dynamic_cast<const UrlaState*>(&state);
}

}  // namespace

UrlaBoardView::UrlaBoardView(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(20, 14, 20, 12);
    prompt_ = new QLabel(this);
    prompt_->setAlignment(Qt::AlignCenter);
    prompt_->setWordWrap(true);
    prompt_->setMinimumHeight(44);
    prompt_->setStyleSheet(scaledFontSizes("color: white; font-size: 22px; font-weight: 600;"));
    layout->addWidget(prompt_);
    layout->addStretch(1);
    help_ = new QLabel(this);
    help_->setAlignment(Qt::AlignCenter);
    help_->setWordWrap(true);
    help_->setStyleSheet(scaledFontSizes("color: #d6dce8; font-size: 14px;"));
    layout->addWidget(help_);

    typed_ = new QLineEdit(this);
    typed_->setAlignment(Qt::AlignCenter);
    typed_->setStyleSheet(scaledFontSizes(
        "QLineEdit { background: #1d3355; border: 2px solid #ffd23f; border-radius: 12px;"
        " color: white; font-size: 22px; padding: 6px; }"));
    typed_->setPlaceholderText(tr("Type the country and press Enter"));
    typed_->hide();
    lt::shell::flags::suggestCountryNames(typed_, texts_);
    connect(typed_, &QLineEdit::returnPressed, this, &UrlaBoardView::submitTyped);

    dice_ = new FlagDiceView(this);
    dice_->hide();
    show_ = std::make_unique<flags_trovami::MoveShow>(this, dice_, [this] {
        refresh();
        emit animationFinished();
    });

    buzzTimer_.setSingleShot(true);
    connect(&buzzTimer_, &QTimer::timeout, this, [this] {
        if (!buzzer_) return;
        const PlayerId player = *buzzer_;
        closeBuzz();
        // A buzzer with no name chosen in time is a wrong name (digest §5.1).
        if (lookOpen())
            emit claimChosen(player, lt::flags_urla::sayNothingMove(stampAt(clock_.now())));
    });
    lookClock_.setSingleShot(true);
    connect(&lookClock_, &QTimer::timeout, this, [this] {
        if (!clockHolder_ || !lookOpen()) return;
        clockHolder_.reset();
        closeBuzz();
        emit moveChosen(lt::flags_urla::nextMove());
    });
    refresh();
}

UrlaBoardView::~UrlaBoardView() = default;

void UrlaBoardView::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    humans_ = flags_trovami::humanSeats(seats);
    refresh();
}

QString UrlaBoardView::countryName(int card) const {
    if (!state_ || card < 0) return {};
    return texts_.countryName(state_->card(card).code);
}

bool UrlaBoardView::lookOpen() const {
    return state_ && (state_->phase() == Phase::Look || state_->phase() == Phase::Judge) &&
           !show_->active();
}

int UrlaBoardView::stampAt(qint64 when) const {
    return static_cast<int>(std::clamp<qint64>(when - dealtAt_, 0, lt::flags_urla::kMaxStampMs));
}

void UrlaBoardView::showState(const State& state, PlayerId /*viewer*/) {
    const UrlaState* urla = asUrla(state);
    if (!urla) return;
    state_ = std::make_unique<UrlaState>(*urla);
    // A new card dealt (or a look reached by undo): answers count from now.
    if (state_->phase() == Phase::Look && state_->dealtCount() != anchoredDeal_) {
        anchoredDeal_ = state_->dealtCount();
        dealtAt_ = clock_.now();
    }
    // A buzzer stays open while others' answers wait to be judged with his.
    if (state_->phase() != Phase::Look && state_->phase() != Phase::Judge) closeBuzz();
    // The buzzers are keys of this board, whoever deals.
    if (!humans_.empty()) setFocus(Qt::OtherFocusReason);
    refresh();
}

void UrlaBoardView::refresh() {
    QString keys;
    for (std::size_t i = 0; i < humans_.size() && static_cast<int>(i) < kMaxBuzzers; ++i)
        keys += (keys.isEmpty() ? QString() : QStringLiteral(" · ")) +
                tr("%1: key %2").arg(seatName(humans_[i]), buzzerKeyName(static_cast<int>(i)));
    const bool typed = state_ && state_->typedAnswers();
    if (!texts_.ok())
        help_->setText(texts_.problem());
    else if (typed && humans_.size() == 1)
        help_->setText(
            tr("A shared symbol? Buzz with Space or 1, then type the name and press "
               "Enter, within 8 s."));
    else if (typed && humans_.size() > 1)
        help_->setText(
            tr("Buzzers — %1. Then type the name and press Enter, within 8 s.").arg(keys));
    else if (humans_.size() == 1)
        help_->setText(
            tr("A shared symbol? Buzz with Space or 1, then choose the name with "
               "A S D F or a click, within 3 s."));
    else if (humans_.size() > 1)
        help_->setText(tr("Buzzers — %1. Then choose the name with A S D F or a click, within "
                          "3 s.")
                           .arg(keys));
    else
        help_->clear();

    if (!state_) {
        prompt_->setText(tr("Get ready…"));
    } else if (buzzer_) {
        prompt_->setText(tr("%1, say the name!").arg(seatName(*buzzer_)));
    } else {
        const UrlaState& s = *state_;
        switch (s.phase()) {
            case Phase::Deal:
            case Phase::Look:
            case Phase::Judge:
                prompt_->setText(s.dealtCount() == 0
                                     ? tr("%1 deals the cards…").arg(seatName(s.dealer()))
                                     : tr("%1 has a new country: do two flags share a symbol?")
                                           .arg(seatName(s.receiver())));
                break;
            case Phase::TieBreak:
                prompt_->setText(tr("A tie: the blue dice decide among the leaders…"));
                break;
            case Phase::Over:
                prompt_->setText(s.winner() >= 0
                                     ? tr("%1 wins with %n card(s)!", nullptr,
                                          static_cast<int>(s.piles()[s.winner()].size()))
                                           .arg(seatName(s.winner()))
                                     : tr("A shared win!"));
                break;
        }
    }
    const bool tie = state_ && (state_->phase() == Phase::TieBreak ||
                                (state_->phase() == Phase::Over && state_->tieRolls() > 0));
    dice_->setVisible(tie);
    dice_->setGeometry(deckRect().adjusted(0, deckRect().height() * 0.55, 0, 0).toRect());
    update();
}

QRectF UrlaBoardView::tableArea() const {
    const double top = prompt_->geometry().bottom() + 10;
    const double bottom = help_->geometry().top() - 10;
    return {20, top, width() - 40.0, std::max(100.0, bottom - top)};
}

QRectF UrlaBoardView::deckRect() const {
    const QRectF area = tableArea();
    const double w = std::min(area.width() * 0.18, 220.0);
    return {area.right() - w, area.top(), w, area.height()};
}

QRectF UrlaBoardView::placeRect(PlayerId seat) const {
    const int n =
        state_ ? state_->numPlayers() : std::max<int>(1, static_cast<int>(seats().size()));
    // One row for two or three players, else two rows: the flags stay large.
    const int columns = n <= 3 ? n : (n + 1) / 2;
    const int rows = n <= 3 ? 1 : 2;
    QRectF area = tableArea();
    area.setRight(deckRect().left() - 16);
    const double gap = 14;
    const double w = (area.width() - (columns - 1) * gap) / columns;
    const double h = std::min((area.height() - (rows - 1) * gap) / rows, w * 1.15);
    const double top = area.top() + (area.height() - rows * h - (rows - 1) * gap) / 2;
    const int row = seat / columns, column = seat % columns;
    return {area.left() + column * (w + gap), top + row * (h + gap), w, h};
}

QRectF UrlaBoardView::optionRect(int index) const {
    if (!buzzer_) return {};
    const QRectF place = placeRect(*buzzer_);
    const double h = std::min(place.height() / 5.2, 54.0);
    const double top = place.center().y() - 2 * h - 1.5 * 6;
    return {place.left() + 8, top + index * (h + 6), place.width() - 16, h};
}

void UrlaBoardView::resizeEvent(QResizeEvent* event) {
    flags_.clear();
    BoardView::resizeEvent(event);
    refresh();
}

const QPixmap& UrlaBoardView::flag(const QString& code, const QSize& size) {
    const QString key = code + QLatin1Char('@') + QString::number(size.width());
    auto found = flags_.find(key);
    if (found == flags_.end()) found = flags_.insert(key, flagPixmap(code, size));
    return found.value();
}

void UrlaBoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    paintFelt(painter, rect(), QColor(0x3a, 0x2a, 0x5c), QColor(0x17, 0x12, 0x2b), 0.7);
    if (!state_) return;

    // The deck, face down, with the dealer's name.
    const QRectF deck = deckRect();
    const int left = static_cast<int>(state_->cards().size()) - state_->dealtCount();
    const QRectF pile(deck.center().x() - deck.width() * 0.3, deck.top() + 20, deck.width() * 0.6,
                      deck.width() * 0.45);
    for (int i = std::min(left, 6) - 1; i >= 0; --i) {
        painter.setPen(QPen(QColor(255, 255, 255, 140), 1));
        painter.setBrush(QColor(0x8e, 0x1c, 0x1c));
        painter.drawRoundedRect(pile.translated(i * 2.0, -i * 2.0), 8, 8);
    }
    painter.setPen(Qt::white);
    QFont font = painter.font();
    font.setPixelSize(fontScaled(16));
    painter.setFont(font);
    painter.drawText(QRectF(deck.left() - 10, pile.bottom() + 10, deck.width() + 20, 80),
                     Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                     tr("%n card(s) to deal", nullptr, left) + QLatin1Char('\n') +
                         tr("Dealer: %1").arg(seatName(state_->dealer())));

    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat) paintPlace(painter, seat);
    if (buzzer_ && !state_->typedAnswers()) paintOptions(painter);
}

void UrlaBoardView::paintPlace(QPainter& painter, PlayerId seat) {
    const QRectF place = placeRect(seat);
    const QColor colour =
        seat < static_cast<PlayerId>(seats().size()) ? seats()[seat].colour : QColor(Qt::white);
    painter.setPen(buzzer_ == seat ? QPen(colour, 3) : QPen(QColor(255, 255, 255, 40), 1));
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(place, 14, 14);

    const double nameHeight = std::min(34.0, place.height() * 0.16);
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(nameHeight * 0.62));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawEllipse(QPointF(place.left() + 16, place.top() + 8 + nameHeight / 2), 6, 6);
    painter.setPen(Qt::white);
    const auto human = std::find(humans_.begin(), humans_.end(), seat);
    const int index = static_cast<int>(human - humans_.begin());
    QString title = seatName(seat);
    if (human != humans_.end() && index < kMaxBuzzers && humans_.size() > 1)
        title += tr(" · key %1").arg(buzzerKeyName(index));
    const QRectF nameRect(place.left() + 28, place.top() + 8, place.width() - 36, nameHeight);
    painter.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                     painter.fontMetrics().elidedText(title, Qt::ElideRight,
                                                      static_cast<int>(nameRect.width())));

    // His country: the top card, face up, as large as the place allows.
    const int top = state_->top(seat);
    const QRectF cardArea(place.left() + 12, nameRect.bottom() + 6, place.width() - 24,
                          place.height() - nameHeight * 2 - 26);
    if (top >= 0) {
        const QString code = QString::fromStdString(state_->card(top).code);
        const QPixmap& picture = flag(code, (cardArea.size() * devicePixelRatioF()).toSize());
        QSizeF shown = QSizeF(picture.size()) / devicePixelRatioF();
        shown.scale(cardArea.size(), Qt::KeepAspectRatio);
        const QRectF target(cardArea.center() - QPointF(shown.width() / 2, shown.height() / 2),
                            shown);
        painter.setPen(Qt::NoPen);
        painter.setBrush(seat == freshPlace_ ? QColor(0xff, 0xd2, 0x3f) : kCardRim);
        painter.drawRoundedRect(target.adjusted(-6, -6, 6, 6), 8, 8);
        if (!picture.isNull()) painter.drawPixmap(target, picture, QRectF(picture.rect()));
    } else {
        painter.setPen(QPen(QColor(255, 255, 255, 60), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(cardArea.adjusted(10, 10, -10, -10), 8, 8);
    }
    font.setBold(false);
    painter.setFont(font);
    painter.setPen(QColor(0xe6, 0xea, 0xf2));
    const int count = static_cast<int>(state_->piles()[seat].size());
    painter.drawText(
        QRectF(place.left(), place.bottom() - nameHeight - 6, place.width(), nameHeight),
        Qt::AlignCenter, tr("%n card(s)", nullptr, count));
}

void UrlaBoardView::paintOptions(QPainter& painter) {
    const QRectF place = placeRect(*buzzer_);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(10, 10, 25, 215));
    painter.drawRoundedRect(place, 14, 14);
    QFont font = painter.font();
    for (int i = 0; i < 4; ++i) {
        const QRectF option = optionRect(i);
        painter.setPen(QPen(QColor(0x7f, 0xb0, 0xff), 2));
        painter.setBrush(QColor(0x1d, 0x33, 0x55));
        painter.drawRoundedRect(option, 10, 10);
        font.setPixelSize(static_cast<int>(option.height() * 0.42));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0xff, 0xd2, 0x3f));
        const QRectF key(option.left() + 8, option.top(), option.height() * 0.7, option.height());
        painter.drawText(key, Qt::AlignCenter,
                         QKeySequence(kAnswerKeys[i]).toString(QKeySequence::NativeText));
        painter.setPen(Qt::white);
        const QRectF text = option.adjusted(key.width() + 14, 0, -8, 0);
        painter.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(countryName(options_[i]), Qt::ElideRight,
                                                          static_cast<int>(text.width())));
    }
}

void UrlaBoardView::requestMove(PlayerId player) {
    // A human dealer: the look lasts as long as a computer dealer's, then he deals on.
    if (!state_ || state_->phase() != Phase::Look) return;
    clockHolder_ = player;
    lookClock_.start(!state_->raceOn()        ? lt::flags_urla::kLookMs
                     : state_->typedAnswers() ? lt::flags_urla::kTypedRaceMs
                                              : lt::flags_urla::kRaceMs);
    setFocus(Qt::OtherFocusReason);
}

void UrlaBoardView::cancelRequest() {
    lookClock_.stop();
    clockHolder_.reset();
}

void UrlaBoardView::buzz(PlayerId human) {
    if (!lookOpen() || buzzer_ || state_->hasAnswered(human)) return;
    buzzer_ = human;
    options_ = state_->answerOptions(human);
    if (state_->typedAnswers()) {
        const QRectF place = placeRect(human);
        typed_->setGeometry(
            QRectF(place.left() + 10, place.center().y() - 28, place.width() - 20, 56).toRect());
        typed_->clear();
        typed_->show();
        typed_->setFocus(Qt::OtherFocusReason);
    }
    buzzTimer_.start(state_->typedAnswers() ? lt::flags_urla::kTypedAnswerLimitMs
                                            : lt::flags_urla::kAnswerLimitMs);
    refresh();
}

const lt::flags::AnswerMatcher& UrlaBoardView::matcher() {
    if (!matcher_)
        matcher_ =
            std::make_unique<lt::flags::AnswerMatcher>(lt::shell::flags::countryMatcher(texts_));
    return *matcher_;
}

// A typed name says the box's country it names; anything else is a wrong name.
void UrlaBoardView::submitTyped() {
    if (!buzzer_ || !lookOpen() || !state_->typedAnswers()) return;
    const QString text = typed_->text().trimmed();
    if (text.isEmpty()) return;
    const int stamp = stampAt(clock_.now());
    const PlayerId player = *buzzer_;
    const auto code = matcher().recognise(text.toStdString());
    int card = -1;
    for (int c = 0; code && c < static_cast<int>(state_->cards().size()); ++c)
        if (state_->card(c).code == *code) card = c;
    closeBuzz();
    emit claimChosen(player, card >= 0 ? lt::flags_urla::sayMove(card, stamp)
                                       : lt::flags_urla::sayNothingMove(stamp));
}

void UrlaBoardView::answer(int index, qint64 when) {
    if (!buzzer_ || index < 0 || index >= 4 || !lookOpen()) return;
    const PlayerId player = *buzzer_;
    const int card = options_[index];
    closeBuzz();
    emit claimChosen(player, lt::flags_urla::sayMove(card, stampAt(when)));
}

void UrlaBoardView::closeBuzz() {
    buzzTimer_.stop();
    if (typed_->isVisible()) {
        typed_->hide();
        setFocus(Qt::OtherFocusReason);
    }
    if (!buzzer_) return;
    buzzer_.reset();
    refresh();
}

void UrlaBoardView::keyPressEvent(QKeyEvent* event) {
    // Every input keeps the clocks' offset fresh, whether or not it answers.
    const qint64 when = clock_.when(*event);
    const int key = event->key();
    if (event->isAutoRepeat()) return;
    if (const auto index = humanOfBuzzer(key); index && *index < static_cast<int>(humans_.size())) {
        buzz(humans_[*index]);
        event->accept();
        return;
    }
    if (key == Qt::Key_Space && humans_.size() == 1) {
        buzz(humans_.front());
        event->accept();
        return;
    }
    const auto answerKey = std::find(kAnswerKeys.begin(), kAnswerKeys.end(), key);
    if (answerKey != kAnswerKeys.end()) {
        answer(static_cast<int>(answerKey - kAnswerKeys.begin()), when);
        event->accept();
        return;
    }
    BoardView::keyPressEvent(event);
}

void UrlaBoardView::mousePressEvent(QMouseEvent* event) {
    const qint64 when = clock_.when(*event);
    if (event->button() != Qt::LeftButton) return;
    if (buzzer_) {
        for (int i = 0; i < 4; ++i)
            if (optionRect(i).contains(event->position())) answer(i, when);
        return;
    }
    // A click on his own place is the first human's buzzer.
    if (!humans_.empty() && placeRect(humans_.front()).contains(event->position()))
        buzz(humans_.front());
}

void UrlaBoardView::animateMove(const State& /*before*/, Move /*move*/, const State& after,
                                PlayerId viewer, double pace) {
    cancelRequest();
    // An answer waiting to be judged leaves the others free to answer at the same moment.
    const UrlaState* answered = asUrla(after);
    if (!answered || answered->lastEvent().kind != Event::Kind::Answered) closeBuzz();
    show_->begin();
    showState(after, viewer);
    const UrlaState* s = asUrla(after);
    const auto scaled = [pace](int ms) { return flags_trovami::pacedMs(ms, pace); };
    int duration = kNextMs;
    freshPlace_ = -1;
    if (s) {
        switch (s->lastEvent().kind) {
            case Event::Kind::Dealt:
                freshPlace_ = s->lastEvent().player;
                duration = lt::flags_urla::kDealSettleMs;
                break;
            case Event::Kind::RightName:
            case Event::Kind::WrongName:
                duration = kNamedMs;
                break;
            case Event::Kind::Answered:
                duration = 0;
                break;
            case Event::Kind::TieRoll:
                if (s->tieDice()) {
                    refresh();
                    dice_->roll({{FlagDieColour::Blue, static_cast<int>(s->tieDice()->first)},
                                 {FlagDieColour::Blue, static_cast<int>(s->tieDice()->second)}},
                                scaled(900));
                    return;  // finished when the dice land
                }
                break;
            case Event::Kind::Next:
            case Event::Kind::None:
                break;
        }
    }
    update();
    show_->endAfter(scaled(duration));
}

QString UrlaBoardView::describeMove(const State& before, Move move, const State& after) const {
    const UrlaState* s = asUrla(after);
    if (!s) return BoardView::describeMove(before, move, after);
    const Event& e = s->lastEvent();
    const QString name = seatName(e.player);
    const QString country = e.card >= 0 ? texts_.countryName(s->card(e.card).code) : QString();
    QString text;
    switch (e.kind) {
        case Event::Kind::Dealt:
            text = tr("%1 receives %2").arg(name, country);
            break;
        case Event::Kind::Answered:
            text = tr("%1 shouts!").arg(name);
            break;
        case Event::Kind::RightName:
            text = tr("%1: “%2!” — right, %1 takes %n card(s) from %3", nullptr, e.moved)
                       .arg(name, country, seatName(e.other));
            for (PlayerId other : e.outnamed)
                text +=
                    tr(" (%1 was right at the same moment, but %2 comes first in "
                       "alphabetical order)")
                        .arg(seatName(other), texts_.countryName(s->card(s->top(e.player)).code));
            break;
        case Event::Kind::WrongName:
            text = e.card >= 0 ? tr("%1: “%2!” — wrong, %1 gives away %n card(s)", nullptr, e.moved)
                                     .arg(name, country)
                               : tr("%1 buzzed but said nothing — wrong, %1 gives away %n card(s)",
                                    nullptr, e.moved)
                                     .arg(name);
            break;
        case Event::Kind::Next:
            text = e.race ? tr("Nobody shouted in time") : tr("Next card");
            break;
        case Event::Kind::TieRoll:
            text = e.player >= 0
                       ? tr("The dice point to %1: %2 has it and wins")
                             .arg(country, seatName(e.player))
                       : tr("The dice point to %1: none of the leaders has it").arg(country);
            break;
        case Event::Kind::None:
            break;
    }
    for (const auto& [player, moved] : e.alsoWrong)
        text += tr("; at the same moment %1 said a wrong name and gives away %n card(s)", nullptr,
                   moved)
                    .arg(seatName(player));
    if (s->isTerminal() && s->winner() >= 0 && e.kind != Event::Kind::TieRoll)
        text += tr(" — %1 wins the game!").arg(seatName(s->winner()));
    return text;
}

Sound UrlaBoardView::soundFor(const State& /*before*/, Move /*move*/, const State& after) const {
    if (after.isTerminal()) return Sound::Win;
    const UrlaState* s = asUrla(after);
    if (!s) return Sound::Move;
    switch (s->lastEvent().kind) {
        case Event::Kind::Dealt:
            return Sound::Move;
        case Event::Kind::RightName:
            return Sound::Capture;
        case Event::Kind::TieRoll:
            return Sound::Roll;
        default:
            return Sound::None;
    }
}

}  // namespace lt::shell::flags_urla
