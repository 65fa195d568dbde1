// The look of every screen: a warm, calm palette with one accent colour (see palette.h).
#pragma once

#include <QString>

namespace lt::shell {

QString applicationStyleSheet();

}  // namespace lt::shell
