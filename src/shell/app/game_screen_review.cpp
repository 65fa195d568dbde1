// The game screen's game review: the Review game action's run on a ReviewRunner, and the
// review shown in the panel under the board, in the move list and on the board.
#include <QMenu>
#include <algorithm>
#include <atomic>

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

namespace {

// The review of what `analyses` holds, without searching (ReviewJob::run with the stop set).
review::GameReview rebuiltReview(const ReviewJob& job, review::Analyses analyses) {
    const std::atomic<bool> stopped{true};
    return job.run(stopped, {}, analyses, 0);
}

}  // namespace

void GameScreen::reviewGame() {
    if (!controller_) return;
    runGameReview(controller_->reviewedPly());
}

void GameScreen::reviewGameFrom(std::size_t plies) {
    if (!canReviewGame()) return;
    controller_->review(plies);
    runGameReview(plies);
}

void GameScreen::runGameReview(std::optional<std::size_t> fromPlies) {
    if (!canReviewGame()) return;
    const GameReviewUi& ui = *entry_->ui.review;
    const Match& match = controller_->match();
    ReviewJob job =
        ui.prepare(match, match.ply(), reviewDepth_ > 0 ? reviewDepth_ : ui.defaultDepth);
    if (!job.run) return;
    const std::vector<std::string> notations = reviewedMoves(job.recordPlies);
    // The same moves as the review kept (or more of them, played since): go on from there.
    const bool resume =
        notations.size() >= reviewNotations_.size() &&
        std::equal(reviewNotations_.begin(), reviewNotations_.end(), notations.begin());
    // The move chosen in the list first: the position before it, then on to the end.
    std::size_t from = 0;
    if (fromPlies) {
        const auto before = static_cast<std::size_t>(
            std::count_if(job.recordPlies.begin(), job.recordPlies.end(),
                          [&](std::size_t ply) { return ply < *fromPlies; }));
        from = before > 0 ? before - 1 : 0;
    }
    reviewPlies_ = job.recordPlies;
    reviewNotations_ = notations;
    reviewJob_ = job;
    const std::size_t total = reviewPlies_.size() + 1;
    reviewRunner_->start(std::move(job), resume, from);
    reviewPanel_->showProgress(reviewRunner_->analysed(), total);
    emit gameReviewChanged();
}

// A move's menu in the list (right click, the menu key or Shift+F10 on the row), for the
// games with a review.
void GameScreen::showMoveMenu(std::size_t plies, const QPoint& globalPos) {
    if (!controller_ || !entry_ || !entry_->ui.review) return;
    auto* menu = new QMenu(moves_);
    menu->setObjectName("moveMenu");
    menu->setAttribute(Qt::WA_DeleteOnClose);
    QAction* reviewFrom = menu->addAction(tr("Review from this move"));
    reviewFrom->setObjectName("reviewFromMoveAction");
    reviewFrom->setEnabled(canReviewGame());
    connect(reviewFrom, &QAction::triggered, this, [this, plies] { reviewGameFrom(plies); });
    menu->popup(globalPos);
}

void GameScreen::cancelGameReview() {
    reviewRunner_->cancel();
}

// The review fills in as the positions come: the graph, the marks and the summary.
void GameScreen::onReviewProgressed(std::size_t done, std::size_t total) {
    if (reviewJob_) {
        review_ = MatchReview{rebuiltReview(*reviewJob_, reviewRunner_->analyses()), reviewPlies_};
        showGameReview(true);
        markReviewedMoves();
        showReviewedPosition();
    }
    reviewPanel_->showProgress(done, total);
    emit gameReviewKept();
}

void GameScreen::onReviewFinished(const review::GameReview& review) {
    review_ = MatchReview{review, reviewPlies_};
    showGameReview(false);
    markReviewedMoves();
    showReviewedPosition();
    if (review.complete) reviewPanel_->graph()->setFocus();  // Left and Right step at once
    emit gameReviewChanged();
    emit gameReviewKept();
}

void GameScreen::setGameReview(review::GameReview review) {
    if (!controller_ || !entry_ || !entry_->ui.review) return;
    const Match& match = controller_->match();
    const GameReviewUi& ui = *entry_->ui.review;
    const ReviewJob job =
        ui.prepare(match, match.ply(), reviewDepth_ > 0 ? reviewDepth_ : ui.defaultDepth);
    if (!job.run) return;
    // A review of other moves than the match's (a file edited by hand) is not shown.
    if (review.moves.size() > job.recordPlies.size()) return;
    reviewPlies_ = job.recordPlies;
    reviewNotations_ = reviewedMoves(reviewPlies_);
    reviewJob_ = job;
    // Kept as analyses (the autosave, Review game going on) when they give the same marks.
    review::Analyses analyses = review::analysesOf(review);
    analyses.resize(std::min(analyses.size(), job.recordPlies.size() + 1));
    const review::GameReview rebuilt = rebuiltReview(job, analyses);
    const bool same = std::equal(rebuilt.moves.begin(), rebuilt.moves.end(), review.moves.begin(),
                                 review.moves.end(),
                                 [](const review::MoveReview& a, const review::MoveReview& b) {
                                     return a.ply == b.ply && a.mark == b.mark;
                                 });
    reviewRunner_->restore(same ? std::move(analyses) : review::Analyses());
    review_ = MatchReview{std::move(review), reviewPlies_};
    showGameReview(false);
    markReviewedMoves();
    showReviewedPosition();
    emit gameReviewChanged();
}

void GameScreen::restoreGameReview(const RecordedReview& kept) {
    if (!controller_ || !entry_ || !entry_->ui.review || reviewRunner_->running()) return;
    const Match& match = controller_->match();
    if (kept.plies > match.ply()) return;  // a review of moves taken back since
    const GameReviewUi& ui = *entry_->ui.review;
    ReviewJob job =
        ui.prepare(match, kept.plies, reviewDepth_ > 0 ? reviewDepth_ : ui.defaultDepth);
    if (!job.run) return;
    review::Analyses analyses = kept.analyses;
    analyses.resize(std::min(analyses.size(), job.recordPlies.size() + 1));
    review::GameReview review = rebuiltReview(job, analyses);
    if (review.analysedCount() == 0) return;
    reviewPlies_ = job.recordPlies;
    reviewNotations_ = reviewedMoves(reviewPlies_);
    reviewJob_ = std::move(job);
    reviewRunner_->restore(std::move(analyses));
    review_ = MatchReview{std::move(review), reviewPlies_};
    showGameReview(false);
    markReviewedMoves();
    showReviewedPosition();
    emit gameReviewChanged();
}

std::optional<RecordedReview> GameScreen::keptReview() const {
    const review::Analyses& analyses = reviewRunner_->analyses();
    if (reviewNotations_.empty() ||
        std::none_of(analyses.begin(), analyses.end(),
                     [](const auto& analysis) { return analysis.has_value(); }))
        return std::nullopt;
    return RecordedReview{reviewNotations_.size(), analyses};
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
        if (review_->review.analysed(i) && pliesAtReviewPosition(i) == plies) index = i;
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
    reviewJob_.reset();
    reviewPanel_->clear();
    for (int row = 0; row < moves_->count(); ++row) moves_->setMark(row, {}, {});
    if (board_ && controller_) board_->showBetterMove(controller_->match().state(), std::nullopt);
    if (had) emit gameReviewChanged();
}

}  // namespace lt::shell
