#include "games/flags_trovami/buzzer_keys.h"

#include <QKeySequence>
#include <array>

namespace lt::shell::flags_trovami {
namespace {

constexpr std::array<int, kMaxBuzzers> kBuzzers{Qt::Key_1, Qt::Key_4, Qt::Key_7, Qt::Key_0};
constexpr std::array<int, 26> kPicks{
    Qt::Key_Q, Qt::Key_W, Qt::Key_E, Qt::Key_R, Qt::Key_T, Qt::Key_Y, Qt::Key_U,
    Qt::Key_A, Qt::Key_S, Qt::Key_D, Qt::Key_F, Qt::Key_G, Qt::Key_H, Qt::Key_J,
    Qt::Key_Z, Qt::Key_X, Qt::Key_C, Qt::Key_V, Qt::Key_B, Qt::Key_N, Qt::Key_M,
    Qt::Key_I, Qt::Key_O, Qt::Key_P, Qt::Key_K, Qt::Key_L};

}  // namespace

int buzzerKey(int human) {
    return human >= 0 && human < kMaxBuzzers ? kBuzzers[human] : 0;
}

QString buzzerKeyName(int human) {
    const int key = buzzerKey(human);
    return key ? QKeySequence(key).toString(QKeySequence::NativeText) : QString();
}

std::optional<int> humanOfBuzzer(int key) {
    for (int i = 0; i < kMaxBuzzers; ++i)
        if (kBuzzers[i] == key) return i;
    return std::nullopt;
}

int pickKey(int index) {
    return index >= 0 && index < static_cast<int>(kPicks.size()) ? kPicks[index] : 0;
}

QString pickKeyName(int index) {
    const int key = pickKey(index);
    return key ? QKeySequence(key).toString(QKeySequence::NativeText) : QString();
}

std::optional<int> pickOfKey(int key) {
    for (int i = 0; i < static_cast<int>(kPicks.size()); ++i)
        if (kPicks[i] == key) return i;
    return std::nullopt;
}

}  // namespace lt::shell::flags_trovami
