// The undo policy of a match (issue 23): chance comes from the seed and the ply, so an undo
// past a roll or a draw would show what comes next. "Free", "own last move only" and "off".
#include "framework/undo_policy.h"

#include <gtest/gtest.h>

#include "fixture_games.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "framework/registry.h"

namespace lt {
namespace {

using test::PigState;

std::vector<SeatSpec> humanAndComputer() {
    return parseSeatList("human:Anna,ai:easy");
}

// Pig, Anna (seat 0) against a computer: the seed's first roll after "roll" at ply 0.
// Anna rolls (her move), her die comes out (chance), then she decides again.
Match pigAfterAnnasRoll(UndoPolicy policy, std::uint64_t seed) {
    static const test::PigGame game;
    Match match(game, {}, humanAndComputer(), seed, policy);
    match.play(0, PigState::kRoll);
    match.playChance();
    return match;
}

// A seed whose first roll is not a 1: Anna is to decide again after it.
std::uint64_t seedWithoutABust() {
    for (std::uint64_t seed = 1;; ++seed) {
        Match match = pigAfterAnnasRoll(UndoPolicy::free, seed);
        if (match.state().currentActor() == 0) return seed;
    }
}

TEST(UndoPolicy, IdsReadBack) {
    for (const UndoPolicy policy : {UndoPolicy::free, UndoPolicy::ownLastMove, UndoPolicy::off})
        EXPECT_EQ(parseUndoPolicy(undoPolicyId(policy)), policy);
    EXPECT_EQ(undoPolicyId(UndoPolicy::ownLastMove), "own-last-move");
    EXPECT_EQ(parseUndoPolicy("sometimes"), std::nullopt);
}

// One rule for every game: chance or hidden information against a computer limits undo to
// the human's own last move; perfect information, or people only, keeps it free.
TEST(UndoPolicy, DefaultFollowsChanceAndWhoPlays) {
    const test::PigGame pig;
    const test::TicTacToeGame ticTacToe;
    GameInfo secret;  // hidden information without chance (a setup chosen in secret)
    secret.hiddenInformation = true;
    EXPECT_EQ(defaultUndoPolicy(pig.info(), humanAndComputer()), UndoPolicy::ownLastMove);
    EXPECT_EQ(defaultUndoPolicy(secret, humanAndComputer()), UndoPolicy::ownLastMove);
    EXPECT_EQ(defaultUndoPolicy(pig.info(), parseSeatList("human,human")), UndoPolicy::free);
    EXPECT_EQ(defaultUndoPolicy(pig.info(), parseSeatList("ai:easy,random")), UndoPolicy::free);
    EXPECT_EQ(defaultUndoPolicy(ticTacToe.info(), humanAndComputer()), UndoPolicy::free);
}

// Free: today's behaviour. Undo goes back to Anna's roll, and then before her decision to
// roll: she could now hold, knowing the die to come.
TEST(UndoPolicy, FreeTakesBackPastARoll) {
    Match match = pigAfterAnnasRoll(UndoPolicy::free, seedWithoutABust());
    const UndoStep back = undoStep(match);
    ASSERT_TRUE(back.target);
    EXPECT_EQ(*back.target, 1u);  // Anna's roll to press again: the same die
    EXPECT_EQ(back.block, UndoBlock::none);
}

// The dice game against a computer: once Anna's die is out, Undo cannot take her back before
// it, so no other choice can be made knowing it.
TEST(UndoPolicy, OwnLastMoveCannotGoBackPastARoll) {
    Match match = pigAfterAnnasRoll(UndoPolicy::ownLastMove, seedWithoutABust());
    const UndoStep back = undoStep(match);
    EXPECT_EQ(back.target, std::nullopt);
    EXPECT_EQ(back.block, UndoBlock::chanceSince);
}

// Before the die is out, Anna takes back her own move ("roll"); once only: the move before
// hers is not hers to take back again, and Redo brings hers back.
TEST(UndoPolicy, OwnLastMoveTakesBackTheHumansMoveOnce) {
    const test::TicTacToeGame game;
    Match match(game, {}, humanAndComputer(), 1, UndoPolicy::ownLastMove);
    match.play(0, 4);  // Anna
    match.play(1, 0);  // the computer
    match.play(0, 8);  // Anna
    match.play(1, 2);  // the computer: Anna to move at ply 4
    const UndoStep back = undoStep(match);
    ASSERT_TRUE(back.target);
    EXPECT_EQ(*back.target, 2u);  // her move and the computer's answer
    while (match.ply() > *back.target) match.undo();
    const UndoStep again = undoStep(match);
    EXPECT_EQ(again.target, std::nullopt);
    EXPECT_EQ(again.block, UndoBlock::alreadyTakenBack);
    const UndoStep forward = redoStep(match);
    ASSERT_TRUE(forward.target);
    EXPECT_EQ(*forward.target, 4u);
}

// The computer moved first and Anna has not moved yet: nothing of hers to take back.
TEST(UndoPolicy, OwnLastMoveNeverTakesBackOnlyAComputersMove) {
    const test::TicTacToeGame game;
    Match match(game, {}, parseSeatList("ai:easy,human:Anna"), 1, UndoPolicy::ownLastMove);
    match.play(0, 4);
    EXPECT_EQ(undoStep(match).target, std::nullopt);
    EXPECT_EQ(undoStep(match).block, UndoBlock::notOwnMove);
    Match free(game, {}, parseSeatList("ai:easy,human:Anna"), 1, UndoPolicy::free);
    free.play(0, 4);
    EXPECT_EQ(undoStep(free).target, std::optional<std::size_t>(0));
}

TEST(UndoPolicy, OffTakesNothingBack) {
    Match match = pigAfterAnnasRoll(UndoPolicy::off, seedWithoutABust());
    EXPECT_EQ(undoStep(match).target, std::nullopt);
    EXPECT_EQ(undoStep(match).block, UndoBlock::off);
    match.undo();  // the record's own step, as the conformance checks use it
    EXPECT_EQ(redoStep(match).target, std::nullopt);
    EXPECT_EQ(redoStep(match).block, UndoBlock::off);
}

// A record whose redo list holds a die (saved with undo free, then edited to own-last-move):
// Redo would bring the die out, so it is refused.
TEST(UndoPolicy, RedoNeverBringsOutAHiddenRoll) {
    GameRegistry games;
    games.add(std::make_unique<test::PigGame>());
    Match played = pigAfterAnnasRoll(UndoPolicy::free, seedWithoutABust());
    played.undo();  // before the die: Anna's roll to press
    MatchRecord record = played.record();
    record.undo = UndoPolicy::ownLastMove;
    const Match loaded = Match::fromRecord(games, record);
    EXPECT_EQ(redoStep(loaded).target, std::nullopt);
    EXPECT_EQ(redoStep(loaded).block, UndoBlock::chanceAhead);
    EXPECT_EQ(redoStep(played).target, std::optional<std::size_t>(2));  // free: the same die
}

TEST(UndoPolicy, RecordKeepsThePolicy) {
    GameRegistry games;
    games.add(std::make_unique<test::PigGame>());
    for (const UndoPolicy policy : {UndoPolicy::free, UndoPolicy::ownLastMove, UndoPolicy::off}) {
        const Match match = pigAfterAnnasRoll(policy, 3);
        const std::string text = writeMatchRecord(match.record());
        const MatchRecord read = readMatchRecord(text);
        EXPECT_EQ(read.undo, policy);
        EXPECT_EQ(Match::fromRecord(games, read).undoPolicy(), policy);
        EXPECT_EQ(writeMatchRecord(read), text);
    }
    const std::string own =
        writeMatchRecord(pigAfterAnnasRoll(UndoPolicy::ownLastMove, 3).record());
    EXPECT_NE(own.find("\nundo own-last-move\n"), std::string::npos);
    // Files written before the policy: no undo line, read as free (what undo did then).
    const std::string free = writeMatchRecord(pigAfterAnnasRoll(UndoPolicy::free, 3).record());
    EXPECT_EQ(free.find("undo"), std::string::npos);
}

TEST(UndoPolicy, AnUnknownPolicyNamesItsLine) {
    try {
        readMatchRecord(
            "ludoteca-match 1\ngame pig\nseat human - - A\nundo sometimes\nseed 1\nend 0\n");
        FAIL() << "an unknown undo policy was accepted";
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(), 4);
        EXPECT_EQ(e.field(), "undo");
    }
}

}  // namespace
}  // namespace lt
