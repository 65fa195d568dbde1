#include "games/sequence_kids/animal_art.h"

#include <QPainterPath>
#include <QPolygonF>
#include <array>
#include <cmath>

namespace lt::shell::sequence_kids {
namespace {

// Every picture is drawn on a 100 x 100 canvas, mapped onto the target square.
class Canvas {
  public:
    Canvas(QPainter& painter, const QRectF& rect) : painter_(painter) {
        const double side = std::min(rect.width(), rect.height());
        painter_.save();
        painter_.setRenderHint(QPainter::Antialiasing);
        painter_.translate(rect.center().x() - side / 2, rect.center().y() - side / 2);
        painter_.scale(side / 100.0, side / 100.0);
    }
    ~Canvas() { painter_.restore(); }
    Canvas(const Canvas&) = delete;
    Canvas& operator=(const Canvas&) = delete;

    // Filled shapes with a dark outline, as children's picture books draw them.
    void fill(const QColor& colour, double outline = 2.2) {
        painter_.setBrush(colour);
        painter_.setPen(outline > 0 ? QPen(QColor(40, 30, 25), outline, Qt::SolidLine, Qt::RoundCap,
                                           Qt::RoundJoin)
                                    : QPen(Qt::NoPen));
    }
    void ellipse(double cx, double cy, double rx, double ry) {
        painter_.drawEllipse(QPointF(cx, cy), rx, ry);
    }
    void circle(double cx, double cy, double r) { ellipse(cx, cy, r, r); }
    void polygon(std::initializer_list<QPointF> points) {
        painter_.drawPolygon(QPolygonF(QList<QPointF>(points)));
    }
    void path(const QPainterPath& p) { painter_.drawPath(p); }
    void stroke(const QColor& colour, double width) {
        painter_.setBrush(Qt::NoBrush);
        painter_.setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    }
    void line(double x1, double y1, double x2, double y2) {
        painter_.drawLine(QPointF(x1, y1), QPointF(x2, y2));
    }
    // Two friendly eyes with a shine.
    void eyes(double cx, double cy, double apart, double r = 4.2) {
        for (double x : {cx - apart / 2, cx + apart / 2}) {
            fill(QColor(30, 25, 25), 0);
            circle(x, cy, r);
            fill(Qt::white, 0);
            circle(x + r * 0.35, cy - r * 0.35, r * 0.38);
        }
    }
    void smile(double cx, double cy, double width) {
        stroke(QColor(40, 30, 25), 2.2);
        QPainterPath p;
        p.moveTo(cx - width / 2, cy);
        p.quadTo(cx, cy + width * 0.45, cx + width / 2, cy);
        painter_.drawPath(p);
    }
    QPainter& painter() { return painter_; }

  private:
    QPainter& painter_;
};

const QColor kAnimalInk(40, 30, 25);

void kangaroo(Canvas& c) {
    const QColor fur(196, 132, 72), light(236, 200, 150);
    c.fill(fur);
    c.ellipse(36, 22, 7, 17);
    c.ellipse(64, 22, 7, 17);
    c.fill(QColor(240, 170, 160), 0);
    c.ellipse(36, 24, 3, 11);
    c.ellipse(64, 24, 3, 11);
    c.fill(fur);
    c.ellipse(50, 55, 26, 24);
    c.fill(light);
    c.ellipse(50, 70, 15, 11);
    c.eyes(50, 50, 20);
    c.fill(kAnimalInk, 0);
    c.ellipse(50, 65, 5, 3.5);
    c.smile(50, 72, 10);
}

void monkey(Canvas& c) {
    const QColor fur(140, 90, 50), face(240, 205, 165);
    c.fill(fur);
    c.circle(22, 50, 12);
    c.circle(78, 50, 12);
    c.fill(face);
    c.circle(22, 50, 6);
    c.circle(78, 50, 6);
    c.fill(fur);
    c.circle(50, 50, 30);
    c.fill(face);
    c.circle(41, 46, 11);
    c.circle(59, 46, 11);
    c.ellipse(50, 64, 19, 13);
    c.eyes(50, 46, 18);
    c.fill(kAnimalInk, 0);
    c.circle(46, 60, 1.8);
    c.circle(54, 60, 1.8);
    c.smile(50, 66, 14);
}

void parrot(Canvas& c) {
    const QColor red(222, 50, 45), green(60, 170, 80), blue(40, 110, 210);
    c.fill(blue);
    c.ellipse(40, 76, 18, 16);
    c.fill(green);
    c.ellipse(46, 66, 22, 18);
    c.fill(red);
    c.circle(46, 44, 26);
    c.fill(Qt::white);
    c.ellipse(58, 40, 11, 9);
    c.fill(QColor(250, 200, 40));
    QPainterPath beak;
    beak.moveTo(64, 42);
    beak.cubicTo(82, 38, 90, 52, 80, 66);
    beak.cubicTo(78, 58, 72, 54, 64, 56);
    beak.closeSubpath();
    c.path(beak);
    c.eyes(58, 39, 0, 4.5);
    c.fill(red);
    c.polygon({{30, 22}, {38, 8}, {44, 22}});
}

void ostrich(Canvas& c) {
    c.fill(QColor(45, 40, 40));
    c.ellipse(50, 86, 28, 12);
    c.fill(QColor(240, 190, 180));
    QPainterPath neck;
    neck.moveTo(44, 80);
    neck.cubicTo(40, 60, 54, 48, 48, 34);
    neck.lineTo(58, 34);
    neck.cubicTo(64, 50, 52, 62, 56, 80);
    neck.closeSubpath();
    c.path(neck);
    c.fill(QColor(190, 180, 175));
    c.ellipse(54, 24, 16, 14);
    c.fill(QColor(245, 160, 60));
    c.polygon({{66, 22}, {86, 28}, {66, 32}});
    c.eyes(56, 21, 0, 5);
    c.stroke(kAnimalInk, 2);
    c.line(50, 14, 46, 10);
    c.line(54, 13, 53, 8);
    c.line(58, 14, 61, 10);
}

void lion(Canvas& c) {
    const QColor mane(200, 110, 30), face(250, 200, 80);
    c.fill(mane);
    QPainterPath petals;
    for (int i = 0; i < 12; ++i) {
        const double a = i * M_PI / 6;
        petals.addEllipse(QPointF(50 + 30 * std::cos(a), 52 + 30 * std::sin(a)), 13, 13);
    }
    c.path(petals.simplified());
    c.fill(face);
    c.circle(30, 30, 8);
    c.circle(70, 30, 8);
    c.circle(50, 52, 27);
    c.fill(QColor(255, 235, 190));
    c.ellipse(50, 65, 13, 10);
    c.eyes(50, 46, 20);
    c.fill(QColor(120, 60, 40), 0);
    c.polygon({{44, 58}, {56, 58}, {50, 65}});
    c.smile(50, 68, 10);
}

void turtle(Canvas& c) {
    const QColor skin(140, 200, 90), shell(40, 140, 70), plate(110, 190, 90);
    c.fill(skin);
    c.ellipse(84, 58, 12, 10);
    c.ellipse(28, 80, 8, 7);
    c.ellipse(66, 80, 8, 7);
    c.polygon({{12, 66}, {22, 62}, {22, 70}});
    c.fill(shell);
    QPainterPath dome;
    dome.moveTo(14, 72);
    dome.cubicTo(14, 24, 80, 24, 80, 72);
    dome.closeSubpath();
    c.path(dome);
    c.fill(plate, 1.8);
    c.polygon({{39, 44}, {55, 44}, {61, 56}, {55, 68}, {39, 68}, {33, 56}});
    c.ellipse(22, 62, 5, 7);
    c.ellipse(72, 62, 5, 7);
    c.ellipse(47, 35, 7, 4);
    c.eyes(86, 55, 0, 3.4);
    c.stroke(kAnimalInk, 2);
    c.line(88, 62, 93, 61);
}

void fox(Canvas& c) {
    const QColor orange(240, 120, 30);
    c.fill(orange);
    c.polygon({{20, 14}, {44, 34}, {24, 46}});
    c.polygon({{80, 14}, {56, 34}, {76, 46}});
    c.fill(kAnimalInk, 0);
    c.polygon({{22, 17}, {30, 24}, {23, 28}});
    c.polygon({{78, 17}, {70, 24}, {77, 28}});
    c.fill(orange);
    QPainterPath face;
    face.moveTo(16, 40);
    face.cubicTo(24, 26, 76, 26, 84, 40);
    face.lineTo(50, 88);
    face.closeSubpath();
    c.path(face);
    c.fill(Qt::white);
    QPainterPath cheeks;
    cheeks.moveTo(24, 52);
    cheeks.lineTo(50, 88);
    cheeks.lineTo(76, 52);
    cheeks.quadTo(50, 66, 24, 52);
    c.path(cheeks);
    c.eyes(50, 48, 22);
    c.fill(kAnimalInk, 0);
    c.circle(50, 84, 4.5);
}

void zebra(Canvas& c) {
    c.fill(Qt::white);
    c.ellipse(34, 18, 6, 12);
    c.ellipse(66, 18, 6, 12);
    c.ellipse(50, 48, 24, 30);
    c.fill(QColor(60, 60, 60));
    c.ellipse(50, 78, 18, 13);
    QPainter& p = c.painter();
    p.save();
    QPainterPath head;
    head.addEllipse(QPointF(50, 48), 24, 30);
    p.setClipPath(head);
    c.stroke(kAnimalInk, 5);
    for (double y : {26.0, 38.0, 50.0})
        for (int side : {-1, 1}) c.line(50 + side * 28, y - 4, 50 + side * 12, y + 2);
    c.line(50, 20, 50, 30);
    p.restore();
    c.fill(kAnimalInk);
    c.polygon({{40, 18}, {50, 10}, {60, 18}, {50, 24}});
    c.eyes(50, 48, 24);
    c.fill(Qt::white, 0);
    c.circle(44, 80, 2.5);
    c.circle(56, 80, 2.5);
}

void panda(Canvas& c) {
    c.fill(kAnimalInk);
    c.circle(26, 28, 12);
    c.circle(74, 28, 12);
    c.fill(Qt::white);
    c.ellipse(50, 54, 34, 30);
    c.fill(kAnimalInk, 0);
    c.ellipse(37, 50, 9, 11);
    c.ellipse(63, 50, 9, 11);
    c.fill(Qt::white, 0);
    c.circle(38, 49, 3.5);
    c.circle(62, 49, 3.5);
    c.fill(kAnimalInk, 0);
    c.circle(38, 49, 2);
    c.circle(62, 49, 2);
    c.ellipse(50, 64, 6, 4);
    c.smile(50, 70, 10);
}

void frog(Canvas& c) {
    const QColor green(90, 190, 70);
    c.fill(green);
    c.circle(32, 32, 14);
    c.circle(68, 32, 14);
    c.ellipse(50, 60, 38, 26);
    c.fill(Qt::white);
    c.circle(32, 31, 9);
    c.circle(68, 31, 9);
    c.eyes(50, 31, 36, 5);
    c.fill(QColor(250, 150, 160), 0);
    c.circle(24, 64, 5);
    c.circle(76, 64, 5);
    c.smile(50, 62, 36);
}

void alligator(Canvas& c) {
    const QColor green(60, 140, 70);
    c.fill(Qt::white, 1.5);
    for (int i = 0; i < 6; ++i) {
        const double x = 34 + i * 9;
        c.polygon({{x, 58}, {x + 4.5, 66}, {x + 9, 58}});
    }
    c.fill(green);
    QPainterPath top;
    top.moveTo(10, 60);
    top.cubicTo(10, 36, 30, 30, 40, 34);
    top.lineTo(90, 44);
    top.cubicTo(96, 46, 96, 58, 90, 58);
    top.closeSubpath();
    c.path(top);
    QPainterPath jaw;
    jaw.moveTo(10, 60);
    jaw.lineTo(88, 60);
    jaw.cubicTo(92, 62, 90, 72, 84, 72);
    jaw.lineTo(24, 76);
    jaw.cubicTo(14, 76, 10, 70, 10, 60);
    c.path(jaw);
    c.circle(34, 32, 9);
    c.eyes(34, 31, 0, 4.5);
    c.fill(kAnimalInk, 0);
    c.circle(86, 47, 2);
    c.fill(QColor(40, 110, 50), 0);
    c.circle(52, 44, 3);
    c.circle(64, 46, 3);
    c.circle(26, 66, 3);
}

void giraffe(Canvas& c) {
    const QColor yellow(245, 200, 70), spot(190, 110, 40);
    c.fill(yellow);
    QPainterPath neck;
    neck.moveTo(38, 96);
    neck.lineTo(44, 50);
    neck.lineTo(62, 50);
    neck.lineTo(66, 96);
    c.path(neck);
    c.stroke(kAnimalInk, 3);
    c.line(42, 22, 40, 8);
    c.line(58, 22, 60, 8);
    c.fill(spot);
    c.circle(40, 8, 4);
    c.circle(60, 8, 4);
    c.fill(yellow);
    c.ellipse(26, 26, 9, 5);
    c.ellipse(74, 26, 9, 5);
    c.ellipse(50, 38, 20, 24);
    c.fill(QColor(240, 180, 120));
    c.ellipse(50, 52, 14, 10);
    c.fill(spot, 0);
    c.circle(48, 70, 5);
    c.circle(58, 84, 4.5);
    c.circle(44, 88, 4);
    c.circle(40, 24, 3);
    c.circle(62, 26, 3.5);
    c.eyes(50, 36, 18);
    c.fill(kAnimalInk, 0);
    c.circle(46, 52, 1.6);
    c.circle(54, 52, 1.6);
}

void gorilla(Canvas& c) {
    const QColor fur(60, 60, 65), face(150, 140, 135);
    c.fill(fur);
    c.circle(22, 50, 8);
    c.circle(78, 50, 8);
    c.ellipse(50, 48, 30, 34);
    c.fill(face);
    QPainterPath mask;
    mask.moveTo(28, 44);
    mask.cubicTo(30, 30, 70, 30, 72, 44);
    mask.cubicTo(80, 70, 66, 82, 50, 82);
    mask.cubicTo(34, 82, 20, 70, 28, 44);
    c.path(mask);
    c.fill(fur, 0);
    c.ellipse(50, 38, 22, 6);
    c.eyes(50, 46, 20);
    c.fill(kAnimalInk, 0);
    c.ellipse(45, 60, 3, 2.5);
    c.ellipse(55, 60, 3, 2.5);
    c.stroke(kAnimalInk, 2.5);
    c.line(40, 72, 60, 72);
}

void tiger(Canvas& c) {
    const QColor orange(245, 140, 30);
    c.fill(orange);
    c.circle(26, 28, 10);
    c.circle(74, 28, 10);
    c.fill(QColor(250, 220, 210), 0);
    c.circle(26, 28, 5);
    c.circle(74, 28, 5);
    c.fill(orange);
    c.ellipse(50, 54, 34, 30);
    c.fill(Qt::white);
    c.ellipse(40, 68, 12, 10);
    c.ellipse(60, 68, 12, 10);
    c.stroke(kAnimalInk, 4);
    c.line(50, 26, 50, 36);
    c.line(42, 28, 44, 36);
    c.line(58, 28, 56, 36);
    c.line(17, 50, 27, 52);
    c.line(18, 60, 27, 60);
    c.line(83, 50, 73, 52);
    c.line(82, 60, 73, 60);
    c.eyes(50, 48, 22);
    c.fill(QColor(230, 110, 120), 1.5);
    c.polygon({{44, 60}, {56, 60}, {50, 66}});
}

void bear(Canvas& c) {
    const QColor fur(150, 95, 55), light(225, 185, 140);
    c.fill(fur);
    c.circle(26, 26, 12);
    c.circle(74, 26, 12);
    c.fill(light, 0);
    c.circle(26, 26, 6);
    c.circle(74, 26, 6);
    c.fill(fur);
    c.circle(50, 54, 32);
    c.fill(light);
    c.ellipse(50, 66, 15, 12);
    c.eyes(50, 48, 24);
    c.fill(kAnimalInk, 0);
    c.ellipse(50, 61, 6, 4.5);
    c.smile(50, 70, 10);
}

void whale(Canvas& c) {
    const QColor blue(60, 130, 220), belly(190, 220, 250);
    c.stroke(QColor(70, 160, 240), 3.5);
    c.line(40, 30, 34, 12);
    c.line(40, 30, 40, 10);
    c.line(40, 30, 46, 12);
    c.fill(blue);
    QPainterPath tail;
    tail.moveTo(78, 62);
    tail.lineTo(96, 44);
    tail.lineTo(90, 62);
    tail.lineTo(98, 78);
    tail.closeSubpath();
    c.path(tail);
    QPainterPath body;
    body.moveTo(8, 60);
    body.cubicTo(8, 24, 74, 26, 84, 62);
    body.cubicTo(72, 86, 8, 90, 8, 60);
    c.path(body);
    c.fill(belly);
    QPainterPath under;
    under.moveTo(12, 68);
    under.cubicTo(30, 72, 60, 72, 78, 68);
    under.cubicTo(60, 84, 24, 84, 12, 68);
    c.path(under);
    c.eyes(28, 52, 0, 4.5);
    c.smile(24, 62, 12);
}

void elephant(Canvas& c) {
    const QColor grey(150, 160, 175), pink(235, 180, 190);
    c.fill(grey);
    c.ellipse(20, 46, 18, 24);
    c.ellipse(80, 46, 18, 24);
    c.fill(pink, 0);
    c.ellipse(20, 46, 11, 16);
    c.ellipse(80, 46, 11, 16);
    c.fill(grey);
    c.ellipse(50, 44, 24, 26);
    QPainterPath trunk;
    trunk.moveTo(42, 58);
    trunk.cubicTo(42, 84, 50, 92, 64, 88);
    trunk.lineTo(62, 80);
    trunk.cubicTo(56, 82, 56, 74, 58, 58);
    trunk.closeSubpath();
    c.path(trunk);
    c.fill(Qt::white);
    c.polygon({{36, 62}, {30, 74}, {40, 66}});
    c.polygon({{64, 62}, {70, 74}, {60, 66}});
    c.eyes(50, 42, 20);
}

void penguin(Canvas& c) {
    c.fill(QColor(245, 150, 40));
    c.ellipse(38, 90, 10, 5);
    c.ellipse(62, 90, 10, 5);
    c.fill(QColor(35, 40, 55));
    c.ellipse(50, 54, 28, 36);
    c.ellipse(22, 58, 7, 18);
    c.ellipse(78, 58, 7, 18);
    c.fill(Qt::white);
    c.ellipse(50, 62, 19, 26);
    c.ellipse(42, 36, 8, 9);
    c.ellipse(58, 36, 8, 9);
    c.eyes(50, 37, 14, 3.6);
    c.fill(QColor(245, 150, 40));
    c.polygon({{44, 44}, {56, 44}, {50, 52}});
}

void owl(Canvas& c) {
    const QColor brown(150, 100, 60), belly(230, 200, 150);
    c.fill(brown);
    c.polygon({{22, 30}, {24, 10}, {40, 24}});
    c.polygon({{78, 30}, {76, 10}, {60, 24}});
    c.ellipse(50, 54, 32, 38);
    c.fill(belly);
    c.ellipse(50, 70, 20, 20);
    c.fill(Qt::white);
    c.circle(36, 40, 13);
    c.circle(64, 40, 13);
    c.fill(QColor(250, 200, 40), 0);
    c.circle(36, 40, 8);
    c.circle(64, 40, 8);
    c.eyes(50, 40, 28, 4.5);
    c.fill(QColor(245, 150, 40));
    c.polygon({{45, 50}, {55, 50}, {50, 60}});
    c.stroke(QColor(170, 130, 90), 2);
    for (double x : {42.0, 50.0, 58.0}) {
        QPainterPath v;
        v.moveTo(x - 4, 68);
        v.quadTo(x, 73, x + 4, 68);
        c.path(v);
    }
}

using Painter = void (*)(Canvas&);
constexpr std::array<Painter, lt::sequence_kids::kAnimals> kPainters = {
    kangaroo,  monkey,  parrot,  ostrich, lion, turtle, fox,      zebra,   panda, frog,
    alligator, giraffe, gorilla, tiger,   bear, whale,  elephant, penguin, owl};

// Pastels far enough apart to tell the spaces apart on a projector.
constexpr std::array<QRgb, lt::sequence_kids::kAnimals> kBackgrounds = {
    0xfde2c4, 0xe8f3c8, 0xcdeefa, 0xf6d9ef, 0xfff1b0, 0xd6f5d6, 0xffd8c2,
    0xe0e4f5, 0xd8f0e8, 0xfff7c9, 0xd7ecd0, 0xfce9b8, 0xe6e0f0, 0xffe2b8,
    0xf3e1cf, 0xcfe3ff, 0xf1dfe6, 0xd9eef7, 0xefe3cf};

}  // namespace

QColor animalBackground(Animal animal) {
    return QColor(kBackgrounds.at(static_cast<int>(animal)));
}

void paintAnimal(QPainter& painter, Animal animal, const QRectF& rect) {
    Canvas canvas(painter, rect);
    kPainters.at(static_cast<int>(animal))(canvas);
}

void paintDragon(QPainter& painter, const QRectF& rect) {
    Canvas c(painter, rect);
    const QColor green(60, 160, 80), belly(250, 220, 120);
    c.fill(QColor(250, 120, 30));
    QPainterPath flame;
    flame.moveTo(80, 62);
    flame.cubicTo(92, 54, 96, 60, 99, 50);
    flame.cubicTo(98, 64, 96, 70, 99, 78);
    flame.cubicTo(92, 72, 88, 76, 80, 70);
    flame.closeSubpath();
    c.path(flame);
    c.fill(QColor(250, 200, 50));
    c.polygon({{22, 30}, {18, 6}, {36, 24}});
    c.polygon({{50, 24}, {58, 4}, {62, 28}});
    c.fill(green);
    QPainterPath head;
    head.moveTo(14, 50);
    head.cubicTo(14, 20, 62, 18, 70, 44);
    head.lineTo(84, 56);
    head.cubicTo(88, 64, 84, 76, 74, 76);
    head.lineTo(40, 84);
    head.cubicTo(22, 86, 14, 70, 14, 50);
    c.path(head);
    c.fill(belly);
    QPainterPath jaw;
    jaw.moveTo(40, 76);
    jaw.lineTo(76, 70);
    jaw.cubicTo(76, 78, 70, 80, 62, 81);
    jaw.lineTo(42, 84);
    jaw.closeSubpath();
    c.path(jaw);
    c.fill(Qt::white);
    c.circle(42, 42, 10);
    c.eyes(44, 42, 0, 5.5);
    c.fill(kAnimalInk, 0);
    c.circle(76, 58, 2.2);
    c.fill(QColor(40, 120, 60), 0);
    c.circle(26, 62, 3);
    c.circle(34, 70, 3);
}

void paintUnicorn(QPainter& painter, const QRectF& rect) {
    Canvas c(painter, rect);
    // A rainbow mane behind the head.
    const QColor mane[] = {QColor(240, 80, 90),  QColor(250, 170, 50), QColor(250, 230, 80),
                           QColor(90, 200, 110), QColor(80, 150, 240), QColor(170, 110, 230)};
    for (int i = 0; i < 6; ++i) {
        c.fill(mane[i], 1.5);
        c.ellipse(28 - i * 1.5, 22 + i * 11, 12, 8);
    }
    c.fill(QColor(250, 210, 60));
    c.polygon({{48, 22}, {64, 0}, {58, 26}});
    c.stroke(QColor(200, 150, 30), 1.8);
    c.line(52, 17, 60, 15);
    c.line(55, 10, 62, 8);
    c.fill(Qt::white);
    c.ellipse(36, 22, 6, 11);
    QPainterPath head;
    head.moveTo(30, 30);
    head.cubicTo(36, 18, 62, 18, 66, 36);
    head.lineTo(82, 62);
    head.cubicTo(88, 74, 78, 84, 68, 80);
    head.lineTo(44, 70);
    head.lineTo(40, 96);
    head.lineTo(22, 96);
    head.cubicTo(20, 70, 24, 42, 30, 30);
    c.path(head);
    c.fill(QColor(250, 190, 200), 0);
    c.ellipse(74, 72, 7, 5);
    c.eyes(52, 42, 0, 5);
    c.fill(kAnimalInk, 0);
    c.circle(78, 70, 1.8);
}

void paintFreeStar(QPainter& painter, const QRectF& rect) {
    Canvas c(painter, rect);
    QPainterPath star;
    for (int i = 0; i < 10; ++i) {
        const double a = -M_PI / 2 + i * M_PI / 5;
        const double r = i % 2 == 0 ? 44 : 19;
        const QPointF point(50 + r * std::cos(a), 53 + r * std::sin(a));
        if (i == 0)
            star.moveTo(point);
        else
            star.lineTo(point);
    }
    star.closeSubpath();
    c.fill(QColor(255, 205, 40), 2.5);
    c.path(star);
    c.eyes(50, 50, 14, 3.5);
    c.smile(50, 58, 10);
}

QColor cardBackground(Card card) {
    if (card == lt::sequence_kids::kDragon) return QColor(255, 190, 170);
    if (card == lt::sequence_kids::kUnicorn) return QColor(230, 210, 255);
    return animalBackground(lt::sequence_kids::animalOf(card));
}

void paintCardPicture(QPainter& painter, Card card, const QRectF& rect) {
    if (card == lt::sequence_kids::kDragon)
        paintDragon(painter, rect);
    else if (card == lt::sequence_kids::kUnicorn)
        paintUnicorn(painter, rect);
    else
        paintAnimal(painter, lt::sequence_kids::animalOf(card), rect);
}

}  // namespace lt::shell::sequence_kids
