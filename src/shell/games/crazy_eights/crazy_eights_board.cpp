#include "games/crazy_eights/crazy_eights_board.h"

#include <QEasingCurve>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>
#include <algorithm>
#include <cmath>

#include "games/crazy_eights/table_painter.h"
#include "widgets/card_text.h"
#include "widgets/font_scale.h"

namespace lt::shell::crazy_eights {
namespace {

using lt::crazy_eights::decodePlay;
using lt::crazy_eights::encodePlay;
using lt::crazy_eights::kindOf;
using lt::crazy_eights::MoveKind;
using lt::crazy_eights::Phase;

constexpr int kPlayMs = 450;
constexpr int kDrawMs = 320;
constexpr int kDealMs = 140;
constexpr int kBubbleMs = 1600;
constexpr int kResultsMs = 5000;
constexpr int kPileShown = 7;  // discards drawn under the current card

const char* const kButtonStyle =
    "QPushButton { background: rgba(12, 28, 18, 215); color: white; font-weight: bold;"
    " border: 1px solid rgba(255, 214, 90, 170); border-radius: 9px; padding: 6px 14px; }"
    "QPushButton:hover { background: rgba(40, 80, 55, 235); }"
    "QPushButton:pressed { background: rgba(70, 110, 80, 240); }"
    "QPushButton:disabled { color: rgba(255, 255, 255, 80); border-color: rgba(255, 255, 255, 40);"
    " background: rgba(12, 28, 18, 140); }";

// A pile card's small, stable disorder: the same card at the same depth always lies the same.
struct Jitter {
    qreal dx, dy, degrees;
};
Jitter pileJitter(Card card, std::size_t depth) {
    std::uint32_t h = static_cast<std::uint32_t>(card.code()) * 2654435761u ^
                      static_cast<std::uint32_t>(depth) * 40503u;
    h ^= h >> 13;
    h *= 0x5bd1e995u;
    h ^= h >> 15;
    auto unit = [&h](int shift) { return ((h >> shift) & 0xff) / 255.0 * 2 - 1; };
    return {unit(0) * 0.06, unit(8) * 0.05, unit(16) * 9};
}

QRectF lerp(const QRectF& a, const QRectF& b, qreal t) {
    return {a.x() + (b.x() - a.x()) * t, a.y() + (b.y() - a.y()) * t,
            a.width() + (b.width() - a.width()) * t, a.height() + (b.height() - a.height()) * t};
}

void drawCardShadowed(QPainter& painter, const CardDeckRenderer& deck, const QRectF& rect,
                      Card card, bool faceUp, qreal degrees = 0) {
    painter.save();
    if (degrees != 0) {
        painter.translate(rect.center());
        painter.rotate(degrees);
        painter.translate(-rect.center());
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 55));
    const qreal r = rect.width() * 0.07;
    painter.drawRoundedRect(rect.translated(rect.width() * 0.025, rect.width() * 0.035), r, r);
    deck.paint(painter, rect, card, faceUp);
    painter.restore();
}

}  // namespace

CrazyEightsBoard::CrazyEightsBoard(QWidget* parent) : BoardView(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setStyleSheet(QString::fromLatin1(kButtonStyle));

    playButton_ = new QPushButton(tr("Play"), this);
    drawButton_ = new QPushButton(tr("Draw"), this);
    passButton_ = new QPushButton(tr("Pass"), this);
    playButton_->setToolTip(tr("Play the selected cards, in the order you picked them (Enter)"));
    drawButton_->setToolTip(tr("You cannot play: draw a card from the stock (D)"));
    passButton_->setToolTip(tr("Nothing to play after drawing: end your turn (P)"));
    connect(playButton_, &QPushButton::clicked, this, &CrazyEightsBoard::playSelection);
    connect(drawButton_, &QPushButton::clicked, this,
            [this] { emitMove(lt::crazy_eights::drawMove()); });
    connect(passButton_, &QPushButton::clicked, this,
            [this] { emitMove(lt::crazy_eights::passMove()); });

    suitChooser_ = new QWidget(this);
    suitChooser_->setObjectName("suitChooser");
    suitChooser_->setAttribute(Qt::WA_StyledBackground);
    suitChooser_->setStyleSheet(QString::fromLatin1(
        "#suitChooser { background: rgba(10, 22, 15, 230); border: 2px solid rgba(255, 214, 90,"
        " 200); border-radius: 14px; } QLabel { color: white; font-weight: bold; }"));
    auto* row = new QHBoxLayout(suitChooser_);
    row->setContentsMargins(14, 10, 14, 10);
    row->addWidget(new QLabel(tr("Name a suit:"), suitChooser_));
    const QString suitNames[] = {tr("Clubs"), tr("Diamonds"), tr("Hearts"), tr("Spades")};
    for (cards::Suit suit : cards::allSuits) {
        auto* button = new QPushButton(QString::fromStdString(std::string(cards::suitSymbol(suit))),
                                       suitChooser_);
        button->setToolTip(suitNames[static_cast<int>(suit)]);
        button->setMinimumSize(54, 54);
        button->setStyleSheet(scaledFontSizes(
            QStringLiteral("QPushButton { background: white; color: %1; font-size: 30px;"
                           " border-radius: 10px; border: 2px solid #777; padding: 0; }"
                           "QPushButton:hover, QPushButton:focus { background: #fff4c8;"
                           " border: 3px solid #c89b1a; }")
                .arg(cards::isRed(suit) ? "#c8141e" : "#141414")));
        connect(button, &QPushButton::clicked, this, [this, suit] { chooseSuit(suit); });
        row->addWidget(button);
        suitButtons_.push_back(button);
    }
    suitChooser_->hide();

    deckProblem_ = new QLabel(deck_.problem(), this);
    deckProblem_->setWordWrap(true);
    deckProblem_->setAlignment(Qt::AlignCenter);
    deckProblem_->setStyleSheet(QStringLiteral(
        "QLabel { background: rgba(60, 20, 10, 210); color: #ffe9a0; border-radius: 8px;"
        " padding: 6px 12px; }"));
    deckProblem_->setVisible(!deck_.isValid());

    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        flights_.clear();
        hidden_ = {};
        update();
        emit animationFinished();
        flushQueuedClaims();
    });
    bubbleTimer_.setSingleShot(true);
    connect(&bubbleTimer_, &QTimer::timeout, this, [this] {
        bubbles_.clear();
        update();
    });
    resultsTimer_.setSingleShot(true);
    connect(&resultsTimer_, &QTimer::timeout, this, [this] {
        resultsVisible_ = false;
        update();
    });
    refreshButtons();
}

CrazyEightsBoard::~CrazyEightsBoard() = default;

QKeySequence CrazyEightsBoard::cardKey(int humanIndex) {
    switch (humanIndex) {
        case 0:
            return QKeySequence(Qt::Key_C);
        case 1:
            return QKeySequence(Qt::Key_M);
        case 2:
            return QKeySequence(Qt::Key_B);
        case 3:
            return QKeySequence(Qt::KeypadModifier | Qt::Key_Enter);
        default:
            return QKeySequence(Qt::Key_Q);
    }
}

void CrazyEightsBoard::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    for (QShortcut* shortcut : cardShortcuts_) delete shortcut;
    cardShortcuts_.clear();
    int humanIndex = 0;
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(seats.size()); ++seat) {
        if (!seats[seat].human) continue;
        auto* shortcut = new QShortcut(cardKey(humanIndex++), this);
        shortcut->setContext(Qt::WindowShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, seat] { onCardKey(seat); });
        cardShortcuts_.push_back(shortcut);
    }
    update();
}

void CrazyEightsBoard::showState(const State& state, PlayerId viewer) {
    const auto* c8 = dynamic_cast<const CrazyEightsState*>(&state);
    if (!c8) return;
    const std::size_t oldResults = state_ ? state_->table().results.size() : 0;
    const int oldDeal = state_ ? state_->table().dealNumber : 0;
    state_ = std::make_unique<CrazyEightsState>(*c8);
    viewer_ = viewer;
    if (viewer >= 0 && viewer < state_->numPlayers()) lastBottom_ = viewer;
    // A deal just ended: its scores stay up for a few seconds while the next deal begins.
    if (state_->table().results.size() > oldResults && oldDeal > 0) {
        resultsVisible_ = true;
        resultsTimer_.start(kResultsMs);
    }
    selection_.clear();
    choosingSuit_ = false;
    refreshButtons();
    update();
}

void CrazyEightsBoard::requestMove(PlayerId player) {
    if (!state_) return;
    inputSeat_ = player;
    legal_ = state_->legalMoves();
    selection_.clear();
    choosingSuit_ = false;
    hintedSuit_.reset();
    refreshButtons();
    setFocus();
    update();
}

void CrazyEightsBoard::cancelRequest() {
    inputSeat_.reset();
    legal_.clear();
    selection_.clear();
    choosingSuit_ = false;
    hintedSuit_.reset();
    refreshButtons();
    update();
}

PlayerId CrazyEightsBoard::bottomSeat() const {
    if (viewer_ >= 0 && state_ && viewer_ < state_->numPlayers()) return viewer_;
    return lastBottom_;
}

bool CrazyEightsBoard::faceUpFor(PlayerId seat) const {
    return viewer_ == perspective::everyone || (viewer_ >= 0 && seat == viewer_);
}

TableLayout CrazyEightsBoard::layout() const {
    const int players = state_ ? state_->numPlayers() : static_cast<int>(seats().size());
    // What the longest button text needs ("Spielen", "Сыграть" are longer than "Play").
    QSize button;
    for (const QPushButton* b : {playButton_, drawButton_, passButton_})
        button = button.expandedTo(b->sizeHint());
    return layoutTable(QSizeF(size()), players, bottomSeat(), deck_.aspectRatio(), button);
}

void CrazyEightsBoard::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    relayoutButtons();
}

void CrazyEightsBoard::relayoutButtons() {
    const TableLayout t = layout();
    qreal y = t.buttons.top();
    for (QPushButton* button : {playButton_, drawButton_, passButton_}) {
        button->setGeometry(
            QRectF(t.buttons.left(), y, t.buttons.width(), t.buttonHeight).toRect());
        y += t.buttonHeight + kButtonGap;
    }
    suitChooser_->adjustSize();
    const QSize chooser = suitChooser_->sizeHint();
    suitChooser_->move(
        static_cast<int>(width() / 2.0 - chooser.width() / 2.0),
        static_cast<int>(t.handArea.top() - chooser.height() - t.card.height() * 0.3));
    const int bannerW = std::min(width() - 40, 620);
    deckProblem_->setFixedWidth(bannerW);
    deckProblem_->adjustSize();
    deckProblem_->move((width() - bannerW) / 2, 8);
}

void CrazyEightsBoard::refreshButtons() {
    const bool input = inputSeat_.has_value() && state_;
    auto legal = [this](Move move) {
        return std::find(legal_.begin(), legal_.end(), move) != legal_.end();
    };
    playButton_->setVisible(input);
    drawButton_->setVisible(input);
    passButton_->setVisible(input);
    playButton_->setEnabled(input && !matchingPlays().empty() && !choosingSuit_);
    drawButton_->setEnabled(input && legal(lt::crazy_eights::drawMove()));
    passButton_->setEnabled(input && legal(lt::crazy_eights::passMove()));
    suitChooser_->setVisible(input && choosingSuit_);
    // The suit buttons take the keyboard: the hinted suit, else the first.
    if (input && choosingSuit_)
        suitButtons_[hintedSuit_ ? static_cast<int>(*hintedSuit_) : 0]->setFocus();
    relayoutButtons();
}

std::vector<QRectF> CrazyEightsBoard::bottomHandRects(const TableLayout& t) const {
    if (!state_) return {};
    const PlayerId seat = bottomSeat();
    auto rects = t.handCards(state_->hand(seat).size());
    for (std::size_t i = 0; i < rects.size(); ++i) {
        if (std::find(selection_.begin(), selection_.end(), static_cast<int>(i)) !=
            selection_.end())
            rects[i].translate(0, -t.card.height() * 0.22);
    }
    return rects;
}

int CrazyEightsBoard::cardIndexAt(QPointF point) const {
    const auto rects = bottomHandRects(layout());
    for (int i = static_cast<int>(rects.size()) - 1; i >= 0; --i)
        if (rects[i].contains(point)) return i;
    return -1;
}

std::vector<Play> CrazyEightsBoard::matchingPlays() const {
    std::vector<Play> plays;
    if (!state_ || selection_.empty()) return plays;
    const auto& hand = state_->hand(bottomSeat()).cards();
    std::vector<Card> chosen;
    for (int index : selection_) chosen.push_back(hand.at(index));
    for (Move move : legal_) {
        if (kindOf(move) != MoveKind::Play) continue;
        const Play play = decodePlay(move);
        if (play.cards == chosen) plays.push_back(play);
    }
    return plays;
}

bool CrazyEightsBoard::isPlayable(Card card) const {
    for (Move move : legal_) {
        if (kindOf(move) != MoveKind::Play) continue;
        const auto cards = decodePlay(move).cards;
        if (std::find(cards.begin(), cards.end(), card) != cards.end()) return true;
    }
    return false;
}

void CrazyEightsBoard::toggleSelection(int index) {
    const auto& hand = state_->hand(bottomSeat()).cards();
    const auto found = std::find(selection_.begin(), selection_.end(), index);
    if (found != selection_.end()) {
        selection_.erase(found);
    } else if (!selection_.empty() &&
               lt::crazy_eights::sameRank(hand.at(selection_.front()), hand.at(index))) {
        selection_.push_back(index);
    } else {
        selection_ = {index};
    }
    choosingSuit_ = false;
    refreshButtons();
    update();
}

void CrazyEightsBoard::playSelection() {
    if (!inputSeat_) return;
    const auto plays = matchingPlays();
    if (plays.empty()) return;
    if (plays.front().namedSuit) {  // an eight: name the suit first
        choosingSuit_ = true;
        refreshButtons();
        update();
        return;
    }
    emitMove(encodePlay(plays.front()));
}

void CrazyEightsBoard::chooseSuit(cards::Suit suit) {
    for (const Play& play : matchingPlays())
        if (play.namedSuit == suit) {
            emitMove(encodePlay(play));
            return;
        }
}

void CrazyEightsBoard::emitMove(Move move) {
    if (!inputSeat_ || std::find(legal_.begin(), legal_.end(), move) == legal_.end()) return;
    inputSeat_.reset();
    legal_.clear();
    choosingSuit_ = false;
    refreshButtons();
    emit moveChosen(move);
}

void CrazyEightsBoard::showHint(Move move) {
    if (!state_ || !inputSeat_) return;
    if (kindOf(move) == MoveKind::Play) {
        const auto& hand = state_->hand(bottomSeat()).cards();
        selection_.clear();
        for (Card card : decodePlay(move).cards) {
            for (int i = 0; i < static_cast<int>(hand.size()); ++i) {
                if (hand[i] == card &&
                    std::find(selection_.begin(), selection_.end(), i) == selection_.end()) {
                    selection_.push_back(i);
                    break;
                }
            }
        }
        hintedSuit_ = decodePlay(move).namedSuit;
    } else if (kindOf(move) == MoveKind::Draw) {
        drawButton_->setFocus();
    } else {
        passButton_->setFocus();
    }
    refreshButtons();
    update();
}

void CrazyEightsBoard::mousePressEvent(QMouseEvent* event) {
    if (!state_ || !inputSeat_ || event->button() != Qt::LeftButton) return;
    const QPointF point = event->position();
    if (layout().stock.adjusted(-6, -6, 6, 6).contains(point)) {
        emitMove(lt::crazy_eights::drawMove());
        return;
    }
    if (choosingSuit_) {  // a click elsewhere closes the chooser
        choosingSuit_ = false;
        refreshButtons();
    }
    const int index = cardIndexAt(point);
    if (index >= 0) toggleSelection(index);
}

void CrazyEightsBoard::mouseDoubleClickEvent(QMouseEvent* event) {
    if (!state_ || !inputSeat_ || event->button() != Qt::LeftButton) return;
    const int index = cardIndexAt(event->position());
    if (index < 0) return;
    selection_ = {index};
    if (!matchingPlays().empty()) playSelection();
    refreshButtons();
    update();
}

void CrazyEightsBoard::onCardKey(PlayerId seat) {
    if (!state_) return;
    if (animation_.state() == QAbstractAnimation::Running) {  // the controller takes it after
        queuedClaims_.push_back(seat);
        return;
    }
    const auto claims = state_->claimMoves(seat);
    if (!claims.empty()) emit claimChosen(seat, claims.front());
}

void CrazyEightsBoard::flushQueuedClaims() {
    auto queued = std::move(queuedClaims_);
    queuedClaims_.clear();
    for (PlayerId seat : queued) {
        // After the controller has taken animationFinished and moved on.
        QTimer::singleShot(0, this, [this, seat] { onCardKey(seat); });
    }
}

void CrazyEightsBoard::showBubble(PlayerId seat, const QString& text) {
    bubbles_[seat] = text;
    bubbleTimer_.start(kBubbleMs);
}

QRectF CrazyEightsBoard::seatSourceRect(const TableLayout& t, const CrazyEightsState& state,
                                        PlayerId seat, std::optional<Card> card) const {
    if (seat == bottomSeat() && card && faceUpFor(seat)) {
        const auto& hand = state.hand(seat).cards();
        const auto rects = t.handCards(static_cast<int>(hand.size()));
        const auto it = std::find(hand.begin(), hand.end(), *card);
        if (it != hand.end()) return rects[it - hand.begin()];
    }
    if (seat == bottomSeat()) return t.cardAt(t.handArea.center(), false);
    return t.cardAt(t.seats[seat].handCentre, true);
}

void CrazyEightsBoard::animateMove(const State& before, Move move, const State& after,
                                   PlayerId viewer, double pace) {
    animation_.stop();
    flights_.clear();
    hidden_ = {};
    const auto* b = dynamic_cast<const CrazyEightsState*>(&before);
    showState(after, viewer);
    if (!b || !state_) {
        QTimer::singleShot(0, this, [this] { emit animationFinished(); });
        return;
    }
    const CrazyEightsState& a = *state_;
    const TableLayout t = layout();
    const bool newDeal = a.table().dealNumber != b->table().dealNumber;
    int duration = 0;

    // Where a card lands in a hand of the state after the move.
    auto destination = [&](PlayerId seat, Card card) {
        if (seat == bottomSeat()) {
            const auto& hand = a.hand(seat).cards();
            const auto rects = t.handCards(static_cast<int>(hand.size()));
            if (faceUpFor(seat)) {
                const auto it = std::find(hand.begin(), hand.end(), card);
                if (it != hand.end()) return rects[it - hand.begin()];
            }
            return rects.empty() ? t.cardAt(t.handArea.center(), false) : rects.back();
        }
        const auto fan = t.fanCards(seat, a.table().handCounts[seat]);
        return fan.empty() ? t.cardAt(t.seats[seat].handCentre, true) : fan.back();
    };
    auto pileRect = [&](std::size_t depth, Card card) {
        const Jitter j = pileJitter(card, depth);
        return t.discard.translated(j.dx * t.card.width(), j.dy * t.card.height());
    };

    switch (kindOf(move)) {
        case MoveKind::Play: {
            const PlayerId player = b->currentActor();
            const Play play = decodePlay(move);
            const std::size_t base = b->table().discard.size();
            for (std::size_t i = 0; i < play.cards.size(); ++i) {
                const Card card = play.cards[i];
                flights_.push_back({card, true, seatSourceRect(t, *b, player, card),
                                    pileRect(base + i, card), 0.18 * i});
            }
            if (!newDeal) hidden_.discardTop = static_cast<int>(play.cards.size());
            duration = static_cast<int>(kPlayMs * (1 + 0.18 * (play.cards.size() - 1)));
            break;
        }
        case MoveKind::ChanceCard: {
            const Card card = lt::crazy_eights::chanceCard(move);
            const auto& table = b->table();
            if (table.phase == Phase::Dealing || table.phase == Phase::Playing) {
                PlayerId to = 0;
                QRectF from = t.stock;
                bool visible = false;
                if (table.phase == Phase::Dealing) {
                    to = (table.dealer + 1 + table.cardsDealt) % table.numPlayers;
                    visible = faceUpFor(to);
                } else if (!table.transfers.empty()) {
                    const auto transfer = table.transfers.front();
                    to = transfer.to;
                    visible = faceUpFor(to);
                    if (transfer.from >= 0) {
                        from = seatSourceRect(t, *b, transfer.from, card);
                        visible = visible || faceUpFor(transfer.from);
                    }
                }
                flights_.push_back({card, visible, from, destination(to, card), 0});
                hidden_.handSeat = to;
                if (to == bottomSeat() && visible) hidden_.handCard = card;
                duration = table.phase == Phase::Dealing ? kDealMs : kDrawMs;
            } else if (table.phase == Phase::StartCard) {
                flights_.push_back({card, true, t.stock, pileRect(0, card), 0});
                if (!card.isJoker()) hidden_.discardTop = 1;
                duration = kPlayMs;
            }
            break;
        }
        case MoveKind::Pass:
            showBubble(b->currentActor(), tr("Pass"));
            break;
        case MoveKind::CallCard:
            if (b->table().exposed >= 0) showBubble(b->table().exposed, tr("Card!"));
            break;
        case MoveKind::Catch:
            showBubble(lt::crazy_eights::seatOf(move), tr("Caught!"));
            break;
        default:
            break;
    }
    duration = static_cast<int>(duration * pace);
    if (flights_.empty() || duration <= 0) {
        flights_.clear();
        hidden_ = {};
        update();
        QTimer::singleShot(0, this, [this] {
            emit animationFinished();
            flushQueuedClaims();
        });
        return;
    }
    animation_.setDuration(duration);
    animation_.setEasingCurve(QEasingCurve::Linear);
    animation_.start();
}

// ---------------------------------------------------------------- painting

void CrazyEightsBoard::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    const TableLayout t = layout();
    paintCloth(painter, rect(), t.edge);
    if (!state_) return;
    paintCentre(painter, t);
    paintHands(painter, t);
    paintKeyCard(painter, t);
    paintPlates(painter, t);
    paintFlights(painter);
    paintResults(painter, t);
}

void CrazyEightsBoard::paintCentre(QPainter& painter, const TableLayout& t) const {
    const auto& table = state_->table();
    if (table.phase == Phase::Playing) paintDirection(painter, t.directionRing, table.direction);

    // The stock: a few stacked backs, or an empty place.
    const int stock = table.stockCount;
    if (stock == 0) {
        painter.save();
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(t.stock, t.card.width() * 0.07, t.card.width() * 0.07);
        painter.restore();
    } else {
        const int layers = std::clamp((stock + 7) / 8, 1, 6);
        for (int i = 0; i < layers; ++i) {
            const QRectF r = t.stock.translated(-i * 1.3, -i * 1.3);
            drawCardShadowed(painter, deck_, r, Card(), false);
        }
    }
    paintTag(painter, QPointF(t.stock.center().x(), t.stock.bottom() + t.card.height() * 0.14),
             tr("Stock %1").arg(stock), t.card.height() * 0.085);

    // The discard pile, the current card on top.
    const auto& pile = table.discard;
    const std::size_t visible =
        pile.size() - std::min<std::size_t>(pile.size(), hidden_.discardTop);
    const std::size_t first = visible > kPileShown ? visible - kPileShown : 0;
    for (std::size_t i = first; i < visible; ++i) {
        const Jitter j = pileJitter(pile[i], i);
        const QRectF r = t.discard.translated(j.dx * t.card.width(), j.dy * t.card.height());
        drawCardShadowed(painter, deck_, r, pile[i], true, i == 0 ? 0 : j.degrees);
    }
    if (table.phase == Phase::Playing && !pile.empty()) {
        const bool jokerOnTop = pile.back().isJoker();
        const QString label = table.eightNamed ? tr("Named")
                              : jokerOnTop     ? tr("In force")
                                               : QString();
        paintSuitBadge(painter, t.suitBadge, t.suitBadgeRadius, table.currentSuit, table.eightNamed,
                       label);
    }

    // Which deal, top left.
    if (table.dealNumber > 0) {
        QFont font = painter.font();
        font.setBold(true);
        font.setPixelSize(std::max(11, static_cast<int>(t.card.height() * 0.1)));
        painter.setFont(font);
        painter.setPen(QColor(230, 240, 225, 200));
        painter.drawText(
            QRectF(14, 10, width() * 0.3, font.pixelSize() * 1.6), Qt::AlignLeft | Qt::AlignVCenter,
            tr("Deal %1 of %2")
                .arg(QString::number(table.dealNumber), QString::number(table.numDeals)));
    }
}

void CrazyEightsBoard::paintHands(QPainter& painter, const TableLayout& t) const {
    const auto& table = state_->table();
    const PlayerId bottom = bottomSeat();
    for (PlayerId seat = 0; seat < table.numPlayers; ++seat) {
        const bool faceUp = faceUpFor(seat);
        std::vector<Card> cards = state_->hand(seat).cards();
        if (hidden_.handSeat == seat && !cards.empty()) {
            auto it = hidden_.handCard ? std::find(cards.begin(), cards.end(), *hidden_.handCard)
                                       : cards.end() - 1;
            if (it == cards.end()) it = cards.end() - 1;
            cards.erase(it);
        }
        if (seat != bottom) {
            const auto rects = t.fanCards(seat, static_cast<int>(cards.size()));
            for (std::size_t i = 0; i < rects.size(); ++i)
                drawCardShadowed(painter, deck_, rects[i], cards[i], faceUp);
            continue;
        }
        auto rects = t.handCards(static_cast<int>(cards.size()));
        const bool input = inputSeat_ && *inputSeat_ == seat && faceUp;
        for (std::size_t i = 0; i < rects.size(); ++i) {
            const bool selected = std::find(selection_.begin(), selection_.end(),
                                            static_cast<int>(i)) != selection_.end();
            if (selected && hidden_.handSeat != seat)
                rects[i].translate(0, -t.card.height() * 0.22);
            drawCardShadowed(painter, deck_, rects[i], cards[i], faceUp);
            if (!input) continue;
            const qreal r = t.card.width() * 0.07;
            if (selected || isPlayable(cards[i])) {
                painter.save();
                painter.setBrush(Qt::NoBrush);
                painter.setPen(QPen(selected ? QColor(255, 200, 40) : QColor(255, 235, 150, 170),
                                    selected ? 3.5 : 2));
                painter.drawRoundedRect(rects[i].adjusted(1, 1, -1, -1), r, r);
                painter.restore();
                if (selected && selection_.size() > 1) {
                    const auto order =
                        std::find(selection_.begin(), selection_.end(), static_cast<int>(i)) -
                        selection_.begin();
                    paintTag(painter, QPointF(rects[i].center().x(), rects[i].top() - 12),
                             QString::number(order + 1), t.card.height() * 0.08);
                }
            } else {  // cannot be played now: dimmed
                painter.save();
                painter.setPen(Qt::NoPen);
                painter.setBrush(QColor(0, 0, 0, 70));
                painter.drawRoundedRect(rects[i], r, r);
                painter.restore();
            }
        }
    }
}

void CrazyEightsBoard::paintPlates(QPainter& painter, const TableLayout& t) const {
    const auto& table = state_->table();
    int humanIndex = 0;
    for (PlayerId seat = 0; seat < table.numPlayers; ++seat) {
        PlateLook look;
        const bool known = seat < static_cast<PlayerId>(seats().size());
        look.name = known ? seats()[seat].name : tr("Player %1").arg(seat + 1);
        if (look.name.isEmpty()) look.name = tr("Player %1").arg(seat + 1);
        look.colour =
            known && seats()[seat].colour.isValid() ? seats()[seat].colour : QColor(200, 200, 200);
        const int count = table.handCounts[seat];
        look.detail = tr("%n card(s)", nullptr, count);
        if (known && seats()[seat].human)
            look.keyHint =
                tr("Card! = %1").arg(cardKey(humanIndex++).toString(QKeySequence::NativeText));
        look.toMove = table.phase == Phase::Playing && state_->currentActor() == seat;
        look.dealer = table.dealNumber > 0 && table.dealer == seat;
        look.oneCardWarning = table.exposed == seat;
        if (const auto it = bubbles_.find(seat); it != bubbles_.end()) look.bubble = it->second;
        paintPlate(painter, t.seats[seat].plate, look);
    }
}

void CrazyEightsBoard::paintFlights(QPainter& painter) const {
    if (flights_.empty()) return;
    const qreal progress = animation_.currentValue().toReal();
    const QEasingCurve ease(QEasingCurve::InOutCubic);
    for (const Flight& flight : flights_) {
        const qreal span = 1 - flight.start;
        const qreal local = span <= 0 ? 1 : std::clamp((progress - flight.start) / span, 0.0, 1.0);
        const qreal eased = ease.valueForProgress(local);
        QRectF r = lerp(flight.from, flight.to, eased);
        // A little lift in mid-flight.
        const qreal lift = std::sin(eased * 3.14159) * 0.08;
        r.adjust(-r.width() * lift / 2, -r.height() * lift / 2, r.width() * lift / 2,
                 r.height() * lift / 2);
        drawCardShadowed(painter, deck_, r, flight.card, flight.faceUp);
    }
}

void CrazyEightsBoard::paintResults(QPainter& painter, const TableLayout& t) const {
    const auto& table = state_->table();
    const bool over = state_->isTerminal();
    if (table.results.empty() || !(over || resultsVisible_)) return;
    const auto& result = table.results.back();
    const auto ranking = over ? state_->ranking() : std::vector<int>();
    std::vector<ScoreRow> rows;
    for (PlayerId seat = 0; seat < table.numPlayers; ++seat) {
        ScoreRow row;
        const bool known = seat < static_cast<PlayerId>(seats().size());
        row.name = known ? seats()[seat].name : tr("Player %1").arg(seat + 1);
        row.colour = known && seats()[seat].colour.isValid() ? seats()[seat].colour : Qt::gray;
        row.left = seat == result.wentOut ? tr("went out") : cardText(result.hands[seat].cards());
        const int points = result.points[seat];
        row.points = points < 0 ? QStringLiteral("−%1").arg(-points) : QString::number(points);
        const int total = table.totals[seat];
        row.total = total < 0 ? QStringLiteral("−%1").arg(-total) : QString::number(total);
        row.highlight = over ? ranking[seat] == 1 : seat == result.wentOut;
        rows.push_back(row);
    }
    QString title =
        tr("Deal %1 of %2")
            .arg(QString::number(table.results.size()), QString::number(table.numDeals));
    if (over) {
        QStringList winners;
        for (PlayerId seat = 0; seat < table.numPlayers; ++seat)
            if (ranking[seat] == 1) winners << rows[seat].name;
        title = winners.size() == 1 ? tr("%1 wins the match!").arg(winners.front())
                                    : tr("Shared win: %1").arg(winners.join(QStringLiteral(", ")));
    }
    const qreal w = std::min(width() * 0.62, 660.0);
    const qreal h = std::min(height() * 0.5, 70.0 + 34.0 * rows.size());
    paintScorePanel(painter, QRectF(t.centre.x() - w / 2, t.centre.y() - h / 2, w, h), title,
                    {tr("Player"), tr("Cards left"), tr("Deal"), tr("Total")}, rows);
}

}  // namespace lt::shell::crazy_eights
