#include "games/draughts/dxp.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>

#include <fmt/format.h>

#include "framework/errors.h"
#include "games/draughts/notation.h"

namespace lt::draughts {
namespace {

std::string number(int value, int width) {
    const int limit = width == 2 ? 99 : width == 3 ? 999 : 9999;
    return fmt::format("{:0{}}", std::clamp(value, 0, limit), width);
}

std::string padded(const std::string& text, int width) {
    std::string out = text.substr(0, static_cast<std::size_t>(width));
    out.resize(static_cast<std::size_t>(width), ' ');
    return out;
}

// Reads fixed-width fields of a message.
class Fields {
  public:
    explicit Fields(std::string_view text) : text_(text) {}
    std::string_view take(std::size_t width, const char* field) {
        if (pos_ + width > text_.size())
            throw InputError(fmt::format("message too short for {}", field), 0, "DXP");
        const std::string_view part = text_.substr(pos_, width);
        pos_ += width;
        return part;
    }
    int integer(std::size_t width, const char* field) {
        int value = 0;
        for (char c : take(width, field)) {
            if (!std::isdigit(static_cast<unsigned char>(c)))
                throw InputError(fmt::format("{} is not a number", field), 0, "DXP");
            value = value * 10 + (c - '0');
        }
        return value;
    }
    char character(const char* field) { return take(1, field)[0]; }
    std::string_view rest() {
        const std::string_view part = text_.substr(pos_);
        pos_ = text_.size();
        return part;
    }

  private:
    std::string_view text_;
    std::size_t pos_ = 0;
};

std::string trimRight(std::string_view text) {
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    return std::string(text);
}

}  // namespace

std::string encodeDxp(const DxpMessage& m) {
    std::string s(1, m.type);
    switch (m.type) {
        case 'R':
            s += number(m.request.version, 2) + padded(m.request.initiatorName, 32) +
                 m.request.followerColour + number(m.request.minutes, 3) +
                 number(m.request.moves, 3);
            if (m.request.start && !(*m.request.start == Position::initial())) {
                s += 'B';
                s += toSquareLetters(*m.request.start, 'z');
            } else {
                s += 'A';
            }
            break;
        case 'A':
            s += padded(m.accept.followerName, 32) + m.accept.code;
            break;
        case 'M':
            s += number(m.move.seconds, 4) + number(m.move.from, 2) + number(m.move.to, 2) +
                 number(static_cast<int>(m.move.captured.size()), 2);
            for (int square : m.move.captured) s += number(square, 2);
            break;
        case 'E':
            s += std::string{m.end.reason, m.end.stop};
            break;
        case 'C':
            s += m.chat.text;
            break;
        case 'B':
            s += number(m.back.moveNumber, 3) + m.back.colour;
            break;
        case 'K':
            s += m.backAccept.code;
            break;
        default:
            throw InputError(fmt::format("unknown message type '{}'", m.type), 0, "DXP");
    }
    return s;
}

DxpMessage decodeDxp(std::string_view text) {
    if (text.empty()) throw InputError("empty message", 0, "DXP");
    DxpMessage m;
    m.type = text[0];
    Fields f(text.substr(1));
    switch (m.type) {
        case 'R': {
            m.request.version = f.integer(2, "version");
            m.request.initiatorName = trimRight(f.take(32, "initiator name"));
            m.request.followerColour = f.character("follower colour");
            if (m.request.followerColour != 'W' && m.request.followerColour != 'Z')
                throw InputError("follower colour must be W or Z", 0, "DXP");
            m.request.minutes = f.integer(3, "thinking time");
            m.request.moves = f.integer(3, "number of moves");
            const char start = f.character("starting position");
            if (start == 'B')
                m.request.start = parseSquareLetters(f.take(51, "position"), 'z', "DXP position");
            else if (start != 'A')
                throw InputError("starting position must be A or B", 0, "DXP");
            break;
        }
        case 'A':
            m.accept.followerName = trimRight(f.take(32, "follower name"));
            m.accept.code = f.character("acceptance code");
            break;
        case 'M': {
            m.move.seconds = f.integer(4, "time");
            m.move.from = f.integer(2, "from");
            m.move.to = f.integer(2, "to");
            const int count = f.integer(2, "number captured");
            for (int i = 0; i < count; ++i) m.move.captured.push_back(f.integer(2, "captured"));
            break;
        }
        case 'E':
            m.end.reason = f.character("reason");
            m.end.stop = f.character("stop code");
            break;
        case 'C':
            m.chat.text = std::string(f.rest());
            break;
        case 'B':
            m.back.moveNumber = f.integer(3, "move number");
            m.back.colour = f.character("colour");
            break;
        case 'K':
            m.backAccept.code = f.character("acceptance code");
            break;
        default:
            throw InputError(fmt::format("unknown message type '{}'", m.type), 0, "DXP");
    }
    return m;
}

DxpSession::DxpSession(Settings settings, Sender send, Logger log)
    : settings_(std::move(settings)),
      send_(std::move(send)),
      log_(std::move(log)),
      searcher_(settings_.tableEntriesLog2) {}

void DxpSession::requestGame() {
    DxpMessage m;
    m.type = 'R';
    m.request.initiatorName = settings_.name;
    m.request.followerColour = settings_.initiatorSide == Side::White ? 'Z' : 'W';
    m.request.minutes = settings_.minutes;
    m.request.moves = settings_.moves;
    m.request.start = settings_.start;
    send_(encodeDxp(m));
    mySide_ = settings_.initiatorSide;
}

void DxpSession::startGame(const Position& start, Side mySide) {
    mySide_ = mySide;
    state_.emplace(game_, start);
    secondsUsed_ = 0;
    myMoves_ = 0;
    searcher_.clear();
    log_(fmt::format("game starts, we play {}", mySide == Side::White ? "White" : "Black"));
    playIfMyTurn();
}

char DxpSession::reasonForMe() const {
    switch (state_->outcome()) {
        case Outcome::Draw:
            return '2';
        case Outcome::WhiteWins:
            return mySide_ == Side::White ? '3' : '1';
        case Outcome::BlackWins:
            return mySide_ == Side::Black ? '3' : '1';
        case Outcome::Ongoing:
            break;
    }
    return '0';
}

void DxpSession::finishGame(char reason, bool sendEnd) {
    lastResult_ = reason;
    if (sendEnd) {
        DxpMessage m;
        m.type = 'E';
        m.end.reason = reason;
        m.end.stop = settings_.stopAfterGame ? '1' : '0';
        send_(encodeDxp(m));
    }
    log_(fmt::format("game over: {}", state_ && !state_->outcomeReason().empty()
                                          ? state_->outcomeReason()
                                          : std::string("ended by the opponent")));
    state_.reset();
    ++gamesFinished_;
}

void DxpSession::playIfMyTurn() {
    while (state_ && !state_->isTerminal() && state_->position().sideToMove() == mySide_) {
        SearchLimits limits;
        limits.maxDepth = settings_.maxDepth;
        limits.maxNodes = settings_.maxNodes;
        const double left = std::max(1.0, settings_.minutes * 60.0 - secondsUsed_);
        const int movesLeft = settings_.moves > myMoves_ ? settings_.moves - myMoves_ : 20;
        limits.time = std::chrono::milliseconds(static_cast<long>(left * 1000 / (movesLeft + 2)));
        if (settings_.moveTimeMs > 0) {
            limits.time = std::chrono::milliseconds(settings_.moveTimeMs);
            limits.timeIsPerMove = true;
        }
        if (settings_.maxDepth < 64) limits.time = std::chrono::milliseconds(0);
        const std::atomic<bool> connected{false};
        const std::atomic<bool>& stop = settings_.hungUp ? *settings_.hungUp : connected;
        Rng rng(static_cast<std::uint64_t>(state_->moveHistory().size()));
        const auto begin = std::chrono::steady_clock::now();
        const SearchResult result =
            searcher_.search(state_->position(), state_->repetitionHistory(), limits, stop, rng);
        if (stop.load()) return;  // the connection has closed: nobody would hear the move
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        secondsUsed_ += seconds;
        ++myMoves_;
        DxpMessage m;
        m.type = 'M';
        m.move.seconds = static_cast<int>(seconds + 0.5);
        m.move.from = result.best.fromSquare();
        m.move.to = result.best.toSquare();
        m.move.captured = result.best.capturedSquares();
        log_(fmt::format("we play {}", moveToText(state_->position(), result.best)));
        send_(encodeDxp(m));
        state_->play(result.best);
    }
    if (state_ && state_->isTerminal()) finishGame(reasonForMe(), true);
}

bool DxpSession::receive(std::string_view text) {
    DxpMessage m;
    try {
        m = decodeDxp(text);
    } catch (const InputError& e) {
        log_(std::string("bad message: ") + e.what());
        return true;  // DXP says: ignore what cannot be understood
    }
    switch (m.type) {
        case 'R': {
            DxpMessage reply;
            reply.type = 'A';
            reply.accept.followerName = settings_.name;
            reply.accept.code = state_ || m.request.version != 1 ? '1' : '0';
            send_(encodeDxp(reply));
            if (reply.accept.code != '0') return true;
            settings_.minutes = m.request.minutes;
            settings_.moves = m.request.moves;
            startGame(m.request.start.value_or(Position::initial()),
                      m.request.followerColour == 'W' ? Side::White : Side::Black);
            return true;
        }
        case 'A':
            if (m.accept.code != '0') {
                log_("the opponent declined the game");
                return false;
            }
            log_("game accepted by " + m.accept.followerName);
            startGame(settings_.start.value_or(Position::initial()), settings_.initiatorSide);
            return state_.has_value() || !settings_.stopAfterGame;
        case 'M': {
            if (!state_ || state_->isTerminal() || state_->position().sideToMove() == mySide_) {
                log_("a move arrived out of turn");
                return true;
            }
            const Position& position = state_->position();
            std::vector<int> captured = m.move.captured;
            std::sort(captured.begin(), captured.end());
            std::optional<Move> found;
            for (const Move& move : legalMoves(position))
                if (move.fromSquare() == m.move.from && move.toSquare() == m.move.to &&
                    move.capturedSquares() == captured)
                    found = move;
            if (!found) {
                log_(fmt::format("illegal move from the opponent: {}-{}", m.move.from, m.move.to));
                finishGame('0', true);
                return !settings_.stopAfterGame;
            }
            log_(fmt::format("they play {}", moveToText(position, *found)));
            state_->play(*found);
            playIfMyTurn();
            return state_ || !settings_.stopAfterGame;
        }
        case 'E':
            if (state_) {
                // A game our rules have not ended yet takes the opponent's word, mirrored.
                const char theirs = m.end.reason;
                const char mirrored = theirs == '1' ? '3' : theirs == '3' ? '1' : theirs;
                finishGame(state_->isTerminal() ? reasonForMe() : mirrored, true);
            }
            return m.end.stop != '1' && !settings_.stopAfterGame;
        case 'C':
            log_("chat: " + m.chat.text);
            return true;
        case 'B': {
            DxpMessage reply;
            reply.type = 'K';
            const int ply = (m.back.moveNumber - 1) * 2 + (m.back.colour == 'W' ? 0 : 1);
            if (!state_ || ply < 0 || ply > static_cast<int>(state_->moveHistory().size())) {
                reply.backAccept.code = '1';
                send_(encodeDxp(reply));
                return true;
            }
            const std::vector<Move> moves = state_->moveHistory();
            DraughtsState replayed(game_, state_->startPosition());
            for (int i = 0; i < ply; ++i) replayed.play(moves[static_cast<std::size_t>(i)]);
            state_.emplace(replayed);
            reply.backAccept.code = '0';
            send_(encodeDxp(reply));
            playIfMyTurn();
            return true;
        }
        case 'K':
            return true;
        default:
            return true;
    }
}

}  // namespace lt::draughts
