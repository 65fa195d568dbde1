#include "json_lite.h"

#include <cstdlib>

#include "framework/errors.h"

namespace lt::flags::json {
namespace {

class Parser {
  public:
    explicit Parser(std::string_view text) : text_(text) {}

    Value document() {
        Value value = parseValue(0);
        skipSpace();
        if (pos_ != text_.size()) fail("unexpected text after the end of the document");
        return value;
    }

  private:
    [[noreturn]] void fail(const std::string& reason) const {
        int line = 1;
        for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i) line += text_[i] == '\n';
        throw InputError(reason, line, "json");
    }

    void skipSpace() {
        while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' ||
                                       text_[pos_] == '\r' || text_[pos_] == '\t'))
            ++pos_;
    }

    char peek() {
        skipSpace();
        if (pos_ >= text_.size()) fail("the document ends too early");
        return text_[pos_];
    }

    void expect(char c) {
        if (peek() != c) fail(std::string("expected '") + c + "'");
        ++pos_;
    }

    bool consumeWord(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return false;
        pos_ += word.size();
        return true;
    }

    Value parseValue(int depth) {
        if (depth > 64) fail("nested too deeply");
        const char c = peek();
        if (c == '{') return {parseObject(depth)};
        if (c == '[') return {parseArray(depth)};
        if (c == '"') return {parseString()};
        if (consumeWord("true")) return {true};
        if (consumeWord("false")) return {false};
        if (consumeWord("null")) return {nullptr};
        if (c == '-' || (c >= '0' && c <= '9')) return {parseNumber()};
        fail(std::string("unexpected character '") + c + "'");
    }

    Object parseObject(int depth) {
        Object object;
        expect('{');
        if (peek() == '}') {
            ++pos_;
            return object;
        }
        while (true) {
            if (peek() != '"') fail("expected a member name in quotes");
            std::string key = parseString();
            expect(':');
            object[std::move(key)] = parseValue(depth + 1);
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            expect('}');
            return object;
        }
    }

    Array parseArray(int depth) {
        Array array;
        expect('[');
        if (peek() == ']') {
            ++pos_;
            return array;
        }
        while (true) {
            array.push_back(parseValue(depth + 1));
            if (peek() == ',') {
                ++pos_;
                continue;
            }
            expect(']');
            return array;
        }
    }

    double parseNumber() {
        const std::size_t start = pos_;
        while (pos_ < text_.size() &&
               std::string_view("+-0123456789.eE").find(text_[pos_]) != std::string_view::npos)
            ++pos_;
        const std::string number(text_.substr(start, pos_ - start));
        char* end = nullptr;
        const double value = std::strtod(number.c_str(), &end);
        if (end != number.c_str() + number.size()) fail("malformed number '" + number + "'");
        return value;
    }

    unsigned hex4() {
        if (text_.size() - pos_ < 4) fail("a \\u escape needs 4 hex digits");
        unsigned value = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = text_[pos_++];
            value <<= 4;
            if (h >= '0' && h <= '9')
                value |= h - '0';
            else if (h >= 'a' && h <= 'f')
                value |= h - 'a' + 10;
            else if (h >= 'A' && h <= 'F')
                value |= h - 'A' + 10;
            else
                fail("a \\u escape needs 4 hex digits");
        }
        return value;
    }

    static void appendUtf8(std::string& out, unsigned code) {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    std::string parseString() {
        expect('"');
        std::string out;
        while (true) {
            if (pos_ >= text_.size()) fail("a string is not closed");
            const char c = text_[pos_++];
            if (c == '"') return out;
            if (static_cast<unsigned char>(c) < 0x20) fail("a control character inside a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= text_.size()) fail("a string is not closed");
            const char e = text_[pos_++];
            switch (e) {
                case '"':
                    out += '"';
                    break;
                case '\\':
                    out += '\\';
                    break;
                case '/':
                    out += '/';
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    unsigned code = hex4();
                    if (code >= 0xD800 && code < 0xDC00) {
                        if (!consumeWord("\\u")) fail("a lone UTF-16 surrogate");
                        const unsigned low = hex4();
                        if (low < 0xDC00 || low > 0xDFFF) fail("a lone UTF-16 surrogate");
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                    } else if (code >= 0xDC00 && code <= 0xDFFF) {
                        fail("a lone UTF-16 surrogate");
                    }
                    appendUtf8(out, code);
                    break;
                }
                default:
                    fail(std::string("unknown escape '\\") + e + "'");
            }
        }
    }

    std::string_view text_;
    std::size_t pos_ = 0;
};

}  // namespace

Value parse(std::string_view text) {
    return Parser(text).document();
}

}  // namespace lt::flags::json
