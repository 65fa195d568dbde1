// The Training board: the flag large in the middle, the four options as big buttons below it
// (click, or keys 1-4), and after each answer the right option in green, a wrong choice in red.
// With typed answers a text field replaces the buttons: the name typed is recognised in the UI
// language or in English, whatever its accents, capitals or one slip of the keyboard.
#pragma once

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <array>
#include <memory>

#include "base/board_view.h"
#include "games/flags/answer_matcher.h"
#include "games/flags/flag_texts.h"
#include "games/flags_training/state.h"

namespace lt::shell {
class FlagView;
}

namespace lt::shell::flags_training {

class TrainingBoardView final : public BoardView {
    Q_OBJECT
  public:
    explicit TrainingBoardView(QWidget* parent = nullptr);
    ~TrainingBoardView() override;

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override;
    void cancelRequest() override;
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    QString describeMove(const State& before, Move move, const State& after) const override;
    Sound soundFor(const State& before, Move move, const State& after) const override;

    // The button of option `index` (0-3), for tests.
    QPushButton* optionButton(int index) const { return buttons_.at(index); }
    // The flag shown, upper-case ISO code (empty when none).
    QString shownFlag() const;
    // The text field of typed answers, for tests.
    QLineEdit* answerField() const { return typed_; }
    // The move a typed answer makes: the box's card it names, or kUnrecognisedAnswer.
    Move typedAnswerMove(const QString& text) const;

  protected:
    QString spokenPosition(const State& state, PlayerId viewer) const override;
    void keyPressEvent(QKeyEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;  // an option button resized

  private:
    enum class Look { Neutral, Right, Wrong, Faded };

    void choose(int index);
    void submitTyped();
    // Every name accepted for the box's countries (or capitals), built once per question kind.
    const lt::flags::AnswerMatcher& matcher(bool capitals) const;
    void setLook(QPushButton* button, Look look);
    // Option `index`'s text, elided when the button is too narrow for it (a long name must not
    // widen the window past a 1024 x 600 screen); the whole text is then its tooltip.
    void setOptionText(int index, const QString& text);
    void fitOptionTexts();
    // The country's name or its capital, as the question asks, in the UI language.
    QString answerText(const lt::flags_training::TrainingState& state, int card) const;
    void refresh();

    lt::shell::flags::FlagTexts texts_;
    std::unique_ptr<lt::flags_training::TrainingState> state_;
    FlagView* flag_;
    QLabel* prompt_;
    QLabel* progress_;
    QLabel* feedback_;
    std::array<QPushButton*, 4> buttons_{};
    std::array<QString, 4> optionTexts_;  // whole, as setOptionText was given them
    QLineEdit* typed_;
    mutable std::unique_ptr<lt::flags::AnswerMatcher> countryMatcher_, capitalMatcher_;
    QString lastTyped_;  // what the player typed, shown with the feedback
    bool awaitingChoice_ = false;
    QTimer settle_;
};

}  // namespace lt::shell::flags_training
