#include "framework/text_file.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "framework/errors.h"

namespace lt {
namespace {

struct FileCloser {
    void operator()(std::FILE* file) const { std::fclose(file); }
};

std::string sizeText(std::size_t bytes) {
    if (bytes % (std::size_t{1} << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
    return std::to_string(bytes) + " bytes";
}

}  // namespace

std::string readTextFile(const std::string& path, std::size_t maxBytes) {
    errno = 0;
    const std::unique_ptr<std::FILE, FileCloser> file(std::fopen(path.c_str(), "rb"));
    if (!file) throw InputError(std::strerror(errno), 0, "file");
    std::string text;
    char buffer[65536];
    while (true) {
        const std::size_t count = std::fread(buffer, 1, sizeof buffer, file.get());
        if (text.size() + count > maxBytes)
            throw InputError(
                "the file is larger than " + sizeText(maxBytes) + ", too large for a game file", 0,
                "file");
        text.append(buffer, count);
        if (count < sizeof buffer) break;
    }
    // A directory opens but cannot be read (EISDIR): say so rather than "the file is empty".
    if (std::ferror(file.get())) throw InputError(std::strerror(errno), 0, "file");
    return text;
}

}  // namespace lt
