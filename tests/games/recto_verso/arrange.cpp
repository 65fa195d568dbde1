#include "arrange.h"

#include <sstream>
#include <stdexcept>

namespace lt::recto_verso::fixture {

std::vector<Placed> cards(const std::string& text) {
    std::vector<Placed> result;
    std::istringstream words(text);
    for (std::string word; words >> word;) {
        const auto placed = placedFromName(word);
        if (!placed) throw std::logic_error("not a card: " + word);
        result.push_back(*placed);
    }
    return result;
}

RectoVersoState arrange(const RectoVersoGame& game, const Arrangement& arrangement) {
    const int players = static_cast<int>(arrangement.hands.size());
    Table table = initialTable(players);
    table.phase = Phase::Playing;
    table.dealt = kCards;
    table.turn = arrangement.turn;
    if (!arrangement.scores.empty()) table.scores = arrangement.scores;
    std::vector<bool> used(kCards, false);
    const auto takeOut = [&used](const std::vector<Placed>& list) {
        for (Placed placed : list) {
            if (used[placed.card]) throw std::logic_error("a card twice in the arrangement");
            used[placed.card] = true;
        }
        return list;
    };
    std::vector<std::vector<Placed>> hands;
    for (const std::string& hand : arrangement.hands) hands.push_back(takeOut(cards(hand)));
    std::vector<Placed> middle = takeOut(cards(arrangement.middle));
    for (CardId card = 0; card < kCards; ++card)
        if (!used[card]) middle.push_back({card, 0});
    return RectoVersoState(game, std::move(table), std::move(hands), std::move(middle), {});
}

std::vector<std::string> legalTexts(const State& state) {
    std::vector<std::string> texts;
    for (Move move : state.legalMoves()) texts.push_back(state.moveToString(move));
    return texts;
}

void play(State& state, const std::string& text) {
    const auto move = state.parseMove(text);
    if (!move) throw std::logic_error("not legal here: " + text + "\n" + state.toString());
    state.apply(*move);
}

}  // namespace lt::recto_verso::fixture
