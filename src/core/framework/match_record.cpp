#include "framework/match_record.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "framework/errors.h"
#include "framework/record_lines.h"

namespace lt {
namespace {

constexpr std::string_view kMagic = "ludoteca-match 1";
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

// Splits off the first space-separated word.
std::string_view takeWord(std::string_view& rest) {
    rest = trim(rest);
    const auto space = rest.find(' ');
    std::string_view word = rest.substr(0, space);
    rest = space == std::string_view::npos ? std::string_view{} : trim(rest.substr(space + 1));
    return word;
}

template <typename Int>
Int parseNumber(std::string_view text, int line, const char* field) {
    Int value{};
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc{} || end != text.data() + text.size())
        throw InputError("expected a number, got '" + std::string(text) + "'", line, field);
    return value;
}

std::string dashIfEmpty(const std::string& s) {
    return s.empty() ? "-" : s;
}
std::string emptyIfDash(std::string_view s) {
    return s == "-" ? "" : std::string(s);
}

// Seat names and option values are free text (typed, or read from a PGN or PDN tag). One the
// reader would get back unchanged is written as it is; any other (empty, spaces at either end,
// a control character, a leading quote) in quotes with C escapes, so each fact stays on its
// line and reads back exactly.
bool isControl(char c) {
    return static_cast<unsigned char>(c) < 0x20 || c == '\x7f';
}

std::string freeText(const std::string& text) {
    if (!text.empty() && trim(text) == text && text.front() != '"' &&
        std::none_of(text.begin(), text.end(), isControl))
        return text;
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') quoted += '\\';
        if (c == '\n')
            quoted += "\\n";
        else if (c == '\t')
            quoted += "\\t";
        else if (c == '\r')
            quoted += "\\r";
        else if (isControl(c))
            quoted += fmt::format("\\x{:02x}", static_cast<unsigned char>(c));
        else
            quoted += c;
    }
    return quoted + '"';
}

// What freeText wrote. Text that is not one whole quoted string is taken as it is (files
// written before quoting began).
std::string readFreeText(std::string_view text) {
    if (text.size() < 2 || text.front() != '"' || text.back() != '"') return std::string(text);
    std::string out;
    for (std::size_t i = 1; i + 1 < text.size(); ++i) {
        if (text[i] == '"') return std::string(text);
        if (text[i] != '\\') {
            out += text[i];
            continue;
        }
        if (i + 2 >= text.size()) return std::string(text);
        const char escaped = text[++i];
        if (escaped == 'n')
            out += '\n';
        else if (escaped == 't')
            out += '\t';
        else if (escaped == 'r')
            out += '\r';
        else if (escaped == '"' || escaped == '\\')
            out += escaped;
        else if (escaped == 'x' && i + 3 < text.size()) {
            unsigned value = 0;
            const auto [end, ec] =
                std::from_chars(text.data() + i + 1, text.data() + i + 3, value, 16);
            if (ec != std::errc{} || end != text.data() + i + 3) return std::string(text);
            out += static_cast<char>(value);
            i += 2;
        } else
            return std::string(text);
    }
    return out;
}

// An analysis line: "analysis 3 score -35 Nf3 Nf3 Nc6" (framework/match_record.h).
std::string analysisLine(std::size_t index, const review::PositionAnalysis& analysis) {
    using Kind = review::Evaluation::Kind;
    const Kind kind = analysis.evaluation.kind;
    std::string line =
        fmt::format("analysis {} {} {} {}", index,
                    kind == Kind::Win    ? "win"
                    : kind == Kind::Loss ? "loss"
                                         : "score",
                    analysis.evaluation.value, analysis.bestMove.empty() ? "-" : analysis.bestMove);
    for (const std::string& move : analysis.line) line += ' ' + move;
    return line;
}

// What analysisLine wrote; `plies` bounds the position (the review's moves), `after` is the
// position of the analysis line before (positions come in order).
std::pair<std::size_t, review::PositionAnalysis> readAnalysisLine(std::string_view rest,
                                                                  std::size_t plies,
                                                                  std::optional<std::size_t> after,
                                                                  int line) {
    const auto index = parseNumber<std::size_t>(takeWord(rest), line, "analysis");
    if (index > plies)
        throw InputError("position " + std::to_string(index) + " is beyond the review's " +
                             std::to_string(plies) + " moves",
                         line, "analysis");
    if (after && index <= *after)
        throw InputError("positions must come in order", line, "analysis");
    review::PositionAnalysis analysis;
    const std::string_view kind = takeWord(rest);
    const int value = parseNumber<int>(takeWord(rest), line, "analysis");
    if (kind == "score")
        analysis.evaluation = review::Evaluation::score(value);
    else if (kind == "win" || kind == "loss") {
        if (value < 0) throw InputError("a negative number of moves to mate", line, "analysis");
        analysis.evaluation =
            kind == "win" ? review::Evaluation::win(value) : review::Evaluation::loss(value);
    } else
        throw InputError("expected score, win or loss, got '" + std::string(kind) + "'", line,
                         "analysis");
    const std::string_view best = takeWord(rest);
    if (best.empty()) throw InputError("missing best move", line, "analysis");
    analysis.bestMove = emptyIfDash(best);
    while (!rest.empty()) analysis.line.emplace_back(takeWord(rest));
    return {index, std::move(analysis)};
}

}  // namespace

std::string writeMatchRecord(const MatchRecord& record) {
    std::ostringstream out;
    out << kMagic << '\n' << "game " << record.gameId << '\n';
    for (const auto& [key, value] : record.options.values())
        out << "option " << key << '=' << freeText(value) << '\n';
    for (const auto& seat : record.seats)
        out << "seat " << (seat.human ? "human" : "ai") << ' ' << dashIfEmpty(seat.level) << ' '
            << dashIfEmpty(seat.colour) << ' ' << freeText(seat.name) << '\n';
    if (record.undo != UndoPolicy::free) out << "undo " << undoPolicyId(record.undo) << '\n';
    if (std::any_of(record.hints.begin(), record.hints.end(), [](int n) { return n > 0; })) {
        out << "hints";
        for (const int n : record.hints) out << ' ' << n;
        out << '\n';
    }
    out << "seed " << record.seed << '\n';
    for (const auto& move : record.moves) {
        out << "move "
            << (move.actor == actor::chance ? std::string("c") : std::to_string(move.actor))
            << (move.claim ? "!" : "") << ' ' << move.notation << '\n';
        if (!move.clockMs.empty()) {
            out << "clock";
            for (const std::int64_t ms : move.clockMs) out << ' ' << ms;
            out << '\n';
        }
    }
    if (record.review && std::any_of(record.review->analyses.begin(), record.review->analyses.end(),
                                     [](const auto& analysis) { return analysis.has_value(); })) {
        out << "review " << record.review->plies << '\n';
        const review::Analyses& analyses = record.review->analyses;
        for (std::size_t index = 0; index < analyses.size(); ++index)
            if (analyses[index]) out << analysisLine(index, *analyses[index]) << '\n';
    }
    out << "cursor " << record.cursor << '\n';
    out << "end " << record.moves.size() << '\n';
    return out.str();
}

MatchRecord readMatchRecord(std::string_view text) {
    RecordLines lines;
    return readMatchRecord(text, lines);
}

MatchRecord readMatchRecord(std::string_view text, RecordLines& lines) {
    lines = {};
    // A UTF-8 byte order mark (some editors add one) is not part of the first line.
    MatchRecord record;
    bool sawGame = false, sawSeed = false, sawCursor = false, sawEnd = false;
    int reviewLine = 0;
    int lineNumber = 0;
    std::size_t pos =
        text.substr(0, kByteOrderMark.size()) == kByteOrderMark ? kByteOrderMark.size() : 0;
    while (pos < text.size()) {
        const auto newline = text.find('\n', pos);
        std::string_view line =
            trim(text.substr(pos, newline == std::string_view::npos ? text.npos : newline - pos));
        pos = newline == std::string_view::npos ? text.size() : newline + 1;
        ++lineNumber;
        if (lineNumber == 1) {
            if (line != kMagic)
                throw InputError(
                    "not a Ludoteca match file (expected '" + std::string(kMagic) + "')", 1,
                    "header");
            continue;
        }
        if (line.empty() || line.front() == '#') continue;
        if (sawEnd) throw InputError("text after the 'end' line", lineNumber, "end");
        std::string_view rest = line;
        const std::string_view keyword = takeWord(rest);
        if (keyword == "game") {
            if (rest.empty()) throw InputError("missing game id", lineNumber, "game");
            record.gameId = std::string(rest);
            lines.game = lineNumber;
            sawGame = true;
        } else if (keyword == "option") {
            const auto eq = rest.find('=');
            if (eq == std::string_view::npos || eq == 0)
                throw InputError("expected key=value", lineNumber, "option");
            const std::string key(trim(rest.substr(0, eq)));
            record.options.set(key, readFreeText(trim(rest.substr(eq + 1))));
            lines.options[key] = lineNumber;
        } else if (keyword == "seat") {
            SeatSpec seat;
            const auto kind = takeWord(rest);
            if (kind != "human" && kind != "ai")
                throw InputError("seat kind must be human or ai, got '" + std::string(kind) + "'",
                                 lineNumber, "seat");
            seat.human = kind == "human";
            seat.level = emptyIfDash(takeWord(rest));
            seat.colour = emptyIfDash(takeWord(rest));
            if (!seat.human && seat.level.empty())
                throw InputError("a computer seat needs a level", lineNumber, "seat");
            if (rest.empty()) throw InputError("missing player name", lineNumber, "seat");
            seat.name = readFreeText(rest);
            record.seats.push_back(std::move(seat));
            lines.seats.push_back(lineNumber);
        } else if (keyword == "undo") {
            const auto policy = parseUndoPolicy(rest);
            if (!policy)
                throw InputError(
                    "unknown undo policy '" + std::string(rest) + "' (free, own-last-move or off)",
                    lineNumber, "undo");
            record.undo = *policy;
        } else if (keyword == "hints") {
            record.hints.clear();
            while (!rest.empty()) {
                const int n = parseNumber<int>(takeWord(rest), lineNumber, "hints");
                if (n < 0) throw InputError("a negative number of hints", lineNumber, "hints");
                record.hints.push_back(n);
            }
            if (record.hints.size() != record.seats.size())
                throw InputError("expected one number of hints per seat", lineNumber, "hints");
        } else if (keyword == "seed") {
            record.seed = parseNumber<std::uint64_t>(rest, lineNumber, "seed");
            sawSeed = true;
        } else if (keyword == "move") {
            auto who = takeWord(rest);
            RecordedMove move;
            if (!who.empty() && who.back() == '!') {
                move.claim = true;
                who.remove_suffix(1);
            }
            move.actor = who == "c" ? actor::chance : parseNumber<int>(who, lineNumber, "move");
            if (move.actor != actor::chance &&
                (move.actor < 0 || move.actor >= static_cast<int>(record.seats.size())))
                throw InputError("no seat " + std::string(who), lineNumber, "move");
            if (rest.empty()) throw InputError("missing move text", lineNumber, "move");
            move.notation = std::string(rest);
            move.line = lineNumber;
            record.moves.push_back(std::move(move));
        } else if (keyword == "clock") {
            if (record.moves.empty() || !record.moves.back().clockMs.empty())
                throw InputError("a clock line must follow a move", lineNumber, "clock");
            std::vector<std::int64_t> times;
            while (!rest.empty()) {
                const auto ms = parseNumber<std::int64_t>(takeWord(rest), lineNumber, "clock");
                if (ms < 0) throw InputError("a negative time", lineNumber, "clock");
                times.push_back(ms);
            }
            if (times.size() != record.seats.size())
                throw InputError("expected one time per seat", lineNumber, "clock");
            record.moves.back().clockMs = std::move(times);
        } else if (keyword == "review") {
            if (record.review) throw InputError("a second review line", lineNumber, "review");
            record.review.emplace();
            record.review->plies = parseNumber<std::size_t>(rest, lineNumber, "review");
            reviewLine = lineNumber;
        } else if (keyword == "analysis") {
            if (!record.review)
                throw InputError("an analysis line must follow a review line", lineNumber,
                                 "analysis");
            review::Analyses& analyses = record.review->analyses;
            const std::optional<std::size_t> after =
                analyses.empty() ? std::nullopt : std::optional(analyses.size() - 1);
            auto [index, analysis] =
                readAnalysisLine(rest, record.review->plies, after, lineNumber);
            analyses.resize(index + 1);
            analyses[index] = std::move(analysis);
        } else if (keyword == "cursor") {
            record.cursor = parseNumber<std::size_t>(rest, lineNumber, "cursor");
            lines.cursor = lineNumber;
            sawCursor = true;
        } else if (keyword == "end") {
            if (parseNumber<std::size_t>(rest, lineNumber, "end") != record.moves.size())
                throw InputError("the file says " + std::string(rest) + " moves but holds " +
                                     std::to_string(record.moves.size()),
                                 lineNumber, "end");
            sawEnd = true;
        } else {
            throw InputError("unknown keyword '" + std::string(keyword) + "'", lineNumber);
        }
    }
    if (lineNumber == 0) throw InputError("the file is empty", 0, "header");
    if (!sawGame) throw InputError("no 'game' line", 0, "game");
    if (!sawSeed) throw InputError("no 'seed' line", 0, "seed");
    if (record.seats.empty()) throw InputError("no 'seat' line", 0, "seat");
    if (!sawEnd) throw InputError("the file is truncated (no 'end' line)", lineNumber, "end");
    if (!sawCursor) record.cursor = record.moves.size();
    if (record.review && record.review->plies > record.moves.size())
        throw InputError("the review is of " + std::to_string(record.review->plies) +
                             " moves but the file holds " + std::to_string(record.moves.size()),
                         reviewLine, "review");
    if (record.cursor > record.moves.size())
        throw InputError("cursor " + std::to_string(record.cursor) + " is beyond the last move (" +
                             std::to_string(record.moves.size()) + ")",
                         lines.cursor, "cursor");
    return record;
}

std::vector<SeatSpec> parseSeatList(std::string_view text) {
    std::vector<SeatSpec> seats;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const auto comma = text.find(',', pos);
        const auto entry =
            trim(text.substr(pos, comma == std::string_view::npos ? text.npos : comma - pos));
        pos = comma == std::string_view::npos ? text.size() + 1 : comma + 1;
        const int index = static_cast<int>(seats.size()) + 1;
        if (entry.empty())
            throw InputError("empty seat in '" + std::string(text) + "'", 0, "seats");
        SeatSpec seat;
        const auto colon = entry.find(':');
        const auto kind = entry.substr(0, colon);
        const auto arg =
            colon == std::string_view::npos ? std::string_view{} : trim(entry.substr(colon + 1));
        if (kind == "human") {
            seat.human = true;
            seat.name = arg.empty() ? "Player " + std::to_string(index) : std::string(arg);
        } else if (kind == "ai" || kind == "random") {
            seat.human = false;
            seat.level = kind == "random" ? "random" : std::string(arg);
            if (seat.level.empty())
                throw InputError("'ai' needs a level, e.g. ai:hard", 0, "seats");
            seat.name = "Computer " + std::to_string(index);
        } else {
            throw InputError(
                "seat '" + std::string(entry) + "' should be human[:name], ai:LEVEL or random", 0,
                "seats");
        }
        seats.push_back(std::move(seat));
    }
    return seats;
}

}  // namespace lt
