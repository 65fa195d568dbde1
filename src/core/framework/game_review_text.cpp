#include "framework/game_review_text.h"

#include <charconv>
#include <cstdlib>

#include <fmt/format.h>

namespace lt::review {

namespace {

constexpr const char* kMarkWords[kMarkCount] = {"Best", "Good", "Inaccuracy", "Mistake", "Blunder"};

// The text after "[%eval " up to "]" in a comment.
std::optional<Evaluation> evaluationIn(std::string_view comment) {
    const std::size_t start = comment.find("[%eval ");
    if (start == std::string_view::npos) return std::nullopt;
    const std::size_t end = comment.find(']', start);
    if (end == std::string_view::npos) return std::nullopt;
    return parseEvaluationText(comment.substr(start + 7, end - start - 7));
}

std::vector<std::string_view> wordsOf(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find(' ', pos), text.size());
        if (end > pos) words.push_back(text.substr(pos, end - pos));
        pos = end + 1;
    }
    return words;
}

}  // namespace

std::string evaluationText(const Evaluation& whiteView) {
    switch (whiteView.kind) {
        case Evaluation::Kind::Win:
            return fmt::format("#{}", whiteView.value);
        case Evaluation::Kind::Loss:
            return fmt::format("#-{}", whiteView.value);
        case Evaluation::Kind::Score:
            break;
    }
    const int value = whiteView.value;
    return fmt::format("{}{}.{:02}", value < 0 ? "-" : "", std::abs(value) / 100,
                       std::abs(value) % 100);
}

std::optional<Evaluation> parseEvaluationText(std::string_view text) {
    const bool mate = !text.empty() && text.front() == '#';
    if (mate) text.remove_prefix(1);
    const bool negative = !text.empty() && text.front() == '-';
    if (negative) text.remove_prefix(1);
    const std::size_t dot = text.find('.');
    std::string_view whole = text.substr(0, dot);
    std::string_view fraction = dot == std::string_view::npos ? "" : text.substr(dot + 1);
    if (whole.empty() || whole.size() > 5 || fraction.size() > 2 || (mate && dot != text.npos))
        return std::nullopt;
    int units = 0;
    int hundredths = 0;
    if (std::from_chars(whole.data(), whole.data() + whole.size(), units).ptr !=
        whole.data() + whole.size())
        return std::nullopt;
    if (!fraction.empty()) {
        if (std::from_chars(fraction.data(), fraction.data() + fraction.size(), hundredths).ptr !=
            fraction.data() + fraction.size())
            return std::nullopt;
        if (fraction.size() == 1) hundredths *= 10;
    }
    if (mate) return negative ? Evaluation::loss(units) : Evaluation::win(units);
    const int value = units * 100 + hundredths;
    return Evaluation::score(negative ? -value : value);
}

std::string openingComment(const GameReview& review) {
    if (!review.analysed(0)) return {};
    return "[%eval " + evaluationText(review.positions.front()) + "]";
}

std::string moveComment(const GameReview& review, std::size_t index) {
    const MoveReview& move = review.moves[index];
    std::string comment = "[%eval " + evaluationText(review.positions[move.ply + 1]) + "] " +
                          kMarkWords[static_cast<std::size_t>(move.mark)] + ".";
    if (!move.better.empty() && !move.line.empty()) {
        comment += " Better:";
        for (const std::string& step : move.line) comment += " " + step;
    }
    return comment;
}

int markGlyph(Mark mark) {
    switch (mark) {
        case Mark::Best:
            return 1;
        case Mark::Good:
            return 0;
        case Mark::Inaccuracy:
            return 6;
        case Mark::Mistake:
            return 2;
        case Mark::Blunder:
            return 4;
    }
    return 0;
}

std::optional<GameReview> readReviewComments(const std::vector<std::string>& played, int firstMover,
                                             double scale, std::string_view opening,
                                             const std::vector<std::string>& moveComments) {
    const std::optional<Evaluation> start = evaluationIn(opening);
    if (!start) return std::nullopt;
    GameReview review;
    review.positions.push_back(*start);
    for (std::size_t ply = 0; ply < played.size() && ply < moveComments.size(); ++ply) {
        const std::string_view comment = moveComments[ply];
        const std::optional<Evaluation> after = evaluationIn(comment);
        std::optional<Mark> mark;
        std::vector<std::string_view> words = wordsOf(comment);
        std::size_t better = words.size();
        for (std::size_t w = 0; w < words.size(); ++w) {
            for (std::size_t m = 0; m < kMarkCount; ++m)
                if (words[w] == std::string(kMarkWords[m]) + ".") mark = static_cast<Mark>(m);
            if (words[w] == "Better:") better = w + 1;
        }
        if (!after || !mark) break;
        MoveReview move;
        move.ply = ply;
        move.mover = (firstMover + static_cast<int>(ply)) % 2;
        move.played = played[ply];
        const Evaluation& whiteBefore = review.positions.back();
        move.before = move.mover == 0 ? whiteBefore : whiteBefore.flipped();
        move.after = move.mover == 0 ? *after : after->flipped();
        const MoveJudgement judgement =
            judgeMove(move.before, move.after, *mark == Mark::Best, scale);
        move.mark = *mark;
        move.drop = judgement.drop;
        move.accuracy = judgement.accuracy;
        for (std::size_t w = better; w < words.size(); ++w) move.line.emplace_back(words[w]);
        if (!move.line.empty()) move.better = move.line.front();
        review.positions.push_back(*after);
        review.moves.push_back(std::move(move));
    }
    review.complete = review.moves.size() == played.size();
    summarise(review);
    return review;
}

}  // namespace lt::review
