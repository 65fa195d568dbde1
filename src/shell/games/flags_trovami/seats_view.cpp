#include "games/flags_trovami/seats_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <algorithm>

#include "widgets/fitted_text.h"

namespace lt::shell::flags_trovami {
namespace {

const QColor kCardBack(0x8e, 0x1c, 0x1c);

}  // namespace

TrovamiSeatsView::TrovamiSeatsView(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_TranslucentBackground);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void TrovamiSeatsView::setPicking(bool picking) {
    picking_ = picking;
    setCursor(picking ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

namespace {

constexpr double kGap = 8;

int columnsFor(int players) {
    return players <= 5 ? std::max(players, 1) : (players + 1) / 2;
}

int linesFor(int players) {
    return std::max(1, (players + columnsFor(players) - 1) / columnsFor(players));
}

// Two lines of seats (six players and more) are lower, so that the board still fits a
// 1024 × 600 screen (it needed 37 px more).
double rowHeightFor(int players) {
    return linesFor(players) > 1 ? 48 : 58;
}

}  // namespace

void TrovamiSeatsView::setRows(const std::vector<SeatRow>& rows) {
    const bool resized = rows.size() != rows_.size();
    rows_ = rows;
    if (resized) updateGeometry();
    update();
}

QSize TrovamiSeatsView::sizeHint() const {
    const int n = static_cast<int>(rows_.size());
    return {columnsFor(n) * 220, static_cast<int>(linesFor(n) * (rowHeightFor(n) + kGap))};
}

QRectF TrovamiSeatsView::rowRect(int seat) const {
    const int n = std::max<int>(1, static_cast<int>(rows_.size()));
    const int columns = columnsFor(n);
    const double w = (width() - (columns - 1) * kGap) / columns;
    const double h = rowHeightFor(n);
    return {(seat % columns) * (w + kGap), (seat / columns) * (h + kGap), w, h};
}

void TrovamiSeatsView::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    for (int seat = 0; seat < static_cast<int>(rows_.size()); ++seat) paintRow(painter, seat);
}

void TrovamiSeatsView::paintRow(QPainter& painter, int seat) {
    const SeatRow& row = rows_[seat];
    const QRectF rect = rowRect(seat);
    const double h = rect.height();

    painter.setPen(row.buzzing ? QPen(row.colour, 3) : QPen(QColor(255, 255, 255, 40), 1));
    painter.setBrush(row.rolling ? QColor(255, 255, 255, 34) : QColor(0, 0, 0, 60));
    painter.drawRoundedRect(rect, 10, 10);

    double x = rect.left() + 10;
    if (picking_) {
        const QRectF tag(x, rect.center().y() - h * 0.28, h * 0.56, h * 0.56);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xff, 0xd2, 0x3f));
        painter.drawEllipse(tag);
        QFont font = painter.font();
        font.setPixelSize(static_cast<int>(h * 0.24));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0x1b, 0x26, 0x33));
        painter.drawText(tag, Qt::AlignCenter, QStringLiteral("F%1").arg(seat + 1));
        x = tag.right() + 8;
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(row.colour);
    const double dot = h * 0.26;
    painter.drawEllipse(QPointF(x + dot / 2, rect.center().y()), dot / 2, dot / 2);
    x += dot + 8;

    // The pile: face-down cards, one sliver per card, and the count against the target.
    const double pileWidth = h * 1.25;
    const QRectF pile(rect.right() - pileWidth - 10, rect.top() + h * 0.14, pileWidth, h * 0.72);
    const int shown = std::min(row.cards, 8);
    for (int i = 0; i < std::max(shown, 1); ++i) {
        const QRectF card =
            QRectF(pile.left(), pile.top() + 6, pile.height() * 0.9, pile.height() - 6)
                .translated(i * 3.0, -i * 1.5);
        painter.setPen(row.cards == 0 ? QPen(QColor(255, 255, 255, 60), 1, Qt::DashLine)
                                      : QPen(QColor(255, 255, 255, 150), 1));
        painter.setBrush(row.cards == 0 ? QBrush(Qt::NoBrush) : QBrush(kCardBack));
        painter.drawRoundedRect(card, 4, 4);
    }
    QFont count = painter.font();
    count.setPixelSize(static_cast<int>(h * 0.34));
    count.setBold(true);
    painter.setFont(count);
    painter.setPen(Qt::white);
    painter.drawText(
        QRectF(pile.left() + pile.height() * 0.95, pile.top(), pileWidth - pile.height() * 0.95 + 6,
               pile.height()),
        Qt::AlignRight | Qt::AlignVCenter,
        QStringLiteral("%1/%2").arg(QString::number(row.cards), QString::number(row.target)));

    const QRectF text(x, rect.top() + 4, pile.left() - x - 6, h - 8);
    QFont name = painter.font();
    name.setPixelSize(static_cast<int>(h * 0.3));
    name.setBold(true);
    painter.setFont(name);
    painter.setPen(row.locked ? QColor(255, 255, 255, 110) : QColor(Qt::white));
    // Smaller rather than cut ("Computer 2" in a third of a 1024 × 600 table).
    drawFittedLine(painter, text.adjusted(0, 0, 0, -h * 0.42), Qt::AlignLeft | Qt::AlignBottom,
                   row.name, name.pixelSize());
    QStringList notes;
    if (!row.keyHint.isEmpty()) notes << row.keyHint;
    if (row.rolling) notes << tr("rolls");
    if (row.locked) notes << tr("out this roll");
    if (row.debt > 0) notes << tr("owes %n card(s)", nullptr, row.debt);
    QFont small = painter.font();
    small.setPixelSize(static_cast<int>(h * 0.22));
    small.setBold(false);
    painter.setFont(small);
    painter.setPen(QColor(0xd8, 0xe2, 0xee));
    drawFittedLine(painter, text.adjusted(0, h * 0.5, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                   notes.join(QStringLiteral(" · ")), small.pixelSize());
}

void TrovamiSeatsView::mousePressEvent(QMouseEvent* event) {
    if (!picking_ || event->button() != Qt::LeftButton) return;
    for (int seat = 0; seat < static_cast<int>(rows_.size()); ++seat)
        if (rowRect(seat).contains(event->position())) emit seatClicked(seat);
}

}  // namespace lt::shell::flags_trovami
