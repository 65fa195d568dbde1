// Kem's moves. Chance: the first dealer, each card dealt face down, each market card laid
// face up, and the refresh that clears the market (K3). Turn moves: a team's secret signal
// (one of the eight gestures), chosen by the team's first seat and seen by no opponent.
// Claims, made by anyone at any moment of the exchange phase and stamped with the time of
// their input (ms after the market was laid), so a replay judges them as they were made: a
// swap of a market card for a hand card (K2), a gesture, "done" (the player wants no market
// card), "Kem's!", "Double Kem's!" and "Counter-Kem's!" naming a gesture.
#pragma once

#include "framework/types.h"

namespace lt::kems {

enum class MoveKind {
    Dealer,
    Deal,
    Lay,
    Refresh,
    Signal,
    Swap,
    Gesture,
    Done,
    Kems,
    DoubleKems,
    Counter,
    Invalid
};

// A stamp is at most this.
inline constexpr int kMaxStampMs = 999999;

Move dealerMove(int seat);
Move dealMove(int cardCode);  // to the next seat in the dealing order, face down
Move layMove(int cardCode);   // face up in the market
Move refreshMove();
Move signalMove(int gesture);
// A swap names its player, whose hand card its notation shows, and the market card it takes
// (a swap planned before someone else took that card is refused).
Move swapMove(PlayerId seat, int marketSlot, int handSlot, int takenCard, int stampMs);
Move gestureMove(int gesture, int stampMs);
Move doneMove(int stampMs);
Move kemsMove(int stampMs);
Move doubleKemsMove(int stampMs);
Move counterMove(int gesture, int stampMs);

MoveKind kindOf(Move move);
bool isClaim(Move move);
// Dealer: the seat; Deal, Lay: the card code; Signal, Gesture, Counter: the gesture.
int argumentOf(Move move);
PlayerId swapperOf(Move move);
int marketSlotOf(Move move);
int takenCardOf(Move move);
int handSlotOf(Move move);
int stampOf(Move move);

}  // namespace lt::kems
