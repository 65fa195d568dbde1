// The record of a match: enough to rebuild it exactly (game, options, seats, seed, moves).
// Saved as readable UTF-8 text, one fact per line:
//
//   ludoteca-match 1
//   game ludo
//   option three-sixes=false
//   seat human - #c0392b Anna
//   seat ai hard - Computer 1
//   undo own-last-move     <- optional: the undo policy (framework/undo_policy.h); no line:
//                             free, as in files written before the policy
//   hints 2 0              <- optional: the hints each seat took (Hint key); no line: none
//   seed 42
//   move c roll 6          <- actor: a seat number, or c for chance; 2! = claim by seat 2
//   move 0 out
//   clock 183400 201000    <- optional: each seat's time left (ms) after the move above
//   review 2               <- optional: a game review (Review game, framework/game_review.h)
//                             of the first 2 moves; no line: no review, as in older files
//   analysis 0 score 20 e4 e4 e5  <- what the engine found in the position after 0 of the
//                             review's board moves (claims are no such moves): its evaluation
//                             for the side to move (score N, win N or loss N), its best move
//                             (- if none) and its line, one word a move; positions in order,
//                             one not analysed has no line
//   cursor 2               <- moves after the cursor are the redo list
//   end 2                  <- number of moves: a truncated file is detected
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/game_review.h"
#include "framework/options.h"
#include "framework/types.h"
#include "framework/undo_policy.h"

namespace lt {

struct SeatSpec {
    bool human = true;
    std::string name;
    std::string level;   // computer level id; empty for humans
    std::string colour;  // "#rrggbb" or empty for the game's default
    bool operator==(const SeatSpec&) const = default;
};

struct RecordedMove {
    PlayerId actor = 0;  // seat, or actor::chance
    bool claim = false;  // an out-of-turn claim (written "move 2! card")
    std::string notation;
    int line = 0;  // where it was read from, for error messages; 0 if not read from text
    // Games played with clocks: each seat's time left (ms) once the move was made, so a
    // resumed match goes on with the same times. Empty otherwise (and in older files).
    std::vector<std::int64_t> clockMs;
};

// A game review kept with the match (the autosave), so that it comes back without searching
// again: what the engine found in each position (review::reviewGame rebuilds the review from
// it), a cancelled review's positions too.
struct RecordedReview {
    std::size_t plies = 0;      // the review is of moves[0..plies)
    review::Analyses analyses;  // by position of the review's board moves; nullopt: not analysed
};

struct MatchRecord {
    std::string gameId;
    Options options;
    std::vector<SeatSpec> seats;
    UndoPolicy undo = UndoPolicy::free;
    // The hints each seat took, by seat; empty when none was taken (and in older files).
    std::vector<int> hints;
    std::uint64_t seed = 0;
    std::vector<RecordedMove> moves;
    std::size_t cursor = 0;  // moves[0..cursor) are played; the rest can be redone
    // A review of the match's moves; none in a record written without one (and in older files).
    std::optional<RecordedReview> review;
};

std::string writeMatchRecord(const MatchRecord& record);
// Throws InputError naming the line and field of the first problem.
MatchRecord readMatchRecord(std::string_view text);

// "human:Anna,ai:hard,random" -> seats. Throws InputError on a malformed entry.
std::vector<SeatSpec> parseSeatList(std::string_view text);

}  // namespace lt
