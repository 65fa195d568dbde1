// How the chess board looks: a walnut frame with coordinates, maple and walnut squares, soft
// highlights for the last move, a red glow on a king in check, dots and rings for legal
// destinations, a teal arrow for hints, a green one for a review's better move, and the players'
// panel with captured pieces.
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "games/chess/chess_board_view.h"
#include "games/chess/move_text.h"

namespace lt::shell::chess {
namespace {

using namespace lt::chess;

const QColor kLight(0xf0, 0xd9, 0xb5);
const QColor kDark(0xb5, 0x88, 0x63);
const QColor kFrame(0x4a, 0x2f, 0x1d);
const QColor kFrameText(0xe9, 0xd6, 0xb4);
const QColor kLastMove(0xcd, 0xd2, 0x2a, 110);
const QColor kSelected(0x14, 0x55, 0x1e, 110);
const QColor kDestination(0x14, 0x55, 0x1e, 90);
const QColor kHint(0x2a, 0xa1, 0x98, 200);
const QColor kBetterMove(0x1f, 0x8a, 0x3b, 200);
const QColor kPanel(0xf6, 0xee, 0xdf);
const QColor kPanelText(0x2b, 0x21, 0x18);

QPointF lerp(QPointF a, QPointF b, double t) {
    return a + (b - a) * t;
}

}  // namespace

void ChessBoardView::paintEvent(QPaintEvent* /*event*/) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().window());
    const BoardLayout l = layout();
    paintFrame(p, l);
    if (!state_) return;
    paintSquareMarks(p, l);
    paintPieces(p, l);
    paintHint(p, l);  // over the pieces: a one-square hint (d2-d3) would hide under the pawn
    paintDestinations(p, l);
    paintPromotionChooser(p, l);
    paintCursor(p, l);
    paintTyped(p, l);
    paintRefusal(p, l);
    paintPanel(p, l);
}

void ChessBoardView::paintFrame(QPainter& p, const BoardLayout& l) const {
    QLinearGradient wood(l.frame.topLeft(), l.frame.bottomRight());
    wood.setColorAt(0, kFrame.lighter(118));
    wood.setColorAt(1, kFrame.darker(112));
    p.setPen(Qt::NoPen);
    p.setBrush(wood);
    p.drawRoundedRect(l.frame, l.square * 0.12, l.square * 0.12);
    for (Square s = 0; s < 64; ++s) {
        const bool light = (fileOf(s) + rankOf(s)) % 2 == 1;
        p.fillRect(l.squareRect(s), light ? kLight : kDark);
    }
    p.setPen(QPen(kFrame.darker(150), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.squares);

    QFont font = p.font();
    font.setPixelSize(std::max(8, static_cast<int>(l.square * 0.24)));
    font.setBold(true);
    p.setFont(font);
    p.setPen(kFrameText);
    const double rim = l.squares.left() - l.frame.left();
    for (int i = 0; i < 8; ++i) {
        const QRectF file = l.squareRect(makeSquare(i, 0));
        const QRectF rank = l.squareRect(makeSquare(0, i));
        const QString fileName(QChar('a' + i));
        const QString rankName(QChar('1' + i));
        for (double y : {l.frame.top(), l.squares.bottom()})
            p.drawText(QRectF(file.left(), y, file.width(), rim), Qt::AlignCenter, fileName);
        for (double x : {l.frame.left(), l.squares.right()})
            p.drawText(QRectF(x, rank.top(), rim, rank.height()), Qt::AlignCenter, rankName);
    }
}

void ChessBoardView::paintSquareMarks(QPainter& p, const BoardLayout& l) const {
    const Position& position = slide_.after ? slide_.after->position() : state_->position();
    if (const ChessMove last = position.lastMove()) {
        p.fillRect(l.squareRect(last.from()), kLastMove);
        p.fillRect(l.squareRect(landingSquare(last)), kLastMove);
    }
    if (picked_) p.fillRect(l.squareRect(*picked_), kSelected);
    if (!slide_.after && position.inCheck()) {
        const Square king = position.kingSquare(position.sideToMove());
        const QRectF r = l.squareRect(king);
        QRadialGradient glow(r.center(), r.width() * 0.62);
        glow.setColorAt(0.0, QColor(255, 30, 20, 230));
        glow.setColorAt(0.45, QColor(230, 20, 10, 160));
        glow.setColorAt(1.0, QColor(160, 0, 0, 0));
        p.fillRect(r, glow);
    }
}

void ChessBoardView::paintPieces(QPainter& p, const BoardLayout& l) {
    const Position& position = state_->position();
    const double size = l.square;
    std::optional<Square> hidden[2];  // squares whose piece is drawn elsewhere
    std::optional<std::pair<Piece, QPointF>> floating;
    std::optional<ChessMove> placed;  // the human's chosen move, shown done before the slide
    if (slide_.after) {
        const ChessMove m = slide_.move;
        hidden[0] = m.from();
        if (slide_.t >= 1) {
            // Shown from `after` below.
        } else {
            floating = {
                {slide_.piece, lerp(l.centre(m.from()), l.centre(landingSquare(m)), slide_.t)}};
            if (m.kind() == MoveKind::Castling) {
                // The rook slides too, from its square to beside the king.
                const Square rookFrom = m.to(), rookTo = castlingRookTo(m);
                hidden[1] = rookFrom;
                p.save();
                const QPointF c = lerp(l.centre(rookFrom), l.centre(rookTo), slide_.t);
                art_.draw(p, position.pieceOn(rookFrom), c, size);
                p.restore();
            }
        }
    } else if (justChosen_) {
        placed = justChosen_;
    } else if (picked_ && dragPoint_) {
        hidden[0] = *picked_;
        floating = {{position.pieceOn(*picked_), *dragPoint_}};
    }
    const Position& drawn = slide_.after && slide_.t >= 1 ? slide_.after->position() : position;
    for (Square s = 0; s < 64; ++s) {
        const Piece piece = drawn.pieceOn(s);
        if (piece == NoPiece || s == hidden[0] || s == hidden[1]) continue;
        if (placed && (s == placed->from() || s == placed->to())) continue;
        art_.draw(p, piece, l.centre(s), size);
    }
    if (placed && placed->kind() == MoveKind::Castling) {
        art_.draw(p, position.pieceOn(placed->to()), l.centre(castlingRookTo(*placed)), size);
        art_.draw(p, position.pieceOn(placed->from()), l.centre(castlingKingTo(*placed)), size);
    } else if (placed) {
        const Piece mover = position.pieceOn(placed->from());
        const Piece shown = placed->kind() == MoveKind::Promotion
                                ? makePiece(colorOf(mover), placed->promotion())
                                : mover;
        art_.draw(p, shown, l.centre(placed->to()), size);
    }
    if (floating) art_.draw(p, floating->first, floating->second, size * 1.08);
}

void ChessBoardView::paintDestinations(QPainter& p, const BoardLayout& l) const {
    if (!picked_ || promotionTo_ || offered_.empty()) return;
    const Position& position = state_->position();
    p.setPen(Qt::NoPen);
    for (ChessMove m : movesFrom(*picked_)) {
        const QRectF r = l.squareRect(markedSquare(position, m));
        if (isCapture(position, m)) {
            // A ring around the piece that can be taken.
            QPainterPath ring;
            ring.addRect(r);
            ring.addEllipse(r.center(), r.width() * 0.5, r.height() * 0.5);
            ring.setFillRule(Qt::OddEvenFill);
            p.setBrush(kDestination);
            p.drawPath(ring);
        } else {
            p.setBrush(kDestination);
            p.drawEllipse(r.center(), r.width() * 0.16, r.width() * 0.16);
        }
    }
}

void ChessBoardView::paintHint(QPainter& p, const BoardLayout& l) const {
    if (betterArrow_) paintArrow(p, l, betterArrow_->first, betterArrow_->second, kBetterMove);
    if (!hint_ || offered_.empty()) return;
    paintArrow(p, l, hint_->from(), markedSquare(state_->position(), *hint_), kHint);
}

void ChessBoardView::paintArrow(QPainter& p, const BoardLayout& l, Square from, Square target,
                                const QColor& colour) const {
    const QPointF a = l.centre(from);
    const QPointF b = l.centre(target);
    const double width = l.square * 0.16;
    const QPointF direction = (b - a) / std::hypot(b.x() - a.x(), b.y() - a.y());
    const QPointF normal(-direction.y(), direction.x());
    const double head = l.square * 0.42;
    const QPointF base = b - direction * head;
    p.save();
    // Both squares framed, so the move reads even where the arrow is short.
    p.setPen(QPen(colour, l.square * 0.07));
    p.setBrush(Qt::NoBrush);
    for (const auto square : {from, target})
        p.drawRect(l.squareRect(square).adjusted(l.square * 0.035, l.square * 0.035,
                                                 -l.square * 0.035, -l.square * 0.035));
    p.setPen(QPen(colour, width, Qt::SolidLine, Qt::FlatCap));
    p.drawLine(a, base);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(QPolygonF({b, base + normal * head * 0.6, base - normal * head * 0.6}));
    p.restore();
}

void ChessBoardView::paintPromotionChooser(QPainter& p, const BoardLayout& l) {
    if (!promotionTo_ || !picked_) return;
    static constexpr PieceType kOrder[4] = {Queen, Rook, Bishop, Knight};
    p.fillRect(l.squares, QColor(0, 0, 0, 90));
    const Color side = state_->position().sideToMove();
    for (int i = 0; i < 4; ++i) {
        const QRectF cell = l.promotionCell(*promotionTo_, i);
        p.setPen(QPen(QColor(0x3a, 0x2a, 0x1a), 1.5));
        p.setBrush(QColor(0xfa, 0xf4, 0xe8));
        p.drawEllipse(cell.adjusted(2, 2, -2, -2));
        art_.draw(p, makePiece(side, kOrder[i]), cell.center(), l.square * 0.9);
    }
}

void ChessBoardView::paintPanel(QPainter& p, const BoardLayout& l) {
    const Position& position = shownPosition() ? *shownPosition() : state_->position();
    const bool gameOver = slide_.after ? slide_.after->isTerminal() : state_->isTerminal();
    for (bool bottom : {false, true}) {
        const Color side = (bottom != flipped_) ? White : Black;
        const QRectF box = l.playerBox(bottom);
        const bool toMove = !gameOver && position.sideToMove() == side;
        if (clock_) paintClock(p, l, bottom, side);
        p.setPen(toMove ? QPen(QColor(0xe8, 0xb9, 0x4a), 3) : QPen(QColor(0xd8, 0xc8, 0xa8), 1));
        p.setBrush(kPanel);
        p.drawRoundedRect(box.adjusted(1.5, 1.5, -1.5, -1.5), 10, 10);

        const double pad = l.square * 0.22;
        const double lineHeight = l.square * 0.42;
        // The opponent's pieces this player has taken sit next to this player's name.
        const auto taken = capturedPieces(state_->startPosition(), position, ~side);
        const double icon = l.square * 0.42;
        double y = bottom ? box.bottom() - pad - lineHeight : box.top() + pad;
        QFont font = p.font();
        font.setPixelSize(std::max(9, static_cast<int>(l.square * 0.26)));
        font.setBold(true);
        p.setFont(font);
        p.setPen(kPanelText);
        const double swatch = lineHeight;
        art_.draw(p, makePiece(side, King),
                  QPointF(box.left() + pad + swatch / 2, y + lineHeight / 2), swatch * 1.15);
        const QString name = seatName(side == White ? 0 : 1);
        const QRectF nameRow(box.left() + pad * 2 + swatch, y, box.width() - 3 * pad - swatch,
                             lineHeight);
        double labelWidth = 0;
        if (toMove) {
            // "to move" (or "in check") at the right of the name, in a lighter, smaller type.
            QFont small = font;
            small.setBold(false);
            small.setPixelSize(std::max(8, static_cast<int>(l.square * 0.2)));
            p.setFont(small);
            p.setPen(position.inCheck() ? QColor(0xc0, 0x39, 0x2b) : QColor(0x9a, 0x64, 0x10));
            const QString label = position.inCheck() ? tr("in check") : tr("to move");
            labelWidth = p.fontMetrics().horizontalAdvance(label) + pad;
            p.drawText(nameRow, Qt::AlignVCenter | Qt::AlignRight, label);
            p.setFont(font);
            p.setPen(kPanelText);
        }
        p.drawText(
            nameRow.adjusted(0, 0, -labelWidth, 0), Qt::AlignVCenter | Qt::AlignLeft,
            p.fontMetrics().elidedText(name, Qt::ElideRight, int(nameRow.width() - labelWidth)));
        y += bottom ? -lineHeight * 1.1 : lineHeight * 1.1;
        double x = box.left() + pad;
        const double step = icon * 0.55;
        for (int t = Queen; t >= Pawn; --t) {
            for (int k = 0; k < taken[t]; ++k) {
                if (x + icon > box.right() - pad) {
                    x = box.left() + pad;
                    y += bottom ? -icon : icon;
                }
                art_.draw(p, makePiece(~side, PieceType(t)), QPointF(x + icon / 2, y + icon / 2),
                          icon);
                x += step;
            }
            if (taken[t] > 0) x += icon * 0.35;
        }
        const int balance = materialBalance(position, side);
        if (balance > 0) {
            font.setPixelSize(std::max(8, static_cast<int>(l.square * 0.22)));
            p.setFont(font);
            p.setPen(QColor(0x3f, 0x74, 0x1a));
            p.drawText(QRectF(x + pad * 0.3, y, box.right() - x, icon), Qt::AlignVCenter,
                       QStringLiteral("+%1").arg(balance));
        }
    }
}

}  // namespace lt::shell::chess
