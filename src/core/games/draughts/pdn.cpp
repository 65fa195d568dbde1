#include "games/draughts/pdn.h"

#include <cctype>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/draughts/notation.h"

namespace lt::draughts {
namespace {

bool isResult(std::string_view token) {
    return token == "2-0" || token == "0-2" || token == "1-1" || token == "0-0" || token == "*" ||
           token == "1-0" || token == "0-1" || token == "1/2-1/2";
}

bool isMoveText(std::string_view token) {
    if (token.empty() || !std::isdigit(static_cast<unsigned char>(token.front()))) return false;
    for (char c : token)
        if (!std::isdigit(static_cast<unsigned char>(c)) && c != '-' && c != 'x' && c != 'X' &&
            c != ':' && c != '!' && c != '?')
            return false;
    return true;
}

// Reads a PDN text element by element, keeping track of the line.
class PdnReader {
  public:
    explicit PdnReader(std::string_view text) : text_(text) {}

    std::vector<PdnGame> readAll() {
        while (skipSpace()) {
            const char c = text_[pos_];
            if (c == '[') {
                if (!current_.moves.empty()) finishGame();
                readTag();
            } else if (c == '{') {
                readComment();
            } else if (c == '(') {
                skipVariation();
            } else if (c == ';') {
                skipLine();
            } else if (c == '%' && atLineStart()) {
                skipLine();
            } else if (c == '$') {
                ++pos_;
                while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
                    ++pos_;
            } else if (c == ')' || c == '}' || c == ']') {
                throw InputError(fmt::format("unexpected '{}'", c), line_, "PDN");
            } else {
                readToken();
            }
        }
        if (!current_.moves.empty() || !current_.tags.empty()) finishGame();
        return std::move(games_);
    }

  private:
    bool skipSpace() {
        while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) {
            if (text_[pos_] == '\n') ++line_;
            ++pos_;
        }
        return pos_ < text_.size();
    }

    bool atLineStart() const { return pos_ == 0 || text_[pos_ - 1] == '\n'; }

    void skipLine() {
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
    }

    void startGameHere() {
        if (current_.line == 0) current_.line = line_;
    }

    void finishGame() {
        games_.push_back(std::move(current_));
        current_ = PdnGame{};
    }

    void readTag() {
        startGameHere();
        const int startLine = line_;
        ++pos_;  // '['
        skipSpace();
        std::string key;
        while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) ||
                                       text_[pos_] == '_' || text_[pos_] == '-'))
            key += text_[pos_++];
        if (key.empty()) throw InputError("a tag has no name", startLine, "PDN tag");
        skipSpace();
        if (pos_ >= text_.size() || text_[pos_] != '"')
            throw InputError(fmt::format("tag {} has no quoted value", key), startLine, "PDN tag");
        ++pos_;
        std::string value;
        while (true) {
            if (pos_ >= text_.size() || text_[pos_] == '\n')
                throw InputError(fmt::format("tag {} has an unterminated value", key), startLine,
                                 "PDN tag");
            char c = text_[pos_++];
            if (c == '"') break;
            if (c == '\\' && pos_ < text_.size() && (text_[pos_] == '"' || text_[pos_] == '\\'))
                c = text_[pos_++];
            value += c;
        }
        skipSpace();
        if (pos_ >= text_.size() || text_[pos_] != ']')
            throw InputError(fmt::format("tag {} is not closed with ']'", key), startLine,
                             "PDN tag");
        ++pos_;
        current_.tags.emplace_back(std::move(key), std::move(value));
    }

    void skipComment() {
        const int startLine = line_;
        while (pos_ < text_.size() && text_[pos_] != '}') {
            if (text_[pos_] == '\n') ++line_;
            ++pos_;
        }
        if (pos_ >= text_.size())
            throw InputError("a comment '{' is never closed", startLine, "PDN comment");
        ++pos_;
    }

    void readComment() {
        const std::size_t start = pos_ + 1;
        skipComment();
        std::string text;
        for (char c : text_.substr(start, pos_ - 1 - start)) {
            if (!std::isspace(static_cast<unsigned char>(c))) {
                text += c;
            } else if (!text.empty() && text.back() != ' ') {
                text += ' ';
            }
        }
        while (!text.empty() && text.back() == ' ') text.pop_back();
        if (text.empty() || current_.line == 0) return;  // not inside a game
        std::string* kept = &current_.openingComment;
        if (!current_.moves.empty()) {
            current_.comments.resize(current_.moves.size());
            kept = &current_.comments.back();
        }
        if (!kept->empty()) *kept += ' ';
        *kept += text;
    }

    void skipVariation() {
        const int startLine = line_;
        int depth = 0;
        while (pos_ < text_.size()) {
            const char c = text_[pos_];
            if (c == '{') {
                skipComment();
                continue;
            }
            if (c == '\n') ++line_;
            ++pos_;
            if (c == '(') ++depth;
            if (c == ')' && --depth == 0) return;
        }
        throw InputError("a variation '(' is never closed", startLine, "PDN variation");
    }

    void readToken() {
        startGameHere();
        const std::size_t start = pos_;
        while (pos_ < text_.size() && !std::isspace(static_cast<unsigned char>(text_[pos_])) &&
               std::string_view("{}()[];").find(text_[pos_]) == std::string_view::npos)
            ++pos_;
        std::string_view token = text_.substr(start, pos_ - start);
        if (isResult(token)) {
            current_.result = std::string(token);
            finishGame();
            return;
        }
        // An ellipsis written apart from its number ("12. ... 19-23").
        if (token.find_first_not_of('.') == std::string_view::npos) return;
        // A move number ("12." or "12...") possibly glued to the move ("12.32-28").
        std::size_t digits = 0;
        while (digits < token.size() && std::isdigit(static_cast<unsigned char>(token[digits])))
            ++digits;
        if (digits > 0 && digits < token.size() && token[digits] == '.') {
            std::size_t rest = digits;
            while (rest < token.size() && token[rest] == '.') ++rest;
            token.remove_prefix(rest);
            if (token.empty()) return;
        }
        if (!isMoveText(token))
            throw InputError(fmt::format("unexpected text '{}'", token), line_, "PDN move");
        current_.moves.emplace_back(token);
        current_.moveLines.push_back(line_);
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    PdnGame current_;
    std::vector<PdnGame> games_;
};

std::string moveNumberLabel(const Position& start, std::size_t ply) {
    const std::size_t offset = start.sideToMove() == Side::Black ? 1 : 0;
    const std::size_t number = (ply + offset) / 2 + 1;
    const bool white = (ply + offset) % 2 == 0;
    return fmt::format("{}{}", number, white ? "." : "...");
}

}  // namespace

std::string PdnGame::tag(std::string_view key) const {
    for (const auto& [name, value] : tags)
        if (name == key) return value;
    return {};
}

std::vector<PdnGame> readPdn(std::string_view text) {
    return PdnReader(text).readAll();
}

Position startPosition(const PdnGame& game) {
    const std::string fen = game.tag("FEN");
    if (fen.empty()) return Position::initial();
    try {
        return parseFen(fen);
    } catch (const InputError& error) {
        throw InputError(error.what(), game.line, "FEN tag");
    }
}

std::vector<Move> replay(const PdnGame& game) {
    const std::string type = game.tag("GameType");
    if (!type.empty() && type != "20" && type.rfind("20,", 0) != 0)
        throw InputError(fmt::format("GameType {} is not international draughts (20)", type),
                         game.line, "GameType");
    Position position = startPosition(game);
    const Position start = position;
    std::vector<Move> moves;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        try {
            const Move move = parseMove(position, game.moves[i]);
            position.play(move);
            moves.push_back(move);
        } catch (const InputError& error) {
            throw InputError(fmt::format("move {} {}: {}", moveNumberLabel(start, i), game.moves[i],
                                         error.reason()),
                             game.moveLines[i], "move");
        }
    }
    return moves;
}

PdnGame makePdnGame(std::vector<std::pair<std::string, std::string>> tags, const Position& start,
                    const std::vector<Move>& moves, std::string result) {
    PdnGame game;
    game.tags = std::move(tags);
    if (!(start == Position::initial())) {
        bool hasFen = false;
        for (auto& [key, value] : game.tags)
            if (key == "FEN") {
                value = toFen(start);
                hasFen = true;
            }
        if (!hasFen) game.tags.emplace_back("FEN", toFen(start));
    }
    Position position = start;
    for (const Move& move : moves) {
        game.moves.push_back(moveToText(position, move));
        game.moveLines.push_back(0);
        position.play(move);
    }
    game.result = std::move(result);
    return game;
}

std::string writePdn(const PdnGame& game) {
    std::string text;
    for (const auto& [key, value] : game.tags) {
        std::string escaped;
        for (char c : value) {
            if (c == '"' || c == '\\') escaped += '\\';
            escaped += c;
        }
        text += fmt::format("[{} \"{}\"]\n", key, escaped);
    }
    if (!game.tags.empty()) text += '\n';
    Position start = Position::initial();
    if (const std::string fen = game.tag("FEN"); !fen.empty()) start = parseFen(fen);
    std::string line;
    auto emit = [&](const std::string& word) {
        if (!line.empty() && line.size() + 1 + word.size() > 80) {
            text += line + '\n';
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += word;
    };
    // Word by word, so lines still wrap; after a comment Black's move is numbered again.
    auto emitComment = [&emit](std::string_view comment) {
        std::vector<std::string> words(1);
        for (char c : comment) {
            if (c == '}') continue;
            if (std::isspace(static_cast<unsigned char>(c))) {
                if (!words.back().empty()) words.emplace_back();
            } else {
                words.back() += c;
            }
        }
        if (words.back().empty()) words.pop_back();
        if (words.empty()) return false;
        words.front() = '{' + words.front();
        words.back() += '}';
        for (const std::string& word : words) emit(word);
        return true;
    };
    bool numberAgain = emitComment(game.openingComment);
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const std::string label = moveNumberLabel(start, i);
        const bool showNumber = label.back() == '.' && label[label.size() - 2] != '.';
        if (showNumber || i == 0 || numberAgain)
            emit(label + " " + game.moves[i]);
        else
            emit(game.moves[i]);
        numberAgain = i < game.comments.size() && emitComment(game.comments[i]);
    }
    emit(game.result);
    text += line + '\n';
    return text;
}

}  // namespace lt::draughts
