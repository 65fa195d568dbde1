// A move the rules refuse is explained on the board (issue 16: e4 -> e6 just dropped the pawn):
// the reason stays over the lower part of the board until the next pick, move or a few seconds.
#include <QPainter>
#include <QTextOption>

#include "games/chess/chess_board_view.h"
#include "games/chess/illegal_move.h"

namespace lt::shell::chess {
namespace {

constexpr int kRefusalMs = 5000;

QString pieceRule(lt::chess::PieceType type) {
    using namespace lt::chess;
    switch (type) {
        case Pawn:
            return ChessBoardView::tr(
                "A pawn moves straight ahead, one square or two from its starting square, and "
                "captures one square diagonally forward.");
        case Knight:
            return ChessBoardView::tr(
                "A knight jumps in an L: two squares one way, then one square to the side.");
        case Bishop:
            return ChessBoardView::tr("A bishop moves diagonally, as far as the way is free.");
        case Rook:
            return ChessBoardView::tr(
                "A rook moves along its row or its column, as far as the way is free.");
        case Queen:
            return ChessBoardView::tr(
                "A queen moves along a row, a column or a diagonal, as far as the way is free.");
        default:
            return ChessBoardView::tr(
                "A king moves one square in any direction; to castle, two squares towards a "
                "rook.");
    }
}

}  // namespace

QString ChessBoardView::refusalText(Square from, Square to) const {
    using lt::chess::IllegalReason;
    const lt::chess::Position& pos = *shownPosition();
    const QString fromName = QString::fromStdString(lt::chess::squareName(from));
    const QString toName = QString::fromStdString(lt::chess::squareName(to));
    switch (lt::chess::whyIllegal(pos, from, to)) {
        case IllegalReason::NotHowThePieceMoves:
            return pieceRule(lt::chess::typeOf(pos.pieceOn(from)));
        case IllegalReason::PathBlocked:
            return tr("The way from %1 to %2 is blocked.").arg(fromName, toName);
        case IllegalReason::PawnCannotCaptureAhead:
            return tr("A pawn cannot capture straight ahead: it captures diagonally.");
        case IllegalReason::PawnDiagonalOnlyToTake:
            return tr("A pawn moves diagonally only to capture.");
        case IllegalReason::PawnTwoStepsFromStartOnly:
            return tr("A pawn moves two squares only from its starting square.");
        case IllegalReason::KingStaysInCheck:
            return tr("Your king is in check: this move does not get it out of check.");
        case IllegalReason::KingWouldBeInCheck:
            return tr("That move would leave your king in check.");
        case IllegalReason::CastlingRightLost:
            return tr("No castling on that side: the king or that rook has already moved.");
        case IllegalReason::CastlingBlocked:
            return tr("No castling yet: the squares between the king and the rook must be empty.");
        case IllegalReason::CastlingOutOfCheck:
            return tr("No castling while your king is in check.");
        case IllegalReason::CastlingThroughCheck:
            return tr(
                "No castling through check: the king would cross or reach an attacked "
                "square.");
    }
    return {};
}

void ChessBoardView::refuse(Square from, Square to) {
    refuse(refusalText(from, to));
}

void ChessBoardView::refuse(const QString& why) {
    refusal_ = why;
    refusalTimer_.start(kRefusalMs);
    update();
}

void ChessBoardView::clearRefusal() {
    if (refusal_.isEmpty()) return;
    refusal_.clear();
    refusalTimer_.stop();
    update();
}

void ChessBoardView::paintRefusal(QPainter& p, const BoardLayout& l) const {
    if (refusal_.isEmpty()) return;
    const double margin = l.square * 0.3;
    QFont font = p.font();
    font.setPixelSize(std::max(12, static_cast<int>(l.square * 0.24)));
    font.setBold(true);
    p.setFont(font);
    const QRectF width = l.squares.adjusted(margin, 0, -margin, 0);
    QTextOption option(Qt::AlignCenter);
    option.setWrapMode(QTextOption::WordWrap);
    const QRectF text = p.boundingRect(width.adjusted(margin, 0, -margin, 0), refusal_, option);
    QRectF box(width.left(), 0, width.width(), text.height() + margin);
    box.moveBottom(l.squares.bottom() - l.square * 0.5);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(60, 20, 18, 225));
    p.drawRoundedRect(box, margin * 0.6, margin * 0.6);
    p.setPen(Qt::white);
    p.drawText(box.adjusted(margin, 0, -margin, 0), refusal_, option);
}

}  // namespace lt::shell::chess
