#include "framework/game_review.h"

#include <algorithm>
#include <cmath>

namespace lt::review {

namespace {

constexpr int kCeiling = 1000;
constexpr double kInaccuracy = 0.1;
constexpr double kMistake = 0.2;
constexpr double kBlunder = 0.3;
// Winning chances past which a mate allowed or let go costs less (lichess's 10 and 7 pawns).
constexpr double kMateInaccuracy = 0.95;
constexpr double kMateMistake = 0.86;

// Orders evaluations from the worst (mated now) to the best (mating now).
long rank(const Evaluation& e) {
    switch (e.kind) {
        case Evaluation::Kind::Loss:
            return -1'000'000L + e.value;
        case Evaluation::Kind::Win:
            return 1'000'000L - e.value;
        case Evaluation::Kind::Score:
            break;
    }
    return e.value;
}

Mark markForDrop(double drop) {
    if (drop >= kBlunder) return Mark::Blunder;
    if (drop >= kMistake) return Mark::Mistake;
    if (drop >= kInaccuracy) return Mark::Inaccuracy;
    return Mark::Good;
}

double winPercent(const Evaluation& e, double scale) {
    return 50 + 50 * e.winningChances(scale);
}

}  // namespace

Evaluation Evaluation::flipped() const {
    switch (kind) {
        case Kind::Win:
            return loss(value);
        case Kind::Loss:
            return win(value);
        case Kind::Score:
            break;
    }
    return score(-value);
}

int Evaluation::clamped() const {
    switch (kind) {
        case Kind::Win:
            return kCeiling;
        case Kind::Loss:
            return -kCeiling;
        case Kind::Score:
            break;
    }
    return std::clamp(value, -kCeiling, kCeiling);
}

double Evaluation::winningChances(double scale) const {
    return 2 / (1 + std::exp(-scale * clamped())) - 1;
}

bool Evaluation::atLeast(const Evaluation& other) const {
    return rank(*this) >= rank(other);
}

const char* markName(Mark mark) {
    switch (mark) {
        case Mark::Best:
            return "best";
        case Mark::Good:
            return "good";
        case Mark::Inaccuracy:
            return "inaccuracy";
        case Mark::Mistake:
            return "mistake";
        case Mark::Blunder:
            return "blunder";
    }
    return "";
}

MoveJudgement judgeMove(const Evaluation& before, const Evaluation& after, bool engineChoice,
                        double scale) {
    MoveJudgement judgement;
    const double chancesBefore = before.winningChances(scale);
    const double chancesAfter = after.winningChances(scale);
    judgement.drop = std::max(0.0, chancesBefore - chancesAfter);
    const double accuracy =
        103.1668 * std::exp(-0.04354 * (winPercent(before, scale) - winPercent(after, scale))) -
        3.1669;
    judgement.accuracy = std::clamp(accuracy, 0.0, 100.0);
    if (engineChoice || after.atLeast(before)) {
        judgement.mark = Mark::Best;
        judgement.accuracy = 100;
        judgement.drop = 0;
        return judgement;
    }
    using Kind = Evaluation::Kind;
    const bool mateAllowed = before.kind != Kind::Loss && after.kind == Kind::Loss;
    const bool mateLost = before.kind == Kind::Win && after.kind != Kind::Win;
    if (mateAllowed && before.kind == Kind::Score) {
        judgement.mark = chancesBefore < -kMateInaccuracy ? Mark::Inaccuracy
                         : chancesBefore < -kMateMistake  ? Mark::Mistake
                                                          : Mark::Blunder;
    } else if (mateAllowed || (mateLost && after.kind == Kind::Loss)) {
        judgement.mark = Mark::Blunder;  // from a won position to a lost one
    } else if (mateLost) {
        judgement.mark = chancesAfter > kMateInaccuracy ? Mark::Inaccuracy
                         : chancesAfter > kMateMistake  ? Mark::Mistake
                                                        : Mark::Blunder;
    } else {
        judgement.mark = markForDrop(judgement.drop);
    }
    return judgement;
}

void summarise(GameReview& review) {
    std::array<double, 2> sums{};
    review.players = {};
    for (const MoveReview& move : review.moves) {
        PlayerSummary& player = review.players[static_cast<std::size_t>(move.mover)];
        ++player.counts[static_cast<std::size_t>(move.mark)];
        ++player.moves;
        sums[static_cast<std::size_t>(move.mover)] += move.accuracy;
    }
    for (std::size_t seat = 0; seat < 2; ++seat) {
        PlayerSummary& player = review.players[seat];
        player.accuracy = player.moves ? sums[seat] / player.moves : 100;
    }
}

std::size_t GameReview::analysedCount() const {
    std::size_t count = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) count += analysed(i) ? 1 : 0;
    return count;
}

namespace {

// The review of the positions analysed: each position's evaluation from White's view, and
// each move whose positions before and after were both analysed.
GameReview judgeAnalyses(const std::vector<std::string>& played, int firstMover, double scale,
                         const Analyses& analyses) {
    GameReview review;
    const std::size_t total = played.size() + 1;
    const std::size_t known = std::min(analyses.size(), total);
    for (std::size_t index = 0; index < known; ++index) {
        const std::optional<PositionAnalysis>& current = analyses[index];
        if (!current) continue;
        const int toMove = (firstMover + static_cast<int>(index)) % 2;
        if (review.positions.size() < index) {  // a gap
            review.missing.resize(review.positions.size(), false);
            review.missing.resize(index, true);
            review.positions.resize(index, Evaluation::score(0));
        }
        review.positions.push_back(toMove == 0 ? current->evaluation
                                               : current->evaluation.flipped());
        if (!review.missing.empty()) review.missing.push_back(false);
        const std::optional<PositionAnalysis>* previous =
            index > 0 ? &analyses[index - 1] : nullptr;
        if (!previous || !*previous) continue;
        MoveReview move;
        move.ply = index - 1;
        move.mover = 1 - toMove;
        move.played = played[index - 1];
        move.before = (*previous)->evaluation;
        move.after = current->evaluation.flipped();
        const bool engineChoice = (*previous)->bestMove == move.played;
        const MoveJudgement judgement = judgeMove(move.before, move.after, engineChoice, scale);
        move.mark = judgement.mark;
        move.drop = judgement.drop;
        move.accuracy = judgement.accuracy;
        if (!engineChoice) move.better = (*previous)->bestMove;
        move.line = (*previous)->line;
        review.moves.push_back(std::move(move));
    }
    review.complete = review.positions.size() == total && review.missing.empty();
    summarise(review);
    return review;
}

}  // namespace

Analyses analysesOf(const GameReview& review) {
    Analyses analyses(review.positions.size());
    for (std::size_t index = 0; index < analyses.size(); ++index) {
        if (!review.analysed(index)) continue;
        const MoveReview* next = nullptr;
        const MoveReview* last = nullptr;
        for (const MoveReview& move : review.moves) {
            if (move.ply == index) next = &move;
            if (move.ply + 1 == index) last = &move;
        }
        if (!next && !last) continue;
        const int toMove = next ? next->mover : 1 - last->mover;
        PositionAnalysis analysis;
        analysis.evaluation =
            toMove == 0 ? review.positions[index] : review.positions[index].flipped();
        if (next) {
            analysis.bestMove = next->better.empty() ? next->played : next->better;
            analysis.line = next->line;
        }
        analyses[index] = std::move(analysis);
    }
    return analyses;
}

GameReview reviewGame(const std::vector<std::string>& played, int firstMover, double scale,
                      const PositionAnalyser& analyse, const std::atomic<bool>& stop,
                      const ReviewProgress& progress, Analyses* analyses, std::size_t from) {
    Analyses local;
    Analyses& found = analyses ? *analyses : local;
    const std::size_t total = played.size() + 1;
    if (from >= total) from = 0;
    auto known = [&found](std::size_t index) { return index < found.size() && found[index]; };
    // The positions kept count first, then each one searched.
    std::size_t done = 0;
    for (std::size_t index = 0; index < total; ++index) done += known(index) ? 1 : 0;
    if (progress)
        for (std::size_t kept = 1; kept <= done; ++kept) progress(kept, total);
    for (std::size_t step = 0; step < total && !stop.load(); ++step) {
        const std::size_t index = (from + step) % total;
        if (known(index)) continue;
        std::optional<PositionAnalysis> current = analyse(index);
        if (!current) break;
        if (found.size() <= index) found.resize(index + 1);
        found[index] = std::move(current);
        if (progress) progress(++done, total);
    }
    return judgeAnalyses(played, firstMover, scale, found);
}

}  // namespace lt::review
