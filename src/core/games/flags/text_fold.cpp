#include "games/flags/text_fold.h"

#include <algorithm>
#include <array>
#include <vector>

namespace lt::flags {
namespace {

// Base letters of U+00C0..U+00FF ('*' = handled apart: Æ æ Þ þ ß; '-' = not a letter).
constexpr std::string_view kLatin1 =
    "aaaaaa*ceeeeiiii"
    "dnooooo-ouuuuy**"
    "aaaaaa*ceeeeiiii"
    "dnooooo-ouuuuy*y";
// Base letters of U+0100..U+017F ('*' = handled apart: Ĳ ĳ Œ œ).
constexpr std::string_view kLatinExtendedA =
    "aaaaaaccccccccdd"
    "ddeeeeeeeeeegggg"
    "gggghhhhiiiiiiii"
    "ii**jjkkklllllll"
    "lllnnnnnnnnnoooo"
    "oo**rrrrrrssssss"
    "ssttttttuuuuuuuu"
    "uuuuwwyyyzzzzzzs";

// Decodes one UTF-8 sequence at `pos`; a malformed byte gives U+FFFD and is skipped.
char32_t decode(std::string_view text, std::size_t& pos) {
    const auto lead = static_cast<unsigned char>(text[pos]);
    if (lead < 0x80) {
        ++pos;
        return lead;
    }
    const int extra = (lead & 0xE0) == 0xC0   ? 1
                      : (lead & 0xF0) == 0xE0 ? 2
                      : (lead & 0xF8) == 0xF0 ? 3
                                              : 0;
    if (extra == 0 || pos + extra > text.size() - 1) {
        ++pos;
        return 0xFFFD;
    }
    char32_t code = lead & (0x3F >> extra);
    for (int i = 1; i <= extra; ++i) {
        const auto next = static_cast<unsigned char>(text[pos + i]);
        if ((next & 0xC0) != 0x80) {
            ++pos;
            return 0xFFFD;
        }
        code = (code << 6) | (next & 0x3F);
    }
    pos += extra + 1;
    return code;
}

void appendUtf8(std::string& out, char32_t code) {
    if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
    } else if (code < 0x10000) {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (code >> 18));
        out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    }
    out += static_cast<char>(0x80 | (code & 0x3F));
}

// The folded form of one code point: letters, a space for separators, empty for marks.
std::string foldCodePoint(char32_t c) {
    if (c < 0x80) {
        if (c >= 'A' && c <= 'Z') return std::string(1, static_cast<char>(c - 'A' + 'a'));
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) return std::string(1, char(c));
        if (c == '&') return " and ";
        return " ";
    }
    if (c >= 0xC0 && c <= 0xFF) {
        switch (c) {
            case 0xC6:
            case 0xE6:
                return "ae";
            case 0xDE:
            case 0xFE:
                return "th";
            case 0xDF:
                return "ss";
            default:
                break;
        }
        const char base = kLatin1[c - 0xC0];
        return base == '-' ? " " : std::string(1, base);
    }
    if (c >= 0x100 && c <= 0x17F) {
        if (c == 0x132 || c == 0x133) return "ij";
        if (c == 0x152 || c == 0x153) return "oe";
        return std::string(1, kLatinExtendedA[c - 0x100]);
    }
    if (c == 0x218 || c == 0x219) return "s";                                  // Ș ș (Romanian)
    if (c == 0x21A || c == 0x21B) return "t";                                  // Ț ț
    if (c >= 0x300 && c <= 0x36F) return "";                                   // combining accents
    if (c == 0x401 || c == 0x451) c = 0x435;                                   // Ё ё -> е
    if (c >= 0x400 && c <= 0x40F) c += 0x50;                                   // Ѐ..Џ -> ѐ..џ
    if (c >= 0x410 && c <= 0x42F) c += 0x20;                                   // А..Я -> а..я
    if ((c >= 0x2000 && c <= 0x206F) || c == 0xA0 || c == 0xFFFD) return " ";  // punctuation
    std::string out;
    appendUtf8(out, c);
    return out;
}

std::u32string codePoints(std::string_view utf8) {
    std::u32string out;
    std::size_t pos = 0;
    while (pos < utf8.size()) out += decode(utf8, pos);
    return out;
}

std::vector<std::string> words(const std::string& text) {
    std::vector<std::string> result;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(' ', start), text.size());
        if (end > start) result.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return result;
}

bool isLeadingArticle(const std::string& word) {
    // English, Italian, Spanish, French, Portuguese and German (Danish, Swedish and Russian
    // put none before a country's name).
    static constexpr std::array<std::string_view, 19> kArticles{
        "the", "il",  "lo", "la", "l", "le", "i",   "gli", "el", "los",
        "las", "les", "o",  "os", "a", "as", "der", "die", "das"};
    return std::find(kArticles.begin(), kArticles.end(), word) != kArticles.end();
}

}  // namespace

std::string foldForMatching(std::string_view utf8) {
    std::string spaced;
    std::size_t pos = 0;
    while (pos < utf8.size()) spaced += foldCodePoint(decode(utf8, pos));
    std::vector<std::string> parts = words(spaced);
    if (parts.size() > 1 && isLeadingArticle(parts.front())) parts.erase(parts.begin());
    std::string folded;
    for (auto& word : parts) {
        if (word == "st") word = "saint";
        folded += (folded.empty() ? "" : " ") + word;
    }
    return folded;
}

std::size_t codePointCount(std::string_view utf8) {
    std::size_t count = 0, pos = 0;
    while (pos < utf8.size()) {
        decode(utf8, pos);
        ++count;
    }
    return count;
}

std::size_t editDistance(std::string_view utf8A, std::string_view utf8B, std::size_t limit) {
    const std::u32string a = codePoints(utf8A), b = codePoints(utf8B);
    const std::size_t n = a.size(), m = b.size();
    if ((n > m ? n - m : m - n) > limit) return limit + 1;
    std::vector<std::vector<std::size_t>> d(n + 1, std::vector<std::size_t>(m + 1));
    for (std::size_t i = 0; i <= n; ++i) d[i][0] = i;
    for (std::size_t j = 0; j <= m; ++j) d[0][j] = j;
    for (std::size_t i = 1; i <= n; ++i) {
        for (std::size_t j = 1; j <= m; ++j) {
            const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return std::min(d[n][m], limit + 1);
}

}  // namespace lt::flags
