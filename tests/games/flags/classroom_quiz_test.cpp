// The classroom quiz model: question drawing, reveal/next, awards, undo, CSV.
#include <gtest/gtest.h>

#include <set>

#include "framework/errors.h"
#include "games/flags/classroom_quiz.h"

namespace lt::flags {
namespace {

std::vector<QuizQuestion> plain(std::vector<std::string> codes) {
    std::vector<QuizQuestion> questions;
    for (auto& code : codes) questions.push_back({code, {}});
    return questions;
}

TEST(QuizQuestions, DifferentFlagsAndFairOptions) {
    std::vector<std::string> pool;
    for (const Card& card : flaggyCards()) pool.push_back(card.code);
    const auto continents = isoContinents();
    Rng rng(7);
    const auto questions = makeQuizQuestions(pool, 10, true, continents, rng);
    ASSERT_EQ(questions.size(), 10u);
    std::set<std::string> seen;
    for (const auto& q : questions) {
        seen.insert(q.code);
        ASSERT_EQ(q.options.size(), 4u);
        EXPECT_EQ(std::set<std::string>(q.options.begin(), q.options.end()).size(), 4u);
        EXPECT_EQ(std::count(q.options.begin(), q.options.end(), q.code), 1);
        // Every continent of the box has at least 6 cards: the options share the continent.
        for (const auto& option : q.options)
            EXPECT_EQ(continents.at(option), continents.at(q.code));
    }
    EXPECT_EQ(seen.size(), 10u);
    Rng again(7);
    EXPECT_EQ(makeQuizQuestions(pool, 10, true, continents, again)[3].options,
              questions[3].options);
    Rng small(1);
    EXPECT_EQ(makeQuizQuestions({"IT", "FR"}, 5, true, continents, small).size(), 2u);
}

TEST(ClassroomQuiz, RevealNextAwardUndo) {
    ClassroomQuiz quiz(plain({"IT", "JP", "BR"}), {"Red", "Blue"}, true);
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Asking);
    quiz.advance();
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Revealed);
    EXPECT_TRUE(quiz.award(0));
    EXPECT_FALSE(quiz.award(0));  // one point per flag
    EXPECT_TRUE(quiz.award(1));
    EXPECT_FALSE(quiz.award(2));
    quiz.advance();
    EXPECT_EQ(quiz.index(), 1);
    EXPECT_TRUE(quiz.award(1));  // awarding reveals
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Revealed);
    EXPECT_TRUE(quiz.undoLastAward());
    EXPECT_TRUE(quiz.undoLastAward());  // reaches back to the first flag
    EXPECT_EQ(quiz.score(0), 1);
    EXPECT_EQ(quiz.score(1), 0);
    quiz.advance();
    quiz.advance();
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Revealed);
    quiz.advance();
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Finished);
    EXPECT_FALSE(quiz.award(0));
    EXPECT_EQ(quiz.leaders(), std::vector<int>{0});
    EXPECT_EQ(quiz.resultsCsv({"Italy", "Japan", "Brazil"}, {"Rome", "Tokyo", "Bras\xc3\xadlia"}),
              "number,code,country,answer,Red,Blue\r\n"
              "1,IT,Italy,Rome,right,wrong\r\n"
              "2,JP,Japan,Tokyo,wrong,wrong\r\n"
              "3,BR,Brazil,Bras\xc3\xadlia,wrong,wrong\r\n"
              "total,,,,1,0\r\n");
}

TEST(ClassroomQuiz, WrittenQuizSkipsTheReveal) {
    ClassroomQuiz quiz(plain({"IT", "JP"}), {"A"}, false);
    quiz.advance();
    EXPECT_EQ(quiz.index(), 1);
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Asking);
    EXPECT_TRUE(quiz.award(0));
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Asking);
    quiz.advance();
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Finished);
}

TEST(ClassroomQuiz, StoppingEarlyKeepsTheFlagsShown) {
    ClassroomQuiz quiz(plain({"IT", "JP", "BR", "FR"}), {"A", "B"}, true);
    quiz.award(1);
    quiz.advance();
    quiz.advance();
    quiz.stop();
    EXPECT_EQ(quiz.phase(), ClassroomQuiz::Phase::Finished);
    EXPECT_EQ(quiz.questions().size(), 2u);
    EXPECT_EQ(quiz.score(1), 1);
    EXPECT_EQ(quiz.resultsCsv({"I", "J"}, {"I", "J"}),
              "number,code,country,answer,A,B\r\n1,IT,I,I,wrong,right\r\n2,JP,J,J,wrong,wrong\r\n"
              "total,,,,0,1\r\n");
}

TEST(ClassroomQuiz, CsvQuotesAndBadSetups) {
    ClassroomQuiz quiz(plain({"US"}), {"Team \"A\"", "B, C"}, true);
    quiz.award(1);
    EXPECT_EQ(quiz.resultsCsv({"United States"}, {"Washington, D.C."}),
              "number,code,country,answer,\"Team \"\"A\"\"\",\"B, C\"\r\n"
              "1,US,United States,\"Washington, D.C.\",wrong,right\r\n"
              "total,,,,0,1\r\n");
    EXPECT_THROW(ClassroomQuiz({}, {"A"}, true), InputError);
    EXPECT_THROW(ClassroomQuiz(plain({"IT"}), {}, true), InputError);
    EXPECT_THROW(ClassroomQuiz(plain({"IT"}), std::vector<std::string>(7, "T"), true), InputError);
}

}  // namespace
}  // namespace lt::flags
