#include "games/flags_ordine/state.h"

#include <algorithm>

#include <fmt/format.h>

#include "framework/errors.h"

namespace lt::flags_ordine {
namespace {

constexpr const char* kFaceKeys[kRedFaces] = {"europe",  "asia",    "africa",
                                              "america", "oceania", "world"};

}  // namespace

OrdineState::OrdineState(const Game& game, std::shared_ptr<const std::vector<Card>> cards,
                         OrdineSetup setup, int numPlayers)
    : game_(&game),
      cards_(std::move(cards)),
      setup_(setup),
      numPlayers_(numPlayers),
      won_(numPlayers),
      inRace_(numPlayers, true) {
    for (int i = 0; i < static_cast<int>(cards_->size()); ++i) deck_.push_back(i);
}

std::unique_ptr<State> OrdineState::clone() const {
    return std::make_unique<OrdineState>(*this);
}

std::int64_t OrdineState::value(int card) const {
    const Card& c = cards_->at(card);
    return setup_.order == Order::Area ? c.areaKm2 : c.population;
}

PlayerId OrdineState::currentActor() const {
    switch (phase_) {
        case Phase::Opening:
        case Phase::Drawing:
        case Phase::Rescue:
            return actor::chance;
        case Phase::Placing:
            return turn_;
        case Phase::Over:
            return actor::terminal;
    }
    return actor::terminal;
}

std::vector<Move> OrdineState::legalMoves() const {
    if (phase_ != Phase::Placing) return {};
    std::vector<Move> moves;
    for (int gap = 0; gap <= static_cast<int>(row_.size()); ++gap) moves.push_back(placeMove(gap));
    return moves;
}

std::vector<ChanceOutcome> OrdineState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    if (phase_ == Phase::Rescue) {
        for (int face = 0; face < kRedFaces; ++face)
            outcomes.push_back({dieMove(face), 1.0 / kRedFaces});
    } else if (phase_ == Phase::Opening || phase_ == Phase::Drawing) {
        for (int card : deck_)
            outcomes.push_back({cardMove(card), 1.0 / static_cast<double>(deck_.size())});
    }
    return outcomes;
}

std::optional<PlayerId> OrdineState::roller() const {
    if (phase_ == Phase::Rescue) return turn_;
    return std::nullopt;
}

int OrdineState::playersInRace() const {
    return static_cast<int>(std::count(inRace_.begin(), inRace_.end(), true));
}

PlayerId OrdineState::nextInRace(PlayerId from) const {
    for (int step = 1; step <= numPlayers_; ++step) {
        const PlayerId p = (from + step) % numPlayers_;
        if (inRace_[p]) return p;
    }
    return from;
}

int OrdineState::rightGap(int card) const {
    int gap = 0;
    for (int other : row_)
        if (value(other) < value(card)) ++gap;
    return gap;
}

void OrdineState::apply(Move move) {
    if (phase_ == Phase::Over) throw IllegalMove("the game is over");
    const int v = moveValue(move);
    if (phase_ == Phase::Opening || phase_ == Phase::Drawing) {
        const auto it = std::find(deck_.begin(), deck_.end(), v);
        if (kindOf(move) != MoveKind::Card || it == deck_.end())
            throw IllegalMove("not a card of the deck");
        deck_.erase(it);
        if (phase_ == Phase::Opening) {
            row_ = {v};  // M-A2: the starter's card, free and without risk
            turn_ = nextInRace(starter_);
            phase_ = Phase::Drawing;
        } else {
            drawn_ = v;
            phase_ = Phase::Placing;
        }
        refillDeck();
        return;
    }
    if (phase_ == Phase::Placing) {
        if (kindOf(move) != MoveKind::Place || v > static_cast<int>(row_.size()))
            throw IllegalMove("not a place in the row");
        const int card = *drawn_;
        Check check;
        check.player = turn_;
        check.card = card;
        check.gap = v;
        check.rightGap = rightGap(card);
        check.right = check.gap == check.rightGap;
        // M4: right or wrong, the card ends in its right place.
        row_.insert(row_.begin() + check.rightGap, card);
        lastCheck_ = check;
        if (check.right)
            afterPlacement();
        else
            phase_ = Phase::Rescue;
        return;
    }
    // Rescue: the red die.
    if (kindOf(move) != MoveKind::Die || v >= kRedFaces) throw IllegalMove("not a red die face");
    const int card = *drawn_;
    lastCheck_->dieFace = v;
    lastCheck_->saved = v == kWorldFace || v == static_cast<int>(cards_->at(card).continent);
    if (lastCheck_->saved) {
        afterPlacement();  // M-A4: he stays in the race
        return;
    }
    inRace_[turn_] = false;
    if (playersInRace() > 1) {
        afterPlacement();
        return;
    }
    // M5 / M-A1: the one left wins the race and the card that put the last rival out.
    const PlayerId winner = nextInRace(turn_);
    row_.erase(std::find(row_.begin(), row_.end(), card));
    won_[winner].push_back(card);
    lastRaceWinner_ = winner;
    drawn_.reset();
    if (static_cast<int>(won_[winner].size()) >= setup_.cardsToWin) {
        phase_ = Phase::Over;  // M6
        return;
    }
    startRace(winner);
}

void OrdineState::afterPlacement() {
    drawn_.reset();
    turn_ = nextInRace(turn_);
    phase_ = Phase::Drawing;
    refillDeck();
}

void OrdineState::startRace(PlayerId starter) {
    used_.insert(used_.end(), row_.begin(), row_.end());
    row_.clear();
    std::fill(inRace_.begin(), inRace_.end(), true);
    starter_ = starter;
    turn_ = starter;
    ++race_;
    phase_ = Phase::Opening;
    refillDeck();
}

void OrdineState::refillDeck() {
    if (!deck_.empty() || (phase_ != Phase::Drawing && phase_ != Phase::Opening)) return;
    // M-A3: the used pile, shuffled (the deck is a set drawn at random).
    deck_ = used_;
    used_.clear();
    std::sort(deck_.begin(), deck_.end());
    if (!deck_.empty()) return;
    // Every card still in play lies in the row: this race cannot go on. It ends without a
    // winner and the next player starts a new one.
    startRace((starter_ + 1) % numPlayers_);
}

std::string OrdineState::moveToString(Move move) const {
    const auto code = [&](int index) {
        return index >= 0 && index < static_cast<int>(cards_->size())
                   ? flags::lowerAscii((*cards_)[index].code)
                   : std::string("??");
    };
    switch (kindOf(move)) {
        case MoveKind::Card:
            return (phase_ == Phase::Opening ? "open " : "draw ") + code(moveValue(move));
        case MoveKind::Place:
            return fmt::format("place {} {}", drawn_ ? code(*drawn_) : "??", moveValue(move));
        case MoveKind::Die:
            return moveValue(move) < kRedFaces ? fmt::format("die {}", kFaceKeys[moveValue(move)])
                                               : std::string("die ?");
    }
    return "?";
}

std::string OrdineState::toString() const {
    static constexpr const char* kPhases[] = {"opening", "drawing", "placing", "rescue", "over"};
    std::string text = fmt::format("flags-ordine: {} to {}, race {}, {}\n",
                                   setup_.order == Order::Area ? "area" : "population",
                                   setup_.cardsToWin, race_, kPhases[static_cast<int>(phase_)]);
    text += fmt::format("turn: player {}, starter {}\nrow:", turn_ + 1, starter_ + 1);
    for (int card : row_) text += " " + flags::lowerAscii((*cards_)[card].code);
    if (drawn_) text += fmt::format("\ndrawn: {}", flags::lowerAscii((*cards_)[*drawn_].code));
    text += "\nin race:";
    for (PlayerId p = 0; p < numPlayers_; ++p) text += inRace_[p] ? " yes" : " no";
    for (PlayerId p = 0; p < numPlayers_; ++p) {
        text += fmt::format("\nwon {}:", p + 1);
        for (int card : won_[p]) text += " " + flags::lowerAscii((*cards_)[card].code);
    }
    text += "\ndeck:";
    for (int card : deck_) text += " " + flags::lowerAscii((*cards_)[card].code);
    text += "\nused:";
    for (int card : used_) text += " " + flags::lowerAscii((*cards_)[card].code);
    if (lastCheck_)
        text += fmt::format(
            "\nlast: player {} put {} at {} ({}), die {}, saved {}", lastCheck_->player + 1,
            flags::lowerAscii((*cards_)[lastCheck_->card].code), lastCheck_->gap,
            lastCheck_->right ? "right" : "wrong", lastCheck_->dieFace, lastCheck_->saved);
    if (lastRaceWinner_ >= 0) text += fmt::format("\nlast race won by {}", lastRaceWinner_ + 1);
    return text + "\n";
}

std::vector<int> OrdineState::scores() const {
    std::vector<int> counts;
    for (const auto& cards : won_) counts.push_back(static_cast<int>(cards.size()));
    return counts;
}

std::vector<int> OrdineState::ranking() const {
    const std::vector<int> counts = scores();
    std::vector<int> places(numPlayers_, 1);
    for (PlayerId p = 0; p < numPlayers_; ++p)
        for (PlayerId q = 0; q < numPlayers_; ++q)
            if (counts[q] > counts[p]) ++places[p];
    return places;
}

void OrdineState::arrangeRace(std::vector<int> row, std::vector<bool> inRace, PlayerId turn,
                              int drawn) {
    row_ = std::move(row);
    inRace_ = std::move(inRace);
    turn_ = turn;
    drawn_ = drawn;
    phase_ = Phase::Placing;
    used_.clear();
    deck_.clear();
    for (int card = 0; card < static_cast<int>(cards_->size()); ++card) {
        bool taken = card == drawn || std::count(row_.begin(), row_.end(), card) > 0;
        for (const auto& cards : won_)
            taken = taken || std::count(cards.begin(), cards.end(), card);
        if (!taken) deck_.push_back(card);
    }
}

void OrdineState::setWon(std::vector<std::vector<int>> won) {
    won_ = std::move(won);
    won_.resize(numPlayers_);
}

}  // namespace lt::flags_ordine
