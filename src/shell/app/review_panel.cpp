#include "app/review_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "app/review_texts.h"
#include "widgets/evaluation_graph.h"

namespace lt::shell {

namespace {

EvaluationGraph::Dot dotOf(review::Mark mark) {
    switch (mark) {
        case review::Mark::Inaccuracy:
            return EvaluationGraph::Dot::Inaccuracy;
        case review::Mark::Mistake:
            return EvaluationGraph::Dot::Mistake;
        case review::Mark::Blunder:
            return EvaluationGraph::Dot::Blunder;
        case review::Mark::Best:
        case review::Mark::Good:
            break;
    }
    return EvaluationGraph::Dot::None;
}

}  // namespace

ReviewPanel::ReviewPanel(QWidget* parent) : QFrame(parent) {
    setObjectName("reviewPanel");
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);

    progressRow_ = new QWidget;
    auto* row = new QHBoxLayout(progressRow_);
    row->setContentsMargins(0, 0, 0, 0);
    progress_ = new QProgressBar(progressRow_);
    progress_->setObjectName("reviewProgress");
    progress_->setAccessibleName(tr("Review progress"));
    cancel_ = new QPushButton(tr("Cancel review"), progressRow_);
    cancel_->setObjectName("cancelReviewButton");
    connect(cancel_, &QPushButton::clicked, this, &ReviewPanel::cancelRequested);
    row->addWidget(progress_, 1);
    row->addWidget(cancel_);

    graph_ = new EvaluationGraph(this);
    graph_->setObjectName("evaluationGraph");
    connect(graph_, &EvaluationGraph::pointChosen, this, &ReviewPanel::positionChosen);

    auto* summaries = new QHBoxLayout;
    firstSummary_ = new QLabel(this);
    secondSummary_ = new QLabel(this);
    for (QLabel* label : {firstSummary_, secondSummary_}) {
        label->setObjectName("reviewSummary");
        label->setWordWrap(true);
        summaries->addWidget(label, 1);
    }
    comment_ = new QLabel;
    comment_->setObjectName("reviewComment");
    comment_->setWordWrap(true);
    comment_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The progress row and the comment share a place, and the summaries keep two lines: the
    // panel keeps its height from the first progress to the end, so the board is laid out
    // once when Review game is chosen, not again when the review ends.
    lines_ = new QStackedWidget(this);
    lines_->addWidget(progressRow_);
    lines_->addWidget(comment_);
    for (QLabel* label : {firstSummary_, secondSummary_, comment_})
        label->setMinimumHeight(label->fontMetrics().lineSpacing() * 2);
    layout->addWidget(graph_);
    layout->addLayout(summaries);
    layout->addWidget(lines_);
    hide();
}

void ReviewPanel::showProgress(std::size_t done, std::size_t total) {
    progress_->setRange(0, static_cast<int>(total));
    progress_->setValue(static_cast<int>(done));
    progress_->setFormat(tr("Reviewing the game: %1 of %2 positions")
                             .arg(QString::number(done), QString::number(total)));
    lines_->setCurrentWidget(progressRow_);
    show();
}

void ReviewPanel::showReview(const review::GameReview& review, std::size_t totalPositions,
                             double scale, HintWinBy winBy, const QString& firstName,
                             const QString& secondName, bool running) {
    review_ = review;
    winBy_ = winBy;
    firstName_ = firstName;
    secondName_ = secondName;
    std::vector<EvaluationGraph::Point> points;
    for (std::size_t i = 0; i < review.positions.size(); ++i) {
        EvaluationGraph::Point point;
        point.analysed = review.analysed(i);
        point.whiteChances = review.positions[i].winningChances(scale);
        point.spoken = positionComment(review, i, firstName, secondName, winBy);
        for (const review::MoveReview& move : review.moves)
            if (move.ply + 1 == i) point.dot = dotOf(move.mark);
        points.push_back(std::move(point));
    }
    graph_->setPoints(std::move(points), totalPositions);
    firstSummary_->setText(playerSummary(firstName, review.players[0]));
    secondSummary_->setText(playerSummary(secondName, review.players[1]));
    lines_->setCurrentWidget(running ? progressRow_ : static_cast<QWidget*>(comment_));
    if (!running && !review.complete)
        comment_->setText(
            tr("Review stopped after %1 of %2 positions: Review game goes on from "
               "there.")
                .arg(QString::number(review.analysedCount()), QString::number(totalPositions)));
    show();
}

void ReviewPanel::showPosition(std::optional<std::size_t> index) {
    graph_->setCurrent(index);
    if (review_ && index)
        comment_->setText(positionComment(*review_, *index, firstName_, secondName_, winBy_));
}

void ReviewPanel::clear() {
    review_.reset();
    graph_->setPoints({}, 0);
    firstSummary_->clear();
    secondSummary_->clear();
    comment_->clear();
    hide();
}

QString ReviewPanel::summaryText() const {
    return firstSummary_->text() + QLatin1Char('\n') + secondSummary_->text();
}

QString ReviewPanel::commentText() const {
    return comment_->text();
}

}  // namespace lt::shell
