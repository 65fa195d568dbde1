#include "games/morris/art.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <cmath>

#include "games/morris/geometry.h"
#include "games/morris/layout.h"

namespace lt::shell::morris {
namespace {

using lt::morris::Geometry;
using lt::morris::kPoints;
using lt::morris::pointFile;
using lt::morris::pointRank;

// A tiny deterministic generator for the wood grain: the same board every time.
class Grain {
  public:
    double next() {
        state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<double>(state_ >> 11) / static_cast<double>(1ULL << 53);
    }

  private:
    std::uint64_t state_ = 0x6d756c696e6fULL;
};

void paintWood(QPainter& p, const QRectF& whole) {
    // The rim's stroke straddles the outline: keep all of it inside the picture.
    const double rimWidth = whole.width() * 0.012;
    const QRectF r = whole.adjusted(rimWidth / 2, rimWidth / 2, -rimWidth / 2, -rimWidth / 2);
    const double side = r.width();
    QPainterPath outline;
    outline.addRoundedRect(r, side * 0.035, side * 0.035);

    // Base: warm walnut, lighter across the middle like a varnished plank.
    QLinearGradient base(r.topLeft(), r.bottomRight());
    base.setColorAt(0.0, QColor(0xb9, 0x7f, 0x4a));
    base.setColorAt(0.45, QColor(0xd2, 0x9b, 0x62));
    base.setColorAt(1.0, QColor(0xa5, 0x6a, 0x3a));
    p.fillPath(outline, base);

    // Grain: long, gently waving strands of darker and lighter wood.
    p.save();
    p.setClipPath(outline);
    Grain grain;
    for (int i = 0; i < 70; ++i) {
        const double y0 = r.top() + grain.next() * side;
        const double amplitude = side * (0.004 + grain.next() * 0.012);
        const double phase = grain.next() * 6.28;
        const double waves = 1.0 + grain.next() * 2.0;
        QPainterPath strand;
        for (int k = 0; k <= 48; ++k) {
            const double x = r.left() + side * k / 48.0;
            const double y = y0 + amplitude * std::sin(phase + waves * 6.28 * k / 48.0) +
                             side * 0.02 * std::sin(0.7 * phase + k / 30.0);
            if (k == 0)
                strand.moveTo(x, y);
            else
                strand.lineTo(x, y);
        }
        const bool dark = grain.next() < 0.7;
        QColor colour = dark ? QColor(0x6b, 0x3c, 0x1c) : QColor(0xf0, 0xc4, 0x8a);
        colour.setAlphaF(0.05 + grain.next() * (dark ? 0.13 : 0.09));
        p.setPen(QPen(colour, side * (0.0015 + grain.next() * 0.004)));
        p.drawPath(strand);
    }
    // Soft light from the top left, shade at the bottom right.
    QRadialGradient light(r.left() + side * 0.3, r.top() + side * 0.25, side * 0.9);
    light.setColorAt(0, QColor(255, 240, 210, 55));
    light.setColorAt(1, QColor(40, 20, 5, 60));
    p.fillPath(outline, light);
    p.restore();

    // Bevelled edge: a dark rim with a thin highlight inside it.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0x4a, 0x2a, 0x12), rimWidth));
    p.drawPath(outline);
    QPainterPath inner;
    const double inset = side * 0.018;
    inner.addRoundedRect(r.adjusted(inset, inset, -inset, -inset), side * 0.025, side * 0.025);
    p.setPen(QPen(QColor(255, 226, 180, 90), side * 0.004));
    p.drawPath(inner);
}

// Lines cut into the wood: a dark groove with a light lower lip.
void paintLines(QPainter& p, const QRectF& grid, double unit, const Geometry& geometry) {
    auto at = [&](int point) {
        return QPointF(grid.left() + pointFile(point) * unit,
                       grid.bottom() - pointRank(point) * unit);
    };
    const double width = unit * 0.075;
    const QPointF lip(width * 0.45, width * 0.45);
    p.setPen(QPen(QColor(255, 230, 190, 110), width, Qt::SolidLine, Qt::RoundCap));
    for (auto [a, b] : geometry.segments()) p.drawLine(at(a) + lip, at(b) + lip);
    p.setPen(QPen(QColor(0x3a, 0x1f, 0x0c, 230), width, Qt::SolidLine, Qt::RoundCap));
    for (auto [a, b] : geometry.segments()) p.drawLine(at(a), at(b));

    // Points: drilled holes with a brass ring.
    const double ring = unit * 0.17;
    for (int point = 0; point < kPoints; ++point) {
        const QPointF c = at(point);
        QRadialGradient brass(c - QPointF(ring * 0.3, ring * 0.3), ring * 1.3);
        brass.setColorAt(0, QColor(0xf6, 0xd9, 0x8c));
        brass.setColorAt(0.6, QColor(0xc0, 0x93, 0x3e));
        brass.setColorAt(1, QColor(0x7a, 0x55, 0x1c));
        p.setPen(QPen(QColor(0x3a, 0x1f, 0x0c), unit * 0.02));
        p.setBrush(brass);
        p.drawEllipse(c, ring, ring);
        QRadialGradient hole(c + QPointF(ring * 0.15, ring * 0.15), ring * 0.6);
        hole.setColorAt(0, QColor(0x1a, 0x0d, 0x04));
        hole.setColorAt(1, QColor(0x4a, 0x2c, 0x14));
        p.setPen(Qt::NoPen);
        p.setBrush(hole);
        p.drawEllipse(c, ring * 0.55, ring * 0.55);
    }
}

void paintCoordinates(QPainter& p, const QRectF& board, const QRectF& grid, double unit) {
    QFont font = p.font();
    font.setPixelSize(std::max(8, static_cast<int>(unit * 0.24)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(QColor(0x4a, 0x2a, 0x12, 200));
    // Centred in the strip between the bevelled rim and the pawns of the outer square.
    const double margin = grid.top() - board.top();
    const double inner = board.width() * 0.025, outer = margin - unit * 0.39;
    const double middle = (inner + outer) / 2, band = outer - inner;
    for (int i = 0; i < 7; ++i) {
        const QString file(QChar('a' + i));
        const double x = grid.left() + i * unit;
        p.drawText(QRectF(x - unit / 2, board.bottom() - middle - band / 2, unit, band),
                   Qt::AlignCenter, file);
        const QString rank = QString::number(i + 1);
        const double y = grid.bottom() - i * unit;
        p.drawText(QRectF(board.left() + middle - band / 2, y - unit / 2, band, unit),
                   Qt::AlignCenter, rank);
    }
}

}  // namespace

const QPixmap& MorrisArt::board(double side, bool diagonals, qreal devicePixelRatio) {
    const int pixels = std::max(1, static_cast<int>(std::ceil(side * devicePixelRatio)));
    const QString key = QStringLiteral("%1/%2/%3")
                            .arg(QString::number(pixels), QString::number(diagonals),
                                 QString::number(devicePixelRatio));
    if (key == boardKey_) return boardPixmap_;
    boardKey_ = key;
    boardPixmap_ = QPixmap(pixels, pixels);
    boardPixmap_.setDevicePixelRatio(devicePixelRatio);
    boardPixmap_.fill(Qt::transparent);
    QPainter p(&boardPixmap_);
    p.setRenderHint(QPainter::Antialiasing);
    const double logical = pixels / devicePixelRatio;
    const QRectF r(0, 0, logical, logical);
    paintWood(p, r);
    const double margin = logical * kGridMargin;
    const QRectF grid = r.adjusted(margin, margin, -margin, -margin);
    const double unit = grid.width() / 6;
    // The empty centre of the board: a faint inlaid rosette, as on old boards.
    p.setPen(QPen(QColor(0x5a, 0x32, 0x14, 70), unit * 0.03));
    p.setBrush(QColor(0x8a, 0x52, 0x26, 40));
    p.drawEllipse(grid.center(), unit * 0.45, unit * 0.45);
    p.drawEllipse(grid.center(), unit * 0.22, unit * 0.22);
    paintLines(p, grid, unit, Geometry::get(diagonals));
    paintCoordinates(p, r, grid, unit);
    return boardPixmap_;
}

const QPixmap& MorrisArt::pawn(const QColor& colour, double diameter, qreal devicePixelRatio) {
    const int size = std::max(4, static_cast<int>(std::ceil(diameter * 1.3 * devicePixelRatio)));
    const QString key = QStringLiteral("%1/%2/%3")
                            .arg(colour.name(QColor::HexArgb), QString::number(size),
                                 QString::number(devicePixelRatio));
    if (auto it = pawns_.find(key); it != pawns_.end()) return *it;

    QPixmap pixmap(size, size);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const double logical = size / devicePixelRatio;
    const double r = logical / 1.3 / 2;
    const QPointF c(logical / 2, logical / 2);

    // Shadow on the board, offset to the lower right.
    QRadialGradient shadow(c + QPointF(r * 0.12, r * 0.2), r * 1.12);
    shadow.setColorAt(0.75, QColor(0, 0, 0, 110));
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(shadow);
    p.drawEllipse(c + QPointF(r * 0.12, r * 0.2), r * 1.12, r * 1.12);

    // Body: lit from the top left, with a darker rim.
    const bool light = colour.lightnessF() > 0.6;
    QRadialGradient body(c - QPointF(r * 0.35, r * 0.4), r * 1.5);
    body.setColorAt(0.0, colour.lighter(light ? 108 : 170));
    body.setColorAt(0.55, colour);
    body.setColorAt(1.0, colour.darker(light ? 150 : 190));
    p.setBrush(body);
    p.setPen(QPen(colour.darker(light ? 190 : 250), r * 0.06));
    p.drawEllipse(c, r, r);

    // A turned groove around the top face, then the top face itself.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, light ? 60 : 110), r * 0.07));
    p.drawEllipse(c, r * 0.66, r * 0.66);
    p.setPen(QPen(QColor(255, 255, 255, light ? 150 : 60), r * 0.04));
    p.drawArc(QRectF(c.x() - r * 0.62, c.y() - r * 0.62, r * 1.24, r * 1.24), 200 * 16, 180 * 16);

    // Specular highlight.
    QRadialGradient shine(c - QPointF(r * 0.38, r * 0.42), r * 0.45);
    shine.setColorAt(0, QColor(255, 255, 255, light ? 170 : 120));
    shine.setColorAt(1, QColor(255, 255, 255, 0));
    p.setPen(Qt::NoPen);
    p.setBrush(shine);
    p.drawEllipse(c - QPointF(r * 0.38, r * 0.42), r * 0.45, r * 0.45);
    p.end();
    return *pawns_.insert(key, pixmap);
}

void MorrisArt::paintTray(QPainter& p, const QRectF& tray, bool toMove) {
    const double corner = std::min(tray.width(), tray.height()) * 0.08;
    QPainterPath outline;
    outline.addRoundedRect(tray, corner, corner);
    QLinearGradient wood(tray.topLeft(), tray.bottomRight());
    wood.setColorAt(0, QColor(0x7a, 0x4a, 0x26));
    wood.setColorAt(1, QColor(0x5c, 0x35, 0x19));
    p.fillPath(outline, wood);
    // Green felt inside the wooden rim.
    const double rim = std::min(tray.width(), tray.height()) * 0.05;
    QPainterPath felt;
    felt.addRoundedRect(tray.adjusted(rim, rim, -rim, -rim), corner * 0.7, corner * 0.7);
    QRadialGradient cloth(tray.center(), std::max(tray.width(), tray.height()) * 0.7);
    cloth.setColorAt(0, QColor(0x2f, 0x5e, 0x45));
    cloth.setColorAt(1, QColor(0x1f, 0x40, 0x2f));
    p.fillPath(felt, cloth);
    p.setBrush(Qt::NoBrush);
    // The player to move gets a glowing rim in their colour.
    // Gold whatever the player's colour, so it shows on light and dark pawns alike.
    p.setPen(toMove ? QPen(QColor(0xff, 0xd2, 0x5a), rim * 0.8)
                    : QPen(QColor(0x3a, 0x1f, 0x0c), rim * 0.4));
    p.drawPath(outline);
}

void drawCentred(QPainter& painter, const QPixmap& pixmap, QPointF centre, double scale) {
    const QSizeF logical = pixmap.deviceIndependentSize() * scale;
    painter.drawPixmap(QRectF(centre.x() - logical.width() / 2, centre.y() - logical.height() / 2,
                              logical.width(), logical.height()),
                       pixmap, QRectF(pixmap.rect()));
}

}  // namespace lt::shell::morris
