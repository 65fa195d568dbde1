// Chess960 as a game option: the variant and start-position options, the start position drawn
// from the match seed (a chance outcome, so a replay draws the same), PGN with the Variant
// tag both ways, and a recorded Chess960 game (tests/data) that replays and round-trips.
#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <set>
#include <sstream>

#include "framework/agent.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/view.h"
#include "games/chess/game.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"
#include "games/chess/pgn_match.h"
#include "games/chess/start_positions.h"

namespace lt::chess {
namespace {

std::vector<SeatSpec> annaAndBruno() {
    return {{true, "Anna", "", ""}, {true, "Bruno", "", ""}};
}

const ChessState& chessOf(const State& state) {
    return dynamic_cast<const ChessState&>(state);
}

std::string readData(const std::string& name) {
    std::ifstream in(std::string(LT_TEST_DATA_DIR) + "/" + name);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

TEST(Chess960Game, OptionsDeclaredWithDefaults) {
    ChessGame game;
    const Options full = Options().completed(game.info().options);
    EXPECT_EQ(full.values().at(kVariantOption), "standard");
    EXPECT_EQ(full.values().at(kChess960PositionOption), "random");
    const auto standard = game.newInitialState(Options(), 2);
    EXPECT_FALSE(chessOf(*standard).position().isChess960());
    EXPECT_EQ(standard->currentActor(), 0);
}

TEST(Chess960Game, ANumberedStartPosition) {
    ChessGame game;
    const auto state = game.newInitialState(
        Options({{kVariantOption, "chess960"}, {kChess960PositionOption, "0"}}), 2);
    EXPECT_EQ(chessOf(*state).position().fen(),
              "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    EXPECT_TRUE(chessOf(*state).startPosition().isChess960());
    EXPECT_EQ(state->currentActor(), 0);
    for (const char* bad : {"960", "-1", "abc", "", "5x"}) {
        try {
            game.newInitialState(
                Options({{kVariantOption, "chess960"}, {kChess960PositionOption, bad}}), 2);
            ADD_FAILURE() << bad;
        } catch (const InputError& e) {
            EXPECT_EQ(std::string(e.what()),
                      std::string("chess960-position: expected random or a number from 0 to "
                                  "959, got '") +
                          bad + "'");
        }
    }
    // A FEN takes the number's place, read with Chess960 castling.
    const auto fromFen = game.newInitialState(
        Options({{kVariantOption, "chess960"}, {kFenOption, "1k6/8/8/8/8/8/8/RK5R w KQ - 0 1"}}),
        2);
    EXPECT_EQ(chessOf(*fromFen).position().fen(FenCastling::Shredder),
              "1k6/8/8/8/8/8/8/RK5R w HA - 0 1");
}

TEST(Chess960Game, TheRandomPositionIsDrawnFromTheSeedAndReplays) {
    ChessGame game;
    const Options options(std::map<std::string, std::string>{{kVariantOption, "chess960"}});
    Match match(game, options, annaAndBruno(), 42);
    ASSERT_EQ(match.state().currentActor(), actor::chance);
    EXPECT_EQ(match.state().chanceOutcomes().size(), 960u);
    const lt::Move drawn = match.drawChance();
    match.playChance();
    const std::string start = chessOf(match.state()).position().fen();
    EXPECT_EQ(start, chess960Start(static_cast<int>(drawn)).fen());
    EXPECT_EQ(match.playedMove(0).notation, chess960DrawName(static_cast<int>(drawn)));
    EXPECT_EQ(match.state().currentActor(), 0);
    // The same seed draws the same position; the record replays to it.
    Match again(game, options, annaAndBruno(), 42);
    again.playChance();
    EXPECT_EQ(chessOf(again.state()).position().fen(), start);
    match.play(0, match.state().legalMoves().front());
    GameRegistry games;
    games.add(makeGame());
    const Match replayed =
        Match::fromRecord(games, readMatchRecord(writeMatchRecord(match.record())));
    EXPECT_EQ(chessOf(replayed.state()).position().fen(), chessOf(match.state()).position().fen());
    // Other seeds draw other positions (not all 20 the same).
    std::set<lt::Move> numbers;
    for (std::uint64_t seed = 1; seed <= 20; ++seed)
        numbers.insert(Match(game, options, annaAndBruno(), seed).drawChance());
    EXPECT_GT(numbers.size(), 10u);
}

TEST(Chess960Game, PgnExportAndImportKeepTheVariant) {
    ChessGame game;
    Match match(game, Options({{kVariantOption, "chess960"}, {kChess960PositionOption, "518"}}),
                annaAndBruno(), 1);
    for (const char* san : {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"}) {
        const auto move = match.state().parseMove(san);
        ASSERT_TRUE(move) << san;
        match.play(match.state().currentActor(), *move);
    }
    const std::string pgn = exportPgn(chessOf(match.state()), {{"Variant", "Standard"}});
    EXPECT_NE(pgn.find("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                       "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n"),
              std::string::npos)
        << pgn;
    EXPECT_EQ(pgn.find("Standard"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("4. O-O *"), std::string::npos) << pgn;
    const auto games = readPgn(pgn);
    ASSERT_EQ(games.size(), 1u);
    const PgnImport imported = importPgnGame(games[0], 1);
    EXPECT_EQ(imported.stopped, "");
    EXPECT_EQ(imported.record.options.values().at(kVariantOption), "chess960");
    GameRegistry registry;
    registry.add(makeGame());
    const Match reread = Match::fromRecord(registry, imported.record);
    EXPECT_EQ(chessOf(reread.state()).position().fen(FenCastling::Shredder),
              chessOf(match.state()).position().fen(FenCastling::Shredder));
    EXPECT_TRUE(chessOf(reread.state()).position().isChess960());
}

// The engine's castling comes from the generic generator: here O-O, the king staying on g1,
// is White's only legal move, and the engine plays it; then it plays on from a 960 start.
TEST(Chess960Game, TheEnginePlaysChess960Castling) {
    ChessGame game;
    const auto state = game.newInitialState(
        Options({{kVariantOption, "chess960"}, {kFenOption, "k4r2/8/8/8/8/7p/7P/6KR w H - 0 1"}}),
        2);
    const std::atomic<bool> stop{false};
    Rng rng(3);
    const lt::Move move = game.makeAgent("elo1200")->chooseMove(*state->viewFor(0), stop, rng);
    EXPECT_EQ(state->moveToString(move), "O-O");
    const auto start = game.newInitialState(
        Options({{kVariantOption, "chess960"}, {kChess960PositionOption, "959"}}), 2);
    const lt::Move first = game.makeAgent("elo800")->chooseMove(*start->viewFor(0), stop, rng);
    EXPECT_TRUE(
        chessOf(*start).position().isLegal(Move::fromCode(static_cast<std::uint16_t>(first))));
}

TEST(Chess960Game, VariantTagNames) {
    for (const char* name : {"Chess960", "chess 960", "Fischerandom", "Fischer Random"})
        EXPECT_TRUE(isChess960Variant(name)) << name;
    for (const char* name : {"", "Standard", "Crazyhouse", "From Position"})
        EXPECT_FALSE(isChess960Variant(name)) << name;
}

// Games composed here by the engine playing itself from numbered Chess960 positions, written
// as lichess exports them (Variant, FEN in X-FEN).
TEST(Chess960Game, RecordedGamesReplayAndRoundTrip) {
    const auto games = readPgn(readData("chess960_games.pgn"));
    ASSERT_EQ(games.size(), 2u);
    for (int i = 0; i < 2; ++i) {
        const ReplayedGame game = replayPgnGame(games[i], i + 1);
        EXPECT_TRUE(game.start.isChess960());
        EXPECT_GT(game.moves.size(), 40u);
        bool castled = false;
        for (Move m : game.moves) castled |= m.kind() == MoveKind::Castling;
        EXPECT_TRUE(castled) << "game " << i + 1;
        const std::string text = writePgn(games[i].tags, game.start, game.moves, games[i].result);
        const auto again = readPgn(text);
        ASSERT_EQ(again.size(), 1u);
        const ReplayedGame replayed = replayPgnGame(again[0], 1);
        EXPECT_EQ(replayed.moves, game.moves);
        EXPECT_EQ(replayed.final.fen(), game.final.fen());
        const PgnImport imported = importPgnGame(games[i], i + 1);
        EXPECT_EQ(imported.stopped, "");
        EXPECT_EQ(imported.record.moves.size(), game.moves.size());
    }
}

}  // namespace
}  // namespace lt::chess
