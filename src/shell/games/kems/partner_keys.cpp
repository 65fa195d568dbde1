#include "games/kems/partner_keys.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <array>

namespace lt::shell::kems {
namespace {

// X11 keysym and xcb (evdev) scan code of the right Shift.
constexpr quint32 kRightShiftKeysym = 0xffe2;
constexpr quint32 kRightShiftScanCode = 62;

struct SideKeys {
    std::array<std::array<int, 2>, 8> gestures;  // each key, and its shifted symbol
    std::array<std::array<int, 2>, 4> market;
    std::array<std::array<int, 2>, 4> hand;
    std::array<int, 2> kems;
    int counter;
    int done;
};

const SideKeys kLeft{{{{Qt::Key_1, Qt::Key_Exclam},
                       {Qt::Key_2, Qt::Key_At},
                       {Qt::Key_3, Qt::Key_NumberSign},
                       {Qt::Key_4, Qt::Key_Dollar},
                       {Qt::Key_Q, Qt::Key_Q},
                       {Qt::Key_W, Qt::Key_W},
                       {Qt::Key_E, Qt::Key_E},
                       {Qt::Key_R, Qt::Key_R}}},
                     {{{Qt::Key_A, Qt::Key_A},
                       {Qt::Key_S, Qt::Key_S},
                       {Qt::Key_D, Qt::Key_D},
                       {Qt::Key_F, Qt::Key_F}}},
                     {{{Qt::Key_Z, Qt::Key_Z},
                       {Qt::Key_X, Qt::Key_X},
                       {Qt::Key_C, Qt::Key_C},
                       {Qt::Key_V, Qt::Key_V}}},
                     {Qt::Key_Space, Qt::Key_Space},
                     Qt::Key_G,
                     Qt::Key_T};

const SideKeys kRight{{{{Qt::Key_7, Qt::Key_Ampersand},
                        {Qt::Key_8, Qt::Key_Asterisk},
                        {Qt::Key_9, Qt::Key_ParenLeft},
                        {Qt::Key_0, Qt::Key_ParenRight},
                        {Qt::Key_U, Qt::Key_U},
                        {Qt::Key_I, Qt::Key_I},
                        {Qt::Key_O, Qt::Key_O},
                        {Qt::Key_P, Qt::Key_P}}},
                      {{{Qt::Key_H, Qt::Key_H},
                        {Qt::Key_J, Qt::Key_J},
                        {Qt::Key_K, Qt::Key_K},
                        {Qt::Key_L, Qt::Key_L}}},
                      {{{Qt::Key_N, Qt::Key_N},
                        {Qt::Key_M, Qt::Key_M},
                        {Qt::Key_Comma, Qt::Key_Less},
                        {Qt::Key_Period, Qt::Key_Greater}}},
                      {Qt::Key_Return, Qt::Key_Enter},
                      Qt::Key_Backspace,
                      Qt::Key_Y};

template <std::size_t N>
std::optional<int> indexIn(const std::array<std::array<int, 2>, N>& keys, int key) {
    for (std::size_t i = 0; i < N; ++i)
        if (keys[i][0] == key || keys[i][1] == key) return static_cast<int>(i);
    return std::nullopt;
}

std::optional<PartnerKey> keyOfSide(Side side, const SideKeys& keys, int key) {
    if (const auto g = indexIn(keys.gestures, key))
        return PartnerKey{side, PartnerAction::Gesture, *g};
    if (const auto m = indexIn(keys.market, key))
        return PartnerKey{side, PartnerAction::Market, *m};
    if (const auto h = indexIn(keys.hand, key)) return PartnerKey{side, PartnerAction::Hand, *h};
    if (key == keys.kems[0] || key == keys.kems[1]) return PartnerKey{side, PartnerAction::Kems};
    if (key == keys.counter) return PartnerKey{side, PartnerAction::Counter};
    if (key == keys.done) return PartnerKey{side, PartnerAction::Done};
    return std::nullopt;
}

QString keyName(int key) {
    if (key == Qt::Key_Comma) return QStringLiteral(",");
    if (key == Qt::Key_Period) return QStringLiteral(".");
    return QString(QChar(key));
}

}  // namespace

std::optional<PartnerKey> partnerKeyOf(int key, quint32 nativeVirtualKey, quint32 nativeScanCode) {
    if (key == Qt::Key_Shift) {
        const bool right =
            nativeVirtualKey == kRightShiftKeysym || nativeScanCode == kRightShiftScanCode;
        return PartnerKey{right ? Side::Right : Side::Left, PartnerAction::Peek};
    }
    if (const auto left = keyOfSide(Side::Left, kLeft, key)) return left;
    return keyOfSide(Side::Right, kRight, key);
}

std::optional<PartnerKey> partnerKeyOf(const QKeyEvent& event) {
    if (event.modifiers() & Qt::KeypadModifier && event.key() != Qt::Key_Enter) return std::nullopt;
    return partnerKeyOf(event.key(), event.nativeVirtualKey(), event.nativeScanCode());
}

QString partnerMarketKey(Side side, int slot) {
    return keyName((side == Side::Left ? kLeft : kRight).market[static_cast<std::size_t>(slot)][0]);
}

QString partnerHandKey(Side side, int slot) {
    return keyName((side == Side::Left ? kLeft : kRight).hand[static_cast<std::size_t>(slot)][0]);
}

QString partnerHelpText(Side side) {
    if (side == Side::Left)
        return QCoreApplication::translate(
            "lt::shell::kems::KemsBoard",
            "Hold Left Shift: your cards\n1–4 Q W E R gestures · G Counter\nA S D F then Z X C V: "
            "swap\nSpace Kem's (hold: Double) · T done");
    return QCoreApplication::translate(
        "lt::shell::kems::KemsBoard",
        "Hold Right Shift: your cards\n7 8 9 0 U I O P gestures · Backspace Counter\nH J K L then "
        "N M , .: swap\nEnter Kem's (hold: Double) · Y done");
}

}  // namespace lt::shell::kems
