// Flags in the classroom: a teacher projects flags and the class answers in teams. One
// widget holding the setup, the projected quiz and the results; the app opens it like a
// game screen and closes it on closeRequested().
#pragma once

#include <QWidget>
#include <memory>

#include "games/flags/classroom_settings.h"

class QStackedWidget;

namespace lt::flags {
class ClassroomQuiz;
}

namespace lt::shell::flags {

class ClassroomQuizPage;
class ClassroomResultsPage;
class ClassroomSetupPage;
class FlagTexts;

class ClassroomWindow : public QWidget {
    Q_OBJECT
  public:
    // `language`: the UI language for country names ("it", "en"...); default QLocale()'s.
    explicit ClassroomWindow(QWidget* parent = nullptr, const QString& language = {});
    ~ClassroomWindow() override;

    // Starts a quiz straight away (the setup page's Start button does the same).
    void startQuiz(const ClassroomSettings& settings);
    // The quiz in progress or just finished; nullptr before the first.
    const lt::flags::ClassroomQuiz* quiz() const;
    // The results of the last quiz as CSV, and saving them atomically to `path`.
    QString resultsCsv() const;
    bool exportCsv(const QString& path, QString* error = nullptr) const;
    // Which page shows: "setup", "quiz", "results" or "problem" (iso-codes missing).
    QString currentPage() const;

  signals:
    void closeRequested();

  protected:
    // The focus goes on to the page shown, whose keys (Enter starts, Space reveals) then work.
    void focusInEvent(QFocusEvent* event) override;

  private:
    void showResults();
    void askAndExport();

    std::unique_ptr<FlagTexts> texts_;
    QStackedWidget* pages_;
    ClassroomSetupPage* setup_ = nullptr;
    ClassroomQuizPage* quizPage_ = nullptr;
    ClassroomResultsPage* results_ = nullptr;
    QWidget* problem_ = nullptr;
};

}  // namespace lt::shell::flags
