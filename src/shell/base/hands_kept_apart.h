// A board that keeps each human's private cards from the other humans at the screen by itself
// (Kem's partners on one keyboard, each hand drawn only while its owner holds his own Shift):
// the match controller then puts no hand-over screen between them.
#pragma once

namespace lt::shell {

class HandsKeptApart {
  public:
    virtual ~HandsKeptApart() = default;
    // Whether the seats the board was given (BoardView::setSeats) have their hands kept apart.
    virtual bool keepsHandsApart() const = 0;
};

}  // namespace lt::shell
