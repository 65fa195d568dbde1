// The text of the exception being handled, for messages: what() of a std::exception, or
// "an unknown error" for anything else. Call it only inside a catch block.
#pragma once

#include <QString>

namespace lt::shell {

QString currentErrorText();

}  // namespace lt::shell
