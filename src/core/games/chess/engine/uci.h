// The Universal Chess Interface: reads commands from `in` on the calling thread while the
// search runs on a worker thread, so "stop", "isready" and "quit" are answered at once.
// Malformed lines are reported as "info string ..." and never end the session.
#pragma once

#include <cstddef>
#include <iosfwd>

namespace lt::chess::engine {

// Returns the process exit code (0) after "quit" or the end of input, which stops a running
// search as "quit" does (after its "bestmove"). Numbers beyond a go parameter's range are
// brought into it. The transposition table starts at `hashMegabytes` (1..1024, announced as
// the Hash option's default) until a "setoption name Hash" resizes it.
int runUci(std::istream& in, std::ostream& out, std::size_t hashMegabytes = 16);

}  // namespace lt::chess::engine
