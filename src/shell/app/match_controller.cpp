#include "app/match_controller.h"

#include <algorithm>
#include <utility>

#include "app/error_text.h"
#include "base/hands_kept_apart.h"
#include "framework/automatic_claims.h"
#include "framework/undo_policy.h"
#include "framework/view.h"

namespace lt::shell {
namespace {

// The pause before a computer's dice roll, at pace 1: long enough to follow. Deals and
// draws need none: the board animates each card, and a pause per card made a deal drag.
constexpr int kRollDelayMs = 450;
// Salts so that agents, hints and claims draw from different streams of the match seed.
constexpr std::uint64_t kAgentSalt = 0xa6e47;
constexpr std::uint64_t kClaimSalt = 0xc1a13;

}  // namespace

MatchController::MatchController(Match match, BoardView* board, QObject* parent)
    : QObject(parent), match_(std::move(match)), board_(board) {
    clock_.start();
    chanceTimer_.setSingleShot(true);
    connect(&chanceTimer_, &QTimer::timeout, this, [this] {
        if (match_.state().isChanceNode()) playMove(actor::chance, match_.drawChance(), false);
    });
    holdTimer_.setSingleShot(true);
    connect(&holdTimer_, &QTimer::timeout, this, &MatchController::playHeldMove);
    connect(board_, &BoardView::moveChosen, this, &MatchController::onHumanMove);
    connect(board_, &BoardView::claimChosen, this, &MatchController::onHumanClaim);
    connect(board_, &BoardView::arbiterClaimed, this, [this](PlayerId seat, Move move) {
        fireClaim(currentWindow(), seat, move, clock_.elapsed());
    });
    connect(board_, &BoardView::animationFinished, this, &MatchController::onAnimationFinished);
    connect(board_, &BoardView::rollRequested, this, &MatchController::roll);
}

MatchController::~MatchController() {
    thinker_.reset();
    hinter_.reset();
    explainer_.reset();
    claimThinkers_.clear();
    retired_.clear();
    if (board_) board_->cancelRequest();
}

// Shows `state` to `viewer` and hands it to screen readers, with the sentence that led there.
void MatchController::show(const State& state, PlayerId viewer, const QString& announcement) {
    board_->showState(state, viewer);
    board_->setSpokenPosition(state, viewer, announcement);
}

void MatchController::start() {
    if (board_) show(match_.state(), perspectiveFor(match_.state()));
    restoreClocks();
    trackClaimWindow();
    planClaims();
    step();
}

bool MatchController::isHuman(PlayerId seat) const {
    return seat >= 0 && seat < static_cast<PlayerId>(match_.seats().size()) &&
           match_.seats()[seat].human;
}

int MatchController::humanCount() const {
    const auto& seats = match_.seats();
    return static_cast<int>(
        std::count_if(seats.begin(), seats.end(), [](auto& s) { return s.human; }));
}

PlayerId MatchController::viewer() const {
    return perspectiveFor(match_.state());
}

// What the board may show of `state` now: nothing private while a hand-over screen is up.
PlayerId MatchController::perspectiveFor(const State& state) const {
    return handOverSeat_ ? perspective::nobody : viewerFor(state);
}

PlayerId MatchController::viewerFor(const State& state) const {
    const int humans = humanCount();
    if (humans == 0) return perspective::everyone;
    if (humans == 1) {
        for (PlayerId seat = 0; seat < static_cast<PlayerId>(match_.seats().size()); ++seat)
            if (isHuman(seat)) return seat;
    }
    if (match_.state().hasPrivateInformation())
        return lastHumanShown_ >= 0 ? lastHumanShown_ : perspective::nobody;
    // Perfect information between humans: the board faces whoever is to move.
    const PlayerId actor = state.currentActor();
    if (isHuman(actor)) return actor;
    if (lastHumanShown_ >= 0) return lastHumanShown_;
    return perspective::everyone;
}

bool MatchController::handOversNeeded() const {
    const auto* keeper = dynamic_cast<const HandsKeptApart*>(board_.data());
    return match_.state().hasPrivateInformation() && humanCount() > 1 &&
           !(keeper && keeper->keepsHandsApart());
}

// Shows the board to `human` before they act; false while a hand-over screen hides it. A
// hand-over already up for another seat now names `human`.
bool MatchController::showTo(PlayerId human) {
    const bool handOver = handOversNeeded() && human != lastHumanShown_;
    if (handOver) {
        if (handOverSeat_ != human) {
            handOverSeat_ = human;
            lastHumanShown_ = -1;  // the device is being passed: nobody is looking
            if (board_) show(match_.state(), perspective::nobody);
            emit phaseChanged();
        }
        return false;
    }
    lastHumanShown_ = human;
    if (board_) show(match_.state(), viewerFor(match_.state()));
    return true;
}

// A claim changed the position under a hand-over screen, and no human is to act now: the
// screen goes, the board still shows nobody's cards.
void MatchController::dropHandOver() {
    if (!handOverSeat_) return;
    handOverSeat_.reset();
    emit phaseChanged();
}

void MatchController::acceptHandOver() {
    if (!handOverSeat_) return;
    lastHumanShown_ = *std::exchange(handOverSeat_, std::nullopt);
    emit phaseChanged();
    step();
}

void MatchController::step() {
    if (!board_ || animating_ || thinker_ || waitingForMove_ || waitingForRoll_ || heldMove_ ||
        chanceTimer_.isActive())
        return;
    const State& state = match_.state();
    if (state.isTerminal()) {
        dropHandOver();
        if (!finishAnnounced_) {
            finishAnnounced_ = true;
            emit phaseChanged();
            // A game opened finished was counted when it was played.
            if (movePlayed_) emit gameFinished();
        }
        return;
    }
    if (paused_) return;
    if (state.isChanceNode()) {
        const auto roller = state.roller();
        if (roller && isHuman(*roller)) {
            if (!showTo(*roller)) return;
            waitingForRoll_ = true;
            board_->requestRoll(*roller);
            emit phaseChanged();
            return;
        }
        dropHandOver();
        chanceTimer_.start(roller ? static_cast<int>(kRollDelayMs * pace_) : 0);
        return;
    }
    const PlayerId actor = state.currentActor();
    if (isHuman(actor)) {
        if (!showTo(actor)) return;
        waitingForMove_ = true;
        board_->requestMove(actor);
        emit phaseChanged();
        return;
    }
    dropHandOver();
    startAgent(actor);
}

void MatchController::startAgent(PlayerId seat) {
    std::unique_ptr<Agent> agent;
    try {
        agent = match_.game().makeAgent(match_.seats()[seat].level);
    } catch (...) {
        emit agentFailed(currentErrorText());
        return;
    }
    if (const auto clock = board_->clockFor(seat)) agent->setClock(*clock);
    const std::uint64_t version = version_;
    thinker_ = std::make_unique<AgentWorker>(
        std::move(agent), match_.state().viewFor(seat),
        Rng::derive(match_.seed() ^ kAgentSalt, match_.ply()), this,
        [this, version, seat](std::optional<Move> move, const QString& error) {
            onAgentDone(version, seat, move, error);
        });
    emit phaseChanged();
}

void MatchController::onAgentDone(std::uint64_t version, PlayerId seat, std::optional<Move> move,
                                  const QString& error) {
    pruneRetired();
    if (version != version_ || !thinker_) return;  // the position changed meanwhile
    thinker_.reset();
    emit phaseChanged();
    if (!move) {
        emit agentFailed(error);
        return;
    }
    if (!playMove(seat, *move, false)) emit agentFailed(tr("The computer chose an illegal move."));
}

void MatchController::onHumanMove(Move move) {
    const PlayerId actor = match_.state().currentActor();
    if (!waitingForMove_ || !isHuman(actor)) return;
    waitingForMove_ = false;
    retire(hinter_);
    explainer_.reset();
    board_->cancelRequest();
    emit phaseChanged();
    if (!playMove(actor, move, false)) step();  // an illegal move: ask again
}

void MatchController::onHumanClaim(PlayerId player, Move move) {
    if (!isHuman(player)) return;
    fireClaim(currentWindow(), player, move, clock_.elapsed());
}

// Within a claim window the rules keep open, the window; otherwise the very position.
MatchController::WindowKey MatchController::currentWindow() const {
    return {epoch_, window_, windowMinimumMs_ > 0 ? 0 : version_};
}

// A claim made at `atMs` (clock_) for the window `key`: dropped if that window has closed,
// queued during an animation, tried at once otherwise.
void MatchController::fireClaim(const WindowKey& key, PlayerId seat, Move move, qint64 atMs) {
    if (!board_ || key != currentWindow()) return;
    if (animating_)
        deferredClaims_.push_back({atMs, seat, move});
    else
        tryClaim(seat, move);
}

// Plays a claim if the rules allow it now; a refused claim changes nothing.
bool MatchController::tryClaim(PlayerId seat, Move move) {
    if (!match_.state().isLegalClaim(seat, move)) return false;
    return playMove(seat, move, true);
}

bool MatchController::playMove(PlayerId actor, Move move, bool claim) {
    if (!claim) {
        if (const int wait = claimWindowRemainingMs(); wait > 0) {
            heldMove_.emplace(actor, move);
            holdTimer_.start(wait);
            emit phaseChanged();
            return true;
        }
    }
    // A move during a review returns the board to the game first: it animates from there.
    if (leaveReview() && board_) show(match_.state(), perspectiveFor(match_.state()));
    auto before = match_.state().clone();
    try {
        if (claim)
            match_.claim(actor, move);
        else
            match_.play(actor, move);
    } catch (...) {
        return false;  // refused: the match is as it was
    }
    movePlayed_ = true;
    // A claim takes its turn at once; what the match waited for is asked for again after it,
    // and a held turn move waits for its end.
    if (claim) stopWaiting();
    if (auto clocks = board_->clocksAfter(*before, move, match_.state()); !clocks.empty())
        match_.stampClocks(std::move(clocks));
    ++version_;
    trackClaimWindow();
    animatedBefore_ = std::move(before);
    animatedAfter_ = match_.state().clone();
    const QString sentence = board_->describeMove(*animatedBefore_, move, *animatedAfter_);
    emit moveAnnounced(sentence, board_->soundFor(*animatedBefore_, move, *animatedAfter_));
    emit stateChanged();
    animating_ = true;
    emit phaseChanged();
    planClaims();
    // Before the animation: a board may finish it at once, and the controller step on.
    board_->setSpokenPosition(*animatedAfter_, perspectiveFor(*animatedBefore_), sentence);
    board_->animateMove(*animatedBefore_, move, *animatedAfter_, perspectiveFor(*animatedBefore_),
                        pace_);
    return true;
}

// Notes when a claim window opens: a new set of open claims restarts the clock.
void MatchController::trackClaimWindow() {
    const State& state = match_.state();
    windowMinimumMs_ = state.isTerminal() ? 0 : state.claimWindowMs();
    std::vector<std::vector<Move>> claims;
    if (windowMinimumMs_ > 0)
        for (PlayerId seat = 0; seat < static_cast<PlayerId>(match_.seats().size()); ++seat)
            claims.push_back(state.claimMoves(seat));
    if (claims != windowClaims_) {
        windowOpened_.start();
        ++window_;
    }
    windowClaims_ = std::move(claims);
}

// The window is real time for people, whatever the animations' pace; tests may skip it.
int MatchController::claimWindowRemainingMs() const {
    if (windowMinimumMs_ <= 0 || instantClaims_ || !windowOpened_.isValid()) return 0;
    return std::max<int>(0, windowMinimumMs_ - static_cast<int>(windowOpened_.elapsed()));
}

// Plays the held turn move when its window has passed, or after a claim, if the rules still
// allow it then (a held roll is drawn again for the new position); otherwise asks again.
void MatchController::playHeldMove() {
    if (!heldMove_ || animating_) return;
    holdTimer_.stop();
    auto [actor, move] = *std::exchange(heldMove_, std::nullopt);
    emit phaseChanged();
    const State& state = match_.state();
    if (actor == actor::chance && state.isChanceNode()) move = match_.drawChance();
    if (state.currentActor() != actor || !playMove(actor, move, false)) step();
}

void MatchController::onAnimationFinished() {
    if (!animating_) return;
    animating_ = false;
    animatedBefore_.reset();
    animatedAfter_.reset();
    emit phaseChanged();
    // Claims made meanwhile, in the order they were made: the first the rules allow plays,
    // the later ones wait for its end (and are tried again then).
    auto pending = std::exchange(deferredClaims_, {});
    std::stable_sort(pending.begin(), pending.end(),
                     [](const PendingClaim& a, const PendingClaim& b) { return a.atMs < b.atMs; });
    for (auto claim = pending.begin(); claim != pending.end(); ++claim) {
        if (tryClaim(claim->seat, claim->move)) {
            deferredClaims_.insert(deferredClaims_.end(), claim + 1, pending.end());
            return;  // its animation's end takes the next step
        }
    }
    if (heldMove_) {
        playHeldMove();
        return;
    }
    step();
}

void MatchController::planClaims() {
    if (!match_.game().info().realTime) return;
    const State& state = match_.state();
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(match_.seats().size()); ++seat) {
        Rng rng(Rng::derive(match_.seed() ^ kClaimSalt, match_.ply() * 16 + seat));
        std::optional<PlannedClaim> plan;
        try {
            // A human's seat makes only what the game makes by itself (an avatar's idle gesture).
            plan = isHuman(seat) ? planAutomaticClaim(match_.game(), *state.viewFor(seat))
                                 : match_.game().planClaim(*state.viewFor(seat),
                                                           match_.seats()[seat].level, rng);
        } catch (...) {
            emit agentFailed(currentErrorText());
        }
        if (!plan) continue;
        // Reaction times are the computer's skill, never the animations' pace.
        const int delay = instantClaims_ ? 0 : plan->delayMs;
        const qint64 due = clock_.elapsed() + delay;
        QTimer::singleShot(delay, this,
                           [this, key = currentWindow(), seat, move = plan->move, due] {
                               fireClaim(key, seat, move, due);
                           });
    }
    // Claims that need thought go to workers; what they weighed is stale after any change.
    claimThinkers_.resize(match_.seats().size());
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(match_.seats().size()); ++seat) {
        retire(claimThinkers_[seat]);
        if (isHuman(seat) || state.isTerminal()) continue;
        std::unique_ptr<Agent> agent;
        try {
            agent = match_.game().makeClaimAgent(*state.viewFor(seat), match_.seats()[seat].level);
        } catch (...) {
            emit agentFailed(currentErrorText());
            continue;
        }
        if (agent) startClaimAgent(seat, std::move(agent));
    }
}

void MatchController::startClaimAgent(PlayerId seat, std::unique_ptr<Agent> agent) {
    const std::uint64_t version = version_;
    claimThinkers_[seat] = std::make_unique<AgentWorker>(
        std::move(agent), match_.state().viewFor(seat),
        Rng::derive(match_.seed() ^ kClaimSalt ^ 1, match_.ply() * 16 + seat), this,
        [this, version, seat](std::optional<Move> move, const QString&) {
            pruneRetired();
            if (version != version_ || seat >= static_cast<PlayerId>(claimThinkers_.size()) ||
                !claimThinkers_[seat])
                return;
            claimThinkers_[seat].reset();
            emit phaseChanged();
            // Anything but a claim the rules allow now means "no claim".
            if (move) fireClaim(currentWindow(), seat, *move, clock_.elapsed());
        });
}

bool MatchController::weighingClaim() const {
    return std::any_of(claimThinkers_.begin(), claimThinkers_.end(),
                       [](const auto& worker) { return worker != nullptr; });
}

// The clocks as the record noted them at the current move; a record without times (an older
// file) leaves them as they are, except at the start.
void MatchController::restoreClocks() {
    if (!board_) return;
    auto clocks = match_.clocksAt(match_.ply());
    if (!clocks.empty() || match_.ply() == 0) board_->restoreClocks(match_.state(), clocks);
}

// Stops waiting for input, an agent, a hint, a chance pause or the hold timer, to ask again
// when the position is settled; a held move stays held.
void MatchController::stopWaiting() {
    if ((waitingForMove_ || waitingForRoll_) && board_) board_->cancelRequest();
    waitingForMove_ = false;
    waitingForRoll_ = false;
    chanceTimer_.stop();
    holdTimer_.stop();
    retire(thinker_);
    retire(hinter_);
    explainer_.reset();
}

// Drops everything the controller was waiting for or holding: the position is replaced.
void MatchController::interrupt() {
    stopWaiting();
    heldMove_.reset();
    animating_ = false;
    animatedBefore_.reset();
    animatedAfter_.reset();
    deferredClaims_.clear();
}

bool MatchController::canUndo() const {
    return undoStep(match_).target.has_value();
}
bool MatchController::canRedo() const {
    return redoStep(match_).target.has_value();
}

// Why the match's undo policy keeps Undo or Redo from being used now; empty when it does not
// (at the start or the last move there is nothing to say).
QString MatchController::whyNoUndo() const {
    switch (undoStep(match_).block) {
        case UndoBlock::off:
            return tr("Undo is off in this match.");
        case UndoBlock::notOwnMove:
            return tr(
                "In this match only your own last move can be taken back, and there is "
                "none to take back now.");
        case UndoBlock::chanceSince:
            return tr(
                "In this match only your own last move can be taken back, and only until "
                "dice are rolled or a card is drawn after it.");
        case UndoBlock::alreadyTakenBack:
            return tr(
                "In this match only your own last move can be taken back: it is taken "
                "back already.");
        default:
            return {};
    }
}

QString MatchController::whyNoRedo() const {
    switch (redoStep(match_).block) {
        case UndoBlock::off:
            return tr("Undo is off in this match.");
        case UndoBlock::chanceAhead:
            return tr(
                "Redo would show dice or cards still to come, which this match keeps "
                "hidden.");
        default:
            return {};
    }
}

void MatchController::undo() {
    if (canUndo()) jump(true);
}

void MatchController::redo() {
    if (canRedo()) jump(false);
}

// Undoes (`back`) or redoes to the position the undo policy allows (undoStep, redoStep: the
// nearest where the table waits for a person). Each step replays the record and changes
// nothing if that fails: an undo fails at its first step or not at all (later steps replay
// less), so the match goes on as it was; a redo failing part-way stops where it got to.
bool MatchController::jump(bool back) {
    const std::size_t from = match_.ply();
    const UndoStep step = back ? undoStep(match_) : redoStep(match_);
    if (!step.target) return false;
    try {
        if (back)
            while (match_.ply() > *step.target) match_.undo();
        else
            while (match_.ply() < *step.target) match_.redo();
    } catch (...) {
        const QString reason = currentErrorText();
        emit failed(back ? tr("Cannot undo: %1").arg(reason) : tr("Cannot redo: %1").arg(reason));
        if (match_.ply() == from) return false;
    }
    interrupt();
    // The status line must not go on describing a move taken back.
    const auto ply = QString::number(match_.ply());
    const QString sentence = back ? tr("Taken back: the game is at move %1.").arg(ply)
                                  : tr("Played again: the game is at move %1.").arg(ply);
    afterJump(sentence);
    emit moveAnnounced(sentence, Sound::None);
    return true;
}

void MatchController::afterJump(const QString& announcement) {
    leaveReview();
    ++version_;
    trackClaimWindow();
    ++epoch_;
    handOverSeat_.reset();
    // Between humans with private cards, whoever looked may have gone: the seat to act gets
    // the device by a hand-over first.
    if (handOversNeeded()) lastHumanShown_ = -1;
    finishAnnounced_ = false;
    // Watching computers: stop after a jump so the position can be studied.
    if (watchOnly()) paused_ = true;
    if (board_) show(match_.state(), perspectiveFor(match_.state()), announcement);
    restoreClocks();
    emit stateChanged();
    emit phaseChanged();
    planClaims();
    step();
}

void MatchController::review(std::size_t plies) {
    if (!board_ || animating_ || plies >= match_.ply()) {
        endReview();
        return;
    }
    std::unique_ptr<State> past;
    try {
        past = match_.stateAt(plies);
    } catch (...) {
        emit failed(tr("Cannot show that position: %1").arg(currentErrorText()));
        return;
    }
    if (waitingForMove_ || waitingForRoll_) board_->cancelRequest();
    reviewedPly_ = plies;
    show(*past, viewer(), tr("The position after move %1.").arg(QString::number(plies)));
    emit reviewChanged();
}

void MatchController::endReview() {
    if (!leaveReview() || !board_) return;
    show(match_.state(), viewer(), tr("Back to the game."));
    if (waitingForMove_) board_->requestMove(match_.state().currentActor());
    if (waitingForRoll_) board_->requestRoll(*match_.state().roller());
}

// Forgets the reviewed position without redrawing: the caller shows what comes next.
bool MatchController::leaveReview() {
    if (!reviewedPly_) return false;
    reviewedPly_.reset();
    emit reviewChanged();
    return true;
}

std::string MatchController::hintLevel() const {
    const auto levels = match_.game().levels();
    for (const auto& level : levels)
        if (level.id == "hard") return level.id;
    return levels.empty() ? std::string("random") : levels.back().id;
}

void MatchController::hint() {
    if (!canHint()) return;
    const std::uint64_t version = version_;
    if (hintShownAt_ == version && board_) {
        if (auto task = board_->hintExplainer()) {
            explainer_ = std::make_unique<TextWorker>(
                std::move(task), this, [this, version](const QString& text) {
                    if (version != version_ || !explainer_) return;
                    explainer_.reset();
                    if (!text.isEmpty() && waitingForMove_ && !reviewedPly_)
                        emit hintExplained(text);
                    emit phaseChanged();
                });
            emit phaseChanged();
            return;
        }
    }
    const PlayerId seat = match_.state().currentActor();
    std::unique_ptr<Agent> agent;
    try {
        agent = match_.game().makeAgent(hintLevel());
    } catch (...) {
        emit agentFailed(currentErrorText());
        return;
    }
    hinter_ = std::make_unique<AgentWorker>(
        std::move(agent), match_.state().viewFor(seat),
        Rng::derive(match_.seed() ^ kAgentSalt ^ 1, match_.ply()), this,
        [this, version](std::optional<Move> move, const QString&) {
            pruneRetired();
            if (version != version_ || !hinter_) return;
            hinter_.reset();
            if (move && waitingForMove_ && !reviewedPly_ && board_) {
                board_->showHint(*move);
                match_.noteHint(match_.state().currentActor());
                hintShownAt_ = version;
                emit stateChanged();  // the record changed: autosave keeps the count
            }
            emit phaseChanged();
        });
    emit phaseChanged();
}

void MatchController::roll() {
    if (!waitingForRoll_) return;
    endReview();
    waitingForRoll_ = false;
    if (board_) board_->cancelRequest();
    emit phaseChanged();
    playMove(actor::chance, match_.drawChance(), false);
}

void MatchController::setPaused(bool paused) {
    if (paused_ == paused) return;
    paused_ = paused;
    emit phaseChanged();
    if (!paused_) step();
}

void MatchController::retire(std::unique_ptr<AgentWorker>& worker) {
    if (!worker) return;
    worker->requestStop();
    retired_.push_back(std::move(worker));
    pruneRetired();
}

void MatchController::pruneRetired() {
    std::erase_if(retired_, [](const auto& worker) { return worker->finished(); });
}

}  // namespace lt::shell
