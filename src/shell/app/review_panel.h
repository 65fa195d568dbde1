// The game review under the board: while the engine works, a progress bar with Cancel; then
// the evaluation graph, each player's summary and what the review says of the position shown.
#pragma once

#include <QFrame>
#include <optional>

#include "base/hint_words.h"
#include "framework/game_review.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;

namespace lt::shell {

class EvaluationGraph;

class ReviewPanel : public QFrame {
    Q_OBJECT
  public:
    explicit ReviewPanel(QWidget* parent = nullptr);

    // The engine has analysed `done` of `total` positions.
    void showProgress(std::size_t done, std::size_t total);
    // The review so far (a cancelled one too); `running`: the engine goes on; `scale`: the
    // game's winning chances' k, which shapes the graph; `winBy`: how it words a won position.
    void showReview(const review::GameReview& review, std::size_t totalPositions, double scale,
                    HintWinBy winBy, const QString& firstName, const QString& secondName,
                    bool running);
    // The position the board shows (graph marker and comment); nullopt: the game's own.
    void showPosition(std::optional<std::size_t> index);
    // Nothing to show: the panel hides.
    void clear();

    EvaluationGraph* graph() const { return graph_; }
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* cancelButton() const { return cancel_; }
    QString summaryText() const;
    QString commentText() const;

  signals:
    void cancelRequested();
    // The graph's point `index` was chosen (the position after `index` moves of the review).
    void positionChosen(std::size_t index);

  private:
    QProgressBar* progress_;
    QPushButton* cancel_;
    QWidget* progressRow_;
    QStackedWidget* lines_;  // the progress row while the engine works, then the comment
    EvaluationGraph* graph_;
    QLabel* firstSummary_;
    QLabel* secondSummary_;
    QLabel* comment_;
    std::optional<review::GameReview> review_;
    QString firstName_, secondName_;
    HintWinBy winBy_ = HintWinBy::Mate;
};

}  // namespace lt::shell
