#include "games/trick_table/trick_table_board.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>
#include <QTimer>
#include <algorithm>

#include "games/trick_table/table_painting.h"
#include "widgets/felt_table.h"
#include "widgets/fitted_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::trick_table {
namespace {

const char* const kButtonStyle =
    "QPushButton { background: rgba(12, 28, 18, 215); color: white; font-weight: bold;"
    " border: 1px solid rgba(255, 214, 90, 170); border-radius: 8px; padding: 4px 8px; }"
    "QPushButton:hover { background: rgba(40, 80, 55, 235); }"
    "QPushButton:focus { border: 2px solid rgb(255, 214, 90); }"
    "QPushButton:disabled { color: rgba(255, 255, 255, 90); border-color: rgba(255, 255, 255, 40);"
    " background: rgba(12, 28, 18, 140); }";

bool contains(const std::vector<Card>& cards, Card card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

}  // namespace

TrickTableBoard::TrickTableBoard(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setStyleSheet(QString::fromLatin1(kButtonStyle));
    lastTrickButton_ = new QPushButton(tr("Last trick"), this);
    lastTrickButton_->setCheckable(true);
    lastTrickButton_->setFocusPolicy(Qt::NoFocus);
    connect(lastTrickButton_, &QPushButton::toggled, this, [this](bool on) {
        lastTrickShown_ = on;
        update();
    });
    scoreSheetButton_ = new QPushButton(tr("Score sheet"), this);
    scoreSheetButton_->setCheckable(true);
    scoreSheetButton_->setFocusPolicy(Qt::NoFocus);
    connect(scoreSheetButton_, &QPushButton::toggled, this, [this](bool on) {
        // The sheet covers the whole table, buttons too; a click anywhere closes it.
        scoreSheetShown_ = on;
        lastTrickButton_->setVisible(!on);
        scoreSheetButton_->setVisible(!on);
        refreshControls();
        update();
    });
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::Linear);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        if (plan_.trickCompleted) collected_ = plan_.trickAfter;
        plan_ = {};
        update();
        emit animationFinished();
    });
}

TableGeometry TrickTableBoard::geometry() const {
    return layOutTable(QSizeF(size()), players_, bottomSeat(), deck_.aspectRatio());
}

PlayerId TrickTableBoard::bottomSeat() const {
    if (viewer_ >= 0 && viewer_ < players_) return viewer_;
    return lastBottom_;
}

bool TrickTableBoard::bottomFaceUp() const {
    return viewer_ == perspective::everyone || viewer_ == bottomSeat();
}

std::vector<Card> TrickTableBoard::shownHand() const {
    if (!hasState() || !bottomFaceUp()) return {};
    return scene().hands.at(bottomSeat());
}

bool TrickTableBoard::playingNow() const {
    return inputSeat_ && hasState() && scene().playingCards;
}

void TrickTableBoard::stateShown(PlayerId viewer, bool ended) {
    if (animating()) finishAnimation();
    players_ = scene().numPlayers;
    viewer_ = viewer;
    if (viewer >= 0 && viewer < players_) lastBottom_ = viewer;
    if (lastBottom_ >= players_) lastBottom_ = 0;
    if (!inputSeat_) {
        message_.clear();
        refusal_ = false;
    }
    refreshControls();
    // The match is over: the score sheet opens by itself.
    if (ended) scoreSheetButton_->setChecked(true);
    update();
}

void TrickTableBoard::requestMove(PlayerId player) {
    if (!hasState()) return;
    inputSeat_ = player;
    hint_.reset();
    refusal_ = false;
    message_ = promptText();
    // The cursor starts on the first card that may be played.
    const auto hand = shownHand();
    const auto playable = scene().playable;
    cursor_ = 0;
    for (std::size_t i = 0; i < hand.size(); ++i)
        if (contains(playable, hand[i])) {
            cursor_ = static_cast<int>(i);
            break;
        }
    refreshControls();
    setFocus();
    update();
}

void TrickTableBoard::cancelRequest() {
    inputSeat_.reset();
    hint_.reset();
    message_.clear();
    refusal_ = false;
    refreshControls();
    update();
}

void TrickTableBoard::showHint(Move move) {
    hint_ = move;
    refreshControls();
    update();
}

void TrickTableBoard::animateMove(const State& before, Move move, const State& after,
                                  PlayerId viewer, double pace) {
    animation_.stop();
    plan_ = {};
    const auto sceneBefore = sceneFor(before);
    showState(after, viewer);
    if (sceneBefore && hasState())
        plan_ = planAnimation(*sceneBefore, scene(), cardOfMove(move), geometry(), bottomSeat(),
                              bottomFaceUp(), pace);
    if (plan_.durationMs <= 0) {
        plan_ = {};
        update();
        // Queued, so the controller sees the signal after this call returns.
        QTimer::singleShot(0, this, [this] { emit animationFinished(); });
        return;
    }
    animation_.setDuration(plan_.durationMs);
    animation_.start();
}

void TrickTableBoard::finishAnimation() {
    animation_.stop();
    plan_ = {};
    QTimer::singleShot(0, this, [this] { emit animationFinished(); });
}

int TrickTableBoard::animationMs() const {
    return static_cast<int>(animation_.currentValue().toReal() * plan_.durationMs);
}

std::vector<std::pair<CardFlight, QRectF>> TrickTableBoard::cardsInTheAir() const {
    std::vector<std::pair<CardFlight, QRectF>> air;
    if (!animating()) return air;
    for (const auto& [flight, rect] : plan_.inTheAir(animationMs()))
        air.emplace_back(*flight, rect);
    return air;
}

const cards::Trick* TrickTableBoard::trickShown(const TrickScene& s, bool& taken) const {
    taken = false;
    if (s.lastTrick && lastTrickShown_) {
        taken = true;
        return &*s.lastTrick;
    }
    if (animating()) {
        const cards::Trick* trick = plan_.trickAt(animationMs());
        taken = plan_.trickCompleted && trick == &plan_.trickAfter;
        return trick;
    }
    // Between tricks, the one just taken stays until the next lead unless it was collected.
    if (s.lastTrick && s.trickJustTaken && s.lastTrick != collected_) {
        taken = true;
        return &*s.lastTrick;
    }
    return &s.trick;
}

std::optional<cards::Trick> TrickTableBoard::trickOnView() const {
    if (!hasState()) return std::nullopt;
    const TrickScene s = scene();
    bool taken = false;
    const cards::Trick* trick = trickShown(s, taken);
    if (!trick || trick->empty()) return std::nullopt;
    return *trick;
}

void TrickTableBoard::setMessage(const QString& text, bool refusal) {
    message_ = text;
    refusal_ = refusal;
    update();
}

void TrickTableBoard::tryCard(int index) {
    if (!playingNow()) return;
    const auto hand = shownHand();
    if (index < 0 || index >= static_cast<int>(hand.size())) return;
    cursor_ = index;
    const Card card = hand[static_cast<std::size_t>(index)];
    if (!contains(scene().playable, card)) {
        setMessage(refusalText(card), true);
        return;
    }
    const Move move = cardMove(card);
    cancelRequest();
    emit moveChosen(move);
}

void TrickTableBoard::moveCardCursor(int step) {
    const int count = static_cast<int>(shownHand().size());
    if (count == 0) return;
    cursor_ = ((cursor_ + step) % count + count) % count;
    update();
}

void TrickTableBoard::refreshControls() {
    const bool played = hasState() && scene().lastTrick.has_value();
    lastTrickButton_->setEnabled(played);
    if (!played && lastTrickButton_->isChecked()) lastTrickButton_->setChecked(false);
    scoreSheetButton_->setEnabled(hasState());
    placeControls();
}

void TrickTableBoard::placeControls() {
    const QRectF b = geometry().panelButtons;
    // At least as high as their words need with a large font, growing upwards.
    const double high =
        std::max(b.height() / 2 - 3, static_cast<double>(lastTrickButton_->sizeHint().height()));
    lastTrickButton_->setGeometry(
        QRectF(b.left(), b.bottom() - 2 * high - 6, b.width(), high).toRect());
    scoreSheetButton_->setGeometry(QRectF(b.left(), b.bottom() - high, b.width(), high).toRect());
}

void TrickTableBoard::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    placeControls();
}

int TrickTableBoard::cardIndexAt(QPointF point) const {
    const auto rects = geometry().handCards(static_cast<int>(shownHand().size()));
    // The topmost card under the point: later cards lie over earlier ones.
    for (int i = static_cast<int>(rects.size()) - 1; i >= 0; --i)
        if (rects[static_cast<std::size_t>(i)].adjusted(0, -20, 0, 0).contains(point)) return i;
    return -1;
}

void TrickTableBoard::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    if (scoreSheetShown_) {
        scoreSheetButton_->setChecked(false);
        return;
    }
    const int index = cardIndexAt(event->position());
    if (index >= 0) tryCard(index);
}

void TrickTableBoard::keyPressEvent(QKeyEvent* event) {
    if (!playingNow()) {
        BoardView::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
        case Qt::Key_Left:
            moveCardCursor(-1);
            return;
        case Qt::Key_Right:
            moveCardCursor(1);
            return;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            tryCard(cursor_);
            return;
        default:
            break;
    }
    BoardView::keyPressEvent(event);
}

void TrickTableBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    paintFelt(painter, rect(), QColor(40, 120, 70), QColor(12, 60, 34), 0.8);
    if (!hasState()) return;
    const TableGeometry t = geometry();
    const TrickScene s = scene();
    paintPanel(painter, t);
    paintPlates(painter, t, s);
    paintDeck(painter, t, s);
    paintTrick(painter, t, s);
    paintHand(painter, t, s);
    paintFlights(painter);
    paintOverlay(painter, t);
    if (scoreSheetShown_) paintScoreSheet(painter, t);
}

void TrickTableBoard::paintOverlay(QPainter& /*painter*/, const TableGeometry& /*t*/) const {}

void TrickTableBoard::paintPlates(QPainter& painter, const TableGeometry& t,
                                  const TrickScene& s) const {
    for (PlayerId p = 0; p < s.numPlayers; ++p) {
        const QRectF plate = t.plates[p];
        const bool toMove = s.toMove == p;
        roundedPanel(painter, plate, QColor(10, 26, 16, 190),
                     toMove ? kGold : QColor(255, 255, 255, 60));
        const QColor colour = p < static_cast<int>(seats().size()) ? seats()[p].colour : Qt::gray;
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawRoundedRect(QRectF(plate.left() + 5, plate.top() + 5, 5, plate.height() - 10),
                                2, 2);
        const QString detail = plateDetail(p);
        painter.setPen(Qt::white);
        if (p == bottomSeat()) {
            setPixelSize(painter, fontScaled(12), true);
            drawFitted(painter, plate.adjusted(16, 0, -6, 0),
                       seatName(p) + QStringLiteral(" — ") + detail);
            continue;
        }
        setPixelSize(painter, fontScaled(13), true);
        painter.drawText(QRectF(plate.left() + 16, plate.top() + 4, plate.width() - 20, 20),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(seatName(p), Qt::ElideRight,
                                                          static_cast<int>(plate.width() - 20)));
        setPixelSize(painter, fontScaled(12));
        painter.setPen(QColor(215, 230, 215));
        drawFitted(painter, QRectF(plate.left() + 16, plate.top() + 24, plate.width() - 20, 20),
                   detail);
    }
}

void TrickTableBoard::paintTrick(QPainter& painter, const TableGeometry& t,
                                 const TrickScene& s) const {
    bool taken = false;
    const cards::Trick* trick = trickShown(s, taken);
    if (!trick || trick->empty()) return;
    if (lastTrickShown_) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 90));
        painter.drawRoundedRect(
            QRectF(t.trickCentre - QPointF(t.playArea.width() * 0.3, t.trickCard.height() * 1.15),
                   QSizeF(t.playArea.width() * 0.6, t.trickCard.height() * 2.3)),
            12, 12);
    }
    for (const cards::PlayedCard& play : trick->plays) {
        const QPointF place = t.trickPlaces[play.seat];
        const QRectF rect(place - QPointF(t.trickCard.width() / 2, t.trickCard.height() / 2),
                          t.trickCard);
        drawCard(painter, deck_, rect, play.card, true);
        setPixelSize(painter, fontScaled(11), true);
        const QRectF tag(rect.left(), rect.bottom() - 16, rect.width(), 15);
        roundedPanel(painter, tag, QColor(0, 0, 0, 150), QColor(0, 0, 0, 0));
        painter.setPen(Qt::white);
        // Smaller rather than cut ("Computer 2" under a small card).
        drawFittedLine(painter, tag.adjusted(3, 0, -3, 0), Qt::AlignCenter, seatName(play.seat),
                       fontScaled(11));
    }
    if (taken) {
        const PlayerId winner = cards::currentWinner(*trick, s.trump).seat;
        const QString caption = takenCaption(winner, lastTrickShown_);
        setPixelSize(painter, fontScaled(13), true);
        const qreal width = painter.fontMetrics().horizontalAdvance(caption) + 20;
        // Under the trick, where the choice pad stands while bidding or choosing.
        const qreal below = t.trickCentre.y() + t.trickCard.height() * 0.92 + 6;
        const QRectF box(t.trickCentre.x() - width / 2, below, width, 22);
        roundedPanel(painter, box, QColor(0, 0, 0, 170), kGold);
        painter.setPen(kGold);
        painter.drawText(box, Qt::AlignCenter, caption);
    }
}

void TrickTableBoard::paintHand(QPainter& painter, const TableGeometry& t,
                                const TrickScene& s) const {
    const PlayerId seat = bottomSeat();
    const bool faceUp = bottomFaceUp();
    const auto hand = shownHand();
    const int count = faceUp ? static_cast<int>(hand.size()) : s.handCounts.at(seat);
    const auto rects = t.handCards(count);
    const bool playing = playingNow();
    const auto playable = playing ? s.playable : std::vector<Card>{};
    const auto hinted = hint_ ? cardOfMove(*hint_) : std::nullopt;
    // A card dealt to this hand is not there before it lands.
    const auto arriving = animating() ? plan_.arrivingIndex : std::nullopt;
    for (int i = 0; i < count; ++i) {
        if (arriving == i) continue;
        QRectF rect = rects[static_cast<std::size_t>(i)];
        if (!faceUp) {
            drawCard(painter, deck_, rect, Card(), false);
            continue;
        }
        const Card card = hand[static_cast<std::size_t>(i)];
        const bool legal = contains(playable, card);
        if (legal) rect.translate(0, -t.card.height() * 0.1);
        drawCard(painter, deck_, rect, card, true);
        if (playing && !legal) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(0, 0, 0, 110));
            painter.drawRoundedRect(rect, rect.width() * 0.07, rect.width() * 0.07);
        }
        const bool isHinted = hinted && *hinted == card;
        if ((playing && i == cursor_) || isHinted) {
            painter.setPen(QPen(isHinted ? QColor(90, 220, 255) : kGold, 3));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), rect.width() * 0.08,
                                    rect.width() * 0.08);
        }
    }
    if (!message_.isEmpty()) {
        // One line, or two when it is long; the box grows upwards from the message line.
        setPixelSize(painter, fontScaled(12), refusal_);
        const QRectF fit = painter.fontMetrics().boundingRect(
            QRectF(0, 0, t.message.width() - 16, 200).toRect(), Qt::TextWordWrap, message_);
        const qreal height = std::max(t.message.height(), fit.height() + 8);
        const QRectF box(t.message.left(), t.message.bottom() - height, fit.width() + 16, height);
        roundedPanel(painter, box, refusal_ ? QColor(120, 20, 20, 220) : QColor(0, 0, 0, 150),
                     QColor(0, 0, 0, 0));
        painter.setPen(Qt::white);
        painter.drawText(box.adjusted(8, 0, -8, 0), Qt::AlignCenter | Qt::TextWordWrap, message_);
    }
}

void TrickTableBoard::paintDeck(QPainter& painter, const TableGeometry& t,
                                const TrickScene& s) const {
    // While dealing, the cards still to deal lie face down in the middle (not under the last
    // trick of the deal before, while it is on view).
    if (s.playingCards || s.stockCount <= 0 || (animating() && plan_.trickCompleted)) return;
    const int layers = std::min(4, (s.stockCount + 12) / 13);
    for (int i = 0; i < layers; ++i) {
        const QPointF offset(-i * 2.0, -i * 2.0);
        const QRectF rect(
            t.trickCentre - QPointF(t.trickCard.width() / 2, t.trickCard.height() / 2) + offset,
            t.trickCard);
        drawCard(painter, deck_, rect, Card(), false);
    }
}

void TrickTableBoard::paintFlights(QPainter& painter) const {
    for (const auto& [flight, rect] : cardsInTheAir())
        drawCard(painter, deck_, rect, flight.card, flight.faceUp);
}

}  // namespace lt::shell::trick_table
