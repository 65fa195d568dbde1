#include "games/recto_verso/agent.h"

#include <algorithm>
#include <stdexcept>

#include "games/recto_verso/hand_value.h"
#include "games/recto_verso/moves.h"
#include "games/recto_verso/rules.h"
#include "games/recto_verso/view.h"

namespace lt::recto_verso {
namespace {

constexpr double kEasyMistakes = 0.5;
// What a side nobody has seen is worth to a player who does not read the cards: about one
// chance in five of serving a goal.
constexpr double kBlindChance = 0.2;

std::vector<Face> faces(const std::vector<Seen>& seen) {
    std::vector<Face> result;
    for (const Seen& s : seen) result.push_back(s.face);
    return result;
}

std::vector<Face> without(std::vector<Face> list, int index) {
    list.erase(list.begin() + index);
    return list;
}

std::vector<Face> with(std::vector<Face> list, Face face) {
    list.push_back(face);
    return list;
}

class Thinker {
  public:
    Thinker(const RectoVersoView& view, Level level, Rng& rng)
        : view_(view),
          table_(view.table()),
          me_(view.viewer()),
          reads_(level == Level::Hard),
          rng_(rng),
          fronts_(view.ownFronts()),
          middle_(faces(view.middle())) {
        guessOpponents();
    }

    Move choose(const std::vector<Move>& moves) {
        switch (table_.step) {
            case Step::Play:
                return best(moves, [this](Move m) { return playScore(indexOfMove(m)); });
            case Step::FlipMiddle:
                return best(moves, [this](Move m) { return flipMiddleScore(indexOfMove(m)); });
            case Step::FlipHand:
                return best(
                    moves, [this](Move m) { return flipHandScore(seatOfMove(m), indexOfMove(m)); });
            case Step::Steal:
                return best(moves, [this](Move m) {
                    return stealScore(seatOfMove(m), indexOfMove(m), sideOfMove(m) == 1);
                });
            case Step::Take:
            case Step::VictimTake:
                return best(moves, [this](Move m) { return takeScore(indexOfMove(m)); });
        }
        return moves.front();
    }

  private:
    template <typename Score>
    Move best(const std::vector<Move>& moves, Score score) {
        Move chosen = moves.front();
        double top = -1e18;
        for (Move move : moves) {
            // A tiny random part breaks ties without favouring the first move listed.
            const double value = score(move) + rng_.uniform() * 1e-6;
            if (value > top) {
                top = value;
                chosen = move;
            }
        }
        return chosen;
    }

    // The faces the other side of a card may show, as the viewer can tell: the side itself
    // when remembered; the other sides of the cards that carry the seen side, for a player who
    // knows the cards; nothing otherwise.
    std::vector<Face> otherSide(const Seen& seen) const {
        if (!reads_) return {};
        if (seen.known)
            return {seen.known->shown() == seen.face ? seen.known->hidden() : seen.known->shown()};
        std::vector<Face> result;
        for (CardId card = 0; card < kCards; ++card)
            for (int side = 0; side < 2; ++side)
                if (faceOf(card, side) == seen.face) result.push_back(faceOf(card, 1 - side));
        return result;
    }

    double chanceServes(const Seen& seen, int goal) const {
        const auto sides = otherSide(seen);
        if (sides.empty()) return kBlindChance;
        return static_cast<double>(goalCount(sides, goal)) / sides.size();
    }

    // The hard player's reading of each opponent's fronts: the likeliest face of each card.
    void guessOpponents() {
        opponentFronts_.assign(table_.numPlayers, {});
        opponentGoal_.assign(table_.numPlayers, 0);
        opponentCount_.assign(table_.numPlayers, 0);
        if (!reads_) return;
        for (PlayerId p = 0; p < table_.numPlayers; ++p) {
            if (p == me_) continue;
            for (const Seen& seen : view_.hand(p)) {
                const auto sides = otherSide(seen);
                opponentFronts_[p].push_back(sides.empty() ? seen.face
                                                           : sides[rng_.below(sides.size())]);
            }
            opponentGoal_[p] = bestGoal(opponentFronts_[p], middle_);
            opponentCount_[p] = goalCount(opponentFronts_[p], opponentGoal_[p]);
        }
    }

    PlayerId nextOpponent() const {
        PlayerId next = table_.nextSeat(table_.turn);
        return next == me_ ? table_.nextSeat(next) : next;
    }

    // How much the next opponent would like a face left in the middle (hard only).
    double feeds(Face face) const {
        if (!reads_ || table_.numPlayers < 2) return 0;
        const PlayerId next = nextOpponent();
        if (next == me_ || !servesGoal(face, opponentGoal_[next])) return 0;
        return 1.0 + std::max(0, opponentCount_[next] - 2) * 2.0;
    }

    double bestTake(const std::vector<Face>& hand, const std::vector<Face>& middle) const {
        double top = -1e18;
        for (int m = 0; m < static_cast<int>(middle.size()); ++m)
            top = std::max(top, handValue(with(hand, middle[m]), without(middle, m)));
        return top;
    }

    double playScore(int index) {
        const Face played = fronts_[index];
        const std::vector<Face> rest = without(fronts_, index);
        const std::vector<Face> middle = with(middle_, played);
        double score = bestTake(rest, middle);
        const int goal = bestGoal(rest, middle);
        const bool twoPlayers = table_.numPlayers == 2;
        switch (played.symbol) {
            case Symbol::Steal:
                for (PlayerId p = 0; p < table_.numPlayers; ++p)
                    if (p != me_)
                        for (const Seen& seen : view_.hand(p))
                            score = std::max(score, handValue(with(rest, seen.face), middle));
                break;
            case Symbol::FlipOne: {
                double gain = 0;
                for (int j = 0; j < static_cast<int>(rest.size()); ++j)
                    if (!servesGoal(rest[j], goal))
                        gain = std::max(gain,
                                        chanceServes(view_.hand(me_)[j < index ? j : j + 1], goal));
                score += 10 * gain;
                break;
            }
            case Symbol::FlipThree:
                score += 1.5;
                break;
            case Symbol::Reverse:
                score += twoPlayers ? 6 : 0.5;
                break;
            case Symbol::Skip:
                score += twoPlayers ? 1 : 2;
                break;
            default:
                break;
        }
        return score - feeds(played);
    }

    double takeScore(int index) {
        return handValue(with(fronts_, middle_[index]), without(middle_, index)) +
               feeds(middle_[index]) * 0.5;
    }

    double flipMiddleScore(int index) {
        const int goal = bestGoal(fronts_, middle_);
        const Seen& seen = view_.middle()[index];
        if (servesGoal(seen.face, goal)) return -1;
        return chanceServes(seen, goal) + 0.1 * feeds(seen.face);
    }

    double flipHandScore(PlayerId seat, int index) {
        const Seen& seen = view_.hand(seat)[index];
        if (seat == me_) {
            const int goal = bestGoal(fronts_, middle_);
            if (servesGoal(seen.face, goal)) return -1;
            return chanceServes(seen, goal);
        }
        if (!reads_) return 0.05;
        // The opponent's front becomes the side we see: spoil what he collects.
        const Face front = opponentFronts_[seat][index];
        const int goal = opponentGoal_[seat];
        if (!servesGoal(front, goal) || servesGoal(seen.face, goal)) return 0;
        return 0.15 * opponentCount_[seat];
    }

    double stealScore(PlayerId seat, int index, bool turned) {
        const Seen& seen = view_.hand(seat)[index];
        Face face = seen.face;
        if (turned) {
            if (!reads_) return -1e9;
            face = opponentFronts_[seat][index];
        }
        double score = handValue(with(fronts_, face), middle_);
        if (reads_ && servesGoal(opponentFronts_[seat][index], opponentGoal_[seat]))
            score += opponentCount_[seat];
        return score;
    }

    const RectoVersoView& view_;
    const Table& table_;
    PlayerId me_;
    bool reads_;
    Rng& rng_;
    std::vector<Face> fronts_;
    std::vector<Face> middle_;
    std::vector<std::vector<Face>> opponentFronts_;
    std::vector<int> opponentGoal_;
    std::vector<int> opponentCount_;
};

}  // namespace

std::string RectoVersoAgent::name() const {
    switch (level_) {
        case Level::Easy:
            return "recto-verso easy";
        case Level::Medium:
            return "recto-verso medium";
        case Level::Hard:
            return "recto-verso hard";
    }
    return "recto-verso";
}

Move RectoVersoAgent::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto* mine = dynamic_cast<const RectoVersoView*>(&view);
    if (!mine) throw std::logic_error("recto verso agent: not a Recto Verso view");
    const auto moves = turnMoves(mine->table(), mine->ownFronts());
    if (moves.empty()) throw std::logic_error("recto verso agent: nothing to play");
    if (level_ == Level::Easy && rng.chance(kEasyMistakes)) return moves[rng.below(moves.size())];
    return Thinker(*mine, level_, rng).choose(moves);
}

}  // namespace lt::recto_verso
