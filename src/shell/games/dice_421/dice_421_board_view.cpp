#include "games/dice_421/dice_421_board_view.h"

#include "games/dice_421/combinations.h"
#include "games/dice_common/hand_row.h"
#include "widgets/dice_view.h"
#include "widgets/font_scale.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dice421 {

namespace core = ::lt::dice421;
using core::DiceCounts;
using core::Move421;
using core::MoveKind;
using core::PlayoffFor;
using core::Stage;
using core::State421;

namespace {

constexpr int kRollMs = 650;
constexpr int kChipsMs = 900;

// High to low, as a 421 throw is read.
std::vector<int> facesOf(const DiceCounts& counts) {
    return lt::dice::facesHighFirst(counts);
}

}  // namespace

Board421View::Board421View(QWidget* parent) : DiceTableView(parent) {
    stage_ = new QLabel(this);
    stage_->setAlignment(Qt::AlignCenter);
    stage_->setStyleSheet(scaledFontSizes("color: #ffd970; font-size: 15px; font-weight: bold;"));
    roll_ = new QPushButton(this);
    roll_->setObjectName("roll421Button");
    stand_ = new QPushButton(tr("Stand"), this);
    stand_->setObjectName("stand421Button");
    setUpTable(core::kDiceCount, {stage_}, new QLabel(tr("Throws this round"), this),
               {roll_, stand_}, QMargins(34, 12, 34, 16));
    refreshButtons();
}

QString Board421View::handCaption(const DiceCounts& hand) const {
    const QString name = QString::fromStdString(core::handName(hand));
    if (core::isNenette(hand)) return tr("%1 · the lowest").arg(name);
    return tr("%1 · worth %n", nullptr, core::tableValue(hand)).arg(name);
}

void Board421View::paintEvent(QPaintEvent* /*event*/) {
    // A bar counter's green baize, framed in dark wood.
    dicecommon::paintTable(this, QColor(44, 110, 66), QColor(20, 62, 38), QColor(70, 40, 24));
}

void Board421View::showState(const State& state, PlayerId viewer) {
    const auto* game = dynamic_cast<const State421*>(&state);
    if (!game) return;
    state_ = std::make_unique<State421>(*game);
    viewer_ = viewer;
    ensureSeats(state_->numPlayers());
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat) {
        table_.tokens->setTokens(seat, state_->tokens(seat));
        table_.tokens->setSeatDimmed(seat, state_->hasLeft(seat));
    }
    table_.tokens->setPot(state_->pot());
    const auto roller = state_->roller();
    table_.tokens->setActiveSeat(roller ? *roller : state_->currentActor());

    showBigDice(state_->playoffFor() == PlayoffFor::None && !state_->isTerminal(),
                state_->awaitingThrow(), facesOf(state_->dice()), facesOf(state_->kept()),
                state_->seatToPlay());
    refreshRows();
    refreshTexts();
    refreshButtons();
}

void Board421View::refreshRows() {
    if (!state_) return;
    // At the start of a round (nobody has thrown yet) the last round's throws stay in view.
    bool fresh = state_->throwsMade() == 0 && state_->playoffFor() == PlayoffFor::None;
    for (const auto& hand : state_->hands()) fresh = fresh && !hand;
    const auto& last = state_->lastRound();
    const bool showLast = (fresh || state_->isTerminal()) && last;
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(rows_.size()); ++seat) {
        HandRow* row = rows_[seat];
        std::optional<DiceCounts> hand;
        bool marked = false;
        QString caption;
        if (showLast) {
            hand = last->hands[seat];
            marked = seat == last->worst;
        } else {
            hand = state_->hands()[seat];
            if (state_->playoffFor() != PlayoffFor::None && state_->playoffThrows()[seat])
                hand = state_->playoffThrows()[seat];
            marked = state_->roller() == seat || state_->currentActor() == seat;
        }
        if (hand) {
            caption = handCaption(*hand);
            if (showLast && seat == last->worst)
                caption = tr("%1 — receives %n", nullptr, last->amount).arg(caption);
            row->setHand(facesOf(*hand), caption);
        } else if (!showLast && seat == state_->seatToPlay() && state_->throwsMade() > 0 &&
                   !state_->awaitingThrow()) {
            row->setHand(facesOf(state_->dice()), tr("throwing…"));
        } else if (state_->hasLeft(seat)) {
            row->setHand(std::vector<int>(core::kDiceCount, 0), tr("out — no tokens left"));
        } else {
            row->clearHand();
        }
        row->setMarked(marked);
    }
}

void Board421View::refreshTexts() {
    if (!state_) return;
    const PlayerId seat = state_->seatToPlay();
    QString help;
    switch (state_->stage()) {
        case Stage::Charge:
            stage_->setText(tr("Charge — tokens left in the pot: %1").arg(state_->pot()));
            help =
                tr("One throw each. The worst throw takes from the pot as many tokens as the "
                   "best throw is worth.");
            break;
        case Stage::Discharge:
            stage_->setText(tr("Discharge — get rid of your tokens"));
            help = state_->leaderThrows() == 0
                       ? tr("%1 leads: up to 3 throws. The others must then throw exactly as "
                            "often.")
                             .arg(seatName(state_->leader()))
                       : tr("Everyone throws exactly %n time(s). The best throw gives its worth "
                            "in tokens to the worst.",
                            nullptr, state_->leaderThrows());
            break;
        case Stage::Over: {
            stage_->setText(tr("Game over"));
            QStringList names;
            for (PlayerId s = 0; s < state_->numPlayers(); ++s)
                if (state_->ranking()[s] == 1) names << seatName(s);
            table_.turn->setText(names.size() == 1
                                     ? tr("%1 wins!").arg(names.front())
                                     : tr("%1 win!").arg(names.join(QStringLiteral(", "))));
            const auto loser = state_->loser();
            table_.help->setText(loser ? tr("%1 ends with all 21 tokens.").arg(seatName(*loser))
                                       : tr("The first player without tokens wins."));
            return;
        }
    }
    if (state_->playoffFor() != PlayoffFor::None) {
        QStringList names;
        for (PlayerId s : state_->playoffSeats()) names << seatName(s);
        table_.turn->setText(
            state_->playoffFor() == PlayoffFor::Best
                ? tr("Tie for best: %1 throw again").arg(names.join(QStringLiteral(", ")))
                : tr("Tie for worst: %1 throw again").arg(names.join(QStringLiteral(", "))));
        help = tr("One throw each decides; the amount stays the one of the round's best throw.");
    } else if (state_->stage() == Stage::Charge) {
        table_.turn->setText(tr("%1 to throw").arg(seatName(seat)));
    } else {
        table_.turn->setText(tr("%1 — throw %2 of %3")
                                 .arg(seatName(seat),
                                      QString::number(std::min(
                                          state_->throwsMade() + (state_->awaitingThrow() ? 1 : 0),
                                          state_->throwLimit())),
                                      QString::number(state_->throwLimit())));
    }
    table_.help->setText(help);
}

void Board421View::refreshButtons() {
    const bool leader = state_ && !state_->isTerminal() && state_->seatToPlay() == state_->leader();
    roll_->setText(choosing_ ? tr("Roll again") : tr("Roll"));
    roll_->setEnabled(humanToRoll());
    stand_->setVisible(choosing_ && leader);
    stand_->setEnabled(choosing_ && leader);
    if (!choosing_ || !state_) return;
    const int again = diceToThrowAgain();
    roll_->setEnabled(again > 0);
    roll_->setText(again == core::kDiceCount ? tr("Roll all again")
                                             : tr("Roll %n again", nullptr, again));
    table_.help->setText(leader
                             ? tr("Click the dice to keep (keys 1-3), then roll the others again "
                                  "— or stand with %1.")
                                   .arg(handCaption(state_->dice()))
                             : tr("You must throw again: click the dice to keep (keys 1-3), at "
                                  "least one die moves."));
}

void Board421View::requestMove(PlayerId /*player*/) {
    if (!state_ || state_->isTerminal()) return;
    startRequest(state_->isChanceNode(), !state_->isChanceNode());
}

void Board421View::emitMove(const Move421& move) {
    if (!state_ || !state_->isLegal(move)) return;
    cancelRequest();
    emit moveChosen(core::encode(move));
}

void Board421View::chooseReroll(DiceCounts again) {
    emitMove(Move421::reroll(again));
}

void Board421View::chooseStand() {
    emitMove(Move421::stand());
}

void Board421View::showHint(Move move) {
    if (!choosing_) return;
    const Move421 hint = core::decode(move);
    dicecommon::holdAllBut(*table_.dice, hint.kind == MoveKind::Reroll ? hint.dice : DiceCounts{});
    refreshButtons();
}

void Board421View::animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                               double pace) {
    const auto& b = static_cast<const State421&>(before);
    const Move421 m = core::decode(move);
    beginAnimation(before, after, viewer, pace);
    if (m.kind != MoveKind::Throw) {
        finishMove(b, pace);
        return;
    }
    // The kept dice stay on the left, the thrown ones tumble beside them.
    const bool playoff = b.playoffFor() != PlayoffFor::None;
    dicecommon::animateThrow(*table_.dice, playoff ? std::vector<int>{} : facesOf(b.kept()),
                             facesOf(m.dice), seatColour(*b.roller()),
                             static_cast<int>(kRollMs * pace));
}

void Board421View::finishMove(const State& beforeState, double pace) {
    const auto& before = static_cast<const State421&>(beforeState);
    if (!state_ || state_->roundsPlayed() == before.roundsPlayed()) {
        endAnimation();
        return;
    }
    // The round is over: tokens go from the pot (charge) or the best player (discharge) to
    // the worst.
    const auto& result = *state_->lastRound();
    const int from = result.stage == Stage::Charge ? TokenPotView::kPot : result.best;
    for (PlayerId seat = 0; seat < before.numPlayers(); ++seat)
        table_.tokens->setTokens(seat, before.tokens(seat));
    table_.tokens->setPot(before.pot());
    table_.tokens->transfer(from, result.worst, result.amount, static_cast<int>(kChipsMs * pace));
}

QString Board421View::describeMove(const State& before, Move move, const State& after) const {
    const auto& b = static_cast<const State421&>(before);
    const auto& a = static_cast<const State421&>(after);
    const Move421 m = core::decode(move);
    QString text;
    switch (m.kind) {
        case MoveKind::Throw: {
            const bool playoff = b.playoffFor() != PlayoffFor::None;
            const DiceCounts hand = playoff ? m.dice : core::plus(b.kept(), m.dice);
            text = tr("%1 rolled %2").arg(seatName(*b.roller()), handCaption(hand));
            break;
        }
        case MoveKind::Reroll:
            text = tr("%1 throws %n again", nullptr, core::diceTotal(m.dice))
                       .arg(seatName(b.seatToPlay()));
            break;
        case MoveKind::Stand:
            text = tr("%1 stands after %n throw(s)", nullptr, b.throwsMade())
                       .arg(seatName(b.seatToPlay()));
            break;
    }
    if (a.roundsPlayed() > b.roundsPlayed() && a.lastRound()) {
        const auto& r = *a.lastRound();
        text += r.stage == Stage::Charge
                    ? tr(" · %1 takes %n from the pot", nullptr, r.amount).arg(seatName(r.worst))
                    : tr(" · %1 gives %n to %2", nullptr, r.amount)
                          .arg(seatName(r.best), seatName(r.worst));
        if (b.stage() == Stage::Charge && a.stage() == Stage::Discharge)
            text += tr(" · the pot is empty: discharge");
        for (PlayerId seat = 0; seat < a.numPlayers(); ++seat)
            if (a.hasLeft(seat) && !b.hasLeft(seat) && a.stage() != Stage::Charge)
                text += tr(" · %1 has no tokens left").arg(seatName(seat));
    }
    if (b.playoffFor() == PlayoffFor::None && a.playoffFor() != PlayoffFor::None)
        text += tr(" · tie: play-off");
    return text;
}

}  // namespace lt::shell::dice421
