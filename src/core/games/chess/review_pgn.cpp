#include "games/chess/review_pgn.h"

#include "framework/game_review_text.h"
#include "games/chess/notation.h"

namespace lt::chess {

std::vector<PgnAnnotation> reviewAnnotations(const review::GameReview& review) {
    std::vector<PgnAnnotation> annotations;
    for (std::size_t i = 0; i < review.moves.size(); ++i) {
        PgnAnnotation annotation;
        if (const int glyph = review::markGlyph(review.moves[i].mark)) annotation.nags = {glyph};
        annotation.comment = review::moveComment(review, i);
        annotations.push_back(std::move(annotation));
    }
    return annotations;
}

std::optional<review::GameReview> readReview(const PgnGame& game, const ReplayedGame& replayed) {
    std::vector<std::string> played;
    std::vector<std::string> comments;
    Position position = replayed.start;
    for (std::size_t i = 0; i < replayed.moves.size(); ++i) {
        played.push_back(toSan(position, replayed.moves[i]));
        position.makeMove(replayed.moves[i]);
        comments.push_back(game.moves[i].annotation.comment);
    }
    return review::readReviewComments(played, replayed.start.sideToMove() == White ? 0 : 1,
                                      review::kChessScale, game.openingComment, comments);
}

}  // namespace lt::chess
