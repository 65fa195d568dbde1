// Two human partners on one keyboard against two computers (rules digest §5.1-5.3, mode B):
// the keyboard is split in halves. The left player (the bottom seat) makes gestures with
// 1 2 3 4 Q W E R, picks a market card with A S D F and a hand card with Z X C V, calls
// "Kem's!" with Space (held half a second: Double), Counter-Kem's with G, says he is done with
// T, and sees his cards while he holds Left Shift. The right player (the top seat): 7 8 9 0
// U I O P, H J K L, N M , ., Enter, Backspace, Y and Right Shift. While a Shift is held the
// digits and the comma and period give their shifted symbols (US layout: ! @ # $ & * ( ) < >),
// which count as the keys themselves.
#pragma once

#include <QString>
#include <Qt>
#include <optional>

class QKeyEvent;

namespace lt::shell::kems {

enum class Side { Left, Right };
enum class PartnerAction { Gesture, Market, Hand, Kems, Counter, Done, Peek };

struct PartnerKey {
    Side side;
    PartnerAction action;
    int index = 0;  // the gesture (0-7), market slot or hand slot (0-3)
};

// The side and action of a key. Left and Right Shift are told apart by the native key (X11
// keysyms Shift_L / Shift_R, or their scan codes); a Shift the platform does not name is the
// left one.
std::optional<PartnerKey> partnerKeyOf(int key, quint32 nativeVirtualKey, quint32 nativeScanCode);
std::optional<PartnerKey> partnerKeyOf(const QKeyEvent& event);

// The keys of a side, as shown on the table.
QString partnerMarketKey(Side side, int slot);
QString partnerHandKey(Side side, int slot);
QString partnerHelpText(Side side);

}  // namespace lt::shell::kems
