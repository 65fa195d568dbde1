#include "games/flags_un_due_tre/state.h"

#include <algorithm>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/flags/hidden_hands.h"
#include "games/flags/stock_deal.h"
#include "games/flags_un_due_tre/view.h"

namespace lt::flags_un_due_tre {
namespace {

constexpr int kNone = 7;

std::string diceText(const Throw& dice) {
    std::string text;
    for (Symbol s : dice.blue)
        text += std::string(text.empty() ? "" : "+") + flags::symbolLetter(s);
    if (dice.red) text += std::string(text.empty() ? "" : "+") + kRedKeys[*dice.red];
    return text;
}

}  // namespace

int handSizeFor(int numPlayers) {
    return std::min(11, 44 / numPlayers);
}

Move diceMove(const DiceChoice& choice) {
    return (Move{1} << 16) | static_cast<Move>(choice.blue | (choice.red ? 4 : 0));
}

DiceChoice moveChoice(Move move) {
    return {static_cast<int>(move & 3), (move & 4) != 0};
}

Move rollMove(const Throw& dice) {
    const int b0 = dice.blue.size() > 0 ? static_cast<int>(dice.blue[0]) : kNone;
    const int b1 = dice.blue.size() > 1 ? static_cast<int>(dice.blue[1]) : kNone;
    const int r = dice.red ? *dice.red : kNone;
    return (Move{4} << 16) | static_cast<Move>(b0 | (b1 << 3) | (r << 6));
}

Throw moveThrow(Move move) {
    Throw dice;
    const int b0 = static_cast<int>(move & 7), b1 = static_cast<int>((move >> 3) & 7);
    const int r = static_cast<int>((move >> 6) & 7);
    if (b0 != kNone) dice.blue.push_back(static_cast<Symbol>(b0));
    if (b1 != kNone) dice.blue.push_back(static_cast<Symbol>(b1));
    if (r != kNone) dice.red = r;
    return dice;
}

Move startRollMove(Symbol a, Symbol b) {
    const int lo = std::min(static_cast<int>(a), static_cast<int>(b));
    const int hi = std::max(static_cast<int>(a), static_cast<int>(b));
    return (Move{6} << 16) | static_cast<Move>(lo * flags::kSymbolCount + hi);
}

UdtState::UdtState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, int numPlayers,
                   bool shortGame)
    : HandsState(game, std::move(cards), numPlayers, handSizeFor(numPlayers)) {
    table_.shortGame = shortGame;
}

UdtState::UdtState(const Game& game, std::shared_ptr<const std::vector<Card>> cards, Table table,
                   std::vector<std::vector<int>> hands, std::vector<int> stock)
    : HandsState(game, std::move(cards), std::move(table), std::move(hands), std::move(stock)) {}

std::unique_ptr<State> UdtState::clone() const {
    return std::make_unique<UdtState>(*this);
}

PlayerId UdtState::currentActor() const {
    switch (table_.phase) {
        case Phase::Choosing:
        case Phase::Discarding:
            return table_.turn;
        case Phase::Over:
            return actor::terminal;
        default:
            return actor::chance;
    }
}

std::vector<Move> UdtState::legalMoves() const {
    std::vector<Move> moves;
    if (table_.phase == Phase::Choosing) {
        for (const DiceChoice& choice : diceChoices()) moves.push_back(diceMove(choice));
    } else if (table_.phase == Phase::Discarding) {
        for (std::size_t slot = 0; slot < table_.discardSlots.size(); ++slot) {
            if (table_.filledBy[slot] >= 0) continue;
            for (int card : hands_[table_.turn])
                if (matches((*cards_)[card], table_.discardSlots[slot]))
                    moves.push_back(discardMove(card, static_cast<int>(slot)));
        }
        moves.push_back(stopMove());
    }
    return moves;
}

std::vector<ChanceOutcome> UdtState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    switch (table_.phase) {
        case Phase::StartRoll:
            outcomes = flags::startRollOutcomes(startRollMove);
            break;
        case Phase::Rolling: {
            // The blue dice are alike: an unordered pair, doubles half as likely.
            std::vector<std::pair<std::vector<Symbol>, double>> blues;
            if (table_.choice.blue == 0) blues.push_back({{}, 1.0});
            if (table_.choice.blue == 1)
                for (int a = 0; a < flags::kSymbolCount; ++a)
                    blues.push_back({{static_cast<Symbol>(a)}, 1.0 / 6});
            if (table_.choice.blue == 2)
                for (int a = 0; a < flags::kSymbolCount; ++a)
                    for (int b = a; b < flags::kSymbolCount; ++b)
                        blues.push_back({{static_cast<Symbol>(a), static_cast<Symbol>(b)},
                                         (a == b ? 1.0 : 2.0) / 36.0});
            for (const auto& [blue, p] : blues) {
                if (!table_.choice.red) {
                    outcomes.push_back({rollMove({blue, std::nullopt}), p});
                    continue;
                }
                for (int red = 0; red <= kWorld; ++red)
                    outcomes.push_back({rollMove({blue, red}), p / 6});
            }
            break;
        }
        case Phase::Dealing:
        case Phase::Drawing:
            for (int card : stock_)
                outcomes.push_back({cardMove(card), 1.0 / static_cast<double>(stock_.size())});
            break;
        default:
            break;
    }
    return outcomes;
}

void UdtState::applyPlayerMove(Move move) {
    switch (kindOf(move)) {
        case MoveKind::Choose:
            table_.choice = moveChoice(move);
            table_.phase = Phase::Rolling;
            break;
        case MoveKind::Discard: {
            const int card = moveCard(move);
            flags::removeCard(hands_[table_.turn], card);
            --table_.handCounts[table_.turn];
            table_.discardPile.push_back(card);
            table_.filledBy[moveSlot(move)] = card;
            const int left = table_.handCounts[table_.turn];
            if (left == 0 || (table_.shortGame && left == 1)) {
                table_.winner = table_.turn;  // U6
                table_.phase = Phase::Over;
            }
            break;
        }
        case MoveKind::Stop:
            endDiscarding();
            break;
        default:
            throw IllegalMove("not a player's move");
    }
}

void UdtState::applyChance(Move move) {
    if (table_.phase == Phase::StartRoll) {
        if (kindOf(move) != MoveKind::StartRoll) throw IllegalMove("not the opening roll");
        const int code = static_cast<int>(move & 0xff);
        const auto a = static_cast<Symbol>(code / flags::kSymbolCount);
        const auto b = static_cast<Symbol>(code % flags::kSymbolCount);
        if (code >= 36 || a > b) throw IllegalMove("not a roll of the blue dice");
        table_.startRolls.push_back({a, b});
        const flags::StartCard start = flags::startCardFor(*cards_, hands_, a, b);
        if (!start.holder) return;       // U-A2: the card is in the stock, roll again
        table_.starter = *start.holder;  // the holder of the named card starts (he keeps it)
        table_.turn = *start.holder;
        table_.phase = Phase::Choosing;
        return;
    }
    if (table_.phase == Phase::Rolling) {
        if (kindOf(move) != MoveKind::Roll) throw IllegalMove("not a throw of the dice");
        const Throw dice = moveThrow(move);
        const bool sorted = dice.blue.size() < 2 || dice.blue[0] <= dice.blue[1];
        if (static_cast<int>(dice.blue.size()) != table_.choice.blue ||
            dice.red.has_value() != table_.choice.red || !sorted ||
            (dice.red && *dice.red > kWorld))
            throw IllegalMove("not a throw of the dice chosen");
        table_.dice = dice;
        table_.discardSlots = slotsFor(dice);
        table_.filledBy.assign(table_.discardSlots.size(), -1);
        table_.phase = Phase::Discarding;
        return;
    }
    if (kindOf(move) != MoveKind::Card) throw IllegalMove("not a card from the stock");
    const bool dealing = table_.phase == Phase::Dealing;
    const auto taken = flags::takeFromStock(table_, hands_, stock_, moveCard(move), dealing);
    if (taken == flags::StockCard::LastDealt) table_.phase = Phase::StartRoll;
    if (dealing) return;
    --table_.drawsLeft;
    ++table_.lastDraws;
}

void UdtState::endDiscarding() {
    const int discarded = table_.discardsThisTurn();
    table_.lastDiscards = discarded;
    table_.lastDraws = 0;
    // U4: fewer discards than dice rolled: draw as many cards as dice (U-A6: the discards stay).
    table_.drawsLeft = discarded < table_.choice.count() ? table_.choice.count() : 0;
    table_.phase = Phase::Drawing;
}

void UdtState::nextTurn() {
    table_.turn = (table_.turn + 1) % table_.numPlayers;
    table_.phase = Phase::Choosing;
    table_.choice = {};
    table_.dice = {};
    table_.discardSlots.clear();
    table_.filledBy.clear();
}

int UdtState::discardsStillPossible() const {
    if (table_.phase != Phase::Discarding) return 0;
    std::vector<bool> filled;
    for (int card : table_.filledBy) filled.push_back(card >= 0);
    return maxDiscards(*cards_, hands_[table_.turn], table_.discardSlots, filled);
}

void UdtState::settle() {
    if (table_.phase == Phase::Discarding && discardsStillPossible() == 0) endDiscarding();
    if (table_.phase != Phase::Drawing) return;
    if (table_.drawsLeft > 0 && stock_.empty()) {
        // U5: the discards, shuffled, are the new stock.
        stock_ = table_.discardPile;
        std::sort(stock_.begin(), stock_.end());
        table_.discardPile.clear();
        table_.stockCount = static_cast<int>(stock_.size());
    }
    if (stock_.empty()) table_.drawsLeft = 0;  // U-A7
    if (table_.drawsLeft == 0) nextTurn();
}

std::string UdtState::moveToString(Move move) const {
    const auto code = [&](int index) { return flags::moveCode(*cards_, index); };
    switch (kindOf(move)) {
        case MoveKind::Choose: {
            const DiceChoice c = moveChoice(move);
            std::string text = "roll";
            for (int i = 0; i < c.blue; ++i) text += " blue";
            if (c.red) text += " red";
            return text;
        }
        case MoveKind::Discard: {
            const int slot = moveSlot(move);
            const std::string where = slot < static_cast<int>(table_.discardSlots.size())
                                          ? slotText(table_.discardSlots[slot])
                                          : std::string("?");
            // The slot's number first: two blue dice showing the same face give two alike.
            return fmt::format("discard {} {}:{}", code(moveCard(move)), slot + 1, where);
        }
        case MoveKind::Stop:
            return "stop";
        case MoveKind::Roll:
            return "dice " + diceText(moveThrow(move));
        case MoveKind::Card:
            return "card " + code(moveCard(move));
        case MoveKind::StartRoll: {
            const int c = static_cast<int>(move & 0xff);
            return fmt::format("start {}+{}",
                               flags::symbolLetter(static_cast<Symbol>(c / flags::kSymbolCount)),
                               flags::symbolLetter(static_cast<Symbol>(c % flags::kSymbolCount)));
        }
    }
    return "?";
}

std::unique_ptr<View> UdtState::viewFor(PlayerId player) const {
    return std::make_unique<UdtView>(*game_, cards_, table_, player, handSeenBy(player));
}

}  // namespace lt::flags_un_due_tre
