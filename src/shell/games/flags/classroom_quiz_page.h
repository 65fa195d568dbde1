// The projected quiz: one big flag, the answer or four big options, the teams' scores, and a
// help line with the keys. Driven by the teacher's keyboard alone:
// Space reveals / next, 1-6 give the point to a team, Backspace undoes, Esc ends the quiz.
#pragma once

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>
#include <memory>

#include "games/flags/classroom_quiz.h"
#include "games/flags/classroom_settings.h"

namespace lt::shell {
class FlagView;
}

namespace lt::shell::flags {

class FlagTexts;

class ClassroomQuizPage : public QWidget {
    Q_OBJECT
  public:
    ClassroomQuizPage(const FlagTexts& texts, QWidget* parent = nullptr);
    ~ClassroomQuizPage() override;

    void start(std::unique_ptr<lt::flags::ClassroomQuiz> quiz, const ClassroomSettings& settings);
    const lt::flags::ClassroomQuiz* quiz() const { return quiz_.get(); }
    // The expected answer of question `index` as shown (country name or capital).
    QString answerText(int index) const;
    // Seconds left on the current flag's timer; -1 without a timer.
    int secondsLeft() const;

  signals:
    void finished();

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

  private:
    struct Layout {
        QRectF header, flag, answer, teams, help;
        QRectF options[4];
    };
    Layout layout() const;
    bool showsOptions() const;
    QString optionText(const std::string& code) const;
    void showQuestion();
    void placeFlag();
    void onTick();
    void paintHeader(QPainter& p, const Layout& l);
    void paintAnswer(QPainter& p, const Layout& l);
    void paintOptions(QPainter& p, const Layout& l);
    void paintTeams(QPainter& p, const Layout& l);
    void paintHelp(QPainter& p, const Layout& l);
    qreal scale() const;  // 1.0 at 1080 pixels high

    const FlagTexts& texts_;
    ClassroomSettings settings_;
    std::unique_ptr<lt::flags::ClassroomQuiz> quiz_;
    FlagView* flag_;
    QTimer tick_;
    QElapsedTimer clock_;
    bool timeUp_ = false;
};

}  // namespace lt::shell::flags
