// After the quiz: every flag with its answer and, per team, right or wrong; the totals and the
// winners; export to CSV.
#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace lt::flags {
class ClassroomQuiz;
}

namespace lt::shell::flags {

class FlagTexts;

class ClassroomResultsPage : public QWidget {
    Q_OBJECT
  public:
    explicit ClassroomResultsPage(QWidget* parent = nullptr);

    // `answers[i]` is question i's expected answer as shown during the quiz.
    void show(const lt::flags::ClassroomQuiz& quiz, const FlagTexts& texts,
              const QStringList& answers);

  signals:
    void exportRequested();
    void newQuizRequested();
    void leaveRequested();

  protected:
    void keyPressEvent(QKeyEvent* event) override;

  private:
    QLabel* winners_;
    QTableWidget* table_;
};

}  // namespace lt::shell::flags
