#include "games/president/rule_player.h"

#include <array>
#include <stdexcept>

#include "framework/errors.h"
#include "games/president/moves.h"
#include "games/president/view.h"

namespace lt::president {
namespace {

// The cards of `hand` by value.
std::array<std::vector<Card>, jokerValue + 1> byValue(const Hand& hand) {
    std::array<std::vector<Card>, jokerValue + 1> groups;
    for (Card card : hand.cards()) groups[static_cast<std::size_t>(valueOf(card))].push_back(card);
    return groups;
}

std::vector<Card> firstCards(const std::vector<Card>& group, std::size_t count) {
    return {group.begin(), group.begin() + static_cast<std::ptrdiff_t>(count)};
}

Move lead(const Hand& hand, bool beginner) {
    const auto groups = byValue(hand);
    for (const auto& group : groups)
        if (!group.empty()) return playMove(beginner ? firstCards(group, 1) : group);
    throw std::logic_error("president: nothing to lead");
}

Move follow(const Table& table, const Hand& hand, bool beginner) {
    const auto& last = table.lastPlay->cards;
    const std::size_t need = last.size();
    const int toBeat = *playValue(last);
    const auto groups = byValue(hand);
    std::optional<int> exact, breaking;
    for (int value = toBeat + 1; value <= jokerValue; ++value) {
        const std::size_t held = groups[static_cast<std::size_t>(value)].size();
        if (held == need && !exact) exact = value;
        if (held > need && !breaking) breaking = value;
    }
    std::optional<int> chosen;
    if (beginner)
        chosen = !exact ? breaking : !breaking ? exact : std::min(*exact, *breaking);
    else
        chosen = exact ? exact : breaking;
    if (!chosen) return passMove();
    return playMove(firstCards(groups[static_cast<std::size_t>(*chosen)], need));
}

}  // namespace

RuleStyle ruleStyleFor(std::string_view level) {
    if (level == "easy") return {.slipRate = 0.2, .beginner = true};
    if (level == "medium") return {.slipRate = 0.0, .beginner = false};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

Move ruleMove(const Table& table, const Hand& hand, const std::vector<Gift>& gifts, bool beginner) {
    if (table.phase == Phase::Exchanging) return movesFor(table, hand, gifts).front();
    if (table.phase != Phase::Playing) throw std::logic_error("president: nothing to decide");
    return table.lastPlay ? follow(table, hand, beginner) : lead(hand, beginner);
}

Move RulePlayer::chooseMove(const View& view, const std::atomic<bool>& /*stop*/, Rng& rng) {
    const auto& mine = dynamic_cast<const PresidentView&>(view);
    const auto legal = mine.legalMoves();
    if (legal.empty()) throw std::logic_error("president: the rule player is not to move");
    if (rng.chance(style_.slipRate)) return legal[rng.below(legal.size())];
    return ruleMove(mine.table(), mine.hand(), mine.gifts(), style_.beginner);
}

}  // namespace lt::president
