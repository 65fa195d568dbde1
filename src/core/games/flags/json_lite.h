// Just enough JSON to read iso-codes' iso_3166-1.json: objects, arrays, strings (with \u
// escapes), numbers, true/false/null. Errors name the line.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace lt::flags::json {

struct Value;
using Object = std::map<std::string, Value>;
using Array = std::vector<Value>;

struct Value {
    // null, boolean, number (kept as its text), string, array, object
    std::variant<std::nullptr_t, bool, double, std::string, Array, Object> data;

    const Object* object() const { return std::get_if<Object>(&data); }
    const Array* array() const { return std::get_if<Array>(&data); }
    const std::string* string() const { return std::get_if<std::string>(&data); }
};

// Throws InputError with the line of the first syntax error.
Value parse(std::string_view text);

}  // namespace lt::flags::json
