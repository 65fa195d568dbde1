#include "games/draughts/game.h"

#include <algorithm>

#include <fmt/format.h>

#include "framework/agent.h"
#include "framework/errors.h"
#include "games/draughts/engine_agent.h"
#include "games/draughts/notation.h"

namespace lt::draughts {

DraughtsGame::DraughtsGame() {
    info_.id = "draughts";
    info_.name = "Draughts";
    info_.localName = "Dama";
    info_.family = Family::Board;
    info_.minPlayers = 2;
    info_.maxPlayers = 2;
    OptionSpec noProgress;
    noProgress.key = kNoProgressOption;
    noProgress.label = "Draw after moves without progress";
    noProgress.help =
        "The game is drawn when each player has made this many moves in a row with only kings "
        "moving and nothing captured (the rulebook says 20; FMJD tournaments use 25).";
    noProgress.kind = OptionSpec::Kind::Int;
    noProgress.defaultValue = "20";
    noProgress.min = 5;
    noProgress.max = 50;
    info_.options.push_back(noProgress);
    OptionSpec fen;
    fen.key = kFenOption;
    fen.label = "Start position (FEN)";
    fen.help =
        "Start from a set-up position written in draughts FEN (W:W31,32,...:B1,2,...); leave "
        "empty for the usual starting position.";
    fen.kind = OptionSpec::Kind::Text;
    fen.max = 400;
    info_.options.push_back(fen);
}

std::unique_ptr<State> DraughtsGame::newInitialState(const Options& options, int numPlayers) const {
    if (numPlayers != 2)
        throw InputError(fmt::format("draughts is for 2 players, not {}", numPlayers), 0,
                         "players");
    options.validate(info_.options);
    const int noProgress = options.getInt(info_.options, kNoProgressOption);
    const std::string fen = options.getText(info_.options, kFenOption);
    if (fen.empty()) return std::make_unique<DraughtsState>(*this, Position::initial(), noProgress);
    Position start = Position::initial();
    try {
        start = parseFen(fen);
    } catch (const InputError& e) {
        // Name the option first: "fen: FEN square: ...".
        throw InputError(e.what(), 0, kFenOption);
    }
    auto state = std::make_unique<DraughtsState>(*this, start, noProgress);
    if (state->isTerminal())
        throw InputError(
            "the game is already over in this position (" + state->outcomeReason() + ")", 0,
            kFenOption);
    return state;
}

DraughtsState::DraughtsState(const Game& game, const Position& start, int noProgressMoves)
    : game_(&game), start_(start), position_(start), noProgressPlies_(2 * noProgressMoves) {
    repetitionHashes_.push_back(position_.hash());
    settle();
}

void DraughtsState::settle() {
    details_ = legalMoveDetails(position_);
    const Side toMove = position_.sideToMove();
    if (details_.empty()) {
        outcome_ = toMove == Side::White ? Outcome::BlackWins : Outcome::WhiteWins;
        const char* loser = toMove == Side::White ? "White" : "Black";
        reason_ = position_.pieces(toMove) ? fmt::format("{} cannot move", loser)
                                           : fmt::format("{} has no pieces left", loser);
        return;
    }
    const auto repeats =
        std::count(repetitionHashes_.begin(), repetitionHashes_.end(), position_.hash());
    if (repeats >= 3) {
        outcome_ = Outcome::Draw;
        reason_ = "the same position occurred for the third time";
        return;
    }
    if (quietKingPlies_ >= noProgressPlies_) {
        outcome_ = Outcome::Draw;
        reason_ = fmt::format("{} moves each with only kings moving and no capture",
                              noProgressPlies_ / 2);
        return;
    }
    outcome_ = Outcome::Ongoing;
    reason_.clear();
}

void DraughtsState::play(const Move& move) {
    if (outcome_ != Outcome::Ongoing) throw IllegalMove("the game is over");
    const bool legal = std::any_of(details_.begin(), details_.end(),
                                   [&](const MoveDetail& d) { return d.move == move; });
    if (!legal)
        throw IllegalMove("not a legal move: " + std::to_string(move.fromSquare()) + "-" +
                          std::to_string(move.toSquare()));
    const bool kingMove = position_.kings() & bitMask(move.from);
    position_.play(move);
    history_.push_back(move);
    if (kingMove && !move.isCapture()) {
        ++quietKingPlies_;
        repetitionHashes_.push_back(position_.hash());
    } else {
        // A man move or a capture can never be undone: earlier positions cannot recur.
        quietKingPlies_ = 0;
        repetitionHashes_.assign(1, position_.hash());
    }
    settle();
}

std::unique_ptr<State> DraughtsState::clone() const {
    return std::make_unique<DraughtsState>(*this);
}

PlayerId DraughtsState::currentActor() const {
    if (outcome_ != Outcome::Ongoing) return actor::terminal;
    return position_.sideToMove() == Side::White ? 0 : 1;
}

std::vector<lt::Move> DraughtsState::legalMoves() const {
    std::vector<lt::Move> codes;
    if (outcome_ != Outcome::Ongoing) return codes;
    codes.reserve(details_.size());
    for (const MoveDetail& detail : details_) codes.push_back(detail.move.code());
    return codes;
}

void DraughtsState::apply(lt::Move code) {
    play(Move::fromCode(code));
}

std::string DraughtsState::moveToString(lt::Move code) const {
    return moveToText(position_, Move::fromCode(code));
}

std::optional<lt::Move> DraughtsState::parseMove(std::string_view text,
                                                 std::optional<PlayerId> claimant) const {
    if (claimant || outcome_ != Outcome::Ongoing) return std::nullopt;
    try {
        return draughts::parseMove(position_, text).code();
    } catch (const InputError&) {
        return std::nullopt;
    }
}

std::string DraughtsState::toString() const {
    std::string text = toFen(position_) + "\n" + position_.diagram();
    if (outcome_ != Outcome::Ongoing) text += "Game over: " + reason_ + "\n";
    return text;
}

std::vector<int> DraughtsState::ranking() const {
    switch (outcome_) {
        case Outcome::WhiteWins:
            return {1, 2};
        case Outcome::BlackWins:
            return {2, 1};
        case Outcome::Draw:
            return {1, 1};
        case Outcome::Ongoing:
            break;
    }
    return {};
}

std::optional<std::vector<double>> DraughtsState::heuristicReturns() const {
    // Material with a king worth three men, squashed into [-1, 1].
    const auto material = [&](Side side) {
        return __builtin_popcountll(position_.men(side)) +
               3 * __builtin_popcountll(position_.kings(side));
    };
    const double balance = material(Side::White) - material(Side::Black);
    const double white = std::clamp(balance / 10.0, -1.0, 1.0);
    return std::vector<double>{white, -white};
}

std::vector<LevelInfo> DraughtsGame::levels() const {
    return draughtsLevels();
}

std::unique_ptr<Agent> DraughtsGame::makeAgent(std::string_view level) const {
    if (level == "random") return Game::makeAgent(level);
    return std::make_unique<EngineAgent>(levelSettings(level),
                                         "draughts engine (" + std::string(level) + ")");
}

PdnGame toPdnGame(const DraughtsState& state,
                  std::vector<std::pair<std::string, std::string>> tags) {
    std::string result = "*";
    switch (state.outcome()) {
        case Outcome::WhiteWins:
            result = "2-0";
            break;
        case Outcome::BlackWins:
            result = "0-2";
            break;
        case Outcome::Draw:
            result = "1-1";
            break;
        case Outcome::Ongoing:
            break;
    }
    bool hasResult = false;
    for (auto& [key, value] : tags)
        if (key == "Result") {
            value = result;
            hasResult = true;
        }
    if (!hasResult) tags.emplace_back("Result", result);
    return makePdnGame(std::move(tags), state.startPosition(), state.moveHistory(), result);
}

std::unique_ptr<Game> makeGame() {
    return std::make_unique<DraughtsGame>();
}

}  // namespace lt::draughts
