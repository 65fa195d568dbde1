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

TrovamiSeatsView::RowParts TrovamiSeatsView::partsOf(int seat) const {
    const QRectF rect = rowRect(seat);
    const double h = rect.height();
    RowParts parts;
    double x = rect.left() + 10;
    if (picking_) {
        parts.tag = QRectF(x, rect.center().y() - h * 0.28, h * 0.56, h * 0.56);
        x = parts.tag.right() + 8;
    }
    parts.dotLeft = x;
    x += h * 0.26 + 8;
    const double pileWidth = h * 1.25;
    parts.pile = QRectF(rect.right() - pileWidth - 10, rect.top() + h * 0.14, pileWidth, h * 0.72);
    const QRectF text(x, rect.top() + 4, parts.pile.left() - x - 6, h - 8);
    parts.name = text.adjusted(0, 0, 0, -h * 0.42);
    parts.notes = text.adjusted(0, h * 0.5, 0, 0);
    // Less than a third of the row left for the name ("…" in a fifth of a 1024 × 600 table):
    // the name takes the whole top half, the pile shrinks into the bottom right corner.
    // While picking, the booking tag is smaller and stands for the colour dot.
    if (text.width() < rect.width() / 3) {
        x = rect.left() + 10;
        if (picking_) {
            parts.tag = QRectF(x, rect.center().y() - h * 0.21, h * 0.42, h * 0.42);
            parts.dotLeft = -1;
            x = parts.tag.right() + 6;
        } else {
            x += h * 0.26 + 8;
        }
        parts.pile = QRectF(rect.right() - pileWidth * 0.6 - 8, rect.top() + h * 0.5,
                            pileWidth * 0.6, h * 0.42);
        parts.name = QRectF(x, rect.top() + 4, rect.right() - 8 - x, h * 0.5 - 4);
        parts.notes = QRectF(x, rect.top() + h * 0.5, parts.pile.left() - x - 4, h * 0.5 - 4);
    }
    return parts;
}

QRectF TrovamiSeatsView::nameRect(int seat) const {
    return partsOf(seat).name;
}

void TrovamiSeatsView::paintRow(QPainter& painter, int seat) {
    const SeatRow& row = rows_[seat];
    const QRectF rect = rowRect(seat);
    const double h = rect.height();
    const RowParts parts = partsOf(seat);

    painter.setPen(row.buzzing ? QPen(row.colour, 3) : QPen(QColor(255, 255, 255, 40), 1));
    painter.setBrush(row.rolling ? QColor(255, 255, 255, 34) : QColor(0, 0, 0, 60));
    painter.drawRoundedRect(rect, 10, 10);

    if (picking_) {
        const QRectF& tag = parts.tag;
        // Ringed in the seat's colour where it stands for the dot.
        painter.setPen(parts.dotLeft < 0 ? QPen(row.colour, 2) : QPen(Qt::NoPen));
        painter.setBrush(QColor(0xff, 0xd2, 0x3f));
        painter.drawEllipse(tag);
        QFont font = painter.font();
        font.setPixelSize(static_cast<int>(tag.height() * 0.43));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0x1b, 0x26, 0x33));
        painter.drawText(tag, Qt::AlignCenter, QStringLiteral("F%1").arg(seat + 1));
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(row.colour);
    const double dot = h * 0.26;
    if (parts.dotLeft >= 0)
        painter.drawEllipse(QPointF(parts.dotLeft + dot / 2, rect.center().y()), dot / 2, dot / 2);

    // The pile: face-down cards, one sliver per card, and the count against the target.
    const QRectF& pile = parts.pile;
    const double pileWidth = pile.width();
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
    count.setPixelSize(static_cast<int>(pile.height() * 0.47));
    count.setBold(true);
    painter.setFont(count);
    painter.setPen(Qt::white);
    painter.drawText(
        QRectF(pile.left() + pile.height() * 0.95, pile.top(), pileWidth - pile.height() * 0.95 + 6,
               pile.height()),
        Qt::AlignRight | Qt::AlignVCenter,
        QStringLiteral("%1/%2").arg(QString::number(row.cards), QString::number(row.target)));

    QFont name = painter.font();
    name.setPixelSize(static_cast<int>(h * 0.3));
    name.setBold(true);
    painter.setFont(name);
    painter.setPen(row.locked ? QColor(255, 255, 255, 110) : QColor(Qt::white));
    // Smaller rather than cut ("Computer 2" in a third of a 1024 × 600 table).
    drawFittedLine(painter, parts.name, Qt::AlignLeft | Qt::AlignBottom, row.name,
                   name.pixelSize());
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
    drawFittedLine(painter, parts.notes, Qt::AlignLeft | Qt::AlignTop,
                   notes.join(QStringLiteral(" · ")), small.pixelSize());
}

void TrovamiSeatsView::mousePressEvent(QMouseEvent* event) {
    if (!picking_ || event->button() != Qt::LeftButton) return;
    for (int seat = 0; seat < static_cast<int>(rows_.size()); ++seat)
        if (rowRect(seat).contains(event->position())) emit seatClicked(seat);
}

}  // namespace lt::shell::flags_trovami
