#include "app/match_controller.h"

#include <algorithm>
#include <utility>

#include "framework/errors.h"
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
    chanceTimer_.setSingleShot(true);
    connect(&chanceTimer_, &QTimer::timeout, this, [this] {
        if (match_.state().isChanceNode()) playMove(actor::chance, match_.drawChance(), false);
    });
    holdTimer_.setSingleShot(true);
    connect(&holdTimer_, &QTimer::timeout, this, &MatchController::playHeldMove);
    connect(board_, &BoardView::moveChosen, this, &MatchController::onHumanMove);
    connect(board_, &BoardView::claimChosen, this, &MatchController::onHumanClaim);
    connect(board_, &BoardView::arbiterClaimed, this,
            [this](PlayerId seat, Move move) { fireClaim(epoch_, seat, move); });
    connect(board_, &BoardView::animationFinished, this, &MatchController::onAnimationFinished);
    connect(board_, &BoardView::rollRequested, this, &MatchController::roll);
}

MatchController::~MatchController() {
    thinker_.reset();
    hinter_.reset();
    claimThinkers_.clear();
    retired_.clear();
    if (board_) board_->cancelRequest();
}

void MatchController::start() {
    if (board_) board_->showState(match_.state(), perspectiveFor(match_.state()));
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
    if (match_.game().info().hiddenInformation)
        return lastHumanShown_ >= 0 ? lastHumanShown_ : perspective::nobody;
    // Perfect information between humans: the board faces whoever is to move.
    const PlayerId actor = state.currentActor();
    if (isHuman(actor)) return actor;
    if (lastHumanShown_ >= 0) return lastHumanShown_;
    return perspective::everyone;
}

// Shows the board to `human` before they act; false while a hand-over screen hides it. A
// hand-over already up for another seat now names `human`.
bool MatchController::showTo(PlayerId human) {
    const bool handOver =
        match_.game().info().hiddenInformation && humanCount() > 1 && human != lastHumanShown_;
    if (handOver) {
        if (handOverSeat_ != human) {
            handOverSeat_ = human;
            lastHumanShown_ = -1;  // the device is being passed: nobody is looking
            if (board_) board_->showState(match_.state(), perspective::nobody);
            emit phaseChanged();
        }
        return false;
    }
    lastHumanShown_ = human;
    if (board_) board_->showState(match_.state(), viewerFor(match_.state()));
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
            emit gameFinished();
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
    } catch (const std::exception& e) {
        emit agentFailed(QString::fromUtf8(e.what()));
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
    board_->cancelRequest();
    emit phaseChanged();
    if (!playMove(actor, move, false)) step();  // an illegal move: ask again
}

void MatchController::onHumanClaim(PlayerId player, Move move) {
    if (!isHuman(player) || animating_) return;
    if (!match_.state().isLegalClaim(player, move)) return;
    interrupt();
    playMove(player, move, true);
}

void MatchController::fireClaim(std::uint64_t epoch, PlayerId seat, Move move) {
    if (epoch != epoch_ || !board_) return;
    if (animating_)
        deferredClaims_.emplace_back(seat, move);
    else
        tryClaim(seat, move);
}

// Plays a computer's claim if the rules still allow it now.
bool MatchController::tryClaim(PlayerId seat, Move move) {
    if (!match_.state().isLegalClaim(seat, move)) return false;
    interrupt();
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
    if (leaveReview() && board_) board_->showState(match_.state(), perspectiveFor(match_.state()));
    auto before = match_.state().clone();
    try {
        if (claim)
            match_.claim(actor, move);
        else
            match_.play(actor, move);
    } catch (const IllegalMove&) {
        return false;
    }
    if (auto clocks = board_->clocksAfter(*before, move, match_.state()); !clocks.empty())
        match_.stampClocks(std::move(clocks));
    ++version_;
    trackClaimWindow();
    animatedBefore_ = std::move(before);
    animatedAfter_ = match_.state().clone();
    emit moveAnnounced(board_->describeMove(*animatedBefore_, move, *animatedAfter_),
                       board_->soundFor(*animatedBefore_, move, *animatedAfter_));
    emit stateChanged();
    animating_ = true;
    emit phaseChanged();
    planClaims();
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
    if (claims != windowClaims_) windowOpened_.start();
    windowClaims_ = std::move(claims);
}

// Pace 0 (tests, instant play) holds nothing: the window is real time for people.
int MatchController::claimWindowRemainingMs() const {
    if (windowMinimumMs_ <= 0 || pace_ <= 0 || !windowOpened_.isValid()) return 0;
    return std::max<int>(0, windowMinimumMs_ - static_cast<int>(windowOpened_.elapsed()));
}

void MatchController::playHeldMove() {
    if (!heldMove_) return;
    const auto [actor, move] = *std::exchange(heldMove_, std::nullopt);
    emit phaseChanged();
    if (!playMove(actor, move, false)) step();
}

void MatchController::onAnimationFinished() {
    if (!animating_) return;
    animating_ = false;
    animatedBefore_.reset();
    animatedAfter_.reset();
    emit phaseChanged();
    const auto deferred = std::exchange(deferredClaims_, {});
    for (const auto& [seat, move] : deferred)
        if (tryClaim(seat, move)) return;  // its animation's end takes the next step
    step();
}

void MatchController::planClaims() {
    if (!match_.game().info().realTime) return;
    const State& state = match_.state();
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(match_.seats().size()); ++seat) {
        if (isHuman(seat)) continue;
        Rng rng(Rng::derive(match_.seed() ^ kClaimSalt, match_.ply() * 16 + seat));
        const auto plan =
            match_.game().planClaim(*state.viewFor(seat), match_.seats()[seat].level, rng);
        if (!plan) continue;
        // Reaction times are the computer's skill, not the animation speed; pace 0 (tests)
        // makes them immediate.
        const int delay = pace_ > 0 ? plan->delayMs : 0;
        QTimer::singleShot(delay, this, [this, epoch = epoch_, seat, move = plan->move] {
            fireClaim(epoch, seat, move);
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
        } catch (const std::exception& e) {
            emit agentFailed(QString::fromUtf8(e.what()));
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
            if (move) fireClaim(epoch_, seat, *move);
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

// Drops whatever the controller was waiting for: input, an agent, a hint, a chance pause.
void MatchController::interrupt() {
    if ((waitingForMove_ || waitingForRoll_) && board_) board_->cancelRequest();
    waitingForMove_ = false;
    waitingForRoll_ = false;
    chanceTimer_.stop();
    holdTimer_.stop();
    heldMove_.reset();
    retire(thinker_);
    retire(hinter_);
    animating_ = false;
    animatedBefore_.reset();
    animatedAfter_.reset();
    deferredClaims_.clear();
}

bool MatchController::isStopPoint(const State& state) const {
    if (state.isTerminal()) return true;
    if (watchOnly()) return !state.isChanceNode();
    if (state.isChanceNode()) {
        const auto roller = state.roller();
        return roller && isHuman(*roller);
    }
    return isHuman(state.currentActor());
}

bool MatchController::canUndo() const {
    return match_.canUndo();
}
bool MatchController::canRedo() const {
    return match_.canRedo();
}

void MatchController::undo() {
    if (!canUndo()) return;
    interrupt();
    do match_.undo();
    while (match_.canUndo() && !isStopPoint(match_.state()));
    afterJump();
}

void MatchController::redo() {
    if (!canRedo()) return;
    interrupt();
    do match_.redo();
    while (match_.canRedo() && !isStopPoint(match_.state()));
    afterJump();
}

void MatchController::afterJump() {
    leaveReview();
    ++version_;
    trackClaimWindow();
    ++epoch_;
    handOverSeat_.reset();
    // Between humans with private cards, whoever looked may have gone: the seat to act gets
    // the device by a hand-over first.
    if (match_.game().info().hiddenInformation && humanCount() > 1) lastHumanShown_ = -1;
    finishAnnounced_ = false;
    // Watching computers: stop after a jump so the position can be studied.
    if (watchOnly()) paused_ = true;
    if (board_) board_->showState(match_.state(), perspectiveFor(match_.state()));
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
    if (waitingForMove_ || waitingForRoll_) board_->cancelRequest();
    reviewedPly_ = plies;
    const auto past = match_.stateAt(plies);
    board_->showState(*past, viewer());
    emit reviewChanged();
}

void MatchController::endReview() {
    if (!leaveReview() || !board_) return;
    board_->showState(match_.state(), viewer());
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
    const PlayerId seat = match_.state().currentActor();
    std::unique_ptr<Agent> agent;
    try {
        agent = match_.game().makeAgent(hintLevel());
    } catch (const std::exception& e) {
        emit agentFailed(QString::fromUtf8(e.what()));
        return;
    }
    const std::uint64_t version = version_;
    hinter_ = std::make_unique<AgentWorker>(
        std::move(agent), match_.state().viewFor(seat),
        Rng::derive(match_.seed() ^ kAgentSalt ^ 1, match_.ply()), this,
        [this, version](std::optional<Move> move, const QString&) {
            pruneRetired();
            if (version != version_ || !hinter_) return;
            hinter_.reset();
            if (move && waitingForMove_ && !reviewedPly_ && board_) board_->showHint(*move);
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
