// Draughts benchmarks (Release build):
//   draughts_bench perft [DEPTH]                 move generator speed from the start position
//   draughts_bench search [MS] [FEN]             engine iterations on one position
//   draughts_bench match LEVEL LEVEL [GAMES]     engine levels against each other, colours
//                                                alternating, random two-move openings
#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>

#include <fmt/format.h>

#include "framework/agent.h"
#include "framework/rng.h"
#include "framework/view.h"
#include "games/draughts/engine_agent.h"
#include "games/draughts/game.h"
#include "games/draughts/notation.h"
#include "games/draughts/search.h"

namespace {

using namespace lt::draughts;

int perftBench(int depth) {
    const Position start = Position::initial();
    for (int d = 1; d <= depth; ++d) {
        const auto begin = std::chrono::steady_clock::now();
        const std::uint64_t nodes = perft(start, d);
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        fmt::print("perft {:2} {:>12} {:8.3f} s {:>6.1f} Mnodes/s\n", d, nodes, s,
                   s > 0 ? nodes / s / 1e6 : 0.0);
    }
    return 0;
}

int searchBench(int ms, const std::string& fen) {
    const Position position = parseFen(fen);
    Searcher searcher(20);
    SearchLimits limits;
    limits.time = std::chrono::milliseconds(ms);
    std::atomic<bool> stop{false};
    lt::Rng rng(1);
    searcher.search(position, {}, limits, stop, rng, [&](const SearchInfo& info) {
        std::string pv;
        Position p = position;
        for (const Move& m : info.pv) {
            pv += moveToText(p, m) + " ";
            p.play(m);
        }
        fmt::print("depth {:2} score {:6} nodes {:>10} time {:>6} ms  {:.0f} knps  pv {}\n",
                   info.depth, info.score, info.nodes, info.elapsed.count(),
                   info.elapsed.count() ? info.nodes / double(info.elapsed.count()) : 0.0, pv);
    });
    return 0;
}

int matchBench(const std::string& a, const std::string& b, int games) {
    DraughtsGame game;
    int winsA = 0, winsB = 0, draws = 0;
    std::atomic<bool> stop{false};
    for (int g = 0; g < games; ++g) {
        lt::Rng rng(1000 + g);
        std::unique_ptr<lt::Agent> agents[2] = {game.makeAgent(a), game.makeAgent(b)};
        const int seatOfA = g % 2;
        if (seatOfA == 1) std::swap(agents[0], agents[1]);
        auto state = game.newInitialState({}, 2);
        for (int opening = 0; opening < 2; ++opening) {
            const auto moves = state->legalMoves();
            state->apply(moves[rng.below(moves.size())]);
        }
        while (!state->isTerminal()) {
            const int seat = state->currentActor();
            state->apply(agents[seat]->chooseMove(*state->viewFor(seat), stop, rng));
        }
        const auto ranking = state->ranking();
        if (ranking[0] == ranking[1])
            ++draws;
        else if ((ranking[seatOfA] == 1))
            ++winsA;
        else
            ++winsB;
        fmt::print("game {:3}: {} {}\n", g + 1,
                   static_cast<const DraughtsState&>(*state).outcomeReason(),
                   ranking[0] == ranking[1] ? "draw"
                   : ranking[seatOfA] == 1  ? a + " wins"
                                            : b + " wins");
        std::fflush(stdout);
    }
    fmt::print("{} {} - {} {} ({} draws)\n", a, winsA, winsB, b, draws);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "perft";
    if (mode == "perft") return perftBench(argc > 2 ? std::stoi(argv[2]) : 9);
    if (mode == "search")
        return searchBench(argc > 2 ? std::stoi(argv[2]) : 3000,
                           argc > 3 ? argv[3] : std::string(kInitialFen));
    if (mode == "match" && argc >= 4)
        return matchBench(argv[2], argv[3], argc > 4 ? std::stoi(argv[4]) : 10);
    std::fprintf(stderr,
                 "usage: draughts_bench perft [DEPTH] | search [MS] [FEN] | match A B [GAMES]\n");
    return 2;
}
