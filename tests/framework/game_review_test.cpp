#include "framework/game_review.h"

#include <gtest/gtest.h>

#include <cmath>

namespace lt::review {
namespace {

Mark markOf(Evaluation before, Evaluation after, bool engineChoice = false) {
    return judgeMove(before, after, engineChoice, kChessScale).mark;
}

TEST(GameReview, WinningChancesFollowLichess) {
    EXPECT_DOUBLE_EQ(Evaluation::score(0).winningChances(kChessScale), 0.0);
    EXPECT_NEAR(Evaluation::score(100).winningChances(kChessScale), 0.1820, 1e-4);
    EXPECT_NEAR(Evaluation::score(100).winningChances(kDraughtsScale), 0.5005, 1e-4);
    EXPECT_EQ(Evaluation::win(3).clamped(), 1000);
    EXPECT_EQ(Evaluation::score(-4000).clamped(), -1000);
    EXPECT_EQ(Evaluation::win(3).flipped(), Evaluation::loss(3));
    EXPECT_EQ(Evaluation::score(35).flipped(), Evaluation::score(-35));
}

TEST(GameReview, MarksByWinningChancesLost) {
    EXPECT_EQ(markOf(Evaluation::score(0), Evaluation::score(-20)), Mark::Good);
    EXPECT_EQ(markOf(Evaluation::score(0), Evaluation::score(-60)), Mark::Inaccuracy);
    EXPECT_EQ(markOf(Evaluation::score(0), Evaluation::score(-120)), Mark::Mistake);
    EXPECT_EQ(markOf(Evaluation::score(0), Evaluation::score(-170)), Mark::Blunder);
    // Far ahead, the same centipawns cost little.
    EXPECT_EQ(markOf(Evaluation::score(900), Evaluation::score(700)), Mark::Good);
    EXPECT_EQ(markOf(Evaluation::score(0), Evaluation::score(-20), true), Mark::Best);
    EXPECT_EQ(markOf(Evaluation::score(30), Evaluation::score(45)), Mark::Best);
}

TEST(GameReview, MarksOfMates) {
    EXPECT_EQ(markOf(Evaluation::score(0), Evaluation::loss(3)), Mark::Blunder);
    EXPECT_EQ(markOf(Evaluation::score(-800), Evaluation::loss(3)), Mark::Mistake);
    EXPECT_EQ(markOf(Evaluation::score(-1200), Evaluation::loss(3)), Mark::Inaccuracy);
    EXPECT_EQ(markOf(Evaluation::win(2), Evaluation::score(300)), Mark::Blunder);
    EXPECT_EQ(markOf(Evaluation::win(2), Evaluation::score(900)), Mark::Mistake);
    EXPECT_EQ(markOf(Evaluation::win(2), Evaluation::score(1500)), Mark::Inaccuracy);
    EXPECT_EQ(markOf(Evaluation::win(2), Evaluation::loss(4)), Mark::Blunder);
    EXPECT_EQ(markOf(Evaluation::win(2), Evaluation::win(4)), Mark::Good);
    EXPECT_EQ(markOf(Evaluation::win(2), Evaluation::win(1)), Mark::Best);
}

TEST(GameReview, AccuracyAndSummary) {
    EXPECT_DOUBLE_EQ(
        judgeMove(Evaluation::score(0), Evaluation::score(0), false, kChessScale).accuracy, 100.0);
    const double lost =
        judgeMove(Evaluation::score(0), Evaluation::score(-300), false, kChessScale).accuracy;
    const double percentLost = -50 * Evaluation::score(-300).winningChances(kChessScale);
    EXPECT_NEAR(percentLost, 25.11, 0.01);
    EXPECT_DOUBLE_EQ(lost, 103.1668 * std::exp(-0.04354 * percentLost) - 3.1669);

    // Positions alternate sides to move: +0.2 for White, then 0 for Black (White's -0.0)...
    std::vector<PositionAnalysis> positions = {
        {Evaluation::score(20), "e4", {"e4", "e5"}},
        {Evaluation::score(-20), "e5", {"e5"}},
        {Evaluation::score(500), "Nxe5", {"Nxe5"}},
        {Evaluation::loss(0), "", {}},
    };
    std::atomic<bool> stop{false};
    std::vector<std::size_t> progress;
    const GameReview review = reviewGame(
        {"e4", "f6", "Qh5#"}, 0, kChessScale,
        [&positions](std::size_t index) { return std::optional(positions[index]); }, stop,
        [&progress](std::size_t done, std::size_t total) {
            EXPECT_EQ(total, 4u);
            progress.push_back(done);
        });
    EXPECT_TRUE(review.complete);
    EXPECT_EQ(progress, (std::vector<std::size_t>{1, 2, 3, 4}));
    ASSERT_EQ(review.moves.size(), 3u);
    EXPECT_EQ(review.positions[1], Evaluation::score(20));
    EXPECT_EQ(review.positions[2], Evaluation::score(500));
    EXPECT_EQ(review.positions[3], Evaluation::win(0));
    EXPECT_EQ(review.moves[0].mark, Mark::Best);
    EXPECT_EQ(review.moves[1].mark, Mark::Blunder);
    EXPECT_EQ(review.moves[1].better, "e5");
    EXPECT_EQ(review.moves[1].mover, 1);
    EXPECT_EQ(review.moves[2].mark, Mark::Best);
    EXPECT_EQ(review.players[0].counts[static_cast<std::size_t>(Mark::Best)], 2);
    EXPECT_EQ(review.players[1].counts[static_cast<std::size_t>(Mark::Blunder)], 1);
    EXPECT_DOUBLE_EQ(review.players[0].accuracy, 100.0);
    EXPECT_LT(review.players[1].accuracy, 20.0);
}

TEST(GameReview, StopsWhenCancelled) {
    std::atomic<bool> stop{false};
    const GameReview review = reviewGame(
        {"e4", "e5"}, 0, kChessScale,
        [&stop](std::size_t index) -> std::optional<PositionAnalysis> {
            if (index == 1) {
                stop = true;
                return std::nullopt;
            }
            return PositionAnalysis{Evaluation::score(20), "e4", {"e4"}};
        },
        stop);
    EXPECT_FALSE(review.complete);
    EXPECT_EQ(review.positions.size(), 1u);
    EXPECT_TRUE(review.moves.empty());
}

// A review cancelled after two positions and run again searches only the positions left.
TEST(GameReview, ResumesFromTheAnalysesKept) {
    std::atomic<bool> stop{false};
    std::vector<std::size_t> searched;
    bool cancelled = false;
    auto analyse = [&](std::size_t index) -> std::optional<PositionAnalysis> {
        if (index == 2 && !cancelled) {
            cancelled = true;
            stop = true;
            return std::nullopt;
        }
        searched.push_back(index);
        return PositionAnalysis{Evaluation::score(index == 2 ? 400 : 20), "e4", {"e4"}};
    };
    Analyses kept;
    const GameReview first = reviewGame({"e4", "a6"}, 0, kChessScale, analyse, stop, {}, &kept);
    EXPECT_FALSE(first.complete);
    EXPECT_EQ(kept.size(), 2u);
    EXPECT_EQ(searched, (std::vector<std::size_t>{0, 1}));
    stop = false;
    std::vector<std::size_t> progress;
    const GameReview resumed = reviewGame(
        {"e4", "a6"}, 0, kChessScale, analyse, stop,
        [&progress](std::size_t done, std::size_t) { progress.push_back(done); }, &kept);
    EXPECT_TRUE(resumed.complete);
    EXPECT_EQ(searched, (std::vector<std::size_t>{0, 1, 2}));
    EXPECT_EQ(progress, (std::vector<std::size_t>{1, 2, 3}));
    EXPECT_EQ(kept.size(), 3u);
    ASSERT_EQ(resumed.moves.size(), 2u);
    EXPECT_EQ(resumed.moves[1].mark, Mark::Blunder);
}

// A review from a later position searches it and those after it first, then the ones before;
// cancelled, it keeps the gap, judges only moves with both positions, and goes on without
// searching a position again; the result is the whole run's.
TEST(GameReview, StartsFromALaterPositionAndFillsTheGapsLater) {
    const std::vector<std::string> played = {"e4", "f6", "Qh5#"};
    const std::vector<PositionAnalysis> positions = {
        {Evaluation::score(20), "e4", {"e4", "e5"}},
        {Evaluation::score(-20), "e5", {"e5"}},
        {Evaluation::score(500), "Nxe5", {"Nxe5"}},
        {Evaluation::loss(0), "", {}},
    };
    std::atomic<bool> stop{false};
    std::vector<std::size_t> searched;
    std::size_t stopAfter = 2;
    auto analyse = [&](std::size_t index) -> std::optional<PositionAnalysis> {
        if (searched.size() == stopAfter) {
            stop = true;
            return std::nullopt;
        }
        searched.push_back(index);
        return positions[index];
    };
    Analyses kept;
    std::vector<std::size_t> progress;
    auto count = [&progress](std::size_t done, std::size_t total) {
        EXPECT_EQ(total, 4u);
        progress.push_back(done);
    };
    const GameReview first = reviewGame(played, 0, kChessScale, analyse, stop, count, &kept, 2);
    EXPECT_EQ(searched, (std::vector<std::size_t>{2, 3}));
    EXPECT_EQ(progress, (std::vector<std::size_t>{1, 2}));
    EXPECT_FALSE(first.complete);
    ASSERT_EQ(first.positions.size(), 4u);
    EXPECT_EQ(first.missing, (std::vector<bool>{true, true, false, false}));
    EXPECT_FALSE(first.analysed(0));
    EXPECT_TRUE(first.analysed(2));
    EXPECT_EQ(first.analysedCount(), 2u);
    EXPECT_EQ(first.positions[2], Evaluation::score(500));
    ASSERT_EQ(first.moves.size(), 1u);  // Qh5#: the only move with both positions
    EXPECT_EQ(first.moves[0].ply, 2u);

    // Rebuilt from what was kept, with the stop set: nothing is searched.
    const GameReview rebuilt = reviewGame(played, 0, kChessScale, analyse, stop, {}, &kept, 0);
    EXPECT_EQ(searched.size(), 2u);
    EXPECT_EQ(rebuilt.missing, first.missing);
    EXPECT_EQ(rebuilt.moves.size(), 1u);

    stop = false;
    stopAfter = 99;
    progress.clear();
    const GameReview resumed = reviewGame(played, 0, kChessScale, analyse, stop, count, &kept, 2);
    EXPECT_EQ(searched, (std::vector<std::size_t>{2, 3, 0, 1}));
    EXPECT_EQ(progress, (std::vector<std::size_t>{1, 2, 3, 4}));
    EXPECT_TRUE(resumed.complete);
    EXPECT_TRUE(resumed.missing.empty());

    // The same as a whole run from the start.
    const GameReview whole = reviewGame(
        played, 0, kChessScale,
        [&positions](std::size_t index) { return std::optional(positions[index]); }, stop);
    EXPECT_EQ(resumed.positions, whole.positions);
    ASSERT_EQ(resumed.moves.size(), whole.moves.size());
    for (std::size_t i = 0; i < whole.moves.size(); ++i) {
        EXPECT_EQ(resumed.moves[i].mark, whole.moves[i].mark);
        EXPECT_EQ(resumed.moves[i].better, whole.moves[i].better);
        EXPECT_DOUBLE_EQ(resumed.moves[i].accuracy, whole.moves[i].accuracy);
    }
    EXPECT_DOUBLE_EQ(resumed.players[1].accuracy, whole.players[1].accuracy);
}

// A review read from a file's comments becomes analyses that rebuild it: the same positions,
// marks, better moves and accuracies.
TEST(GameReview, AnalysesOfAReviewRebuildIt) {
    const std::vector<std::string> played = {"e4", "f6", "Nc3", "g5", "Qh5#"};
    const std::vector<PositionAnalysis> positions = {
        {Evaluation::score(20), "e4", {"e4", "e5"}}, {Evaluation::score(-20), "e5", {"e5", "Nf3"}},
        {Evaluation::score(90), "d4", {"d4", "e5"}}, {Evaluation::score(-100), "e5", {"e5"}},
        {Evaluation::win(1), "Qh5#", {"Qh5#"}},      {Evaluation::loss(0), "", {}},
    };
    std::atomic<bool> stop{false};
    const GameReview original = reviewGame(
        played, 0, kChessScale,
        [&positions](std::size_t index) { return std::optional(positions[index]); }, stop);
    ASSERT_TRUE(original.complete);
    const Analyses analyses = analysesOf(original);
    ASSERT_EQ(analyses.size(), 6u);
    EXPECT_EQ(analyses[1]->evaluation, Evaluation::score(-20));  // Black's view, as searched
    EXPECT_EQ(analyses[1]->bestMove, "e5");                      // 1... f6 was not the engine's
    EXPECT_EQ(analyses[0]->bestMove, "e4");                      // 1. e4 was
    EXPECT_EQ(analyses[5]->evaluation, Evaluation::loss(0));
    EXPECT_TRUE(analyses[5]->bestMove.empty());
    Analyses kept = analyses;
    stop = true;
    const GameReview rebuilt = reviewGame(played, 0, kChessScale, {}, stop, {}, &kept);
    EXPECT_TRUE(rebuilt.complete);
    EXPECT_EQ(rebuilt.positions, original.positions);
    ASSERT_EQ(rebuilt.moves.size(), original.moves.size());
    for (std::size_t i = 0; i < original.moves.size(); ++i) {
        EXPECT_EQ(rebuilt.moves[i].mark, original.moves[i].mark) << i;
        EXPECT_EQ(rebuilt.moves[i].better, original.moves[i].better) << i;
        EXPECT_DOUBLE_EQ(rebuilt.moves[i].accuracy, original.moves[i].accuracy) << i;
    }
    // Without moves nothing tells whose position it is.
    GameReview alone;
    alone.positions = {Evaluation::score(10)};
    const Analyses none = analysesOf(alone);
    ASSERT_EQ(none.size(), 1u);
    EXPECT_FALSE(none[0].has_value());
}

}  // namespace
}  // namespace lt::review
