// Flaggy's Training mode on one PC, turn by turn: a chance node turns up the next flag of the
// deck, a second one deals its four options (the right one and three of the same continent, in
// a drawn order), then the player whose turn it is picks one. A point per right answer. Two
// chance steps keep each one small (48 flags, then at most 660 sets of options). With typed
// answers there are no options: the player may name any country of the box, or something
// else (kUnrecognisedAnswer).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/state.h"
#include "games/flags/cards.h"

namespace lt::flags_training {

enum class Question { Country, Capital };

struct TrainingSetup {
    Question question = Question::Country;
    // Typed answers: no options are dealt; the player types the name and the board
    // recognises it (accents, case and a slip of the keyboard do not matter).
    bool typed = false;
    int roundsPerPlayer = 10;
    // The continent the deck is limited to; nullopt plays all 48 cards.
    std::optional<flags::Continent> continent;
};

// A typed answer that names no country of the box (or nothing the board recognises).
inline constexpr Move kUnrecognisedAnswer = 0xff;

// One flag asked: card indices into the box (flags::flaggyCards() order).
struct Asked {
    int card = 0;
    std::array<int, 4> options{};  // display order, `card` among them
};

// A question once answered, kept so the board can show how it went.
struct Answered {
    Asked asked;
    PlayerId player = 0;
    int chosen = 0;  // a card, or -1 for an unrecognised typed answer
    bool right() const { return chosen == asked.card; }
};

class TrainingState final : public State {
  public:
    // `cards`: the 48 cards of the box, shared by every state of a game.
    TrainingState(const Game& game, std::shared_ptr<const std::vector<flags::Card>> cards,
                  TrainingSetup setup, int numPlayers);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return numPlayers_; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    void apply(Move move) override;
    std::string moveToString(Move move) const override;
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    std::vector<int> scores() const override { return scores_; }

    const TrainingSetup& setup() const { return setup_; }
    const std::vector<flags::Card>& cards() const { return *cards_; }
    const flags::Card& card(int index) const { return cards_->at(index); }
    // The flag just turned up, before its options are dealt.
    const std::optional<int>& drawnCard() const { return drawn_; }
    // The flag on the table waiting for an answer.
    const std::optional<Asked>& asked() const { return asked_; }
    // The last question answered (nullopt before the first answer).
    const std::optional<Answered>& lastAnswer() const { return last_; }
    int questionsAsked() const { return static_cast<int>(used_.size()); }
    int totalQuestions() const { return totalQuestions_; }
    // The cards of the box this game's deck holds, drawn or not.
    const std::vector<int>& deck() const { return deck_; }
    const std::vector<int>& drawnCards() const { return used_; }

    // The card index of an ISO code, if the box has that country.
    std::optional<int> cardIndex(std::string_view code) const;
    // The options a dealing outcome asks, and back.
    static Asked decodeDraw(Move move);
    static Move encodeDraw(const Asked& asked);

    // The cards the wrong options of `card` come from: the others of its continent, or every
    // other card when its continent has fewer than three.
    std::vector<int> distractorPool(int card) const;

  private:
    bool isDrawable(int card) const;
    bool isLegalDraw(const Asked& asked) const;

    const Game* game_;
    std::shared_ptr<const std::vector<flags::Card>> cards_;
    TrainingSetup setup_;
    int numPlayers_;
    int totalQuestions_;
    std::vector<int> deck_;
    std::vector<int> used_;
    std::optional<int> drawn_;
    std::optional<Asked> asked_;
    std::optional<Answered> last_;
    std::vector<int> scores_;
};

}  // namespace lt::flags_training
