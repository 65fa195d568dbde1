// The chess engine's memory kept from move to move: a transposition table and the searcher's
// move-ordering lessons (history, killers, countermoves). A game's computer players and hints
// borrow an engine for each search and give it back, so a search starts from what the earlier
// ones learnt instead of a fresh 16 MiB table. Engines are kept per level, since a weak
// level's table holds its noisy scores and blind spots, which the strongest level's hints must
// not read; searches running at the same time get separate engines; a few idle engines are
// kept, the least recently used dropped first. The pool belongs to the ChessGame that made
// the agents, shared with them, so it outlives every search.
#pragma once

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/chess/engine/search.h"
#include "games/chess/engine/transposition.h"

namespace lt::chess::engine {

class EnginePool {
  public:
    struct Engine {
        TranspositionTable table{16};
        Searcher searcher{table};
    };

    // An engine lent for one search; it goes back to the pool when the lease ends.
    class Lease {
      public:
        Lease(EnginePool& pool, std::string level, std::unique_ptr<Engine> engine)
            : pool_(pool), level_(std::move(level)), engine_(std::move(engine)) {}
        Lease(const Lease&) = delete;
        Lease& operator=(const Lease&) = delete;
        ~Lease() { pool_.giveBack(std::move(level_), std::move(engine_)); }
        Engine& operator*() const { return *engine_; }
        Engine* operator->() const { return engine_.get(); }

      private:
        EnginePool& pool_;
        std::string level_;
        std::unique_ptr<Engine> engine_;
    };

    // An idle engine that searched for `level` before, or a new one.
    Lease borrow(std::string_view level);

  private:
    void giveBack(std::string level, std::unique_ptr<Engine> engine);

    std::mutex mutex_;
    std::vector<std::pair<std::string, std::unique_ptr<Engine>>> idle_;
};

}  // namespace lt::chess::engine
