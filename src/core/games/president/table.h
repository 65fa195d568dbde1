// Everything on the Il pezzente table that every player sees: the public half of a state.
// The private half (the hands, the cards still to deal, who gave whom which cards in the
// exchange) lives in State; a View holds this plus the viewer's hand and his own gifts.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "framework/types.h"
#include "games/president/plays.h"

namespace lt::president {

enum class Phase {
    ChoosingDealer,  // chance: the first dealer is drawn (A7)
    Dealing,         // chance: one card at a time from the dealer's left (setup 1)
    Exchanging,      // the titled players give their cards (P8)
    Playing,
    Over,
};

// The titles of P6, by place in the last deal: 1 President ... 4 Beggar.
enum class Title { President = 1, VicePresident = 2, ViceBeggar = 3, Beggar = 4 };

// One step of the exchange (P8): the giver gives his `count` best or worst cards.
struct ExchangeStep {
    Title giver;
    Title receiver;
    int count;
    bool best;
};
inline constexpr ExchangeStep exchangeSteps[] = {
    {Title::Beggar, Title::President, 2, true},
    {Title::President, Title::Beggar, 2, false},
    {Title::ViceBeggar, Title::VicePresident, 1, true},
    {Title::VicePresident, Title::ViceBeggar, 1, false},
};
inline constexpr int exchangeStepCount = 4;

// A play on the pile, or a pass (no cards).
struct PileEntry {
    PlayerId seat = 0;
    std::vector<Card> cards;
    bool operator==(const PileEntry&) const = default;
};

// A1: the points of each place.
int pointsForPlace(int place);

struct Table {
    Phase phase = Phase::ChoosingDealer;
    int dealIndex = 0;
    int deals = 5;  // A1: the length of the match
    PlayerId dealer = 0;
    int cardsDealt = 0;
    int stockCount = 0;
    // The places of the last deal, by seat: the titles this deal (empty in the first deal).
    std::vector<int> titles;
    int exchangeStep = 0;

    PlayerId turn = 0;
    std::vector<PileEntry> pile;              // this trick's plays and passes, in order
    std::optional<PileEntry> lastPlay;        // the play to beat (none: the turn leads)
    int passesInRow = 0;                      // since the last play
    std::optional<PlayerId> lastCollector;    // who collected the last trick (P5)
    std::vector<std::vector<Card>> playedBy;  // this deal, by seat
    std::vector<PlayerId> finished;           // this deal's order of going out (P6)
    std::vector<int> handCounts;

    std::vector<int> totals;
    std::vector<std::vector<int>> results;  // each deal's places, by seat

    // The seat holding `title` this deal (titles must be set).
    PlayerId seatWithTitle(Title title) const;
    const ExchangeStep& currentStep() const { return exchangeSteps[exchangeStep]; }
    // The seat `steps` places clockwise of `from`.
    static PlayerId seatAfter(PlayerId from, int steps) { return (from + steps) % players; }
    // The next seat clockwise of `from` still holding cards.
    PlayerId nextHolder(PlayerId from) const;
    std::vector<Card> playedCards() const;

    bool operator==(const Table&) const = default;
};

// Canonical text of the table: the part of State::toString() and View::toString() that
// everybody shares.
std::string describeTable(const Table& table);

}  // namespace lt::president
