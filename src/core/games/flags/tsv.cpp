#include "games/flags/tsv.h"

#include "framework/errors.h"

namespace lt::flags {
namespace {

std::vector<std::string> split(std::string_view line, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = line.find(separator, start);
        parts.emplace_back(line.substr(start, end - start));
        if (end == std::string_view::npos) return parts;
        start = end + 1;
    }
}

std::string joined(const std::vector<std::string>& names) {
    std::string text;
    for (const auto& name : names) text += (text.empty() ? "" : " ") + name;
    return text;
}

}  // namespace

std::vector<TsvRecord> readTsv(std::string_view text, const std::vector<std::string>& header) {
    std::vector<TsvRecord> records;
    bool headerSeen = false;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || line.front() == '#') continue;
        std::vector<std::string> fields = split(line, '\t');
        if (!headerSeen) {
            if (fields != header)
                throw InputError("expected the column names: " + joined(header), lineNumber,
                                 "header");
            headerSeen = true;
            continue;
        }
        if (fields.size() + 1 == header.size()) fields.emplace_back();
        if (fields.size() != header.size())
            throw InputError("expected " + std::to_string(header.size()) +
                                 " tab-separated fields, found " + std::to_string(fields.size()),
                             lineNumber);
        records.push_back({lineNumber, std::move(fields)});
    }
    if (!headerSeen) throw InputError("no header line: the file is empty", lineNumber, "header");
    return records;
}

std::vector<std::string> splitAlternatives(const std::string& field) {
    if (field.empty()) return {};
    return split(field, '|');
}

}  // namespace lt::flags
