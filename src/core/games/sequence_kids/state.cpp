#include "games/sequence_kids/state.h"

#include <algorithm>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/sequence_kids/game.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/rules.h"
#include "games/sequence_kids/view.h"

namespace lt::sequence_kids {

SequenceKidsState::SequenceKidsState(const SequenceKidsGame& game, Table table,
                                     std::vector<Cards> hands, Cards drawPile)
    : game_(&game), table_(std::move(table)), hands_(std::move(hands)), drawPile_(drawPile) {
    hands_.resize(table_.numPlayers);
    settle();
}

SequenceKidsState SequenceKidsState::initial(const SequenceKidsGame& game, Table table) {
    return SequenceKidsState(game, std::move(table), {}, Cards::fullDeck());
}

std::unique_ptr<State> SequenceKidsState::clone() const {
    return std::make_unique<SequenceKidsState>(*this);
}

const Game& SequenceKidsState::game() const {
    return *game_;
}

PlayerId SequenceKidsState::currentActor() const {
    switch (table_.phase) {
        case Phase::Dealing:
            return actor::chance;
        case Phase::Playing:
            return table_.pendingDraw == PendingDraw::None ? table_.turn : actor::chance;
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

std::vector<Move> SequenceKidsState::legalMoves() const {
    if (currentActor() < 0) return {};
    return turnMoves(table_, hands_[table_.turn]);
}

std::vector<ChanceOutcome> SequenceKidsState::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    std::vector<ChanceOutcome> outcomes;
    const double size = drawPile_.size();
    for (Card card : drawPile_.distinct())
        outcomes.push_back({chanceCardMove(card), drawPile_.count(card) / size});
    return outcomes;
}

// With open hands every card drawn goes face up into a hand all can see.
bool SequenceKidsState::hasPrivateInformation() const {
    return !table_.openHands;
}

void SequenceKidsState::apply(Move move) {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) throw IllegalMove("the game is over");
    if (actor == actor::chance) {
        if (kindOf(move) != MoveKind::ChanceCard || cardOfMove(move) >= kCardKinds ||
            drawPile_.count(cardOfMove(move)) == 0)
            throw IllegalMove("not a chance outcome here");
        applyChanceCard(cardOfMove(move));
    } else {
        const auto legal = legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end())
            throw IllegalMove("illegal move");
        applyTurnMove(move);
    }
    settle();
}

void SequenceKidsState::startTurn(PlayerId player) {
    table_.turn = player;
    table_.replaced = 0;
    table_.replaceLimit = drawPile_.size() + table_.discardCount();
}

void SequenceKidsState::applyChanceCard(Card card) {
    drawPile_.remove(card);
    if (table_.phase == Phase::Dealing) {
        const PlayerId to = (table_.dealer + 1 + table_.cardsDealt) % table_.numPlayers;
        hands_[to].add(card);
        if (++table_.cardsDealt == kHandSize * table_.numPlayers) {
            table_.phase = Phase::Playing;
            startTurn((table_.dealer + 1) % table_.numPlayers);
        }
        return;
    }
    hands_[table_.turn].add(card);
    const PendingDraw pending = table_.pendingDraw;
    table_.pendingDraw = PendingDraw::None;
    if (pending == PendingDraw::ThenNextTurn) startTurn((table_.turn + 1) % table_.numPlayers);
}

void SequenceKidsState::discard(Card card) {
    if (!hands_[table_.turn].remove(card)) throw IllegalMove("card not in hand");
    table_.discards[table_.turn].push_back(card);
}

void SequenceKidsState::applyTurnMove(Move move) {
    const int side = table_.sideOf(table_.turn);
    switch (kindOf(move)) {
        case MoveKind::Place: {
            const Cell cell = cellOfMove(move);
            discard(cardOfMove(move));
            table_.chips[cell] = side;
            table_.passesInRow = 0;
            table_.winningCells = sequenceCells(table_.chips, side);
            if (!table_.winningCells.empty()) {
                table_.winner = side;  // S10: at once, no card drawn
                table_.phase = Phase::Over;
            } else if (boardFull(table_.chips)) {
                table_.phase = Phase::Over;  // A7: a draw
            } else {
                table_.pendingDraw = PendingDraw::ThenNextTurn;
            }
            return;
        }
        case MoveKind::Dragon:
            // S6: the turn ends, so the emptied space cannot be taken again in it.
            discard(kDragon);
            table_.chips[cellOfMove(move)] = kNoChip;
            table_.passesInRow = 0;
            table_.pendingDraw = PendingDraw::ThenNextTurn;
            return;
        case MoveKind::DeadCard:
            discard(cardOfMove(move));
            ++table_.replaced;
            table_.passesInRow = 0;
            table_.pendingDraw =
                table_.deadCardEndsTurn ? PendingDraw::ThenNextTurn : PendingDraw::ThenSameTurn;
            return;
        case MoveKind::Pass:
            if (++table_.passesInRow == table_.numPlayers)
                table_.phase = Phase::Over;  // A7: nobody can play, a draw
            else
                startTurn((table_.turn + 1) % table_.numPlayers);
            return;
        case MoveKind::ChanceCard:
            break;
    }
    throw IllegalMove("not a turn move");
}

void SequenceKidsState::settle() {
    if (table_.pendingDraw != PendingDraw::None && drawPile_.empty()) {
        // S9: every discard pile, shuffled, is the new draw pile.
        for (auto& pile : table_.discards) {
            for (Card card : pile) drawPile_.add(card);
            pile.clear();
        }
    }
    for (PlayerId p = 0; p < table_.numPlayers; ++p) table_.handCounts[p] = hands_[p].size();
    table_.drawCount = drawPile_.size();
}

std::string SequenceKidsState::moveToString(Move move) const {
    switch (kindOf(move)) {
        case MoveKind::Place:
            return fmt::format("{} {}", cardName(cardOfMove(move)), cellName(cellOfMove(move)));
        case MoveKind::Dragon:
            return "dragon " + cellName(cellOfMove(move));
        case MoveKind::DeadCard:
            return fmt::format("dead {}", cardName(cardOfMove(move)));
        case MoveKind::Pass:
            return "pass";
        case MoveKind::ChanceCard:
            if (cardOfMove(move) >= kCardKinds) break;
            return fmt::format("{} {}", table_.phase == Phase::Dealing ? "deal" : "draw",
                               cardName(cardOfMove(move)));
    }
    return fmt::format("move {}", move);
}

std::string SequenceKidsState::toString() const {
    std::string text = describeTable(table_);
    for (PlayerId p = 0; p < table_.numPlayers; ++p)
        text += fmt::format("hand {}: {}\n", p, hands_[p].toString());
    text += "draw pile: " + drawPile_.toString() + "\n";
    return text;
}

std::vector<int> SequenceKidsState::ranking() const {
    std::vector<int> places(table_.numPlayers, 1);
    if (table_.winner == kNoWinner) return places;
    for (PlayerId p = 0; p < table_.numPlayers; ++p)
        if (table_.sideOf(p) != table_.winner) places[p] = 2;
    return places;
}

std::unique_ptr<View> SequenceKidsState::viewFor(PlayerId player) const {
    std::vector<Cards> seen(table_.numPlayers);
    for (PlayerId p = 0; p < table_.numPlayers; ++p)
        if (p == player || table_.openHands) seen[p] = hands_[p];
    return std::make_unique<SequenceKidsView>(*game_, table_, player, std::move(seen));
}

}  // namespace lt::sequence_kids
