#include "widgets/flag_dice_view.h"

#include <QCoreApplication>
#include <QPainter>
#include <QSvgRenderer>
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace lt::shell {

namespace {

constexpr int kFlagTumbleFrameMs = 50;
constexpr double kFlagGapRatio = 0.3;  // space between dice, in die sides
constexpr double kBounceRatio = 0.3;   // the highest hop while tumbling, in die sides

constexpr std::array<const char*, kFlagDieFaces> kBlueFiles{"vertical", "horizontal", "circles",
                                                            "stars",    "crosses",    "animals"};
constexpr std::array<const char*, kFlagDieFaces> kRedFiles{"europe",  "asia",    "africa",
                                                           "america", "oceania", "world"};

bool rolled(const FlagDie& die) {
    return die.face >= 0 && die.face < kFlagDieFaces;
}

}  // namespace

QString flagDieFacePath(const FlagDie& die) {
    if (!rolled(die)) return {};
    const bool blue = die.colour == FlagDieColour::Blue;
    return QStringLiteral(":/assets/flags/dice/%1-%2.svg")
        .arg(blue ? "blue" : "red", blue ? kBlueFiles[die.face] : kRedFiles[die.face]);
}

QString flagDieFaceName(const FlagDie& die) {
    if (!rolled(die)) return {};
    static constexpr std::array<const char*, kFlagDieFaces> blueNames{
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "vertical stripes"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "horizontal stripes"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "circles"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "stars"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "crosses"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "animals")};
    static constexpr std::array<const char*, kFlagDieFaces> redNames{
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "Europe"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "Asia"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "Africa"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "America"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "Oceania"),
        QT_TRANSLATE_NOOP("lt::shell::FlagDiceView", "World")};
    const auto& names = die.colour == FlagDieColour::Blue ? blueNames : redNames;
    return QCoreApplication::translate("lt::shell::FlagDiceView", names[die.face]);
}

QPixmap flagDiePixmap(const FlagDie& die, int side) {
    QSvgRenderer renderer(flagDieFacePath(die));
    if (!renderer.isValid() || side <= 0) return {};
    QPixmap pixmap(side, side);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(0, 0, side, side));
    return pixmap;
}

FlagDiceView::FlagDiceView(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_TranslucentBackground);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    tumble_.setInterval(kFlagTumbleFrameMs);
    connect(&tumble_, &QTimer::timeout, this, &FlagDiceView::onTumble);
}

void FlagDiceView::setDice(const std::vector<FlagDie>& dice) {
    tumble_.stop();
    dice_ = dice;
    finalDice_ = dice;
    tilt_.assign(dice_.size(), 0.0);
    bounce_.assign(dice_.size(), 0.0);
    describe();
    update();
}

void FlagDiceView::roll(const std::vector<FlagDie>& finalDice, int durationMs) {
    if (finalDice.size() != dice_.size()) setDice(finalDice);
    finalDice_ = finalDice;
    rollMs_ = durationMs;
    if (durationMs <= 0) {
        setDice(finalDice);
        // Queued, like the end of a real roll: whoever started it has returned by then.
        QTimer::singleShot(0, this, [this] { emit rollFinished(); });
        return;
    }
    rollClock_.start();
    tumble_.start();
    onTumble();
}

void FlagDiceView::onTumble() {
    const qint64 elapsed = rollClock_.elapsed();
    const bool done = elapsed >= rollMs_;
    const double progress = done ? 1.0 : static_cast<double>(elapsed) / rollMs_;
    for (std::size_t i = 0; i < dice_.size(); ++i) {
        // A small linear congruential sequence: the faces shown while tumbling only need to
        // look random, and tests stay reproducible.
        tumbleSeed_ = tumbleSeed_ * 1103515245u + 12345u;
        dice_[i].colour = finalDice_[i].colour;
        dice_[i].face =
            done ? finalDice_[i].face : static_cast<int>((tumbleSeed_ >> 16) % kFlagDieFaces);
        const double spin = static_cast<int>((tumbleSeed_ >> 8) % 61) - 30;
        tilt_[i] = done ? spin * 0.12 : spin * (1.0 - progress * 0.6);
        // Hops that shrink as the die loses speed; each die out of step with the others.
        const double phase = progress * 3.5 * std::numbers::pi + i * 0.9;
        bounce_[i] = done ? 0.0 : std::abs(std::sin(phase)) * (1.0 - progress);
    }
    update();
    if (!done) return;
    tumble_.stop();
    describe();
    emit rollFinished();
}

void FlagDiceView::describe() {
    QStringList names;
    for (const FlagDie& die : dice_)
        if (rolled(die)) names << flagDieFaceName(die);
    const QString text = names.join(QStringLiteral(" + "));
    setToolTip(text);
    setAccessibleName(text.isEmpty() ? tr("Dice not rolled yet") : tr("Dice: %1").arg(text));
}

double FlagDiceView::dieSide() const {
    const int n = std::max<int>(1, static_cast<int>(dice_.size()));
    const double byWidth = width() / (n + (n + 1) * kFlagGapRatio);
    const double byHeight = height() / (1.0 + kBounceRatio + 0.2);
    return std::max(8.0, std::min(byWidth, byHeight));
}

QRectF FlagDiceView::dieRect(int index) const {
    const int n = static_cast<int>(dice_.size());
    const double side = dieSide();
    const double gap = side * kFlagGapRatio;
    const double rowWidth = n * side + (n - 1) * gap;
    const double left = (width() - rowWidth) / 2;
    const double top = (height() - side) / 2 + side * kBounceRatio / 2;
    return {left + index * (side + gap), top, side, side};
}

QSize FlagDiceView::sizeHint() const {
    const int n = std::max<int>(1, static_cast<int>(dice_.size()));
    return {static_cast<int>(72 * (n + (n + 1) * kFlagGapRatio)), 110};
}

QSize FlagDiceView::minimumSizeHint() const {
    const int n = std::max<int>(1, static_cast<int>(dice_.size()));
    return {static_cast<int>(28 * (n + (n + 1) * kFlagGapRatio)), 44};
}

const QPixmap& FlagDiceView::faceImage(const FlagDie& die, int side) {
    const QString key = flagDieFacePath(die) + QLatin1Char('@') + QString::number(side);
    auto found = images_.find(key);
    if (found == images_.end()) {
        // Sizes change only when the window does: drop pictures of other sizes.
        if (images_.size() > 4 * 2 * kFlagDieFaces) images_.clear();
        found = images_.insert(key, flagDiePixmap(die, side));
    }
    return found.value();
}

void FlagDiceView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    for (int i = 0; i < static_cast<int>(dice_.size()); ++i) paintDie(painter, i);
}

void FlagDiceView::paintDie(QPainter& painter, int index) {
    const QRectF rest = dieRect(index);
    const double side = rest.width();
    const double radius = side * 0.18;
    const FlagDie& die = dice_[index];

    if (!rolled(die)) {
        // Where a die will land: a faint outline in its colour.
        const QColor rim = die.colour == FlagDieColour::Blue ? QColor(90, 140, 230, 150)
                                                             : QColor(230, 90, 80, 150);
        painter.setPen(QPen(rim, std::max(1.0, side * 0.03), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rest.adjusted(2, 2, -2, -2), radius, radius);
        return;
    }

    const double lift = bounce_[index] * side * kBounceRatio;
    // Shadow on the table: smaller and fainter while the die is in the air.
    painter.setPen(Qt::NoPen);
    const double shrink = lift * 0.25;
    painter.setBrush(QColor(0, 0, 0, static_cast<int>(70 - lift / side * 120)));
    painter.drawRoundedRect(
        rest.translated(side * 0.05, side * 0.07).adjusted(shrink, shrink, -shrink, -shrink),
        radius, radius);

    painter.save();
    painter.translate(rest.center() - QPointF(0, lift));
    painter.rotate(tilt_[index]);
    const double ratio = devicePixelRatioF();
    const QPixmap& image = faceImage(die, static_cast<int>(std::ceil(side * ratio)));
    painter.drawPixmap(QRectF(-side / 2, -side / 2, side, side), image,
                       QRectF(0, 0, image.width(), image.height()));
    painter.restore();
}

}  // namespace lt::shell
