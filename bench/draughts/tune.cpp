// Fits the draughts evaluation's weights to game results ("Texel tuning"): a logistic
// regression of each quiet position's result on the evaluation's terms and patterns, which
// are linear in the weights. Writes the weights as evaluation_weights.h and
// evaluation_pattern_weights.h in OUT_DIR.
//
// usage: draughts_tune OUT_DIR DATA.tsv... [--epochs N] [--l2 LAMBDA] [--pattern-prior N]
//                      [--note TEXT]
//   DATA: lines "FEN<TAB>result", the result 1, 0.5 or 0 for White (draughts_training_data).
//   LAMBDA: a ridge penalty per squared hundredth of a man that keeps each term's weight near
//   its current value unless the data says otherwise (none by default: with millions of
//   positions even the rarest term is well determined).
//   N: a pattern weight is pulled towards zero as strongly as N positions of even chances
//   would pull it (100 by default): most of the 6561 arrangements of a region are rare, and
//   without this a handful of positions would set their weights.
// One block of positions in 20 is held out: its loss shows whether the fit generalises. Blocks
// of 1024 positions, in the data's order, keep most games whole on one side, so the held-out
// loss is not flattered by positions of the same game.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/draughts/evaluation_pattern_weights.h"
#include "games/draughts/evaluation_patterns.h"
#include "games/draughts/evaluation_terms.h"
#include "games/draughts/evaluation_weights.h"
#include "games/draughts/notation.h"

namespace {

using namespace lt::draughts;
using eval::kTermCount;

// Every weight has a number: the terms first, then each region's arrangements.
constexpr int kPatternWeightCount = eval::kPatternRegions * eval::kPatternIndices;
constexpr int kWeightCount = kTermCount + kPatternWeightCount;
constexpr int patternWeight(int region, int index) {
    return kTermCount + region * eval::kPatternIndices + index;
}

// The weights, two (opening, ending) per term or arrangement.
using Weights = std::vector<std::array<double, 2>>;

// A term that one position has, with how often (White's count minus Black's).
struct Use {
    std::uint32_t term;
    std::int32_t count;
};

struct Sample {
    std::uint32_t firstUse;  // into Data::uses
    std::uint8_t useCount;
    std::uint8_t pieces;
    float result;
    Position position;
};

struct Data {
    std::vector<Sample> samples;
    std::vector<Use> uses;
};

struct CountingSink {
    int sign = 1;
    std::array<int, kTermCount>* counts;
    void add(int term, int count) { (*counts)[term] += sign * count; }
};

void addSample(Data& data, const Position& position, float result) {
    Sample sample{};
    sample.position = position;
    sample.result = result;
    std::array<int, kTermCount> counts{};
    CountingSink sink{1, &counts};
    eval::collectSideTerms(position, Side::White, sink);
    sink.sign = -1;
    eval::collectSideTerms(position, Side::Black, sink);
    sample.firstUse = static_cast<std::uint32_t>(data.uses.size());
    for (int t = 0; t < kTermCount; ++t)
        if (counts[t] != 0) data.uses.push_back({static_cast<std::uint32_t>(t), counts[t]});
    for (int region = 0; region < eval::kPatternRegions; ++region)
        data.uses.push_back({static_cast<std::uint32_t>(
                                 patternWeight(region, eval::patternIndex(position, region))),
                             1});
    sample.useCount = static_cast<std::uint8_t>(data.uses.size() - sample.firstUse);
    sample.pieces = static_cast<std::uint8_t>(countBits(position.occupied()));
    data.samples.push_back(sample);
}

int loadFile(const std::string& path, Data& data) {
    std::ifstream in(path);
    if (!in) throw lt::InputError(fmt::format("cannot read {}", path));
    std::string line;
    int rejected = 0;
    while (std::getline(in, line)) {
        const auto tab = line.find('\t');
        try {
            if (tab == std::string::npos) throw lt::InputError("no result");
            addSample(data, parseFen(std::string_view(line).substr(0, tab)),
                      std::stof(line.substr(tab + 1)));
        } catch (const std::exception&) {
            ++rejected;
        }
    }
    return rejected;
}

double sigmoid(double x) {
    return 1 / (1 + std::exp(-x));
}

// The cross-entropy summed over the training or the held-out positions among samples
// [begin, end), with their number, and (when asked) the summed gradient.
struct PartialLoss {
    double total = 0;
    std::size_t count = 0;
    Weights gradient;
};

void addLoss(const Data& data, bool heldOut, const Weights& weights, double scale,
             std::size_t begin, std::size_t end, bool withGradient, PartialLoss& out) {
    for (std::size_t i = begin; i < end; ++i) {
        if (((i / 1024) % 20 == 0) != heldOut) continue;
        const Sample& sample = data.samples[i];
        const double opening = sample.pieces / double(eval::kPhasePieces);
        const Use* uses = &data.uses[sample.firstUse];
        double linear = 0;
        for (int k = 0; k < sample.useCount; ++k) {
            const auto& w = weights[uses[k].term];
            linear += uses[k].count * (w[0] * opening + w[1] * (1 - opening));
        }
        const double score = eval::adjustForEndgame(linear, sample.position);
        const double p = std::clamp(sigmoid(scale * score), 1e-9, 1 - 1e-9);
        const double r = sample.result;
        out.total -= r * std::log(p) + (1 - r) * std::log(1 - p);
        ++out.count;
        if (!withGradient) continue;
        // The endgame adjustment is piecewise linear: its slope at this score.
        const double slope = eval::adjustForEndgame(linear + 0.5, sample.position) -
                             eval::adjustForEndgame(linear - 0.5, sample.position);
        const double g = (p - r) * scale * slope;
        for (int k = 0; k < sample.useCount; ++k) {
            auto& d = out.gradient[uses[k].term];
            d[0] += g * uses[k].count * opening;
            d[1] += g * uses[k].count * (1 - opening);
        }
    }
}

// The mean cross-entropy of the predicted results over the training or the held-out
// positions, and (when asked) its gradient. The samples are cut into a fixed number of
// chunks, spread over the cores and summed in chunk order, so the result does not depend on
// how many cores there are.
double loss(const Data& data, bool heldOut, const Weights& weights, double scale,
            Weights* gradient) {
    constexpr std::size_t kChunks = 16;
    std::vector<PartialLoss> parts(kChunks);
    if (gradient)
        for (auto& part : parts) part.gradient.assign(kWeightCount, {0, 0});
    const std::size_t size = data.samples.size();
    const auto work = [&](std::size_t first, std::size_t step) {
        for (std::size_t c = first; c < kChunks; c += step)
            addLoss(data, heldOut, weights, scale, size * c / kChunks, size * (c + 1) / kChunks,
                    gradient != nullptr, parts[c]);
    };
    const std::size_t threads =
        std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, kChunks);
    std::vector<std::thread> helpers;
    for (std::size_t t = 1; t < threads; ++t) helpers.emplace_back(work, t, threads);
    work(0, threads);
    for (auto& helper : helpers) helper.join();

    PartialLoss sum;
    if (gradient) sum.gradient.assign(kWeightCount, {0, 0});
    for (const auto& part : parts) {
        sum.total += part.total;
        sum.count += part.count;
        if (!gradient) continue;
        for (int t = 0; t < kWeightCount; ++t)
            for (int p = 0; p < 2; ++p) sum.gradient[t][p] += part.gradient[t][p];
    }
    if (gradient) {
        *gradient = sum.gradient;
        for (auto& d : *gradient)
            for (double& x : d) x /= double(sum.count);
    }
    return sum.total / double(sum.count);
}

// The logistic scale that fits the current weights best: it fixes how many hundredths of a
// man a given winning chance is worth, so the tuned weights keep the engine's units.
double fitScale(const Data& data, const Weights& weights) {
    double lo = 0.0005, hi = 0.05;
    for (int i = 0; i < 60; ++i) {
        const double a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3;
        if (loss(data, false, weights, a, nullptr) < loss(data, false, weights, b, nullptr))
            hi = b;
        else
            lo = a;
    }
    return (lo + hi) / 2;
}

std::string termName(int term) {
    static const char* const names[] = {"king",       "first king",    "king on the long diagonal",
                                        "backed man", "supported man", "supported outpost",
                                        "free step",  "blocked man",   "wing imbalance"};
    if (term < eval::kKing) return fmt::format("man on {}", term + 1);
    if (term < eval::kRunawayMan) return names[term - eval::kKing];
    const int runaway = term - eval::kRunawayMan;
    return fmt::format("runaway man, {}advance {}", runaway >= 10 ? "to move, " : "", runaway % 10);
}

// Writes through a temporary file, so an interrupted run leaves the old header whole.
void writeFile(const std::string& path, const std::string& text) {
    const std::string temporary = path + ".tmp";
    std::ofstream file(temporary);
    file << text;
    file.close();
    if (!file || std::rename(temporary.c_str(), path.c_str()) != 0)
        throw lt::InputError(fmt::format("cannot write {}", path));
}

// The opening lines of a written header: what it holds, who writes it, the run's note, and
// the includes its table needs.
std::string headerOpening(const std::string& description, const std::string& note,
                          const std::string& include) {
    std::string text = description + "rerun it rather than editing.\n";
    if (!note.empty()) text += fmt::format("// {}\n", note);
    text += fmt::format("#pragma once\n\n#include <array>\n\n#include \"{}\"\n\n", include);
    return text + "namespace lt::draughts::eval {\n\n";
}

void writeTermHeader(const std::string& path, const Weights& weights, const std::string& note) {
    std::string text = headerOpening(
        "// The evaluation's weights, in hundredths of a man: {opening, ending} for each term "
        "of\n// evaluation_terms.h, in its order. Written by bench/draughts/draughts_tune (see\n"
        "// bench/draughts/RESULTS.md for the data it was fitted to); ",
        note, "evaluation_terms.h");
    text += "inline constexpr std::array<PhaseWeights, kTermCount> kWeights = {{\n";
    // The comments in one column, as clang-format aligns them.
    std::array<std::string, kTermCount> entries;
    std::size_t width = 0;
    for (int t = 0; t < kTermCount; ++t) {
        entries[t] =
            fmt::format("{{{}, {}}},", std::lround(weights[t][0]), std::lround(weights[t][1]));
        width = std::max(width, entries[t].size());
    }
    for (int t = 0; t < kTermCount; ++t)
        text += fmt::format("    {:<{}}  // {}\n", entries[t], width, termName(t));
    text += "}};\n\n}  // namespace lt::draughts::eval\n";
    writeFile(path, text);
}

// Regions 0..7 only, the rest follow by symmetry; weights that round to zero are left out.
void writePatternHeader(const std::string& path, const Weights& weights, const std::string& note) {
    std::string text = headerOpening(
        "// The pattern weights of regions 0..7 (evaluation_patterns.h), in hundredths of a "
        "man:\n// {region, index, opening, ending}, zero weights left out. Written by\n"
        "// bench/draughts/draughts_tune (see bench/draughts/RESULTS.md); ",
        note, "evaluation_patterns.h");
    std::string entries;
    std::size_t count = 0;
    for (int region = 0; region < eval::kPatternRegions / 2; ++region) {
        for (int index = 0; index < eval::kPatternIndices; ++index) {
            const auto& w = weights[patternWeight(region, index)];
            const long opening = std::lround(w[0]), ending = std::lround(w[1]);
            if (opening == 0 && ending == 0) continue;
            entries += fmt::format("    {{{}, {}, {}, {}}},\n", region, index, opening, ending);
            ++count;
        }
    }
    text += fmt::format(
        "// clang-format off\n"
        "inline constexpr std::array<PatternEntry, {}> kPatternEntries = {{{{\n{}}}}};\n"
        "// clang-format on\n\n}}  // namespace lt::draughts::eval\n",
        count, entries);
    writeFile(path, text);
}

// Each arrangement and its mirror image (the board turned, colours swapped) share one weight
// with opposite signs: their mean keeps the fit symmetric whatever the data's imbalance.
void symmetrisePatterns(Weights& weights) {
    for (int region = 0; region < eval::kPatternRegions / 2; ++region) {
        for (int index = 0; index < eval::kPatternIndices; ++index) {
            auto& a = weights[patternWeight(region, index)];
            auto& b = weights[patternWeight(eval::mirroredRegion(region),
                                            eval::mirroredPatternIndex(index))];
            for (int p = 0; p < 2; ++p) {
                const double mean = (a[p] - b[p]) / 2;
                a[p] = mean;
                b[p] = -mean;
            }
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr,
                     "usage: draughts_tune OUT_DIR DATA.tsv... [--epochs N] [--l2 LAMBDA] "
                     "[--pattern-prior N] [--note TEXT]\n");
        return 2;
    }
    const std::string out = argv[1];
    int epochs = 400;
    double ridge = 0;
    double patternPrior = 100;
    std::string note;
    Data data;
    try {
        for (int i = 2; i < argc; ++i) {
            const std::string arg = argv[i];
            if (arg == "--epochs" && i + 1 < argc) {
                epochs = std::stoi(argv[++i]);
            } else if (arg == "--l2" && i + 1 < argc) {
                ridge = std::stod(argv[++i]);
            } else if (arg == "--pattern-prior" && i + 1 < argc) {
                patternPrior = std::stod(argv[++i]);
            } else if (arg == "--note" && i + 1 < argc) {
                note = argv[++i];
            } else {
                const int rejected = loadFile(arg, data);
                fmt::print("{}: {} positions so far, {} lines rejected\n", arg, data.samples.size(),
                           rejected);
            }
        }
    } catch (const std::exception& error) {
        std::fprintf(stderr, "draughts_tune: %s\n", error.what());
        return 1;
    }
    if (data.samples.size() < 100) {
        std::fprintf(stderr, "draughts_tune: too few positions\n");
        return 1;
    }

    Weights weights(kWeightCount, {0, 0});
    for (int t = 0; t < kTermCount; ++t)
        weights[t] = {double(eval::kWeights[t].opening), double(eval::kWeights[t].ending)};
    const auto patterns =
        std::make_unique<eval::PatternTable>(eval::expandPatterns(eval::kPatternEntries));
    for (int region = 0; region < eval::kPatternRegions; ++region)
        for (int index = 0; index < eval::kPatternIndices; ++index)
            weights[patternWeight(region, index)] = {double((*patterns)[region][index].opening),
                                                     double((*patterns)[region][index].ending)};
    const Weights prior = weights;
    const double scale = fitScale(data, weights);
    // A position of even chances adds scale^2 / 4 to the curvature of the summed loss in a
    // weight it uses; the mean loss divides by the number of training positions.
    const double trainingCount = double(data.samples.size()) * 19 / 20;
    const double patternRidge = patternPrior * scale * scale / 4 / trainingCount / 2;
    fmt::print("scale {:.6f}; loss with the current weights: training {:.6f}, held out {:.6f}\n",
               scale, loss(data, false, weights, scale, nullptr),
               loss(data, true, weights, scale, nullptr));

    // Adam, full batch: the loss is convex in the weights but badly conditioned (men by
    // square are common, runaway men rare), which Adam's per-weight steps handle.
    Weights m(kWeightCount, {0, 0}), v(kWeightCount, {0, 0});
    const double beta1 = 0.9, beta2 = 0.999;
    const auto begin = std::chrono::steady_clock::now();
    for (int epoch = 1; epoch <= epochs; ++epoch) {
        Weights gradient;
        const double trainLoss = loss(data, false, weights, scale, &gradient);
        // Large steps first, then ever finer ones so the weights settle.
        const double rate = 1.0 - 0.95 * (epoch - 1) / double(epochs);
        const double correction1 = 1 - std::pow(beta1, epoch);
        const double correction2 = 1 - std::pow(beta2, epoch);
        for (int i = 0; i < kWeightCount; ++i) {
            for (int p = 0; p < 2; ++p) {
                const double g =
                    gradient[i][p] + (i < kTermCount ? 2 * ridge * (weights[i][p] - prior[i][p])
                                                     : 2 * patternRidge * weights[i][p]);
                m[i][p] = beta1 * m[i][p] + (1 - beta1) * g;
                v[i][p] = beta2 * v[i][p] + (1 - beta2) * g * g;
                weights[i][p] -=
                    rate * (m[i][p] / correction1) / (std::sqrt(v[i][p] / correction2) + 1e-12);
            }
        }
        symmetrisePatterns(weights);
        if (epoch % 50 == 0 || epoch == epochs)
            fmt::print(
                "epoch {:4}: training {:.6f}, held out {:.6f} ({:.0f} s)\n", epoch, trainLoss,
                loss(data, true, weights, scale, nullptr),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count());
        std::fflush(stdout);
    }
    try {
        writeTermHeader(out + "/evaluation_weights.h", weights, note);
        writePatternHeader(out + "/evaluation_pattern_weights.h", weights, note);
    } catch (const std::exception& error) {
        std::fprintf(stderr, "draughts_tune: %s\n", error.what());
        return 1;
    }
    fmt::print("wrote {}/evaluation_weights.h and {}/evaluation_pattern_weights.h\n", out, out);
    return 0;
}
