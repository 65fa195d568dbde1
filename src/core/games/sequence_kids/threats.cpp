#include "games/sequence_kids/threats.h"

#include <algorithm>
#include <vector>

#include "games/sequence_kids/move_scores.h"
#include "games/sequence_kids/moves.h"
#include "games/sequence_kids/rules.h"

namespace lt::sequence_kids {
namespace {

constexpr double kGame = 1000;
constexpr double kKeptWeight = 0.3;
constexpr double kKeptCap = 100;

// The open spaces that would complete a line of `side`.
std::vector<Cell> finishingCells(const Chips& chips, int side) {
    std::vector<Cell> cells;
    for (const Line& line : linesOfThree(chips, side))
        for (Cell cell : line)
            if (!isCorner(cell) && chips[cell] == kNoChip &&
                std::find(cells.begin(), cells.end(), cell) == cells.end())
                cells.push_back(cell);
    return cells;
}

// The cards that put a chip on `cell`: its animal and the Unicorn.
bool fills(Card card, Cell cell) {
    return card == kUnicorn || (isAnimalCard(card) && animalAt(cell) == animalOf(card));
}

int fillersIn(const Cards& cards, const std::vector<Cell>& cells) {
    int count = 0;
    for (Card card : cards.distinct())
        if (std::any_of(cells.begin(), cells.end(), [&](Cell cell) { return fills(card, cell); }))
            count += cards.count(card);
    return count;
}

// The chance that `hand` cards drawn from `pool` unseen cards include one of `good`.
double chanceToHold(int good, int pool, int hand) {
    if (good <= 0 || hand <= 0) return 0;
    if (pool - good < hand) return 1;
    double none = 1;
    for (int i = 0; i < hand; ++i) none *= double(pool - good - i) / double(pool - i);
    return 1 - none;
}

// What the cards kept are worth on the board after the move: each card's best next move.
double keptCards(const Table& after, const Cards& hand, PlayerId me) {
    Table next = after;
    next.turn = me;
    double worth = 0;
    for (Card card : hand.list()) {
        double best = 0;
        for (Cell cell : targetsOf(card, next.chips, next.sideOf(me))) {
            const Move move = card == kDragon ? dragonMove(cell) : placeMove(card, cell);
            best = std::max(best, std::min(scoreMove(next, move), kKeptCap));
        }
        worth += best;
    }
    return worth;
}

}  // namespace

double lookAheadScore(const SequenceKidsView& view, Move move) {
    Table table = view.table();
    const PlayerId me = view.viewer();
    const int side = table.sideOf(me);
    const double base = scoreMove(table, move);
    const MoveKind kind = kindOf(move);
    if (kind != MoveKind::Place && kind != MoveKind::Dragon) return base;
    if (kind == MoveKind::Place && completesSequence(table.chips, cellOfMove(move), side))
        return base;

    Cards hand = view.hand(me);
    const Card played = kind == MoveKind::Dragon ? kDragon : cardOfMove(move);
    hand.remove(played);
    table.chips[cellOfMove(move)] = kind == MoveKind::Dragon ? kNoChip : side;

    // What the viewer has not seen: the deck but his hand, the played card, every discard and
    // the hands he may see.
    Cards unseen = Cards::fullDeck();
    for (Card card : hand.list()) unseen.remove(card);
    unseen.remove(played);
    for (PlayerId p = 0; p < table.numPlayers; ++p) {
        for (Card card : table.discards[p]) unseen.remove(card);
        if (p != me && view.sees(p))
            for (Card card : view.hand(p).list()) unseen.remove(card);
    }

    // The next players: the chance that an opponent completes a line, or blocks mine, and
    // that a partner (teams) finishes mine if the mover cannot.
    const std::vector<Cell> mine = finishingCells(table.chips, side);
    double finish = fillersIn(hand, mine) > 0 ? 1 : 0;
    double nobodyWins = 1;
    double unblocked = 1;
    for (int step = 1; step < table.numPlayers; ++step) {
        const PlayerId seat = (me + step) % table.numPlayers;
        auto holds = [&](const std::vector<Cell>& cells) {
            if (cells.empty()) return 0.0;
            if (view.sees(seat)) return fillersIn(view.hand(seat), cells) > 0 ? 1.0 : 0.0;
            return chanceToHold(fillersIn(unseen, cells), unseen.size(), table.handCounts[seat]);
        };
        if (table.sideOf(seat) == side) {
            finish = 1 - (1 - finish) * (1 - holds(mine));
            continue;
        }
        nobodyWins *= 1 - holds(finishingCells(table.chips, table.sideOf(seat)));
        // One block per turn: two spaces of mine need two turns to close.
        if (mine.size() == 1) unblocked *= 1 - holds(mine);
    }
    const double threatLasts = finish * unblocked;
    return base + kGame * (nobodyWins * threatLasts - (1 - nobodyWins)) +
           kKeptWeight * keptCards(table, hand, me);
}

}  // namespace lt::sequence_kids
