#include "games/chess/pgn_match.h"

#include "framework/errors.h"
#include "framework/game_review_text.h"
#include "games/chess/notation.h"
#include "games/chess/review_pgn.h"
#include "games/chess/start_positions.h"

namespace lt::chess {
namespace {

// "?" is the file's way of saying the name is not known; a tag of spaces says nothing either.
// Spaces around a name are dropped.
std::string playerName(const PgnGame& game, const char* tag, const char* fallback) {
    const std::string text = game.tag(tag);
    const auto first = text.find_first_not_of(" \t\r\n\v\f");
    if (first == std::string::npos) return fallback;
    const std::string name = text.substr(first, text.find_last_not_of(" \t\r\n\v\f") - first + 1);
    return name == "?" ? fallback : name;
}

}  // namespace

PgnImport importPgnGame(const PgnGame& game, int gameNumber) {
    const std::string prefix = "game " + std::to_string(gameNumber);
    PgnImport imported;
    MatchRecord& record = imported.record;
    record.gameId = "chess";
    const std::string fen = game.tag("FEN");
    const bool chess960 = isChess960Variant(game.tag("Variant"));
    if (chess960) {
        record.options.set(kVariantOption, "chess960");
        // Without a FEN tag a Chess960 game starts from the standard set-up, never a draw.
        record.options.set(kChess960PositionOption, std::to_string(kStandardChess960Number));
    }
    if (!fen.empty()) {
        try {
            // A Chess960 game keeps its FEN even for position 518, whose castling differs.
            const Position start = Position::fromFen(fen, chess960);
            if (start.isChess960() || start.fen() != kStartFen) {
                record.options.set(kFenOption, fen);
                if (start.isChess960()) record.options.set(kVariantOption, "chess960");
            }
        } catch (const InputError& e) {
            throw InputError(prefix + ", FEN tag: " + e.what(), game.line, "FEN");
        }
    }
    // Recorded games go on after an unclaimed repetition: draws are claimed, as in FIDE play.
    record.options.set(kDrawRuleOption, "claim");
    record.seats = {{true, playerName(game, "White", "White"), "", ""},
                    {true, playerName(game, "Black", "Black"), "", ""}};

    const ChessGame chess;
    auto state = chess.newInitialState(record.options, 2);
    for (const PgnMoveText& text : game.moves) {
        const auto& now = static_cast<const ChessState&>(*state).position();
        const std::string number =
            std::to_string(now.fullmoveNumber()) + (now.sideToMove() == White ? ". " : "... ");
        const std::string where = prefix + ", move " + number + text.san + ": ";
        if (state->isTerminal()) {
            imported.stopped = where + "the game is already over (" +
                               endingName(static_cast<const ChessState&>(*state)) + ")";
            break;
        }
        try {
            const Move move = parseSan(now, text.san);
            const PlayerId mover = state->currentActor();
            record.moves.push_back({mover, false, toSan(now, move), text.line});
            state->apply(move.code());
        } catch (const InputError& e) {
            imported.stopped = where + e.reason();
            break;
        }
    }
    record.cursor = record.moves.size();
    return imported;
}

std::string exportPgn(const ChessState& state, PgnTags tags, const review::GameReview* review) {
    const Position& now = state.position();
    const std::vector<Move> moves = now.movesPlayed();
    Position start = now;
    for (std::size_t i = 0; i < moves.size(); ++i) start.unmakeMove();
    const std::string result(resultMarker(state));
    std::erase_if(
        tags, [](const auto& tag) { return tag.first == "Result" || tag.first == "Termination"; });
    tags.emplace_back("Result", result);
    if (state.ending() == Ending::TimeForfeit || state.ending() == Ending::TimeDraw)
        tags.emplace_back("Termination", "time forfeit");
    else if (state.isTerminal())
        tags.emplace_back("Termination", "normal");
    if (!review) return writePgn(tags, start, moves, result);
    return writePgn(tags, start, moves, result, reviewAnnotations(*review),
                    review::openingComment(*review));
}

}  // namespace lt::chess
