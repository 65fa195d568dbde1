// The set-up every whole-game GUI test (tests/games/*_ui/*_play_test.cpp) repeats: who sits at
// the table (three computers, or Anna against the hard computer, in the game's own seat
// colours), the board seated and shown offscreen, and the real match controller on it at
// instant pace with instant claims. Shared so that each play test reads as what it checks, and
// a change of set-up reaches all of them.
#pragma once

#include <QColor>
#include <QSignalSpy>
#include <QSize>
#include <QTest>
#include <cstdint>
#include <memory>
#include <vector>

#include "app/match_controller.h"
#include "base/board_view.h"
#include "standard_views.h"

namespace lt::test {

// Who sits at the table: the board's looks and the match's seats, in seat order.
struct Seating {
    std::vector<shell::SeatLook> looks;
    std::vector<SeatSpec> seats;
};

// The colours the shell gives the seats of `game` by default (its GameUi).
inline std::vector<QColor> defaultSeatColours(const Game& game) {
    for (const auto& ui : shell::makeStandardGameUis())
        if (ui.gameId == game.info().id) return ui.seatColours;
    return {};
}

// Easy, Medium and Hard: computers of those levels, in `game`'s first three seat colours.
inline Seating threeComputers(const Game& game) {
    const std::vector<QColor> colours = defaultSeatColours(game);
    return {{{"Easy", colours.at(0), false},
             {"Medium", colours.at(1), false},
             {"Hard", colours.at(2), false}},
            {SeatSpec{false, "Easy", "easy", ""}, SeatSpec{false, "Medium", "medium", ""},
             SeatSpec{false, "Hard", "hard", ""}}};
}

// Anna, a human, against Hard, a computer, in `game`'s first two seat colours.
inline Seating annaAgainstHard(const Game& game) {
    const std::vector<QColor> colours = defaultSeatColours(game);
    return {{{"Anna", colours.at(0), true}, {"Hard", colours.at(1), false}},
            {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Hard", "hard", ""}}};
}

// Seats `view` as `seating` says and shows it at `size`, then puts on it the match controller
// for `game` (with `options` and `seed`) at instant pace with instant claims, not yet started. Null
// if the window never showed.
inline std::unique_ptr<shell::MatchController> setUpMatch(shell::BoardView& view, QSize size,
                                                          const Game& game, const Options& options,
                                                          const Seating& seating,
                                                          std::uint64_t seed) {
    view.setSeats(seating.looks);
    view.resize(size);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view)) return nullptr;
    auto controller =
        std::make_unique<shell::MatchController>(Match(game, options, seating.seats, seed), &view);
    controller->setPace(0);
    controller->setInstantClaims(true);
    return controller;
}

// Starts the match and waits until the controller announces the end of the game; false when
// that did not come within `timeoutMs`.
inline bool playToTheEnd(shell::MatchController& controller, int timeoutMs) {
    QSignalSpy finished(&controller, &shell::MatchController::gameFinished);
    controller.start();
    return finished.wait(timeoutMs);
}

}  // namespace lt::test
