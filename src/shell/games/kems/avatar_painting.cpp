#include "games/kems/avatar_painting.h"

#include <QPainterPath>
#include <cmath>
#include <numbers>

namespace lt::shell::kems {
namespace {

const QColor kSkin(240, 200, 165);
const QColor kSkinShade(205, 160, 125);
const QColor kInk(45, 35, 30);

void paintHand(QPainter& painter, QPointF centre, double r) {
    painter.setPen(QPen(kSkinShade, r * 0.25));
    painter.setBrush(kSkin);
    painter.drawEllipse(centre, r, r * 0.9);
    // A pointing finger.
    painter.drawRoundedRect(QRectF(centre.x() - r * 0.22, centre.y() - r * 1.6, r * 0.44, r),
                            r * 0.2, r * 0.2);
}

}  // namespace

void paintAvatar(QPainter& painter, const QRectF& box, const QColor& colour, int gesture,
                 double progress) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double s = std::min(box.width(), box.height());
    const QPointF c = box.center();
    // A wave over the gesture's time: 0 at its start and end.
    const double wave = std::sin(progress * std::numbers::pi * 4) * 0.5 + 0.5;
    // Shoulders.
    QPainterPath body;
    body.addRoundedRect(QRectF(c.x() - s * 0.42, c.y() + s * 0.18, s * 0.84, s * 0.5), s * 0.22,
                        s * 0.22);
    painter.setPen(QPen(colour.darker(150), s * 0.02));
    painter.setBrush(colour);
    painter.drawPath(body.intersected([&] {
        QPainterPath clip;
        clip.addRect(box);
        return clip;
    }()));
    // The head, lower while nodding.
    const double nod = gesture == 5 ? wave * s * 0.06 : 0;
    const QPointF head(c.x(), c.y() - s * 0.08 + nod);
    const double r = s * 0.26;
    painter.setPen(QPen(kSkinShade, s * 0.015));
    painter.setBrush(kSkin);
    painter.drawEllipse(QPointF(head.x() - r * 0.98, head.y() + r * 0.05), r * 0.16, r * 0.24);
    // The left ear is pulled out when pulling the ear lobe.
    const double pull = gesture == 3 ? r * 0.1 * wave : 0;
    painter.drawEllipse(QPointF(head.x() + r * 0.98 + pull, head.y() + r * 0.05 + pull), r * 0.16,
                        r * 0.24);
    painter.drawEllipse(head, r * 0.92, r);
    // Hair in the seat's colour, darker.
    QPainterPath hair;
    hair.moveTo(head.x() - r * 0.92, head.y() - r * 0.1);
    hair.cubicTo(head.x() - r, head.y() - r * 1.3, head.x() + r, head.y() - r * 1.3,
                 head.x() + r * 0.92, head.y() - r * 0.1);
    hair.cubicTo(head.x() + r * 0.5, head.y() - r * 0.55, head.x() - r * 0.5, head.y() - r * 0.55,
                 head.x() - r * 0.92, head.y() - r * 0.1);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour.darker(170));
    painter.drawPath(hair);
    // Eyebrows, raised for "raise eyebrows".
    const double lift = gesture == 4 ? r * (0.12 + 0.08 * wave) : 0;
    painter.setPen(QPen(kInk, s * 0.022, Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    for (int side : {-1, 1}) {
        const double x = head.x() + side * r * 0.36;
        painter.drawArc(QRectF(x - r * 0.2, head.y() - r * 0.42 - lift, r * 0.4, r * 0.2), 20 * 16,
                        140 * 16);
    }
    // Eyes: the right one shut for a wink, both hidden when rubbing the eyes.
    painter.setBrush(kInk);
    for (int side : {-1, 1}) {
        const QPointF eye(head.x() + side * r * 0.36, head.y() - r * 0.12);
        if (gesture == 0 && side == 1) {
            painter.setPen(QPen(kInk, s * 0.022, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(QPointF(eye.x() - r * 0.12, eye.y()),
                             QPointF(eye.x() + r * 0.12, eye.y()));
            painter.setPen(Qt::NoPen);
        } else {
            painter.setPen(Qt::NoPen);
            painter.drawEllipse(eye, r * 0.08, r * 0.11);
        }
    }
    // Nose and mouth.
    painter.setPen(QPen(kSkinShade.darker(120), s * 0.018, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(head.x(), head.y() - r * 0.02),
                     QPointF(head.x() - r * 0.06, head.y() + r * 0.2));
    painter.setPen(QPen(QColor(150, 60, 60), s * 0.02, Qt::SolidLine, Qt::RoundCap));
    painter.setBrush(Qt::NoBrush);
    painter.drawArc(QRectF(head.x() - r * 0.3, head.y() + r * 0.2, r * 0.6, r * 0.35), 200 * 16,
                    140 * 16);
    // Hands.
    const double h = r * 0.28;
    const double jiggle = (wave - 0.5) * r * 0.12;
    switch (gesture) {
        case 1:  // scratch the cheek
            paintHand(painter, QPointF(head.x() - r * 0.62, head.y() + r * 0.42 + jiggle), h);
            break;
        case 2:  // touch the nose
            paintHand(painter, QPointF(head.x(), head.y() + r * 0.5 + jiggle * 0.5), h);
            break;
        case 3:  // pull the ear lobe
            paintHand(painter, QPointF(head.x() + r * 1.05 + pull, head.y() + r * 0.5 + pull), h);
            break;
        case 6:  // rub the eyes
            for (int side : {-1, 1})
                paintHand(painter,
                          QPointF(head.x() + side * r * 0.36 + jiggle, head.y() + r * 0.12), h);
            break;
        case 7: {  // tap the table
            const QPointF hand(c.x() + s * 0.3, box.bottom() - h * 1.2 - wave * r * 0.25);
            paintHand(painter, hand, h);
            painter.setPen(
                QPen(QColor(255, 255, 255, 200), s * 0.015, Qt::SolidLine, Qt::RoundCap));
            for (int i = 1; i <= 2; ++i)
                painter.drawArc(QRectF(hand.x() - h * (1 + i * 0.6), box.bottom() - h * 1.4,
                                       h * (2 + i * 1.2), h * 1.2),
                                200 * 16, 140 * 16);
            break;
        }
        case 5:  // nod: motion marks beside the chin
            painter.setPen(
                QPen(QColor(255, 255, 255, 210), s * 0.018, Qt::SolidLine, Qt::RoundCap));
            for (int side : {-1, 1}) {
                const double x = head.x() + side * r * 1.22;
                painter.drawLine(QPointF(x, head.y() - r * 0.2), QPointF(x, head.y() + r * 0.45));
                painter.drawLine(QPointF(x, head.y() + r * 0.45),
                                 QPointF(x - r * 0.1, head.y() + r * 0.3));
                painter.drawLine(QPointF(x, head.y() + r * 0.45),
                                 QPointF(x + r * 0.1, head.y() + r * 0.3));
            }
            break;
        default:
            break;
    }
    painter.restore();
}

}  // namespace lt::shell::kems
