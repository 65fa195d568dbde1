// The shell's colours, in one place so that every screen agrees.
#pragma once

#include <QColor>

namespace lt::shell::palette {

inline const QColor background{0xf4, 0xef, 0xe6};  // warm paper
inline const QColor panel{0xfb, 0xf8, 0xf2};
inline const QColor tile{0xff, 0xfd, 0xf9};
inline const QColor tileHover{0xff, 0xf3, 0xdc};
inline const QColor accent{0x2e, 0x6f, 0x73};  // deep teal
inline const QColor accentText{0xff, 0xff, 0xff};
inline const QColor text{0x2b, 0x2a, 0x28};
inline const QColor mutedText{0x74, 0x6d, 0x63};
inline const QColor highlight{0xff, 0xe2, 0x9a};      // whose turn
inline const QColor overlay{0x1d, 0x2b, 0x2e, 0xe6};  // hand-over screen

}  // namespace lt::shell::palette
