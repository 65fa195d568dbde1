// La battaglia corsa on one PC (rules digest cards-ratscrew.md). The 52 cards are dealt face
// down, one at a time from the dealer's left (the dealer is seat 0, so seat 1 turns first and
// the earlier seats in dealing order hold the extra cards). In turn each player turns his top
// card onto the centre pile (R1). A Jack, Queen or King makes the next player with cards turn
// 1, 2 or 3 cards (R2): a court card among them passes the challenge on, otherwise the player
// who turned the last court card wins the pile and takes it (a turn move of his, so that a
// pair on top may still be slapped first). Two cards of the same rank one on the other, court
// cards too, may be slapped (R4): the first slap within 2.5 s of the second card landing wins
// the pile, and ends any challenge (A7). A slap at any other moment is false: the slapper's
// top card goes face down under the pile (A5). A player may slap only while he holds cards,
// and once per card. Two slaps stamped in the same millisecond go to the player sitting closer
// clockwise after the one who turned the pair's second card (A6): whichever the match hears
// first wins at once, and the closer one, heard later, takes the pile from him until the next
// card is turned. With the option "slap back in" (A3), a player whose stack is empty may still
// slap: a won pile brings him back in; a false slap, which he cannot pay, puts him out for good.
// Won cards go under the winner's stack in the order they were laid (A1), and the winner turns
// next (A2). A challenged player who runs out fails his challenge (A4); a player whose stack
// is empty is skipped and, once no challenge can bring him cards, is out (A3). Whoever is left
// holds all 52 cards and wins (R5); with the limit option, after 1,000 cards turned the most
// cards win, a tie shared (A9).
//
// Nobody sees a face-down card, its owner included, so the state keeps no secret: a stack is
// a sequence of cards seen before (won piles) and places nobody has seen, and a card nobody
// has seen is drawn from all the unseen cards when it is turned (chance), which is the deal's
// own distribution. Everyone sees the same, so the default full view is exact and there is no
// hand-over between humans (which a reaction race could not have anyway).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/state.h"
#include "games/battaglia_corsa/moves.h"
#include "games/cards_common/card.h"

namespace lt::battaglia_corsa {

enum class Phase { Turn, Reveal, Take, Over };

// A face-down place in a stack that nobody has seen.
inline constexpr int kUnseen = -1;
// How long a pair may be slapped after its second card landed (digest §5.3).
inline constexpr int kSlapWindowMs = 2500;
// The fewest ms between one card landing and the next being turned (digest §5.2).
inline constexpr int kMinTurnGapMs = 600;
// The limit option's length (A9).
inline constexpr int kTurnLimit = 1000;

// How many cards the next player must turn for a court card: 1, 2, 3; 0 for any other card.
int challengeCount(cards::Card card);
// Cards dealt to each seat (dealer seat 0, dealing from seat 1).
std::vector<int> dealCounts(int numPlayers);

struct Event {
    enum class Kind {
        None,
        Turned,       // `player` turned `card` (a court card: `count` to turn for `other`)
        Revealing,    // `player` turns a card nobody has seen: it shows next
        Took,         // `player` took the pile (`count` cards) after his challenge
        SlapWon,      // `player` slapped the pair first (`stamp`) and won `count` cards;
                      // `other`: the player who had slapped in the same ms and lost it (A6)
        FalseSlap,    // `player` slapped no pair: his top card (`card`, -1 unseen or none)
                      // went under; with no card (slap back in) he is out for good
        Won,          // `player` holds every card
        LimitReached  // the limit option ended the game
    };
    Kind kind = Kind::None;
    PlayerId player = -1;
    int card = -1;
    PlayerId other = -1;
    int count = 0;
    int stampMs = 0;
};

class SlapState final : public State {
  public:
    SlapState(const Game& game, int numPlayers, bool turnLimit = false, bool slapBackIn = false);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return numPlayers_; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    void apply(Move move) override;
    // A slap on the top card, stamped 0 (a real slap carries the time of its input); none at
    // a chance node, on an empty pile or for a player without cards.
    std::vector<Move> claimMoves(PlayerId player) const override;
    // A slap bound to the current top card, by a player holding cards (or, slap back in, not
    // out for good) who has not slapped it falsely already; after a won slap, a slap in the
    // same ms by a player sitting closer after the turner of the pair's second card (A6).
    bool isLegalClaim(PlayerId player, Move move) const override;
    void applyClaim(PlayerId player, Move move) override;
    // After a card lands: the table's pace before the next card (or the take), 0.6-0.9 s,
    // drawn from the cards turned so far (so a replay waits alike); 0 with an empty pile.
    int claimWindowMs() const override;
    std::string moveToString(Move move) const override;
    // Reads slaps with their stamps ("slap @412").
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override;
    std::vector<int> ranking() const override;
    // The cards each player holds.
    std::vector<int> scores() const override;

    Phase phase() const { return phase_; }
    // Each stack, top first; kUnseen for a place nobody has seen.
    const std::vector<std::vector<int>>& stacks() const { return stacks_; }
    int stackSize(PlayerId player) const { return static_cast<int>(stacks_.at(player).size()); }
    // The face-up centre pile, bottom first, and the false slaps' cards face down under it.
    const std::vector<int>& pile() const { return pile_; }
    const std::vector<int>& burned() const { return burned_; }
    // Cards turned since the start; the top card is the turned()-th.
    int turned() const { return turned_; }
    // Who turns (Turn, Reveal) or takes (Take).
    PlayerId current() const { return current_; }
    // The player who turned the court card being answered, and the cards still owed; -1, 0.
    PlayerId challenger() const { return challenger_; }
    int owed() const { return owed_; }
    // Whether the top two cards of the pile are a pair (R4).
    bool pairOnTop() const;
    // The pile a slap on the top card is judged on: the pile, or, once a slap has won it and
    // until the next card, the pile that slap won (a slap in the same ms may still take it).
    const std::vector<int>& slapPile() const;
    // Whether `player` may still slap: he holds cards, or (slap back in) is not out for good.
    bool maySlap(PlayerId player) const;
    bool slapBackIn() const { return slapBackIn_; }
    // Whether a slap by `player` stamped `stampMs` now wins the pile.
    bool slapWins(int stampMs) const;
    // The card (turned() count) of `player`'s latest false slap, or -10.
    int lastFalseSlap(PlayerId player) const { return lastFalseSlap_.at(player); }
    // The latest stamp of a slap on the top card (0 if none).
    int latestStampMs() const { return latestStamp_; }
    // Players out, in the order they went out.
    const std::vector<PlayerId>& outOrder() const { return outOrder_; }
    bool isOut(PlayerId player) const;
    PlayerId winner() const { return winner_; }
    bool turnLimit() const { return turnLimit_; }
    const Event& lastEvent() const { return event_; }

    // Tests: replaces the stacks (top first; kUnseen allowed), the pile and who turns.
    void setPosition(std::vector<std::vector<int>> stacks, std::vector<int> pile, PlayerId current);

  private:
    void land(int card);
    void collect(PlayerId player);
    PlayerId nextWithCards(PlayerId from) const;
    void afterStackChange(PlayerId player);
    void settle();
    std::vector<int> unseenCards() const;
    bool winsTie(PlayerId player, int stampMs) const;
    void takeOverTie(PlayerId player, int stampMs);

    const Game* game_;
    int numPlayers_;
    bool turnLimit_;
    bool slapBackIn_;
    Phase phase_ = Phase::Turn;
    std::vector<std::vector<int>> stacks_;
    std::vector<int> pile_;
    std::vector<int> burned_;
    int turned_ = 0;
    PlayerId current_ = 0;
    PlayerId challenger_ = -1;
    int owed_ = 0;
    int latestStamp_ = 0;
    std::vector<int> lastFalseSlap_;
    std::vector<bool> outForGood_;  // slap back in: a false slap without cards
    PlayerId topTurner_ = -1;       // who turned the top card
    // The latest slap that won a pile, until the next card is turned (A6).
    struct WonSlap {
        int turned = 0;
        int stampMs = 0;
        PlayerId winner = -1;
        PlayerId turner = -1;  // who turned the pair's second card
        int count = 0;         // cards won
        std::vector<int> pile;
    };
    std::optional<WonSlap> wonSlap_;
    std::vector<PlayerId> outOrder_;
    PlayerId winner_ = -1;
    Event event_;
};

}  // namespace lt::battaglia_corsa
