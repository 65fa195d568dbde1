#include "agents/ismcts_agent.h"

#include <cmath>
#include <limits>
#include <memory>
#include <vector>

#include "framework/errors.h"
#include "framework/state.h"
#include "framework/view.h"

namespace lt {
namespace {

struct Node {
    Move move = 0;
    PlayerId actor = 0;  // who chose `move`
    Node* parent = nullptr;
    double reward = 0;  // sum of the actor's returns
    int visits = 0;
    int availability = 0;  // how often this move was legal when its parent was visited
    std::vector<std::unique_ptr<Node>> children;

    Node* child(Move m) {
        for (auto& c : children)
            if (c->move == m) return c.get();
        return nullptr;
    }
};

Move sampleChance(const State& state, Rng& rng) {
    const auto outcomes = state.chanceOutcomes();
    double r = rng.uniform();
    for (const auto& outcome : outcomes) {
        r -= outcome.probability;
        if (r < 0) return outcome.move;
    }
    return outcomes.back().move;
}

// Plays at random to the end (or the ply limit) and returns the seats' utilities.
std::vector<double> playout(State& state, int plyLimit, Rng& rng) {
    for (int ply = 0; !state.isTerminal(); ++ply) {
        if (ply >= plyLimit) {
            if (auto estimate = state.heuristicReturns()) return *estimate;
            return std::vector<double>(state.numPlayers(), 0.0);
        }
        if (state.isChanceNode()) {
            state.apply(sampleChance(state, rng));
        } else {
            const auto moves = state.legalMoves();
            state.apply(moves[rng.below(moves.size())]);
        }
    }
    return state.returns();
}

Node* selectChild(Node& node, const std::vector<Move>& legal, double exploration) {
    Node* best = nullptr;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (Move m : legal) {
        Node* c = node.child(m);
        ++c->availability;
        const double score =
            c->reward / c->visits + exploration * std::sqrt(std::log(c->availability) / c->visits);
        if (score > bestScore) bestScore = score, best = c;
    }
    return best;
}

}  // namespace

std::string IsmctsAgent::name() const {
    return "ismcts(" + std::to_string(config_.iterations) + ")";
}

Move IsmctsAgent::chooseMove(const View& view, const std::atomic<bool>& stop, Rng& rng) {
    const auto deadline = std::chrono::steady_clock::now() + config_.timeLimit;
    Node root;
    root.actor = view.viewer();
    {
        const auto legal = view.sampleState(rng)->legalMoves();
        if (legal.empty()) throw IllegalMove("the agent's player has no move to choose");
        if (legal.size() == 1) {
            lastIterations_ = 0;
            return legal.front();
        }
    }
    std::int64_t iteration = 0;
    for (; iteration < config_.iterations; ++iteration) {
        if (stop.load(std::memory_order_relaxed)) break;
        if ((iteration & 15) == 0 && std::chrono::steady_clock::now() > deadline) break;

        auto state = view.sampleState(rng);
        Node* node = &root;
        std::vector<double> utilities;
        while (true) {
            if (state->isTerminal()) {
                utilities = state->returns();
                break;
            }
            if (state->isChanceNode()) {
                state->apply(sampleChance(*state, rng));
                continue;
            }
            const PlayerId mover = state->currentActor();
            const auto legal = state->legalMoves();
            std::vector<Move> untried;
            for (Move m : legal)
                if (!node->child(m)) untried.push_back(m);
            if (!untried.empty()) {
                const Move m = untried[rng.below(untried.size())];
                for (Move other : legal)
                    if (Node* c = node->child(other)) ++c->availability;
                auto fresh = std::make_unique<Node>();
                fresh->move = m;
                fresh->actor = mover;
                fresh->parent = node;
                fresh->availability = 1;
                node->children.push_back(std::move(fresh));
                node = node->children.back().get();
                state->apply(m);
                utilities = playout(*state, config_.playoutPlyLimit, rng);
                break;
            }
            node = selectChild(*node, legal, config_.exploration);
            state->apply(node->move);
        }
        for (Node* n = node; n != &root; n = n->parent) {
            ++n->visits;
            n->reward += utilities[n->actor];
        }
    }
    lastIterations_ = iteration;

    const Node* best = nullptr;
    for (const auto& c : root.children)
        if (!best || c->visits > best->visits) best = c.get();
    if (!best) {  // stopped before the first playout: any legal move
        const auto legal = view.sampleState(rng)->legalMoves();
        return legal[rng.below(legal.size())];
    }
    return best->move;
}

MctsConfig mctsConfigForLevel(std::string_view level) {
    using namespace std::chrono_literals;
    if (level == "easy") return {.iterations = 30, .timeLimit = 300ms, .exploration = 1.5};
    if (level == "medium") return {.iterations = 600, .timeLimit = 1500ms};
    if (level == "hard") return {.iterations = 6000, .timeLimit = 4000ms};
    throw InputError("unknown level '" + std::string(level) + "' (easy, medium, hard)");
}

}  // namespace lt
