#include "games/goose/goose_board_view.h"

namespace lt::shell::goose {

namespace core = ::lt::goose;
using core::GooseState;
using core::Leg;
using race::RaceMotion;

namespace {

// The title in the board's top corner, on its two lines, in the interface language.
QMap<QString, QString> boardTitle() {
    const QStringList lines =
        GooseBoardView::tr("Game of the\nGoose", "the board's title, on two lines").split('\n');
    return {{QStringLiteral("title-line-1"), lines.value(0)},
            {QStringLiteral("title-line-2"), lines.value(1)}};
}

}  // namespace

GooseBoardView::GooseBoardView(QWidget* parent)
    : RaceBoardView(QStringLiteral(":/assets/goose/board.svg"), 2, parent, boardTitle()) {}

race::RaceSnapshot GooseBoardView::snapshot(const State& state) const {
    const auto& goose = static_cast<const GooseState&>(state);
    race::RaceSnapshot shot;
    for (PlayerId s = 0; s < goose.numPlayers(); ++s) {
        const core::Pawn& pawn = goose.pawn(s);
        shot.squares.push_back(pawn.square);
        QString note;
        if (goose.finished(s)) {
            const auto& order = goose.finishOrder();
            const int place =
                static_cast<int>(std::find(order.begin(), order.end(), s) - order.begin()) + 1;
            note = place == 1 ? tr("winner!") : tr("place %1").arg(place);
        } else if (pawn.held) {
            note = core::specialOf(pawn.square) == core::Special::Well
                       ? tr("down the well, waiting for rescue")
                       : tr("in prison, waiting for rescue");
        } else if (pawn.turnsToMiss > 0) {
            note = pawn.turnsToMiss == 1
                       ? tr("misses the next turn")
                       : tr("misses the next %n turn(s)", nullptr, pawn.turnsToMiss);
        }
        shot.notes.push_back(note);
    }
    if (!goose.over()) shot.toRoll = goose.turn();
    const auto& last = goose.lastTurn();
    if (last.mover >= 0) shot.dice = {last.roll.high, last.roll.low};
    return shot;
}

std::vector<int> GooseBoardView::facesOf(Move move) const {
    const auto roll = core::Roll::decode(move);
    return {roll.high, roll.low};
}

std::vector<RaceMotion> GooseBoardView::motions(const State& /*before*/, Move /*move*/,
                                                const State& after) const {
    const auto& turn = static_cast<const GooseState&>(after).lastTurn();
    const int total = turn.roll.total();
    std::vector<RaceMotion> list;
    for (const Leg& leg : turn.legs) {
        RaceMotion motion;
        motion.seat = turn.mover;
        motion.squares = leg.squares;
        const bool walk = leg.kind == Leg::Kind::Walk || leg.kind == Leg::Kind::GooseRepeat;
        motion.style = walk ? RaceMotion::Style::Walk : RaceMotion::Style::Jump;
        motion.caption = legSentence(leg, total, seatName(turn.mover));
        list.push_back(std::move(motion));
    }
    if (turn.displaced) {
        const auto& d = *turn.displaced;
        list.push_back({d.seat, RaceMotion::Style::Jump, {d.from, d.to}, {}, sentAway(d)});
    }
    return list;
}

QString GooseBoardView::legSentence(const Leg& leg, int total, const QString& who) const {
    const int from = leg.squares.front(), to = leg.squares.back();
    switch (leg.kind) {
        case Leg::Kind::Walk:
            return leg.bounced() ? tr("Too far! %1 counts to 63 and back to %2.")
                                       .arg(who, QString::number(to))
                                 : QString();
        case Leg::Kind::GooseRepeat:
            return leg.bounced()
                       ? tr("%1 lands on the goose on %2 and flies %3 more, bouncing back to "
                            "%4.")
                             .arg(who, QString::number(from), QString::number(total),
                                  QString::number(to))
                       : tr("%1 lands on the goose on %2 and flies %3 more to %4.")
                             .arg(who, QString::number(from), QString::number(total),
                                  QString::number(to));
        case Leg::Kind::Bridge:
            return tr("%1 landed on the bridge: go to 12.").arg(who);
        case Leg::Kind::Labyrinth:
            return tr("%1 is lost in the labyrinth: back to 30.").arg(who);
        case Leg::Kind::Skull:
            return tr("%1 meets Death on 58: back to square 1.").arg(who);
        case Leg::Kind::FirstRoll:
            return to == core::kFirstRollSixThree
                       ? tr("First roll 6+3: %1 goes straight to 26!").arg(who)
                       : tr("First roll 5+4: %1 goes straight to 53!").arg(who);
    }
    return {};
}

QString GooseBoardView::sentAway(const core::Displacement& d) const {
    const QString who = seatName(d.seat);
    if (d.to == core::kStart)
        return tr("%1 was on %2 and goes back to the start.").arg(who, QString::number(d.from));
    if (d.freed) return tr("%1 is set free and goes to %2.").arg(who, QString::number(d.to));
    return tr("%1 was on %2 and goes to %3.")
        .arg(who, QString::number(d.from), QString::number(d.to));
}

QString GooseBoardView::endSentence(const GooseState& after) const {
    const auto& turn = after.lastTurn();
    const QString who = seatName(turn.mover);
    if (turn.won) {
        if (after.finishOrder().size() == 1) return tr("%1 reaches 63 and wins!").arg(who);
        return tr("%1 reaches 63: place %2.").arg(who, QString::number(after.finishOrder().size()));
    }
    switch (core::specialOf(turn.end)) {
        case core::Special::Inn:
            return tr("%1 stops at the inn on 19 and misses the next turn.").arg(who);
        case core::Special::Well:
            return turn.held ? tr("%1 falls into the well on 31 and waits for rescue.").arg(who)
                             : tr("%1 falls into the well on 31: misses two turns.").arg(who);
        case core::Special::Prison:
            return turn.held ? tr("%1 goes to prison on 52 and waits for rescue.").arg(who)
                             : tr("%1 goes to prison on 52: misses two turns.").arg(who);
        default:
            // After a jump (first roll, bridge, labyrinth, Death) its sentence said where.
            if (turn.legs.back().kind != Leg::Kind::Walk &&
                turn.legs.back().kind != Leg::Kind::GooseRepeat)
                return {};
            return tr("%1 is on %2.").arg(who, QString::number(turn.end));
    }
}

QString GooseBoardView::describeMove(const State& /*before*/, Move move, const State& after) const {
    const auto& a = static_cast<const GooseState&>(after);
    const auto& turn = a.lastTurn();
    const auto roll = core::Roll::decode(move);
    QStringList parts;
    parts << tr("%1 rolled %2+%3.")
                 .arg(seatName(turn.mover), QString::number(roll.high), QString::number(roll.low));
    for (const Leg& leg : turn.legs) {
        const QString sentence = legSentence(leg, roll.total(), seatName(turn.mover));
        if (!sentence.isEmpty()) parts << sentence;
    }
    if (const QString end = endSentence(a); !end.isEmpty()) parts << end;
    if (turn.displaced) parts << sentAway(*turn.displaced);
    if (turn.released)
        parts << tr("Everyone was stuck: %1 is let go.").arg(seatName(*turn.released));
    for (const auto& skip : turn.skipped)
        parts << (skip.reason == core::SkippedTurn::Reason::Held ? tr("%1 is still waiting.")
                                                                 : tr("%1 misses a turn."))
                     .arg(seatName(skip.seat));
    return parts.join(QLatin1Char(' '));
}

}  // namespace lt::shell::goose
