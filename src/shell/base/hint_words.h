// A hint's evaluation in words (issue 22, "hints that teach"): what the expected line wins
// ("wins a knight", "wins the exchange", "mates in 3") and who stands better ("White is
// better", "equal position"). Shared by the boards whose hints an engine explains (chess,
// draughts); the game works out the material, this only words it.
#pragma once

#include <QString>

#include "framework/game_review.h"

namespace lt::shell {

// Material the expected line wins for the side to move, net of what it gives back.
enum class HintGain { None, Pawns, Knight, Bishop, Rook, Queen, Exchange, Men, Kings };

// How a won game ends: chess mates; in draughts the loser is left without a move.
enum class HintWinBy { Mate, NoMoveLeft };

// Who the names are: the sides ("White", plural in some languages: "las blancas están
// mejor") or players ("Anna está mejor", a game review's comments). Each has its own messages.
enum class HintSubject { Side, Player };

struct HintOutlook {
    review::Evaluation evaluation;  // the side to move's view, with the best play
    HintGain gain = HintGain::None;
    int count = 0;  // pawns, men or kings won (Pawns, Men, Kings)
    HintWinBy winBy = HintWinBy::Mate;
    HintSubject subject = HintSubject::Side;
};

// "wins a knight, White is winning", "mates in 2" ("wins in 2 moves" in draughts), "Black is
// slightly better", "equal position". `mover` and `other` name the side to move and its
// opponent ("White", "Black").
// Scores are in hundredths of a pawn or a man: within 0.3 equal, below 1 slightly better,
// below 3 better, from 3 on winning.
QString hintOutlookInWords(const HintOutlook& outlook, const QString& mover, const QString& other);

}  // namespace lt::shell
