#include "games/chess/game.h"

#include <algorithm>
#include <charconv>

#include "framework/agent.h"
#include "framework/errors.h"
#include "framework/view.h"
#include "games/chess/engine/agent.h"
#include "games/chess/engine/draw_agent.h"
#include "games/chess/engine/engine_pool.h"
#include "games/chess/mating_material.h"
#include "games/chess/movegen.h"
#include "games/chess/notation.h"
#include "games/chess/start_positions.h"

namespace lt::chess {
namespace {

// The time controls offered, as "minutes+seconds"; the first is "no clock".
const std::vector<std::string> kClockChoices = {"none", "1+0",   "3+2",  "5+0",  "10+0",
                                                "10+5", "15+10", "30+0", "60+0", "90+30"};
const std::vector<std::string> kClockLabels = {
    "No clock",         "1 minute",          "3 minutes + 2 s", "5 minutes",  "10 minutes",
    "10 minutes + 5 s", "15 minutes + 10 s", "30 minutes",      "60 minutes", "90 minutes + 30 s"};

struct ClaimName {
    lt::Move code;
    std::string_view text;
};
// Stable texts: save files store them.
constexpr ClaimName kClaimNames[] = {
    {claim::kResign, "resigns"},
    {claim::kOfferDraw, "offers a draw"},
    {claim::kAcceptDraw, "accepts the draw"},
    {claim::kDeclineDraw, "declines the draw"},
    {claim::kClaimDraw, "claims a draw"},
    {claim::kWhiteTimeUp, "White's time is up"},
    {claim::kBlackTimeUp, "Black's time is up"},
};

bool isClaim(lt::Move code) {
    return code >= claim::kResign && code <= claim::kBlackTimeUp;
}

Color seatColor(PlayerId player) {
    return player == 0 ? White : Black;
}

}  // namespace

std::optional<TimeControl> parseTimeControl(std::string_view text) {
    if (text == "none" || text.empty()) return std::nullopt;
    const auto plus = text.find('+');
    int minutes = -1, seconds = -1;
    if (plus != std::string_view::npos) {
        const auto a = text.substr(0, plus), b = text.substr(plus + 1);
        const auto [ea, erra] = std::from_chars(a.data(), a.data() + a.size(), minutes);
        const auto [eb, errb] = std::from_chars(b.data(), b.data() + b.size(), seconds);
        if (erra != std::errc() || errb != std::errc() || ea != a.data() + a.size() ||
            eb != b.data() + b.size())
            minutes = -1;
    }
    if (minutes < 0 || seconds < 0 || (minutes == 0 && seconds == 0) || minutes > 600 ||
        seconds > 600)
        throw InputError("expected none or minutes+seconds, got '" + std::string(text) + "'", 0,
                         kClockOption);
    return TimeControl{minutes * 60'000LL, seconds * 1000LL};
}

ChessState::ChessState(const Game& game, Position position, Rules rules)
    : game_(&game), start_(position), position_(std::move(position)), rules_(rules) {
    status_ = currentStatus();
}

std::unique_ptr<ChessState> ChessState::awaitingChess960Draw(const Game& game, Rules rules) {
    auto state = std::make_unique<ChessState>(game, chess960Start(kStandardChess960Number), rules);
    state->awaitingDraw_ = true;
    return state;
}

std::string chess960DrawName(int number) {
    return "Chess960 #" + std::to_string(number);
}

std::vector<ChanceOutcome> ChessState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    if (!awaitingDraw_) return outcomes;
    for (int n = 0; n < kChess960Count; ++n)
        outcomes.push_back({lt::Move(n), 1.0 / kChess960Count});
    return outcomes;
}

GameStatus ChessState::currentStatus() const {
    const GameStatus status = position_.status();
    if (!rules_.drawsByClaim ||
        (status != GameStatus::ThreefoldRepetition && status != GameStatus::FiftyMoveRule))
        return status;
    // FIDE 9.6: fivefold repetition and 75 moves end the game without a claim.
    if (position_.repeated(5)) return GameStatus::ThreefoldRepetition;
    if (position_.halfmoveClock() >= 150) return GameStatus::FiftyMoveRule;
    return GameStatus::Ongoing;
}

bool ChessState::drawClaimable() const {
    return ongoing() && rules_.drawsByClaim &&
           (position_.repeated(3) || position_.halfmoveClock() >= 100);
}

std::vector<lt::Move> ChessState::claimMoves(PlayerId player) const {
    if (!ongoing() || player < 0 || player > 1) return {};
    const Color me = seatColor(player);
    std::vector<lt::Move> claims{claim::kResign};
    if (drawOffer_) {
        if (*drawOffer_ != me) {
            claims.push_back(claim::kAcceptDraw);
            claims.push_back(claim::kDeclineDraw);
        }
    } else if (lastOfferPly_[me] != position_.gamePly()) {
        claims.push_back(claim::kOfferDraw);
    }
    if (drawClaimable()) claims.push_back(claim::kClaimDraw);
    if (rules_.clock) {
        claims.push_back(claim::kWhiteTimeUp);
        claims.push_back(claim::kBlackTimeUp);
    }
    return claims;
}

void ChessState::applyClaim(PlayerId player, lt::Move move) {
    const auto allowed = claimMoves(player);
    if (std::find(allowed.begin(), allowed.end(), move) == allowed.end())
        throw IllegalMove("this claim is not possible now");
    const Color me = seatColor(player);
    switch (move) {
        case claim::kResign:
            ending_ = Ending::Resignation;
            loser_ = me;
            break;
        case claim::kOfferDraw:
            drawOffer_ = me;
            lastOfferPly_[me] = position_.gamePly();
            break;
        case claim::kAcceptDraw:
            ending_ = Ending::DrawAgreed;
            drawOffer_.reset();
            break;
        case claim::kDeclineDraw:
            drawOffer_.reset();
            break;
        case claim::kClaimDraw:
            ending_ = Ending::DrawClaimed;
            break;
        case claim::kWhiteTimeUp:
        case claim::kBlackTimeUp: {
            const Color flagged = move == claim::kWhiteTimeUp ? White : Black;
            loser_ = flagged;
            // FIDE 6.9: a draw when the opponent cannot mate by any series of legal moves.
            ending_ = canCheckmate(position_, ~flagged) ? Ending::TimeForfeit : Ending::TimeDraw;
            break;
        }
        default:
            break;
    }
}

std::unique_ptr<State> ChessState::clone() const {
    return std::make_unique<ChessState>(*this);
}

PlayerId ChessState::currentActor() const {
    if (!ongoing()) return actor::terminal;
    if (awaitingDraw_) return actor::chance;
    return position_.sideToMove() == White ? 0 : 1;
}

std::vector<lt::Move> ChessState::legalMoves() const {
    if (!ongoing()) return {};
    if (awaitingDraw_) {
        std::vector<lt::Move> numbers(kChess960Count);
        for (int n = 0; n < kChess960Count; ++n) numbers[n] = lt::Move(n);
        return numbers;
    }
    MoveList list;
    generateMoves(position_, list);
    std::vector<lt::Move> moves;
    moves.reserve(list.size);
    for (Move m : list) moves.push_back(m.code());
    return moves;
}

void ChessState::apply(lt::Move code) {
    if (!ongoing()) throw IllegalMove("the game is over");
    if (awaitingDraw_) {
        if (code >= static_cast<lt::Move>(kChess960Count))
            throw IllegalMove("no Chess960 position " + std::to_string(code));
        start_ = chess960Start(static_cast<int>(code));
        position_ = start_;
        awaitingDraw_ = false;
        status_ = currentStatus();
        return;
    }
    const Move move = Move::fromCode(static_cast<std::uint16_t>(code));
    if (code > 0xFFFF || !position_.isLegal(move))
        throw IllegalMove("illegal chess move code " + std::to_string(code));
    // A move by the player who was offered a draw declines it (FIDE 9.1.2.3).
    if (drawOffer_ && *drawOffer_ != position_.sideToMove()) drawOffer_.reset();
    position_.makeMove(move);
    status_ = currentStatus();
}

std::string ChessState::moveToString(lt::Move code) const {
    if (isClaim(code))
        for (const auto& name : kClaimNames)
            if (name.code == code) return std::string(name.text);
    if (awaitingDraw_) return chess960DrawName(static_cast<int>(code));
    const Move move = Move::fromCode(static_cast<std::uint16_t>(code));
    if (code > 0xFFFF || !position_.isLegal(move)) return toUci(move, position_.isChess960());
    return toSan(position_, move);
}

std::optional<lt::Move> ChessState::parseMove(std::string_view text,
                                              std::optional<PlayerId> claimant) const {
    if (claimant) {
        for (lt::Move code : claimMoves(*claimant))
            if (moveToString(code) == text) return code;
        return std::nullopt;
    }
    if (!ongoing()) return std::nullopt;
    if (awaitingDraw_) {
        for (int n = 0; n < kChess960Count; ++n)
            if (chess960DrawName(n) == text) return lt::Move(n);
        return std::nullopt;
    }
    try {
        return parseSan(position_, text).code();
    } catch (const InputError&) {
        return std::nullopt;
    }
}

std::string ChessState::toString() const {
    std::string text = position_.toString();
    if (!ongoing())
        text += endingName(*this) + ' ' + std::string(resultMarker(*this)) + '\n';
    else if (drawOffer_)
        text += std::string(*drawOffer_ == White ? "White" : "Black") + " offers a draw\n";
    return text;
}

std::vector<int> ChessState::ranking() const {
    if (ending_ == Ending::Resignation || ending_ == Ending::TimeForfeit)
        return loser_ == White ? std::vector<int>{2, 1} : std::vector<int>{1, 2};
    if (ending_ != Ending::None) return {1, 1};
    if (status_ == GameStatus::Checkmate)
        return position_.sideToMove() == White ? std::vector<int>{2, 1} : std::vector<int>{1, 2};
    return {1, 1};
}

ChessGame::ChessGame() : engines_(std::make_shared<engine::EnginePool>()) {
    info_.id = "chess";
    info_.name = "Chess";
    info_.localName = "Scacchi";
    info_.family = Family::Board;
    info_.minPlayers = 2;
    info_.maxPlayers = 2;
    // Draw offers and answers, resignations and flags are claims a computer may answer.
    info_.realTime = true;

    OptionSpec fen;
    fen.key = kFenOption;
    fen.label = "Start position (FEN)";
    fen.help =
        "Start from a set-up position written in FEN; leave empty for the usual starting "
        "position.";
    fen.kind = OptionSpec::Kind::Text;
    fen.max = 120;
    info_.options.push_back(fen);

    OptionSpec variant;
    variant.key = kVariantOption;
    variant.label = "Variant";
    variant.help =
        "Chess960 (Fischer random chess) shuffles the pieces of the back rank, the same for "
        "both sides, into one of 960 start positions; castling puts the king and the rook on "
        "the same squares as in standard chess.";
    variant.kind = OptionSpec::Kind::Choice;
    variant.defaultValue = "standard";
    variant.choices = {"standard", "chess960"};
    variant.choiceLabels = {"Standard chess", "Chess960"};
    info_.options.push_back(variant);

    OptionSpec chess960Position;
    chess960Position.key = kChess960PositionOption;
    chess960Position.label = "Chess960 position";
    chess960Position.help =
        "The number of the Chess960 start position, from 0 to 959 (518 is the standard set-up), "
        "or \"random\" for one drawn when the game starts. A FEN start position takes its "
        "place.";
    chess960Position.kind = OptionSpec::Kind::Text;
    chess960Position.defaultValue = "random";
    chess960Position.max = 6;
    info_.options.push_back(chess960Position);

    OptionSpec clock;
    clock.key = kClockOption;
    clock.label = "Clock";
    clock.help =
        "A chess clock for each player: the base time, plus the seconds added after each "
        "move. The rulebook has no clock; a player whose time runs out loses.";
    clock.kind = OptionSpec::Kind::Choice;
    clock.defaultValue = "none";
    clock.choices = kClockChoices;
    clock.choiceLabels = kClockLabels;
    info_.options.push_back(clock);

    OptionSpec drawRule;
    drawRule.key = kDrawRuleOption;
    drawRule.label = "Repetition and fifty moves";
    drawRule.help =
        "Whether threefold repetition and the fifty-move rule end the game by themselves (as "
        "in our rules) or must be claimed by a player, as in FIDE tournaments.";
    drawRule.kind = OptionSpec::Kind::Choice;
    drawRule.defaultValue = "automatic";
    drawRule.choices = {"automatic", "claim"};
    drawRule.choiceLabels = {"Draw automatically", "Draw when claimed (FIDE)"};
    info_.options.push_back(drawRule);
}

std::unique_ptr<State> ChessGame::newInitialState(const Options& options, int numPlayers) const {
    options.validate(info_.options);
    if (numPlayers != 2) throw InputError("chess is played by exactly 2 players");
    ChessState::Rules rules;
    rules.clock = parseTimeControl(options.getChoice(info_.options, kClockOption));
    rules.drawsByClaim = options.getChoice(info_.options, kDrawRuleOption) == "claim";
    const bool chess960 = options.getChoice(info_.options, kVariantOption) == "chess960";
    const std::string fen = options.getText(info_.options, kFenOption);
    if (fen.empty() && chess960) {
        const std::string number = options.getText(info_.options, kChess960PositionOption);
        if (number == "random") return ChessState::awaitingChess960Draw(*this, rules);
        int n = -1;
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), n);
        if (error != std::errc() || end != number.data() + number.size() || n < 0 ||
            n >= kChess960Count)
            throw InputError("expected random or a number from 0 to 959, got '" + number + "'", 0,
                             kChess960PositionOption);
        return std::make_unique<ChessState>(*this, chess960Start(n), rules);
    }
    if (fen.empty()) return std::make_unique<ChessState>(*this, Position(), rules);
    Position start;
    try {
        start = Position::fromFen(fen, chess960);
    } catch (const InputError& e) {
        // Name the option first: "fen: castling field: ...".
        throw InputError(e.what(), 0, kFenOption);
    }
    auto state = std::make_unique<ChessState>(*this, std::move(start), rules);
    if (state->isTerminal())
        throw InputError("the game is already over in this position (" +
                             std::string(statusName(state->status())) + ")",
                         0, kFenOption);
    return state;
}

std::vector<LevelInfo> ChessGame::levels() const {
    return engine::chessLevels();
}

std::unique_ptr<Agent> ChessGame::makeAgent(std::string_view level) const {
    if (level == "random") return Game::makeAgent(level);
    return engine::makeChessAgent(level, engines_);
}

std::unique_ptr<Agent> ChessGame::makeClaimAgent(const View& view, std::string_view level) const {
    const auto* full = dynamic_cast<const FullView*>(&view);
    const auto* chess = full ? dynamic_cast<const ChessState*>(&full->state()) : nullptr;
    const PlayerId me = view.viewer();
    if (!chess || me < 0 || me > 1) return nullptr;
    const auto question = engine::drawQuestion(*chess, seatColor(me), level);
    return question ? engine::makeDrawAgent(*question, level) : nullptr;
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

std::string_view resultMarker(const ChessState& state) {
    switch (state.ending()) {
        case Ending::None:
            return resultMarker(state.position());
        case Ending::Resignation:
        case Ending::TimeForfeit:
            return state.loser() == White ? "0-1" : "1-0";
        default:
            return "1/2-1/2";
    }
}

std::string endingName(const ChessState& state) {
    const std::string side = state.loser() == White ? "White" : "Black";
    switch (state.ending()) {
        case Ending::None:
            return std::string(statusName(state.status()));
        case Ending::Resignation:
            return side + " resigned";
        case Ending::DrawAgreed:
            return "draw agreed";
        case Ending::DrawClaimed:
            return "draw claimed";
        case Ending::TimeForfeit:
            return side + " lost on time";
        case Ending::TimeDraw:
            return side + "'s time is up, but the opponent cannot checkmate: draw";
    }
    return {};
}

std::unique_ptr<lt::Game> makeGame() {
    return std::make_unique<ChessGame>();
}

}  // namespace lt::chess
