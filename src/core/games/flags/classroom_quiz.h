// A flag quiz run by a teacher in front of a class: one flag at a time on the projector,
// teams answer aloud or on paper, the teacher reveals the answer and gives the point to every
// team that got it right. Qt-free; the shell's classroom screen drives it from the keyboard.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "framework/rng.h"
#include "games/flags/cards.h"

namespace lt::flags {

struct QuizQuestion {
    std::string code;                  // the flag shown (ISO alpha-2, upper case)
    std::vector<std::string> options;  // four codes in display order, the answer among them;
                                       // empty when the quiz shows no options
};

// `count` different flags of `pool` in random order (all of them if the pool is smaller).
// With `withOptions`, each gets three wrong options from the pool, from the flag's own
// continent as far as it has enough, so the choice is not given away by geography.
std::vector<QuizQuestion> makeQuizQuestions(std::vector<std::string> pool, int count,
                                            bool withOptions,
                                            const std::map<std::string, Continent>& continents,
                                            Rng& rng);

class ClassroomQuiz {
  public:
    enum class Phase { Asking, Revealed, Finished };

    // `revealsAnswers` false: the answers stay hidden until the results (a written quiz), so
    // moving on skips the reveal step. Throws InputError without questions or with 0 or more
    // than 6 teams.
    ClassroomQuiz(std::vector<QuizQuestion> questions, std::vector<std::string> teams,
                  bool revealsAnswers);

    Phase phase() const { return phase_; }
    int index() const { return index_; }  // the current question, 0-based
    const QuizQuestion& current() const { return questions_.at(index_); }
    const std::vector<QuizQuestion>& questions() const { return questions_; }
    const std::vector<std::string>& teams() const { return teams_; }
    bool revealsAnswers() const { return revealsAnswers_; }

    // Shows the answer of the current question (when answers are revealed at all).
    void reveal();
    // The "next" key: reveals the answer if it is still hidden, else goes to the next question
    // or, after the last, to the results. Does nothing once finished.
    void advance();
    // `team` answered the current question right (also reveals it). False when finished, the
    // team does not exist or already has this point.
    bool award(int team);
    // Ends the quiz after the current question (the teacher leaves early): later questions
    // are dropped from the results.
    void stop();
    // Takes back the most recent point given, even from an earlier question. False if none.
    bool undoLastAward();

    bool isRight(int team, int question) const;
    int score(int team) const;
    // Teams with the highest score (all of them while nobody has a point).
    std::vector<int> leaders() const;

    // The results as CSV (RFC 4180): one row per flag with its code, its country's name and
    // the expected answer as given (both in the UI language), then "right"/"wrong" per team;
    // a last row with the totals.
    std::string resultsCsv(const std::vector<std::string>& countryNames,
                           const std::vector<std::string>& answers) const;

  private:
    struct Award {
        int question;
        int team;
    };

    std::vector<QuizQuestion> questions_;
    std::vector<std::string> teams_;
    bool revealsAnswers_;
    Phase phase_ = Phase::Asking;
    int index_ = 0;
    std::vector<std::vector<bool>> right_;  // [question][team]
    std::vector<Award> awards_;
};

}  // namespace lt::flags
