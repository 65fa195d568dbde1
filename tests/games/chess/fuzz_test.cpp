// Seeded random mutations of valid FEN and PGN texts: the parsers must either accept the
// text or throw InputError, never crash (the sanitizers watch memory and undefined behaviour).
#include <gtest/gtest.h>

#include "../../support/text_mutation.h"
#include "framework/errors.h"
#include "framework/rng.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"
#include "games/chess/pgn.h"

namespace lt::chess {
namespace {

constexpr std::string_view kAlphabet =
    "pnbrqkPNBRQK12345678/ -wbKQkqabcdefgh0x=+#O{}()[];$.\"\\\n!?*";

std::string mutate(const std::string& text, Rng& rng) {
    return test::mutate(text, kAlphabet, rng);
}

TEST(ChessFuzz, FenParserOnlyThrowsInputError) {
    const std::string seeds[] = {
        std::string(kStartFen),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    };
    Rng rng(20240301);
    int accepted = 0;
    for (int i = 0; i < 4000; ++i) {
        const std::string text = mutate(seeds[i % 4], rng);
        try {
            Position pos = Position::fromFen(text);
            ++accepted;
            // Whatever was accepted is a playable position whose FEN reads back the same.
            EXPECT_EQ(Position::fromFen(pos.fen()).fen(), pos.fen()) << text;
            perft(pos, 2);
        } catch (const InputError&) {
        }
    }
    EXPECT_GT(accepted, 50);
}

TEST(ChessFuzz, PgnParserOnlyThrowsInputError) {
    const std::string seed =
        "[Event \"F\"]\n[White \"A\"]\n\n1. e4 {x} e5 2. Nf3 (2. f4 exf4) Nc6 $2 3. Bb5 a6 ; c\n"
        "4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 O-O 8. c3 d5 9. exd5 Nxd5 1-0\n"
        "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n1. a8=Q+ Kd7 *\n";
    Rng rng(7);
    int replayed = 0;
    for (int i = 0; i < 1500; ++i) {
        const std::string text = mutate(seed, rng);
        try {
            const auto games = readPgn(text);
            for (std::size_t g = 0; g < games.size(); ++g) {
                try {
                    replayPgnGame(games[g], static_cast<int>(g) + 1);
                    ++replayed;
                } catch (const InputError&) {
                }
            }
        } catch (const InputError&) {
        }
    }
    EXPECT_GT(replayed, 100);
}

TEST(ChessFuzz, SanParserOnlyThrowsInputError) {
    const Position pos = Position::fromFen("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    Rng rng(99);
    for (int i = 0; i < 3000; ++i) {
        const std::string text = mutate("exd6", rng) + mutate("b8=Q+", rng);
        try {
            const Move m = parseSan(pos, text);
            EXPECT_TRUE(pos.isLegal(m));
        } catch (const InputError&) {
        }
    }
}

}  // namespace
}  // namespace lt::chess
