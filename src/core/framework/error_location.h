// An input error as a line that editors and terminals link to.
#pragma once

#include <string>

#include "framework/errors.h"

namespace lt {

// "file:line: field: reason", or "file: field: reason" when there is no line.
inline std::string locatedMessage(const std::string& file, const InputError& error) {
    std::string text = file + ":";
    if (error.line() > 0) text += std::to_string(error.line()) + ":";
    text += " ";
    if (!error.field().empty()) text += error.field() + ": ";
    return text + error.reason();
}

}  // namespace lt
