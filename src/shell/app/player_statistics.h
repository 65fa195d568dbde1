// Each player's record, by the name they play under and the game: games played, won, lost and
// drawn, the best score (games with a score board), streaks, and in two-player games against
// the computer the results per computer level. Kept as readable text, one fact per line:
//
//   ludoteca-statistics 1
//   game chess 5 2 2 1 - 1 2 1 Anna        <- game id, played won lost drawn, best score
//                                             (- for none), streak, longest winning and
//                                             losing streaks, then the name (to line end)
//   level chess elo1400 1 0 1 Anna         <- game id, level id, won lost drawn, name
//   hints chess 3 Anna                     <- optional: hints taken in the games counted (no
//                                             line: none, as in files written before)
//   end 2                                  <- number of lines above: truncation is detected
#pragma once

#include <QString>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace lt {
class Match;
}

namespace lt::shell {

struct LevelResults {
    int won = 0;
    int lost = 0;
    int drawn = 0;
    bool operator==(const LevelResults&) const = default;
};

struct GameStatistics {
    int played = 0;
    int won = 0;
    int lost = 0;
    int drawn = 0;
    std::optional<int> bestScore;  // the highest score of a finished game, if the game keeps score
    int streak = 0;                // now: > 0 games won in a row, < 0 lost in a row, 0 after a draw
    int longestWinStreak = 0;
    int longestLossStreak = 0;
    std::map<std::string, LevelResults> levels;  // against a computer of this level id, 1 to 1
    int hints = 0;                               // hints taken (the Hint key) in the games counted
    bool operator==(const GameStatistics&) const = default;
};

class PlayerStatistics {
  public:
    using GamesById = std::map<std::string, GameStatistics>;

    // Counts a finished match for every human seat (by its name): a seat alone in first place
    // won, a first place shared with another seat is a draw, any other place lost. A game with
    // one seat counts as played, with its score. Returns false, counting nothing, when the
    // match is not over or has no named human seat.
    bool record(const Match& match);

    // Player names in alphabetical order, and their statistics by game id.
    const std::map<QString, GamesById>& players() const { return players_; }
    // The totals of a player over every game, hints included (levels and best score left out).
    GameStatistics overall(const QString& player) const;
    bool isEmpty() const { return players_.empty(); }
    void clear() { players_.clear(); }

    std::string toText() const;
    // Throws lt::InputError naming the line and field of the first problem.
    static PlayerStatistics fromText(std::string_view text);

    bool operator==(const PlayerStatistics&) const = default;

  private:
    std::map<QString, GamesById> players_;
};

}  // namespace lt::shell
