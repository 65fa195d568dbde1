#include "games/chess/piece_art.h"

#include <QFile>
#include <QPainter>
#include <QSvgRenderer>
#include <cmath>

namespace lt::shell::chess {
namespace {

using lt::chess::Black;
using lt::chess::colorOf;
using lt::chess::typeOf;

const char* fileStem(lt::chess::PieceType type) {
    switch (type) {
        case lt::chess::Pawn:
            return "pawn";
        case lt::chess::Knight:
            return "knight";
        case lt::chess::Bishop:
            return "bishop";
        case lt::chess::Rook:
            return "rook";
        case lt::chess::Queen:
            return "queen";
        default:
            return "king";
    }
}

}  // namespace

// The pictures are drawn for White: #ffffff body, #000000 outline, #000001 inner details.
// Black pieces get an ebony body with ivory detail lines, as printed diagrams show them.
QByteArray PieceArt::svgFor(lt::chess::Piece piece) {
    auto found = svg_.find(piece);
    if (found != svg_.end()) return *found;
    QFile file(QStringLiteral(":/assets/chess/%1.svg").arg(fileStem(typeOf(piece))));
    QByteArray text = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    if (colorOf(piece) == Black) {
        text.replace("#ffffff", "#262421");
        text.replace("#000001", "#ece4d4");
    } else {
        text.replace("#ffffff", "#fbf7ee");
        text.replace("#000001", "#1b1a18");
    }
    text.replace("#000000", "#121110");
    svg_.insert(piece, text);
    return text;
}

const QPixmap& PieceArt::piece(lt::chess::Piece piece, double side, qreal devicePixelRatio) {
    const int pixels = std::max(1, static_cast<int>(std::lround(side * devicePixelRatio)));
    const QString key =
        QStringLiteral("%1/%2").arg(QString::number(int(piece)), QString::number(pixels));
    auto found = rendered_.find(key);
    if (found != rendered_.end()) return *found;
    QPixmap pixmap(pixels, pixels);
    pixmap.fill(Qt::transparent);
    QSvgRenderer renderer(svgFor(piece));
    renderer.setAspectRatioMode(Qt::KeepAspectRatio);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter, QRectF(0, 0, pixels, pixels));
    painter.end();
    pixmap.setDevicePixelRatio(devicePixelRatio);
    return *rendered_.insert(key, pixmap);
}

void PieceArt::draw(QPainter& painter, lt::chess::Piece p, QPointF centre, double side) {
    const QPixmap& pixmap = piece(p, side, painter.device()->devicePixelRatioF());
    painter.drawPixmap(QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side), pixmap,
                       QRectF(pixmap.rect()));
}

}  // namespace lt::shell::chess
