// What a match needs beyond the board rules: the start-position, clock and draw-rule options,
// resignation, draw offers and claims, flags, and their round trip through a match record.
#include <gtest/gtest.h>

#include <atomic>

#include "framework/agent.h"
#include "framework/errors.h"
#include "framework/match.h"
#include "framework/registry.h"
#include "framework/view.h"
#include "games/chess/game.h"
#include "games/chess/pgn_match.h"
#include "match_helpers.h"

namespace lt::chess {
namespace {

using fixture::chessOf;
using fixture::playSan;
using fixture::twoHumans;

Options withOptions(std::map<std::string, std::string> values) {
    return Options(std::move(values));
}

TEST(ChessOptions, DeclaredWithRulebookDefaults) {
    ChessGame game;
    const Options full = Options().completed(game.info().options);
    EXPECT_EQ(full.values().at(kFenOption), "");
    EXPECT_EQ(full.values().at(kClockOption), "none");
    EXPECT_EQ(full.values().at(kDrawRuleOption), "automatic");
    EXPECT_TRUE(game.info().realTime);
}

TEST(ChessOptions, TimeControlsParse) {
    EXPECT_EQ(parseTimeControl("none"), std::nullopt);
    EXPECT_EQ(parseTimeControl("5+0"), (TimeControl{300'000, 0}));
    EXPECT_EQ(parseTimeControl("15+10"), (TimeControl{900'000, 10'000}));
    for (const char* bad : {"5", "+3", "5+", "0+0", "a+1", "5+1x", "-1+2"})
        EXPECT_THROW(parseTimeControl(bad), InputError) << bad;
    ChessGame game;
    EXPECT_THROW(game.newInitialState(withOptions({{kClockOption, "7+7"}}), 2), InputError);
}

TEST(ChessOptions, StartsFromAFen) {
    ChessGame game;
    const std::string fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 3 40";
    const auto state = game.newInitialState(withOptions({{kFenOption, "  " + fen + " "}}), 2);
    const auto& chess = dynamic_cast<const ChessState&>(*state);
    EXPECT_EQ(chess.position().fen(), fen);
    EXPECT_EQ(state->currentActor(), 1);
    EXPECT_EQ(state->legalMoves().size(), 5u);
    const auto standard = game.newInitialState(withOptions({{kFenOption, ""}}), 2);
    EXPECT_EQ(dynamic_cast<const ChessState&>(*standard).position().fen(), kStartFen);
}

TEST(ChessOptions, BadFenNamesTheOptionAndTheField) {
    ChessGame game;
    try {
        game.newInitialState(withOptions({{kFenOption, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w"}}),
                             2);
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_EQ(e.field(), "fen");
        EXPECT_NE(std::string(e.what()).find("fen: "), std::string::npos) << e.what();
    }
    // A position where the game is already decided cannot start a match.
    try {
        game.newInitialState(withOptions({{kFenOption, "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"}}), 2);
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()),
                  "fen: the game is already over in this position (checkmate)");
    }
    EXPECT_THROW(game.newInitialState(withOptions({{kFenOption, "8/8/8 w - - 0 1\nx"}}), 2),
                 InputError);
}

// 263 legal moves: no game reaches it, and it once overflowed the move lists.
constexpr const char* kUnreachableFen = "QQQQQQnk/Q4Qnn/Q5QQ/Q6Q/Q6Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1";
constexpr const char* kUnreachableReason =
    "FEN piece placement: White has 27 pieces; a side has at most 16";

TEST(ChessOptions, UnreachableFenIsRefusedByTheOptionAndBySavedMatches) {
    ChessGame game;
    try {
        game.newInitialState(withOptions({{kFenOption, kUnreachableFen}}), 2);
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()), std::string("fen: ") + kUnreachableReason);
    }
    // An autosave or match file naming it.
    GameRegistry registry;
    registry.add(makeGame());
    Match match(*registry.find("chess"),
                withOptions({{kFenOption, "4k3/8/8/8/8/8/8/4K2R w K - 0 1"}}), twoHumans(), 7);
    std::string text = writeMatchRecord(match.record());
    const std::string option = "option fen=4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    ASSERT_NE(text.find(option), std::string::npos) << text;
    text.replace(text.find(option), option.size(), std::string("option fen=") + kUnreachableFen);
    try {
        Match::fromRecord(registry, readMatchRecord(text));
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_NE(std::string(e.what()).find(kUnreachableReason), std::string::npos) << e.what();
    }
}

TEST(ChessOptions, UnreachableFenTagIsRefusedByThePgnImport) {
    const std::string pgn = std::string("[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"") + kUnreachableFen +
                            "\"]\n\n1. Qb2 *\n";
    const auto games = readPgn(pgn);
    ASSERT_EQ(games.size(), 1u);
    try {
        importPgnGame(games[0], 1);
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()),
                  std::string("line 1: FEN: game 1, FEN tag: ") + kUnreachableReason);
    }
    try {
        replayPgnGame(games[0], 1);
        FAIL() << "no error";
    } catch (const InputError& e) {
        EXPECT_EQ(std::string(e.what()),
                  std::string("line 1: game 1, FEN tag: ") + kUnreachableReason);
    }
}

TEST(ChessClaims, ResignationEndsTheGameAtAnyMoment) {
    ChessGame game;
    Match match(game, {}, twoHumans(), 1);
    playSan(match, {"e4"});
    // White resigns while Black is to move.
    match.claim(0, claim::kResign);
    EXPECT_TRUE(match.state().isTerminal());
    EXPECT_EQ(match.state().ranking(), (std::vector<int>{2, 1}));
    EXPECT_EQ(resultMarker(chessOf(match)), "0-1");
    EXPECT_EQ(endingName(chessOf(match)), "White resigned");
    EXPECT_EQ(match.playedMove(1).notation, "resigns");
    EXPECT_TRUE(match.playedMove(1).claim);
}

TEST(ChessClaims, DrawOfferIsAcceptedDeclinedOrLapses) {
    ChessGame game;
    Match match(game, {}, twoHumans(), 1);
    playSan(match, {"e4"});
    EXPECT_EQ(match.state().claimMoves(1),
              (std::vector<lt::Move>{claim::kResign, claim::kOfferDraw}));
    match.claim(1, claim::kOfferDraw);
    // The offerer cannot offer again nor accept its own offer; the opponent may answer.
    EXPECT_EQ(match.state().claimMoves(1), (std::vector<lt::Move>{claim::kResign}));
    EXPECT_EQ(match.state().claimMoves(0),
              (std::vector<lt::Move>{claim::kResign, claim::kAcceptDraw, claim::kDeclineDraw}));
    match.claim(0, claim::kDeclineDraw);
    EXPECT_FALSE(chessOf(match).drawOffer());
    // One offer per move: Black must move before offering again.
    EXPECT_EQ(match.state().claimMoves(1), (std::vector<lt::Move>{claim::kResign}));
    playSan(match, {"e5"});
    match.claim(0, claim::kOfferDraw);
    // Black moves instead of answering: the offer lapses.
    playSan(match, {"Nf3", "Nc6"});
    EXPECT_FALSE(chessOf(match).drawOffer());
    match.claim(1, claim::kOfferDraw);
    match.claim(0, claim::kAcceptDraw);
    EXPECT_TRUE(match.state().isTerminal());
    EXPECT_EQ(match.state().ranking(), (std::vector<int>{1, 1}));
    EXPECT_EQ(resultMarker(chessOf(match)), "1/2-1/2");
    EXPECT_EQ(endingName(chessOf(match)), "draw agreed");
}

TEST(ChessClaims, ThreefoldIsClaimedUnderTheFideRule) {
    ChessGame game;
    Match match(game, withOptions({{kDrawRuleOption, "claim"}}), twoHumans(), 1);
    playSan(match, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    EXPECT_FALSE(chessOf(match).drawClaimable());
    playSan(match, {"Ng8"});  // the start position for the third time: no automatic draw
    EXPECT_FALSE(match.state().isTerminal());
    EXPECT_TRUE(chessOf(match).drawClaimable());
    const auto claims = match.state().claimMoves(1);
    EXPECT_NE(std::find(claims.begin(), claims.end(), claim::kClaimDraw), claims.end());
    // Fivefold repetition ends the game by itself (FIDE 9.6.1).
    Match automatic(game, withOptions({{kDrawRuleOption, "claim"}}), twoHumans(), 1);
    playSan(automatic, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"});
    playSan(automatic, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    EXPECT_FALSE(automatic.state().isTerminal());
    playSan(automatic, {"Ng8"});
    EXPECT_TRUE(automatic.state().isTerminal());
    EXPECT_EQ(chessOf(automatic).status(), GameStatus::ThreefoldRepetition);

    match.claim(1, claim::kClaimDraw);
    EXPECT_TRUE(match.state().isTerminal());
    EXPECT_EQ(endingName(chessOf(match)), "draw claimed");
    // Under the default rule the third occurrence ends the game and there is nothing to claim.
    Match rulebook(game, {}, twoHumans(), 1);
    playSan(rulebook, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"});
    EXPECT_TRUE(rulebook.state().isTerminal());
}

TEST(ChessClaims, FiftyMovesAreClaimedUnderTheFideRule) {
    ChessGame game;
    Match match(
        game,
        withOptions({{kDrawRuleOption, "claim"}, {kFenOption, "4k3/8/8/8/8/8/R7/4K3 w - - 99 80"}}),
        twoHumans(), 1);
    EXPECT_FALSE(chessOf(match).drawClaimable());
    playSan(match, {"Ra3"});
    EXPECT_FALSE(match.state().isTerminal());
    EXPECT_TRUE(chessOf(match).drawClaimable());
    match.claim(0, claim::kClaimDraw);
    EXPECT_EQ(resultMarker(chessOf(match)), "1/2-1/2");
}

TEST(ChessClaims, FlagFallLosesOrDrawsAgainstALoneKing) {
    ChessGame game;
    EXPECT_EQ(Match(game, {}, twoHumans(), 1).state().claimMoves(0).size(), 2u);  // no clock
    Match match(game, withOptions({{kClockOption, "5+0"}}), twoHumans(), 1);
    playSan(match, {"e4"});
    match.claim(0, claim::kBlackTimeUp);
    EXPECT_EQ(match.state().ranking(), (std::vector<int>{1, 2}));
    EXPECT_EQ(resultMarker(chessOf(match)), "1-0");
    EXPECT_EQ(endingName(chessOf(match)), "Black lost on time");
    EXPECT_EQ(match.playedMove(1).notation, "Black's time is up");

    // White's flag falls, but Black has only the king: a draw (FIDE 6.9).
    Match bare(game,
               withOptions({{kClockOption, "1+0"}, {kFenOption, "4k3/8/8/8/8/8/R7/4K3 w - - 0 1"}}),
               twoHumans(), 1);
    bare.claim(1, claim::kWhiteTimeUp);
    EXPECT_EQ(bare.state().ranking(), (std::vector<int>{1, 1}));
    EXPECT_EQ(resultMarker(chessOf(bare)), "1/2-1/2");
    EXPECT_EQ(chessOf(bare).ending(), Ending::TimeDraw);
}

TEST(ChessClaims, MatchRecordRoundTripReplaysTheEnding) {
    GameRegistry registry;
    registry.add(makeGame());
    const Game& game = *registry.find("chess");
    Match match(
        game,
        withOptions({{kClockOption, "10+5"}, {kFenOption, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}}),
        twoHumans(), 7);
    playSan(match, {"O-O"});
    match.claim(0, claim::kOfferDraw);
    match.claim(1, claim::kDeclineDraw);
    playSan(match, {"O-O-O"});
    match.claim(1, claim::kWhiteTimeUp);
    const std::string text = writeMatchRecord(match.record());
    EXPECT_NE(text.find("option fen=r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n"), std::string::npos);
    EXPECT_NE(text.find("move 0! offers a draw\nmove 1! declines the draw\nmove 1 O-O-O\n"
                        "move 1! White's time is up\n"),
              std::string::npos)
        << text;
    const Match replayed = Match::fromRecord(registry, readMatchRecord(text));
    EXPECT_TRUE(replayed.state().isTerminal());
    EXPECT_EQ(replayed.state().ranking(), (std::vector<int>{2, 1}));
    EXPECT_EQ(chessOf(replayed).position().fen(), chessOf(match).position().fen());
    EXPECT_EQ(writeMatchRecord(replayed.record()), text);
}

TEST(ChessClaims, ComputerAnswersADrawOfferByItsEvaluationOnAWorker) {
    ChessGame game;
    Rng rng(3);
    const std::atomic<bool> stop{false};
    // Black (the computer) is a queen up: it declines White's offer.
    Match ahead(game, withOptions({{kFenOption, "q3k3/8/8/8/8/8/8/4K3 w - - 0 1"}}), twoHumans(),
                1);
    EXPECT_FALSE(game.makeClaimAgent(*ahead.state().viewFor(1), "elo1200"));  // nothing to answer
    EXPECT_FALSE(game.planClaim(*ahead.state().viewFor(1), "elo1200", rng));  // nothing at once
    ahead.claim(0, claim::kOfferDraw);
    auto agent = game.makeClaimAgent(*ahead.state().viewFor(1), "elo1200");
    ASSERT_TRUE(agent);
    EXPECT_EQ(agent->chooseMove(*ahead.state().viewFor(1), stop, rng), claim::kDeclineDraw);
    EXPECT_FALSE(game.makeClaimAgent(*ahead.state().viewFor(0), "elo1200"));  // its own offer
    // A queen down, it accepts.
    Match behind(game, withOptions({{kFenOption, "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1"}}), twoHumans(),
                 1);
    behind.claim(0, claim::kOfferDraw);
    agent = game.makeClaimAgent(*behind.state().viewFor(1), "elo1200");
    ASSERT_TRUE(agent);
    EXPECT_EQ(agent->chooseMove(*behind.state().viewFor(1), stop, rng), claim::kAcceptDraw);
}

TEST(ChessClaims, ClockTimesRoundTripThroughTheRecord) {
    GameRegistry registry;
    registry.add(makeGame());
    Match match(*registry.find("chess"), withOptions({{kClockOption, "3+2"}}), twoHumans(), 1);
    EXPECT_TRUE(match.clocksAt(0).empty());
    playSan(match, {"e4"});
    match.stampClocks({291'500, 300'000});
    playSan(match, {"e5"});
    match.stampClocks({291'500, 287'250});
    match.claim(0, claim::kOfferDraw);  // a claim without times keeps the last ones
    const std::string text = writeMatchRecord(match.record());
    EXPECT_NE(text.find("move 0 e4\nclock 291500 300000\nmove 1 e5\nclock 291500 287250\n"
                        "move 0! offers a draw\ncursor 3\n"),
              std::string::npos)
        << text;
    const Match resumed = Match::fromRecord(registry, readMatchRecord(text));
    EXPECT_EQ(resumed.clocksAt(3), (std::vector<std::int64_t>{291'500, 287'250}));
    EXPECT_EQ(resumed.clocksAt(1), (std::vector<std::int64_t>{291'500, 300'000}));
    EXPECT_TRUE(resumed.clocksAt(0).empty());
    EXPECT_EQ(writeMatchRecord(resumed.record()), text);
    // Files written before clocks were saved still load, without times.
    const Match old = Match::fromRecord(
        registry, readMatchRecord("ludoteca-match 1\ngame chess\noption clock=3+2\n"
                                  "seat human - - Anna\nseat human - - Bruno\nseed 1\n"
                                  "move 0 e4\ncursor 1\nend 1\n"));
    EXPECT_TRUE(old.clocksAt(1).empty());
    // A clock line needs a move before it, and one time per seat.
    const std::string head =
        "ludoteca-match 1\ngame chess\nseat human - - Anna\nseat human - - Bruno\nseed 1\n";
    for (const char* bad :
         {"clock 1 2\nend 0\n", "move 0 e4\nclock 1\nend 1\n", "move 0 e4\nclock 1 -2\nend 1\n",
          "move 0 e4\nclock 1 2\nclock 1 2\nend 1\n"})
        EXPECT_THROW(readMatchRecord(head + bad), InputError) << bad;
}

constexpr std::string_view kThreeGames = R"([Event "First"]
[White "Anna"]
[Black "Bruno"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0

[Event "Second"]
[White "Carla"]
[Black "Dario"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

1. e4 Kd7 2. e5 Ke6 *

[Event "Third"]
[White "Elena"]
[Black "Fabio"]

1. d4 d5 2. Qxd5 Nf6 *
)";

TEST(ChessPgnMatch, ImportsAGameAsAHotSeatMatch) {
    GameRegistry registry;
    registry.add(makeGame());
    const auto games = readPgn(kThreeGames);
    ASSERT_EQ(games.size(), 3u);
    const PgnImport second = importPgnGame(games[1], 2);
    EXPECT_EQ(second.stopped, "");
    EXPECT_EQ(second.record.options.values().at(kFenOption), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    ASSERT_EQ(second.record.seats.size(), 2u);
    EXPECT_EQ(second.record.seats[0].name, "Carla");
    EXPECT_TRUE(second.record.seats[1].human);
    const Match match = Match::fromRecord(registry, second.record);
    EXPECT_EQ(match.ply(), 4u);
    EXPECT_EQ(chessOf(match).position().fen(), "8/8/4k3/4P3/8/8/8/4K3 w - - 1 3");
    // The game goes on from its end.
    EXPECT_FALSE(match.state().isTerminal());
    EXPECT_EQ(match.state().currentActor(), 0);
}

// A tag of spaces is no name: it used to become a blank seat name that the match record wrote
// and then refused to read ("seat: missing player name"), losing the autosave.
TEST(ChessPgnMatch, BlankOrPaddedNamesBecomeReadableSeatNames) {
    const auto games = readPgn("[White \"   \"]\n[Black \"  Bea Rossi \"]\n\n1. e4 *\n");
    ASSERT_EQ(games.size(), 1u);
    const PgnImport imported = importPgnGame(games[0], 1);
    EXPECT_EQ(imported.record.seats[0].name, "White");
    EXPECT_EQ(imported.record.seats[1].name, "Bea Rossi");
    const MatchRecord reread = readMatchRecord(writeMatchRecord(imported.record));
    EXPECT_EQ(reread.seats, imported.record.seats);
}

TEST(ChessPgnMatch, IllegalSanStopsAtThatMove) {
    const auto games = readPgn(kThreeGames);
    const PgnImport third = importPgnGame(games[2], 3);
    EXPECT_EQ(third.stopped, "game 3, move 2. Qxd5: no queen can move to d5");
    EXPECT_EQ(third.record.moves.size(), 2u);
    EXPECT_EQ(third.record.cursor, 2u);
}

TEST(ChessPgnMatch, ExportsTheResultAndTermination) {
    ChessGame game;
    Match match(game, withOptions({{kClockOption, "3+2"}}), twoHumans(), 1);
    playSan(match, {"f3", "e5", "g4"});
    match.claim(1, claim::kWhiteTimeUp);
    const std::string pgn = exportPgn(chessOf(match), {{"White", "Anna"}, {"Result", "*"}});
    EXPECT_NE(pgn.find("[Result \"0-1\"]\n"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("[Termination \"time forfeit\"]\n"), std::string::npos) << pgn;
    EXPECT_NE(pgn.find("1. f3 e5 2. g4 0-1"), std::string::npos) << pgn;
}

}  // namespace
}  // namespace lt::chess
