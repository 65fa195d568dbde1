// The state of one game in progress: who acts, what they may do, and what each player sees.
// Modelled on OpenSpiel's State: chance and hidden information are explicit.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/types.h"

namespace lt {

class Game;
class View;

struct ChanceOutcome {
    Move move;
    double probability;
};

class State {
  public:
    virtual ~State() = default;

    virtual std::unique_ptr<State> clone() const = 0;
    virtual const Game& game() const = 0;
    virtual int numPlayers() const = 0;

    // A seat (0..n-1), actor::chance or actor::terminal.
    virtual PlayerId currentActor() const = 0;
    bool isTerminal() const { return currentActor() == actor::terminal; }
    bool isChanceNode() const { return currentActor() == actor::chance; }

    // At a decision node: never empty (a game with "no move possible" passes by itself or
    // offers an explicit pass move). Empty at chance and terminal nodes.
    virtual std::vector<Move> legalMoves() const = 0;
    // At a chance node: every outcome with its probability (they sum to 1).
    virtual std::vector<ChanceOutcome> chanceOutcomes() const { return {}; }
    // At a chance node that stands for a player's own roll of the dice: that player, so a
    // human can press "Roll". Deals and shuffles return nullopt and happen by themselves.
    virtual std::optional<PlayerId> roller() const { return std::nullopt; }
    // Whether everyone at the table sees this chance outcome: a die, yes; a card dealt face
    // down, no. The default: public unless this match has private information.
    virtual bool isPublicChance(Move outcome) const;
    // Whether everyone at the table sees this turn move in full: a card played, yes; cards
    // given face down to one other player (President's exchange), no. Lists show a secret
    // move without its notation. The default: public.
    virtual bool isPublicTurnMove(Move /*move*/) const { return true; }
    // Whether a seat may hold what another must not see (a private hand): the shell then puts
    // a hand-over screen between humans sharing the device. Asked of the match, not of the
    // game, because an option may lay every hand open (Sequence for Kids' "open hands").
    // The default: the game's info().hiddenInformation.
    virtual bool hasPrivateInformation() const;

    // Applies a legal move (or chance outcome) of the current actor; throws IllegalMove.
    virtual void apply(Move move) = 0;

    // Out-of-turn claims for games with real-time moments ("Card!", slaps, shouts): the moves
    // player p may make right now whoever's turn it is. Codes never collide with turn moves.
    virtual std::vector<Move> claimMoves(PlayerId /*player*/) const { return {}; }
    // Whether `player` may make the claim `move` now. The default: it is one of claimMoves().
    // Games whose claims carry a value no list can hold (an input time stamp) override it.
    virtual bool isLegalClaim(PlayerId player, Move move) const;
    virtual void applyClaim(PlayerId player, Move move);
    // While claims are open, the real time (ms) the rules keep them open at least, counted
    // from the moment they opened ("until the next play, or 3 s, whichever is later"): a
    // player on one PC applies no turn move before then. 0: no minimum.
    virtual int claimWindowMs() const { return 0; }

    // Notation of a move in this state (before it is applied): "e4", "32x21", "roll 6",
    // "play 9♠ 9♣". Stable: saves store it and parseMove() reads it back.
    virtual std::string moveToString(Move move) const = 0;
    // The move of the current actor (or a claim of `claimant`) written as moveToString() does.
    // The default compares against every legal move, chance outcome and claim.
    virtual std::optional<Move> parseMove(std::string_view text,
                                          std::optional<PlayerId> claimant = {}) const;

    // Human-readable rendering of the whole state (tests, CLI, debugging).
    virtual std::string toString() const = 0;

    // Terminal only: place of each seat (1 = winner; equal places for a shared place).
    virtual std::vector<int> ranking() const = 0;
    // Points shown on the score board (game-specific meaning; empty if the game has none).
    virtual std::vector<int> scores() const { return {}; }
    // Utilities for search, one per seat, in [-1, 1]. Default derives them from ranking().
    virtual std::vector<double> returns() const;
    // Estimated utilities of a non-terminal state for cut-off playouts; nullopt = play to the end.
    virtual std::optional<std::vector<double>> heuristicReturns() const { return std::nullopt; }

    // What `player` may see, and nothing more. Perfect-information games return a copy.
    virtual std::unique_ptr<View> viewFor(PlayerId player) const;
};

}  // namespace lt
