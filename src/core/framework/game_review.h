// Game review: an engine's evaluation of every position of a recorded two-player game, the
// evaluation each move lost from its mover's point of view, a mark per move and a summary per
// player. The games with engines (chess, draughts) analyse their positions; the marks and the
// summary are the same for both, after lichess:
//
//   winning chances  wc(e) = 2 / (1 + exp(-k * e)) - 1, in [-1, 1], with e the evaluation in
//                    hundredths of a pawn (chess) or of a man (draughts) clamped to +-1000, a
//                    mate counting as +-1000; k = 0.00368208 in chess (lichess's fit: a pawn
//                    up is 59 % of the points), 0.011 in draughts (a man up is 75 %);
//   a move's drop    wc(before) - wc(after), both from the mover's point of view;
//   best             the engine's own choice, or a move after which the mover stands at least
//                    as well as before;
//   inaccuracy       a drop of at least 0.1 (5 points of winning percentage);
//   mistake          at least 0.2 (10 points);
//   blunder          at least 0.3 (15 points);
//   good             any other move.
//   Mates: allowing a mate that was not there is a blunder, a mistake when the mover's winning
//   chances were already below -0.86 (7 pawns down in chess), an inaccuracy below -0.95
//   (10 pawns); letting a mate of one's own go is a blunder, a mistake when the mover's
//   winning chances stay above 0.86, an inaccuracy above 0.95.
//   A move's accuracy is 103.1668 * exp(-0.04354 * (win% before - win% after)) - 3.1669,
//   clamped to 0..100 (win% = 50 + 50 * wc); a player's accuracy is the mean of their moves'.
#pragma once

#include <array>
#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace lt::review {

// An evaluation from one side's point of view.
struct Evaluation {
    enum class Kind { Score, Win, Loss };
    Kind kind = Kind::Score;
    // Score: hundredths of a pawn (chess) or of a man (draughts); Win / Loss: moves until the
    // mate (0: the game is over, the side mated).
    int value = 0;

    static Evaluation score(int hundredths) { return {Kind::Score, hundredths}; }
    static Evaluation win(int moves) { return {Kind::Win, moves}; }
    static Evaluation loss(int moves) { return {Kind::Loss, moves}; }
    // The same evaluation from the other side's point of view.
    Evaluation flipped() const;
    // Hundredths, clamped to +-1000, a mate counting as +-1000.
    int clamped() const;
    double winningChances(double scale) const;  // in [-1, 1]; scale: k above
    // Whether this is at least as good as `other` (a shorter win is better, a longer loss).
    bool atLeast(const Evaluation& other) const;
    bool operator==(const Evaluation&) const = default;
};

inline constexpr double kChessScale = 0.00368208;
inline constexpr double kDraughtsScale = 0.011;

enum class Mark { Best, Good, Inaccuracy, Mistake, Blunder };
inline constexpr std::size_t kMarkCount = 5;
// "best", "good", "inaccuracy", "mistake", "blunder".
const char* markName(Mark mark);

// What the engine found in one position, from its side to move's point of view. A position
// where the game is over has no best move.
struct PositionAnalysis {
    Evaluation evaluation;
    std::string bestMove;           // in the game's notation
    std::vector<std::string> line;  // the expected line, starting with bestMove
};

struct MoveReview {
    std::size_t ply = 0;  // the move's index in the game
    int mover = 0;        // seat: 0 moves first from the start position (White)
    std::string played;
    Evaluation before;  // mover's view, with the best play
    Evaluation after;   // mover's view, after the move played
    double drop = 0;    // winning chances lost, >= 0
    double accuracy = 100;
    Mark mark = Mark::Best;
    std::string better;             // the engine's move when the one played was not it, else ""
    std::vector<std::string> line;  // the engine's line from the position before the move
};

struct PlayerSummary {
    double accuracy = 100;  // mean of the move accuracies; 100 without moves
    std::array<int, kMarkCount> counts{};
    int moves = 0;
};

struct GameReview {
    // Evaluations of positions 0..N from White's (seat 0's) point of view, up to the last one
    // analysed: fewer when cancelled. A review begun at a later move and cancelled may have
    // gaps: the positions `missing` marks (true) were not analysed and hold a score of 0.
    std::vector<Evaluation> positions;
    std::vector<bool> missing;      // by position; empty: no gap
    std::vector<MoveReview> moves;  // those whose both positions were analysed
    std::array<PlayerSummary, 2> players{};
    bool complete = false;  // false when cancelled

    // Whether position `index` was analysed.
    bool analysed(std::size_t index) const {
        return index < positions.size() && (index >= missing.size() || !missing[index]);
    }
    // How many positions were analysed.
    std::size_t analysedCount() const;
};

// The mark, the drop and the accuracy of a move that took its mover from `before` to `after`.
struct MoveJudgement {
    Mark mark = Mark::Best;
    double drop = 0;
    double accuracy = 100;
};
MoveJudgement judgeMove(const Evaluation& before, const Evaluation& after, bool engineChoice,
                        double scale);

// Analyses positions 0..played.size() (position i + 1 follows played[i]): from position
// `from` to the last, then from the first to `from` - 1, so that the moves a player chose to
// review come first (`from` past the last position: 0). `firstMover` is the seat to move in
// position 0, the movers then alternate; `scale` is k.
// `analyse` returns nullopt when `stop` ended its search; the review then stops searching and
// is incomplete (what was analysed is judged).
// `progress(done, total)` is called after each position analysed or found in `analyses`, with
// the number of positions analysed so far.
// `analyses`, when given, holds what earlier runs found, by position (nullopt: not analysed;
// shorter than the game: the rest not analysed, as after a cancelled review or moves played
// since): those are not searched again, and each new analysis is stored in it. With `stop` set
// from the start, nothing is searched: the review of the analyses kept is rebuilt.
using PositionAnalyser = std::function<std::optional<PositionAnalysis>(std::size_t index)>;
using ReviewProgress = std::function<void(std::size_t done, std::size_t total)>;
using Analyses = std::vector<std::optional<PositionAnalysis>>;
GameReview reviewGame(const std::vector<std::string>& played, int firstMover, double scale,
                      const PositionAnalyser& analyse, const std::atomic<bool>& stop,
                      const ReviewProgress& progress = {}, Analyses* analyses = nullptr,
                      std::size_t from = 0);

// What a review says of each of its positions, as reviewGame's analyses (a review read from a
// file's comments, to be kept as if analysed): the evaluation from the side to move's view,
// the better move (the move played when it was the engine's) and the line; nullopt for a
// position whose side to move no move tells, and for the gaps. reviewGame rebuilds from them
// the review's moves with the same marks, unless the file's marks were edited by hand.
Analyses analysesOf(const GameReview& review);

// Recomputes the summary of both players from the moves.
void summarise(GameReview& review);

}  // namespace lt::review
