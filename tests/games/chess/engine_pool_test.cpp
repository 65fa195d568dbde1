// The engines a chess game lends its computer players: kept from one search to the next,
// separate for searches at the same time.
#include <gtest/gtest.h>

#include <atomic>

#include "games/chess/engine/engine_pool.h"

namespace lt::chess::engine {
namespace {

TEST(ChessEnginePool, LendsALevelItsEngineAgainAndSeparateOnesAtOnce) {
    EnginePool pool;
    const EnginePool::Engine* first = nullptr;
    const EnginePool::Engine* second = nullptr;
    {
        const EnginePool::Lease a = pool.borrow("max");
        const EnginePool::Lease b = pool.borrow("max");
        first = &*a;
        second = &*b;
        EXPECT_NE(first, second);
    }
    const EnginePool::Lease again = pool.borrow("max");
    EXPECT_TRUE(&*again == first || &*again == second);
    // A weak level's table is not lent to another level.
    const EnginePool::Lease weak = pool.borrow("elo800");
    EXPECT_NE(&*weak, first);
    EXPECT_NE(&*weak, second);
}

TEST(ChessEnginePool, ALaterSearchStartsFromWhatTheEarlierOneLearnt) {
    EnginePool pool;
    const std::atomic<bool> stop{false};
    SearchLimits limits;
    limits.depth = 6;
    const auto nodesToDepth = [&] {
        const EnginePool::Lease engine = pool.borrow("max");
        Position pos =
            Position::fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        return engine->searcher.search(pos, limits, stop).nodes;
    };
    const std::uint64_t fresh = nodesToDepth();
    const std::uint64_t kept = nodesToDepth();
    EXPECT_LT(kept * 2, fresh) << "fresh " << fresh << ", kept " << kept;
}

}  // namespace
}  // namespace lt::chess::engine
