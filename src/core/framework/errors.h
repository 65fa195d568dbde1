// Errors that reach the user: they say where (line, field) and why, never crash.
#pragma once

#include <stdexcept>
#include <string>

namespace lt {

// Bad input from outside: a save file, a FEN/PGN/PDN text, a command-line option, a protocol line.
class InputError : public std::runtime_error {
  public:
    InputError(std::string message, int line = 0, std::string field = {})
        : std::runtime_error(describe(message, line, field)),
          line_(line),
          field_(std::move(field)),
          reason_(std::move(message)) {}

    int line() const { return line_; }  // 1-based; 0 when not from a text file
    const std::string& field() const { return field_; }
    const std::string& reason() const { return reason_; }

  private:
    static std::string describe(const std::string& message, int line, const std::string& field) {
        std::string text;
        if (line > 0) text += "line " + std::to_string(line) + ": ";
        if (!field.empty()) text += field + ": ";
        return text + message;
    }
    int line_;
    std::string field_;
    std::string reason_;
};

// A move that the rules do not allow in the current state.
class IllegalMove : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

}  // namespace lt
