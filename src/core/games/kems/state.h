// Kem's on one PC (rules digest §3-§6). The first dealer is drawn (A2); each team's first seat
// picks its secret signal (§5.2; again after a correct Counter-Kem's, a different one: A6);
// the dealer deals four cards to each player and lays four in the market (chance). Then the
// exchange phase: the only actor is chance, whose next move is the refresh (K3), held by the
// match until everyone is done or 6 s have passed since the latest swap (A9, claimWindowMs);
// meanwhile everything is a real-time claim (moves.h). A valid Kem's (+1), Double Kem's (+4)
// or correct Counter-Kem's (+4) ends the deal (A3, K7); a false call costs 1 (A4) or 2 (K7)
// and play goes on. The first team to reach the target wins (K9); when the game's clock
// passes its limit first (A14), the team ahead wins and a tie is shared.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "framework/state.h"
#include "games/kems/moves.h"
#include "games/kems/table.h"

namespace lt::kems {

class KemsState final : public State {
  public:
    KemsState(const Game& game, int target, int limitMinutes);
    // A state built from a table (views' samples, tests).
    KemsState(const Game& game, Table table);

    std::unique_ptr<State> clone() const override;
    const Game& game() const override { return *game_; }
    int numPlayers() const override { return kSeats; }
    PlayerId currentActor() const override;
    std::vector<Move> legalMoves() const override;
    std::vector<ChanceOutcome> chanceOutcomes() const override;
    // The dealer and the market are public; a card dealt is seen by its receiver only.
    bool isPublicChance(Move outcome) const override;
    // A team's signal is seen by the team only.
    bool isPublicTurnMove(Move move) const override;
    void apply(Move move) override;
    // Every claim of the exchange phase, stamped with the latest stamp so far (a real claim
    // carries the time of its input).
    std::vector<Move> claimMoves(PlayerId player) const override;
    // During the exchange phase: stamped no earlier than the latest claim and no later than
    // the refresh; "done" once per market.
    bool isLegalClaim(PlayerId player, Move move) const override;
    void applyClaim(PlayerId player, Move move) override;
    // During the exchange phase: what is left of the 6 s after the latest swap, counted from
    // the latest claim; 0 once everyone is done, so the refresh comes at once.
    int claimWindowMs() const override;
    std::string moveToString(Move move) const override;
    // Reads claims with their stamps ("take 9♠ give K♥ @1830", "counter wink @2400").
    std::optional<Move> parseMove(std::string_view text,
                                  std::optional<PlayerId> claimant = {}) const override;
    std::string toString() const override { return describe(table_, true); }
    // Both partners of the team with more points share first place.
    std::vector<int> ranking() const override;
    // Each seat shows its team's points.
    std::vector<int> scores() const override;
    std::unique_ptr<View> viewFor(PlayerId player) const override;

    const Table& table() const { return table_; }
    // The seat that picks team `team`'s signal.
    static PlayerId chooserOf(int team) { return team; }

  private:
    void startDeal();
    void endDeal();
    void score(int team, int points);
    void applyCall(PlayerId player, Move move);

    const Game* game_;
    Table table_;
};

}  // namespace lt::kems
