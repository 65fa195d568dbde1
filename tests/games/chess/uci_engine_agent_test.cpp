// The "External UCI engine" seat: fake engines (small shell scripts written here) check what
// the agent sends, its move, its messages when the engine is missing, dies, cheats or hangs;
// Debian's Stockfish plays one move when it is installed.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "framework/errors.h"
#include "framework/match.h"
#include "framework/view.h"
#include "games/chess/engine/agent.h"
#include "games/chess/engine/engine_pool.h"
#include "games/chess/engine/uci_engine_agent.h"
#include "games/chess/game.h"
#include "games/chess/notation.h"

namespace lt::chess::engine {
namespace {

namespace fs = std::filesystem;

class UciEngineAgentTest : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("ludoteca-uci-" + std::to_string(::getpid()) + "-" +
                ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    // A /bin/sh engine: logs every line it reads, answers uci/isready, and runs `onGo` for go.
    std::string fakeEngine(const std::string& onGo, const std::string& onUci = "echo uciok") {
        const fs::path script = dir_ / "engine.sh";
        std::ofstream out(script);
        out << "#!/bin/sh\n"
            << "while read -r line; do\n"
            << "  echo \"$line\" >> '" << (dir_ / "received.txt").string() << "'\n"
            << "  case \"$line\" in\n"
            << "    uci) echo 'id name Fake'; " << onUci << " ;;\n"
            << "    isready) echo readyok ;;\n"
            << "    go*) " << onGo << " ;;\n"
            << "    quit) exit 0 ;;\n"
            << "  esac\n"
            << "done\n";
        out.close();
        ::chmod(script.c_str(), 0755);
        return script.string();
    }

    std::string received() const {
        std::ifstream in(dir_ / "received.txt");
        std::stringstream text;
        text << in.rdbuf();
        return text.str();
    }

    // The agent's move after 1. e4 e5, or the text of what it threw.
    std::string moveAfterE4E5(const std::string& command, const std::atomic<bool>& stop) {
        auto state = game_.newInitialState(Options(), 2);
        Position pos;
        for (const char* uci : {"e2e4", "e7e5"}) {
            const Move move = parseUci(pos, uci);
            state->apply(move.code());
            pos.makeMove(move);
        }
        auto agent = makeUciEngineAgent({.command = command, .moveTimeMs = 50});
        Rng rng(1);
        try {
            const lt::Move move =
                agent->chooseMove(*state->viewFor(state->currentActor()), stop, rng);
            return toUci(Move::fromCode(static_cast<std::uint16_t>(move)));
        } catch (const std::exception& e) {
            return std::string("error: ") + e.what();
        }
    }

    ChessGame game_;
    fs::path dir_;
};

TEST_F(UciEngineAgentTest, SendsTheGameFromItsStartAndPlaysTheEnginesMove) {
    const std::atomic<bool> stop{false};
    EXPECT_EQ(
        moveAfterE4E5(fakeEngine("echo 'info depth 1 score cp 20'; echo 'bestmove g1f3'"), stop),
        "g1f3");
    EXPECT_EQ(received(),
              "uci\nucinewgame\nisready\n"
              "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves "
              "e2e4 e7e5\ngo movetime 50\nquit\n");
}

// A Chess960 game: the engine is told UCI_Chess960, gets the FEN with Shredder letters and
// the moves with castling as king takes rook, and its own castling is read back that way.
TEST_F(UciEngineAgentTest, Chess960IsSentWithUciChess960AndKingTakesRook) {
    auto state = game_.newInitialState(
        Options({{kVariantOption, "chess960"}, {kFenOption, "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1"}}),
        2);
    for (const char* san : {"O-O", "O-O-O"}) state->apply(*state->parseMove(san));
    auto agent = makeUciEngineAgent({.command = fakeEngine("echo 'bestmove a1a8'")});
    const std::atomic<bool> stop{false};
    Rng rng(1);
    const lt::Move move = agent->chooseMove(*state->viewFor(0), stop, rng);
    EXPECT_EQ(state->moveToString(move), "Ra8+");
    EXPECT_EQ(received(),
              "uci\nsetoption name UCI_Chess960 value true\nucinewgame\nisready\n"
              "position fen rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1 moves b1h1 b8a8\n"
              "go movetime 2000\nquit\n");
}

TEST_F(UciEngineAgentTest, AClockIsSentAsTheEnginesTime) {
    auto state = game_.newInitialState(Options(), 2);
    auto agent = makeUciEngineAgent({.command = fakeEngine("echo 'bestmove d2d4'")});
    agent->setClock({.remainingMs = 61000, .incrementMs = 2000});
    const std::atomic<bool> stop{false};
    Rng rng(1);
    const lt::Move move = agent->chooseMove(*state->viewFor(0), stop, rng);
    EXPECT_EQ(toUci(Move::fromCode(static_cast<std::uint16_t>(move))), "d2d4");
    EXPECT_NE(received().find("go wtime 61000 btime 61000 winc 2000 binc 2000\n"),
              std::string::npos);
}

TEST_F(UciEngineAgentTest, ClearMessagesWhenTheEngineIsMissingDiesOrCheats) {
    const std::atomic<bool> stop{false};
    EXPECT_EQ(moveAfterE4E5("", stop),
              "error: No UCI chess engine was found. Install Stockfish (Debian: apt install "
              "stockfish) or set LUDOTECA_UCI_ENGINE to the engine's program.");
    const std::string missing = (dir_ / "no-such-engine").string();
    EXPECT_EQ(moveAfterE4E5(missing, stop),
              "error: The chess engine '" + missing +
                  "' cannot be run: no such program, or not executable.");
    const std::string dies = fakeEngine("exit 3");
    EXPECT_EQ(moveAfterE4E5(dies, stop),
              "error: The chess engine '" + dies + "' stopped unexpectedly (exit status 3).");
    const std::string cheats = fakeEngine("echo 'bestmove e1e3'");
    EXPECT_EQ(moveAfterE4E5(cheats, stop),
              "error: The chess engine '" + cheats + "' played an illegal move: e1e3");
}

TEST_F(UciEngineAgentTest, AnEngineThatThinksForeverIsStoppedWithTheMatch) {
    // It answers only "stop", as a UCI engine in "go infinite" does.
    const std::string engine = fakeEngine(":");
    std::atomic<bool> stop{false};
    std::thread stopper([&stop] {
        std::this_thread::sleep_for(std::chrono::milliseconds(150));
        stop = true;
    });
    const auto begin = std::chrono::steady_clock::now();
    const std::string result = moveAfterE4E5(engine, stop);
    const auto took = std::chrono::steady_clock::now() - begin;
    stopper.join();
    // No bestmove ever comes: the agent gives up one second after asking it to stop.
    EXPECT_EQ(result, "error: The chess engine '" + engine + "' did not stop when asked.");
    EXPECT_LT(took, std::chrono::seconds(5));
    EXPECT_NE(received().find("stop\n"), std::string::npos);
}

// An empty PATH entry is no directory: a "stockfish" in the working directory is never chosen.
TEST_F(UciEngineAgentTest, AnEmptyPathEntryIsNotTheWorkingDirectory) {
    const fs::path here = dir_ / "here", bin = dir_ / "bin";
    fs::create_directories(here);
    fs::create_directories(bin);
    for (const fs::path& program : {here / "stockfish", bin / "stockfish"}) {
        std::ofstream(program) << "#!/bin/sh\n";
        fs::permissions(program, fs::perms::owner_all);
    }
    const fs::path before = fs::current_path();
    const char* oldPath = std::getenv("PATH");
    const std::string savedPath = oldPath ? oldPath : "";
    const char* oldEngine = std::getenv("LUDOTECA_UCI_ENGINE");
    const std::string savedEngine = oldEngine ? oldEngine : "";
    ::unsetenv("LUDOTECA_UCI_ENGINE");
    fs::current_path(here);
    std::vector<std::optional<std::string>> found;
    for (const std::string& path : {":" + bin.string(), bin.string() + ":", "::" + bin.string()}) {
        ::setenv("PATH", path.c_str(), 1);
        found.push_back(findUciEngine());
    }
    fs::current_path(before);
    ::setenv("PATH", savedPath.c_str(), 1);
    if (oldEngine) ::setenv("LUDOTECA_UCI_ENGINE", savedEngine.c_str(), 1);
    for (const auto& engine : found) EXPECT_EQ(engine, (bin / "stockfish").string());
}

// The New Game dialog says where it looked: PATH's directories without the empty entries,
// then Debian's /usr/games.
TEST_F(UciEngineAgentTest, SearchDirectoriesAreThoseOfPathThenUsrGames) {
    const char* oldPath = std::getenv("PATH");
    const std::string savedPath = oldPath ? oldPath : "";
    ::setenv("PATH", ":/opt/engines::/usr/bin:", 1);
    const std::vector<std::string> dirs = uciEngineSearchDirectories();
    ::setenv("PATH", savedPath.c_str(), 1);
    EXPECT_EQ(dirs, (std::vector<std::string>{"/opt/engines", "/usr/bin", "/usr/games"}));
}

// A program the player chooses is checked with the "uci" / "uciok" handshake before a game.
TEST_F(UciEngineAgentTest, TheCheckTellsAUciEngineFromOtherPrograms) {
    using Outcome = UciEngineCheck::Outcome;
    const UciEngineCheck engine = checkUciEngine(fakeEngine(":"));
    EXPECT_EQ(engine.outcome, Outcome::Ok);
    EXPECT_EQ(engine.name, "Fake");
    EXPECT_EQ(received(), "uci\nquit\n");
    EXPECT_EQ(checkUciEngine((dir_ / "no-such-engine").string()).outcome, Outcome::NotRunnable);
    EXPECT_EQ(checkUciEngine("").outcome, Outcome::NotRunnable);
    // Says its name but never "uciok": not a UCI engine, given up after the timeout.
    const auto begin = std::chrono::steady_clock::now();
    EXPECT_EQ(checkUciEngine(fakeEngine(":", ":"), 300).outcome, Outcome::NoAnswer);
    EXPECT_LT(std::chrono::steady_clock::now() - begin, std::chrono::seconds(2));
    // A program that ends at once, as most non-engines do when given a line.
    EXPECT_EQ(checkUciEngine("/bin/true").outcome, Outcome::Stopped);
}

// "uci:<program>" is the level of a chosen program: the agent plays that program's moves,
// and a match accepts the level.
TEST_F(UciEngineAgentTest, AChosenProgramIsTheLevelsArgument) {
    const std::string engine = fakeEngine("echo 'bestmove g8f6'");
    EXPECT_EQ(uciLevelFor(engine), "uci:" + engine);
    EXPECT_EQ(uciLevelProgram("uci:" + engine), engine);
    EXPECT_EQ(uciLevelProgram("uci"), std::nullopt);
    EXPECT_EQ(uciLevelProgram("uci:"), std::nullopt);
    EXPECT_EQ(uciLevelProgram("elo800"), std::nullopt);
    auto agent = makeChessAgent(uciLevelFor(engine), std::make_shared<EnginePool>());
    auto state = game_.newInitialState(Options(), 2);
    state->apply(*state->parseMove("e4"));
    const std::atomic<bool> stop{false};
    Rng rng(1);
    EXPECT_EQ(state->moveToString(agent->chooseMove(*state->viewFor(1), stop, rng)), "Nf6");
    EXPECT_NO_THROW(Match(game_, Options(),
                          {{true, "Anna", "", ""}, {false, "Fake", uciLevelFor(engine), ""}}, 1));
    EXPECT_THROW(Match(game_, Options(), {{true, "Anna", "", ""}, {false, "Fake", "uci:", ""}}, 1),
                 InputError);
}

TEST(UciEngineLevel, IsListedBeforeTheStrongestAndMadeEvenWithoutAnEngine) {
    const auto levels = chessLevels();
    ASSERT_GE(levels.size(), 2u);
    EXPECT_EQ(levels[levels.size() - 2].id, kUciLevel);
    EXPECT_EQ(levels[levels.size() - 2].label, "External UCI engine");
    EXPECT_EQ(levels.back().id, "max");
    EXPECT_NE(makeChessAgent(kUciLevel, std::make_shared<EnginePool>()), nullptr);
}

TEST(UciEngineStockfish, PlaysALegalMoveWhenInstalled) {
    if (::access("/usr/games/stockfish", X_OK) != 0) GTEST_SKIP() << "no /usr/games/stockfish";
    const ChessGame game;
    auto state = game.newInitialState(Options(), 2);
    auto agent = makeUciEngineAgent({.command = "/usr/games/stockfish", .moveTimeMs = 100});
    const std::atomic<bool> stop{false};
    Rng rng(1);
    const lt::Move move = agent->chooseMove(*state->viewFor(0), stop, rng);
    EXPECT_NO_THROW(state->apply(move));
}

}  // namespace
}  // namespace lt::chess::engine
