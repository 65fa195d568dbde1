#include "games/race_common/race_board_view.h"

#include <QKeyEvent>
#include <QPainter>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

#include "games/race_common/pawn_art.h"
#include "widgets/dice_view.h"
#include "widgets/font_scale.h"

namespace lt::shell::race {
namespace {

constexpr int kRollMs = 650;
constexpr int kStepMs = 150;    // one square of a walk
constexpr int kSlideMs = 1100;  // down a snake or up a ladder
constexpr int kJumpMs = 650;    // the bridge, the skull, an exchange
constexpr int kPauseMs = 250;   // between two motions, to read the caption
constexpr int kPanelWidth = 290;

const QColor kDefaultColours[] = {QColor(214, 47, 47), QColor(42, 111, 214), QColor(46, 158, 74),
                                  QColor(242, 178, 24)};

QPointF lerp(QPointF a, QPointF b, double t) {
    return a + (b - a) * t;
}

const char* kButtonStyle =
    "QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffd970, "
    "stop:1 #e0a526); color: #3a2608; border: 2px solid #8a5a12; border-radius: 12px; "
    "font-size: 17px; font-weight: bold; padding: 8px 18px; }"
    "QPushButton:hover { background: #ffe28a; }"
    "QPushButton:disabled { background: rgba(255, 255, 255, 40); color: rgba(255, 248, 230, "
    "150); border-color: rgba(255, 255, 255, 60); }";

}  // namespace

RaceBoardView::RaceBoardView(const QString& boardSvg, int diceCount, QWidget* parent,
                             const QMap<QString, QString>& boardWords)
    : BoardView(parent), track_(boardSvg, boardWords), diceCount_(diceCount) {
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    panel_ = new QWidget(this);
    panel_->setObjectName("racePanel");
    turn_ = new QLabel(panel_);
    turn_->setWordWrap(true);
    turn_->setAlignment(Qt::AlignCenter);
    turn_->setStyleSheet(scaledFontSizes("color: #fff6dc; font-size: 19px; font-weight: bold;"));
    dice_ = new DiceView(panel_);
    dice_->setFocusPolicy(Qt::NoFocus);
    dice_->setMinimumHeight(90);
    dice_->setFaces(std::vector<int>(diceCount, 0));
    roll_ = new QPushButton(tr("Roll"), panel_);
    roll_->setObjectName("raceRollButton");
    roll_->setCursor(Qt::PointingHandCursor);
    roll_->setFocusPolicy(Qt::NoFocus);
    roll_->setMinimumHeight(46);
    roll_->setStyleSheet(scaledFontSizes(kButtonStyle));
    story_ = new QLabel(panel_);
    story_->setObjectName("raceStory");
    story_->setWordWrap(true);
    story_->setAlignment(Qt::AlignCenter);
    story_->setMinimumHeight(70);
    story_->setStyleSheet(scaledFontSizes(
        "color: #3a2a12; background: rgba(255, 248, 225, 235); border: 1px solid #b8945a; "
        "border-radius: 8px; padding: 8px; font-size: 15px;"));
    players_ = new QLabel(panel_);
    players_->setWordWrap(true);
    players_->setTextFormat(Qt::RichText);
    players_->setStyleSheet(scaledFontSizes("color: #fff6dc; font-size: 15px;"));
    auto* layout = new QVBoxLayout(panel_);
    layout->setContentsMargins(14, 18, 14, 18);
    layout->setSpacing(12);
    layout->addWidget(turn_);
    layout->addWidget(dice_);
    layout->addWidget(roll_);
    layout->addWidget(story_);
    layout->addWidget(players_);
    layout->addStretch(1);

    connect(roll_, &QPushButton::clicked, this, [this] {
        if (roll_->isEnabled()) emit rollRequested();
    });
    connect(dice_, &DiceView::rollFinished, this, [this] {
        // The dice have landed: the pawns start moving (only during animateMove()).
        if (motions_.empty() || animating() || motionIndex_ != 0) return;
        startMotion();
    });
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    connect(&animation_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& value) { onMotionProgress(value.toDouble()); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        onMotionProgress(1.0);
        const RaceMotion& motion = motions_[motionIndex_];
        drawnSquares_[motion.seat] = motion.squares.back();
        moving_.reset();
        ++motionIndex_;
        update();
        QTimer::singleShot(static_cast<int>(kPauseMs * pace_), this, &RaceBoardView::startMotion);
    });
}

RaceBoardView::~RaceBoardView() = default;

void RaceBoardView::setSeats(const std::vector<SeatLook>& seats) {
    BoardView::setSeats(seats);
    refreshPanel();
}

QColor RaceBoardView::seatColour(PlayerId seat) const {
    if (seat >= 0 && seat < static_cast<PlayerId>(seats().size()) && seats()[seat].colour.isValid())
        return seats()[seat].colour;
    return kDefaultColours[seat % 4];
}

QRectF RaceBoardView::boardRect() const {
    const double w = width() - kPanelWidth - 16, h = height() - 16;
    const QSizeF board = track_.size().scaled(QSizeF(w, h), Qt::KeepAspectRatio);
    return QRectF(QPointF(8 + (w - board.width()) / 2, 8 + (h - board.height()) / 2), board);
}

double RaceBoardView::boardScale() const {
    return boardRect().width() / std::max(1.0, track_.size().width());
}

QPointF RaceBoardView::toWidget(QPointF boardPoint) const {
    return boardRect().topLeft() + boardPoint * boardScale();
}

void RaceBoardView::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    panel_->setGeometry(width() - kPanelWidth - 8, 8, kPanelWidth, height() - 16);
}

void RaceBoardView::showState(const State& state, PlayerId /*viewer*/) {
    animation_.stop();
    motions_.clear();
    motionIndex_ = 0;
    moving_.reset();
    shown_ = snapshot(state);
    drawnSquares_ = shown_.squares;
    std::vector<int> faces = shown_.dice;
    faces.resize(diceCount_, 0);
    dice_->setFaces(faces);
    refreshPanel();
    // A human to roll can press Space or Enter at once: the app's own Roll key is hidden.
    if (roll_->isEnabled() && isVisible()) setFocus(Qt::OtherFocusReason);
    update();
}

void RaceBoardView::requestMove(PlayerId /*player*/) {
    // Nothing to choose in a race game: the controller only ever waits for a roll.
}

void RaceBoardView::cancelRequest() {
    refreshPanel();
}

void RaceBoardView::refreshPanel() {
    const bool busy = animating() || dice_->isRolling() || !motions_.empty();
    const auto seat = shown_.toRoll;
    const bool human =
        seat && *seat < static_cast<PlayerId>(seats().size()) && seats()[*seat].human;
    roll_->setVisible(seat.has_value());
    roll_->setEnabled(human && !busy);
    if (!seat) {
        turn_->setText(tr("Game over"));
    } else {
        turn_->setText(human ? tr("%1, roll the dice!").arg(seatName(*seat))
                             : tr("%1 is rolling").arg(seatName(*seat)));
        turn_->setStyleSheet(
            scaledFontSizes(QStringLiteral("color: %1; font-size: 19px; font-weight: bold; "
                                           "background: rgba(0, 0, 0, 60); border-radius: 8px; "
                                           "padding: 4px;")
                                .arg(seatColour(*seat).lighter(150).name())));
    }
    if (seat) dice_->setHeldColour(seatColour(*seat));
    QStringList rows;
    for (PlayerId s = 0; s < static_cast<PlayerId>(shown_.squares.size()); ++s) {
        QString row =
            scaledFontSizes(
                QStringLiteral(
                    "<span style='color:%1; font-size:20px'>&#9679;</span> <b>%2</b> — %3"))
                .arg(seatColour(s).name(), seatName(s).toHtmlEscaped(),
                     shown_.squares[s] == 0 ? tr("start") : QString::number(shown_.squares[s]));
        if (s < static_cast<PlayerId>(shown_.notes.size()) && !shown_.notes[s].isEmpty())
            row += QStringLiteral("<br>&nbsp;&nbsp;&nbsp;&nbsp;<i>%1</i>")
                       .arg(shown_.notes[s].toHtmlEscaped());
        rows << row;
    }
    players_->setText(rows.join(QStringLiteral("<br>")));
    if (story_->text().isEmpty()) story_->setText(tr("Roll the dice to start the race."));
}

QString RaceBoardView::story(const State& before, Move move, const State& after) const {
    return describeMove(before, move, after);
}

void RaceBoardView::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                                double pace) {
    finalStory_ = story(before, move, after);
    if (pace <= 0) {
        showState(after, viewer);
        story_->setText(finalStory_);
        QTimer::singleShot(0, this, [this] { emit animationFinished(); });
        return;
    }
    showState(before, viewer);
    pace_ = pace;
    after_ = snapshot(after);
    motions_ = motions(before, move, after);
    motionIndex_ = 0;
    refreshPanel();
    story_->setText(tr("%1 rolls…").arg(seatName(*shown_.toRoll)));
    std::vector<int> faces = facesOf(move);
    faces.resize(diceCount_, 0);
    // A plain roll with nothing to animate still ends through startMotion().
    if (motions_.empty()) motions_.push_back({*shown_.toRoll, RaceMotion::Style::Walk, {}, {}, {}});
    dice_->roll(std::vector<bool>(diceCount_, true), faces, static_cast<int>(kRollMs * pace));
}

void RaceBoardView::startMotion() {
    if (motions_.empty()) return;
    while (motionIndex_ < motions_.size() && motions_[motionIndex_].squares.size() < 2)
        ++motionIndex_;
    if (motionIndex_ >= motions_.size()) {
        finishAnimation();
        return;
    }
    const RaceMotion& motion = motions_[motionIndex_];
    if (!motion.caption.isEmpty()) story_->setText(motion.caption);
    moving_ = motion.seat;
    movingAt_ = track_.squareCentre(motion.squares.front());
    int ms = kJumpMs;
    if (motion.style == RaceMotion::Style::Walk)
        ms = kStepMs * static_cast<int>(motion.squares.size() - 1);
    else if (motion.style == RaceMotion::Style::Slide)
        ms = kSlideMs;
    animation_.setDuration(std::max(1, static_cast<int>(ms * pace_)));
    animation_.start();
}

void RaceBoardView::onMotionProgress(double t) {
    if (motionIndex_ >= motions_.size()) return;
    const RaceMotion& motion = motions_[motionIndex_];
    const QPointF from = track_.squareCentre(motion.squares.front());
    const QPointF to = track_.squareCentre(motion.squares.back());
    const double r = track_.squareRadius(motion.squares.front());
    switch (motion.style) {
        case RaceMotion::Style::Walk: {
            const int steps = static_cast<int>(motion.squares.size()) - 1;
            const double x = t * steps;
            const int i = std::min(static_cast<int>(x), steps - 1);
            const double f = x - i;
            movingAt_ = lerp(track_.squareCentre(motion.squares[i]),
                             track_.squareCentre(motion.squares[i + 1]), f);
            movingLift_ = std::sin(std::numbers::pi * f) * 0.6;
            break;
        }
        case RaceMotion::Style::Slide: {
            const QPainterPath path = track_.route(motion.route);
            const double eased = t * t * (3 - 2 * t);
            if (path.isEmpty()) {
                movingAt_ = lerp(from, to, eased);
            } else {
                // Routes run from the square left to the square reached.
                movingAt_ = path.pointAtPercent(eased);
            }
            movingLift_ = 0.15;
            break;
        }
        case RaceMotion::Style::Jump: {
            const double eased = t * t * (3 - 2 * t);
            const double arc = std::sin(std::numbers::pi * t);
            movingAt_ = lerp(from, to, eased) - QPointF(0, arc * r * 2.5);
            movingLift_ = arc;
            break;
        }
    }
    update();
}

void RaceBoardView::finishAnimation() {
    motions_.clear();
    motionIndex_ = 0;
    moving_.reset();
    shown_ = after_;
    drawnSquares_ = shown_.squares;
    story_->setText(finalStory_);
    refreshPanel();
    update();
    QTimer::singleShot(0, this, [this] { emit animationFinished(); });
}

QPointF RaceBoardView::pawnPoint(PlayerId seat) const {
    if (moving_ && *moving_ == seat) return toWidget(movingAt_);
    const int square = drawnSquares_.at(seat);
    std::vector<PlayerId> sharing;
    for (PlayerId s = 0; s < static_cast<PlayerId>(drawnSquares_.size()); ++s)
        if (drawnSquares_[s] == square && !(moving_ && *moving_ == s)) sharing.push_back(s);
    const auto offsets = stackOffsets(static_cast<int>(sharing.size()));
    const auto index = std::find(sharing.begin(), sharing.end(), seat) - sharing.begin();
    const double r = track_.squareRadius(square);
    return toWidget(track_.squareCentre(square) + offsets[index] * r);
}

void RaceBoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QLinearGradient wood(0, 0, width(), height());
    wood.setColorAt(0, QColor(92, 58, 32));
    wood.setColorAt(1, QColor(58, 34, 18));
    painter.fillRect(rect(), wood);
    const QRectF panel = panel_->geometry();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(30, 18, 8, 120));
    painter.drawRoundedRect(panel, 12, 12);
    const QRectF board = boardRect();
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawRoundedRect(board.translated(5, 6), 8, 8);
    track_.paint(painter, board);

    // Pawns further down the board are drawn last, so they overlap naturally.
    std::vector<std::pair<QPointF, PlayerId>> pawns;
    for (PlayerId s = 0; s < static_cast<PlayerId>(drawnSquares_.size()); ++s)
        pawns.emplace_back(pawnPoint(s), s);
    std::sort(pawns.begin(), pawns.end(),
              [](const auto& a, const auto& b) { return a.first.y() < b.first.y(); });
    const double height = track_.squareRadius(1) * boardScale() * 1.45;
    const bool idle = !moving_ && motions_.empty();
    for (const auto& [point, seat] : pawns) {
        const bool isMoving = moving_ && *moving_ == seat;
        const bool glow = idle && shown_.toRoll && *shown_.toRoll == seat;
        paintPawn(painter, point, height * (isMoving ? 1.12 : 1.0), seatColour(seat),
                  isMoving ? movingLift_ : 0.0, glow);
    }
}

void RaceBoardView::keyPressEvent(QKeyEvent* event) {
    const int key = event->key();
    if ((key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) &&
        roll_->isEnabled() && roll_->isVisible()) {
        emit rollRequested();
        return;
    }
    BoardView::keyPressEvent(event);
}

}  // namespace lt::shell::race
