// What the Training board says to a screen reader: which flag of how many, the question and
// whose it is (the flag itself is the clue, so its country is never said before the answer),
// how the last answer went, and the scores.
#include "games/flags_training/flags_training_board_view.h"
#include "games/flags_training/state.h"

namespace lt::shell::flags_training {

QString TrainingBoardView::spokenPosition(const State& state, PlayerId viewer) const {
    using lt::flags_training::Question;
    const auto* training = dynamic_cast<const lt::flags_training::TrainingState*>(&state);
    if (!training) return BoardView::spokenPosition(state, viewer);
    QStringList parts;
    if (training->asked()) {
        parts << tr("Flag %1 of %2")
                         .arg(QString::number(training->questionsAsked()),
                              QString::number(training->totalQuestions())) +
                     QLatin1Char('.');
        const QString who = seatName(training->currentActor());
        parts << (training->setup().question == Question::Capital
                      ? tr("%1, what is the capital of this country?").arg(who)
                      : tr("%1, which country is this?").arg(who));
    } else if (const auto& last = training->lastAnswer()) {
        const QString chosen = answerText(*training, last->chosen);
        parts << (last->right() ? tr("%1: %2 — right!").arg(seatName(last->player), chosen)
                                : tr("%1: %2 — wrong, it was %3")
                                          .arg(seatName(last->player), chosen,
                                               answerText(*training, last->asked.card)) +
                                      QLatin1Char('.'));
    }
    if (const QString scores = BoardView::spokenPosition(state, viewer); !scores.isEmpty())
        parts << scores;
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::flags_training
