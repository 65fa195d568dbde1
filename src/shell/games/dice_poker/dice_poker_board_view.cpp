#include "games/dice_poker/dice_poker_board_view.h"

#include "games/dice_common/hand_row.h"
#include "games/dice_poker/hands.h"
#include "widgets/dice_view.h"
#include "widgets/token_pot_view.h"

namespace lt::shell::dicepoker {

namespace core = ::lt::dicepoker;
using core::DiceCounts;
using core::MoveKind;
using core::Phase;
using core::PokerMove;
using core::PokerState;

namespace {

constexpr int kRollMs = 700;
constexpr int kChipsMs = 800;

std::vector<int> facesOf(const DiceCounts& counts) {
    std::vector<int> faces;
    for (int f = 0; f < core::kFaces; ++f)
        for (int i = 0; i < counts[f]; ++i) faces.push_back(f + 1);
    return faces;
}

}  // namespace

PokerBoardView::PokerBoardView(QWidget* parent) : DiceTableView(parent) {
    roll_ = new QPushButton(this);
    roll_->setObjectName("pokerRollButton");
    stand_ = new QPushButton(tr("Stand"), this);
    stand_->setObjectName("pokerStandButton");
    stake1_ = new QPushButton(tr("Stake 1 token"), this);
    stake2_ = new QPushButton(tr("Stake 2 tokens"), this);
    setUpTable(core::kDiceCount, {}, new QLabel(tr("Hands this round"), this),
               {stake1_, stake2_, roll_, stand_}, QMargins(34, 14, 34, 16));
    connect(stake1_, &QPushButton::clicked, this, [this] { onStake(1); });
    connect(stake2_, &QPushButton::clicked, this, [this] { onStake(2); });
    refreshButtons();
}

QString PokerBoardView::combinationText(const DiceCounts& hand) const {
    switch (core::combinationOf(hand)) {
        case core::Combination::Nothing:
            return tr("nothing");
        case core::Combination::Pair:
            return tr("a pair");
        case core::Combination::TwoPairs:
            return tr("two pairs");
        case core::Combination::Triple:
            return tr("three of a kind");
        case core::Combination::Straight:
            return tr("a straight");
        case core::Combination::FullHouse:
            return tr("a full house");
        case core::Combination::FourOfKind:
            return tr("four of a kind");
        case core::Combination::Poker:
            return tr("poker");
    }
    return {};
}

void PokerBoardView::paintEvent(QPaintEvent* /*event*/) {
    dicecommon::paintTable(this, QColor(36, 112, 96), QColor(16, 64, 56), QColor(92, 52, 28));
}

void PokerBoardView::showState(const State& state, PlayerId viewer) {
    const auto* poker = dynamic_cast<const PokerState*>(&state);
    if (!poker) return;
    state_ = std::make_unique<PokerState>(*poker);
    viewer_ = viewer;
    ensureSeats(state_->numPlayers());
    for (PlayerId seat = 0; seat < state_->numPlayers(); ++seat)
        table_.tokens->setTokens(seat, state_->tokens(seat));
    table_.tokens->setPot(state_->pot());
    const auto roller = state_->roller();
    table_.tokens->setActiveSeat(roller ? *roller : state_->currentActor());

    // The big dice: the thrower's hand, the dice kept raised before a re-throw.
    showBigDice(state_->phase() == Phase::Throwing, state_->awaitingThrow(),
                facesOf(state_->dice()), facesOf(state_->kept()), state_->seatToPlay());
    refreshRows();
    refreshTexts();
    refreshButtons();
}

void PokerBoardView::refreshRows() {
    if (!state_) return;
    const bool between = state_->phase() == Phase::Stake || state_->phase() == Phase::Over;
    const auto& last = state_->lastRound();
    for (PlayerId seat = 0; seat < static_cast<PlayerId>(rows_.size()); ++seat) {
        HandRow* row = rows_[seat];
        std::optional<DiceCounts> hand;
        QString caption;
        bool marked = false;
        if (between && last) {
            hand = last->hands[seat];
            marked = seat == last->winner;
        } else if (!between) {
            hand = state_->hands()[seat];
            if (state_->phase() == Phase::Playoff && state_->playoffThrows()[seat])
                hand = state_->playoffThrows()[seat];
            marked = state_->roller() == seat || state_->currentActor() == seat;
        }
        if (hand) {
            caption = combinationText(*hand);
            if (between && seat == last->winner)
                caption = tr("%1 — wins %n token(s)", nullptr, last->potWon).arg(caption);
            row->setHand(facesOf(*hand), caption);
        } else if (!between && seat == state_->seatToPlay() && state_->throwsMade() > 0 &&
                   !state_->awaitingThrow()) {
            row->setHand(facesOf(state_->dice()), tr("throwing…"));
        } else {
            row->clearHand();
        }
        row->setMarked(marked);
    }
}

void PokerBoardView::refreshTexts() {
    if (!state_) return;
    const PlayerId seat = state_->seatToPlay();
    QString help;
    switch (state_->phase()) {
        case Phase::Over: {
            int most = 0;
            for (PlayerId s = 0; s < state_->numPlayers(); ++s)
                most = std::max(most, state_->tokens(s));
            QStringList winners;
            for (PlayerId s = 0; s < state_->numPlayers(); ++s)
                if (state_->tokens(s) == most) winners << seatName(s);
            table_.turn->setText(
                winners.size() == 1
                    ? tr("%1 wins with %n token(s)!", nullptr, most).arg(winners.front())
                    : tr("Shared win: %1, %n token(s) each", nullptr, most)
                          .arg(winners.join(QStringLiteral(", "))));
            help = tr("A player has no tokens left: the game is over.");
            break;
        }
        case Phase::Stake:
            table_.turn->setText(
                tr("%1 starts round %2")
                    .arg(seatName(seat), QString::number(state_->roundsPlayed() + 1)));
            help = tr("The starter chooses the stake: every player puts 1 or 2 tokens in the pot.");
            break;
        case Phase::Throwing: {
            table_.turn->setText(
                tr("%1 — throw %2 of at most %3 · stake %4")
                    .arg(seatName(seat),
                         QString::number(
                             std::min(state_->throwsMade() + (state_->awaitingThrow() ? 1 : 0),
                                      state_->throwLimit())),
                         QString::number(state_->throwLimit()), QString::number(state_->stake())));
            if (const auto best = state_->bestHand()) {
                PlayerId leader = -1;
                for (PlayerId s = 0; s < state_->numPlayers(); ++s)
                    if (state_->hands()[s] == best && leader < 0) leader = s;
                help = tr("To beat: %1 (%2).").arg(combinationText(*best), seatName(leader));
            }
            break;
        }
        case Phase::Playoff: {
            QStringList names;
            for (PlayerId s : state_->playoffSeats()) names << seatName(s);
            table_.turn->setText(tr("Play-off: %1").arg(names.join(QStringLiteral(", "))));
            help = tr("The best hands are equal: one throw of all five dice each decides the pot.");
            break;
        }
    }
    table_.help->setText(help);
}

void PokerBoardView::refreshButtons() {
    const bool stakePhase = state_ && state_->phase() == Phase::Stake;
    stake1_->setVisible(stakePhase);
    stake2_->setVisible(stakePhase);
    stake1_->setEnabled(staking_);
    stake2_->setEnabled(staking_);
    roll_->setVisible(!stakePhase);
    stand_->setVisible(!stakePhase && !rolling_);
    roll_->setText(choosing_ ? tr("Roll again") : tr("Roll"));
    roll_->setEnabled(humanToRoll());
    stand_->setEnabled(choosing_);
    if (!choosing_ || !state_) return;
    const int again = diceToThrowAgain();
    roll_->setEnabled(again > 0);
    roll_->setText(again == core::kDiceCount ? tr("Roll all again")
                                             : tr("Roll %n again", nullptr, again));
    table_.help->setText(
        tr("Click the dice to keep (keys 1-5), then roll the others again — or stand "
           "with %1.")
            .arg(combinationText(state_->dice())));
}

void PokerBoardView::requestMove(PlayerId /*player*/) {
    if (!state_ || state_->isTerminal()) return;
    const bool rolling = state_->isChanceNode();
    staking_ = !rolling && state_->phase() == Phase::Stake;
    startRequest(rolling, !rolling && !staking_);
}

void PokerBoardView::cancelRequest() {
    staking_ = false;
    DiceTableView::cancelRequest();
}

void PokerBoardView::emitMove(const PokerMove& move) {
    if (!state_ || !state_->isLegal(move)) return;
    cancelRequest();
    emit moveChosen(core::encode(move));
}

void PokerBoardView::chooseReroll(DiceCounts again) {
    emitMove(PokerMove::reroll(again));
}

void PokerBoardView::chooseStand() {
    emitMove(PokerMove::stand());
}

void PokerBoardView::onStake(int stake) {
    if (staking_) emitMove(PokerMove::stakeOf(stake));
}

void PokerBoardView::showHint(Move move) {
    if (!choosing_) return;
    const PokerMove hint = core::decode(move);
    // Hold what the hint keeps: everything for a stand, all but the re-thrown dice otherwise.
    dicecommon::holdAllBut(*table_.dice, hint.kind == MoveKind::Reroll ? hint.dice : DiceCounts{});
    refreshButtons();
}

void PokerBoardView::animateMove(const State& before, Move move, const State& after,
                                 PlayerId viewer, double pace) {
    const auto& b = static_cast<const PokerState&>(before);
    const auto& a = static_cast<const PokerState&>(after);
    const PokerMove m = core::decode(move);
    beginAnimation(before, after, viewer, pace);

    if (m.kind == MoveKind::Stake) {
        // The antes fly from every stack into the pot.
        std::vector<TokenPotView::Transfer> antes;
        for (PlayerId seat = 0; seat < b.numPlayers(); ++seat) {
            table_.tokens->setTokens(seat, b.tokens(seat));
            antes.push_back({seat, TokenPotView::kPot, b.tokens(seat) - a.tokens(seat)});
        }
        table_.tokens->setPot(b.pot());
        table_.tokens->transfer(antes, static_cast<int>(kChipsMs * pace));
        return;
    }
    if (m.kind == MoveKind::Throw) {
        // The kept dice stay on the left, the thrown ones tumble beside them.
        const bool playoff = b.phase() == Phase::Playoff;
        dicecommon::animateThrow(*table_.dice, playoff ? std::vector<int>{} : facesOf(b.kept()),
                                 facesOf(m.dice), seatColour(*b.roller()),
                                 static_cast<int>(kRollMs * pace));
        return;
    }
    finishMove(b, pace);
}

void PokerBoardView::finishMove(const State& beforeState, double pace) {
    const auto& before = static_cast<const PokerState&>(beforeState);
    if (!state_ || state_->roundsPlayed() == before.roundsPlayed()) {
        endAnimation();
        return;
    }
    // The round is over: the pot goes to its winner.
    const auto& result = *state_->lastRound();
    table_.tokens->setTokens(result.winner, state_->tokens(result.winner) - result.potWon);
    table_.tokens->setPot(result.potWon);
    table_.tokens->transfer(TokenPotView::kPot, result.winner, result.potWon,
                            static_cast<int>(kChipsMs * pace));
}

QString PokerBoardView::describeMove(const State& before, Move move, const State& after) const {
    const auto& b = static_cast<const PokerState&>(before);
    const auto& a = static_cast<const PokerState&>(after);
    const PokerMove m = core::decode(move);
    QString text;
    switch (m.kind) {
        case MoveKind::Stake:
            return tr("%1 sets the stake at %n token(s) each", nullptr, m.stake)
                .arg(seatName(b.starter()));
        case MoveKind::Throw: {
            const PlayerId thrower = *b.roller();
            const DiceCounts hand =
                b.phase() == Phase::Playoff ? m.dice : core::plus(b.kept(), m.dice);
            text = tr("%1 rolled %2 — %3")
                       .arg(seatName(thrower), QString::fromStdString(core::facesText(hand)),
                            combinationText(hand));
            break;
        }
        case MoveKind::Reroll:
            text = tr("%1 keeps %2 and throws %n again", nullptr, core::diceTotal(m.dice))
                       .arg(seatName(b.seatToPlay()),
                            QString::fromStdString(core::facesText(core::minus(b.dice(), m.dice))));
            if (core::diceTotal(m.dice) == core::kDiceCount)
                text = tr("%1 throws all five dice again").arg(seatName(b.seatToPlay()));
            break;
        case MoveKind::Stand:
            text = tr("%1 stands with %2").arg(seatName(b.seatToPlay()), combinationText(b.dice()));
            break;
    }
    if (a.roundsPlayed() > b.roundsPlayed() && a.lastRound())
        text += tr(" · %1 wins the pot of %n token(s)", nullptr, a.lastRound()->potWon)
                    .arg(seatName(a.lastRound()->winner));
    if (b.phase() != Phase::Playoff && a.phase() == Phase::Playoff)
        text += tr(" · equal best hands: play-off");
    return text;
}

}  // namespace lt::shell::dicepoker
