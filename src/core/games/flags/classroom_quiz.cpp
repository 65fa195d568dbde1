#include "games/flags/classroom_quiz.h"

#include <algorithm>

#include "framework/errors.h"

namespace lt::flags {
namespace {

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::string csvRow(const std::vector<std::string>& fields) {
    std::string row;
    for (std::size_t i = 0; i < fields.size(); ++i) row += (i ? "," : "") + csvField(fields[i]);
    return row + "\r\n";
}

}  // namespace

std::vector<QuizQuestion> makeQuizQuestions(std::vector<std::string> pool, int count,
                                            bool withOptions,
                                            const std::map<std::string, Continent>& continents,
                                            Rng& rng) {
    std::sort(pool.begin(), pool.end());
    pool.erase(std::unique(pool.begin(), pool.end()), pool.end());
    std::vector<std::string> order = pool;
    rng.shuffle(order);
    if (count >= 0 && static_cast<std::size_t>(count) < order.size()) order.resize(count);

    auto continentOf = [&](const std::string& code) {
        const auto it = continents.find(code);
        return it == continents.end() ? std::optional<Continent>() : std::optional(it->second);
    };
    std::vector<QuizQuestion> questions;
    for (const std::string& code : order) {
        QuizQuestion question{code, {}};
        if (withOptions && pool.size() >= 4) {
            std::vector<std::string> near, far;
            for (const std::string& other : pool) {
                if (other == code) continue;
                (continentOf(other) == continentOf(code) ? near : far).push_back(other);
            }
            rng.shuffle(near);
            rng.shuffle(far);
            near.insert(near.end(), far.begin(), far.end());
            question.options = {code, near[0], near[1], near[2]};
            rng.shuffle(question.options);
        }
        questions.push_back(std::move(question));
    }
    return questions;
}

ClassroomQuiz::ClassroomQuiz(std::vector<QuizQuestion> questions, std::vector<std::string> teams,
                             bool revealsAnswers)
    : questions_(std::move(questions)), teams_(std::move(teams)), revealsAnswers_(revealsAnswers) {
    if (questions_.empty()) throw InputError("the quiz has no flag to show", 0, "questions");
    if (teams_.empty() || teams_.size() > 6)
        throw InputError("a class plays with 1 to 6 teams", 0, "teams");
    right_.assign(questions_.size(), std::vector<bool>(teams_.size(), false));
}

void ClassroomQuiz::reveal() {
    if (phase_ == Phase::Asking && revealsAnswers_) phase_ = Phase::Revealed;
}

void ClassroomQuiz::advance() {
    if (phase_ == Phase::Finished) return;
    if (phase_ == Phase::Asking && revealsAnswers_) {
        phase_ = Phase::Revealed;
        return;
    }
    if (index_ + 1 < static_cast<int>(questions_.size())) {
        ++index_;
        phase_ = Phase::Asking;
    } else {
        phase_ = Phase::Finished;
    }
}

bool ClassroomQuiz::award(int team) {
    if (phase_ == Phase::Finished || team < 0 || team >= static_cast<int>(teams_.size()))
        return false;
    if (right_[index_][team]) return false;
    right_[index_][team] = true;
    awards_.push_back({index_, team});
    reveal();
    return true;
}

void ClassroomQuiz::stop() {
    questions_.resize(index_ + 1);
    right_.resize(index_ + 1);
    phase_ = Phase::Finished;
}

bool ClassroomQuiz::undoLastAward() {
    if (awards_.empty()) return false;
    const Award last = awards_.back();
    awards_.pop_back();
    right_[last.question][last.team] = false;
    return true;
}

bool ClassroomQuiz::isRight(int team, int question) const {
    return right_.at(question).at(team);
}

int ClassroomQuiz::score(int team) const {
    int points = 0;
    for (const auto& row : right_) points += row.at(team);
    return points;
}

std::vector<int> ClassroomQuiz::leaders() const {
    int best = 0;
    for (int t = 0; t < static_cast<int>(teams_.size()); ++t) best = std::max(best, score(t));
    std::vector<int> result;
    for (int t = 0; t < static_cast<int>(teams_.size()); ++t)
        if (score(t) == best) result.push_back(t);
    return result;
}

std::string ClassroomQuiz::resultsCsv(const std::vector<std::string>& countryNames,
                                      const std::vector<std::string>& answers) const {
    std::vector<std::string> header{"number", "code", "country", "answer"};
    header.insert(header.end(), teams_.begin(), teams_.end());
    std::string csv = csvRow(header);
    for (std::size_t q = 0; q < questions_.size(); ++q) {
        std::vector<std::string> row{std::to_string(q + 1), questions_[q].code,
                                     q < countryNames.size() ? countryNames[q] : "",
                                     q < answers.size() ? answers[q] : ""};
        for (std::size_t t = 0; t < teams_.size(); ++t)
            row.push_back(right_[q][t] ? "right" : "wrong");
        csv += csvRow(row);
    }
    std::vector<std::string> totals{"total", "", "", ""};
    for (int t = 0; t < static_cast<int>(teams_.size()); ++t)
        totals.push_back(std::to_string(score(t)));
    return csv + csvRow(totals);
}

}  // namespace lt::flags
