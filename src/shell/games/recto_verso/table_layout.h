// Where everything of the Recto Verso table goes at a given widget size: the other players'
// hands along the top (one panel each, name and stars above the cards), the middle cards in a
// grid, the viewer's hand in big cards along the bottom with his name and stars on the left.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <vector>

namespace lt::shell::recto_verso {

// Cards are 5 wide for 7 high.
inline constexpr double kCardAspect = 5.0 / 7.0;

struct TableLayout {
    std::vector<QRectF> panels;                   // the other players, left to right
    std::vector<std::vector<QRectF>> panelCards;  // their cards
    std::vector<QRectF> panelNames;               // name and stars, above the cards
    QRectF middleArea;
    std::vector<QRectF> middle;  // the middle cards
    QRectF bottom;               // the viewer's strip
    QRectF bottomName;           // his name and stars
    std::vector<QRectF> hand;    // his cards
    QRectF hint;                 // the line that says what to do now, above the hand
    // The two ways to hold a stolen card: as seen, or turned round.
    QRectF keepChoice, turnChoice;
};

// `opponentCards`: how many cards each other player holds, in panel order.
TableLayout layoutTable(QSizeF size, const std::vector<int>& opponentCards, int middleCards,
                        int handCards);

}  // namespace lt::shell::recto_verso
