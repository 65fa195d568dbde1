// Tab-separated data files: '#' comment lines, blank lines, one header line, then records.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace lt::flags {

struct TsvRecord {
    int line = 0;  // 1-based line number in the file
    std::vector<std::string> fields;
};

// Splits `text` into records after checking that the first non-comment line is exactly
// `header` (tab-separated column names). Every record must have as many fields as the header,
// or one fewer when the last column is left empty. Throws InputError with the line number.
std::vector<TsvRecord> readTsv(std::string_view text, const std::vector<std::string>& header);

// "a|b|c" -> {"a", "b", "c"}; an empty string gives an empty list.
std::vector<std::string> splitAlternatives(const std::string& field);

}  // namespace lt::flags
