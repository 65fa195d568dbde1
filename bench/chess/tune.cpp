// Fits the chess evaluation's weights to game results ("Texel tuning"): a logistic regression
// of each quiet position's result on the evaluation's terms, which are linear in the weights.
// Writes the weights as OUT (normally src/core/games/chess/engine/evaluation_weights.h).
//
// usage: chess_tune OUT DATA.tsv... [--epochs N] [--rate R] [--l2 LAMBDA]
//   DATA: lines "FEN<TAB>result", the result 1, 0.5 or 0 for White (chess_training_data).
//   R: Adam's step in centipawns (1 by default).
//   LAMBDA: a ridge penalty per squared centipawn that keeps each weight near its current
//   value unless the data says otherwise (1e-7 by default: rare terms, such as a queen
//   attacking 27 squares, are otherwise set by a handful of positions).
// The logistic scale is fitted first to the current weights, so the units stay centipawns.
// Positions where a side has no pawns are left out (the evaluation scales those down by a
// rule that is not a weight). One block of 1024 positions in 20 is held out: its loss shows
// whether the fit generalises, and blocks in the data's order keep most games whole on one
// side.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "games/chess/engine/evaluation_terms.h"
#include "games/chess/engine/evaluation_weights.h"

namespace {

using namespace lt::chess;
using namespace lt::chess::engine::eval;

using Weights = std::vector<std::array<double, 2>>;  // middlegame, endgame per term

struct Use {
    std::uint16_t term;
    std::int16_t count;  // White's count minus Black's
};

struct Sample {
    std::uint32_t firstUse;
    std::uint16_t useCount;
    std::uint8_t phase;
    float result;
    float fixedMg, fixedEg, tempo;  // White's point of view
};

struct Data {
    std::vector<Sample> samples;
    std::vector<Use> uses;
};

struct CountingSink {
    std::array<int, kTermCount> counts{};
    int fixedMg = 0, fixedEg = 0;
    void add(Color c, int term, int count) { counts[term] += c == White ? count : -count; }
    void fixed(Color c, int mg, int eg) {
        fixedMg += c == White ? mg : -mg;
        fixedEg += c == White ? eg : -eg;
    }
};

bool addSample(Data& data, const Position& pos, float result) {
    if (!pos.pieces(White, Pawn) || !pos.pieces(Black, Pawn)) return false;
    CountingSink sink;
    const int phase = collectTerms(pos, sink);
    Sample sample{};
    sample.firstUse = static_cast<std::uint32_t>(data.uses.size());
    for (int t = 0; t < kTermCount; ++t)
        if (sink.counts[t] != 0)
            data.uses.push_back(
                {static_cast<std::uint16_t>(t), static_cast<std::int16_t>(sink.counts[t])});
    sample.useCount = static_cast<std::uint16_t>(data.uses.size() - sample.firstUse);
    sample.phase = static_cast<std::uint8_t>(phase);
    sample.result = result;
    sample.fixedMg = static_cast<float>(sink.fixedMg);
    sample.fixedEg = static_cast<float>(sink.fixedEg);
    sample.tempo = static_cast<float>(pos.sideToMove() == White ? kTempo : -kTempo);
    data.samples.push_back(sample);
    return true;
}

void loadFile(const std::string& path, Data& data, long& rejected, long& skipped) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error(fmt::format("cannot read {}", path));
    std::string line;
    long number = 0;
    while (std::getline(in, line)) {
        ++number;
        const auto tab = line.find('\t');
        try {
            if (tab == std::string::npos) throw std::runtime_error("no result after a tab");
            const Position pos = Position::fromFen(line.substr(0, tab));
            if (!addSample(data, pos, std::stof(line.substr(tab + 1)))) ++skipped;
        } catch (const std::exception& error) {
            if (rejected++ < 10) fmt::print(stderr, "{}:{}: {}\n", path, number, error.what());
        }
    }
}

// White's evaluation of a sample, before the side-to-move sign.
double evaluateSample(const Data& data, const Sample& s, const Weights& w) {
    double mg = s.fixedMg, eg = s.fixedEg;
    for (std::uint32_t i = s.firstUse; i < s.firstUse + s.useCount; ++i) {
        const Use& u = data.uses[i];
        mg += w[u.term][0] * u.count;
        eg += w[u.term][1] * u.count;
    }
    return (mg * s.phase + eg * (kMaxPhase - s.phase)) / kMaxPhase + s.tempo;
}

bool heldOut(std::size_t index) {
    return (index / 1024) % 20 == 19;
}

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

double crossEntropy(double p, double r) {
    p = std::clamp(p, 1e-9, 1 - 1e-9);
    return -(r * std::log(p) + (1 - r) * std::log(1 - p));
}

// Mean loss over the training or the held-out samples.
double loss(const Data& data, const Weights& w, double scale, bool held) {
    double sum = 0;
    long n = 0;
    for (std::size_t i = 0; i < data.samples.size(); ++i) {
        if (heldOut(i) != held) continue;
        const Sample& s = data.samples[i];
        sum += crossEntropy(sigmoid(scale * evaluateSample(data, s, w)), s.result);
        ++n;
    }
    return n ? sum / n : 0;
}

// The logistic scale (per centipawn) that fits the current weights best: golden section.
double fitScale(const Data& data, const Weights& w) {
    double lo = 0.0005, hi = 0.05;
    const double g = (std::sqrt(5.0) - 1) / 2;
    for (int i = 0; i < 40; ++i) {
        const double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
        if (loss(data, w, a, false) < loss(data, w, b, false))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

std::string pieceName(int type) {
    static const char* const kNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return kNames[type];
}

std::string describe(int t) {
    if (t < kKnightMobility) {
        const int square = (t - kPieceOnSquare) % 64;
        return fmt::format("{} on {}{}", pieceName((t - kPieceOnSquare) / 64),
                           char('a' + square % 8), square / 8 + 1);
    }
    if (t < kBishopMobility) return fmt::format("knight mobility {}", t - kKnightMobility);
    if (t < kRookMobility) return fmt::format("bishop mobility {}", t - kBishopMobility);
    if (t < kQueenMobility) return fmt::format("rook mobility {}", t - kRookMobility);
    if (t < kDoubledPawn) return fmt::format("queen mobility {}", t - kQueenMobility);
    if (t == kDoubledPawn) return "doubled pawn";
    if (t == kIsolatedPawn) return "isolated pawn";
    if (t < kBlockedPassedPawn) return fmt::format("passed pawn on rank {}", t - kPassedPawn + 1);
    if (t < kPasserEnemyKing)
        return fmt::format("blocked passed pawn on rank {}", t - kBlockedPassedPawn + 1);
    if (t < kPasserOwnKing)
        return fmt::format("passed pawn on rank {}: enemy king's distance",
                           t - kPasserEnemyKing + 1);
    if (t < kRookOpenFile)
        return fmt::format("passed pawn on rank {}: own king's distance", t - kPasserOwnKing + 1);
    if (t == kRookOpenFile) return "rook on an open file";
    if (t == kRookHalfOpenFile) return "rook on a half-open file";
    if (t == kBishopPair) return "bishop pair";
    if (t < kShelter) return fmt::format("king danger {}", t - kKingDanger);
    if (t < kThreatByPawn)
        return t - kShelter < 4 ? fmt::format("king shelter {}", t - kShelter)
                                : std::string("king shelter: king advanced");
    if (t < kThreatByMinor)
        return fmt::format("pawn attacks a {}", pieceName(t - kThreatByPawn + 1));
    if (t < kThreatByRook)
        return fmt::format("minor piece attacks a {}", t == kThreatByMinor ? "rook" : "queen");
    if (t == kThreatByRook) return "rook attacks a queen";
    if (t == kHangingPiece) return "hanging piece";
    if (t < kBackwardPawn) return fmt::format("connected pawn on rank {}", t - kConnectedPawn + 1);
    if (t == kBackwardPawn) return "backward pawn";
    if (t == kKnightOutpost) return "knight outpost";
    if (t == kBishopOutpost) return "bishop outpost";
    if (t == kRookOnSeventh) return "rook on the seventh rank";
    if (t < kKingOpenFile) return fmt::format("safe {} check", pieceName(t - kSafeCheck + 1));
    if (t == kKingOpenFile) return "no own pawn on the king's file";
    if (t < kBishopPawns)
        return t == kPawnStorm
                   ? std::string("no enemy pawn storming a file")
                   : fmt::format("enemy pawn {} ranks ahead of the king", t - kPawnStorm);
    if (t == kBishopPawns) return "own pawn on the bishop's colour";
    if (t == kMinorBehindPawn) return "minor piece behind a pawn";
    if (t < kThreatByKing)
        return fmt::format("free passed pawn on rank {}", t - kPasserFreePath + 1);
    if (t == kThreatByKing) return "king attacks a piece";
    if (t == kSpace) return "space";
    if (t == kWeakKingZone) return "weak square next to the king";
    if (t < kKingProtector)
        return fmt::format("{} enemy pieces attack next to the king", t - kKingAttackers);
    if (t == kKingProtector) return "minor piece near its king";
    if (t == kRookBehindPasser) return "rook behind a passed pawn";
    if (t == kThreatByPawnPush) return "pawn push attacks a piece";
    if (t == kKnightPawns) return "own pawn per knight";
    return "own pawn per rook";
}

void writeWeights(const std::string& path, const Weights& w) {
    std::ofstream out(path);
    if (!out) throw std::runtime_error(fmt::format("cannot write {}", path));
    out << "// The chess evaluation's weights in centipawns: {middlegame, endgame} for each term "
           "of\n"
           "// evaluation_terms.h, in its order. Written by bench/chess/tune.cpp (chess_tune; "
           "see\n"
           "// bench/chess/RESULTS.md for the data it was fitted to); rerun it rather than "
           "editing.\n"
           "#pragma once\n\n#include <array>\n\n"
           "#include \"games/chess/engine/evaluation_terms.h\"\n\n"
           "namespace lt::chess::engine::eval {\n\n"
           "inline constexpr std::array<PhaseWeights, kTermCount> kWeights = {{\n";
    // Comments aligned as clang-format aligns them.
    std::vector<std::string> values;
    std::size_t width = 0;
    for (int t = 0; t < kTermCount; ++t) {
        values.push_back(fmt::format("{{{}, {}}},", std::lround(w[t][0]), std::lround(w[t][1])));
        width = std::max(width, values.back().size());
    }
    for (int t = 0; t < kTermCount; ++t)
        out << fmt::format("    {:<{}}  // {}\n", values[t], width, describe(t));
    out << "}};\n\n}  // namespace lt::chess::engine::eval\n";
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> files;
    std::string outPath;
    int epochs = 400;
    double rate = 1.0, l2 = 1e-7;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--epochs" && i + 1 < argc)
            epochs = std::atoi(argv[++i]);
        else if (arg == "--rate" && i + 1 < argc)
            rate = std::atof(argv[++i]);
        else if (arg == "--l2" && i + 1 < argc)
            l2 = std::atof(argv[++i]);
        else if (outPath.empty())
            outPath = arg;
        else
            files.push_back(arg);
    }
    if (outPath.empty() || files.empty()) {
        fmt::print(stderr,
                   "usage: chess_tune OUT DATA.tsv... [--epochs N] [--rate R] [--l2 LAMBDA]\n");
        return 2;
    }
    Data data;
    long rejected = 0, skipped = 0;
    try {
        for (const std::string& file : files) loadFile(file, data, rejected, skipped);
    } catch (const std::exception& error) {
        fmt::print(stderr, "{}\n", error.what());
        return 1;
    }
    fmt::print("{} positions ({} unreadable, {} without pawns on a side left out)\n",
               data.samples.size(), rejected, skipped);
    Weights w(kTermCount), initial(kTermCount);
    for (int t = 0; t < kTermCount; ++t)
        initial[t] = w[t] = {double(kWeights[t].mg), double(kWeights[t].eg)};
    const double scale = fitScale(data, w);
    fmt::print("logistic scale {:.6f} per centipawn; loss train {:.6f} held-out {:.6f}\n", scale,
               loss(data, w, scale, false), loss(data, w, scale, true));

    // Full-batch Adam on the cross-entropy plus the ridge penalty.
    Weights m(kTermCount), v(kTermCount);
    const double beta1 = 0.9, beta2 = 0.999;
    long trainCount = 0;
    for (std::size_t i = 0; i < data.samples.size(); ++i) trainCount += !heldOut(i);
    for (int epoch = 1; epoch <= epochs; ++epoch) {
        Weights gradient(kTermCount);
        for (std::size_t i = 0; i < data.samples.size(); ++i) {
            if (heldOut(i)) continue;
            const Sample& s = data.samples[i];
            const double p = sigmoid(scale * evaluateSample(data, s, w));
            const double d = scale * (p - s.result) / trainCount;
            const double dMg = d * s.phase / kMaxPhase, dEg = d * (kMaxPhase - s.phase) / kMaxPhase;
            for (std::uint32_t k = s.firstUse; k < s.firstUse + s.useCount; ++k) {
                const Use& u = data.uses[k];
                gradient[u.term][0] += dMg * u.count;
                gradient[u.term][1] += dEg * u.count;
            }
        }
        for (int t = 0; t < kTermCount; ++t) {
            for (int j = 0; j < 2; ++j) {
                const double g = gradient[t][j] + 2 * l2 * (w[t][j] - initial[t][j]);
                m[t][j] = beta1 * m[t][j] + (1 - beta1) * g;
                v[t][j] = beta2 * v[t][j] + (1 - beta2) * g * g;
                const double mHat = m[t][j] / (1 - std::pow(beta1, epoch));
                const double vHat = v[t][j] / (1 - std::pow(beta2, epoch));
                w[t][j] -= rate * mHat / (std::sqrt(vHat) + 1e-12);
            }
        }
        if (epoch % 50 == 0 || epoch == epochs) {
            fmt::print("epoch {}: loss train {:.6f} held-out {:.6f}\n", epoch,
                       loss(data, w, scale, false), loss(data, w, scale, true));
            std::fflush(stdout);
        }
    }
    try {
        writeWeights(outPath, w);
    } catch (const std::exception& error) {
        fmt::print(stderr, "{}\n", error.what());
        return 1;
    }
    fmt::print("wrote {}\n", outPath);
    return 0;
}
