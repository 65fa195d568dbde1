// What a board says to a screen reader (the BoardView members declared for it in
// base/board_view.h): the last move's sentence, whose turn it is, the position as the viewer
// may know it and the viewer's choices. Assistive technology hears of each change through
// QAccessibleEvents on the board and its notification (base/board_accessibility).
#include <QAccessible>
#include <QCoreApplication>

#include "base/board_accessibility.h"
#include "base/board_view.h"
#include "framework/game.h"

namespace lt::shell {

namespace {

// A sentence ends with its stop, once.
QString sentence(const QString& text) {
    static const QString stops = QStringLiteral(".!?…:");
    if (text.isEmpty() || stops.contains(text.back())) return text;
    return text + QLatin1Char('.');
}

void notify(QWidget* widget, QAccessible::Event type) {
    QAccessibleEvent event(widget, type);
    QAccessible::updateAccessibility(&event);
}

}  // namespace

void BoardView::setSpokenPosition(const State& state, PlayerId viewer,
                                  const QString& announcement) {
    spoken_ = state.clone();
    spokenViewer_ = viewer;
    if (!announcement.isEmpty()) announcement_ = announcement;
    notifySpokenChanges();
}

// Only what changed is sent: a screen reader speaks a focused board's new name at once, or
// the notification showing it.
void BoardView::notifySpokenChanges() {
    if (!QAccessible::isActive()) return;
    const QString name = spokenName();
    const QString description = spokenDescription();
    if (name != sentName_) {
        sentName_ = name;
        notify(this, QAccessible::NameChanged);
        announceBoardName(this);
    }
    if (description != sentDescription_) {
        sentDescription_ = description;
        notify(this, QAccessible::DescriptionChanged);
    }
}

QString BoardView::spokenName() const {
    if (!spoken_) return tr("Game board");
    const State& state = *spoken_;
    QStringList parts;
    if (!announcement_.isEmpty())
        parts << sentence(announcement_);
    else
        parts << sentence(
            tr("%1 board")
                .arg(QCoreApplication::translate("games", state.game().info().name.c_str())));
    if (state.isTerminal()) {
        const auto places = state.ranking();
        QStringList winners;
        for (std::size_t i = 0; i < places.size(); ++i)
            if (places[i] == 1) winners << seatName(static_cast<PlayerId>(i));
        if (winners.size() == 1)
            parts << tr("Game over: %1 wins.").arg(winners.first());
        else if (winners.size() == static_cast<int>(places.size()))
            parts << tr("Game over: a draw.");
        else
            parts << tr("Game over: shared win for %1.").arg(winners.join(tr(", ")));
    } else if (state.isChanceNode()) {
        if (const auto roller = state.roller())
            parts << tr("%1 to roll the dice.").arg(seatName(*roller));
    } else {
        parts << tr("%1 to move.").arg(seatName(state.currentActor()));
    }
    return parts.join(QLatin1Char(' '));
}

QString BoardView::spokenDescription() const {
    if (!spoken_) return {};
    QStringList parts;
    if (const QString position = spokenPosition(*spoken_, spokenViewer_); !position.isEmpty())
        parts << position;
    if (spokenViewer_ >= 0 && spoken_->currentActor() == spokenViewer_)
        if (const QString choices = spokenChoices(*spoken_, spokenViewer_); !choices.isEmpty())
            parts << choices;
    return parts.join(QLatin1Char(' '));
}

QString BoardView::spokenPosition(const State& state, PlayerId /*viewer*/) const {
    const auto scores = state.scores();
    if (scores.empty()) return {};
    QStringList entries;
    for (std::size_t i = 0; i < scores.size(); ++i)
        entries << tr("%1: %2").arg(seatName(static_cast<PlayerId>(i)), QString::number(scores[i]));
    return tr("Scores: %1.").arg(entries.join(tr(", ")));
}

QString BoardView::spokenChoices(const State& state, PlayerId /*viewer*/) const {
    QStringList choices;
    for (const Move move : state.legalMoves()) {
        auto after = state.clone();
        after->apply(move);
        choices << moveListText(state, move, *after);
    }
    if (choices.isEmpty()) return {};
    return tr("Your choices: %1.").arg(choices.join(tr("; ")));
}

}  // namespace lt::shell
