#include "games/recto_verso/state.h"

#include <algorithm>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/recto_verso/game.h"
#include "games/recto_verso/moves.h"
#include "games/recto_verso/rules.h"
#include "games/recto_verso/view.h"

namespace lt::recto_verso {

RectoVersoState::RectoVersoState(const RectoVersoGame& game, Table table,
                                 std::vector<std::vector<Placed>> hands, std::vector<Placed> middle,
                                 Memory memory)
    : game_(&game),
      table_(std::move(table)),
      hands_(std::move(hands)),
      middle_(std::move(middle)),
      memory_(std::move(memory)) {
    hands_.resize(table_.numPlayers);
    memory_.resize(table_.numPlayers, std::array<std::uint8_t, kCards>{});
    settle();
}

RectoVersoState RectoVersoState::initial(const RectoVersoGame& game, int numPlayers) {
    return RectoVersoState(game, initialTable(numPlayers), {}, {}, {});
}

std::unique_ptr<State> RectoVersoState::clone() const {
    return std::make_unique<RectoVersoState>(*this);
}

const Game& RectoVersoState::game() const {
    return *game_;
}

PlayerId RectoVersoState::currentActor() const {
    switch (table_.phase) {
        case Phase::Dealing:
            return actor::chance;
        case Phase::Playing:
            return table_.actor();
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

std::vector<Face> RectoVersoState::fronts(PlayerId player) const {
    std::vector<Face> faces;
    faces.reserve(hands_.at(player).size());
    for (Placed placed : hands_.at(player)) faces.push_back(placed.shown());
    return faces;
}

std::uint64_t RectoVersoState::dealtCards() const {
    std::uint64_t cards = 0;
    for (Placed placed : middle_) cards |= std::uint64_t{1} << placed.card;
    for (const auto& hand : hands_)
        for (Placed placed : hand) cards |= std::uint64_t{1} << placed.card;
    return cards;
}

bool RectoVersoState::dealt(CardId card) const {
    return (dealtCards() >> card) & 1;
}

std::vector<Move> RectoVersoState::legalMoves() const {
    if (currentActor() < 0) return {};
    return turnMoves(table_, fronts(table_.actor()));
}

std::vector<ChanceOutcome> RectoVersoState::chanceOutcomes() const {
    if (currentActor() != actor::chance) return {};
    std::vector<ChanceOutcome> outcomes;
    outcomes.reserve(2 * (kCards - table_.dealt));
    const double probability = 1.0 / (2 * (kCards - table_.dealt));
    const std::uint64_t dealtSoFar = dealtCards();
    for (CardId card = 0; card < kCards; ++card)
        if (!((dealtSoFar >> card) & 1))
            for (int side = 0; side < 2; ++side)
                outcomes.push_back({dealMove({card, side}), probability});
    return outcomes;
}

void RectoVersoState::apply(Move move) {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) throw IllegalMove("the game is over");
    if (actor == actor::chance) {
        if (kindOf(move) != MoveKind::Deal || indexOfMove(move) >= kCards ||
            dealt(indexOfMove(move)))
            throw IllegalMove("not a chance outcome here");
        applyDeal({indexOfMove(move), sideOfMove(move)});
    } else {
        if (!isTurnMove(table_, move, [this] { return fronts(table_.turn); }))
            throw IllegalMove("illegal move");
        applyTurnMove(move);
    }
    settle();
}

void RectoVersoState::applyDeal(Placed placed) {
    const int inHands = table_.handSize() * table_.numPlayers;
    if (table_.dealt < inHands)
        hands_[(table_.starter + table_.dealt) % table_.numPlayers].push_back(placed);
    else
        middle_.push_back(placed);
    if (++table_.dealt == kCards) {
        table_.phase = Phase::Playing;
        table_.step = Step::Play;
        table_.turn = table_.starter;
    }
}

void RectoVersoState::play(int handIndex) {
    auto& hand = hands_[table_.turn];
    const Placed card = hand.at(handIndex);
    hand.erase(hand.begin() + handIndex);
    middle_.push_back(card);  // N.B. 2: the side its player saw lies face up
    if (table_.restricted == table_.turn) table_.restricted = kNobody;
    const bool twoPlayers = table_.numPlayers == 2;
    table_.step = Step::Take;
    switch (card.shown().symbol) {
        case Symbol::Skip:
            if (twoPlayers)
                table_.restricted = table_.nextSeat(table_.turn);  // RV3, A3
            else
                table_.skipNext = true;
            break;
        case Symbol::Reverse:
            if (twoPlayers)
                table_.playAgain = true;  // RV3
            else
                table_.direction = -table_.direction;
            break;
        case Symbol::FlipThree:
            table_.flipsLeft = std::min<int>(3, static_cast<int>(middle_.size()));  // A6
            table_.flipped.clear();
            table_.step = Step::FlipMiddle;
            break;
        case Symbol::FlipOne:
            table_.step = Step::FlipHand;
            break;
        case Symbol::Steal:
            table_.step = Step::Steal;
            break;
        case Symbol::Magnifier:
        case Symbol::HalfStarLeft:
        case Symbol::HalfStarRight:
            break;
    }
}

void RectoVersoState::applyTurnMove(Move move) {
    switch (kindOf(move)) {
        case MoveKind::Play:
            play(indexOfMove(move));
            return;
        case MoveKind::FlipMiddle: {
            const int index = indexOfMove(move);
            middle_[index] = middle_[index].turned();
            table_.flipped.push_back(index);
            if (--table_.flipsLeft == 0) table_.step = Step::Take;
            return;
        }
        case MoveKind::FlipHand: {
            Placed& card = hands_[seatOfMove(move)][indexOfMove(move)];
            card = card.turned();  // A7: its owner now sees the side the others saw
            table_.step = Step::Take;
            return;
        }
        case MoveKind::Steal: {
            auto& robbed = hands_[seatOfMove(move)];
            const Placed card = robbed[indexOfMove(move)];
            robbed.erase(robbed.begin() + indexOfMove(move));
            // The stealer saw the robbed player's back: held as it was seen, that is his front.
            hands_[table_.turn].push_back(sideOfMove(move) ? card : card.turned());
            table_.victim = seatOfMove(move);
            table_.step = Step::VictimTake;
            return;
        }
        case MoveKind::Take: {
            const int index = indexOfMove(move);
            hands_[table_.actor()].push_back(middle_[index]);  // N.B. 3
            middle_.erase(middle_.begin() + index);
            table_.victim = kNobody;
            endTurn();
            return;
        }
        case MoveKind::Deal:
            break;
    }
    throw IllegalMove("not a turn move");
}

void RectoVersoState::endTurn() {
    ++table_.roundTurns;
    const std::vector<Face> hand = fronts(table_.turn);
    if (const int points = roundPoints(hand); points > 0) {
        table_.scores[table_.turn] += points;
        table_.lastScorer = table_.turn;
        table_.lastPoints = points;
        table_.lastHand = hand;
        endRound();
        return;
    }
    if (table_.roundTurns >= kRoundTurnLimit) {
        table_.lastScorer = kNobody;
        table_.lastPoints = 0;
        table_.lastHand.clear();
        endRound();
        return;
    }
    PlayerId next = table_.playAgain ? table_.turn : table_.nextSeat(table_.turn);
    if (table_.skipNext) next = table_.nextSeat(next);
    table_.turn = next;
    table_.step = Step::Play;
    table_.skipNext = false;
    table_.playAgain = false;
    table_.flipsLeft = 0;
    table_.flipped.clear();
}

void RectoVersoState::endRound() {
    table_.skipNext = false;
    table_.playAgain = false;
    table_.flipsLeft = 0;
    table_.flipped.clear();
    table_.victim = kNobody;
    table_.step = Step::Play;
    const int best = *std::max_element(table_.scores.begin(), table_.scores.end());
    if (best >= kPointsToWin || table_.round >= kRoundLimit) {
        table_.phase = Phase::Over;
        return;
    }
    // RV6: every card back, shuffled and dealt again; the next player starts the new round.
    ++table_.round;
    table_.phase = Phase::Dealing;
    table_.dealt = 0;
    table_.direction = 1;
    table_.roundTurns = 0;
    table_.restricted = kNobody;
    table_.starter = (table_.starter + 1) % table_.numPlayers;
    table_.turn = table_.starter;
    for (auto& hand : hands_) hand.clear();
    middle_.clear();
    for (auto& seen : memory_) seen.fill(0);
}

void RectoVersoState::settle() {
    for (PlayerId p = 0; p < table_.numPlayers; ++p)
        table_.handCounts[p] = static_cast<int>(hands_[p].size());
    table_.middleCount = static_cast<int>(middle_.size());
    for (PlayerId viewer = 0; viewer < table_.numPlayers; ++viewer) {
        auto& seen = memory_[viewer];
        for (PlayerId owner = 0; owner < table_.numPlayers; ++owner)
            for (Placed placed : hands_[owner])
                seen[placed.card] |= 1 << (owner == viewer ? placed.side : 1 - placed.side);
        for (Placed placed : middle_) seen[placed.card] |= 1 << placed.side;
    }
}

std::string RectoVersoState::moveToString(Move move) const {
    const int index = indexOfMove(move) + 1;
    const int seat = seatOfMove(move) + 1;
    switch (kindOf(move)) {
        case MoveKind::Play:
            return fmt::format("play {}", index);
        case MoveKind::FlipMiddle:
            return fmt::format("flip middle {}", index);
        case MoveKind::FlipHand:
            return fmt::format("flip hand {} card {}", seat, index);
        case MoveKind::Steal:
            return fmt::format("steal hand {} card {}{}", seat, index,
                               sideOfMove(move) ? " turned" : "");
        case MoveKind::Take:
            return fmt::format("take {}", index);
        case MoveKind::Deal:
            if (indexOfMove(move) >= kCards) break;
            return "deal " + placedName({indexOfMove(move), sideOfMove(move)});
    }
    return fmt::format("move {}", move);
}

std::optional<Move> RectoVersoState::parseMove(std::string_view text,
                                               std::optional<PlayerId> claimant) const {
    if (claimant) return std::nullopt;  // Recto Verso has no claims
    std::vector<std::string_view> words;
    while (!text.empty()) {
        const auto space = text.find(' ');
        const std::string_view word = text.substr(0, space);
        if (!word.empty()) words.push_back(word);
        text = space == std::string_view::npos ? std::string_view{} : text.substr(space + 1);
    }
    const auto number = [](std::string_view word) -> std::optional<int> {
        if (word.empty() || word.size() > 2 || word.front() == '0') return std::nullopt;
        int value = 0;
        for (char c : word) {
            if (c < '0' || c > '9') return std::nullopt;
            value = value * 10 + (c - '0');
        }
        return value - 1;
    };
    std::optional<Move> move;
    const auto at = [&](std::size_t i) {
        return i < words.size() ? number(words[i]) : std::nullopt;
    };
    const std::size_t n = words.size();
    if (n == 2 && words[0] == "deal") {
        const auto placed = placedFromName(words[1]);
        if (!placed || currentActor() != actor::chance || dealt(placed->card)) return std::nullopt;
        return dealMove(*placed);
    }
    if (n == 2 && words[0] == "play" && at(1)) move = playMove(*at(1));
    if (n == 2 && words[0] == "take" && at(1)) move = takeMove(*at(1));
    if (n == 3 && words[0] == "flip" && words[1] == "middle" && at(2))
        move = flipMiddleMove(*at(2));
    if (n == 5 && words[0] == "flip" && words[1] == "hand" && words[3] == "card" && at(2) && at(4))
        move = flipHandMove(*at(2), *at(4));
    if ((n == 5 || (n == 6 && words[5] == "turned")) && words[0] == "steal" && words[1] == "hand" &&
        words[3] == "card" && at(2) && at(4))
        move = stealMove(*at(2), *at(4), n == 6);
    if (!move || currentActor() < 0 ||
        !isTurnMove(table_, *move, [this] { return fronts(table_.turn); }))
        return std::nullopt;
    return move;
}

std::string RectoVersoState::toString() const {
    std::string text = describeTable(table_);
    for (PlayerId p = 0; p < table_.numPlayers; ++p) {
        text += fmt::format("hand {}:", p);
        for (Placed placed : hands_[p]) text += " " + placedName(placed);
        text += '\n';
    }
    text += "middle:";
    for (Placed placed : middle_) text += " " + placedName(placed);
    text += '\n';
    for (PlayerId p = 0; p < table_.numPlayers; ++p) {
        text += fmt::format("memory {}: ", p);
        for (std::uint8_t bits : memory_[p]) text += static_cast<char>('0' + bits);
        text += '\n';
    }
    return text;
}

std::vector<int> RectoVersoState::ranking() const {
    std::vector<int> places(table_.numPlayers, 1);
    for (PlayerId p = 0; p < table_.numPlayers; ++p)
        for (PlayerId q = 0; q < table_.numPlayers; ++q)
            if (table_.scores[q] > table_.scores[p]) ++places[p];
    return places;
}

std::unique_ptr<View> RectoVersoState::viewFor(PlayerId player) const {
    std::vector<std::vector<Seen>> hands(table_.numPlayers);
    const auto seen = [&](Placed placed, bool facing) {
        Seen s{facing ? placed.shown() : placed.hidden(), std::nullopt};
        if (player >= 0 && player < table_.numPlayers && knows(player, placed.card))
            s.known = placed;
        return s;
    };
    for (PlayerId owner = 0; owner < table_.numPlayers; ++owner)
        for (Placed placed : hands_[owner]) hands[owner].push_back(seen(placed, owner == player));
    std::vector<Seen> middle;
    for (Placed placed : middle_) middle.push_back(seen(placed, true));
    return std::make_unique<RectoVersoView>(*game_, table_, player, std::move(hands),
                                            std::move(middle));
}

}  // namespace lt::recto_verso
