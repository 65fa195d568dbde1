// A game's real board inside a board that notes every perspective the controller asks it to
// draw (showState, animateMove) and, at that moment, whether the hand-over screen covers it.
// Clicks reach the real board, which fills the recorder; its signals pass through. Lets a
// test check that no seat's private cards are ever asked for while the wrong person looks.
#pragma once

#include <QVBoxLayout>
#include <functional>
#include <vector>

#include "base/board_view.h"

namespace lt::test {

class RecordingBoard final : public shell::BoardView {
  public:
    struct Drawn {
        PlayerId viewer;
        bool covered;  // the hand-over screen was up
    };

    // Takes `inner` (a game's board) as its only child.
    explicit RecordingBoard(shell::BoardView* inner, QWidget* parent = nullptr)
        : BoardView(parent), inner_(inner) {
        inner_->setParent(this);
        auto* layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(inner_);
        setFocusProxy(inner_);
        connect(inner_, &BoardView::moveChosen, this, &BoardView::moveChosen);
        connect(inner_, &BoardView::claimChosen, this, &BoardView::claimChosen);
        connect(inner_, &BoardView::arbiterClaimed, this, &BoardView::arbiterClaimed);
        connect(inner_, &BoardView::animationFinished, this, &BoardView::animationFinished);
        connect(inner_, &BoardView::rollRequested, this, &BoardView::rollRequested);
    }

    shell::BoardView* inner() const { return inner_; }
    // Answers whether the hand-over screen is up (the test knows where it is).
    void setCoveredProbe(std::function<bool()> probe) { covered_ = std::move(probe); }
    const std::vector<Drawn>& drawn() const { return drawn_; }

    void setSeats(const std::vector<shell::SeatLook>& seats) override {
        BoardView::setSeats(seats);
        inner_->setSeats(seats);
    }
    void showState(const State& state, PlayerId viewer) override {
        note(viewer);
        inner_->showState(state, viewer);
    }
    void requestMove(PlayerId player) override { inner_->requestMove(player); }
    void cancelRequest() override { inner_->cancelRequest(); }
    void requestRoll(PlayerId roller) override { inner_->requestRoll(roller); }
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override {
        note(viewer);
        inner_->animateMove(before, move, after, viewer, pace);
    }
    bool hasRollControl() const override { return inner_->hasRollControl(); }
    std::optional<ClockReading> clockFor(PlayerId seat) const override {
        return inner_->clockFor(seat);
    }
    std::vector<std::int64_t> clocksAfter(const State& before, Move move,
                                          const State& after) const override {
        return inner_->clocksAfter(before, move, after);
    }
    void restoreClocks(const State& state, const std::vector<std::int64_t>& clockMs) override {
        inner_->restoreClocks(state, clockMs);
    }
    void showHint(Move move) override { inner_->showHint(move); }
    QString describeMove(const State& before, Move move, const State& after) const override {
        return inner_->describeMove(before, move, after);
    }
    shell::Sound soundFor(const State& before, Move move, const State& after) const override {
        return inner_->soundFor(before, move, after);
    }

  private:
    void note(PlayerId viewer) { drawn_.push_back({viewer, covered_ && covered_()}); }

    shell::BoardView* inner_;
    std::function<bool()> covered_;
    std::vector<Drawn> drawn_;
};

}  // namespace lt::test
