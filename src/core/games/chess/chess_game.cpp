#include "chess_game.h"

#include "engine/chess_agent.h"
#include "framework/agent.h"
#include "framework/errors.h"
#include "movegen.h"
#include "notation.h"

namespace lt::chess {

ChessState::ChessState(const Game& game, Position position)
    : game_(&game), position_(std::move(position)), status_(position_.status()) {}

std::unique_ptr<State> ChessState::clone() const {
    return std::make_unique<ChessState>(*this);
}

PlayerId ChessState::currentActor() const {
    if (status_ != GameStatus::Ongoing) return actor::terminal;
    return position_.sideToMove() == White ? 0 : 1;
}

std::vector<lt::Move> ChessState::legalMoves() const {
    if (status_ != GameStatus::Ongoing) return {};
    MoveList list;
    generateMoves(position_, list);
    std::vector<lt::Move> moves;
    moves.reserve(list.size);
    for (Move m : list) moves.push_back(m.code());
    return moves;
}

void ChessState::apply(lt::Move code) {
    const Move move = Move::fromCode(static_cast<std::uint16_t>(code));
    if (status_ != GameStatus::Ongoing) throw IllegalMove("the game is over");
    if (code > 0xFFFF || !position_.isLegal(move))
        throw IllegalMove("illegal chess move code " + std::to_string(code));
    position_.makeMove(move);
    status_ = position_.status();
}

std::string ChessState::moveToString(lt::Move code) const {
    const Move move = Move::fromCode(static_cast<std::uint16_t>(code));
    if (code > 0xFFFF || !position_.isLegal(move)) return toUci(move);
    return toSan(position_, move);
}

std::optional<lt::Move> ChessState::parseMove(std::string_view text,
                                              std::optional<PlayerId> claimant) const {
    if (claimant || status_ != GameStatus::Ongoing) return std::nullopt;
    try {
        return parseSan(position_, text).code();
    } catch (const InputError&) {
        return std::nullopt;
    }
}

std::string ChessState::toString() const {
    std::string text = position_.toString();
    if (status_ != GameStatus::Ongoing)
        text +=
            std::string(statusName(status_)) + ' ' + std::string(resultMarker(position_)) + '\n';
    return text;
}

std::vector<int> ChessState::ranking() const {
    if (status_ == GameStatus::Checkmate)
        return position_.sideToMove() == White ? std::vector<int>{2, 1} : std::vector<int>{1, 2};
    return {1, 1};
}

ChessGame::ChessGame() {
    info_.id = "chess";
    info_.name = "Chess";
    info_.localName = "Scacchi";
    info_.family = Family::Board;
    info_.minPlayers = 2;
    info_.maxPlayers = 2;
}

std::unique_ptr<State> ChessGame::newInitialState(const Options& options, int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers != 2) throw InputError("chess is played by exactly 2 players");
    return std::make_unique<ChessState>(*this, Position());
}

std::vector<LevelInfo> ChessGame::levels() const {
    return engine::chessLevels();
}

std::unique_ptr<Agent> ChessGame::makeAgent(std::string_view level) const {
    if (level == "random") return Game::makeAgent(level);
    return engine::makeChessAgent(level);
}

std::unique_ptr<ChessState> ChessGame::stateFromFen(std::string_view fen) const {
    return std::make_unique<ChessState>(*this, Position::fromFen(fen));
}

std::string_view statusName(GameStatus status) {
    switch (status) {
        case GameStatus::Ongoing:
            return "";
        case GameStatus::Checkmate:
            return "checkmate";
        case GameStatus::Stalemate:
            return "stalemate";
        case GameStatus::ThreefoldRepetition:
            return "threefold repetition";
        case GameStatus::FiftyMoveRule:
            return "fifty-move rule";
        case GameStatus::InsufficientMaterial:
            return "insufficient material";
    }
    return "";
}

std::string_view resultMarker(const Position& pos) {
    switch (pos.status()) {
        case GameStatus::Ongoing:
            return "*";
        case GameStatus::Checkmate:
            return pos.sideToMove() == White ? "0-1" : "1-0";
        default:
            return "1/2-1/2";
    }
}

std::unique_ptr<lt::Game> makeGame() {
    return std::make_unique<ChessGame>();
}

}  // namespace lt::chess
