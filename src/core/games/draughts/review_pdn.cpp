#include "games/draughts/review_pdn.h"

#include "framework/game_review_text.h"

namespace lt::draughts {

void writeReviewComments(PdnGame& game, const review::GameReview& review) {
    game.openingComment = review::openingComment(review);
    game.comments.assign(game.moves.size(), std::string());
    for (std::size_t i = 0; i < review.moves.size() && i < game.moves.size(); ++i)
        game.comments[i] = review::moveComment(review, i);
}

std::optional<review::GameReview> readReview(const PdnGame& game) {
    const int firstMover = startPosition(game).sideToMove() == Side::White ? 0 : 1;
    return review::readReviewComments(game.moves, firstMover, review::kDraughtsScale,
                                      game.openingComment, game.comments);
}

}  // namespace lt::draughts
