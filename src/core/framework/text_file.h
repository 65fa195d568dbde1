// Reading a whole text file from outside (a saved match, a PGN or PDN file), with a size limit:
// a mistaken choice (/dev/zero, a disk image) ends in a clear error, not in exhausted memory.
#pragma once

#include <cstddef>
#include <string>

namespace lt {

// 64 MiB: far above any game file (a long chess match records a few kilobytes).
inline constexpr std::size_t kMaxTextFileBytes = std::size_t{64} << 20;

// The file's bytes. Throws InputError (field "file") with the system's reason ("No such file or
// directory", "Is a directory", "Permission denied") or when it holds more than `maxBytes`.
std::string readTextFile(const std::string& path, std::size_t maxBytes = kMaxTextFileBytes);

}  // namespace lt
