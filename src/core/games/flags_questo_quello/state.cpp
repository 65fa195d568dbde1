#include "games/flags_questo_quello/state.h"

#include <algorithm>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/flags/hidden_hands.h"
#include "games/flags/stock_deal.h"
#include "games/flags_questo_quello/moves.h"
#include "games/flags_questo_quello/view.h"

namespace lt::flags_questo_quello {

int handSizeFor(int numPlayers) {
    return std::min(9, 45 / numPlayers);
}

QqState::QqState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, int numPlayers)
    : HandsState(game, std::move(cards), numPlayers, handSizeFor(numPlayers)) {
    table_.grid.fill(kNoCard);
}

QqState::QqState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
                 std::vector<std::vector<int>> hands, std::vector<int> stock)
    : HandsState(game, std::move(cards), std::move(table), std::move(hands), std::move(stock)) {}

std::unique_ptr<State> QqState::clone() const {
    return std::make_unique<QqState>(*this);
}

PlayerId QqState::currentActor() const {
    switch (table_.phase) {
        case Phase::Dealing:
        case Phase::StartRoll:
            return actor::chance;
        case Phase::Playing:
            return table_.drawing ? actor::chance : table_.turn;
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

bool QqState::hasPlay(PlayerId player) const {
    for (int card : hands_[player])
        for (int cell : openCells(table_))
            if (touchesIfPlaced(table_, *cards_, card, cell) > 0) return true;
    return false;
}

std::vector<Move> QqState::legalMoves() const {
    const PlayerId actor = currentActor();
    if (actor < 0) return {};
    std::vector<Move> moves;
    const std::vector<int> open = openCells(table_);
    for (int card : hands_[actor])
        for (int cell : open)
            if (touchesIfPlaced(table_, *cards_, card, cell) > 0)
                moves.push_back(playMove(card, cell));
    if (!moves.empty()) return moves;
    // Q4 / Q-A8 (a lapsed bonus never reaches here: settle() ends that turn).
    return {table_.stockCount > 0 ? drawMove() : passMove()};
}

std::vector<ChanceOutcome> QqState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    if (currentActor() != actor::chance) return outcomes;
    if (table_.phase == Phase::StartRoll) return flags::startRollOutcomes(rollMove);
    const double p = 1.0 / static_cast<double>(stock_.size());
    for (int card : stock_) outcomes.push_back({cardMove(card), p});
    return outcomes;
}

void QqState::applyPlayerMove(Move move) {
    switch (kindOf(move)) {
        case MoveKind::Play:
            applyPlay(moveCard(move), moveCell(move));
            break;
        case MoveKind::Draw:
            table_.drawing = true;
            break;
        case MoveKind::Pass:
            ++table_.passesInARow;
            if (table_.passesInARow >= table_.numPlayers)
                table_.phase = Phase::Over;  // Q-A7: a whole round and nobody could play
            else
                endTurn();
            break;
        default:
            throw IllegalMove("not a player's move");
    }
}

void QqState::applyChance(Move move) {
    if (table_.phase == Phase::StartRoll) {
        if (kindOf(move) != MoveKind::Roll || (move & 0xff) >= 36)
            throw IllegalMove("not a roll of the blue dice");
        const auto [a, b] = moveDice(move);
        if (a > b) throw IllegalMove("not a roll of the blue dice");
        table_.startRolls.push_back({a, b});
        const flags::StartCard start = flags::startCardFor(*cards_, hands_, a, b);
        // The card is still in the stock: roll again (as Un due tre's U-A2).
        if (!start.holder) return;
        // Q-A1: its holder lays it as the first card; that is his whole turn.
        const PlayerId p = *start.holder;
        flags::removeCard(hands_[p], start.card);
        table_.grid[kCentre] = start.card;
        table_.onTable = 1;
        table_.lastCell = kCentre;
        --table_.handCounts[p];
        table_.starter = p;
        table_.turn = (p + 1) % table_.numPlayers;
        table_.phase = Phase::Playing;
        return;
    }
    if (kindOf(move) != MoveKind::Card) throw IllegalMove("not a card from the stock");
    const bool dealing = table_.phase == Phase::Dealing;
    const auto taken = flags::takeFromStock(table_, hands_, stock_, moveCard(move), dealing);
    if (taken == flags::StockCard::LastDealt) table_.phase = Phase::StartRoll;
    if (dealing) return;
    // Q4: the drawn card joins the hand and the turn ends (Q-A5).
    table_.drawing = false;
    endTurn();
}

void QqState::applyPlay(int card, int cell) {
    const int touching = touchesIfPlaced(table_, *cards_, card, cell);
    const PlayerId player = table_.turn;
    flags::removeCard(hands_[player], card);
    --table_.handCounts[player];
    table_.grid[cell] = card;
    ++table_.onTable;
    table_.lastCell = cell;
    table_.passesInARow = 0;
    if (hands_[player].empty()) {
        table_.winner = player;  // Q5
        table_.bonus = false;
        table_.phase = Phase::Over;
        return;
    }
    if (table_.onTable >= kMaxOnTable) {
        table_.bonus = false;
        table_.phase = Phase::Over;  // Q-A7: nothing more can go on the table
        return;
    }
    if (touching >= 2) {
        table_.bonus = true;  // Q2: he plays again
        return;
    }
    endTurn();
}

void QqState::endTurn() {
    table_.bonus = false;
    table_.turn = (table_.turn + 1) % table_.numPlayers;
}

void QqState::settle() {
    if (table_.phase == Phase::Playing && table_.bonus && !hasPlay(table_.turn)) endTurn();
}

std::string QqState::moveToString(Move move) const {
    const auto code = [&](int index) { return flags::moveCode(*cards_, index); };
    switch (kindOf(move)) {
        case MoveKind::Play:
            return fmt::format("play {} {}", code(moveCard(move)), cellName(moveCell(move)));
        case MoveKind::Draw:
            return "draw";
        case MoveKind::Pass:
            return "pass";
        case MoveKind::Card:
            return "card " + code(moveCard(move));
        case MoveKind::Roll: {
            const auto [a, b] = moveDice(move);
            return fmt::format("roll {}+{}", flags::symbolLetter(a), flags::symbolLetter(b));
        }
    }
    return "?";
}

std::unique_ptr<View> QqState::viewFor(PlayerId player) const {
    return std::make_unique<QqView>(*game_, cards_, table_, player, handSeenBy(player));
}

}  // namespace lt::flags_questo_quello
