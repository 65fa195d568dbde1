#include "games/dice_blackjack/state.h"

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/dice_common/throw_outcomes.h"

namespace lt::diceblackjack {

BlackjackState::BlackjackState(const Game& game, BlackjackRules rules, int numPlayers)
    : game_(&game),
      rules_(rules),
      tokens_(numPlayers, rules.startTokens),
      standing_(numPlayers, Standing::Waiting),
      roundScore_(numPlayers, 0),
      eliminatedInRound_(numPlayers, 0) {
    startRound(0);
}

std::unique_ptr<State> BlackjackState::clone() const {
    return std::make_unique<BlackjackState>(*this);
}

PlayerId BlackjackState::currentActor() const {
    if (over_) return actor::terminal;
    return awaitingThrow_ ? actor::chance : seat_;
}

std::optional<PlayerId> BlackjackState::roller() const {
    if (currentActor() == actor::chance) return seat_;
    return std::nullopt;
}

int BlackjackState::playersInGame() const {
    int count = 0;
    for (Standing s : standing_) count += s != Standing::Out;
    return count;
}

int BlackjackState::bestStanding() const {
    int best = 0;
    for (std::size_t i = 0; i < standing_.size(); ++i)
        if (standing_[i] == Standing::Stood) best = std::max(best, roundScore_[i]);
    return best;
}

int BlackjackState::playersStillToPlay() const {
    int count = 0;
    for (Standing s : standing_) count += s == Standing::Waiting;
    return count;
}

std::vector<BjMove> BlackjackState::legalBjMoves() const {
    std::vector<BjMove> moves;
    if (currentActor() != seat_) return moves;
    // Any number of further throws (S6); even from 21 a throw is allowed, though it must bust.
    moves.push_back(BjMove::stop());
    for (int k = 1; k <= kMaxDice; ++k) moves.push_back(BjMove::again(k));
    return moves;
}

std::vector<Move> BlackjackState::legalMoves() const {
    std::vector<Move> moves;
    for (const BjMove& move : legalBjMoves()) moves.push_back(encode(move));
    return moves;
}

bool BlackjackState::isLegal(const BjMove& move) const {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) return false;
    if ((actor == actor::chance) != (move.kind == MoveKind::Throw)) return false;
    switch (move.kind) {
        case MoveKind::Throw:
            return diceCount(move.faces) == diceToThrow_;
        case MoveKind::Stop:
            return true;
        case MoveKind::Again:
            return move.dice >= 1 && move.dice <= kMaxDice;
    }
    return false;
}

std::vector<ChanceOutcome> BlackjackState::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    return dice::throwOutcomes(
        diceToThrow_, [](const DiceCounts& faces) { return encode(BjMove::throwOf(faces)); });
}

void BlackjackState::apply(Move code) {
    const BjMove move = decode(code);
    if (currentActor() == actor::terminal) throw IllegalMove("the game is over");
    if (!isLegal(move)) throw IllegalMove("'" + notation(move) + "' is not possible now");
    switch (move.kind) {
        case MoveKind::Throw:
            applyThrow(move.faces);
            break;
        case MoveKind::Stop:
            standing_[seat_] = Standing::Stood;
            endTurn();
            break;
        case MoveKind::Again:
            diceToThrow_ = move.dice;
            awaitingThrow_ = true;
            break;
    }
}

void BlackjackState::applyThrow(const DiceCounts& faces) {
    if (roundScore_[seat_] == 0) turnThrows_.clear();  // the turn's first throw
    turnThrows_.push_back(faces);
    lastThrower_ = seat_;
    // Only the freshly thrown dice are added (S4).
    roundScore_[seat_] += diceSum(faces);
    if (roundScore_[seat_] <= kTarget) {
        awaitingThrow_ = false;
        return;
    }
    // Bust (rule 3): one token into the pot at once, and the turn is over (S1). With no token
    // left (only in a round played for the pot by players who all lost their last one) the
    // payment is waived (S3).
    standing_[seat_] = Standing::Bust;
    if (tokens_[seat_] > 0) {
        --tokens_[seat_];
        ++pot_;
    }
    endTurn();
}

PlayerId BlackjackState::nextInGame(PlayerId after) const {
    const int n = numPlayers();
    for (int step = 1; step <= n; ++step) {
        const PlayerId seat = (after + step) % n;
        if (standing_[seat] != Standing::Out) return seat;
    }
    return after;
}

void BlackjackState::endTurn() {
    diceToThrow_ = kMaxDice;
    awaitingThrow_ = true;
    const PlayerId next = nextInGame(seat_);
    if (next == starter_ || standing_[next] != Standing::Waiting) {
        settleRound();
        return;
    }
    seat_ = next;
    standing_[seat_] = Standing::Playing;
}

void BlackjackState::settleRound() {
    const int n = numPlayers();
    RoundResult result;
    result.number = round_;
    result.paid.assign(n, 0);
    result.best = bestStanding();
    result.standings = standing_;
    result.scores = roundScore_;
    std::vector<PlayerId> best;
    for (PlayerId seat = 0; seat < n; ++seat)
        if (standing_[seat] == Standing::Stood && roundScore_[seat] == result.best)
            best.push_back(seat);
    if (best.size() == 1) {
        // Rule 5: the pot, and one token from every other player (busted players too).
        const PlayerId winner = best.front();
        result.winner = winner;
        result.potTaken = pot_;
        tokens_[winner] += pot_;
        pot_ = 0;
        for (PlayerId seat = 0; seat < n; ++seat) {
            if (seat == winner || standing_[seat] == Standing::Out) continue;
            if (tokens_[seat] == 0) continue;  // nothing left to pay with: waived (S3)
            --tokens_[seat];
            ++tokens_[winner];
            result.paid[seat] = 1;
        }
    } else if (best.size() > 1) {
        result.tiedBest = best;  // S2: nobody collects, the pot stays
    }

    // S3: players left with nothing leave the game, unless that would be everybody.
    std::vector<PlayerId> broke;
    for (PlayerId seat = 0; seat < n; ++seat)
        if (standing_[seat] != Standing::Out && tokens_[seat] == 0) broke.push_back(seat);
    if (static_cast<int>(broke.size()) < playersInGame()) {
        for (PlayerId seat : broke) {
            standing_[seat] = Standing::Out;
            eliminatedInRound_[seat] = round_;
        }
        result.eliminated = broke;
    }
    lastRound_ = result;

    if (playersInGame() == 1) {
        // The last player in the game also takes whatever is in the pot.
        seat_ = nextInGame(seat_);  // the one seat not out (itself, after a full circle)
        tokens_[seat_] += pot_;
        pot_ = 0;
        over_ = true;
        return;
    }
    if (rules_.roundLimit > 0 && round_ >= rules_.roundLimit) {
        over_ = true;
        return;
    }
    ++round_;
    startRound(nextInGame(starter_));
}

void BlackjackState::startRound(PlayerId starter) {
    starter_ = starter;
    seat_ = starter;
    for (PlayerId seat = 0; seat < numPlayers(); ++seat) {
        roundScore_[seat] = 0;
        if (standing_[seat] != Standing::Out) standing_[seat] = Standing::Waiting;
    }
    standing_[seat_] = Standing::Playing;
    diceToThrow_ = kMaxDice;
    awaitingThrow_ = true;
}

std::string BlackjackState::moveToString(Move move) const {
    return notation(decode(move));
}

std::optional<Move> BlackjackState::parseMove(std::string_view text,
                                              std::optional<PlayerId> /*claimant*/) const {
    const auto move = parseNotation(text);
    if (!move || !isLegal(*move)) return std::nullopt;
    return encode(*move);
}

std::string BlackjackState::toString() const {
    std::string text = "tokens:";
    for (int t : tokens_) text += fmt::format(" {}", t);
    text += fmt::format("\npot: {}\n", pot_);
    if (over_) {
        const auto places = ranking();
        text += "places:";
        for (int p : places) text += fmt::format(" {}", p);
        return text + "\n";
    }
    text += fmt::format("round {}, started by seat {}\n", round_, starter_);
    for (PlayerId seat = 0; seat < numPlayers(); ++seat) {
        text += fmt::format("seat {}: ", seat);
        switch (standing_[seat]) {
            case Standing::Waiting:
                text += "waiting";
                break;
            case Standing::Playing:
                text += roundScore_[seat] == 0
                            ? std::string("to throw 3 dice")
                            : fmt::format("playing {}{}", roundScore_[seat],
                                          awaitingThrow_
                                              ? fmt::format(", to throw {} dice", diceToThrow_)
                                              : std::string());
                break;
            case Standing::Stood:
                text += fmt::format("stood on {}", roundScore_[seat]);
                break;
            case Standing::Bust:
                text += fmt::format("bust with {}", roundScore_[seat]);
                break;
            case Standing::Out:
                text += "out";
                break;
        }
        text += "\n";
    }
    return text;
}

std::vector<int> BlackjackState::ranking() const {
    // Players still in the game by tokens, above those who left, who rank by how long they
    // lasted; equal keys share a place.
    const int n = numPlayers();
    std::vector<long> key(n);
    for (PlayerId seat = 0; seat < n; ++seat)
        key[seat] = standing_[seat] != Standing::Out ? 1'000'000L + tokens_[seat]
                                                     : eliminatedInRound_[seat];
    std::vector<int> places(n, 1);
    for (PlayerId i = 0; i < n; ++i)
        for (PlayerId j = 0; j < n; ++j)
            if (key[j] > key[i]) ++places[i];
    return places;
}

}  // namespace lt::diceblackjack
