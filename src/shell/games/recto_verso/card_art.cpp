#include "games/recto_verso/card_art.h"

#include <QPainterPath>
#include <cmath>

namespace lt::shell::recto_verso {
namespace {

QRectF square(const QRectF& rect) {
    const double side = std::min(rect.width(), rect.height());
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
}

// Coordinates in a 100 x 100 box.
struct Box {
    QRectF r;
    QPointF p(double x, double y) const {
        return {r.left() + x * r.width() / 100, r.top() + y * r.height() / 100};
    }
    double s(double v) const { return v * r.width() / 100; }
    QRectF rect(double x, double y, double w, double h) const {
        return QRectF(p(x, y), QSizeF(s(w), s(h)));
    }
};

void eyes(QPainter& painter, const Box& b, double y, double gap, double size) {
    painter.setPen(Qt::NoPen);
    painter.setBrush(kInk);
    painter.drawEllipse(b.p(50 - gap, y), b.s(size), b.s(size));
    painter.drawEllipse(b.p(50 + gap, y), b.s(size), b.s(size));
}

void fox(QPainter& painter, const Box& b) {
    const QColor orange(230, 110, 20);
    painter.setPen(QPen(kInk, b.s(2.5)));
    painter.setBrush(orange);
    painter.drawPolygon(QPolygonF{b.p(18, 14), b.p(42, 34), b.p(22, 46)});  // ears
    painter.drawPolygon(QPolygonF{b.p(82, 14), b.p(58, 34), b.p(78, 46)});
    QPainterPath head;
    head.moveTo(b.p(14, 38));
    head.quadTo(b.p(50, 24), b.p(86, 38));
    head.quadTo(b.p(80, 66), b.p(50, 90));
    head.quadTo(b.p(20, 66), b.p(14, 38));
    painter.drawPath(head);
    painter.setBrush(Qt::white);  // cheeks
    QPainterPath cheeks;
    cheeks.moveTo(b.p(22, 56));
    cheeks.quadTo(b.p(50, 60), b.p(78, 56));
    cheeks.quadTo(b.p(66, 76), b.p(50, 90));
    cheeks.quadTo(b.p(34, 76), b.p(22, 56));
    painter.drawPath(cheeks);
    eyes(painter, b, 48, 14, 5);
    painter.drawEllipse(b.p(50, 86), b.s(6), b.s(5));  // nose
}

void frog(QPainter& painter, const Box& b) {
    const QColor green(60, 170, 60);
    painter.setPen(QPen(kInk, b.s(2.5)));
    painter.setBrush(green);
    painter.drawEllipse(b.p(30, 30), b.s(17), b.s(17));  // eye bumps
    painter.drawEllipse(b.p(70, 30), b.s(17), b.s(17));
    painter.drawEllipse(b.rect(8, 34, 84, 56));
    painter.setBrush(Qt::white);
    painter.drawEllipse(b.p(30, 30), b.s(11), b.s(11));
    painter.drawEllipse(b.p(70, 30), b.s(11), b.s(11));
    painter.setPen(Qt::NoPen);
    painter.setBrush(kInk);
    painter.drawEllipse(b.p(31, 31), b.s(6), b.s(6));
    painter.drawEllipse(b.p(69, 31), b.s(6), b.s(6));
    painter.setPen(QPen(kInk, b.s(4), Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    painter.drawArc(b.rect(24, 46, 52, 30), -20 * 16, -140 * 16);  // smile
    painter.setBrush(QColor(255, 140, 160));
    painter.setPen(Qt::NoPen);
    painter.drawEllipse(b.p(22, 66), b.s(6), b.s(4));
    painter.drawEllipse(b.p(78, 66), b.s(6), b.s(4));
}

void elephant(QPainter& painter, const Box& b) {
    const QColor grey(150, 155, 170);
    painter.setPen(QPen(kInk, b.s(2.5)));
    painter.setBrush(grey.darker(112));
    painter.drawEllipse(b.rect(2, 18, 40, 50));  // ears
    painter.drawEllipse(b.rect(58, 18, 40, 50));
    painter.setBrush(grey);
    painter.drawEllipse(b.rect(24, 14, 52, 56));
    QPainterPath trunk;
    trunk.moveTo(b.p(42, 58));
    trunk.cubicTo(b.p(40, 80), b.p(46, 92), b.p(60, 92));
    trunk.lineTo(b.p(62, 84));
    trunk.cubicTo(b.p(54, 84), b.p(58, 72), b.p(58, 58));
    trunk.closeSubpath();
    painter.drawPath(trunk);
    painter.setBrush(Qt::white);
    painter.drawPolygon(QPolygonF{b.p(34, 60), b.p(38, 74), b.p(40, 62)});  // tusks
    painter.drawPolygon(QPolygonF{b.p(66, 60), b.p(62, 74), b.p(60, 62)});
    eyes(painter, b, 40, 12, 4.5);
}

void flamingo(QPainter& painter, const Box& b) {
    const QColor pink(240, 100, 160);
    painter.setPen(QPen(kInk, b.s(2.5)));
    painter.setBrush(pink);
    QPainterPath neck;  // an S of neck, the head on top
    neck.moveTo(b.p(36, 94));
    neck.cubicTo(b.p(20, 70), b.p(70, 62), b.p(56, 40));
    neck.lineTo(b.p(70, 38));
    neck.cubicTo(b.p(86, 66), b.p(38, 70), b.p(52, 94));
    neck.closeSubpath();
    painter.drawPath(neck);
    painter.drawEllipse(b.rect(40, 14, 36, 32));
    QPainterPath beak;
    beak.moveTo(b.p(72, 24));
    beak.quadTo(b.p(96, 24), b.p(94, 50));
    beak.quadTo(b.p(86, 40), b.p(72, 38));
    beak.closeSubpath();
    painter.setBrush(Qt::white);
    painter.drawPath(beak);
    QPainterPath tip;
    tip.moveTo(b.p(90, 36));
    tip.quadTo(b.p(96, 40), b.p(94, 50));
    tip.quadTo(b.p(90, 44), b.p(84, 42));
    tip.closeSubpath();
    painter.setBrush(kInk);
    painter.drawPath(tip);
    eyes(painter, b, 28, 0, 4.5);  // one eye, in profile
}

void whale(QPainter& painter, const Box& b) {
    const QColor blue(40, 110, 210);
    painter.setPen(QPen(kInk, b.s(2.5)));
    painter.setBrush(blue);
    QPainterPath body;
    body.moveTo(b.p(6, 60));
    body.cubicTo(b.p(6, 30), b.p(60, 26), b.p(78, 50));
    body.lineTo(b.p(94, 34));
    body.lineTo(b.p(92, 72));
    body.lineTo(b.p(78, 62));
    body.cubicTo(b.p(60, 86), b.p(6, 88), b.p(6, 60));
    painter.drawPath(body);
    painter.setBrush(QColor(200, 225, 250));
    QPainterPath belly;
    belly.moveTo(b.p(10, 66));
    belly.quadTo(b.p(40, 74), b.p(70, 66));
    belly.quadTo(b.p(40, 86), b.p(10, 66));
    painter.drawPath(belly);
    painter.setPen(QPen(QColor(120, 190, 255), b.s(4), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(b.p(34, 30), b.p(34, 14));  // spout
    painter.drawLine(b.p(34, 20), b.p(24, 10));
    painter.drawLine(b.p(34, 20), b.p(44, 10));
    painter.setPen(Qt::NoPen);
    painter.setBrush(kInk);
    painter.drawEllipse(b.p(24, 54), b.s(4.5), b.s(4.5));
}

void lion(QPainter& painter, const Box& b) {
    painter.setPen(QPen(kInk, b.s(2.5)));
    painter.setBrush(QColor(200, 110, 20));  // mane
    QPolygonF mane;
    for (int i = 0; i < 24; ++i) {
        const double angle = i * M_PI / 12;
        const double radius = i % 2 ? 46 : 38;
        mane << b.p(50 + radius * std::cos(angle), 52 + radius * std::sin(angle));
    }
    painter.drawPolygon(mane);
    painter.setBrush(QColor(250, 200, 60));
    painter.drawEllipse(b.p(50, 54), b.s(27), b.s(27));
    painter.drawEllipse(b.p(30, 30), b.s(8), b.s(8));  // ears
    painter.drawEllipse(b.p(70, 30), b.s(8), b.s(8));
    painter.drawEllipse(b.p(50, 54), b.s(27), b.s(27));
    eyes(painter, b, 48, 11, 4.5);
    painter.drawPolygon(QPolygonF{b.p(43, 60), b.p(57, 60), b.p(50, 68)});  // nose
    painter.setPen(QPen(kInk, b.s(2.5), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(b.p(50, 68), b.p(50, 74));
}

void arrowHead(QPainter& painter, QPointF tip, double angle, double size) {
    QPolygonF head{tip, tip + QPointF(std::cos(angle + 2.6) * size, std::sin(angle + 2.6) * size),
                   tip + QPointF(std::cos(angle - 2.6) * size, std::sin(angle - 2.6) * size)};
    painter.setPen(Qt::NoPen);
    painter.setBrush(kInk);
    painter.drawPolygon(head);
}

void miniCard(QPainter& painter, const Box& b, QRectF r, const QColor& colour) {
    painter.setPen(QPen(kInk, b.s(4)));
    painter.setBrush(colour);
    painter.drawRoundedRect(r, b.s(4), b.s(4));
}

void halfStar(QPainter& painter, const Box& b, bool left) {
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const double angle = -M_PI / 2 + i * M_PI / 5;
        const double radius = i % 2 ? 20 : 46;
        star << b.p(50 + radius * std::cos(angle), 54 + radius * std::sin(angle));
    }
    painter.setPen(QPen(kInk, b.s(3), Qt::DotLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolygon(star);
    QPainterPath whole;
    whole.addPolygon(star);
    QPainterPath half;
    half.addRect(left ? b.rect(0, 0, 50, 100) : b.rect(50, 0, 50, 100));
    painter.setPen(QPen(kInk, b.s(4)));
    painter.setBrush(kGold);
    painter.drawPath(whole.intersected(half));
}

}  // namespace

QColor animalColour(Animal animal) {
    switch (animal) {
        case Animal::Fox:
            return {255, 170, 70};
        case Animal::Frog:
            return {140, 215, 110};
        case Animal::Elephant:
            return {200, 200, 210};
        case Animal::Flamingo:
            return {255, 160, 205};
        case Animal::Whale:
            return {120, 185, 255};
        case Animal::Lion:
            return {255, 225, 90};
    }
    return Qt::white;
}

void paintAnimal(QPainter& painter, Animal animal, const QRectF& rect) {
    painter.save();
    const Box b{square(rect)};
    switch (animal) {
        case Animal::Fox:
            fox(painter, b);
            break;
        case Animal::Frog:
            frog(painter, b);
            break;
        case Animal::Elephant:
            elephant(painter, b);
            break;
        case Animal::Flamingo:
            flamingo(painter, b);
            break;
        case Animal::Whale:
            whale(painter, b);
            break;
        case Animal::Lion:
            lion(painter, b);
            break;
    }
    painter.restore();
}

void paintSymbol(QPainter& painter, Symbol symbol, const QRectF& rect) {
    painter.save();
    const Box b{square(rect)};
    const QPen thick(kInk, b.s(9), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setBrush(Qt::NoBrush);
    switch (symbol) {
        case Symbol::Skip: {
            // A jump over a player: an arc from left to right over a dot.
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor(220, 50, 50));
            painter.drawEllipse(b.p(50, 70), b.s(13), b.s(13));
            painter.setPen(thick);
            painter.setBrush(Qt::NoBrush);
            QPainterPath jump;
            jump.moveTo(b.p(12, 76));
            jump.cubicTo(b.p(18, 8), b.p(70, 8), b.p(80, 62));
            painter.drawPath(jump);
            arrowHead(painter, b.p(84, 80), M_PI / 2 - 0.25, b.s(26));
            break;
        }
        case Symbol::Reverse: {
            // Two arrows going round.
            painter.setPen(thick);
            painter.drawArc(b.rect(16, 16, 68, 68), 20 * 16, 150 * 16);
            painter.drawArc(b.rect(16, 16, 68, 68), 200 * 16, 150 * 16);
            arrowHead(painter, b.p(22, 38), M_PI / 2 + 0.2, b.s(24));
            arrowHead(painter, b.p(78, 62), -M_PI / 2 + 0.2, b.s(24));
            break;
        }
        case Symbol::FlipThree:
        case Symbol::FlipOne: {
            // Cards (three or one) under a turning arrow.
            const bool three = symbol == Symbol::FlipThree;
            if (three) {
                miniCard(painter, b, b.rect(8, 44, 26, 40), QColor(255, 170, 70));
                miniCard(painter, b, b.rect(37, 44, 26, 40), QColor(120, 185, 255));
                miniCard(painter, b, b.rect(66, 44, 26, 40), QColor(140, 215, 110));
            } else {
                miniCard(painter, b, b.rect(34, 40, 32, 48), QColor(120, 185, 255));
            }
            painter.setPen(thick);
            painter.setBrush(Qt::NoBrush);
            painter.drawArc(b.rect(22, 6, 56, 44), 20 * 16, 140 * 16);
            arrowHead(painter, b.p(74, 26), M_PI / 2 + 0.3, b.s(22));
            break;
        }
        case Symbol::Steal: {
            // A hand reaching for a card.
            miniCard(painter, b, b.rect(58, 12, 32, 46), QColor(255, 225, 90));
            painter.setPen(QPen(kInk, b.s(4)));
            painter.setBrush(QColor(250, 210, 170));
            QPainterPath hand;
            hand.moveTo(b.p(8, 92));
            hand.lineTo(b.p(8, 62));
            hand.quadTo(b.p(14, 50), b.p(30, 50));
            hand.lineTo(b.p(64, 42));  // pointing finger along the card's edge
            hand.quadTo(b.p(72, 44), b.p(64, 52));
            hand.lineTo(b.p(46, 58));
            hand.lineTo(b.p(56, 62));
            hand.quadTo(b.p(62, 70), b.p(50, 72));
            hand.lineTo(b.p(36, 92));
            hand.closeSubpath();
            painter.drawPath(hand);
            break;
        }
        case Symbol::Magnifier:
            painter.setPen(QPen(kInk, b.s(10), Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(b.p(60, 60), b.p(86, 86));
            painter.setPen(QPen(kInk, b.s(7)));
            painter.setBrush(QColor(210, 240, 255));
            painter.drawEllipse(b.p(40, 40), b.s(26), b.s(26));
            break;
        case Symbol::HalfStarLeft:
            halfStar(painter, b, true);
            break;
        case Symbol::HalfStarRight:
            halfStar(painter, b, false);
            break;
    }
    painter.restore();
}

void paintCardFace(QPainter& painter, const QRectF& rect, Face face) {
    painter.save();
    const double radius = rect.width() * 0.1;
    painter.setPen(QPen(kInk, std::max(1.0, rect.width() * 0.03)));
    painter.setBrush(animalColour(face.animal));
    painter.drawRoundedRect(rect, radius, radius);
    const double w = rect.width();
    const QRectF picture(rect.left() + w * 0.06, rect.top() + w * 0.05, w * 0.88, w * 0.88);
    paintAnimal(painter, face.animal, picture);
    const double disc = std::min(w * 0.62, rect.bottom() - picture.bottom() + w * 0.08);
    const QRectF badge(rect.center().x() - disc / 2, rect.bottom() - disc - w * 0.05, disc, disc);
    painter.setPen(QPen(kInk, std::max(1.0, w * 0.025)));
    painter.setBrush(Qt::white);
    painter.drawEllipse(badge);
    paintSymbol(painter, face.symbol,
                badge.adjusted(disc * 0.14, disc * 0.14, -disc * 0.14, -disc * 0.14));
    painter.restore();
}

void paintCardCover(QPainter& painter, const QRectF& rect) {
    painter.save();
    const double radius = rect.width() * 0.1;
    painter.setPen(QPen(kInk, std::max(1.0, rect.width() * 0.03)));
    painter.setBrush(QColor(90, 70, 150));
    painter.drawRoundedRect(rect, radius, radius);
    painter.setPen(QPen(QColor(140, 120, 200), std::max(1.0, rect.width() * 0.04)));
    const QRectF inner = rect.adjusted(rect.width() * 0.12, rect.width() * 0.12,
                                       -rect.width() * 0.12, -rect.width() * 0.12);
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6);
    painter.restore();
}

void paintStar(QPainter& painter, const QRectF& rect, bool filled) {
    painter.save();
    const Box b{square(rect)};
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const double angle = -M_PI / 2 + i * M_PI / 5;
        const double radius = i % 2 ? 20 : 48;
        star << b.p(50 + radius * std::cos(angle), 54 + radius * std::sin(angle));
    }
    painter.setPen(QPen(kInk, b.s(5), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(filled ? kGold : QColor(255, 255, 255, 90));
    painter.drawPolygon(star);
    painter.restore();
}

}  // namespace lt::shell::recto_verso
