// The size of the first window: the size the screens are designed for, shrunk to the screen's
// available area (a 1024 × 600 netbook, a 1024 × 768 classroom projector, 200 % scaling).
// Later starts restore the size, place and state the user left (AppSettings::windowGeometry).
#pragma once

#include <QSize>

namespace lt::shell {

// The designed size, 1200 × 780, bounded by `available` less room for the window's frame.
QSize firstWindowSize(const QSize& available);

}  // namespace lt::shell
