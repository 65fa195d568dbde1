// A board for the Pebbles test game that records what the controller asked of it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/board_view.h"

namespace lt::test {

class FakeBoard final : public shell::BoardView {
    Q_OBJECT
  public:
    using BoardView::BoardView;

    void showState(const State& state, PlayerId viewer) override;
    void requestMove(PlayerId player) override { requested_ = player; }
    void cancelRequest() override {
        requested_.reset();
        rollFor_.reset();
    }
    void requestRoll(PlayerId roller) override { rollFor_ = roller; }
    void showHint(Move move) override { hint_ = move; }
    // The second Hint press says `explanation` when one is set.
    std::function<QString(const std::atomic<bool>& stop)> hintExplainer() const override {
        if (explanation_.isEmpty()) return {};
        return [text = explanation_](const std::atomic<bool>&) { return text; };
    }
    void setExplanation(const QString& text) { explanation_ = text; }
    // Animations end when finishAnimation() is called while held, at once otherwise.
    void animateMove(const State& before, Move move, const State& after, PlayerId viewer,
                     double pace) override;
    void holdAnimations(bool hold) { holdAnimations_ = hold; }
    void finishAnimation() { emit animationFinished(); }

    std::optional<PlayerId> requested() const { return requested_; }
    // The human the board was asked to let roll (requestRoll), until cancelled.
    std::optional<PlayerId> rollFor() const { return rollFor_; }
    std::optional<Move> hint() const { return hint_; }
    PlayerId lastViewer() const { return viewers_.empty() ? -100 : viewers_.back(); }
    // The text of the position shown last.
    const std::string& shown() const { return shown_; }
    // Every perspective the board was shown in, in order.
    const std::vector<PlayerId>& viewers() const { return viewers_; }
    // Plays a move as a human would (a click).
    void choose(Move move) { emit moveChosen(move); }
    void claim(PlayerId player, Move move) { emit claimChosen(player, move); }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    std::optional<PlayerId> requested_;
    std::optional<PlayerId> rollFor_;
    std::optional<Move> hint_;
    QString explanation_;
    std::vector<PlayerId> viewers_;
    std::vector<int> positions_;
    std::string shown_;
    bool holdAnimations_ = false;
};

}  // namespace lt::test
