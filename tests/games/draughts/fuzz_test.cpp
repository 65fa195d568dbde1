// Seeded random mutations of valid FEN and PDN texts: the parsers either accept the text or
// throw InputError; they never crash, hang or throw anything else (run under ASan/UBSan).
#include <gtest/gtest.h>

#include <string>

#include "../../support/text_mutation.h"
#include "framework/errors.h"
#include "framework/rng.h"
#include "games/draughts/notation.h"
#include "games/draughts/pdn.h"

namespace lt::draughts {
namespace {

constexpr std::string_view kAlphabet = "0123456789WBK:,-x.\"[]{}()$;% \n*!?abz";

std::string mutate(const std::string& text, Rng& rng) {
    return test::mutate(text, kAlphabet, rng);
}

TEST(DraughtsFuzz, FenParserAcceptsOrExplains) {
    Rng rng(11);
    const std::string seeds[] = {std::string(kInitialFen), "B:WK30,31-35:B1-5,K25", "W:W:BK1"};
    int accepted = 0;
    for (int i = 0; i < 4000; ++i) {
        const std::string text = mutate(seeds[i % 3], rng);
        try {
            const Position position = parseFen(text);
            EXPECT_EQ(parseFen(toFen(position)), position) << text;
            ++accepted;
        } catch (const InputError& error) {
            EXPECT_FALSE(error.reason().empty());
        }
    }
    EXPECT_GT(accepted, 100);
}

TEST(DraughtsFuzz, PdnParserAcceptsOrExplains) {
    Rng rng(12);
    const std::string seed =
        "[Event \"Fuzz\"]\n[FEN \"W:W31-50:B1-20\"]\n"
        "1. 32-28 19-23 2. 28x19 14x23 {c} (2... 13x24) 3. 37-32 $2 10-14 2-0\n"
        "[Event \"Two\"]\n1. 33-28 18-23 2. 39-33 ; c\n12-18 *\n";
    int replayed = 0;
    for (int i = 0; i < 2000; ++i) {
        const std::string text = mutate(seed, rng);
        try {
            for (const PdnGame& game : readPdn(text)) {
                const std::vector<Move> moves = replay(game);
                const std::string written =
                    writePdn(makePdnGame(game.tags, startPosition(game), moves, game.result));
                EXPECT_EQ(replay(readPdn(written).at(0)), moves) << text;
                ++replayed;
            }
        } catch (const InputError& error) {
            EXPECT_FALSE(error.reason().empty());
        }
    }
    EXPECT_GT(replayed, 100);
}

}  // namespace
}  // namespace lt::draughts
