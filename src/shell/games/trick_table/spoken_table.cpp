// What a trick-taking table says to a screen reader, as the seat looking sees it: its own
// hand, the other hands by their number of cards (never their cards), trump, the trick by
// player with the suit to follow, or the trick just taken.
#include <functional>

#include "games/trick_table/trick_table_board.h"
#include "widgets/card_text.h"
#include "widgets/spoken_hands.h"

namespace lt::shell::trick_table {

namespace {

// "Bruno played 10 of hearts, Carla played king of hearts".
QStringList spokenPlays(const cards::Trick& trick, const std::function<QString(PlayerId)>& name) {
    QStringList plays;
    for (const auto& play : trick.plays)
        plays
            << TrickTableBoard::tr("%1 played %2").arg(name(play.seat), spokenCardName(play.card));
    return plays;
}

}  // namespace

QString TrickTableBoard::spokenTable(const TrickScene& scene, PlayerId viewer) const {
    const auto name = [this](PlayerId seat) { return seatName(seat); };
    const QString comma = tr(", ");
    QStringList parts;
    QStringList names;
    for (PlayerId seat = 0; seat < scene.numPlayers; ++seat) names << seatName(seat);
    const bool seated = viewer >= 0 && viewer < scene.numPlayers;
    if (const QString hands = spokenHands(
            viewer, seated ? scene.hands.at(static_cast<std::size_t>(viewer)) : std::vector<Card>{},
            names, scene.handCounts);
        !hands.isEmpty())
        parts << hands;
    if (scene.trump) parts << tr("Trump: %1.").arg(spokenSuitName(*scene.trump));
    if (!scene.trick.empty()) {
        parts << tr("On the table: %1.").arg(spokenPlays(scene.trick, name).join(comma));
        if (const auto led = scene.trick.ledSuit())
            parts << tr("Suit to follow: %1.").arg(spokenSuitName(*led));
    } else if (scene.trickJustTaken && scene.lastTrick && !scene.lastTrick->empty()) {
        const PlayerId winner = cards::currentWinner(*scene.lastTrick, scene.trump).seat;
        parts << tr("Trick taken by %1: %2.")
                     .arg(seatName(winner), spokenPlays(*scene.lastTrick, name).join(comma));
    }
    return parts.join(QLatin1Char(' '));
}

QString TrickTableBoard::spokenBySeat(const QString& title, const std::vector<int>& values) const {
    QStringList entries;
    for (std::size_t i = 0; i < values.size(); ++i)
        entries << tr("%1: %2").arg(seatName(static_cast<PlayerId>(i)), QString::number(values[i]));
    return title.arg(entries.join(tr(", ")));
}

}  // namespace lt::shell::trick_table
