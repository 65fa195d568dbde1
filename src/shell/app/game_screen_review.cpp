// The game screen's game review: the Review game action's run on a ReviewRunner, and the
// review shown in the panel under the board, in the move list and on the board.
#include <algorithm>

#include "app/game_screen.h"
#include "app/review_panel.h"
#include "app/review_runner.h"
#include "app/review_texts.h"
#include "framework/errors.h"

namespace lt::shell {

bool GameScreen::canReviewGame() const {
    if (!controller_ || !entry_ || !entry_->ui.review || reviewRunner_->running()) return false;
    const Match& match = controller_->match();
    if (match.ply() == 0) return false;
    const bool humansOnly = std::all_of(match.seats().begin(), match.seats().end(),
                                        [](const SeatSpec& seat) { return seat.human; });
    return match.state().isTerminal() || humansOnly;
}

bool GameScreen::gameReviewRunning() const {
    return reviewRunner_->running();
}

std::vector<std::string> GameScreen::reviewedMoves(
    const std::vector<std::size_t>& recordPlies) const {
    std::vector<std::string> notations;
    const Match& match = controller_->match();
    const std::size_t end = recordPlies.empty() ? 0 : recordPlies.back() + 1;
    for (std::size_t i = 0; i < end && i < match.ply(); ++i)
        notations.push_back(match.playedMove(i).notation);
    return notations;
}

void GameScreen::reviewGame() {
    if (!canReviewGame()) return;
    const GameReviewUi& ui = *entry_->ui.review;
    ReviewJob job =
        ui.prepare(controller_->match(), reviewDepth_ > 0 ? reviewDepth_ : ui.defaultDepth);
    if (!job.run) return;
    const std::vector<std::string> notations = reviewedMoves(job.recordPlies);
    // The same moves as a cancelled run (or more of them, played since): go on from there.
    const bool resume =
        reviewResumable_ && notations.size() >= reviewNotations_.size() &&
        std::equal(reviewNotations_.begin(), reviewNotations_.end(), notations.begin());
    reviewPlies_ = job.recordPlies;
    reviewNotations_ = notations;
    reviewResumable_ = true;
    const std::size_t total = reviewPlies_.size() + 1;
    reviewRunner_->start(std::move(job), resume);
    reviewPanel_->showProgress(resume ? reviewRunner_->analysed() : 0, total);
    emit gameReviewChanged();
}

void GameScreen::cancelGameReview() {
    reviewRunner_->cancel();
}

void GameScreen::onReviewFinished(const review::GameReview& review) {
    review_ = MatchReview{review, reviewPlies_};
    reviewResumable_ = !review.complete;
    showGameReview(false);
    markReviewedMoves();
    showReviewedPosition();
    if (review.complete) reviewPanel_->graph()->setFocus();  // Left and Right step at once
    emit gameReviewChanged();
}

void GameScreen::setGameReview(review::GameReview review) {
    if (!controller_ || !entry_ || !entry_->ui.review) return;
    const ReviewJob job = entry_->ui.review->prepare(controller_->match(), 1);
    // A review of other moves than the match's (a file edited by hand) is not shown.
    if (review.moves.size() > job.recordPlies.size()) return;
    reviewPlies_ = job.recordPlies;
    reviewNotations_ = reviewedMoves(reviewPlies_);
    reviewResumable_ = false;
    review_ = MatchReview{std::move(review), reviewPlies_};
    showGameReview(false);
    markReviewedMoves();
    showReviewedPosition();
    emit gameReviewChanged();
}

void GameScreen::showGameReview(bool running) {
    if (!review_) return;
    reviewPanel_->showReview(review_->review, review_->recordPlies.size() + 1,
                             entry_->ui.review->scale, entry_->ui.review->winBy, seatName(0),
                             seatName(1), running);
}

std::size_t GameScreen::pliesAtReviewPosition(std::size_t index) const {
    if (reviewPlies_.empty()) return 0;
    if (index == 0) return reviewPlies_.front();
    return reviewPlies_[std::min(index, reviewPlies_.size()) - 1] + 1;
}

// The marks go on the rows of the marked moves, again after every change of the list (a row
// that grows loses its mark).
void GameScreen::markReviewedMoves() {
    for (int row = 0; row < moves_->count(); ++row) moves_->setMark(row, {}, {});
    if (!review_) return;
    for (const review::MoveReview& move : review_->review.moves) {
        if (move.ply >= review_->recordPlies.size()) continue;
        const QString symbol = markSymbol(move.mark);
        if (symbol.isEmpty()) continue;
        const int row = moves_->rowOf(review_->recordPlies[move.ply] + 1);
        if (row >= 0) moves_->setMark(row, symbol, markWords(move.mark));
    }
}

// The graph marks the position the board shows, the panel says what the review says of it
// and the board draws the better move when the move that led there was not the best.
void GameScreen::showReviewedPosition() {
    if (!review_ || !controller_ || !board_) return;
    const Match& match = controller_->match();
    const std::size_t plies = controller_->reviewedPly().value_or(match.ply());
    std::optional<std::size_t> index;
    for (std::size_t i = 0; i < review_->review.positions.size(); ++i)
        if (pliesAtReviewPosition(i) == plies) index = i;
    reviewPanel_->showPosition(index);
    std::optional<Move> better;
    std::unique_ptr<State> before;
    if (index && *index > 0) {
        for (const review::MoveReview& move : review_->review.moves) {
            if (move.ply + 1 != *index || move.better.empty()) continue;
            try {
                before = match.stateAt(review_->recordPlies[move.ply]);
                better = before->parseMove(move.better);
            } catch (const InputError&) {
                better.reset();
            }
        }
    }
    if (better && before)
        board_->showBetterMove(*before, better);
    else
        board_->showBetterMove(match.state(), std::nullopt);
}

// A review is of the moves it was run on: once one of them is taken back or replaced (undo,
// another move), it is dropped, and a run in progress with it.
void GameScreen::dropStaleReview() {
    if (reviewNotations_.empty() || !controller_) return;
    const Match& match = controller_->match();
    bool same = match.ply() >= reviewNotations_.size();
    for (std::size_t i = 0; same && i < reviewNotations_.size(); ++i)
        same = match.playedMove(i).notation == reviewNotations_[i];
    if (!same) dropGameReview();
}

void GameScreen::dropGameReview() {
    const bool had = review_ || reviewRunner_->running() || !reviewNotations_.empty();
    reviewRunner_->discard();
    review_.reset();
    reviewPlies_.clear();
    reviewNotations_.clear();
    reviewResumable_ = false;
    reviewPanel_->clear();
    for (int row = 0; row < moves_->count(); ++row) moves_->setMark(row, {}, {});
    if (board_ && controller_) board_->showBetterMove(controller_->match().state(), std::nullopt);
    if (had) emit gameReviewChanged();
}

}  // namespace lt::shell
