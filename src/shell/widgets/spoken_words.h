// Words the boards' spoken positions share (BoardView::spokenPosition), so that every game
// says a list, its dice and each part of the position alike: "Dice: 2, 4, 4.",
// "Anna: square 12.".
#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <vector>

namespace lt::shell {

class SpokenWords {
    Q_DECLARE_TR_FUNCTIONS(SpokenWords)
  public:
    // "fox, lion, owl".
    static QString list(const QStringList& items);
    // "2, 4, 4": the faces in the order given.
    static QString faces(const std::vector<int>& faces);
    // "Die: 4." for one die, "Dice: 2, 4, 4." for more, "" for none.
    static QString dice(const std::vector<int>& faces);
    // "Set aside: 5, 1.", "Held: 4, 4.", "Turn total: 350.": a dice game's table.
    static QString setAside(const std::vector<int>& faces);
    static QString held(const std::vector<int>& faces);
    static QString turnTotal(int total);
    // "Pot: 3 tokens."
    static QString pot(int tokens);
    // "Anna: 6, 6, 4, 2, 1 (a pair)." — a seat's hand of dice and what it is worth.
    static QString seatHand(const QString& seat, const std::vector<int>& faces,
                            const QString& worth);
    // "Anna: square 12.", "Red board: place 1, 30 by 16." — one labelled part of the position
    // (a seat's, a board's, a row's), with one full stop.
    static QString labelled(const QString& label, const QString& text);
};

}  // namespace lt::shell
