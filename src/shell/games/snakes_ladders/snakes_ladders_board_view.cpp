#include "games/snakes_ladders/snakes_ladders_board_view.h"

namespace lt::shell::snakes {

namespace core = ::lt::snakes;
using core::Leg;
using core::SnakesState;
using race::RaceMotion;

SnakesBoardView::SnakesBoardView(QWidget* parent)
    : RaceBoardView(QStringLiteral(":/assets/snakes_ladders/board.svg"), 1, parent) {}

race::RaceSnapshot SnakesBoardView::snapshot(const State& state) const {
    const auto& game = static_cast<const SnakesState&>(state);
    race::RaceSnapshot shot;
    shot.squares = game.scores();
    const auto& order = game.finishOrder();
    for (PlayerId s = 0; s < game.numPlayers(); ++s) {
        const auto it = std::find(order.begin(), order.end(), s);
        const int place = static_cast<int>(it - order.begin()) + 1;
        shot.notes.push_back(it == order.end() ? QString()
                             : place == 1      ? tr("winner!")
                                               : tr("place %1").arg(place));
    }
    if (!game.over()) shot.toRoll = game.turn();
    if (game.lastTurn().mover >= 0) shot.dice = {game.lastTurn().roll};
    return shot;
}

std::vector<RaceMotion> SnakesBoardView::motions(const State& /*before*/, Move /*move*/,
                                                 const State& after) const {
    const auto& turn = static_cast<const SnakesState&>(after).lastTurn();
    const QString who = seatName(turn.mover);
    std::vector<RaceMotion> list;
    for (const Leg& leg : turn.legs) {
        const int from = leg.squares.front(), to = leg.squares.back();
        switch (leg.kind) {
            case Leg::Kind::Walk:
                list.push_back({turn.mover,
                                RaceMotion::Style::Walk,
                                leg.squares,
                                {},
                                turn.bounced ? tr("Too far! %1 counts to 100 and back to %2.")
                                                   .arg(who, QString::number(to))
                                             : QString()});
                break;
            case Leg::Kind::Ladder:
                list.push_back({turn.mover, RaceMotion::Style::Slide, leg.squares,
                                QStringLiteral("ladder-%1").arg(from),
                                tr("%1 climbs the ladder from %2 to %3!")
                                    .arg(who, QString::number(from), QString::number(to))});
                break;
            case Leg::Kind::Snake:
                list.push_back({turn.mover, RaceMotion::Style::Slide, leg.squares,
                                QStringLiteral("snake-%1").arg(from),
                                tr("%1 slides down the snake from %2 to %3.")
                                    .arg(who, QString::number(from), QString::number(to))});
                break;
        }
    }
    return list;
}

QString SnakesBoardView::describeMove(const State& /*before*/, Move move,
                                      const State& after) const {
    const auto& a = static_cast<const SnakesState&>(after);
    const auto& turn = a.lastTurn();
    const QString who = seatName(turn.mover);
    QStringList parts;
    parts << tr("%1 rolled %2.").arg(who, QString::number(static_cast<int>(move)));
    if (turn.legs.empty())
        parts << tr("Too far to land on 100: %1 stays on %2.").arg(who, QString::number(turn.end));
    for (const RaceMotion& motion : motions(after, move, after))
        if (!motion.caption.isEmpty()) parts << motion.caption;
    if (turn.won)
        parts << (a.finishOrder().size() == 1
                      ? tr("%1 reaches 100 and wins!").arg(who)
                      : tr("%1 reaches 100: place %2.")
                            .arg(who, QString::number(a.finishOrder().size())));
    else if (!turn.legs.empty() && turn.legs.back().kind == Leg::Kind::Walk)
        parts << tr("%1 is on %2.").arg(who, QString::number(turn.end));
    if (turn.rollsAgain) parts << tr("A 6: %1 rolls again.").arg(who);
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::snakes
