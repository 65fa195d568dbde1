// How the play tests of the flag hand tables (Questo e quello, Un due tre) pick a card of the
// hand shown, as a human does: a click on it, or its number key (past the ninth card: key 1,
// then Right). Shared so both tests drive the shared hand table (hand_table.h) alike.
#pragma once

#include <QTest>
#include <algorithm>

namespace lt::test {

// Where `card` lies in the hand `view` shows, or -1.
template <class View>
int shownHandIndex(const View& view, int card) {
    const auto& hand = view.shownHand();
    const auto at = std::find(hand.begin(), hand.end(), card);
    return at == hand.end() ? -1 : static_cast<int>(at - hand.begin());
}

// Clicks `card` in the hand shown; false when it is not there.
template <class View>
bool clickHandCard(View& view, int card) {
    const int index = shownHandIndex(view, card);
    if (index < 0) return false;
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.handCardRect(index).center().toPoint());
    return true;
}

// Picks `card` in the hand shown by keyboard; false when it is not there.
template <class View>
bool keyHandCard(View& view, int card) {
    const int index = shownHandIndex(view, card);
    if (index < 0) return false;
    if (index < 9) {
        QTest::keyClick(&view, static_cast<Qt::Key>(Qt::Key_1 + index));
    } else {
        QTest::keyClick(&view, Qt::Key_1);
        for (int i = 0; i < index; ++i) QTest::keyClick(&view, Qt::Key_Right);
    }
    return true;
}

}  // namespace lt::test
