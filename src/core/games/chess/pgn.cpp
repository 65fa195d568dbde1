#include "games/chess/pgn.h"

#include <cctype>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/chess/notation.h"

namespace lt::chess {

namespace {

bool isResult(std::string_view token) {
    return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*";
}

class PgnReader {
  public:
    explicit PgnReader(std::string_view text) : text_(text) {}

    std::vector<PgnGame> read() {
        // Windows tools start files with a UTF-8 byte order mark; it is not movetext.
        if (text_.substr(0, 3) == "\xEF\xBB\xBF") text_.remove_prefix(3);
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '\n') {
                ++line_;
                ++pos_;
            } else if (std::isspace(static_cast<unsigned char>(c))) {
                ++pos_;
            } else if (c == '%' && (pos_ == 0 || text_[pos_ - 1] == '\n')) {
                skipLine();
            } else if (c == '[') {
                readTag();
            } else if (c == '{') {
                readComment();
            } else if (c == ';') {
                skipLine();
            } else if (c == '(') {
                if (depth_ == 0) variationLine_ = line_;
                ++depth_;
                ++pos_;
            } else if (c == ')') {
                if (depth_ == 0) throw InputError("')' without a matching '('", line_, "PGN");
                --depth_;
                ++pos_;
            } else if (c == '$') {
                ++pos_;
                int nag = 0;
                std::size_t digits = 0;
                while (pos_ < text_.size() &&
                       std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
                    if (digits++ < 4) nag = nag * 10 + (text_[pos_] - '0');
                    ++pos_;
                }
                if (depth_ == 0 && open_ && hasMoves_ && digits > 0 && digits <= 3)
                    games_.back().moves.back().annotation.nags.push_back(nag);
            } else {
                readToken();
            }
        }
        if (depth_ > 0)
            throw InputError("variation opened here is never closed", variationLine_, "PGN");
        finishGame();
        return std::move(games_);
    }

  private:
    PgnGame& current() {
        if (!open_) {
            games_.push_back({});
            games_.back().line = line_;
            open_ = true;
            hasMoves_ = false;
        }
        return games_.back();
    }
    void finishGame() { open_ = false; }

    void skipLine() {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    }

    // A comment of the main line is kept with the move before it (or the game, before the
    // first move), its blanks and line breaks each read as one space.
    void readComment() {
        const int start = line_;
        ++pos_;
        std::string text;
        while (pos_ < text_.size() && text_[pos_] != '}') {
            const char c = text_[pos_];
            if (c == '\n') ++line_;
            if (!std::isspace(static_cast<unsigned char>(c))) {
                text += c;
            } else if (!text.empty() && text.back() != ' ') {
                text += ' ';
            }
            ++pos_;
        }
        if (pos_ >= text_.size()) throw InputError("comment '{' is never closed", start, "PGN");
        ++pos_;
        while (!text.empty() && text.back() == ' ') text.pop_back();
        if (depth_ > 0 || !open_ || text.empty()) return;
        std::string& kept = hasMoves_ ? games_.back().moves.back().annotation.comment
                                      : games_.back().openingComment;
        if (!kept.empty()) kept += ' ';
        kept += text;
    }

    void readTag() {
        if (depth_ > 0) throw InputError("a tag inside a variation", line_, "PGN");
        if (open_ && hasMoves_) finishGame();  // a new game without a result marker
        PgnGame& game = current();
        const int start = line_;
        ++pos_;
        auto skipBlanks = [this] {
            while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t')) ++pos_;
        };
        skipBlanks();
        std::string name;
        while (pos_ < text_.size() &&
               (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_'))
            name += text_[pos_++];
        if (name.empty()) throw InputError("tag without a name", start, "PGN tag");
        skipBlanks();
        if (pos_ >= text_.size() || text_[pos_] != '"')
            throw InputError("the value of [" + name + "] must be in double quotes", start,
                             "PGN tag");
        ++pos_;
        std::string value;
        while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\n') {
            if (text_[pos_] == '\\' && pos_ + 1 < text_.size() &&
                (text_[pos_ + 1] == '"' || text_[pos_ + 1] == '\\'))
                ++pos_;
            value += text_[pos_++];
        }
        if (pos_ >= text_.size() || text_[pos_] != '"')
            throw InputError("the value of [" + name + "] is not closed", start, "PGN tag");
        ++pos_;
        skipBlanks();
        if (pos_ >= text_.size() || text_[pos_] != ']')
            throw InputError("tag [" + name + "] is not closed with ']'", start, "PGN tag");
        ++pos_;
        game.tags.emplace_back(std::move(name), std::move(value));
    }

    void readToken() {
        const std::size_t start = pos_;
        while (pos_ < text_.size() && !std::isspace(static_cast<unsigned char>(text_[pos_])) &&
               std::string_view("{}()[];$").find(text_[pos_]) == std::string_view::npos)
            ++pos_;
        std::string_view token = text_.substr(start, pos_ - start);
        if (pos_ == start) {  // a stray '}' or ']'
            throw InputError(std::string("unexpected '") + text_[pos_] + "'", line_, "PGN");
        }
        if (depth_ > 0) return;  // variations are skipped
        if (isResult(token)) {
            current().result = std::string(token);
            finishGame();
            return;
        }
        // Move numbers: "12." "12..." possibly glued to the move ("12.e4").
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
            ++digits;
        std::size_t dots = digits;
        while (dots < token.size() && token[dots] == '.') ++dots;
        if (dots > digits || digits == 0) token.remove_prefix(dots);
        if (token.empty()) return;
        // Stand-alone annotation glyphs ("!?" written apart from the move).
        if (token.find_first_not_of("!?") == std::string_view::npos) return;
        current().moves.push_back({std::string(token), line_, {}});
        hasMoves_ = true;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int depth_ = 0;
    int variationLine_ = 0;
    bool open_ = false;
    bool hasMoves_ = false;
    std::vector<PgnGame> games_;
};

}  // namespace

std::string PgnGame::tag(std::string_view name) const {
    for (const auto& [key, value] : tags)
        if (key == name) return value;
    return {};
}

std::vector<PgnGame> readPgn(std::string_view text) {
    return PgnReader(text).read();
}

bool isChess960Variant(std::string_view variant) {
    std::string letters;
    for (char c : variant)
        if (std::isalnum(static_cast<unsigned char>(c)))
            letters += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return letters == "chess960" || letters == "fischerandom" || letters == "fischerrandom" ||
           letters == "960";
}

ReplayedGame replayPgnGame(const PgnGame& game, int gameNumber) {
    const std::string prefix = "game " + std::to_string(gameNumber);
    Position position;
    const std::string fen = game.tag("FEN");
    if (!fen.empty()) {
        try {
            position = Position::fromFen(fen, isChess960Variant(game.tag("Variant")));
        } catch (const InputError& e) {
            throw InputError(prefix + ", FEN tag: " + e.what(), game.line);
        }
    }
    ReplayedGame replayed{position, {}, position};
    for (const PgnMoveText& text : game.moves) {
        const Position& now = replayed.final;
        const std::string number =
            std::to_string(now.fullmoveNumber()) + (now.sideToMove() == White ? ". " : "... ");
        // Games may go on after an unclaimed repetition or a dead position, not after mate.
        const GameStatus status = now.status();
        if (status == GameStatus::Checkmate || status == GameStatus::Stalemate) {
            throw InputError(prefix + ", move " + number + text.san + ": the game is over by " +
                                 (status == GameStatus::Checkmate ? "checkmate" : "stalemate"),
                             text.line);
        }
        // ChessBase and other tools write a "null move" (a pass, used in analysis) as Z0, --,
        // 0000 or @@@@: no legal chess move, so the game is rejected with that reason.
        if (text.san == "Z0" || text.san == "--" || text.san == "0000" || text.san == "@@@@")
            throw InputError(prefix + ", move " + number + text.san +
                                 ": a null move (a pass, used in analysis) is not a legal move",
                             text.line);
        try {
            const Move move = parseSan(now, text.san);
            replayed.moves.push_back(move);
            replayed.final.makeMove(move);
        } catch (const InputError& e) {
            throw InputError(prefix + ", move " + number + text.san + ": " + e.reason(), text.line);
        }
    }
    return replayed;
}

std::string writePgn(const PgnTags& tags, const Position& start, const std::vector<Move>& moves,
                     std::string_view result, const std::vector<PgnAnnotation>& annotations,
                     std::string_view openingComment) {
    static constexpr std::string_view kRoster[] = {"Event", "Site",  "Date",  "Round",
                                                   "White", "Black", "Result"};
    auto valueOf = [&tags](std::string_view name) -> std::string {
        for (const auto& [key, value] : tags)
            if (key == name) return value;
        return {};
    };
    auto quoted = [](const std::string& value) {
        std::string out = "\"";
        for (char c : value) {
            if (c == '"' || c == '\\') out += '\\';
            out += c;
        }
        return out + '"';
    };
    std::string out;
    for (std::string_view name : kRoster) {
        std::string value = name == "Result" ? std::string(result) : valueOf(name);
        if (value.empty()) value = name == "Date" ? "????.??.??" : "?";
        out += fmt::format("[{} {}]\n", name, quoted(value));
    }
    const bool chess960 = start.isChess960();
    const bool custom = chess960 || start.fen() != kStartFen;
    for (const auto& [key, value] : tags) {
        bool roster = key == "SetUp" || key == "FEN" || (chess960 && key == "Variant");
        for (std::string_view name : kRoster) roster |= key == name;
        if (!roster) out += fmt::format("[{} {}]\n", key, quoted(value));
    }
    if (chess960) out += "[Variant \"Chess960\"]\n";
    if (custom) out += "[SetUp \"1\"]\n[FEN " + quoted(start.fen()) + "]\n";
    out += '\n';

    std::string line;
    auto emit = [&out, &line](const std::string& word) {
        if (!line.empty() && line.size() + 1 + word.size() > 79) {
            out += line + '\n';
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += word;
    };
    // A comment goes word by word, so lines still wrap; after it Black's move is numbered again.
    auto emitComment = [&emit](std::string_view comment) {
        std::vector<std::string> words;
        std::string word;
        for (char c : comment) {
            if (c == '}') continue;
            if (std::isspace(static_cast<unsigned char>(c))) {
                if (!word.empty()) words.push_back(std::move(word));
                word.clear();
            } else {
                word += c;
            }
        }
        if (!word.empty()) words.push_back(std::move(word));
        if (words.empty()) return false;
        words.front() = '{' + words.front();
        words.back() += '}';
        for (const std::string& w : words) emit(w);
        return true;
    };
    bool numberBlack = emitComment(openingComment);
    Position pos = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::string word;
        if (pos.sideToMove() == White) {
            word = std::to_string(pos.fullmoveNumber()) + ". ";
        } else if (i == 0 || numberBlack) {
            word = std::to_string(pos.fullmoveNumber()) + "... ";
        }
        emit(word + toSan(pos, moves[i]));
        pos.makeMove(moves[i]);
        numberBlack = false;
        if (i < annotations.size()) {
            for (int nag : annotations[i].nags) emit('$' + std::to_string(nag));
            numberBlack = emitComment(annotations[i].comment);
        }
    }
    emit(std::string(result));
    return out + line + '\n';
}

}  // namespace lt::chess
