// The set-up every whole-game GUI test (tests/games/*_ui/*_play_test.cpp) repeats: who sits at
// the table (three computers, or Anna against the hard computer), the board seated and shown
// offscreen, and the real match controller on it at instant pace. Shared so that each play
// test reads as what it checks, and a change of set-up reaches all of them.
#pragma once

#include <QColor>
#include <QSignalSpy>
#include <QSize>
#include <QTest>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "app/match_controller.h"
#include "base/board_view.h"

namespace lt::test {

// Who sits at the table: the board's looks and the match's seats, in seat order.
struct Seating {
    std::vector<shell::SeatLook> looks;
    std::vector<SeatSpec> seats;
};

// Easy, Medium and Hard: computers of those levels, in these colours.
inline Seating threeComputers(const std::array<QColor, 3>& colours) {
    return {
        {{"Easy", colours[0], false}, {"Medium", colours[1], false}, {"Hard", colours[2], false}},
        {SeatSpec{false, "Easy", "easy", ""}, SeatSpec{false, "Medium", "medium", ""},
         SeatSpec{false, "Hard", "hard", ""}}};
}

// Anna, a human, against Hard, a computer.
inline Seating annaAgainstHard(const QColor& anna, const QColor& hard) {
    return {{{"Anna", anna, true}, {"Hard", hard, false}},
            {SeatSpec{true, "Anna", "", ""}, SeatSpec{false, "Hard", "hard", ""}}};
}

// Seats `view` as `seating` says and shows it at `size`, then puts on it the match controller
// for `game` (with `options` and `seed`) at instant pace, not yet started. Null if the window
// never showed.
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
