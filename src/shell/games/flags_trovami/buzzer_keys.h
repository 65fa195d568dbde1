// The keys of the real-time flag games on one keyboard: each human has a buzzer key, far from
// the others' (the number row: 1, 4, 7, 0), and what he then picks has a letter key (the three
// letter rows: cards of the grid, names of the players).
#pragma once

#include <QString>
#include <optional>

namespace lt::shell::flags_trovami {

inline constexpr int kMaxBuzzers = 4;

// The buzzer key of the n-th human (0-based), or 0 past the last.
int buzzerKey(int human);
// What the key is called on screen ("1").
QString buzzerKeyName(int human);
// The human whose buzzer `key` is.
std::optional<int> humanOfBuzzer(int key);

// The letter of pick `index` (row by row: Q W E R T Y U, A S D F G H J, Z X C V B N M, then
// I O P K L), or 0 past the last.
int pickKey(int index);
QString pickKeyName(int index);
std::optional<int> pickOfKey(int key);

}  // namespace lt::shell::flags_trovami
