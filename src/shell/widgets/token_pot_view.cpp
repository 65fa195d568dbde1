#include "widgets/token_pot_view.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "widgets/fitted_text.h"

namespace lt::shell {

namespace {

constexpr int kFrameMs = 16;
constexpr int kChipsPerColumn = 10;  // taller stacks start a new column beside them
constexpr int kMaxColumns = 4;       // beyond this the count says it all
constexpr double kSquash = 0.42;     // chips seen from above at an angle
constexpr double kThickness = 0.26;  // in chip radii
const QColor kPotChip(214, 64, 52);  // the pot's chips belong to nobody: classic red
const QColor kInk(250, 246, 232);

QColor faded(QColor colour) {
    colour.setAlpha(90);
    return colour;
}

}  // namespace

TokenPotView::TokenPotView(QWidget* parent) : QWidget(parent), potLabel_(tr("Pot")) {
    setAttribute(Qt::WA_TranslucentBackground);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    clock_.setInterval(kFrameMs);
    connect(&clock_, &QTimer::timeout, this, &TokenPotView::onFrame);
}

void TokenPotView::setSeats(const std::vector<Seat>& seats) {
    finishTransfer();
    seats_ = seats;
    for (Seat& seat : seats_) seat.tokens = std::max(0, seat.tokens);
    dimmed_.assign(seats_.size(), false);
    if (active_ >= seatCount()) active_ = -1;
    update();
}

void TokenPotView::setTokens(int seat, int tokens) {
    if (seat < 0 || seat >= seatCount()) return;
    finishTransfer();
    seats_[seat].tokens = std::max(0, tokens);
    update();
}

int TokenPotView::tokens(int seat) const {
    return seat >= 0 && seat < seatCount() ? seats_[seat].tokens : 0;
}

void TokenPotView::setPot(int tokens) {
    finishTransfer();
    pot_ = std::max(0, tokens);
    update();
}

void TokenPotView::setPotLabel(const QString& label) {
    potLabel_ = label;
    update();
}

void TokenPotView::setActiveSeat(int seat) {
    active_ = seat >= 0 && seat < seatCount() ? seat : -1;
    update();
}

void TokenPotView::setSeatDimmed(int seat, bool dimmed) {
    if (seat < 0 || seat >= seatCount()) return;
    dimmed_[seat] = dimmed;
    update();
}

void TokenPotView::transfer(const std::vector<Transfer>& transfers, int durationMs) {
    finishTransfer();
    auto countOf = [this](int end) -> int& { return end == kPot ? pot_ : seats_[end].tokens; };
    auto valid = [this](int end) { return end == kPot || (end >= 0 && end < seatCount()); };

    // Each transfer's chips leave one after the other; a chip takes a bit over half the time
    // to fly, so the last one lands at about `durationMs`.
    flightMs_ = std::max(1, durationMs * 11 / 20);
    for (const Transfer& move : transfers) {
        if (!valid(move.from) || !valid(move.to) || move.from == move.to) continue;
        const int count = std::clamp(move.count, 0, countOf(move.from));
        if (count == 0) continue;
        countOf(move.from) -= count;
        countOf(move.to) += count;
        const int stagger = count > 1 ? std::max(0, durationMs - flightMs_) / (count - 1) : 0;
        for (int chip = 0; chip < count; ++chip)
            flights_.push_back({move.from, move.to, endColour(move.from), chip * stagger});
    }
    update();
    if (durationMs <= 0 || flights_.empty()) {
        flights_.clear();
        // Queued, like the end of a real flight: whoever started it has returned by then.
        QTimer::singleShot(0, this, [this] { emit transferFinished(); });
        return;
    }
    elapsed_.start();
    clock_.start();
}

void TokenPotView::finishTransfer() {
    if (!clock_.isActive()) return;
    clock_.stop();
    flights_.clear();
    update();
    emit transferFinished();
}

void TokenPotView::onFrame() {
    update();
    const qint64 now = elapsed_.elapsed();
    const bool landed = std::all_of(flights_.begin(), flights_.end(), [&](const Flight& flight) {
        return now >= flight.startMs + flightMs_;
    });
    if (landed) finishTransfer();
}

int TokenPotView::shownCount(int end) const {
    int count = end == kPot ? pot_ : seats_[end].tokens;
    if (flights_.empty()) return count;
    const qint64 now = elapsed_.elapsed();
    for (const Flight& flight : flights_) {
        if (flight.from == end && now < flight.startMs) ++count;            // not gone yet
        if (flight.to == end && now < flight.startMs + flightMs_) --count;  // not there yet
    }
    return std::max(0, count);
}

QColor TokenPotView::endColour(int end) const {
    return end == kPot ? kPotChip : seats_[end].colour;
}

double TokenPotView::unit() const {
    // Everything is measured in this length, so the picture keeps its proportions at any size.
    return std::max(4.0, std::min(width() / 7.0, height() / 5.0));
}

QRectF TokenPotView::potRect() const {
    const double u = unit();
    return {width() / 2.0 - 1.3 * u, height() / 2.0 - 0.8 * u, 2.6 * u, 1.6 * u};
}

QRectF TokenPotView::seatRect(int seat) const {
    if (seat < 0 || seat >= seatCount()) return {};
    const double u = unit();
    const QSizeF box(2.1 * u, 1.55 * u);
    // Seat 0 at the bottom, the others clockwise (on screen: towards the left first).
    const double angle =
        std::numbers::pi / 2 + 2 * std::numbers::pi * seat / std::max(1, seatCount());
    // Out to the edge of the free rectangle in that direction (not an ellipse): side seats then
    // go to the corners, clear of the pot, whatever the number of seats.
    const double rx = std::max(1.0, (width() - box.width()) / 2.0);
    const double ry = std::max(1.0, (height() - box.height()) / 2.0);
    const double dx = std::cos(angle), dy = std::sin(angle);
    const double reach = 1.0 / std::max(std::abs(dx) / rx, std::abs(dy) / ry);
    const QPointF centre(width() / 2.0 + reach * dx, height() / 2.0 + reach * dy);
    return {centre - QPointF(box.width() / 2, box.height() / 2), box};
}

QPointF TokenPotView::anchor(int end) const {
    if (end == kPot) return potRect().center();
    const QRectF box = seatRect(end);
    return {box.left() + box.width() * 0.32, box.top() + box.height() * 0.45};
}

QSize TokenPotView::sizeHint() const {
    return {420, 300};
}

QSize TokenPotView::minimumSizeHint() const {
    return {140, 100};
}

void TokenPotView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    paintPot(painter);
    for (int seat = 0; seat < seatCount(); ++seat) paintSeat(painter, seat);

    if (flights_.empty()) return;
    const qint64 now = elapsed_.elapsed();
    const double chip = unit() * 0.17;
    for (const Flight& flight : flights_) {
        if (now < flight.startMs || now >= flight.startMs + flightMs_) continue;
        const double t = static_cast<double>(now - flight.startMs) / flightMs_;
        const double eased = t * t * (3 - 2 * t);
        const QPointF from = anchor(flight.from);
        const QPointF to = anchor(flight.to);
        // A short arc: the chip is tossed, not slid.
        const double lift = QLineF(from, to).length() * 0.18 * std::sin(std::numbers::pi * t);
        const QPointF at = from + (to - from) * eased - QPointF(0, lift);
        paintChip(painter, at, chip * (1 + 0.25 * std::sin(std::numbers::pi * t)), flight.colour);
    }
}

void TokenPotView::paintPot(QPainter& painter) const {
    const QRectF rect = potRect();
    const double u = unit();
    // A shallow dish: a dark rim and a lighter well.
    painter.setPen(QPen(QColor(0, 0, 0, 110), std::max(1.0, u * 0.04)));
    painter.setBrush(QColor(0, 0, 0, 70));
    painter.drawEllipse(rect);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 28));
    painter.drawEllipse(rect.adjusted(u * 0.12, u * 0.1, -u * 0.12, -u * 0.1));

    const int count = shownCount(kPot);
    paintHeap(painter, QPointF(rect.center().x() - u * 0.3, rect.center().y() + u * 0.45), count,
              kPotChip, u * 0.17);

    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(u * 0.24)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(kInk);
    painter.drawText(QRectF(rect.left(), rect.top() + u * 0.1, rect.width(), u * 0.3),
                     Qt::AlignCenter, potLabel_);
    paintCount(painter, QPointF(rect.right() - u * 0.6, rect.center().y() + u * 0.12), count,
               u * 0.46);
}

void TokenPotView::paintSeat(QPainter& painter, int seat) const {
    const QRectF box = seatRect(seat);
    const double u = unit();
    const Seat& look = seats_[seat];
    const bool dim = dimmed_[seat];

    painter.setPen(seat == active_ ? QPen(look.colour.lighter(130), std::max(2.0, u * 0.07))
                                   : QPen(QColor(255, 255, 255, 40), std::max(1.0, u * 0.02)));
    painter.setBrush(QColor(0, 0, 0, seat == active_ ? 95 : 60));
    painter.drawRoundedRect(box, u * 0.18, u * 0.18);

    const int count = shownCount(seat);
    const QColor chipColour = dim ? faded(look.colour) : look.colour;
    paintHeap(painter, QPointF(box.left() + box.width() * 0.32, box.top() + box.height() * 0.66),
              count, chipColour, u * 0.17);
    paintCount(painter, QPointF(box.left() + box.width() * 0.76, box.top() + box.height() * 0.45),
               count, u * 0.5);

    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(u * 0.22)));
    font.setBold(seat == active_);
    painter.setFont(font);
    painter.setPen(dim ? QColor(255, 255, 255, 110) : kInk);
    const QRectF nameRect(box.left() + u * 0.1, box.bottom() - u * 0.36, box.width() - u * 0.2,
                          u * 0.32);
    // Smaller rather than cut ("Computer (Medium)" in a narrow box).
    drawFittedLine(painter, nameRect, Qt::AlignCenter, look.name, font.pixelSize());
}

void TokenPotView::paintHeap(QPainter& painter, QPointF base, int count, const QColor& colour,
                             double chip) const {
    if (count <= 0) {
        // An empty place: a faint ring where the chips would stand.
        painter.setPen(QPen(QColor(255, 255, 255, 60), std::max(1.0, chip * 0.1), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(base, chip, chip * kSquash);
        return;
    }
    const int columns = std::min(kMaxColumns, (count + kChipsPerColumn - 1) / kChipsPerColumn);
    const int shown = std::min(count, columns * kChipsPerColumn);
    // Two columns side by side, the third and fourth behind them: a big heap stays compact.
    const double step = chip * 2.1;
    const int front = std::min(columns, 2);
    auto columnBase = [&](int column) {
        const bool back = column >= 2;
        const double x =
            base.x() + ((column % 2) - (front - 1) / 2.0) * step + (back ? step * 0.5 : 0.0);
        return QPointF(x, base.y() - (back ? chip * kSquash * 1.8 : 0.0));
    };
    // Back columns first, so the front ones cover them.
    const std::vector<int> order =
        columns > 2 ? std::vector<int>{2, 3, 0, 1} : std::vector<int>{0, 1};
    for (const int column : order) {
        if (column >= columns) continue;
        const int inColumn = std::min(kChipsPerColumn, shown - column * kChipsPerColumn);
        const QPointF at = columnBase(column);
        for (int i = 0; i < inColumn; ++i)
            paintChip(painter, QPointF(at.x(), at.y() - i * chip * kThickness), chip, colour);
    }
}

void TokenPotView::paintChip(QPainter& painter, QPointF top, double radius,
                             const QColor& colour) const {
    const double ry = radius * kSquash;
    const double thick = radius * kThickness;
    const QColor side = colour.darker(150);

    // The edge: the lower half-ellipse and the band joining it to the top face.
    QPainterPath edge;
    edge.moveTo(top.x() - radius, top.y());
    edge.lineTo(top.x() - radius, top.y() + thick);
    edge.arcTo(QRectF(top.x() - radius, top.y() + thick - ry, 2 * radius, 2 * ry), 180, 180);
    edge.lineTo(top.x() + radius, top.y());
    edge.closeSubpath();
    painter.setPen(QPen(QColor(0, 0, 0, colour.alpha() / 2), std::max(0.6, radius * 0.05)));
    painter.setBrush(side);
    painter.drawPath(edge);

    // White inlays on the edge, as on casino chips.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, colour.alpha() * 200 / 255));
    for (const double at : {-0.62, 0.0, 0.62})
        painter.drawRect(QRectF(top.x() + at * radius - radius * 0.09, top.y() + thick * 0.15,
                                radius * 0.18, thick * 0.7 + ry * (1 - at * at) * 0.9));

    QRadialGradient face(top - QPointF(radius * 0.3, ry * 0.4), radius * 1.3);
    face.setColorAt(0, colour.lighter(130));
    face.setColorAt(1, colour);
    painter.setPen(QPen(QColor(0, 0, 0, colour.alpha() / 2), std::max(0.6, radius * 0.05)));
    painter.setBrush(face);
    painter.drawEllipse(top, radius, ry);
    painter.setPen(QPen(QColor(255, 255, 255, colour.alpha() * 180 / 255),
                        std::max(0.6, radius * 0.09), Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(top, radius * 0.68, ry * 0.68);
}

void TokenPotView::paintCount(QPainter& painter, QPointF centre, int count, double size) const {
    const QString text = QString::number(count);
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(size * 0.62)));
    font.setBold(true);
    painter.setFont(font);
    const double textWidth = painter.fontMetrics().horizontalAdvance(text);
    const QRectF pill(centre.x() - std::max(size, textWidth + size * 0.45) / 2,
                      centre.y() - size / 2, std::max(size, textWidth + size * 0.45), size);
    painter.setPen(QPen(QColor(255, 255, 255, 90), std::max(1.0, size * 0.04)));
    painter.setBrush(QColor(20, 20, 20, 170));
    painter.drawRoundedRect(pill, size / 2, size / 2);
    painter.setPen(kInk);
    painter.drawText(pill, Qt::AlignCenter, text);
}

}  // namespace lt::shell
