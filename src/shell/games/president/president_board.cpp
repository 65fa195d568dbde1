#include "games/president/president_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>

#include "games/president/exchange_dialog.h"
#include "games/president/moves.h"
#include "widgets/card_text.h"
#include "widgets/gold_button.h"

namespace lt::shell::president {
namespace {

using lt::president::giveMove;
using lt::president::passMove;
using lt::president::Phase;
using lt::president::playMove;
using lt::president::Refusal;

}  // namespace

PresidentBoard::PresidentBoard(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    playButton_ = new QPushButton(tr("Play"), this);
    passButton_ = new QPushButton(tr("Pass"), this);
    for (QPushButton* button : {playButton_, passButton_}) makeGoldButton(button, {96, 34});
    playButton_->setToolTip(tr("Play the selected cards (Enter)"));
    passButton_->setToolTip(tr("Pass this turn (P)"));
    connect(playButton_, &QPushButton::clicked, this, [this] { tryPlay(); });
    connect(passButton_, &QPushButton::clicked, this, [this] { tryPass(); });
    exchange_ = new ExchangeDialog(this);
    connect(exchange_, &ExchangeDialog::chosen, this, [this](int index) { giveChoice(index); });
    refreshControls();
}

PresidentBoard::~PresidentBoard() = default;

QString PresidentBoard::titleName(Title title) {
    switch (title) {
        case Title::President:
            return tr("President");
        case Title::VicePresident:
            return tr("Vice-President");
        case Title::ViceBeggar:
            return tr("Vice-Beggar");
        case Title::Beggar:
            return tr("Beggar");
    }
    return {};
}

QString PresidentBoard::refusalText(const RefusalReason& reason) {
    switch (reason.refusal) {
        case Refusal::Empty:
            return tr("Select the cards to play first");
        case Refusal::MixedRanks:
            return tr("The cards of a play must all be of one rank");
        case Refusal::TooMany:
            return tr("A play has at most four cards");
        case Refusal::WrongCount:
            return reason.count == 1
                       ? tr("Must be a single card, as the last play")
                       : tr("Must be %n card(s), as many as the last play", nullptr, reason.count);
        case Refusal::NotHigher:
            return tr("Must be higher than %1")
                .arg(QString::fromLatin1(lt::president::valueText(reason.value)));
    }
    return {};
}

void PresidentBoard::showState(const State& state, PlayerId viewer) {
    const auto* mine = dynamic_cast<const PresidentState*>(&state);
    if (!mine) return;
    const bool sameHand = state_ && bottomSeat() == (viewer >= 0 ? viewer : lastBottom_) &&
                          state_->hand(bottomSeat()).cards() == mine->hand(bottomSeat()).cards();
    state_ = std::make_unique<PresidentState>(*mine);
    viewer_ = viewer;
    if (viewer >= 0) lastBottom_ = viewer;
    const int cards = state_->hand(bottomSeat()).size();
    if (!sameHand || static_cast<int>(selected_.size()) != cards) {
        selected_.assign(static_cast<std::size_t>(cards), false);
        cursor_ = 0;
    }
    if (!inputSeat_) setMessage(promptText(), false);
    refreshControls();
    update();
}

void PresidentBoard::requestMove(PlayerId player) {
    inputSeat_ = player;
    if (exchangingNow()) {
        const auto& step = state_->table().currentStep();
        const PlayerId receiver = state_->table().seatWithTitle(step.receiver);
        const QString who = tr("%1, the %2").arg(seatName(receiver), titleName(step.receiver));
        QString prompt;
        if (step.best)
            prompt = step.count == 1 ? tr("Give your best card to %1.").arg(who)
                                     : tr("Give your two best cards to %1.").arg(who);
        else
            prompt = step.count == 1 ? tr("Give your worst card to %1.").arg(who)
                                     : tr("Give your two worst cards to %1.").arg(who);
        giveChoices_.clear();
        for (Move move : state_->legalMoves()) giveChoices_.push_back(lt::president::cardsOf(move));
        exchange_->offer(prompt + QLatin1Char(' ') +
                             (giveChoices_.size() > 1 ? tr("Choose which (suits do not count):")
                                                      : tr("The rule leaves no choice:")),
                         giveChoices_);
    }
    setMessage(promptText(), false);
    refreshControls();
    setFocus();
    update();
}

void PresidentBoard::cancelRequest() {
    inputSeat_.reset();
    giveChoices_.clear();
    refreshControls();
    update();
}

void PresidentBoard::showHint(Move move) {
    if (!playingNow() || lt::president::kindOf(move) != lt::president::MoveKind::Play) return;
    const auto hand = displayHand();
    std::fill(selected_.begin(), selected_.end(), false);
    for (Card card : lt::president::cardsOf(move))
        for (std::size_t i = 0; i < hand.size(); ++i)
            if (hand[i] == card && !selected_[i]) {
                selected_[i] = true;
                break;
            }
    update();
}

std::vector<Card> PresidentBoard::displayHand() const {
    if (!state_) return {};
    auto cards = state_->hand(bottomSeat()).cards();
    std::stable_sort(cards.begin(), cards.end(), [](Card a, Card b) {
        return lt::president::valueOf(a) < lt::president::valueOf(b);
    });
    return cards;
}

PlayerId PresidentBoard::bottomSeat() const {
    return viewer_ >= 0 ? viewer_ : lastBottom_;
}

bool PresidentBoard::bottomFaceUp() const {
    return viewer_ >= 0 || viewer_ == perspective::everyone;
}

bool PresidentBoard::playingNow() const {
    return state_ && inputSeat_ && state_->table().phase == Phase::Playing &&
           state_->currentActor() == *inputSeat_ && bottomSeat() == *inputSeat_ && bottomFaceUp();
}

bool PresidentBoard::exchangingNow() const {
    return state_ && inputSeat_ && state_->table().phase == Phase::Exchanging &&
           state_->currentActor() == *inputSeat_;
}

std::vector<Card> PresidentBoard::shownHand() const {
    if (!state_ || !bottomFaceUp()) return {};
    return displayHand();
}

std::vector<Card> PresidentBoard::selection() const {
    std::vector<Card> cards;
    const auto hand = shownHand();
    for (std::size_t i = 0; i < hand.size() && i < selected_.size(); ++i)
        if (selected_[i]) cards.push_back(hand[i]);
    return cards;
}

void PresidentBoard::toggle(int index) {
    if (!playingNow() || index < 0 || index >= static_cast<int>(selected_.size())) return;
    selected_[static_cast<std::size_t>(index)] = !selected_[static_cast<std::size_t>(index)];
    cursor_ = index;
    setMessage(promptText(), false);
    update();
}

void PresidentBoard::tryPlay() {
    if (!playingNow()) return;
    const auto cards = selection();
    if (const auto reason = state_->refusal(cards)) {
        setMessage(refusalText(*reason), true);
        return;
    }
    const Move move = playMove(cards);
    const auto legal = state_->legalMoves();
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) return;
    inputSeat_.reset();
    std::fill(selected_.begin(), selected_.end(), false);
    refreshControls();
    emit moveChosen(move);
}

void PresidentBoard::tryPass() {
    if (!playingNow()) return;
    if (!state_->table().lastPlay) {
        setMessage(tr("You lead: play any cards of one rank"), true);
        return;
    }
    inputSeat_.reset();
    std::fill(selected_.begin(), selected_.end(), false);
    refreshControls();
    emit moveChosen(passMove());
}

void PresidentBoard::giveChoice(int index) {
    if (!exchangingNow() || index < 0 || index >= static_cast<int>(giveChoices_.size())) return;
    const Move move = giveMove(giveChoices_[static_cast<std::size_t>(index)]);
    inputSeat_.reset();
    giveChoices_.clear();
    refreshControls();
    emit moveChosen(move);
}

void PresidentBoard::setMessage(const QString& text, bool refusal) {
    message_ = text;
    refusal_ = refusal;
    update();
}

QString PresidentBoard::promptText() const {
    if (!state_) return {};
    if (playingNow()) {
        const auto& last = state_->table().lastPlay;
        if (!last) return tr("Your lead: select cards of one rank, then Play");
        return tr("Beat %1 with as many cards of a higher rank, or Pass")
            .arg(cardText(last->cards));
    }
    if (exchangingNow()) return tr("Choose the cards to give");
    return {};
}

void PresidentBoard::refreshControls() {
    const bool playing = playingNow();
    playButton_->setVisible(playing);
    passButton_->setVisible(playing);
    passButton_->setEnabled(playing && state_->table().lastPlay.has_value());
    exchange_->setVisible(exchangingNow() && !giveChoices_.empty());
    placeControls();
}

void PresidentBoard::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    placeControls();
}

void PresidentBoard::placeControls() {
    const QRectF hand = handArea();
    const int y = static_cast<int>(hand.top()) - 40;
    passButton_->move(width() - passButton_->width() - 12, y);
    playButton_->move(passButton_->x() - playButton_->width() - 8, y);
    if (exchange_->isVisible()) {
        exchange_->adjustSize();
        const int w = std::min(exchange_->width(), width() - 20);
        exchange_->resize(w, exchange_->height());
        // Just over the hand, below the plates; it covers the prompt line, which it repeats.
        exchange_->move((width() - w) / 2,
                        std::max(4, static_cast<int>(hand.top()) - exchange_->height() - 2));
        exchange_->raise();
    }
}

void PresidentBoard::mousePressEvent(QMouseEvent* event) {
    const auto rects = handCardRects();
    // The topmost card under the pointer: the last drawn.
    for (int i = static_cast<int>(rects.size()) - 1; i >= 0; --i)
        if (rects[static_cast<std::size_t>(i)].contains(event->position())) {
            toggle(i);
            return;
        }
    BoardView::mousePressEvent(event);
}

void PresidentBoard::keyPressEvent(QKeyEvent* event) {
    if (exchangingNow() && exchange_->isVisible()) {
        switch (event->key()) {
            case Qt::Key_Left:
                exchange_->moveCurrent(-1);
                return;
            case Qt::Key_Right:
                exchange_->moveCurrent(1);
                return;
            case Qt::Key_Return:
            case Qt::Key_Enter:
            case Qt::Key_Space:
                giveChoice(exchange_->current());
                return;
            default:
                break;
        }
    }
    if (playingNow()) {
        const int count = static_cast<int>(selected_.size());
        switch (event->key()) {
            case Qt::Key_Left:
                if (count > 0) cursor_ = (cursor_ + count - 1) % count;
                update();
                return;
            case Qt::Key_Right:
                if (count > 0) cursor_ = (cursor_ + 1) % count;
                update();
                return;
            case Qt::Key_Space:
            case Qt::Key_Up:
            case Qt::Key_Down:
                toggle(cursor_);
                return;
            case Qt::Key_Return:
            case Qt::Key_Enter:
                tryPlay();
                return;
            case Qt::Key_P:
                tryPass();
                return;
            default:
                break;
        }
    }
    BoardView::keyPressEvent(event);
}

}  // namespace lt::shell::president
