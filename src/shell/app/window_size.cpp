#include "app/window_size.h"

namespace lt::shell {

QSize firstWindowSize(const QSize& available) {
    // The title bar and borders the window manager adds around the window's contents.
    const QSize frame(16, 40);
    return QSize(1200, 780).boundedTo(available - frame);
}

}  // namespace lt::shell
