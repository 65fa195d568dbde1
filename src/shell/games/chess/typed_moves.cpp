// Chess moves typed at the board (issue 23): while it is the human's move, the letters,
// digits and signs of algebraic notation type a move ("e4", "Nf3", "exd5", "O-O", "e8=Q", or
// "nf3", "e2e4"), shown on the frame's top border; Enter plays it, or says over the board why
// it names no move. Typing takes the letters from the window's one-letter shortcuts (H for
// Hint, F for Flip) while the move is the human's: H or F alone then Enter does what the
// shortcut does, and ? asks for a hint at once.
#include <QAction>
#include <QKeyEvent>
#include <QPainter>

#include "games/chess/chess_board_view.h"
#include "games/chess/notation.h"
#include "games/chess/typed_move.h"

namespace lt::shell::chess {
namespace {

bool typesMove(QChar c) {
    static const QString characters = QStringLiteral("abcdefgh12345678NBRQKnrqkx-=Oo0+#");
    return characters.contains(c);
}

QString noPieceCanGo(lt::chess::PieceType type, const QString& square) {
    using namespace lt::chess;
    switch (type) {
        case Pawn:
            return ChessBoardView::tr("None of your pawns can go to %1.").arg(square);
        case Knight:
            return ChessBoardView::tr("None of your knights can go to %1.").arg(square);
        case Bishop:
            return ChessBoardView::tr("None of your bishops can go to %1.").arg(square);
        case Rook:
            return ChessBoardView::tr("None of your rooks can go to %1.").arg(square);
        case Queen:
            return ChessBoardView::tr("Your queen cannot go to %1.").arg(square);
        default:
            return ChessBoardView::tr("Your king cannot go to %1.").arg(square);
    }
}

}  // namespace

bool ChessBoardView::takesTypedKey(const QKeyEvent& event) const {
    const QChar c = TypedMoveEntry::typedCharacter(event);
    return !offered_.empty() && !slide_.after && !c.isNull() && typesMove(c);
}

QString ChessBoardView::typedRefusal(const lt::chess::TypedMove& typed) const {
    using Verdict = lt::chess::TypedMove::Verdict;
    const lt::chess::Position& pos = *shownPosition();
    const auto name = [](lt::chess::Square s) {
        return QString::fromStdString(lt::chess::squareName(s));
    };
    switch (typed.verdict) {
        case Verdict::Legal:
            return {};
        case Verdict::Unreadable:
            return tr("“%1” is not a move: type it as e4, Nf3, exd5, O-O or e8=Q.")
                .arg(typed_.text());
        case Verdict::Ambiguous: {
            QStringList moves;
            for (ChessMove m : typed.candidates)
                moves << QString::fromStdString(lt::chess::toSan(pos, m));
            return tr("“%1” fits several moves: %2. Type the one you mean.")
                .arg(typed_.text(), moves.join(QStringLiteral(", ")));
        }
        case Verdict::NoPieceCanGo:
            return noPieceCanGo(typed.piece, name(typed.to));
        case Verdict::Illegal:
            return refusalText(typed.from, typed.to);
        case Verdict::PromotionMissing:
            return tr("Say what the pawn becomes: %1=Q, %1=R, %1=B or %1=N.").arg(name(typed.to));
        case Verdict::NotPromoting:
            return tr("Only a pawn reaching the last rank promotes.");
        case Verdict::CastlingNotAllowed:
            return typed.kingSide ? tr("Castling king-side (O-O) is not possible now.")
                                  : tr("Castling queen-side (O-O-O) is not possible now.");
        case Verdict::NoOwnPiece:
            return tr("You have no piece on %1.").arg(name(typed.from));
    }
    return {};
}

void ChessBoardView::playTyped() {
    const QString text = typed_.text();
    // A shortcut letter alone: the command, not a move.
    if (text.compare(QLatin1String("h"), Qt::CaseInsensitive) == 0) {
        typed_.clear();
        askHint();
        return;
    }
    if (text == QLatin1String("f")) {
        typed_.clear();
        setFlipped(!flipped_);
        return;
    }
    const lt::chess::TypedMove typed =
        lt::chess::readTypedMove(*shownPosition(), text.toStdString());
    if (typed.verdict == lt::chess::TypedMove::Verdict::Legal) {
        typed_.clear();
        choose(typed.move);
        return;
    }
    typed_.refuse(text);
    refuse(typedRefusal(typed));
}

void ChessBoardView::askHint() {
    if (QAction* hint = window()->findChild<QAction*>(QStringLiteral("hintAction")))
        hint->trigger();
}

bool ChessBoardView::handleTypedKey(const QKeyEvent& event) {
    if (offered_.empty() || slide_.after) return false;
    if (typed_.isEmpty() && event.text() == QLatin1String("?")) {
        askHint();
        return true;
    }
    switch (typed_.handleKey(event, typesMove)) {
        case TypedMoveEntry::Outcome::Unused:
            return false;
        case TypedMoveEntry::Outcome::Edited:
            if (!typed_.refused()) clearRefusal();
            break;
        case TypedMoveEntry::Outcome::Entered:
            playTyped();
            break;
    }
    update();
    return true;
}

void ChessBoardView::paintTyped(QPainter& p, const BoardLayout& l) const {
    typed_.paint(p, QRectF(l.squares.left(), l.frame.top(), l.squares.width(),
                           l.squares.top() - l.frame.top()));
}

}  // namespace lt::shell::chess
