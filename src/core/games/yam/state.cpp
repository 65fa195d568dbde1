#include "games/yam/state.h"

#include <fmt/format.h>
#include <algorithm>

#include "framework/errors.h"

namespace lt::yam {

YamState::YamState(const Game& game, std::vector<ColumnKind> columns, int numPlayers)
    : game_(&game), columns_(std::move(columns)) {
    std::vector<Column> sheet;
    for (ColumnKind kind : columns_) sheet.emplace_back(kind);
    sheets_.assign(numPlayers, sheet);
}

std::unique_ptr<State> YamState::clone() const {
    return std::make_unique<YamState>(*this);
}

bool YamState::finished() const {
    // Everyone plays the same number of turns, so the last seat's sheet fills up last.
    const auto& last = sheets_.back();
    return std::all_of(last.begin(), last.end(), [](const Column& c) { return c.complete(); });
}

PlayerId YamState::currentActor() const {
    if (finished()) return actor::terminal;
    return awaitingThrow_ ? actor::chance : seat_;
}

std::optional<PlayerId> YamState::roller() const {
    if (currentActor() == actor::chance) return seat_;
    return std::nullopt;
}

DiceCounts YamState::diceCounts() const {
    DiceCounts counts{};
    for (int face : dice_)
        if (face > 0) ++counts[face - 1];
    return counts;
}

std::vector<YamMove> YamState::legalYamMoves() const {
    std::vector<YamMove> moves;
    if (currentActor() != seat_) return moves;
    if (throwsMade_ < kMaxThrows) {
        // Every different set of dice to keep, fewer than five (keeping all five is scoring).
        const DiceCounts dice = diceCounts();
        DiceCounts kept{};
        auto enumerate = [&](auto&& self, int face) -> void {
            if (face == kFaces) {
                if (diceTotal(kept) < kDiceCount) moves.push_back(YamMove::hold(kept));
                return;
            }
            for (int k = 0; k <= dice[face]; ++k) {
                kept[face] = k;
                self(self, face + 1);
            }
            kept[face] = 0;
        };
        enumerate(enumerate, 0);
    }
    for (const Column& column : sheets_[seat_])
        for (Box box : column.fillable()) moves.push_back(YamMove::score(box, column.kind()));
    return moves;
}

std::vector<Move> YamState::legalMoves() const {
    std::vector<Move> moves;
    for (const YamMove& move : legalYamMoves()) moves.push_back(encode(move));
    return moves;
}

int YamState::diceToThrow() const {
    return kDiceCount - static_cast<int>(std::count(held_.begin(), held_.end(), true));
}

const Column* YamState::findColumn(ColumnKind kind) const {
    for (const Column& column : sheets_[seat_])
        if (column.kind() == kind) return &column;
    return nullptr;
}

bool YamState::isLegal(const YamMove& move) const {
    const PlayerId actor = currentActor();
    if (actor == actor::terminal) return false;
    if ((actor == actor::chance) != (move.kind == MoveKind::Throw)) return false;
    switch (move.kind) {
        case MoveKind::Throw:
            return diceTotal(move.dice) == diceToThrow();
        case MoveKind::Hold: {
            if (throwsMade_ >= kMaxThrows || diceTotal(move.dice) >= kDiceCount) return false;
            const DiceCounts dice = diceCounts();
            for (int f = 0; f < kFaces; ++f)
                if (move.dice[f] > dice[f]) return false;
            return true;
        }
        case MoveKind::Score: {
            const Column* column = findColumn(move.column);
            return column && column->canFill(move.box);
        }
    }
    return false;
}

std::vector<ChanceOutcome> YamState::chanceOutcomes() const {
    std::vector<ChanceOutcome> outcomes;
    if (currentActor() != actor::chance) return outcomes;
    const int thrown = diceToThrow();
    const DiceSets& sets = DiceSets::table();
    for (int id = sets.firstOfSize(thrown); id < sets.firstOfSize(thrown + 1); ++id)
        outcomes.push_back({encode(YamMove::throwOf(sets.counts(id))), sets.throwProbability(id)});
    return outcomes;
}

void YamState::apply(Move code) {
    const YamMove move = decode(code);
    if (currentActor() == actor::terminal) throw IllegalMove("the game is over");
    if (!isLegal(move)) throw IllegalMove("'" + notation(move) + "' is not possible now");
    switch (move.kind) {
        case MoveKind::Throw:
            applyThrow(move);
            break;
        case MoveKind::Hold:
            applyHold(move);
            break;
        case MoveKind::Score:
            applyScore(move);
            break;
    }
}

void YamState::applyThrow(const YamMove& move) {
    // The thrown faces land, in ascending order, in the positions that were not held.
    const std::vector<int> faces = facesOf(move.dice);
    std::size_t next = 0;
    for (int i = 0; i < kDiceCount; ++i)
        if (!held_[i]) dice_[i] = faces[next++];
    ++throwsMade_;
    awaitingThrow_ = false;
}

void YamState::applyHold(const YamMove& move) {
    DiceCounts left = move.dice;
    // The leftmost dice showing each kept face stay where they are.
    for (int i = 0; i < kDiceCount; ++i) {
        int& wanted = left[dice_[i] - 1];
        held_[i] = wanted > 0;
        if (held_[i]) --wanted;
    }
    awaitingThrow_ = true;
}

void YamState::applyScore(const YamMove& move) {
    auto& sheet = sheets_[seat_];
    auto column = std::find_if(sheet.begin(), sheet.end(),
                               [&](const Column& c) { return c.kind() == move.column; });
    column->fill(move.box, boxScore(move.box, diceCounts()));
    seat_ = (seat_ + 1) % numPlayers();
    dice_.fill(0);
    held_.fill(false);
    throwsMade_ = 0;
    awaitingThrow_ = true;
}

std::string YamState::moveToString(Move move) const {
    return notation(decode(move));
}

std::optional<Move> YamState::parseMove(std::string_view text,
                                        std::optional<PlayerId> claimant) const {
    if (claimant) return std::nullopt;  // Yam has no out-of-turn claims
    const auto move = parseNotation(text);
    if (!move || !isLegal(*move)) return std::nullopt;
    return encode(*move);
}

int YamState::total(PlayerId seat) const {
    int sum = 0;
    for (const Column& column : sheets_.at(seat)) sum += column.total();
    return sum;
}

std::vector<int> YamState::scores() const {
    std::vector<int> points;
    for (PlayerId p = 0; p < numPlayers(); ++p) points.push_back(total(p));
    return points;
}

std::vector<int> YamState::ranking() const {
    // Equal totals share the place (digest S8).
    const auto points = scores();
    std::vector<int> places;
    for (int mine : points)
        places.push_back(1 + static_cast<int>(std::count_if(points.begin(), points.end(),
                                                            [&](int p) { return p > mine; })));
    return places;
}

std::string YamState::toString() const {
    std::string text;
    if (finished()) {
        text += "game over\n";
    } else {
        text += fmt::format("seat {} to play, throw {} of {}{}\n", seat_,
                            throwsMade_ + (awaitingThrow_ ? 1 : 0), kMaxThrows,
                            awaitingThrow_ ? " (rolling)" : "");
        text += "dice:";
        for (int i = 0; i < kDiceCount; ++i)
            text += dice_[i] == 0 ? std::string(" -")
                                  : fmt::format(" {}{}", dice_[i], held_[i] ? "*" : "");
        text += '\n';
    }
    for (PlayerId p = 0; p < numPlayers(); ++p) {
        text += fmt::format("seat {}: {} points\n", p, total(p));
        text += fmt::format("{:>6}", "");
        for (const Column& c : sheets_[p]) text += fmt::format("{:>6}", columnId(c.kind()));
        text += '\n';
        auto line = [&](std::string_view label, auto cell) {
            text += fmt::format("{:>6}", label);
            for (const Column& c : sheets_[p]) text += fmt::format("{:>6}", cell(c));
            text += '\n';
        };
        for (int row = 0; row < kBoxCount; ++row) {
            line(boxId(boxAt(row)), [&](const Column& c) {
                const auto& entry = c.entry(boxAt(row));
                return entry ? std::to_string(*entry) : std::string(".");
            });
            if (boxAt(row) == Box::Sixes)
                line("bonus", [](const Column& c) { return std::to_string(c.bonus()); });
        }
        line("total", [](const Column& c) { return std::to_string(c.total()); });
    }
    return text;
}

}  // namespace lt::yam
