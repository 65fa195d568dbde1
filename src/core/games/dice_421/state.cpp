#include "games/dice_421/state.h"

#include <fmt/format.h>
#include <algorithm>

#include "framework/errors.h"
#include "games/dice_421/combinations.h"
#include "games/dice_common/throw_outcomes.h"

namespace lt::dice421 {

State421::State421(const Game& game, Rules421 rules, int numPlayers)
    : game_(&game),
      rules_(rules),
      tokens_(numPlayers, 0),
      exitOrder_(numPlayers, -1),
      hands_(numPlayers),
      playoffThrows_(numPlayers) {
    startRound(0);  // S6: the youngest, seated first
}

std::unique_ptr<State> State421::clone() const {
    return std::make_unique<State421>(*this);
}

PlayerId State421::currentActor() const {
    if (stage_ == Stage::Over) return actor::terminal;
    if (playoffFor_ != PlayoffFor::None || awaitingThrow_) return actor::chance;
    return seat_;
}

std::optional<PlayerId> State421::roller() const {
    if (stage_ == Stage::Over) return std::nullopt;
    if (playoffFor_ != PlayoffFor::None) return playoff_[playoffIndex_];
    if (awaitingThrow_) return seat_;
    return std::nullopt;
}

int State421::throwLimit() const {
    if (stage_ == Stage::Charge) return 1;  // S8
    return seat_ == leader() ? kMaxThrows : leaderThrows_;
}

int State421::diceToThrow() const {
    return playoffFor_ != PlayoffFor::None ? kDiceCount : kDiceCount - diceTotal(kept_);
}

std::vector<Move421> State421::legalMoves421() const {
    std::vector<Move421> moves;
    const PlayerId actor = currentActor();
    if (actor < 0) return moves;
    // Rules 6-7: the leader may stop; the others must use exactly his number of throws, each
    // extra throw moving at least one die (S4).
    if (seat_ == leader()) moves.push_back(Move421::stand());
    for (const DiceCounts& again : subsetsOf(dice_))
        if (diceTotal(again) > 0) moves.push_back(Move421::reroll(again));
    return moves;
}

std::vector<Move> State421::legalMoves() const {
    std::vector<Move> moves;
    for (const Move421& move : legalMoves421()) moves.push_back(encode(move));
    return moves;
}

bool State421::isLegal(const Move421& move) const {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) return false;
    if ((actor == actor::chance) != (move.kind == MoveKind::Throw)) return false;
    switch (move.kind) {
        case MoveKind::Throw:
            return diceTotal(move.dice) == diceToThrow();
        case MoveKind::Stand:
            return seat_ == leader();
        case MoveKind::Reroll:
            return diceTotal(move.dice) > 0 && contains(dice_, move.dice);
    }
    return false;
}

std::vector<ChanceOutcome> State421::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    return dice::throwOutcomes(
        diceToThrow(), [](const DiceCounts& faces) { return encode(Move421::throwOf(faces)); });
}

void State421::apply(Move code) {
    const Move421 move = decode(code);
    if (!isLegal(move)) throw IllegalMove("'" + notation(move) + "' is not possible now");
    switch (move.kind) {
        case MoveKind::Throw:
            applyThrow(move.dice);
            break;
        case MoveKind::Reroll:
            kept_ = minus(dice_, move.dice);
            awaitingThrow_ = true;
            break;
        case MoveKind::Stand:
            endTurn();
            break;
    }
}

void State421::startRound(PlayerId first) {
    // Clockwise from `first`; in the discharge only the players holding tokens (S3).
    order_.clear();
    for (int i = 0; i < numPlayers(); ++i) {
        const PlayerId seat = (first + i) % numPlayers();
        if (stage_ == Stage::Charge || tokens_[seat] > 0) order_.push_back(seat);
    }
    hands_.assign(tokens_.size(), std::nullopt);
    leaderThrows_ = 0;
    best_ = worst_ = -1;
    turn_ = 0;
    startTurn(order_.front());
}

void State421::startTurn(PlayerId seat) {
    seat_ = seat;
    throwsMade_ = 0;
    dice_ = {};
    kept_ = {};
    awaitingThrow_ = true;
}

void State421::applyThrow(const DiceCounts& faces) {
    if (playoffFor_ != PlayoffFor::None) {
        playoffThrows_[playoff_[playoffIndex_]] = faces;
        if (++playoffIndex_ < playoff_.size()) return;
        // The play-off round is complete: its best (or worst) throws decide, ties go again.
        int target = playoffFor_ == PlayoffFor::Best ? -1 : 1 << 20;
        for (PlayerId seat : playoff_) {
            const int strength = handStrength(*playoffThrows_[seat]);
            target = playoffFor_ == PlayoffFor::Best ? std::max(target, strength)
                                                     : std::min(target, strength);
        }
        std::vector<PlayerId> tied;
        for (PlayerId seat : playoff_)
            if (handStrength(*playoffThrows_[seat]) == target) tied.push_back(seat);
        if (tied.size() > 1) {
            startPlayoff(playoffFor_, tied);
            return;
        }
        const PlayoffFor settled = playoffFor_;
        playoffFor_ = PlayoffFor::None;
        if (settled == PlayoffFor::Best) {
            best_ = tied.front();
            decideWorst();
        } else {
            worst_ = tied.front();
            pay();
        }
        return;
    }
    dice_ = plus(kept_, faces);
    kept_ = {};
    ++throwsMade_;
    awaitingThrow_ = false;
    if (throwsMade_ >= throwLimit()) endTurn();
}

void State421::endTurn() {
    hands_[seat_] = dice_;
    if (seat_ == leader()) leaderThrows_ = throwsMade_;
    awaitingThrow_ = false;
    if (++turn_ < order_.size()) {
        startTurn(order_[turn_]);
        return;
    }
    resolveRound();
}

void State421::resolveRound() {
    int top = -1;
    for (PlayerId seat : order_) top = std::max(top, handStrength(*hands_[seat]));
    std::vector<PlayerId> tops;
    for (PlayerId seat : order_)
        if (handStrength(*hands_[seat]) == top) tops.push_back(seat);
    // Rule 10: a tie for best matters only in the discharge, where the best player pays.
    if (stage_ == Stage::Discharge && tops.size() > 1) {
        startPlayoff(PlayoffFor::Best, tops);
        return;
    }
    best_ = tops.front();
    decideWorst();
}

void State421::decideWorst() {
    int bottom = 1 << 20;
    for (PlayerId seat : order_)
        if (seat != best_ || stage_ == Stage::Charge)
            bottom = std::min(bottom, handStrength(*hands_[seat]));
    std::vector<PlayerId> bottoms;
    for (PlayerId seat : order_)
        if ((seat != best_ || stage_ == Stage::Charge) && handStrength(*hands_[seat]) == bottom)
            bottoms.push_back(seat);
    if (bottoms.size() > 1) {
        startPlayoff(PlayoffFor::Worst, bottoms);
        return;
    }
    worst_ = bottoms.front();
    pay();
}

void State421::startPlayoff(PlayoffFor kind, std::vector<PlayerId> seats) {
    playoffFor_ = kind;
    playoff_ = std::move(seats);
    playoffIndex_ = 0;
    playoffThrows_.assign(tokens_.size(), std::nullopt);
}

void State421::pay() {
    // The amount comes from the round's best combination, whatever the play-offs (rule 10).
    const DiceCounts& bestHand = *hands_[best_];
    const bool nenette = isNenette(*hands_[worst_]);
    int amount = tableValue(bestHand);
    if (nenette) amount = rules_.nenetteAdditive ? amount + 2 : 2;  // rule 9, S2
    int& source = stage_ == Stage::Charge ? pot_ : tokens_[best_];
    amount = std::min(amount, source);  // rule 2, S5
    source -= amount;
    tokens_[worst_] += amount;
    lastRound_ = RoundResult{stage_, best_, worst_, amount, nenette, hands_};
    ++roundsPlayed_;
    playoff_.clear();
    playoffThrows_.assign(tokens_.size(), std::nullopt);

    const PlayerId receiver = worst_;
    if (stage_ == Stage::Charge) {
        if (pot_ > 0) {
            startRound(receiver);
            return;
        }
        // Rules 3-5: the charge is over; players without tokens have already won.
        for (PlayerId seat = 0; seat < numPlayers(); ++seat)
            if (tokens_[seat] == 0) exitOrder_[seat] = 0;
        exits_ = 1;
        const bool oneHoldsAll = std::count(tokens_.begin(), tokens_.end(), kTokens) == 1;
        const bool someoneWon = std::count(tokens_.begin(), tokens_.end(), 0) > 0;
        if (oneHoldsAll || (rules_.stopAtFirstWinner && someoneWon)) {
            stage_ = Stage::Over;
            return;
        }
        stage_ = Stage::Discharge;
        startRound(receiver);
        return;
    }
    if (tokens_[best_] == 0) {
        exitOrder_[best_] = exits_++;  // rule 11
        if (rules_.stopAtFirstWinner) {
            stage_ = Stage::Over;
            return;
        }
    }
    const auto holding = std::count_if(tokens_.begin(), tokens_.end(), [](int t) { return t > 0; });
    if (holding <= 1) {
        stage_ = Stage::Over;
        return;
    }
    startRound(receiver);
}

std::vector<PlayerId> State421::winners() const {
    std::vector<PlayerId> seats;
    for (PlayerId seat = 0; seat < numPlayers(); ++seat)
        if (exitOrder_[seat] == 0) seats.push_back(seat);
    return seats;
}

std::optional<PlayerId> State421::loser() const {
    if (stage_ != Stage::Over) return std::nullopt;
    for (PlayerId seat = 0; seat < numPlayers(); ++seat)
        if (tokens_[seat] == kTokens) return seat;
    return std::nullopt;
}

std::string State421::moveToString(Move move) const {
    return notation(decode(move));
}

std::optional<Move> State421::parseMove(std::string_view text,
                                        std::optional<PlayerId> /*claimant*/) const {
    const auto move = parseNotation(text);
    if (!move || !isLegal(*move)) return std::nullopt;
    return encode(*move);
}

std::string State421::toString() const {
    std::string text = "tokens:";
    for (PlayerId seat = 0; seat < numPlayers(); ++seat) {
        text += fmt::format(" {}", tokens_[seat]);
        if (exitOrder_[seat] >= 0) text += fmt::format("(out {})", exitOrder_[seat]);
    }
    const char* stage = stage_ == Stage::Charge      ? "charge"
                        : stage_ == Stage::Discharge ? "discharge"
                                                     : "over";
    text += fmt::format(" | pot {} | {} | round {}\n", pot_, stage, roundsPlayed_ + 1);
    if (stage_ == Stage::Over) return text;
    if (playoffFor_ != PlayoffFor::None) {
        text += playoffFor_ == PlayoffFor::Best ? "play-off for best:" : "play-off for worst:";
        for (PlayerId seat : playoff_) {
            text += fmt::format(" seat {}", seat);
            if (playoffThrows_[seat]) text += " (" + facesText(*playoffThrows_[seat]) + ")";
        }
        text += "\n";
    } else {
        text += fmt::format("seat {} has thrown {} of {}", seat_, throwsMade_, throwLimit());
        if (!awaitingThrow_ && throwsMade_ > 0) text += ": " + facesText(dice_);
        if (awaitingThrow_ && diceTotal(kept_) > 0) text += ", keeping " + facesText(kept_);
        text += "\n";
    }
    for (PlayerId seat = 0; seat < numPlayers(); ++seat)
        if (hands_[seat]) text += fmt::format("seat {} threw {}\n", seat, facesText(*hands_[seat]));
    return text;
}

std::vector<int> State421::ranking() const {
    // Who left first ranks first (those leaving together share); those still holding tokens
    // follow, fewer tokens first; the one holding all 21 is last.
    std::vector<int> places(tokens_.size(), 1);
    for (std::size_t i = 0; i < tokens_.size(); ++i) {
        for (std::size_t j = 0; j < tokens_.size(); ++j) {
            if (i == j) continue;
            const bool iOut = exitOrder_[i] >= 0, jOut = exitOrder_[j] >= 0;
            if (iOut && jOut && exitOrder_[j] < exitOrder_[i]) ++places[i];
            if (!iOut && jOut) ++places[i];
            if (!iOut && !jOut && tokens_[j] < tokens_[i]) ++places[i];
        }
    }
    return places;
}

std::optional<std::vector<double>> State421::heuristicReturns() const {
    // Fewer tokens is better: each seat against the average holding.
    double total = 0;
    for (int held : tokens_) total += held;
    const double average = total / numPlayers();
    std::vector<double> values;
    for (int held : tokens_) values.push_back(std::clamp((average - held) / kTokens, -1.0, 1.0));
    return values;
}

}  // namespace lt::dice421
