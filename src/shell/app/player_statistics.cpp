#include "app/player_statistics.h"

#include <fmt/format.h>
#include <algorithm>
#include <charconv>
#include <vector>

#include "framework/errors.h"
#include "framework/match.h"

namespace lt::shell {

namespace {

enum class Outcome { Won, Lost, Drawn };

Outcome outcomeOf(const std::vector<int>& ranking, std::size_t seat) {
    const int place = ranking[seat];
    const auto firsts = std::count(ranking.begin(), ranking.end(), 1);
    if (place != 1) return Outcome::Lost;
    return firsts == 1 ? Outcome::Won : Outcome::Drawn;
}

void count(GameStatistics& stats, Outcome outcome) {
    switch (outcome) {
        case Outcome::Won:
            ++stats.won;
            stats.streak = std::max(stats.streak, 0) + 1;
            stats.longestWinStreak = std::max(stats.longestWinStreak, stats.streak);
            break;
        case Outcome::Lost:
            ++stats.lost;
            stats.streak = std::min(stats.streak, 0) - 1;
            stats.longestLossStreak = std::max(stats.longestLossStreak, -stats.streak);
            break;
        case Outcome::Drawn:
            ++stats.drawn;
            stats.streak = 0;
            break;
    }
}

void count(LevelResults& results, Outcome outcome) {
    if (outcome == Outcome::Won) ++results.won;
    if (outcome == Outcome::Lost) ++results.lost;
    if (outcome == Outcome::Drawn) ++results.drawn;
}

// A name on one line, as match records write it: control characters become spaces.
QString cleanName(const std::string& name) {
    QString clean = QString::fromStdString(name);
    for (QChar& c : clean)
        if (c.category() == QChar::Other_Control) c = QLatin1Char(' ');
    return clean.trimmed();
}

// The fields of a line split at single spaces; the last field takes the rest of the line.
std::vector<std::string_view> splitFields(std::string_view line, std::size_t fields) {
    std::vector<std::string_view> parts;
    while (parts.size() + 1 < fields) {
        const auto space = line.find(' ');
        if (space == std::string_view::npos) break;
        parts.push_back(line.substr(0, space));
        line.remove_prefix(space + 1);
    }
    parts.push_back(line);
    return parts;
}

int readCount(std::string_view text, int line, const char* field, bool allowNegative = false) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || (!allowNegative && value < 0))
        throw InputError(
            fmt::format("'{}' is not a {}number", text, allowNegative ? "" : "non-negative "), line,
            field);
    return value;
}

}  // namespace

bool PlayerStatistics::record(const Match& match) {
    const State& state = match.state();
    if (!state.isTerminal()) return false;
    const std::vector<SeatSpec>& seats = match.seats();
    const std::vector<int> ranking = state.ranking();
    const std::vector<int> scores = state.scores();
    const std::string& gameId = match.game().info().id;
    bool counted = false;
    for (std::size_t seat = 0; seat < seats.size() && seat < ranking.size(); ++seat) {
        const QString name = cleanName(seats[seat].name);
        if (!seats[seat].human || name.isEmpty()) continue;
        GameStatistics& stats = players_[name][gameId];
        ++stats.played;
        stats.hints += match.hintsTaken(static_cast<PlayerId>(seat));
        if (seat < scores.size())
            stats.bestScore = std::max(stats.bestScore.value_or(scores[seat]), scores[seat]);
        if (seats.size() > 1) {
            const Outcome outcome = outcomeOf(ranking, seat);
            count(stats, outcome);
            const SeatSpec& other = seats[1 - seat];
            if (seats.size() == 2 && !other.human && !other.level.empty())
                count(stats.levels[other.level], outcome);
        }
        counted = true;
    }
    return counted;
}

GameStatistics PlayerStatistics::overall(const QString& player) const {
    GameStatistics total;
    const auto found = players_.find(player);
    if (found == players_.end()) return total;
    for (const auto& [id, stats] : found->second) {
        total.played += stats.played;
        total.won += stats.won;
        total.lost += stats.lost;
        total.drawn += stats.drawn;
        total.hints += stats.hints;
    }
    return total;
}

std::string PlayerStatistics::toText() const {
    std::string text = "ludoteca-statistics 1\n";
    int lines = 0;
    for (const auto& [name, games] : players_) {
        const std::string player = name.toStdString();
        for (const auto& [id, s] : games) {
            const std::string best = s.bestScore ? std::to_string(*s.bestScore) : "-";
            text += fmt::format("game {} {} {} {} {} {} {} {} {} {}\n", id, s.played, s.won, s.lost,
                                s.drawn, best, s.streak, s.longestWinStreak, s.longestLossStreak,
                                player);
            ++lines;
            for (const auto& [level, r] : s.levels) {
                text += fmt::format("level {} {} {} {} {} {}\n", id, level, r.won, r.lost, r.drawn,
                                    player);
                ++lines;
            }
            if (s.hints > 0) {
                text += fmt::format("hints {} {} {}\n", id, s.hints, player);
                ++lines;
            }
        }
    }
    text += fmt::format("end {}\n", lines);
    return text;
}

PlayerStatistics PlayerStatistics::fromText(std::string_view text) {
    PlayerStatistics result;
    int lineNumber = 0;
    int facts = 0;
    bool ended = false;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (ended) {
            if (line.empty()) continue;
            throw InputError("text after the end line", lineNumber, "end");
        }
        if (lineNumber == 1) {
            if (line != "ludoteca-statistics 1")
                throw InputError("not a Ludoteca statistics file (version 1)", 1, "header");
            continue;
        }
        const std::string_view keyword = line.substr(0, line.find(' '));
        if (keyword == "game") {
            const auto f = splitFields(line, 11);
            if (f.size() != 11 || f[10].empty())
                throw InputError(
                    "expected: game ID PLAYED WON LOST DRAWN BEST STREAK "
                    "LONGEST-WON LONGEST-LOST NAME",
                    lineNumber, "game");
            GamesById& games =
                result.players_[QString::fromUtf8(f[10].data(), qsizetype(f[10].size()))];
            if (games.count(std::string(f[1])))
                throw InputError("a second line for this player and game", lineNumber, "game");
            GameStatistics& s = games[std::string(f[1])];
            s.played = readCount(f[2], lineNumber, "played");
            s.won = readCount(f[3], lineNumber, "won");
            s.lost = readCount(f[4], lineNumber, "lost");
            s.drawn = readCount(f[5], lineNumber, "drawn");
            if (f[6] != "-") s.bestScore = readCount(f[6], lineNumber, "best", true);
            s.streak = readCount(f[7], lineNumber, "streak", true);
            s.longestWinStreak = readCount(f[8], lineNumber, "longest-won");
            s.longestLossStreak = readCount(f[9], lineNumber, "longest-lost");
            if (s.won + s.lost + s.drawn > s.played)
                throw InputError("more games won, lost and drawn than played", lineNumber,
                                 "played");
        } else if (keyword == "level") {
            const auto f = splitFields(line, 7);
            if (f.size() != 7 || f[6].empty())
                throw InputError("expected: level GAME LEVEL WON LOST DRAWN NAME", lineNumber,
                                 "level");
            const QString name = QString::fromUtf8(f[6].data(), qsizetype(f[6].size()));
            const auto player = result.players_.find(name);
            if (player == result.players_.end() || !player->second.count(std::string(f[1])))
                throw InputError("no game line for this player and game before it", lineNumber,
                                 "level");
            LevelResults& r = player->second[std::string(f[1])].levels[std::string(f[2])];
            r.won = readCount(f[3], lineNumber, "won");
            r.lost = readCount(f[4], lineNumber, "lost");
            r.drawn = readCount(f[5], lineNumber, "drawn");
        } else if (keyword == "hints") {
            const auto f = splitFields(line, 4);
            if (f.size() != 4 || f[3].empty())
                throw InputError("expected: hints GAME COUNT NAME", lineNumber, "hints");
            const QString name = QString::fromUtf8(f[3].data(), qsizetype(f[3].size()));
            const auto player = result.players_.find(name);
            if (player == result.players_.end() || !player->second.count(std::string(f[1])))
                throw InputError("no game line for this player and game before it", lineNumber,
                                 "hints");
            player->second[std::string(f[1])].hints = readCount(f[2], lineNumber, "hints");
        } else if (keyword == "end") {
            const int declared = readCount(line.substr(std::min(line.size(), keyword.size() + 1)),
                                           lineNumber, "end");
            if (declared != facts)
                throw InputError(fmt::format("{} lines announced, {} read", declared, facts),
                                 lineNumber, "end");
            ended = true;
            continue;
        } else {
            throw InputError(fmt::format("unknown line '{}'", keyword), lineNumber, "line");
        }
        ++facts;
    }
    if (lineNumber == 0) throw InputError("the file is empty", 1, "header");
    if (!ended) throw InputError("the file is truncated", lineNumber + 1, "end");
    return result;
}

}  // namespace lt::shell
