#include "app/review_texts.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

#include "base/hint_words.h"

namespace lt::shell {

namespace {

// Who stands better in a position evaluated from the first seat's view (White's), in words.
QString standingInWords(const review::Evaluation& firstView, const QString& first,
                        const QString& second, HintWinBy winBy) {
    using Kind = review::Evaluation::Kind;
    if (firstView.kind != Kind::Score && firstView.value == 0)  // the game is over
        return QCoreApplication::translate("lt::shell::ReviewTexts", "%1 has won")
            .arg(firstView.kind == Kind::Win ? first : second);
    // "<other> mates in 3" reads for either side: a first seat's mate is the second's loss.
    if (firstView.kind == Kind::Win)
        return hintOutlookInWords(
            {firstView.flipped(), HintGain::None, 0, winBy, HintSubject::Player}, second, first);
    return hintOutlookInWords({firstView, HintGain::None, 0, winBy, HintSubject::Player}, first,
                              second);
}

}  // namespace

QString markSymbol(review::Mark mark) {
    switch (mark) {
        case review::Mark::Inaccuracy:
            return QStringLiteral("?!");
        case review::Mark::Mistake:
            return QStringLiteral("?");
        case review::Mark::Blunder:
            return QStringLiteral("??");
        case review::Mark::Best:
        case review::Mark::Good:
            break;
    }
    return {};
}

QString markWords(review::Mark mark) {
    switch (mark) {
        case review::Mark::Best:
            return QCoreApplication::translate("lt::shell::ReviewTexts", "best move");
        case review::Mark::Good:
            return QCoreApplication::translate("lt::shell::ReviewTexts", "good move");
        case review::Mark::Inaccuracy:
            return QCoreApplication::translate("lt::shell::ReviewTexts", "inaccuracy");
        case review::Mark::Mistake:
            return QCoreApplication::translate("lt::shell::ReviewTexts", "mistake");
        case review::Mark::Blunder:
            return QCoreApplication::translate("lt::shell::ReviewTexts", "blunder");
    }
    return {};
}

QString playerSummary(const QString& name, const review::PlayerSummary& summary) {
    auto count = [&summary](review::Mark mark) {
        return QString::number(summary.counts[static_cast<std::size_t>(mark)]);
    };
    return QCoreApplication::translate(
               "lt::shell::ReviewTexts",
               "%1: accuracy %2 %. Best %3, good %4, ?! inaccuracies %5, ? mistakes %6, "
               "?? blunders %7.")
        .arg(name, QString::number(std::lround(summary.accuracy)), count(review::Mark::Best),
             count(review::Mark::Good), count(review::Mark::Inaccuracy),
             count(review::Mark::Mistake), count(review::Mark::Blunder));
}

QString positionComment(const review::GameReview& review, std::size_t index,
                        const QString& firstName, const QString& secondName, HintWinBy winBy) {
    if (!review.analysed(index)) return {};
    const QString standing = standingInWords(review.positions[index], firstName, secondName, winBy);
    if (index == 0)
        return QCoreApplication::translate("lt::shell::ReviewTexts", "Start position: %1.")
            .arg(standing);
    const review::MoveReview* move = nullptr;
    for (const review::MoveReview& candidate : review.moves)
        if (candidate.ply + 1 == index) move = &candidate;
    if (!move) return standing;
    QStringList parts;
    parts << QCoreApplication::translate("lt::shell::ReviewTexts", "%1 played %2: %3.")
                 .arg(move->mover == 0 ? firstName : secondName,
                      QString::fromStdString(move->played) + markSymbol(move->mark),
                      markWords(move->mark));
    if (!move->better.empty()) {
        QStringList line;
        for (const std::string& step : move->line) line << QString::fromStdString(step);
        parts << QCoreApplication::translate("lt::shell::ReviewTexts", "Better: %1 (line: %2).")
                     .arg(QString::fromStdString(move->better), line.join(QLatin1Char(' ')));
    }
    parts << QCoreApplication::translate("lt::shell::ReviewTexts", "Now: %1.").arg(standing);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell
